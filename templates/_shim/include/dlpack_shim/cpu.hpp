//
// The CPU backend: strided copy and fill of host-accessible memory.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "dlpack_shim/core.hpp"
#include "dlpack_shim/storage.hpp"
#include "dlpack_shim/strided.hpp"

/// The CPU backend: memory host code can dereference (kDLCPU, and pinned or
/// managed memory of a GPU backend once its stream is synchronised).
namespace dlpack_shim::cpu {

namespace detail {

// Copies one element of EB bytes (a fixed size: one or two moves), or a run
// of `n` of them `ss` and `ds` bytes apart.
template <std::int64_t EB>
struct Elem {
  static void copy(char* d, const char* s) noexcept { std::memcpy(d, s, EB); }
  static void run(char* d, const char* s, std::int64_t n, std::int64_t ss, std::int64_t ds) noexcept {
    if (ds == EB && ss == 0) {  // a broadcast (stride 0) source into compact memory: a fill
      fill(d, s, n);
    } else if (ds == EB && ss == 2 * EB && EB <= 8) {  // every other element into compact memory
      // Four wanted elements span seven: read them as one block (never past
      // the last wanted byte), keep every other one. Whole blocks let the
      // compiler use wide loads, and the memory system sees one stream.
      std::int64_t j = 0;
      for (; j + 4 <= n; j += 4, s += 4 * ss) {
        char block[7 * EB];
        std::memcpy(block, s, sizeof block);
        char out[4 * EB];
        std::memcpy(out, block, EB);
        std::memcpy(out + EB, block + 2 * EB, EB);
        std::memcpy(out + 2 * EB, block + 4 * EB, EB);
        std::memcpy(out + 3 * EB, block + 6 * EB, EB);
        std::memcpy(d + j * EB, out, sizeof out);
      }
      for (; j < n; ++j, s += ss) std::memcpy(d + j * EB, s, EB);
    } else if (ds == EB) {  // the destination's row, as a transpose into compact memory writes it
      std::int64_t j = 0;
      for (; j + 4 <= n; j += 4, s += 4 * ss) {  // four loads in flight per step
        std::memcpy(d + j * EB, s, EB);
        std::memcpy(d + (j + 1) * EB, s + ss, EB);
        std::memcpy(d + (j + 2) * EB, s + 2 * ss, EB);
        std::memcpy(d + (j + 3) * EB, s + 3 * ss, EB);
      }
      for (; j < n; ++j, s += ss) std::memcpy(d + j * EB, s, EB);
    } else {
      for (std::int64_t j = 0; j < n; ++j, s += ss, d += ds) std::memcpy(d, s, EB);
    }
  }
  // `n` copies of the element at `s`, one after another from `d`: a block of
  // them (64 bytes or so) built once, then stored whole, as memset would.
  static void fill(char* d, const char* s, std::int64_t n) noexcept {
    if constexpr (EB == 1) {
      std::memset(d, static_cast<unsigned char>(*s), static_cast<std::size_t>(n));
    } else {
      constexpr std::int64_t k = EB >= 64 ? 1 : 64 / EB;  // elements per block
      char block[k * EB];
      for (std::int64_t i = 0; i < k; ++i) std::memcpy(block + i * EB, s, EB);
      std::int64_t j = 0;
      for (; j + k <= n; j += k) std::memcpy(d + j * EB, block, sizeof block);
      std::memcpy(d + j * EB, block, static_cast<std::size_t>((n - j) * EB));
    }
  }
};
struct AnyElem {
  std::int64_t eb;
  void copy(char* d, const char* s) const noexcept { std::memcpy(d, s, static_cast<std::size_t>(eb)); }
  void run(char* d, const char* s, std::int64_t n, std::int64_t ss, std::int64_t ds) const noexcept {
    for (std::int64_t j = 0; j < n; ++j, s += ss, d += ds) copy(d, s);
  }
};

// Tile edge for copies whose source and destination run in different orders
// (transposes): a tile of both is in cache while it is copied.
constexpr std::int64_t kTile = 32;

// The dimension to tile with the destination's innermost one (`last`): the
// one the source walks fastest, when that is not `last` itself (a transpose
// or a permute); -1 when the source's fastest dimension is `last` (rows,
// every other column): walking the destination in order reads the source in
// order too, and tiles would only cut its runs short.
inline int tile_partner(const CopyPlan& p) noexcept {
  const int last = p.ndim - 1;
  int k = -1;
  for (int i = 0; i < last; ++i)
    if (k < 0 || dlpack_shim::detail::abs64(p.src_stride[i]) < dlpack_shim::detail::abs64(p.src_stride[k])) k = i;
  return k >= 0 && dlpack_shim::detail::abs64(p.src_stride[k]) < dlpack_shim::detail::abs64(p.src_stride[last]) ? k
                                                                                                                : -1;
}

template <class E>
void copy_strided(const E& e, const CopyPlan& plan, const char* src, char* dst) noexcept {
  // Elements are independent (overlap was ruled out), so dimensions may be
  // walked in any order: the tile partner moves next to `last`.
  CopyPlan p = plan;
  const int partner = tile_partner(plan);
  if (partner >= 0 && partner != p.ndim - 2) {
    std::swap(p.shape[partner], p.shape[p.ndim - 2]);
    std::swap(p.src_stride[partner], p.src_stride[p.ndim - 2]);
    std::swap(p.dst_stride[partner], p.dst_stride[p.ndim - 2]);
  }
  const std::int64_t eb = p.elem_bytes;
  std::int64_t sb[kMaxDims], db[kMaxDims];  // byte strides
  for (int i = 0; i < p.ndim; ++i) {
    sb[i] = p.src_stride[i] * eb;
    db[i] = p.dst_stride[i] * eb;
  }
  const int last = p.ndim - 1;
  const bool rows = p.src_stride[last] == 1 && p.dst_stride[last] == 1;  // inner runs contiguous in both
  const bool tile = !rows && partner >= 0;                               // source order differs: tile two dims
  const int outer = tile ? p.ndim - 2 : p.ndim - 1;                      // dimensions walked by the odometer

  // The innermost walked dimension is a plain loop (a row at a time for 2-D
  // tensors, with no odometer step per row); the odometer walks the others.
  const int loop = outer - 1;
  const std::int64_t loop_n = loop >= 0 ? p.shape[loop] : 1, loop_sb = loop >= 0 ? sb[loop] : 0,
                     loop_db = loop >= 0 ? db[loop] : 0;
  std::int64_t idx[kMaxDims] = {};
  const char* s = src;
  char* d = dst;
  for (;;) {
    const char* ls = s;
    char* ld = d;
    if (rows) {
      const std::size_t n = static_cast<std::size_t>(p.shape[last] * eb);
      for (std::int64_t r = 0; r < loop_n; ++r, ls += loop_sb, ld += loop_db) std::memcpy(ld, ls, n);
    } else if (tile) {
      const int a = last - 1;
      const std::int64_t na = p.shape[a], nb = p.shape[last];
      for (std::int64_t r = 0; r < loop_n; ++r, ls += loop_sb, ld += loop_db)
        for (std::int64_t i0 = 0; i0 < na; i0 += kTile) {
          const std::int64_t i1 = std::min(na, i0 + kTile);
          for (std::int64_t j0 = 0; j0 < nb; j0 += kTile) {
            const std::int64_t j1 = std::min(nb, j0 + kTile);
            for (std::int64_t i = i0; i < i1; ++i)
              e.run(ld + i * db[a] + j0 * db[last], ls + i * sb[a] + j0 * sb[last], j1 - j0, sb[last], db[last]);
          }
        }
    } else {
      for (std::int64_t r = 0; r < loop_n; ++r, ls += loop_sb, ld += loop_db)
        e.run(ld, ls, p.shape[last], sb[last], db[last]);
    }
    int i = loop - 1;
    for (; i >= 0; --i) {
      if (++idx[i] < p.shape[i]) {
        s += sb[i];
        d += db[i];
        break;
      }
      s -= (p.shape[i] - 1) * sb[i];
      d -= (p.shape[i] - 1) * db[i];
      idx[i] = 0;
    }
    if (i < 0) break;
  }
}

}  // namespace detail

inline Result copy(const CopyPlan& plan, const void* src, void* dst) noexcept;

namespace detail {

// A plan whose two sides share bytes, run through a compact temporary: the
// source is gathered whole before the destination is written.
inline Result copy_staged(const CopyPlan& plan, const void* src, void* dst) noexcept {
  // Zeroed: a sub-byte tail's last byte is merged with what the destination
  // held, and the temporary's must be defined.
  void* tmp = std::calloc(1, static_cast<std::size_t>(plan.bytes()));
  if (tmp == nullptr) return fail(Status::out_of_memory, "no memory for the temporary of an overlapping copy");
  CopyPlan gather = plan, scatter = plan;
  std::int64_t step = 1;  // compact row-major over plan.shape
  for (int d = plan.ndim - 1; d >= 0; --d) {
    gather.dst_stride[d] = step;
    scatter.src_stride[d] = step;
    step *= plan.shape[d];
  }
  Result r = copy(gather, src, tmp);
  if (r) r = copy(scatter, tmp, dst);
  std::free(tmp);
  return r;
}

}  // namespace detail

/// Executes a plan on host memory: `src` and `dst` point at the first
/// element of each tensor (data + byte_offset). A source and destination that
/// share bytes are copied as if through a temporary; the bits of a last
/// packed byte that lie past the tensor (plan.tail_bits) keep their value.
inline Result copy(const CopyPlan& plan, const void* src, void* dst) noexcept {
  if (plan.count == 0) return {};
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  if (plan.contiguous()) {
    std::size_t n = static_cast<std::size_t>(plan.bytes());
    if (plan.tail_bits == 0) {
      std::memmove(d, s, n);
      return {};
    }
    const unsigned char mask = static_cast<unsigned char>((1U << plan.tail_bits) - 1U);
    const unsigned char last = static_cast<unsigned char>((d[n - 1] & ~mask) | (s[n - 1] & mask));
    std::memmove(d, s, n - 1);
    d[n - 1] = static_cast<char>(last);
    return {};
  }
  if (plan_overlaps(plan, s, d)) return detail::copy_staged(plan, s, d);
  switch (plan.elem_bytes) {
    case 1: detail::copy_strided(detail::Elem<1>{}, plan, s, d); break;
    case 2: detail::copy_strided(detail::Elem<2>{}, plan, s, d); break;
    case 4: detail::copy_strided(detail::Elem<4>{}, plan, s, d); break;
    case 8: detail::copy_strided(detail::Elem<8>{}, plan, s, d); break;
    case 16: detail::copy_strided(detail::Elem<16>{}, plan, s, d); break;
    default: detail::copy_strided(detail::AnyElem{plan.elem_bytes}, plan, s, d); break;
  }
  return {};
}

/// copy() without the device check: both tensors are known to be host memory.
inline Result copy_host(const DLTensor& src, const DLTensor& dst, CopyFlags flags = {}) noexcept {
  std::int64_t bytes = 0;
  if (compact_pair(src, dst, bytes)) {
    if (bytes > 0) std::memmove(first_byte_mut(dst), first_byte(src), static_cast<std::size_t>(bytes));
    return {};
  }
  CopyPlan plan;
  if (!plan_2d_into_compact(src, dst, plan))
    if (Result r = make_plan(src, dst, plan, flags); !r) return r;
  return copy(plan, first_byte(src), first_byte_mut(dst));
}

/// Copies `src` into `dst` (same shape and dtype; any strides, byte_offset,
/// stride-0 broadcasts and negative strides in the source). Both must be
/// host-accessible device types. `flags`: the tensors' DLManagedTensorVersioned
/// flags (padded sub-byte elements are copied as elements of whole bytes).
inline Result copy(const DLTensor& src, const DLTensor& dst, CopyFlags flags = {}) noexcept {
  if (!is_host_accessible(device_of(src).device_type) || !is_host_accessible(device_of(dst).device_type))
    return fail(Status::unsupported_device, "the CPU backend copies only memory host code can dereference");
  return copy_host(src, dst, flags);
}

/// Writes the element at `element` (stored_element_bytes(dst.dtype, flags)
/// bytes) into every element of `dst`; `flags` are dst's.
inline Result fill(const DLTensor& dst, const void* element, std::uint64_t flags = 0) noexcept {
  if (!is_host_accessible(device_of(dst).device_type))
    return fail(Status::unsupported_device, "the CPU backend fills only memory host code can dereference");
  CopyPlan plan;
  if (Result r = make_fill_plan(dst, plan, flags); !r) return r;
  return copy(plan, element, first_byte_mut(dst));
}

/// Host memory for `bytes` bytes (aligned for any element type), or NULL. On
/// Linux, 4 MiB and more are advised to use transparent huge pages, as numpy
/// does for its arrays: the first copy into them takes 512 times fewer page
/// faults.
inline void* allocate(std::size_t bytes) noexcept {
  void* p = std::malloc(bytes > 0 ? bytes : 1);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t page = 4096;
  if (p != nullptr && bytes >= (std::size_t{1} << 22)) {
    const std::uintptr_t at = (reinterpret_cast<std::uintptr_t>(p) + page - 1) & ~(page - 1);
    const std::size_t skip = static_cast<std::size_t>(at - reinterpret_cast<std::uintptr_t>(p));
    (void)madvise(reinterpret_cast<void*>(at), (bytes - skip) & ~static_cast<std::size_t>(page - 1), MADV_HUGEPAGE);
  }
#endif
  return p;
}
/// Frees memory from allocate().
inline void release(void* p) noexcept { std::free(p); }

}  // namespace dlpack_shim::cpu
