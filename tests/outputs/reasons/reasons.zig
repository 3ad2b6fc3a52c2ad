// The reasons the Zig package gives for refused tensors (TensorView.reason),
// one line per case, the same tensors as reasons.rs: run.sh compares them.
const std = @import("std");
const dlpack = @import("dlpack");
const safe = dlpack.safe;

fn tensor(comptime T: type, data: []const T, shape: []i64, strides: []i64) dlpack.DLTensor {
    var t = std.mem.zeroes(dlpack.DLTensor);
    t.data = @ptrCast(@constCast(data.ptr));
    t.ndim = @intCast(shape.len);
    t.shape = shape.ptr;
    t.strides = strides.ptr;
    t.dtype = dlpack.element.dtypeOf(T);
    t.device.device_type = .cpu;
    return t;
}

fn view(t: *const dlpack.DLTensor) safe.TensorView {
    return safe.TensorView.init(t, .{ .major = 1, .minor = 3 });
}

// One line: the case and the reason the view gives for the call's error.
fn say(case: []const u8, v: safe.TensorView, comptime T: type, result: anytype) void {
    var buf: [160]u8 = undefined;
    if (result) |_| {
        std.debug.print("{s}: accepted\n", .{case});
    } else |err| {
        std.debug.print("{s}: {s}\n", .{ case, v.reason(err, T, &buf) });
    }
}

pub fn main() void {
    const data = [_]i32{ 0, 1, 2, 3, 4, 5 };
    var shape = [_]i64{ 2, 3 };
    var strides = [_]i64{ 3, 1 };
    const base = tensor(i32, &data, &shape, &strides);

    var t = base;
    t.ndim = -1;
    say("negative ndim", view(&t), void, view(&t).validate());
    t.ndim = 1000;
    say("too many dims", view(&t), void, view(&t).validate());
    t = base;
    t.shape = null;
    say("null shape", view(&t), void, view(&t).validate());
    {
        var s = [_]i64{ 2, -3 };
        var st = [_]i64{ 3, 1 };
        const u = tensor(i32, &data, &s, &st);
        say("negative dimension", view(&u), void, view(&u).validate());
    }
    {
        var s = [_]i64{ 1 << 62, 4 };
        var st = [_]i64{ 4, 1 };
        const u = tensor(i32, &data, &s, &st);
        say("numel overflow", view(&u), void, view(&u).validate());
    }
    {
        var s = [_]i64{ 3, 3 };
        var st = [_]i64{ 1 << 62, 1 };
        const u = tensor(i32, &data, &s, &st);
        say("span overflow", view(&u), void, view(&u).validate());
    }
    t = base;
    t.strides = null;
    say("null strides", view(&t), void, view(&t).validate());
    t = base;
    t.dtype.lanes = 0;
    say("zero lanes", view(&t), void, view(&t).validate());
    t.dtype = .{ .code = 99, .bits = 32, .lanes = 1 };
    say("unknown code", view(&t), void, view(&t).validate());
    t.dtype = .{ .code = 6, .bits = 16, .lanes = 1 };
    say("bad width", view(&t), void, view(&t).validate());
    say("dtype mismatch", view(&base), f32, view(&base).get(f32, &.{ 0, 0 }));
    t = base;
    t.dtype = .{ .code = 0, .bits = 32, .lanes = 4 };
    say("dtype mismatch, lanes", view(&t), i32, view(&t).checkElement(i32));
    t = base;
    t.device.device_type = .cuda;
    say("device", view(&t), i32, view(&t).checkElement(i32));
    t = base;
    t.data = null;
    say("null data", view(&t), i32, view(&t).checkElement(i32));
    t = base;
    t.byte_offset = 2;
    say("misaligned", view(&t), i32, view(&t).checkElement(i32));
    {
        var s = [_]i64{ 3, 2 };
        var st = [_]i64{ 1, 3 };
        const u = tensor(i32, &data, &s, &st);
        say("not contiguous", view(&u), i32, view(&u).slice(i32));
    }
    say("out of bounds", view(&base), i32, view(&base).get(i32, &.{ 2, 0 }));
    {
        const bytes = [_]u8{ 1, 0, 2 };
        var s = [_]i64{3};
        var st = [_]i64{1};
        var u = tensor(u8, &bytes, &s, &st);
        u.dtype = dlpack.element.dtypeOf(bool);
        say("invalid bool", view(&u), bool, view(&u).get(bool, &.{2}));
    }
    // Managed tensors: what adopt refuses before the tensor is read (safe.check, then safe.managedReason).
    const M = dlpack.DLManagedTensorVersioned;
    const Case = struct { name: []const u8, major: u32, minor: u32, flags: u64 };
    const cases = [_]Case{
        .{ .name = "managed, another major version", .major = 2, .minor = 0, .flags = 0 },
        .{ .name = "managed, a flag newer than the producer", .major = 1, .minor = 0, .flags = dlpack.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED },
        .{ .name = "managed, a flag no version defines", .major = 1, .minor = 3, .flags = 1 << 40 },
        .{ .name = "managed, padded, not sub-byte", .major = 1, .minor = 3, .flags = dlpack.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED },
    };
    for (cases) |case| {
        var m = std.mem.zeroes(M);
        m.version = .{ .major = case.major, .minor = case.minor };
        m.flags = case.flags;
        m.dl_tensor = base;
        if (case.flags == dlpack.DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED and case.minor == 0) {
            m.dl_tensor.dtype = .{ .code = 0, .bits = 4, .lanes = 1 }; // int4: padded is its flag
        }
        var buf: [160]u8 = undefined;
        if (safe.check(M, &m)) |_| {
            std.debug.print("{s}: accepted\n", .{case.name});
        } else |err| {
            std.debug.print("{s}: {s}\n", .{ case.name, safe.managedReason(M, &m, err, &buf) });
        }
    }
    say("accepted", view(&base), i32, view(&base).get(i32, &.{ 1, 2 }));
}
