#!/usr/bin/env bash
# The conformance suite (../conformance.py) for the generated Rust crate:
#
#   run.sh DLPACKGEN HEADER WORK_DIR PYTHON CARGO RUSTC [SUITE ARGS...]
#
# generates the crate of HEADER, builds lib.rs as a cdylib with a path
# dependency on it (feature `python`), offline with Debian's cargo, and runs
# the suite with the venv's PYTHON on that library.
set -euo pipefail
[ $# -ge 6 ] || { echo "usage: run.sh DLPACKGEN HEADER WORK_DIR PYTHON CARGO RUSTC [SUITE ARGS...]" >&2; exit 2; }
dlpackgen="$1" header="$2" work="$3" python="$4" cargo="$5" rustc="$6"
shift 6
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
rm -rf "$work/gen" "$work/app"
mkdir -p "$work/app/src"
"$dlpackgen" generate --header "$header" --lang rust --out "$work/gen" -q
cp "$here/lib.rs" "$work/app/src/lib.rs"
cat >"$work/app/Cargo.toml" <<TOML
# Written by tests/outputs/conformance/rust/run.sh.
[package]
name = "dlpack-conformance"
version = "0.0.0"
edition = "2021"
publish = false

[lib]
name = "dlpack_conformance"
crate-type = ["cdylib"]
path = "src/lib.rs"

[dependencies]
dlpack-bindings = { path = "../gen/rust", features = ["python"] }

[workspace]
TOML
# shellcheck source=../../../cmake/rust-env.sh
source "$here/../../../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"
CARGO_TARGET_DIR="$work/target" "$cargo" rustc --offline --quiet --manifest-path "$work/app/Cargo.toml" --lib -- -D warnings
exec "$python" "$here/../conformance.py" rust "$work/target/debug/libdlpack_conformance.so" "$@"
