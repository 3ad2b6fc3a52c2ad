#!/usr/bin/env bash
# run.sh's own errors, which need neither a GPU nor a compiler: a kind that is
# not cuda or hip, an unknown option, and a missing header each stop it with
# exit 2 and one line that says what, before anything is built.
#   usage.sh RUN_SH
set -uo pipefail
run_sh=$1
fail() { echo "usage.sh: FAILED: $*" >&2; exit 1; }
expect() {  # expect "REASON" ARGS...: exit 2, one line starting "run.sh: " that holds REASON
  local reason=$1 out rc work
  shift
  work=$(mktemp -d)
  out=$(WORK_DIR="$work" bash "$run_sh" "$@" 2>&1)
  rc=$?
  rm -rf "$work"
  [ "$rc" = 2 ] || fail "run.sh $*: exit $rc, expected 2; it said: $out"
  [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] || fail "run.sh $*: more than one line: $out"
  case "$out" in "run.sh: "*"$reason"*) ;; *) fail "run.sh $*: '$out' does not say '$reason'" ;; esac
  echo "ok: run.sh $*: $out"
}
expect "the kind is cuda or hip, not 'opencl'" opencl
expect "unknown option '--fast'" cuda --fast
DLPACK_HEADERS=/nonexistent expect "set DLPACK_HEADERS or SHIM_DIR" hip --test
