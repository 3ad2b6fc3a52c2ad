#!/usr/bin/env bash
# How `generate` flushes its outputs, counted with strace: by default no
# fsync/fdatasync/syncfs at all (outputs are reproducible from their inputs;
# every file still replaces its old bytes by an atomic rename); with --sync one
# syncfs before the renames and one fsync per output directory after them,
# never one per file; `upgrade` (which replaces the user's own header) flushes
# every file it writes. Both runs write the same bytes.
#   durability.sh DLPACKGEN HEADER OTHER_HEADER WORK
set -euo pipefail
dlpackgen="$(realpath "$1")" header="$(realpath "$2")" other="$(realpath "$3")" work="$4"
fail() { echo "durability: FAILED: $*" >&2; exit 1; }
command -v strace > /dev/null || fail "strace is not installed (bash .ci/setup)"
rm -rf "$work" && mkdir -p "$work"
cd "$work"

# count FILE CALL: how many times CALL succeeded in the strace log FILE.
count() { grep -cE "^([0-9]+ +)?$2\(.*\) += 0$" "$1" || true; }
traced() {  # traced LOG COMMAND...
  local log=$1
  shift
  # LeakSanitizer cannot run under ptrace: off for a sanitizer build (.ci/test), the rest of ASan kept.
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=fsync,fdatasync,syncfs -o "$log" "$@"
}

traced default.log "$dlpackgen" generate --header "$header" --out default -q
files=$(find default -type f | wc -l)
[ "$files" -gt 20 ] || fail "only $files outputs"
for call in fsync fdatasync syncfs; do
  [ "$(count default.log "$call")" = 0 ] || fail "the default run called $call: $(cat default.log)"
done

traced sync.log "$dlpackgen" generate --header "$header" --out synced -q --sync
dirs=$(find synced -type f -printf '%h\n' | sort -u | wc -l)
[ "$(count sync.log syncfs)" = 1 ] || fail "--sync: not one syncfs: $(cat sync.log)"
[ "$(count sync.log fsync)" = "$dirs" ] || fail "--sync: $(count sync.log fsync) fsyncs for $dirs output dirs: $(cat sync.log)"
[ "$(count sync.log fdatasync)" = 0 ] || fail "--sync: fdatasync called"
diff -r default synced > /dev/null || fail "--sync wrote other bytes"

# Up to date: nothing staged, nothing flushed, even with --sync.
traced fresh.log "$dlpackgen" generate --header "$header" --out synced -q --sync
[ "$(count fresh.log syncfs)" = 0 ] && [ "$(count fresh.log fsync)" = 0 ] || fail "an up-to-date run flushed: $(cat fresh.log)"

# upgrade replaces the project's own header: every file it writes is flushed.
mkdir -p proj/third_party
cp "$other" proj/third_party/dlpack.h
printf 'header: third_party/dlpack.h\nout: generated\nlanguages: [cpp]\n' > proj/dlpackgen.yaml
(cd proj && "$dlpackgen" generate -q)
(cd proj && traced ../upgrade.log "$dlpackgen" upgrade "$header" --force -q > /dev/null) || fail "upgrade failed"
cmp -s "$header" proj/third_party/dlpack.h || fail "upgrade did not replace the header"
[ "$(count upgrade.log fsync)" -ge 2 ] || fail "upgrade flushed $(count upgrade.log fsync) times: $(cat upgrade.log)"
echo "durability: default 0 flushes for $files files; --sync 1 syncfs + $dirs dir fsyncs; upgrade $(count upgrade.log fsync) fsyncs"
