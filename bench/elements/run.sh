#!/usr/bin/env bash
# Typed reads of the Rust crate and the Zig package (generated/, v1.3) over a
# 4096 x 4096 float32 tensor (16M elements, 64 MiB), compact and transposed,
# against named baselines of the same run:
#
#   bench/elements/run.sh [BUILD_DIR]
#   BEFORE=REV bench/elements/run.sh [BUILD_DIR]   (also REV's generated/, first)
#
#   first element   view.elements::<f32>() and its first next(), against
#                   view.get::<f32>(&[0, 0]) (the same checks, one element)
#   sum, compact    the elements() iterator, against a plain loop over the
#                   slice (what a user writes for compact memory)
#   sum, transposed the elements() iterator, against a hand-written nested
#                   loop over the strides
#
# Medians of 9 runs each, in one process per language (release builds: cargo
# --release, zig -OReleaseFast). Tools: Debian's cargo/rustc, the project's
# ziglang (.venv). Everything is built in a temp dir.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
cargo=/usr/bin/cargo rustc=/usr/bin/rustc
zig="$("$root/.venv/bin/python" -c 'import ziglang, os; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
export ZIG_GLOBAL_CACHE_DIR="$build/bench-zig-cache"
# shellcheck source=SCRIPTDIR/../../cmake/rust-env.sh
source "$root/cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$out"
echo "# typed reads of generated/ (v1.3), 4096 x 4096 float32, $(nproc) cores, $("$rustc" -V | cut -d' ' -f1,2), zig $("$zig" version)"

run_tree() {  # run_tree LABEL GENERATED_DIR: both programs against that tree's crate and package
local label=$1 gen=$2 work="$out/$1"
mkdir -p "$work"
{
# ---- Rust -------------------------------------------------------------------
mkdir -p "$work/rust/src"
# The safe layer is the feature `safe` since it left the default build; an
# older tree (BEFORE) has no such feature and builds it by default.
features='features = ["safe"]'
grep -q '^safe = ' "$gen/rust/Cargo.toml" || features='features = []'
cat > "$work/rust/Cargo.toml" <<TOML
[package]
name = "elements-bench"
version = "0.0.0"
edition = "2021"
publish = false
[dependencies]
dlpack-bindings = { path = "$gen/rust", $features }
[profile.release]
debug = false
TOML
cat > "$work/rust/src/main.rs" <<'RUST'
use dlpack::element::Element;
use dlpack::safe::TensorView;
use std::hint::black_box;
use std::time::Instant;

const N: usize = 4096;

fn median(mut f: impl FnMut() -> f32) -> f64 {
    let mut times: Vec<f64> = (0..9)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[4]
}

fn row(what: &str, ours: f64, base: f64, base_name: &str) {
    println!("| rust | {what} | {:.1} us | {base_name} {:.1} us | {:.2}x |", ours * 1e6, base * 1e6, ours / base);
}

fn main() {
    let data: Vec<f32> = (0..N * N).map(|i| (i % 1000) as f32).collect();
    let mut shape = [N as i64, N as i64];
    for (name, mut strides) in [("compact", [N as i64, 1]), ("transposed", [1, N as i64])] {
        let mut t: dlpack::DLTensor = unsafe { core::mem::zeroed() };
        t.data = data.as_ptr() as *mut _;
        t.ndim = 2;
        t.shape = shape.as_mut_ptr();
        t.strides = strides.as_mut_ptr();
        t.dtype = f32::dtype();
        t.device.device_type = dlpack::DLDeviceType::CPU;
        let v = unsafe { TensorView::new(&t, None) };
        if name == "compact" {
            let first = median(|| v.elements::<f32>().unwrap().next().unwrap());
            let get = median(|| v.get::<f32>(&[0, 0]).unwrap());
            row("first element", first, get, "get(&[0, 0])");
        }
        let ours = median(|| v.elements::<f32>().unwrap().sum());
        let d = black_box(&data);
        let base = if name == "compact" {
            median(|| d.iter().sum())
        } else {
            median(|| {
                let mut s = 0.0f32;
                for i in 0..N {
                    for j in 0..N {
                        s += d[j * N + i];
                    }
                }
                s
            })
        };
        row(&format!("sum, {name}"), ours, base, if name == "compact" { "slice iter" } else { "nested loop" });
    }
}
RUST
(cd "$work/rust" && "$cargo" build --release --offline -q)
"$work/rust/target/release/elements-bench"

# ---- Zig --------------------------------------------------------------------
cat > "$work/bench.zig" <<'ZIG'
const std = @import("std");
const dlpack = @import("dlpack");

const N = 4096;

fn seconds() f64 {
    var ts: std.os.linux.timespec = undefined;
    _ = std.os.linux.clock_gettime(.MONOTONIC, &ts);
    return @as(f64, @floatFromInt(ts.sec)) + @as(f64, @floatFromInt(ts.nsec)) / 1e9;
}

fn median(comptime f: anytype, args: anytype) f64 {
    var times: [9]f64 = undefined;
    for (&times) |*t| {
        const start = seconds();
        std.mem.doNotOptimizeAway(@call(.auto, f, args));
        t.* = seconds() - start;
    }
    std.mem.sort(f64, &times, {}, std.sort.asc(f64));
    return times[4];
}

fn first(v: dlpack.safe.TensorView) f32 {
    var it = v.elements(f32) catch unreachable;
    return it.next().?;
}
fn get(v: dlpack.safe.TensorView) f32 {
    return v.get(f32, &.{ 0, 0 }) catch unreachable;
}
fn sumElements(v: dlpack.safe.TensorView) f32 {
    var it = v.elements(f32) catch unreachable;
    var s: f32 = 0;
    while (it.next()) |x| s += x;
    return s;
}
fn sumSlice(d: []const f32) f32 {
    var s: f32 = 0;
    for (d) |x| s += x;
    return s;
}
fn sumNested(d: []const f32) f32 {
    var s: f32 = 0;
    for (0..N) |i| {
        for (0..N) |j| s += d[j * N + i];
    }
    return s;
}

fn row(what: []const u8, ours: f64, base: f64, base_name: []const u8) void {
    std.debug.print("| zig | {s} | {d:.1} us | {s} {d:.1} us | {d:.2}x |\n", .{ what, ours * 1e6, base_name, base * 1e6, ours / base });
}

pub fn main() !void {
    const data = try std.heap.page_allocator.alloc(f32, N * N);
    defer std.heap.page_allocator.free(data);
    for (data, 0..) |*d, i| d.* = @floatFromInt(i % 1000);
    var shape = [_]dlpack.safe.Extent{ N, N };
    const layouts = [_]struct { name: []const u8, strides: [2]dlpack.safe.Extent }{
        .{ .name = "compact", .strides = .{ N, 1 } },
        .{ .name = "transposed", .strides = .{ 1, N } },
    };
    for (layouts) |layout| {
        var strides = layout.strides;
        var t = std.mem.zeroes(dlpack.DLTensor);
        t.data = @ptrCast(data.ptr);
        t.ndim = 2;
        t.shape = &shape;
        t.strides = &strides;
        t.dtype = dlpack.element.dtypeOf(f32);
        t.device.device_type = .cpu;
        const v = dlpack.safe.TensorView.init(&t, null);
        const compact = std.mem.eql(u8, layout.name, "compact");
        if (compact) row("first element", median(first, .{v}), median(get, .{v}), "get(&.{0, 0})");
        const ours = median(sumElements, .{v});
        const base = if (compact) median(sumSlice, .{data}) else median(sumNested, .{data});
        const label = if (compact) "sum, compact" else "sum, transposed";
        row(label, ours, base, if (compact) "slice loop" else "nested loop");
    }
}
ZIG
(cd "$work" && "$zig" build-exe -OReleaseFast --dep dlpack -Mroot="$work/bench.zig" -Mdlpack="$gen/zig/src/dlpack.zig" \
  -femit-bin="$work/elements-bench-zig" 2>&1 2>&1)
"$work/elements-bench-zig" 2>&1
} | sed "s/^| /| $label | /"
}

echo "| tree | language | what | elements() | baseline | ratio |"
echo "|---|---|---|---:|---:|---:|"
if [ -n "${BEFORE:-}" ]; then
  mkdir -p "$out/before-tree"
  git -C "$root" archive "$BEFORE" generated/rust generated/zig | tar -x -C "$out/before-tree"
  run_tree "$BEFORE" "$out/before-tree/generated"
fi
run_tree "$(git -C "$root" rev-parse --short HEAD)" "$root/generated"
