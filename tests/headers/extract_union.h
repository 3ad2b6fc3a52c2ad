#include <stdint.h>
/*! \brief Unions are not modelled. */
typedef union {
  int32_t i;
  float f;
} DLUnion;
