// dlpack/python.hpp on its own (tests/outputs/cpp/python/compile_python_hpp.sh):
// either first in the translation unit (it includes <Python.h>), or after a
// <Python.h> the user included, as CPython asks, before any standard header.
#ifdef DLPACK_TEST_PYTHON_FIRST
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#endif
#include "dlpack/python.hpp"
#include "dlpack/python.hpp"  // include guard

// The capsule names are usable in constant expressions.
static_assert(dlpack::python::versioned_capsule_name[0] == 'd', "capsule names are constants");
static_assert(sizeof(dlpack::python::used_legacy_capsule_name) == sizeof("used_dltensor"), "capsule names are constants");
