// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Zig, generated from `names.h` (DLPack 1.0).
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
pub const header_file = "names.h";
/// SHA-256 of that dlpack.h.
pub const header_sha256 = "e8849bc75d12b28e9f0ab72fc0eba872c45ec5e93350e3991f5cd5d3b989be7f";
/// The DLPack version that dlpack.h declares; `null` when it declares none.
pub const header_version: ?safe.Version = .{ .major = 1, .minor = 0 };

// ---- Integer macros ---------------------------------------------------------

/// The C macro `DLPACK_MAJOR_VERSION`.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The C macro `DLPACK_MINOR_VERSION`.
pub const DLPACK_MINOR_VERSION: u32 = 0;

/// The C macro `DLCASE_WORDS_MAX`.
pub const DLCASE_WORDS_MAX: u32 = 4;

// ---- enum DLWordCode ----------------------------------------------------------

/// The integer type C gives `DLWordCode` on the target being compiled for
/// (the same on every target of the schema).
pub const DLWordCodeTag = u32;

/// Enumerators that are words of a language once the prefix is stripped.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
pub const DLWordCode = enum(DLWordCodeTag) {
    /// C: `kDLType`.
    type = 0,
    /// C: `kDLFn`.
    @"fn" = 1,
    /// C: `kDLError`.
    @"error" = 2,
    /// C: `kDLTrue`.
    @"true" = 3,
    /// C: `kDLSelf`.
    self = 4,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLWordCode) ?[]const u8 {
        return switch (self) {
            .type => "kDLType",
            .@"fn" => "kDLFn",
            .@"error" => "kDLError",
            .@"true" => "kDLTrue",
            .self => "kDLSelf",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLWordCode, []const u8 }{
        .{ DLWordCode.type, "kDLType" },
        .{ DLWordCode.@"fn", "kDLFn" },
        .{ DLWordCode.@"error", "kDLError" },
        .{ DLWordCode.@"true", "kDLTrue" },
        .{ DLWordCode.self, "kDLSelf" },
    };
};

// ---- struct DLWords ---------------------------------------------------------

/// Fields named as reserved words of C++, Rust or Zig.
pub const DLWords = extern struct {
    /// Rust and Zig: a keyword.
    type: i32 = std.mem.zeroes(i32),
    /// The C field `fn`.
    @"fn": i32 = std.mem.zeroes(i32),
    /// The C field `match`.
    match: i32 = std.mem.zeroes(i32),
    /// The C field `var`.
    @"var": i64 = std.mem.zeroes(i64),
    /// The C field `error`.
    @"error": u8 = std.mem.zeroes(u8),
    /// The C field `test`.
    @"test": u8 = std.mem.zeroes(u8),
    /// The C field `self`.
    self: i16 = std.mem.zeroes(i16),
    /// The C field `loop`.
    loop: i16 = std.mem.zeroes(i16),
    /// The C field `code`.
    code: DLWordCode = std.mem.zeroes(DLWordCode),
};

// ---- struct DLAsync ---------------------------------------------------------

/// A struct named as a word, through a typedef of another name.
pub const DLAsync = extern struct {
    /// The C field `words`.
    words: DLWords = std.mem.zeroes(DLWords),
    /// The C field `async`.
    async: i32 = std.mem.zeroes(i32),
    /// The C field `defer`.
    @"defer": i32 = std.mem.zeroes(i32),
};

// ---- Function-pointer typedefs ----------------------------------------------

/// A parameter named as a word.
pub const DLWordFn = ?*const fn (self: ?*DLAsync, type: i32) callconv(.c) i32;

test {
    _ = element;
    _ = safe;
    _ = @import("safe_tests.zig");
    _ = @import("minifloat.zig");
}
