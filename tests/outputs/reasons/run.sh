#!/usr/bin/env bash
# One refusal, one text, in Rust, Zig and C++: reasons.rs (the crate's Error
# Display), reasons.zig (the package's TensorView.reason and
# safe.managedReason) and reasons.cpp (the wrappers' Issues) build the same
# refused tensors of HEADER's bindings. Rust's and Zig's outputs must be
# equal, line for line, and name every case; each line C++ prints (the cases
# its unchecked accessors leave out are not printed) must be Rust's line of
# that case.
#
#   run.sh DLPACKGEN HEADER WORK_DIR CARGO RUSTC ZIG CXX
set -euo pipefail
[ $# -eq 7 ] || { echo "usage: run.sh DLPACKGEN HEADER WORK_DIR CARGO RUSTC ZIG CXX" >&2; exit 2; }
dlpackgen="$1" header="$2" work="$3" cargo="$4" rustc="$5" zig="$6" cxx="$7"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
fail() { echo "reasons: FAILED: $*" >&2; exit 1; }
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
export ZIG_GLOBAL_CACHE_DIR="${ZIG_GLOBAL_CACHE_DIR:-$work/zig-global-cache}"
rm -rf "$work/gen" "$work/app"
mkdir -p "$work/app/src"
"$dlpackgen" generate --header "$header" --lang rust --lang zig --lang cpp --out "$work/gen" -q

cp "$here/reasons.rs" "$work/app/src/main.rs"
cat >"$work/app/Cargo.toml" <<TOML
# Written by tests/outputs/reasons/run.sh.
[package]
name = "dlpack-reasons"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
dlpack-bindings = { path = "../gen/rust", features = ["safe"] }

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

"$cxx" -std=c++17 -Wall -Wextra -Werror -I"$work/gen/cpp/include" -DDLPACK_CPP_C_HEADER="\"$header\"" \
  "$here/reasons.cpp" -o "$work/reasons-cpp"
"$work/reasons-cpp" >"$work/cpp.txt"

# Every case but the last is refused, each for its own reason.
refused=$(grep -vc ': accepted$' "$work/rust.txt" || true)
[ "$refused" -ge 22 ] || { cat "$work/rust.txt"; fail "Rust refused $refused cases, not 22"; }
[ "$(tail -n 1 "$work/rust.txt")" = "accepted: accepted" ] || { cat "$work/rust.txt"; fail "the last case was refused by Rust"; }
if ! diff -u "$work/rust.txt" "$work/zig.txt" >"$work/diff.txt"; then
  cat "$work/diff.txt" >&2
  fail "Rust and Zig give different reasons (- Rust, + Zig)"
fi
# C++: each of its lines is Rust's line of the same case.
compared=0
while IFS= read -r line; do
  case_name="${line%%: *}"
  rust_line=$(grep -F -m1 -- "$case_name: " "$work/rust.txt" || true)
  [ "$line" = "$rust_line" ] || fail "C++ and Rust differ on '$case_name':
  C++:  $line
  Rust: $rust_line"
  compared=$((compared + 1))
done <"$work/cpp.txt"
[ "$compared" -ge 19 ] || { cat "$work/cpp.txt"; fail "C++ printed $compared cases, not 19"; }
echo "reasons: $refused refusals, the same text in Rust and Zig; $compared of them in C++ too"
sed 's/^/  /' "$work/rust.txt"
