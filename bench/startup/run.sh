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
