/*!
 * \file layout.h
 * \brief Layouts that differ between targets (long, size_t, pointers, int64_t on
 * i686, a declared alignment): the expected outputs are in
 * tests/golden/cases/layout/.
 */
#ifndef CASE_LAYOUT_H_
#define CASE_LAYOUT_H_
#include <stddef.h>
#include <stdint.h>
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 2

/*! \brief A callback the struct holds. */
typedef void (*DLCaseCallback)(void* ctx, int64_t code);

/*! \brief Small. */
typedef enum {
  kDLSmallA = 1,
  kDLSmallB = 2,
} DLSmall;

/*! \brief Every field whose size or alignment a target decides. */
typedef struct {
  long native;             /*!< \brief 8 bytes on LP64, 4 on ILP32 and LLP64. */
  size_t count;
  void* data;
  int64_t wide;            /*!< \brief Aligned to 4 on i686. */
  double real;
  uint16_t pair[2];
  DLSmall small;
  DLCaseCallback callback;
  const int64_t* shape;
} DLCaseLayout;

/*! \brief A declared alignment. */
typedef struct {
  uint8_t tag;
  uint8_t block[16] __attribute__((aligned(16)));
  DLCaseLayout inner;
} DLCaseAligned;
#endif
