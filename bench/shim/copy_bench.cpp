// CPU strided copy of the generated shims (dlpack_shim::copy) against named
// baselines, in one run: std::memcpy for contiguous data, and for a
// transposed square float32 matrix two hand-written loops: a generic one (one
// div/mod index decomposition per element, as consumers that accept any
// strides write it) and the plain nested loop a consumer writes for a known
// 2-D transpose (d[i * n + j] = s[j * n + i]). Sizes 4 KiB to 256 MiB of
// data. bench/shim/run.sh prints the table in the README.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>

#include <benchmark/benchmark.h>

#include "dlpack_shim/copy.hpp"

namespace {

// Source and destination of every size, allocated once and shared by the
// shim and its baseline, so both copy between the same addresses (page
// aligned, the destination 2 KiB past a page: no 4 KiB aliasing of the two).
struct Buffers {
  float* src;
  float* dst;
};
Buffers buffers(std::int64_t bytes) {
  static std::map<std::int64_t, Buffers> pool;
  auto it = pool.find(bytes);
  if (it != pool.end()) return it->second;
  const std::size_t page = 4096, span = (static_cast<std::size_t>(bytes) + page - 1) / page * page;
  void* memory = nullptr;
  if (posix_memalign(&memory, page, 2 * span + page) != 0) std::abort();
  auto* base = static_cast<unsigned char*>(memory);
  std::memset(base, 1, 2 * span + page);
  Buffers b{reinterpret_cast<float*>(base), reinterpret_cast<float*>(base + span + page / 2)};
  pool.emplace(bytes, b);
  return b;
}

DLTensor tensor(void* data, int ndim, std::int64_t* shape, std::int64_t* strides) {
  DLTensor t{};
  t.data = data;
  t.device = DLDevice{kDLCPU, 0};
  t.ndim = ndim;
  t.dtype = DLDataType{kDLFloat, 32, 1};
  t.shape = shape;
  t.strides = strides;
  return t;
}

// The baseline for transposes: every element's offsets from its linear index.
void naive_copy(const DLTensor& src, const DLTensor& dst) {
  std::int64_t count = 1;
  for (int d = 0; d < src.ndim; ++d) count *= src.shape[d];
  const char* s = static_cast<const char*>(src.data);
  char* o = static_cast<char*>(dst.data);
  for (std::int64_t i = 0; i < count; ++i) {
    std::int64_t rem = i, so = 0, dof = 0;
    for (int d = src.ndim - 1; d >= 0; --d) {
      const std::int64_t k = rem % src.shape[d];
      rem /= src.shape[d];
      so += k * src.strides[d];
      dof += k * dst.strides[d];
    }
    std::memcpy(o + dof * 4, s + so * 4, 4);
  }
}

// The baseline a consumer writes for a known 2-D transpose of an n x n matrix.
void nested_transpose(const float* s, float* d, std::int64_t n) {
  for (std::int64_t i = 0; i < n; ++i)
    for (std::int64_t j = 0; j < n; ++j) d[i * n + j] = s[j * n + i];
}

void contiguous(benchmark::State& state, bool shim) {
  const std::int64_t bytes = state.range(0), n = bytes / 4;
  const Buffers buf = buffers(bytes);
  std::int64_t shape[1] = {n};
  DLTensor src = tensor(buf.src, 1, shape, nullptr), dst = tensor(buf.dst, 1, shape, nullptr);
  for (auto _ : state) {
    if (shim) {
      if (!dlpack_shim::copy(src, dst)) state.SkipWithError("copy failed");
    } else {
      std::memcpy(buf.dst, buf.src, static_cast<std::size_t>(bytes));
    }
    benchmark::DoNotOptimize(buf.dst);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * bytes);
}

enum class Transpose { shim, div_mod_loop, nested_loop };

void transpose(benchmark::State& state, Transpose how) {
  const std::int64_t bytes = state.range(0);
  std::int64_t side = 1;
  while ((side * 2) * (side * 2) * 4 <= bytes) side *= 2;
  const std::int64_t n = side * side;
  const Buffers buf = buffers(bytes);
  std::int64_t shape[2] = {side, side}, src_strides[2] = {1, side}, dst_strides[2] = {side, 1};
  DLTensor src = tensor(buf.src, 2, shape, src_strides), dst = tensor(buf.dst, 2, shape, dst_strides);
  for (auto _ : state) {
    switch (how) {
      case Transpose::shim:
        if (!dlpack_shim::copy(src, dst)) state.SkipWithError("copy failed");
        break;
      case Transpose::div_mod_loop: naive_copy(src, dst); break;
      case Transpose::nested_loop: nested_transpose(buf.src, buf.dst, side); break;
    }
    benchmark::DoNotOptimize(buf.dst);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * n * 4);
}

void sizes(benchmark::internal::Benchmark* b) {
  for (std::int64_t s = 4 << 10; s <= (std::int64_t{256} << 20); s *= 16) b->Arg(s);
}

}  // namespace

BENCHMARK_CAPTURE(contiguous, memcpy, false)->Apply(sizes)->UseRealTime();
BENCHMARK_CAPTURE(contiguous, shim, true)->Apply(sizes)->UseRealTime();
BENCHMARK_CAPTURE(transpose, naive_loop, Transpose::div_mod_loop)->Apply(sizes)->UseRealTime();
BENCHMARK_CAPTURE(transpose, nested_loop, Transpose::nested_loop)->Apply(sizes)->UseRealTime();
BENCHMARK_CAPTURE(transpose, shim, Transpose::shim)->Apply(sizes)->UseRealTime();

BENCHMARK_MAIN();
