// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Storage types for dtypes without an arithmetic type (raw bits, packed sub-byte
// elements), the result type of every shim operation, and DLPACK_SHIM_HD.
#pragma once

#include <cstddef>
#include <cstdint>

// The C header: DLPACK_SHIM_C_HEADER (a quoted path or <name>) when defined,
// else <dlpack/dlpack.h>.
#if defined(DLPACK_SHIM_C_HEADER)
#include DLPACK_SHIM_C_HEADER
#else
#include <dlpack/dlpack.h>
#endif

// Functions that run on the host and, under nvcc or hipcc, on the device too.
#if defined(__CUDACC__) || defined(__HIPCC__)
#define DLPACK_SHIM_HD __host__ __device__
#else
#define DLPACK_SHIM_HD
#endif

namespace dlpack_shim {

/// The raw bits of one element of a dtype that a backend has no arithmetic
/// type for (`raw` in element_types): `Bits` is a multiple of 8. Copyable and
/// comparable bytes, nothing more.
template <unsigned Bits>
struct raw_bits {
  static_assert(Bits > 0 && Bits % 8 == 0, "raw_bits holds whole bytes");
  static constexpr unsigned bits = Bits;
  unsigned char bytes[Bits / 8];
};

namespace detail {
constexpr unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }
}  // namespace detail

/// Sub-byte elements packed into bytes (`packed` in element_types). One
/// object is the smallest run of whole bytes that holds whole elements: one
/// byte for 1-, 2- and 4-bit elements, three bytes for four 6-bit ones.
/// Element `i` of a unit is bits [i * Bits, (i + 1) * Bits) counted from the
/// least significant bit of the first byte.
template <unsigned Bits>
struct packed_bits {
  static_assert(Bits > 0 && Bits % 8 != 0 && Bits < 32, "packed_bits holds elements of 1..31 bits, not whole bytes");
  static constexpr unsigned bits = Bits;
  static constexpr unsigned unit_bits = Bits / detail::gcd(Bits, 8u) * 8u;  // lcm(Bits, 8)
  static constexpr unsigned unit_bytes = unit_bits / 8;
  static constexpr unsigned per_unit = unit_bits / Bits;  // elements in one object
  unsigned char bytes[unit_bytes];

  /// Element `i` (< per_unit) as an unsigned integer of `Bits` bits.
  DLPACK_SHIM_HD constexpr std::uint32_t get(unsigned i) const noexcept {
    std::uint32_t out = 0;
    for (unsigned b = 0; b < Bits; ++b) {
      const unsigned bit = i * Bits + b;
      out |= static_cast<std::uint32_t>((bytes[bit / 8] >> (bit % 8)) & 1u) << b;
    }
    return out;
  }
  /// Sets element `i` (< per_unit) to the low `Bits` bits of `value`.
  DLPACK_SHIM_HD constexpr void set(unsigned i, std::uint32_t value) noexcept {
    for (unsigned b = 0; b < Bits; ++b) {
      const unsigned bit = i * Bits + b;
      const unsigned char mask = static_cast<unsigned char>(1u << (bit % 8));
      if ((value >> b) & 1u)
        bytes[bit / 8] = static_cast<unsigned char>(bytes[bit / 8] | mask);
      else
        bytes[bit / 8] = static_cast<unsigned char>(bytes[bit / 8] & ~mask);
    }
  }
};

/// Why an operation did not happen. `ok` is the only success.
enum class Status : int {
  ok = 0,
  invalid_argument,     ///< a tensor that is not valid on its own (null shape, negative extent, ...)
  mismatch,             ///< source and destination differ in ndim, shape or dtype
  overlapping_output,   ///< the destination has elements that share memory
  unsupported_dtype,    ///< no way to copy this dtype with these strides (sub-byte, strided)
  unsupported_device,   ///< a device type with no backend here (unsupported, unknown, or not built in)
  too_many_dimensions,  ///< more than kMaxDims dimensions remain after merging contiguous ones
  overflow,             ///< a size or offset does not fit in 64 bits
  backend_error,        ///< the CUDA or ROCm runtime reported an error (`code`)
  out_of_memory,        ///< no memory for a temporary the copy needs
};

/// The outcome of a shim operation: a status, a message that says why (a
/// string literal or the runtime's error string; never freed) and the
/// runtime's error code for backend_error.
struct Result {
  Status status = Status::ok;
  const char* message = "ok";
  int code = 0;
  constexpr explicit operator bool() const noexcept { return status == Status::ok; }
};

constexpr Result fail(Status status, const char* message, int code = 0) noexcept {
  return Result{status, message, code};
}

}  // namespace dlpack_shim
