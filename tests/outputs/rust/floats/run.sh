#!/usr/bin/env bash
# The crate's floats against numpy and ml_dtypes, bit for bit: tests/support/float_reference.py
# writes numpy's conversions (every float16 pattern to f32, a million f32
# patterns to float16, and to bfloat16 by nearest value) and ml_dtypes' (every
# encoding of each 8-, 6- and 4-bit float to f32, the same f32 patterns to
# each), main.rs (built against the checked-in generated/rust) compares.
#
#   run.sh PYTHON CARGO RUSTC CRATE_DIR WORK_DIR
set -euo pipefail
python="$1" cargo="$2" rustc="$3" crate="$4" work="$5"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
crate="$(cd "$crate" && pwd -P)"
rm -rf "$work/app" "$work/data"
mkdir -p "$work/app/src" "$work/data"
source "$here/../../../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"
cp "$here/main.rs" "$work/app/src/main.rs"
cat >"$work/app/Cargo.toml" <<EOF
[package]
name = "floats"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
dlpack-bindings = { path = "$crate", features = ["safe"] }

[workspace]
EOF
"$python" "$here/../../../support/float_reference.py" "$work/data"
CARGO_TARGET_DIR="$work/target" "$cargo" build --offline --quiet --release --manifest-path "$work/app/Cargo.toml"
"$work/target/release/floats" "$work/data"
