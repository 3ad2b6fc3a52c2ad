#!/usr/bin/env bash
# `dlpackgen generate` from the checked-in schema, before and after a change, in
# one hyperfine run: the baseline is dlpackgen built from another revision
# (default: the last commit before generator/lang/ existed) in a git worktree
# under the build tree, rendering its own templates; the candidate is BUILD_DIR's.
#
#   bench/render/compare.sh [BUILD_DIR] [BASE_REV]
#
# Both render every C++ output of schema/dlpack.yaml (v1.3, 9 targets) into an
# empty dir (the files written each run), and the candidate also with --check
# (render and compare, nothing written). The outputs are compared byte for byte.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
base_rev="${2:-$(git -C "$root" rev-list -1 HEAD -- generator/lang | xargs -I{} git -C "$root" rev-parse '{}~1')}"
base="$build/bench-render-base"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

if [ ! -x "$base/build/dlpackgen" ] || [ "$(git -C "$base" rev-parse HEAD 2>/dev/null)" != "$(git -C "$root" rev-parse "$base_rev")" ]; then
  rm -rf "$base"
  git -C "$root" worktree prune
  git -C "$root" worktree add -f --detach "$base" "$base_rev" >/dev/null
  cmake -S "$base" -B "$base/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDLPACKGEN_BUILD_TESTS=OFF \
    -DDLPACKGEN_HEADERS_DIR="$root/../shared/headers" >/dev/null
  cmake --build "$base/build" --target dlpackgen >/dev/null
fi

schema="$root/schema/dlpack.yaml"
old=(env DLPACKGEN_TEMPLATES_DIR="$base/templates" "$base/build/dlpackgen" generate --schema "$schema" --lang cpp
     --semantics "$base/schema/semantics.yaml" -q)
new=("$build/dlpackgen" generate --schema "$schema" --lang cpp --semantics "$root/schema/semantics.yaml" -q)

"${old[@]}" --out "$out/old"
"${new[@]}" --out "$out/new"
diff -r "$out/old" "$out/new" >/dev/null && echo "outputs: byte-identical" || { echo "outputs differ"; exit 1; }

hyperfine --warmup 3 --min-runs 20 --export-json "$out/result.json" \
  --prepare "rm -rf $out/a" --prepare "rm -rf $out/b" --prepare "true" \
  -n before "${old[*]} --out $out/a" \
  -n after "${new[*]} --out $out/b" \
  -n after-check "${new[*]} --out $out/new --check" >/dev/null

python3 - "$out/result.json" "$base_rev" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
b = r["before"]["mean"]
for name in ("before", "after", "after-check"):
    m, s = r[name]["mean"], r[name]["stddev"]
    print(f"{name:12s} {m*1000:7.1f} ms ± {s*1000:4.1f}  ({m/b:.2f}x before; before = {sys.argv[2][:10]})")
PY
