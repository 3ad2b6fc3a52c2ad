#ifndef DLPACK_SMALL_H_
#define DLPACK_SMALL_H_
#include "../shared/dlpack_types.h"

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0
typedef struct { int64_t n; int64_t data[0]; } DLZeroArray;
#endif  // DLPACK_SMALL_H_
