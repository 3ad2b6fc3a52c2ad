#!/usr/bin/env bash
# An #include of something that is not a regular file is refused at the
# #include, never opened: a FIFO (opening it would block until a writer comes),
# /dev/stdin from a pipe that stays open, /dev/zero (endless bytes), a file of
# /proc (reads as empty). One line `h.h:LINE:10: 'X' is <what>, not a regular
# file`, exit 2, within seconds; a regular file by the same route still parses.
#   include_non_files.sh DLPACKGEN WORK
set -euo pipefail
dlpackgen="$(realpath "$1")" work="$2"
fail() { echo "include_non_files: FAILED: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work" && cd "$work"
mkfifo fifo.h
header() {
  printf '#include <stdint.h>\n#include %s\ntypedef struct { int32_t x; } DLThing;\n#define DLPACK_MAJOR_VERSION 1\n#define DLPACK_MINOR_VERSION 0\n' "$1" > h.h
}
check() {  # check SPELLED WHAT [the command's stdin]
  header "\"$1\""
  rc=0
  timeout 60 "$dlpackgen" parse h.h --target x86_64-linux-gnu -o out.yaml > out.log 2>&1 || rc=$?
  [ "$rc" != 124 ] || fail "#include \"$1\": parse hung"
  [ "$rc" = 2 ] || { cat out.log; fail "#include \"$1\": exit $rc, expected 2"; }
  grep -q "^dlpackgen: error: h.h:2:10: '[^']*$1' is $2.*, not a regular file: dlpackgen reads headers only from regular files$" out.log \
    || { cat out.log; fail "#include \"$1\": the message does not say it is $2"; }
  [ "$(grep -c . out.log)" = 1 ] || { cat out.log; fail "#include \"$1\": more than one line"; }
  [ ! -e out.yaml ] || fail "#include \"$1\": a schema was written"
}
check fifo.h "a FIFO"
check /dev/zero "a character device" < /dev/null
check /proc/self/environ "a file of /proc or /sys"
# /dev/stdin from a pipe whose writer never writes nor closes: a FIFO.
mkfifo stdin.pipe
sleep 600 > stdin.pipe &
writer=$!
header '"/dev/stdin"'
rc=0
timeout 60 "$dlpackgen" parse h.h --target x86_64-linux-gnu -o out.yaml < stdin.pipe > out.log 2>&1 || rc=$?
kill "$writer" 2> /dev/null || true
[ "$rc" = 2 ] && grep -q "'/dev/stdin' is a FIFO" out.log \
  || { cat out.log; fail "#include \"/dev/stdin\" from an open pipe: exit $rc"; }
# A regular file by the same route parses.
printf '#define DLPACK_EXTRA 1\n' > extra.h
header '"extra.h"'
"$dlpackgen" parse h.h --target x86_64-linux-gnu -o out.yaml > out.log 2>&1 || { cat out.log; fail "a regular include"; }
echo "include_non_files: a FIFO, /dev/stdin from a pipe, /dev/zero and /proc are refused at the #include"
