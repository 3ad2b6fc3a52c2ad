#!/usr/bin/env bash
# One case of the bad-input corpus (tests/corpus/<case>/): runs the dlpackgen
# command in <case>/cmd against the case's own files and checks that
#   - the exit code and stderr equal <case>/expect (first line "exit N", then
#     the exact stderr; {case} stands for the case dir),
#   - every diagnostic line carries file:line:col where <case>/expect does,
#   - the output dir, filled by a good generation first, is byte-identical
#     afterwards (nothing half-written).
# In cmd: {case} the case dir, {out} the output dir, {headers} the real headers,
# {fifo} a FIFO nobody writes to (an input that would block a reader forever);
# in expect: {case}, {headers} and {fifo}.
#
# run_case.sh DLPACKGEN CASE_DIR HEADERS_DIR WORK_DIR
set -euo pipefail
dlpackgen=$(realpath "$1") case_dir=$(realpath "$2") headers=$(realpath "$3") work=$4
fail() { echo "FAILED: $(basename "$case_dir"): $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
out="$work/out"
"$dlpackgen" generate -q --header "$headers/dlpack-v1.0.h" --lang cpp,rust --out "$out"
(cd "$out" && find . -type f -print0 | sort -z | xargs -0 sha256sum) >"$work/before"

fifo="$work/fifo.h"
mkfifo "$fifo"
cmd=$(sed -e "s|{case}|$case_dir|g" -e "s|{out}|$out|g" -e "s|{headers}|$headers|g" -e "s|{fifo}|$fifo|g" \
  "$case_dir/cmd")
set +e
(cd "$case_dir" && eval "timeout 60 \"$dlpackgen\" $cmd") >"$work/stdout" 2>"$work/stderr"
rc=$?
set -e
expected_rc=$(head -1 "$case_dir/expect" | sed 's/^exit //')
tail -n +2 "$case_dir/expect" | sed -e "s|{case}|$case_dir|g" -e "s|{headers}|$headers|g" -e "s|{fifo}|$fifo|g" \
  >"$work/expected_stderr"
[ "$rc" = "$expected_rc" ] || fail "exit $rc, expected $expected_rc; stderr: $(cat "$work/stderr")"
diff -u --label expected --label actual "$work/expected_stderr" "$work/stderr" >&2 || fail "stderr differs (above)"
(cd "$out" && find . -type f -print0 | sort -z | xargs -0 sha256sum) >"$work/after"
diff -u "$work/before" "$work/after" >&2 || fail "the output dir changed"
echo "ok: $(basename "$case_dir"): exit $rc, $(wc -l <"$work/stderr") line(s), output dir untouched"
