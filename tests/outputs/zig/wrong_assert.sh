#!/usr/bin/env bash
# A package with wrong layout asserts: `zig build check` must fail, naming
# DLTensor's size on every one of TRIPLES (the schema's targets) with
# layout.zig's message.
#
#   wrong_assert.sh ZIG PACKAGE_DIR WORK_DIR TRIPLE...
set -euo pipefail
zig="$1" pkg="$2" work="$3"
shift 3
[ -f "$pkg/build.zig" ] || { echo "wrong_assert: no package at $pkg" >&2; exit 1; }
: "${ZIG_GLOBAL_CACHE_DIR:?wrong_assert: ZIG_GLOBAL_CACHE_DIR is not set}"
rm -rf "$work"
mkdir -p "$work"
cd "$pkg"
echo "+ $zig build check"
if "$zig" build check --color off --cache-dir "$work/cache" -p "$work/out" >"$work/build.log" 2>&1; then
  cat "$work/build.log"
  echo "wrong_assert: zig build check passed on wrong layout asserts" >&2
  exit 1
fi
grep -E 'error: ' "$work/build.log" || true
found=0
for t in "$@"; do
  if grep -qE "error: DLTensor: size is [0-9]+ in Zig but [0-9]+ in C on $t; regenerate the package$" "$work/build.log"; then
    found=$((found + 1))
  else
    echo "wrong_assert: no DLTensor size error for $t" >&2
  fi
done
[ "$found" -eq $# ] || { echo "wrong_assert: $found of $# targets reported" >&2; exit 1; }
echo "wrong_assert: zig build check fails on all $found targets, as it must"
