// GPU copy bandwidth of the generated shims (dlpack_shim::copy_async on one
// stream) against the runtime, on the same card and buffers in one run. Every
// row copies a view of float32 data into a contiguous destination of S bytes
// (S = 4 MiB, 64 MiB, 1 GiB by default) and counts 2 S bytes moved: each
// element read once and written once, whatever the view. The views:
//   contiguous            x
//   x.T                   the transpose of a square-ish matrix
//   x.permute(2, 0, 1)    a 3-D permute
//   x[:, ::2]             every other column
//   x[::2, :]             every other row
//   x[::-1, :]            rows in reverse (a negative stride)
//   broadcast row         x[None, :].expand(r, c) (stride 0 outermost)
//   broadcast column      x[:, None].expand(r, c) (stride 0 innermost)
// Each row carries cudaMemcpyAsync D2D of S bytes (the reference of every row)
// and, where the runtime or a textbook kernel does the same copy, that too:
// cudaMemcpy2DAsync for x[::2, :] and a 32x32 tiled transpose kernel for x.T.
// Times are CUDA/HIP events around a batch of copies, after a warm-up; the
// median of 7 batches. Every runtime call is checked: a failure stops the
// benchmark with exit 1. Exits 77 (skipped) only where no device is found.
//
//   bench [--quick] [--sizes MIB,MIB,...] [--tsv FILE]
//     --quick   one small size and few copies (shows it works)
//     --sizes   the sizes S in MiB (default 4,64,1024)
//     --tsv     also write the rows as tab-separated values:
//               view, MiB, shim GB/s, memcpy GB/s, baseline, baseline GB/s
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "dlpack_shim/copy.hpp"

namespace sh = dlpack_shim;

#if defined(__HIPCC__)
#define GPU(name) hip##name
using DeviceProp = hipDeviceProp_t;
constexpr DLDeviceType kDevice = kDLROCM;
#else
#define GPU(name) cuda##name
using DeviceProp = cudaDeviceProp;
constexpr DLDeviceType kDevice = kDLCUDA;
#endif

namespace {

// A failed runtime call ends the benchmark: its figures would mean nothing.
void check(GPU(Error_t) e, const char* what) {
  if (e == GPU(Success)) return;
  std::fprintf(stderr, "bench: FAILED: %s: %s\n", what, GPU(GetErrorString)(e));
  std::exit(1);
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

// Not zeros: each word its own index.
__global__ void iota(std::uint32_t* out, std::int64_t n) {
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::int64_t>(gridDim.x) * blockDim.x)
    out[i] = static_cast<std::uint32_t>(i * 2654435761u);
}

// Seconds per call of `f` on `stream`: the median of 7 batches of `reps`,
// after `reps` calls of warm-up.
double seconds(const std::function<void()>& f, GPU(Stream_t) stream, int reps) {
  GPU(Event_t) a, b;
  check(GPU(EventCreate)(&a), "event create");
  check(GPU(EventCreate)(&b), "event create");
  for (int i = 0; i < reps; ++i) f();
  check(GPU(StreamSynchronize)(stream), "warm-up");
  std::vector<double> batches;
  for (int batch = 0; batch < 7; ++batch) {
    check(GPU(EventRecord)(a, stream), "event record");
    for (int i = 0; i < reps; ++i) f();
    check(GPU(EventRecord)(b, stream), "event record");
    check(GPU(EventSynchronize)(b), "event synchronize");
    float ms = 0;
    check(GPU(EventElapsedTime)(&ms, a, b), "event elapsed time");
    batches.push_back(ms / 1000.0 / reps);
  }
  check(GPU(EventDestroy)(a), "event destroy");
  check(GPU(EventDestroy)(b), "event destroy");
  std::sort(batches.begin(), batches.end());
  return batches[3];
}

DLTensor tensor(void* data, int ndim, std::int64_t* shape, std::int64_t* strides) {
  return DLTensor{data, {kDevice, 0}, ndim, {kDLFloat, 32, 1}, shape, strides, 0};
}

std::vector<std::int64_t> parse_sizes(const char* text) {
  std::vector<std::int64_t> out;
  for (const char* p = text; *p;) {
    char* end = nullptr;
    const long long mib = std::strtoll(p, &end, 10);
    if (end == p || mib <= 0 || mib > (1 << 20) || (*end != ',' && *end != '\0')) {
      std::fprintf(stderr, "bench: --sizes takes MiB counts such as 4,64,1024, not '%s'\n", text);
      std::exit(2);
    }
    out.push_back(static_cast<std::int64_t>(mib) << 20);
    p = *end ? end + 1 : end;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  std::vector<std::int64_t> sizes = {std::int64_t{4} << 20, std::int64_t{64} << 20, std::int64_t{1024} << 20};
  FILE* tsv = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0) {
      quick = true;
      sizes = {std::int64_t{1} << 20};
    } else if (std::strcmp(argv[i], "--sizes") == 0 && i + 1 < argc) {
      sizes = parse_sizes(argv[++i]);
    } else if (std::strcmp(argv[i], "--tsv") == 0 && i + 1 < argc) {
      tsv = std::fopen(argv[++i], "w");
      if (!tsv) {
        std::fprintf(stderr, "bench: cannot write %s\n", argv[i]);
        return 2;
      }
    } else {
      std::fprintf(stderr, "bench: unknown argument '%s' (--quick, --sizes MIB,..., --tsv FILE)\n", argv[i]);
      return 2;
    }
  }
  int devices = 0;
  if (GPU(GetDeviceCount)(&devices) != GPU(Success) || devices == 0) {
    std::printf("no GPU here: skipped\n");
    return 77;
  }
  DeviceProp prop;
  check(GPU(GetDeviceProperties)(&prop, 0), "device properties");
  std::printf("device 0: %s; GB/s count bytes read and written (2 x data)\n\n", prop.name);
  std::printf("| view | data | shim GB/s | shim / memcpy D2D | other baseline | its GB/s | shim / it |\n");
  std::printf("| --- | ---: | ---: | ---: | --- | ---: | ---: |\n");
  GPU(Stream_t) stream;
  check(GPU(StreamCreate)(&stream), "stream");
  for (std::int64_t bytes : sizes) {
    const std::int64_t n = bytes / 4;
    const int reps = quick ? 2 : bytes <= (std::int64_t{16} << 20) ? 50 : bytes <= (std::int64_t{256} << 20) ? 10 : 3;
    std::int64_t side = 1;
    while ((side * 2) * (side * 2) <= n) side *= 2;
    const std::int64_t rows = side, cols = n / side;
    void *src = nullptr, *dst = nullptr;
    check(GPU(Malloc)(&src, static_cast<std::size_t>(2 * bytes)), "malloc");
    check(GPU(Malloc)(&dst, static_cast<std::size_t>(bytes)), "malloc");
    iota<<<1024, 256, 0, stream>>>(static_cast<std::uint32_t*>(src), 2 * n);
    check(GPU(GetLastError)(), "iota launch");
    check(GPU(Memset)(dst, 0x5a, static_cast<std::size_t>(bytes)), "memset");
    check(GPU(StreamSynchronize)(stream), "iota");
    const std::string mib = std::to_string(bytes >> 20);
    auto gbs = [&](double s) { return 2.0 * static_cast<double>(bytes) / s / 1e9; };
    const double memcpy_s = seconds([&] {
      check(GPU(MemcpyAsync)(dst, src, static_cast<std::size_t>(bytes), GPU(MemcpyDeviceToDevice), stream), "memcpy");
    }, stream, reps);
    std::printf("| cudaMemcpyAsync D2D | %s MiB | (%.1f) | 100%% | | | |\n", mib.c_str(), gbs(memcpy_s));
    if (tsv) std::fprintf(tsv, "memcpy\t%s\t%.2f\t%.2f\t\t\n", mib.c_str(), gbs(memcpy_s), gbs(memcpy_s));
    auto row = [&](const char* view, DLTensor s, DLTensor d, const char* baseline, double base_s) {
      const double shim_s = seconds([&] {
        const sh::Result r = sh::copy_async(s, d, stream);
        if (!r) {
          std::fprintf(stderr, "bench: FAILED: the shim refused %s: %s\n", view, r.message);
          std::exit(1);
        }
      }, stream, reps);
      std::printf("| `%s` | %s MiB | %.1f | %.0f%% | %s | ", view, mib.c_str(), gbs(shim_s), 100.0 * memcpy_s / shim_s,
                  baseline ? baseline : "");
      if (baseline)
        std::printf("%.1f | %.2fx |\n", gbs(base_s), base_s / shim_s);
      else
        std::printf("| |\n");
      if (tsv)
        std::fprintf(tsv, "%s\t%s\t%.2f\t%.2f\t%s\t%.2f\n", view, mib.c_str(), gbs(shim_s), gbs(memcpy_s),
                     baseline ? baseline : "", baseline ? gbs(base_s) : 0.0);
    };
    std::int64_t flat[1] = {n};
    row("contiguous", tensor(src, 1, flat, nullptr), tensor(dst, 1, flat, nullptr), nullptr, 0);

    std::int64_t tshape[2] = {cols, rows}, tstrides[2] = {1, cols};  // x.T of a rows x cols matrix
    const dim3 threads(32, 8), blocks(static_cast<unsigned>((cols + 31) / 32), static_cast<unsigned>((rows + 31) / 32));
    const double tiled_s = seconds([&] {
      tiled_transpose<<<blocks, threads, 0, stream>>>(static_cast<const float*>(src), static_cast<float*>(dst),
                                                      static_cast<int>(rows), static_cast<int>(cols));
      check(GPU(GetLastError)(), "tiled transpose launch");
    }, stream, reps);
    row("x.T", tensor(src, 2, tshape, tstrides), tensor(dst, 2, tshape, nullptr), "tiled transpose kernel", tiled_s);

    std::int64_t c = 1;
    while (c * c * c * 8 <= n) c *= 2;
    const std::int64_t a3 = c, b3 = 2 * c, d3 = n / (a3 * b3);
    std::int64_t pshape[3] = {d3, a3, b3}, pstrides[3] = {1, b3 * d3, d3};
    row("x.permute(2, 0, 1)", tensor(src, 3, pshape, pstrides), tensor(dst, 3, pshape, nullptr), nullptr, 0);

    std::int64_t shape2[2] = {rows, cols}, every_other_col[2] = {2 * cols, 2}, every_other_row[2] = {2 * cols, 1};
    row("x[:, ::2]", tensor(src, 2, shape2, every_other_col), tensor(dst, 2, shape2, nullptr), nullptr, 0);
    const double pitched_s = seconds([&] {
      check(GPU(Memcpy2DAsync)(dst, static_cast<std::size_t>(cols * 4), src, static_cast<std::size_t>(2 * cols * 4),
                               static_cast<std::size_t>(cols * 4), static_cast<std::size_t>(rows),
                               GPU(MemcpyDeviceToDevice), stream),
            "memcpy2D");
    }, stream, reps);
    row("x[::2, :]", tensor(src, 2, shape2, every_other_row), tensor(dst, 2, shape2, nullptr), "cudaMemcpy2DAsync",
        pitched_s);

    std::int64_t reversed[2] = {-cols, 1};
    row("x[::-1, :]", tensor(static_cast<float*>(src) + (rows - 1) * cols, 2, shape2, reversed),
        tensor(dst, 2, shape2, nullptr), nullptr, 0);
    std::int64_t bcast_row[2] = {0, 1}, bcast_col[2] = {1, 0};
    row("broadcast row", tensor(src, 2, shape2, bcast_row), tensor(dst, 2, shape2, nullptr), nullptr, 0);
    row("broadcast column", tensor(src, 2, shape2, bcast_col), tensor(dst, 2, shape2, nullptr), nullptr, 0);
    check(GPU(Free)(src), "free");
    check(GPU(Free)(dst), "free");
  }
  check(GPU(StreamDestroy)(stream), "stream destroy");
  if (tsv) std::fclose(tsv);
  return 0;
}
