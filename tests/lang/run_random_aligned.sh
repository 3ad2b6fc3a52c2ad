#!/usr/bin/env bash
# Random headers with declared alignments (random_aligned.py: on structs and
# fields, through macros, `aligned` without a number, which differs between
# targets), each generated as a Rust crate and a Zig package and built for
# every default target, so that the layout asserts of each target check the
# alignment markers (Rust) and align() clauses (Zig) against Clang's layouts.
# (Zig 0.17.1's translate-c is no oracle here: it lays out some of these
# structs unlike Clang, e.g. _Alignas(32) on an int8_t[4] beside function
# pointers aligned to 16 and 64: 256 bytes where Clang and GCC say 128.)
#
#   run_random_aligned.sh DLPACKGEN WORK COUNT SEED RUST_SYSROOT ZIG [RUSTC CARGO]
# ZIG_GLOBAL_CACHE_DIR must be set (tests/outputs/zig's environment). RUSTC and CARGO
# default to Debian's (/usr/bin), whose metadata RUST_SYSROOT holds.
set -euo pipefail
dlpackgen=$1 work=$2 count=$3 seed=$4 sysroot=$5 zig=$6 rustc=${7:-/usr/bin/rustc} cargo=${8:-/usr/bin/cargo}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
root="$(cd "$here/../.." && pwd -P)"
fail() { echo "FAILED: random_aligned: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
python3 "$here/random_aligned.py" "$work/headers" --count "$count" --seed "$seed"
targets=(x86_64-unknown-linux-gnu i686-unknown-linux-gnu aarch64-unknown-linux-gnu armv7-unknown-linux-gnueabihf
         riscv64gc-unknown-linux-gnu powerpc64le-unknown-linux-gnu s390x-unknown-linux-gnu wasm32-unknown-unknown
         x86_64-pc-windows-msvc)
markers=0 clauses=0
for h in "$work"/headers/*.h; do
  name=$(basename "$h" .h)
  out="$work/gen/$name"
  "$dlpackgen" generate -q --header "$h" --lang rust,zig --out "$out" || fail "$name: generate"
  markers=$((markers + $(grep -c 'pub _align_' "$out/rust/src/lib.rs" || true)))
  clauses=$((clauses + $(grep -c ' align(' "$out/zig/src/dlpack.zig" || true)))
  bash "$root/cmake/rust-check-targets.sh" --rustc "$rustc" --cargo "$cargo" --deny-warnings --work "$work/rust-$name" "$out/rust" "$sysroot" \
    "${targets[@]}" >"$work/rust-$name.log" 2>&1 || { cat "$work/rust-$name.log" >&2; cat "$h" >&2; fail "$name: Rust"; }
  bash "$root/tests/outputs/zig/test_package.sh" "$zig" "$out/zig" "$work/zig-$name" >"$work/zig-$name.log" 2>&1 ||
    { cat "$work/zig-$name.log" >&2; cat "$h" >&2; fail "$name: Zig"; }
  echo "ok: $name: Rust and Zig for ${#targets[@]} targets"
done
# The headers must exercise what they are for.
[ "$markers" -ge "$count" ] || fail "only $markers Rust alignment markers in $count crates"
[ "$clauses" -ge "$count" ] || fail "only $clauses Zig align() clauses in $count packages"
echo "random_aligned: $count headers (seed $seed), $markers Rust markers, $clauses Zig align() clauses"
