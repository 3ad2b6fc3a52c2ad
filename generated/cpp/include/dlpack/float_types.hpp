// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Storage types for the element types C++ has no standard type for: 16-bit
// floats (float16_t, bfloat16_t), the 8-, 6- and 4-bit floats of DLPack 1.1
// (float8_e4m3fn_t, float6_e2m3fn_t, float4_e2m1fn_t, ...) and complex numbers
// (complex64_t, complex128_t; <complex> is not included: dlpack/complex.hpp
// converts to std::complex). Each has the size of one element, so
// dlpack::dispatch has a type for every one-lane dtype the header names.
//
// A minifloat converts to float exactly (to_float), and from float by
// rounding to the nearest value, ties to even (from_float). A value beyond the
// largest finite one becomes infinity where the format has one, else NaN where
// it has one, else the largest finite value; NaN becomes the format's NaN, or
// zero where it has none; zero becomes NaN in float8_e8m0fnu, which has no
// zero, and rounds a tie between two powers of two upwards. These are
// ml_dtypes' rules but for NaN in a format without one
// (ml_dtypes gives the zero of the opposite sign); the Rust and Zig types
// follow the same rules. The sub-byte types hold one value in the low bits
// of a byte: the layout of a tensor flagged IsSubbyteTypePadded.
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace dlpack {

/// Where a minifloat format puts its special values.
enum class FloatKind : std::uint8_t {
  IEEE,    ///< Infinities and NaNs as IEEE 754 puts them: the largest exponent (float16, bfloat16, float8_e5m2,
           ///< float8_e4m3, float8_e3m4).
  FN,      ///< No infinities; NaN only with every exponent and mantissa bit set (float8_e4m3fn).
  FNUZ,    ///< No infinities, no negative zero; NaN is the sign bit alone (float8_e4m3fnuz, float8_e5m2fnuz,
           ///< float8_e4m3b11fnuz).
  Finite,  ///< Every encoding a finite number (float6_e2m3fn, float6_e3m2fn, float4_e2m1fn).
  FNU,     ///< No sign and no mantissa: 2^(exponent - bias); NaN with every bit set (float8_e8m0fnu).
};

/// A binary floating-point format of `Exponent` exponent and `Mantissa`
/// mantissa bits with exponent bias `Bias`, stored in the low bits of `Bits`.
template <class Bits, unsigned Exponent, unsigned Mantissa, int Bias, FloatKind Kind>
struct Minifloat {
  Bits bits;  ///< The encoding.

  static constexpr unsigned exponent_bits = Exponent;
  static constexpr unsigned mantissa_bits = Mantissa;
  static constexpr int bias = Bias;
  static constexpr FloatKind kind = Kind;
  static constexpr bool has_sign = Kind != FloatKind::FNU;
  /// Bits of one value (6 for float6_*).
  static constexpr unsigned width = Exponent + Mantissa + (has_sign ? 1 : 0);
  static_assert(width <= 8 * sizeof(Bits), "dlpack::Minifloat: the format does not fit its storage");

  /// The value of `encoding`.
  static constexpr Minifloat from_bits(Bits encoding) noexcept { return Minifloat{encoding}; }

  /// The value as a float: exact, every value of these formats is a float.
  float to_float() const noexcept {
    if constexpr (Kind == FloatKind::IEEE && Exponent == 8 && Bias == 127 && Mantissa <= 23 &&
                  8 * sizeof(Bits) == width) {
      // The upper bits of a binary32 (bfloat16): shift into place, as C does.
      const std::uint32_t raw = static_cast<std::uint32_t>(bits) << (32 - width);
      float out;
      std::memcpy(&out, &raw, sizeof out);
      return out;
    }
    const unsigned sign = has_sign ? (bits >> (Exponent + Mantissa)) & 1U : 0U;
    const unsigned exponent = (bits >> Mantissa) & exponent_mask;
    const unsigned mantissa = bits & mantissa_mask;
    if (is_nan()) return std::numeric_limits<float>::quiet_NaN();
    if (Kind == FloatKind::IEEE && exponent == exponent_mask)
      return sign ? -std::numeric_limits<float>::infinity() : std::numeric_limits<float>::infinity();
    // significand * 2^(scale): subnormals have no implicit bit and the exponent of 1.
    const double significand =
        exponent != 0 ? static_cast<double>(mantissa | (1U << Mantissa)) : static_cast<double>(mantissa);
    const int scale = (exponent != 0 ? static_cast<int>(exponent) : 1) - Bias - static_cast<int>(Mantissa);
    const double magnitude =
        Kind == FloatKind::FNU ? pow2(static_cast<int>(exponent) - Bias) : significand * pow2(scale);
    return static_cast<float>(sign ? -magnitude : magnitude);
  }
  explicit operator float() const noexcept { return to_float(); }
  explicit operator double() const noexcept { return static_cast<double>(to_float()); }

  /// The nearest value to `value`, ties to even (see the file's comment for
  /// overflow and NaN).
  static Minifloat from_float(float value) noexcept {
    if (value != value) return from_bits(nan_bits());
    std::uint32_t raw = 0;
    std::memcpy(&raw, &value, sizeof raw);
    const bool negative = (raw >> 31) != 0;
    double magnitude = negative ? -static_cast<double>(value) : static_cast<double>(value);
    if (Kind == FloatKind::FNU) return from_bits(fnu_bits(negative, magnitude));
    const Bits sign = static_cast<Bits>(negative ? 1U << (Exponent + Mantissa) : 0U);
    if (magnitude == 0) return from_bits(Kind == FloatKind::FNUZ ? Bits{0} : sign);
    const unsigned max_magnitude = max_finite_bits();
    unsigned encoding = 0;
    if (magnitude > pow2(static_cast<int>(exponent_mask) + 1 - Bias)) {
      encoding = max_magnitude + 1;  // far beyond the range (or infinity)
    } else {
      const int min_normal = 1 - Bias;
      int e = exponent_of(magnitude);      // floor(log2(magnitude))
      if (e < min_normal) e = min_normal;  // subnormal: the quantum of the smallest exponent
      const std::uint64_t n = round_even(magnitude / pow2(e - static_cast<int>(Mantissa)));
      // (e + Bias - 1) << Mantissa plus n: a carry out of the mantissa moves to the next exponent,
      // a subnormal's n below 2^Mantissa leaves exponent 0.
      const std::int64_t biased = static_cast<std::int64_t>(e + Bias - 1);
      encoding = n == 0 ? 0U : static_cast<unsigned>((biased << Mantissa) + static_cast<std::int64_t>(n));
    }
    if (encoding > max_magnitude) {
      if (Kind == FloatKind::IEEE) return from_bits(static_cast<Bits>(sign | (exponent_mask << Mantissa)));
      if (Kind == FloatKind::Finite) return from_bits(static_cast<Bits>(sign | max_magnitude));
      return from_bits(nan_bits());
    }
    if (Kind == FloatKind::FNUZ && encoding == 0) return from_bits(Bits{0});
    return from_bits(static_cast<Bits>(sign | encoding));
  }

  constexpr bool is_nan() const noexcept {
    if constexpr (Kind == FloatKind::IEEE) {
      return ((bits >> Mantissa) & exponent_mask) == exponent_mask && (bits & mantissa_mask) != 0;
    } else if constexpr (Kind == FloatKind::FN) {
      return ((bits >> Mantissa) & exponent_mask) == exponent_mask && (bits & mantissa_mask) == mantissa_mask;
    } else if constexpr (Kind == FloatKind::Finite) {
      return false;
    } else {
      return bits == nan_bits();
    }
  }

  /// Same encoding (not IEEE equality: a NaN equals itself, +0 and -0 differ).
  friend constexpr bool operator==(Minifloat a, Minifloat b) noexcept { return a.bits == b.bits; }
  friend constexpr bool operator!=(Minifloat a, Minifloat b) noexcept { return a.bits != b.bits; }

 private:
  static constexpr unsigned exponent_mask = (1U << Exponent) - 1;
  static constexpr unsigned mantissa_mask = (1U << Mantissa) - 1;

  static constexpr Bits nan_bits() noexcept {
    if constexpr (Kind == FloatKind::IEEE) {
      return static_cast<Bits>((exponent_mask << Mantissa) | (1U << (Mantissa - 1)));
    } else if constexpr (Kind == FloatKind::FN) {
      return static_cast<Bits>((exponent_mask << Mantissa) | mantissa_mask);
    } else if constexpr (Kind == FloatKind::FNUZ) {
      return static_cast<Bits>(1U << (Exponent + Mantissa));
    } else if constexpr (Kind == FloatKind::FNU) {
      return static_cast<Bits>(exponent_mask);
    } else {
      return Bits{0};  // no NaN: NaN converts to zero
    }
  }
  // The magnitude bits of the largest finite value.
  static constexpr unsigned max_finite_bits() noexcept {
    if constexpr (Kind == FloatKind::IEEE) {
      return ((exponent_mask - 1) << Mantissa) | mantissa_mask;
    } else if constexpr (Kind == FloatKind::FN) {
      return (exponent_mask << Mantissa) | (mantissa_mask - 1);
    } else if constexpr (Kind == FloatKind::FNU) {
      return exponent_mask - 1;
    } else {
      return (exponent_mask << Mantissa) | mantissa_mask;
    }
  }
  // 2^k as a double (k well inside the double's normal range).
  static double pow2(int k) noexcept {
    const std::uint64_t raw = static_cast<std::uint64_t>(k + 1023) << 52;
    double out;
    std::memcpy(&out, &raw, sizeof out);
    return out;
  }
  // floor(log2(x)) of a positive normal double.
  static int exponent_of(double x) noexcept {
    std::uint64_t raw;
    std::memcpy(&raw, &x, sizeof raw);
    return static_cast<int>((raw >> 52) & 0x7ff) - 1023;
  }
  // x rounded to the nearest integer, ties to even (0 <= x < 2^53).
  static std::uint64_t round_even(double x) noexcept {
    std::uint64_t n = static_cast<std::uint64_t>(x);
    const double rest = x - static_cast<double>(n);
    if (rest > 0.5 || (rest == 0.5 && (n & 1U))) ++n;
    return n;
  }
  // FNU: only powers of two; the nearest exponent, a tie (1.5 * 2^e) upwards, as ml_dtypes rounds.
  static Bits fnu_bits(bool negative, double magnitude) noexcept {
    if (negative || magnitude == 0) return nan_bits();  // no sign, no zero
    int e = exponent_of(magnitude);
    const double rest = magnitude / pow2(e);  // in [1, 2)
    if (rest >= 1.5) ++e;
    const int biased = e + Bias;
    if (biased < 0) return Bits{0};
    if (biased > static_cast<int>(max_finite_bits())) return nan_bits();
    return static_cast<Bits>(biased);
  }
};

/// IEEE 754 binary16 (half precision).
using float16_t = Minifloat<std::uint16_t, 5, 10, 15, FloatKind::IEEE>;
/// bfloat16: the upper half of a binary32.
using bfloat16_t = Minifloat<std::uint16_t, 8, 7, 127, FloatKind::IEEE>;
/// The 8-bit floats (OCP FP8, and the variants of ml_dtypes).
using float8_e3m4_t = Minifloat<std::uint8_t, 3, 4, 3, FloatKind::IEEE>;
using float8_e4m3_t = Minifloat<std::uint8_t, 4, 3, 7, FloatKind::IEEE>;
using float8_e4m3fn_t = Minifloat<std::uint8_t, 4, 3, 7, FloatKind::FN>;
using float8_e4m3fnuz_t = Minifloat<std::uint8_t, 4, 3, 8, FloatKind::FNUZ>;
using float8_e4m3b11fnuz_t = Minifloat<std::uint8_t, 4, 3, 11, FloatKind::FNUZ>;
using float8_e5m2_t = Minifloat<std::uint8_t, 5, 2, 15, FloatKind::IEEE>;
using float8_e5m2fnuz_t = Minifloat<std::uint8_t, 5, 2, 16, FloatKind::FNUZ>;
using float8_e8m0fnu_t = Minifloat<std::uint8_t, 8, 0, 127, FloatKind::FNU>;
/// The 6- and 4-bit floats of OCP MX, one value in the low bits of a byte.
using float6_e2m3fn_t = Minifloat<std::uint8_t, 2, 3, 1, FloatKind::Finite>;
using float6_e3m2fn_t = Minifloat<std::uint8_t, 3, 2, 3, FloatKind::Finite>;
using float4_e2m1fn_t = Minifloat<std::uint8_t, 2, 1, 1, FloatKind::Finite>;

/// Whether T is a minifloat storage type (float16_t, bfloat16_t, float8_*_t,
/// float6_*_t, float4_*_t): a dispatch visitor converts those with to_float()
/// and from_float(), where arithmetic types take a cast.
template <class T>
struct is_minifloat : std::false_type {};
template <class Bits, unsigned Exponent, unsigned Mantissa, int Bias, FloatKind Kind>
struct is_minifloat<Minifloat<Bits, Exponent, Mantissa, Bias, Kind>> : std::true_type {};
template <class T>
inline constexpr bool is_minifloat_v = is_minifloat<T>::value;
static_assert(is_minifloat_v<float16_t> && is_minifloat_v<float4_e2m1fn_t> && !is_minifloat_v<float>,
              "dlpack: is_minifloat");

/// A complex number of two floats (real, imaginary): the layout of
/// std::complex<float> and C's float _Complex.
struct complex64_t {
  float real;
  float imag;
  friend constexpr bool operator==(complex64_t a, complex64_t b) noexcept {
    return a.real == b.real && a.imag == b.imag;
  }
  friend constexpr bool operator!=(complex64_t a, complex64_t b) noexcept { return !(a == b); }
};
/// A complex number of two doubles: the layout of std::complex<double>.
struct complex128_t {
  double real;
  double imag;
  friend constexpr bool operator==(complex128_t a, complex128_t b) noexcept {
    return a.real == b.real && a.imag == b.imag;
  }
  friend constexpr bool operator!=(complex128_t a, complex128_t b) noexcept { return !(a == b); }
};
static_assert(sizeof(complex64_t) == 8 && sizeof(complex128_t) == 16,
              "dlpack: complex storage must be two packed floats");

}  // namespace dlpack
