#include <stdint.h>
typedef int64_t DLIndex;
