// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Declarative requirements on a tensor, checked in one call (as nanobind's
// nb::ndarray<float, nb::ndim<2>, nb::device::cpu, nb::c_contig> does):
//
//   using Image = dlpack::Constrained<float, dlpack::ndim<2>, dlpack::c_contig, dlpack::on_cpu, dlpack::writable>;
//   Image image = Image::from(view, read_only);  // throws dlpack::Error naming every mismatch
//   image.accessor()(i, j) = 0.5f;
//
// Element type T (its dtype_of<T>), then any of: ndim<N>, shape<E...> (any_extent
// for a free extent; it fixes ndim too), c_contig or f_contig (compact row- or
// column-major), on<DeviceType::X> or on_cpu, writable. check<T, C...>() gives
// the Issues without throwing; describe<T, C...>() the requirement as text.
// dlpack/python.hpp's from_dlpack_as<T, C...>() applies them to a Python object.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "dlpack/dlpack.hpp"
#include "dlpack/managed.hpp"
#include "dlpack/text.hpp"

namespace dlpack {

/// Exactly N dimensions.
template <std::size_t N>
struct ndim {};
/// A free extent in shape<...>.
inline constexpr std::int64_t any_extent = -1;
/// These extents (any_extent for a free one); fixes the number of dimensions too.
template <std::int64_t... Extents>
struct shape {};
/// Compact row-major (C order) elements.
struct c_contig {};
/// Compact column-major (Fortran order) elements.
struct f_contig {};
/// Memory of this device type.
template <DeviceType Type>
struct on {};
/// Memory of the CPU.
using on_cpu = on<DeviceType::CPU>;
/// Not read-only (the consumer writes).
struct writable {};

namespace detail {

// The device type's name ("CUDA"), or its number for one this header does not know.
inline void write_device_type(Message& m, DeviceType type) noexcept {
  const std::string_view name = to_string(type);
  if (name.empty()) m << static_cast<long long>(type); else m << name;
}

template <class C>
struct constraint_traits {
  static_assert(sizeof(C) == 0,
                "dlpack: a constraint is one of ndim<N>, shape<E...>, c_contig, f_contig, on<DeviceType>, on_cpu, writable");
};
template <std::size_t N>
struct constraint_traits<ndim<N>> {
  static constexpr std::size_t rank = N;
  static void check(const TensorView& v, bool, Issues& out) noexcept {
    if (v.shape().size() != N)
      out.add(Problem::RankMismatch, Message() << "ndim is " << v.shape().size() << ", not " << N);
  }
  static void describe(std::string& out) { out += ", ndim " + std::to_string(N); }
};
template <std::int64_t... E>
struct constraint_traits<shape<E...>> {
  static constexpr std::size_t rank = sizeof...(E);
  static void check(const TensorView& v, bool, Issues& out) noexcept {
    constexpr std::int64_t want[] = {E..., 0};
    const auto got = v.shape();
    if (got.size() != sizeof...(E)) {
      out.add(Problem::RankMismatch, Message() << "ndim is " << got.size() << ", not " << sizeof...(E));
      return;
    }
    for (std::size_t d = 0; d < got.size(); ++d)
      if (want[d] != any_extent && got[d] != want[d])
        out.add(Problem::ShapeMismatch, Message() << "shape[" << d << "] is " << got[d] << ", not " << want[d]);
  }
  static void describe(std::string& out) {
    out += ", shape (";
    const std::int64_t want[] = {E..., 0};
    for (std::size_t d = 0; d < sizeof...(E); ++d)
      out += (d ? ", " : "") + (want[d] == any_extent ? std::string("*") : std::to_string(want[d]));
    out += sizeof...(E) == 1 ? ",)" : ")";
  }
};
template <>
struct constraint_traits<c_contig> {
  static constexpr std::size_t rank = dynamic_rank;
  static void check(const TensorView& v, bool, Issues& out) noexcept {
    if (!v.is_contiguous()) out.add(Problem::LayoutMismatch, "the elements are not compact row-major (C order)");
  }
  static void describe(std::string& out) { out += ", C order"; }
};
template <>
struct constraint_traits<f_contig> {
  static constexpr std::size_t rank = dynamic_rank;
  static void check(const TensorView& v, bool, Issues& out) noexcept {
    const auto shape = v.shape();
    std::int64_t expected = 1;
    for (std::size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] != 1 && v.stride(static_cast<TensorView::ndim_type>(d)) != expected) {
        out.add(Problem::LayoutMismatch, "the elements are not compact column-major (Fortran order)");
        return;
      }
      expected *= shape[d];
    }
  }
  static void describe(std::string& out) { out += ", Fortran order"; }
};
template <DeviceType Type>
struct constraint_traits<on<Type>> {
  static constexpr std::size_t rank = dynamic_rank;
  static void check(const TensorView& v, bool, Issues& out) noexcept {
    if (v.device().device_type == Type) return;
    Message m;
    m << "the tensor is on ";
    write_device_type(m, v.device().device_type);
    m << ", not ";
    write_device_type(m, Type);
    out.add(Problem::DeviceMismatch, m);
  }
  static void describe(std::string& out) { out += ", on " + std::string(to_string(Type)); }
};
template <>
struct constraint_traits<writable> {
  static constexpr std::size_t rank = dynamic_rank;
  static void check(const TensorView&, bool read_only, Issues& out) noexcept {
    if (read_only) out.add(Problem::ReadOnly, "the tensor is read-only");
  }
  static void describe(std::string& out) { out += ", writable"; }
};

// The rank the constraints fix (dynamic_rank when none does).
template <class... C>
constexpr std::size_t fixed_rank() noexcept {
  std::size_t rank = dynamic_rank;
  ((rank = constraint_traits<C>::rank != dynamic_rank ? constraint_traits<C>::rank : rank), ...);
  return rank;
}
template <class... C>
constexpr bool ranks_agree() noexcept {
  return ((constraint_traits<C>::rank == dynamic_rank || constraint_traits<C>::rank == fixed_rank<C...>()) && ...);
}

}  // namespace detail

/// Every mismatch of `view` (read-only when `read_only`) with element type T
/// and the constraints C..., besides what view.validate() finds: T's dtype,
/// then each constraint in order. Empty when the tensor satisfies them all.
template <class T, class... C>
Issues check(const TensorView& view, bool read_only = false) noexcept {
  static_assert(has_dtype_of<T>, "dlpack::check<T, ...>: T needs a dtype (dtype_of<T>)");
  static_assert(detail::ranks_agree<C...>(), "dlpack::check: ndim<N> and shape<...> disagree on the rank");
  Issues out = view.validate();
  if (!out.ok()) return out;
  if (view.dtype() != dtype_of<T>())
    out.add(Problem::DtypeMismatch, Message() << "the dtype is " << view.dtype() << ", not " << dtype_of<T>());
  (detail::constraint_traits<C>::check(view, read_only, out), ...);
  return out;
}

/// What T and C... require, as text: "float32, ndim 2, C order, on CPU, writable".
template <class T, class... C>
std::string describe() {
  std::string out = to_string(dtype_of<T>());
  (detail::constraint_traits<C>::describe(out), ...);
  return out;
}

/// A view of a tensor known to satisfy T and C... (checked once, in from()),
/// with typed access of the rank the constraints fix.
template <class T, class... C>
class Constrained {
 public:
  /// The number of dimensions the constraints fix (dynamic_rank when none does).
  static constexpr std::size_t rank = detail::fixed_rank<C...>();

  /// `view` when it satisfies T and C... (check<T, C...>), else throws
  /// dlpack::Error listing every mismatch.
  static Constrained from(const TensorView& view, bool read_only = false) {
    const Issues issues = check<T, C...>(view, read_only);
    if (!issues.ok()) throw Error(issues);
    return Constrained(view);
  }

  const TensorView& view() const noexcept { return view_; }
  /// The first element.
  T* data() const noexcept { return view_.data_as<T>(); }
  /// Element access, rank `rank` (operator()(i, j, ...)) or any.
  Accessor<T, rank> accessor() const { return view_.accessor<T, rank>(); }

 private:
  explicit Constrained(const TensorView& view) noexcept : view_(view) {}
  TensorView view_;
};

}  // namespace dlpack
