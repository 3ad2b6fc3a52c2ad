#!/usr/bin/env bash
# Wall time of `dlpackgen abi-diff OLD NEW` against libabigail's `abidiff` on
# two shared objects built with -g from the same headers (the compile counts in
# abidiff's time: it cannot read a header), in one run, then both reports side
# by side.
#
#   bench/abi/compare_abidiff.sh [--dlpackgen PATH] [--runs N] [OLD.h NEW.h]
#
# Defaults: build/dlpackgen, 20 runs, ../shared/headers/dlpack-v1.0.h and
# dlpack-v1.3-torch.h. Needs gcc, abidiff (Debian abigail-tools); uses
# hyperfine when installed, else a loop timed with date +%s%N.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dlpackgen="$root/build/dlpackgen"
runs=20
headers_dir="$root/../shared/headers"
old="$headers_dir/dlpack-v1.0.h"
new="$headers_dir/dlpack-v1.3-torch.h"

positional=()
while [ $# -gt 0 ]; do
  case "$1" in
    --dlpackgen) dlpackgen="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) positional+=("$1"); shift ;;
  esac
done
if [ ${#positional[@]} -eq 2 ]; then old="${positional[0]}"; new="${positional[1]}"; fi
if [ ${#positional[@]} -ne 0 ] && [ ${#positional[@]} -ne 2 ]; then
  echo "usage: $0 [--dlpackgen PATH] [--runs N] [OLD.h NEW.h]" >&2; exit 2
fi
for tool in gcc abidiff; do
  command -v "$tool" >/dev/null || { echo "error: $tool not found (apt-get install gcc abigail-tools)" >&2; exit 1; }
done
[ -x "$dlpackgen" ] || { echo "error: $dlpackgen not built (cmake --build build --target dlpackgen)" >&2; exit 1; }
old="$(cd "$(dirname "$old")" && pwd)/$(basename "$old")"
new="$(cd "$(dirname "$new")" && pwd)/$(basename "$new")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One exported function per type, so the debug info of the shared object holds
# every type of the header (abidiff only sees types reachable from exported
# symbols). The header is included by path: it is not copied anywhere.
write_use_c() {  # header out.c
  local header="$1" out="$2"
  {
    echo "#include \"$header\""
    for t in DLPackVersion DLDevice DLDataType DLTensor DLManagedTensor; do
      echo "void dlpack_use_$t($t *p) { (void)p; }"
    done
    echo "void dlpack_use_DLManagedTensorVersioned(struct DLManagedTensorVersioned *p) { (void)p; }"
    echo "DLDeviceType dlpack_use_DLDeviceType(DLDeviceType v) { return v; }"
    echo "DLDataTypeCode dlpack_use_DLDataTypeCode(DLDataTypeCode v) { return v; }"
    if grep -q 'DLPackExchangeAPI' "$header"; then
      for t in DLPackExchangeAPIHeader DLPackExchangeAPI DLPackManagedTensorAllocator \
               DLPackManagedTensorFromPyObjectNoSync DLPackDLTensorFromPyObjectNoSync \
               DLPackCurrentWorkStream DLPackManagedTensorToPyObjectNoSync; do
        echo "void dlpack_use_$t($t *p) { (void)p; }"
      done
    fi
  } >"$out"
}
write_use_c "$old" "$work/old.c"
write_use_c "$new" "$work/new.c"

cat >"$work/abidiff_pipeline.sh" <<EOF
#!/usr/bin/env bash
gcc -g -O0 -shared -fPIC -o "$work/old.so" "$work/old.c"
gcc -g -O0 -shared -fPIC -o "$work/new.so" "$work/new.c"
abidiff "$work/old.so" "$work/new.so" >/dev/null
exit 0
EOF
chmod +x "$work/abidiff_pipeline.sh"
bash "$work/abidiff_pipeline.sh"  # builds the .so files once for the abidiff-only timing

cmd_dlpackgen="'$dlpackgen' abi-diff '$old' '$new' --fail-on none"
cmd_dlpackgen_one="'$dlpackgen' abi-diff --target x86_64-linux-gnu '$old' '$new' --fail-on none"
cmd_pipeline="'$work/abidiff_pipeline.sh'"
cmd_abidiff_only="abidiff '$work/old.so' '$work/new.so' >/dev/null; true"

echo "== dlpackgen abi-diff vs abidiff: $(basename "$old") -> $(basename "$new"), $runs runs each"
echo "   dlpackgen: $dlpackgen ($("$dlpackgen" --version 2>/dev/null || echo '?')); $(abidiff --version); $(gcc --version | head -1)"
echo
if command -v hyperfine >/dev/null; then
  hyperfine --style basic --warmup 2 --runs "$runs" --ignore-failure \
    -n "dlpackgen abi-diff (9 targets)" "$cmd_dlpackgen" \
    -n "dlpackgen abi-diff (x86_64 only)" "$cmd_dlpackgen_one" \
    -n "gcc -g x2 + abidiff" "$cmd_pipeline" \
    -n "abidiff alone (prebuilt .so)" "$cmd_abidiff_only" \
    --export-markdown "$work/times.md" >/dev/null
  cat "$work/times.md"
else
  time_ms() {  # command -> mean milliseconds over $runs
    local start end total=0
    for _ in $(seq "$runs"); do
      start=$(date +%s%N); bash -c "$1" >/dev/null 2>&1 || true; end=$(date +%s%N)
      total=$((total + end - start))
    done
    echo $((total / runs / 1000000))
  }
  printf '| %-34s | %10s |\n' "Command" "Mean [ms]"
  printf '| %-34s | %10s |\n' "dlpackgen abi-diff (9 targets)" "$(time_ms "$cmd_dlpackgen")"
  printf '| %-34s | %10s |\n' "dlpackgen abi-diff (x86_64 only)" "$(time_ms "$cmd_dlpackgen_one")"
  printf '| %-34s | %10s |\n' "gcc -g x2 + abidiff" "$(time_ms "$cmd_pipeline")"
  printf '| %-34s | %10s |\n' "abidiff alone (prebuilt .so)" "$(time_ms "$cmd_abidiff_only")"
fi

echo
echo "== reports side by side (left: dlpackgen abi-diff; right: abidiff, then abidiff --harmless)"
set +e
"$dlpackgen" abi-diff "$old" "$new" --fail-on all >"$work/dlpackgen.txt" 2>&1
dl_rc=$?
abidiff "$work/old.so" "$work/new.so" >"$work/abidiff.txt" 2>&1
ab_rc=$?
{ echo "--- abidiff --harmless:"; abidiff --harmless "$work/old.so" "$work/new.so" 2>&1; } >>"$work/abidiff.txt"
set -e
sed -i "s|$headers_dir/||g; s|$(dirname "$old")/||g" "$work/dlpackgen.txt"
sed -i "s|$work/||g" "$work/abidiff.txt"
pr -m -t -w 300 "$work/dlpackgen.txt" "$work/abidiff.txt"
echo
echo "exit codes: dlpackgen abi-diff --fail-on all = $dl_rc; abidiff = $ab_rc"
