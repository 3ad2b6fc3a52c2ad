// Behaviour of the generated dispatch shims on the CPU: device and dtype
// dispatch (known, unknown and unmapped values), packed storage, copy planning
// and its refusals, and the strided copy against a naive reference for
// thousands of random shapes, strides and dtypes (fixed seed). The index
// arithmetic the CUDA and ROCm kernels run (plan_offsets) is checked here too.
// Built once plainly, once under ASan/UBSan, once with DLPACK_SHIM_CUDA_IS_ROCM.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include <doctest/doctest.h>

#include "dlpack_shim/copy.hpp"
#include "outputs/shim/random_tensors.hpp"

namespace sh = dlpack_shim;

namespace {

// Hides a value from the optimiser: the pointers, offsets and one-element
// arrays of the refusal tests would otherwise let GCC's bounds warnings flag
// copy paths that these inputs never reach.
template <class T>
T opaque(T v) {
  asm volatile("" : "+g"(v));
  return v;
}

// What visit_device says about a device type, as plain data.
struct DeviceFacts {
  bool known;
  sh::Backend backend;
  bool host;
  std::string name;
};
DeviceFacts facts(DLDeviceType t) {
  return sh::visit_device(t, [](auto tag) {
    using T = decltype(tag);
    return DeviceFacts{!std::is_same_v<T, sh::unknown_device>, T::backend, T::host_accessible, T::name};
  });
}
DLDeviceType device_value(std::int64_t v) {
  DLDeviceType t;
  std::underlying_type_t<DLDeviceType> raw = static_cast<std::underlying_type_t<DLDeviceType>>(v);
  std::memcpy(&t, &raw, sizeof t);
  return t;
}

// What visit_dtype<cpu> says about a dtype.
struct DTypeFacts {
  bool supported;
  std::string name;
  std::size_t size;
  std::string type;  // "float", "raw", "packed", "complex", ... (what the test checks)
  sh::unsupported_dtype::Why why;
};
template <class T>
std::string kind_of() {
  if constexpr (std::is_same_v<T, float>) return "float";
  else if constexpr (std::is_same_v<T, double>) return "double";
  else if constexpr (std::is_same_v<T, std::int8_t>) return "int8_t";
  else if constexpr (std::is_same_v<T, std::uint64_t>) return "uint64_t";
  else if constexpr (std::is_same_v<T, bool>) return "bool";
  else if constexpr (std::is_same_v<T, std::complex<float>>) return "complex<float>";
  else if constexpr (std::is_same_v<T, sh::raw_bits<8>>) return "raw8";
  else if constexpr (std::is_same_v<T, sh::raw_bits<16>>) return "raw16";
  else if constexpr (std::is_same_v<T, sh::raw_bits<64>>) return "raw64";
  else if constexpr (std::is_same_v<T, sh::packed_bits<4>>) return "packed4";
  else if constexpr (std::is_same_v<T, sh::packed_bits<6>>) return "packed6";
  else if constexpr (std::is_same_v<T, sh::packed_bits<1>>) return "packed1";
#if defined(__FLT16_MAX__)
  else if constexpr (std::is_same_v<T, _Float16>) return "_Float16";
#endif
  else return "other";
}
DTypeFacts dtype_facts(std::uint8_t code, std::uint8_t bits, std::uint16_t lanes = 1) {
  return sh::visit_dtype<sh::Family::cpu>(DLDataType{code, bits, lanes}, [](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, sh::unsupported_dtype>) {
      return DTypeFacts{false, tag.message, 0, "", tag.why};
    } else {
      using E = typename T::type;
      return DTypeFacts{true, tag.name, sizeof(E), kind_of<E>(), sh::unsupported_dtype::Why::vector};
    }
  });
}

}  // namespace

TEST_CASE("visit_device: every device type of the header, and values it does not have") {
  DeviceFacts cpu = facts(kDLCPU);
  CHECK(cpu.known);
  CHECK(cpu.backend == sh::Backend::cpu);
  CHECK(cpu.host);
  CHECK(cpu.name == "kDLCPU");
#if defined(DLPACK_SHIM_CUDA_IS_ROCM)
  // A ROCm build of CUDA-style code: kDLCUDA is served by ROCm.
  CHECK(facts(kDLCUDA).backend == sh::Backend::rocm);
  CHECK(facts(kDLCUDAHost).backend == sh::Backend::rocm_host);
  CHECK(facts(kDLCUDAManaged).backend == sh::Backend::rocm_host);
#else
  CHECK(facts(kDLCUDA).backend == sh::Backend::cuda);
  CHECK(facts(kDLCUDAHost).backend == sh::Backend::cuda_host);
  CHECK(facts(kDLCUDAManaged).backend == sh::Backend::cuda_managed);
#endif
  CHECK_FALSE(facts(kDLCUDA).host);
  CHECK(facts(kDLCUDAHost).host);
  CHECK(facts(kDLCUDAManaged).host);
  CHECK(facts(kDLROCM).backend == sh::Backend::rocm);
  CHECK_FALSE(facts(kDLROCM).host);
  CHECK(facts(kDLROCMHost).backend == sh::Backend::rocm_host);
  CHECK(facts(kDLOpenCL).backend == sh::Backend::unsupported);
  CHECK(facts(kDLOpenCL).known);
  CHECK_FALSE(facts(kDLOpenCL).host);
  CHECK(std::string(sh::device_type_name(kDLMetal)) == "kDLMetal");

  // A newer producer's values: not an enumerator (in range, above, negative).
  for (std::int64_t v : {0, 5, 6, 99, 1000, 0x7fffffff, -1}) {
    CAPTURE(v);
    DeviceFacts f = facts(device_value(v));
    CHECK_FALSE(f.known);
    CHECK(f.backend == sh::Backend::unsupported);
    CHECK_FALSE(f.host);
    CHECK(std::string(sh::device_type_name(device_value(v))) == "unknown");
  }
  CHECK(sh::visit_device(device_value(99), [](auto tag) -> std::int64_t {
          if constexpr (std::is_same_v<decltype(tag), sh::unknown_device>) return tag.value;
          else return -1;
        }) == 99);
}

TEST_CASE("visit_dtype: element types per dtype, storage types, and the unsupported paths") {
  using Why = sh::unsupported_dtype::Why;
  auto f32 = dtype_facts(kDLFloat, 32);
  CHECK(f32.supported);
  CHECK(f32.type == "float");
  CHECK(f32.name == "float32");
  CHECK(dtype_facts(kDLFloat, 64).type == "double");
  CHECK(dtype_facts(kDLInt, 8).type == "int8_t");
  CHECK(dtype_facts(kDLUInt, 64).type == "uint64_t");
  CHECK(dtype_facts(kDLBool, 8).type == "bool");
  CHECK(dtype_facts(kDLBool, 8).name == "bool");
  CHECK(dtype_facts(kDLComplex, 64).type == "complex<float>");
  CHECK(dtype_facts(kDLComplex, 64).name == "complex64");
  // float16 is _Float16 where the compiler has it, raw bits elsewhere.
#if defined(__FLT16_MAX__)
  CHECK(dtype_facts(kDLFloat, 16).type == "_Float16");
#else
  CHECK(dtype_facts(kDLFloat, 16).type == "raw16");
#endif
  CHECK(dtype_facts(kDLFloat, 16).size == 2);
  CHECK(dtype_facts(kDLBfloat, 16).size == 2);
  CHECK(dtype_facts(kDLBfloat, 16).name == "bfloat16");
  CHECK(dtype_facts(kDLOpaqueHandle, 64).type == "raw64");
  CHECK(dtype_facts(kDLFloat8_e4m3fn, 8).type == "raw8");
  CHECK(dtype_facts(kDLFloat8_e4m3fn, 8).name == "float8_e4m3fn");
  CHECK(dtype_facts(kDLFloat4_e2m1fn, 4).type == "packed4");
  CHECK(dtype_facts(kDLFloat6_e2m3fn, 6).type == "packed6");
  CHECK(dtype_facts(kDLFloat6_e2m3fn, 6).size == 3);  // four 6-bit elements in three bytes
  CHECK(dtype_facts(kDLInt, 4).type == "packed4");
  CHECK(dtype_facts(kDLUInt, 1).type == "packed1");

  auto width = dtype_facts(kDLFloat, 80);
  CHECK_FALSE(width.supported);
  CHECK(width.why == Why::unknown_width);
  CHECK(width.name.find("kDLFloat") != std::string::npos);
  auto fp8_16 = dtype_facts(kDLFloat8_e5m2, 16);
  CHECK(fp8_16.why == Why::unknown_width);
  auto code = dtype_facts(200, 32);
  CHECK_FALSE(code.supported);
  CHECK(code.why == Why::unknown_code);
  CHECK(dtype_facts(18, 8).why == Why::unknown_code);  // in the enum's range, not an enumerator
  CHECK(dtype_facts(255, 8).why == Why::unknown_code);
  auto vec = dtype_facts(kDLFloat, 32, 4);
  CHECK(vec.why == Why::vector);
}

TEST_CASE("packed_bits: elements in order from the least significant bit, across byte edges") {
  sh::packed_bits<6> six{};
  CHECK(sizeof six == 3);
  CHECK(sh::packed_bits<6>::per_unit == 4);
  for (unsigned i = 0; i < 4; ++i) six.set(i, 0x20u + i * 7u);
  for (unsigned i = 0; i < 4; ++i) CHECK(six.get(i) == ((0x20u + i * 7u) & 0x3fu));
  sh::packed_bits<4> four{};
  four.set(0, 0xA);
  four.set(1, 0x5);
  CHECK(four.bytes[0] == 0x5A);
  four.set(0, 0x3);
  CHECK(four.bytes[0] == 0x53);
  CHECK(sh::packed_bits<1>::per_unit == 8);
  CHECK(sizeof(sh::packed_bits<12>) == 3);
}

using namespace shim_test;

TEST_CASE("strided copy equals a naive element loop: random shapes, strides, offsets and dtypes") {
  std::mt19937_64 rng(20261123);
  const DLDataType dtypes[] = {{kDLUInt, 8, 1},  {kDLFloat, 16, 1}, {kDLFloat, 32, 1}, {kDLInt, 64, 1},
                               {kDLComplex, 128, 1}, {kDLUInt, 8, 3}, {kDLInt, 16, 3}, {kDLBool, 8, 1}};
  int cases = 0, empty = 0, broadcast = 0, planned_dims_max = 0;
  for (int iter = 0; iter < 6000; ++iter) {
    const DLDataType dt = dtypes[rng() % (sizeof dtypes / sizeof dtypes[0])];
    const std::int64_t eb = sh::element_bytes(dt);
    const int n = static_cast<int>(rng() % 6);
    std::vector<std::int64_t> shape;
    for (int d = 0; d < n; ++d) shape.push_back(rng() % 12 == 0 ? 0 : 1 + static_cast<std::int64_t>(rng() % 6));
    Tensor src = random_tensor(rng, shape, dt, eb, true, rng() % 8 == 0);
    Tensor dst = random_tensor(rng, shape, dt, eb, false, rng() % 8 == 0);
    Tensor want = dst;
    want.t.data = want.buffer.data();
    want.t.shape = want.shape.empty() ? nullptr : want.shape.data();
    want.t.strides = dst.t.strides ? want.strides.data() : nullptr;
    reference_copy(src.t, want.t, eb);

    sh::Result r = sh::copy(src.t, dst.t);
    CAPTURE(iter);
    REQUIRE_MESSAGE(r, r.message);
    REQUIRE(dst.buffer == want.buffer);  // every element right, no byte outside them touched

    // The kernels' index arithmetic: the plan's (source, destination) offset
    // pairs are exactly the reference's.
    sh::CopyPlan plan;
    REQUIRE(sh::make_plan(src.t, dst.t, plan));
    planned_dims_max = std::max(planned_dims_max, plan.ndim);
    std::int64_t count = 1;
    for (auto e : shape) count *= e;
    if (count == 0) ++empty;
    for (const auto& s : src.strides) broadcast += s == 0;
    std::map<std::int64_t, std::int64_t> from_plan;
    for (std::int64_t i = 0; i < plan.count && plan.ndim > 0; ++i) {
      std::int64_t so = 0, dof = 0;
      sh::plan_offsets(plan, i, so, dof);
      REQUIRE(from_plan.emplace(dof, so).second);  // no destination written twice
    }
    if (plan.ndim > 0) REQUIRE(from_plan == reference_pairs(src.t, dst.t));
    // The kernels' 32-bit arithmetic (FastPlan) gives the same pairs.
    sh::FastPlan fast;
    REQUIRE(sh::make_fast_plan(plan, fast));
    for (std::int64_t i = 0; i < plan.count && plan.ndim > 0; ++i) {
      std::int64_t so = 0, dof = 0;
      std::int32_t fso = 0, fdof = 0;
      sh::plan_offsets(plan, i, so, dof);
      sh::fast_offsets(fast, static_cast<std::uint32_t>(i), fso, fdof);
      REQUIRE(so == fso);
      REQUIRE(dof == fdof);
    }
    ++cases;
  }
  CHECK(cases == 6000);
  CHECK(empty > 100);       // the generator does produce zero-size tensors
  CHECK(broadcast > 500);   // ... and broadcasts
  CHECK(planned_dims_max >= 4);
}

TEST_CASE("FastDivmod: a multiply and a shift equal division, for dividends and divisors below 2^31") {
  std::mt19937_64 rng(31);
  std::vector<std::uint32_t> divisors;
  for (std::uint32_t d = 1; d <= 4096; ++d) divisors.push_back(d);
  for (int k = 0; k < 31; ++k) {
    const std::uint32_t p = std::uint32_t{1} << k;
    for (std::uint32_t d : {p - 1, p, p + 1})
      if (d > 0 && d < (std::uint32_t{1} << 31)) divisors.push_back(d);
  }
  for (int k = 0; k < 2000; ++k) divisors.push_back(1 + static_cast<std::uint32_t>(rng() % ((std::uint64_t{1} << 31) - 1)));
  long checked = 0;
  for (std::uint32_t d : divisors) {
    const sh::FastDivmod f(d);
    std::vector<std::uint32_t> ns = {0, 1, d - 1, d, d + 1, 2 * d - 1, (std::uint32_t{1} << 31) - 1, (std::uint32_t{1} << 31) - d};
    for (int k = 0; k < 200; ++k) ns.push_back(static_cast<std::uint32_t>(rng() % (std::uint64_t{1} << 31)));
    for (std::uint32_t n : ns) {
      if (n >= (std::uint32_t{1} << 31)) continue;
      std::uint32_t q = 0, r = 0;
      f.divmod(n, q, r);
      if (q != n / d || r != n % d) FAIL_CHECK("FastDivmod(" << d << ") of " << n << ": " << q << " r " << r);
      ++checked;
    }
  }
  CHECK(checked > 1000000);
}

TEST_CASE("make_fast_plan refuses what does not fit 31 bits") {
  sh::CopyPlan plan;
  plan.ndim = 2;
  plan.elem_bytes = 4;
  plan.shape[0] = 3;
  plan.shape[1] = 4;
  plan.count = 12;
  plan.src_stride[0] = 4;
  plan.src_stride[1] = 1;
  plan.dst_stride[0] = 1;
  plan.dst_stride[1] = 3;
  sh::FastPlan fast;
  CHECK(sh::make_fast_plan(plan, fast));
  plan.src_stride[0] = std::int64_t{1} << 30;  // (3 - 1) * 2^30 = 2^31: an offset past 31 bits
  CHECK_FALSE(sh::make_fast_plan(plan, fast));
  plan.src_stride[0] = -(std::int64_t{1} << 30);
  CHECK_FALSE(sh::make_fast_plan(plan, fast));
  plan.src_stride[0] = 4;
  plan.count = std::int64_t{1} << 31;
  CHECK_FALSE(sh::make_fast_plan(plan, fast));
}

TEST_CASE("widen_plan: rows contiguous on both sides move in 16-, 8- and 4-byte elements, with the same bytes") {
  std::mt19937_64 rng(16);
  int widened[17] = {}, kept = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    const std::int64_t eb = std::int64_t{1} << (rng() % 4);  // 1, 2, 4, 8
    const std::int64_t rows = 1 + static_cast<std::int64_t>(rng() % 6), cols = 1 + static_cast<std::int64_t>(rng() % 40);
    const std::int64_t src_pitch = cols + static_cast<std::int64_t>(rng() % 9), dst_pitch = cols + static_cast<std::int64_t>(rng() % 9);
    const std::int64_t src_off = static_cast<std::int64_t>(rng() % 8), dst_off = static_cast<std::int64_t>(rng() % 8);
    alignas(64) static unsigned char sbuf[8192], dbuf[8192], want[8192];
    for (auto& b : sbuf) b = static_cast<unsigned char>(rng());
    for (std::size_t i = 0; i < sizeof dbuf; ++i) dbuf[i] = want[i] = static_cast<unsigned char>(rng());
    std::int64_t shape[2] = {rows, cols}, ss[2] = {src_pitch, 1}, ds[2] = {dst_pitch, 1};
    DLDataType dt{kDLUInt, static_cast<std::uint8_t>(8 * eb), 1};
    DLTensor src{sbuf + src_off * eb, {kDLCPU, 0}, 2, dt, shape, ss, 0};
    DLTensor dst{dbuf + dst_off * eb, {kDLCPU, 0}, 2, dt, shape, ds, 0};
    DLTensor ref = dst;
    ref.data = want + dst_off * eb;
    reference_copy(src, ref, eb);
    sh::CopyPlan plan;
    REQUIRE(sh::make_plan(src, dst, plan));
    const sh::CopyPlan original = plan;
    std::int64_t width = 0;
    for (std::int64_t w : {16, 8, 4})
      if (sh::widen_plan(plan, sh::first_byte(src), sh::first_byte(dst), w)) {
        width = w;
        break;
      }
    if (width == 0) {
      CHECK(plan.elem_bytes == original.elem_bytes);  // unchanged
      ++kept;
    } else {
      ++widened[width];
      CHECK(plan.bytes() == original.bytes());
    }
    REQUIRE(sh::cpu::copy(plan, sh::first_byte(src), sh::first_byte_mut(dst)));
    CAPTURE(iter);
    REQUIRE(std::memcmp(dbuf, want, sizeof dbuf) == 0);
  }
  CHECK(widened[16] > 20);
  CHECK(widened[8] > 20);
  CHECK(widened[4] > 20);
  CHECK(kept > 100);
}

TEST_CASE("copies within one buffer equal the naive loop reading a snapshot: random overlapping views") {
  std::mt19937_64 rng(20261126);
  const DLDataType dtypes[] = {{kDLUInt, 8, 1}, {kDLFloat, 32, 1}, {kDLInt, 64, 1}, {kDLInt, 16, 3}};
  int overlapping = 0, staged = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    const DLDataType dt = dtypes[rng() % (sizeof dtypes / sizeof dtypes[0])];
    const std::int64_t eb = sh::element_bytes(dt);
    const int n = 1 + static_cast<int>(rng() % 4);
    std::vector<std::int64_t> shape;
    for (int d = 0; d < n; ++d) shape.push_back(1 + static_cast<std::int64_t>(rng() % 6));
    Tensor dst = random_tensor(rng, shape, dt, eb, false, rng() % 8 == 0);
    const Tensor layout = random_tensor(rng, shape, dt, eb, true, rng() % 8 == 0);
    // The source: `layout`'s strides over dst's own buffer, at a random element offset.
    const std::size_t size = std::max(dst.buffer.size(), layout.buffer.size()) + static_cast<std::size_t>(4 * eb);
    dst.buffer.resize(size);
    dst.t.data = dst.buffer.data();
    DLTensor src = layout.t;
    src.data = dst.buffer.data();
    const std::int64_t room = static_cast<std::int64_t>(size - layout.buffer.size()) / eb;
    src.byte_offset += static_cast<std::uint64_t>(static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(room + 1)) * eb);

    std::vector<unsigned char> snapshot = dst.buffer, want = dst.buffer;
    DLTensor from = src, into = dst.t;
    from.data = snapshot.data();
    into.data = want.data();
    reference_copy(from, into, eb);

    sh::CopyPlan plan;
    REQUIRE(sh::make_plan(src, dst.t, plan));
    const bool shared = sh::plan_overlaps(plan, sh::first_byte(src), sh::first_byte(dst.t));
    overlapping += shared;
    staged += shared && !plan.contiguous();
    sh::Result r = sh::copy(src, dst.t);
    CAPTURE(iter);
    REQUIRE_MESSAGE(r, r.message);
    REQUIRE(dst.buffer == want);
  }
  CHECK(overlapping > 1000);  // most pairs share bytes ...
  CHECK(staged > 500);        // ... and most of those go through the temporary
}

TEST_CASE("2-D copies into compact memory (the unplanned fast path) equal the naive loop") {
  std::mt19937_64 rng(20261124);
  const DLDataType dtypes[] = {{kDLUInt, 8, 1}, {kDLFloat, 16, 1}, {kDLFloat, 32, 1}, {kDLInt, 64, 1},
                               {kDLComplex, 128, 1}, {kDLUInt, 8, 3}};
  int fast = 0;
  for (int iter = 0; iter < 2000; ++iter) {
    const DLDataType dt = dtypes[rng() % (sizeof dtypes / sizeof dtypes[0])];
    const std::int64_t eb = sh::element_bytes(dt);
    const std::vector<std::int64_t> shape{1 + static_cast<std::int64_t>(rng() % 70), 1 + static_cast<std::int64_t>(rng() % 70)};
    Tensor src = random_tensor(rng, shape, dt, eb, true, false);
    Tensor dst = random_tensor(rng, shape, dt, eb, false, true);
    if (rng() % 2 == 0) {  // row-major strides spelled out instead of NULL
      dst.strides = {shape[1], 1};
      dst.t.strides = dst.strides.data();
    }
    Tensor want = dst;
    want.t.data = want.buffer.data();
    want.t.shape = want.shape.data();
    want.t.strides = dst.t.strides ? want.strides.data() : nullptr;
    reference_copy(src.t, want.t, eb);
    CAPTURE(iter);
    sh::CopyPlan plan;
    const bool planned = sh::plan_2d_into_compact(src.t, dst.t, plan);
    CHECK(planned == (shape[0] > 1 && shape[1] > 1));
    if (planned) {
      ++fast;
      std::map<std::int64_t, std::int64_t> from_plan;
      for (std::int64_t i = 0; i < plan.count; ++i) {
        std::int64_t so = 0, dof = 0;
        sh::plan_offsets(plan, i, so, dof);
        from_plan.emplace(dof, so);
      }
      REQUIRE(from_plan == reference_pairs(src.t, dst.t));
    }
    sh::Result r = sh::copy(src.t, dst.t);
    REQUIRE_MESSAGE(r, r.message);
    REQUIRE(dst.buffer == want.buffer);
  }
  CHECK(fast > 1800);
  // What it leaves to make_plan.
  float a[12] = {}, b[12] = {};
  std::int64_t s23[2] = {2, 3}, t23[2] = {1, 2}, gapped[2] = {4, 1}, s13[2] = {1, 3};
  DLTensor src{a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, s23, t23, 0};
  DLTensor dst{b, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, s23, nullptr, 0};
  sh::CopyPlan plan;
  REQUIRE(sh::plan_2d_into_compact(src, dst, plan));
  dst.strides = gapped;  // destination not compact
  CHECK_FALSE(sh::plan_2d_into_compact(src, dst, plan));
  dst.strides = nullptr;
  src.strides = nullptr;  // compact source: a memcpy, not this
  CHECK_FALSE(sh::plan_2d_into_compact(src, dst, plan));
  src.strides = t23;
  src.shape = s13;  // an extent of 1 and a shape mismatch
  CHECK_FALSE(sh::plan_2d_into_compact(src, dst, plan));
  dst.shape = s13;
  CHECK_FALSE(sh::plan_2d_into_compact(src, dst, plan));
  std::int64_t huge[2] = {std::int64_t{1} << 62, 2};
  src.shape = s23;
  dst.shape = s23;
  src.strides = huge;  // byte offsets beyond 64 bits: make_plan says so
  CHECK_FALSE(sh::plan_2d_into_compact(src, dst, plan));
  CHECK(sh::copy(src, dst).status == sh::Status::overflow);
}

TEST_CASE("copy: transposes, broadcasts and negative strides, spelled out") {
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {};
  std::int64_t shape[2] = {2, 3}, transposed[2] = {1, 2}, bcast[2] = {0, 1}, reversed[2] = {-3, -1};
  DLTensor src{a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, transposed, 0};
  DLTensor dst{b, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
  REQUIRE(sh::copy(src, dst));
  CHECK(std::vector<float>(b, b + 6) == std::vector<float>{1, 3, 5, 2, 4, 6});
  src.strides = bcast;  // one row repeated
  REQUIRE(sh::copy(src, dst));
  CHECK(std::vector<float>(b, b + 6) == std::vector<float>{1, 2, 3, 1, 2, 3});
  src.strides = reversed;  // a[::-1, ::-1]
  src.byte_offset = 5 * sizeof(float);
  REQUIRE(sh::copy(src, dst));
  CHECK(std::vector<float>(b, b + 6) == std::vector<float>{6, 5, 4, 3, 2, 1});
  float v = 7.5f;
  REQUIRE(sh::cpu::fill(dst, &v));
  CHECK(std::vector<float>(b, b + 6) == std::vector<float>(6, 7.5f));
}

TEST_CASE("copy refuses what it cannot do, with a reason, before writing") {
  float a[8] = {}, b[8] = {9, 9, 9, 9, 9, 9, 9, 9};
  std::int64_t shape[2] = {2, 3}, other[2] = {3, 2}, zero_dst[2] = {0, 1};
  DLTensor src{a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
  DLTensor dst{b, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
  auto expect = [&](sh::Status status, const char* words) {
    sh::Result r = sh::copy(src, dst);
    CHECK(r.status == status);
    CHECK(std::string(r.message).find(words) != std::string::npos);
    CHECK(b[0] == 9);
    src = DLTensor{a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
    dst = DLTensor{b, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
  };
  dst.shape = other;
  expect(sh::Status::mismatch, "shape");
  dst.ndim = 1;
  expect(sh::Status::mismatch, "ndim");
  dst.dtype.bits = 64;
  expect(sh::Status::mismatch, "dtype");
  dst.strides = zero_dst;
  expect(sh::Status::overlapping_output, "share memory");
  src.shape = nullptr;
  expect(sh::Status::invalid_argument, "shape is NULL");
  std::int64_t negative[2] = {2, -1};
  src.shape = negative;
  dst.shape = negative;
  expect(sh::Status::invalid_argument, "negative");
  src.device.device_type = kDLOpenCL;
  expect(sh::Status::unsupported_device, "kDLOpenCL: a device type no shim backend serves");
  src.device.device_type = device_value(99);
  expect(sh::Status::unsupported_device, "a device type this header does not name");
  dst.device.device_type = kDLCUDA;
  expect(sh::Status::unsupported_device, "needs the CUDA backend: compile with nvcc");
#if !defined(DLPACK_SHIM_HAS_GPU) && !defined(DLPACK_SHIM_LINKED_GPU)
  // Pinned (or managed) memory to host: GPU work on the stream may still be
  // writing it, and a build without a GPU backend cannot synchronise.
  src.device.device_type = kDLCPU;
  dst.device.device_type = kDLCUDAHost;
  expect(sh::Status::unsupported_device, "synchronised");
  dst.device.device_type = kDLCUDAManaged;
  expect(sh::Status::unsupported_device, "synchronised");
  dst.device.device_type = kDLCPU;
#endif
  // Sub-byte packed elements: compact copies move bytes, strided ones are refused.
  unsigned char p[4] = {0x12, 0x34, 0x56, 0x78}, q[4] = {};
  std::int64_t n8[1] = {8}, two[1] = {2};
  DLTensor ps{p, {kDLCPU, 0}, 1, {kDLInt, 4, 1}, n8, nullptr, 0};
  DLTensor pd{q, {kDLCPU, 0}, 1, {kDLInt, 4, 1}, n8, nullptr, 0};
  REQUIRE(sh::copy(ps, pd));
  CHECK(std::memcmp(p, q, 4) == 0);
  ps.strides = opaque(two);
  std::int64_t n4[1] = {4};
  ps.shape = opaque(n4);
  pd.shape = opaque(n4);
  sh::Result r = sh::copy(ps, pd);
  CHECK(r.status == sh::Status::unsupported_dtype);
  CHECK(std::string(r.message).find("sub-byte") != std::string::npos);
  // More dimensions than a plan holds after merging.
  std::vector<std::int64_t> many(20, 2), st(20);
  for (int i = 0; i < 20; ++i) st[static_cast<std::size_t>(i)] = std::int64_t{1} << i;  // reversed: nothing merges
  std::vector<unsigned char> big(std::size_t{1} << 20), out(std::size_t{1} << 20);
  DLTensor ms{big.data(), {kDLCPU, 0}, 20, {kDLUInt, 8, 1}, many.data(), st.data(), 0};
  DLTensor md{out.data(), {kDLCPU, 0}, 20, {kDLUInt, 8, 1}, many.data(), nullptr, 0};
  CHECK(sh::copy(ms, md).status == sh::Status::too_many_dimensions);
  // ... but contiguous dimensions merge, so 20 of them are one.
  ms.strides = nullptr;
  CHECK(sh::copy(ms, md));
  // Sizes that do not fit in 64 bits.
  std::int64_t huge[2] = {std::int64_t{1} << 40, std::int64_t{1} << 40};
  DLTensor hs{a, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, huge, nullptr, 0};
  CHECK(sh::copy(hs, hs).status == sh::Status::overflow);
}

TEST_CASE("copy is safe on every input: aliasing, unknown dtypes, wrapping pointers, partial bytes") {
  // A 4x4 matrix copied into its own transpose (one buffer): as through a temporary.
  float m[16];
  for (int i = 0; i < 16; ++i) m[i] = static_cast<float>(i + 1);
  std::int64_t shape[2] = {4, 4}, transposed[2] = {1, 4};
  DLTensor src{m, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, transposed, 0};
  DLTensor dst{m, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape, nullptr, 0};
  REQUIRE(sh::copy(src, dst));
  CHECK(std::vector<float>(m, m + 8) == std::vector<float>{1, 5, 9, 13, 2, 6, 10, 14});
  CHECK(std::vector<float>(m + 8, m + 16) == std::vector<float>{3, 7, 11, 15, 4, 8, 12, 16});
  // A strided shift within one buffer (x[1::2] = x[0:-1:2] reversed), against a copy made first.
  std::vector<std::int16_t> x(64), want;
  for (int i = 0; i < 64; ++i) x[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(i);
  want = x;
  std::int64_t n[1] = {31}, back[1] = {-2}, two[1] = {2};
  DLTensor from{x.data(), {kDLCPU, 0}, 1, {kDLInt, 16, 1}, n, back, 60 * sizeof(std::int16_t)};
  DLTensor to{x.data(), {kDLCPU, 0}, 1, {kDLInt, 16, 1}, n, two, 1 * sizeof(std::int16_t)};
  for (int i = 0; i < 31; ++i) want[static_cast<std::size_t>(1 + 2 * i)] = static_cast<std::int16_t>(60 - 2 * i);
  REQUIRE(sh::copy(from, to));
  CHECK(x == want);
  std::int64_t lo = 0, hi = 0;
  sh::CopyPlan plan;
  REQUIRE(sh::make_plan(from, to, plan));
  sh::plan_extent(plan, true, lo, hi);
  CHECK(lo == -60 * 2);
  CHECK(hi == 2);
  CHECK(sh::plan_overlaps(plan, sh::first_byte(from), sh::first_byte(to)));
  std::vector<std::int16_t> apart(64);
  to.data = apart.data();
  REQUIRE(sh::make_plan(from, to, plan));
  CHECK_FALSE(sh::plan_overlaps(plan, sh::first_byte(from), sh::first_byte(to)));

  // An unknown dtype code (99) or width is refused, not copied as raw bytes: compact and strided alike.
  // (Heap memory: GCC's bounds warnings read too much into small arrays here.)
  std::vector<unsigned char> a(16), b(16);
  a[0] = 1;
  std::vector<std::int64_t> four{4}, twos{2}, neg{-1}, three{3};
  DLTensor us{a.data(), {kDLCPU, 0}, 1, {99, 32, 1}, four.data(), nullptr, 0};
  DLTensor ud{b.data(), {kDLCPU, 0}, 1, {99, 32, 1}, four.data(), nullptr, 0};
  sh::Result r = sh::copy(us, ud);
  CHECK(r.status == sh::Status::unsupported_dtype);
  CHECK(std::string(r.message).find("does not have") != std::string::npos);
  us.dtype = ud.dtype = DLDataType{kDLFloat, 24, 1};
  CHECK(sh::copy(us, ud).status == sh::Status::unsupported_dtype);
  CHECK(b[0] == 0);
  us.dtype = ud.dtype = DLDataType{kDLFloat, 32, 2};  // lanes are fine: a known element type, twice
  us.shape = ud.shape = twos.data();
  CHECK(sh::copy(us, ud));
  CHECK(b[0] == 1);

  // A byte_offset that wraps the pointer around the address space (2^64 - 9 before the data).
  std::vector<float> f{1, 2, 3, 4}, g(4);
  DLTensor ws{f.data(), {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, four.data(), nullptr, opaque(~std::uint64_t{8})};
  DLTensor wd{g.data(), {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, four.data(), nullptr, 0};
  r = sh::copy(ws, wd);
  CHECK(r.status == sh::Status::overflow);
  CHECK(std::string(r.message).find("wrap around the address space") != std::string::npos);
  ws.byte_offset = 0;
  ws.strides = neg.data();  // a[::-1] from the first element backwards: before address 0
  ws.data = opaque(reinterpret_cast<void*>(std::uintptr_t{4}));
  CHECK(sh::copy(ws, wd).status == sh::Status::overflow);
  CHECK(g[0] == 0);

  // Packed int4: three elements end inside their second byte; the nibble after them is kept.
  std::vector<unsigned char> p{0x21, 0x03}, q{0xff, 0xf0};
  DLTensor ps{p.data(), {kDLCPU, 0}, 1, {kDLInt, 4, 1}, three.data(), nullptr, 0};
  DLTensor pd{q.data(), {kDLCPU, 0}, 1, {kDLInt, 4, 1}, three.data(), nullptr, 0};
  REQUIRE(sh::copy(ps, pd));
  CHECK(q[0] == 0x21);
  CHECK(q[1] == 0xf3);  // element 2 copied, the high nibble (not the tensor's) as it was
  REQUIRE(sh::make_plan(ps, pd, plan));
  CHECK(plan.tail_bits == 4);
}

TEST_CASE("padded sub-byte elements (DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED): whole bytes each, strided too") {
  CHECK(sh::kSubbytePadded == DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED);
  const sh::CopyFlags padded{sh::kSubbytePadded, sh::kSubbytePadded};
  // Eight int4 elements, padded: eight bytes, each element in the low bits of its own byte.
  unsigned char p[8] = {1, 2, 3, 4, 5, 6, 7, 8}, q[8] = {};
  std::int64_t n8[1] = {8};
  DLTensor ps{p, {kDLCPU, 0}, 1, {kDLInt, 4, 1}, n8, nullptr, 0};
  DLTensor pd{q, {kDLCPU, 0}, 1, {kDLInt, 4, 1}, n8, nullptr, 0};
  sh::CopyPlan plan;
  REQUIRE(sh::make_plan(ps, pd, plan, padded));
  CHECK(plan.count == 8);
  CHECK(plan.elem_bytes == 1);
  REQUIRE(sh::copy(ps, pd, nullptr, padded));
  CHECK(std::vector<unsigned char>(q, q + 8) == std::vector<unsigned char>(p, p + 8));  // all eight bytes
  // The same tensors without the flag are packed: two elements a byte, half the bytes.
  unsigned char packed[8] = {};
  pd.data = packed;
  REQUIRE(sh::copy(ps, pd));
  CHECK(std::vector<unsigned char>(packed, packed + 8) == std::vector<unsigned char>{1, 2, 3, 4, 0, 0, 0, 0});

  // Padded elements have byte addresses, so strided copies work: every other
  // element, backwards, from the last.
  unsigned char back4[4] = {};
  std::int64_t n4[1] = {4}, back[1] = {-2};
  ps.shape = n4;
  pd.shape = n4;
  ps.strides = back;
  ps.byte_offset = 7;
  pd.data = back4;
  REQUIRE(sh::copy(ps, pd, nullptr, padded));
  CHECK(std::vector<unsigned char>(back4, back4 + 4) == std::vector<unsigned char>{8, 6, 4, 2});
  sh::Result r = sh::copy(ps, pd);  // packed, the same strides: refused
  CHECK(r.status == sh::Status::unsupported_dtype);

  // Padded on one side and packed on the other is a conversion: refused, nothing written.
  ps.strides = nullptr;
  ps.byte_offset = 0;
  std::fill(back4, back4 + 4, 0);
  r = sh::copy(ps, pd, nullptr, sh::CopyFlags{sh::kSubbytePadded, 0});
  CHECK(r.status == sh::Status::mismatch);
  CHECK(std::string(r.message).find("padded") != std::string::npos);
  CHECK(sh::copy(ps, pd, nullptr, sh::CopyFlags{0, sh::kSubbytePadded}).status == sh::Status::mismatch);
  CHECK(std::vector<unsigned char>(back4, back4 + 4) == std::vector<unsigned char>(4, 0));

  // Every lane in bytes of its own: three float4x2 elements are six bytes.
  unsigned char l6[6] = {1, 2, 3, 4, 5, 6}, m6[7] = {};
  std::int64_t n3[1] = {3};
  DLTensor ls{l6, {kDLCPU, 0}, 1, {kDLFloat4_e2m1fn, 4, 2}, n3, nullptr, 0};
  DLTensor ld{m6, {kDLCPU, 0}, 1, {kDLFloat4_e2m1fn, 4, 2}, n3, nullptr, 0};
  REQUIRE(sh::copy(ls, ld, nullptr, padded));
  CHECK(std::vector<unsigned char>(m6, m6 + 7) == std::vector<unsigned char>{1, 2, 3, 4, 5, 6, 0});

  // Fill: padded elements can be filled, packed ones cannot.
  unsigned char f[4] = {}, v = 0x7;
  DLTensor ft{f, {kDLCPU, 0}, 1, {kDLFloat6_e2m3fn, 6, 1}, n4, nullptr, 0};
  REQUIRE(sh::cpu::fill(ft, &v, sh::kSubbytePadded));
  CHECK(std::vector<unsigned char>(f, f + 4) == std::vector<unsigned char>(4, 0x7));
  CHECK(sh::cpu::fill(ft, &v).status == sh::Status::unsupported_dtype);

  // The flag means nothing for whole-byte dtypes: one side flagged is no mismatch.
  float a[2] = {1, 2}, b[2] = {};
  std::int64_t n2[1] = {2};
  DLTensor fs{a, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, n2, nullptr, 0};
  DLTensor fd{b, {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, n2, nullptr, 0};
  REQUIRE(sh::copy(fs, fd, nullptr, sh::CopyFlags{sh::kSubbytePadded, 0}));
  CHECK(b[1] == 2);
}

TEST_CASE("copy of DLManagedTensorVersioned: the flags are read, a read-only destination is refused") {
  unsigned char p[8] = {1, 2, 3, 4, 5, 6, 7, 8}, q[8] = {};
  std::int64_t n8[1] = {8};
  DLManagedTensorVersioned src{}, dst{};
  src.dl_tensor = DLTensor{p, {kDLCPU, 0}, 1, {kDLInt, 4, 1}, n8, nullptr, 0};
  dst.dl_tensor = DLTensor{q, {kDLCPU, 0}, 1, {kDLInt, 4, 1}, n8, nullptr, 0};
  src.flags = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED | DLPACK_FLAG_BITMASK_READ_ONLY;  // reading is fine
  dst.flags = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
  REQUIRE(sh::copy(src, dst));
  CHECK(std::vector<unsigned char>(q, q + 8) == std::vector<unsigned char>(p, p + 8));
  dst.flags = 0;  // packed destination, padded source
  CHECK(sh::copy(src, dst).status == sh::Status::mismatch);
  std::fill(q, q + 8, 0);
  dst.flags = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED | DLPACK_FLAG_BITMASK_READ_ONLY;
  sh::Result r = sh::copy(src, dst);
  CHECK(r.status == sh::Status::invalid_argument);
  CHECK(std::string(r.message).find("read-only") != std::string::npos);
  CHECK(std::vector<unsigned char>(q, q + 8) == std::vector<unsigned char>(8, 0));
}

#if defined(__linux__) && defined(MADV_HUGEPAGE)
namespace {

// The VmFlags line of the mapping of /proc/self/smaps that holds `p`; "" when
// none does (or /proc is not there).
std::string vm_flags_of(const void* p) {
  std::FILE* f = std::fopen("/proc/self/smaps", "r");
  if (f == nullptr) return "";
  const auto at = reinterpret_cast<std::uintptr_t>(p);
  bool inside = false;
  std::string flags;
  char line[512];
  while (std::fgets(line, sizeof line, f) != nullptr) {
    unsigned long long lo = 0, hi = 0;
    if (std::sscanf(line, "%llx-%llx ", &lo, &hi) == 2 && std::strchr(line, '-') != nullptr &&
        std::strncmp(line, "VmFlags", 7) != 0) {
      inside = at >= lo && at < hi;
    } else if (inside && std::strncmp(line, "VmFlags:", 8) == 0) {
      flags = line + 8;
      break;
    }
  }
  std::fclose(f);
  return flags;
}

// Whether the VmFlags `flags` hold `flag` ("hg": madvise(MADV_HUGEPAGE)).
bool has_flag(const std::string& flags, const std::string& flag) {
  std::istringstream in(flags);
  for (std::string f; in >> f;)
    if (f == flag) return true;
  return false;
}

}  // namespace

TEST_CASE("cpu::allocate advises transparent huge pages for 4 MiB and more, as numpy does, and not below") {
  std::FILE* thp = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  if (thp == nullptr) {
    MESSAGE("this kernel has no transparent huge pages: madvise(MADV_HUGEPAGE) has nothing to set");
    return;
  }
  std::fclose(thp);
  const std::size_t big_bytes = std::size_t{16} << 20, small_bytes = std::size_t{64} << 10;
  auto* big = static_cast<unsigned char*>(dlpack_shim::cpu::allocate(big_bytes));
  auto* small = static_cast<unsigned char*>(dlpack_shim::cpu::allocate(small_bytes));
  REQUIRE(big != nullptr);
  REQUIRE(small != nullptr);
  // The advice covers the whole pages of the block: its middle is in a mapping marked `hg`.
  const std::string flags = vm_flags_of(big + big_bytes / 2);
  INFO("VmFlags of the 16 MiB block: " << flags);
  REQUIRE_FALSE(flags.empty());
  CHECK(has_flag(flags, "hg"));
  INFO("VmFlags of the 64 KiB block: " << vm_flags_of(small));
  CHECK_FALSE(has_flag(vm_flags_of(small), "hg"));
  dlpack_shim::cpu::release(big);
  dlpack_shim::cpu::release(small);
}
#endif

namespace {

// 128-bit integers: exact for every product and sum of two 64-bit values below.
__extension__ typedef __int128 i128;

// The exact byte extent of one tensor of a copy, in 128-bit arithmetic (no
// step of it can overflow): whether every byte offset of it fits in 64 bits
// and every address from the lowest to one past the highest byte fits a pointer.
// Both take extents >= 0, and exact_extent_fits an element count that fits
// 64 bits: every sum below then stays under 2^127.
bool has_zero_extent(const DLTensor& t) {
  for (int d = 0; d < t.ndim; ++d)
    if (t.shape[d] == 0) return true;
  return false;
}

bool exact_extent_fits(const DLTensor& t, std::int64_t eb) {
  if (has_zero_extent(t)) return true;
  i128 lo = 0, hi = 0, compact = 1;
  for (int d = t.ndim - 1; d >= 0; --d) {
    const i128 s = t.strides ? i128{t.strides[d]} : compact;
    compact *= t.shape[d];
    const i128 step = (i128{t.shape[d]} - 1) * s;
    (step < 0 ? lo : hi) += step;
  }
  const i128 kMax = std::numeric_limits<std::int64_t>::max();
  if (hi - lo + 1 > kMax / eb) return false;  // the whole span in bytes, as the plan keeps it
  const i128 first = i128{static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(t.data))} + t.byte_offset;
  const i128 kTop = std::numeric_limits<std::uintptr_t>::max();
  return first + lo * eb >= 0 && first + (hi + 1) * eb <= kTop;
}

bool exact_count_fits(const DLTensor& t) {
  if (has_zero_extent(t)) return true;
  i128 count = 1;
  for (int d = 0; d < t.ndim; ++d) {
    count *= t.shape[d];
    if (count > std::numeric_limits<std::int64_t>::max()) return false;
  }
  return true;
}

std::int64_t extreme(std::mt19937_64& rng, bool stride) {
  constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min(), kMax = std::numeric_limits<std::int64_t>::max();
  static const std::int64_t strides[] = {0, 1, -1, 2, -2, 3, 7, -5, kMin, kMin + 1, kMax, kMax - 1, std::int64_t{1} << 62,
                                         -(std::int64_t{1} << 62), std::int64_t{1} << 31, -(std::int64_t{1} << 31),
                                         std::int64_t{1} << 32, (std::int64_t{1} << 61) + 1, kMax / 3, kMin / 3};
  static const std::int64_t extents[] = {0, 1, 2, 3, 5, std::int64_t{1} << 31, (std::int64_t{1} << 31) - 1,
                                         std::int64_t{1} << 32, std::int64_t{1} << 62, kMax, kMax / 2 + 1, 3037000500};
  switch (rng() % 4) {
    case 0: return static_cast<std::int64_t>(rng());  // any 64 bits (extents: refused when negative)
    case 1: return stride ? static_cast<std::int64_t>(rng() % 201) - 100 : static_cast<std::int64_t>(rng() % 9);
    default:
      return stride ? strides[rng() % (sizeof strides / sizeof strides[0])]
                    : extents[rng() % (sizeof extents / sizeof extents[0])];
  }
}

}  // namespace

TEST_CASE("make_plan against exact arithmetic: random and extreme shapes, strides, offsets and pointers") {
  // No byte of memory is touched: planning reads only the tensors' fields.
  std::mt19937_64 rng(20261127);
  const DLDataType dtypes[] = {{kDLUInt, 8, 1}, {kDLFloat, 32, 1}, {kDLFloat, 64, 1}, {kDLComplex, 128, 1}, {kDLUInt, 8, 3}};
  const std::uintptr_t pointers[] = {0x1000, 0x7ffff0000000, std::numeric_limits<std::uintptr_t>::max() - 0xfff,
                                     std::uintptr_t{1} << 63};
  const std::uint64_t offsets[] = {0, 4, 1 << 20, std::uint64_t{1} << 62, std::numeric_limits<std::uint64_t>::max() - 3};
  std::map<std::string, int> outcomes;
  for (int iter = 0; iter < 200000; ++iter) {
    const int ndim = 1 + static_cast<int>(rng() % 4);
    std::int64_t shape[4], ss[4], ds[4];
    for (int d = 0; d < ndim; ++d) {
      shape[d] = rng() % 3 == 0 ? extreme(rng, false) : 1 + static_cast<std::int64_t>(rng() % 6);
      ss[d] = rng() % 2 == 0 ? extreme(rng, true) : static_cast<std::int64_t>(rng() % 64);
      ds[d] = rng() % 2 == 0 ? extreme(rng, true) : static_cast<std::int64_t>(rng() % 64);
    }
    const DLDataType dt = dtypes[rng() % (sizeof dtypes / sizeof dtypes[0])];
    DLTensor src{}, dst{};
    src.ndim = dst.ndim = ndim;
    src.dtype = dst.dtype = dt;
    src.shape = dst.shape = shape;
    src.strides = rng() % 5 == 0 ? nullptr : ss;
    dst.strides = rng() % 5 == 0 ? nullptr : ds;
    src.data = reinterpret_cast<void*>(pointers[rng() % 4]);
    dst.data = reinterpret_cast<void*>(pointers[rng() % 4]);
    src.byte_offset = offsets[rng() % 5];
    dst.byte_offset = offsets[rng() % 5];
    CAPTURE(iter);
    sh::CopyPlan plan;
    const sh::Result r = sh::make_plan(src, dst, plan);
    const std::int64_t eb = sh::element_bytes(dt);
    bool negative = false;
    for (int d = 0; d < ndim; ++d) negative = negative || shape[d] < 0;
    const bool fits = !negative && exact_count_fits(src) && exact_extent_fits(src, eb) && exact_extent_fits(dst, eb);
    ++outcomes[r ? "accepted" : r.message];
    if (r) {
      // Accepted: every byte offset and address of both sides is representable.
      REQUIRE_MESSAGE(fits, "accepted a plan whose bytes do not fit");
      std::int64_t lo = 0, hi = 0;
      sh::plan_extent(plan, true, lo, hi);  // what the copy will touch, computed without overflow (UBSan)
      sh::plan_extent(plan, false, lo, hi);
    } else if (r.status == sh::Status::overflow) {
      // Refused for overflow: exact arithmetic agrees (no spurious refusal) or
      // a stride is INT64_MIN, which has no 64-bit magnitude.
      bool min_stride = false;
      for (int d = 0; d < ndim; ++d)
        min_stride = min_stride || (src.strides && ss[d] == std::numeric_limits<std::int64_t>::min()) ||
                     (dst.strides && ds[d] == std::numeric_limits<std::int64_t>::min());
      REQUIRE_MESSAGE((!fits || min_stride), "refused for overflow, but the exact extents fit: " << std::string(r.message));
    }
    // The 2-D fast path is behind the same plan: what it takes, make_plan takes, with the same extents.
    if (ndim == 2 && dst.strides == nullptr) {
      sh::CopyPlan fast;
      if (sh::plan_2d_into_compact(src, dst, fast)) {
        REQUIRE_MESSAGE(bool(r), "the 2-D fast path took what make_plan refuses: " << std::string(r.message));
        CHECK(fast.count == plan.count);
        std::int64_t a = 0, b = 0, c = 0, e = 0;
        sh::plan_extent(fast, true, a, b);
        sh::plan_extent(plan, true, c, e);
        CHECK(a == c);
        CHECK(b == e);
        ++outcomes["2-D fast path"];
      }
    }
  }
  for (const auto& [what, n] : outcomes) MESSAGE(n << " x " << what);
  CHECK(outcomes["accepted"] > 10000);
  CHECK(outcomes["a byte offset overflows 64 bits"] > 1000);
  CHECK(outcomes["a stride of INT64_MIN: its magnitude overflows 64 bits"] > 100);
  CHECK(outcomes["2-D fast path"] > 100);
}

TEST_CASE("copy: two strides that fit alone and overflow together are refused, with the destination untouched") {
  std::uint8_t src_bytes[4] = {1, 2, 3, 4}, dst_bytes[4] = {0, 0, 0, 0};
  std::int64_t shape[2] = {2, 2};
  std::int64_t huge[2] = {std::int64_t{1} << 62, std::int64_t{1} << 62};  // 2^62 + 2^62 = 2^63: no int64
  DLTensor src{};
  src.data = src_bytes;
  src.device = {kDLCPU, 0};
  src.ndim = 2;
  src.dtype = {kDLUInt, 8, 1};
  src.shape = shape;
  src.strides = huge;
  DLTensor dst = src;
  dst.data = dst_bytes;
  dst.strides = nullptr;
  sh::CopyPlan plan;
  const sh::Result r = sh::make_plan(src, dst, plan);
  CHECK_FALSE(r);
  CHECK(r.status == sh::Status::overflow);
  const sh::Result c = sh::copy(src, dst);
  CHECK_FALSE(c);
  CHECK(std::all_of(dst_bytes, dst_bytes + 4, [](std::uint8_t b) { return b == 0; }));
  // INT64_MAX as one stride of an extent of 2: the span is INT64_MAX, one more byte is none.
  std::int64_t top[2] = {std::numeric_limits<std::int64_t>::max(), 1};
  src.strides = top;
  CHECK(sh::make_plan(src, dst, plan).status == sh::Status::overflow);
  CHECK_FALSE(sh::copy(src, dst));
}
