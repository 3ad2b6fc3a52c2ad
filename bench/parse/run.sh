#!/usr/bin/env bash
# Wall time of `dlpackgen parse` on the v1.3 header for all default targets,
# against `clang -fsyntax-only` of the same header, in one hyperfine run.
#
#   bench/parse/run.sh [BUILD_DIR] [HEADERS_DIR]
#
# Baselines:
#   clang-1   one `clang -fsyntax-only` of the header (one target, C mode)
#   clang-18  `clang -fsyntax-only` once per default target in C and in C++
#             mode: the same 18 front-end passes dlpackgen makes, as 18 processes
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${1:-$root/build}"
headers="${2:-$root/../shared/headers}"
header="$headers/dlpack-v1.3-torch.h"
tool="$build/dlpackgen"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

targets="x86_64-linux-gnu aarch64-linux-gnu i686-linux-gnu armv7-linux-gnueabihf riscv64-linux-gnu powerpc64le-linux-gnu s390x-linux-gnu wasm32-unknown-unknown x86_64-pc-windows-msvc"
cat > "$out/clang18.sh" <<SH
for t in $targets; do
  clang --target=\$t -ffreestanding -fsyntax-only -x c "$header"
  clang --target=\$t -ffreestanding -fsyntax-only -x c++ -std=c++17 "$header"
done
SH

hyperfine --warmup 2 --min-runs 10 --export-json "$out/result.json" \
  -n dlpackgen-parse "$tool parse $header -o $out/schema.yaml" \
  -n clang-1 "clang -ffreestanding -fsyntax-only -x c $header" \
  -n clang-18 "bash $out/clang18.sh"

python3 - "$out/result.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
d = r["dlpackgen-parse"]["mean"]
for name in ("clang-1", "clang-18"):
    c = r[name]["mean"]
    print(f"dlpackgen parse (9 targets x C/C++) {d*1000:.1f} ms vs {name} {c*1000:.1f} ms: ratio {d/c:.2f}")
PY
