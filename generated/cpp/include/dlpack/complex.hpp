// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// std::complex for the complex dtypes: dtype_of<std::complex<float>>,
// conversions between the storage types complex64_t/complex128_t that
// dlpack::dispatch gives and std::complex, and dispatch_std(), a dispatch that
// gives std::complex for them. Opt-in: dlpack/dlpack.hpp does not include <complex>.
#pragma once

#include <complex>
#include <type_traits>
#include <utility>

#include "dlpack/dlpack.hpp"

namespace dlpack {

namespace detail {
template <>
struct dtype_of_impl<std::complex<float>> {
  static constexpr DataType value{ DataTypeCode::Complex, 64 };
};
template <>
struct dtype_of_impl<std::complex<double>> {
  static constexpr DataType value{ DataTypeCode::Complex, 128 };
};
}  // namespace detail

constexpr std::complex<float> to_std(complex64_t c) noexcept { return {c.real, c.imag}; }
constexpr std::complex<double> to_std(complex128_t c) noexcept { return {c.real, c.imag}; }
constexpr complex64_t from_std(std::complex<float> c) noexcept { return {c.real(), c.imag()}; }
constexpr complex128_t from_std(std::complex<double> c) noexcept { return {c.real(), c.imag()}; }

// std::complex<T> is an array of two T ([complex.numbers]): the storage types
// and std::complex are interchangeable in memory.
static_assert(sizeof(std::complex<float>) == sizeof(complex64_t) && alignof(std::complex<float>) == alignof(complex64_t),
              "dlpack: std::complex<float> must have the layout of complex64_t");
static_assert(sizeof(std::complex<double>) == sizeof(complex128_t) && alignof(std::complex<double>) == alignof(complex128_t),
              "dlpack: std::complex<double> must have the layout of complex128_t");

/// dispatch(), with std::complex<float> and std::complex<double> where it
/// gives complex64_t and complex128_t.
template <class Visitor>
constexpr decltype(auto) dispatch_std(DataType dtype, Visitor&& visitor) {
  return dispatch(dtype, [&visitor](auto tag) -> decltype(auto) {
    using Tag = decltype(tag);
    if constexpr (std::is_same<Tag, type_tag<complex64_t>>::value) {
      return std::forward<Visitor>(visitor)(type_tag<std::complex<float>>{});
    } else if constexpr (std::is_same<Tag, type_tag<complex128_t>>::value) {
      return std::forward<Visitor>(visitor)(type_tag<std::complex<double>>{});
    } else {
      return std::forward<Visitor>(visitor)(tag);
    }
  });
}

}  // namespace dlpack
