#ifndef DLPACK_SMALL_H_
#define DLPACK_SMALL_H_
#include "../shared/dlpack_types.h"

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0
/*! \brief Not a number C defines. */
#define DLPACK_BAD_SHIFT (1 << 70)
typedef struct { int32_t n; } DLHolder;
#endif  // DLPACK_SMALL_H_
