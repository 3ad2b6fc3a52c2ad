// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Owners of managed tensors (move-only, the deleter called exactly once) and
// adopt(): take ownership, validate, release on reject. The producer side,
// TensorBuilder, is in dlpack/builder.hpp.
#pragma once

#include <utility>

#include "dlpack/config.hpp"
#include "dlpack/dtype.hpp"
#include "dlpack/enums.hpp"
#include "dlpack/flags.hpp"
#include "dlpack/issues.hpp"
#include "dlpack/tensor_view.hpp"
#include "dlpack/version.hpp"

namespace dlpack {

/// What adopt() accepts beyond a valid tensor.
struct AdoptOptions {
  /// Reject read-only tensors (the consumer means to write).
  bool require_writable = false;
  /// Accept flag bits this header does not define (a newer minor version's).
  bool allow_unknown_flags = false;
  /// The strides rule for a managed tensor that carries no version: NULL
  /// strides allowed unless the producer is known to follow a newer DLPack.
  StridesRule unversioned_strides = StridesRule::Optional;
};

/// The result of adopt(): the owner, or an empty one and the reasons. When
/// rejected, the tensor's deleter has already been called.
template <class Owner>
struct Adopted {
  Owner tensor;   ///< Empty when rejected.
  Issues issues;  ///< Why it was rejected; empty when accepted.
  explicit operator bool() const noexcept { return static_cast<bool>(tensor); }
};

namespace detail {
// Problem::UnknownFlags in the words Rust and Zig use.
inline Message unknown_flags_message(unsigned long long bits) noexcept {
  Message m;
  m.append("flags holds bits ");
  append_hex(m, bits);
  m.append(" that the producer's DLPack version does not define");
  return m;
}
}  // namespace detail


// ---------------------------------------------------------------------------
// DLManagedTensorVersioned
// ---------------------------------------------------------------------------

/// \brief A versioned and managed C Tensor object, manage memory of DLTensor.
///
/// This data structure is intended to facilitate the borrowing of DLTensor by
/// another framework. It is not meant to transfer the tensor. When the borrowing
/// framework doesn't need the tensor, it should call the deleter to notify the
/// host that the resource is no longer needed.
///
/// \note This is the current standard DLPack exchange data structure.
///
/// \since DLPack 1.0
///
/// ManagedTensorVersioned owns a ::DLManagedTensorVersioned*: move-only, and it calls the
/// tensor's `deleter` exactly once: on destruction, reset() or move
/// assignment over it, never after release(). A NULL deleter is allowed (the
/// producer had nothing to free). The deleter frees `manager_ctx` and the
/// struct itself: after it nothing of the tensor may be touched.
class ManagedTensorVersioned {
 public:
  using pointer = ::DLManagedTensorVersioned*;

  constexpr ManagedTensorVersioned() noexcept = default;
  /// Owns `managed` (NULL allowed) without looking at it; adopt() checks it.
  explicit ManagedTensorVersioned(pointer managed) noexcept : ptr_(managed) {}
  ManagedTensorVersioned(const ManagedTensorVersioned&) = delete;
  ManagedTensorVersioned& operator=(const ManagedTensorVersioned&) = delete;
  ManagedTensorVersioned(ManagedTensorVersioned&& other) noexcept
      : ptr_(std::exchange(other.ptr_, nullptr)) {}
  ManagedTensorVersioned& operator=(ManagedTensorVersioned&& other) noexcept {
    if (this != &other) {
      reset(other.release());
    }
    return *this;
  }
  ~ManagedTensorVersioned() { reset(); }

  constexpr pointer get() const noexcept { return ptr_; }
  constexpr pointer operator->() const noexcept { return ptr_; }
  constexpr explicit operator bool() const noexcept { return ptr_ != nullptr; }

  /// Gives the tensor up without calling its deleter; the caller owns it now.
  pointer release() noexcept { return std::exchange(ptr_, nullptr); }
  /// Calls the deleter of the held tensor (if any, and if not NULL), then holds `managed`.
  void reset(pointer managed = nullptr) noexcept {
    pointer old = std::exchange(ptr_, managed);
    if (old && old->deleter) old->deleter(old);
  }
  friend void swap(ManagedTensorVersioned& a, ManagedTensorVersioned& b) noexcept {
    std::swap(a.ptr_, b.ptr_);
  }

  /// The tensor. Requires a held tensor.
  ::DLTensor& tensor() const noexcept { return ptr_->dl_tensor; }
  /// The producer's context, freed by the deleter.
  void* manager_ctx() const noexcept { return ptr_->manager_ctx; }
  /// The DLPack version the producer implements.
  Version version() const noexcept { return Version(ptr_->version); }
  /// The strides rule of the producer's version.
  StridesRule rule() const noexcept { return strides_rule(version()); }
  /// The flags the producer set.
  Flags flags() const noexcept { return static_cast<Flags>(ptr_->flags); }
  /// True when the consumer must not write the data.
  bool read_only() const noexcept { return has_any(flags(), Flags::ReadOnly); }
  /// True when the producer made a copy the consumer owns alone until the deleter runs.
  bool is_copied() const noexcept { return has_any(flags(), Flags::IsCopied); }
  /// True when sub-byte elements are padded to whole bytes rather than packed.
  bool subbyte_padded() const noexcept { return has_any(flags(), Flags::IsSubbyteTypePadded); }
  /// A view of the tensor under the producer's rules. Requires a held tensor.
  TensorView view() const noexcept {
    return TensorView(ptr_->dl_tensor, rule(), subbyte_padded());
  }

  /// What adopt() checks, without taking ownership: `managed` is read, never
  /// changed or freed, whatever the result (for a tensor that another owner
  /// still holds, such as a capsule not yet consumed). A major version
  /// other than this header's is the only reason then (nothing else of the
  /// struct is read); else everything TensorView::validate() checks, flag
  /// bits this header does not know, a read-only tensor when
  /// options.require_writable, the padded flag on a dtype that is not
  /// sub-byte. No reasons: adopt() takes it.
  static Issues check(const ::DLManagedTensorVersioned* managed, const AdoptOptions& options = {}) {
    Issues issues;
    if (!managed) {
      issues.add(Problem::NullTensor, "the managed tensor is NULL");
      return issues;
    }
    // A non-owning owner, released on every way out: the accessors are the owner's.
    ManagedTensorVersioned held(const_cast<pointer>(managed));
    struct Release {
      ManagedTensorVersioned& owner;
      ~Release() { owner.release(); }
    } release{held};
    const Version producer = held.version();
    if (!is_abi_compatible(producer)) {
      issues.add(Problem::MajorVersionMismatch, Message() << "the producer implements DLPack " << producer
                                                           << ", whose major version is not this header's (" << header_version.major << ")");
      return issues;
    }
    issues = held.view().validate();
    const Flags flags = held.flags();
    // The flags the producer's version defines (a newer minor's: those this header knows).
    const Flags unknown = flags & ~known_flags_in(producer);
    if (!options.allow_unknown_flags && to_underlying(unknown) != 0)
      issues.add(Problem::UnknownFlags, detail::unknown_flags_message(to_underlying(unknown)));
    if (options.require_writable && held.read_only())
      issues.add(Problem::ReadOnly, "the tensor is read-only");
    if (held.subbyte_padded() && !held.view().dtype().is_subbyte())
      issues.add(Problem::PaddedNotSubbyte, "the sub-byte padded flag is set on a dtype that is not sub-byte");
    return issues;
  }

  /// Takes ownership of `managed` first, then check()s it. On any problem
  /// the deleter is called and the result is empty with the reasons.
  static Adopted<ManagedTensorVersioned> adopt(pointer managed, const AdoptOptions& options = {}) {
    Adopted<ManagedTensorVersioned> out;
    out.tensor = ManagedTensorVersioned(managed);
    out.issues = check(managed, options);
    if (!out.issues.ok()) out.tensor.reset();
    return out;
  }

  /// adopt(), throwing dlpack::Error with the reasons on reject (the deleter
  /// has been called by then).
  static ManagedTensorVersioned adopt_or_throw(pointer managed, const AdoptOptions& options = {}) {
    Adopted<ManagedTensorVersioned> result = adopt(managed, options);
    if (!result.issues.ok()) throw Error(result.issues);
    return std::move(result.tensor);
  }

 private:
  pointer ptr_ = nullptr;
};


// ---------------------------------------------------------------------------
// DLManagedTensor
// ---------------------------------------------------------------------------

/// \brief C Tensor object, manage memory of DLTensor. This data structure is
/// intended to facilitate the borrowing of DLTensor by another framework. It is
/// not meant to transfer the tensor. When the borrowing framework doesn't need
/// the tensor, it should call the deleter to notify the host that the resource
/// is no longer needed.
///
/// \note This data structure is used as Legacy DLManagedTensor
/// in DLPack exchange and is deprecated after DLPack v0.8
/// Use DLManagedTensorVersioned instead.
/// This data structure may get renamed or deleted in future versions.
///
/// \sa DLManagedTensorVersioned
///
/// \since DLPack 0.1
///
/// ManagedTensor owns a ::DLManagedTensor*: move-only, and it calls the
/// tensor's `deleter` exactly once: on destruction, reset() or move
/// assignment over it, never after release(). A NULL deleter is allowed (the
/// producer had nothing to free). The deleter frees `manager_ctx` and the
/// struct itself: after it nothing of the tensor may be touched.
class ManagedTensor {
 public:
  using pointer = ::DLManagedTensor*;

  constexpr ManagedTensor() noexcept = default;
  /// Owns `managed` (NULL allowed) without looking at it; adopt() checks it.
  /// `rule` is the strides rule its producer follows (it carries no version).
  explicit ManagedTensor(pointer managed, StridesRule rule = StridesRule::Optional) noexcept
      : ptr_(managed), rule_(rule) {}
  ManagedTensor(const ManagedTensor&) = delete;
  ManagedTensor& operator=(const ManagedTensor&) = delete;
  ManagedTensor(ManagedTensor&& other) noexcept
      : ptr_(std::exchange(other.ptr_, nullptr)), rule_(other.rule_) {}
  ManagedTensor& operator=(ManagedTensor&& other) noexcept {
    if (this != &other) {
      rule_ = other.rule_;
      reset(other.release());
    }
    return *this;
  }
  ~ManagedTensor() { reset(); }

  constexpr pointer get() const noexcept { return ptr_; }
  constexpr pointer operator->() const noexcept { return ptr_; }
  constexpr explicit operator bool() const noexcept { return ptr_ != nullptr; }

  /// Gives the tensor up without calling its deleter; the caller owns it now.
  pointer release() noexcept { return std::exchange(ptr_, nullptr); }
  /// Calls the deleter of the held tensor (if any, and if not NULL), then holds `managed`.
  void reset(pointer managed = nullptr) noexcept {
    pointer old = std::exchange(ptr_, managed);
    if (old && old->deleter) old->deleter(old);
  }
  friend void swap(ManagedTensor& a, ManagedTensor& b) noexcept {
    std::swap(a.ptr_, b.ptr_);
    std::swap(a.rule_, b.rule_);
  }

  /// The tensor. Requires a held tensor.
  ::DLTensor& tensor() const noexcept { return ptr_->dl_tensor; }
  /// The producer's context, freed by the deleter.
  void* manager_ctx() const noexcept { return ptr_->manager_ctx; }
  /// The strides rule the producer follows.
  StridesRule rule() const noexcept { return rule_; }
  /// A view of the tensor under the producer's rules. Requires a held tensor.
  TensorView view() const noexcept {
    return TensorView(ptr_->dl_tensor, rule());
  }

  /// What adopt() checks, without taking ownership: `managed` is read, never
  /// changed or freed, whatever the result (for a tensor that another owner
  /// still holds, such as a capsule not yet consumed). everything TensorView::validate() checks. No reasons: adopt() takes it.
  static Issues check(const ::DLManagedTensor* managed, const AdoptOptions& options = {}) {
    Issues issues;
    if (!managed) {
      issues.add(Problem::NullTensor, "the managed tensor is NULL");
      return issues;
    }
    // A non-owning owner, released on every way out: the accessors are the owner's.
    ManagedTensor held(const_cast<pointer>(managed), options.unversioned_strides);
    struct Release {
      ManagedTensor& owner;
      ~Release() { owner.release(); }
    } release{held};
    issues = held.view().validate();
    (void)options;
    return issues;
  }

  /// Takes ownership of `managed` first, then check()s it. On any problem
  /// the deleter is called and the result is empty with the reasons.
  static Adopted<ManagedTensor> adopt(pointer managed, const AdoptOptions& options = {}) {
    Adopted<ManagedTensor> out;
    out.tensor = ManagedTensor(managed, options.unversioned_strides);
    out.issues = check(managed, options);
    if (!out.issues.ok()) out.tensor.reset();
    return out;
  }

  /// adopt(), throwing dlpack::Error with the reasons on reject (the deleter
  /// has been called by then).
  static ManagedTensor adopt_or_throw(pointer managed, const AdoptOptions& options = {}) {
    Adopted<ManagedTensor> result = adopt(managed, options);
    if (!result.issues.ok()) throw Error(result.issues);
    return std::move(result.tensor);
  }

 private:
  pointer ptr_ = nullptr;
  StridesRule rule_ = StridesRule::Optional;
};



}  // namespace dlpack
