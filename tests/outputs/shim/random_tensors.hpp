// Random tensors for the strided-copy tests of the shims (tests/outputs/shim/behaviour.cpp
// on the CPU, tests/outputs/shim/gpu/behaviour.cpp on a GPU) and the naive reference
// they are checked against.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <random>
#include <vector>

#include "dlpack_shim/dispatch.hpp"

namespace shim_test {

struct Tensor {
  std::vector<unsigned char> buffer;
  std::vector<std::int64_t> shape, strides;
  DLTensor t{};
};

// Every (destination offset -> source offset), in elements from each first
// element, of an index-by-index walk over the original strides.
inline std::map<std::int64_t, std::int64_t> reference_pairs(const DLTensor& src, const DLTensor& dst) {
  std::map<std::int64_t, std::int64_t> out;
  std::int64_t count = 1;
  for (int d = 0; d < src.ndim; ++d) count *= src.shape[d];
  auto stride = [](const DLTensor& t, int d) {
    if (t.strides) return t.strides[d];
    std::int64_t s = 1;
    for (int k = d + 1; k < t.ndim; ++k) s *= t.shape[k];
    return s;
  };
  for (std::int64_t i = 0; i < count; ++i) {
    std::int64_t rem = i, so = 0, dof = 0;
    for (int d = src.ndim - 1; d >= 0; --d) {
      std::int64_t k = rem % src.shape[d];
      rem /= src.shape[d];
      so += k * stride(src, d);
      dof += k * stride(dst, d);
    }
    out[dof] = so;
  }
  return out;
}

// Naive reference: for every index tuple, copy one element of `eb` bytes.
inline void reference_copy(const DLTensor& src, const DLTensor& dst, std::int64_t eb) {
  for (const auto& [dof, so] : reference_pairs(src, dst))
    std::memcpy(static_cast<char*>(dst.data) + dst.byte_offset + dof * eb,
                static_cast<const char*>(src.data) + src.byte_offset + so * eb, static_cast<std::size_t>(eb));
}

// A random layout over `shape`: dimensions in a random order, gaps, negative
// strides and (when allowed) stride-0 broadcasts; the buffer covers exactly
// the addressed span plus the byte offset.
inline Tensor random_tensor(std::mt19937_64& rng, const std::vector<std::int64_t>& shape, DLDataType dtype,
                     std::int64_t eb, bool allow_broadcast, bool null_strides) {
  Tensor out;
  out.shape = shape;
  const int n = static_cast<int>(shape.size());
  out.strides.assign(shape.size(), 0);
  std::vector<int> order(shape.size());
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  std::shuffle(order.begin(), order.end(), rng);
  std::int64_t s = 1;
  for (int k = n - 1; k >= 0; --k) {
    int d = order[static_cast<std::size_t>(k)];
    std::int64_t gap = (rng() % 4 == 0) ? 2 : 1;
    out.strides[static_cast<std::size_t>(d)] = s * gap;
    s *= gap * std::max<std::int64_t>(shape[static_cast<std::size_t>(d)], 1);
  }
  std::int64_t neg_span = 0, pos_span = 0;
  for (int d = 0; d < n; ++d) {
    auto& st = out.strides[static_cast<std::size_t>(d)];
    if (allow_broadcast && rng() % 6 == 0) st = 0;
    else if (rng() % 4 == 0) st = -st;
    std::int64_t ext = std::max<std::int64_t>(shape[static_cast<std::size_t>(d)] - 1, 0);
    (st < 0 ? neg_span : pos_span) += ext * (st < 0 ? -st : st);
  }
  if (null_strides) {  // compact row-major, as NULL means
    out.strides.clear();
    neg_span = 0;
    pos_span = 1;
    for (auto e : shape) pos_span *= e;
    pos_span = pos_span > 0 ? pos_span - 1 : 0;
  }
  const std::int64_t pad = static_cast<std::int64_t>(rng() % 3);
  out.buffer.resize(static_cast<std::size_t>((neg_span + pos_span + 1 + pad) * eb + 1));
  for (auto& b : out.buffer) b = static_cast<unsigned char>(rng());
  out.t.data = out.buffer.data();
  out.t.device = DLDevice{kDLCPU, 0};
  out.t.ndim = n;
  out.t.dtype = dtype;
  out.t.shape = out.shape.empty() ? nullptr : out.shape.data();
  out.t.strides = out.strides.empty() ? nullptr : out.strides.data();
  out.t.byte_offset = static_cast<std::uint64_t>((neg_span + pad) * eb);
  return out;
}

}  // namespace shim_test

