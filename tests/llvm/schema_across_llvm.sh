#!/usr/bin/env bash
# The schema is a fact of the header, not of the compiler: every dlpackgen
# given (each built against another LLVM/Clang) writes byte-identical YAML for
# every header, and refuses the same headers with the same exit code.
#
#   schema_across_llvm.sh WORK HEADER_DIR... -- DLPACKGEN...
#
# The first DLPACKGEN is the reference; each line of the output names a header
# and the LLVM versions compared.
set -euo pipefail
work="$1"; shift
dirs=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do dirs+=("$1"); shift; done
[ "${1:-}" = "--" ] || { echo "usage: schema_across_llvm.sh WORK HEADER_DIR... -- DLPACKGEN..." >&2; exit 2; }
shift
tools=("$@")
[ ${#tools[@]} -ge 2 ] || { echo "schema_across_llvm: FAILED: needs two dlpackgen builds or more, got ${#tools[@]}" >&2; exit 1; }
rm -rf "$work"; mkdir -p "$work"

versions=()
for t in "${tools[@]}"; do
  v="$("$t" --version | sed -n 's/.*LLVM \([0-9.]*\).*/\1/p')"
  [ -n "$v" ] || { echo "schema_across_llvm: FAILED: $t --version names no LLVM" >&2; exit 1; }
  versions+=("$v")
done

headers=()
for d in "${dirs[@]}"; do
  for h in "$d"/*.h; do [ -f "$h" ] && headers+=("$h"); done
done
[ ${#headers[@]} -gt 0 ] || { echo "schema_across_llvm: FAILED: no headers in ${dirs[*]}" >&2; exit 1; }

failed=0 same=0
for h in "${headers[@]}"; do
  name="$(basename "$h" .h)"
  ref_rc=""
  for i in "${!tools[@]}"; do
    out="$work/$name.llvm${versions[$i]}.yaml"
    rc=0; "${tools[$i]}" parse "$h" > "$out" 2> "$work/$name.llvm${versions[$i]}.err" || rc=$?
    if [ "$i" = 0 ]; then ref_rc=$rc; ref="$out"; continue; fi
    if [ "$rc" != "$ref_rc" ]; then
      echo "schema_across_llvm: FAILED: $h: exit $ref_rc with LLVM ${versions[0]}, $rc with LLVM ${versions[$i]}" >&2
      cat "$work/$name.llvm${versions[0]}.err" "$work/$name.llvm${versions[$i]}.err" >&2
      failed=1
    elif ! cmp -s "$ref" "$out"; then
      echo "schema_across_llvm: FAILED: $h: the schema differs between LLVM ${versions[0]} and LLVM ${versions[$i]}:" >&2
      diff -u "$ref" "$out" | head -40 >&2
      failed=1
    fi
  done
  [ "$ref_rc" = 0 ] && same=$((same + 1))
  echo "$(basename "$h"): LLVM ${versions[*]}: $([ "$ref_rc" = 0 ] && echo "same schema" || echo "refused by all, exit $ref_rc")"
done
[ $failed = 0 ] || exit 1
echo "schema_across_llvm: ${#headers[@]} headers, $same schemas byte-identical across LLVM ${versions[*]}"
