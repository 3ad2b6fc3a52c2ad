#!/usr/bin/env bash
# What including the C++ wrappers costs a translation unit, against the named
# baseline of the same run: a TU that includes only dlpack.h and <cstdint>.
#
#   bench/include/run.sh [HEADER] [INCLUDE_DIR]
#
# HEADER: the dlpack.h the wrappers were generated from (default: v1.3 of
# ../shared/headers); INCLUDE_DIR: their include dir (default: generated/cpp/include).
# For g++ and clang++, C++17 and C++20, hyperfine times `-O2 -c` of:
#   base   #include <dlpack.h> + <cstdint>          (the baseline)
#   core   #include "dlpack/dlpack.hpp"              (the cheap core)
#   all    #include "dlpack/all.hpp"                 (every opt-in part too)
#   pch    all.hpp through a precompiled header     (the recipe of the README)
# and prints each mean and its ratio to base, plus the preprocessed lines.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
header="${1:-$root/../shared/headers/dlpack-v1.3-torch.h}"
include="${2:-$root/generated/cpp/include}"
header="$(cd "$(dirname "$header")" && pwd)/$(basename "$header")"
include="$(cd "$include" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs="${RUNS:-15}"

printf '#include "%s"\n#include <cstdint>\nint f() { return 0; }\n' "$header" > "$work/base.cpp"
for part in dlpack all; do
  printf '#define DLPACK_CPP_C_HEADER "%s"\n#include "dlpack/%s.hpp"\nint f() { return 0; }\n' "$header" "$part" > "$work/$part.cpp"
done
# The precompiled-header recipe: the wrappers' headers precompiled once with the
# flags of the build; a TU that includes them first picks the .gch/.pch up.
mkdir -p "$work/pch/dlpack"
printf '#define DLPACK_CPP_C_HEADER "%s"\n#include "dlpack/all.hpp"\n' "$header" > "$work/pch/prefix.hpp"
printf '#include "prefix.hpp"\nint f() { return 0; }\n' > "$work/pch.cpp"

printf '%-8s %-6s %-6s %10s %8s %12s\n' compiler std tu "mean ms" ratio "pp lines"
for cxx in g++ clang++; do
  for std in c++17 c++20; do
    flags=(-std=$std -O2 -I"$include")
    if [ "$cxx" = g++ ]; then
      "$cxx" "${flags[@]}" -x c++-header "$work/pch/prefix.hpp" -o "$work/pch/prefix.hpp.gch"
      pch_flags=(-I"$work/pch")
    else
      "$cxx" "${flags[@]}" -x c++-header "$work/pch/prefix.hpp" -o "$work/pch/prefix.hpp.pch"
      pch_flags=(-I"$work/pch" -include-pch "$work/pch/prefix.hpp.pch")
    fi
    hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/r.json" \
      -n base "$cxx ${flags[*]} -c $work/base.cpp -o $work/o" \
      -n core "$cxx ${flags[*]} -c $work/dlpack.cpp -o $work/o" \
      -n all "$cxx ${flags[*]} -c $work/all.cpp -o $work/o" \
      -n pch "$cxx ${flags[*]} ${pch_flags[*]} -c $work/pch.cpp -o $work/o" >/dev/null
    lines() { "$cxx" "${flags[@]}" -E "$1" | grep -vc '^#' || true; }
    declare -A pp=([base]="$(lines "$work/base.cpp")" [core]="$(lines "$work/dlpack.cpp")" [all]="$(lines "$work/all.cpp")" [pch]="-")
    python3 - "$work/r.json" "$cxx" "$std" "${pp[base]}" "${pp[core]}" "${pp[all]}" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
cxx, std = sys.argv[2], sys.argv[3]
lines = dict(zip(["base", "core", "all", "pch"], sys.argv[4:7] + ["-"]))
base = next(x["mean"] for x in r if x["command"] == "base")
for x in r:
    print(f'{cxx:<8} {std:<6} {x["command"]:<6} {x["mean"] * 1000:10.1f} {x["mean"] / base:7.1f}x {lines[x["command"]]:>12}')
PY
  done
done
