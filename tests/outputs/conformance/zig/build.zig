//! The conformance library of one generated Zig package
//! (tests/outputs/conformance/zig/run.sh): `zig build` in a work dir holding this
//! file, conformance.zig and a build.zig.zon (run.sh writes it from
//! build.zig.zon.in) whose path dependency `dlpack` is the generated package.
//! A shared library for the host, whose CPython symbols the Python process
//! that loads it provides.
const std = @import("std");

pub fn build(b: *std.Build) void {
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});
    const pkg = b.dependency("dlpack", .{ .target = target, .optimize = optimize });
    const lib = b.addLibrary(.{
        .name = "dlpack_conformance",
        .linkage = .dynamic,
        .root_module = b.createModule(.{
            .root_source_file = b.path("conformance.zig"),
            .target = target,
            .optimize = optimize,
            .link_libc = true,
            .imports = &.{.{ .name = "dlpack", .module = pkg.module("dlpack") }},
        }),
    });
    lib.linker_allow_shlib_undefined = true;
    b.installArtifact(lib);
}
