// The test module's name: DLPACK_TEST_MODULE (one per header version and
// build, set by CMake) as a string and as the name of its init function.
#pragma once

#ifndef DLPACK_TEST_MODULE
#error "define DLPACK_TEST_MODULE (the module name)"
#endif
#define DLPACK_TEST_STR2(x) #x
#define DLPACK_TEST_STR(x) DLPACK_TEST_STR2(x)
#define DLPACK_TEST_CAT2(a, b) a##b
#define DLPACK_TEST_CAT(a, b) DLPACK_TEST_CAT2(a, b)
#define DLPACK_TEST_MODULE_NAME DLPACK_TEST_STR(DLPACK_TEST_MODULE)
#define DLPACK_TEST_MODULE_INIT DLPACK_TEST_CAT(PyInit_, DLPACK_TEST_MODULE)
