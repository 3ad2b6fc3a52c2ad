#!/usr/bin/env bash
# An alignment that differs between targets is known for the schema's targets
# only. Bindings of vendored-aligned.h generated for x86_64-linux-gnu and
# s390x-linux-gnu (DLVendorSlot.payload: 16 and 8) build for those, and stop
# with their own message when built for a target the schema does not list
# (aarch64): the Rust crate at its compile_error!, the Zig package where the
# struct is used.
#
#   unlisted_target.sh DLPACKGEN HEADER WORK RUST_SYSROOT ZIG RUSTC CARGO
# ZIG_GLOBAL_CACHE_DIR must be set (tests/zig's environment).
set -euo pipefail
dlpackgen=$1 header=$2 work=$3 sysroot=$4 zig=$5 rustc=$6 cargo=$7
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)"
fail() { echo "FAILED: unlisted_target: $*" >&2; exit 1; }
message="declares alignments that differ between targets"
rm -rf "$work"
mkdir -p "$work"
"$dlpackgen" generate -q --header "$header" --lang rust,zig --target x86_64-linux-gnu,s390x-linux-gnu --out "$work/gen"
grep -q "compile_error!" "$work/gen/rust/src/lib.rs" || fail "no compile_error! in the crate"

check_rust() {
  bash "$root/cmake/rust-check-targets.sh" --rustc "$rustc" --cargo "$cargo" --work "$work/rust-$1" \
    "$work/gen/rust" "$sysroot" "$1" >"$work/rust-$1.log" 2>&1
}
check_rust x86_64-unknown-linux-gnu || { cat "$work/rust-x86_64-unknown-linux-gnu.log" >&2; fail "Rust, listed target"; }
if check_rust aarch64-unknown-linux-gnu; then fail "Rust built for aarch64, which the schema does not list"; fi
grep -q "$message" "$work/rust-aarch64-unknown-linux-gnu.log" ||
  { cat "$work/rust-aarch64-unknown-linux-gnu.log" >&2; fail "Rust failed on aarch64 without its message"; }

# A root that uses the struct (Zig analyses a type where it is used).
cat >"$work/gen/zig/src/use.zig" <<'EOF'
const dlpack = @import("dlpack.zig");
comptime {
    _ = @sizeOf(dlpack.DLVendorSlot);
}
EOF
check_zig() {
  (cd "$work/gen/zig/src" && "$zig" build-obj -target "$1" -fno-emit-bin --cache-dir "$work/zig-cache" use.zig) \
    >"$work/zig-$1.log" 2>&1
}
check_zig x86_64-linux-gnu || { cat "$work/zig-x86_64-linux-gnu.log" >&2; fail "Zig, listed target"; }
if check_zig aarch64-linux-gnu; then fail "Zig built for aarch64, which the schema does not list"; fi
grep -q "$message" "$work/zig-aarch64-linux-gnu.log" ||
  { cat "$work/zig-aarch64-linux-gnu.log" >&2; fail "Zig failed on aarch64 without its message"; }
echo "unlisted_target: Rust and Zig build for the listed targets and refuse aarch64 with their message"
