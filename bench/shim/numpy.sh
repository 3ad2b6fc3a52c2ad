#!/bin/sh
# CPU strided copy of the dispatch shims against numpy 2.x in the same run and
# process (bench/shim/numpy_bench.cpp, built by tests/outputs/shim/CMakeLists.txt at
# -O2 as shim_numpy_bench): np.copyto into a compact array, and
# np.ascontiguousarray (allocation included, against cpu::allocate + the shim's copy),
# for a transpose, x[:, ::2], x[::2, :], a 3-D permute and a broadcast column of float32 data at
# 4 KiB, 1 MiB and 64 MiB. Prints a Markdown table with the ratios (above 1:
# the shim is faster).
#
#   PYTHONPATH=<venv site-packages> bench/shim/numpy.sh BENCH [--quick]
#
# --quick: a short run that only shows the benchmark works (used by the test
# shim_numpy_bench_smoke); its figures mean nothing.
set -eu
bench=${1:?usage: numpy.sh BENCH [--quick]}
if [ -z "${PYTHONPATH:-}" ] && [ -x "$(dirname "$0")/../../.venv/bin/python" ]; then
  PYTHONPATH=$("$(dirname "$0")/../../.venv/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
  export PYTHONPATH
fi
# Five repetitions of 0.2 s each, interleaved with the other rows' runs; the
# table takes each one's median (a row moves by about 10% between runs).
flags="--benchmark_min_time=0.2 --benchmark_repetitions=5 --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true"
[ "${2:-}" = "--quick" ] && flags="--benchmark_min_time=0.001"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# shellcheck disable=SC2086
"$bench" --benchmark_format=json $flags >"$tmp"
python3 - "$tmp" <<'PY'
import json, sys
runs = json.load(open(sys.argv[1]))["benchmarks"]
rate = {}
for r in runs:
    if r.get("run_type") == "aggregate" and r.get("aggregate_name") != "median":
        continue
    _, view, how, size = r["run_name"].split("/")[:4]  # run/transpose/shim/4096/real_time
    rate[(view, how, int(size))] = r["bytes_per_second"] / 2**30
def size_text(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"
names = {"transpose": "x.T", "every_other_column": "x[:, ::2]", "every_other_row": "x[::2, :]",
         "permute_3d": "x.transpose(2, 0, 1)", "broadcast_column": "np.broadcast_to(c[:, None], s)"}
print("| view | data | np.copyto GiB/s | shim GiB/s | shim / copyto "
      "| np.ascontiguousarray GiB/s | cpu::allocate + shim GiB/s | shim / ascontiguousarray |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
worst = None
for view in names:
    for size in sorted({s for v, _, s in rate if v == view}):
        c, s = rate[(view, "copyto", size)], rate[(view, "shim", size)]
        a, sa = rate[(view, "ascontiguousarray", size)], rate[(view, "shim_alloc", size)]
        worst = min(worst or 1e9, s / c, sa / a)
        print(f"| `{names[view]}` | {size_text(size)} | {c:.2f} | {s:.2f} | {s / c:.2f}x | {a:.2f} | {sa:.2f} | {sa / a:.2f}x |")
print(f"\nlowest ratio: {worst:.2f}x")
PY
