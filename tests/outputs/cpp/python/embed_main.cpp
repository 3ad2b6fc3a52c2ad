// An interpreter with the test module built in (PyImport_AppendInittab), so
// that the module's code, dlpack/python.hpp included, runs instrumented by
// ASan/UBSan: an instrumented extension module cannot be loaded into the
// uninstrumented python of the venv (the sanitizer runtime must come first),
// but an instrumented executable can embed CPython and load numpy.
// Arguments as python's: embed_main script.py [args...].
#include <Python.h>

#include "module_name.h"

extern "C" PyObject* DLPACK_TEST_MODULE_INIT(void);

int main(int argc, char** argv) {
  if (PyImport_AppendInittab(DLPACK_TEST_MODULE_NAME, &DLPACK_TEST_MODULE_INIT) != 0) return 2;
  return Py_BytesMain(argc, argv);
}
