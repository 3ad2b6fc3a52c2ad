// Generated from values.h v1.3 (sha256 ecc9ce36c299) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Zig lays out every struct and enum of this package
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `values.h`), each selected by
//! `builtin.target`. Compiling the package for one of these targets evaluates
//! its asserts; a difference stops the build naming the type, field and target:
//!
//! - `x86_64-linux-gnu`: `builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8`
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
};

/// The target of the schema being compiled for, or null when it is none of them.
pub const current_target: ?[]const u8 = if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) "x86_64-linux-gnu" else null;

/// Whether the root source file opts out of the layout check on a target the
/// schema does not list: `pub const dlpack_unchecked_layout = true;`.
pub const unchecked_layout = @hasDecl(root, "dlpack_unchecked_layout") and root.dlpack_unchecked_layout;

// Any other target: the layout is unchecked, so the package stops (fails closed).
comptime {
    if (current_target == null and !unchecked_layout)
        @compileError("dlpack: the target " ++ @tagName(builtin.target.cpu.arch) ++ "-" ++ @tagName(builtin.target.os.tag) ++ "-" ++
            @tagName(builtin.target.abi) ++ " is none of the schema's targets (x86_64-linux-gnu), so the layout of " ++
            "the C types cannot be checked for it: regenerate the package with the target among the schema's targets, or " ++
            "declare `pub const dlpack_unchecked_layout = true;` in the root source file to build it unchecked");
}

comptime {
    // `x86_64-linux-gnu` (64-bit).
    if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) {
        expect("DLValues", "size", "x86_64-linux-gnu", @sizeOf(c.DLValues), 32);
        expect("DLValues", "alignment", "x86_64-linux-gnu", @alignOf(c.DLValues), 8);
        expect("DLValues.ends", "offset", "x86_64-linux-gnu", @offsetOf(c.DLValues, "ends"), 0);
        expect("DLValues.signed_ends", "offset", "x86_64-linux-gnu", @offsetOf(c.DLValues, "signed_ends"), 8);
        expect("DLValues.byte", "offset", "x86_64-linux-gnu", @offsetOf(c.DLValues, "byte"), 16);
        expect("DLValues.flags", "offset", "x86_64-linux-gnu", @offsetOf(c.DLValues, "flags"), 24);
        expect("DLEnds", "size", "x86_64-linux-gnu", @sizeOf(c.DLEnds), 8);
        expect("DLEnds", "alignment", "x86_64-linux-gnu", @alignOf(c.DLEnds), 8);
        expect("DLSignedEnds", "size", "x86_64-linux-gnu", @sizeOf(c.DLSignedEnds), 8);
        expect("DLSignedEnds", "alignment", "x86_64-linux-gnu", @alignOf(c.DLSignedEnds), 8);
        expect("DLByte", "size", "x86_64-linux-gnu", @sizeOf(c.DLByte), 4);
        expect("DLByte", "alignment", "x86_64-linux-gnu", @alignOf(c.DLByte), 4);
    }
}

// Enumerator and macro values, as dlpack.h defines them.
comptime {
    if (@backingInt(c.DLEnds.end_one) != 1) @compileError("DLEnds.end_one is not kDLEndOne (1)");
    if (@backingInt(c.DLEnds.end_high) != 9223372036854775808) @compileError("DLEnds.end_high is not kDLEndHigh (9223372036854775808)");
    if (@backingInt(c.DLEnds.end_max) != 18446744073709551615) @compileError("DLEnds.end_max is not kDLEndMax (18446744073709551615)");
    if (@backingInt(c.DLSignedEnds.signed_min) != -9223372036854775808) @compileError("DLSignedEnds.signed_min is not kDLSignedMin (-9223372036854775808)");
    if (@backingInt(c.DLSignedEnds.signed_minus) != -2) @compileError("DLSignedEnds.signed_minus is not kDLSignedMinus (-2)");
    if (@backingInt(c.DLSignedEnds.signed_next) != -1) @compileError("DLSignedEnds.signed_next is not kDLSignedNext (-1)");
    if (@backingInt(c.DLSignedEnds.signed_max) != 9223372036854775807) @compileError("DLSignedEnds.signed_max is not kDLSignedMax (9223372036854775807)");
    if (@backingInt(c.DLByte.byte_zero) != 0) @compileError("DLByte.byte_zero is not kDLByteZero (0)");
    if (@backingInt(c.DLByte.byte_top) != 255) @compileError("DLByte.byte_top is not kDLByteTop (255)");
    if (c.DLPACK_MAJOR_VERSION != 1) @compileError("DLPACK_MAJOR_VERSION is not 1");
    if (c.DLPACK_MINOR_VERSION != 3) @compileError("DLPACK_MINOR_VERSION is not 3");
    if (c.DLCASE_FLAG_A != 1) @compileError("DLCASE_FLAG_A is not 1");
    if (c.DLCASE_FLAG_TOP != 9223372036854775808) @compileError("DLCASE_FLAG_TOP is not 9223372036854775808");
    if (c.DLCASE_NEGATIVE != -3) @compileError("DLCASE_NEGATIVE is not -3");
    if (c.DLCASE_HEX != 127) @compileError("DLCASE_HEX is not 127");
}
