#!/bin/sh
# Prints the zero-overhead figures of the generated C++ wrappers against
# hand-written C: instructions executed per kernel (valgrind --tool=callgrind,
# one run holding both variants) and Google Benchmark times.
#
#   bench/cpp/zero_overhead.sh BENCH [--check] [--no-timing]
#
# BENCH is the built cpp_zero_overhead_bench (tests/outputs/cpp/CMakeLists.txt builds
# it at -O2 from bench/cpp/). --check exits 1 when a C++ kernel that does the
# same work as its C twin (offsets through an Accessor, sum2d, sum_any)
# executes more than 1% more instructions; the other rows are for information:
# view_offsets also honours the pre-1.2 NULL-strides rule on every call, and
# nbytes returns std::optional. --no-timing skips Google Benchmark.
set -eu

bench=${1:?usage: zero_overhead.sh BENCH [--check] [--no-timing]}
shift
check=0
timing=1
for arg in "$@"; do
  case $arg in
    --check) check=1 ;;
    --no-timing) timing=0 ;;
    *) echo "zero_overhead.sh: unknown argument $arg" >&2; exit 2 ;;
  esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

valgrind --tool=callgrind --callgrind-out-file="$tmp/callgrind.out" "$bench" --workload >"$tmp/valgrind.log" 2>&1 || {
  cat "$tmp/valgrind.log" >&2
  exit 1
}
callgrind_annotate --inclusive=yes --threshold=100 "$tmp/callgrind.out" >"$tmp/annotate.txt"

# Inclusive instruction count of one function: "1,234 (5.6%)  file:function [binary]".
count() {
  awk -v fn="$1" '
    { for (i = 2; i <= NF; ++i) if ($i ~ (":" fn "$") || $i == fn) { gsub(",", "", $1); print $1; exit } }
  ' "$tmp/annotate.txt"
}

echo "Instructions executed (callgrind, one run; C and C++ on the same data):"
printf '  %-13s %14s %14s %9s\n' kernel "C" "C++" "C++/C"
status=0
for row in offsets:offsets:1 offsets:view_offsets:0 sum2d:sum2d:1 sum_any:sum_any:1 nbytes:nbytes:0; do
  checked=${row##*:}
  pair=${row%:*}
  kernel=${pair#*:}
  c=$(count "c_${pair%%:*}")
  cpp=$(count "cpp_$kernel")
  if [ -z "$c" ] || [ -z "$cpp" ]; then
    echo "zero_overhead.sh: no callgrind count for $kernel" >&2
    exit 1
  fi
  ratio=$(awk -v a="$cpp" -v b="$c" 'BEGIN { printf "%.4f", a / b }')
  printf '  %-13s %14s %14s %9s\n' "$kernel" "$c" "$cpp" "$ratio"
  if [ "$check" = 1 ] && [ "$checked" = 1 ] && awk -v a="$cpp" -v b="$c" 'BEGIN { exit !(a > b * 1.01) }'; then
    echo "  -> the C++ $kernel kernel executes more than 1% more instructions than hand-written C" >&2
    status=1
  fi
done

if [ "$timing" = 1 ]; then
  echo
  echo "Time (Google Benchmark):"
  "$bench" --benchmark_min_time=0.2 --benchmark_format=console 2>/dev/null | grep '^BM_' | sed 's/^/  /'
fi
exit $status
