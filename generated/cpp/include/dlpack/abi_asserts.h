// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Compile-time ABI checks for dlpack-v1.3-torch.h v1.3: the header version,
// every enumerator value, every integer macro, every alias (the same size and
// alignment as the type it names), and the size, alignment and
// field offsets of every struct and enum on each target the bindings were
// generated for (selected by predefined macros); on any other target, the
// layout rules that hold everywhere. Include it after dlpack.h (or it includes
// <dlpack/dlpack.h> itself), from C11 or later, or C++11 or later.
#ifndef DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_
#define DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_

// dlpack.h is included already when its guard (upstream's) or its version
// macro (a vendored copy with another guard or #pragma once) is defined.
#if !defined(DLPACK_DLPACK_H_) && !defined(DLPACK_MAJOR_VERSION)
#include <dlpack/dlpack.h>
#endif
#include <stddef.h>

#if defined(__cplusplus)
#define DLPACKGEN_ABI_ASSERT(cond, msg) static_assert(cond, msg)
#define DLPACKGEN_ABI_ALIGNOF(type) alignof(type)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define DLPACKGEN_ABI_ASSERT(cond, msg) _Static_assert(cond, msg)
#define DLPACKGEN_ABI_ALIGNOF(type) _Alignof(type)
#else
#error "dlpack/abi_asserts.h needs C11 or C++11 (static assertions)"
#endif
#define DLPACKGEN_ABI_STR_(x) #x
#define DLPACKGEN_ABI_STR(x) DLPACKGEN_ABI_STR_(x)

// ---- Version: the dlpack.h being compiled must be the one the bindings were generated from.
#if !defined(DLPACK_MAJOR_VERSION) || !defined(DLPACK_MINOR_VERSION) || \
    DLPACK_MAJOR_VERSION != 1 || DLPACK_MINOR_VERSION != 3
#if defined(DLPACK_MAJOR_VERSION) && defined(DLPACK_MINOR_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h is v" DLPACKGEN_ABI_STR(DLPACK_MAJOR_VERSION) "." DLPACKGEN_ABI_STR(DLPACK_MINOR_VERSION)
                        " but these bindings were generated from v1.3: regenerate them with dlpackgen generate");
#elif defined(DLPACK_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h has DLPACK_VERSION " DLPACKGEN_ABI_STR(DLPACK_VERSION)
                        " but these bindings were generated from v1.3: regenerate them with dlpackgen generate");
#else
#error "dlpack.h declares no version but these bindings were generated from v1.3: regenerate them with dlpackgen generate"
#endif
#else  // the version matches: check everything else

// ---- Integer macros.
#ifndef DLPACK_MAJOR_VERSION
#error "dlpack.h does not define DLPACK_MAJOR_VERSION, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_MAJOR_VERSION == 1, "DLPACK_MAJOR_VERSION must be 1: regenerate the bindings with dlpackgen generate");
#ifndef DLPACK_MINOR_VERSION
#error "dlpack.h does not define DLPACK_MINOR_VERSION, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_MINOR_VERSION == 3, "DLPACK_MINOR_VERSION must be 3: regenerate the bindings with dlpackgen generate");
#ifndef DLPACK_FLAG_BITMASK_READ_ONLY
#error "dlpack.h does not define DLPACK_FLAG_BITMASK_READ_ONLY, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_FLAG_BITMASK_READ_ONLY == 1U, "DLPACK_FLAG_BITMASK_READ_ONLY must be 1: regenerate the bindings with dlpackgen generate");
#ifndef DLPACK_FLAG_BITMASK_IS_COPIED
#error "dlpack.h does not define DLPACK_FLAG_BITMASK_IS_COPIED, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_FLAG_BITMASK_IS_COPIED == 2U, "DLPACK_FLAG_BITMASK_IS_COPIED must be 2: regenerate the bindings with dlpackgen generate");
#ifndef DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED
#error "dlpack.h does not define DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED == 4U, "DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED must be 4: regenerate the bindings with dlpackgen generate");

// ---- Enumerator values.
DLPACKGEN_ABI_ASSERT(kDLCPU == 1, "DLDeviceType: kDLCPU must be 1: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLCUDA == 2, "DLDeviceType: kDLCUDA must be 2: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLCUDAHost == 3, "DLDeviceType: kDLCUDAHost must be 3: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLOpenCL == 4, "DLDeviceType: kDLOpenCL must be 4: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLVulkan == 7, "DLDeviceType: kDLVulkan must be 7: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLMetal == 8, "DLDeviceType: kDLMetal must be 8: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLVPI == 9, "DLDeviceType: kDLVPI must be 9: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLROCM == 10, "DLDeviceType: kDLROCM must be 10: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLROCMHost == 11, "DLDeviceType: kDLROCMHost must be 11: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLExtDev == 12, "DLDeviceType: kDLExtDev must be 12: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLCUDAManaged == 13, "DLDeviceType: kDLCUDAManaged must be 13: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLOneAPI == 14, "DLDeviceType: kDLOneAPI must be 14: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLWebGPU == 15, "DLDeviceType: kDLWebGPU must be 15: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLHexagon == 16, "DLDeviceType: kDLHexagon must be 16: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLMAIA == 17, "DLDeviceType: kDLMAIA must be 17: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLTrn == 18, "DLDeviceType: kDLTrn must be 18: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLInt == 0, "DLDataTypeCode: kDLInt must be 0: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLUInt == 1, "DLDataTypeCode: kDLUInt must be 1: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat == 2, "DLDataTypeCode: kDLFloat must be 2: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLOpaqueHandle == 3, "DLDataTypeCode: kDLOpaqueHandle must be 3: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLBfloat == 4, "DLDataTypeCode: kDLBfloat must be 4: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLComplex == 5, "DLDataTypeCode: kDLComplex must be 5: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLBool == 6, "DLDataTypeCode: kDLBool must be 6: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e3m4 == 7, "DLDataTypeCode: kDLFloat8_e3m4 must be 7: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e4m3 == 8, "DLDataTypeCode: kDLFloat8_e4m3 must be 8: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e4m3b11fnuz == 9, "DLDataTypeCode: kDLFloat8_e4m3b11fnuz must be 9: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e4m3fn == 10, "DLDataTypeCode: kDLFloat8_e4m3fn must be 10: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e4m3fnuz == 11, "DLDataTypeCode: kDLFloat8_e4m3fnuz must be 11: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e5m2 == 12, "DLDataTypeCode: kDLFloat8_e5m2 must be 12: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e5m2fnuz == 13, "DLDataTypeCode: kDLFloat8_e5m2fnuz must be 13: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat8_e8m0fnu == 14, "DLDataTypeCode: kDLFloat8_e8m0fnu must be 14: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat6_e2m3fn == 15, "DLDataTypeCode: kDLFloat6_e2m3fn must be 15: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat6_e3m2fn == 16, "DLDataTypeCode: kDLFloat6_e3m2fn must be 16: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFloat4_e2m1fn == 17, "DLDataTypeCode: kDLFloat4_e2m1fn must be 17: regenerate the bindings with dlpackgen generate");

// ---- Aliases: another name for a struct, enum or function pointer, so the same size and alignment.

// ---- Layout rules that hold on every target: fields in order, without overlap, inside the struct,
// ---- at a multiple of the alignment the header declares for them.
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) % DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 0, "DLPackVersion: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) >= offsetof(DLPackVersion, major) + sizeof((((DLPackVersion *)0)->major)),
                     "DLPackVersion.minor: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) >= offsetof(DLPackVersion, minor) + sizeof((((DLPackVersion *)0)->minor)),
                     "DLPackVersion: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) % DLPACKGEN_ABI_ALIGNOF(DLDevice) == 0, "DLDevice: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) >= offsetof(DLDevice, device_type) + sizeof((((DLDevice *)0)->device_type)),
                     "DLDevice.device_id: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) >= offsetof(DLDevice, device_id) + sizeof((((DLDevice *)0)->device_id)),
                     "DLDevice: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) % DLPACKGEN_ABI_ALIGNOF(DLDataType) == 0, "DLDataType: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) >= offsetof(DLDataType, code) + sizeof((((DLDataType *)0)->code)),
                     "DLDataType.bits: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) >= offsetof(DLDataType, bits) + sizeof((((DLDataType *)0)->bits)),
                     "DLDataType.lanes: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) >= offsetof(DLDataType, lanes) + sizeof((((DLDataType *)0)->lanes)),
                     "DLDataType: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) % DLPACKGEN_ABI_ALIGNOF(DLTensor) == 0, "DLTensor: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) >= offsetof(DLTensor, data) + sizeof((((DLTensor *)0)->data)),
                     "DLTensor.device: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) >= offsetof(DLTensor, device) + sizeof((((DLTensor *)0)->device)),
                     "DLTensor.ndim: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) >= offsetof(DLTensor, ndim) + sizeof((((DLTensor *)0)->ndim)),
                     "DLTensor.dtype: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) >= offsetof(DLTensor, dtype) + sizeof((((DLTensor *)0)->dtype)),
                     "DLTensor.shape: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) >= offsetof(DLTensor, shape) + sizeof((((DLTensor *)0)->shape)),
                     "DLTensor.strides: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) >= offsetof(DLTensor, strides) + sizeof((((DLTensor *)0)->strides)),
                     "DLTensor.byte_offset: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) >= offsetof(DLTensor, byte_offset) + sizeof((((DLTensor *)0)->byte_offset)),
                     "DLTensor: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) % DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 0, "DLManagedTensor: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) >= offsetof(DLManagedTensor, dl_tensor) + sizeof((((DLManagedTensor *)0)->dl_tensor)),
                     "DLManagedTensor.manager_ctx: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) >= offsetof(DLManagedTensor, manager_ctx) + sizeof((((DLManagedTensor *)0)->manager_ctx)),
                     "DLManagedTensor.deleter: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) >= offsetof(DLManagedTensor, deleter) + sizeof((((DLManagedTensor *)0)->deleter)),
                     "DLManagedTensor: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) % DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 0, "DLManagedTensorVersioned: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) >= offsetof(DLManagedTensorVersioned, version) + sizeof((((DLManagedTensorVersioned *)0)->version)),
                     "DLManagedTensorVersioned.manager_ctx: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) >= offsetof(DLManagedTensorVersioned, manager_ctx) + sizeof((((DLManagedTensorVersioned *)0)->manager_ctx)),
                     "DLManagedTensorVersioned.deleter: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) >= offsetof(DLManagedTensorVersioned, deleter) + sizeof((((DLManagedTensorVersioned *)0)->deleter)),
                     "DLManagedTensorVersioned.flags: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) >= offsetof(DLManagedTensorVersioned, flags) + sizeof((((DLManagedTensorVersioned *)0)->flags)),
                     "DLManagedTensorVersioned.dl_tensor: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) >= offsetof(DLManagedTensorVersioned, dl_tensor) + sizeof((((DLManagedTensorVersioned *)0)->dl_tensor)),
                     "DLManagedTensorVersioned: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) % DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 0, "DLPackExchangeAPIHeader: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) >= offsetof(DLPackExchangeAPIHeader, version) + sizeof((((DLPackExchangeAPIHeader *)0)->version)),
                     "DLPackExchangeAPIHeader.prev_api: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) >= offsetof(DLPackExchangeAPIHeader, prev_api) + sizeof((((DLPackExchangeAPIHeader *)0)->prev_api)),
                     "DLPackExchangeAPIHeader: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) % DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 0, "DLPackExchangeAPI: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) >= offsetof(DLPackExchangeAPI, header) + sizeof((((DLPackExchangeAPI *)0)->header)),
                     "DLPackExchangeAPI.managed_tensor_allocator: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) >= offsetof(DLPackExchangeAPI, managed_tensor_allocator) + sizeof((((DLPackExchangeAPI *)0)->managed_tensor_allocator)),
                     "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) >= offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) + sizeof((((DLPackExchangeAPI *)0)->managed_tensor_from_py_object_no_sync)),
                     "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) >= offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) + sizeof((((DLPackExchangeAPI *)0)->managed_tensor_to_py_object_no_sync)),
                     "DLPackExchangeAPI.dltensor_from_py_object_no_sync: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) >= offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) + sizeof((((DLPackExchangeAPI *)0)->dltensor_from_py_object_no_sync)),
                     "DLPackExchangeAPI.current_work_stream: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) >= offsetof(DLPackExchangeAPI, current_work_stream) + sizeof((((DLPackExchangeAPI *)0)->current_work_stream)),
                     "DLPackExchangeAPI: the last field must end inside the struct");

// ---- Absolute sizes, alignments and offsets per target.
#if defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)  // x86_64-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 48, "DLTensor: size must be 48 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 8, "DLTensor.device: offset must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 16, "DLTensor.ndim: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 20, "DLTensor.dtype: offset must be 20 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 24, "DLTensor.shape: offset must be 24 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 32, "DLTensor.strides: offset must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset must be 40 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 64, "DLManagedTensor: size must be 64 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset must be 48 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset must be 56 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 80, "DLManagedTensorVersioned: size must be 80 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset must be 24 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 16, "DLPackExchangeAPIHeader: size must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 8, "DLPackExchangeAPIHeader: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 56, "DLPackExchangeAPI: size must be 56 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 8, "DLPackExchangeAPI: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 24 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 40 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset must be 48 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on x86_64-linux-gnu");
#elif defined(__aarch64__) && !defined(__ILP32__) && defined(__linux__)  // aarch64-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 48, "DLTensor: size must be 48 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 8, "DLTensor.device: offset must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 16, "DLTensor.ndim: offset must be 16 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 20, "DLTensor.dtype: offset must be 20 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 24, "DLTensor.shape: offset must be 24 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 32, "DLTensor.strides: offset must be 32 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset must be 40 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 64, "DLManagedTensor: size must be 64 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset must be 48 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset must be 56 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 80, "DLManagedTensorVersioned: size must be 80 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset must be 16 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset must be 24 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset must be 32 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 16, "DLPackExchangeAPIHeader: size must be 16 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 8, "DLPackExchangeAPIHeader: alignment must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 56, "DLPackExchangeAPI: size must be 56 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 8, "DLPackExchangeAPI: alignment must be 8 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 16 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 24 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 32 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 40 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset must be 48 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on aarch64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on aarch64-linux-gnu");
#elif defined(__i386__) && defined(__linux__)  // i686-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 36, "DLTensor: size must be 36 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 4, "DLTensor: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 4, "DLTensor.device: offset must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 12, "DLTensor.ndim: offset must be 12 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 16, "DLTensor.dtype: offset must be 16 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 20, "DLTensor.shape: offset must be 20 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 24, "DLTensor.strides: offset must be 24 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 28, "DLTensor.byte_offset: offset must be 28 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 44, "DLManagedTensor: size must be 44 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 4, "DLManagedTensor: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 36, "DLManagedTensor.manager_ctx: offset must be 36 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 40, "DLManagedTensor.deleter: offset must be 40 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 60, "DLManagedTensorVersioned: size must be 60 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 4, "DLManagedTensorVersioned: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 12, "DLManagedTensorVersioned.deleter: offset must be 12 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 16, "DLManagedTensorVersioned.flags: offset must be 16 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 24, "DLManagedTensorVersioned.dl_tensor: offset must be 24 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 12, "DLPackExchangeAPIHeader: size must be 12 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 4, "DLPackExchangeAPIHeader: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 32, "DLPackExchangeAPI: size must be 32 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 4, "DLPackExchangeAPI: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 12, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 12 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 16, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 16 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 20, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 20 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 24 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 28, "DLPackExchangeAPI.current_work_stream: offset must be 28 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on i686-linux-gnu");
#elif defined(__arm__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && defined(__linux__)  // armv7-linux-gnueabihf
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 40, "DLTensor: size must be 40 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 4, "DLTensor.device: offset must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 12, "DLTensor.ndim: offset must be 12 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 16, "DLTensor.dtype: offset must be 16 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 20, "DLTensor.shape: offset must be 20 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 24, "DLTensor.strides: offset must be 24 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 32, "DLTensor.byte_offset: offset must be 32 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 48, "DLManagedTensor: size must be 48 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 40, "DLManagedTensor.manager_ctx: offset must be 40 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 44, "DLManagedTensor.deleter: offset must be 44 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 64, "DLManagedTensorVersioned: size must be 64 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 12, "DLManagedTensorVersioned.deleter: offset must be 12 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 16, "DLManagedTensorVersioned.flags: offset must be 16 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 24, "DLManagedTensorVersioned.dl_tensor: offset must be 24 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 12, "DLPackExchangeAPIHeader: size must be 12 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 4, "DLPackExchangeAPIHeader: alignment must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 32, "DLPackExchangeAPI: size must be 32 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 4, "DLPackExchangeAPI: alignment must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 12, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 12 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 16, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 16 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 20, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 20 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 24 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 28, "DLPackExchangeAPI.current_work_stream: offset must be 28 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on armv7-linux-gnueabihf");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on armv7-linux-gnueabihf");
#elif defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 64 && defined(__linux__)  // riscv64-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 48, "DLTensor: size must be 48 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 8, "DLTensor.device: offset must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 16, "DLTensor.ndim: offset must be 16 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 20, "DLTensor.dtype: offset must be 20 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 24, "DLTensor.shape: offset must be 24 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 32, "DLTensor.strides: offset must be 32 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset must be 40 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 64, "DLManagedTensor: size must be 64 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset must be 48 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset must be 56 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 80, "DLManagedTensorVersioned: size must be 80 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset must be 16 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset must be 24 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset must be 32 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 16, "DLPackExchangeAPIHeader: size must be 16 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 8, "DLPackExchangeAPIHeader: alignment must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 56, "DLPackExchangeAPI: size must be 56 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 8, "DLPackExchangeAPI: alignment must be 8 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 16 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 24 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 32 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 40 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset must be 48 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on riscv64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on riscv64-linux-gnu");
#elif defined(__powerpc64__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && defined(__linux__)  // powerpc64le-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 48, "DLTensor: size must be 48 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 8, "DLTensor.device: offset must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 16, "DLTensor.ndim: offset must be 16 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 20, "DLTensor.dtype: offset must be 20 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 24, "DLTensor.shape: offset must be 24 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 32, "DLTensor.strides: offset must be 32 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset must be 40 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 64, "DLManagedTensor: size must be 64 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset must be 48 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset must be 56 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 80, "DLManagedTensorVersioned: size must be 80 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset must be 16 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset must be 24 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset must be 32 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 16, "DLPackExchangeAPIHeader: size must be 16 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 8, "DLPackExchangeAPIHeader: alignment must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 56, "DLPackExchangeAPI: size must be 56 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 8, "DLPackExchangeAPI: alignment must be 8 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 16 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 24 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 32 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 40 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset must be 48 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on powerpc64le-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on powerpc64le-linux-gnu");
#elif defined(__s390x__) && defined(__linux__)  // s390x-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 48, "DLTensor: size must be 48 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 8, "DLTensor.device: offset must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 16, "DLTensor.ndim: offset must be 16 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 20, "DLTensor.dtype: offset must be 20 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 24, "DLTensor.shape: offset must be 24 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 32, "DLTensor.strides: offset must be 32 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset must be 40 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 64, "DLManagedTensor: size must be 64 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset must be 48 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset must be 56 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 80, "DLManagedTensorVersioned: size must be 80 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset must be 16 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset must be 24 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset must be 32 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 16, "DLPackExchangeAPIHeader: size must be 16 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 8, "DLPackExchangeAPIHeader: alignment must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 56, "DLPackExchangeAPI: size must be 56 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 8, "DLPackExchangeAPI: alignment must be 8 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 16 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 24 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 32 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 40 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset must be 48 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on s390x-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on s390x-linux-gnu");
#elif defined(__wasm32__)  // wasm32-unknown-unknown
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 40, "DLTensor: size must be 40 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 4, "DLTensor.device: offset must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 12, "DLTensor.ndim: offset must be 12 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 16, "DLTensor.dtype: offset must be 16 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 20, "DLTensor.shape: offset must be 20 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 24, "DLTensor.strides: offset must be 24 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 32, "DLTensor.byte_offset: offset must be 32 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 48, "DLManagedTensor: size must be 48 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 40, "DLManagedTensor.manager_ctx: offset must be 40 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 44, "DLManagedTensor.deleter: offset must be 44 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 64, "DLManagedTensorVersioned: size must be 64 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 12, "DLManagedTensorVersioned.deleter: offset must be 12 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 16, "DLManagedTensorVersioned.flags: offset must be 16 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 24, "DLManagedTensorVersioned.dl_tensor: offset must be 24 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 12, "DLPackExchangeAPIHeader: size must be 12 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 4, "DLPackExchangeAPIHeader: alignment must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 32, "DLPackExchangeAPI: size must be 32 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 4, "DLPackExchangeAPI: alignment must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 12, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 12 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 16, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 16 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 20, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 20 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 24 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 28, "DLPackExchangeAPI.current_work_stream: offset must be 28 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on wasm32-unknown-unknown");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on wasm32-unknown-unknown");
#elif defined(_M_X64) && defined(_WIN64) && defined(_MSC_VER)  // x86_64-pc-windows-msvc
DLPACKGEN_ABI_ASSERT(sizeof(DLPackVersion) == 8, "DLPackVersion: size must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackVersion) == 4, "DLPackVersion: alignment must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, major) == 0, "DLPackVersion.major: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLDevice) == 8, "DLDevice: size must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDevice) == 4, "DLDevice: alignment must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_type) == 0, "DLDevice.device_type: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLDevice, device_id) == 4, "DLDevice.device_id: offset must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataType) == 4, "DLDataType: size must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataType) == 2, "DLDataType: alignment must be 2 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, code) == 0, "DLDataType.code: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, bits) == 1, "DLDataType.bits: offset must be 1 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLDataType, lanes) == 2, "DLDataType.lanes: offset must be 2 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLTensor) == 48, "DLTensor: size must be 48 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLTensor) == 8, "DLTensor: alignment must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, data) == 0, "DLTensor.data: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, device) == 8, "DLTensor.device: offset must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, ndim) == 16, "DLTensor.ndim: offset must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, dtype) == 20, "DLTensor.dtype: offset must be 20 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, shape) == 24, "DLTensor.shape: offset must be 24 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, strides) == 32, "DLTensor.strides: offset must be 32 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset must be 40 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensor) == 64, "DLManagedTensor: size must be 64 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensor) == 8, "DLManagedTensor: alignment must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset must be 48 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset must be 56 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLManagedTensorVersioned) == 80, "DLManagedTensorVersioned: size must be 80 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLManagedTensorVersioned) == 8, "DLManagedTensorVersioned: alignment must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset must be 24 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset must be 32 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPIHeader) == 16, "DLPackExchangeAPIHeader: size must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPIHeader) == 8, "DLPackExchangeAPIHeader: alignment must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLPackExchangeAPI) == 56, "DLPackExchangeAPI: size must be 56 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLPackExchangeAPI) == 8, "DLPackExchangeAPI: alignment must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset must be 24 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset must be 32 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset must be 40 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset must be 48 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLDeviceType) == 4, "DLDeviceType: size must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDeviceType) == 4, "DLDeviceType: alignment must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLDataTypeCode) == 4, "DLDataTypeCode: size must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLDataTypeCode) == 4, "DLDataTypeCode: alignment must be 4 on x86_64-pc-windows-msvc");
#else
// Another target: only the rules above are checked.
#endif

#endif  // version check
#endif  // DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_
