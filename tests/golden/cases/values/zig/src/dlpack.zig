// Generated from values.h v1.3 (sha256 ecc9ce36c299) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Zig, generated from `values.h` (DLPack 1.3).
//!
//! - The C declarations: `extern struct`s with the C names and fields; every C
//!   enum as a non-exhaustive `enum(<its exact C integer type>)` with `_`, so a
//!   value this header does not know (from a newer producer) is legal; function
//!   pointers as optional pointers to `fn (...) callconv(.c)`; integer macros as
//!   typed constants.
//! - `layout` asserts at compile time that Zig lays every struct and enum out as
//!   C does, for each target of the schema, selected by `builtin.target`.
//! - `safe`: shape and strides as slices, an owner of managed tensors whose
//!   `deinit()` calls the deleter exactly once, the text form of a dtype, and
//!   typed reads of any tensor (`slice`, `get`, `elements`).
//! - `element`: the Zig type of each dtype (with `BFloat16` and `Complex`), and
//!   `fromSlice`, a managed tensor that owns a slice and its allocator.
//! - `python`: Python capsules by the DLPack protocol (`fromDlpack`,
//!   `exportSlice`), through CPython functions the process that loads the code provides.

const builtin = @import("builtin");
const std = @import("std");

pub const element = @import("element.zig");
pub const layout = @import("layout.zig");
/// Python capsules (src/python.zig): referenced, and its CPython functions
/// needed, only when used.
pub const python = @import("python.zig");
pub const safe = @import("safe.zig");

comptime {
    _ = layout; // the comptime asserts hold for every build of the package
}

/// The dlpack.h this package was generated from.
pub const header_file = "values.h";
/// SHA-256 of that dlpack.h.
pub const header_sha256 = "ecc9ce36c2997e01d42d1f0d7219602d5d2da1c666fdf5786b119a9a982e2564";
/// The DLPack version that dlpack.h declares; `null` when it declares none.
pub const header_version: ?safe.Version = .{ .major = 1, .minor = 3 };

// ---- Integer macros ---------------------------------------------------------

/// The C macro `DLPACK_MAJOR_VERSION`.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The C macro `DLPACK_MINOR_VERSION`.
pub const DLPACK_MINOR_VERSION: u32 = 3;

/// Flags, as DLPack spells its bitmasks.
pub const DLCASE_FLAG_A: u32 = 1;

/// The C macro `DLCASE_FLAG_TOP`.
pub const DLCASE_FLAG_TOP: u64 = 9223372036854775808;

/// The C macro `DLCASE_NEGATIVE`.
pub const DLCASE_NEGATIVE: i32 = -3;

/// The C macro `DLCASE_HEX`.
pub const DLCASE_HEX: u32 = 127;

// ---- enum DLEnds ----------------------------------------------------------

/// The integer type C gives `DLEnds` on the target being compiled for
/// (the same on every target of the schema).
pub const DLEndsTag = u64;

/// Unsigned ends: `2^63` and `2^64 - 1`.
///
/// Text a comment must hold: a closing \*/ marker, `backticks`, \<T\> in angles,
/// a backslash \\\\ and naïve “quotes”.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
pub const DLEnds = enum(DLEndsTag) {
    /// C: `kDLEndOne`.
    end_one = 1,
    /// C: `kDLEndHigh`.
    end_high = 9223372036854775808,
    /// C: `kDLEndMax`.
    end_max = 18446744073709551615,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLEnds) ?[]const u8 {
        return switch (self) {
            .end_one => "kDLEndOne",
            .end_high => "kDLEndHigh",
            .end_max => "kDLEndMax",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLEnds, []const u8 }{
        .{ DLEnds.end_one, "kDLEndOne" },
        .{ DLEnds.end_high, "kDLEndHigh" },
        .{ DLEnds.end_max, "kDLEndMax" },
    };
};

// ---- enum DLSignedEnds ----------------------------------------------------------

/// The integer type C gives `DLSignedEnds` on the target being compiled for
/// (the same on every target of the schema).
pub const DLSignedEndsTag = i64;

/// Signed ends and an implicit value after a negative one.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
pub const DLSignedEnds = enum(DLSignedEndsTag) {
    /// C: `kDLSignedMin`.
    signed_min = -9223372036854775808,
    /// C: `kDLSignedMinus`.
    signed_minus = -2,
    /// C: `kDLSignedNext`.
    signed_next = -1,
    /// C: `kDLSignedMax`.
    signed_max = 9223372036854775807,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLSignedEnds) ?[]const u8 {
        return switch (self) {
            .signed_min => "kDLSignedMin",
            .signed_minus => "kDLSignedMinus",
            .signed_next => "kDLSignedNext",
            .signed_max => "kDLSignedMax",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLSignedEnds, []const u8 }{
        .{ DLSignedEnds.signed_min, "kDLSignedMin" },
        .{ DLSignedEnds.signed_minus, "kDLSignedMinus" },
        .{ DLSignedEnds.signed_next, "kDLSignedNext" },
        .{ DLSignedEnds.signed_max, "kDLSignedMax" },
    };
};

// ---- enum DLByte ----------------------------------------------------------

/// The integer type C gives `DLByte` on the target being compiled for
/// (the same on every target of the schema).
pub const DLByteTag = u32;

/// A small range.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
pub const DLByte = enum(DLByteTag) {
    /// C: `kDLByteZero`.
    byte_zero = 0,
    /// C: `kDLByteTop`.
    byte_top = 255,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLByte) ?[]const u8 {
        return switch (self) {
            .byte_zero => "kDLByteZero",
            .byte_top => "kDLByteTop",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLByte, []const u8 }{
        .{ DLByte.byte_zero, "kDLByteZero" },
        .{ DLByte.byte_top, "kDLByteTop" },
    };
};

// ---- struct DLValues ---------------------------------------------------------

/// Flags, as DLPack spells its bitmasks.
pub const DLValues = extern struct {
    /// The C field `ends`.
    ends: DLEnds = std.mem.zeroes(DLEnds),
    /// The C field `signed_ends`.
    signed_ends: DLSignedEnds = std.mem.zeroes(DLSignedEnds),
    /// The C field `byte`.
    byte: DLByte = std.mem.zeroes(DLByte),
    /// The C field `flags`.
    flags: u64 = std.mem.zeroes(u64),
};

test {
    _ = element;
    _ = safe;
    _ = @import("safe_tests.zig");
    _ = @import("minifloat.zig");
}
