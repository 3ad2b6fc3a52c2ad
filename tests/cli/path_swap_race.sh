#!/usr/bin/env bash
# Nothing is written outside --out while another process swaps directories
# below it for symlinks to elsewhere and back: generate (and --prune) write,
# rename and remove through directories held open (openat, O_NOFOLLOW,
# renameat), so a swap makes a run fail or succeed, never write through the
# link. Runs generate many times against a concurrent swapper; afterwards the
# place the links led to must be empty, and a last run (no swapper) must leave
# a tree that --check finds fresh.
#   path_swap_race.sh DLPACKGEN HEADER_A HEADER_B WORK [RUNS]
set -euo pipefail
dlpackgen="$(realpath "$1")" header_a="$(realpath "$2")" header_b="$(realpath "$3")" work="$4" runs="${5:-150}"
fail() { echo "path_swap_race: FAILED: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work/victim"
cd "$work"
# The headers read once: the race is in the writing, and Clang's parse would
# take most of each run (and most of the test's time under the sanitizers).
"$dlpackgen" parse "$header_a" -o a.yaml
"$dlpackgen" parse "$header_b" -o b.yaml
header_a="$PWD/a.yaml" header_b="$PWD/b.yaml"
gen() { "$dlpackgen" generate --schema "$1" --lang cpp --lang rust --out out --prune -q; }
gen "$header_a"
touch out/cpp/extra.txt  # something for --prune to remove while the swapper runs

cat > swapper.py <<'PY'
import os, random, shutil, sys, time
out, victim, stop = sys.argv[1:4]
dirs = ["cpp", "cpp/include", "cpp/include/dlpack", "rust", "rust/src", "rust/src/safe"]
swaps = 0
while not os.path.exists(stop):
    d = os.path.join(out, random.choice(dirs))
    aside = d + ".aside"
    try:
        os.rename(d, aside)
    except OSError:
        continue
    try:
        os.symlink(victim, d)
        swaps += 1
        os.unlink(d)
    except OSError:
        pass
    while True:
        try:
            os.rename(aside, d)
            break
        except OSError:
            shutil.rmtree(d, ignore_errors=True)  # a run made the directory again while it was away
    time.sleep(random.random() * 0.002)
print(swaps)
PY
python3 swapper.py "$PWD/out" "$PWD/victim" "$PWD/stop" > swaps.txt &
swapper=$!
trap 'touch stop; wait 2> /dev/null || true' EXIT

ok=0 refused=0
for i in $(seq "$runs"); do
  header="$header_a"; [ $((i % 2)) = 0 ] && header="$header_b"
  if gen "$header" 2>> runs.log; then ok=$((ok + 1)); else refused=$((refused + 1)); fi
  # Through directories opened without following links: a plain `touch` would
  # itself write through the swapper's symlink (into victim/).
  [ $((i % 10)) = 0 ] && python3 -c 'import os
d = os.open("out", os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
c = os.open("cpp", os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=d)
os.close(os.open("extra.txt", os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, 0o644, dir_fd=c))' 2> /dev/null || true
done
touch stop
wait "$swapper" || fail "the swapper failed"
trap - EXIT
echo "path_swap_race: $runs runs against $(cat swaps.txt) swaps: $ok wrote, $refused refused"

leaked="$(find victim -mindepth 1 | head -20)"
[ -z "$leaked" ] || fail "written outside --out through a swapped symlink:
$leaked"
# A run that gave up says why in one line, and only of what it found.
if [ -s runs.log ]; then
  grep -v "^dlpackgen: error: " runs.log | head -5 | grep . && fail "a refused run printed more than one error line"
fi
# The swapper must have raced the runs, and some runs must have written.
[ "$(cat swaps.txt)" -gt 100 ] || fail "the swapper swapped only $(cat swaps.txt) times"
[ "$ok" -gt 0 ] || fail "no run wrote anything: nothing was tested"
gen "$header_b"
"$dlpackgen" generate --schema "$header_b" --lang cpp --lang rust --out out --check -q \
  || fail "the tree is not fresh after a last run"
echo "path_swap_race: passed"
