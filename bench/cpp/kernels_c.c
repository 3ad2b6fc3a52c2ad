/* Hand-written C: what a C consumer of dlpack.h writes for each task. */
#include "kernels.h"

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

int64_t c_offsets(const DLTensor* t, const int64_t* indices, int64_t count) {
  int64_t total = 0;
  for (int64_t k = 0; k < count; ++k) {
    const int64_t* idx = indices + k * t->ndim;
    int64_t off = 0;
    for (int32_t d = 0; d < t->ndim; ++d) off += idx[d] * t->strides[d];
    total += off;
  }
  return total;
}

float c_sum2d(const DLTensor* t) {
  const float* base = (const float*)((const char*)t->data + t->byte_offset);
  const int64_t n0 = t->shape[0], n1 = t->shape[1];
  const int64_t s0 = t->strides[0], s1 = t->strides[1];
  float acc = 0.0f;
  for (int64_t i = 0; i < n0; ++i)
    for (int64_t j = 0; j < n1; ++j) acc += base[i * s0 + j * s1];
  return acc;
}

typedef struct {
  float re, im;
} c_complex64;
typedef struct {
  double re, im;
} c_complex128;

/* bfloat16 is the upper half of a binary32: shift it into place. */
static inline float bf16_to_float(uint16_t b) {
  const uint32_t bits = (uint32_t)b << 16;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

#define SUM(T, VALUE)                                    \
  {                                                      \
    const T* v = (const T*)p;                            \
    double acc = 0;                                      \
    for (int64_t i = 0; i < n; ++i) acc += (double)(VALUE); \
    return acc;                                          \
  }

static double sum_one(const DLTensor* t) {
  const char* p = (const char*)t->data + t->byte_offset;
  const int64_t n = t->shape[0];
  if (t->dtype.lanes != 1) return 0;
  switch (t->dtype.code) {
    case kDLInt:
      switch (t->dtype.bits) {
        case 8: SUM(int8_t, v[i])
        case 16: SUM(int16_t, v[i])
        case 32: SUM(int32_t, v[i])
        case 64: SUM(int64_t, v[i])
      }
      break;
    case kDLUInt:
      switch (t->dtype.bits) {
        case 8: SUM(uint8_t, v[i])
        case 16: SUM(uint16_t, v[i])
        case 32: SUM(uint32_t, v[i])
        case 64: SUM(uint64_t, v[i])
      }
      break;
    case kDLFloat:
      switch (t->dtype.bits) {
        case 32: SUM(float, v[i])
        case 64: SUM(double, v[i])
      }
      break;
    case kDLComplex:
      switch (t->dtype.bits) {
        case 64: SUM(c_complex64, v[i].re)
        case 128: SUM(c_complex128, v[i].re)
      }
      break;
    case kDLBool:
      if (t->dtype.bits == 8) SUM(bool, v[i])
      break;
    case kDLBfloat:
      if (t->dtype.bits == 16) SUM(uint16_t, bf16_to_float(v[i]))
      break;
    default:
      break;
  }
  return 0;
}

double c_sum_any(const DLTensor* tensors, int64_t count) {
  double total = 0;
  for (int64_t k = 0; k < count; ++k) total += sum_one(&tensors[k]);
  return total;
}

/* Checked like TensorView::nbytes(): -1 for a negative or overflowing size;
 * sub-byte elements packed. */
int64_t c_nbytes(const DLTensor* tensors, int64_t count) {
  int64_t total = 0;
  for (int64_t k = 0; k < count; ++k) {
    const DLTensor* t = &tensors[k];
    int64_t n = 1, bytes = -1;
    int ok = t->ndim >= 0 && (t->ndim == 0 || t->shape != NULL);
    int empty = 0;
    for (int32_t d = 0; ok && d < t->ndim; ++d) {
      if (t->shape[d] < 0) ok = 0;
      if (t->shape[d] == 0) empty = 1;
    }
    if (ok && empty) n = 0;
    for (int32_t d = 0; ok && !empty && d < t->ndim; ++d)
      if (__builtin_mul_overflow(n, t->shape[d], &n)) ok = 0;
    if (ok) {
      const int64_t bits = (int64_t)t->dtype.bits * t->dtype.lanes;
      if (bits % 8 == 0) {
        if (__builtin_mul_overflow(n, bits / 8, &bytes)) bytes = -1;
      } else if (__builtin_mul_overflow(n / 8, bits, &bytes) ||
                 __builtin_add_overflow(bytes, (n % 8 * bits + 7) / 8, &bytes)) {
        bytes = -1;
      }
    }
    total += bytes;
  }
  return total;
}
