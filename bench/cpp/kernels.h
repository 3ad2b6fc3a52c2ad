/* The kernels the zero-overhead benchmark compares: each task written twice,
 * in hand-written C on the raw DLTensor (kernels_c.c) and with the generated
 * C++ wrappers (kernels_cpp.cpp), compiled with the same flags. */
#ifndef DLPACKGEN_BENCH_KERNELS_H_
#define DLPACKGEN_BENCH_KERNELS_H_

#include <stdint.h>

#include DLPACK_CPP_C_HEADER

#ifdef __cplusplus
extern "C" {
#endif

/* Sum of the element offsets of `count` multi-indices of rank t->ndim, with
 * strides: cpp_offsets through an Accessor of run-time rank (strides resolved
 * once), cpp_view_offsets through TensorView::offset (which also honours the
 * pre-1.2 NULL-strides rule on every call). */
int64_t c_offsets(const DLTensor* t, const int64_t* indices, int64_t count);
int64_t cpp_offsets(const DLTensor* t, const int64_t* indices, int64_t count);
int64_t cpp_view_offsets(const DLTensor* t, const int64_t* indices, int64_t count);

/* Sum of the elements of a strided 2-D float32 tensor. */
float c_sum2d(const DLTensor* t);
float cpp_sum2d(const DLTensor* t);

/* Sum of the elements of `count` 1-D tensors of any dtype with a C type
 * (int8..int64, uint8..uint64, float32, float64, bool, complex64/128 real
 * parts), dispatching on each tensor's dtype. */
double c_sum_any(const DLTensor* tensors, int64_t count);
double cpp_sum_any(const DLTensor* tensors, int64_t count);

/* Number of bytes of `count` tensors (numel * bits * lanes / 8, rounded up). */
int64_t c_nbytes(const DLTensor* tensors, int64_t count);
int64_t cpp_nbytes(const DLTensor* tensors, int64_t count);

#ifdef __cplusplus
}
#endif

#endif
