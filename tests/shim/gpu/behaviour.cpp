// The GPU backend of the generated shims, for real: strided copies between
// pageable host, pinned host, managed and device memory against the naive
// host reference (random shapes, strides, offsets and dtypes, fixed seed),
// fill, the __dlpack__ stream convention, stream ordering through events, and
// pointer checks. Compiled as CUDA by nvcc and as HIP by hipcc (tests/shim/
// CMakeLists.txt); exits 77 (skipped) where no GPU is.
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "dlpack_shim/copy.hpp"
#include "shim/random_tensors.hpp"
#include "shim/stream_convention.hpp"

namespace sh = dlpack_shim;
using shim_test::Tensor;

#if DLPACK_SHIM_GPU_IS_HIP
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
  Placed(const Tensor& host, Place p) : place(p) {
    t = host.t;
    const std::size_t n = host.buffer.size();
    if (p == Place::pageable) {
      memory = std::malloc(n);
      t.device = DLDevice{kDLCPU, 0};
    } else {
      sh::gpu::Memory kind = p == Place::device ? sh::gpu::Memory::device
                             : p == Place::pinned ? sh::gpu::Memory::pinned_host
                                                  : sh::gpu::Memory::managed;
      expect(static_cast<bool>(sh::gpu::allocate(kind, n, 0, &memory)), std::string("allocate ") + name(p));
      t.device = DLDevice{p == Place::device ? kDevice : p == Place::pinned ? kPinned : kManaged, 0};
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

}  // namespace

int main() {
  int devices = 0;
  if (GPU(GetDeviceCount)(&devices) != GPU(Success) || devices == 0) {
    std::printf("no GPU here: skipped\n");
    return 77;
  }
  std::mt19937_64 rng(20261123);
  const DLDataType dtypes[] = {{kDLUInt, 8, 1}, {kDLFloat, 16, 1}, {kDLFloat, 32, 1}, {kDLInt, 64, 1},
                               {kDLComplex, 128, 1}, {kDLUInt, 8, 3}};
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

  std::printf("%d GPU(s); %d strided copies across pageable/pinned/managed/device memory (%d of them copy_async); %d failures\n",
              devices, cases, async_cases, failures);
  return failures == 0 ? 0 : 1;
}
