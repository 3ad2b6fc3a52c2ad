#ifndef DLPACK_SMALL_H_
#define DLPACK_SMALL_H_
#include "../shared/dlpack_types.h"

#define DLPACK_MAJOR_VERSION 4294967296
#define DLPACK_MINOR_VERSION 0
typedef struct { int32_t n; } DLHolder;
#endif  // DLPACK_SMALL_H_
