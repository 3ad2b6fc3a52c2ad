// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The element types of ROCm device code: element<Family, Code, Bits>
// for the device family, which visit_dtype of that family needs. Include it
// only there: hip.hpp and copy.hpp do not, as the headers below cost
// seconds of every hipcc compile (bench/shim/include_cost.sh).
#pragma once

#include "dlpack_shim/dispatch.hpp"
#include "dlpack_shim/hip.hpp"

#include <hip/hip_bfloat16.h>
#include <hip/hip_complex.h>
#include <hip/hip_fp16.h>

namespace dlpack_shim {

template <>
struct element<Family::rocm, kDLInt, 8> { using type = int8_t; };
template <>
struct element<Family::rocm, kDLInt, 16> { using type = int16_t; };
template <>
struct element<Family::rocm, kDLInt, 32> { using type = int32_t; };
template <>
struct element<Family::rocm, kDLInt, 64> { using type = int64_t; };
template <>
struct element<Family::rocm, kDLInt, 4> { using type = packed_bits<4>; };
template <>
struct element<Family::rocm, kDLUInt, 8> { using type = uint8_t; };
template <>
struct element<Family::rocm, kDLUInt, 16> { using type = uint16_t; };
template <>
struct element<Family::rocm, kDLUInt, 32> { using type = uint32_t; };
template <>
struct element<Family::rocm, kDLUInt, 64> { using type = uint64_t; };
template <>
struct element<Family::rocm, kDLUInt, 1> { using type = packed_bits<1>; };
template <>
struct element<Family::rocm, kDLUInt, 4> { using type = packed_bits<4>; };
template <>
struct element<Family::rocm, kDLFloat, 16> { using type = __half; };
template <>
struct element<Family::rocm, kDLFloat, 32> { using type = float; };
template <>
struct element<Family::rocm, kDLFloat, 64> { using type = double; };
template <>
struct element<Family::rocm, kDLOpaqueHandle, 64> { using type = raw_bits<64>; };
template <>
struct element<Family::rocm, kDLBfloat, 16> { using type = hip_bfloat16; };
template <>
struct element<Family::rocm, kDLComplex, 64> { using type = hipFloatComplex; };
template <>
struct element<Family::rocm, kDLComplex, 128> { using type = hipDoubleComplex; };
template <>
struct element<Family::rocm, kDLBool, 8> { using type = bool; };
template <>
struct element<Family::rocm, kDLFloat8_e3m4, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e4m3, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e4m3b11fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e4m3fn, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e4m3fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e5m2, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e5m2fnuz, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat8_e8m0fnu, 8> { using type = raw_bits<8>; };
template <>
struct element<Family::rocm, kDLFloat6_e2m3fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::rocm, kDLFloat6_e3m2fn, 6> { using type = packed_bits<6>; };
template <>
struct element<Family::rocm, kDLFloat4_e2m1fn, 4> { using type = packed_bits<4>; };

}  // namespace dlpack_shim
