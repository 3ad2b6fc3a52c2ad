#!/usr/bin/env bash
# Two `dlpackgen upgrade` runs of one config at once, PAIRS times, started at
# random delays from each other: a forced upgrade to the newest header, and an
# unforced one to an older header that the policy accepts only from the header
# the config starts with. Upgrades are serialised end to end, so the policy
# always judges the header it replaces: whichever runs first, the forced one
# ends on top, or the older one was refused. After every pair the vendored
# header is the newest one, the outputs are fresh, and each run's exit code
# agrees with what it says.
#   upgrade_race.sh DLPACKGEN START_HEADER OLDER_HEADER NEWEST_HEADER WORK [PAIRS]
set -euo pipefail
dlpackgen="$(realpath "$1")" start="$(realpath "$2")" older="$(realpath "$3")" newest="$(realpath "$4")"
work="$5" pairs="${6:-50}"
rm -rf "$work"; mkdir -p "$work/repo/third_party/dlpack"; work="$(realpath "$work")"
cd "$work/repo"
fail() { echo "upgrade_race: FAILED: $*" >&2; exit 1; }
# One target and a one-file language keep each run short: what is under test
# is the lock, not the rendering.
mkdir -p tpl/stamp
echo 'dlpack.h {{header.version}} {{header.sha256}}' > tpl/stamp/stamp.txt.mustache
printf 'header: third_party/dlpack/dlpack.h\nlanguages: [stamp]\ntemplates: [tpl]\nout: generated\ntargets: [x86_64-linux-gnu]\n' > dlpackgen.yaml
cp "$start" third_party/dlpack/dlpack.h
"$dlpackgen" generate -q
cp -r generated "$work/pristine"

RANDOM=12345  # the same delays in every run of the test
orders=""
for i in $(seq 1 "$pairs"); do
  cp "$start" third_party/dlpack/dlpack.h
  rm -rf generated && cp -r "$work/pristine" generated
  forced_delay="0.$(printf '%03d' $((RANDOM % 120)))" older_delay="0.$(printf '%03d' $((RANDOM % 120)))"
  (sleep "$forced_delay"; exec "$dlpackgen" upgrade -q --force "$newest") > "$work/forced.log" 2>&1 &
  forced=$!
  (sleep "$older_delay"; exec "$dlpackgen" upgrade "$older") > "$work/older.log" 2>&1 &
  older_pid=$!
  rc_forced=0; wait "$forced" || rc_forced=$?
  rc_older=0; wait "$older_pid" || rc_older=$?
  [ "$rc_forced" = 0 ] || { cat "$work/forced.log"; fail "pair $i: the forced upgrade exited $rc_forced"; }
  case "$rc_older" in
    0) grep -q "upgraded third_party/dlpack/dlpack.h" "$work/older.log" && orders+="o" ||
         { cat "$work/older.log"; fail "pair $i: exit 0 without an upgrade"; } ;;
    1) grep -q "upgrade refused" "$work/older.log" && orders+="f" ||
         { cat "$work/older.log"; fail "pair $i: exit 1 without a refusal"; } ;;
    *) cat "$work/older.log"; fail "pair $i: the older upgrade exited $rc_older" ;;
  esac
  cmp -s third_party/dlpack/dlpack.h "$newest" ||
    { cat "$work/forced.log" "$work/older.log"; fail "pair $i (delays $forced_delay, $older_delay): the vendored header is not the newest: an upgrade the policy judged against another header replaced it"; }
  "$dlpackgen" generate --check > "$work/check.log" 2>&1 || { cat "$work/check.log"; fail "pair $i: stale outputs"; }
done
echo "upgrade_race: $pairs pairs, the newest header always on top, outputs fresh (o = older first, f = forced first: $orders)"
