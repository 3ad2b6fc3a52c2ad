#include <stdint.h>
typedef struct {
  int32_t x;
} DLThing;

int DLThingCreate(DLThing* out);
