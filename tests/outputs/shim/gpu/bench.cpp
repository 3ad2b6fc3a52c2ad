// GPU copy bandwidth of the generated shims (dlpack_shim::copy_async on one
// stream) against the runtime's and a hand-written kernel, on the same card
// and buffers in one run:
//   contiguous            cudaMemcpyAsync device to device (the reference of every row)
//   x[::2, :]             cudaMemcpy2DAsync (pitched rows)
//   x[:, ::2]             against memcpy only (no runtime call takes an element stride)
//   x.T (float32)         a plain 32x32 shared-memory tiled transpose kernel
//   x.transpose(2, 0, 1)  against memcpy only
// at 4, 64 and 256 MiB of float32 data copied. Times are CUDA/HIP events
// around 20 copies, the median of 5 batches. Prints a Markdown table: GB/s
// (bytes of data copied per second), the ratio to the row's baseline, and
// the fraction of device-to-device memcpy. Exits 77 (skipped) where no GPU is.
//   bench [--quick]      --quick: one small size and few copies (shows it works)
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "dlpack_shim/copy.hpp"

namespace sh = dlpack_shim;

#if DLPACK_SHIM_GPU_IS_HIP
#define GPU(name) hip##name
using DeviceProp = hipDeviceProp_t;
constexpr DLDeviceType kDevice = kDLROCM;
#else
#define GPU(name) cuda##name
using DeviceProp = cudaDeviceProp;
constexpr DLDeviceType kDevice = kDLCUDA;
#endif

namespace {

bool ok(GPU(Error_t) e, const char* what) {
  if (e == GPU(Success)) return true;
  std::fprintf(stderr, "FAILED: %s: %s\n", what, GPU(GetErrorString)(e));
  return false;
}

// The baseline transpose: the textbook 32x32 tile with a padded column.
__global__ void tiled_transpose(const float* in, float* out, int rows, int cols) {
  __shared__ float tile[32][33];
  const int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8)
    if (x < cols && y + k < rows) tile[threadIdx.y + k][threadIdx.x] = in[static_cast<std::int64_t>(y + k) * cols + x];
  __syncthreads();
  const int tx = blockIdx.y * 32 + threadIdx.x, ty = blockIdx.x * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8)
    if (tx < rows && ty + k < cols) out[static_cast<std::int64_t>(ty + k) * rows + tx] = tile[threadIdx.x][threadIdx.y + k];
}

// Seconds per call of `f` on `stream`: the median of 5 batches of `reps`.
double seconds(const std::function<bool()>& f, GPU(Stream_t) stream, int reps) {
  GPU(Event_t) a, b;
  (void)GPU(EventCreate)(&a);
  (void)GPU(EventCreate)(&b);
  for (int i = 0; i < 2; ++i) f();
  std::vector<double> batches;
  for (int batch = 0; batch < 5; ++batch) {
    (void)GPU(EventRecord)(a, stream);
    for (int i = 0; i < reps; ++i)
      if (!f()) return -1;
    (void)GPU(EventRecord)(b, stream);
    (void)GPU(EventSynchronize)(b);
    float ms = 0;
    (void)GPU(EventElapsedTime)(&ms, a, b);
    batches.push_back(ms / 1000.0 / reps);
  }
  (void)GPU(EventDestroy)(a);
  (void)GPU(EventDestroy)(b);
  std::sort(batches.begin(), batches.end());
  return batches[2];
}

DLTensor tensor(void* data, int ndim, std::int64_t* shape, std::int64_t* strides) {
  return DLTensor{data, {kDevice, 0}, ndim, {kDLFloat, 32, 1}, shape, strides, 0};
}

}  // namespace

int main(int argc, char** argv) {
  int devices = 0;
  if (GPU(GetDeviceCount)(&devices) != GPU(Success) || devices == 0) {
    std::printf("no GPU here: skipped\n");
    return 77;
  }
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  DeviceProp prop;
  (void)GPU(GetDeviceProperties)(&prop, 0);
  std::printf("device 0: %s\n\n", prop.name);
  std::printf("| view | data | baseline | baseline GB/s | shim GB/s | shim / baseline | shim / memcpy |\n");
  std::printf("| --- | ---: | --- | ---: | ---: | ---: | ---: |\n");
  GPU(Stream_t) stream;
  if (!ok(GPU(StreamCreate)(&stream), "stream")) return 1;
  const int reps = quick ? 2 : 20;
  std::vector<std::int64_t> sizes = {std::int64_t{4} << 20, std::int64_t{64} << 20, std::int64_t{256} << 20};
  if (quick) sizes = {std::int64_t{1} << 20};
  int failures = 0;
  for (std::int64_t bytes : sizes) {
    const std::int64_t n = bytes / 4;
    std::int64_t side = 1;
    while ((side * 2) * (side * 2) <= n) side *= 2;
    const std::int64_t rows = side, cols = n / side;
    void *src = nullptr, *dst = nullptr;
    if (!ok(GPU(Malloc)(&src, static_cast<std::size_t>(2 * bytes)), "malloc") ||
        !ok(GPU(Malloc)(&dst, static_cast<std::size_t>(bytes)), "malloc"))
      return 1;
    (void)GPU(Memset)(src, 1, static_cast<std::size_t>(2 * bytes));
    const std::string size = std::to_string(bytes >> 20) + " MiB";
    auto gbs = [&](double s) { return s > 0 ? static_cast<double>(bytes) / s / 1e9 : 0.0; };
    const double memcpy_s = seconds([&] {
      return GPU(MemcpyAsync)(dst, src, static_cast<std::size_t>(bytes), GPU(MemcpyDeviceToDevice), stream) == GPU(Success);
    }, stream, reps);
    auto row = [&](const char* view, const char* baseline, double base_s, DLTensor s, DLTensor d) {
      const double shim_s = seconds([&] { return static_cast<bool>(sh::copy_async(s, d, stream)); }, stream, reps);
      if (shim_s <= 0) ++failures;
      std::printf("| `%s` | %s | %s | %.1f | %.1f | %.2fx | %.0f%% |\n", view, size.c_str(), baseline, gbs(base_s),
                  gbs(shim_s), base_s / shim_s, 100.0 * memcpy_s / shim_s);
    };
    std::int64_t flat[1] = {n};
    row("contiguous", "cudaMemcpyAsync D2D", memcpy_s, tensor(src, 1, flat, nullptr), tensor(dst, 1, flat, nullptr));
    std::int64_t shape2[2] = {rows, cols}, every_other_row[2] = {2 * cols, 1}, every_other_col[2] = {2 * cols, 2};
    const double pitched_s = seconds([&] {
      return GPU(Memcpy2DAsync)(dst, static_cast<std::size_t>(cols * 4), src, static_cast<std::size_t>(2 * cols * 4),
                                static_cast<std::size_t>(cols * 4), static_cast<std::size_t>(rows),
                                GPU(MemcpyDeviceToDevice), stream) == GPU(Success);
    }, stream, reps);
    row("x[::2, :]", "cudaMemcpy2DAsync", pitched_s, tensor(src, 2, shape2, every_other_row), tensor(dst, 2, shape2, nullptr));
    row("x[:, ::2]", "cudaMemcpyAsync D2D", memcpy_s, tensor(src, 2, shape2, every_other_col), tensor(dst, 2, shape2, nullptr));
    std::int64_t tshape[2] = {cols, rows}, tstrides[2] = {1, cols};  // x.T of a rows x cols matrix
    const dim3 threads(32, 8), blocks(static_cast<unsigned>((cols + 31) / 32), static_cast<unsigned>((rows + 31) / 32));
    const double tiled_s = seconds([&] {
      tiled_transpose<<<blocks, threads, 0, stream>>>(static_cast<const float*>(src), static_cast<float*>(dst),
                                                      static_cast<int>(rows), static_cast<int>(cols));
      return GPU(GetLastError)() == GPU(Success);
    }, stream, reps);
    row("x.T", "tiled transpose kernel", tiled_s, tensor(src, 2, tshape, tstrides), tensor(dst, 2, tshape, nullptr));
    std::int64_t c = 1;
    while (c * c * c * 8 <= n) c *= 2;
    const std::int64_t a3 = c, b3 = 2 * c, d3 = n / (a3 * b3);
    std::int64_t pshape[3] = {d3, a3, b3}, pstrides[3] = {1, b3 * d3, d3};
    row("x.transpose(2, 0, 1)", "cudaMemcpyAsync D2D", memcpy_s, tensor(src, 3, pshape, pstrides),
        tensor(dst, 3, pshape, nullptr));
    (void)GPU(Free)(src);
    (void)GPU(Free)(dst);
  }
  (void)GPU(StreamDestroy)(stream);
  return failures == 0 ? 0 : 1;
}
