// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The element types of CUDA device code: element<Family, Code, Bits>
// for the device family, which visit_dtype of that family needs. Include it
// only there: cuda.cuh and copy.hpp do not, as the headers below cost
// seconds of every nvcc compile (bench/shim/include_cost.sh).
#pragma once

#include "dlpack_shim/dispatch.hpp"
#include "dlpack_shim/cuda.cuh"

#include <cuda/std/complex>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

namespace dlpack_shim {

template <>
struct element<Family::cuda, kDLInt, 8> { using type = int8_t; };
template <>
struct element<Family::cuda, kDLInt, 16> { using type = int16_t; };
template <>
struct element<Family::cuda, kDLInt, 32> { using type = int32_t; };
template <>
struct element<Family::cuda, kDLInt, 64> { using type = int64_t; };
template <>
struct element<Family::cuda, kDLInt, 4> { using type = packed_bits<4>; };
template <>
struct element<Family::cuda, kDLUInt, 8> { using type = uint8_t; };
template <>
struct element<Family::cuda, kDLUInt, 16> { using type = uint16_t; };
template <>
struct element<Family::cuda, kDLUInt, 32> { using type = uint32_t; };
template <>
struct element<Family::cuda, kDLUInt, 64> { using type = uint64_t; };
template <>
struct element<Family::cuda, kDLUInt, 1> { using type = packed_bits<1>; };
template <>
struct element<Family::cuda, kDLUInt, 4> { using type = packed_bits<4>; };
template <>
struct element<Family::cuda, kDLFloat, 16> { using type = __half; };
template <>
struct element<Family::cuda, kDLFloat, 32> { using type = float; };
template <>
struct element<Family::cuda, kDLFloat, 64> { using type = double; };
template <>
struct element<Family::cuda, kDLOpaqueHandle, 64> { using type = raw_bits<64>; };
template <>
struct element<Family::cuda, kDLBfloat, 16> { using type = __nv_bfloat16; };
template <>
struct element<Family::cuda, kDLComplex, 64> { using type = ::cuda::std::complex<float>; };
template <>
struct element<Family::cuda, kDLComplex, 128> { using type = ::cuda::std::complex<double>; };
template <>
struct element<Family::cuda, kDLBool, 8> { using type = bool; };
template <>
struct element<Family::cuda, kDLFloat8_e3m4, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cuda, kDLFloat8_e4m3, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cuda, kDLFloat8_e4m3b11fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cuda, kDLFloat8_e4m3fn, 8> { using type = __nv_fp8_e4m3; };
template <>
struct element<Family::cuda, kDLFloat8_e4m3fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::cuda, kDLFloat8_e5m2, 8> { using type = __nv_fp8_e5m2; };
template <>
struct element<Family::cuda, kDLFloat8_e5m2fnuz, 8> { using type = raw_bits<8>; };
#if defined(DLPACK_SHIM_CUDA_HAS_FP8_E8M0)
template <>
struct element<Family::cuda, kDLFloat8_e8m0fnu, 8> { using type = __nv_fp8_e8m0; };
#else
template <>
struct element<Family::cuda, kDLFloat8_e8m0fnu, 8> { using type = raw_bits<8>; };
#endif
template <>
struct element<Family::cuda, kDLFloat6_e2m3fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::cuda, kDLFloat6_e3m2fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::cuda, kDLFloat4_e2m1fn, 4> { using type = packed_bits<4>; };

}  // namespace dlpack_shim
