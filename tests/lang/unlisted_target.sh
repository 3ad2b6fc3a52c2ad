#!/usr/bin/env bash
# The Rust crate and the Zig package fail closed on a target the schema does
# not list: their layout is unchecked there, so the build stops with a message
# that lists the schema's targets (Zig names the target too), unless the user
# opts out (Rust: the feature `unchecked-layout`; Zig: `pub const
# dlpack_unchecked_layout = true;` in the root file). An alignment that differs
# between targets cannot be built there at all, opted out or not. Bindings of
# PLAIN_HEADER and of vendored-aligned.h (DLVendorSlot.payload: 16 and 8) are
# generated for x86_64-linux-gnu and s390x-linux-gnu, and built for those and
# for aarch64.
#
#   unlisted_target.sh DLPACKGEN ALIGNED_HEADER WORK RUST_SYSROOT ZIG RUSTC CARGO PLAIN_HEADER
# ZIG_GLOBAL_CACHE_DIR must be set (tests/outputs/zig's environment).
set -euo pipefail
dlpackgen=$1 aligned=$2 work=$3 sysroot=$4 zig=$5 rustc=$6 cargo=$7 plain=$8
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)"
fail() { echo "FAILED: unlisted_target: $*" >&2; exit 1; }
varies="declares alignments that differ between targets"
unlisted="is none of the schema's targets (x86_64-linux-gnu, s390x-linux-gnu)"
rm -rf "$work"
mkdir -p "$work"

# check_rust NAME TARGET [FEATURES]: cargo check of gen-NAME's crate.
check_rust() {
  local features=()
  [ $# -gt 2 ] && features=(--features "$3")
  bash "$root/cmake/rust-check-targets.sh" --rustc "$rustc" --cargo "$cargo" --work "$work/rust-$1-$2" \
    "${features[@]}" "$work/gen-$1/rust" "$sysroot" "$2" >"$work/rust-$1-$2.log" 2>&1
}
# check_zig NAME TARGET [ROOT_DECL]: a root that uses the package (Zig analyses
# a type where it is used), built for TARGET.
check_zig() {
  printf 'const dlpack = @import("dlpack.zig");\n%s\ncomptime {\n    _ = @sizeOf(dlpack.DLTensor);\n%s}\n' \
    "${3:-}" "$([ "$1" = aligned ] && printf '    _ = @sizeOf(dlpack.DLVendorSlot);\n')" >"$work/gen-$1/zig/src/use.zig"
  (cd "$work/gen-$1/zig/src" && "$zig" build-obj -target "$2" -fno-emit-bin --cache-dir "$work/zig-cache" use.zig) \
    >"$work/zig-$1-$2.log" 2>&1
}
expect_fail() {  # WHAT LOG MESSAGE...
  local what=$1 log=$2
  shift 2
  for m in "$@"; do grep -qF "$m" "$log" || { cat "$log" >&2; fail "$what failed without '$m'"; }; done
}
optout='pub const dlpack_unchecked_layout = true;'

for name in plain aligned; do
  header=$plain
  [ "$name" = aligned ] && header=$aligned
  "$dlpackgen" generate -q --header "$header" --lang rust,zig --target x86_64-linux-gnu,s390x-linux-gnu --out "$work/gen-$name"
  check_rust "$name" x86_64-unknown-linux-gnu || { cat "$work/rust-$name-x86_64-unknown-linux-gnu.log" >&2; fail "Rust $name, listed target"; }
  check_zig "$name" x86_64-linux-gnu || { cat "$work/zig-$name-x86_64-linux-gnu.log" >&2; fail "Zig $name, listed target"; }
  if check_rust "$name" aarch64-unknown-linux-gnu; then fail "Rust $name built for aarch64, which the schema does not list"; fi
  if check_zig "$name" aarch64-linux-gnu; then fail "Zig $name built for aarch64, which the schema does not list"; fi
  expect_fail "Rust $name on aarch64" "$work/rust-$name-aarch64-unknown-linux-gnu.log" "$unlisted" "unchecked-layout"
  expect_fail "Zig $name on aarch64" "$work/zig-$name-aarch64-linux-gnu.log" "the target aarch64-linux-gnu $unlisted" "$optout"
done
# Opted out: the plain header builds; the varying alignment still stops.
check_rust plain aarch64-unknown-linux-gnu unchecked-layout ||
  { cat "$work/rust-plain-aarch64-unknown-linux-gnu.log" >&2; fail "Rust with unchecked-layout on aarch64"; }
check_zig plain aarch64-linux-gnu "$optout" ||
  { cat "$work/zig-plain-aarch64-linux-gnu.log" >&2; fail "Zig with dlpack_unchecked_layout on aarch64"; }
if check_rust aligned aarch64-unknown-linux-gnu unchecked-layout; then fail "Rust built a varying alignment for aarch64"; fi
expect_fail "Rust aligned, opted out, on aarch64" "$work/rust-aligned-aarch64-unknown-linux-gnu.log" "$varies"
if check_zig aligned aarch64-linux-gnu "$optout"; then fail "Zig built a varying alignment for aarch64"; fi
expect_fail "Zig aligned, opted out, on aarch64" "$work/zig-aligned-aarch64-linux-gnu.log" "$varies"
# A Linux target's layout covers every Linux libc (they share the psABI): the
# crate's cfg for x86_64-linux-gnu holds on x86_64-unknown-linux-musl (each
# `key = "value"` of its all(...) is in rustc's cfg for that target), and the
# Zig package builds for x86_64-linux-musl.
cond=$(grep -m1 -oE '^#\[cfg\(all\(target_arch = "x86_64", [^]]*\)\)\]' "$work/gen-plain/rust/src/layout.rs") ||
  fail "no x86_64 cfg in layout.rs"
"$rustc" --print cfg --target x86_64-unknown-linux-musl | tr -d ' ' >"$work/musl.cfg"
for atom in $(grep -oE '[a-z_]+ = "[^"]*"' <<<"$cond" | tr -d ' '); do
  grep -qxF "$atom" "$work/musl.cfg" || fail "the x86_64-linux-gnu cfg ($cond) needs $atom, which x86_64-unknown-linux-musl lacks"
done
check_zig plain x86_64-linux-musl || { cat "$work/zig-plain-x86_64-linux-musl.log" >&2; fail "Zig plain on x86_64-linux-musl"; }
echo "unlisted_target: Rust and Zig build for the listed targets (musl too), stop on aarch64 naming them, build" \
  "there when opted out, and never for an alignment that varies"
