#!/usr/bin/env bash
# `dlpackgen upgrade` in a temporary git repository that vendors dlpack.h v1.0
# and checks in its C++ bindings:
#   - a new enumerator without a version bump: refused (exit 1) with the policy
#     finding, the tree byte-identical; --force applies it
#   - --dry-run of v1.1: exit 0, tree byte-identical, --report not written;
#     a refused upgrade writes its --report; --report over an input: exit 2
#   - v1.1 from a git revision (REV:PATH): header replaced, bindings
#     regenerated, `generate --check` passes
#   - bad input (unknown revision, path not in it, outside a repository, no
#     config): one line, exit 2, nothing changed
#
#   upgrade.sh DLPACKGEN HEADERS_DIR WORK
set -euo pipefail
dlpackgen="$(realpath "$1")" headers="$(realpath "$2")" work="$3"
rm -rf "$work"
mkdir -p "$work"
work="$(realpath "$work")"
export GIT_CONFIG_GLOBAL=/dev/null GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t
export GIT_COMMITTER_EMAIL=t@example.com
fail() { echo "upgrade: FAILED: $*" >&2; exit 1; }
unchanged() {  # the work tree and index equal HEAD, and nothing untracked appeared
  git diff --quiet HEAD || { git status --short; fail "$1: the tree changed"; }
  [ -z "$(git status --porcelain)" ] || { git status --short; fail "$1: files appeared"; }
}
expect() {  # expect RC LOG CODE MESSAGE...
  local rc="$1" log="$2" code="$3"; shift 3
  [ "$rc" = "$code" ] || { cat "$log"; fail "exit $rc, expected $code"; }
  for m in "$@"; do grep -qF -- "$m" "$log" || { cat "$log"; fail "expected '$m'"; }; done
}

repo="$work/repo"
mkdir -p "$repo/third_party/dlpack"
cd "$repo"
git init -q -b main
cp "$headers/dlpack-v1.0.h" third_party/dlpack/dlpack.h
printf 'header: third_party/dlpack/dlpack.h\nlanguages: [cpp]\nout: generated\n' > dlpackgen.yaml
"$dlpackgen" generate -q
git add -A
git commit -q -m "dlpack.h v1.0"

# A new enumerator without a version bump.
python3 - "$headers/dlpack-v1.0.h" "$work/nobump.h" <<'PY'
import sys
s = open(sys.argv[1]).read().replace("  kDLBfloat = 4U,", "  kDLBfloat = 4U,\n  kDLNewCode = 99U,", 1)
assert "kDLNewCode" in s
open(sys.argv[2], "w").write(s)
PY
rc=0; "$dlpackgen" upgrade "$work/nobump.h" > "$work/refused.log" 2>&1 || rc=$?
expect "$rc" "$work/refused.log" 1 "kDLNewCode" "[version-bump-missing]" "upgrade refused" "nothing changed"
unchanged "refused"
echo "upgrade: a change without a version bump is refused, nothing changed"

# --suppress, as abi-diff's: the accepted finding no longer refuses the upgrade
# (checked with --dry-run), and a suppression for another rule does not help.
printf -- '- rule: version-bump-missing\n  reason: vendor addition\n' > "$work/accept.yaml"
printf -- '- rule: enumerator-removed\n  reason: unrelated\n' > "$work/other.yaml"
rc=0; "$dlpackgen" upgrade "$work/nobump.h" --suppress "$work/accept.yaml" --dry-run > "$work/suppressed.log" 2>&1 || rc=$?
expect "$rc" "$work/suppressed.log" 0 "--dry-run: would replace third_party/dlpack/dlpack.h"
! grep -qF "[version-bump-missing]" "$work/suppressed.log" || { cat "$work/suppressed.log"; fail "the suppressed finding is still reported"; }
rc=0; "$dlpackgen" upgrade "$work/nobump.h" --suppress "$work/other.yaml" --dry-run > "$work/unsuppressed.log" 2>&1 || rc=$?
expect "$rc" "$work/unsuppressed.log" 1 "[version-bump-missing]" "suppression matched nothing: $work/other.yaml:1: enumerator-removed"
printf -- '- rule: no-such-rule\n' > "$work/bad.yaml"
rc=0; "$dlpackgen" upgrade "$work/nobump.h" --suppress "$work/bad.yaml" > "$work/badsup.log" 2>&1 || rc=$?
expect "$rc" "$work/badsup.log" 2 "bad.yaml:1:"
unchanged "suppress"
echo "upgrade: --suppress accepts a finding as abi-diff's does; a bad suppression file is an input error"

rc=0; "$dlpackgen" upgrade "$headers/dlpack-v1.1.h" --dry-run --report "$work/report.md" > "$work/dry.log" 2>&1 || rc=$?
expect "$rc" "$work/dry.log" 0 "--dry-run: would replace third_party/dlpack/dlpack.h" "13 changes"
[ ! -e "$work/report.md" ] || fail "--dry-run wrote the --report file"
unchanged "dry run"
echo "upgrade: --dry-run changes nothing and writes nothing, not even --report"

# A refused upgrade writes its --report (why it was refused), and nothing else.
rc=0; "$dlpackgen" upgrade "$work/nobump.h" --report "$work/refused.md" > "$work/refused-report.log" 2>&1 || rc=$?
expect "$rc" "$work/refused-report.log" 1 "upgrade refused"
grep -q "version-bump-missing" "$work/refused.md" || fail "the refused upgrade's report lacks the finding"
grep -q "^|" "$work/refused.md" || fail "the report is not Markdown"
unchanged "refused with --report"

# --report over an input (the vendored header, the new header, the config,
# .git): a usage error before anything runs, every input byte-identical.
cp "$headers/dlpack-v1.1.h" "$work/v1.1.h"
for target in third_party/dlpack/dlpack.h "$work/v1.1.h" dlpackgen.yaml .git/HEAD; do
  for dry in "" --dry-run; do
    rc=0; "$dlpackgen" upgrade "$work/v1.1.h" $dry --report "$target" > "$work/over.log" 2>&1 || rc=$?
    expect "$rc" "$work/over.log" 2 "dlpackgen: error: --report $target: "
    [ "$(grep -c . "$work/over.log")" = 1 ] || { cat "$work/over.log"; fail "more than one line"; }
    unchanged "--report $target $dry"
    cmp -s "$work/v1.1.h" "$headers/dlpack-v1.1.h" || fail "--report $target changed the new header"
  done
done
echo "upgrade: --report over the vendored header, the new header, the config or .git is refused, nothing changed"

# --report inside the output dir: it would replace a generated file (a refused
# upgrade) or be an extra file there (an applied one). Refused before anything runs.
for new in "$work/nobump.h" "$work/v1.1.h"; do
  for target in generated/cpp/include/dlpack/dlpack.hpp generated/report.md ./generated/../generated/cpp/x.md; do
    rc=0; "$dlpackgen" upgrade "$new" --report "$target" > "$work/inside.log" 2>&1 || rc=$?
    expect "$rc" "$work/inside.log" 2 "dlpackgen: error: --report $target: is inside the output dir generated (out, dlpackgen.yaml)"
    [ "$(grep -c . "$work/inside.log")" = 1 ] || { cat "$work/inside.log"; fail "more than one line"; }
    unchanged "--report $target"
  done
done
"$dlpackgen" generate --check -q > /dev/null || fail "generate --check after the refused --report runs"
echo "upgrade: --report inside the output dir is refused, nothing changed"

# Bad input: one line, exit 2, nothing changed.
for bad in "nosuch:third_party/dlpack/dlpack.h" "HEAD:no/such.h"; do
  rc=0; "$dlpackgen" upgrade "$bad" > "$work/bad.log" 2>&1 || rc=$?
  expect "$rc" "$work/bad.log" 2 "dlpackgen: error: $bad: "
  [ "$(grep -c 'dlpackgen: error' "$work/bad.log")" = 1 ] || { cat "$work/bad.log"; fail "more than one error line"; }
  unchanged "$bad"
done
rc=0; (cd "$work" && "$dlpackgen" upgrade "$headers/dlpack-v1.1.h") > "$work/noconfig.log" 2>&1 || rc=$?
expect "$rc" "$work/noconfig.log" 2 "upgrade needs a dlpackgen.yaml"
plain="$(mktemp -d)"  # outside any repository (the build tree may be inside one)
trap 'rm -rf "$plain"' EXIT
cp dlpackgen.yaml "$plain/" && cp -r third_party "$plain/"
rc=0; (cd "$plain" && GIT_CEILING_DIRECTORIES="$(dirname "$plain")" "$dlpackgen" upgrade "HEAD:x.h") > "$work/outside.log" 2>&1 || rc=$?
expect "$rc" "$work/outside.log" 2 "not in a git repository"
echo "upgrade: bad revisions, paths and configs are one error line, exit 2, nothing changed"

# v1.1 from a revision of another branch.
git checkout -q -b incoming
mkdir -p incoming && cp "$headers/dlpack-v1.1.h" incoming/dlpack.h
git add incoming && git commit -q -m "incoming v1.1"
git checkout -q main
rc=0; "$dlpackgen" upgrade incoming:incoming/dlpack.h > "$work/apply.log" 2>&1 || rc=$?
expect "$rc" "$work/apply.log" 0 "upgraded third_party/dlpack/dlpack.h to incoming:incoming/dlpack.h"
cmp -s third_party/dlpack/dlpack.h "$headers/dlpack-v1.1.h" || fail "the vendored header is not v1.1"
"$dlpackgen" generate --check > "$work/check.log" 2>&1 || { cat "$work/check.log"; fail "bindings not regenerated"; }
grep -q "v1.1" generated/cpp/include/dlpack/abi_asserts.h || fail "the bindings do not say v1.1"
git checkout -q -- . && git clean -qfd
echo "upgrade: v1.1 from REV:PATH applied, bindings regenerated and fresh"

rc=0; "$dlpackgen" upgrade "$work/nobump.h" --force > "$work/force.log" 2>&1 || rc=$?
expect "$rc" "$work/force.log" 0 "(forced)"
grep -q kDLNewCode third_party/dlpack/dlpack.h || fail "--force did not replace the header"
"$dlpackgen" generate --check > /dev/null || fail "--force left stale bindings"
echo "upgrade: --force applies a refused upgrade"
