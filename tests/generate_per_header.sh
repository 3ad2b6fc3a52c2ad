#!/usr/bin/env bash
# Generates LANG's bindings of every header into OUT/<header name>/LANG, and
# OUT/wrong/LANG: the last header's with every DLTensor size assert of FILE
# off by one (a deliberately wrong layout, which must fail on every target).
# ASSERT is a Perl regex of one such assert line with three groups: the text
# before the size, the size, the text after it. At least 9 must match (one per
# default target), and exactly those lines change.
#
# HEADER_DIRS is one dir or several separated by ':', read in that order.
#
#   generate_per_header.sh LANG DLPACKGEN HEADER_DIRS OUT FILE ASSERT
set -euo pipefail
lang="$1" dlpackgen="$2" headers="$3" out="$4" file="$5" re="$6"
me="generate_per_header($lang)"
shopt -s nullglob
files=()
IFS=: read -r -a dirs <<<"$headers"
for d in "${dirs[@]}"; do files+=("$d"/*.h); done
[ ${#files[@]} -gt 0 ] || { echo "$me: no headers in $headers" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
for h in "${files[@]}"; do
  "$dlpackgen" generate --header "$h" --lang "$lang" --out "$out/$(basename "$h" .h)" -q
done
last="$(basename "${files[-1]}" .h)"
cp -r "$out/$last" "$out/wrong"
target="$out/wrong/$lang/$file"
n=$(grep -cP "$re" "$target" || true)
[ "$n" -ge 9 ] || { echo "$me: expected a DLTensor size assert per target in $target, found $n" >&2; exit 1; }
RE="$re" perl -pi -e 's/$ENV{RE}/$1 . ($2 + 1) . $3/e' "$target"
changed=$(diff "$out/$last/$lang/$file" "$target" | grep -c '^>' || true)
[ "$changed" -eq "$n" ] || { echo "$me: changed $changed of $n DLTensor size asserts in $target" >&2; exit 1; }
echo "$me: ${#files[@]} headers in $out (+ wrong/: $n DLTensor size asserts off by one)"
