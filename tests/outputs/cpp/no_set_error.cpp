// Must NOT compile (tests/outputs/cpp/CMakeLists.txt, cpp_exchange_needs_set_error_*):
// managed_tensor_from_py_object_no_sync has no error callback, so an Impl
// without set_error could only fail silently (Python would see SystemError).
#include "dlpack/exchange_api.hpp"

struct NoSetError {
  static int managed_tensor_from_py_object_no_sync(void*, DLManagedTensorVersioned**) { return 0; }
};

int main() {
  const DLPackExchangeAPI api = dlpack::make_exchange_api<NoSetError>();
  return api.managed_tensor_from_py_object_no_sync != nullptr ? 0 : 1;
}
