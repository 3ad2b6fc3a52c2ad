// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// What validation found wrong with a tensor: a list of problems, each with a
// reason in words, and the exception that carries them.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dlpack/config.hpp"

namespace dlpack {

/// One kind of problem TensorView::validate(), adopt() or a builder can find.
enum class Problem : std::uint8_t {
  NullTensor,            ///< The tensor pointer is NULL.
  MajorVersionMismatch,  ///< The producer's major version is not this header's: only the deleter may be touched.
  NegativeNdim,          ///< ndim < 0.
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
};

/// "NullStrides".
constexpr std::string_view to_string(Problem problem) noexcept {
  switch (problem) {
    case Problem::NullTensor: return "NullTensor";
    case Problem::MajorVersionMismatch: return "MajorVersionMismatch";
    case Problem::NegativeNdim: return "NegativeNdim";
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
  }
  return {};
}

/// One problem and its reason in words.
struct Issue {
  Problem problem;
  std::string message;  ///< "shape[1] is -3", "strides is NULL with ndim = 2 ..."
};

/// Every problem found, in the order found. Empty means valid.
class Issues {
 public:
  using const_iterator = std::vector<Issue>::const_iterator;

  bool ok() const noexcept { return items_.empty(); }
  bool empty() const noexcept { return items_.empty(); }
  std::size_t size() const noexcept { return items_.size(); }
  const_iterator begin() const noexcept { return items_.begin(); }
  const_iterator end() const noexcept { return items_.end(); }
  const Issue& operator[](std::size_t i) const noexcept { return items_[i]; }

  /// True when `problem` was found.
  bool has(Problem problem) const noexcept {
    for (const Issue& i : items_)
      if (i.problem == problem) return true;
    return false;
  }

  void add(Problem problem, std::string message) { items_.push_back(Issue{problem, std::move(message)}); }
  void append(const Issues& other) { items_.insert(items_.end(), other.items_.begin(), other.items_.end()); }

  /// Every reason, joined by "; ".
  std::string str() const {
    std::string out;
    for (const Issue& i : items_) {
      if (!out.empty()) out += "; ";
      out += i.message;
    }
    return out;
  }

 private:
  std::vector<Issue> items_;
};

/// Thrown by the throwing variants of validation: what() is Issues::str().
class Error : public std::runtime_error {
 public:
  explicit Error(Issues issues) : std::runtime_error("dlpack: " + issues.str()), issues_(std::move(issues)) {}
  const Issues& issues() const noexcept { return issues_; }

 private:
  Issues issues_;
};

}  // namespace dlpack
