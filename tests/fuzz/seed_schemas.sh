#!/usr/bin/env bash
# Seeds for the fuzz targets that read schemas, made from every real header when
# the fuzz tests run (never copied into the repository):
#   OUT/schemas/<header>.yaml  the schema `dlpackgen parse` writes (all default targets),
#   OUT/pairs/<old>--<new>.yaml  consecutive headers (x86_64-linux-gnu only, to stay
#     small) joined by fuzz_abi_diff's "---8<---" line: old against new.
#
# and, for each header of OWN_DIR (the project's vendored-style headers, such as
# one with declared alignments), its schema and a pair against the last release.
#
# seed_schemas.sh DLPACKGEN HEADERS_DIR OUT [OWN_DIR]
set -euo pipefail
dlpackgen=$1 headers=$2 out=$3 own=${4:-}
fail() { echo "FAILED: $*" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out/schemas" "$out/pairs" "$out/one-target"
# Version order (sort -V), near enough to release order for seeds.
mapfile -t list < <(find "$headers" -maxdepth 1 -name 'dlpack-v*.h' | sort -V)
[ "${#list[@]}" -gt 0 ] || fail "no dlpack-v*.h under $headers"
prev=""
for h in "${list[@]}"; do
  name=$(basename "$h" .h)
  "$dlpackgen" parse "$h" -o "$out/schemas/$name.yaml" 2>"$out/err" ||
    fail "parse $h: $(cat "$out/err")"
  "$dlpackgen" parse "$h" --target x86_64-linux-gnu -o "$out/one-target/$name.yaml" 2>"$out/err" ||
    fail "parse $h: $(cat "$out/err")"
  if [ -n "$prev" ]; then
    { cat "$out/one-target/$prev.yaml"; printf -- '---8<---\n'; cat "$out/one-target/$name.yaml"; } \
      >"$out/pairs/$prev--$name.yaml"
  fi
  prev=$name
done
if [ -n "$own" ]; then
  for h in "$own"/*.h; do
    name=$(basename "$h" .h)
    "$dlpackgen" parse "$h" -o "$out/schemas/$name.yaml" 2>"$out/err" || fail "parse $h: $(cat "$out/err")"
    "$dlpackgen" parse "$h" --target x86_64-linux-gnu -o "$out/one-target/$name.yaml" 2>"$out/err" ||
      fail "parse $h: $(cat "$out/err")"
    { cat "$out/one-target/$prev.yaml"; printf -- '---8<---\n'; cat "$out/one-target/$name.yaml"; } \
      >"$out/pairs/$prev--$name.yaml"
  done
fi
rm -f "$out/err"
echo "ok: $(ls "$out/schemas" | wc -l) schemas and $(ls "$out/pairs" | wc -l) pairs in $out"
