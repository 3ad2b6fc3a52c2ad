//! The conformance library of the generated Zig package
//! (tests/outputs/conformance/conformance.py says what each function does), built as
//! a shared library over the package's module `python`: `fromDlpack` and the
//! typed reads consume, `exportSlice` produces. Every buffer comes from a
//! counting allocator, which says how many are alive.
const std = @import("std");
const dlpack = @import("dlpack");
const python = dlpack.python;
const element = dlpack.element;
const safe = dlpack.safe;

var live = std.atomic.Value(i64).init(0);

/// std.heap.c_allocator, counting live allocations.
const counting: std.mem.Allocator = .{ .ptr = undefined, .vtable = &.{
    .alloc = alloc,
    .resize = resize,
    .remap = remap,
    .free = free,
} };

fn alloc(_: *anyopaque, len: usize, alignment: std.mem.Alignment, ret: usize) ?[*]u8 {
    const p = std.heap.c_allocator.rawAlloc(len, alignment, ret) orelse return null;
    _ = live.fetchAdd(1, .monotonic);
    return p;
}
fn resize(_: *anyopaque, memory: []u8, alignment: std.mem.Alignment, new_len: usize, ret: usize) bool {
    return std.heap.c_allocator.rawResize(memory, alignment, new_len, ret);
}
fn remap(_: *anyopaque, memory: []u8, alignment: std.mem.Alignment, new_len: usize, ret: usize) ?[*]u8 {
    return std.heap.c_allocator.rawRemap(memory, alignment, new_len, ret);
}
fn free(_: *anyopaque, memory: []u8, alignment: std.mem.Alignment, ret: usize) void {
    _ = live.fetchSub(1, .monotonic);
    std.heap.c_allocator.rawFree(memory, alignment, ret);
}

export fn dlpack_conformance_live() i64 {
    return live.load(.monotonic);
}

fn toF64(comptime T: type, v: T) f64 {
    return switch (T) {
        bool => if (v) 1 else 0,
        element.BFloat16 => v.toF32(),
        f16, f32, f64 => @floatCast(v),
        else => @floatFromInt(v),
    };
}

/// The weighted sum of the elements, read as T in row-major order.
fn weighted(comptime T: type, view: safe.TensorView) safe.Error!f64 {
    var it = try view.elements(T);
    var total: f64 = 0;
    var k: f64 = 1;
    while (it.next()) |v| : (k += 1) total += toF64(T, v) * k;
    return total;
}

/// The weighted sum; NaN for a dtype it does not sum; a typed read's refusal
/// raised as BufferError with its reason.
fn sum(view: safe.TensorView) python.Raised!f64 {
    inline for (.{ i8, i16, i32, i64, u8, u16, u32, u64, f16, element.BFloat16, f32, f64, bool }) |T| {
        const d = element.dtypeOf(T);
        const got = view.dtype();
        if (got.code == d.code and got.bits == d.bits and got.lanes == d.lanes) {
            return weighted(T, view) catch |err| python.bufferError(view, err, T);
        }
    }
    return std.math.nan(f64);
}

export fn dlpack_conformance_consume(obj: *python.PyObject, max_major: c_int, max_minor: c_int, copy: c_int, dev_type: i64, dev_id: i64, info: [*]i64) f64 {
    const options: python.ImportOptions = .{
        .max_version = if (max_major < 0) null else .{ .major = @intCast(max_major), .minor = @intCast(max_minor) },
        .copy = if (copy < 0) null else copy == 1,
        .dl_device = if (dev_type < 0) null else .{ dev_type, dev_id },
    };
    var imported = python.fromDlpack(obj, options) catch return std.math.nan(f64); // the exception is set
    defer imported.deinit();
    const view = imported.view();
    const device = imported.device();
    info[0] = @intFromBool(imported == .DLManagedTensorVersioned);
    info[1] = @intFromBool(imported.readOnly());
    info[2] = @intCast(view.ndim());
    info[3] = view.numel() catch -1;
    info[4] = @bitCast(@intFromPtr(view.data()) +% view.byteOffset());
    info[5] = @intFromBool(imported.copied());
    info[6] = device[0];
    info[7] = device[1];
    return sum(view) catch std.math.nan(f64); // the exception is set
}

var last_data = std.atomic.Value(i64).init(0);

export fn dlpack_conformance_last_data() i64 {
    return last_data.load(.monotonic);
}

/// A copy of `values` in memory of the counting allocator, owned by the export.
fn exported(comptime T: type, values: []const T, shape: []const safe.Extent, options: element.Options, request: python.Request) ?*python.PyObject {
    const data = counting.dupe(T, values) catch return null;
    last_data.store(@bitCast(@intFromPtr(data.ptr) + options.offset * @sizeOf(T)), .monotonic);
    return python.exportSlice(T, counting, data, shape, options, request) catch null;
}

/// A copy the package allocates at 64 bytes (`element.AlignedCopy`), which jax
/// maps, exported with `exportOwner`.
fn aligned(comptime T: type, values: []const T, shape: []const safe.Extent, options: element.Options, request: python.Request) ?*python.PyObject {
    const copy = element.AlignedCopy(T).init(counting, values) catch return null;
    last_data.store(@bitCast(@intFromPtr(copy.data.ptr)), .monotonic);
    return python.exportOwner(T, counting, copy.data, copy, shape, options, request) catch null;
}

extern fn PyCapsule_GetName(capsule: *python.PyObject) ?[*:0]const u8;
extern fn PyCapsule_GetPointer(capsule: *python.PyObject, name: [*:0]const u8) ?*anyopaque;

/// `exportCopy`: where the package put the copy is read back from the capsule.
fn copied(comptime T: type, values: []const T, shape: []const safe.Extent, options: element.Options, request: python.Request) ?*python.PyObject {
    const capsule = python.exportCopy(T, counting, values, shape, options, request) catch return null;
    const name = PyCapsule_GetName(capsule).?;
    const raw = PyCapsule_GetPointer(capsule, name).?;
    const data = if (std.mem.eql(u8, std.mem.span(name), "dltensor_versioned"))
        @as(*dlpack.DLManagedTensorVersioned, @ptrCast(@alignCast(raw))).dl_tensor.data
    else
        @as(*dlpack.DLManagedTensor, @ptrCast(@alignCast(raw))).dl_tensor.data;
    last_data.store(@bitCast(@intFromPtr(data)), .monotonic);
    return capsule;
}

export fn dlpack_conformance_produce(kind: c_int, max_major: c_int, max_minor: c_int, copy: c_int, dev_type: i64, dev_id: i64, has_stream: c_int, stream: i64) ?*python.PyObject {
    const r: python.Request = .{
        .max_version = if (max_major < 0) null else .{ .major = @intCast(max_major), .minor = @intCast(max_minor) },
        .copy = if (copy < 0) null else copy == 1,
        .dl_device = if (dev_type < 0) null else .{ dev_type, dev_id },
        .stream = if (has_stream != 0) stream else null,
    };
    const bf = element.BFloat16.fromF32;
    // Described as memory of (kDLCUDA, 0), which no one here reads.
    const cuda: dlpack.DLDevice = .{ .device_type = .cuda, .device_id = 0 };
    return switch (kind) {
        0 => exported(f64, &.{ 1, 2, 3, 4, 5, 6 }, &.{ 2, 3 }, .{}, r),
        1 => aligned(f32, &.{ 1, 2, 3, 4, 5, 6 }, &.{ 3, 2 }, .{ .strides = &.{ 1, 3 }, .alignment = 64 }, r),
        2 => exported(i32, &.{ 1, 2, 3, 4 }, &.{4}, .{ .strides = &.{-1}, .offset = 3 }, r),
        3 => exported(f64, &.{7.5}, &.{}, .{}, r),
        4 => exported(f32, &.{}, &.{ 0, 3 }, .{}, r),
        5 => exported(f32, &.{ 1, 2, 3, 4 }, &.{ 2, 2 }, .{ .flags = dlpack.DLPACK_FLAG_BITMASK_READ_ONLY }, r),
        6 => aligned(f16, &.{ 0.5, -2.0, 65504.0 }, &.{3}, .{}, r),
        7 => copied(element.BFloat16, &.{ bf(1.5), bf(-3.0), bf(256.0) }, &.{3}, .{}, r),
        8 => exported(u8, &.{ 0, 1, 2, 3, 4, 5, 6, 7 }, &.{ 2, 2 }, .{ .strides = &.{ 4, 2 } }, r),
        9 => exported(f32, &.{ 1, 2, 3 }, &.{3}, .{ .device = cuda }, r),
        else => null,
    };
}
