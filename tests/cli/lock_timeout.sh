#!/usr/bin/env bash
# --lock-timeout: a run that finds the output dir locked by another process
# says it waits, gives up after the time given (exit 2, one error line naming
# the dir and the option, nothing written), and without the option waits until
# the lock is free. upgrade takes the same option.
#   lock_timeout.sh DLPACKGEN HEADER WORK
set -euo pipefail
dlpackgen="$(realpath "$1")" header="$(realpath "$2")" work="$3"
fail() { echo "lock_timeout: FAILED: $*" >&2; exit 1; }
command -v flock > /dev/null || fail "flock(1) is not installed (util-linux)"
rm -rf "$work" && mkdir -p "$work/out"
cd "$work"
gen=("$dlpackgen" generate --header "$header" --lang cpp --out out -q)

# A holder of the lock that releases it when its fifo is written to.
mkfifo release
flock -x out sh -c 'read x < release' &
holder=$!
cleanup() {
  kill "$holder" 2> /dev/null || true
  wait 2> /dev/null || true
}
trap cleanup EXIT
for _ in $(seq 100); do flock -n -x out true 2> /dev/null || break; sleep 0.05; done

rc=0; "${gen[@]}" --lock-timeout 0.3 > gen.log 2>&1 || rc=$?
[ "$rc" = 2 ] || { cat gen.log; fail "generate with the lock held: exit $rc, expected 2"; }
grep -qx "dlpackgen: waiting for another dlpackgen that is writing out" gen.log || { cat gen.log; fail "no word of the wait"; }
grep -q "^dlpackgen: error: out: another dlpackgen still holds this output directory's lock after 0.3 s (--lock-timeout)" gen.log \
  || { cat gen.log; fail "the error does not name the dir and the option"; }
[ -z "$(ls -A out)" ] || fail "generate wrote into the locked dir: $(ls -A out)"
rc=0; "$dlpackgen" generate --header "$header" --lang cpp --out out --check --lock-timeout 0.2 > check.log 2>&1 || rc=$?
[ "$rc" = 2 ] || { cat check.log; fail "--check with the lock held: exit $rc, expected 2"; }

# Without a timeout it waits, and runs once the holder lets go.
"${gen[@]}" > wait.log 2>&1 &
waiter=$!
sleep 0.5
kill -0 "$waiter" 2> /dev/null || { cat wait.log; fail "generate without --lock-timeout did not wait"; }
echo > release
wait "$waiter" || { cat wait.log; fail "generate after the lock was released"; }
"${gen[@]}" --check --lock-timeout 0 > /dev/null || fail "the output after the wait is not fresh"

rc=0; "${gen[@]}" --lock-timeout=-1 > neg.log 2>&1 || rc=$?
[ "$rc" = 2 ] && grep -q "usage error: --lock-timeout: -1 is not a number of seconds, 0 or more" neg.log \
  || { cat neg.log; fail "a negative --lock-timeout is not a usage error"; }
echo "lock_timeout: gives up after --lock-timeout with one line, waits without it, refuses a negative one"
