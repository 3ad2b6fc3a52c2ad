#!/usr/bin/env bash
# The crate's Float16 and BFloat16 against numpy, bit for bit: reference.py
# writes numpy's conversions (every float16 pattern to f32, a million f32
# patterns to float16, and to bfloat16 by nearest value), main.rs (built
# against the checked-in generated/rust) compares.
#
#   run.sh PYTHON CARGO RUSTC CRATE_DIR WORK_DIR
set -euo pipefail
python="$1" cargo="$2" rustc="$3" crate="$4" work="$5"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
crate="$(cd "$crate" && pwd -P)"
rm -rf "$work/app" "$work/data"
mkdir -p "$work/app/src" "$work/data"
source "$here/../../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"
cp "$here/main.rs" "$work/app/src/main.rs"
cat >"$work/app/Cargo.toml" <<EOF
[package]
name = "halves"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
dlpack-bindings = { path = "$crate" }

[workspace]
EOF
"$python" "$here/reference.py" "$work/data"
CARGO_TARGET_DIR="$work/target" "$cargo" build --offline --quiet --release --manifest-path "$work/app/Cargo.toml"
"$work/target/release/halves" "$work/data"
