#!/usr/bin/env bash
# One vendored-copy case (tests/vendored/<case>/: dlpack.h, and overlay.yaml
# where the copy needs mappings of its own): `dlpackgen generate` of every
# default language must succeed, and every output must compile and pass its own
# tests, as a user of that copy builds them:
#   cpp   tests/outputs/cpp/smoke.cpp and core_only.cpp (not for a copy with header-brings-library:
#         it sets the include guards core_only reads), g++ and clang++, C++17, warnings as errors
#   rust  tests/outputs/rust/test_crate.sh (cargo test, clippy -D warnings, rustdoc)
#   zig   tests/outputs/zig/test_package.sh (zig build test check: every target, zig fmt)
#   cuda, hip  tests/outputs/shim/compile.sh some (g++, clang++, nvcc, hipcc; built and run)
# Run in Zig's test environment (ZIG_GLOBAL_CACHE_DIR).
#
#   run.sh CASE_DIR WORK DLPACKGEN GXX CLANGXX CARGO RUSTC ZIG NVCC HIPCC OTHER_HEADER
set -euo pipefail
case_dir=$1 work=$2 dlpackgen=$3 gxx=$4 clangxx=$5 cargo=$6 rustc=$7 zig=$8 nvcc=$9 hipcc=${10} other=${11}
name=$(basename "$case_dir")
here=$(cd "$(dirname "$0")" && pwd)
outputs="$here/../outputs"
header="$case_dir/dlpack.h"
semantics=()
[ -f "$case_dir/overlay.yaml" ] && semantics=(--semantics "$case_dir/overlay.yaml")
rm -rf "$work"
mkdir -p "$work"

fail() { echo "vendored($name): $*" >&2; exit 1; }
step() {  # step NAME COMMAND...: runs it into NAME.log, says which failed
  local what=$1
  shift
  if ! "$@" >"$work/$what.log" 2>&1; then
    tail -n 60 "$work/$what.log" >&2
    fail "$what failed: $*"
  fi
  echo "vendored($name): $what ok"
}

step generate "$dlpackgen" generate --header "$header" "${semantics[@]}" --out "$work/gen" -q
for lang in cpp rust zig cuda hip; do
  [ -d "$work/gen/$lang" ] || fail "generate wrote no $lang/"
done

for compiler in "$gxx" "$clangxx"; do
  extra=()
  case "$compiler" in *clang*) ;; *) extra=(-Wuseless-cast) ;; esac
  tus=(smoke.cpp core_only.cpp)
  # core_only.cpp reads the standard library's include guards: a copy that includes <string> itself sets them.
  [ -f "$case_dir/header-brings-library" ] && tus=(smoke.cpp)
  for tu in "${tus[@]}"; do
    step "cpp-$(basename "$compiler")-$tu" "$compiler" -std=c++17 -Wall -Wextra -Werror -pedantic "${extra[@]}" -fsyntax-only \
      -I "$work/gen/cpp/include" "-DDLPACK_CPP_C_HEADER=\"$(cd "$case_dir" && pwd)/dlpack.h\"" "$outputs/cpp/$tu"
  done
done
step rust bash "$outputs/rust/test_crate.sh" "$cargo" "$rustc" "$work/gen/rust" "$work/rust"
step zig bash "$outputs/zig/test_package.sh" "$zig" "$work/gen/zig" "$work/zig"
step shims env SEMANTICS="${semantics[1]:-}" bash "$outputs/shim/compile.sh" "$dlpackgen" "$header" "$other" \
  "$work/shim" "$gxx" "$clangxx" "$nvcc" "$hipcc" some
# What the copy adds, used from C++ (use.cpp: the wrappers and the CPU shim), built and run.
if [ -f "$case_dir/use.cpp" ]; then
  step use-build "$gxx" -std=c++17 -Wall -Wextra -Werror -I "$work/gen/cpp/include" -I "$work/gen/cuda/include" \
    "-DDLPACK_CPP_C_HEADER=\"$(cd "$case_dir" && pwd)/dlpack.h\"" "-DDLPACK_SHIM_C_HEADER=\"$(cd "$case_dir" && pwd)/dlpack.h\"" \
    "$case_dir/use.cpp" -o "$work/use"
  step use-run "$work/use"
fi
# The warnings the case expects (expect-warnings: one fixed string a line, {case} the case dir).
if [ -f "$case_dir/expect-warnings" ]; then
  while IFS= read -r want; do
    want=${want//\{case\}/$case_dir}
    grep -qF -- "$want" "$work/generate.log" || { cat "$work/generate.log" >&2; fail "no warning: $want"; }
  done < "$case_dir/expect-warnings"
fi
echo "vendored($name): every language generated, compiled and tested"
