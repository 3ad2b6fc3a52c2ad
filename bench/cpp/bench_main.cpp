// Zero-overhead benchmark of the generated C++ wrappers against hand-written C.
//
//   cpp_zero_overhead_bench                      Google Benchmark, every kernel in C and C++
//   cpp_zero_overhead_bench --workload           each kernel once on a fixed workload, for
//                                                `valgrind --tool=callgrind` instruction counts
// bench/cpp/zero_overhead.sh runs both and prints the figures.
#include <benchmark/benchmark.h>

#include <complex>
#include <cstdio>
#include <cstring>
#include <vector>

#include "kernels.h"

namespace {

struct Workload {
  // offsets: a 4-D strided tensor and many multi-indices.
  std::vector<int64_t> shape4{8, 16, 4, 32}, strides4{4096, 128, 1, 4}, indices;
  std::vector<float> data4;
  DLTensor t4{};
  // sum2d: a transposed 2-D view of 256 x 256 floats with a byte offset.
  std::vector<float> data2;
  std::vector<int64_t> shape2{256, 256}, strides2{1, 257};
  DLTensor t2{};
  // sum_any: many small 1-D tensors cycling through every dtype with a C type, and bfloat16 (shifted into a float).
  std::vector<std::vector<unsigned char>> buffers;
  std::vector<int64_t> shape1{16};
  std::vector<DLTensor> many;

  Workload() {
    data4.resize(8 * 4096);
    t4.data = data4.data();
    t4.dtype.code = kDLFloat;
    t4.dtype.bits = 32;
    t4.dtype.lanes = 1;
    t4.ndim = 4;
    t4.shape = shape4.data();
    t4.strides = strides4.data();
    t4.device.device_type = kDLCPU;
    for (int64_t k = 0; k < 4096; ++k)
      for (int64_t d = 0; d < 4; ++d) indices.push_back((k * 7 + d * 3) % shape4[static_cast<size_t>(d)]);

    data2.resize(257 * 256 + 1);
    for (size_t i = 0; i < data2.size(); ++i) data2[i] = static_cast<float>(i % 13);
    t2.data = data2.data();
    t2.byte_offset = sizeof(float);
    t2.ndim = 2;
    t2.shape = shape2.data();
    t2.strides = strides2.data();
    t2.dtype.code = kDLFloat;
    t2.dtype.bits = 32;
    t2.dtype.lanes = 1;
    t2.device.device_type = kDLCPU;

    const struct {
      uint8_t code, bits;
    } dtypes[] = {{kDLInt, 8},    {kDLInt, 16},   {kDLInt, 32},  {kDLInt, 64},      {kDLUInt, 8},
                  {kDLUInt, 16},  {kDLUInt, 32},  {kDLUInt, 64}, {kDLFloat, 32},    {kDLFloat, 64},
                  {kDLBool, 8},   {kDLComplex, 64}, {kDLComplex, 128}, {kDLBfloat, 16}};
    const size_t kinds = sizeof dtypes / sizeof dtypes[0];
    buffers.resize(kinds);
    for (size_t i = 0; i < kinds; ++i) {
      buffers[i].assign(16 * 16, 1);
      for (size_t b = 0; b < buffers[i].size(); ++b) buffers[i][b] = static_cast<unsigned char>(b % 2);
    }
    for (int k = 0; k < 4096; ++k) {
      size_t i = static_cast<size_t>(k) % kinds;
      DLTensor t{};
      t.data = buffers[i].data();
      t.ndim = 1;
      t.shape = shape1.data();
      t.dtype.code = dtypes[i].code;
      t.dtype.bits = dtypes[i].bits;
      t.dtype.lanes = 1;
      t.device.device_type = kDLCPU;
      many.push_back(t);
    }
  }
};

Workload& workload() {
  static Workload w;
  return w;
}

void BM_offsets_c(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(c_offsets(&w.t4, w.indices.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}
void BM_offsets_cpp(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(cpp_offsets(&w.t4, w.indices.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}
void BM_view_offsets_cpp(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(cpp_view_offsets(&w.t4, w.indices.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}
void BM_sum2d_c(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(c_sum2d(&w.t2));
  s.SetItemsProcessed(s.iterations() * 256 * 256);
}
void BM_sum2d_cpp(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(cpp_sum2d(&w.t2));
  s.SetItemsProcessed(s.iterations() * 256 * 256);
}
void BM_dispatch_c(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(c_sum_any(w.many.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}
void BM_dispatch_cpp(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(cpp_sum_any(w.many.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}
void BM_nbytes_c(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(c_nbytes(w.many.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}
void BM_nbytes_cpp(benchmark::State& s) {
  auto& w = workload();
  for (auto _ : s) benchmark::DoNotOptimize(cpp_nbytes(w.many.data(), 4096));
  s.SetItemsProcessed(s.iterations() * 4096);
}

BENCHMARK(BM_offsets_c);
BENCHMARK(BM_offsets_cpp);
BENCHMARK(BM_view_offsets_cpp);
BENCHMARK(BM_sum2d_c);
BENCHMARK(BM_sum2d_cpp);
BENCHMARK(BM_dispatch_c);
BENCHMARK(BM_dispatch_cpp);
BENCHMARK(BM_nbytes_c);
BENCHMARK(BM_nbytes_cpp);

// Each kernel once, C and C++ alike; both must agree.
int run_workload() {
  auto& w = workload();
  const int64_t offsets = c_offsets(&w.t4, w.indices.data(), 4096);
  bool same = offsets == cpp_offsets(&w.t4, w.indices.data(), 4096) &&
              offsets == cpp_view_offsets(&w.t4, w.indices.data(), 4096) &&
              c_sum2d(&w.t2) == cpp_sum2d(&w.t2) &&
              c_sum_any(w.many.data(), 4096) == cpp_sum_any(w.many.data(), 4096) &&
              c_nbytes(w.many.data(), 4096) == cpp_nbytes(w.many.data(), 4096);
  if (!same) std::fprintf(stderr, "C and C++ kernels disagree\n");
  return same ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--workload") == 0) return run_workload();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
