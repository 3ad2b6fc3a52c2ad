// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Element types, and managed tensors made from a slice.
//!
//! `dtypeOf(T)` is the one-lane dtype a Zig type holds, bit for bit: the
//! integers, `f16`, `f32`, `f64` and `bool` of Zig, and this package's own
//! `BFloat16`, 8-bit floats (`Float8E4M3FN`, ..., over `Minifloat`) and
//! `Complex(T)`, for every dtype code of this header that has
//! one (a compile error for any other type). `TensorView.slice`, `.get` and
//! `.elements` read tensors through them; `fromSlice` makes a managed tensor
//! that owns a slice and frees it with its allocator, `fromOwner` one over
//! memory another owner holds, without a copy.

const std = @import("std");
const c = @import("dlpack.zig");
const safe = @import("safe.zig");
const minifloat = @import("minifloat.zig");

/// The 8-, 6- and 4-bit floats (src/minifloat.zig).
pub const Minifloat = minifloat.Minifloat;
pub const Float8E3M4 = minifloat.Float8E3M4;
pub const Float8E4M3 = minifloat.Float8E4M3;
pub const Float8E4M3FN = minifloat.Float8E4M3FN;
pub const Float8E4M3FNUZ = minifloat.Float8E4M3FNUZ;
pub const Float8E4M3B11FNUZ = minifloat.Float8E4M3B11FNUZ;
pub const Float8E5M2 = minifloat.Float8E5M2;
pub const Float8E5M2FNUZ = minifloat.Float8E5M2FNUZ;
pub const Float8E8M0FNU = minifloat.Float8E8M0FNU;
pub const Float6E2M3FN = minifloat.Float6E2M3FN;
pub const Float6E3M2FN = minifloat.Float6E3M2FN;
pub const Float4E2M1FN = minifloat.Float4E2M1FN;

/// bfloat16, stored as its bits: the upper half of an `f32`. From `f32` it
/// rounds to nearest, ties to even; NaN stays NaN (quiet).
pub const BFloat16 = extern struct {
    bits: u16,

    /// The value as `f32` (exact).
    pub fn toF32(self: BFloat16) f32 {
        return @bitCast(@as(u32, self.bits) << 16);
    }

    /// The nearest `bfloat16` to `value` (ties to even).
    pub fn fromF32(value: f32) BFloat16 {
        const b: u32 = @bitCast(value);
        if (b & 0x7fff_ffff > 0x7f80_0000) return .{ .bits = @truncate((b >> 16) | 0x40) };
        return .{ .bits = @truncate((b +% (0x7fff + ((b >> 16) & 1))) >> 16) };
    }
};

/// A complex number as C lays out `T _Complex`: real part, then imaginary part.
pub fn Complex(comptime T: type) type {
    return extern struct { re: T, im: T };
}

/// The one-lane dtype that `T` holds; a compile error when no dtype code of
/// this header has `T` as its element type.
pub fn dtypeOf(comptime T: type) c.DLDataType {
    var d = std.mem.zeroes(c.DLDataType);
    d.lanes = 1;
    if (T == i8) {
        comptime std.debug.assert(@sizeOf(i8) * 8 == 8 or @bitSizeOf(i8) == 8);
        d.code = 0;
        d.bits = 8;
        return d;
    }
    if (T == i16) {
        comptime std.debug.assert(@sizeOf(i16) * 8 == 16 or @bitSizeOf(i16) == 16);
        d.code = 0;
        d.bits = 16;
        return d;
    }
    if (T == i32) {
        comptime std.debug.assert(@sizeOf(i32) * 8 == 32 or @bitSizeOf(i32) == 32);
        d.code = 0;
        d.bits = 32;
        return d;
    }
    if (T == i64) {
        comptime std.debug.assert(@sizeOf(i64) * 8 == 64 or @bitSizeOf(i64) == 64);
        d.code = 0;
        d.bits = 64;
        return d;
    }
    if (T == u8) {
        comptime std.debug.assert(@sizeOf(u8) * 8 == 8 or @bitSizeOf(u8) == 8);
        d.code = 1;
        d.bits = 8;
        return d;
    }
    if (T == u16) {
        comptime std.debug.assert(@sizeOf(u16) * 8 == 16 or @bitSizeOf(u16) == 16);
        d.code = 1;
        d.bits = 16;
        return d;
    }
    if (T == u32) {
        comptime std.debug.assert(@sizeOf(u32) * 8 == 32 or @bitSizeOf(u32) == 32);
        d.code = 1;
        d.bits = 32;
        return d;
    }
    if (T == u64) {
        comptime std.debug.assert(@sizeOf(u64) * 8 == 64 or @bitSizeOf(u64) == 64);
        d.code = 1;
        d.bits = 64;
        return d;
    }
    if (T == f16) {
        comptime std.debug.assert(@sizeOf(f16) * 8 == 16 or @bitSizeOf(f16) == 16);
        d.code = 2;
        d.bits = 16;
        return d;
    }
    if (T == f32) {
        comptime std.debug.assert(@sizeOf(f32) * 8 == 32 or @bitSizeOf(f32) == 32);
        d.code = 2;
        d.bits = 32;
        return d;
    }
    if (T == f64) {
        comptime std.debug.assert(@sizeOf(f64) * 8 == 64 or @bitSizeOf(f64) == 64);
        d.code = 2;
        d.bits = 64;
        return d;
    }
    if (T == BFloat16) {
        comptime std.debug.assert(@sizeOf(BFloat16) * 8 == 16 or @bitSizeOf(BFloat16) == 16);
        d.code = 4;
        d.bits = 16;
        return d;
    }
    if (T == Complex(f32)) {
        comptime std.debug.assert(@sizeOf(Complex(f32)) * 8 == 64 or @bitSizeOf(Complex(f32)) == 64);
        d.code = 5;
        d.bits = 64;
        return d;
    }
    if (T == Complex(f64)) {
        comptime std.debug.assert(@sizeOf(Complex(f64)) * 8 == 128 or @bitSizeOf(Complex(f64)) == 128);
        d.code = 5;
        d.bits = 128;
        return d;
    }
    if (T == bool) {
        comptime std.debug.assert(@sizeOf(bool) * 8 == 8 or @bitSizeOf(bool) == 8);
        d.code = 6;
        d.bits = 8;
        return d;
    }
    if (T == Float8E3M4) {
        comptime std.debug.assert(@sizeOf(Float8E3M4) * 8 == 8 or @bitSizeOf(Float8E3M4) == 8);
        d.code = 7;
        d.bits = 8;
        return d;
    }
    if (T == Float8E4M3) {
        comptime std.debug.assert(@sizeOf(Float8E4M3) * 8 == 8 or @bitSizeOf(Float8E4M3) == 8);
        d.code = 8;
        d.bits = 8;
        return d;
    }
    if (T == Float8E4M3B11FNUZ) {
        comptime std.debug.assert(@sizeOf(Float8E4M3B11FNUZ) * 8 == 8 or @bitSizeOf(Float8E4M3B11FNUZ) == 8);
        d.code = 9;
        d.bits = 8;
        return d;
    }
    if (T == Float8E4M3FN) {
        comptime std.debug.assert(@sizeOf(Float8E4M3FN) * 8 == 8 or @bitSizeOf(Float8E4M3FN) == 8);
        d.code = 10;
        d.bits = 8;
        return d;
    }
    if (T == Float8E4M3FNUZ) {
        comptime std.debug.assert(@sizeOf(Float8E4M3FNUZ) * 8 == 8 or @bitSizeOf(Float8E4M3FNUZ) == 8);
        d.code = 11;
        d.bits = 8;
        return d;
    }
    if (T == Float8E5M2) {
        comptime std.debug.assert(@sizeOf(Float8E5M2) * 8 == 8 or @bitSizeOf(Float8E5M2) == 8);
        d.code = 12;
        d.bits = 8;
        return d;
    }
    if (T == Float8E5M2FNUZ) {
        comptime std.debug.assert(@sizeOf(Float8E5M2FNUZ) * 8 == 8 or @bitSizeOf(Float8E5M2FNUZ) == 8);
        d.code = 13;
        d.bits = 8;
        return d;
    }
    if (T == Float8E8M0FNU) {
        comptime std.debug.assert(@sizeOf(Float8E8M0FNU) * 8 == 8 or @bitSizeOf(Float8E8M0FNU) == 8);
        d.code = 14;
        d.bits = 8;
        return d;
    }
    @compileError(@typeName(T) ++ " is the element type of no dtype code of this header");
}

/// Whether every bit pattern is a value of `T`: then `isValid` is always
/// true and `TensorView.elements` reads nothing before the first element.
/// False for `bool`.
pub fn everyBitPatternValid(comptime T: type) bool {
    return T != bool;
}

/// Whether `bytes` (whole elements of `T`) hold values of `T`: true but for
/// `bool`, whose bytes must be 0 or 1.
pub fn isValid(comptime T: type, bytes: []const u8) bool {
    if (comptime everyBitPatternValid(T)) return true;
    for (bytes) |b| if (b > 1) return false;
    return true;
}

/// Whether host code may read memory of device type `kind` (the overlay's
/// `host_accessible`).
pub fn hostAccessible(kind: c.DLDeviceType) bool {
    return switch (kind) {
        .cpu => true,
        .cuda_host => true,
        .rocm_host => true,
        .cuda_managed => true,
        else => false,
    };
}

/// What `fromSlice` may set besides data and shape.
pub const Options = struct {
    /// The strides, in elements (default: compact row-major).
    strides: ?[]const safe.Extent = null,
    /// The position in the slice of the first element (written as `byte_offset`).
    offset: usize = 0,
    /// The flag bits; refused by a struct without flags.
    flags: u64 = 0,
    /// The version to declare (default: this header's): an older minor of this
    /// header's major, for a consumer that asked for one.
    version: ?safe.Version = null,
    /// The alignment in bytes (a power of two) the first element must have:
    /// `error.Misaligned` elsewhere, as a consumer that maps aligned data only
    /// would copy it. null: none asked.
    alignment: ?usize = null,
    /// The device whose memory `data` is (a GPU's), which the tensor describes
    /// and this package never reads: a consumer on that device reads it there;
    /// one on the host refuses it (`error.NotHostAccessible`). null: the CPU.
    /// The caller vouches for it: the elements are that device's memory, ready
    /// on the stream the consumer asks for.
    device: ?c.DLDevice = null,
};

/// The alignment in bytes of element memory this package allocates
/// (`fromCopy`, `python.exportCopy`): what consumers that map data without a
/// copy ask for (jax and XLA copy CPU data less aligned than this).
pub const default_alignment: usize = 64;

/// Elements in memory `allocator` gives at `default_alignment` bytes (or the
/// type's own alignment, when larger), and the owner that frees them: what
/// `fromCopy` hands `fromOwner`.
pub fn AlignedCopy(comptime T: type) type {
    return struct {
        pub const alignment: std.mem.Alignment = .fromByteUnits(@max(default_alignment, @alignOf(T)));
        allocator: std.mem.Allocator,
        data: []align(alignment.toByteUnits()) T,

        /// A copy of `values`.
        pub fn init(allocator: std.mem.Allocator, values: []const T) std.mem.Allocator.Error!@This() {
            const data = try allocator.alignedAlloc(T, alignment, values.len);
            @memcpy(data, values);
            return .{ .allocator = allocator, .data = data };
        }

        pub fn deinit(self: *@This()) void {
            self.allocator.free(self.data);
        }
    };
}

/// A managed tensor `M` over a copy of `values` in memory this package
/// allocates with `allocator` at `default_alignment` bytes (`AlignedCopy`),
/// for consumers that take aligned data without a copy of their own; freed
/// by the tensor's deleter, or here on an error. As `fromSlice` otherwise.
pub fn fromCopy(comptime M: type, comptime T: type, allocator: std.mem.Allocator, values: []const T, shape: []const safe.Extent, options: Options) safe.Error!safe.Owned(M) {
    var owner = try AlignedCopy(T).init(allocator, values);
    errdefer owner.deinit();
    return fromOwner(M, T, allocator, owner.data, owner, shape, options);
}

/// A managed tensor `M` over `data` (allocated with `allocator`, owned by the
/// tensor from the call on, freed by its deleter with `allocator`, as are the
/// shape, the strides and the struct) on the CPU. Refuses what a consumer would
/// (`TensorView.validate` with strides required), strides that address
/// elements outside `data`, and a version or flags `M` cannot carry; `data`
/// is still the caller's when an error is returned.
pub fn fromSlice(comptime M: type, comptime T: type, allocator: std.mem.Allocator, data: []T, shape: []const safe.Extent, options: Options) safe.Error!safe.Owned(M) {
    return fromOwner(M, T, allocator, data, SliceOwner(T){ .allocator = allocator, .data = data }, shape, options);
}

/// The owner `fromSlice` gives its tensor: the slice and the allocator that frees it.
pub fn SliceOwner(comptime T: type) type {
    return struct {
        allocator: std.mem.Allocator,
        data: []T,

        pub fn deinit(self: *@This()) void {
            self.allocator.free(self.data);
        }
    };
}

/// A managed tensor `M` over `data`, memory `owner` holds (a memory map, an
/// arena's block, a buffer of another library), without a copy: the tensor
/// holds `owner` (a value with `deinit()`) until the consumer's deleter runs,
/// which calls `owner.deinit()` once; `allocator` allocates only the struct,
/// the shape and the strides. `data` stays where it is, unchanged by others,
/// until then. The same refusals as `fromSlice`; on an error `owner` is still
/// the caller's (`deinit()` not called).
pub fn fromOwner(comptime M: type, comptime T: type, allocator: std.mem.Allocator, data: []T, owner: anytype, shape: []const safe.Extent, options: Options) safe.Error!safe.Owned(M) {
    const O = @TypeOf(owner);
    const Holder = struct {
        managed: M,
        allocator: std.mem.Allocator,
        owner: O,
        shape: []safe.Extent,
        strides: []safe.Extent,

        fn delete(m: ?*M) callconv(.c) void {
            const self: *@This() = @fieldParentPtr("managed", m orelse return);
            const a = self.allocator;
            self.owner.deinit();
            a.free(self.shape);
            a.free(self.strides);
            a.destroy(self);
        }
    };
    if (shape.len > safe.max_ndim) return error.Layout;
    const ndim = std.math.cast(safe.Ndim, shape.len) orelse return error.Layout;
    if (options.strides) |s| if (s.len != shape.len) return error.Layout;
    const byte_offset = std.math.mul(usize, options.offset, @sizeOf(T)) catch return error.SizeOverflow;
    if (options.alignment) |a| {
        if (!std.math.isPowerOfTwo(a)) return error.Layout;
        if ((@intFromPtr(data.ptr) +% byte_offset) % a != 0) return error.Misaligned;
    }
    const h = try allocator.create(Holder);
    errdefer allocator.destroy(h);
    h.* = .{ .managed = std.mem.zeroes(M), .allocator = allocator, .owner = owner, .shape = try allocator.dupe(safe.Extent, shape), .strides = &.{} };
    errdefer allocator.free(h.shape);
    h.strides = try allocator.alloc(safe.Extent, shape.len);
    errdefer allocator.free(h.strides);
    if (options.strides) |s| @memcpy(h.strides, s) else try compactStrides(shape, h.strides);

    const t = tensorMut(M, &h.managed);
    t.data = @ptrCast(data.ptr);
    t.byte_offset = byte_offset;
    t.ndim = ndim;
    t.shape = h.shape.ptr;
    t.strides = h.strides.ptr;
    t.dtype = dtypeOf(T);
    if (options.device) |d| {
        t.device = d;
    } else {
        t.device.device_type = .cpu;
    }
    try writeVersion(M, &h.managed, options);

    const view = safe.TensorView.init(t, safe.producerVersion(M, &h.managed));
    try view.validate();
    // What this package's consumer (Owned.adopt) refuses, its producer does not make.
    try safe.checkFlags(M, &h.managed);
    const s = try view.span();
    // The first element is data[offset]; the others are data[offset + low ..= offset + high].
    const first: i128 = options.offset;
    if (try view.numel() != 0 and (first + s.low < 0 or first + s.high >= data.len)) return error.Layout;
    setOwner(M, &h.managed, Holder.delete);
    return .{ .ptr = &h.managed }; // what adopt() checks, checked above

}

fn compactStrides(shape: []const safe.Extent, out: []safe.Extent) safe.Error!void {
    var next: safe.Extent = 1;
    var i = shape.len;
    while (i > 0) {
        i -= 1;
        out[i] = next;
        next = std.math.mul(safe.Extent, next, @max(shape[i], 1)) catch return error.NumelOverflow;
    }
}

fn tensorMut(comptime M: type, m: *M) *c.DLTensor {
    if (M == c.DLManagedTensorVersioned) return &m.dl_tensor;
    if (M == c.DLManagedTensor) return &m.dl_tensor;
    @compileError(@typeName(M) ++ " is not a managed tensor of this header");
}

fn setOwner(comptime M: type, m: *M, deleter: *const fn (?*M) callconv(.c) void) void {
    if (M == c.DLManagedTensorVersioned) {
        m.manager_ctx = m;
        m.deleter = deleter;
        return;
    }
    if (M == c.DLManagedTensor) {
        m.manager_ctx = m;
        m.deleter = deleter;
        return;
    }
    @compileError(@typeName(M) ++ " is not a managed tensor of this header");
}

// The version and flags of a new struct, or why they cannot be written.
fn writeVersion(comptime M: type, m: *M, options: Options) safe.Error!void {
    const defined: u64 = 0 | c.DLPACK_FLAG_BITMASK_READ_ONLY | c.DLPACK_FLAG_BITMASK_IS_COPIED | c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
    if (options.flags & ~defined != 0) return error.NotWritable;
    if (M == c.DLManagedTensorVersioned) return stampDLManagedTensorVersioned(m, options.version, options.flags);
    if (M == c.DLManagedTensor) return stampDLManagedTensor(m, options.version, options.flags);
    @compileError(@typeName(M) ++ " is not a managed tensor of this header");
}

fn stampDLManagedTensorVersioned(m: *c.DLManagedTensorVersioned, version: ?safe.Version, flags: u64) safe.Error!void {
    const v = version orelse safe.Version{ .major = 1, .minor = 3 };
    if (v.major != 1 or v.minor > 3) return error.NotWritable;
    m.version = .{ .major = v.major, .minor = v.minor };
    m.flags = flags;
}

fn stampDLManagedTensor(_: *c.DLManagedTensor, version: ?safe.Version, flags: u64) safe.Error!void {
    if (version != null) return error.NotWritable;
    if (flags != 0) return error.NotWritable;
}

// ---- Tests ------------------------------------------------------------------

const testing = std.testing;

test "bfloat16 conversions" {
    var bits: u32 = 0;
    while (bits <= 0xffff) : (bits += 1) {
        const b = BFloat16{ .bits = @intCast(bits) };
        const f = b.toF32();
        if (std.math.isNan(f)) {
            try testing.expect(std.math.isNan(BFloat16.fromF32(f).toF32()));
        } else {
            try testing.expectEqual(b.bits, BFloat16.fromF32(f).bits);
        }
    }
    try testing.expectEqual(@as(u16, 0x3f80), BFloat16.fromF32(1.0).bits);
    try testing.expectEqual(@as(u16, 0x3f80), BFloat16.fromF32(@bitCast(@as(u32, 0x3f80_8000))).bits); // tie, even
    try testing.expectEqual(@as(u16, 0x3f82), BFloat16.fromF32(@bitCast(@as(u32, 0x3f81_8000))).bits); // tie, even
    try testing.expectEqual(@as(u16, 0x3f81), BFloat16.fromF32(@bitCast(@as(u32, 0x3f80_8001))).bits);
}

test "dtypeOf gives every element type its code and width" {
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(i8).bits));
    try testing.expectEqual(@as(i128, 0), @as(i128, dtypeOf(i8).code));
    try testing.expectEqual(@as(u64, 16), @as(u64, dtypeOf(i16).bits));
    try testing.expectEqual(@as(i128, 0), @as(i128, dtypeOf(i16).code));
    try testing.expectEqual(@as(u64, 32), @as(u64, dtypeOf(i32).bits));
    try testing.expectEqual(@as(i128, 0), @as(i128, dtypeOf(i32).code));
    try testing.expectEqual(@as(u64, 64), @as(u64, dtypeOf(i64).bits));
    try testing.expectEqual(@as(i128, 0), @as(i128, dtypeOf(i64).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(u8).bits));
    try testing.expectEqual(@as(i128, 1), @as(i128, dtypeOf(u8).code));
    try testing.expectEqual(@as(u64, 16), @as(u64, dtypeOf(u16).bits));
    try testing.expectEqual(@as(i128, 1), @as(i128, dtypeOf(u16).code));
    try testing.expectEqual(@as(u64, 32), @as(u64, dtypeOf(u32).bits));
    try testing.expectEqual(@as(i128, 1), @as(i128, dtypeOf(u32).code));
    try testing.expectEqual(@as(u64, 64), @as(u64, dtypeOf(u64).bits));
    try testing.expectEqual(@as(i128, 1), @as(i128, dtypeOf(u64).code));
    try testing.expectEqual(@as(u64, 16), @as(u64, dtypeOf(f16).bits));
    try testing.expectEqual(@as(i128, 2), @as(i128, dtypeOf(f16).code));
    try testing.expectEqual(@as(u64, 32), @as(u64, dtypeOf(f32).bits));
    try testing.expectEqual(@as(i128, 2), @as(i128, dtypeOf(f32).code));
    try testing.expectEqual(@as(u64, 64), @as(u64, dtypeOf(f64).bits));
    try testing.expectEqual(@as(i128, 2), @as(i128, dtypeOf(f64).code));
    try testing.expectEqual(@as(u64, 16), @as(u64, dtypeOf(BFloat16).bits));
    try testing.expectEqual(@as(i128, 4), @as(i128, dtypeOf(BFloat16).code));
    try testing.expectEqual(@as(u64, 64), @as(u64, dtypeOf(Complex(f32)).bits));
    try testing.expectEqual(@as(i128, 5), @as(i128, dtypeOf(Complex(f32)).code));
    try testing.expectEqual(@as(u64, 128), @as(u64, dtypeOf(Complex(f64)).bits));
    try testing.expectEqual(@as(i128, 5), @as(i128, dtypeOf(Complex(f64)).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(bool).bits));
    try testing.expectEqual(@as(i128, 6), @as(i128, dtypeOf(bool).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E3M4).bits));
    try testing.expectEqual(@as(i128, 7), @as(i128, dtypeOf(Float8E3M4).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E4M3).bits));
    try testing.expectEqual(@as(i128, 8), @as(i128, dtypeOf(Float8E4M3).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E4M3B11FNUZ).bits));
    try testing.expectEqual(@as(i128, 9), @as(i128, dtypeOf(Float8E4M3B11FNUZ).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E4M3FN).bits));
    try testing.expectEqual(@as(i128, 10), @as(i128, dtypeOf(Float8E4M3FN).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E4M3FNUZ).bits));
    try testing.expectEqual(@as(i128, 11), @as(i128, dtypeOf(Float8E4M3FNUZ).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E5M2).bits));
    try testing.expectEqual(@as(i128, 12), @as(i128, dtypeOf(Float8E5M2).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E5M2FNUZ).bits));
    try testing.expectEqual(@as(i128, 13), @as(i128, dtypeOf(Float8E5M2FNUZ).code));
    try testing.expectEqual(@as(u64, 8), @as(u64, dtypeOf(Float8E8M0FNU).bits));
    try testing.expectEqual(@as(i128, 14), @as(i128, dtypeOf(Float8E8M0FNU).code));
}

fn cpuTensor(comptime T: type, data: []const T, shape: []safe.Extent, strides: []safe.Extent) c.DLTensor {
    var t = std.mem.zeroes(c.DLTensor);
    t.data = @ptrCast(@constCast(data.ptr));
    t.ndim = @intCast(shape.len);
    t.shape = shape.ptr;
    t.strides = strides.ptr;
    t.dtype = dtypeOf(T);
    t.device.device_type = .cpu;
    return t;
}

test "typed reads check first" {
    const data = [_]i32{ 0, 1, 2, 3, 4, 5 };
    var shape = [_]safe.Extent{ 2, 3 };
    var strides = [_]safe.Extent{ 3, 1 };
    var t = cpuTensor(i32, &data, &shape, &strides);
    const v = safe.TensorView.init(&t, null);
    try testing.expectEqualSlices(i32, &data, try v.slice(i32));
    try testing.expectEqual(@as(i32, 3), try v.get(i32, &.{ 1, 0 }));
    try testing.expectError(error.IndexOutOfBounds, v.get(i32, &.{ 1, 3 }));
    try testing.expectError(error.IndexOutOfBounds, v.get(i32, &.{1}));
    try testing.expectError(error.DtypeMismatch, v.slice(u32));

    // The transpose: any layout reads in row-major order, a slice is refused.
    shape = .{ 3, 2 };
    strides = .{ 1, 3 };
    try testing.expectError(error.NotContiguous, v.slice(i32));
    var it = try v.elements(i32);
    try testing.expectEqual(@as(usize, 6), it.len());
    var read: [6]i32 = undefined;
    for (&read) |*r| r.* = it.next().?;
    try testing.expect(it.next() == null);
    try testing.expectEqualSlices(i32, &.{ 0, 3, 1, 4, 2, 5 }, &read);

    // Reversed through a negative stride and a byte offset.
    var shape1 = [_]safe.Extent{6};
    var strides1 = [_]safe.Extent{-1};
    t = cpuTensor(i32, &data, &shape1, &strides1);
    t.byte_offset = 5 * @sizeOf(i32);
    try testing.expectEqual(@as(i32, 5), try v.get(i32, &.{0}));
    try testing.expectEqual(@as(i32, 0), try v.get(i32, &.{5}));

    // Misaligned, null data, and a device host code cannot read.
    t.byte_offset = 2;
    try testing.expectError(error.Misaligned, v.get(i32, &.{0}));
    var reason: [160]u8 = undefined;
    try testing.expectEqualStrings("the first element is not aligned to 4 bytes", v.reason(error.Misaligned, i32, &reason));
    try testing.expectEqualStrings("the first element is not aligned for the type asked for", v.reason(error.Misaligned, void, &reason));
    try testing.expectEqualStrings("the tensor holds int32, not uint32", v.reason(error.DtypeMismatch, u32, &reason));
    try testing.expectEqualStrings(safe.errorText(error.Misaligned), v.reason(error.Misaligned, i32, reason[0..8]));
    t.byte_offset = 0;
    t.data = null;
    try testing.expectError(error.NullData, v.slice(i32));
    t.data = @ptrCast(@constCast(&data));
    for (std.meta.tags(c.DLDeviceType)) |kind| {
        t.device.device_type = kind;
        if (hostAccessible(kind)) {
            _ = try v.checkElement(i32);
        } else {
            try testing.expectError(error.NotHostAccessible, v.checkElement(i32));
        }
    }

    // Overflow is an error, never a wrap.
    var huge = [_]safe.Extent{ std.math.maxInt(safe.Extent), 2 };
    t = cpuTensor(i32, &data, &huge, &strides);
    try testing.expectError(error.NumelOverflow, v.numel());
    try testing.expectError(error.NumelOverflow, v.validate());
    huge = .{ 3, 2 };
    strides = .{ @divTrunc(std.math.maxInt(safe.Extent), 2) + 1, 1 };
    try testing.expectError(error.SizeOverflow, v.validate());
    var long = [_]safe.Extent{1 << 61};
    var one = [_]safe.Extent{1};
    t = cpuTensor(i64, &.{}, &long, &one);
    try testing.expectError(error.SizeOverflow, v.nbytes());
}

test "elements walk every layout in row-major order" {
    var data: [24]i32 = undefined;
    for (&data, 0..) |*d, i| d.* = @intCast(i);
    const Case = struct { shape: []const safe.Extent, strides: []const safe.Extent, offset: u64 };
    // Compact, permuted, reversed, broadcast, a 1-wide innermost row, a 0-d tensor, a size-0 dimension.
    const cases = [_]Case{
        .{ .shape = &.{ 2, 3, 4 }, .strides = &.{ 12, 4, 1 }, .offset = 0 },
        .{ .shape = &.{ 4, 3, 2 }, .strides = &.{ 1, 4, 12 }, .offset = 0 },
        .{ .shape = &.{ 2, 3, 4 }, .strides = &.{ -12, 4, -1 }, .offset = 15 },
        .{ .shape = &.{ 3, 5 }, .strides = &.{ 1, 0 }, .offset = 0 },
        .{ .shape = &.{ 4, 1 }, .strides = &.{ 2, 7 }, .offset = 1 },
        .{ .shape = &.{}, .strides = &.{}, .offset = 6 },
        .{ .shape = &.{ 2, 0, 3 }, .strides = &.{ 3, 3, 1 }, .offset = 0 },
    };
    for (cases) |case| {
        var shape: [3]safe.Extent = undefined;
        var strides: [3]safe.Extent = undefined;
        const n = case.shape.len;
        @memcpy(shape[0..n], case.shape);
        @memcpy(strides[0..n], case.strides);
        var t = cpuTensor(i32, &data, shape[0..n], strides[0..n]);
        t.byte_offset = case.offset * @sizeOf(i32);
        const v = safe.TensorView.init(&t, null);
        var it = try v.elements(i32);
        const numel: usize = @intCast(try v.numel());
        try testing.expectEqual(numel, it.len());
        var index: [3]usize = undefined;
        for (0..numel) |e| {
            // The row-major index of element e.
            var rest = e;
            var dim = n;
            while (dim > 0) {
                dim -= 1;
                const extent: usize = @intCast(case.shape[dim]);
                index[dim] = rest % extent;
                rest /= extent;
            }
            try testing.expectEqual(try v.get(i32, index[0..n]), it.next().?);
        }
        try testing.expect(it.next() == null);
    }
}

test "bool bytes are checked" {
    const bytes = [_]u8{ 1, 0, 2 };
    var shape = [_]safe.Extent{2};
    var strides = [_]safe.Extent{1};
    var t = cpuTensor(u8, &bytes, &shape, &strides);
    t.dtype = dtypeOf(bool);
    const v = safe.TensorView.init(&t, null);
    try testing.expectEqualSlices(bool, &.{ true, false }, try v.slice(bool));
    shape[0] = 3;
    try testing.expectError(error.InvalidValue, v.slice(bool));
    try testing.expectError(error.InvalidValue, v.get(bool, &.{2}));
    try testing.expectError(error.InvalidValue, v.elements(bool));
    try testing.expectEqual(true, try v.get(bool, &.{0}));
}

/// An owner with nothing to free (the test's memory outlives the tensor).
const NoOwner = struct {
    pub fn deinit(_: *@This()) void {}
};

test "fromOwner DLManagedTensorVersioned: memory an owner holds, no copy, deinit once after the consumer" {
    const M = c.DLManagedTensorVersioned;
    const a = testing.allocator; // fails the test on a leak or a double free
    const Counted = struct {
        block: []i32,
        deinits: *usize,
        pub fn deinit(self: *@This()) void {
            self.deinits.* += 1;
            testing.allocator.free(self.block);
        }
    };
    var deinits: usize = 0;
    const block = try a.alloc(i32, 6);
    for (block, 0..) |*x, i| x.* = @intCast(i);
    var owned = try fromOwner(M, i32, a, block, Counted{ .block = block, .deinits = &deinits }, &.{ 2, 3 }, .{});
    try testing.expectEqual(@intFromPtr(block.ptr), @intFromPtr((try owned.view().slice(i32)).ptr)); // no copy
    try testing.expectEqual(@as(i32, 5), try owned.view().get(i32, &.{ 1, 2 }));
    try testing.expectEqual(@as(usize, 0), deinits);
    // Handed to a consumer, which lets go through the deleter.
    var consumer = try safe.Owned(M).adopt(owned.release());
    consumer.deinit();
    try testing.expectEqual(@as(usize, 1), deinits);

    // Refused: the owner is still the caller's.
    const other = try a.alloc(i32, 6);
    var caller = Counted{ .block = other, .deinits = &deinits };
    try testing.expectError(error.Layout, fromOwner(M, i32, a, other, caller, &.{7}, .{}));
    try testing.expectEqual(@as(usize, 1), deinits);
    caller.deinit();
}

test "fromCopy DLManagedTensorVersioned: the package's own memory at default_alignment; alignment asked of the caller's" {
    const M = c.DLManagedTensorVersioned;
    const a = testing.allocator; // fails the test on a leak or a double free
    for ([_]usize{ 0, 1, 3, 100 }) |len| {
        const values = try a.alloc(u8, len);
        defer a.free(values);
        for (values, 0..) |*v, i| v.* = @truncate(i);
        var owned = try fromCopy(M, u8, a, values, &.{@intCast(len)}, .{ .alignment = default_alignment });
        defer owned.deinit();
        try testing.expectEqual(@as(usize, 0), @intFromPtr(owned.view().data()) % default_alignment);
        try testing.expectEqualSlices(u8, values, try owned.view().slice(u8));
    }
    // A refused copy is freed (testing.allocator would report a leak).
    try testing.expectError(error.Layout, fromCopy(M, f32, a, &.{ 1, 2, 3 }, &.{4}, .{}));
    // Asked of memory the caller gives: the first element, after the offset, must sit there.
    const zeros: [80]u8 = @splat(0);
    var block = try AlignedCopy(u8).init(a, &zeros);
    defer block.deinit();
    const data: []u8 = block.data;
    try testing.expectError(error.Misaligned, fromOwner(M, u8, a, data, NoOwner{}, &.{8}, .{ .offset = 8, .alignment = 64 }));
    try testing.expectError(error.Layout, fromOwner(M, u8, a, data, NoOwner{}, &.{8}, .{ .alignment = 48 }));
    var aligned = try fromOwner(M, u8, a, data, NoOwner{}, &.{8}, .{ .offset = 64, .alignment = 64 });
    aligned.deinit();
}

test "fromOwner DLManagedTensorVersioned: device memory described, never read" {
    const M = c.DLManagedTensorVersioned;
    const a = testing.allocator;
    var device = std.mem.zeroes(c.DLDevice); // padding members included
    device.device_type = .cuda;
    device.device_id = 1;
    var values = [_]f32{ 1, 2, 3 };
    var owned = try fromOwner(M, f32, a, &values, NoOwner{}, &.{3}, .{ .device = device });
    defer owned.deinit();
    const view = owned.view();
    try testing.expectEqual(device, view.device());
    try testing.expectError(error.NotHostAccessible, view.slice(f32));
    try testing.expectError(error.NotHostAccessible, view.elements(f32));
    var buf: [160]u8 = undefined;
    try testing.expect(std.mem.indexOf(u8, view.reason(error.NotHostAccessible, f32, &buf), "host code cannot read") != null);
}

test "fromSlice DLManagedTensorVersioned: the tensor owns the slice; refusals leave it to the caller" {
    const M = c.DLManagedTensorVersioned;
    const a = testing.allocator; // fails the test on a leak or a double free
    var owned = try fromSlice(M, f64, a, try a.dupe(f64, &.{ 1.5, 2.5, 3.5 }), &.{3}, .{});
    try testing.expectEqualSlices(f64, &.{ 1.5, 2.5, 3.5 }, try owned.view().slice(f64));
    owned.deinit();

    var reversed = try fromSlice(M, u8, a, try a.dupe(u8, &.{ 0, 1, 2, 3 }), &.{4}, .{ .strides = &.{-1}, .offset = 3 });
    defer reversed.deinit();
    try testing.expectEqual(@as(u8, 3), try reversed.view().get(u8, &.{0}));
    var empty = try fromSlice(M, i16, a, try a.alloc(i16, 0), &.{ 0, 5 }, .{});
    defer empty.deinit();
    try testing.expectEqual(@as(usize, 0), (try empty.view().slice(i16)).len);

    const data = try a.alloc(i32, 6);
    defer a.free(data);
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{ 2, 4 }, .{}));
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{ 2, 3 }, .{ .strides = &.{3} }));
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{6}, .{ .strides = &.{-1} }));
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{ 2, 3 }, .{ .offset = 1 }));
    try testing.expectError(error.NegativeDimension, fromSlice(M, i32, a, data, &.{-1}, .{}));
    try testing.expectError(error.NumelOverflow, fromSlice(M, i32, a, data, &.{ std.math.maxInt(safe.Extent), 3 }, .{}));
    try testing.expectError(error.SizeOverflow, fromSlice(M, i32, a, data, &.{ 3, 2 }, .{ .strides = &.{ std.math.maxInt(safe.Extent), 1 } }));
    const hv = c.header_version.?;
    try testing.expectError(error.NotWritable, fromSlice(M, i32, a, data, &.{6}, .{ .version = .{ .major = hv.major, .minor = hv.minor + 1 } }));
    try testing.expectError(error.NotWritable, fromSlice(M, i32, a, data, &.{6}, .{ .version = .{ .major = hv.major + 1, .minor = 0 } }));
    try testing.expectError(error.NotWritable, fromSlice(M, i32, a, data, &.{6}, .{ .flags = 1 << 63 }));
    // What the consumer refuses, the producer does not make: the padded flag
    // on int32, or in a version from before it.
    try testing.expectError(error.PaddedNotSubbyte, fromSlice(M, i32, a, data, &.{6}, .{ .flags = c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED }));
    if (1 > 0) try testing.expectError(error.UnknownFlags, fromSlice(M, i32, a, data, &.{6}, .{ .flags = c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED, .version = .{ .major = 1, .minor = 1 - 1 } }));
}

test "fromOwner DLManagedTensor: memory an owner holds, no copy, deinit once after the consumer" {
    const M = c.DLManagedTensor;
    const a = testing.allocator; // fails the test on a leak or a double free
    const Counted = struct {
        block: []i32,
        deinits: *usize,
        pub fn deinit(self: *@This()) void {
            self.deinits.* += 1;
            testing.allocator.free(self.block);
        }
    };
    var deinits: usize = 0;
    const block = try a.alloc(i32, 6);
    for (block, 0..) |*x, i| x.* = @intCast(i);
    var owned = try fromOwner(M, i32, a, block, Counted{ .block = block, .deinits = &deinits }, &.{ 2, 3 }, .{});
    try testing.expectEqual(@intFromPtr(block.ptr), @intFromPtr((try owned.view().slice(i32)).ptr)); // no copy
    try testing.expectEqual(@as(i32, 5), try owned.view().get(i32, &.{ 1, 2 }));
    try testing.expectEqual(@as(usize, 0), deinits);
    // Handed to a consumer, which lets go through the deleter.
    var consumer = try safe.Owned(M).adopt(owned.release());
    consumer.deinit();
    try testing.expectEqual(@as(usize, 1), deinits);

    // Refused: the owner is still the caller's.
    const other = try a.alloc(i32, 6);
    var caller = Counted{ .block = other, .deinits = &deinits };
    try testing.expectError(error.Layout, fromOwner(M, i32, a, other, caller, &.{7}, .{}));
    try testing.expectEqual(@as(usize, 1), deinits);
    caller.deinit();
}

test "fromCopy DLManagedTensor: the package's own memory at default_alignment; alignment asked of the caller's" {
    const M = c.DLManagedTensor;
    const a = testing.allocator; // fails the test on a leak or a double free
    for ([_]usize{ 0, 1, 3, 100 }) |len| {
        const values = try a.alloc(u8, len);
        defer a.free(values);
        for (values, 0..) |*v, i| v.* = @truncate(i);
        var owned = try fromCopy(M, u8, a, values, &.{@intCast(len)}, .{ .alignment = default_alignment });
        defer owned.deinit();
        try testing.expectEqual(@as(usize, 0), @intFromPtr(owned.view().data()) % default_alignment);
        try testing.expectEqualSlices(u8, values, try owned.view().slice(u8));
    }
    // A refused copy is freed (testing.allocator would report a leak).
    try testing.expectError(error.Layout, fromCopy(M, f32, a, &.{ 1, 2, 3 }, &.{4}, .{}));
    // Asked of memory the caller gives: the first element, after the offset, must sit there.
    const zeros: [80]u8 = @splat(0);
    var block = try AlignedCopy(u8).init(a, &zeros);
    defer block.deinit();
    const data: []u8 = block.data;
    try testing.expectError(error.Misaligned, fromOwner(M, u8, a, data, NoOwner{}, &.{8}, .{ .offset = 8, .alignment = 64 }));
    try testing.expectError(error.Layout, fromOwner(M, u8, a, data, NoOwner{}, &.{8}, .{ .alignment = 48 }));
    var aligned = try fromOwner(M, u8, a, data, NoOwner{}, &.{8}, .{ .offset = 64, .alignment = 64 });
    aligned.deinit();
}

test "fromOwner DLManagedTensor: device memory described, never read" {
    const M = c.DLManagedTensor;
    const a = testing.allocator;
    var device = std.mem.zeroes(c.DLDevice); // padding members included
    device.device_type = .cuda;
    device.device_id = 1;
    var values = [_]f32{ 1, 2, 3 };
    var owned = try fromOwner(M, f32, a, &values, NoOwner{}, &.{3}, .{ .device = device });
    defer owned.deinit();
    const view = owned.view();
    try testing.expectEqual(device, view.device());
    try testing.expectError(error.NotHostAccessible, view.slice(f32));
    try testing.expectError(error.NotHostAccessible, view.elements(f32));
    var buf: [160]u8 = undefined;
    try testing.expect(std.mem.indexOf(u8, view.reason(error.NotHostAccessible, f32, &buf), "host code cannot read") != null);
}

test "fromSlice DLManagedTensor: the tensor owns the slice; refusals leave it to the caller" {
    const M = c.DLManagedTensor;
    const a = testing.allocator; // fails the test on a leak or a double free
    var owned = try fromSlice(M, f64, a, try a.dupe(f64, &.{ 1.5, 2.5, 3.5 }), &.{3}, .{});
    try testing.expectEqualSlices(f64, &.{ 1.5, 2.5, 3.5 }, try owned.view().slice(f64));
    owned.deinit();

    var reversed = try fromSlice(M, u8, a, try a.dupe(u8, &.{ 0, 1, 2, 3 }), &.{4}, .{ .strides = &.{-1}, .offset = 3 });
    defer reversed.deinit();
    try testing.expectEqual(@as(u8, 3), try reversed.view().get(u8, &.{0}));
    var empty = try fromSlice(M, i16, a, try a.alloc(i16, 0), &.{ 0, 5 }, .{});
    defer empty.deinit();
    try testing.expectEqual(@as(usize, 0), (try empty.view().slice(i16)).len);

    const data = try a.alloc(i32, 6);
    defer a.free(data);
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{ 2, 4 }, .{}));
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{ 2, 3 }, .{ .strides = &.{3} }));
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{6}, .{ .strides = &.{-1} }));
    try testing.expectError(error.Layout, fromSlice(M, i32, a, data, &.{ 2, 3 }, .{ .offset = 1 }));
    try testing.expectError(error.NegativeDimension, fromSlice(M, i32, a, data, &.{-1}, .{}));
    try testing.expectError(error.NumelOverflow, fromSlice(M, i32, a, data, &.{ std.math.maxInt(safe.Extent), 3 }, .{}));
    try testing.expectError(error.SizeOverflow, fromSlice(M, i32, a, data, &.{ 3, 2 }, .{ .strides = &.{ std.math.maxInt(safe.Extent), 1 } }));
    try testing.expectError(error.NotWritable, fromSlice(M, i32, a, data, &.{6}, .{ .version = .{ .major = 0, .minor = 0 } }));
    try testing.expectError(error.NotWritable, fromSlice(M, i32, a, data, &.{6}, .{ .flags = 1 }));
}
