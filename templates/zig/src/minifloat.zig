
//! The 8-, 6- and 4-bit floats of DLPack 1.1 (`float8_e4m3fn`, `float6_e2m3fn`,
//! `float4_e2m1fn`, ...) as storage types: `Minifloat(...)` over one byte, with
//! one alias per format. They convert to `f32` exactly, and from `f32` by
//! rounding to the nearest value, ties to even, as the C++ and Rust types do:
//! a value beyond the largest finite one becomes infinity where the format has
//! one, else NaN where it has one, else the largest finite value; NaN becomes
//! the format's NaN, or zero where it has none; zero becomes NaN in
//! `float8_e8m0fnu`, which has no zero, and rounds a tie between two powers of
//! two upwards (ml_dtypes' rules but for NaN in a format without one, where
//! ml_dtypes gives the zero of the opposite sign). The 6- and 4-bit formats
//! hold one value in the low bits of the byte (a tensor flagged
//! `IS_SUBBYTE_TYPE_PADDED`); `dtypeOf` has none of them, as a packed
//! tensor's elements are no whole bytes.

const std = @import("std");

/// Where a format puts its special values.
pub const Kind = enum {
    /// Infinities and NaNs where IEEE 754 puts them: the largest exponent.
    ieee,
    /// No infinities; NaN only with every exponent and mantissa bit set.
    @"fn",
    /// No infinities, no negative zero; NaN is the sign bit alone.
    fnuz,
    /// Every encoding is a finite number.
    finite,
    /// No sign and no mantissa: 2^(exponent - bias); NaN with every bit set.
    fnu,
};

/// A binary floating-point format of `e` exponent and `m` mantissa bits with
/// exponent bias `bias`, its special values placed as `kind` says, stored in
/// the low bits of a byte.
pub fn Minifloat(comptime e: u4, comptime m: u3, comptime bias: i32, comptime kind: Kind) type {
    return extern struct {
        bits: u8,

        const Self = @This();
        /// Whether the format has a sign bit.
        pub const has_sign = kind != .fnu;
        /// Whether the format has a NaN.
        pub const has_nan = kind != .finite;
        /// Bits of one value (6 for the 6-bit formats).
        pub const width: u32 = @as(u32, e) + m + @intFromBool(has_sign);
        const exponent_mask: u32 = (@as(u32, 1) << e) - 1;
        const mantissa_mask: u32 = (@as(u32, 1) << m) - 1;
        comptime {
            if (width > 8 or e == 0) @compileError("the format does not fit a byte");
        }

        /// The encoding of the format's NaN (zero for a format without one).
        const nan_bits: u8 = @intCast(switch (kind) {
            .ieee => (exponent_mask << m) | (@as(u32, 1) << (m -| 1)),
            .@"fn" => (exponent_mask << m) | mantissa_mask,
            .fnuz => @as(u32, 1) << (@as(u5, e) + m),
            .fnu => exponent_mask,
            .finite => 0,
        });

        // The magnitude bits of the largest finite value.
        const max_finite_bits: u32 = switch (kind) {
            .ieee => ((exponent_mask - 1) << m) | mantissa_mask,
            .@"fn" => (exponent_mask << m) | (mantissa_mask -| 1),
            .fnu => exponent_mask - 1,
            else => (exponent_mask << m) | mantissa_mask,
        };

        /// Whether the encoding is a NaN of the format.
        pub fn isNan(self: Self) bool {
            const b: u32 = self.bits;
            const exponent_all = (b >> m) & exponent_mask == exponent_mask;
            return switch (kind) {
                .ieee => exponent_all and b & mantissa_mask != 0,
                .@"fn" => exponent_all and b & mantissa_mask == mantissa_mask,
                .finite => false,
                else => self.bits == nan_bits,
            };
        }

        /// The value as `f32` (exact: every value of these formats is one).
        pub fn toF32(self: Self) f32 {
            const b: u32 = self.bits;
            if (self.isNan()) return std.math.nan(f32);
            const negative = has_sign and (b >> (@as(u5, e) + m)) & 1 == 1;
            const exponent = (b >> m) & exponent_mask;
            const mantissa = b & mantissa_mask;
            if (kind == .ieee and exponent == exponent_mask) return if (negative) -std.math.inf(f32) else std.math.inf(f32);
            const magnitude: f64 = if (kind == .fnu) pow2(@as(i32, @intCast(exponent)) - bias) else blk: {
                // significand * 2^scale: subnormals have no implicit bit and the exponent of 1.
                const significand: u32 = if (exponent != 0) mantissa | (@as(u32, 1) << m) else mantissa;
                const scale = @as(i32, if (exponent != 0) @intCast(exponent) else 1) - bias - m;
                break :blk @as(f64, @floatFromInt(significand)) * pow2(scale);
            };
            return @floatCast(if (negative) -magnitude else magnitude);
        }

        /// The nearest value to `value`, ties to even (see the file's comment for
        /// overflow and NaN).
        pub fn fromF32(value: f32) Self {
            if (std.math.isNan(value)) return .{ .bits = nan_bits };
            const negative = std.math.signbit(value);
            const magnitude: f64 = @abs(@as(f64, value));
            if (kind == .fnu) return .{ .bits = fnuBits(negative, magnitude) };
            const sign: u32 = if (negative) @as(u32, 1) << (@as(u5, e) + m) else 0;
            if (magnitude == 0) return .{ .bits = if (kind == .fnuz) 0 else @intCast(sign) };
            const encoding: u32 = if (magnitude > pow2(@as(i32, @intCast(exponent_mask)) + 1 - bias))
                max_finite_bits + 1 // far beyond the range (or infinity)
            else blk: {
                // The quantum of the binade (of the smallest exponent for a subnormal).
                const x: i32 = @max(exponentOf(magnitude), 1 - bias);
                const n = roundEven(magnitude / pow2(x - m));
                // (x + bias - 1) << m plus n: a carry out of the mantissa moves to
                // the next exponent; a subnormal's n below 2^m leaves exponent 0.
                break :blk if (n == 0) 0 else @intCast((@as(i64, x + bias - 1) << m) + @as(i64, @intCast(n)));
            };
            if (encoding > max_finite_bits) return .{ .bits = switch (kind) {
                .ieee => @intCast(sign | (exponent_mask << m)),
                .finite => @intCast(sign | max_finite_bits),
                else => nan_bits,
            } };
            if (kind == .fnuz and encoding == 0) return .{ .bits = 0 };
            return .{ .bits = @intCast(sign | encoding) };
        }

        // fnu: powers of two only; the nearest exponent, a tie (1.5 * 2^x) upwards, as ml_dtypes rounds.
        fn fnuBits(negative: bool, magnitude: f64) u8 {
            if (negative or magnitude == 0) return nan_bits; // no sign, no zero
            var x = exponentOf(magnitude);
            if (magnitude / pow2(x) >= 1.5) x += 1; // the rest is in [1, 2)
            const biased = x + bias;
            if (biased < 0) return 0;
            if (biased > max_finite_bits) return nan_bits;
            return @intCast(biased);
        }
    };
}

// 2^k as an f64 (k well inside the f64 normal range).
fn pow2(k: i32) f64 {
    return @bitCast(@as(u64, @intCast(k + 1023)) << 52);
}

// floor(log2(x)) of a positive normal f64.
fn exponentOf(x: f64) i32 {
    const raw: u64 = @bitCast(x);
    return @as(i32, @intCast((raw >> 52) & 0x7ff)) - 1023;
}

// x rounded to the nearest integer, ties to even (0 <= x < 2^53).
fn roundEven(x: f64) u64 {
    var n: u64 = @intFromFloat(x);
    const rest = x - @as(f64, @floatFromInt(n));
    if (rest > 0.5 or (rest == 0.5 and n & 1 == 1)) n += 1;
    return n;
}

/// `float8_e3m4`.
pub const Float8E3M4 = Minifloat(3, 4, 3, .ieee);
/// `float8_e4m3`.
pub const Float8E4M3 = Minifloat(4, 3, 7, .ieee);
/// `float8_e4m3fn`.
pub const Float8E4M3FN = Minifloat(4, 3, 7, .@"fn");
/// `float8_e4m3fnuz`.
pub const Float8E4M3FNUZ = Minifloat(4, 3, 8, .fnuz);
/// `float8_e4m3b11fnuz`.
pub const Float8E4M3B11FNUZ = Minifloat(4, 3, 11, .fnuz);
/// `float8_e5m2`.
pub const Float8E5M2 = Minifloat(5, 2, 15, .ieee);
/// `float8_e5m2fnuz`.
pub const Float8E5M2FNUZ = Minifloat(5, 2, 16, .fnuz);
/// `float8_e8m0fnu`.
pub const Float8E8M0FNU = Minifloat(8, 0, 127, .fnu);
/// `float6_e2m3fn`, in the low 6 bits.
pub const Float6E2M3FN = Minifloat(2, 3, 1, .finite);
/// `float6_e3m2fn`, in the low 6 bits.
pub const Float6E3M2FN = Minifloat(3, 2, 3, .finite);
/// `float4_e2m1fn`, in the low 4 bits.
pub const Float4E2M1FN = Minifloat(2, 1, 1, .finite);

test "every format: each encoding comes back from its f32; the edges" {
    inline for (.{ Float8E3M4, Float8E4M3, Float8E4M3FN, Float8E4M3FNUZ, Float8E4M3B11FNUZ, Float8E5M2, Float8E5M2FNUZ, Float8E8M0FNU, Float6E2M3FN, Float6E3M2FN, Float4E2M1FN }) |F| {
        var code: u32 = 0;
        while (code < (@as(u32, 1) << F.width)) : (code += 1) {
            const x = F{ .bits = @intCast(code) };
            const f = x.toF32();
            if (x.isNan()) {
                try std.testing.expect(std.math.isNan(f) and F.fromF32(f).isNan());
            } else {
                try std.testing.expectEqual(x.bits, F.fromF32(f).bits);
            }
        }
    }
    try std.testing.expectEqual(@as(f32, 448), Float8E4M3FN.fromF32(448).toF32());
    try std.testing.expect(Float8E4M3FN.fromF32(480).isNan()); // beyond the largest: NaN
    try std.testing.expectEqual(@as(u8, 0x7e), Float8E4M3FN.fromF32(464).bits); // a tie: to even
    try std.testing.expectEqual(std.math.inf(f32), Float8E5M2.fromF32(1e30).toF32());
    try std.testing.expectEqual(@as(u8, 0x7), Float4E2M1FN.fromF32(100).bits); // saturates
    try std.testing.expectEqual(@as(u8, 0x0), Float4E2M1FN.fromF32(std.math.nan(f32)).bits);
    try std.testing.expectEqual(@as(u8, 0x81), Float8E8M0FNU.fromF32(3.0).bits); // a tie: upwards
    try std.testing.expect(Float8E8M0FNU.fromF32(0).isNan());
}
