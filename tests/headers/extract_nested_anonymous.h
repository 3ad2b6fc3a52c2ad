#include <stdint.h>
typedef struct {
  int32_t kind;
  union {
    int32_t i;
    float f;
  };
} DLNestedAnonymous;
