#!/usr/bin/env bash
# The pre-commit hooks of .pre-commit-hooks.yaml, run by the real pre-commit
# (PyPI, the repository's .venv) in a temporary git repository that vendors
# dlpack.h and checks in its C++ bindings:
#   1. `pre-commit try-repo <this repository> dlpackgen-check`: fresh passes;
#      a stale generated file fails with the diff
#   2. installed as a git hook (repo: this repository at its HEAD): `git
#      commit` of a stale binding fails, after `dlpackgen generate` it passes
#   3. dlpackgen-abi-diff: a new enumerator without a version bump is stopped
#      with the policy finding; the real v1.1 (new enumerators, minor bump) and
#      its regenerated bindings commit
#
#   pre_commit.sh DLPACKGEN PRE_COMMIT HEADERS_DIR WORK
set -euo pipefail
dlpackgen="$(realpath "$1")" pre_commit="$(realpath "$2")" headers="$(realpath "$3")" work="$4"
root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$work"
mkdir -p "$work/bin"
work="$(realpath "$work")"
ln -s "$dlpackgen" "$work/bin/dlpackgen"
export PATH="$work/bin:$PATH" PRE_COMMIT_HOME="$work/pre-commit-home" GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
fail() { echo "pre_commit: FAILED: $*" >&2; exit 1; }
expect_fail() {  # expect_fail LOG MESSAGE...: the last command failed and LOG has each MESSAGE
  local log="$1"; shift
  for m in "$@"; do grep -qF -- "$m" "$log" || { cat "$log"; fail "expected '$m' in the output"; }; done
}

repo="$work/repo"
mkdir -p "$repo/third_party/dlpack"
cd "$repo"
git init -q -b main
cp "$headers/dlpack-v1.0.h" third_party/dlpack/dlpack.h
cat > dlpackgen.yaml <<YAML
header: third_party/dlpack/dlpack.h
languages: [cpp]
out: generated
YAML
dlpackgen generate -q
git add -A
git commit -q -m "vendor dlpack.h v1.0 and its bindings"

# ---- 1. try-repo --------------------------------------------------------------
"$pre_commit" try-repo "$root" dlpackgen-check --all-files > "$work/fresh.log" 2>&1 || { cat "$work/fresh.log"; fail "fresh bindings"; }
grep -q "Passed" "$work/fresh.log" || { cat "$work/fresh.log"; fail "no 'Passed' for fresh bindings"; }
sed -i 's/DLPACK_MAJOR_VERSION/DLPACK_MAJOR_VERSION_EDITED/' generated/cpp/include/dlpack/abi_asserts.h
if "$pre_commit" try-repo "$root" dlpackgen-check --all-files > "$work/stale.log" 2>&1; then cat "$work/stale.log"; fail "a stale binding passed"; fi
expect_fail "$work/stale.log" "Failed" "--- a/generated/cpp/include/dlpack/abi_asserts.h" "is out of date (1 stale"
git checkout -q generated
echo "pre_commit: try-repo: fresh passes, stale fails with the diff"

# ---- 2. as the git hook ----------------------------------------------------------
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $(git -C "$root" rev-parse HEAD)
    hooks:
      - id: dlpackgen-check
      - id: dlpackgen-abi-diff
YAML
git add .pre-commit-config.yaml
git commit -q -m "pre-commit config" --no-verify
"$pre_commit" install > /dev/null
echo "// a hand edit" >> generated/cpp/include/dlpack/dlpack.hpp
git add -A
if git commit -q -m "hand edit" > "$work/commit-stale.log" 2>&1; then cat "$work/commit-stale.log"; fail "a stale binding was committed"; fi
expect_fail "$work/commit-stale.log" "dlpackgen bindings are up to date" "Failed" "-// a hand edit" "1 stale"
dlpackgen generate -q
git add -A
git commit -q -m "nothing but a fresh tree" --allow-empty > "$work/commit-fresh.log" 2>&1 || { cat "$work/commit-fresh.log"; fail "fresh tree refused"; }
echo "pre_commit: git hook: a stale binding is refused, a fresh tree commits"

# ---- 3. dlpackgen-abi-diff ---------------------------------------------------------
python3 - third_party/dlpack/dlpack.h <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
s = s.replace("  kDLBfloat = 4U,", "  kDLBfloat = 4U,\n  kDLNewCode = 99U,", 1)
assert "kDLNewCode" in s
open(p, "w").write(s)
PY
dlpackgen generate -q
git add -A
if git commit -q -m "new dtype code, no version bump" > "$work/commit-nobump.log" 2>&1; then cat "$work/commit-nobump.log"; fail "an unversioned change was committed"; fi
expect_fail "$work/commit-nobump.log" "dlpackgen ABI diff of dlpack.h against the last commit" "kDLNewCode" "policy"
cp "$headers/dlpack-v1.1.h" third_party/dlpack/dlpack.h  # new enumerators with the minor bump
dlpackgen generate -q
git add -A
git commit -q -m "DLPack 1.1" > "$work/commit-bump.log" 2>&1 || { cat "$work/commit-bump.log"; fail "a compatible, version-bumped change was refused"; }
grep -q "kDLFloat8_e4m3fn" "$work/commit-bump.log" || { cat "$work/commit-bump.log"; fail "the abi-diff report is missing"; }
echo "pre_commit: abi-diff hook: no bump is stopped with the policy finding, a minor bump passes"

# ---- 4. the hook's arguments, and the version pin --------------------------------------
# Unquoted, `args: [--fail-on=abi,policy]` is a YAML list of two items: the hook
# must refuse 'policy' instead of taking it for a file with nothing to compare.
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $(git -C "$root" rev-parse HEAD)
    hooks:
      - id: dlpackgen-abi-diff
        args: [--fail-on=abi,policy]
YAML
git add .pre-commit-config.yaml && git commit -q -m "unquoted args" --no-verify
sed -i 's/#define DLPACK_MINOR_VERSION 1/#define DLPACK_MINOR_VERSION 1\n\/* touched *\//' third_party/dlpack/dlpack.h
git add -A
if git commit -q -m "touch the header" > "$work/commit-args.log" 2>&1; then cat "$work/commit-args.log"; fail "the unquoted args passed"; fi
expect_fail "$work/commit-args.log" "argument 'policy' is neither an option (--name=value) nor a file" \
  "args: [\"--fail-on=abi,policy\"]"
# The script itself: the quoted form is one option and runs; a stray word is refused (exit 2).
hook="$root/cmake/dlpackgen-pre-commit-abi-diff.sh"
DLPACKGEN="$dlpackgen" sh "$hook" --fail-on=abi,policy third_party/dlpack/dlpack.h > "$work/hook-quoted.log" 2>&1 \
  || { cat "$work/hook-quoted.log"; fail "the quoted option was refused"; }
rc=0; DLPACKGEN="$dlpackgen" sh "$hook" --fail-on=abi policy third_party/dlpack/dlpack.h > "$work/hook-stray.log" 2>&1 || rc=$?
[ "$rc" = 2 ] || { cat "$work/hook-stray.log"; fail "a stray argument gave exit $rc, not 2"; }
# A dlpackgen outside the repository's pin runs no ABI diff.
printf 'dlpackgen: ">=99"\n' | cat - dlpackgen.yaml > pinned.yaml && mv pinned.yaml dlpackgen.yaml
rc=0; DLPACKGEN="$dlpackgen" sh "$hook" third_party/dlpack/dlpack.h > "$work/hook-pin.log" 2>&1 || rc=$?
[ "$rc" = 2 ] || { cat "$work/hook-pin.log"; fail "a tool outside the pin gave exit $rc, not 2"; }
expect_fail "$work/hook-pin.log" "this repository wants dlpackgen >=99"
! grep -q "policy dlpack" "$work/hook-pin.log" || { cat "$work/hook-pin.log"; fail "the ABI diff ran outside the pin"; }
echo "pre_commit: arguments: unquoted comma lists and stray words are refused; the version pin is honoured"
