// The CPU copy of the generated shims behind one C function, for
// numpy_views.py, which loads it with ctypes and checks it against numpy on
// random views.
#include <cstdio>

#include "dlpack_shim/copy.hpp"

extern "C" {

/// dlpack_shim::copy(*src, *dst): 0 on success, else the Status (non-zero)
/// with its message in `why` (`size` bytes).
int shim_copy(const DLTensor* src, const DLTensor* dst, char* why, int size) {
  const dlpack_shim::Result r = dlpack_shim::copy(*src, *dst);
  if (r) return 0;
  std::snprintf(why, static_cast<std::size_t>(size), "%s", r.message ? r.message : "");
  return static_cast<int>(r.status) == 0 ? -1 : static_cast<int>(r.status);
}
}
