#!/usr/bin/env bash
# Concurrent `dlpackgen generate` runs into one output dir are serialised: with
# two headers racing (with and without --prune), every run exits 0, the dir
# ends up exactly one header's complete output (`generate --check` passes for
# one of them), and no temporary file is left behind. A `--check` racing the
# writers never reports a half-written dir as something else than one of the two.
#
# concurrent_generate.sh DLPACKGEN HEADER_A HEADER_B WORK_DIR
set -euo pipefail
dlpackgen=$1 a=$2 b=$3 work=$4
fail() { echo "FAILED: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
out="$work/out"
for round in 1 2 3 4 5 6; do
  prune=()
  [ $((round % 2)) = 0 ] && prune=(--prune)
  pids=()
  for h in "$a" "$b" "$a" "$b"; do
    "$dlpackgen" generate -q "${prune[@]}" --header "$h" --lang cpp,cuda --out "$out" 2>>"$work/err.log" &
    pids+=($!)
  done
  # A checker racing the writers: it must see one whole output, or none yet.
  set +e
  "$dlpackgen" generate --check --header "$a" --lang cpp,cuda --out "$out" >/dev/null 2>&1
  ca=$?
  set -e
  for p in "${pids[@]}"; do wait "$p" || fail "round $round: a generate failed: $(cat "$work/err.log")"; done
  set +e
  "$dlpackgen" generate --check --header "$a" --lang cpp,cuda --out "$out" >/dev/null 2>&1
  ra=$?
  "$dlpackgen" generate --check --header "$b" --lang cpp,cuda --out "$out" >/dev/null 2>&1
  rb=$?
  set -e
  [ $((ra + rb)) = 1 ] || fail "round $round: the dir is neither output (check: $ra for A, $rb for B)"
  [ "$ca" = 0 ] || [ "$ca" = 1 ] || fail "round $round: a racing --check exited $ca"
  left=$(find "$out" -name '.*.tmp-*' -o -name '.*.old-*' | head -3)
  [ -z "$left" ] || fail "round $round: temporary files left: $left"
done
grep -v "waiting for another dlpackgen" "$work/err.log" && fail "unexpected messages: $(cat "$work/err.log")"
echo "ok: 6 rounds of 4 concurrent generations (half with --prune) left one whole output each time"
