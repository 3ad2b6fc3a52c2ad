#!/usr/bin/env bash
# Generates the Rust crate of every header into OUT/<header name>/rust, and
# OUT/wrong/rust: the last header's crate with every DLTensor size assert of
# layout.rs off by one (a deliberately wrong layout, which must fail on every
# target).
#
#   generate_crates.sh DLPACKGEN HEADERS_DIR OUT
set -euo pipefail
dlpackgen="$1" headers="$2" out="$3"
shopt -s nullglob
files=("$headers"/*.h)
[ ${#files[@]} -gt 0 ] || { echo "generate_crates: no headers in $headers" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
for h in "${files[@]}"; do
  name="$(basename "$h" .h)"
  "$dlpackgen" generate --header "$h" --lang rust --out "$out/$name" -q
done
last="$(basename "${files[-1]}" .h)"
cp -r "$out/$last" "$out/wrong"
layout="$out/wrong/rust/src/layout.rs"
n=$(grep -c 'assert!(size_of::<DLTensor>() == ' "$layout")
[ "$n" -ge 9 ] || { echo "generate_crates: expected a DLTensor size assert per target in $layout, found $n" >&2; exit 1; }
sed -i 's/assert!(size_of::<DLTensor>() == /assert!(size_of::<DLTensor>() == 1 + /' "$layout"
echo "generate_crates: ${#files[@]} crates in $out (+ wrong/: $n DLTensor size asserts off by one)"
