#!/usr/bin/env bash
# The Python glue of C++, Rust and Zig under overlays other than the
# repository's, for a header with both managed structs (v1.3):
#   - no-legacy: `managed` lists only DLManagedTensorVersioned, so a consumer
#     without max_version is refused ("does not have") and only
#     "dltensor_versioned" capsules are read;
#   - no-capsules: no `capsule` names, so the capsule code is left out;
#   - no-version: no `version` section (and so neither the versioned struct
#     nor the exchange table, which the overlay may then not name): only the
#     legacy struct, whose glue must not need a version struct.
# Each must compile warning-free: C++ python.hpp (compile_python_hpp.sh, g++
# and clang++), the Rust crate with the feature `python` (clippy, pedantic,
# -D warnings), the Zig package's `python` module (every function analysed).
#
#   capsule_overlays.sh DLPACKGEN HEADER SEMANTICS WORK PYTHON_INCLUDE GXX CLANGXX CARGO RUSTC ZIG
set -euo pipefail
dlpackgen=$1 header=$2 semantics=$3 work=$4 pyinc=$5 gxx=$6 clangxx=$7 cargo=$8 rustc=$9 zig=${10}
here="$(cd "$(dirname "$0")" && pwd -P)"
rm -rf "$work"
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"

# The overlays, derived from the repository's.
python3 - "$semantics" "$work" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
legacy = re.compile(r"\n  - struct: DLManagedTensor\n(    .*\n)+")
assert legacy.search(text), "no DLManagedTensor entry under managed"
open(sys.argv[2] + "/no-legacy.yaml", "w").write(legacy.sub("\n", text, count=1))
assert "    capsule: " in text
open(sys.argv[2] + "/no-capsules.yaml", "w").write(re.sub(r"\n    capsule: \w+", "", text))
section = lambda name: re.compile(r"\n" + name + r":\n(  .*\n|\s*\n|#.*\n)*?(?=[a-z_]+:\n|\Z)")
versioned = re.compile(r"\n  - struct: DLManagedTensorVersioned\n(    .*\n)+")
no_version = text
for pattern in (section("version"), section("exchange_api"), versioned):
    assert pattern.search(no_version), pattern.pattern
    no_version = pattern.sub("\n", no_version, count=1)
open(sys.argv[2] + "/no-version.yaml", "w").write(no_version)
PY

source "$here/../../cmake/rust-env.sh"
for variant in no-legacy no-capsules no-version; do
  overlay="$work/$variant.yaml"
  echo "== $variant"
  bash "$here/../outputs/cpp/python/compile_python_hpp.sh" "$dlpackgen" "$header" "$overlay" "$pyinc" "$work/$variant/cpp" \
    "$gxx" "$clangxx" some

  "$dlpackgen" generate -q --header "$header" --semantics "$overlay" --lang rust,zig --out "$work/$variant/gen"
  (
    rust_env_isolate "$cargo" "$rustc" "$work/$variant"
    cd "$work/$variant/gen/rust"
    CARGO_TARGET_DIR="$work/$variant/target" "$cargo" clippy --offline --quiet --all-targets --features python -- -D warnings
  )
  echo "ok: Rust crate with the feature python: clippy clean"

  cat >"$work/$variant/check.zig" <<'ZIG'
// Every function of the package's python module, analysed (not linked).
const std = @import("std");
const python = @import("dlpack").python;
fn exportOne(a: std.mem.Allocator, d: []f32) !*python.PyObject {
    return python.exportSlice(f32, a, d, &.{3}, .{}, .{});
}
comptime {
    if (@hasDecl(python, "fromDlpack")) {
        _ = &python.fromDlpack;
        _ = &python.import;
        _ = &exportOne;
    }
}
ZIG
  (cd "$work/$variant" && ZIG_GLOBAL_CACHE_DIR="${ZIG_GLOBAL_CACHE_DIR:-$work/zig-global-cache}" \
     "$zig" build-obj -fno-emit-bin --cache-dir "$work/$variant/zig-cache" \
       --dep dlpack -Mroot=check.zig -Mdlpack=gen/zig/src/dlpack.zig)
  echo "ok: Zig package's python module analysed"
done
grep -q "does not have" "$work/no-legacy/gen/rust/src/python.rs" ||
  { echo "FAILED: the no-legacy Rust crate has no refusal for a legacy consumer" >&2; exit 1; }
if grep -q "pub fn export" "$work/no-capsules/gen/rust/src/python.rs"; then
  echo "FAILED: the no-capsules Rust crate still has the capsule code" >&2; exit 1
fi
grep -q "dltensor_versioned" "$work/no-version/gen/rust/src/python.rs" &&
  { echo "FAILED: the no-version Rust crate reads versioned capsules" >&2; exit 1; }
echo "capsule_overlays: the three overlays compile in C++, Rust and Zig"
