// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Rust lays out every struct and enum of this crate
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `dlpack-v1.3-torch.h`), each under its own
//! `#[cfg]`. Building the crate for one of these targets evaluates its asserts;
//! a difference stops the build with the type, field and target:
//!
//! - `x86_64-linux-gnu`: `cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))`
//! - `aarch64-linux-gnu`: `cfg(all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))`
//! - `i686-linux-gnu`: `cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))`
//! - `armv7-linux-gnueabihf`: `cfg(all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"))`
//! - `riscv64-linux-gnu`: `cfg(all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"))`
//! - `powerpc64le-linux-gnu`: `cfg(all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))`
//! - `s390x-linux-gnu`: `cfg(all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"))`
//! - `wasm32-unknown-unknown`: `cfg(all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"))`
//! - `x86_64-pc-windows-msvc`: `cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))`
//!
//! The values of the enumerators and macros are asserted too (whatever the
//! target), so an edit of the generated code cannot change one unnoticed.
//!
//! On any other target the layout is unchecked, so the crate stops with a
//! `compile_error!` listing the targets it knows; the feature
//! `unchecked-layout` builds it there anyway (at the user's risk: regenerate
//! the crate with the target among the schema's targets instead when you can).

#[allow(unused_imports)]
use crate::*;
#[allow(unused_imports)]
use core::mem::{align_of, offset_of, size_of};

#[cfg(all(not(feature = "unchecked-layout"), not(any(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"), all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"), all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"), all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"), all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"), all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"), all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64")))))]
compile_error!("dlpack-bindings: the target being built is none of the schema's targets (x86_64-linux-gnu, aarch64-linux-gnu, i686-linux-gnu, armv7-linux-gnueabihf, riscv64-linux-gnu, powerpc64le-linux-gnu, s390x-linux-gnu, wasm32-unknown-unknown, x86_64-pc-windows-msvc), so the layout of the C types cannot be checked for it: regenerate the crate with the target among the schema's targets, or enable the feature `unchecked-layout` to build it unchecked");

/// `x86_64-linux-gnu` (64-bit).
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLTensor>() == 48, "DLTensor: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 8, "DLTensor.device: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 16, "DLTensor.ndim: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 20, "DLTensor.dtype: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 24, "DLTensor.shape: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 32, "DLTensor.strides: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 64, "DLManagedTensor: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 80, "DLManagedTensorVersioned: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 16, "DLPackExchangeAPIHeader: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 8, "DLPackExchangeAPIHeader: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 56, "DLPackExchangeAPI: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 8, "DLPackExchangeAPI: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
};

/// `aarch64-linux-gnu` (64-bit).
#[cfg(all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLTensor>() == 48, "DLTensor: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 8, "DLTensor.device: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 16, "DLTensor.ndim: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 20, "DLTensor.dtype: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 24, "DLTensor.shape: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 32, "DLTensor.strides: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 64, "DLManagedTensor: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 80, "DLManagedTensorVersioned: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 16, "DLPackExchangeAPIHeader: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 8, "DLPackExchangeAPIHeader: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 56, "DLPackExchangeAPI: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 8, "DLPackExchangeAPI: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on aarch64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on aarch64-linux-gnu; regenerate the crate");
};

/// `i686-linux-gnu` (32-bit).
#[cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLTensor>() == 36, "DLTensor: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLTensor>() == 4, "DLTensor: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 4, "DLTensor.device: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 12, "DLTensor.ndim: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 16, "DLTensor.dtype: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 20, "DLTensor.shape: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 24, "DLTensor.strides: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 28, "DLTensor.byte_offset: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 44, "DLManagedTensor: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 4, "DLManagedTensor: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 36, "DLManagedTensor.manager_ctx: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 40, "DLManagedTensor.deleter: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 60, "DLManagedTensorVersioned: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 4, "DLManagedTensorVersioned: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 12, "DLManagedTensorVersioned.deleter: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 16, "DLManagedTensorVersioned.flags: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 24, "DLManagedTensorVersioned.dl_tensor: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 12, "DLPackExchangeAPIHeader: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 4, "DLPackExchangeAPIHeader: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 32, "DLPackExchangeAPI: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 4, "DLPackExchangeAPI: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 12, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 16, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 20, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 28, "DLPackExchangeAPI.current_work_stream: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on i686-linux-gnu; regenerate the crate");
};

/// `armv7-linux-gnueabihf` (32-bit).
#[cfg(all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLTensor>() == 40, "DLTensor: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 4, "DLTensor.device: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 12, "DLTensor.ndim: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 16, "DLTensor.dtype: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 20, "DLTensor.shape: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 24, "DLTensor.strides: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 32, "DLTensor.byte_offset: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 48, "DLManagedTensor: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 40, "DLManagedTensor.manager_ctx: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 44, "DLManagedTensor.deleter: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 64, "DLManagedTensorVersioned: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 12, "DLManagedTensorVersioned.deleter: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 16, "DLManagedTensorVersioned.flags: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 24, "DLManagedTensorVersioned.dl_tensor: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 12, "DLPackExchangeAPIHeader: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 4, "DLPackExchangeAPIHeader: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 32, "DLPackExchangeAPI: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 4, "DLPackExchangeAPI: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 12, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 16, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 20, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 28, "DLPackExchangeAPI.current_work_stream: offset differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on armv7-linux-gnueabihf; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on armv7-linux-gnueabihf; regenerate the crate");
};

/// `riscv64-linux-gnu` (64-bit).
#[cfg(all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLTensor>() == 48, "DLTensor: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 8, "DLTensor.device: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 16, "DLTensor.ndim: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 20, "DLTensor.dtype: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 24, "DLTensor.shape: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 32, "DLTensor.strides: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 64, "DLManagedTensor: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 80, "DLManagedTensorVersioned: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 16, "DLPackExchangeAPIHeader: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 8, "DLPackExchangeAPIHeader: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 56, "DLPackExchangeAPI: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 8, "DLPackExchangeAPI: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on riscv64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on riscv64-linux-gnu; regenerate the crate");
};

/// `powerpc64le-linux-gnu` (64-bit).
#[cfg(all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLTensor>() == 48, "DLTensor: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 8, "DLTensor.device: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 16, "DLTensor.ndim: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 20, "DLTensor.dtype: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 24, "DLTensor.shape: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 32, "DLTensor.strides: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 64, "DLManagedTensor: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 80, "DLManagedTensorVersioned: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 16, "DLPackExchangeAPIHeader: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 8, "DLPackExchangeAPIHeader: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 56, "DLPackExchangeAPI: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 8, "DLPackExchangeAPI: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on powerpc64le-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on powerpc64le-linux-gnu; regenerate the crate");
};

/// `s390x-linux-gnu` (64-bit, big-endian).
#[cfg(all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLTensor>() == 48, "DLTensor: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 8, "DLTensor.device: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 16, "DLTensor.ndim: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 20, "DLTensor.dtype: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 24, "DLTensor.shape: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 32, "DLTensor.strides: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 64, "DLManagedTensor: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 80, "DLManagedTensorVersioned: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 16, "DLPackExchangeAPIHeader: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 8, "DLPackExchangeAPIHeader: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 56, "DLPackExchangeAPI: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 8, "DLPackExchangeAPI: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on s390x-linux-gnu; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on s390x-linux-gnu; regenerate the crate");
};

/// `wasm32-unknown-unknown` (32-bit).
#[cfg(all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLTensor>() == 40, "DLTensor: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 4, "DLTensor.device: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 12, "DLTensor.ndim: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 16, "DLTensor.dtype: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 20, "DLTensor.shape: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 24, "DLTensor.strides: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 32, "DLTensor.byte_offset: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 48, "DLManagedTensor: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 40, "DLManagedTensor.manager_ctx: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 44, "DLManagedTensor.deleter: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 64, "DLManagedTensorVersioned: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 12, "DLManagedTensorVersioned.deleter: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 16, "DLManagedTensorVersioned.flags: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 24, "DLManagedTensorVersioned.dl_tensor: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 12, "DLPackExchangeAPIHeader: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 4, "DLPackExchangeAPIHeader: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 32, "DLPackExchangeAPI: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 4, "DLPackExchangeAPI: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 12, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 16, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 20, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 28, "DLPackExchangeAPI.current_work_stream: offset differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on wasm32-unknown-unknown; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on wasm32-unknown-unknown; regenerate the crate");
};

/// `x86_64-pc-windows-msvc` (64-bit).
#[cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLPackVersion>() == 8, "DLPackVersion: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLPackVersion>() == 4, "DLPackVersion: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackVersion, major) == 0, "DLPackVersion.major: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackVersion, minor) == 4, "DLPackVersion.minor: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLDevice>() == 8, "DLDevice: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLDevice>() == 4, "DLDevice: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLDevice, device_type) == 0, "DLDevice.device_type: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLDevice, device_id) == 4, "DLDevice.device_id: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLDataType>() == 4, "DLDataType: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLDataType>() == 2, "DLDataType: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLDataType, code) == 0, "DLDataType.code: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLDataType, bits) == 1, "DLDataType.bits: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLDataType, lanes) == 2, "DLDataType.lanes: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLTensor>() == 48, "DLTensor: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLTensor>() == 8, "DLTensor: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, data) == 0, "DLTensor.data: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, device) == 8, "DLTensor.device: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, ndim) == 16, "DLTensor.ndim: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, dtype) == 20, "DLTensor.dtype: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, shape) == 24, "DLTensor.shape: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, strides) == 32, "DLTensor.strides: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLTensor, byte_offset) == 40, "DLTensor.byte_offset: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLManagedTensor>() == 64, "DLManagedTensor: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLManagedTensor>() == 8, "DLManagedTensor: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, dl_tensor) == 0, "DLManagedTensor.dl_tensor: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48, "DLManagedTensor.manager_ctx: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensor, deleter) == 56, "DLManagedTensor.deleter: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLManagedTensorVersioned>() == 80, "DLManagedTensorVersioned: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLManagedTensorVersioned>() == 8, "DLManagedTensorVersioned: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, version) == 0, "DLManagedTensorVersioned.version: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8, "DLManagedTensorVersioned.manager_ctx: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16, "DLManagedTensorVersioned.deleter: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24, "DLManagedTensorVersioned.flags: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32, "DLManagedTensorVersioned.dl_tensor: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPIHeader>() == 16, "DLPackExchangeAPIHeader: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPIHeader>() == 8, "DLPackExchangeAPIHeader: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, version) == 0, "DLPackExchangeAPIHeader.version: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPIHeader, prev_api) == 8, "DLPackExchangeAPIHeader.prev_api: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLPackExchangeAPI>() == 56, "DLPackExchangeAPI: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLPackExchangeAPI>() == 8, "DLPackExchangeAPI: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, header) == 0, "DLPackExchangeAPI.header: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_allocator) == 16, "DLPackExchangeAPI.managed_tensor_allocator: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_from_py_object_no_sync) == 24, "DLPackExchangeAPI.managed_tensor_from_py_object_no_sync: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, managed_tensor_to_py_object_no_sync) == 32, "DLPackExchangeAPI.managed_tensor_to_py_object_no_sync: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, dltensor_from_py_object_no_sync) == 40, "DLPackExchangeAPI.dltensor_from_py_object_no_sync: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLPackExchangeAPI, current_work_stream) == 48, "DLPackExchangeAPI.current_work_stream: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLDeviceType>() == 4, "DLDeviceType: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLDeviceType>() == 4, "DLDeviceType: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLDataTypeCode>() == 4, "DLDataTypeCode: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
};

/// Enumerator and macro values, as dlpack.h defines them.
const _: () = {
    assert!(DLDeviceType::CPU.0 as i128 == 1, "DLDeviceType::CPU is not kDLCPU (1)");
    assert!(DLDeviceType::CUDA.0 as i128 == 2, "DLDeviceType::CUDA is not kDLCUDA (2)");
    assert!(DLDeviceType::CUDA_HOST.0 as i128 == 3, "DLDeviceType::CUDA_HOST is not kDLCUDAHost (3)");
    assert!(DLDeviceType::OPENCL.0 as i128 == 4, "DLDeviceType::OPENCL is not kDLOpenCL (4)");
    assert!(DLDeviceType::VULKAN.0 as i128 == 7, "DLDeviceType::VULKAN is not kDLVulkan (7)");
    assert!(DLDeviceType::METAL.0 as i128 == 8, "DLDeviceType::METAL is not kDLMetal (8)");
    assert!(DLDeviceType::VPI.0 as i128 == 9, "DLDeviceType::VPI is not kDLVPI (9)");
    assert!(DLDeviceType::ROCM.0 as i128 == 10, "DLDeviceType::ROCM is not kDLROCM (10)");
    assert!(DLDeviceType::ROCM_HOST.0 as i128 == 11, "DLDeviceType::ROCM_HOST is not kDLROCMHost (11)");
    assert!(DLDeviceType::EXT_DEV.0 as i128 == 12, "DLDeviceType::EXT_DEV is not kDLExtDev (12)");
    assert!(DLDeviceType::CUDA_MANAGED.0 as i128 == 13, "DLDeviceType::CUDA_MANAGED is not kDLCUDAManaged (13)");
    assert!(DLDeviceType::ONEAPI.0 as i128 == 14, "DLDeviceType::ONEAPI is not kDLOneAPI (14)");
    assert!(DLDeviceType::WEBGPU.0 as i128 == 15, "DLDeviceType::WEBGPU is not kDLWebGPU (15)");
    assert!(DLDeviceType::HEXAGON.0 as i128 == 16, "DLDeviceType::HEXAGON is not kDLHexagon (16)");
    assert!(DLDeviceType::MAIA.0 as i128 == 17, "DLDeviceType::MAIA is not kDLMAIA (17)");
    assert!(DLDeviceType::TRN.0 as i128 == 18, "DLDeviceType::TRN is not kDLTrn (18)");
    assert!(DLDataTypeCode::INT.0 as i128 == 0, "DLDataTypeCode::INT is not kDLInt (0)");
    assert!(DLDataTypeCode::UINT.0 as i128 == 1, "DLDataTypeCode::UINT is not kDLUInt (1)");
    assert!(DLDataTypeCode::FLOAT.0 as i128 == 2, "DLDataTypeCode::FLOAT is not kDLFloat (2)");
    assert!(DLDataTypeCode::OPAQUE_HANDLE.0 as i128 == 3, "DLDataTypeCode::OPAQUE_HANDLE is not kDLOpaqueHandle (3)");
    assert!(DLDataTypeCode::BFLOAT.0 as i128 == 4, "DLDataTypeCode::BFLOAT is not kDLBfloat (4)");
    assert!(DLDataTypeCode::COMPLEX.0 as i128 == 5, "DLDataTypeCode::COMPLEX is not kDLComplex (5)");
    assert!(DLDataTypeCode::BOOL.0 as i128 == 6, "DLDataTypeCode::BOOL is not kDLBool (6)");
    assert!(DLDataTypeCode::FLOAT8_E3M4.0 as i128 == 7, "DLDataTypeCode::FLOAT8_E3M4 is not kDLFloat8_e3m4 (7)");
    assert!(DLDataTypeCode::FLOAT8_E4M3.0 as i128 == 8, "DLDataTypeCode::FLOAT8_E4M3 is not kDLFloat8_e4m3 (8)");
    assert!(DLDataTypeCode::FLOAT8_E4M3B11FNUZ.0 as i128 == 9, "DLDataTypeCode::FLOAT8_E4M3B11FNUZ is not kDLFloat8_e4m3b11fnuz (9)");
    assert!(DLDataTypeCode::FLOAT8_E4M3FN.0 as i128 == 10, "DLDataTypeCode::FLOAT8_E4M3FN is not kDLFloat8_e4m3fn (10)");
    assert!(DLDataTypeCode::FLOAT8_E4M3FNUZ.0 as i128 == 11, "DLDataTypeCode::FLOAT8_E4M3FNUZ is not kDLFloat8_e4m3fnuz (11)");
    assert!(DLDataTypeCode::FLOAT8_E5M2.0 as i128 == 12, "DLDataTypeCode::FLOAT8_E5M2 is not kDLFloat8_e5m2 (12)");
    assert!(DLDataTypeCode::FLOAT8_E5M2FNUZ.0 as i128 == 13, "DLDataTypeCode::FLOAT8_E5M2FNUZ is not kDLFloat8_e5m2fnuz (13)");
    assert!(DLDataTypeCode::FLOAT8_E8M0FNU.0 as i128 == 14, "DLDataTypeCode::FLOAT8_E8M0FNU is not kDLFloat8_e8m0fnu (14)");
    assert!(DLDataTypeCode::FLOAT6_E2M3FN.0 as i128 == 15, "DLDataTypeCode::FLOAT6_E2M3FN is not kDLFloat6_e2m3fn (15)");
    assert!(DLDataTypeCode::FLOAT6_E3M2FN.0 as i128 == 16, "DLDataTypeCode::FLOAT6_E3M2FN is not kDLFloat6_e3m2fn (16)");
    assert!(DLDataTypeCode::FLOAT4_E2M1FN.0 as i128 == 17, "DLDataTypeCode::FLOAT4_E2M1FN is not kDLFloat4_e2m1fn (17)");
    assert!(DLPACK_MAJOR_VERSION as i128 == 1, "DLPACK_MAJOR_VERSION is not 1");
    assert!(DLPACK_MINOR_VERSION as i128 == 3, "DLPACK_MINOR_VERSION is not 3");
    assert!(DLPACK_FLAG_BITMASK_READ_ONLY as i128 == 1, "DLPACK_FLAG_BITMASK_READ_ONLY is not 1");
    assert!(DLPACK_FLAG_BITMASK_IS_COPIED as i128 == 2, "DLPACK_FLAG_BITMASK_IS_COPIED is not 2");
    assert!(DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED as i128 == 4, "DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED is not 4");
};
