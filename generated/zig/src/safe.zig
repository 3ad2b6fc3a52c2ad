// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! A small idiomatic layer over the C declarations: `TensorView`, a tensor's
//! shape and strides as slices under its producer's rules; `Owned`, the owner of
//! a managed tensor whose `deinit()` calls the deleter exactly once; `dtypeText`,
//! the text form of a dtype; typed reads (`slice`, `get`, `elements`) through
//! the element types of `element.zig`.

const std = @import("std");
const c = @import("dlpack.zig");
const element = @import("element.zig");

/// A DLPack version: the header's own `DLPackVersion` (`lessThan`, `{f}`).
pub const Version = c.DLPackVersion;

// The bodies of the version, dtype and device structs' methods (dlpack.zig
// declares them; they live here, where no name of the header is in scope).

/// Whether version `a` is older than `b`.
pub fn versionLessThan(a: Version, b: Version) bool {
    return a.major < b.major or (a.major == b.major and a.minor < b.minor);
}

/// Writes `major.minor`.
pub fn formatVersion(v: Version, w: *std.Io.Writer) std.Io.Writer.Error!void {
    return w.print("{d}.{d}", .{ v.major, v.minor });
}

/// Writes `dtypeText` of `d`.
pub fn formatDtype(d: c.DLDataType, w: *std.Io.Writer) std.Io.Writer.Error!void {
    var buf: [48]u8 = undefined;
    return w.writeAll(dtypeText(d, &buf) catch unreachable);
}

/// Writes the device type's C name and the id (`kDLCUDA:1`), or
/// `DLDeviceType(42):1` for a device type this header does not name.
pub fn formatDevice(d: c.DLDevice, w: *std.Io.Writer) std.Io.Writer.Error!void {
    const kind = d.device_type;
    if (kind.name()) |name| return w.print("{s}:{d}", .{ name, d.device_id });
    return w.print("DLDeviceType({d}):{d}", .{ @backingInt(kind), d.device_id });
}

/// Why a tensor or managed tensor was refused.
pub const Error = error{
    /// The pointer was null.
    Null,
    /// The producer implements a DLPack whose major version (the ABI) is not
    /// this header's: only the deleter was touched, and it was called. Only a
    /// versioned managed tensor carries a version.
    MajorVersionMismatch,
    /// `ndim` is negative.
    NegativeNdim,
    /// `ndim` is more than `max_ndim` (checked before `shape` is read).
    TooManyDims,
    /// The dtype is no element type: lanes or bits 0, a code this header does
    /// not know, or a width its code does not allow.
    InvalidDtype,
    /// The flags hold bits the producer's DLPack version does not define.
    UnknownFlags,
    /// The sub-byte padded flag is set on a dtype that is not sub-byte.
    PaddedNotSubbyte,
    /// `shape` is null although `ndim` is not 0.
    NullShape,
    /// A dimension is negative.
    NegativeDimension,
    /// `strides` is null, which the producer's DLPack version no longer allows.
    NullStrides,
    /// The number of elements overflows `Extent`.
    NumelOverflow,
    /// The byte size, or the distance in bytes between the first element and
    /// the furthest one, does not fit the integer types that address memory.
    SizeOverflow,
    /// The tensor's dtype is not the one-lane dtype of the type asked for.
    DtypeMismatch,
    /// The tensor's memory is on a device host code cannot read.
    NotHostAccessible,
    /// `data` is null although the tensor has elements.
    NullData,
    /// The first element is not aligned for the type asked for.
    Misaligned,
    /// A slice needs compact row-major (C order) elements.
    NotContiguous,
    /// An index has the wrong number of dimensions or is past an extent.
    IndexOutOfBounds,
    /// An element holds bytes that are no value of the type asked for (a
    /// `bool` other than 0 or 1).
    InvalidValue,
    /// The tensor is read-only (its flags say so).
    ReadOnly,
    /// A tensor to make: its data does not hold what shape, strides and
    /// offset address, or they disagree.
    Layout,
    /// A tensor to make: the managed-tensor struct cannot carry what was
    /// asked (a version or flags it has no field for, a version this package
    /// cannot write, flags this header does not define).
    NotWritable,
    /// A tensor to make: the allocator failed.
    OutOfMemory,
};

/// What `err` means, in the words C++ and Rust give for it, without the
/// details only the refused tensor holds (`TensorView.reason` adds them).
pub fn errorText(err: Error) []const u8 {
    return switch (err) {
        error.Null => "the tensor pointer is NULL",
        error.MajorVersionMismatch => "the producer implements a DLPack whose major version is not this header's",
        error.NegativeNdim => "ndim is negative",
        error.TooManyDims => "ndim is more than max_ndim",
        error.InvalidDtype => "the dtype is refused",
        error.UnknownFlags => "flags holds bits that the producer's DLPack version does not define",
        error.PaddedNotSubbyte => "the sub-byte padded flag is set on a dtype that is not sub-byte",
        error.NullShape => "shape is NULL although ndim is not 0",
        error.NegativeDimension => "a dimension is negative",
        error.NullStrides => "strides is NULL, which the producer's DLPack version does not allow",
        error.NumelOverflow => "the element count overflows",
        error.SizeOverflow => "the byte size or the offset of the furthest element overflows",
        error.DtypeMismatch => "the tensor holds another dtype than the one asked for",
        error.NotHostAccessible => "the tensor is on a device whose memory host code cannot read",
        error.NullData => "data is NULL although the tensor has elements",
        error.Misaligned => "the first element is not aligned for the type asked for",
        error.NotContiguous => "the elements are not compact and row-major",
        error.IndexOutOfBounds => "the index is out of bounds",
        error.InvalidValue => "an element holds bytes that are no value of the type asked for",
        error.ReadOnly => "the tensor is read-only",
        error.Layout => "the tensor's layout is refused",
        error.NotWritable => "the managed tensor cannot be written",
        error.OutOfMemory => "the allocator failed",
    };
}

/// The most dimensions `TensorView.validate` accepts, checked before `shape`
/// is read (a garbage ndim would read far past it); a producer writes no more
/// (schema/semantics.yaml, `tensor.max_ndim`: the same in every language).
pub const max_ndim: usize = 64;

/// The DLPack version from which a producer must set `strides` (before it, null
/// means compact row-major); null when this header states no such rule.
pub const strides_required_since: ?Version = .{ .major = 1, .minor = 2 };

/// Whether a producer implementing DLPack `producer` (null: one that states no
/// version, such as a legacy managed tensor) may leave `strides` null for
/// compact row-major data.
pub fn nullStridesAllowed(producer: ?Version) bool {
    const p = producer orelse return true;
    const rule = strides_required_since orelse return true;
    return p.lessThan(rule);
}

/// The type of `ndim`.
pub const Ndim = i32;

/// The element type of `shape` and `strides`.
pub const Extent = i64;

/// A `DLTensor` read under the rules of the DLPack version its producer implements.
pub const TensorView = struct {
    tensor: *const c.DLTensor,
    /// The DLPack version the producer implements, when it states one.
    producer: ?Version,

    /// A view of `tensor`, whose `shape` (and `strides` unless null) point to
    /// `ndim` elements for as long as the view is used.
    pub fn init(tensor: *const c.DLTensor, producer: ?Version) TensorView {
        return .{ .tensor = tensor, .producer = producer };
    }

    /// The number of dimensions (0 when `ndim` is negative: see `validate`).
    pub fn ndim(self: TensorView) usize {
        return std.math.cast(usize, self.tensor.ndim) orelse 0;
    }

    /// The extent of every dimension.
    pub fn shape(self: TensorView) []const Extent {
        const n = self.ndim();
        const p = self.tensor.shape orelse return &.{};
        return p[0..n];
    }

    /// The strides (in elements) as the producer gave them; null when null.
    pub fn strides(self: TensorView) ?[]const Extent {
        const p = self.tensor.strides orelse return null;
        return p[0..self.ndim()];
    }

    /// The stride (in elements) of dimension `dim`: the given one, or the
    /// compact row-major one when strides is null (exact for a tensor
    /// `validate` accepts).
    pub fn stride(self: TensorView, dim: usize) Extent {
        if (self.strides()) |s| return s[dim];
        var product: Extent = 1;
        for (self.shape()[dim + 1 ..]) |extent| product *|= extent;
        return product;
    }

    /// Whether the elements are compact and row-major (C order); dimensions of
    /// extent 1 may have any stride.
    pub fn isContiguous(self: TensorView) bool {
        const s = self.strides() orelse return true;
        const extents = self.shape();
        var expected: Extent = 1;
        var i = extents.len;
        while (i > 0) {
            i -= 1;
            if (extents[i] != 1 and s[i] != expected) return false;
            expected *|= extents[i];
        }
        return true;
    }

    /// The number of elements (1 for a 0-d tensor, 0 when a dimension is 0);
    /// `error.NumelOverflow` when the product overflows, and the error of
    /// `validate` for a negative `ndim` or extent.
    pub fn numel(self: TensorView) Error!Extent {
        try self.checkDims();
        const extents = self.shape();
        for (extents) |extent| if (extent == 0) return 0;
        var product: Extent = 1;
        for (extents) |extent| product = std.math.mul(Extent, product, extent) catch return error.NumelOverflow;
        return product;
    }

    /// The offsets, in elements, of the first-in-memory and the last-in-memory
    /// element from the first element (both 0 for a tensor without elements);
    /// `error.SizeOverflow` when one does not fit `Extent`.
    pub fn span(self: TensorView) Error!struct { low: Extent, high: Extent } {
        var low: Extent = 0;
        var high: Extent = 0;
        if (try self.numel() == 0) return .{ .low = 0, .high = 0 };
        for (self.shape(), 0..) |extent, dim| {
            const term = std.math.mul(Extent, extent - 1, self.stride(dim)) catch return error.SizeOverflow;
            if (term < 0) {
                low = std.math.add(Extent, low, term) catch return error.SizeOverflow;
            } else {
                high = std.math.add(Extent, high, term) catch return error.SizeOverflow;
            }
        }
        return .{ .low = low, .high = high };
    }

    // ndim, shape and extents as validate() requires them.
    fn checkDims(self: TensorView) Error!void {
        const n = self.tensor.ndim;
        if (n < 0) return error.NegativeNdim;
        if (@as(i128, n) > max_ndim) return error.TooManyDims;
        if (n != 0 and self.tensor.shape == null) return error.NullShape;
        for (self.shape()) |extent| if (extent < 0) return error.NegativeDimension;
    }

    /// The raw data pointer (add `byteOffset()` to reach the first element).
    pub fn data(self: TensorView) ?*anyopaque {
        return self.tensor.data;
    }

    /// The offset in bytes of the first element from `data()`.
    pub fn byteOffset(self: TensorView) u64 {
        return self.tensor.byte_offset;
    }

    /// Where the elements are (typed reads refuse a device whose memory host
    /// code cannot read: `error.NotHostAccessible`).
    pub fn device(self: TensorView) c.DLDevice {
        return self.tensor.device;
    }

    /// The element type.
    pub fn dtype(self: TensorView) c.DLDataType {
        return self.tensor.dtype;
    }

    /// The bytes the elements occupy: numel * bits * lanes / 8, sub-byte
    /// elements packed (rounded up once); an error when `numel` has one or the
    /// size overflows.
    pub fn nbytes(self: TensorView) Error!Extent {
        const n = try self.numel();
        const d = self.dtype();
        const wide = @as(u64, @intCast(d.bits)) * @as(u64, @intCast(d.lanes));
        const bits = std.math.cast(Extent, wide) orelse return error.SizeOverflow;
        if (@mod(bits, 8) == 0) return std.math.mul(Extent, n, @divExact(bits, 8)) catch error.SizeOverflow;
        // ceil(n * bits / 8) without forming n * bits.
        const whole = std.math.mul(Extent, @divTrunc(n, 8), bits) catch return error.SizeOverflow;
        return std.math.add(Extent, whole, @divTrunc(@mod(n, 8) * bits + 7, 8)) catch error.SizeOverflow;
    }

    /// Checks what a consumer relies on: ndim not negative, shape given when
    /// ndim is not 0, no negative extent, strides given when the producer's
    /// version requires them, an element count, a byte size and a span
    /// that do not overflow.
    pub fn validate(self: TensorView) Error!void {
        try self.checkDims();
        if (self.ndim() != 0 and self.tensor.strides == null and !nullStridesAllowed(self.producer))
            return error.NullStrides;
        try checkDtype(self.dtype());
        _ = try self.nbytes();
        _ = try self.span();
    }

    /// Checks that the elements can be read as `T`: what `validate` checks,
    /// `T`'s one-lane dtype (`element.dtypeOf`), memory host code can read,
    /// `data` not null and the first element aligned for `T` when there are
    /// elements, and the span addressable. Returns the first element.
    pub fn checkElement(self: TensorView, comptime T: type) Error![*]const T {
        try self.validate();
        const want = element.dtypeOf(T);
        const have = self.dtype();
        if (have.code != want.code or have.bits != want.bits or have.lanes != 1)
            return error.DtypeMismatch;
        if (!element.hostAccessible(self.tensor.device.device_type)) return error.NotHostAccessible;
        const offset = std.math.cast(usize, self.byteOffset()) orelse return error.SizeOverflow;
        if (try self.numel() == 0) return @ptrFromInt(@alignOf(T));
        const base = self.data() orelse return error.NullData;
        const first = std.math.add(usize, @intFromPtr(base), offset) catch return error.SizeOverflow;
        if (first % @alignOf(T) != 0) return error.Misaligned;
        const s = try self.span();
        const size: isize = @sizeOf(T);
        const low = std.math.mul(isize, std.math.cast(isize, s.low) orelse return error.SizeOverflow, size) catch return error.SizeOverflow;
        const high = std.math.mul(isize, std.math.cast(isize, s.high) orelse return error.SizeOverflow, size) catch return error.SizeOverflow;
        _ = std.math.add(isize, high, size) catch return error.SizeOverflow;
        _ = std.math.sub(usize, first, @abs(low)) catch return error.SizeOverflow;
        return @ptrFromInt(first);
    }

    /// Why a call on this view returned `err`, in the words C++ and Rust give,
    /// details included (the dimension, the dtypes, the device type, the
    /// alignment: read again from the tensor, which must be the one refused):
    /// `T` is the element type the call asked for, `void` for none. Written
    /// into `buf` (160 bytes suffice); `errorText(err)` when it is too small.
    pub fn reason(self: TensorView, err: Error, comptime T: type, buf: []u8) []const u8 {
        return self.writeReason(err, T, buf) catch errorText(err);
    }

    fn writeReason(self: TensorView, err: Error, comptime T: type, buf: []u8) std.fmt.BufPrintError![]const u8 {
        const n = self.tensor.ndim;
        switch (err) {
            error.NegativeNdim => return std.fmt.bufPrint(buf, "ndim is negative ({d})", .{n}),
            error.TooManyDims => return std.fmt.bufPrint(buf, "ndim is {d}, more than {d}", .{ n, max_ndim }),
            error.NegativeDimension => for (self.shape(), 0..) |extent, dim| {
                if (extent < 0) return std.fmt.bufPrint(buf, "dimension {d} is negative ({d})", .{ dim, extent });
            },
            error.InvalidDtype => if (dtypeProblem(self.dtype())) |why| return std.fmt.bufPrint(buf, "the dtype is refused: {s}", .{why}),
            error.NotHostAccessible => return std.fmt.bufPrint(buf, "the tensor is on device type {d}, whose memory host code cannot read", .{@backingInt(self.tensor.device.device_type)}),
            error.DtypeMismatch => if (T != void) {
                var found: [48]u8 = undefined;
                var expected: [48]u8 = undefined;
                return std.fmt.bufPrint(buf, "the tensor holds {s}, not {s}", .{ try dtypeText(self.dtype(), &found), try dtypeText(element.dtypeOf(T), &expected) });
            },
            error.Misaligned => if (T != void) return std.fmt.bufPrint(buf, "the first element is not aligned to {d} bytes", .{@alignOf(T)}),
            else => {},
        }
        return errorText(err);
    }

    /// The elements as a slice, for compact row-major (C order) elements
    /// (`isContiguous`): `error.NotContiguous` otherwise, and the errors of
    /// `checkElement`.
    pub fn slice(self: TensorView, comptime T: type) Error![]const T {
        const first = try self.checkElement(T);
        if (!self.isContiguous()) return error.NotContiguous;
        const n: usize = @intCast(try self.numel());
        const out = first[0..n];
        if (!element.isValid(T, std.mem.sliceAsBytes(out))) return error.InvalidValue;
        return out;
    }

    /// The element at `index` (one entry per dimension), in any layout.
    pub fn get(self: TensorView, comptime T: type, index: []const usize) Error!T {
        const first = try self.checkElement(T);
        const extents = self.shape();
        if (index.len != extents.len) return error.IndexOutOfBounds;
        var offset: isize = 0;
        for (index, extents, 0..) |i, extent, dim| {
            if (i >= extent) return error.IndexOutOfBounds;
            // In bounds: within the span checkElement found addressable.
            offset += @as(isize, @intCast(i)) * @as(isize, @intCast(self.stride(dim)));
        }
        return readElement(T, at(T, first, offset));
    }

    /// The elements in row-major (C) order, whatever the layout. The checks
    /// that need the whole extent (dtype, device, alignment, that every
    /// address exists) are done here in O(ndim), so the first element is read
    /// at once; only a type with invalid bit patterns (`bool`) has every
    /// element's bytes checked here first.
    pub fn elements(self: TensorView, comptime T: type) Error!Elements(T) {
        const first = try self.checkElement(T);
        const extents = self.shape();
        const n = extents.len;
        const it: Elements(T) = .{
            .view = self,
            .first = first,
            .next_index = 0,
            .end = @intCast(try self.numel()),
            .row = first,
            .column = 0,
            .inner = if (n == 0) 1 else @intCast(extents[n - 1]),
            .step = if (n == 0) 0 else self.stride(n - 1),
        };
        if (comptime !element.everyBitPatternValid(T)) {
            for (0..it.end) |i| _ = try readElement(T, it.address(i));
        }
        return it;
    }
};

fn at(comptime T: type, first: [*]const T, offset: isize) *const T {
    return @ptrFromInt(@as(usize, @bitCast(@as(isize, @bitCast(@intFromPtr(first))) +% offset * @sizeOf(T))));
}

fn readElement(comptime T: type, p: *const T) Error!T {
    if (!element.isValid(T, std.mem.asBytes(p))) return error.InvalidValue;
    return p.*;
}

/// The elements of a tensor in row-major order (`TensorView.elements`): one
/// step of the innermost stride per element, the position of a row worked out
/// once per row.
pub fn Elements(comptime T: type) type {
    return struct {
        view: TensorView,
        first: [*]const T,
        next_index: usize,
        end: usize,
        /// The first element of the current innermost row.
        row: [*]const T,
        /// The next element's index in that row.
        column: usize,
        /// The innermost extent (1 for a 0-d tensor).
        inner: usize,
        /// The innermost stride, in elements.
        step: Extent,

        const Self = @This();

        fn address(self: Self, index: usize) *const T {
            const extents = self.view.shape();
            var i = index;
            var offset: isize = 0;
            var dim = extents.len;
            while (dim > 0) {
                dim -= 1;
                const extent: usize = @intCast(extents[dim]);
                offset += @as(isize, @intCast(i % extent)) * @as(isize, @intCast(self.view.stride(dim)));
                i /= extent;
            }
            return at(T, self.first, offset);
        }

        /// The next element, null after the last.
        pub fn next(self: *Self) ?T {
            if (self.next_index == self.end) return null;
            if (self.column == 0) self.row = @ptrCast(self.address(self.next_index));
            const p = at(T, self.row, @as(isize, @intCast(self.column)) * @as(isize, @intCast(self.step)));
            self.column += 1;
            if (self.column == self.inner) self.column = 0;
            self.next_index += 1;
            return p.*;
        }

        /// How many elements are left.
        pub fn len(self: Self) usize {
            return self.end - self.next_index;
        }
    };
}

/// The tensor of a managed-tensor struct of this header.
pub fn tensorOf(comptime M: type, m: *const M) *const c.DLTensor {
    if (M == c.DLManagedTensorVersioned) return &m.dl_tensor;
    if (M == c.DLManagedTensor) return &m.dl_tensor;
    @compileError(@typeName(M) ++ " is not a managed tensor of this header");
}

/// The DLPack version a managed tensor's producer implements, when the struct carries one.
pub fn producerVersion(comptime M: type, m: *const M) ?Version {
    if (M == c.DLManagedTensorVersioned) return versionOfDLManagedTensorVersioned(m);
    if (M == c.DLManagedTensor) return versionOfDLManagedTensor(m);
    @compileError(@typeName(M) ++ " is not a managed tensor of this header");
}

/// The flag bits of a managed tensor (0 when the struct has none).
pub fn flagsOf(comptime M: type, m: *const M) u64 {
    if (M == c.DLManagedTensorVersioned) return flagsOfDLManagedTensorVersioned(m);
    if (M == c.DLManagedTensor) return flagsOfDLManagedTensor(m);
    @compileError(@typeName(M) ++ " is not a managed tensor of this header");
}

fn versionOfDLManagedTensorVersioned(m: *const c.DLManagedTensorVersioned) ?Version {
    return .{ .major = m.version.major, .minor = m.version.minor };
}

fn flagsOfDLManagedTensorVersioned(m: *const c.DLManagedTensorVersioned) u64 {
    return m.flags;
}

fn versionOfDLManagedTensor(_: *const c.DLManagedTensor) ?Version {
    return null;
}

fn flagsOfDLManagedTensor(_: *const c.DLManagedTensor) u64 {
    return 0;
}

/// The flags a tensor of DLPack `v` may carry: those defined in it or before
/// (the schema's history; a flag of unknown age counts as always there).
pub fn knownFlagsIn(v: Version) u64 {
    var known: u64 = 0;
    if (!v.lessThan(.{ .major = 1, .minor = 0 })) known |= c.DLPACK_FLAG_BITMASK_READ_ONLY;
    if (!v.lessThan(.{ .major = 1, .minor = 0 })) known |= c.DLPACK_FLAG_BITMASK_IS_COPIED;
    if (!v.lessThan(.{ .major = 1, .minor = 1 })) known |= c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
    return known;
}

/// The flags rule a consumer applies to an imported managed tensor and a
/// producer to one it makes: no bit the tensor's version does not define, and
/// the sub-byte padded flag only on a sub-byte dtype.
pub fn checkFlags(comptime M: type, m: *const M) Error!void {
    const flags = flagsOf(M, m);
    const version = producerVersion(M, m) orelse c.header_version orelse Version{ .major = 0, .minor = 0 };
    if (flags & ~knownFlagsIn(version) != 0) return error.UnknownFlags;
    const d = tensorOf(M, m).dtype;
    const width = @as(u64, @intCast(d.bits)) * @as(u64, @intCast(d.lanes));
    if (flags & c.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED != 0 and width >= 8) return error.PaddedNotSubbyte;
}

/// What `Owned(M).adopt` checks, without taking ownership (the deleter is not
/// called): a producer whose major version is not this header's (then nothing
/// else is read), what `TensorView.validate` checks, and `checkFlags`. `m`'s
/// shape and strides point to ndim elements.
pub fn check(comptime M: type, m: *const M) Error!void {
    if (producerVersion(M, m)) |v| {
        if (v.major != 1) return error.MajorVersionMismatch;
    }
    try TensorView.init(tensorOf(M, m), producerVersion(M, m)).validate();
    try checkFlags(M, m);
}

/// Why `check(M, m)` (or `adopt`, which runs the deleter first: call `check`
/// to explain) refused `m` with `err`, in the words C++ and Rust give: the
/// producer's version, the bits its version does not define, else the
/// tensor's reason (`TensorView.reason`). Written into `buf` (160 bytes suffice).
pub fn managedReason(comptime M: type, m: *const M, err: Error, buf: []u8) []const u8 {
    switch (err) {
        error.MajorVersionMismatch => if (producerVersion(M, m)) |v| {
            return std.fmt.bufPrint(buf, "the producer implements DLPack {d}.{d}, whose major version is not this header's ({d})", .{ v.major, v.minor, 1 }) catch errorText(err);
        },
        error.UnknownFlags => {
            const version = producerVersion(M, m) orelse c.header_version orelse Version{ .major = 0, .minor = 0 };
            const bits = flagsOf(M, m) & ~knownFlagsIn(version);
            return std.fmt.bufPrint(buf, "flags holds bits 0x{x} that the producer's DLPack version does not define", .{bits}) catch errorText(err);
        },
        else => {},
    }
    return TensorView.init(tensorOf(M, m), producerVersion(M, m)).reason(err, void, buf);
}

/// The owner of a managed tensor (`*M`, one of this header's managed-tensor
/// structs): `deinit()` calls the deleter exactly once; `release()` hands
/// ownership back without calling it.
pub fn Owned(comptime M: type) type {
    return struct {
        ptr: *M,

        const Self = @This();

        /// Takes ownership of `ptr`, then checks it: a producer whose major
        /// version is not this header's (then only the deleter is touched), and
        /// what `TensorView.validate` checks. On any problem the deleter has
        /// been called when the error is returned. `ptr` is null or a managed
        /// tensor the caller owns, whose shape and strides point to ndim elements.
        pub fn adopt(ptr: ?*M) Error!Self {
            var self: Self = .{ .ptr = ptr orelse return error.Null };
            check(M, self.ptr) catch |err| {
                self.deinit();
                return err;
            };
            return self;
        }

        /// Calls the deleter (once: the owner is unusable afterwards).
        pub fn deinit(self: *Self) void {
            if (self.ptr.deleter) |deleter| deleter(self.ptr);
            self.* = undefined;
        }

        /// Gives up ownership without calling the deleter.
        pub fn release(self: *Self) *M {
            const ptr = self.ptr;
            self.* = undefined;
            return ptr;
        }

        /// The tensor under its producer's rules.
        pub fn view(self: Self) TensorView {
            return TensorView.init(tensorOf(M, self.ptr), producerVersion(M, self.ptr));
        }

        /// The flag bits (0 when the struct has none).
        pub fn flags(self: Self) u64 {
            return flagsOf(M, self.ptr);
        }

        /// Whether the flag bit `bit` (a `DLPACK_FLAG_BITMASK_*` constant) is set.
        pub fn hasFlag(self: Self, bit: u64) bool {
            return self.flags() & bit != 0;
        }
    };
}

/// Why `dtype` is no element type: lanes or bits 0, a code this header does
/// not know, a width its code does not allow (bool: 8, the float8 codes: 8,
/// ...). The rule of C++'s `dlpack::validate(DataType)` and Rust's `check`.
pub fn checkDtype(dtype: c.DLDataType) Error!void {
    if (dtypeProblem(dtype) != null) return error.InvalidDtype;
}

/// The reason `checkDtype` refuses `dtype` (Rust's words: `lanes is 0`, `a
/// width its code does not allow`, ...), or null when it does not.
pub fn dtypeProblem(dtype: c.DLDataType) ?[]const u8 {
    const code: u64 = @intCast(dtype.code);
    const bits: u64 = @intCast(dtype.bits);
    const lanes: u64 = @intCast(dtype.lanes);
    if (lanes == 0) return "lanes is 0";
    if (bits == 0) return "bits is 0";
    // null: a code this header does not know.
    const allowed: ?bool = switch (code) {
        0 => true,
        1 => true,
        2 => true,
        3 => true,
        4 => bits == 16,
        5 => true,
        6 => bits == 8,
        7 => bits == 8,
        8 => bits == 8,
        9 => bits == 8,
        10 => bits == 8,
        11 => bits == 8,
        12 => bits == 8,
        13 => bits == 8,
        14 => bits == 8,
        15 => bits == 6,
        16 => bits == 6,
        17 => bits == 4,
        else => null,
    };
    const ok = allowed orelse return "a code this header does not know";
    return if (ok) null else "a width its code does not allow";
}

/// The text form of a dtype, written into `buf`: `float32`, `bfloat16`, `bool`,
/// `float8_e4m3fn`, `int8x4` (4 lanes); a dtype without one (unknown code, a
/// fixed-width code with another width, zero lanes) as
/// `dtype(code=C,bits=B,lanes=L)`. 48 bytes always suffice.
pub fn dtypeText(dtype: c.DLDataType, buf: []u8) std.fmt.BufPrintError![]u8 {
    const code: u64 = @intCast(dtype.code);
    const bits: u64 = @intCast(dtype.bits);
    const lanes: u64 = @intCast(dtype.lanes);
    // The text before the bit width, and whether the width follows it.
    const base: ?struct { []const u8, bool } = switch (code) {
        0 => .{ "int", true },
        1 => .{ "uint", true },
        2 => .{ "float", true },
        3 => .{ "handle", true },
        4 => .{ "bfloat", true },
        5 => .{ "complex", true },
        6 => if (bits == 8) .{ "bool", false } else null,
        7 => if (bits == 8) .{ "float8_e3m4", false } else null,
        8 => if (bits == 8) .{ "float8_e4m3", false } else null,
        9 => if (bits == 8) .{ "float8_e4m3b11fnuz", false } else null,
        10 => if (bits == 8) .{ "float8_e4m3fn", false } else null,
        11 => if (bits == 8) .{ "float8_e4m3fnuz", false } else null,
        12 => if (bits == 8) .{ "float8_e5m2", false } else null,
        13 => if (bits == 8) .{ "float8_e5m2fnuz", false } else null,
        14 => if (bits == 8) .{ "float8_e8m0fnu", false } else null,
        15 => if (bits == 6) .{ "float6_e2m3fn", false } else null,
        16 => if (bits == 6) .{ "float6_e3m2fn", false } else null,
        17 => if (bits == 4) .{ "float4_e2m1fn", false } else null,
        else => null,
    };
    const b = base orelse return std.fmt.bufPrint(buf, "dtype(code={d},bits={d},lanes={d})", .{ code, bits, lanes });
    if (lanes == 0) return std.fmt.bufPrint(buf, "dtype(code={d},bits={d},lanes={d})", .{ code, bits, lanes });
    var n = (try std.fmt.bufPrint(buf, "{s}", .{b[0]})).len;
    if (b[1]) n += (try std.fmt.bufPrint(buf[n..], "{d}", .{bits})).len;
    if (lanes != 1) n += (try std.fmt.bufPrint(buf[n..], "x{d}", .{lanes})).len;
    return buf[0..n];
}
