#!/usr/bin/env bash
# device-check.sh starts where it will run: on a copy of only the tracked files
# of the repository (no ../shared, no build tree), with an nvidia-smi that finds
# no device, it builds the suite, the benchmark and the interop module and
# stops with exit 77 and "no GPU", not earlier. Its usage errors stop it with
# exit 2 and one line before anything is built: a dlpack.h of another version
# than generated/'s, a missing DLPACK_HEADER, a Python whose frameworks ship no
# dlpack.h of that version, no nvcc.
#   device_check_start.sh REPO NVCC PYTHON
# PYTHON must have a framework shipping a dlpack.h of generated/'s version
# (the project's venv: tvm_ffi).
set -uo pipefail
repo=$1 nvcc=$2 python=$3
fail() { echo "device_check_start.sh: FAILED: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/repo" "$tmp/bin"
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -C "$tmp/repo" -xf - || fail "cannot copy the tracked files"
[ ! -e "$tmp/shared" ] || fail "the copy has a ../shared"
cat > "$tmp/bin/nvidia-smi" << 'EOF'
#!/bin/sh
echo "No devices were found"
exit 6
EOF
chmod +x "$tmp/bin/nvidia-smi"
script="$tmp/repo/tests/outputs/shim/gpu/device-check.sh"

# The machine without a GPU: everything built, then 77.
out=$(cd "$tmp" && PATH="$tmp/bin:$PATH" NVCC="$nvcc" PYTHON="$python" WORK_DIR="$tmp/work" \
  bash "$script" "$tmp/report.md" 2>&1)
rc=$?
[ $rc = 77 ] || fail "exit $rc, expected 77 (no GPU); it said: $out"
case "$(printf '%s\n' "$out" | tail -1)" in "device-check.sh: no GPU: "*) ;; *) fail "last line is not 'no GPU': $out" ;; esac
for built in behaviour bench; do [ -x "$tmp/work/$built" ] || fail "no $built was built: $out"; done
ls "$tmp/work"/dlpack_gpu_interop*.so > /dev/null 2>&1 || fail "no interop module was built: $out"
grep -q "no GPU" "$tmp/report.md" || fail "the report does not say no GPU"
echo "ok: on the tracked files alone, without a GPU: built, then exit 77: $(printf '%s\n' "$out" | tail -1)"

expect2() {  # expect2 REASON ENV...: exit 2 with one line holding REASON, nothing built
  local reason=$1 out rc
  shift
  rm -rf "$tmp/work2"
  out=$(cd "$tmp" && env PATH="$tmp/bin:$PATH" NVCC="$nvcc" PYTHON="$python" WORK_DIR="$tmp/work2" "$@" \
    bash "$script" "$tmp/report2.md" 2>&1)
  rc=$?
  [ $rc = 2 ] || fail "$*: exit $rc, expected 2; it said: $out"
  [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] || fail "$*: more than one line: $out"
  case "$out" in "device-check.sh: "*"$reason"*) ;; *) fail "$*: '$out' does not say '$reason'" ;; esac
  [ ! -e "$tmp/work2/behaviour" ] || fail "$*: something was built"
  echo "ok: $*: $out"
}
printf '#define DLPACK_MAJOR_VERSION 0\n#define DLPACK_MINOR_VERSION 8\n' > "$tmp/old.h"
expect2 "generated/ was made from" DLPACK_HEADER="$tmp/old.h"
expect2 "no file DLPACK_HEADER" DLPACK_HEADER="$tmp/missing.h"
printf '#!/bin/sh\nexec %s -S "$@"\n' "$(command -v python3)" > "$tmp/bin/bare-python"  # no site-packages
chmod +x "$tmp/bin/bare-python"
expect2 "set DLPACK_HEADER" PYTHON="$tmp/bin/bare-python"
expect2 "no nvcc" NVCC="$tmp/no-nvcc"
