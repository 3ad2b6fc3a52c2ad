// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The ROCm backend (hipcc): device guard, streams and the __dlpack__ stream
// convention, events, memory, pointer queries, strided copy and fill kernels.
// The element types of ROCm device code are in hip_types.hpp.
#pragma once

#include <hip/hip_runtime.h>

#define DLPACK_SHIM_GPU(name) hip##name
#define DLPACK_SHIM_GPU_NS hip_backend
#define DLPACK_SHIM_HAS_GPU 1

// One source for every GPU backend: the including file names the runtime
// (DLPACK_SHIM_GPU(Malloc) is cudaMalloc or hipMalloc) and the namespace
// (DLPACK_SHIM_GPU_NS); what else differs between runtimes is the backend
// descriptor's `vars.runtime` (templates/_shim/language.yaml), written here as
// the backend's own code.

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "dlpack_shim/cpu.hpp"
#include "dlpack_shim/core.hpp"
#include "dlpack_shim/storage.hpp"
#include "dlpack_shim/strided.hpp"

namespace dlpack_shim::DLPACK_SHIM_GPU_NS {

using stream_t = DLPACK_SHIM_GPU(Stream_t);
using error_t = DLPACK_SHIM_GPU(Error_t);

/// The device backend these functions serve, and its host-memory backend.
inline constexpr Backend kDevice = Backend::rocm;
inline constexpr Backend kHost = Backend::rocm_host;
inline constexpr Backend kManaged = Backend::rocm_host;

/// `Result` of a runtime call.
inline Result check(error_t e) noexcept {
  if (e == DLPACK_SHIM_GPU(Success)) return {};
  return fail(Status::backend_error, DLPACK_SHIM_GPU(GetErrorString)(e), static_cast<int>(e));
}

/// Makes `device` current for its lifetime and restores the previous device.
class DeviceGuard {
 public:
  explicit DeviceGuard(int device) noexcept {
    status_ = check(DLPACK_SHIM_GPU(GetDevice)(&previous_));
    if (status_ && previous_ != device) {
      status_ = check(DLPACK_SHIM_GPU(SetDevice)(device));
      changed_ = static_cast<bool>(status_);
    }
  }
  ~DeviceGuard() {
    if (changed_) (void)DLPACK_SHIM_GPU(SetDevice)(previous_);
  }
  DeviceGuard(const DeviceGuard&) = delete;
  DeviceGuard& operator=(const DeviceGuard&) = delete;
  /// Whether switching succeeded.
  const Result& status() const noexcept { return status_; }

 private:
  int previous_ = 0;
  bool changed_ = false;
  Result status_;
};

/// The stream a consumer passes to `__dlpack__(stream=...)`, decoded.
struct DLPackStream {
  stream_t stream = nullptr;  ///< the stream to order the producer's work before
  bool synchronize = true;    ///< false for -1: the consumer asked for no synchronisation
};

/// Decodes the Python `__dlpack__(stream=...)` integer. CUDA: 1 is the legacy
/// default stream, 2 the per-thread default stream, -1 no synchronisation, 0
/// is invalid (ambiguous), anything else a cudaStream_t. ROCm: 0 is the
/// default stream, -1 no synchronisation, 1 and 2 are invalid, anything else
/// a hipStream_t.
inline Result stream_from_dlpack(std::int64_t value, DLPackStream& out) noexcept {
  out = DLPackStream{};
  if (value == -1) {
    out.synchronize = false;
    return {};
  }
  if (value == 1 || value == 2) return fail(Status::invalid_argument, "stream 1 and 2 are not valid for ROCm (0 is the default stream)");
  if (value == 0) return {};
  out.stream = reinterpret_cast<stream_t>(static_cast<std::intptr_t>(value));
  return {};
}

/// The default stream of this build as an explicit handle, the same in every
/// translation unit whatever its default-stream mode: CUDA's legacy default
/// stream (cudaStreamLegacy), or its per-thread default stream
/// (cudaStreamPerThread) where nvcc's `--default-stream per-thread` defines
/// CUDA_API_PER_THREAD_DEFAULT_STREAM; ROCm's null stream, or
/// hipStreamPerThread with HIP_API_PER_THREAD_DEFAULT_STREAM. The runtimes
/// keep no "current stream": a framework's current stream is its own.
inline stream_t default_stream() noexcept {
#if defined(HIP_API_PER_THREAD_DEFAULT_STREAM)
  return DLPACK_SHIM_GPU(StreamPerThread);
#else
  return nullptr;
#endif
}

/// The integer a consumer passes to a producer's `__dlpack__(stream=...)` to
/// have its work ordered before `stream` (stream_from_dlpack's inverse). CUDA:
/// 1 for the legacy default stream, 2 for the per-thread default stream (the
/// null stream is whichever default_stream() is), the handle's value for any
/// other. ROCm: 0 for the null stream, the handle's value for any other;
/// hipStreamPerThread has no number there and is refused.
inline Result to_dlpack_stream(stream_t stream, std::int64_t& out) noexcept {
  out = 0;
  if (stream == nullptr) stream = default_stream();
  if (stream == nullptr) return {};
  if (stream == DLPACK_SHIM_GPU(StreamPerThread))
    return fail(Status::invalid_argument, "ROCm's per-thread default stream has no __dlpack__ stream number (1 and 2 are invalid)");
  out = static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(stream));
  return {};
}

/// Waits until all work queued on `stream` has finished.
inline Result synchronize(stream_t stream) noexcept { return check(DLPACK_SHIM_GPU(StreamSynchronize)(stream)); }

/// Makes `consumer` wait (on the device, without blocking the host) for the
/// work queued on `producer` so far, through an event.
inline Result wait(stream_t consumer, stream_t producer) noexcept {
  if (consumer == producer) return {};
  DLPACK_SHIM_GPU(Event_t) event;
  if (Result r = check(DLPACK_SHIM_GPU(EventCreateWithFlags)(&event, DLPACK_SHIM_GPU(EventDisableTiming))); !r) return r;
  Result r = check(DLPACK_SHIM_GPU(EventRecord)(event, producer));
  if (r) r = check(DLPACK_SHIM_GPU(StreamWaitEvent)(consumer, event, 0));
  Result destroyed = check(DLPACK_SHIM_GPU(EventDestroy)(event));
  return r ? destroyed : r;
}

/// Kinds of memory the backend allocates.
enum class Memory : int {
  device,       ///< device memory of one device (kDLCUDA / kDLROCM)
  pinned_host,  ///< page-locked host memory (kDLCUDAHost / kDLROCMHost)
  managed,      ///< unified memory (kDLCUDAManaged)
};

/// Allocates `bytes` of `kind` memory (device memory on `device`).
inline Result allocate(Memory kind, std::size_t bytes, int device, void** out) noexcept {
  *out = nullptr;
  DeviceGuard guard(device);
  if (!guard.status()) return guard.status();
  switch (kind) {
    case Memory::device: return check(DLPACK_SHIM_GPU(Malloc)(out, bytes));
    case Memory::pinned_host: return check(DLPACK_SHIM_GPU(HostMalloc)(out, bytes, 0));
    case Memory::managed: return check(DLPACK_SHIM_GPU(MallocManaged)(out, bytes, DLPACK_SHIM_GPU(MemAttachGlobal)));
  }
  return fail(Status::invalid_argument, "unknown memory kind");
}

/// Frees memory from allocate().
inline Result release(Memory kind, void* p) noexcept {
  if (p == nullptr) return {};
  if (kind == Memory::pinned_host) return check(DLPACK_SHIM_GPU(HostFree)(p));
  return check(DLPACK_SHIM_GPU(Free)(p));
}

/// What the runtime says a pointer is.
struct PointerInfo {
  enum class Kind : int { unregistered, host, device, managed } kind = Kind::unregistered;
  int device = -1;  ///< the device the runtime reports (managed memory may report 0 whatever it was allocated for)
};

/// Asks the runtime what `p` is (cudaPointerGetAttributes / hipPointerGetAttributes).
inline Result pointer_info(const void* p, PointerInfo& out) noexcept {
  out = PointerInfo{};
  hipPointerAttribute_t a{};
  error_t e = DLPACK_SHIM_GPU(PointerGetAttributes)(&a, p);
  if (e != DLPACK_SHIM_GPU(Success)) {
    (void)DLPACK_SHIM_GPU(GetLastError)();  // pageable host memory is an error on older runtimes
    return {};
  }
  out.device = a.device;
  const auto type = a.memoryType;
  if (a.isManaged) out.kind = PointerInfo::Kind::managed;
  else if (type == DLPACK_SHIM_GPU(MemoryTypeDevice)) out.kind = PointerInfo::Kind::device;
  else if (type == DLPACK_SHIM_GPU(MemoryTypeHost)) out.kind = PointerInfo::Kind::host;
  return {};
}

/// Checks that `t.data` is what `t.device` claims: device memory of that
/// device for the device backend, registered host (or managed) memory for its
/// host backend, managed memory for managed (which may report device 0).
inline Result check_device(const DLTensor& t) noexcept {
  if (t.data == nullptr) return {};
  PointerInfo info;
  if (Result r = pointer_info(t.data, info); !r) return r;
  const Backend b = backend_of(device_of(t).device_type);
  using K = PointerInfo::Kind;
  if (b == kDevice) {
    if (info.kind == K::managed) return {};
    if (info.kind != K::device) return fail(Status::invalid_argument, "the tensor claims device memory but its data is not");
    if (info.device != device_of(t).device_id) return fail(Status::invalid_argument, "the tensor's data is on another device than it claims");
    return {};
  }
  if (b == kManaged && b != kHost) {
    return info.kind == K::managed ? Result{} : fail(Status::invalid_argument, "the tensor claims managed memory but its data is not");
  }
  if (b == kHost) {
    return info.kind == K::host || info.kind == K::managed
               ? Result{}
               : fail(Status::invalid_argument, "the tensor claims pinned host memory but its data is not registered");
  }
  return fail(Status::unsupported_device, "the tensor's device type is not served by this backend");
}

// ---------------------------------------------------------------------------
// Kernels

namespace detail {

template <int EB>
struct alignas(EB) Chunk {
  unsigned char b[EB];
};

// One thread per element (grid-stride): offsets from the shared index
// arithmetic, one aligned move of EB bytes (or a byte loop for odd sizes).
template <int EB>
__global__ void strided_copy(CopyPlan plan, const char* src, char* dst) {
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  for (std::int64_t i = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < plan.count; i += step) {
    std::int64_t so = 0, d = 0;
    plan_offsets(plan, i, so, d);
    if constexpr (EB > 0) {
      *reinterpret_cast<Chunk<(EB > 0 ? EB : 1)>*>(dst + d * EB) =
          *reinterpret_cast<const Chunk<(EB > 0 ? EB : 1)>*>(src + so * EB);
    } else {
      for (std::int64_t b = 0; b < plan.elem_bytes; ++b) dst[d * plan.elem_bytes + b] = src[so * plan.elem_bytes + b];
    }
  }
}

// strided_copy with 32-bit index arithmetic (FastPlan: a multiply and a shift
// per dimension instead of a 64-bit division).
template <int EB>
__global__ void strided_copy_fast(FastPlan plan, std::int64_t elem_bytes, const char* src, char* dst) {
  const std::uint32_t step = blockDim.x * gridDim.x;  // count < 2^31 and step < 2^31: i + step does not wrap
  for (std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < plan.count; i += step) {
    std::int32_t so = 0, d = 0;
    fast_offsets(plan, i, so, d);
    if constexpr (EB > 0) {
      *reinterpret_cast<Chunk<(EB > 0 ? EB : 1)>*>(dst + static_cast<std::int64_t>(d) * EB) =
          *reinterpret_cast<const Chunk<(EB > 0 ? EB : 1)>*>(src + static_cast<std::int64_t>(so) * EB);
    } else {
      for (std::int64_t b = 0; b < elem_bytes; ++b)
        dst[static_cast<std::int64_t>(d) * elem_bytes + b] = src[static_cast<std::int64_t>(so) * elem_bytes + b];
    }
  }
}

// The tile edge of the transpose kernel, and the rows of threads per block.
constexpr int kTile = 32;
constexpr int kTileRows = 8;

// A 2-D copy whose source walks dimension 0 fastest and whose destination
// walks dimension 1 fastest (a transpose): each block stages a 32x32 tile in
// shared memory, read with consecutive threads along the source's fast
// dimension and written with consecutive threads along the destination's,
// so that both sides are accessed in whole runs. Grid-stride over the tiles;
// whole tiles skip the bounds checks. Index: the type of the element offsets,
// std::int32_t where the plan fits 31 bits (FastPlan's condition). On CUDA
// the registers are bounded so that a multiprocessor holds as many blocks as
// its threads allow (DLPACK_SHIM_TRANSPOSE_BLOCKS): on an H200 at 40
// registers 6 of 8 fitted, and the transpose ran at 88% of the textbook
// kernel's bandwidth; bounded, at 99-100%.
// The blocks of 256 threads a multiprocessor of the architecture being
// compiled holds (its threads per multiprocessor / 256): 2048 threads on
// sm_70/72/80/90/100, 1536 on sm_86/87/89/120, and 1024 on sm_75 and any
// architecture not listed.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ == 700 || __CUDA_ARCH__ == 720 || __CUDA_ARCH__ == 800 || \
                               __CUDA_ARCH__ == 900 || __CUDA_ARCH__ == 1000)
#define DLPACK_SHIM_TRANSPOSE_BLOCKS 8
#elif defined(__CUDA_ARCH__) && (__CUDA_ARCH__ == 860 || __CUDA_ARCH__ == 870 || __CUDA_ARCH__ == 890 || \
                                 __CUDA_ARCH__ == 1200)
#define DLPACK_SHIM_TRANSPOSE_BLOCKS 6
#else
#define DLPACK_SHIM_TRANSPOSE_BLOCKS 4
#endif

template <int EB, class Index>
__global__ void
transpose_copy(CopyPlan plan, const char* src, char* dst) {
  __shared__ Chunk<EB> tile[kTile][kTile + 1];  // +1: no bank conflicts on the column reads
  const Index n0 = static_cast<Index>(plan.shape[0]), n1 = static_cast<Index>(plan.shape[1]);
  const Index ss0 = static_cast<Index>(plan.src_stride[0]), ss1 = static_cast<Index>(plan.src_stride[1]);
  const Index ds0 = static_cast<Index>(plan.dst_stride[0]), ds1 = static_cast<Index>(plan.dst_stride[1]);
  const Index tx = static_cast<Index>(threadIdx.x), ty = static_cast<Index>(threadIdx.y);
  bool first = true;
  for (Index t0 = static_cast<Index>(blockIdx.x) * kTile; t0 < n0; t0 += static_cast<Index>(gridDim.x) * kTile) {
    for (Index t1 = static_cast<Index>(blockIdx.y) * kTile; t1 < n1; t1 += static_cast<Index>(gridDim.y) * kTile) {
      if (!first) __syncthreads();  // the last tile's reads are done (every thread of a block takes the same tiles)
      first = false;
      const bool whole = t0 + kTile <= n0 && t1 + kTile <= n1;
      if (whole) {
        const Index from = (t0 + tx) * ss0 + (t1 + ty) * ss1;  // element (t0 + tx, t1 + ty)
#pragma unroll
        for (int k = 0; k < kTile / kTileRows; ++k)  // tile[ty + 8k][tx] = element (t0 + tx, t1 + ty + 8k)
          tile[ty + k * kTileRows][tx] =
              *reinterpret_cast<const Chunk<EB>*>(src + static_cast<std::int64_t>(from + k * kTileRows * ss1) * EB);
      } else {
        for (Index k = ty; k < kTile; k += kTileRows)
          if (t0 + tx < n0 && t1 + k < n1)
            tile[k][tx] = *reinterpret_cast<const Chunk<EB>*>(src + static_cast<std::int64_t>((t0 + tx) * ss0 + (t1 + k) * ss1) * EB);
      }
      __syncthreads();
      if (whole) {
        const Index to = (t0 + ty) * ds0 + (t1 + tx) * ds1;  // element (t0 + ty, t1 + tx)
#pragma unroll
        for (int k = 0; k < kTile / kTileRows; ++k)  // element (t0 + ty + 8k, t1 + tx) = tile[tx][ty + 8k]
          *reinterpret_cast<Chunk<EB>*>(dst + static_cast<std::int64_t>(to + k * kTileRows * ds0) * EB) = tile[tx][ty + k * kTileRows];
      } else {
        for (Index k = ty; k < kTile; k += kTileRows)
          if (t0 + k < n0 && t1 + tx < n1)
            *reinterpret_cast<Chunk<EB>*>(dst + static_cast<std::int64_t>((t0 + k) * ds0 + (t1 + tx) * ds1) * EB) = tile[tx][k];
      }
    }
  }
}

// The unsigned word of EB bytes, and 16 bytes as EB-byte words.
template <int EB>
struct Word;
template <>
struct Word<1> { using type = std::uint8_t; };
template <>
struct Word<2> { using type = std::uint16_t; };
template <>
struct Word<4> { using type = std::uint32_t; };
template <>
struct Word<8> { using type = std::uint64_t; };
template <int EB>
union Sixteen {
  typename Word<EB>::type word[16 / EB];
  uint4 all;
};

// A copy whose destination rows are contiguous and 16-byte aligned, from a
// source of any innermost stride (every other column, a broadcast column,
// a permute that keeps no dimension contiguous in the source): each thread
// reads the 16 / EB elements of one 16-byte piece of a destination row
// (independent loads, one index computation) and writes them in one 16-byte
// store. Fast: the FastPlan's 32-bit index arithmetic.
template <int EB, bool Fast>
__global__ void gather_rows(CopyPlan plan, FastPlan fast, const char* src, char* dst) {
  constexpr int W = 16 / EB;
  const std::int64_t inner = plan.src_stride[plan.ndim - 1] * EB;
  const std::int64_t pieces = plan.count / W;
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  for (std::int64_t c = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; c < pieces; c += step) {
    std::int64_t so = 0, d = 0;
    if constexpr (Fast) {
      std::int32_t so32 = 0, d32 = 0;
      fast_offsets(fast, static_cast<std::uint32_t>(c * W), so32, d32);
      so = so32;
      d = d32;
    } else {
      plan_offsets(plan, c * W, so, d);
    }
    const char* from = src + so * EB;
    Sixteen<EB> piece;
#pragma unroll
    for (int k = 0; k < W; ++k) piece.word[k] = *reinterpret_cast<const typename Word<EB>::type*>(from + k * inner);
    *reinterpret_cast<uint4*>(dst + d * EB) = piece.all;
  }
}

// Whether gather_rows can run `plan` into `dst`: elements of 1, 2, 4 or 8
// bytes, the destination's innermost dimension contiguous, its extent a
// multiple of the elements in 16 bytes, and every destination row 16-byte
// aligned.
inline bool gathers_rows(const CopyPlan& plan, const void* dst) noexcept {
  const int last = plan.ndim - 1;
  const std::int64_t eb = plan.elem_bytes;
  if (last < 0 || plan.tail_bits != 0 || !(eb == 1 || eb == 2 || eb == 4 || eb == 8)) return false;
  if (plan.dst_stride[last] != 1 || plan.shape[last] % (16 / eb) != 0) return false;
  if (reinterpret_cast<std::uintptr_t>(dst) % 16 != 0) return false;
  for (int d = 0; d < last; ++d)
    if ((plan.dst_stride[d] * eb) % 16 != 0) return false;
  return true;
}

inline bool aligned(const void* p, std::int64_t a) noexcept { return reinterpret_cast<std::uintptr_t>(p) % a == 0; }

// Calls `f(std::integral_constant<int, EB>{})` with the element width a
// kernel moves in one access: `eb` when it is 1, 2, 4, 8 or 16 bytes and
// `aligned`, else 0 (a byte loop).
template <class F>
void with_width(std::int64_t eb, bool aligned, F&& f) {
  switch (aligned ? eb : 0) {
    case 1: f(std::integral_constant<int, 1>{}); break;
    case 2: f(std::integral_constant<int, 2>{}); break;
    case 4: f(std::integral_constant<int, 4>{}); break;
    case 8: f(std::integral_constant<int, 8>{}); break;
    case 16: f(std::integral_constant<int, 16>{}); break;
    default: f(std::integral_constant<int, 0>{}); break;
  }
}

// Blocks for `count` elements at `threads` per block: enough to fill the
// device (32 blocks per multiprocessor) and no more than the work needs; the
// kernels stride over the rest, so no tensor is too large for the grid.
inline unsigned blocks_for(std::int64_t count, int threads) noexcept {
  int device = 0, sms = 0;
  if (DLPACK_SHIM_GPU(GetDevice)(&device) != DLPACK_SHIM_GPU(Success) ||
      DLPACK_SHIM_GPU(DeviceGetAttribute)(&sms, hipDeviceAttributeMultiprocessorCount, device) != DLPACK_SHIM_GPU(Success) ||
      sms <= 0) {
    (void)DLPACK_SHIM_GPU(GetLastError)();
    sms = 128;
  }
  const std::int64_t want = (count + threads - 1) / threads, most = std::int64_t{sms} * 32;
  return static_cast<unsigned>(want < most ? want : most);
}

// Whether a 2-D plan is a transpose for transpose_copy: the source's fastest
// dimension is 0, the destination's is 1.
inline bool is_transpose(const CopyPlan& plan) noexcept {
  if (plan.ndim != 2) return false;
  const std::int64_t s0 = plan.src_stride[0] < 0 ? -plan.src_stride[0] : plan.src_stride[0];
  const std::int64_t s1 = plan.src_stride[1] < 0 ? -plan.src_stride[1] : plan.src_stride[1];
  const std::int64_t d0 = plan.dst_stride[0] < 0 ? -plan.dst_stride[0] : plan.dst_stride[0];
  const std::int64_t d1 = plan.dst_stride[1] < 0 ? -plan.dst_stride[1] : plan.dst_stride[1];
  return s0 < s1 && d1 < d0 && plan.shape[0] >= kTile / 2 && plan.shape[1] >= kTile / 2;
}

// An element of up to 16 bytes, passed to the fill kernel by value.
struct Value {
  unsigned char b[16];
};

// One thread per element (grid-stride): the destination offset from the
// shared index arithmetic, the value from the kernel's argument.
template <int EB>
__global__ void fill_kernel(CopyPlan plan, Value value, char* dst) {
  const std::int64_t step = static_cast<std::int64_t>(blockDim.x) * gridDim.x;
  for (std::int64_t i = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < plan.count; i += step) {
    std::int64_t so = 0, d = 0;
    plan_offsets(plan, i, so, d);
    if constexpr (EB > 0) {
      Chunk<(EB > 0 ? EB : 1)> c;
      for (int k = 0; k < EB; ++k) c.b[k] = value.b[k];
      *reinterpret_cast<Chunk<(EB > 0 ? EB : 1)>*>(dst + d * EB) = c;
    } else {
      for (std::int64_t k = 0; k < plan.elem_bytes; ++k) dst[d * plan.elem_bytes + k] = static_cast<char>(value.b[k]);
    }
  }
}

}  // namespace detail

// Kernels where called: every function that launches a kernel, and every function
// that calls one, is a template (`template <int = 0>`, called as before), so
// the kernels are instantiated, and compiled for the device, only in a
// translation unit that calls a copy or a fill: including copy.hpp costs a
// device compile no kernel (bench/shim/include_cost.sh).
/// Runs a plan on the current device: `src` and `dst` are device-accessible
/// (device memory of this device, pinned or managed memory). Contiguous data
/// goes to MemcpyAsync; rows contiguous on both sides are moved in 16-, 8- or
/// 4-byte accesses where alignment allows (widen_plan); 2-D transposes go
/// through shared-memory tiles; into 16-byte aligned destination rows, 16
/// bytes per thread (gather_rows); the rest one element per thread; with
/// 32-bit index arithmetic where the plan fits 31 bits (FastPlan).
template <int = 0>  // kernels compiled only where called (above)
inline Result launch(const CopyPlan& original, const void* src, void* dst, stream_t stream) noexcept {
  if (original.count == 0) return {};
  if (original.contiguous())
    return check(DLPACK_SHIM_GPU(MemcpyAsync)(dst, src, static_cast<std::size_t>(original.bytes()), DLPACK_SHIM_GPU(MemcpyDefault), stream));
  CopyPlan plan = original;
  for (std::int64_t width : {16, 8, 4})
    if (widen_plan(plan, src, dst, width)) break;
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  const std::int64_t eb = plan.elem_bytes;
  const bool al = detail::aligned(s, eb) && detail::aligned(d, eb);
  const bool whole = eb == 1 || eb == 2 || eb == 4 || eb == 8 || eb == 16;  // a width the tiled kernel moves
  const bool transpose = al && whole && detail::is_transpose(plan);
  const bool gather = !transpose && al && detail::gathers_rows(plan, d);
  FastPlan fast;
  const bool fits31 = make_fast_plan(plan, fast);  // offsets and count below 2^31
  const bool small = !transpose && fits31;
  const int threads = 256;
  const unsigned blocks = transpose ? 0 : detail::blocks_for(gather ? plan.count / (16 / eb) : plan.count, threads);
  detail::with_width(eb, al, [&](auto width) {
    constexpr int EB = decltype(width)::value;
    if constexpr (EB > 0 && EB <= 8) {
      if (gather) {
        if (small)
          detail::gather_rows<EB, true><<<blocks, threads, 0, stream>>>(plan, fast, s, d);
        else
          detail::gather_rows<EB, false><<<blocks, threads, 0, stream>>>(plan, fast, s, d);
        return;
      }
    }
    if constexpr (EB > 0) {
      if (transpose) {
        const std::int64_t t0 = (plan.shape[0] + detail::kTile - 1) / detail::kTile,
                           t1 = (plan.shape[1] + detail::kTile - 1) / detail::kTile;
        const dim3 tiles(static_cast<unsigned>(t0 < 65535 ? t0 : 65535), static_cast<unsigned>(t1 < 65535 ? t1 : 65535));
        if (fits31 && EB < 16)  // 16-byte elements spill registers with 32-bit offsets under the bound
          detail::transpose_copy<EB, std::int32_t><<<tiles, dim3(detail::kTile, detail::kTileRows), 0, stream>>>(plan, s, d);
        else
          detail::transpose_copy<EB, std::int64_t><<<tiles, dim3(detail::kTile, detail::kTileRows), 0, stream>>>(plan, s, d);
        return;
      }
    }
    if (small)
      detail::strided_copy_fast<EB><<<blocks, threads, 0, stream>>>(fast, eb, s, d);
    else
      detail::strided_copy<EB><<<blocks, threads, 0, stream>>>(plan, s, d);
  });
  return check(DLPACK_SHIM_GPU(GetLastError)());
}

namespace detail {

// Runs fill_kernel on the current device.
template <int = 0>  // kernels compiled only where called (above)
inline Result launch_fill(const CopyPlan& plan, const Value& value, char* dst, stream_t stream) noexcept {
  const int threads = 256;
  const unsigned blocks = blocks_for(plan.count, threads);
  with_width(plan.elem_bytes, aligned(dst, plan.elem_bytes), [&](auto width) {
    fill_kernel<decltype(width)::value><<<blocks, threads, 0, stream>>>(plan, value, dst);
  });
  return check(DLPACK_SHIM_GPU(GetLastError)());
}

// A compact row-major tensor of `like`'s shape and dtype over `data`.
inline DLTensor compact_like(const DLTensor& like, void* data, device_t device) noexcept {
  DLTensor t = like;
  t.data = data;
  t.byte_offset = 0;
  t.strides = nullptr;
  device_of(t) = device;
  return t;
}

// Whether `device` has the stream-ordered allocator (memory pools:
// cudaMallocAsync / hipMallocAsync).
inline bool has_memory_pools(int device) noexcept {
  int value = 0;
  const auto attribute = hipDeviceAttributeMemoryPoolsSupported;
  if (DLPACK_SHIM_GPU(DeviceGetAttribute)(&value, attribute, device) != DLPACK_SHIM_GPU(Success)) {
    (void)DLPACK_SHIM_GPU(GetLastError)();
    return false;
  }
  return value != 0;
}

// Device memory for staging, freed at scope exit. Where the device has
// memory pools it is allocated and freed in the order of `stream`
// (MallocAsync/FreeAsync: no device-wide synchronisation, and the memory
// comes from the pool the runtime keeps, not from the driver on every call);
// elsewhere with Malloc/Free (Free waits for the device). `ordered` says
// which, so that a caller knows whether it must synchronise before the
// scratch goes.
struct Scratch {
  void* p = nullptr;
  int device = 0;
  stream_t stream = nullptr;
  bool ordered = false;
  Result allocate(std::size_t bytes) noexcept {
    DeviceGuard g(device);
    if (!g.status()) return g.status();
    ordered = has_memory_pools(device);
    if (ordered) return check(DLPACK_SHIM_GPU(MallocAsync)(&p, bytes, stream));
    return check(DLPACK_SHIM_GPU(Malloc)(&p, bytes));
  }
  ~Scratch() {
    if (p) {
      DeviceGuard g(device);
      (void)(ordered ? DLPACK_SHIM_GPU(FreeAsync)(p, stream) : DLPACK_SHIM_GPU(Free)(p));
    }
  }
};

// A stream of its own on `device` (non-blocking: no implicit ordering with
// the legacy default stream), destroyed at scope exit.
struct OwnedStream {
  stream_t stream = nullptr;
  int device = 0;
  Result create() noexcept { return check(DLPACK_SHIM_GPU(StreamCreateWithFlags)(&stream, DLPACK_SHIM_GPU(StreamNonBlocking))); }
  ~OwnedStream() {
    if (stream) {
      DeviceGuard g(device);
      (void)DLPACK_SHIM_GPU(StreamDestroy)(stream);
    }
  }
};

inline bool on_device(Backend b) noexcept { return b == kDevice; }
inline bool device_accessible_host(Backend b) noexcept { return b == kHost || b == kManaged; }

}  // namespace detail

/// Queues a copy of `src` into `dst` (same shape and dtype; any strides and
/// byte_offset) where at least one is device memory of this backend, the other
/// device memory (the same or a peer device), pinned or managed memory, or
/// pageable host memory (kDLCPU), on `stream` (of the destination's device, or
/// of the source's when the destination is host memory), ordered after the
/// work queued on it before the call. When it returns the copy may still be
/// running: the data is in place once `stream` reaches this point, and until
/// then `src` must not change and both tensors' memory must stay allocated.
/// Exceptions, where it returns only when the data is in place: strided data
/// staged through pageable host memory (kDLCPU on one side), and a strided
/// peer copy on a device without memory pools (its staging buffers are freed
/// with a device-wide wait); the runtime also blocks on pageable memory in a
/// contiguous copy. `flags`: the tensors' DLManagedTensorVersioned flags.
template <int = 0>  // kernels compiled only where called (above)
inline Result copy_async(const DLTensor& src, const DLTensor& dst, stream_t stream, CopyFlags flags = {}) noexcept {
  CopyPlan plan;
  if (Result r = make_plan(src, dst, plan, flags); !r) return r;
  if (plan.count == 0) return {};
  const Backend sb = backend_of(device_of(src).device_type), db = backend_of(device_of(dst).device_type);
  const bool s_dev = detail::on_device(sb), d_dev = detail::on_device(db);
  const bool s_ok = s_dev || detail::device_accessible_host(sb) || sb == Backend::cpu;
  const bool d_ok = d_dev || detail::device_accessible_host(db) || db == Backend::cpu;
  if (!s_ok || !d_ok || (!s_dev && !d_dev))
    return fail(Status::unsupported_device, "this backend copies between its device memory and host, pinned, managed or peer memory");
#if DLPACK_SHIM_CHECK_DEVICE
  if (sb != Backend::cpu)
    if (Result r = check_device(src); !r) return r;
  if (db != Backend::cpu)
    if (Result r = check_device(dst); !r) return r;
#endif
  const device_t work = d_dev ? device_of(dst) : device_of(src);
  const void* s = first_byte(src);
  void* d = first_byte_mut(dst);
  // What the CPU backend handles and this one does not (yet): refused, never wrong data.
  if (plan_overlaps(plan, s, d))
    return fail(Status::overlapping_output,
                "source and destination share memory: the GPU backend does not copy through a temporary (copy into "
                "a tensor of its own)");
  if (plan.tail_bits != 0)
    return fail(Status::unsupported_dtype,
                "packed sub-byte elements that end inside a byte: the GPU backend copies whole bytes and would "
                "overwrite the bits past the tensor");

  // Both sides reachable from the working device: one kernel (or memcpy).
  const bool same_device = !(s_dev && d_dev) || device_of(src).device_id == device_of(dst).device_id;
  if (same_device && sb != Backend::cpu && db != Backend::cpu) {
    DeviceGuard g(work.device_id);
    if (!g.status()) return g.status();
    return launch(plan, s, d, stream);
  }
  // Contiguous: the runtime copies pageable memory and peers itself.
  if (plan.contiguous()) {
    DeviceGuard g(work.device_id);
    if (!g.status()) return g.status();
    const std::size_t n = static_cast<std::size_t>(plan.bytes());
    if (s_dev && d_dev)
      return check(DLPACK_SHIM_GPU(MemcpyPeerAsync)(d, device_of(dst).device_id, s, device_of(src).device_id, n, stream));
    return check(DLPACK_SHIM_GPU(MemcpyAsync)(d, s, n, DLPACK_SHIM_GPU(MemcpyDefault), stream));
  }
  // Strided with pageable memory or a peer: stage through compact buffers.
  const std::int64_t bytes = plan.count * plan.elem_bytes;
  const std::size_t n = static_cast<std::size_t>(bytes);
  const CopyFlags to_compact{flags.src, flags.src}, from_compact{flags.dst, flags.dst};
  if (s_dev && d_dev) {
    // Gather on the source device, on a stream of its own that first waits
    // for the caller's `stream` (of the destination device); then `stream`
    // waits for the gather, copies to the peer and scatters there. The
    // gather buffer goes back on the helper stream once `stream` is past the
    // peer copy; the scatter buffer on `stream` after the scatter.
    detail::OwnedStream helper{nullptr, device_of(src).device_id};
    {
      DeviceGuard g(helper.device);
      if (!g.status()) return g.status();
      if (Result r = helper.create(); !r) return r;
    }
    detail::Scratch a{nullptr, helper.device, helper.stream}, b{nullptr, device_of(dst).device_id, stream};
    if (Result r = a.allocate(n); !r) return r;
    if (Result r = b.allocate(n); !r) return r;
    {
      DeviceGuard g(b.device);  // an event of `stream` is recorded on its device
      if (!g.status()) return g.status();
      if (Result r = wait(helper.stream, stream); !r) return r;
    }
    {
      DeviceGuard g(a.device);
      if (!g.status()) return g.status();
      CopyPlan gather;
      if (Result r = make_plan(src, detail::compact_like(src, a.p, device_of(src)), gather, to_compact); !r) return r;
      if (Result r = launch(gather, s, a.p, helper.stream); !r) return r;
      if (Result r = wait(stream, helper.stream); !r) return r;
    }
    DeviceGuard g(b.device);
    if (!g.status()) return g.status();
    if (Result r = check(DLPACK_SHIM_GPU(MemcpyPeerAsync)(b.p, b.device, a.p, a.device, n, stream)); !r) return r;
    CopyPlan scatter;
    if (Result r = make_plan(detail::compact_like(dst, b.p, device_of(dst)), dst, scatter, from_compact); !r) return r;
    if (Result r = launch(scatter, b.p, d, stream); !r) return r;
    if (!a.ordered || !b.ordered) return synchronize(stream);
    return wait(helper.stream, stream);  // a is freed after the peer copy has read it
  }
  std::vector<char> host;
  try {
    host.resize(n);
  } catch (...) {
    return fail(Status::invalid_argument, "out of host memory for a staging buffer");
  }
  device_t cpu{};
  cpu.device_type = kCpuDeviceType;
  cpu.device_id = 0;
  DeviceGuard g(work.device_id);
  if (!g.status()) return g.status();
  detail::Scratch dev{nullptr, work.device_id, stream};
  if (Result r = dev.allocate(n); !r) return r;
  if (d_dev) {  // host -> device: gather on the host, upload, scatter on the device
    if (Result r = cpu::copy(src, detail::compact_like(src, host.data(), cpu), to_compact); !r) return r;
    if (Result r = check(DLPACK_SHIM_GPU(MemcpyAsync)(dev.p, host.data(), n, DLPACK_SHIM_GPU(MemcpyHostToDevice), stream)); !r) return r;
    CopyPlan scatter;
    if (Result r = make_plan(detail::compact_like(dst, dev.p, device_of(dst)), dst, scatter, from_compact); !r) return r;
    if (Result r = launch(scatter, dev.p, d, stream); !r) return r;
    return synchronize(stream);
  }
  // device -> host: gather on the device, download, scatter on the host
  CopyPlan gather;
  if (Result r = make_plan(src, detail::compact_like(src, dev.p, device_of(src)), gather, to_compact); !r) return r;
  if (Result r = launch(gather, s, dev.p, stream); !r) return r;
  if (Result r = check(DLPACK_SHIM_GPU(MemcpyAsync)(host.data(), dev.p, n, DLPACK_SHIM_GPU(MemcpyDeviceToHost), stream)); !r) return r;
  if (Result r = synchronize(stream); !r) return r;
  return cpu::copy(detail::compact_like(dst, host.data(), cpu), dst, from_compact);
}

/// copy_async(), then waits for `stream`: when it returns, the data is in
/// place (and `src` may change).
template <int = 0>  // kernels compiled only where called (above)
inline Result copy(const DLTensor& src, const DLTensor& dst, stream_t stream, CopyFlags flags = {}) noexcept {
  if (Result r = copy_async(src, dst, stream, flags); !r) return r;
  return synchronize(stream);
}

/// Queues writing the element at host address `element` (read before this
/// returns) into every element of `dst` (device, pinned or managed memory) on
/// `stream`; `flags` are dst's. Elements of up to 16 bytes travel as a kernel
/// argument (no allocation); larger ones through a staging buffer.
template <int = 0>  // kernels compiled only where called (above)
inline Result fill_async(const DLTensor& dst, const void* element, stream_t stream, std::uint64_t flags = 0) noexcept {
  CopyPlan plan;
  if (Result r = make_fill_plan(dst, plan, flags); !r) return r;
  if (plan.count == 0) return {};
  const Backend b = backend_of(device_of(dst).device_type);
  if (!detail::on_device(b) && !detail::device_accessible_host(b))
    return fail(Status::unsupported_device, "this backend fills only its device, pinned or managed memory");
  const int device = detail::on_device(b) ? device_of(dst).device_id : 0;
  DeviceGuard g(device);
  if (!g.status()) return g.status();
  const std::int64_t eb = plan.elem_bytes;
  char* d = static_cast<char*>(first_byte_mut(dst));
  if (eb <= 16) {
    detail::Value value{};
    std::memcpy(value.b, element, static_cast<std::size_t>(eb));
    return detail::launch_fill(plan, value, d, stream);
  }
  detail::Scratch one{nullptr, device, stream};
  if (Result r = one.allocate(static_cast<std::size_t>(eb)); !r) return r;
  if (Result r = check(DLPACK_SHIM_GPU(MemcpyAsync)(one.p, element, static_cast<std::size_t>(eb), DLPACK_SHIM_GPU(MemcpyHostToDevice), stream)); !r)
    return r;
  if (Result r = launch(plan, one.p, d, stream); !r) return r;
  return one.ordered ? Result{} : synchronize(stream);  // `element` was read by the host-to-device copy
}

/// fill_async(), then waits for `stream`.
template <int = 0>  // kernels compiled only where called (above)
inline Result fill(const DLTensor& dst, const void* element, stream_t stream, std::uint64_t flags = 0) noexcept {
  if (Result r = fill_async(dst, element, stream, flags); !r) return r;
  return synchronize(stream);
}

}  // namespace dlpack_shim::DLPACK_SHIM_GPU_NS

namespace dlpack_shim {

/// The GPU backend of this build.
namespace gpu = hip_backend;

}  // namespace dlpack_shim
