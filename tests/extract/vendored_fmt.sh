#!/usr/bin/env bash
# Open3D's case with the real libraries: a vendored dlpack.h that includes
# {fmt} (Debian's libfmt-dev) outside any #ifdef __cplusplus and specialises
# fmt::formatter<DLDeviceType>, read with the include paths of {fmt} and of the
# C++ library (g++'s, as `g++ -v` lists them) for the target that has them:
#   - parse exits 0, says the C reading is left out and names namespace fmt
#   - the schema equals the plain C header's (the lines between the markers
#     removed), but for the header's sha256
#   - without them, the host compiler (c++) is asked: the same schema, one warning
#   - with --query-driver none, one file:line:col error, exit 2
#
#   vendored_fmt.sh DLPACKGEN HEADER WORK
set -euo pipefail
dlpackgen="$1" header="$2" work="$3"
fail() { echo "vendored_fmt: FAILED: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work/vendored" "$work/plain"
[ -f /usr/include/fmt/core.h ] || fail "{fmt} is not installed (.ci/setup installs libfmt-dev)"

# The C++ library's include dirs, without GCC's own (Clang brings its resource headers).
mapfile -t dirs < <(g++ -v -E -x c++ /dev/null 2>&1 | sed -n '/#include <...> search starts here/,/End of search list/p' \
  | sed -n 's/^ \(\/.*\)$/\1/p' | grep -v '/gcc/')
[ ${#dirs[@]} -gt 0 ] || fail "g++ -v lists no include directories"
args=(--target x86_64-linux-gnu)
for d in "${dirs[@]}"; do args+=("--clang-arg=-isystem$d"); done

cp "$header" "$work/vendored/dlpack.h"
sed '/C++ addition begin/,/C++ addition end/d' "$header" > "$work/plain/dlpack.h"
grep -q "struct formatter" "$work/plain/dlpack.h" && fail "the plain header still has the C++ part"

rc=0; "$dlpackgen" parse "$work/vendored/dlpack.h" "${args[@]}" -o "$work/vendored.yaml" 2> "$work/vendored.err" || rc=$?
[ "$rc" = 0 ] || { cat "$work/vendored.err"; fail "parse exited $rc"; }
grep -q "the header's C reading is left out" "$work/vendored.err" || { cat "$work/vendored.err"; fail "no word on the C reading"; }
grep -q "dlpack.h:[0-9]*:11: left out the C++ namespace 'fmt': not part of the C ABI" "$work/vendored.err" \
  || { cat "$work/vendored.err"; fail "namespace fmt not named"; }
"$dlpackgen" parse "$work/plain/dlpack.h" --target x86_64-linux-gnu -o "$work/plain.yaml" 2> "$work/plain.err" \
  || { cat "$work/plain.err"; fail "the plain header does not parse"; }
diff <(grep -v sha256 "$work/plain.yaml") <(grep -v sha256 "$work/vendored.yaml") > "$work/diff.txt" \
  || { cat "$work/diff.txt"; fail "the vendored header's C facts differ from the plain header's"; }

# By default the host compiler (c++) is asked, as clangd's --query-driver does: the same schema, one warning.
rc=0; "$dlpackgen" parse "$work/vendored/dlpack.h" --target x86_64-linux-gnu -o "$work/auto.yaml" 2> "$work/auto.err" || rc=$?
[ "$rc" = 0 ] || { cat "$work/auto.err"; fail "with the host compiler asked: exit $rc"; }
[ "$(grep -c "is read with the include directories of" "$work/auto.err")" = 1 ] \
  || { cat "$work/auto.err"; fail "the compiler asked is not said once"; }
grep -q "dlpack.h:[0-9]*:10: 'fmt/core.h' is read with the include directories of \`c++\` (x86_64-linux-gnu, C++: .*/usr/include" \
  "$work/auto.err" || { cat "$work/auto.err"; fail "the warning names no compiler or directories"; }
cmp -s "$work/vendored.yaml" "$work/auto.yaml" || { diff "$work/vendored.yaml" "$work/auto.yaml"; fail "the host compiler's dirs give another schema"; }
# The default targets: those no compiler serves are left out, said once; the host's is read.
rc=0; "$dlpackgen" parse "$work/vendored/dlpack.h" -o "$work/default.yaml" 2> "$work/default.err" || rc=$?
[ "$rc" = 0 ] || { cat "$work/default.err"; fail "the default targets: exit $rc"; }
grep -q "left out of the schema" "$work/default.err" || { cat "$work/default.err"; fail "no word on the targets left out"; }
machine=$(c++ -dumpmachine)
grep -q "{triple: ${machine%%-*}-" "$work/default.yaml" || { grep triple "$work/default.yaml"; fail "the host's target ($machine) is not in the schema"; }

rc=0; "$dlpackgen" parse "$work/vendored/dlpack.h" --target x86_64-linux-gnu --query-driver none -o "$work/none.yaml" 2> "$work/none.err" || rc=$?
[ "$rc" = 2 ] || { cat "$work/none.err"; fail "without include paths: exit $rc, not 2"; }
[ "$(wc -l < "$work/none.err")" = 1 ] || { cat "$work/none.err"; fail "without include paths: not one line"; }
grep -q "dlpack.h:[0-9]*:[0-9]*: 'fmt/core.h' file not found" "$work/none.err" || { cat "$work/none.err"; fail "the error names no position"; }
[ ! -e "$work/none.yaml" ] || fail "a schema was written for a header that failed"
echo "vendored_fmt: the real {fmt} and libstdc++ (${#dirs[@]} include dirs): C facts equal the plain header's"
