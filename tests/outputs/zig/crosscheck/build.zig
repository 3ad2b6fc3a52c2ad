//! The translate-c cross-check of one generated Zig package (tests/outputs/zig/crosscheck/run.sh):
//!
//!   zig build -Dheader=H [-Dtargets=a,b,...]
//!
//! in a work dir holding this file, xcheck.zig, report.zig and a build.zig.zon
//! (run.sh writes it from build.zig.zon.in) whose path dependency `dlpack` is
//! the package generated from H. For every target: `b.addTranslateC` of H, and
//! an object compiled from xcheck.zig importing the package's module "dlpack"
//! (`b.dependency("dlpack", .{ .target, .optimize })`) and the translation
//! ("c"); xcheck.zig compares both at compile time and fails the compile on the
//! first difference. Then a host program (report.zig) reads the summary each
//! object carries, checks in the translated sources and in H that nothing C
//! declares went uncompared, and prints one line per target.
//!
//! C headers: the linux-gnu targets translate against the glibc headers Zig
//! ships for the target (link_libc); wasm32-freestanding and
//! x86_64-windows-msvc have no libc Zig can provide, and are translated
//! freestanding (__STDC_HOSTED__=0): <stdint.h> and <stddef.h> are then Zig's
//! Clang/Aro builtin headers, defined from the target's predefined macros alone.
//! (Without that, Zig's translate-c adds the host's /usr/include after its own
//! headers, and Clang's hosted <stdint.h> include_next's the host glibc one.)
const std = @import("std");

pub const default_targets = [_][]const u8{
    "x86_64-linux-gnu",
    "aarch64-linux-gnu",
    "x86-linux-gnu",
    "arm-linux-gnueabihf",
    "riscv64-linux-gnu",
    "powerpc64le-linux-gnu",
    "s390x-linux-gnu",
    "wasm32-freestanding",
    "x86_64-windows-msvc",
};

pub fn build(b: *std.Build) void {
    const optimize = b.standardOptimizeOption(.{});
    const header = b.option([]const u8, "header", "The dlpack.h the package was generated from (absolute path)") orelse
        @panic("xcheck: -Dheader=PATH is required");
    const targets_opt = b.option([]const u8, "targets", "Comma-separated target triples (default: the nine of the schema)");
    const header_path: std.Build.LazyPath = .{ .cwd_relative = header };

    var triples: std.ArrayList([]const u8) = .empty;
    if (targets_opt) |list| {
        var it = std.mem.tokenizeScalar(u8, list, ',');
        while (it.next()) |t| triples.append(b.allocator, t) catch @panic("OOM");
    } else {
        triples.appendSlice(b.allocator, &default_targets) catch @panic("OOM");
    }

    const report = b.addExecutable(.{
        .name = "xcheck-report",
        .root_module = b.createModule(.{
            .root_source_file = b.path("report.zig"),
            .target = b.graph.host,
            .optimize = .Debug,
        }),
    });
    const run_report = b.addRunArtifact(report);
    run_report.addFileArg(header_path);

    for (triples.items) |triple| {
        const query = std.Target.Query.parse(.{ .arch_os_abi = triple }) catch
            std.debug.panic("xcheck: bad target triple '{s}'", .{triple});
        const target = b.resolveTargetQuery(query);
        // Zig ships glibc headers for every linux-gnu target; for the others translate freestanding.
        const with_libc = query.os_tag == .linux;
        const tc = b.addTranslateC(.{
            .root_source_file = header_path,
            .target = target,
            .optimize = optimize,
            .link_libc = with_libc,
        });
        if (!with_libc) tc.defineCMacro("__STDC_HOSTED__", "0");
        const c_mod = b.createModule(.{
            .root_source_file = tc.getOutput(),
            .target = target,
            .optimize = optimize,
        });
        const pkg = b.dependency("dlpack", .{ .target = target, .optimize = optimize });
        const obj = b.addObject(.{
            .name = b.fmt("xcheck-{s}", .{triple}),
            .root_module = b.createModule(.{
                .root_source_file = b.path("xcheck.zig"),
                .target = target,
                .optimize = optimize,
                .imports = &.{
                    .{ .name = "dlpack", .module = pkg.module("dlpack") },
                    .{ .name = "c", .module = c_mod },
                },
            }),
        });
        // The triple as given, for xcheck.zig's messages.
        const options = b.addOptions();
        options.addOption([]const u8, "triple", triple);
        obj.root_module.addOptions("xcheck_options", options);
        run_report.addArg(triple);
        run_report.addFileArg(obj.getEmittedBin());
        run_report.addFileArg(tc.getOutput());
    }
    b.default_step.dependOn(&run_report.step);
}
