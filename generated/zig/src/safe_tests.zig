// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! The unit tests of `safe.zig`: views, overflow, the strides rule, owners, dtype text.

const std = @import("std");
const c = @import("dlpack.zig");
const safe = @import("safe.zig");
const testing = std.testing;
const Extent = safe.Extent;
const TensorView = safe.TensorView;
const Owned = safe.Owned;
const nullStridesAllowed = safe.nullStridesAllowed;
const strides_required_since = safe.strides_required_since;
const dtypeText = safe.dtypeText;

fn testTensor(shape: []Extent, strides: ?[]Extent) c.DLTensor {
    var t = std.mem.zeroes(c.DLTensor);
    t.ndim = @intCast(shape.len);
    t.shape = shape.ptr;
    if (strides) |s| t.strides = s.ptr;
    // A dtype validate() accepts: the first code, one byte, one lane.
    t.dtype.code = 0;
    t.dtype.bits = 8;
    t.dtype.lanes = 1;
    return t;
}

test "shape and compact strides" {
    var shape = [_]Extent{ 2, 3, 4 };
    const t = testTensor(&shape, null);
    const v = TensorView.init(&t, null);
    try testing.expectEqual(@as(usize, 3), v.ndim());
    try testing.expectEqualSlices(Extent, &.{ 2, 3, 4 }, v.shape());
    try testing.expect(v.strides() == null);
    try testing.expectEqual(@as(Extent, 12), v.stride(0));
    try testing.expectEqual(@as(Extent, 4), v.stride(1));
    try testing.expectEqual(@as(Extent, 1), v.stride(2));
    try testing.expect(v.isContiguous());
    try testing.expectEqual(@as(Extent, 24), try v.numel());
    try v.validate();
}

test "explicit strides" {
    var shape = [_]Extent{ 3, 2 };
    var strides = [_]Extent{ 1, 3 };
    const t = testTensor(&shape, &strides);
    const v = TensorView.init(&t, null);
    try testing.expectEqualSlices(Extent, &.{ 1, 3 }, v.strides().?);
    try testing.expectEqual(@as(Extent, 3), v.stride(1));
    try testing.expect(!v.isContiguous());
}

test "validate refuses" {
    var shape = [_]Extent{ 2, -1 };
    var t = testTensor(&shape, null);
    try testing.expectError(error.NegativeDimension, TensorView.init(&t, null).validate());
    t.ndim = -1;
    try testing.expectError(error.NegativeNdim, TensorView.init(&t, null).validate());
    t.ndim = 2;
    t.shape = null;
    try testing.expectError(error.NullShape, TensorView.init(&t, null).validate());
    // A garbage ndim with a one-element shape: refused before shape is read.
    var one = [_]Extent{1};
    var g = testTensor(&one, null);
    g.ndim = std.math.maxInt(@TypeOf(g.ndim));
    try testing.expectError(error.TooManyDims, TensorView.init(&g, null).validate());
    g.ndim = @intCast(safe.max_ndim + 1);
    try testing.expectError(error.TooManyDims, TensorView.init(&g, null).validate());
}

test "validate refuses a dtype that is no element type" {
    var shape = [_]Extent{2};
    var t = testTensor(&shape, null);
    const good = t.dtype;
    try TensorView.init(&t, null).validate();
    t.dtype.lanes = 0;
    try testing.expectError(error.InvalidDtype, TensorView.init(&t, null).validate());
    t.dtype = good;
    t.dtype.bits = 0;
    try testing.expectError(error.InvalidDtype, TensorView.init(&t, null).validate());
    t.dtype = good;
    t.dtype.code = 255;
    try testing.expectError(error.InvalidDtype, TensorView.init(&t, null).validate());
    // bool is 8 bits: 16 is no width of its code.
    t.dtype = good;
    t.dtype.code = 6;
    t.dtype.bits = 16;
    try testing.expectError(error.InvalidDtype, TensorView.init(&t, null).validate());
    t.dtype.bits = 8;
    try TensorView.init(&t, null).validate();
}

test "the strides rule follows the producer version" {
    const rule = strides_required_since.?;
    try testing.expect(nullStridesAllowed(null));
    try testing.expect(!nullStridesAllowed(rule));
    if (rule.minor > 0) try testing.expect(nullStridesAllowed(.{ .major = rule.major, .minor = rule.minor - 1 }));
    // The other sides: the next minor and a newer major (with any minor) are
    // under the rule; an older major is not, whatever its minor.
    try testing.expect(!nullStridesAllowed(.{ .major = rule.major, .minor = rule.minor + 1 }));
    try testing.expect(!nullStridesAllowed(.{ .major = rule.major + 1, .minor = 0 }));
    if (rule.major > 0) try testing.expect(nullStridesAllowed(.{ .major = rule.major - 1, .minor = rule.minor + 5 }));
    var shape = [_]Extent{2};
    const t = testTensor(&shape, null);
    try testing.expectError(error.NullStrides, TensorView.init(&t, rule).validate());
    try TensorView.init(&t, null).validate();
}

test "DLManagedTensorVersioned: the owner calls the deleter exactly once" {
    const Counter = struct {
        var deleted: usize = 0;
        fn deleter(m: ?*c.DLManagedTensorVersioned) callconv(.c) void {
            std.debug.assert(m != null);
            deleted += 1;
        }
    };
    var shape = [_]Extent{ 2, 3 };
    var m = std.mem.zeroes(c.DLManagedTensorVersioned);
    m.dl_tensor = testTensor(&shape, null);
    m.deleter = Counter.deleter;
    m.version = .{ .major = 1, .minor = 3 };
    var strides = [_]Extent{ 3, 1 };
    m.dl_tensor.strides = &strides;
    {
        var owned = try Owned(c.DLManagedTensorVersioned).adopt(&m);
        defer owned.deinit();
        try testing.expectEqualSlices(Extent, &.{ 2, 3 }, owned.view().shape());
        try testing.expectEqual(@as(usize, 0), Counter.deleted);
    }
    try testing.expectEqual(@as(usize, 1), Counter.deleted);

    var released = try Owned(c.DLManagedTensorVersioned).adopt(&m);
    try testing.expect(released.release() == &m);
    try testing.expectEqual(@as(usize, 1), Counter.deleted);

    try testing.expectError(error.Null, Owned(c.DLManagedTensorVersioned).adopt(null));
    m.dl_tensor.ndim = -1;
    try testing.expectError(error.NegativeNdim, Owned(c.DLManagedTensorVersioned).adopt(&m));
    try testing.expectEqual(@as(usize, 2), Counter.deleted);
    m.dl_tensor.ndim = 2;
    m.version.major = 1 + 1;
    try testing.expectError(error.MajorVersionMismatch, Owned(c.DLManagedTensorVersioned).adopt(&m));
    try testing.expectEqual(@as(usize, 3), Counter.deleted);
    // The padded flag came with 1.1: an older version may not carry it,
    // and its own only on a sub-byte dtype (this one is a byte).
    m.version = .{ .major = 1, .minor = 1 };
    m.flags = c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
    try testing.expectError(error.PaddedNotSubbyte, Owned(c.DLManagedTensorVersioned).adopt(&m));
    if (1 > 0) {
        m.version.minor = 1 - 1;
        try testing.expectError(error.UnknownFlags, Owned(c.DLManagedTensorVersioned).adopt(&m));
    }
    try testing.expectEqual(@as(usize, if (1 > 0) 5 else 4), Counter.deleted);
}

test "DLManagedTensor: the owner calls the deleter exactly once" {
    const Counter = struct {
        var deleted: usize = 0;
        fn deleter(m: ?*c.DLManagedTensor) callconv(.c) void {
            std.debug.assert(m != null);
            deleted += 1;
        }
    };
    var shape = [_]Extent{ 2, 3 };
    var m = std.mem.zeroes(c.DLManagedTensor);
    m.dl_tensor = testTensor(&shape, null);
    m.deleter = Counter.deleter;
    // A legacy producer states no version: NULL strides stay allowed.
    {
        var owned = try Owned(c.DLManagedTensor).adopt(&m);
        defer owned.deinit();
        try testing.expectEqualSlices(Extent, &.{ 2, 3 }, owned.view().shape());
        try testing.expectEqual(@as(usize, 0), Counter.deleted);
    }
    try testing.expectEqual(@as(usize, 1), Counter.deleted);

    var released = try Owned(c.DLManagedTensor).adopt(&m);
    try testing.expect(released.release() == &m);
    try testing.expectEqual(@as(usize, 1), Counter.deleted);

    try testing.expectError(error.Null, Owned(c.DLManagedTensor).adopt(null));
    m.dl_tensor.ndim = -1;
    try testing.expectError(error.NegativeNdim, Owned(c.DLManagedTensor).adopt(&m));
    try testing.expectEqual(@as(usize, 2), Counter.deleted);
}

test "dtype text" {
    var buf: [48]u8 = undefined;
    var dtype = std.mem.zeroes(c.DLDataType);
    dtype.code = @intCast(0);
    dtype.bits = 32;
    dtype.lanes = 1;
    try testing.expectEqualStrings("int32", try dtypeText(dtype, &buf));
    dtype.lanes = 4;
    try testing.expectEqualStrings("int32x4", try dtypeText(dtype, &buf));
    dtype.lanes = 0;
    try testing.expectEqualStrings("dtype(code=0,bits=32,lanes=0)", try dtypeText(dtype, &buf));
}

test "every field defaults to zero; one Version; {f}" {
    const t: c.DLTensor = .{};
    try testing.expectEqual(std.mem.zeroes(c.DLTensor), t);
    var buf: [64]u8 = undefined;
    const v: safe.Version = .{ .major = 1, .minor = 3 };
    try testing.expectEqualStrings("1.3", try std.fmt.bufPrint(&buf, "{f}", .{v}));
    try testing.expect(v.lessThan(.{ .major = 1, .minor = 4 }) and !v.lessThan(.{ .major = 1, .minor = 3 }));
    try testing.expect(safe.Version == c.DLPackVersion);
    const d: c.DLDataType = .{ .code = 2, .bits = 32, .lanes = 1 };
    try testing.expectEqualStrings("float32", try std.fmt.bufPrint(&buf, "{f}", .{d}));
    var dev: c.DLDevice = .{ .device_id = 1 };
    // The first device type the overlay maps (the header may have no other).
    dev.device_type = @fromBackingInt(1);
    try testing.expectEqualStrings("kDLCPU:1", try std.fmt.bufPrint(&buf, "{f}", .{dev}));
    dev.device_type = @fromBackingInt(99);
    try testing.expectEqualStrings("DLDeviceType(99):1", try std.fmt.bufPrint(&buf, "{f}", .{dev}));
}
