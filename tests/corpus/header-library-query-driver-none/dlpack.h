#include <stdint.h>
#include <stdio.h>
typedef struct { int32_t device_type; int32_t device_id; } DLDevice;
