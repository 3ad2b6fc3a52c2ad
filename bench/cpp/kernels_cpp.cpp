// The same tasks with the generated C++ wrappers.
#include "kernels.h"

#include <type_traits>

#include "dlpack/dlpack.hpp"

extern "C" int64_t cpp_offsets(const DLTensor* t, const int64_t* indices, int64_t count) {
  const auto a = dlpack::TensorView(*t).accessor<const float>();
  const std::size_t n = a.ndim();
  int64_t total = 0;
  for (int64_t k = 0; k < count; ++k) total += a.offset(dlpack::Span<const int64_t>(indices + k * t->ndim, n));
  return total;
}

extern "C" int64_t cpp_view_offsets(const DLTensor* t, const int64_t* indices, int64_t count) {
  const dlpack::TensorView view(*t);
  const auto n = static_cast<std::size_t>(view.ndim());
  int64_t total = 0;
  for (int64_t k = 0; k < count; ++k) total += view.offset(dlpack::Span<const int64_t>(indices + k * t->ndim, n));
  return total;
}

extern "C" float cpp_sum2d(const DLTensor* t) {
  const auto a = dlpack::TensorView(*t).accessor<const float, 2>();
  float acc = 0.0f;
  for (int64_t i = 0; i < a.size(0); ++i)
    for (int64_t j = 0; j < a.size(1); ++j) acc += a(i, j);
  return acc;
}

namespace {

// The value (the real part of a complex) as a double; the storage types of
// dlpack/float_types.hpp convert through their explicit conversions.
template <class T>
double real_part(const T& v) {
  if constexpr (std::is_same<T, dlpack::complex64_t>::value || std::is_same<T, dlpack::complex128_t>::value)
    return static_cast<double>(v.real);
  else
    return static_cast<double>(v);
}

double sum_one(const DLTensor& t) {
  const dlpack::TensorView view(t);
  return dlpack::dispatch(view.dtype(), [&](auto tag) -> double {
    using Tag = decltype(tag);
    if constexpr (std::is_same<Tag, dlpack::unsupported_dtype>::value) {
      return 0;
    } else {
      using T = typename Tag::type;
      const T* v = view.data_as<const T>();
      const int64_t n = view.size(0);
      double acc = 0;
      for (int64_t i = 0; i < n; ++i) acc += real_part(v[i]);
      return acc;
    }
  });
}

}  // namespace

extern "C" double cpp_sum_any(const DLTensor* tensors, int64_t count) {
  double total = 0;
  for (int64_t k = 0; k < count; ++k) total += sum_one(tensors[k]);
  return total;
}

extern "C" int64_t cpp_nbytes(const DLTensor* tensors, int64_t count) {
  int64_t total = 0;
  for (int64_t k = 0; k < count; ++k) total += dlpack::TensorView(tensors[k]).nbytes().value_or(-1);
  return total;
}
