// Generated from layout.h v1.2 (sha256 6cf437b88de0) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Zig lays out every struct and enum of this package
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `layout.h`), each selected by
//! `builtin.target`. Compiling the package for one of these targets evaluates
//! its asserts; a difference stops the build naming the type, field and target:
//!
//! - `x86_64-linux-gnu`: `builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
//! - `i686-linux-gnu`: `builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4`
//! - `x86_64-pc-windows-msvc`: `builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8`
//!
//! The values of the enumerators and macros are asserted too (whatever the
//! target), so an edit of the generated code cannot change one unnoticed.

const builtin = @import("builtin");
const root = @import("root");
const std = @import("std");
const c = @import("dlpack.zig");

/// One layout fact: `what` of `subject` on `triple` must be `want`.
fn expect(comptime subject: []const u8, comptime what: []const u8, comptime triple: []const u8, comptime got: usize, comptime want: usize) void {
    if (got != want)
        @compileError(std.fmt.comptimePrint("{s}: {s} is {d} in Zig but {d} in C on {s}; regenerate the package", .{ subject, what, got, want, triple }));
}

/// The targets of the schema whose layout this package knows.
pub const targets = [_][]const u8{
    "x86_64-linux-gnu",
    "i686-linux-gnu",
    "x86_64-pc-windows-msvc",
};

/// The target of the schema being compiled for, or null when it is none of them.
pub const current_target: ?[]const u8 = if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "x86_64-linux-gnu" else if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) "i686-linux-gnu" else if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) "x86_64-pc-windows-msvc" else null;

/// Whether the root source file opts out of the layout check on a target the
/// schema does not list: `pub const dlpack_unchecked_layout = true;`.
pub const unchecked_layout = @hasDecl(root, "dlpack_unchecked_layout") and root.dlpack_unchecked_layout;

// Any other target: the layout is unchecked, so the package stops (fails closed).
comptime {
    if (current_target == null and !unchecked_layout)
        @compileError("dlpack: the target " ++ @tagName(builtin.target.cpu.arch) ++ "-" ++ @tagName(builtin.target.os.tag) ++ "-" ++
            @tagName(builtin.target.abi) ++ " is none of the schema's targets (x86_64-linux-gnu, i686-linux-gnu, x86_64-pc-windows-msvc), so the layout of " ++
            "the C types cannot be checked for it: regenerate the package with the target among the schema's targets, or " ++
            "declare `pub const dlpack_unchecked_layout = true;` in the root source file to build it unchecked");
}

comptime {
    // `x86_64-linux-gnu` (64-bit).
    if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLCaseLayout", "size", "x86_64-linux-gnu", @sizeOf(c.DLCaseLayout), 64);
        expect("DLCaseLayout", "alignment", "x86_64-linux-gnu", @alignOf(c.DLCaseLayout), 8);
        expect("DLCaseLayout.native", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "native"), 0);
        expect("DLCaseLayout.count", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "count"), 8);
        expect("DLCaseLayout.data", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "data"), 16);
        expect("DLCaseLayout.wide", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "wide"), 24);
        expect("DLCaseLayout.real", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "real"), 32);
        expect("DLCaseLayout.pair", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "pair"), 40);
        expect("DLCaseLayout.small", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "small"), 44);
        expect("DLCaseLayout.callback", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "callback"), 48);
        expect("DLCaseLayout.shape", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseLayout, "shape"), 56);
        expect("DLCaseAligned", "size", "x86_64-linux-gnu", @sizeOf(c.DLCaseAligned), 96);
        expect("DLCaseAligned", "alignment", "x86_64-linux-gnu", @alignOf(c.DLCaseAligned), 16);
        expect("DLCaseAligned.tag", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseAligned, "tag"), 0);
        expect("DLCaseAligned.block", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseAligned, "block"), 16);
        expect("DLCaseAligned.inner", "offset", "x86_64-linux-gnu", @offsetOf(c.DLCaseAligned, "inner"), 32);
        expect("DLSmall", "size", "x86_64-linux-gnu", @sizeOf(c.DLSmall), 4);
        expect("DLSmall", "alignment", "x86_64-linux-gnu", @alignOf(c.DLSmall), 4);
    }
}

comptime {
    // `i686-linux-gnu` (32-bit).
    if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) {
        expect("DLCaseLayout", "size", "i686-linux-gnu", @sizeOf(c.DLCaseLayout), 44);
        expect("DLCaseLayout", "alignment", "i686-linux-gnu", @alignOf(c.DLCaseLayout), 4);
        expect("DLCaseLayout.native", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "native"), 0);
        expect("DLCaseLayout.count", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "count"), 4);
        expect("DLCaseLayout.data", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "data"), 8);
        expect("DLCaseLayout.wide", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "wide"), 12);
        expect("DLCaseLayout.real", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "real"), 20);
        expect("DLCaseLayout.pair", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "pair"), 28);
        expect("DLCaseLayout.small", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "small"), 32);
        expect("DLCaseLayout.callback", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "callback"), 36);
        expect("DLCaseLayout.shape", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseLayout, "shape"), 40);
        expect("DLCaseAligned", "size", "i686-linux-gnu", @sizeOf(c.DLCaseAligned), 80);
        expect("DLCaseAligned", "alignment", "i686-linux-gnu", @alignOf(c.DLCaseAligned), 16);
        expect("DLCaseAligned.tag", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseAligned, "tag"), 0);
        expect("DLCaseAligned.block", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseAligned, "block"), 16);
        expect("DLCaseAligned.inner", "offset", "i686-linux-gnu", @offsetOf(c.DLCaseAligned, "inner"), 32);
        expect("DLSmall", "size", "i686-linux-gnu", @sizeOf(c.DLSmall), 4);
        expect("DLSmall", "alignment", "i686-linux-gnu", @alignOf(c.DLSmall), 4);
    }
}

comptime {
    // `x86_64-pc-windows-msvc` (64-bit).
    if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) {
        expect("DLCaseLayout", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLCaseLayout), 64);
        expect("DLCaseLayout", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLCaseLayout), 8);
        expect("DLCaseLayout.native", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "native"), 0);
        expect("DLCaseLayout.count", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "count"), 8);
        expect("DLCaseLayout.data", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "data"), 16);
        expect("DLCaseLayout.wide", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "wide"), 24);
        expect("DLCaseLayout.real", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "real"), 32);
        expect("DLCaseLayout.pair", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "pair"), 40);
        expect("DLCaseLayout.small", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "small"), 44);
        expect("DLCaseLayout.callback", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "callback"), 48);
        expect("DLCaseLayout.shape", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseLayout, "shape"), 56);
        expect("DLCaseAligned", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLCaseAligned), 96);
        expect("DLCaseAligned", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLCaseAligned), 16);
        expect("DLCaseAligned.tag", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseAligned, "tag"), 0);
        expect("DLCaseAligned.block", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseAligned, "block"), 16);
        expect("DLCaseAligned.inner", "offset", "x86_64-pc-windows-msvc", @offsetOf(c.DLCaseAligned, "inner"), 32);
        expect("DLSmall", "size", "x86_64-pc-windows-msvc", @sizeOf(c.DLSmall), 4);
        expect("DLSmall", "alignment", "x86_64-pc-windows-msvc", @alignOf(c.DLSmall), 4);
    }
}

// Enumerator and macro values, as dlpack.h defines them.
comptime {
    if (@backingInt(c.DLSmall.small_a) != 1) @compileError("DLSmall.small_a is not kDLSmallA (1)");
    if (@backingInt(c.DLSmall.small_b) != 2) @compileError("DLSmall.small_b is not kDLSmallB (2)");
    if (c.DLPACK_MAJOR_VERSION != 1) @compileError("DLPACK_MAJOR_VERSION is not 1");
    if (c.DLPACK_MINOR_VERSION != 2) @compileError("DLPACK_MINOR_VERSION is not 2");
}
