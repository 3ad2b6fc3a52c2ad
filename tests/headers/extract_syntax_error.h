#include <stdint.h>
typedef struct {
  int32_t x;
  undeclared_t y;
} DLBroken;
