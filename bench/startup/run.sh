#!/usr/bin/env bash
# Start-up: `dlpackgen --version` (no work: what every pre-commit hook and
# build step pays first) against bindgen's `--version` (Debian's bindgen, the
# baseline the issue names), in one hyperfine run, plus the peak resident
# memory of each (getrusage of the child).
#   bench/startup/run.sh DLPACKGEN [OTHER_DLPACKGEN...]
# DLPACKGEN: the executable to measure (e.g. the release tarball's bin/dlpackgen,
# or build/dlpackgen of a DLPACKGEN_STATIC build); OTHER_DLPACKGEN: more to
# compare in the same run (a build linked against Debian's shared LLVM).
# RUNS (default 200) runs each, after 20 warm-up runs.
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,11p' "$0"; exit 2; }
command -v hyperfine > /dev/null || { echo "startup: hyperfine is not installed (.ci/setup installs it)" >&2; exit 2; }
command -v bindgen > /dev/null || { echo "startup: bindgen is not installed (.ci/setup installs it)" >&2; exit 2; }
runs="${RUNS:-200}"
cmds=()
for d in "$@"; do cmds+=("$d --version"); done
cmds+=("bindgen --version")
table="$(mktemp)"
trap 'rm -f "$table"' EXIT
hyperfine -N --warmup 20 --runs "$runs" --export-markdown "$table" "${cmds[@]}" > /dev/null 2>&1
cat "$table"
echo
echo "| command | peak RSS (MiB) | user+sys CPU (ms) | shared libraries |"
echo "|---|---|---|---|"
for c in "${cmds[@]}"; do
  exe="${c%% *}"
  python3 - "$exe" <<'PY'
import resource, subprocess, sys
exe = sys.argv[1]
before = resource.getrusage(resource.RUSAGE_CHILDREN)
subprocess.run([exe, "--version"], stdout=subprocess.DEVNULL, check=True)
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
libs = subprocess.run(["ldd", subprocess.run(["sh", "-c", f"command -v {exe}"], capture_output=True, text=True).stdout.strip()],
                      capture_output=True, text=True).stdout.count("=>")
print(f"| `{exe} --version` | {after.ru_maxrss / 1024:.1f} | {cpu:.1f} | {libs} |")
PY
done
# CPU and page faults as the kernel counts them, where perf is installed (50 runs each).
if command -v perf > /dev/null && perf stat -e task-clock true > /dev/null 2>&1; then
  echo
  echo "| command | task-clock (ms) | page faults | elapsed (ms) |"
  echo "|---|---|---|---|"
  for c in "${cmds[@]}"; do
    # shellcheck disable=SC2086 # the command and its argument
    perf stat -x, -e task-clock,page-faults -r 50 $c 2>&1 > /dev/null \
      | awk -F, -v c="$c" '$3 == "task-clock" {t = $1} $3 == "page-faults" {p = $1}
                          END {printf "| `%s` | %.2f | %d |", c, t, p}'
    # shellcheck disable=SC2086
    perf stat -r 50 $c 2>&1 > /dev/null | awk '/seconds time elapsed/ {printf " %.2f |\n", $1 * 1000}'
  done
fi
