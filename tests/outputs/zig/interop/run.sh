#!/usr/bin/env bash
# The generated Zig package and C, exchanging managed tensors for real:
#
#   run.sh --zig ZIG --work WORK [--targets a,b,...] (HEADER PACKAGE_DIR)...
#
# For each pair whose HEADER has DLManagedTensor (v0.2 on; the others are
# listed as skipped, and a run where every header was skipped exits 77): in
# WORK/<header name>/, producer.c compiled by Zig's C compiler against HEADER
# (copied as include/dlpack/dlpack.h) and interop.zig's tests against the
# package PACKAGE_DIR (the zig/ dir `dlpackgen generate --lang zig` wrote from
# HEADER; a path dependency in the build.zig.zon written from
# build.zig.zon.in), linked together and run for every target of build.zig in
# one `zig build test -fqemu`: natively for the host and x86, under qemu-user
# for aarch64, arm and s390x (musl, static). See interop.zig for what is
# exchanged: C -> Zig, C -> Zig -> C, Zig -> C, for DLManagedTensorVersioned
# where the header has it (v1.0 on) and for DLManagedTensor.
#
# ZIG_GLOBAL_CACHE_DIR: used if set, else WORK/zig-global-cache.
# Prints one PASS/FAIL/SKIP line per header with its time and the test counts
# per target; exits non-zero if any header failed.
set -euo pipefail

die() { echo "zig interop: error: $*" >&2; exit 2; }

zig="" work="" targets=""
pairs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --zig) zig="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --targets) targets="$2"; shift 2 ;;
    -*) die "unknown option $1" ;;
    *) pairs+=("$1"); shift ;;
  esac
done
[ -n "$zig" ] && [ -n "$work" ] && [ ${#pairs[@]} -gt 0 ] && [ $(( ${#pairs[@]} % 2 )) -eq 0 ] \
  || die "usage: run.sh --zig ZIG --work WORK [--targets a,b,...] (HEADER PACKAGE_DIR)..."
[ -x "$zig" ] || die "no zig at '$zig'"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
export ZIG_GLOBAL_CACHE_DIR="${ZIG_GLOBAL_CACHE_DIR:-$work/zig-global-cache}"

zig_targets=()
n_targets=5 # build.zig's default_targets
if [ -n "$targets" ]; then
  zig_targets=(-Dtargets="$targets")
  IFS=, read -r -a tl <<<"$targets"
  n_targets=${#tl[@]}
fi
# The foreign targets (build.zig's default ones unless --targets) run under
# qemu-user; the host's own architecture (and x86 on x86_64) natively.
host="$(uname -m)"
for aq in x86:i386 aarch64:aarch64 arm:arm s390x:s390x; do
  a="${aq%%:*}" q="${aq##*:}"
  case "$a:$host" in x86:x86_64|x86:i?86|aarch64:aarch64|arm:armv7l|s390x:s390x) continue ;; esac
  if [ -z "$targets" ] || [[ ",$targets," == *",$a-"* ]]; then
    command -v "qemu-$q" >/dev/null || die "no qemu-$q on PATH (Debian: apt-get install qemu-user)"
  fi
done

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
fmt_ms() { echo "$(( $1 / 1000 )).$(( $1 % 1000 / 100 )) s"; }

one() {
  local h="$1" pkg="$2" name dir rel versioned=false ctx=false
  name="$(basename "$h" .h)"
  dir="$work/$name"
  [ -f "$pkg/build.zig" ] && [ -f "$pkg/src/dlpack.zig" ] || { echo "no generated package at $pkg"; return 10; }
  pkg="$(cd "$pkg" && pwd -P)"
  grep -q DLManagedTensorVersioned "$h" && versioned=true
  grep -qE 'DLContext[[:space:]]+ctx;' "$h" && ctx=true
  mkdir -p "$dir/include/dlpack"
  cp -p "$h" "$dir/include/dlpack/dlpack.h"
  cp -p "$here/build.zig" "$here/interop.zig" "$dir/"
  cp -p "$here/../../../support/interop_producer.c" "$dir/producer.c"
  rel="$(realpath --relative-to="$dir" "$pkg")"
  sed "s|@PACKAGE@|$rel|g" "$here/build.zig.zon.in" >"$dir/build.zig.zon"
  echo "== $h: package $pkg; legacy=true versioned=$versioned ctx=$ctx"
  (cd "$dir" && "$zig" build test -fqemu -Dlegacy=true "-Dversioned=$versioned" "-Dctx=$ctx" \
     "${zig_targets[@]}" --summary all)
}

rm -rf "$work/logs"
mkdir -p "$work/logs"
total_start=$(now_ms)
failed=() ran=0 skipped=0
for ((i = 0; i < ${#pairs[@]}; i += 2)); do
  h="${pairs[i]}" pkg="${pairs[i+1]}"
  name="$(basename "$h" .h)"
  [ -f "$h" ] || die "no header $h"
  if ! grep -qE '\}[[:space:]]*DLManagedTensor[[:space:]]*;' "$h"; then
    echo "SKIP $name.h: no DLManagedTensor (DLPack before v0.2)"
    skipped=$((skipped + 1))
    continue
  fi
  log="$work/logs/$name.log"
  start=$(now_ms)
  rc=0
  one "$h" "$pkg" >"$log" 2>&1 || rc=$?
  took="$(fmt_ms $(( $(now_ms) - start )))"
  ran=$((ran + 1))
  # Every target's tests must have run (none skipped as foreign, none cached).
  if [ $rc -eq 0 ]; then
    n_run=$(grep -cE 'run test interop-[^ ]+ [0-9]+ pass' "$log" || true)
    if [ "$n_run" -ne "$n_targets" ]; then
      echo "tests ran for $n_run targets, not $n_targets" >>"$log"
      rc=20
    fi
  fi
  if [ $rc -eq 0 ]; then
    echo "PASS $name.h ($took): $(grep -E '^Build Summary' "$log" | tail -n 1)"
    # `+- run test interop-<target> N pass (...)` or `... cached`.
    grep -oE 'run test interop-[^ ]+ .*' "$log" | sed 's/^/  /'
  else
    echo "FAIL $name.h ($took, exit $rc)"
    failed+=("$name")
  fi
done
for name in "${failed[@]}"; do
  echo "---- $name.h ($work/logs/$name.log)"
  cat "$work/logs/$name.log"
done
echo "zig interop: $(( ran - ${#failed[@]} ))/$ran headers passed, $skipped skipped in $(fmt_ms $(( $(now_ms) - total_start )))"
[ ${#failed[@]} -eq 0 ] || exit 1
[ "$ran" -gt 0 ] || exit 77
