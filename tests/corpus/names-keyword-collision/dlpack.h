#ifndef DLPACK_SMALL_H_
#define DLPACK_SMALL_H_
#include <stdint.h>

#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0
/*! \brief The device type. */
typedef enum {
  kDLCPU = 1,
  kDLCUDA = 2,
} DLDeviceType;

/*! \brief A device. */
typedef struct {
  DLDeviceType device_type;
  int32_t device_id;
} DLDevice;

typedef struct {
  int32_t self;
  int32_t self_;
} DLPair;
#endif  // DLPACK_SMALL_H_
