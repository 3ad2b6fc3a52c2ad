#!/usr/bin/env bash
# One Zig package's unit tests for foreign targets under qemu-user:
# `zig build test -Dtarget=T -fqemu` for each T, in a fresh local cache under
# WORK_DIR (so the tests run rather than being reported cached), and the
# summary must say all of them passed (a step zig could not run is no pass).
#
#   test_qemu.sh ZIG PACKAGE_DIR WORK_DIR TARGET...
set -euo pipefail
zig="$1" pkg="$2" work="$3"
shift 3
[ -f "$pkg/build.zig" ] || { echo "test_qemu: no package at $pkg" >&2; exit 1; }
: "${ZIG_GLOBAL_CACHE_DIR:?test_qemu: ZIG_GLOBAL_CACHE_DIR is not set}"
rm -rf "$work"
mkdir -p "$work"
cd "$pkg"
for t in "$@"; do
  log="$work/$t.log"
  echo "+ $zig build test -Dtarget=$t -fqemu"
  "$zig" build test -Dtarget="$t" -fqemu --summary all --color off \
    --cache-dir "$work/cache" -p "$work/out" 2>&1 | tee "$log"
  grep -qE '^Build Summary: .*; ([1-9][0-9]*)/\1 tests passed$' "$log" ||
    { echo "test_qemu: $t: no 'N/N tests passed' in the build summary" >&2; exit 1; }
done
echo "test_qemu: $pkg: unit tests pass on $*"
