#!/bin/sh
# CPU strided copy throughput of the dispatch shims against memcpy (contiguous)
# and two hand-written loops for a transposed float32 matrix (a generic
# div/mod-per-element loop, and the plain nested 2-D loop), 4 KiB to 256 MiB, in
# one run of shim_copy_bench (tests/outputs/shim/CMakeLists.txt builds it at -O2 from
# bench/shim/copy_bench.cpp). Prints a Markdown table with the ratios.
#
#   bench/shim/run.sh BENCH [--quick]
#
# --quick: a short run that only shows the benchmark works (used by the test
# shim_copy_bench_smoke); its figures mean nothing.
set -eu
bench=${1:?usage: run.sh BENCH [--quick]}
min_time=0.5
[ "${2:-}" = "--quick" ] && min_time=0.001
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$bench" --benchmark_format=json --benchmark_min_time="$min_time" >"$tmp"
python3 - "$tmp" <<'PY'
import json, sys
runs = json.load(open(sys.argv[1]))["benchmarks"]
rate = {}
for r in runs:
    parts = r["name"].split("/")  # contiguous/memcpy/4096/real_time
    rate[(parts[0] + "/" + parts[1], int(parts[2]))] = r["bytes_per_second"] / 2**30
def size_text(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"
print("| data | memcpy GiB/s | shim contiguous GiB/s | shim / memcpy "
      "| div/mod loop transpose GiB/s | nested loop transpose GiB/s | shim transpose GiB/s "
      "| shim / div-mod loop | shim / nested loop |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for size in sorted({s for _, s in rate}):
    m, c = rate[("contiguous/memcpy", size)], rate[("contiguous/shim", size)]
    n, l = rate[("transpose/naive_loop", size)], rate[("transpose/nested_loop", size)]
    t = rate[("transpose/shim", size)]
    print(f"| {size_text(size)} | {m:.2f} | {c:.2f} | {c / m:.0%} | {n:.2f} | {l:.2f} | {t:.2f} "
          f"| {t / n:.1f}x | {t / l:.2f}x |")
PY
