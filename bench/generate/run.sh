#!/usr/bin/env bash
# `dlpackgen generate` of every default language (C++, Rust, Zig, CUDA, HIP: 56
# files, 9 targets) from a dlpack.h, against the named baseline: Debian's
# `bindgen` of the same header (one Rust file, host target), in one hyperfine
# run, interleaved, into a dir on the build tree's disk and into tmpfs
# (/dev/shm). Each run writes into a fresh dir. Also `generate --sync` (one
# flush of the file system, then each dir) and `--schema` (no Clang).
# Prints each command's mean and its ratio to bindgen on the same disk.
#
#   bench/generate/run.sh [BUILD_DIR] [HEADER]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(realpath "${1:-$root/build}")"
header="$(realpath "${2:-$root/../shared/headers/dlpack-v1.3-torch.h}")"
tool="$build/dlpackgen"
for t in hyperfine bindgen; do
  command -v "$t" > /dev/null || { echo "generate bench: $t is not installed (.ci/setup installs it)" >&2; exit 2; }
done
[ -x "$tool" ] || { echo "generate bench: no $tool (bash .ci/build)" >&2; exit 2; }
disk="$build/bench-generate"
rm -rf "$disk" && mkdir -p "$disk"
shm="$(mktemp -d /dev/shm/dlpackgen-bench.XXXXXX)"
trap 'rm -rf "$shm" "$disk"' EXIT
"$tool" parse "$header" -o "$disk/schema.yaml" 2> /dev/null

cmds=()
names=()
for where in disk shm; do
  dir="$disk"
  [ "$where" = shm ] && dir="$shm"
  names+=("bindgen ($where)")
  cmds+=("rm -rf $dir/b && mkdir $dir/b && bindgen $header -o $dir/b/bindings.rs")
  names+=("generate ($where)")
  cmds+=("rm -rf $dir/g && $tool generate --header $header --out $dir/g -q 2>/dev/null")
  names+=("generate --sync ($where)")
  cmds+=("rm -rf $dir/s && $tool generate --header $header --out $dir/s -q --sync 2>/dev/null")
  names+=("generate --schema ($where)")
  cmds+=("rm -rf $dir/c && $tool generate --schema $disk/schema.yaml --out $dir/c -q 2>/dev/null")
done
args=()
for i in "${!cmds[@]}"; do args+=(-n "${names[$i]}" "${cmds[$i]}"); done

hyperfine --warmup 3 --min-runs 15 --export-json "$disk/result.json" "${args[@]}" > /dev/null
python3 - "$disk/result.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
for where in ("disk", "shm"):
    base = r[f"bindgen ({where})"]
    for name in ("bindgen", "generate", "generate --sync", "generate --schema"):
        x = r[f"{name} ({where})"]
        cpu = x["user"] + x["system"]
        print(f"{name + ' (' + where + ')':28s} {x['mean']*1000:7.1f} ms ± {x['stddev']*1000:5.1f}"
              f"  {x['mean']/base['mean']:5.2f}x bindgen wall, {cpu/(base['user']+base['system']):5.2f}x CPU")
PY
