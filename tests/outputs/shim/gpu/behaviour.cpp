// The GPU backend of the generated shims, for real: strided copies between
// pageable host, pinned host, managed and device memory against the naive
// host reference (random shapes, strides, offsets and dtypes, fixed seed),
// views large enough for every kernel (tiled transposes, widened rows, the
// 32-bit element kernel) in every element size, peer copies where there are
// two devices, the safety checks of the CPU tests (aliasing, unknown dtype
// codes, wrapping offsets, packed tails: a correct result or a reason), fill,
// the __dlpack__ stream convention, stream ordering through events, and
// pointer checks, broadcasts (stride 0), and one view of more than 2^31
// elements checked on the device (where 8 GiB are free). Compiled as CUDA by
// nvcc and as HIP by hipcc (tests/outputs/shim/gpu/run.sh and device-check.sh);
// exits 77 (skipped) where no GPU is. Cases it cannot run on this machine (peer
// copies on one GPU, the large view without the memory) are named as skipped.
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "dlpack_shim/copy.hpp"
#include "outputs/shim/random_tensors.hpp"
#include "outputs/shim/stream_convention.hpp"

namespace sh = dlpack_shim;
using shim_test::Tensor;

#if defined(__HIPCC__)
#define GPU(name) hip##name
constexpr DLDeviceType kDevice = kDLROCM, kPinned = kDLROCMHost, kManaged = kDLROCMHost;
#else
#define GPU(name) cuda##name
constexpr DLDeviceType kDevice = kDLCUDA, kPinned = kDLCUDAHost, kManaged = kDLCUDAManaged;
#endif

namespace {

int failures = 0;
void expect(bool ok, const std::string& what) {
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "FAILED: %s\n", what.c_str());
  }
}

// Where a test tensor's bytes live.
enum class Place { pageable, pinned, managed, device };
const char* name(Place p) {
  switch (p) {
    case Place::pageable: return "pageable";
    case Place::pinned: return "pinned";
    case Place::managed: return "managed";
    case Place::device: return "device";
  }
  return "?";
}

// `t`'s buffer copied to memory of `place`, and the tensor pointing there.
struct Placed {
  Place place;
  void* memory = nullptr;
  DLTensor t{};
  Placed(const Tensor& host, Place p, int device = 0) : place(p) {
    t = host.t;
    const std::size_t n = host.buffer.size();
    if (p == Place::pageable) {
      memory = std::malloc(n);
      t.device = DLDevice{kDLCPU, 0};
    } else {
      sh::gpu::Memory kind = p == Place::device ? sh::gpu::Memory::device
                             : p == Place::pinned ? sh::gpu::Memory::pinned_host
                                                  : sh::gpu::Memory::managed;
      expect(static_cast<bool>(sh::gpu::allocate(kind, n, device, &memory)), std::string("allocate ") + name(p));
      t.device = DLDevice{p == Place::device ? kDevice : p == Place::pinned ? kPinned : kManaged, p == Place::device ? device : 0};
    }
    expect(GPU(Memcpy)(memory, host.buffer.data(), n, GPU(MemcpyDefault)) == GPU(Success), "upload");
    t.data = memory;
  }
  std::vector<unsigned char> bytes(std::size_t n) const {
    std::vector<unsigned char> out(n);
    expect(GPU(Memcpy)(out.data(), memory, n, GPU(MemcpyDefault)) == GPU(Success), "download");
    return out;
  }
  ~Placed() {
    if (place == Place::pageable) std::free(memory);
    else
      (void)sh::gpu::release(place == Place::device ? sh::gpu::Memory::device
                             : place == Place::pinned ? sh::gpu::Memory::pinned_host
                                                      : sh::gpu::Memory::managed,
                             memory);
  }
};

// A view of `shape` over a buffer of its own: `order` lists the dimensions
// from the slowest to the fastest in memory, `step` spaces elements of the
// fastest one, `negate` flips dimension 0.
Tensor view(const std::vector<std::int64_t>& shape, const std::vector<int>& order, std::int64_t step, bool negate,
            DLDataType dt, std::mt19937_64& rng) {
  Tensor out;
  out.shape = shape;
  out.strides.assign(shape.size(), 0);
  std::int64_t s = step, span = 1;
  for (std::size_t k = order.size(); k-- > 0;) {
    const int d = order[k];
    out.strides[static_cast<std::size_t>(d)] = s;
    s *= shape[static_cast<std::size_t>(d)];
    span += (shape[static_cast<std::size_t>(d)] - 1) * out.strides[static_cast<std::size_t>(d)];
  }
  const std::int64_t eb = sh::element_bytes(dt);
  out.buffer.resize(static_cast<std::size_t>(span * eb));
  for (auto& b : out.buffer) b = static_cast<unsigned char>(rng());
  std::int64_t first = 0;
  if (negate && !shape.empty()) {
    first = (shape[0] - 1) * out.strides[0];
    out.strides[0] = -out.strides[0];
  }
  out.t = DLTensor{out.buffer.data() + first * eb, {kDLCPU, 0}, static_cast<std::int32_t>(shape.size()), dt,
                   out.shape.data(), out.strides.data(), 0};
  return out;
}

// `src` copied into `dst` on the device(s) (src on `src_device`, dst on
// `dst_device`) against the host reference; `what` names the case.
void check_copy(const Tensor& src, const Tensor& dst, int src_device, int dst_device, sh::gpu::stream_t stream,
                const std::string& what) {
  const std::int64_t eb = sh::element_bytes(src.t.dtype);
  Tensor want = dst;
  want.t.data = want.buffer.data() + (static_cast<const unsigned char*>(dst.t.data) - dst.buffer.data());
  want.t.shape = want.shape.data();
  want.t.strides = want.strides.data();
  shim_test::reference_copy(src.t, want.t, eb);
  Placed s(src, Place::device, src_device), d(dst, Place::device, dst_device);
  s.t.data = static_cast<unsigned char*>(s.memory) + (static_cast<const unsigned char*>(src.t.data) - src.buffer.data());
  d.t.data = static_cast<unsigned char*>(d.memory) + (static_cast<const unsigned char*>(dst.t.data) - dst.buffer.data());
  sh::Result r = sh::copy(s.t, d.t, stream);
  expect(static_cast<bool>(r), what + ": " + r.message);
  expect(d.bytes(dst.buffer.size()) == want.buffer, what + ": bytes differ from the reference");
}

// A view of `rows` x `cols` over one row (`row`: strides {0, 1}) or one
// column (strides {1, 0}) of its own buffer: a broadcast.
Tensor broadcast(std::int64_t rows, std::int64_t cols, bool row, DLDataType dt, std::mt19937_64& rng) {
  Tensor out;
  out.shape = {rows, cols};
  out.strides = row ? std::vector<std::int64_t>{0, 1} : std::vector<std::int64_t>{1, 0};
  out.buffer.resize(static_cast<std::size_t>((row ? cols : rows) * sh::element_bytes(dt)));
  for (auto& b : out.buffer) b = static_cast<unsigned char>(rng());
  out.t = DLTensor{out.buffer.data(), {kDLCPU, 0}, 2, dt, out.shape.data(), out.strides.data(), 0};
  return out;
}

__device__ unsigned char pattern(std::uint64_t i) { return static_cast<unsigned char>((i * 131u) ^ (i >> 13)); }

__global__ void fill_pattern(unsigned char* out, std::uint64_t n) {
  for (std::uint64_t i = blockIdx.x * static_cast<std::uint64_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::uint64_t>(gridDim.x) * blockDim.x)
    out[i] = pattern(i);
}

// dst (rows x cols, contiguous) against src[:, ::2] of a rows x 2 cols buffer
// filled with pattern(): mismatches counted into *bad.
__global__ void check_every_other(const unsigned char* dst, std::uint64_t rows, std::uint64_t cols,
                                  unsigned long long* bad) {
  const std::uint64_t n = rows * cols;
  unsigned long long mine = 0;
  for (std::uint64_t i = blockIdx.x * static_cast<std::uint64_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::uint64_t>(gridDim.x) * blockDim.x) {
    const std::uint64_t r = i / cols, c = i % cols;
    mine += dst[i] != pattern(r * 2 * cols + 2 * c);
  }
  if (mine) atomicAdd(bad, mine);
}

// x[:, ::2] of uint8 with more than 2^31 elements (past every 32-bit index),
// checked on the device. False with a reason in `why` where it cannot run.
bool huge_view(sh::gpu::stream_t stream, std::string& why) {
  std::size_t free_bytes = 0, total = 0;
  expect(GPU(MemGetInfo)(&free_bytes, &total) == GPU(Success), "memory info");
  const std::uint64_t rows = (std::uint64_t{1} << 16) + 3, cols = std::uint64_t{1} << 15;  // 2^31 + 98304 elements
  const std::uint64_t src_bytes = rows * cols * 2, dst_bytes = rows * cols;
  if (free_bytes < src_bytes + dst_bytes + (std::size_t{1} << 30)) {
    why = std::to_string(free_bytes >> 20) + " MiB free, " + std::to_string((src_bytes + dst_bytes) >> 20) + " MiB needed";
    return false;
  }
  void *src = nullptr, *dst = nullptr;
  unsigned long long* bad = nullptr;
  expect(GPU(Malloc)(&src, src_bytes) == GPU(Success) && GPU(Malloc)(&dst, dst_bytes) == GPU(Success) &&
             GPU(Malloc)(&bad, sizeof *bad) == GPU(Success),
         "huge view: allocate");
  fill_pattern<<<2048, 256, 0, stream>>>(static_cast<unsigned char*>(src), src_bytes);
  expect(GPU(GetLastError)() == GPU(Success), "huge view: fill launch");
  expect(GPU(MemsetAsync)(dst, 0, dst_bytes, stream) == GPU(Success), "huge view: memset");
  expect(GPU(MemsetAsync)(bad, 0, sizeof *bad, stream) == GPU(Success), "huge view: memset");
  std::int64_t shape[2] = {static_cast<std::int64_t>(rows), static_cast<std::int64_t>(cols)};
  std::int64_t strides[2] = {static_cast<std::int64_t>(2 * cols), 2};
  const DLTensor s{src, {kDevice, 0}, 2, {kDLUInt, 8, 1}, shape, strides, 0};
  const DLTensor d{dst, {kDevice, 0}, 2, {kDLUInt, 8, 1}, shape, nullptr, 0};
  const sh::Result r = sh::copy(s, d, stream);
  expect(static_cast<bool>(r), std::string("huge view: copy: ") + r.message);
  check_every_other<<<2048, 256, 0, stream>>>(static_cast<const unsigned char*>(dst), rows, cols, bad);
  expect(GPU(GetLastError)() == GPU(Success), "huge view: check launch");
  unsigned long long host_bad = ~0ull;
  expect(GPU(MemcpyAsync)(&host_bad, bad, sizeof host_bad, GPU(MemcpyDeviceToHost), stream) == GPU(Success) &&
             GPU(StreamSynchronize)(stream) == GPU(Success),
         "huge view: read back");
  expect(host_bad == 0, "huge view: " + std::to_string(host_bad) + " of " + std::to_string(rows * cols) +
                            " elements differ from src[:, ::2]");
  expect(GPU(Free)(src) == GPU(Success) && GPU(Free)(dst) == GPU(Success) && GPU(Free)(bad) == GPU(Success),
         "huge view: free");
  return true;
}

}  // namespace

int main() {
  int devices = 0;
  if (GPU(GetDeviceCount)(&devices) != GPU(Success) || devices == 0) {
    std::printf("no GPU here: skipped\n");
    return 77;
  }
  std::mt19937_64 rng(20261123);
  const DLDataType dtypes[] = {{kDLUInt, 8, 1},  {kDLFloat, 16, 1},    {kDLFloat, 32, 1}, {kDLInt, 64, 1},
                               {kDLComplex, 128, 1}, {kDLUInt, 8, 3}, {kDLBool, 8, 1},   {kDLBfloat, 16, 1}};
  const Place places[] = {Place::pageable, Place::pinned, Place::managed, Place::device};
  sh::gpu::stream_t stream;
  expect(GPU(StreamCreate)(&stream) == GPU(Success), "stream");
  int cases = 0, async_cases = 0;
  for (int iter = 0; iter < 1500; ++iter) {
    const DLDataType dt = dtypes[rng() % (sizeof dtypes / sizeof dtypes[0])];
    const std::int64_t eb = sh::element_bytes(dt);
    const int n = static_cast<int>(rng() % 5);
    std::vector<std::int64_t> shape;
    for (int d = 0; d < n; ++d) shape.push_back(rng() % 12 == 0 ? 0 : 1 + static_cast<std::int64_t>(rng() % 9));
    Tensor src = shim_test::random_tensor(rng, shape, dt, eb, true, rng() % 8 == 0);
    Tensor dst = shim_test::random_tensor(rng, shape, dt, eb, false, rng() % 8 == 0);
    const Place sp = places[rng() % 4], dp = places[rng() % 4];
    if (sp == Place::pageable && dp == Place::pageable) continue;
    Tensor want = dst;
    want.t.data = want.buffer.data();
    want.t.shape = want.shape.empty() ? nullptr : want.shape.data();
    want.t.strides = dst.t.strides ? want.strides.data() : nullptr;
    shim_test::reference_copy(src.t, want.t, eb);
    Placed s(src, sp), d(dst, dp);
    const bool async = rng() % 3 == 0;  // copy_async: in place once `stream` is synchronised below
    sh::Result r = async ? sh::copy_async(s.t, d.t, stream) : sh::copy(s.t, d.t, stream);
    async_cases += async;
    expect(static_cast<bool>(r), std::string("copy ") + name(sp) + " -> " + name(dp) + ": " + r.message);
    expect(sh::gpu::synchronize(stream).status == sh::Status::ok, "synchronize");
    expect(d.bytes(dst.buffer.size()) == want.buffer, "copy " + std::string(name(sp)) + " -> " + name(dp) + ", case " +
                                                          std::to_string(iter) + ": bytes differ from the reference");
    ++cases;
  }

  // Views large enough for each kernel, in every element size: tiled
  // transposes (also with a negative stride and 3-D), rows contiguous on both
  // sides with a pitch (widened to 16/8/4-byte accesses), every other column.
  int views = 0;
  for (const DLDataType dt : {DLDataType{kDLUInt, 8, 1}, DLDataType{kDLFloat, 16, 1}, DLDataType{kDLFloat, 32, 1},
                              DLDataType{kDLFloat, 64, 1}, DLDataType{kDLComplex, 128, 1}, DLDataType{kDLUInt, 8, 3}}) {
    const std::string tn = std::to_string(dt.bits) + "x" + std::to_string(dt.lanes);
    check_copy(view({67, 45}, {1, 0}, 1, false, dt, rng), view({67, 45}, {0, 1}, 1, false, dt, rng), 0, 0, stream,
               "transpose 67x45 of " + tn);
    check_copy(view({64, 96}, {1, 0}, 1, true, dt, rng), view({64, 96}, {0, 1}, 1, false, dt, rng), 0, 0, stream,
               "transpose with a negative stride of " + tn);
    check_copy(view({9, 40, 33}, {2, 0, 1}, 1, false, dt, rng), view({9, 40, 33}, {0, 1, 2}, 1, false, dt, rng), 0, 0,
               stream, "3-D permute of " + tn);
    Tensor pitched = view({37, 64}, {0, 1}, 1, false, dt, rng);
    pitched.strides[0] = 80;  // rows of 64 elements, 80 apart
    pitched.buffer.resize(static_cast<std::size_t>((36 * 80 + 64) * sh::element_bytes(dt)));
    pitched.t.data = pitched.buffer.data();
    pitched.t.strides = pitched.strides.data();
    check_copy(pitched, view({37, 64}, {0, 1}, 1, false, dt, rng), 0, 0, stream, "pitched rows of " + tn);
    check_copy(view({50, 70}, {0, 1}, 2, false, dt, rng), view({50, 70}, {0, 1}, 1, false, dt, rng), 0, 0, stream,
               "every other column of " + tn);
    check_copy(broadcast(60, 70, true, dt, rng), view({60, 70}, {0, 1}, 1, false, dt, rng), 0, 0, stream,
               "broadcast row of " + tn);
    check_copy(broadcast(60, 70, false, dt, rng), view({60, 70}, {1, 0}, 1, false, dt, rng), 0, 0, stream,
               "broadcast column into a transposed destination of " + tn);
    // Destination rows of 64 elements (a multiple of every element count in
    // 16 bytes): the 16-byte gather of rows, from any innermost source stride.
    check_copy(view({48, 64}, {0, 1}, 2, false, dt, rng), view({48, 64}, {0, 1}, 1, false, dt, rng), 0, 0, stream,
               "every other column into rows of 64 of " + tn);
    check_copy(broadcast(33, 64, false, dt, rng), view({33, 64}, {0, 1}, 1, false, dt, rng), 0, 0, stream,
               "broadcast column into rows of 64 of " + tn);
    check_copy(view({5, 7, 64}, {2, 0, 1}, 1, true, dt, rng), view({5, 7, 64}, {0, 1, 2}, 1, false, dt, rng), 0, 0,
               stream, "3-D permute into rows of 64, a negative stride, of " + tn);
    views += 10;
  }

  // Peer copies, strided and contiguous, where there are two devices.
  int peer = 0;
  if (devices >= 2) {
    for (const DLDataType dt : {DLDataType{kDLFloat, 32, 1}, DLDataType{kDLComplex, 128, 1}}) {
      check_copy(view({67, 45}, {1, 0}, 1, false, dt, rng), view({67, 45}, {0, 1}, 1, false, dt, rng), 0, 1, stream,
                 "peer transpose");
      check_copy(view({30, 20}, {0, 1}, 1, false, dt, rng), view({30, 20}, {0, 1}, 1, false, dt, rng), 1, 0, stream,
                 "peer contiguous");
      peer += 2;
    }
  } else {
    std::printf("skipped: peer copies (need two GPUs, this machine has %d)\n", devices);
  }
  std::string why;
  const bool huge = huge_view(stream, why);
  if (!huge) std::printf("skipped: the view of more than 2^31 elements (%s)\n", why.c_str());

  // The CPU tests' safety cases, on the device: a correct result or a reason.
  {
    std::vector<float> host(16);
    for (int i = 0; i < 16; ++i) host[static_cast<std::size_t>(i)] = static_cast<float>(i);
    Tensor m;
    m.buffer.assign(reinterpret_cast<unsigned char*>(host.data()), reinterpret_cast<unsigned char*>(host.data() + 16));
    m.shape = {4, 4};
    m.strides = {4, 1};
    m.t = DLTensor{m.buffer.data(), {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, m.shape.data(), m.strides.data(), 0};
    Placed d(m, Place::device);
    std::int64_t tstrides[2] = {1, 4};
    DLTensor transposed = d.t;
    transposed.strides = tstrides;
    sh::Result r = sh::copy(d.t, transposed, stream);  // into its own transpose, one buffer
    const auto bytes = d.bytes(64);
    std::vector<float> got(16);
    std::memcpy(got.data(), bytes.data(), 64);
    bool right = true;
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) right = right && got[static_cast<std::size_t>(j * 4 + i)] == static_cast<float>(i * 4 + j);
    expect(r ? right : r.status == sh::Status::overlapping_output && got == host,
           "a matrix into its own transpose: right, or refused and untouched");
    DLTensor unknown = d.t;
    unknown.dtype = DLDataType{99, 32, 1};
    DLTensor other = d.t;
    other.dtype = unknown.dtype;
    expect(!sh::copy(unknown, other, stream), "an unknown dtype code is refused");
    DLTensor wrap = d.t;
    wrap.byte_offset = ~std::uint64_t{0} - 8;
    expect(!sh::copy(wrap, transposed, stream), "a byte_offset that wraps is refused");
    std::int64_t seven[1] = {7};
    DLTensor nibbles{d.t.data, d.t.device, 1, {kDLInt, 4, 1}, seven, nullptr, 0};
    DLTensor nibbles_to = nibbles;
    nibbles_to.data = static_cast<char*>(d.memory) + 32;
    r = sh::copy(nibbles, nibbles_to, stream);
    const auto after = d.bytes(64);
    expect(r ? (after[35] & 0xf0) == (bytes[35] & 0xf0) : r.status == sh::Status::unsupported_dtype,
           "seven int4 elements: the nibble after them kept, or refused");
  }

  // fill on the device, strided
  {
    std::vector<float> host(12, 0.0f);
    std::int64_t shape[2] = {3, 2}, strides[2] = {4, 2};
    Tensor t;
    t.buffer.assign(reinterpret_cast<unsigned char*>(host.data()), reinterpret_cast<unsigned char*>(host.data() + 12));
    t.shape = {3, 2};
    t.strides = {4, 2};
    t.t = DLTensor{t.buffer.data(), {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, strides, 0};
    Placed d(t, Place::device);
    float v = 2.5f;
    expect(static_cast<bool>(sh::gpu::fill(d.t, &v, stream)), "fill");
    auto bytes = d.bytes(48);
    std::vector<float> got(12);
    std::memcpy(got.data(), bytes.data(), 48);
    for (int i = 0; i < 12; ++i) {
      const bool written = (i / 4) < 3 && (i % 4) % 2 == 0 && (i % 4) / 2 < 2;
      expect(got[static_cast<std::size_t>(i)] == (written ? 2.5f : 0.0f), "fill element " + std::to_string(i));
    }
  }

  // fill_async of elements passed as a kernel argument (16 bytes: complex128)
  // and through a staging buffer (24 bytes: three int64 lanes).
  for (const DLDataType dt : {DLDataType{kDLComplex, 128, 1}, DLDataType{kDLInt, 64, 3}}) {
    const std::int64_t eb = sh::element_bytes(dt);
    Tensor t;
    t.buffer.assign(static_cast<std::size_t>(5 * eb), 0);
    t.shape = {5};
    t.t = DLTensor{t.buffer.data(), {kDLCPU, 0}, 1, dt, t.shape.data(), nullptr, 0};
    Placed d(t, Place::device);
    std::vector<unsigned char> value(static_cast<std::size_t>(eb));
    for (std::size_t i = 0; i < value.size(); ++i) value[i] = static_cast<unsigned char>(i + 1);
    expect(static_cast<bool>(sh::gpu::fill_async(d.t, value.data(), stream)), "fill_async");
    value.assign(value.size(), 0xff);  // read before fill_async returned
    expect(static_cast<bool>(sh::gpu::synchronize(stream)), "synchronize after fill_async");
    const auto bytes = d.bytes(t.buffer.size());
    for (std::size_t i = 0; i < bytes.size(); ++i)
      expect(bytes[i] == static_cast<unsigned char>(i % static_cast<std::size_t>(eb) + 1),
             "fill_async of " + std::to_string(eb) + "-byte elements: byte " + std::to_string(i));
  }

#if DLPACK_SHIM_CHECK_DEVICE
  // Debug builds: copy() asks the runtime what the memory is.
  {
    float host_data[4] = {1, 2, 3, 4}, out[4] = {};
    std::int64_t four[1] = {4};
    DLTensor lying{host_data, {kDevice, 0}, 1, {kDLFloat, 32, 1}, four, nullptr, 0};
    DLTensor to{out, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, four, nullptr, 0};
    sh::Result r = sh::copy(lying, to, stream);
    expect(r.status == sh::Status::invalid_argument, "copy() of pageable memory claimed as device memory is refused");
  }
#endif

  // The __dlpack__(stream=...) convention, with a real stream.
  shim_test::check_stream_convention(expect, stream);
  sh::gpu::stream_t other;
  expect(GPU(StreamCreate)(&other) == GPU(Success), "second stream");
  expect(static_cast<bool>(sh::gpu::wait(other, stream)), "wait through an event");
  expect(static_cast<bool>(sh::gpu::synchronize(other)), "synchronize");

  // What pointers really are.
  void* dev = nullptr;
  void* managed = nullptr;
  expect(static_cast<bool>(sh::gpu::allocate(sh::gpu::Memory::device, 64, 0, &dev)), "allocate device");
  expect(static_cast<bool>(sh::gpu::allocate(sh::gpu::Memory::managed, 64, 0, &managed)), "allocate managed");
  std::int64_t shape1[1] = {4};
  DLTensor claim{dev, {kDevice, 0}, 1, {kDLFloat, 32, 1}, shape1, nullptr, 0};
  expect(static_cast<bool>(sh::gpu::check_device(claim)), "device memory claimed as device 0");
  float host_value[4] = {};
  claim.data = host_value;
  expect(!sh::gpu::check_device(claim), "pageable memory claimed as device memory is refused");
  claim.data = managed;
  claim.device = DLDevice{kManaged, 0};
  expect(static_cast<bool>(sh::gpu::check_device(claim)), "managed memory claimed as managed");
  sh::gpu::PointerInfo info;
  expect(sh::gpu::pointer_info(dev, info) && info.kind == sh::gpu::PointerInfo::Kind::device, "pointer_info: device");
  (void)sh::gpu::release(sh::gpu::Memory::device, dev);
  (void)sh::gpu::release(sh::gpu::Memory::managed, managed);
  {
    sh::gpu::DeviceGuard guard(devices - 1);
    expect(static_cast<bool>(guard.status()), "device guard");
  }
  int current = -1;
  expect(GPU(GetDevice)(&current) == GPU(Success) && current == 0, "device guard restores device 0");

  std::printf("%d GPU(s); %d strided copies across pageable/pinned/managed/device memory (%d of them copy_async); "
              "%d larger views; %d peer copies; %s view of 2^31+ elements; %d failures\n",
              devices, cases, async_cases, views, peer, huge ? "one" : "no", failures);
  return failures == 0 ? 0 : 1;
}
