// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// TensorBuilder: a producer of managed tensors that always fills strides and
// writes the version it implements (or an older one a consumer asked for).
// Opt-in: it allocates, and brings <vector>, <memory> and <functional>.
#pragma once

#include <functional>
#include <initializer_list>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include "dlpack/dlpack.hpp"
#include "dlpack/managed.hpp"

namespace dlpack {

/// Compact row-major strides (in elements) for `shape`.
inline std::vector<std::int64_t> compact_strides(Span<const std::int64_t> shape) {
  std::vector<std::int64_t> strides(shape.size());
  std::int64_t s = 1;
  for (std::size_t d = shape.size(); d-- > 0;) {
    strides[d] = s;
    if (detail::mul_overflow(s, shape[d] > 0 ? shape[d] : 1, &s)) s = 0;
  }
  return strides;
}

namespace detail {
// What TensorBuilder allocates for one managed tensor of C type Managed: the
// struct itself, the shape and strides it points to, and the callback; the
// struct's Context member (its manager context) points here.
template <class Managed, void* Managed::*Context>
struct Built {
  Managed managed{};
  std::vector<std::int64_t> shape, strides;
  std::function<void()> on_delete;

  static void deleter(Managed* self) noexcept {
    auto* built = static_cast<Built*>(self->*Context);
    if (built->on_delete) {
      try {
        built->on_delete();
      } catch (...) {
        // A C deleter must not throw; the exception ends here.
      }
    }
    delete built;
  }
};
}  // namespace detail
/// Builds managed tensors as a producer: strides always filled (compact
/// row-major unless given), the version this header implements, and a deleter
/// that frees what the builder allocated and then calls on_delete (once per
/// built tensor). Does not take ownership of `data`: free it in on_delete.
/// Move-only: a builder handed on (python::export_capsule(std::move(b)), or
/// any move) is spent, and building from it again throws (BuilderSpent), so
/// its on_delete cannot run twice nor its data be exported after it was freed.
class TensorBuilder {
 public:
  TensorBuilder() = default;
  TensorBuilder(const TensorBuilder&) = delete;
  TensorBuilder& operator=(const TensorBuilder&) = delete;
  TensorBuilder(TensorBuilder&& other) noexcept { take(other); }
  /// A pending on_delete of this builder runs first (abandon()): it is not lost.
  TensorBuilder& operator=(TensorBuilder&& other) noexcept {
    if (this != &other) {
      abandon();
      take(other);
    }
    return *this;
  }
  ~TensorBuilder() = default;

  /// The data and its size in bytes: build_*() refuses a tensor whose
  /// elements (shape, strides, byte_offset, dtype) reach outside
  /// [ptr, ptr + size_bytes) (OutOfBuffer).
  TensorBuilder& data(void* ptr, std::size_t size_bytes) noexcept {
    data_ = ptr;
    data_size_ = size_bytes;
    return *this;
  }
  /// data(c.data(), c.size() * sizeof element) of a contiguous container
  /// (std::vector, std::array, Span): its elements are the buffer.
  template <class Container, class = decltype(std::declval<Container&>().data() + std::declval<Container&>().size())>
  TensorBuilder& data(Container& c) noexcept {
    return data(static_cast<void*>(c.data()), c.size() * sizeof(*c.data()));
  }
  /// The device; the first device type (DeviceType::CPU), index 0, when never given.
  TensorBuilder& device(Device device) noexcept {
    device_ = device;
    return *this;
  }
  TensorBuilder& dtype(DataType dtype) noexcept {
    dtype_ = dtype;
    return *this;
  }
  TensorBuilder& shape(std::vector<std::int64_t> shape) {
    shape_ = std::move(shape);
    return *this;
  }
  TensorBuilder& shape(std::initializer_list<std::int64_t> shape) { return this->shape(std::vector<std::int64_t>(shape)); }
  /// Strides in elements; compact row-major when never given.
  TensorBuilder& strides(std::vector<std::int64_t> strides) {
    strides_ = std::move(strides);
    has_strides_ = true;
    return *this;
  }
  TensorBuilder& strides(std::initializer_list<std::int64_t> strides) { return this->strides(std::vector<std::int64_t>(strides)); }
  TensorBuilder& byte_offset(std::uint64_t offset) noexcept {
    byte_offset_ = offset;
    return *this;
  }
  /// Flags of the versioned tensor.
  TensorBuilder& flags(Flags flags) noexcept {
    flags_ = flags;
    return *this;
  }
  /// The version a versioned tensor declares: this header's when never given;
  /// an older minor version for a consumer that asked for one
  /// (`version_for(max_version)`). build_*() refuses a version that is not
  /// is_writable(), and flags that version does not know.
  TensorBuilder& version(Version v) noexcept {
    version_ = v;
    return *this;
  }
  /// Called (noexcept: an exception is swallowed) when the consumer deletes the tensor.
  TensorBuilder& on_delete(std::function<void()> callback) {
    on_delete_ = std::move(callback);
    return *this;
  }
  /// Runs on_delete now and forgets it (an exception is swallowed): for a
  /// producer that gives up without building a tensor, so that what on_delete
  /// frees is freed all the same. python::export_capsule() calls it on every
  /// refusal; tensors built earlier keep their own copy of the callback.
  void abandon() noexcept {
    std::function<void()> callback = std::exchange(on_delete_, nullptr);
    if (!callback) return;
    try {
      callback();
    } catch (...) {
      // Nobody to tell: the producer is giving up anyway.
    }
  }

  // What was set (or the default), e.g. for a producer's __dlpack_device__
  // or to adjust flags before building.
  void* data() const noexcept { return data_; }
  std::size_t data_size() const noexcept { return data_size_; }
  /// Moved from (handed on): building from it throws.
  bool spent() const noexcept { return spent_; }
  Device device() const noexcept { return device_; }
  DataType dtype() const noexcept { return dtype_; }
  const std::vector<std::int64_t>& shape() const noexcept { return shape_; }
  std::uint64_t byte_offset() const noexcept { return byte_offset_; }
  Flags flags() const noexcept { return flags_; }
  Version version() const noexcept { return version_; }

  /// A ::DLManagedTensorVersioned of what was set. Throws dlpack::Error when it would not
  /// be valid (TensorView::validate() under the strict strides rule).
  ManagedTensorVersioned build_managed_tensor_versioned() const {
    if (spent_) {
      Issues spent;
      spent.add(Problem::BuilderSpent, "this TensorBuilder was handed on (moved from): make a new one");
      throw Error(spent);
    }
    using Built = detail::Built<::DLManagedTensorVersioned, &::DLManagedTensorVersioned::manager_ctx>;
    auto built = std::make_unique<Built>();
    fill(built->shape, built->strides);
    ::DLTensor& t = built->managed.dl_tensor;
    t.data = data_;
    t.device = device_;
    t.ndim = static_cast<decltype(t.ndim)>(built->shape.size());
    t.dtype = dtype_;
    t.shape = built->shape.empty() ? nullptr : built->shape.data();
    t.strides = built->strides.empty() ? nullptr : built->strides.data();
    t.byte_offset = byte_offset_;
    built->managed.version = version_;
    built->managed.flags = to_underlying(flags_);
    Issues issues = TensorView(t, StridesRule::Required, has_any(flags_, Flags::IsSubbyteTypePadded)).validate();
    if (has_strides_ && strides_.size() != shape_.size())
      issues.add(Problem::ShapeStridesMismatch, Message() << strides_.size() << " strides for " << shape_.size() << " dimensions");
    if (issues.ok()) within_buffer(t, issues, has_any(flags_, Flags::IsSubbyteTypePadded));
    if (!is_writable(version_))
      issues.add(Problem::VersionNotWritable, Message() << "version " << version_ << " cannot be written by a producer of "
                                                         << header_version << " (same major, no newer minor)");
    else if (Flags unknown = flags_ & ~known_flags_in(version_); to_underlying(unknown) != 0)
      issues.add(Problem::VersionNotWritable, Message() << "flags " << unknown << " do not exist in version " << version_);
    // What this header's consumer (check()) refuses, its producer does not write.
    if (has_any(flags_, Flags::IsSubbyteTypePadded) && !dtype_.is_subbyte())
      issues.add(Problem::PaddedNotSubbyte, Message() << "the sub-byte padded flag is set on " << dtype_);
    if (!issues.ok()) throw Error(issues);
    built->on_delete = on_delete_;
    built->managed.manager_ctx = built.get();
    built->managed.deleter = &Built::deleter;
    return ManagedTensorVersioned(&built.release()->managed);
  }

  /// A ::DLManagedTensor of what was set. Throws dlpack::Error when it would not
  /// be valid (TensorView::validate() under the strict strides rule).
  ManagedTensor build_managed_tensor() const {
    if (spent_) {
      Issues spent;
      spent.add(Problem::BuilderSpent, "this TensorBuilder was handed on (moved from): make a new one");
      throw Error(spent);
    }
    using Built = detail::Built<::DLManagedTensor, &::DLManagedTensor::manager_ctx>;
    auto built = std::make_unique<Built>();
    fill(built->shape, built->strides);
    ::DLTensor& t = built->managed.dl_tensor;
    t.data = data_;
    t.device = device_;
    t.ndim = static_cast<decltype(t.ndim)>(built->shape.size());
    t.dtype = dtype_;
    t.shape = built->shape.empty() ? nullptr : built->shape.data();
    t.strides = built->strides.empty() ? nullptr : built->strides.data();
    t.byte_offset = byte_offset_;
    Issues issues = TensorView(t, StridesRule::Required).validate();
    if (has_strides_ && strides_.size() != shape_.size())
      issues.add(Problem::ShapeStridesMismatch, Message() << strides_.size() << " strides for " << shape_.size() << " dimensions");
    if (issues.ok()) within_buffer(t, issues);
    if (!issues.ok()) throw Error(issues);
    built->on_delete = on_delete_;
    built->managed.manager_ctx = built.get();
    built->managed.deleter = &Built::deleter;
    return ManagedTensor(&built.release()->managed, StridesRule::Required);
  }

 private:
  void take(TensorBuilder& o) noexcept {
    data_ = o.data_;
    data_size_ = o.data_size_;
    device_ = o.device_;
    dtype_ = o.dtype_;
    shape_ = std::move(o.shape_);
    strides_ = std::move(o.strides_);
    has_strides_ = o.has_strides_;
    byte_offset_ = o.byte_offset_;
    flags_ = o.flags_;
    on_delete_ = std::exchange(o.on_delete_, nullptr);
    version_ = o.version_;
    spent_ = std::exchange(o.spent_, true);
  }

  // OutOfBuffer unless every element of `t` (valid: validate() found nothing)
  // lies in [data, data + data_size_): the lowest and highest element offsets,
  // in bits from data, against the buffer's bits. Checked arithmetic: an
  // offset too large to compute cannot lie in any buffer.
  void within_buffer(const ::DLTensor& t, Issues& issues, bool padded = false) const {
    std::int64_t lo = 0, hi = 0;  // element offsets
    for (std::size_t d = 0; d < shape_.size(); ++d) {
      if (t.shape[d] == 0) return;  // no elements: nothing to read
      std::int64_t term = 0;
      if (detail::mul_overflow(t.shape[d] - 1, t.strides[d], &term) ||
          detail::add_overflow(term < 0 ? lo : hi, term, term < 0 ? &lo : &hi)) {
        issues.add(Problem::OutOfBuffer, "the elements' offsets overflow int64_t");
        return;
      }
    }
    std::int64_t bits = static_cast<std::int64_t>(dtype_.bits) * dtype_.lanes;
    if (padded || bits % 8 == 0) bits = (bits + 7) / 8 * 8;  // whole bytes per element
    const std::uint64_t max_offset = (std::numeric_limits<std::int64_t>::max)() / 8;
    std::int64_t first = 0, end = 0;
    const bool fits = byte_offset_ <= max_offset && data_size_ <= max_offset &&
                      !detail::mul_overflow(lo, bits, &first) && !detail::add_overflow(hi, 1, &end) &&
                      !detail::mul_overflow(end, bits, &end) &&
                      !detail::add_overflow(first, static_cast<std::int64_t>(byte_offset_) * 8, &first) &&
                      !detail::add_overflow(end, static_cast<std::int64_t>(byte_offset_) * 8, &end) && first >= 0 &&
                      end <= static_cast<std::int64_t>(data_size_) * 8;
    if (!fits)
      issues.add(Problem::OutOfBuffer, Message() << "the elements reach outside the data's " << data_size_
                                                 << " bytes (shape, strides, byte_offset " << byte_offset_ << ")");
  }

  void fill(std::vector<std::int64_t>& shape, std::vector<std::int64_t>& strides) const {
    shape = shape_;
    strides = has_strides_ && strides_.size() == shape_.size()
                  ? strides_
                  : compact_strides(Span<const std::int64_t>(shape_.data(), shape_.size()));
  }

  void* data_ = nullptr;
  std::size_t data_size_ = 0;
  Device device_{all_values<DeviceType>().front(), 0};  // the first device type: CPU
  DataType dtype_{};
  std::vector<std::int64_t> shape_, strides_;
  bool has_strides_ = false;
  std::uint64_t byte_offset_ = 0;
  Flags flags_{};
  std::function<void()> on_delete_;
  Version version_ = header_version;
  bool spent_ = false;
};

}  // namespace dlpack
