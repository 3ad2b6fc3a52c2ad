// Generated from layout.h v1.2 (sha256 6cf437b88de0) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Zig, generated from `layout.h` (DLPack 1.2).
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
pub const header_file = "layout.h";
/// SHA-256 of that dlpack.h.
pub const header_sha256 = "6cf437b88de0d8ecc413ab60b2d5f945621729074b8f6d216d142fd34a093a4e";
/// The DLPack version that dlpack.h declares; `null` when it declares none.
pub const header_version: ?safe.Version = .{ .major = 1, .minor = 2 };

// ---- Integer macros ---------------------------------------------------------

/// The C macro `DLPACK_MAJOR_VERSION`.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The C macro `DLPACK_MINOR_VERSION`.
pub const DLPACK_MINOR_VERSION: u32 = 2;

// ---- enum DLSmall ----------------------------------------------------------

/// The integer type C gives `DLSmall` on the target being compiled for
/// (on a target the schema does not list: the first target's).
pub const DLSmallTag = if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) i32 else u32;

/// Small.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
pub const DLSmall = enum(DLSmallTag) {
    /// C: `kDLSmallA`.
    small_a = 1,
    /// C: `kDLSmallB`.
    small_b = 2,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLSmall) ?[]const u8 {
        return switch (self) {
            .small_a => "kDLSmallA",
            .small_b => "kDLSmallB",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLSmall, []const u8 }{
        .{ DLSmall.small_a, "kDLSmallA" },
        .{ DLSmall.small_b, "kDLSmallB" },
    };
};

// ---- struct DLCaseLayout ---------------------------------------------------------

/// Every field whose size or alignment a target decides.
pub const DLCaseLayout = extern struct {
    /// 8 bytes on LP64, 4 on ILP32 and LLP64.
    native: c_long = std.mem.zeroes(c_long),
    /// The C field `count`.
    count: usize = std.mem.zeroes(usize),
    /// The C field `data`.
    data: ?*anyopaque = std.mem.zeroes(?*anyopaque),
    /// Aligned to 4 on i686.
    wide: i64 = std.mem.zeroes(i64),
    /// The C field `real`.
    real: f64 = std.mem.zeroes(f64),
    /// The C field `pair`.
    pair: [2]u16 = std.mem.zeroes([2]u16),
    /// The C field `small`.
    small: DLSmall = std.mem.zeroes(DLSmall),
    /// The C field `callback`.
    callback: DLCaseCallback = std.mem.zeroes(DLCaseCallback),
    /// The C field `shape`.
    shape: ?[*]const i64 = std.mem.zeroes(?[*]const i64),
};

// ---- struct DLCaseAligned ---------------------------------------------------------

/// A declared alignment.
pub const DLCaseAligned = extern struct {
    /// The C field `tag`.
    tag: u8 = std.mem.zeroes(u8),
    /// The C field `block`.
    block: [16]u8 align(@max(16, @alignOf([16]u8))) = std.mem.zeroes([16]u8),
    /// The C field `inner`.
    inner: DLCaseLayout = std.mem.zeroes(DLCaseLayout),
};

// ---- Function-pointer typedefs ----------------------------------------------

/// A callback the struct holds.
pub const DLCaseCallback = ?*const fn (ctx: ?*anyopaque, code: i64) callconv(.c) void;

test {
    _ = element;
    _ = safe;
    _ = @import("safe_tests.zig");
    _ = @import("minifloat.zig");
}
