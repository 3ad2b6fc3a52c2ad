//! The translate-c cross-check, for the target being compiled for
//! (tests/outputs/zig/crosscheck/build.zig): the generated package ("dlpack") against
//! what Zig's translate-c made of the same dlpack.h ("c"), compared at compile
//! time by reflection alone, whatever the header declares:
//!
//! - every `extern struct` of the package: size and alignment, and for every
//!   field of the C struct (by name): offset, size, alignment and type (an
//!   integer's width and signedness, an enum's tag against C's integer,
//!   pointers' constness and pointee, function pointers' parameters, return
//!   type and calling convention, a struct by its C name); a field either side
//!   lacks is an error;
//! - every enum (with `c_names`): size, alignment and the tag type against C's
//!   enum type, and the value of every `c_names` entry against translate-c's
//!   constant of that C name;
//! - every function-pointer typedef: its type, as for fields;
//! - every integer constant whose name the translation also declares (the
//!   macros): its value (the others are listed as skipped).
//!
//! The first difference fails the compile: "xcheck MISMATCH on <target>:
//! <type.field>: ...". The counts and the names compared are exported as one
//! string (`dlpackgen_xcheck_summary`) that report.zig reads from the object.
const std = @import("std");
const dl = @import("dlpack");
const c = @import("c");

/// The target triple as build.zig was given it (`wasm32-freestanding`, not `...-none`).
const target_name = @import("xcheck_options").triple;

fn fail(comptime fmt: []const u8, args: anytype) noreturn {
    @compileError(std.fmt.comptimePrint("xcheck MISMATCH on " ++ target_name ++ ": " ++ fmt, args));
}

const Summary = struct {
    facts: usize = 0,
    structs: usize = 0,
    fields: usize = 0,
    enums: usize = 0,
    enumerators: usize = 0,
    macros: usize = 0,
    fnptrs: usize = 0,
    struct_names: []const u8 = "",
    enumerator_names: []const u8 = "",
    macro_names: []const u8 = "",
    fnptr_names: []const u8 = "",
    skipped_macros: []const u8 = "",
};

fn append(comptime list: []const u8, comptime name: []const u8) []const u8 {
    return if (list.len == 0) name else list ++ "," ++ name;
}

/// One compared number.
fn eq(comptime s: *Summary, comptime subject: []const u8, comptime what: []const u8, comptime zig: anytype, comptime cval: anytype) void {
    s.facts += 1;
    const z: i128 = zig;
    const cc: i128 = cval;
    if (z != cc) fail("{s}: {s} is {d} in Zig but {d} in C", .{ subject, what, z, cc });
}

/// The C name of a struct type either side: the last component of its type
/// name, without translate-c's `struct_` prefix of a tagged struct.
fn cName(comptime T: type) []const u8 {
    const full = @typeName(T);
    const base = if (std.mem.lastIndexOfScalar(u8, full, '.')) |i| full[i + 1 ..] else full;
    return if (std.mem.startsWith(u8, base, "struct_")) base["struct_".len..] else base;
}

fn differ(comptime G: type, comptime C: type) []const u8 {
    return std.fmt.comptimePrint("`{s}` in Zig but `{s}` in C", .{ @typeName(G), @typeName(C) });
}

/// Why the package's type G does not stand for the translated C type C (null: it does).
fn sameType(comptime G: type, comptime C: type) ?[]const u8 {
    if (G == C) return null;
    const ci = @typeInfo(C);
    switch (@typeInfo(G)) {
        .int => |g| {
            if (ci != .int) return differ(G, C);
            // translate-c makes every `char` a u8; the package keeps c_char.
            if (G == c_char and ci.int.bits == 8) return null;
            if (g.bits != ci.int.bits or g.signedness != ci.int.signedness) return differ(G, C);
            return null;
        },
        // A C enum is its integer type; enumerators are separate constants.
        .@"enum" => |e| {
            if (ci != .int) return differ(G, C);
            return if (sameType(e.tag_type, C)) |why| std.fmt.comptimePrint("enum tag: {s}", .{why}) else null;
        },
        .float => |g| return if (ci == .float and ci.float.bits == g.bits) null else differ(G, C),
        .optional => |g| {
            const gp = switch (@typeInfo(g.child)) {
                .pointer => |p| p,
                else => return differ(G, C),
            };
            return switch (ci) {
                .optional => |o| switch (@typeInfo(o.child)) {
                    .pointer => |cp| samePointer(G, C, gp, cp),
                    else => differ(G, C),
                },
                .pointer => |cp| samePointer(G, C, gp, cp),
                else => differ(G, C),
            };
        },
        .pointer => |gp| return switch (ci) {
            .pointer => |cp| samePointer(G, C, gp, cp),
            .optional => |o| switch (@typeInfo(o.child)) {
                .pointer => |cp| samePointer(G, C, gp, cp),
                else => differ(G, C),
            },
            else => differ(G, C),
        },
        // By value or behind a pointer: the same C struct (its layout is compared on its own).
        .@"struct" => |g| {
            if (g.layout != .@"extern" or ci != .@"struct" or ci.@"struct".layout != .@"extern") return differ(G, C);
            return if (std.mem.eql(u8, cName(G), cName(C))) null else differ(G, C);
        },
        .array => |g| {
            if (ci != .array or ci.array.len != g.len) return differ(G, C);
            return if (sameType(g.child, ci.array.child)) |why| std.fmt.comptimePrint("array element: {s}", .{why}) else null;
        },
        .@"fn" => |g| {
            if (ci != .@"fn") return differ(G, C);
            const cf = ci.@"fn";
            if (!std.meta.eql(g.attrs.@"callconv", cf.attrs.@"callconv")) return std.fmt.comptimePrint("calling convention: {s}", .{differ(G, C)});
            if (g.attrs.varargs != cf.attrs.varargs) return std.fmt.comptimePrint("varargs: {s}", .{differ(G, C)});
            if (g.param_types.len != cf.param_types.len)
                return std.fmt.comptimePrint("{d} parameters in Zig but {d} in C", .{ g.param_types.len, cf.param_types.len });
            inline for (g.param_types, cf.param_types, 0..) |gt, ct, i| {
                if (sameType(gt.?, ct.?)) |why| return std.fmt.comptimePrint("parameter {d}: {s}", .{ i, why });
            }
            return if (sameType(g.return_type.?, cf.return_type.?)) |why| std.fmt.comptimePrint("return type: {s}", .{why}) else null;
        },
        .@"opaque" => return if (ci == .@"opaque" and std.mem.eql(u8, cName(G), cName(C))) null else differ(G, C),
        else => return differ(G, C),
    }
}

fn samePointer(comptime G: type, comptime C: type, comptime g: std.lang.Type.Pointer, comptime cp: std.lang.Type.Pointer) ?[]const u8 {
    // C pointers ([*c]) are single or many; a slice never stands for one.
    const size_ok = switch (cp.size) {
        .c => g.size == .one or g.size == .many or g.size == .c,
        else => g.size == cp.size,
    };
    if (!size_ok) return differ(G, C);
    if (g.attrs.@"const" != cp.attrs.@"const" or g.attrs.@"volatile" != cp.attrs.@"volatile")
        return std.fmt.comptimePrint("constness: {s}", .{differ(G, C)});
    return if (sameType(g.child, cp.child)) |why| std.fmt.comptimePrint("pointee: {s}", .{why}) else null;
}

fn checkStruct(comptime s: *Summary, comptime name: []const u8, comptime G: type) void {
    if (!@hasDecl(c, name)) fail("struct {s}: declared by the package, not by the C header", .{name});
    const C = @field(c, name);
    if (@TypeOf(C) != type or @typeInfo(C) != .@"struct") fail("struct {s}: not a struct in C", .{name});
    const ci = @typeInfo(C).@"struct";
    eq(s, name, "size", @sizeOf(G), @sizeOf(C));
    eq(s, name, "alignment", @alignOf(G), @alignOf(C));
    inline for (ci.field_names, ci.field_types) |f, CF| {
        if (!@hasField(G, f)) fail("{s}.{s}: a field of the C struct, missing in the package", .{ name, f });
        const GF = @FieldType(G, f);
        const subject = name ++ "." ++ f;
        eq(s, subject, "offset", @offsetOf(G, f), @offsetOf(C, f));
        eq(s, subject, "size", @sizeOf(GF), @sizeOf(CF));
        eq(s, subject, "alignment", @alignOf(GF), @alignOf(CF));
        s.facts += 1;
        if (sameType(GF, CF)) |why| fail("{s}: type: {s}", .{ subject, why });
        s.fields += 1;
    }
    inline for (@typeInfo(G).@"struct".field_names) |f| {
        if (!@hasField(C, f)) fail("{s}.{s}: a field of the package, not of the C struct", .{ name, f });
    }
    s.structs += 1;
    s.struct_names = append(s.struct_names, name);
}

fn checkEnum(comptime s: *Summary, comptime name: []const u8, comptime E: type) void {
    const ei = @typeInfo(E).@"enum";
    if (!@hasDecl(c, name)) fail("enum {s}: declared by the package, not by the C header", .{name});
    const C = @field(c, name);
    if (@TypeOf(C) != type or @typeInfo(C) != .int) fail("enum {s}: C's is not an integer type", .{name});
    eq(s, name, "size", @sizeOf(E), @sizeOf(C));
    eq(s, name, "alignment", @alignOf(E), @alignOf(C));
    s.facts += 1;
    if (sameType(ei.tag_type, C)) |why| fail("enum {s}: integer type: {s}", .{ name, why });
    inline for (E.c_names) |entry| {
        const cname = entry[1];
        const subject = name ++ "." ++ @tagName(entry[0]) ++ " (" ++ cname ++ ")";
        if (!@hasDecl(c, cname)) fail("{s}: the C header declares no {s}", .{ subject, cname });
        eq(s, subject, "value", @backingInt(entry[0]), @field(c, cname));
        s.enumerators += 1;
        s.enumerator_names = append(s.enumerator_names, cname);
    }
    // Every named value has its C name.
    inline for (ei.field_names) |f| {
        for (E.c_names) |entry| {
            if (entry[0] == @field(E, f)) break;
        } else fail("{s}.{s}: not in {s}.c_names", .{ name, f, name });
    }
    s.enums += 1;
}

fn check() Summary {
    @setEvalBranchQuota(1_000_000);
    var s: Summary = .{};
    inline for (@typeInfo(dl).@"struct".decl_names) |name| {
        const v = @field(dl, name);
        const T = @TypeOf(v);
        if (T == type) {
            switch (@typeInfo(v)) {
                .@"struct" => |st| if (st.layout == .@"extern") checkStruct(&s, name, v),
                .@"enum" => if (@hasDecl(v, "c_names")) checkEnum(&s, name, v) else fail("enum {s}: no c_names to compare by", .{name}),
                .optional => |o| if (@typeInfo(o.child) == .pointer and @typeInfo(@typeInfo(o.child).pointer.child) == .@"fn") {
                    if (!@hasDecl(c, name)) fail("{s}: a function pointer of the package, not of the C header", .{name});
                    const C = @field(c, name);
                    eq(&s, name, "size", @sizeOf(v), @sizeOf(C));
                    s.facts += 1;
                    if (sameType(v, C)) |why| fail("{s}: {s}", .{ name, why });
                    s.fnptrs += 1;
                    s.fnptr_names = append(s.fnptr_names, name);
                },
                else => {}, // the enums' tag types, namespaces (layout, safe)
            }
        } else if (@typeInfo(T) == .int or T == comptime_int) {
            if (!@hasDecl(c, name)) {
                s.skipped_macros = append(s.skipped_macros, name);
                continue;
            }
            const cv = @field(c, name);
            if (@typeInfo(@TypeOf(cv)) != .int and @TypeOf(cv) != comptime_int)
                fail("macro {s}: an integer in the package, a {s} in C", .{ name, @typeName(@TypeOf(cv)) });
            eq(&s, "macro " ++ name, "value", v, cv);
            s.macros += 1;
            s.macro_names = append(s.macro_names, name);
        }
    }
    return s;
}

const summary = check();

const summary_text = std.fmt.comptimePrint(
    "DLPACKGEN-XCHECK|target={s}|facts={d}|structs={d}|fields={d}|enums={d}|enumerators={d}|macros={d}|fnptrs={d}" ++
        "|struct_names={s}|enumerator_names={s}|macro_names={s}|fnptr_names={s}|skipped_macros={s}|END",
    .{
        target_name,            summary.facts,            summary.structs,     summary.fields,
        summary.enums,          summary.enumerators,      summary.macros,      summary.fnptrs,
        summary.struct_names,   summary.enumerator_names, summary.macro_names, summary.fnptr_names,
        summary.skipped_macros,
    },
);

/// Read back from the object by report.zig.
export const dlpackgen_xcheck_summary: [summary_text.len:0]u8 = summary_text.*;
