#!/usr/bin/env bash
# Generates the Zig package of every header into OUT/<header name>/zig, and
# OUT/wrong/zig: the last header's package with every DLTensor size assert of
# src/layout.zig off by one (a deliberately wrong layout, which must fail on
# every target).
#
#   generate_packages.sh DLPACKGEN HEADERS_DIR OUT
set -euo pipefail
dlpackgen="$1" headers="$2" out="$3"
shopt -s nullglob
files=("$headers"/*.h)
[ ${#files[@]} -gt 0 ] || { echo "generate_packages: no headers in $headers" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
for h in "${files[@]}"; do
  name="$(basename "$h" .h)"
  "$dlpackgen" generate --header "$h" --lang zig --out "$out/$name" -q
done
last="$(basename "${files[-1]}" .h)"
cp -r "$out/$last" "$out/wrong"
layout="$out/wrong/zig/src/layout.zig"
# expect("DLTensor", "size", "<triple>", @sizeOf(c.DLTensor), 48);  ->  49
re='^(\s*expect\("DLTensor", "size", "[^"]+", \@sizeOf\(c\.DLTensor\), )(\d+)\);$'
n=$(grep -cP "$re" "$layout" || true)
[ "$n" -ge 9 ] || { echo "generate_packages: expected a DLTensor size assert per target in $layout, found $n" >&2; exit 1; }
RE="$re" perl -pi -e 's/$ENV{RE}/$1 . ($2 + 1) . ");"/e' "$layout"
changed=$(diff "$out/$last/zig/src/layout.zig" "$layout" | grep -c '^>' || true)
[ "$changed" -eq "$n" ] || { echo "generate_packages: changed $changed of $n DLTensor size asserts in $layout" >&2; exit 1; }
echo "generate_packages: ${#files[@]} packages in $out (+ wrong/: $n DLTensor size asserts off by one)"
