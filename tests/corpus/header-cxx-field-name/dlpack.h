/* The C and C++ readings name a field differently (`class` is no C++ name):
 * the generated asserts name each field once, for both, so this is refused
 * at the field. */
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 1
#include <stdint.h>
typedef struct {
  uint8_t code;
#ifdef __cplusplus
  int32_t klass;
#else
  int32_t class;
#endif
} DLThing;
