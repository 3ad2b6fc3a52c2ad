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

/// The weighted sum of the elements, read as T in row-major order; null when the tensor does not hold T.
fn weighted(comptime T: type, view: safe.TensorView) ?f64 {
    var it = view.elements(T) catch return null;
    var total: f64 = 0;
    var k: f64 = 1;
    while (it.next()) |v| : (k += 1) total += toF64(T, v) * k;
    return total;
}

fn sum(view: safe.TensorView) f64 {
    inline for (.{ i8, i16, i32, i64, u8, u16, u32, u64, f16, element.BFloat16, f32, f64, bool }) |T| {
        const d = element.dtypeOf(T);
        const got = view.dtype();
        if (got.code == d.code and got.bits == d.bits and got.lanes == d.lanes) return weighted(T, view) orelse std.math.nan(f64);
    }
    return std.math.nan(f64);
}

export fn dlpack_conformance_consume(obj: *python.PyObject, max_major: c_int, max_minor: c_int, info: [*]i64) f64 {
    const options: python.ImportOptions = .{
        .max_version = if (max_major < 0) null else .{ .major = @intCast(max_major), .minor = @intCast(max_minor) },
    };
    var imported = python.fromDlpack(obj, options) catch return std.math.nan(f64); // the exception is set
    defer imported.deinit();
    const view = imported.view();
    info[0] = @intFromBool(imported == .DLManagedTensorVersioned);
    info[1] = @intFromBool(imported.readOnly());
    info[2] = @intCast(view.ndim());
    info[3] = view.numel() catch -1;
    return sum(view);
}

/// A copy of `values` in memory of the counting allocator, owned by the export.
fn exported(comptime T: type, values: []const T, shape: []const safe.Extent, options: element.Options, request: python.Request) ?*python.PyObject {
    const data = counting.dupe(T, values) catch return null;
    return python.exportSlice(T, counting, data, shape, options, request) catch null;
}

export fn dlpack_conformance_produce(kind: c_int, max_major: c_int, max_minor: c_int, copy: c_int, dev_type: i64, dev_id: i64, has_stream: c_int, stream: i64) ?*python.PyObject {
    const r: python.Request = .{
        .max_version = if (max_major < 0) null else .{ .major = @intCast(max_major), .minor = @intCast(max_minor) },
        .copy = if (copy < 0) null else copy == 1,
        .dl_device = if (dev_type < 0) null else .{ dev_type, dev_id },
        .stream = if (has_stream != 0) stream else null,
    };
    const bf = element.BFloat16.fromF32;
    return switch (kind) {
        0 => exported(f64, &.{ 1, 2, 3, 4, 5, 6 }, &.{ 2, 3 }, .{}, r),
        1 => exported(f32, &.{ 1, 2, 3, 4, 5, 6 }, &.{ 3, 2 }, .{ .strides = &.{ 1, 3 } }, r),
        2 => exported(i32, &.{ 1, 2, 3, 4 }, &.{4}, .{ .strides = &.{-1}, .offset = 3 }, r),
        3 => exported(f64, &.{7.5}, &.{}, .{}, r),
        4 => exported(f32, &.{}, &.{ 0, 3 }, .{}, r),
        5 => exported(f32, &.{ 1, 2, 3, 4 }, &.{ 2, 2 }, .{ .flags = dlpack.DLPACK_FLAG_BITMASK_READ_ONLY }, r),
        6 => exported(f16, &.{ 0.5, -2.0, 65504.0 }, &.{3}, .{}, r),
        7 => exported(element.BFloat16, &.{ bf(1.5), bf(-3.0), bf(256.0) }, &.{3}, .{}, r),
        8 => exported(u8, &.{ 0, 1, 2, 3, 4, 5, 6, 7 }, &.{ 2, 2 }, .{ .strides = &.{ 4, 2 } }, r),
        else => null,
    };
}
