#!/usr/bin/env bash
# One Zig package: `zig build test check` (unit tests on the host, and the
# package compiled for every target of the schema, which evaluates its comptime
# layout asserts) and `zig fmt --check`. The local cache and prefix are fresh
# under WORK_DIR (nothing is written into the package, and the unit tests run
# rather than being reported cached); the global cache is the caller's
# ZIG_GLOBAL_CACHE_DIR.
#
#   test_package.sh ZIG PACKAGE_DIR WORK_DIR
set -euo pipefail
zig="$1" pkg="$2" work="$3"
[ -f "$pkg/build.zig" ] || { echo "test_package: no package at $pkg" >&2; exit 1; }
: "${ZIG_GLOBAL_CACHE_DIR:?test_package: ZIG_GLOBAL_CACHE_DIR is not set}"
rm -rf "$work"
mkdir -p "$work"
cd "$pkg"
run() { echo "+ $*"; "$@"; }
run "$zig" build test check --summary all --color off --cache-dir "$work/cache" -p "$work/out" 2>&1 | tee "$work/build.log"
grep -qE '^Build Summary: .*; ([1-9][0-9]*)/\1 tests passed$' "$work/build.log" ||
  { echo "test_package: no 'N/N tests passed' in the build summary" >&2; exit 1; }
checked=$(grep -cE '^\+- compile obj dlpack-.* success' "$work/build.log" || true)
want=$(grep -cE '^    "[^"]+",$' build.zig || true)
if [ "$checked" -lt 1 ] || [ "$checked" -ne "$want" ]; then
  echo "test_package: compiled for $checked targets, build.zig's check_targets has $want" >&2
  exit 1
fi
run "$zig" fmt --check build.zig build.zig.zon src
echo "test_package: $pkg: tests pass, $checked targets compile, zig fmt clean"
