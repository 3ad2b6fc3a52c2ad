// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// TensorView: a non-owning view of a DLTensor with checked sizes, contiguity, validation
// and element addressing that costs what hand-written C costs.
#pragma once

#include "dlpack/config.hpp"
#include "dlpack/dtype.hpp"
#include "dlpack/enums.hpp"
#include "dlpack/issues.hpp"
#include "dlpack/version.hpp"

namespace dlpack {

/// Whether NULL strides are allowed for ndim != 0.
enum class StridesRule : std::uint8_t {
  Optional,  ///< Before DLPack 1.2: NULL strides mean compact row-major.
  Required,  ///< From DLPack 1.2: strides must not be NULL when ndim != 0.
};

/// The most dimensions validate() accepts, checked before `shape` is read (a
/// garbage ndim would read far past it); the builder writes no more
/// (schema/semantics.yaml, tensor.max_ndim: the same in every language).
inline constexpr std::int64_t max_ndim = 64;

/// The strides rule a producer of version `producer` follows.
constexpr StridesRule strides_rule(Version producer) noexcept {
  return strides_required(producer) ? StridesRule::Required : StridesRule::Optional;
}

/// Fixed-rank element access with the strides resolved once (see
/// TensorView::accessor): operator()(i, j, ...) is base[i * s0 + j * s1 + ...].
template <class T, std::size_t N>
class Accessor {
 public:
  constexpr Accessor(T* base, const Array<std::int64_t, N>& shape,
                     const Array<std::int64_t, N>& strides) noexcept
      : base_(base), shape_(shape), strides_(strides) {}

  /// The element at `index...` (exactly N integers). Unchecked.
  template <class... I>
  constexpr T& operator()(I... index) const noexcept {
    return base_[offset(index...)];
  }
  /// The element offset of `index...` (exactly N integers), in elements.
  template <class... I>
  constexpr std::int64_t offset(I... index) const noexcept {
    static_assert(sizeof...(I) == N, "dlpack::Accessor: give one index per dimension");
    static_assert((std::is_integral<I>::value && ...), "dlpack::Accessor: indices are integers");
    if constexpr (N == 0) {
      return 0;
    } else {
      const std::int64_t idx[] = {static_cast<std::int64_t>(index)...};
      std::int64_t off = 0;
      for (std::size_t d = 0; d < N; ++d) off += idx[d] * strides_[d];
      return off;
    }
  }
  constexpr T* data() const noexcept { return base_; }
  constexpr std::int64_t size(std::size_t dim) const noexcept { return shape_[dim]; }
  constexpr std::int64_t stride(std::size_t dim) const noexcept { return strides_[dim]; }
  constexpr const Array<std::int64_t, N>& shape() const noexcept { return shape_; }
  constexpr const Array<std::int64_t, N>& strides() const noexcept { return strides_; }

 private:
  T* base_;
  Array<std::int64_t, N> shape_;
  Array<std::int64_t, N> strides_;
};

/// The rank of an Accessor whose rank is only known at run time.
inline constexpr std::size_t dynamic_rank = static_cast<std::size_t>(-1);

/// Run-time-rank element access with the strides resolved once (see
/// TensorView::accessor<T>()): offset(index) is sum(index[d] * strides[d]),
/// the loop hand-written C runs over DLTensor::strides. For a tensor without
/// strides (compact row-major) the accessor holds the computed strides: in
/// place up to `inline_rank` dimensions, else on the heap.
template <class T>
class Accessor<T, dynamic_rank> {
 public:
  static constexpr std::size_t inline_rank = 8;

  /// Views `ndim` dimensions at `shape`/`strides`; NULL `strides` means compact row-major.
  Accessor(T* base, std::size_t ndim, const std::int64_t* shape, const std::int64_t* strides)
      : base_(base), ndim_(ndim), shape_(shape), strides_(strides) {
    if (!strides && ndim > 0) {
      std::int64_t* own = ndim <= inline_rank ? inline_ : (heap_ = new std::int64_t[ndim]);
      std::uint64_t s = 1;  // unsigned: a shape too large to address wraps instead of overflowing
      for (std::size_t d = ndim; d-- > 0;) {
        own[d] = static_cast<std::int64_t>(s);
        s *= static_cast<std::uint64_t>(shape[d]);
      }
      strides_ = own;
    }
  }
  Accessor(const Accessor& other) : base_(other.base_), ndim_(other.ndim_), shape_(other.shape_), strides_(other.strides_) {
    copy_strides(other);
  }
  Accessor& operator=(const Accessor& other) {
    if (this != &other) {
      delete[] heap_;
      heap_ = nullptr;
      base_ = other.base_;
      ndim_ = other.ndim_;
      shape_ = other.shape_;
      strides_ = other.strides_;
      copy_strides(other);
    }
    return *this;
  }
  Accessor(Accessor&& other) noexcept
      : base_(other.base_), ndim_(other.ndim_), shape_(other.shape_), strides_(other.strides_), heap_(other.heap_) {
    other.heap_ = nullptr;
    take_inline(other);
  }
  Accessor& operator=(Accessor&& other) noexcept {
    if (this != &other) {
      delete[] heap_;
      base_ = other.base_;
      ndim_ = other.ndim_;
      shape_ = other.shape_;
      strides_ = other.strides_;
      heap_ = other.heap_;
      other.heap_ = nullptr;
      take_inline(other);
    }
    return *this;
  }
  ~Accessor() { delete[] heap_; }

  /// The element at `index` (ndim entries). Unchecked.
  T& operator[](Span<const std::int64_t> index) const noexcept { return base_[offset(index)]; }
  /// The element offset of `index` (ndim entries), in elements. Unchecked.
  std::int64_t offset(Span<const std::int64_t> index) const noexcept {
    std::int64_t off = 0;
    for (std::size_t d = 0; d < index.size(); ++d) off += index[d] * strides_[d];
    return off;
  }
  T* data() const noexcept { return base_; }
  std::size_t ndim() const noexcept { return ndim_; }
  std::int64_t size(std::size_t dim) const noexcept { return shape_[dim]; }
  std::int64_t stride(std::size_t dim) const noexcept { return strides_[dim]; }

 private:
  // After copying other's pointers: strides `other` holds in place are copied into
  // this accessor's place; true when it did.
  bool take_inline(const Accessor& other) noexcept {
    if (other.strides_ != other.inline_) return false;
    for (std::size_t d = 0; d < ndim_; ++d) inline_[d] = other.inline_[d];
    strides_ = inline_;
    return true;
  }
  // After copying other's pointers: strides this accessor computed are copied, not shared.
  void copy_strides(const Accessor& other) {
    if (!take_inline(other) && other.heap_ && other.strides_ == other.heap_) {
      heap_ = new std::int64_t[ndim_];
      for (std::size_t d = 0; d < ndim_; ++d) heap_[d] = other.heap_[d];
      strides_ = heap_;
    }
  }

  T* base_;
  std::size_t ndim_;
  const std::int64_t* shape_;
  const std::int64_t* strides_;
  std::int64_t inline_[inline_rank] = {};
  std::int64_t* heap_ = nullptr;
};

/// \brief Plain C Tensor object, does not manage memory.
///
/// \since DLPack 0.1
///
/// TensorView is a non-owning view of a ::DLTensor: two words, all
/// members inline. The tensor must outlive the view. Sizes are checked
/// (numel/nbytes give nothing on overflow); addressing is not (validate() first).
class TensorView {
 public:
  using ndim_type = decltype(::DLTensor::ndim);

  /// A view of nothing (get() == nullptr).
  constexpr TensorView() noexcept = default;
  /// A view of `tensor`, read with `rule` (by default the rule of this header's
  /// version); `subbyte_padded` when sub-byte elements are padded to whole bytes.
  explicit constexpr TensorView(const ::DLTensor& tensor, StridesRule rule = strides_rule(header_version),
                                bool subbyte_padded = false) noexcept
      : tensor_(&tensor), rule_(rule), padded_(subbyte_padded) {}
  /// A view of `tensor` from a producer of DLPack version `producer`.
  constexpr TensorView(const ::DLTensor& tensor, Version producer, bool subbyte_padded = false) noexcept
      : tensor_(&tensor), rule_(strides_rule(producer)), padded_(subbyte_padded) {}

  /// The viewed tensor.
  constexpr const ::DLTensor* get() const noexcept { return tensor_; }
  constexpr StridesRule rule() const noexcept { return rule_; }
  constexpr bool subbyte_padded() const noexcept { return padded_; }

  constexpr ndim_type ndim() const noexcept { return tensor_->ndim; }
  /// The dimensions; empty when ndim <= 0 or shape is NULL.
  constexpr Span<const std::int64_t> shape() const noexcept {
    return tensor_->shape && tensor_->ndim > 0
               ? Span<const std::int64_t>(tensor_->shape, static_cast<std::size_t>(tensor_->ndim))
               : Span<const std::int64_t>();
  }
  /// The strides in elements as the producer gave them; empty when NULL (see stride()).
  constexpr Span<const std::int64_t> strides() const noexcept {
    return tensor_->strides && tensor_->ndim > 0
               ? Span<const std::int64_t>(tensor_->strides, static_cast<std::size_t>(tensor_->ndim))
               : Span<const std::int64_t>();
  }
  constexpr bool has_strides() const noexcept { return tensor_->strides != nullptr; }
  /// shape[dim]. Unchecked.
  constexpr std::int64_t size(ndim_type dim) const noexcept { return tensor_->shape[dim]; }
  /// strides[dim], or the compact row-major stride when strides is NULL. Unchecked.
  constexpr std::int64_t stride(ndim_type dim) const noexcept {
    if (tensor_->strides) return tensor_->strides[dim];
    std::uint64_t s = 1;  // unsigned: a shape too large to address wraps instead of overflowing
    for (ndim_type d = tensor_->ndim - 1; d > dim; --d) s *= static_cast<std::uint64_t>(tensor_->shape[d]);
    return static_cast<std::int64_t>(s);
  }
  constexpr DataType dtype() const noexcept { return DataType(tensor_->dtype); }
  constexpr Device device() const noexcept { return Device(tensor_->device); }
  /// True when host code may read the elements: memory of a device type the
  /// overlay marks host-accessible (the CPU, CUDA's pinned host memory, ...).
  /// accessor() refuses the others (Problem::NotHostAccessible).
  constexpr bool host_readable() const noexcept {
    const auto type = device().device_type;
    return false || type == static_cast<DeviceType>(::kDLCPU) || type == static_cast<DeviceType>(::kDLCUDAHost) || type == static_cast<DeviceType>(::kDLROCMHost) || type == static_cast<DeviceType>(::kDLCUDAManaged);
  }
  constexpr std::uint64_t byte_offset() const noexcept { return tensor_->byte_offset; }

  /// Whether data + byte_offset is an address (does not wrap around the
  /// address space): a byte_offset of 2^64 - 4 would be 4 bytes before data.
  bool first_address_fits() const noexcept {
    const std::uint64_t base = reinterpret_cast<std::uintptr_t>(tensor_->data);
    const std::uint64_t top = static_cast<std::uintptr_t>(-1);
    return tensor_->byte_offset <= top - base;
  }

  /// The first element: data + byte_offset, computed as C computes it (an
  /// address, not dereferenced; NULL data with a zero offset stays NULL).
  void* data() const noexcept {
    return reinterpret_cast<void*>(reinterpret_cast<std::uintptr_t>(tensor_->data) +
                                   static_cast<std::uintptr_t>(tensor_->byte_offset));
  }
  /// data() as T*. Unchecked; accessor<T, N>() checks the dtype.
  template <class T>
  T* data_as() const noexcept {
    return static_cast<T*>(data());
  }

  /// Product of the dimensions (1 for ndim == 0); nothing when ndim < 0, shape
  /// is NULL, a dimension is negative or the product leaves int64_t.
  constexpr Optional<std::int64_t> numel() const noexcept {
    std::int64_t count = 0;
    if (!count_elements(&count)) return {};
    return count;
  }

  /// Bytes the elements occupy: numel * bits * lanes / 8, sub-byte elements
  /// packed (rounded up once) unless padded (each rounded up to whole bytes);
  /// nothing when numel() is nothing, or the size leaves int64_t.
  constexpr Optional<std::int64_t> nbytes() const noexcept {
    std::int64_t n = 0, out = 0;
    if (!count_elements(&n)) return {};
    const std::int64_t bits = static_cast<std::int64_t>(tensor_->dtype.bits) * tensor_->dtype.lanes;
    if (bits % 8 == 0 || padded_) {
      if (detail::mul_overflow(n, (bits + 7) / 8, &out)) return {};
      return out;
    }
    // Packed: ceil(n * bits / 8) without forming n * bits.
    if (detail::mul_overflow(n / 8, bits, &out) || detail::add_overflow(out, (n % 8 * bits + 7) / 8, &out))
      return {};
    return out;
  }

  /// True for compact row-major layout: NULL strides, or strides equal to the
  /// running product of the later dimensions (dimensions of size 1 may carry
  /// any stride; a tensor without elements is contiguous).
  constexpr bool is_contiguous() const noexcept {
    const ndim_type n = tensor_->ndim;
    if (n < 0 || (n > 0 && !tensor_->shape)) return false;
    if (!tensor_->strides || n == 0) return true;
    const std::int64_t* shape = tensor_->shape;
    const std::int64_t* strides = tensor_->strides;
    for (ndim_type d = 0; d < n; ++d)
      if (shape[d] == 0) return true;
    std::int64_t expected = 1;
    for (ndim_type d = n; d-- > 0;) {
      if (shape[d] != 1 && strides[d] != expected) return false;
      if (detail::mul_overflow(expected, shape[d], &expected)) return false;
    }
    return true;
  }

  /// The element offset of `index` (ndim entries), in elements. Unchecked.
  constexpr std::int64_t offset(Span<const std::int64_t> index) const noexcept {
    const std::int64_t* strides = tensor_->strides;
    const std::size_t n = index.size();
    std::int64_t off = 0;
    if (strides) {
      for (std::size_t d = 0; d < n; ++d) off += index[d] * strides[d];
    } else {
      const std::int64_t* shape = tensor_->shape;
      for (std::size_t d = 0; d < n; ++d) off = off * shape[d] + index[d];
    }
    return off;
  }
  /// The element offset of `index...` (ndim integers), in elements. Unchecked.
  template <class... I, class = std::enable_if_t<(std::is_integral<I>::value && ...)>>
  constexpr std::int64_t offset(I... index) const noexcept {
    if constexpr (sizeof...(I) == 0) {
      return 0;
    } else {
      const std::int64_t idx[] = {static_cast<std::int64_t>(index)...};
      return offset(Span<const std::int64_t>(idx, sizeof...(I)));
    }
  }
  /// The element at `index...` as T. Unchecked.
  template <class T, class... I>
  T& at(I... index) const noexcept {
    return data_as<T>()[offset(index...)];
  }

  /// Element access with the strides resolved now (compact ones computed
  /// when strides is NULL): of rank N (operator()(i, j, ...)), or of the
  /// tensor's rank by default (operator[](index)). Throws dlpack::Error when
  /// ndim != N, the dtype is not T's (dtype_of<T>, or same width for other
  /// types), or the memory is not host_readable().
  template <class T, std::size_t N = dynamic_rank>
  Accessor<T, N> accessor() const {
    Issues issues;
    if (tensor_->ndim < 0 || (N != dynamic_rank && static_cast<std::size_t>(tensor_->ndim) != N)) {
      Message m;
      m << "accessor of rank ";
      if (N == dynamic_rank) m << "any"; else m << N;
      issues.add(Problem::RankMismatch, m << " for a tensor of ndim " << tensor_->ndim);
    }
    if constexpr (has_dtype_of<T>) {
      if (dtype() != dtype_of<T>())
        issues.add(Problem::DtypeMismatch, Message() << "the tensor holds " << dtype() << ", not " << dtype_of<T>());
    } else {
      if (dtype().element_bits() != 8 * sizeof(T))
        issues.add(Problem::DtypeMismatch, Message() << "accessor of a " << 8 * sizeof(T) << "-bit type for a tensor of " << dtype());
    }
    if (tensor_->ndim > 0 && !tensor_->shape) issues.add(Problem::NullShape, "shape is NULL");
    if (!host_readable())
      issues.add(Problem::NotHostAccessible,
                 Message() << "the tensor is on device type " << static_cast<long long>(tensor_->device.device_type)
                           << ", whose memory host code cannot read");
    if (!issues.ok()) throw Error(issues);
    if constexpr (N == dynamic_rank) {
      const auto n = static_cast<std::size_t>(tensor_->ndim);
      return Accessor<T, N>(data_as<T>(), n, tensor_->shape, tensor_->strides);
    } else {
      Array<std::int64_t, N> shape{}, strides{};
      for (std::size_t d = 0; d < N; ++d) {
        shape[d] = tensor_->shape[d];
        strides[d] = stride(static_cast<ndim_type>(d));
      }
      return Accessor<T, N>(data_as<T>(), shape, strides);
    }
  }

  /// Every problem of the tensor, under this view's strides rule: ndim < 0,
  /// NULL shape with ndim > 0, NULL strides when required, negative
  /// dimensions, sizes or offsets that overflow, a bad dtype, an unknown
  /// device type, NULL data with elements.
  constexpr Issues validate() const noexcept {
    Issues out;
    if (!tensor_) {
      out.add(Problem::NullTensor, "the tensor is NULL");
      return out;
    }
    const ::DLTensor& t = *tensor_;
    bool dims_readable = true;
    if (t.ndim < 0) {
      out.add(Problem::NegativeNdim, Message() << "ndim is negative (" << t.ndim << ")");
      dims_readable = false;
    } else if (static_cast<std::int64_t>(t.ndim) > max_ndim) {
      out.add(Problem::TooManyDims, Message() << "ndim is " << t.ndim << ", more than " << max_ndim);
      dims_readable = false;
    } else if (t.ndim > 0) {
      if (!t.shape) {
        out.add(Problem::NullShape, "shape is NULL although ndim is not 0");
        dims_readable = false;
      }
      if (!t.strides && rule_ == StridesRule::Required)
        out.add(Problem::NullStrides, "strides is NULL, which the producer's DLPack version does not allow");
    }
    if (dims_readable) {
      bool negative = false;
      for (ndim_type d = 0; d < t.ndim; ++d)
        if (t.shape[d] < 0) {
          out.add(Problem::NegativeShape, Message() << "dimension " << d << " is negative (" << t.shape[d] << ")");
          negative = true;
        }
      if (!negative) {
        const Optional<std::int64_t> n = numel();
        if (!n) {
          out.add(Problem::NumelOverflow, "the element count overflows");
        } else {
          // The byte size, the furthest element's offset, or data + byte_offset past the address space.
          const bool sized = dtype().lanes == 0 || dtype().bits == 0 || nbytes();
          if (*n > 0 && (!sized || !extent_fits() || (t.data && !first_address_fits())))
            out.add(Problem::ExtentOverflow, "the byte size or the offset of the furthest element overflows");
          if (*n > 0 && !t.data) out.add(Problem::NullData, "data is NULL although the tensor has elements");
        }
      }
    }
    out.append(dlpack::validate(dtype()));
    if (!is_known(device().device_type))
      out.add(Problem::UnknownDeviceType, Message() << "device type " << static_cast<long long>(device().device_type)
                                                   << " is not a DeviceType this header knows");
    return out;
  }

 private:
  // numel() into *out; false when it has none.
  constexpr bool count_elements(std::int64_t* out) const noexcept {
    const ndim_type n = tensor_->ndim;
    const std::int64_t* shape = tensor_->shape;
    if (n < 0 || (n > 0 && !shape)) return false;
    bool empty = false;
    for (ndim_type d = 0; d < n; ++d) {
      if (shape[d] < 0) return false;
      empty = empty || shape[d] == 0;
    }
    std::int64_t count = 1;
    if (empty) {
      count = 0;
    } else {
      for (ndim_type d = 0; d < n; ++d)
        if (detail::mul_overflow(count, shape[d], &count)) return false;
    }
    *out = count;
    return true;
  }

  // Sum of (shape[d] - 1) * |stride(d)| fits in int64_t (numel() > 0 known).
  constexpr bool extent_fits() const noexcept {
    std::int64_t extent = 0;
    for (ndim_type d = 0; d < tensor_->ndim; ++d) {
      std::int64_t s = stride(d), term = 0;
      if (s == (std::numeric_limits<std::int64_t>::min)()) return false;
      if (detail::mul_overflow(tensor_->shape[d] - 1, s < 0 ? -s : s, &term)) return false;
      if (detail::add_overflow(extent, term, &extent)) return false;
    }
    return true;
  }

  const ::DLTensor* tensor_ = nullptr;
  StridesRule rule_ = StridesRule::Required;
  bool padded_ = false;
};

/// The problems of `tensor` read under `rule`.
constexpr Issues validate(const ::DLTensor& tensor, StridesRule rule = strides_rule(header_version)) {
  return TensorView(tensor, rule).validate();
}

}  // namespace dlpack
