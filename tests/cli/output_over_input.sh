#!/usr/bin/env bash
# No output over an input: every way of naming an input as an output (the same
# path, a symlink, a hard link, a directory holding it with --prune, a template
# dir, the config, a directory, anything under .git) is a usage error (exit 2,
# one line naming the option and the input) before anything runs, and every
# input stays byte-identical. Then the safe neighbours of each case still work.
#   output_over_input.sh DLPACKGEN HEADER NEWER_HEADER WORK
set -euo pipefail
dlpackgen="$(realpath "$1")" header="$(realpath "$2")" newer="$(realpath "$3")" work="$4"
rm -rf "$work"; mkdir -p "$work"; work="$(realpath "$work")"
cd "$work"
fail() { echo "output_over_input: FAILED: $*" >&2; exit 1; }

mkdir -p .git tpl/cpp g/cpp
cp "$header" x.h
cp "$newer" new.h
cp x.h g/cpp/dlpack.h
ln -s x.h link.h
ln x.h hard.h
echo '// {{header.version}}' > tpl/cpp/extra.h.mustache
printf 'header: x.h\nlanguages: [cpp]\nout: g\nschema_out: x.h\n' > dlpackgen.yaml
echo 'ref: refs/heads/main' > .git/HEAD
snapshot() { find . -type f ! -name '*.log' -print0 | sort -z | xargs -0 sha256sum; }
before="$(snapshot)"

refused() {  # refused "EXPECTED MESSAGE PART" ARGS...
  local want="$1"; shift
  local rc=0
  "$dlpackgen" "$@" > out.log 2>&1 || rc=$?
  [ "$rc" = 2 ] || { cat out.log; fail "dlpackgen $*: exit $rc, expected 2"; }
  [ "$(grep -c . out.log)" = 1 ] || { cat out.log; fail "dlpackgen $*: not one line"; }
  grep -qF -- "$want" out.log || { cat out.log; fail "dlpackgen $*: expected '$want'"; }
  [ "$(snapshot)" = "$before" ] || fail "dlpackgen $*: an input changed"
  [ ! -e g/cpp/include ] || fail "dlpackgen $*: wrote outputs"
}

refused "-o x.h: is the header (x.h)" parse x.h -o x.h
refused "-o link.h: is the header (x.h)" parse x.h -o link.h
refused "-o hard.h: is the header (x.h)" parse x.h -o hard.h
refused "-o .: is a directory" parse x.h -o .
refused "-o .git/HEAD: is inside a .git directory" parse x.h -o .git/HEAD
refused "-o ./.git/../.git/HEAD: is inside a .git directory" parse x.h -o ./.git/../.git/HEAD
refused "schema_out (dlpackgen.yaml) x.h: is the header (x.h)" parse
refused "-o dlpackgen.yaml: is the config" parse -o dlpackgen.yaml
refused "-o new.h: is an input (new.h)" history x.h new.h -o new.h
refused "-o link.h: is an input (x.h)" history x.h new.h -o link.h
refused "-o .: is a directory" history x.h -o .
refused "--prune g/cpp: holds the header (g/cpp/dlpack.h)" generate --header g/cpp/dlpack.h --out g --lang cpp --prune
refused "--prune g/cpp: holds a template dir" generate --header x.h --templates g/cpp --out g --lang cpp --prune
refused "--out tpl/cpp/extra.h: is inside a template dir (tpl)" \
  generate --header x.h --templates tpl --out tpl --lang cpp
refused "--out .git/cpp/include/dlpack/abi_asserts.h: is inside a .git directory" \
  generate --header x.h --out .git --lang cpp
echo "output_over_input: every output over an input refused, inputs byte-identical"

# The neighbours of each refusal still work.
"$dlpackgen" parse x.h -o schema.yaml 2> ok.log || { cat ok.log; fail "parse -o schema.yaml"; }
"$dlpackgen" history x.h new.h -o history.yaml 2> ok.log || { cat ok.log; fail "history -o history.yaml"; }
"$dlpackgen" generate --header g/cpp/dlpack.h --out g --lang cpp -q > ok.log 2>&1 || { cat ok.log; fail "generate without --prune"; }
cmp -s g/cpp/dlpack.h x.h || fail "generate without --prune changed the header beside its outputs"
"$dlpackgen" generate --header x.h --out g --lang cpp --prune -q > ok.log 2>&1 || { cat ok.log; fail "generate --prune"; }
[ ! -e g/cpp/dlpack.h ] || fail "--prune kept a file no template writes"
echo "output_over_input: the safe neighbours write as before"

# An output that is a FIFO (a pipe, /dev/stdout) or a character device
# (/dev/null) is written through and stays what it is, never replaced by a
# file. The device is the test's own node (as root), never the machine's.
mkfifo out.fifo
timeout 30 cat out.fifo > from-fifo.yaml &  # ends on its own if nothing ever writes to the FIFO
reader=$!
"$dlpackgen" parse x.h --target x86_64-linux-gnu -o out.fifo 2> fifo.log || { cat fifo.log; fail "parse -o FIFO"; }
wait "$reader" || true
[ -p out.fifo ] || fail "parse -o FIFO replaced the FIFO"
grep -q "^schema_version: 1" from-fifo.yaml || fail "the FIFO's reader got no schema"
if [ "$(id -u)" = 0 ] && mknod -m 666 own-null c 1 3 2> /dev/null; then
  "$dlpackgen" parse x.h --target x86_64-linux-gnu -o own-null 2> null.log || { cat null.log; fail "parse -o a null device"; }
  "$dlpackgen" history x.h new.h --target x86_64-linux-gnu -o own-null 2> null.log || { cat null.log; fail "history -o a null device"; }
  [ -c own-null ] || fail "-o a character device replaced it with a file"
  echo "output_over_input: a FIFO and a character device are written through, not replaced"
else
  echo "output_over_input: a FIFO is written through, not replaced (not root: no character device of its own)"
fi

# A socket or a block device is no file to write: refused with a message at the
# path, and left as it was.
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' out.sock
rc=0; "$dlpackgen" parse x.h --target x86_64-linux-gnu -o out.sock 2> sock.log || rc=$?
[ "$rc" = 2 ] && grep -qF "out.sock: is a socket, not a file to write" sock.log || { cat sock.log; fail "parse -o a socket: exit $rc"; }
[ -S out.sock ] || fail "parse -o a socket replaced it"
if [ "$(id -u)" = 0 ] && mknod own-block b 7 200 2> /dev/null; then
  rc=0; "$dlpackgen" parse x.h --target x86_64-linux-gnu -o own-block 2> block.log || rc=$?
  [ "$rc" = 2 ] && grep -qF "own-block: is a block device, not a file to write" block.log ||
    { cat block.log; fail "parse -o a block device: exit $rc"; }
  [ -b own-block ] || fail "parse -o a block device replaced it"
  echo "output_over_input: a socket and a block device are refused"
else
  echo "output_over_input: a socket is refused (not root: no block device of its own)"
fi

# upgrade --report to a FIFO: the report reaches the reader once the upgrade is
# done, and the FIFO stays a FIFO.
mkfifo report.fifo
timeout 60 cat report.fifo > from-report.md &
reader=$!
"$dlpackgen" upgrade new.h --force --report report.fifo > upgrade.log 2>&1 || { cat upgrade.log; fail "upgrade --report FIFO"; }
wait "$reader" || true
[ -p report.fifo ] || fail "upgrade --report FIFO replaced the FIFO"
grep -q "^### DLPack ABI diff: .x.h. (1.0) → .new.h. (1.1)" from-report.md || { cat from-report.md; fail "the FIFO's reader got no report"; }
cmp -s x.h new.h || fail "upgrade --force did not replace the vendored header"
echo "output_over_input: upgrade --report to a FIFO is written through after the upgrade"
