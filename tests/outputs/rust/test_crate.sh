#!/usr/bin/env bash
# One generated crate on the host, with Debian's toolchain: `cargo test`
# (unit and doc tests), `cargo clippy --all-targets -D warnings` and
# `cargo doc` with RUSTDOCFLAGS=-D warnings, all offline, from a copy of the
# crate (cargo writes Cargo.lock beside Cargo.toml). Clippy and docs also for
# the default build, which must be the declarations alone: no `safe` or
# `element` module without the feature `safe` (what the docs show tells).
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
run "$cargo" clippy --offline --all-targets -- -D warnings
RUSTDOCFLAGS="-D warnings" run "$cargo" doc --offline --no-deps
for module in safe element; do
  if [ -e "$CARGO_TARGET_DIR/doc/dlpack/$module/index.html" ]; then
    echo "test_crate: the default build has the module '$module' (it belongs to the feature 'safe')" >&2; exit 1
  fi
done
rm -rf "$CARGO_TARGET_DIR/doc"
RUSTDOCFLAGS="-D warnings" run "$cargo" doc --offline --no-deps --all-features
for module in safe element; do
  [ -e "$CARGO_TARGET_DIR/doc/dlpack/$module/index.html" ] \
    || { echo "test_crate: no module '$module' with every feature" >&2; exit 1; }
done
echo "test_crate: $crate: tests, clippy and docs clean"
