#!/usr/bin/env bash
# One refusal, one text, in Rust and Zig: reasons.rs (the crate's Error
# Display) and reasons.zig (the package's TensorView.reason) build the same
# refused tensors of HEADER's bindings; their outputs must be equal, line for
# line, and name every case.
#
#   run.sh DLPACKGEN HEADER WORK_DIR CARGO RUSTC ZIG
set -euo pipefail
[ $# -eq 6 ] || { echo "usage: run.sh DLPACKGEN HEADER WORK_DIR CARGO RUSTC ZIG" >&2; exit 2; }
dlpackgen="$1" header="$2" work="$3" cargo="$4" rustc="$5" zig="$6"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
fail() { echo "reasons: FAILED: $*" >&2; exit 1; }
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
export ZIG_GLOBAL_CACHE_DIR="${ZIG_GLOBAL_CACHE_DIR:-$work/zig-global-cache}"
rm -rf "$work/gen" "$work/app"
mkdir -p "$work/app/src"
"$dlpackgen" generate --header "$header" --lang rust --lang zig --out "$work/gen" -q

cp "$here/reasons.rs" "$work/app/src/main.rs"
cat >"$work/app/Cargo.toml" <<TOML
# Written by tests/outputs/reasons/run.sh.
[package]
name = "dlpack-reasons"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
dlpack-bindings = { path = "../gen/rust" }

[workspace]
TOML
# shellcheck source=../../../cmake/rust-env.sh
source "$here/../../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"
CARGO_TARGET_DIR="$work/target" "$cargo" build --offline --quiet --manifest-path "$work/app/Cargo.toml"
"$work/target/debug/dlpack-reasons" >"$work/rust.txt"

(cd "$work" && "$zig" build-exe --dep dlpack -Mroot="$here/reasons.zig" -Mdlpack="$work/gen/zig/src/dlpack.zig" \
  -femit-bin="$work/reasons-zig")
"$work/reasons-zig" 2>"$work/zig.txt"

# Every case but the last is refused, each for its own reason.
refused=$(grep -vc ': accepted$' "$work/rust.txt" || true)
[ "$refused" -ge 18 ] || { cat "$work/rust.txt"; fail "Rust refused $refused cases, not 18"; }
[ "$(tail -n 1 "$work/rust.txt")" = "accepted: accepted" ] || { cat "$work/rust.txt"; fail "the last case was refused by Rust"; }
if ! diff -u "$work/rust.txt" "$work/zig.txt" >"$work/diff.txt"; then
  cat "$work/diff.txt" >&2
  fail "Rust and Zig give different reasons (- Rust, + Zig)"
fi
echo "reasons: $refused refusals, the same text in Rust and Zig"
sed 's/^/  /' "$work/rust.txt"
