#!/usr/bin/env bash
# The Zig package of `dlpackgen generate --lang zig` (layouts for the schema's
# nine targets) against `zig translate-c` of the same header (one target per
# run), in one run:
#
#   bench/zig/compare.sh [BUILD_DIR] [HEADER]
#
#   1. time (hyperfine): dlpackgen from the header; zig translate-c with a warm
#      compiler (translate-c itself built once into the global cache, the first
#      run of it takes about 50 s) but no cached result: each run translates a
#      copy of the header made unique by a trailing comment, as an edited
#      header would be; and translate-c with its result cached (same file)
#   2. lines: dlpackgen's package against translate-c's file, and how much of
#      translate-c's output is not DLPack's (libc and compiler macros)
#   3. what each says of an enum: translate-c's type and its enumerators' type
#
# Default HEADER: ../shared/headers/dlpack-v1.3-torch.h. Zig: the pinned one in
# .venv (bash .ci/setup); its global cache is BUILD_DIR/bench-zig-cache.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
header="$(realpath "${2:-$root/../shared/headers/dlpack-v1.3-torch.h}")"
tool="$build/dlpackgen"
zig="$("$root/.venv/bin/python" -c 'import ziglang, os; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')"
export ZIG_GLOBAL_CACHE_DIR="$build/bench-zig-cache"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for p in "$tool" "$zig" "$(command -v hyperfine)"; do
  [ -x "$p" ] || { echo "compare: error: no executable '$p'" >&2; exit 2; }
done
echo "# dlpackgen vs zig translate-c $("$zig" version): $(basename "$header"), $(nproc) cores"

# Warm up: translate-c built, dlpackgen's libraries paged in.
cp "$header" "$out/dlpack.h"
"$zig" translate-c "$out/dlpack.h" -lc > "$out/translated.zig"
"$tool" generate --header "$header" --lang zig --out "$out/gen" -q

# ---- 1. Time ----------------------------------------------------------------
echo 0 > "$out/n"
cat > "$out/unique.sh" <<EOF
n=\$(( \$(cat "$out/n") + 1 )); echo \$n > "$out/n"
cp "$header" "$out/fresh.h"; echo "/* run \$n \$\$ */" >> "$out/fresh.h"
EOF
hyperfine --warmup 3 --min-runs 20 --export-json "$out/time.json" --style basic \
  --prepare "true" --prepare "sh $out/unique.sh" --prepare "true" \
  -n "dlpackgen generate --lang zig (9 targets)" \
  "$tool generate --header $header --lang zig --out $out/gen -q" \
  -n "zig translate-c (host), result not cached" "$zig translate-c $out/fresh.h -lc > $out/fresh.zig" \
  -n "zig translate-c (host), result cached" "$zig translate-c $out/dlpack.h -lc > $out/cached.zig" \
  > /dev/null 2> "$out/hyperfine.err" || { cat "$out/hyperfine.err" >&2; exit 1; }
python3 - "$out/time.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
base = r[1]["mean"]
print("\n| command | mean ± sd | ratio to translate-c (not cached) |\n|---|---|---|")
for x in r:
    print(f"| {x['command']} | {x['mean']*1e3:.1f} ms ± {x['stddev']*1e3:.1f} | {x['mean']/base:.2f} |")
EOF

# ---- 2. Lines ---------------------------------------------------------------
pkg="$out/gen/zig"
total=$(cat "$pkg/build.zig" "$pkg/build.zig.zon" "$pkg"/src/*.zig | wc -l)
asserts=$(grep -c '^        expect(' "$pkg/src/layout.zig" || true)
tc=$(wc -l < "$out/translated.zig")
decls=$(grep -c '^pub ' "$out/translated.zig" || true)
ours=$(grep -cE '^pub (const|extern|fn|inline fn) (DL|kDL|DLPACK)' "$out/translated.zig" || true)
echo
echo "| output | lines | of which |"
echo "|---|---|---|"
echo "| dlpackgen package (build.zig, build.zig.zon, src/*.zig) | $total | $asserts layout asserts over 9 targets in src/layout.zig |"
for f in dlpack.zig layout.zig safe.zig; do echo "| &nbsp;&nbsp;src/$f | $(wc -l < "$pkg/src/$f") | |"; done
echo "| zig translate-c (host) | $tc | $decls pub declarations, $ours of them DLPack's (DL*, kDL*, DLPACK_*): the rest is libc and compiler macros |"

# ---- 3. Enums ---------------------------------------------------------------
echo
echo "What each makes of \`DLDeviceType\` (x86_64 Linux):"
echo '```'
grep -m1 -E '^pub const DLDeviceType\b' "$out/translated.zig" | sed 's/^/translate-c: /'
grep -m1 -E '^pub const kDLCPU\b' "$out/translated.zig" | sed 's/^/translate-c: /'
grep -m1 -E '^pub const DLDeviceTypeTag\b' "$pkg/src/dlpack.zig" | cut -c1-110 | sed 's/$/.../; s/^/dlpackgen:   /'
grep -m1 -E '^pub const DLDeviceType = ' "$pkg/src/dlpack.zig" | sed 's/^/dlpackgen:   /'
grep -m1 -E '^    cpu = ' "$pkg/src/dlpack.zig" | sed 's/^ */dlpackgen:   /'
echo '```'
