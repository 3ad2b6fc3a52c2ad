//! Compares the package's floats with the reference values of
//! tests/support/float_reference.py, bit for bit: BFloat16 with the nearest
//! value (ties to even), every Minifloat format with ml_dtypes (every encoding
//! to f32, each float32 of f32.bin to the format; a NaN equals any NaN), with
//! the same two exceptions as tests/outputs/rust/floats/main.rs. Exits 1 naming the
//! first mismatches.
//!
//!   zig run --dep dlpack -Mroot=floats.zig -Mdlpack=PACKAGE/src/dlpack.zig -- DATA_DIR
const std = @import("std");
const element = @import("dlpack").element;

var bad: usize = 0;

fn report(comptime fmt: []const u8, args: anytype) void {
    bad += 1;
    if (bad <= 10) std.debug.print("mismatch: " ++ fmt ++ "\n", args);
}

fn read(io: std.Io, gpa: std.mem.Allocator, dir: []const u8, name: []const u8) ![]u8 {
    const path = try std.fs.path.join(gpa, &.{ dir, name });
    defer gpa.free(path);
    return std.Io.Dir.cwd().readFileAlloc(io, path, gpa, .unlimited);
}

fn word(comptime T: type, bytes: []const u8, i: usize) T {
    return std.mem.readInt(T, bytes[i * @sizeOf(T) ..][0..@sizeOf(T)], .little);
}

fn compare(comptime F: type, comptime name: []const u8, io: std.Io, gpa: std.mem.Allocator, dir: []const u8, inputs: []const u8) !void {
    const to_f32 = try read(io, gpa, dir, name ++ "_to_f32.bin");
    defer gpa.free(to_f32);
    for (0..to_f32.len / 4) |code| {
        const want: f32 = @bitCast(word(u32, to_f32, code));
        const got = (F{ .bits = @intCast(code) }).toF32();
        if (@as(u32, @bitCast(got)) != @as(u32, @bitCast(want)) and !(std.math.isNan(got) and std.math.isNan(want)))
            report(name ++ " {x} -> f32 {d}, ml_dtypes {d}", .{ code, got, want });
    }
    const from_f32 = try read(io, gpa, dir, "f32_to_" ++ name ++ ".bin");
    defer gpa.free(from_f32);
    for (from_f32, 0..) |want_bits, i| {
        const x = word(u32, inputs, i);
        const value: f32 = @bitCast(x);
        // The exceptions of tests/outputs/rust/floats/main.rs: a float32 subnormal to
        // float8_e8m0fnu (ml_dtypes rounds its mantissa bits, not its value) and
        // NaN to a format without NaN (ml_dtypes: the zero of the opposite sign).
        if (comptime std.mem.eql(u8, name, "float8_e8m0fnu")) {
            if (x & 0x7f80_0000 == 0 and x & 0x007f_ffff != 0) continue;
        }
        if (std.math.isNan(value) and !F.has_nan) {
            if (F.fromF32(value).bits != 0) report("f32 {x} -> " ++ name ++ ": not zero", .{x});
            continue;
        }
        const got = F.fromF32(value);
        const want = F{ .bits = want_bits };
        if (got.bits != want.bits and !(got.isNan() and want.isNan()))
            report("f32 {x} -> " ++ name ++ " {x}, ml_dtypes {x}", .{ x, got.bits, want.bits });
    }
}

pub fn main(init: std.process.Init) !void {
    const gpa = init.gpa;
    const io = init.io;
    var args = try init.minimal.args.iterateAllocator(gpa);
    defer args.deinit();
    _ = args.next();
    const dir = args.next() orelse return error.Usage;

    const inputs = try read(io, gpa, dir, "f32.bin");
    defer gpa.free(inputs);
    const bf = try read(io, gpa, dir, "f32_to_bf16.bin");
    defer gpa.free(bf);
    for (0..inputs.len / 4) |i| {
        const x = word(u32, inputs, i);
        const got = element.BFloat16.fromF32(@bitCast(x)).bits;
        if (got != word(u16, bf, i)) report("f32 {x} -> bfloat16 {x}, reference {x}", .{ x, got, word(u16, bf, i) });
    }
    const E = element;
    inline for (.{
        .{ E.Float8E3M4, "float8_e3m4" },           .{ E.Float8E4M3, "float8_e4m3" },
        .{ E.Float8E4M3FN, "float8_e4m3fn" },       .{ E.Float8E4M3FNUZ, "float8_e4m3fnuz" },
        .{ E.Float8E4M3B11FNUZ, "float8_e4m3b11fnuz" }, .{ E.Float8E5M2, "float8_e5m2" },
        .{ E.Float8E5M2FNUZ, "float8_e5m2fnuz" },   .{ E.Float8E8M0FNU, "float8_e8m0fnu" },
        .{ E.Float6E2M3FN, "float6_e2m3fn" },       .{ E.Float6E3M2FN, "float6_e3m2fn" },
        .{ E.Float4E2M1FN, "float4_e2m1fn" },
    }) |f| try compare(f[0], f[1], io, gpa, dir, inputs);
    if (bad > 0) {
        std.debug.print("floats: {d} mismatches\n", .{bad});
        std.process.exit(1);
    }
    std.debug.print("floats: {d} f32 -> bfloat16, and 11 minifloat formats both ways (ml_dtypes): bit-exact\n", .{inputs.len / 4});
}
