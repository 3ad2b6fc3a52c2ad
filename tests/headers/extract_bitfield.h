#include <stdint.h>
typedef struct {
  uint32_t code;
  uint32_t flags : 3;
} DLBitfield;
