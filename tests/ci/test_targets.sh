#!/usr/bin/env bash
# .ci/test-targets on a project that is configured but not built (as .ci/test
# calls it): the executables of the selected tests, from the top directory and
# a subdirectory, through a symlinked build path; not those of tests left out,
# not commands outside the build tree.
#   test_targets.sh SOURCE_DIR WORK_DIR
set -euo pipefail
root="$1"; work="$2"
rm -rf "$work"; mkdir -p "$work/src/sub"
echo 'int main(void) { return 0; }' > "$work/src/main.c"
cat > "$work/src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.19)
project(targets C)
enable_testing()
add_executable(unit_a main.c)
add_executable(unit_b main.c)
add_test(NAME a COMMAND unit_a)
set_tests_properties(a PROPERTIES LABELS "tool")
add_test(NAME b COMMAND unit_b --flag "x y")
set_tests_properties(b PROPERTIES LABELS "tool;compile")
add_test(NAME "script (with [brackets])" COMMAND sh -c "exit 0")
set_tests_properties("script (with [brackets])" PROPERTIES LABELS "tool")
add_subdirectory(sub)
CMAKE
cat > "$work/src/sub/CMakeLists.txt" <<'CMAKE'
add_executable(unit_c ../main.c)
add_test(NAME c COMMAND unit_c)
set_tests_properties(c PROPERTIES LABELS "tool")
CMAKE
cmake -S "$work/src" -B "$work/build" -G Ninja >/dev/null
ln -s build "$work/link"
expect() {
  local want="$1"; shift
  local got
  got="$(bash "$root/.ci/test-targets" "$@")"
  if [ "$got" != "$want" ]; then
    echo "FAIL: test-targets $*: got '$got', want '$want'" >&2
    exit 1
  fi
}
expect "dlpackgen unit_a unit_c" "$work/link" -L tool -LE compile
expect "dlpackgen unit_a unit_b unit_c" "$work/build" -L tool
expect "dlpackgen unit_b" "$work/build" -R '^b$'
expect "dlpackgen" "$work/build" -R '^script'
# A selected test whose add_test cannot be found is an error, not a silent gap.
# (indented, which CMake reads and the script's line-start pattern does not)
sed -i 's/^add_test(\(\[=*\[c\]=*\]\) /  add_test(\1 /' "$work/build/sub/CTestTestfile.cmake"
grep -q "^  add_test(\[=*\[c\]=*\] " "$work/build/sub/CTestTestfile.cmake" || { echo "FAIL: could not hide test c" >&2; exit 1; }
if err="$(bash "$root/.ci/test-targets" "$work/build" -R '^c$' 2>&1)"; then
  echo "FAIL: test-targets succeeded without test c's add_test: $err" >&2
  exit 1
fi
case "$err" in
  *"test-targets: no add_test for 'c' under $(cd "$work/build" && pwd -P)"*) ;;
  *) echo "FAIL: unexpected message: $err" >&2; exit 1 ;;
esac
echo "test-targets: ok"
