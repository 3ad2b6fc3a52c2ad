#include "extract_foreign_dep.h"
typedef struct {
  int y;
  struct foreign_thing thing;
} DLUsesForeign;
