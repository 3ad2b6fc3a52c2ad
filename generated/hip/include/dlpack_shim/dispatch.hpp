// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Device-type and dtype dispatch: visit_device and visit_dtype call a callable
// with a compile-time tag, through exhaustive switches over the header's
// enumerators (build with -Werror=switch: an unmapped enumerator stops it).
#pragma once

#include <complex>  // the cpu element types of complex dtypes
#include <cstdint>
#include <utility>

#include "dlpack_shim/core.hpp"

namespace dlpack_shim {

// ---------------------------------------------------------------------------
// Data types

/// The code that computes on elements: host code, CUDA device code or ROCm
/// device code. Each has its own element types (`element_types` in the shims'
/// language.yaml).
enum class Family : int {
  cpu,
  cuda,
  rocm,
};

/// `element<F, Code, Bits>::type` is the element type of dtype (Code, Bits)
/// for family F. The cpu types are below; those of GPU device code are in the
/// GPU backend's types header (cuda_types.cuh, hip_types.hpp: the descriptor's
/// `types_header`), included only where they are needed.
template <Family F, std::int64_t Code, unsigned Bits>
struct element {
  static_assert(F == Family::cpu,
                "no element types of this family here: include the GPU backend's types header "
                "(dlpack_shim/cuda_types.cuh, dlpack_shim/hip_types.hpp) where a visit needs them");
};

template <>
struct element<Family::cpu, kDLInt, 8> { using type = int8_t; };
template <>
struct element<Family::cpu, kDLInt, 16> { using type = int16_t; };
template <>
struct element<Family::cpu, kDLInt, 32> { using type = int32_t; };
template <>
struct element<Family::cpu, kDLInt, 64> { using type = int64_t; };
template <>
struct element<Family::cpu, kDLInt, 4> { using type = packed_bits<4>; };
template <>
struct element<Family::cpu, kDLUInt, 8> { using type = uint8_t; };
template <>
struct element<Family::cpu, kDLUInt, 16> { using type = uint16_t; };
template <>
struct element<Family::cpu, kDLUInt, 32> { using type = uint32_t; };
template <>
struct element<Family::cpu, kDLUInt, 64> { using type = uint64_t; };
template <>
struct element<Family::cpu, kDLUInt, 1> { using type = packed_bits<1>; };
template <>
struct element<Family::cpu, kDLUInt, 4> { using type = packed_bits<4>; };
#if defined(__FLT16_MAX__)
template <>
struct element<Family::cpu, kDLFloat, 16> { using type = _Float16; };
#else
template <>
struct element<Family::cpu, kDLFloat, 16> { using type = raw_bits<16>; };
#endif
template <>
struct element<Family::cpu, kDLFloat, 32> { using type = float; };
template <>
struct element<Family::cpu, kDLFloat, 64> { using type = double; };
template <>
struct element<Family::cpu, kDLOpaqueHandle, 64> { using type = raw_bits<64>; };
#if defined(__BFLT16_MAX__)
template <>
struct element<Family::cpu, kDLBfloat, 16> { using type = __bf16; };
#else
template <>
struct element<Family::cpu, kDLBfloat, 16> { using type = raw_bits<16>; };
#endif
template <>
struct element<Family::cpu, kDLComplex, 64> { using type = std::complex<float>; };
template <>
struct element<Family::cpu, kDLComplex, 128> { using type = std::complex<double>; };
template <>
struct element<Family::cpu, kDLBool, 8> { using type = bool; };
template <>
struct element<Family::cpu, kDLFloat8_e3m4, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3b11fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3fn, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e4m3fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e5m2, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e5m2fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat8_e8m0fnu, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cpu, kDLFloat6_e2m3fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::cpu, kDLFloat6_e3m2fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::cpu, kDLFloat4_e2m1fn, 4> { using type = packed_bits<4>; };

/// A dtype of dlpack-v1.3-torch.h v1.3 with its element type for one family.
template <std::int64_t Code, unsigned Bits, class T>
struct dtype_tag {
  using type = T;
  static constexpr std::int64_t code = Code;
  static constexpr unsigned bits = Bits;
  const char* name;  ///< "float32", "bfloat16", "float8_e4m3fn"
};

/// A dtype with no element type here, and why.
struct unsupported_dtype {
  enum class Why : int {
    unknown_code,   ///< a code this header does not have (a newer producer's)
    unknown_width,  ///< a code of this header with bits the overlay does not map
    vector,         ///< lanes != 1
  };
  DLDataType dtype;
  Why why;
  const char* message;
};

/// Calls `f(dtype_tag<Code, Bits, T>{name})` with the element type T of family
/// F for `dtype`, or `f(unsupported_dtype{...})`. Every overload of `f` must
/// return the same type.
template <Family F, class Fn>
decltype(auto) visit_dtype(DLDataType dtype, Fn&& f) {
  using Why = unsupported_dtype::Why;
  if (dtype.lanes != 1)
    return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::vector, "vector dtypes (lanes != 1) have no element type"});
  const std::int64_t code = dtype.code;
  if (detail::kDataTypeCodeRange.contains(code)) {
    switch (static_cast<DLDataTypeCode>(code)) {
      case kDLInt:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLInt, 8, typename element<F, kDLInt, 8>::type>{"int8"});
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLInt, 16, typename element<F, kDLInt, 16>::type>{"int16"});
          case 32: return std::forward<Fn>(f)(dtype_tag<kDLInt, 32, typename element<F, kDLInt, 32>::type>{"int32"});
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLInt, 64, typename element<F, kDLInt, 64>::type>{"int64"});
          case 4: return std::forward<Fn>(f)(dtype_tag<kDLInt, 4, typename element<F, kDLInt, 4>::type>{"int4"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLInt"});
      case kDLUInt:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 8, typename element<F, kDLUInt, 8>::type>{"uint8"});
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 16, typename element<F, kDLUInt, 16>::type>{"uint16"});
          case 32: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 32, typename element<F, kDLUInt, 32>::type>{"uint32"});
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 64, typename element<F, kDLUInt, 64>::type>{"uint64"});
          case 1: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 1, typename element<F, kDLUInt, 1>::type>{"uint1"});
          case 4: return std::forward<Fn>(f)(dtype_tag<kDLUInt, 4, typename element<F, kDLUInt, 4>::type>{"uint4"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLUInt"});
      case kDLFloat:
        switch (dtype.bits) {
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLFloat, 16, typename element<F, kDLFloat, 16>::type>{"float16"});
          case 32: return std::forward<Fn>(f)(dtype_tag<kDLFloat, 32, typename element<F, kDLFloat, 32>::type>{"float32"});
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLFloat, 64, typename element<F, kDLFloat, 64>::type>{"float64"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat"});
      case kDLOpaqueHandle:
        switch (dtype.bits) {
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLOpaqueHandle, 64, typename element<F, kDLOpaqueHandle, 64>::type>{"handle64"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLOpaqueHandle"});
      case kDLBfloat:
        switch (dtype.bits) {
          case 16: return std::forward<Fn>(f)(dtype_tag<kDLBfloat, 16, typename element<F, kDLBfloat, 16>::type>{"bfloat16"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLBfloat"});
      case kDLComplex:
        switch (dtype.bits) {
          case 64: return std::forward<Fn>(f)(dtype_tag<kDLComplex, 64, typename element<F, kDLComplex, 64>::type>{"complex64"});
          case 128: return std::forward<Fn>(f)(dtype_tag<kDLComplex, 128, typename element<F, kDLComplex, 128>::type>{"complex128"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLComplex"});
      case kDLBool:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLBool, 8, typename element<F, kDLBool, 8>::type>{"bool"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLBool"});
      case kDLFloat8_e3m4:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e3m4, 8, typename element<F, kDLFloat8_e3m4, 8>::type>{"float8_e3m4"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e3m4"});
      case kDLFloat8_e4m3:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3, 8, typename element<F, kDLFloat8_e4m3, 8>::type>{"float8_e4m3"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3"});
      case kDLFloat8_e4m3b11fnuz:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3b11fnuz, 8, typename element<F, kDLFloat8_e4m3b11fnuz, 8>::type>{"float8_e4m3b11fnuz"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3b11fnuz"});
      case kDLFloat8_e4m3fn:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3fn, 8, typename element<F, kDLFloat8_e4m3fn, 8>::type>{"float8_e4m3fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3fn"});
      case kDLFloat8_e4m3fnuz:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e4m3fnuz, 8, typename element<F, kDLFloat8_e4m3fnuz, 8>::type>{"float8_e4m3fnuz"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e4m3fnuz"});
      case kDLFloat8_e5m2:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e5m2, 8, typename element<F, kDLFloat8_e5m2, 8>::type>{"float8_e5m2"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e5m2"});
      case kDLFloat8_e5m2fnuz:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e5m2fnuz, 8, typename element<F, kDLFloat8_e5m2fnuz, 8>::type>{"float8_e5m2fnuz"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e5m2fnuz"});
      case kDLFloat8_e8m0fnu:
        switch (dtype.bits) {
          case 8: return std::forward<Fn>(f)(dtype_tag<kDLFloat8_e8m0fnu, 8, typename element<F, kDLFloat8_e8m0fnu, 8>::type>{"float8_e8m0fnu"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat8_e8m0fnu"});
      case kDLFloat6_e2m3fn:
        switch (dtype.bits) {
          case 6: return std::forward<Fn>(f)(dtype_tag<kDLFloat6_e2m3fn, 6, typename element<F, kDLFloat6_e2m3fn, 6>::type>{"float6_e2m3fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat6_e2m3fn"});
      case kDLFloat6_e3m2fn:
        switch (dtype.bits) {
          case 6: return std::forward<Fn>(f)(dtype_tag<kDLFloat6_e3m2fn, 6, typename element<F, kDLFloat6_e3m2fn, 6>::type>{"float6_e3m2fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat6_e3m2fn"});
      case kDLFloat4_e2m1fn:
        switch (dtype.bits) {
          case 4: return std::forward<Fn>(f)(dtype_tag<kDLFloat4_e2m1fn, 4, typename element<F, kDLFloat4_e2m1fn, 4>::type>{"float4_e2m1fn"});
          default: break;
        }
        return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_width, "no element type for this width of kDLFloat4_e2m1fn"});
    }
  }
  return std::forward<Fn>(f)(unsupported_dtype{dtype, Why::unknown_code, "a dtype code this header does not have"});
}

}  // namespace dlpack_shim
