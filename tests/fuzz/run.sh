#!/usr/bin/env bash
# One bounded fuzz run: replays every saved regression input, then fuzzes for
# SECONDS from the seeds. A crash, leak, sanitizer report or timeout fails the
# test, and libFuzzer leaves the input as crash-*/leak-*/timeout-* in the
# corpus dir: copy it to tests/fuzz/regressions/<target>/ with the fix.
#
# run.sh FUZZER SECONDS CORPUS_DIR REGRESSIONS_DIR SEED...
set -euo pipefail
fuzzer=$(realpath "$1") seconds=$2 corpus=$3 regressions=$4
shift 4
mkdir -p "$corpus"
corpus=$(realpath "$corpus")
if [ -d "$regressions" ] && compgen -G "$regressions/*" >/dev/null; then  # .keep alone: none yet
  "$fuzzer" -runs=0 "$regressions"/*
fi
# libFuzzer reads corpora from directories: single seed files go into one.
files="$corpus.seed-files"
rm -rf "$files"
mkdir -p "$files"
seeds=("$files")
n=0
for s in "$@"; do  # seed files of one name (every language.yaml) each keep a copy
  n=$((n + 1))
  if [ -d "$s" ]; then seeds+=("$(realpath "$s")"); elif [ -f "$s" ]; then cp "$s" "$files/$n-$(basename "$s")"; fi
done
cd "$corpus"  # crash-* files land here
# A bound on the whole run too: a fuzzer must not outlive its budget by more than two minutes.
exec timeout $((seconds + 120)) "$fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
  "$corpus" "${seeds[@]}"
