#!/usr/bin/env bash
# Configuring with DLPACKGEN_LLVM_VERSION that is not the LLVM of Clang_DIR stops
# at once with an error naming both, instead of building against mixed versions.
#   llvm_mismatch.sh SOURCE_DIR WORK CLANG_DIR LLVM_MAJOR
set -euo pipefail
src="$1" work="$2" clang_dir="$3" major="$4"
rm -rf "$work"; mkdir -p "$work"
other=$((major + 1))
rc=0
cmake -S "$src" -B "$work/build" -G Ninja -DDLPACKGEN_LLVM_VERSION="$other" -DClang_DIR="$clang_dir" \
  > "$work/configure.log" 2>&1 || rc=$?
[ "$rc" != 0 ] || { cat "$work/configure.log"; echo "FAIL: configure accepted LLVM $other with Clang_DIR of LLVM $major" >&2; exit 1; }
tr '\n' ' ' < "$work/configure.log" | tr -s ' ' |
  grep -q "DLPACKGEN_LLVM_VERSION=$other, but the Clang package found is LLVM $major\." ||
  { cat "$work/configure.log"; echo "FAIL: no error naming both versions" >&2; exit 1; }
echo "llvm_mismatch: DLPACKGEN_LLVM_VERSION=$other with LLVM $major's Clang_DIR is refused, naming both"
