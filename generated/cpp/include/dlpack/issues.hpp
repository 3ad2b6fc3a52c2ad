// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// What validation found wrong with a tensor: a list of problems, each with a
// reason in words, and the exception that carries them. Neither allocates: the
// reasons are Messages and Issues keeps the first `Issues::capacity` of them
// (count() says how many were found).
#pragma once

#include <new>  // std::exception (the base of std::bad_alloc), without <exception>

#include "dlpack/config.hpp"

namespace dlpack {

/// One kind of problem TensorView::validate(), adopt() or a builder can find.
enum class Problem : std::uint8_t {
  NullTensor,            ///< The tensor pointer is NULL.
  MajorVersionMismatch,  ///< The producer's major version is not this header's: only the deleter may be touched.
  NegativeNdim,          ///< ndim < 0.
  TooManyDims,           ///< ndim > max_ndim (tensor_view.hpp), checked before shape is read.
  NullShape,             ///< shape is NULL while ndim > 0.
  NullStrides,           ///< strides is NULL while ndim > 0, and the producer's version requires them.
  NegativeShape,         ///< A dimension is negative.
  NumelOverflow,         ///< The element count does not fit in int64_t.
  ExtentOverflow,        ///< The byte size, or the furthest element's offset, does not fit in int64_t.
  ZeroLanes,             ///< dtype.lanes == 0.
  ZeroBits,              ///< dtype.bits == 0.
  UnknownDtypeCode,      ///< dtype.code is no code this header knows.
  BadDtypeBits,          ///< dtype.bits is not a width its code allows (bool: 8, fp6: 6, fp4: 4, ...).
  UnknownDeviceType,     ///< device_type is no device type this header knows.
  NullData,              ///< data is NULL but the tensor has elements.
  ReadOnly,              ///< The tensor is read-only and a writable one was asked for.
  UnknownFlags,          ///< flags holds bits this header does not define.
  PaddedNotSubbyte,      ///< The sub-byte "padded" flag is set on a dtype that is not sub-byte.
  ShapeStridesMismatch,  ///< A builder got strides of another length than the shape.
  RankMismatch,          ///< An accessor of rank N was asked of a tensor of another ndim.
  DtypeMismatch,         ///< An accessor of element type T was asked of a tensor of another dtype.
  VersionNotWritable,    ///< A builder was asked for a version it cannot write (another major, or a newer minor).
  ShapeMismatch,         ///< An extent differs from the one required (constraints.hpp: shape<...>).
  LayoutMismatch,        ///< The elements are not in the order required (constraints.hpp: c_contig, f_contig).
  DeviceMismatch,        ///< The tensor is on another device type than the one required (constraints.hpp: on<...>).
  OutOfBuffer,           ///< A builder's elements reach outside the data it was given (its size in bytes).
  BuilderSpent,          ///< A builder was built from after it was handed on (moved from).
  NotHostAccessible,     ///< An accessor was asked of elements in memory host code cannot read (a GPU's).
};

/// "NullStrides".
constexpr TextView to_string(Problem problem) noexcept {
  switch (problem) {
    case Problem::NullTensor: return "NullTensor";
    case Problem::MajorVersionMismatch: return "MajorVersionMismatch";
    case Problem::NegativeNdim: return "NegativeNdim";
    case Problem::TooManyDims: return "TooManyDims";
    case Problem::NullShape: return "NullShape";
    case Problem::NullStrides: return "NullStrides";
    case Problem::NegativeShape: return "NegativeShape";
    case Problem::NumelOverflow: return "NumelOverflow";
    case Problem::ExtentOverflow: return "ExtentOverflow";
    case Problem::ZeroLanes: return "ZeroLanes";
    case Problem::ZeroBits: return "ZeroBits";
    case Problem::UnknownDtypeCode: return "UnknownDtypeCode";
    case Problem::BadDtypeBits: return "BadDtypeBits";
    case Problem::UnknownDeviceType: return "UnknownDeviceType";
    case Problem::NullData: return "NullData";
    case Problem::ReadOnly: return "ReadOnly";
    case Problem::UnknownFlags: return "UnknownFlags";
    case Problem::PaddedNotSubbyte: return "PaddedNotSubbyte";
    case Problem::ShapeStridesMismatch: return "ShapeStridesMismatch";
    case Problem::RankMismatch: return "RankMismatch";
    case Problem::DtypeMismatch: return "DtypeMismatch";
    case Problem::VersionNotWritable: return "VersionNotWritable";
    case Problem::ShapeMismatch: return "ShapeMismatch";
    case Problem::LayoutMismatch: return "LayoutMismatch";
    case Problem::DeviceMismatch: return "DeviceMismatch";
    case Problem::OutOfBuffer: return "OutOfBuffer";
    case Problem::BuilderSpent: return "BuilderSpent";
    case Problem::NotHostAccessible: return "NotHostAccessible";
  }
  return {};
}

/// One problem and its reason in words.
struct Issue {
  Problem problem{};  // initialised: a literal type for every front end (nvcc's too)
  Message message;    ///< "shape[1] is -3", "strides is NULL with ndim = 2 ..."
};

/// Every problem found, in the order found. Empty means valid. Holds the first
/// `capacity` problems; a validation that finds more counts the rest
/// (count() > size()), and str() says how many were left out.
class Issues {
 public:
  static constexpr std::size_t capacity = 8;
  using const_iterator = const Issue*;

  constexpr bool ok() const noexcept { return count_ == 0; }
  constexpr bool empty() const noexcept { return count_ == 0; }
  /// The problems kept (at most `capacity`).
  constexpr std::size_t size() const noexcept { return count_ < capacity ? count_ : capacity; }
  /// Every problem found, kept or not.
  constexpr std::size_t count() const noexcept { return count_; }
  constexpr const_iterator begin() const noexcept { return items_; }
  constexpr const_iterator end() const noexcept { return items_ + size(); }
  constexpr const Issue& operator[](std::size_t i) const noexcept { return items_[i]; }

  /// True when `problem` was found (among the problems kept).
  constexpr bool has(Problem problem) const noexcept {
    for (const Issue& i : *this)
      if (i.problem == problem) return true;
    return false;
  }

  constexpr void add(Problem problem, const Message& message) noexcept {
    if (count_ < capacity) items_[count_] = Issue{problem, message};
    ++count_;
  }
  constexpr void append(const Issues& other) noexcept {
    for (const Issue& i : other) add(i.problem, i.message);
    for (std::size_t i = other.size(); i < other.count(); ++i) ++count_;
  }

  /// Every reason kept, joined by "; ", then "; and N more" when some were not
  /// kept, into `out` (a Message, or a std::string through dlpack/text.hpp).
  template <class Sink>
  constexpr void write(Sink& out) const {
    for (std::size_t i = 0; i < size(); ++i) {
      if (i) out.append("; ");
      out.append(items_[i].message.view());
    }
    if (count_ > capacity) {
      out.append("; and ");
      detail::append_integer(out, count_ - capacity);
      out.append(" more");
    }
  }

 private:
  Issue items_[capacity] = {};
  std::size_t count_ = 0;
};

/// Thrown by the throwing variants of validation: what() is "dlpack: " and
/// the reasons (Issues::write). A std::exception; it allocates nothing.
class Error : public std::exception {
 public:
  explicit Error(const Issues& issues) noexcept : issues_(issues) {
    Text text{what_, 0};
    text.append("dlpack: ");
    issues_.write(text);
  }
  const Issues& issues() const noexcept { return issues_; }
  const char* what() const noexcept override { return what_; }

 private:
  static constexpr std::size_t what_capacity = Issues::capacity * Message::capacity + 64;
  // Appends to what_, cut at its capacity, always terminated.
  struct Text {
    char* out;
    std::size_t size;
    void append(TextView s) noexcept {
      for (char c : s)
        if (size + 1 < what_capacity) out[size++] = c;
      out[size] = '\0';
    }
  };
  Issues issues_;
  char what_[what_capacity] = {};
};

}  // namespace dlpack
