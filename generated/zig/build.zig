// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
//   zig build test                 unit tests on the host (-Dtarget=T -fqemu: on T under QEMU)
//   zig build check                compiles the package for every target of the
//                                  schema, evaluating its comptime layout asserts
//
// A package that depends on this one imports the module "dlpack".

const std = @import("std");

/// The targets of the schema, as Zig names them (src/layout.zig asserts the
/// layout of each).
pub const check_targets = [_][]const u8{
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
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});

    const dlpack = b.addModule("dlpack", .{
        .root_source_file = b.path("src/dlpack.zig"),
        .target = target,
        .optimize = optimize,
    });

    const tests = b.addTest(.{ .root_module = dlpack });
    const run_tests = b.addRunArtifact(tests);
    b.step("test", "Run the unit tests").dependOn(&run_tests.step);

    const check = b.step("check", "Compile the package for every target of the schema");
    for (check_targets) |triple| {
        const query = std.Target.Query.parse(.{ .arch_os_abi = triple }) catch @panic(triple);
        const obj = b.addObject(.{
            .name = b.fmt("dlpack-{s}", .{triple}),
            .root_module = b.createModule(.{
                .root_source_file = b.path("src/dlpack.zig"),
                .target = b.resolveTargetQuery(query),
                .optimize = optimize,
            }),
        });
        check.dependOn(&obj.step);
    }
}
