#!/usr/bin/env bash
# The translate-c cross-check of generated Zig packages:
#
#   run.sh --zig ZIG --work WORK [--targets a,b,...] [--break] (HEADER PACKAGE_DIR)...
#
# For each pair: the package PACKAGE_DIR (the zig/ dir `dlpackgen generate
# --lang zig` wrote from HEADER) is cross-checked against Zig's translate-c of
# HEADER, for every target, in one `zig build` (build.zig, xcheck.zig,
# report.zig of this directory, copied into WORK/<header name>/ with a
# build.zig.zon whose path dependency `dlpack` is the package). Prints the
# report's line per target ("<N> facts compared: ...").
#
# --break: proves the check can fail. In a copy of each package, swaps the
# fields `ndim` and `dtype` of DLTensor in src/dlpack.zig and empties
# src/layout.zig (the package's own comptime layout asserts would otherwise
# stop the build too, and the point is that the cross-check alone catches it);
# then the build must fail on every target with xcheck's own message naming
# DLTensor.ndim.
#
# ZIG_GLOBAL_CACHE_DIR: used if set, else WORK/zig-global-cache. Each header's
# local cache stays in WORK/<name>/.zig-cache between runs (warm reruns).
# Exits non-zero if any header failed.
set -euo pipefail

die() { echo "zig crosscheck: error: $*" >&2; exit 2; }

zig="" work="" targets="" brk=0
pairs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --zig) zig="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --targets) targets="$2"; shift 2 ;;
    --break) brk=1; shift ;;
    -*) die "unknown option $1" ;;
    *) pairs+=("$1"); shift ;;
  esac
done
[ -n "$zig" ] && [ -n "$work" ] && [ ${#pairs[@]} -gt 0 ] && [ $(( ${#pairs[@]} % 2 )) -eq 0 ] \
  || die "usage: run.sh --zig ZIG --work WORK [--targets a,b,...] [--break] (HEADER PACKAGE_DIR)..."
[ -x "$zig" ] || die "no zig at '$zig'"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
export ZIG_GLOBAL_CACHE_DIR="${ZIG_GLOBAL_CACHE_DIR:-$work/zig-global-cache}"

# The nine targets of build.zig unless --targets says otherwise.
all_targets="x86_64-linux-gnu,aarch64-linux-gnu,x86-linux-gnu,arm-linux-gnueabihf,riscv64-linux-gnu,powerpc64le-linux-gnu,s390x-linux-gnu,wasm32-freestanding,x86_64-windows-msvc"
[ -n "$targets" ] || targets="$all_targets"
zig_targets=(-Dtargets="$targets")

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
fmt_ms() { echo "$(( $1 / 1000 )).$(( $1 % 1000 / 100 )) s"; }

# One header: its log in $work/logs/<name>.log.
one() {
  local h="$1" pkg="$2" name dir rel
  name="$(basename "$h" .h)"
  dir="$work/$name"
  [ -f "$h" ] || { echo "no header $h"; return 10; }
  [ -f "$pkg/build.zig" ] && [ -f "$pkg/src/dlpack.zig" ] || { echo "no generated package at $pkg"; return 10; }
  h="$(cd "$(dirname "$h")" && pwd -P)/$(basename "$h")"
  mkdir -p "$dir"
  if [ "$brk" = 1 ]; then
    rm -rf "$dir/package"
    cp -r "$pkg" "$dir/package"
    pkg="$dir/package"
    local src="$pkg/src/dlpack.zig"
    # Swap the `ndim:` and `dtype:` lines inside `pub const DLTensor = extern struct { ... };`.
    perl -0pi -e 's{(pub const DLTensor = extern struct \{.*?\n\};)}{ my $b = $1; $b =~ s/^(\s*ndim:[^\n]*)\n(.*?)^(\s*dtype:[^\n]*)$/$3\n$2$1/ms; $b }se' "$src"
    perl -0ne 'exit(/pub const DLTensor = extern struct \{.*?\n\s*dtype:.*?\n\s*ndim:.*?\n\};/s ? 0 : 1)' "$src" \
      || { echo "--break: could not swap DLTensor.ndim and DLTensor.dtype in $src"; return 11; }
    printf '//! (emptied by tests/outputs/zig/crosscheck/run.sh --break: the cross-check, not these asserts, must catch the swap)\n' \
      >"$pkg/src/layout.zig"
    echo "--break: swapped DLTensor.ndim and DLTensor.dtype, emptied src/layout.zig"
  fi
  pkg="$(cd "$pkg" && pwd -P)"
  cp -p "$here/build.zig" "$here/xcheck.zig" "$here/report.zig" "$dir/"
  rel="$(realpath --relative-to="$dir" "$pkg")"
  sed "s|@PACKAGE@|$rel|g" "$here/build.zig.zon.in" >"$dir/build.zig.zon"
  echo "== $h: package $pkg, targets $targets"
  (cd "$dir" && "$zig" build "-Dheader=$h" "${zig_targets[@]}" --summary none)
}

rm -rf "$work/logs"
mkdir -p "$work/logs"
total_start=$(now_ms)
failed=()
n=0
IFS=, read -r -a tlist <<<"$targets"
for ((i = 0; i < ${#pairs[@]}; i += 2)); do
  h="${pairs[i]}" pkg="${pairs[i+1]}"
  name="$(basename "$h" .h)"
  log="$work/logs/$name.log"
  n=$((n + 1))
  start=$(now_ms)
  rc=0
  one "$h" "$pkg" >"$log" 2>&1 || rc=$?
  took="$(fmt_ms $(( $(now_ms) - start )))"
  if [ "$brk" = 0 ]; then
    if [ $rc -eq 0 ]; then
      echo "PASS $name.h ($took)"
      grep -E '^xcheck ' "$log" | sed 's/^/  /'
    else
      echo "FAIL $name.h ($took, exit $rc)"; failed+=("$name")
    fi
  else
    # Must fail in xcheck.zig's comparison itself, naming the swapped field, on every target.
    missing=()
    for t in "${tlist[@]}"; do
      grep -qE "xcheck MISMATCH on $t: DLTensor\.ndim: offset is [0-9]+ in Zig but [0-9]+ in C" "$log" || missing+=("$t")
    done
    if [ $rc -ne 0 ] && [ ${#missing[@]} -eq 0 ]; then
      echo "PASS $name.h ($took): caught on ${#tlist[@]} targets: $(grep -oE 'xcheck MISMATCH on [^:]*: DLTensor\.ndim: .*' "$log" | head -n 1)"
    else
      echo "FAIL $name.h ($took, exit $rc): the swapped DLTensor.ndim was not reported on: ${missing[*]:-(exit status 0)}"; failed+=("$name")
    fi
  fi
done
for name in "${failed[@]}"; do
  echo "---- $name ($work/logs/$name.log)"
  cat "$work/logs/$name.log"
done
echo "zig crosscheck: $(( n - ${#failed[@]} ))/$n headers passed$([ "$brk" = 1 ] && echo " (--break: each must report the swapped field)" || true) in $(fmt_ms $(( $(now_ms) - total_start )))"
[ ${#failed[@]} -eq 0 ]
