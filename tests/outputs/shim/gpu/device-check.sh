#!/usr/bin/env bash
# The GPU path in one command, for a machine with an NVIDIA GPU, nvcc and
# python3 (with PyTorch and CuPy): it needs only the files of this repository
# and no network.
#
#   tests/outputs/shim/gpu/device-check.sh REPORT.md
#
# 1. finds the card (nvidia-smi) and a dlpack.h of the version generated/ was
#    made from: $DLPACK_HEADER, else the one an installed framework ships
#    (torch's ATen/dlpack.h, tvm_ffi's, cupy's), the first of that version;
# 2. builds from the checked-in generated/, in parallel, with native code for
#    the card plus PTX: the behaviour suite (behaviour.cpp), the benchmark
#    (bench.cpp, -DNDEBUG) and the interop module (interop_module.cu: the C++
#    glue dlpack/python.hpp and the CUDA shim, a CPython extension);
# 3. runs the suite, the benchmark against cudaMemcpy D2D (4 MiB, 64 MiB and
#    1 GiB; $SIZES in MiB to change), and interop.py: torch and cupy tensors
#    through the glue and the shim, a shim-made tensor into torch and cupy,
#    and torch's copy_ of the benchmark's views;
# 4. writes REPORT.md (card, driver, CUDA, versions, every figure) and prints it.
#
# Exit: 0 all passed; 1 a build, a check or a run failed (the report says
# which); 2 a usage error (no nvcc, no dlpack.h of the right version); 77 no
# GPU: nvidia-smi lists none (everything is built first, so a machine without a
# GPU proves the command gets that far: tests/outputs/shim/gpu/device_check_start.sh).
# Environment (optional): NVCC, PYTHON (default python3), DLPACK_HEADER,
# WORK_DIR (default: a temporary dir), SIZES (default 4,64,1024), STEP_TIMEOUT
# (seconds per build or run, default 300).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
die() { echo "device-check.sh: $2" >&2; exit "$1"; }
[ $# = 1 ] || die 2 "usage: device-check.sh REPORT.md"
report=$1
python=${PYTHON:-python3}
sizes=${SIZES:-4,64,1024}
step_timeout=${STEP_TIMEOUT:-300}
work=${WORK_DIR:-$(mktemp -d)}
mkdir -p "$work" || die 2 "cannot create $work"
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
[ -x "$nvcc" ] || die 2 "no nvcc at '$nvcc' (set NVCC)"
command -v "$python" > /dev/null || die 2 "no '$python' (set PYTHON)"

# The version generated/ was made from, from its banner ("... v1.3 (sha256 ...").
want=$(sed -n '1s/.* v\([0-9]*\.[0-9]*\) (sha256.*/\1/p' "$root/generated/cpp/include/dlpack/version.hpp")
[ -n "$want" ] || die 2 "cannot read the header version of $root/generated/cpp/include/dlpack/version.hpp"
version_of() {  # the MAJOR.MINOR a dlpack.h defines
  local major minor
  major=$(sed -n 's/^#define DLPACK_MAJOR_VERSION \([0-9]*\).*/\1/p' "$1" | head -1)
  minor=$(sed -n 's/^#define DLPACK_MINOR_VERSION \([0-9]*\).*/\1/p' "$1" | head -1)
  echo "${major:-?}.${minor:-?}"
}
if [ -n "${DLPACK_HEADER:-}" ]; then
  [ -f "$DLPACK_HEADER" ] || die 2 "no file DLPACK_HEADER=$DLPACK_HEADER"
  [ "$(version_of "$DLPACK_HEADER")" = "$want" ] ||
    die 2 "DLPACK_HEADER=$DLPACK_HEADER is DLPack $(version_of "$DLPACK_HEADER"); generated/ was made from $want"
  header=$DLPACK_HEADER
else
  # Where installed frameworks keep their dlpack.h, found without importing them.
  candidates=$("$python" - << 'EOF'
import importlib.util, os
for package, path in [("torch", "include/ATen/dlpack.h"), ("tvm_ffi", "include/dlpack/dlpack.h"),
                      ("cupy", "_core/include/cupy/_dlpack/dlpack.h"), ("cupy", "_core/include/cupy/dlpack/dlpack.h")]:
    try:
        spec = importlib.util.find_spec(package)
    except Exception:
        spec = None
    for where in (spec.submodule_search_locations or []) if spec else []:
        if os.path.isfile(os.path.join(where, path)):
            print(os.path.join(where, path))
EOF
  )
  header="" seen=""
  while IFS= read -r h; do
    [ -n "$h" ] || continue
    if [ "$(version_of "$h")" = "$want" ]; then header=$h; break; fi
    seen="$seen $h ($(version_of "$h"))"
  done <<< "$candidates"
  [ -n "$header" ] || die 2 "no dlpack.h of DLPack $want (generated/'s) in torch, tvm_ffi or cupy of $python${seen:+; found:$seen}: set DLPACK_HEADER"
fi
mkdir -p "$work/inc/dlpack" && cp "$header" "$work/inc/dlpack/dlpack.h"

# The card: name, compute capability, driver, memory. None: build for sm_75.
gpu=$(nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.total --format=csv,noheader 2> /dev/null | head -1)
case "$gpu" in *,*,*,*) ;; *) gpu="" ;; esac
if [ -n "$gpu" ]; then
  cap=$(echo "$gpu" | cut -d, -f2 | tr -d ' .')
  [[ "$cap" =~ ^[0-9]+$ ]] || die 1 "nvidia-smi gave a compute capability this script cannot read: '$gpu'"
else
  cap=75
fi
archs="-gencode arch=compute_$cap,code=sm_$cap -gencode arch=compute_$cap,code=compute_$cap"

# The builds, in parallel.
echo "device-check.sh: building for sm_$cap${gpu:+ ($gpu)} against $header"
failed=()
py_include=$("$python" -c "import sysconfig; print(sysconfig.get_paths()['include'])")
ext=$("$python" -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX') or '.so')")
common=(-std=c++17 -I "$root/generated/cuda/include" -I "$work/inc")
strict=(-Werror all-warnings -Xcompiler "-Wall,-Wextra,-Werror")
# shellcheck disable=SC2086
timeout "$step_timeout" "$nvcc" -O2 "${common[@]}" "${strict[@]}" $archs -I "$root/tests" -x cu \
  "$here/behaviour.cpp" -o "$work/behaviour" > "$work/build-behaviour.log" 2>&1 &
b1=$!
# shellcheck disable=SC2086
timeout "$step_timeout" "$nvcc" -O3 -DNDEBUG "${common[@]}" "${strict[@]}" $archs -x cu \
  "$here/bench.cpp" -o "$work/bench" > "$work/build-bench.log" 2>&1 &
b2=$!
if [ -f "$py_include/Python.h" ]; then
  # shellcheck disable=SC2086
  timeout "$step_timeout" "$nvcc" -O2 -shared -Xcompiler -fPIC,-Wall,-Wextra "${common[@]}" $archs \
    -I "$root/generated/cpp/include" -I "$py_include" -x cu "$here/interop_module.cu" \
    -o "$work/dlpack_gpu_interop$ext" > "$work/build-interop.log" 2>&1 &
  b3=$!
else
  echo "no $py_include/Python.h: $python has no development headers" > "$work/build-interop.log"
  b3=""
fi
wait $b1 || failed+=("build of the behaviour suite (log: $work/build-behaviour.log)")
wait $b2 || failed+=("build of the benchmark (log: $work/build-bench.log)")
if [ -z "$b3" ] || ! wait "$b3"; then failed+=("build of the interop module (log: $work/build-interop.log)"); fi
for log in behaviour bench interop; do
  [ -s "$work/build-$log.log" ] && { echo "--- build-$log.log"; tail -30 "$work/build-$log.log"; }
done
built="behaviour suite, benchmark and interop module built for sm_$cap with $("$nvcc" --version | tail -2 | head -1)"

if [ -z "$gpu" ]; then
  if [ ${#failed[@]} -gt 0 ]; then
    printf 'device-check.sh: FAILED before any GPU was needed: %s\n' "${failed[@]}" >&2
    exit 1
  fi
  printf '# GPU device check\n\nno GPU: nvidia-smi lists no device (%s; header %s)\n' "$built" "$header" > "$report"
  echo "device-check.sh: no GPU: nvidia-smi lists no device ($built): skipped"
  exit 77
fi

run() {  # run NAME LOG COMMAND...: the command's output in LOG, a failure noted
  local name=$1 log=$2
  shift 2
  echo "device-check.sh: running $name"
  timeout "$step_timeout" "$@" > "$log" 2>&1
  local rc=$?
  case $rc in
    0) ;;
    77) failed+=("$name: the CUDA runtime sees no device, though nvidia-smi lists one (a driver and runtime mismatch?); log: $log") ;;
    124) failed+=("$name: still running after ${step_timeout}s (STEP_TIMEOUT), stopped; log: $log") ;;
    *) failed+=("$name (exit $rc; log: $log)") ;;
  esac
}
[ -x "$work/behaviour" ] && run "the behaviour suite" "$work/behaviour.log" "$work/behaviour"
[ -x "$work/bench" ] && run "the benchmark" "$work/bench.log" "$work/bench" --sizes "$sizes" --tsv "$work/shim.tsv"
[ -f "$work/dlpack_gpu_interop$ext" ] &&
  PYTHONUNBUFFERED=1 run "the interop checks and torch's copy_" "$work/interop.log" \
    "$python" "$here/interop.py" "$work" --sizes "$sizes" --tsv "$work/torch.tsv"

# The report.
{
  echo "# GPU device check"
  echo
  echo "| | |"
  echo "| --- | --- |"
  echo "| card | $(echo "$gpu" | cut -d, -f1 | sed 's/^ *//') (compute capability $(echo "$gpu" | cut -d, -f2 | tr -d ' '), $(echo "$gpu" | cut -d, -f4 | sed 's/^ *//')) |"
  echo "| driver | $(echo "$gpu" | cut -d, -f3 | tr -d ' ') (CUDA $(nvidia-smi 2> /dev/null | sed -n 's/.*CUDA Version: *\([0-9.]*\).*/\1/p' | head -1)) |"
  echo "| nvcc | $("$nvcc" --version | tail -2 | head -1) |"
  echo "| built | native sm_$cap plus compute_$cap PTX; the benchmark with -O3 -DNDEBUG |"
  echo "| python | $("$python" -c 'import sys; print(sys.version.split()[0])' 2>&1) |"
  echo "| dlpack.h | $header (DLPack $want) |"
  echo "| date | $(date -u +%Y-%m-%dT%H:%MZ) |"
  echo
  echo "## Behaviour suite"
  echo
  echo '```'
  [ -f "$work/behaviour.log" ] && tail -40 "$work/behaviour.log"
  echo '```'
  echo
  echo "## Bandwidth"
  echo
  echo "GB/s count bytes read and written (twice the data size, whatever the view). Medians of 7 batches"
  echo "timed with CUDA events after a warm-up, on one stream; torch: \`dst.copy_(view)\` (\`torch.flip\` for"
  echo "\`x[::-1, :]\`, which torch cannot view), in the same run."
  echo
  if [ -f "$work/shim.tsv" ]; then
    "$python" - "$work/shim.tsv" "$work/torch.tsv" << 'EOF'
import sys
shim = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
torch = {}
try:
    for line in open(sys.argv[2]):
        name, mib, gbs = line.rstrip("\n").split("\t")
        torch[(name, mib)] = float(gbs)
except OSError:
    pass
memcpy = {row[1]: float(row[2]) for row in shim if row[0] == "memcpy"}
print("| view | data | shim GB/s | shim / cudaMemcpy D2D | torch GB/s | shim / torch | other baseline |")
print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
for mib, gbs in memcpy.items():
    print(f"| cudaMemcpyAsync D2D | {mib} MiB | ({gbs:.1f}) | 100% | | | |")
for view, mib, gbs, mem, base, base_gbs in (r for r in shim if r[0] != "memcpy"):
    gbs, mem = float(gbs), float(mem)
    t = torch.get((view, mib))
    other = f"{base} {float(base_gbs):.1f} GB/s" if base else ""
    tcol = f"{t:.1f} | {gbs / t:.2f}x" if t else " | "
    print(f"| `{view}` | {mib} MiB | {gbs:.1f} | {100 * gbs / mem:.0f}% | {tcol} | {other} |")
EOF
  else
    echo "(no figures: the benchmark did not run)"
  fi
  echo
  echo "## Interop (torch, cupy)"
  echo
  echo '```'
  [ -f "$work/interop.log" ] && grep -v '^torch .* GB/s$' "$work/interop.log" | tail -40
  echo '```'
  echo
  if [ ${#failed[@]} = 0 ]; then
    echo "Result: **passed**."
  else
    echo "Result: **FAILED**:"
    printf -- '- %s\n' "${failed[@]}"
  fi
} > "$report"
cat "$report"
[ ${#failed[@]} = 0 ]
