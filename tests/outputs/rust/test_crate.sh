#!/usr/bin/env bash
# One generated crate on the host, with Debian's toolchain: `cargo test`
# (unit and doc tests), `cargo clippy --all-targets -D warnings` and
# `cargo doc` with RUSTDOCFLAGS=-D warnings, all offline, from a copy of the
# crate (cargo writes Cargo.lock beside Cargo.toml).
#
#   test_crate.sh CARGO RUSTC CRATE_DIR WORK_DIR
set -euo pipefail
cargo="$1" rustc="$2" crate="$3" work="$4"
[ -f "$crate/Cargo.toml" ] || { echo "test_crate: no crate at $crate" >&2; exit 1; }
rm -rf "$work/crate"
mkdir -p "$work"
cp -r "$crate" "$work/crate"
source "$(dirname "${BASH_SOURCE[0]}")/../../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"
export CARGO_TARGET_DIR="$work/target"
cd "$work/crate"
run() { echo "+ $*"; "$@"; }
run "$cargo" test --offline --all-features 2>&1 | tee "$work/test.log"
grep -q "test result: ok. [1-9]" "$work/test.log" || { echo "test_crate: no unit test ran" >&2; exit 1; }
run "$cargo" clippy --offline --all-targets --all-features -- -D warnings
RUSTDOCFLAGS="-D warnings" run "$cargo" doc --offline --no-deps --all-features
echo "test_crate: $crate: tests, clippy and docs clean"
