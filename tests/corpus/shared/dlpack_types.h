/* The declarations every header-* case shares (DLDeviceType, DLDevice, DLTensor), */
/* included by each case's dlpack.h, which adds the version macros and its one   */
/* bad line. Included, they are not the case header's own declarations.          */
#ifndef DLPACK_CORPUS_TYPES_H_
#define DLPACK_CORPUS_TYPES_H_
#include <stdint.h>

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

/*! \brief A tensor. */
typedef struct {
  void* data;
  DLDevice device;
  int32_t ndim;
  int64_t* shape;
} DLTensor;
#endif  // DLPACK_CORPUS_TYPES_H_
