// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// TensorBuilder: a producer of managed tensors that always fills strides and
// writes the version it implements (or an older one a consumer asked for).
// Opt-in: it allocates, and brings <vector>, <memory> and <functional>.
#pragma once

#include <functional>
#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

#include "dlpack/dlpack.hpp"

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
class TensorBuilder {
 public:
  TensorBuilder& data(void* ptr) noexcept {
    data_ = ptr;
    return *this;
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
  Device device() const noexcept { return device_; }
  DataType dtype() const noexcept { return dtype_; }
  const std::vector<std::int64_t>& shape() const noexcept { return shape_; }
  std::uint64_t byte_offset() const noexcept { return byte_offset_; }
  Flags flags() const noexcept { return flags_; }
  Version version() const noexcept { return version_; }

  /// A ::DLManagedTensorVersioned of what was set. Throws dlpack::Error when it would not
  /// be valid (TensorView::validate() under the strict strides rule).
  ManagedTensorVersioned build_managed_tensor_versioned() const {
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
    if (!is_writable(version_))
      issues.add(Problem::VersionNotWritable, Message() << "version " << version_ << " cannot be written by a producer of "
                                                         << header_version << " (same major, no newer minor)");
    else if (Flags unknown = flags_ & ~known_flags_in(version_); to_underlying(unknown) != 0)
      issues.add(Problem::VersionNotWritable, Message() << "flags " << unknown << " do not exist in version " << version_);
    if (!issues.ok()) throw Error(issues);
    built->on_delete = on_delete_;
    built->managed.manager_ctx = built.get();
    built->managed.deleter = &Built::deleter;
    return ManagedTensorVersioned(&built.release()->managed);
  }

  /// A ::DLManagedTensor of what was set. Throws dlpack::Error when it would not
  /// be valid (TensorView::validate() under the strict strides rule).
  ManagedTensor build_managed_tensor() const {
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
    if (!issues.ok()) throw Error(issues);
    built->on_delete = on_delete_;
    built->managed.manager_ctx = built.get();
    built->managed.deleter = &Built::deleter;
    return ManagedTensor(&built.release()->managed, StridesRule::Required);
  }

 private:
  void fill(std::vector<std::int64_t>& shape, std::vector<std::int64_t>& strides) const {
    shape = shape_;
    strides = has_strides_ && strides_.size() == shape_.size()
                  ? strides_
                  : compact_strides(Span<const std::int64_t>(shape_.data(), shape_.size()));
  }

  void* data_ = nullptr;
  Device device_{all_values<DeviceType>().front(), 0};  // the first device type: CPU
  DataType dtype_{};
  std::vector<std::int64_t> shape_, strides_;
  bool has_strides_ = false;
  std::uint64_t byte_offset_ = 0;
  Flags flags_{};
  std::function<void()> on_delete_;
  Version version_ = header_version;
};

}  // namespace dlpack
