#!/usr/bin/env bash
# dlpack/python.hpp of one header, generated and compiled on its own with g++
# and clang++, C++17 and C++20, -Wall -Wextra -Werror -pedantic (g++ also
# -Wuseless-cast): python_hpp_smoke.cpp includes it first (it brings
# <Python.h>), and once more after the user's own <Python.h>. Its inline
# functions instantiate every template of it. For a header without managed
# tensors (v0.1) it holds the names, the device helpers and the argument parsing.
# MODE "all": both compilers with both standards, and after <Python.h>;
# "some": g++ with C++17 and clang++ with C++20 (the parts that differ between
# header versions are the same code under each standard).
#
# compile_python_hpp.sh DLPACKGEN HEADER SEMANTICS PYTHON_INCLUDE WORK_DIR GXX CLANGXX MODE
set -euo pipefail
dlpackgen=$1 header=$2 semantics=$3 python_include=$4 work=$5 gxx=$6 clangxx=$7 mode=$8
src="$(cd "$(dirname "$0")" && pwd)/python_hpp_smoke.cpp"

rm -rf "$work"
mkdir -p "$work"
"$dlpackgen" generate -q --header "$header" --lang cpp --semantics "$semantics" --out "$work/gen"
test -f "$work/gen/cpp/include/dlpack/python.hpp" || { echo "FAILED: no dlpack/python.hpp generated" >&2; exit 1; }

status=0
compile() {  # compile CXX STD [FLAGS...]: one -fsyntax-only compile, its log kept
  local cxx=$1 std=$2
  shift 2
  local flags=("-std=c++$std" -Wall -Wextra -Werror -pedantic -fsyntax-only "$@")
  case "$cxx" in *clang*) ;; *) flags+=(-Wuseless-cast) ;; esac
  local log
  log="$work/$(basename "$cxx")-c++$std$*.log"
  if ! "$cxx" "${flags[@]}" -isystem "$python_include" -I "$work/gen/cpp/include" \
      "-DDLPACK_CPP_C_HEADER=\"$header\"" "$src" >"$log" 2>&1; then
    echo "FAILED: $cxx -std=c++$std $*: $header" >&2
    head -c 6000 "$log" >&2
    status=1
  fi
}
compile "$gxx" 17
compile "$clangxx" 20
if [ "$mode" = all ]; then
  compile "$gxx" 20
  compile "$clangxx" 17
  compile "$gxx" 17 -DDLPACK_TEST_PYTHON_FIRST  # after the user's own <Python.h>
fi
exit $status
