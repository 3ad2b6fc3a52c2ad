// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Copy planning: shape, strides and byte_offset of two tensors normalised into
// a CopyPlan, and the index arithmetic shared by the CPU path and the kernels.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "dlpack_shim/core.hpp"
#include "dlpack_shim/storage.hpp"

namespace dlpack_shim {

/// Dimensions a copy may have after dimensions of extent 1 are dropped and
/// dimensions contiguous in both tensors are merged.
inline constexpr int kMaxDims = 16;

/// DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED (DLManagedTensorVersioned.flags,
/// v1.1+): the tensor's sub-byte elements are padded, each in bytes of its own,
/// instead of packed. 0 where the header has no such flag.
inline constexpr std::uint64_t kSubbytePadded = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;

/// The DLManagedTensorVersioned flags of a copy's two tensors (0 for a bare
/// DLTensor or a legacy DLManagedTensor): what a DLTensor does not say about
/// its bytes. Only kSubbytePadded changes a copy.
struct CopyFlags {
  std::uint64_t src = 0;
  std::uint64_t dst = 0;
};

/// Whether `dtype`'s elements, in a tensor with `flags`, are sub-byte elements
/// padded to whole bytes (kSubbytePadded on a dtype whose bits are not a
/// multiple of 8).
constexpr bool is_padded(DLDataType dtype, std::uint64_t flags) noexcept {
  return (flags & kSubbytePadded) != 0 && dtype.bits % 8 != 0;
}

/// Bytes one element occupies in a tensor with `flags`: element_bytes(dtype);
/// for padded sub-byte elements every lane in whole bytes of its own (one byte
/// for int4, float4, float6); 0 for packed sub-byte elements.
constexpr std::int64_t stored_element_bytes(DLDataType dtype, std::uint64_t flags) noexcept {
  return is_padded(dtype, flags) ? std::int64_t{dtype.lanes} * ((dtype.bits + 7) / 8) : element_bytes(dtype);
}

/// A copy of `count` elements of `elem_bytes` bytes, normalised: dimensions
/// ordered from the destination's largest stride to its smallest, strides in
/// elements (negative and zero source strides allowed), offsets relative to
/// the first element of each tensor (data + byte_offset). Packed sub-byte
/// dtypes become one element of all their bytes. Plain data: a kernel parameter.
struct CopyPlan {
  int ndim = 0;
  std::int64_t count = 0;       ///< elements
  std::int64_t elem_bytes = 0;  ///< bytes per element
  std::int64_t shape[kMaxDims] = {};
  std::int64_t src_stride[kMaxDims] = {};
  std::int64_t dst_stride[kMaxDims] = {};
  /// Packed sub-byte elements whose bits end inside the last byte: the bits
  /// of it that belong to the tensor (the low ones); 0 when every byte is whole.
  /// The bits above belong to whatever follows the tensor: a copy keeps them.
  std::int64_t tail_bits = 0;

  /// Both tensors are one run of memory in the same order: one memcpy.
  DLPACK_SHIM_HD constexpr bool contiguous() const noexcept {
    return ndim == 0 || (ndim == 1 && src_stride[0] == 1 && dst_stride[0] == 1);
  }
  DLPACK_SHIM_HD constexpr std::int64_t bytes() const noexcept { return count * elem_bytes; }
};

/// Offsets in elements of the `linear`-th element (row-major over
/// plan.shape) in the source and in the destination. The arithmetic of the
/// CUDA and ROCm kernels, and of the CPU path's tests.
DLPACK_SHIM_HD inline void plan_offsets(const CopyPlan& plan, std::int64_t linear, std::int64_t& src,
                                        std::int64_t& dst) noexcept {
  src = 0;
  dst = 0;
  for (int d = plan.ndim - 1; d >= 0; --d) {
    const std::int64_t extent = plan.shape[d];
    const std::int64_t i = linear % extent;
    linear /= extent;
    src += i * plan.src_stride[d];
    dst += i * plan.dst_stride[d];
  }
}

/// Unsigned division by a divisor fixed when a plan is made, as a multiply
/// and a shift (the round-up method of Granlund and Montgomery, as PyTorch's
/// IntDivider): exact for dividends and divisors below 2^31. The kernels'
/// index arithmetic, where 32-bit division is a long instruction sequence.
struct FastDivmod {
  std::uint32_t divisor = 1;
  std::uint32_t mul = 0;
  std::uint32_t shift = 0;

  FastDivmod() = default;
  explicit FastDivmod(std::uint32_t d) noexcept : divisor(d) {
    while (shift < 32 && (std::uint64_t{1} << shift) < d) ++shift;
    const std::uint64_t one = 1;
    mul = static_cast<std::uint32_t>(((one << 32) * ((one << shift) - d)) / d + 1);
  }
  DLPACK_SHIM_HD std::uint32_t div(std::uint32_t n) const noexcept {
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
    const std::uint32_t t = __umulhi(n, mul);
#else
    const std::uint32_t t = static_cast<std::uint32_t>((static_cast<std::uint64_t>(n) * mul) >> 32);
#endif
    return (t + n) >> shift;
  }
  DLPACK_SHIM_HD void divmod(std::uint32_t n, std::uint32_t& q, std::uint32_t& r) const noexcept {
    q = div(n);
    r = n - q * divisor;
  }
};

/// A CopyPlan whose element count and offsets (in elements, on both sides)
/// fit 31 bits, with a FastDivmod per extent: the kernels' index arithmetic
/// in 32-bit multiplies instead of 64-bit division.
struct FastPlan {
  int ndim = 0;
  std::uint32_t count = 0;
  FastDivmod extent[kMaxDims];
  std::int32_t src_stride[kMaxDims] = {};
  std::int32_t dst_stride[kMaxDims] = {};
};

/// The FastPlan of `plan`; false (and `out` unspecified) when its count or an
/// offset of either side does not fit 31 bits.
inline bool make_fast_plan(const CopyPlan& plan, FastPlan& out) noexcept {
  constexpr std::int64_t limit = std::int64_t{1} << 31;
  if (plan.count >= limit) return false;
  std::int64_t span_src = 0, span_dst = 0;
  for (int d = 0; d < plan.ndim; ++d) {
    const std::int64_t n = plan.shape[d] - 1, s = plan.src_stride[d], t = plan.dst_stride[d];
    if (s >= limit || s <= -limit || t >= limit || t <= -limit) return false;
    span_src += n * (s < 0 ? -s : s);  // n < 2^31 and |s| < 2^31: no overflow
    span_dst += n * (t < 0 ? -t : t);
    if (span_src >= limit || span_dst >= limit) return false;
  }
  out.ndim = plan.ndim;
  out.count = static_cast<std::uint32_t>(plan.count);
  for (int d = 0; d < plan.ndim; ++d) {
    out.extent[d] = FastDivmod(static_cast<std::uint32_t>(plan.shape[d]));
    out.src_stride[d] = static_cast<std::int32_t>(plan.src_stride[d]);
    out.dst_stride[d] = static_cast<std::int32_t>(plan.dst_stride[d]);
  }
  return true;
}

/// plan_offsets() of a FastPlan.
DLPACK_SHIM_HD inline void fast_offsets(const FastPlan& plan, std::uint32_t linear, std::int32_t& src,
                                        std::int32_t& dst) noexcept {
  src = 0;
  dst = 0;
  for (int d = plan.ndim - 1; d >= 0; --d) {
    std::uint32_t q = 0, i = 0;
    plan.extent[d].divmod(linear, q, i);
    linear = q;
    src += static_cast<std::int32_t>(i) * plan.src_stride[d];
    dst += static_cast<std::int32_t>(i) * plan.dst_stride[d];
  }
}

/// Widens the elements of `plan` to `width` bytes (16, 8 or 4) where its
/// innermost dimension is contiguous on both sides and every row starts on a
/// `width` boundary of `src` and `dst` (their first elements): the same bytes
/// moved in fewer, wider accesses (vectorised loads and stores on a GPU).
/// False, and `plan` unchanged, where it cannot.
inline bool widen_plan(CopyPlan& plan, const void* src, const void* dst, std::int64_t width) noexcept {
  const int last = plan.ndim - 1;
  const std::int64_t eb = plan.elem_bytes;
  if (last < 0 || eb <= 0 || eb >= width || width % eb != 0 || plan.tail_bits != 0) return false;
  if (plan.src_stride[last] != 1 || plan.dst_stride[last] != 1 || (plan.shape[last] * eb) % width != 0) return false;
  if (reinterpret_cast<std::uintptr_t>(src) % static_cast<std::uintptr_t>(width) != 0 ||
      reinterpret_cast<std::uintptr_t>(dst) % static_cast<std::uintptr_t>(width) != 0)
    return false;
  for (int d = 0; d < last; ++d)
    if ((plan.src_stride[d] * eb) % width != 0 || (plan.dst_stride[d] * eb) % width != 0) return false;
  const std::int64_t k = width / eb;  // elements per wide element
  for (int d = 0; d < last; ++d) {
    plan.src_stride[d] /= k;
    plan.dst_stride[d] /= k;
  }
  plan.shape[last] /= k;
  plan.count /= k;
  plan.elem_bytes = width;
  return true;
}

namespace detail {

inline bool mul_overflows(std::int64_t a, std::int64_t b, std::int64_t& out) noexcept {
  return __builtin_mul_overflow(a, b, &out);
}
inline bool add_overflows(std::int64_t a, std::int64_t b, std::int64_t& out) noexcept {
  return __builtin_add_overflow(a, b, &out);
}
// |v| for any v but INT64_MIN, which check_tensor refuses first.
inline std::int64_t abs64(std::int64_t v) noexcept { return v < 0 ? -v : v; }
// a * b == p, without computing a product that overflows (such a product is
// no 64-bit p).
inline bool is_product(std::int64_t p, std::int64_t a, std::int64_t b) noexcept {
  std::int64_t q = 0;
  return !mul_overflows(a, b, q) && q == p;
}

// Checks one tensor on its own: ndim >= 0, a shape (and strides when given)
// for ndim > 0, extents >= 0, its element count, and strides whose magnitude
// is a 64-bit number (INT64_MIN has none: -INT64_MIN overflows).
inline Result check_tensor(const DLTensor& t, std::int64_t& count) noexcept {
  if (t.ndim < 0) return fail(Status::invalid_argument, "ndim is negative");
  if (t.ndim > 0 && t.shape == nullptr) return fail(Status::invalid_argument, "shape is NULL with ndim > 0");
  bool empty = false;
  for (int d = 0; d < t.ndim; ++d) {
    if (t.shape[d] < 0) return fail(Status::invalid_argument, "a shape extent is negative");
    empty = empty || t.shape[d] == 0;
  }
  count = empty ? 0 : 1;  // an extent of 0 makes the count 0, however large the others
  for (int d = 0; d < t.ndim && !empty; ++d)
    if (mul_overflows(count, t.shape[d], count)) return fail(Status::overflow, "the element count overflows 64 bits");
  if (t.strides != nullptr)
    for (int d = 0; d < t.ndim; ++d)
      if (t.strides[d] == std::numeric_limits<std::int64_t>::min())
        return fail(Status::overflow, "a stride of INT64_MIN: its magnitude overflows 64 bits");
  if (count > 0 && t.data == nullptr) return fail(Status::invalid_argument, "data is NULL for a non-empty tensor");
  return {};
}

// True when no two index tuples of (shape, strides) address one element:
// ordered by |stride|, each stride exceeds the span of the smaller ones. Sets
// `overflow` (and is false) when a span does not fit 64 bits.
inline bool non_overlapping(int n, const std::int64_t* shape, const std::int64_t* stride, bool& overflow) noexcept {
  overflow = false;
  int order[kMaxDims];
  for (int i = 0; i < n; ++i) order[i] = i;
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && abs64(stride[order[j]]) < abs64(stride[order[j - 1]]); --j) {
      int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  std::int64_t span = 0;  // largest offset reachable with the dimensions so far
  for (int i = 0; i < n; ++i) {
    const std::int64_t s = abs64(stride[order[i]]);
    if (s <= span) return false;
    std::int64_t part = 0;
    if (mul_overflows(shape[order[i]] - 1, s, part) || add_overflows(span, part, span)) {
      overflow = true;
      return false;
    }
  }
  return true;
}

}  // namespace detail

/// The bytes a plan touches around the first element of its source (or
/// destination): [lo, hi), in bytes relative to that element (lo <= 0).
inline void plan_extent(const CopyPlan& plan, bool source, std::int64_t& lo, std::int64_t& hi) noexcept {
  lo = 0;
  hi = 0;
  for (int d = 0; d < plan.ndim; ++d) {
    const std::int64_t step = (plan.shape[d] - 1) * (source ? plan.src_stride[d] : plan.dst_stride[d]);
    (step < 0 ? lo : hi) += step;
  }
  lo *= plan.elem_bytes;
  hi = (hi + 1) * plan.elem_bytes;
}

/// Whether a plan's source and destination share a byte: `src` and `dst` are
/// their first elements. Such a copy must go through a temporary (one element
/// may be read after another was written over it).
inline bool plan_overlaps(const CopyPlan& plan, const void* src, const void* dst) noexcept {
  if (plan.count == 0) return false;
  std::int64_t slo = 0, shi = 0, dlo = 0, dhi = 0;
  plan_extent(plan, true, slo, shi);
  plan_extent(plan, false, dlo, dhi);
  const auto s = reinterpret_cast<std::uintptr_t>(src), d = reinterpret_cast<std::uintptr_t>(dst);
  // Both ranges have addresses (check_addresses): compare them as unsigned numbers.
  return s + static_cast<std::uintptr_t>(slo) < d + static_cast<std::uintptr_t>(dhi) &&
         d + static_cast<std::uintptr_t>(dlo) < s + static_cast<std::uintptr_t>(shi);
}

namespace detail {

// Whether every byte from `below` bytes before a tensor's first element to
// `above` bytes after it has an address: data + byte_offset and the extent do
// not wrap around the address space.
inline bool addresses_fit(const DLTensor& t, std::int64_t below, std::int64_t above) noexcept {
  constexpr std::uint64_t kMax = std::numeric_limits<std::uintptr_t>::max();
  const std::uint64_t base = reinterpret_cast<std::uintptr_t>(t.data);
  if (t.byte_offset > kMax - base) return false;
  const std::uint64_t first = base + t.byte_offset;
  return static_cast<std::uint64_t>(below) <= first && static_cast<std::uint64_t>(above) <= kMax - first;
}

// What every plan is checked for once made: the bytes it touches on either
// side have addresses.
inline Result check_addresses(const DLTensor& src, const DLTensor& dst, const CopyPlan& plan) noexcept {
  if (plan.count == 0) return {};
  std::int64_t lo = 0, hi = 0;
  plan_extent(plan, true, lo, hi);
  if (!addresses_fit(src, -lo, hi))
    return fail(Status::overflow, "the source's data + byte_offset and extent wrap around the address space");
  plan_extent(plan, false, lo, hi);
  if (!addresses_fit(dst, -lo, hi))
    return fail(Status::overflow, "the destination's data + byte_offset and extent wrap around the address space");
  return {};
}

}  // namespace detail

/// Plans copying `src` into `dst`: same ndim, shape and dtype; `dst` must not
/// overlap itself (a source may: stride 0 broadcasts); sub-byte elements
/// padded in both or packed in both (`flags`). Fails with a reason for
/// anything else, before any byte moves.
inline Result make_plan(const DLTensor& src, const DLTensor& dst, CopyPlan& plan, CopyFlags flags = {}) noexcept {
  plan = CopyPlan{};
  std::int64_t count = 0, dst_count = 0;
  if (Result r = detail::check_tensor(src, count); !r) return r;
  if (Result r = detail::check_tensor(dst, dst_count); !r) return r;
  if (src.ndim != dst.ndim) return fail(Status::mismatch, "source and destination differ in ndim");
  for (int d = 0; d < src.ndim; ++d)
    if (src.shape[d] != dst.shape[d]) return fail(Status::mismatch, "source and destination differ in shape");
  if (src.dtype.code != dst.dtype.code || src.dtype.bits != dst.dtype.bits || src.dtype.lanes != dst.dtype.lanes)
    return fail(Status::mismatch, "source and destination differ in dtype (no conversion is done)");
  if (src.dtype.bits == 0 || src.dtype.lanes == 0) return fail(Status::invalid_argument, "a dtype of 0 bits or 0 lanes");
  if (!known_dtype(src.dtype))
    return fail(Status::unsupported_dtype, "a dtype code or width this header does not have: its bytes are not copied blind");
  if (is_padded(src.dtype, flags.src) != is_padded(dst.dtype, flags.dst))
    return fail(Status::mismatch,
                "sub-byte elements padded to bytes on one side and packed on the other "
                "(DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED differs): a conversion, not a copy");
  plan.count = count;
  if (count == 0) return {};

  // Gather the dimensions that matter (extent > 1) with their strides, in
  // element units; NULL strides are compact row-major.
  int n = 0;
  std::int64_t shape[kMaxDims] = {}, ss[kMaxDims] = {}, ds[kMaxDims] = {};
  std::int64_t src_compact = 1, dst_compact = 1;
  for (int d = src.ndim - 1; d >= 0; --d) {
    const std::int64_t extent = src.shape[d];
    const std::int64_t s = src.strides ? src.strides[d] : src_compact;
    const std::int64_t t = dst.strides ? dst.strides[d] : dst_compact;
    src_compact *= extent;  // count > 0, so no extent is 0 and the products fit (count fits)
    dst_compact *= extent;
    if (extent == 1) continue;
    if (n > 0 && detail::is_product(s, ss[n - 1], shape[n - 1]) && detail::is_product(t, ds[n - 1], shape[n - 1])) {
      shape[n - 1] *= extent;  // contiguous with the inner dimension in both tensors
      continue;
    }
    if (n == kMaxDims) return fail(Status::too_many_dimensions, "more than kMaxDims dimensions of extent > 1");
    shape[n] = extent;
    ss[n] = s;
    ds[n] = t;
    ++n;
  }
  for (int i = 0, j = n - 1; i < j; ++i, --j) {  // back to outermost first
    std::int64_t x = shape[i]; shape[i] = shape[j]; shape[j] = x;
    x = ss[i]; ss[i] = ss[j]; ss[j] = x;
    x = ds[i]; ds[i] = ds[j]; ds[j] = x;
  }
  bool span_overflow = false;
  if (!detail::non_overlapping(n, shape, ds, span_overflow))
    return span_overflow
               ? fail(Status::overflow, "a byte offset overflows 64 bits")
               : fail(Status::overlapping_output, "the destination has elements that share memory (a zero or overlapping stride)");

  // Destination order: largest |stride| first, so the innermost loop writes
  // the destination in memory order.
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && detail::abs64(ds[j]) > detail::abs64(ds[j - 1]); --j) {
      std::int64_t t = shape[j]; shape[j] = shape[j - 1]; shape[j - 1] = t;
      t = ss[j]; ss[j] = ss[j - 1]; ss[j - 1] = t;
      t = ds[j]; ds[j] = ds[j - 1]; ds[j - 1] = t;
    }
  // Merge a dimension into the next when both tensors step over it contiguously.
  int m = 0;
  for (int i = 0; i < n; ++i) {
    if (m > 0 && detail::is_product(ss[m - 1], ss[i], shape[i]) && detail::is_product(ds[m - 1], ds[i], shape[i])) {
      shape[m - 1] *= shape[i];
      ss[m - 1] = ss[i];
      ds[m - 1] = ds[i];
      continue;
    }
    shape[m] = shape[i];
    ss[m] = ss[i];
    ds[m] = ds[i];
    ++m;
  }

  const std::int64_t eb = stored_element_bytes(src.dtype, flags.src);
  if (eb == 0) {
    // Sub-byte elements have no byte address of their own: only a compact
    // copy of both tensors, which moves whole bytes, is possible.
    const bool compact = m == 0 || (m == 1 && ss[0] == 1 && ds[0] == 1);
    if (!compact)
      return fail(Status::unsupported_dtype,
                  "a strided copy of sub-byte packed elements: strides count elements, which do not start on byte boundaries");
    std::int64_t bits = 0;
    if (detail::mul_overflows(count, static_cast<std::int64_t>(src.dtype.bits) * src.dtype.lanes, bits))
      return fail(Status::overflow, "the byte count overflows 64 bits");
    plan.ndim = 0;
    plan.elem_bytes = (bits + 7) / 8;  // one "element": every byte, the last one partly used
    plan.count = 1;
    plan.tail_bits = bits % 8;
    return detail::check_addresses(src, dst, plan);
  }
  // Every byte offset must fit in 64 bits.
  for (int side = 0; side < 2; ++side) {
    const std::int64_t* st = side == 0 ? ss : ds;
    std::int64_t span = 0;
    for (int i = 0; i < m; ++i) {
      std::int64_t part = 0;
      if (detail::mul_overflows(shape[i] - 1, detail::abs64(st[i]), part) ||
          detail::add_overflows(span, part, span))
        return fail(Status::overflow, "a byte offset overflows 64 bits");
    }
    std::int64_t bytes = 0;
    if (detail::add_overflows(span, 1, span) || detail::mul_overflows(span, eb, bytes))
      return fail(Status::overflow, "a byte offset overflows 64 bits");
  }
  plan.ndim = m;
  plan.elem_bytes = eb;
  for (int i = 0; i < m; ++i) {
    plan.shape[i] = shape[i];
    plan.src_stride[i] = ss[i];
    plan.dst_stride[i] = ds[i];
  }
  return detail::check_addresses(src, dst, plan);
}

/// The common case, checked cheaply: both tensors compact row-major (NULL or
/// row-major strides) with the same ndim, shape and dtype of whole bytes per
/// lane, so that one memcpy of `bytes` copies them. False sends the copy to
/// make_plan (which also reports what is wrong, if anything is), as for every
/// sub-byte dtype: their size depends on CopyFlags.
inline bool compact_pair(const DLTensor& src, const DLTensor& dst, std::int64_t& bytes) noexcept {
  if (src.ndim != dst.ndim || src.ndim < 0 || src.dtype.code != dst.dtype.code || src.dtype.bits != dst.dtype.bits ||
      src.dtype.lanes != dst.dtype.lanes)
    return false;
  const std::int64_t eb = src.dtype.bits % 8 == 0 ? element_bytes(src.dtype) : 0;
  if (eb == 0 || (src.ndim > 0 && (src.shape == nullptr || dst.shape == nullptr))) return false;
  std::int64_t expect = 1;
  for (int d = src.ndim - 1; d >= 0; --d) {
    const std::int64_t e = src.shape[d];
    if (e != dst.shape[d] || e < 0) return false;
    if (e != 1 && ((src.strides && src.strides[d] != expect) || (dst.strides && dst.strides[d] != expect))) return false;
    if (detail::mul_overflows(expect, e, expect)) return false;
  }
  if (detail::mul_overflows(expect, eb, bytes) || !known_dtype(src.dtype)) return false;
  if (bytes == 0) return true;
  CopyPlan whole;  // one run of `bytes` on each side
  whole.count = 1;
  whole.elem_bytes = bytes;
  return src.data != nullptr && dst.data != nullptr && detail::check_addresses(src, dst, whole);
}

/// A cheap plan for the common strided case of small tensors, where make_plan
/// would cost a tenth of the copy: two 2-D tensors of one shape (both extents
/// > 1) and one whole-byte dtype, the destination compact row-major (NULL or
/// row-major strides), the source any strides (a transpose into contiguous
/// memory). Sets plan.ndim, count, elem_bytes and the two dimensions, an
/// equivalent of make_plan's (no dimension merged); false, with `plan`
/// untouched, for anything else, which goes to make_plan.
inline bool plan_2d_into_compact(const DLTensor& src, const DLTensor& dst, CopyPlan& plan) noexcept {
  if (src.ndim != 2 || dst.ndim != 2 || src.shape == nullptr || dst.shape == nullptr || src.strides == nullptr ||
      src.data == nullptr || dst.data == nullptr || src.dtype.code != dst.dtype.code ||
      src.dtype.bits != dst.dtype.bits || src.dtype.lanes != dst.dtype.lanes || src.dtype.bits % 8 != 0)
    return false;
  const std::int64_t n0 = src.shape[0], n1 = src.shape[1], s0 = src.strides[0], s1 = src.strides[1];
  const std::int64_t eb = element_bytes(src.dtype);
  constexpr std::int64_t kNoMagnitude = std::numeric_limits<std::int64_t>::min();
  if (eb == 0 || n0 < 2 || n1 < 2 || s0 == kNoMagnitude || s1 == kNoMagnitude || dst.shape[0] != n0 || dst.shape[1] != n1 ||
      (dst.strides != nullptr && (dst.strides[0] != n1 || dst.strides[1] != 1)))
    return false;
  std::int64_t count = 0, span0 = 0, span1 = 0, span = 0, bytes = 0;  // every byte offset fits in 64 bits
  if (detail::mul_overflows(n0, n1, count) || detail::mul_overflows(count, eb, bytes) ||
      detail::mul_overflows(n0 - 1, detail::abs64(s0), span0) || detail::mul_overflows(n1 - 1, detail::abs64(s1), span1) ||
      detail::add_overflows(span0, span1, span) || detail::add_overflows(span, 1, span) ||
      detail::mul_overflows(span, eb, bytes))
    return false;
  plan.ndim = 2;
  plan.count = count;
  plan.elem_bytes = eb;
  plan.shape[0] = n0;
  plan.shape[1] = n1;
  plan.src_stride[0] = s0;
  plan.src_stride[1] = s1;
  plan.dst_stride[0] = n1;
  plan.dst_stride[1] = 1;
  return known_dtype(src.dtype) && detail::check_addresses(src, dst, plan);  // else make_plan says why
}

/// Plans writing one element value into every element of `dst` (a copy from
/// a source of stride 0); `flags` are dst's (padded sub-byte elements can be
/// filled, packed ones cannot).
inline Result make_fill_plan(const DLTensor& dst, CopyPlan& plan, std::uint64_t flags = 0) noexcept {
  DLTensor src = dst;
  src.strides = nullptr;  // replaced by zero strides below
  Result r = make_plan(src, dst, plan, CopyFlags{flags, flags});
  if (!r) return r;
  if (stored_element_bytes(dst.dtype, flags) == 0 && plan.count > 0)
    return fail(Status::unsupported_dtype, "fill of sub-byte packed elements");
  for (int i = 0; i < plan.ndim; ++i) plan.src_stride[i] = 0;
  return {};
}

/// The first byte of a tensor's elements (data + byte_offset).
inline const char* first_byte(const DLTensor& t) noexcept {
  return static_cast<const char*>(t.data) + t.byte_offset;
}
inline char* first_byte_mut(const DLTensor& t) noexcept { return static_cast<char*>(t.data) + t.byte_offset; }

}  // namespace dlpack_shim
