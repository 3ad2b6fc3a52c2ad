#!/usr/bin/env bash
# `parse`, `generate` and `history` write the same bytes whatever the locale
# (every one installed, as `locale -a` lists them, plus C and C.UTF-8) and the
# time zone (UTC and UTC+14, Pacific/Kiritimati, by name where tzdata has it and
# as a POSIX TZ string where it does not). Inputs: a real header and a small
# header of the test's own with UTF-8 doc comments, negative and unsigned values.
#
# determinism_env.sh DLPACKGEN HEADER_A HEADER_B WORK_DIR
set -euo pipefail
dlpackgen=$(realpath "$1") real_a=$(realpath "$2") real_b=$(realpath "$3") work=$4
fail() { echo "FAILED: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
small="$work/small.h"
cat >"$small" <<'EOF'
#ifndef DLPACK_SMALL_H_
#define DLPACK_SMALL_H_
#include <stdint.h>
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 2
/*! \brief Größe in µs — naïve “quotes”, 1,5 and 1.5, été. */
#define DLPACK_BIG 18446744073709551615ULL
#define DLPACK_NEG (-1234567)
/*! \brief Gerätetyp (ÄÖÜ, ß, İ, ı). */
typedef enum {
  kDLCPU = 1,
  kDLNeg = -2147483647,
  kDLBig = 1000000,
} DLKind;
/*! \brief Ein Gerät. */
typedef struct {
  DLKind kind;
  int32_t id;
  double scale;  /*!< 0,5 oder 0.5 */
  int64_t shape[3];
} DLThing;
#endif
EOF

# One run of every command under `env`; the outputs go to $work/<name>/.
run_all() {
  local name=$1
  shift
  local d="$work/$name"
  mkdir -p "$d"
  for h in "$real_a" "$small"; do
    local base
    base=$(basename "$h" .h)
    env "$@" "$dlpackgen" parse "$h" >"$d/$base.yaml" 2>"$d/$base.parse.err" ||
      fail "$name: parse $h: $(cat "$d/$base.parse.err")"
    env "$@" "$dlpackgen" generate -q --allow-unmapped --header "$h" --out "$d/gen-$base" 2>"$d/$base.gen.err" ||
      fail "$name: generate $h: $(cat "$d/$base.gen.err")"
    env "$@" "$dlpackgen" layout "$h" >"$d/$base.layout" 2>"$d/$base.layout.err" ||
      fail "$name: layout $h: $(cat "$d/$base.layout.err")"
  done
  env "$@" "$dlpackgen" history "$real_b" "$real_a" >"$d/history.yaml" 2>"$d/history.err" ||
    fail "$name: history: $(cat "$d/history.err")"
}

# Every locale installed that the C library accepts, plus C and C.UTF-8.
locales=(C C.UTF-8)
while IFS= read -r l; do
  [ -n "$l" ] && [ "$l" != C ] && locales+=("$l")
done < <(locale -a 2>/dev/null || true)
zones=(UTC '<+14>-14')
[ -e /usr/share/zoneinfo/Pacific/Kiritimati ] && zones+=(Pacific/Kiritimati)

run_all reference LC_ALL=C LANG=C TZ=UTC
runs=0
for l in "${locales[@]}"; do
  # A locale the C library does not know would fall back to C silently: skip it.
  if LC_ALL=$l locale 2>&1 >/dev/null | grep -q "Cannot set"; then
    echo "skipped locale $l: not usable" >&2
    continue
  fi
  for z in "${zones[@]}"; do
    runs=$((runs + 1))
    name="run$runs"
    run_all "$name" LC_ALL="$l" LANG="$l" TZ="$z"
    for f in "$work/reference"/*.yaml "$work/reference"/*.layout; do
      cmp -s "$f" "$work/$name/$(basename "$f")" ||
        fail "LC_ALL=$l TZ=$z: $(basename "$f") differs from LC_ALL=C TZ=UTC: $(diff "$f" "$work/$name/$(basename "$f")" | head -5)"
    done
    for g in "$work/reference"/gen-*; do
      diff -r "$g" "$work/$name/$(basename "$g")" >"$work/$name.diff" ||
        fail "LC_ALL=$l TZ=$z: generate output differs from LC_ALL=C TZ=UTC: $(head -20 "$work/$name.diff")"
    done
    echo "same bytes: LC_ALL=$l TZ=$z"
  done
done
[ "$runs" -ge $((2 * ${#zones[@]})) ] || fail "only $runs locale and time zone combinations ran (C.UTF-8 missing?)"
echo "ok: $runs locale and time zone combinations, every output byte-identical"
