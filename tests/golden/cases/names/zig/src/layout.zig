// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Zig lays out every struct and enum of this package
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `names.h`), each selected by
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
        expect("DLWords", "size", "x86_64-linux-gnu", @sizeOf(c.DLWords), 40);
        expect("DLWords", "alignment", "x86_64-linux-gnu", @alignOf(c.DLWords), 8);
        expect("DLWords.type", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "type"), 0);
        expect("DLWords.@\"fn\"", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "fn"), 4);
        expect("DLWords.match", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "match"), 8);
        expect("DLWords.@\"var\"", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "var"), 16);
        expect("DLWords.@\"error\"", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "error"), 24);
        expect("DLWords.@\"test\"", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "test"), 25);
        expect("DLWords.self", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "self"), 26);
        expect("DLWords.loop", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "loop"), 28);
        expect("DLWords.code", "offset", "x86_64-linux-gnu", @offsetOf(c.DLWords, "code"), 32);
        expect("DLAsync", "size", "x86_64-linux-gnu", @sizeOf(c.DLAsync), 48);
        expect("DLAsync", "alignment", "x86_64-linux-gnu", @alignOf(c.DLAsync), 8);
        expect("DLAsync.words", "offset", "x86_64-linux-gnu", @offsetOf(c.DLAsync, "words"), 0);
        expect("DLAsync.async", "offset", "x86_64-linux-gnu", @offsetOf(c.DLAsync, "async"), 40);
        expect("DLAsync.@\"defer\"", "offset", "x86_64-linux-gnu", @offsetOf(c.DLAsync, "defer"), 44);
        expect("DLWordCode", "size", "x86_64-linux-gnu", @sizeOf(c.DLWordCode), 4);
        expect("DLWordCode", "alignment", "x86_64-linux-gnu", @alignOf(c.DLWordCode), 4);
    }
}

// Enumerator and macro values, as dlpack.h defines them.
comptime {
    if (@backingInt(c.DLWordCode.type) != 0) @compileError("DLWordCode.type is not kDLType (0)");
    if (@backingInt(c.DLWordCode.@"fn") != 1) @compileError("DLWordCode.@\"fn\" is not kDLFn (1)");
    if (@backingInt(c.DLWordCode.@"error") != 2) @compileError("DLWordCode.@\"error\" is not kDLError (2)");
    if (@backingInt(c.DLWordCode.@"true") != 3) @compileError("DLWordCode.@\"true\" is not kDLTrue (3)");
    if (@backingInt(c.DLWordCode.self) != 4) @compileError("DLWordCode.self is not kDLSelf (4)");
    if (c.DLPACK_MAJOR_VERSION != 1) @compileError("DLPACK_MAJOR_VERSION is not 1");
    if (c.DLPACK_MINOR_VERSION != 0) @compileError("DLPACK_MINOR_VERSION is not 0");
    if (c.DLCASE_WORDS_MAX != 4) @compileError("DLCASE_WORDS_MAX is not 4");
}
