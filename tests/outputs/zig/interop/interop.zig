//! The Zig side of the interop test (tests/outputs/zig/interop/build.zig), built
//! against the package generated from one dlpack.h and linked with
//! producer.c compiled against the same header, for each target (foreign ones
//! under QEMU):
//!
//! - C -> Zig: C's tensor adopted by `dlpack.safe.Owned`, read through its
//!   `TensorView` (shape, strides, dtype text, device, byte offset, every
//!   element through `get` and `elements`), `deinit()`: C's deleter ran exactly once,
//!   at the deinit.
//! - C -> Zig -> C: `release()` gives it back without calling the deleter; C
//!   checks it and deletes it: once.
//! - Zig -> C: a tensor the package's `element.fromSlice` makes over a slice of
//!   std.testing.allocator (which reports a leak or a double free; the
//!   package's deleter frees it with that allocator) is consumed and deleted
//!   by C: C's own deleter count is unchanged.
//! - Refusals (versioned): a foreign major version, and NULL strides where the
//!   producer's version forbids them: `adopt` fails and the deleter ran once.
//! - Round trips of both directions and of refusals (10,000 on the host, 100
//!   under QEMU) under std.testing.allocator: no leak, no double free, C's
//!   deleter once each.
//!
//! For DLManagedTensor (spec A of producer.c: float32 {2, 3} row-major) where
//! the package has it (v0.2 on), and DLManagedTensorVersioned (spec B: int16
//! {3, 2} column-major, byte_offset 8) where it has it (v1.0 on); the device
//! field is `ctx` before v0.4. All chosen by reflection on the package.
const std = @import("std");
const dl = @import("dlpack");
const safe = dl.safe;
const testing = std.testing;

const has_legacy = @hasDecl(dl, "DLManagedTensor");
const has_versioned = @hasDecl(dl, "DLManagedTensorVersioned");
/// `device` (v0.4 on) or `ctx`.
const dev_field = if (@hasField(dl.DLTensor, "ctx")) "ctx" else "device";

// What run.sh found in the header (and compiled producer.c for) must be what the package has.
const options = @import("interop_options");
comptime {
    if (options.legacy != has_legacy) @compileError("run.sh and the package disagree on DLManagedTensor");
    if (options.versioned != has_versioned) @compileError("run.sh and the package disagree on DLManagedTensorVersioned");
    if (options.ctx != std.mem.eql(u8, dev_field, "ctx")) @compileError("run.sh and the package disagree on DLTensor.ctx");
}

const Legacy = if (has_legacy) dl.DLManagedTensor else void;
const Versioned = if (has_versioned) dl.DLManagedTensorVersioned else void;

// producer.c
extern fn dlc_deleted() c_int;
extern fn dlc_errors() c_int;
extern fn dlc_last_flags() u64;
extern fn dlc_make_legacy() ?*Legacy;
extern fn dlc_consume_legacy(m: *Legacy) void;
extern fn dlc_make_versioned(major: u32, null_strides: c_int) ?*Versioned;
extern fn dlc_consume_versioned(m: *Versioned) void;

fn cDeleted() usize {
    return @intCast(dlc_deleted());
}

fn expectNoCErrors() !void {
    try testing.expectEqual(@as(c_int, 0), dlc_errors());
}

// ---- The two tensors (as producer.c) -----------------------------------------

const Spec = struct {
    Elem: type,
    code: []const u8, // the DLDataTypeCode field
    text: []const u8, // safe.dtypeText
    shape: [2]i64,
    strides: [2]i64,
    pad: usize, // elements before the first one
    value: fn (i: usize, j: usize) f64,
};

fn valueA(i: usize, j: usize) f64 {
    return @as(f64, @floatFromInt(i * 3 + j)) * 0.5;
}

fn valueB(i: usize, j: usize) f64 {
    return @as(f64, @floatFromInt(i * 10 + j)) - 5;
}

const spec_a: Spec = .{ .Elem = f32, .code = "float", .text = "float32", .shape = .{ 2, 3 }, .strides = .{ 3, 1 }, .pad = 0, .value = valueA };
const spec_b: Spec = .{ .Elem = i16, .code = "int", .text = "int16", .shape = .{ 3, 2 }, .strides = .{ 1, 3 }, .pad = 4, .value = valueB };

fn elemFromF64(comptime E: type, x: f64) E {
    return if (@typeInfo(E) == .float) @floatCast(x) else @intFromFloat(x);
}

fn elemToF64(x: anytype) f64 {
    return if (@typeInfo(@TypeOf(x)) == .float) @floatCast(x) else @floatFromInt(x);
}

/// What a producer (C's or Zig's) must have made, read through the package's view.
fn checkView(comptime spec: Spec, v: safe.TensorView) !void {
    try v.validate();
    try testing.expectEqual(@as(usize, 2), v.ndim());
    try testing.expectEqualSlices(safe.Extent, &spec.shape, v.shape());
    try testing.expectEqualSlices(safe.Extent, &spec.strides, v.strides() orelse return error.NullStrides);
    try testing.expectEqual(spec.strides[1] == 1, v.isContiguous());
    try testing.expectEqual(@as(safe.Extent, 6), try v.numel());
    var buf: [48]u8 = undefined;
    try testing.expectEqualStrings(spec.text, try safe.dtypeText(v.dtype(), &buf));
    try testing.expectEqual(@as(u8, @intCast(@backingInt(@field(dl.DLDataTypeCode, spec.code)))), v.dtype().code);
    const dev = @field(v.tensor, dev_field);
    try testing.expectEqual(dl.DLDeviceType.cpu, dev.device_type);
    try testing.expect(dev.device_id == 0);
    try testing.expectEqual(@as(u64, spec.pad * @sizeOf(spec.Elem)), v.byteOffset());
    var it = try v.elements(spec.Elem);
    for (0..@intCast(spec.shape[0])) |i| {
        for (0..@intCast(spec.shape[1])) |j| {
            try testing.expectEqual(spec.value(i, j), elemToF64(try v.get(spec.Elem, &.{ i, j })));
            try testing.expectEqual(spec.value(i, j), elemToF64(it.next().?));
        }
    }
    try testing.expectError(error.DtypeMismatch, v.get(u64, &.{ 0, 0 }));
}

// ---- Zig-made managed tensors ---------------------------------------------------

/// A tensor made by the package's `element.fromSlice`: the data (with `pad`
/// elements before the first one) is allocated with `gpa` and owned by the
/// tensor, whose deleter frees it and everything else with `gpa`
/// (std.testing.allocator reports a leak or a double free).
fn make(comptime M: type, comptime spec: Spec, gpa: std.mem.Allocator, flags: u64) !*M {
    const data = try gpa.alloc(spec.Elem, spec.pad + 6);
    errdefer gpa.free(data);
    @memset(data[0..spec.pad], elemFromF64(spec.Elem, 77));
    for (0..@intCast(spec.shape[0])) |i| {
        for (0..@intCast(spec.shape[1])) |j| {
            const k: usize = @intCast(@as(i64, @intCast(i)) * spec.strides[0] + @as(i64, @intCast(j)) * spec.strides[1]);
            data[spec.pad + k] = elemFromF64(spec.Elem, spec.value(i, j));
        }
    }
    var owned = try dl.element.fromSlice(M, spec.Elem, gpa, data, &spec.shape, .{ .strides = &spec.strides, .offset = spec.pad, .flags = flags });
    return owned.release();
}

// ---- DLManagedTensor ---------------------------------------------------------------

test "C -> Zig DLManagedTensor: Owned reads C's tensor, deinit() calls C's deleter once" {
    if (!has_legacy) return error.SkipZigTest;
    const before = cDeleted();
    var owned = try safe.Owned(Legacy).adopt(dlc_make_legacy());
    try checkView(spec_a, owned.view());
    try testing.expectEqual(@as(u64, 0), owned.flags());
    try testing.expect(owned.view().producer == null); // a legacy tensor states no version
    try testing.expectEqual(before, cDeleted());
    owned.deinit();
    try testing.expectEqual(before + 1, cDeleted());
    try expectNoCErrors();
}

test "C -> Zig -> C DLManagedTensor: release() keeps it alive, C deletes it once" {
    if (!has_legacy) return error.SkipZigTest;
    const before = cDeleted();
    var owned = try safe.Owned(Legacy).adopt(dlc_make_legacy());
    const raw = owned.release();
    try testing.expectEqual(before, cDeleted());
    dlc_consume_legacy(raw);
    try testing.expectEqual(before + 1, cDeleted());
    try expectNoCErrors();
}

test "Zig -> C DLManagedTensor: C reads Zig's tensor and calls Zig's deleter once" {
    if (!has_legacy) return error.SkipZigTest;
    const c_before = cDeleted();
    const m = try make(Legacy, spec_a, testing.allocator, 0);
    try checkView(spec_a, safe.TensorView.init(&m.dl_tensor, null));
    dlc_consume_legacy(m);
    try expectNoCErrors();
    try testing.expectEqual(c_before, cDeleted());
    try testing.expectEqual(@as(u64, 0), dlc_last_flags());
}

// ---- DLManagedTensorVersioned ---------------------------------------------------------

test "C -> Zig DLManagedTensorVersioned: Owned reads C's tensor, deinit() calls C's deleter once" {
    if (!has_versioned) return error.SkipZigTest;
    const before = cDeleted();
    var owned = try safe.Owned(Versioned).adopt(dlc_make_versioned(dl.DLPACK_MAJOR_VERSION, 0));
    try checkView(spec_b, owned.view());
    const producer = owned.view().producer orelse return error.NoProducerVersion;
    try testing.expectEqual(@as(u32, dl.DLPACK_MAJOR_VERSION), producer.major);
    try testing.expectEqual(@as(u32, dl.DLPACK_MINOR_VERSION), producer.minor);
    try testing.expectEqual(@as(u64, dl.DLPACK_FLAG_BITMASK_READ_ONLY), owned.flags());
    try testing.expect(owned.hasFlag(dl.DLPACK_FLAG_BITMASK_READ_ONLY));
    try testing.expect(!owned.hasFlag(dl.DLPACK_FLAG_BITMASK_IS_COPIED));
    try testing.expectEqual(before, cDeleted());
    owned.deinit();
    try testing.expectEqual(before + 1, cDeleted());
    try expectNoCErrors();
}

test "C -> Zig -> C DLManagedTensorVersioned: release() keeps it alive, C deletes it once" {
    if (!has_versioned) return error.SkipZigTest;
    const before = cDeleted();
    var owned = try safe.Owned(Versioned).adopt(dlc_make_versioned(dl.DLPACK_MAJOR_VERSION, 0));
    const raw = owned.release();
    try testing.expectEqual(before, cDeleted());
    dlc_consume_versioned(raw);
    try testing.expectEqual(before + 1, cDeleted());
    try testing.expectEqual(@as(u64, dl.DLPACK_FLAG_BITMASK_READ_ONLY), dlc_last_flags());
    try expectNoCErrors();
}

test "Zig -> C DLManagedTensorVersioned: C reads Zig's tensor and calls Zig's deleter once" {
    if (!has_versioned) return error.SkipZigTest;
    const c_before = cDeleted();
    const m = try make(Versioned, spec_b, testing.allocator, dl.DLPACK_FLAG_BITMASK_IS_COPIED);
    try testing.expectEqual(@as(u32, dl.DLPACK_MAJOR_VERSION), m.version.major);
    try testing.expectEqual(@as(u32, dl.DLPACK_MINOR_VERSION), m.version.minor);
    try checkView(spec_b, safe.TensorView.init(&m.dl_tensor, .{ .major = m.version.major, .minor = m.version.minor }));
    dlc_consume_versioned(m);
    try expectNoCErrors();
    try testing.expectEqual(c_before, cDeleted());
    try testing.expectEqual(@as(u64, dl.DLPACK_FLAG_BITMASK_IS_COPIED), dlc_last_flags());
}

test "C -> Zig DLManagedTensorVersioned: a foreign major version is refused, C's deleter runs once" {
    if (!has_versioned) return error.SkipZigTest;
    const before = cDeleted();
    try testing.expectError(error.MajorVersionMismatch, safe.Owned(Versioned).adopt(dlc_make_versioned(dl.DLPACK_MAJOR_VERSION + 1, 0)));
    try testing.expectEqual(before + 1, cDeleted());
    try expectNoCErrors();
}

test "C -> Zig DLManagedTensorVersioned: NULL strides follow the producer's version" {
    if (!has_versioned) return error.SkipZigTest;
    const before = cDeleted();
    const result = safe.Owned(Versioned).adopt(dlc_make_versioned(dl.DLPACK_MAJOR_VERSION, 1));
    if (safe.nullStridesAllowed(.{ .major = dl.DLPACK_MAJOR_VERSION, .minor = dl.DLPACK_MINOR_VERSION })) {
        var owned = try result;
        try testing.expect(owned.view().strides() == null);
        try testing.expectEqual(@as(safe.Extent, 2), owned.view().stride(0)); // compact row-major
        try testing.expect(owned.view().isContiguous());
        try testing.expectEqual(before, cDeleted());
        owned.deinit();
    } else {
        try testing.expectError(error.NullStrides, result);
    }
    try testing.expectEqual(before + 1, cDeleted());
    try expectNoCErrors();
}

test "round trips, refusals included: std.testing.allocator sees no leak" {
    const gpa = testing.allocator; // fails the test on a leak or a double free
    const c_before = cDeleted();
    var rounds: usize = 0;
    while (rounds < options.rounds) : (rounds += 1) {
        if (has_legacy) {
            dlc_consume_legacy(try make(Legacy, spec_a, gpa, 0)); // Zig -> C
            var owned = try safe.Owned(Legacy).adopt(dlc_make_legacy()); // C -> Zig
            owned.deinit();
        }
        if (has_versioned) {
            dlc_consume_versioned(try make(Versioned, spec_b, gpa, 0));
            // A refused tensor of C: its deleter runs in adopt().
            try testing.expectError(error.MajorVersionMismatch, safe.Owned(Versioned).adopt(dlc_make_versioned(dl.DLPACK_MAJOR_VERSION + 1, 0)));
        }
        // A refused tensor of Zig: nothing allocated is left, the slice stays the caller's.
        const data = try gpa.alloc(f32, 6);
        defer gpa.free(data);
        const M = if (has_versioned) Versioned else Legacy;
        try testing.expectError(error.Layout, dl.element.fromSlice(M, f32, gpa, data, &.{7}, .{}));
    }
    const per_round: usize = @as(usize, @intFromBool(has_legacy)) + @intFromBool(has_versioned);
    try testing.expectEqual(c_before + options.rounds * per_round, cDeleted());
    try expectNoCErrors();
}
