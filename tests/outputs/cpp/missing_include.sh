#!/usr/bin/env bash
# A use of an opt-in header's type without its #include: the compiler must
# fail and name the header to include (dlpack.hpp declares the types, with
# the header in a comment on the line its note shows).
#
#   missing_include.sh INCLUDE_DIR C_HEADER WORK_DIR GXX CLANGXX
#
# Both compilers name builder.hpp and, for a header with a versioned managed
# tensor, managed.hpp (the owners left the core); for the class template Constrained only
# clang++ shows the declaration's note (g++ 12 says "incomplete type
# 'dlpack::Constrained<float>'" without it).
set -euo pipefail
include="$1" header="$2" work="$3" gxx="$4" clangxx="$5"
mkdir -p "$work"
cat >"$work/builder_use.cpp" <<'CPP'
#include <dlpack/dlpack.hpp>
void build(dlpack::TensorBuilder& b) { b.shape({2, 3}); }
CPP
cat >"$work/constrained_use.cpp" <<'CPP'
#include <dlpack/dlpack.hpp>
float first(const dlpack::TensorView& v) { return *dlpack::Constrained<float>::from(v).data(); }
CPP
cat >"$work/managed_use.cpp" <<'CPP'
#include <dlpack/dlpack.hpp>
bool owns(const dlpack::ManagedTensorVersioned& m) { return m.get() != nullptr; }
CPP
cases=("$gxx:builder_use:dlpack/builder.hpp" "$clangxx:builder_use:dlpack/builder.hpp"
       "$clangxx:constrained_use:dlpack/constraints.hpp")
if grep -q DLManagedTensorVersioned "$header"; then
  cases+=("$gxx:managed_use:dlpack/managed.hpp" "$clangxx:managed_use:dlpack/managed.hpp")
fi
status=0
for case in "${cases[@]}"; do
    IFS=: read -r cxx src want <<<"$case"
    if "$cxx" -std=c++17 -fsyntax-only -I"$include" "-DDLPACK_CPP_C_HEADER=\"$header\"" "$work/$src.cpp" >"$work/$src.log" 2>&1; then
      echo "FAIL $cxx $src.cpp: compiled without its #include"; status=1
    elif grep -q "$want" "$work/$src.log"; then
      echo "ok   $cxx $src.cpp: the error names $want"
    else
      echo "FAIL $cxx $src.cpp: the error does not name $want:"; cat "$work/$src.log"; status=1
    fi
done
exit $status
