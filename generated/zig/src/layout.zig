// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Zig lays out every struct and enum of this package
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `dlpack-v1.3-torch.h`), each selected by
//! `builtin.target`. Compiling the package for one of these targets evaluates
//! its asserts; a difference stops the build naming the type, field and target:
//!
//! - `x86_64-linux-gnu`: `builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
//! - `aarch64-linux-gnu`: `builtin.target.cpu.arch == .aarch64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
//! - `i686-linux-gnu`: `builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4`
//! - `armv7-linux-gnueabihf`: `builtin.target.cpu.arch == .arm and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4`
//! - `riscv64-linux-gnu`: `builtin.target.cpu.arch == .riscv64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
//! - `powerpc64le-linux-gnu`: `builtin.target.cpu.arch == .powerpc64le and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
//! - `s390x-linux-gnu`: `builtin.target.cpu.arch == .s390x and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
//! - `wasm32-unknown-unknown`: `builtin.target.cpu.arch == .wasm32 and builtin.target.os.tag == .freestanding and @sizeOf(usize) == 4`
//! - `x86_64-pc-windows-msvc`: `builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8`
//!
//! The values of the enumerators and macros are asserted too (whatever the
//! target), so an edit of the generated code cannot change one unnoticed.

const builtin = @import("builtin");
const root = @import("root");
const std = @import("std");
const c = @import("dlpack.zig");

/// One layout fact: `what` of `subject` on `triple` must be `want`.
fn expect(comptime subject: []const u8, comptime what: []const u8, comptime triple: []const u8, comptime got: usize, comptime want: usize) void {
    if (got != want)
        @compileError(std.fmt.comptimePrint("{s}: {s} is {d} in Zig but {d} in C on {s}; regenerate the package", .{ subject, what, got, want, triple }));
}

/// The targets of the schema whose layout this package knows.
pub const targets = [_][]const u8{
    "x86_64-linux-gnu",
    "aarch64-linux-gnu",
    "i686-linux-gnu",
    "armv7-linux-gnueabihf",
    "riscv64-linux-gnu",
    "powerpc64le-linux-gnu",
    "s390x-linux-gnu",
    "wasm32-unknown-unknown",
    "x86_64-pc-windows-msvc",
};

/// The target of the schema being compiled for, or null when it is none of them.
pub const current_target: ?[]const u8 = if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "x86_64-linux-gnu" else if (builtin.target.cpu.arch == .aarch64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "aarch64-linux-gnu" else if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) "i686-linux-gnu" else if (builtin.target.cpu.arch == .arm and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) "armv7-linux-gnueabihf" else if (builtin.target.cpu.arch == .riscv64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "riscv64-linux-gnu" else if (builtin.target.cpu.arch == .powerpc64le and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "powerpc64le-linux-gnu" else if (builtin.target.cpu.arch == .s390x and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "s390x-linux-gnu" else if (builtin.target.cpu.arch == .wasm32 and builtin.target.os.tag == .freestanding and @sizeOf(usize) == 4) "wasm32-unknown-unknown" else if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) "x86_64-pc-windows-msvc" else null;

/// Whether the root source file opts out of the layout check on a target the
/// schema does not list: `pub const dlpack_unchecked_layout = true;`.
pub const unchecked_layout = @hasDecl(root, "dlpack_unchecked_layout") and root.dlpack_unchecked_layout;

// Any other target: the layout is unchecked, so the package stops (fails closed).
comptime {
    if (current_target == null and !unchecked_layout)
        @compileError("dlpack: the target " ++ @tagName(builtin.target.cpu.arch) ++ "-" ++ @tagName(builtin.target.os.tag) ++ "-" ++
            @tagName(builtin.target.abi) ++ " is none of the schema's targets (x86_64-linux-gnu, aarch64-linux-gnu, i686-linux-gnu, armv7-linux-gnueabihf, riscv64-linux-gnu, powerpc64le-linux-gnu, s390x-linux-gnu, wasm32-unknown-unknown, x86_64-pc-windows-msvc), so the layout of " ++
            "the C types cannot be checked for it: regenerate the package with the target among the schema's targets, or " ++
            "declare `pub const dlpack_unchecked_layout = true;` in the root source file to build it unchecked");
}

comptime {
    // `x86_64-linux-gnu` (64-bit).
    if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLPackVersion", "size", "x86_64-linux-gnu", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "x86_64-linux-gnu", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "x86_64-linux-gnu", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "x86_64-linux-gnu", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "x86_64-linux-gnu", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "x86_64-linux-gnu", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "x86_64-linux-gnu", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "x86_64-linux-gnu", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "x86_64-linux-gnu", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "x86_64-linux-gnu", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "x86_64-linux-gnu", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "x86_64-linux-gnu", @sizeOf(c.DLTensor), 48);
        expect("DLTensor", "alignment", "x86_64-linux-gnu", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "device"), 8);
        expect("DLTensor.ndim", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "ndim"), 16);
        expect("DLTensor.dtype", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "dtype"), 20);
        expect("DLTensor.shape", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "shape"), 24);
        expect("DLTensor.strides", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "strides"), 32);
        expect("DLTensor.byte_offset", "offset", "x86_64-linux-gnu", @offsetOf(c.DLTensor, "byte_offset"), 40);
        expect("DLManagedTensor", "size", "x86_64-linux-gnu", @sizeOf(c.DLManagedTensor), 64);
        expect("DLManagedTensor", "alignment", "x86_64-linux-gnu", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensor, "manager_ctx"), 48);
        expect("DLManagedTensor.deleter", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensor, "deleter"), 56);
        expect("DLManagedTensorVersioned", "size", "x86_64-linux-gnu", @sizeOf(c.DLManagedTensorVersioned), 80);
        expect("DLManagedTensorVersioned", "alignment", "x86_64-linux-gnu", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 16);
        expect("DLManagedTensorVersioned.flags", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "flags"), 24);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "x86_64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 32);
        expect("DLPackExchangeAPIHeader", "size", "x86_64-linux-gnu", @sizeOf(c.DLPackExchangeAPIHeader), 16);
        expect("DLPackExchangeAPIHeader", "alignment", "x86_64-linux-gnu", @alignOf(c.DLPackExchangeAPIHeader), 8);
        expect("DLPackExchangeAPIHeader.version", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "x86_64-linux-gnu", @sizeOf(c.DLPackExchangeAPI), 56);
        expect("DLPackExchangeAPI", "alignment", "x86_64-linux-gnu", @alignOf(c.DLPackExchangeAPI), 8);
        expect("DLPackExchangeAPI.header", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 16);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 32);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 40);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "x86_64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 48);
        expect("DLDeviceType", "size", "x86_64-linux-gnu", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "x86_64-linux-gnu", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "x86_64-linux-gnu", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "x86_64-linux-gnu", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `aarch64-linux-gnu` (64-bit).
    if (builtin.target.cpu.arch == .aarch64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLPackVersion", "size", "aarch64-linux-gnu", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "aarch64-linux-gnu", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "aarch64-linux-gnu", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "aarch64-linux-gnu", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "aarch64-linux-gnu", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "aarch64-linux-gnu", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "aarch64-linux-gnu", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "aarch64-linux-gnu", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "aarch64-linux-gnu", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "aarch64-linux-gnu", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "aarch64-linux-gnu", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "aarch64-linux-gnu", @sizeOf(c.DLTensor), 48);
        expect("DLTensor", "alignment", "aarch64-linux-gnu", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "device"), 8);
        expect("DLTensor.ndim", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "ndim"), 16);
        expect("DLTensor.dtype", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "dtype"), 20);
        expect("DLTensor.shape", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "shape"), 24);
        expect("DLTensor.strides", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "strides"), 32);
        expect("DLTensor.byte_offset", "offset", "aarch64-linux-gnu", @offsetOf(c.DLTensor, "byte_offset"), 40);
        expect("DLManagedTensor", "size", "aarch64-linux-gnu", @sizeOf(c.DLManagedTensor), 64);
        expect("DLManagedTensor", "alignment", "aarch64-linux-gnu", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensor, "manager_ctx"), 48);
        expect("DLManagedTensor.deleter", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensor, "deleter"), 56);
        expect("DLManagedTensorVersioned", "size", "aarch64-linux-gnu", @sizeOf(c.DLManagedTensorVersioned), 80);
        expect("DLManagedTensorVersioned", "alignment", "aarch64-linux-gnu", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 16);
        expect("DLManagedTensorVersioned.flags", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "flags"), 24);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "aarch64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 32);
        expect("DLPackExchangeAPIHeader", "size", "aarch64-linux-gnu", @sizeOf(c.DLPackExchangeAPIHeader), 16);
        expect("DLPackExchangeAPIHeader", "alignment", "aarch64-linux-gnu", @alignOf(c.DLPackExchangeAPIHeader), 8);
        expect("DLPackExchangeAPIHeader.version", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "aarch64-linux-gnu", @sizeOf(c.DLPackExchangeAPI), 56);
        expect("DLPackExchangeAPI", "alignment", "aarch64-linux-gnu", @alignOf(c.DLPackExchangeAPI), 8);
        expect("DLPackExchangeAPI.header", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 16);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 32);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 40);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "aarch64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 48);
        expect("DLDeviceType", "size", "aarch64-linux-gnu", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "aarch64-linux-gnu", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "aarch64-linux-gnu", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "aarch64-linux-gnu", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `i686-linux-gnu` (32-bit).
    if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) {
        expect("DLPackVersion", "size", "i686-linux-gnu", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "i686-linux-gnu", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "i686-linux-gnu", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "i686-linux-gnu", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "i686-linux-gnu", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "i686-linux-gnu", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "i686-linux-gnu", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "i686-linux-gnu", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "i686-linux-gnu", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "i686-linux-gnu", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "i686-linux-gnu", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "i686-linux-gnu", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "i686-linux-gnu", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "i686-linux-gnu", @sizeOf(c.DLTensor), 36);
        expect("DLTensor", "alignment", "i686-linux-gnu", @alignOf(c.DLTensor), 4);
        expect("DLTensor.data", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "device"), 4);
        expect("DLTensor.ndim", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "ndim"), 12);
        expect("DLTensor.dtype", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "dtype"), 16);
        expect("DLTensor.shape", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "shape"), 20);
        expect("DLTensor.strides", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "strides"), 24);
        expect("DLTensor.byte_offset", "offset", "i686-linux-gnu", @offsetOf(c.DLTensor, "byte_offset"), 28);
        expect("DLManagedTensor", "size", "i686-linux-gnu", @sizeOf(c.DLManagedTensor), 44);
        expect("DLManagedTensor", "alignment", "i686-linux-gnu", @alignOf(c.DLManagedTensor), 4);
        expect("DLManagedTensor.dl_tensor", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensor, "manager_ctx"), 36);
        expect("DLManagedTensor.deleter", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensor, "deleter"), 40);
        expect("DLManagedTensorVersioned", "size", "i686-linux-gnu", @sizeOf(c.DLManagedTensorVersioned), 60);
        expect("DLManagedTensorVersioned", "alignment", "i686-linux-gnu", @alignOf(c.DLManagedTensorVersioned), 4);
        expect("DLManagedTensorVersioned.version", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 12);
        expect("DLManagedTensorVersioned.flags", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "flags"), 16);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "i686-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 24);
        expect("DLPackExchangeAPIHeader", "size", "i686-linux-gnu", @sizeOf(c.DLPackExchangeAPIHeader), 12);
        expect("DLPackExchangeAPIHeader", "alignment", "i686-linux-gnu", @alignOf(c.DLPackExchangeAPIHeader), 4);
        expect("DLPackExchangeAPIHeader.version", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "i686-linux-gnu", @sizeOf(c.DLPackExchangeAPI), 32);
        expect("DLPackExchangeAPI", "alignment", "i686-linux-gnu", @alignOf(c.DLPackExchangeAPI), 4);
        expect("DLPackExchangeAPI.header", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 12);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 16);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 20);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "i686-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 28);
        expect("DLDeviceType", "size", "i686-linux-gnu", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "i686-linux-gnu", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "i686-linux-gnu", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "i686-linux-gnu", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `armv7-linux-gnueabihf` (32-bit).
    if (builtin.target.cpu.arch == .arm and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) {
        expect("DLPackVersion", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLTensor), 40);
        expect("DLTensor", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "device"), 4);
        expect("DLTensor.ndim", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "ndim"), 12);
        expect("DLTensor.dtype", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "dtype"), 16);
        expect("DLTensor.shape", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "shape"), 20);
        expect("DLTensor.strides", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "strides"), 24);
        expect("DLTensor.byte_offset", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLTensor, "byte_offset"), 32);
        expect("DLManagedTensor", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLManagedTensor), 48);
        expect("DLManagedTensor", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensor, "manager_ctx"), 40);
        expect("DLManagedTensor.deleter", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensor, "deleter"), 44);
        expect("DLManagedTensorVersioned", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLManagedTensorVersioned), 64);
        expect("DLManagedTensorVersioned", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 12);
        expect("DLManagedTensorVersioned.flags", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensorVersioned, "flags"), 16);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 24);
        expect("DLPackExchangeAPIHeader", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLPackExchangeAPIHeader), 12);
        expect("DLPackExchangeAPIHeader", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLPackExchangeAPIHeader), 4);
        expect("DLPackExchangeAPIHeader.version", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLPackExchangeAPI), 32);
        expect("DLPackExchangeAPI", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLPackExchangeAPI), 4);
        expect("DLPackExchangeAPI.header", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 12);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 16);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 20);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "armv7-linux-gnueabihf", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 28);
        expect("DLDeviceType", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "armv7-linux-gnueabihf", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "armv7-linux-gnueabihf", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `riscv64-linux-gnu` (64-bit).
    if (builtin.target.cpu.arch == .riscv64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLPackVersion", "size", "riscv64-linux-gnu", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "riscv64-linux-gnu", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "riscv64-linux-gnu", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "riscv64-linux-gnu", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "riscv64-linux-gnu", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "riscv64-linux-gnu", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "riscv64-linux-gnu", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "riscv64-linux-gnu", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "riscv64-linux-gnu", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "riscv64-linux-gnu", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "riscv64-linux-gnu", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "riscv64-linux-gnu", @sizeOf(c.DLTensor), 48);
        expect("DLTensor", "alignment", "riscv64-linux-gnu", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "device"), 8);
        expect("DLTensor.ndim", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "ndim"), 16);
        expect("DLTensor.dtype", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "dtype"), 20);
        expect("DLTensor.shape", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "shape"), 24);
        expect("DLTensor.strides", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "strides"), 32);
        expect("DLTensor.byte_offset", "offset", "riscv64-linux-gnu", @offsetOf(c.DLTensor, "byte_offset"), 40);
        expect("DLManagedTensor", "size", "riscv64-linux-gnu", @sizeOf(c.DLManagedTensor), 64);
        expect("DLManagedTensor", "alignment", "riscv64-linux-gnu", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensor, "manager_ctx"), 48);
        expect("DLManagedTensor.deleter", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensor, "deleter"), 56);
        expect("DLManagedTensorVersioned", "size", "riscv64-linux-gnu", @sizeOf(c.DLManagedTensorVersioned), 80);
        expect("DLManagedTensorVersioned", "alignment", "riscv64-linux-gnu", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 16);
        expect("DLManagedTensorVersioned.flags", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "flags"), 24);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "riscv64-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 32);
        expect("DLPackExchangeAPIHeader", "size", "riscv64-linux-gnu", @sizeOf(c.DLPackExchangeAPIHeader), 16);
        expect("DLPackExchangeAPIHeader", "alignment", "riscv64-linux-gnu", @alignOf(c.DLPackExchangeAPIHeader), 8);
        expect("DLPackExchangeAPIHeader.version", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "riscv64-linux-gnu", @sizeOf(c.DLPackExchangeAPI), 56);
        expect("DLPackExchangeAPI", "alignment", "riscv64-linux-gnu", @alignOf(c.DLPackExchangeAPI), 8);
        expect("DLPackExchangeAPI.header", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 16);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 32);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 40);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "riscv64-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 48);
        expect("DLDeviceType", "size", "riscv64-linux-gnu", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "riscv64-linux-gnu", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "riscv64-linux-gnu", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "riscv64-linux-gnu", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `powerpc64le-linux-gnu` (64-bit).
    if (builtin.target.cpu.arch == .powerpc64le and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLPackVersion", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLTensor), 48);
        expect("DLTensor", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "device"), 8);
        expect("DLTensor.ndim", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "ndim"), 16);
        expect("DLTensor.dtype", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "dtype"), 20);
        expect("DLTensor.shape", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "shape"), 24);
        expect("DLTensor.strides", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "strides"), 32);
        expect("DLTensor.byte_offset", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLTensor, "byte_offset"), 40);
        expect("DLManagedTensor", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLManagedTensor), 64);
        expect("DLManagedTensor", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensor, "manager_ctx"), 48);
        expect("DLManagedTensor.deleter", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensor, "deleter"), 56);
        expect("DLManagedTensorVersioned", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLManagedTensorVersioned), 80);
        expect("DLManagedTensorVersioned", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 16);
        expect("DLManagedTensorVersioned.flags", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "flags"), 24);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 32);
        expect("DLPackExchangeAPIHeader", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLPackExchangeAPIHeader), 16);
        expect("DLPackExchangeAPIHeader", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLPackExchangeAPIHeader), 8);
        expect("DLPackExchangeAPIHeader.version", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLPackExchangeAPI), 56);
        expect("DLPackExchangeAPI", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLPackExchangeAPI), 8);
        expect("DLPackExchangeAPI.header", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 16);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 32);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 40);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "powerpc64le-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 48);
        expect("DLDeviceType", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "powerpc64le-linux-gnu", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "powerpc64le-linux-gnu", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `s390x-linux-gnu` (64-bit, big-endian).
    if (builtin.target.cpu.arch == .s390x and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLPackVersion", "size", "s390x-linux-gnu", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "s390x-linux-gnu", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "s390x-linux-gnu", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "s390x-linux-gnu", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "s390x-linux-gnu", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "s390x-linux-gnu", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "s390x-linux-gnu", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "s390x-linux-gnu", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "s390x-linux-gnu", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "s390x-linux-gnu", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "s390x-linux-gnu", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "s390x-linux-gnu", @sizeOf(c.DLTensor), 48);
        expect("DLTensor", "alignment", "s390x-linux-gnu", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "device"), 8);
        expect("DLTensor.ndim", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "ndim"), 16);
        expect("DLTensor.dtype", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "dtype"), 20);
        expect("DLTensor.shape", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "shape"), 24);
        expect("DLTensor.strides", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "strides"), 32);
        expect("DLTensor.byte_offset", "offset", "s390x-linux-gnu", @offsetOf(c.DLTensor, "byte_offset"), 40);
        expect("DLManagedTensor", "size", "s390x-linux-gnu", @sizeOf(c.DLManagedTensor), 64);
        expect("DLManagedTensor", "alignment", "s390x-linux-gnu", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensor, "manager_ctx"), 48);
        expect("DLManagedTensor.deleter", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensor, "deleter"), 56);
        expect("DLManagedTensorVersioned", "size", "s390x-linux-gnu", @sizeOf(c.DLManagedTensorVersioned), 80);
        expect("DLManagedTensorVersioned", "alignment", "s390x-linux-gnu", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 16);
        expect("DLManagedTensorVersioned.flags", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "flags"), 24);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "s390x-linux-gnu", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 32);
        expect("DLPackExchangeAPIHeader", "size", "s390x-linux-gnu", @sizeOf(c.DLPackExchangeAPIHeader), 16);
        expect("DLPackExchangeAPIHeader", "alignment", "s390x-linux-gnu", @alignOf(c.DLPackExchangeAPIHeader), 8);
        expect("DLPackExchangeAPIHeader.version", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "s390x-linux-gnu", @sizeOf(c.DLPackExchangeAPI), 56);
        expect("DLPackExchangeAPI", "alignment", "s390x-linux-gnu", @alignOf(c.DLPackExchangeAPI), 8);
        expect("DLPackExchangeAPI.header", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 16);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 32);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 40);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "s390x-linux-gnu", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 48);
        expect("DLDeviceType", "size", "s390x-linux-gnu", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "s390x-linux-gnu", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "s390x-linux-gnu", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "s390x-linux-gnu", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `wasm32-unknown-unknown` (32-bit).
    if (builtin.target.cpu.arch == .wasm32 and builtin.target.os.tag == .freestanding and @sizeOf(usize) == 4) {
        expect("DLPackVersion", "size", "wasm32-unknown-unknown", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "wasm32-unknown-unknown", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "wasm32-unknown-unknown", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "wasm32-unknown-unknown", @sizeOf(c.DLTensor), 40);
        expect("DLTensor", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "device"), 4);
        expect("DLTensor.ndim", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "ndim"), 12);
        expect("DLTensor.dtype", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "dtype"), 16);
        expect("DLTensor.shape", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "shape"), 20);
        expect("DLTensor.strides", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "strides"), 24);
        expect("DLTensor.byte_offset", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLTensor, "byte_offset"), 32);
        expect("DLManagedTensor", "size", "wasm32-unknown-unknown", @sizeOf(c.DLManagedTensor), 48);
        expect("DLManagedTensor", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensor, "manager_ctx"), 40);
        expect("DLManagedTensor.deleter", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensor, "deleter"), 44);
        expect("DLManagedTensorVersioned", "size", "wasm32-unknown-unknown", @sizeOf(c.DLManagedTensorVersioned), 64);
        expect("DLManagedTensorVersioned", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 12);
        expect("DLManagedTensorVersioned.flags", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensorVersioned, "flags"), 16);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 24);
        expect("DLPackExchangeAPIHeader", "size", "wasm32-unknown-unknown", @sizeOf(c.DLPackExchangeAPIHeader), 12);
        expect("DLPackExchangeAPIHeader", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLPackExchangeAPIHeader), 4);
        expect("DLPackExchangeAPIHeader.version", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "wasm32-unknown-unknown", @sizeOf(c.DLPackExchangeAPI), 32);
        expect("DLPackExchangeAPI", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLPackExchangeAPI), 4);
        expect("DLPackExchangeAPI.header", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 12);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 16);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 20);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "wasm32-unknown-unknown", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 28);
        expect("DLDeviceType", "size", "wasm32-unknown-unknown", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "wasm32-unknown-unknown", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "wasm32-unknown-unknown", @alignOf(c.DLDataTypeCode), 4);
    }
}

comptime {
    // `x86_64-pc-windows-msvc` (64-bit).
    if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) {
        expect("DLPackVersion", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLPackVersion), 8);
        expect("DLPackVersion", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLPackVersion), 4);
        expect("DLPackVersion.major", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackVersion, "major"), 0);
        expect("DLPackVersion.minor", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackVersion, "minor"), 4);
        expect("DLDevice", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLDevice), 8);
        expect("DLDevice", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLDevice), 4);
        expect("DLDevice.device_type", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLDevice, "device_type"), 0);
        expect("DLDevice.device_id", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLDevice, "device_id"), 4);
        expect("DLDataType", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLDataType), 4);
        expect("DLDataType", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLDataType), 2);
        expect("DLDataType.code", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLDataType, "code"), 0);
        expect("DLDataType.bits", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLDataType, "bits"), 1);
        expect("DLDataType.lanes", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLDataType, "lanes"), 2);
        expect("DLTensor", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLTensor), 48);
        expect("DLTensor", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLTensor), 8);
        expect("DLTensor.data", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "data"), 0);
        expect("DLTensor.device", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "device"), 8);
        expect("DLTensor.ndim", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "ndim"), 16);
        expect("DLTensor.dtype", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "dtype"), 20);
        expect("DLTensor.shape", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "shape"), 24);
        expect("DLTensor.strides", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "strides"), 32);
        expect("DLTensor.byte_offset", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLTensor, "byte_offset"), 40);
        expect("DLManagedTensor", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLManagedTensor), 64);
        expect("DLManagedTensor", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLManagedTensor), 8);
        expect("DLManagedTensor.dl_tensor", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensor, "dl_tensor"), 0);
        expect("DLManagedTensor.manager_ctx", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensor, "manager_ctx"), 48);
        expect("DLManagedTensor.deleter", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensor, "deleter"), 56);
        expect("DLManagedTensorVersioned", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLManagedTensorVersioned), 80);
        expect("DLManagedTensorVersioned", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLManagedTensorVersioned), 8);
        expect("DLManagedTensorVersioned.version", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensorVersioned, "version"), 0);
        expect("DLManagedTensorVersioned.manager_ctx", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensorVersioned, "manager_ctx"), 8);
        expect("DLManagedTensorVersioned.deleter", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensorVersioned, "deleter"), 16);
        expect("DLManagedTensorVersioned.flags", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensorVersioned, "flags"), 24);
        expect("DLManagedTensorVersioned.dl_tensor", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLManagedTensorVersioned, "dl_tensor"), 32);
        expect("DLPackExchangeAPIHeader", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLPackExchangeAPIHeader), 16);
        expect("DLPackExchangeAPIHeader", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLPackExchangeAPIHeader), 8);
        expect("DLPackExchangeAPIHeader.version", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPIHeader, "version"), 0);
        expect("DLPackExchangeAPIHeader.prev_api", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPIHeader, "prev_api"), 8);
        expect("DLPackExchangeAPI", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLPackExchangeAPI), 56);
        expect("DLPackExchangeAPI", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLPackExchangeAPI), 8);
        expect("DLPackExchangeAPI.header", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPI, "header"), 0);
        expect("DLPackExchangeAPI.managed_tensor_allocator", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_allocator"), 16);
        expect("DLPackExchangeAPI.managed_tensor_from_py_object_no_sync", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_from_py_object_no_sync"), 24);
        expect("DLPackExchangeAPI.managed_tensor_to_py_object_no_sync", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPI, "managed_tensor_to_py_object_no_sync"), 32);
        expect("DLPackExchangeAPI.dltensor_from_py_object_no_sync", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPI, "dltensor_from_py_object_no_sync"), 40);
        expect("DLPackExchangeAPI.current_work_stream", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLPackExchangeAPI, "current_work_stream"), 48);
        expect("DLDeviceType", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLDeviceType), 4);
        expect("DLDeviceType", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLDeviceType), 4);
        expect("DLDataTypeCode", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLDataTypeCode), 4);
        expect("DLDataTypeCode", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLDataTypeCode), 4);
    }
}

// Enumerator and macro values, as dlpack.h defines them.
comptime {
    if (@backingInt(c.DLDeviceType.cpu) != 1) @compileError("DLDeviceType.cpu is not kDLCPU (1)");
    if (@backingInt(c.DLDeviceType.cuda) != 2) @compileError("DLDeviceType.cuda is not kDLCUDA (2)");
    if (@backingInt(c.DLDeviceType.cuda_host) != 3) @compileError("DLDeviceType.cuda_host is not kDLCUDAHost (3)");
    if (@backingInt(c.DLDeviceType.opencl) != 4) @compileError("DLDeviceType.opencl is not kDLOpenCL (4)");
    if (@backingInt(c.DLDeviceType.vulkan) != 7) @compileError("DLDeviceType.vulkan is not kDLVulkan (7)");
    if (@backingInt(c.DLDeviceType.metal) != 8) @compileError("DLDeviceType.metal is not kDLMetal (8)");
    if (@backingInt(c.DLDeviceType.vpi) != 9) @compileError("DLDeviceType.vpi is not kDLVPI (9)");
    if (@backingInt(c.DLDeviceType.rocm) != 10) @compileError("DLDeviceType.rocm is not kDLROCM (10)");
    if (@backingInt(c.DLDeviceType.rocm_host) != 11) @compileError("DLDeviceType.rocm_host is not kDLROCMHost (11)");
    if (@backingInt(c.DLDeviceType.ext_dev) != 12) @compileError("DLDeviceType.ext_dev is not kDLExtDev (12)");
    if (@backingInt(c.DLDeviceType.cuda_managed) != 13) @compileError("DLDeviceType.cuda_managed is not kDLCUDAManaged (13)");
    if (@backingInt(c.DLDeviceType.oneapi) != 14) @compileError("DLDeviceType.oneapi is not kDLOneAPI (14)");
    if (@backingInt(c.DLDeviceType.webgpu) != 15) @compileError("DLDeviceType.webgpu is not kDLWebGPU (15)");
    if (@backingInt(c.DLDeviceType.hexagon) != 16) @compileError("DLDeviceType.hexagon is not kDLHexagon (16)");
    if (@backingInt(c.DLDeviceType.maia) != 17) @compileError("DLDeviceType.maia is not kDLMAIA (17)");
    if (@backingInt(c.DLDeviceType.trn) != 18) @compileError("DLDeviceType.trn is not kDLTrn (18)");
    if (@backingInt(c.DLDataTypeCode.int) != 0) @compileError("DLDataTypeCode.int is not kDLInt (0)");
    if (@backingInt(c.DLDataTypeCode.uint) != 1) @compileError("DLDataTypeCode.uint is not kDLUInt (1)");
    if (@backingInt(c.DLDataTypeCode.float) != 2) @compileError("DLDataTypeCode.float is not kDLFloat (2)");
    if (@backingInt(c.DLDataTypeCode.opaque_handle) != 3) @compileError("DLDataTypeCode.opaque_handle is not kDLOpaqueHandle (3)");
    if (@backingInt(c.DLDataTypeCode.bfloat) != 4) @compileError("DLDataTypeCode.bfloat is not kDLBfloat (4)");
    if (@backingInt(c.DLDataTypeCode.complex) != 5) @compileError("DLDataTypeCode.complex is not kDLComplex (5)");
    if (@backingInt(c.DLDataTypeCode.bool) != 6) @compileError("DLDataTypeCode.bool is not kDLBool (6)");
    if (@backingInt(c.DLDataTypeCode.float8_e3m4) != 7) @compileError("DLDataTypeCode.float8_e3m4 is not kDLFloat8_e3m4 (7)");
    if (@backingInt(c.DLDataTypeCode.float8_e4m3) != 8) @compileError("DLDataTypeCode.float8_e4m3 is not kDLFloat8_e4m3 (8)");
    if (@backingInt(c.DLDataTypeCode.float8_e4m3b11fnuz) != 9) @compileError("DLDataTypeCode.float8_e4m3b11fnuz is not kDLFloat8_e4m3b11fnuz (9)");
    if (@backingInt(c.DLDataTypeCode.float8_e4m3fn) != 10) @compileError("DLDataTypeCode.float8_e4m3fn is not kDLFloat8_e4m3fn (10)");
    if (@backingInt(c.DLDataTypeCode.float8_e4m3fnuz) != 11) @compileError("DLDataTypeCode.float8_e4m3fnuz is not kDLFloat8_e4m3fnuz (11)");
    if (@backingInt(c.DLDataTypeCode.float8_e5m2) != 12) @compileError("DLDataTypeCode.float8_e5m2 is not kDLFloat8_e5m2 (12)");
    if (@backingInt(c.DLDataTypeCode.float8_e5m2fnuz) != 13) @compileError("DLDataTypeCode.float8_e5m2fnuz is not kDLFloat8_e5m2fnuz (13)");
    if (@backingInt(c.DLDataTypeCode.float8_e8m0fnu) != 14) @compileError("DLDataTypeCode.float8_e8m0fnu is not kDLFloat8_e8m0fnu (14)");
    if (@backingInt(c.DLDataTypeCode.float6_e2m3fn) != 15) @compileError("DLDataTypeCode.float6_e2m3fn is not kDLFloat6_e2m3fn (15)");
    if (@backingInt(c.DLDataTypeCode.float6_e3m2fn) != 16) @compileError("DLDataTypeCode.float6_e3m2fn is not kDLFloat6_e3m2fn (16)");
    if (@backingInt(c.DLDataTypeCode.float4_e2m1fn) != 17) @compileError("DLDataTypeCode.float4_e2m1fn is not kDLFloat4_e2m1fn (17)");
    if (c.DLPACK_MAJOR_VERSION != 1) @compileError("DLPACK_MAJOR_VERSION is not 1");
    if (c.DLPACK_MINOR_VERSION != 3) @compileError("DLPACK_MINOR_VERSION is not 3");
    if (c.DLPACK_FLAG_BITMASK_READ_ONLY != 1) @compileError("DLPACK_FLAG_BITMASK_READ_ONLY is not 1");
    if (c.DLPACK_FLAG_BITMASK_IS_COPIED != 2) @compileError("DLPACK_FLAG_BITMASK_IS_COPIED is not 2");
    if (c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED != 4) @compileError("DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED is not 4");
}
