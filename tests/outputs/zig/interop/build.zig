//! The C interop test of one generated Zig package (tests/outputs/zig/interop/run.sh):
//!
//!   zig build test -fqemu -Dlegacy=B -Dversioned=B -Dctx=B [-Dtargets=a,b,...]
//!
//! in a work dir holding this file, interop.zig, producer.c,
//! include/dlpack/dlpack.h (the header) and a build.zig.zon (run.sh writes it
//! from build.zig.zon.in) whose path dependency `dlpack` is the package
//! generated from that header. For every target: producer.c compiled by Zig's
//! C compiler into a static library (-DDL_HAS_VERSIONED, -DDL_CTX as the
//! options say), and interop.zig's tests, importing the package's module
//! "dlpack" (`b.dependency("dlpack", .{ .target, .optimize })`) and linked with
//! the library, run: natively for the host and x86, under QEMU (-fqemu) for
//! the others. Foreign targets use musl, linked statically, so that QEMU needs
//! no sysroot of the target.
const std = @import("std");

pub const default_targets = [_][]const u8{
    "native",
    "x86-linux-musl",
    "aarch64-linux-musl",
    "arm-linux-musleabihf",
    "s390x-linux-musl",
};

pub fn build(b: *std.Build) void {
    const optimize = b.standardOptimizeOption(.{});
    const legacy = b.option(bool, "legacy", "The header has DLManagedTensor (v0.2 on)") orelse true;
    const versioned = b.option(bool, "versioned", "The header has DLManagedTensorVersioned (v1.0 on)") orelse true;
    const ctx = b.option(bool, "ctx", "DLTensor's device field is `ctx` (before v0.4)") orelse false;
    const targets_opt = b.option([]const u8, "targets", "Comma-separated target triples (default: native and four foreign Linux targets)");

    var triples: std.ArrayList([]const u8) = .empty;
    if (targets_opt) |list| {
        var it = std.mem.tokenizeScalar(u8, list, ',');
        while (it.next()) |t| triples.append(b.allocator, t) catch @panic("OOM");
    } else {
        triples.appendSlice(b.allocator, &default_targets) catch @panic("OOM");
    }

    const test_step = b.step("test", "Run the interop tests on every target");
    b.default_step.dependOn(test_step);

    for (triples.items) |triple| {
        const query = std.Target.Query.parse(.{ .arch_os_abi = triple }) catch
            std.debug.panic("interop: bad target triple '{s}'", .{triple});
        const target = b.resolveTargetQuery(query);
        const options = b.addOptions();
        options.addOption(bool, "legacy", legacy);
        options.addOption(bool, "versioned", versioned);
        options.addOption(bool, "ctx", ctx);
        // The round-trip test: 10,000 rounds on the host, 100 under QEMU (slow).
        options.addOption(usize, "rounds", if (query.isNative()) 10_000 else 100);

        const lib_mod = b.createModule(.{ .target = target, .optimize = optimize, .link_libc = true });
        lib_mod.addCSourceFile(.{
            .file = b.path("producer.c"),
            .flags = &.{ "-std=c11", "-Wall", "-Wextra", "-Werror" },
        });
        lib_mod.addIncludePath(b.path("include"));
        if (versioned) lib_mod.addCMacro("DL_HAS_VERSIONED", "1");
        if (ctx) lib_mod.addCMacro("DL_CTX", "1");
        const lib = b.addLibrary(.{
            .name = b.fmt("producer-{s}", .{triple}),
            .linkage = .static,
            .root_module = lib_mod,
        });

        const pkg = b.dependency("dlpack", .{ .target = target, .optimize = optimize });
        const test_mod = b.createModule(.{
            .root_source_file = b.path("interop.zig"),
            .target = target,
            .optimize = optimize,
            .link_libc = true,
            .imports = &.{.{ .name = "dlpack", .module = pkg.module("dlpack") }},
        });
        test_mod.addOptions("interop_options", options);
        test_mod.linkLibrary(lib);
        const tests = b.addTest(.{ .name = b.fmt("interop-{s}", .{triple}), .root_module = test_mod });
        const run = b.addRunArtifact(tests);
        run.has_side_effects = true; // run every time, never "cached"
        test_step.dependOn(&run.step);
    }
}
