//! The report of the translate-c cross-check (tests/outputs/zig/crosscheck/build.zig),
//! run on the host after every target's object compiled (that is, after every
//! comparison of xcheck.zig held):
//!
//!   xcheck-report HEADER (TARGET OBJECT TRANSLATED.zig)...
//!
//! For each target, reads the summary xcheck.zig exported into OBJECT
//! (`DLPACKGEN-XCHECK|...|END`), prints its counts, and checks the other way
//! round that nothing the header declares went uncompared: every
//! `extern struct` and every enumerator constant that TRANSLATED.zig declares
//! under a name HEADER mentions (so not the libc's), and every `#define` of
//! HEADER to an integer constant expression, must be among the names compared.
//! Exits 1 naming what is missing, or when a target compared no struct, field
//! or enumerator.
const std = @import("std");

const Summary = struct {
    target: []const u8 = "",
    facts: []const u8 = "0",
    structs: []const u8 = "0",
    fields: []const u8 = "0",
    enums: []const u8 = "0",
    enumerators: []const u8 = "0",
    macros: []const u8 = "0",
    fnptrs: []const u8 = "0",
    struct_names: []const u8 = "",
    enumerator_names: []const u8 = "",
    macro_names: []const u8 = "",
    fnptr_names: []const u8 = "",
    skipped_macros: []const u8 = "",
};

fn parseSummary(object: []const u8) ?Summary {
    const start = std.mem.indexOf(u8, object, "DLPACKGEN-XCHECK|") orelse return null;
    const end = std.mem.indexOfPos(u8, object, start, "|END") orelse return null;
    var s: Summary = .{};
    var it = std.mem.splitScalar(u8, object[start + "DLPACKGEN-XCHECK|".len .. end], '|');
    while (it.next()) |kv| {
        const eq = std.mem.indexOfScalar(u8, kv, '=') orelse continue;
        const key = kv[0..eq];
        const value = kv[eq + 1 ..];
        inline for (@typeInfo(Summary).@"struct".field_names) |f| {
            if (std.mem.eql(u8, key, f)) @field(s, f) = value;
        }
    }
    return s;
}

fn isIdent(ch: u8) bool {
    return std.ascii.isAlphanumeric(ch) or ch == '_';
}

/// Whether `word` occurs in `text` as a whole identifier.
fn mentions(text: []const u8, word: []const u8) bool {
    var pos: usize = 0;
    while (std.mem.indexOfPos(u8, text, pos, word)) |i| {
        const before_ok = i == 0 or !isIdent(text[i - 1]);
        const after = i + word.len;
        const after_ok = after >= text.len or !isIdent(text[after]);
        if (before_ok and after_ok) return true;
        pos = i + 1;
    }
    return false;
}

fn inList(list: []const u8, name: []const u8) bool {
    var it = std.mem.splitScalar(u8, list, ',');
    while (it.next()) |n| if (std.mem.eql(u8, n, name)) return true;
    return false;
}

fn leadingIdent(s: []const u8) []const u8 {
    var n: usize = 0;
    while (n < s.len and isIdent(s[n])) n += 1;
    return s[0..n];
}

/// A `#define` value that is an integer constant expression: digits, integer
/// suffixes, hex digits, parentheses and operators only (no identifiers).
fn isIntegerExpr(value: []const u8) bool {
    const v = std.mem.trim(u8, value, " \t\r");
    if (v.len == 0) return false;
    var has_digit = false;
    var i: usize = 0;
    while (i < v.len) : (i += 1) {
        const ch = v[i];
        if (std.ascii.isDigit(ch)) {
            has_digit = true;
            // A numeric literal: digits, hex digits, x, and U/L suffixes.
            while (i + 1 < v.len and (std.ascii.isHex(v[i + 1]) or v[i + 1] == 'x' or v[i + 1] == 'X' or
                v[i + 1] == 'u' or v[i + 1] == 'U' or v[i + 1] == 'l' or v[i + 1] == 'L')) i += 1;
        } else if (std.mem.indexOfScalar(u8, " \t()<>|&+-*~", ch) == null) {
            return false;
        }
    }
    return has_digit;
}

var problems: usize = 0;

fn problem(comptime fmt: []const u8, args: anytype) void {
    std.debug.print("xcheck PROBLEM: " ++ fmt ++ "\n", args);
    problems += 1;
}

pub fn main(init: std.process.Init) !void {
    const arena = init.arena.allocator();
    const io = init.io;
    const args = try init.minimal.args.toSlice(arena);
    if (args.len < 2 or (args.len - 2) % 3 != 0) {
        std.debug.print("usage: xcheck-report HEADER (TARGET OBJECT TRANSLATED.zig)...\n", .{});
        std.process.exit(2);
    }
    const cwd = std.Io.Dir.cwd();
    const header = try cwd.readFileAlloc(io, args[1], arena, .limited(16 << 20));
    const header_name = std.fs.path.basename(args[1]);

    // The header's integer #defines.
    var macros: std.ArrayList([]const u8) = .empty;
    var lines = std.mem.splitScalar(u8, header, '\n');
    while (lines.next()) |raw| {
        var line = std.mem.trim(u8, raw, " \t\r");
        if (!std.mem.startsWith(u8, line, "#")) continue;
        line = std.mem.trimStart(u8, line[1..], " \t");
        if (!std.mem.startsWith(u8, line, "define")) continue;
        line = std.mem.trimStart(u8, line["define".len..], " \t");
        const name = leadingIdent(line);
        if (name.len == 0 or (name.len < line.len and line[name.len] == '(')) continue; // function-like
        if (isIntegerExpr(line[name.len..])) try macros.append(arena, name);
    }

    var i: usize = 2;
    while (i < args.len) : (i += 3) {
        const target = args[i];
        const object = try cwd.readFileAlloc(io, args[i + 1], arena, .limited(256 << 20));
        const translated = try cwd.readFileAlloc(io, args[i + 2], arena, .limited(64 << 20));
        const s = parseSummary(object) orelse {
            problem("{s}: no DLPACKGEN-XCHECK summary in {s}", .{ target, args[i + 1] });
            continue;
        };
        std.debug.print(
            "xcheck {s} {s}: {s} facts compared: {s} structs ({s} fields), {s} enums ({s} enumerators), {s} macros, {s} function pointers{s}{s}\n",
            .{
                header_name,                                                                 target,           s.facts, s.structs, s.fields, s.enums, s.enumerators, s.macros, s.fnptrs,
                if (s.skipped_macros.len > 0) "; not in the translation, skipped: " else "", s.skipped_macros,
            },
        );
        if (std.mem.eql(u8, s.structs, "0") or std.mem.eql(u8, s.fields, "0") or std.mem.eql(u8, s.enumerators, "0"))
            problem("{s}: compared too little (structs {s}, fields {s}, enumerators {s})", .{ target, s.structs, s.fields, s.enumerators });

        // What translate-c declared under names of the header.
        var tl = std.mem.splitScalar(u8, translated, '\n');
        while (tl.next()) |line| {
            const rest = if (std.mem.startsWith(u8, line, "pub const ")) line["pub const ".len..] else continue;
            const name = leadingIdent(rest);
            const after = rest[name.len..];
            if (std.mem.startsWith(u8, after, " = extern struct")) {
                const cname = if (std.mem.startsWith(u8, name, "struct_")) name["struct_".len..] else name;
                if (mentions(header, cname) and !inList(s.struct_names, cname))
                    problem("{s}: C declares struct {s}, the package does not (or it was not compared)", .{ target, cname });
            } else if (std.mem.startsWith(u8, after, ": c_int = ") or std.mem.startsWith(u8, after, ": c_uint = ")) {
                // translate-c's enumerator constants.
                if (mentions(header, name) and !inList(s.enumerator_names, name))
                    problem("{s}: C declares enumerator {s}, no c_names of the package lists it", .{ target, name });
            }
        }
        for (macros.items) |m| {
            if (!inList(s.macro_names, m))
                problem("{s}: {s} #defines {s} to an integer, the package has no such constant (or it was not compared)", .{ target, header_name, m });
        }
    }
    if (problems > 0) {
        std.debug.print("xcheck {s}: {d} problem(s)\n", .{ header_name, problems });
        std.process.exit(1);
    }
}
