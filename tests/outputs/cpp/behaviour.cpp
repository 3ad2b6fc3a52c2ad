// Behaviour of the generated C++ wrappers. Compiled once per header version
// (see CMakeLists.txt) against that header's generated dlpack/*.hpp; the
// DLPACK_CPP_HAS_* macros say what the header offers.
#include <doctest/doctest.h>

#include <cstring>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "dlpack/all.hpp"

// The header's version as 100 * major + minor (v0.x headers spell theirs in
// octal-looking digits, so only v0.8 is told apart).
#ifdef DLPACK_MAJOR_VERSION
#define TEST_V (DLPACK_MAJOR_VERSION * 100 + DLPACK_MINOR_VERSION)
#elif DLPACK_VERSION == 80
#define TEST_V 8
#else
#error "the behaviour tests run on dlpack.h v0.8 and later"
#endif

namespace {

// ---------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------

template <class E>
void check_enum_round_trip() {
  const auto& values = dlpack::all_values<E>();
  REQUIRE(!values.empty());
  for (E v : values) {
    std::string_view name = dlpack::to_string(v);
    CAPTURE(name);
    CHECK(!name.empty());
    CHECK(dlpack::is_known(v));
    auto back = dlpack::from_string<E>(name);
    REQUIRE(back.has_value());
    CHECK(*back == v);
  }
  CHECK_FALSE(dlpack::from_string<E>("").has_value());
  CHECK_FALSE(dlpack::from_string<E>("NoSuchEnumerator").has_value());
}

}  // namespace

TEST_CASE("every enumerator of every enum survives to_string / from_string") {
  check_enum_round_trip<dlpack::DeviceType>();
  check_enum_round_trip<dlpack::DataTypeCode>();
}

TEST_CASE("enum classes mirror the C enums") {
  static_assert(std::is_same<std::underlying_type_t<dlpack::DeviceType>, std::underlying_type_t<DLDeviceType>>::value);
  static_assert(std::is_same<std::underlying_type_t<dlpack::DataTypeCode>, std::underlying_type_t<DLDataTypeCode>>::value);
  CHECK(dlpack::enum_traits<dlpack::DeviceType>::c_name == "DLDeviceType");
  CHECK(static_cast<int>(dlpack::DeviceType::CPU) == kDLCPU);
  CHECK(dlpack::from_string<dlpack::DeviceType>("kDLCPU") == dlpack::DeviceType::CPU);
  CHECK(dlpack::all_values<dlpack::DataTypeCode>().front() == dlpack::DataTypeCode::Int);
  CHECK(dlpack::to_string(dlpack::DeviceType::CPU) == "CPU");
}

TEST_CASE("a value the header does not know is reported, not misnamed") {
  auto unknown = static_cast<dlpack::DeviceType>(1000);
  CHECK(dlpack::to_string(unknown).empty());
  CHECK_FALSE(dlpack::is_known(unknown));
  std::ostringstream out;
  out << unknown << " " << dlpack::DeviceType::CPU;
  CHECK(out.str() == "DeviceType(1000) CPU");
}

TEST_CASE("Device converts to and from the C struct and prints") {
  dlpack::Device d(dlpack::DeviceType::CPU, 3);
  auto c = static_cast<decltype(DLTensor{}.DLPACK_TEST_DEVICE_FIELD)>(d);
  CHECK(static_cast<int>(c.device_type) == static_cast<int>(dlpack::DeviceType::CPU));
  CHECK(c.device_id == 3);
  CHECK(dlpack::Device(c) == d);
  CHECK(dlpack::to_string(d) == "CPU:3");
  CHECK(dlpack::to_string(dlpack::Device(static_cast<dlpack::DeviceType>(77), 1)) == "DeviceType(77):1");
}

// ---------------------------------------------------------------------------
// DataType
// ---------------------------------------------------------------------------

TEST_CASE("DataType text form, both ways") {
  using dlpack::DataType;
  CHECK(dlpack::to_string(DataType::float32()) == "float32");
  CHECK(dlpack::to_string(DataType::int8(4)) == "int8x4");
  CHECK(dlpack::to_string(DataType::uint64()) == "uint64");
  CHECK(dlpack::from_string<DataType>("float32") == DataType::float32());
  CHECK(dlpack::from_string<DataType>("int8x4") == DataType::int8(4));
  CHECK(dlpack::from_string<DataType>("float16x2") == DataType(dlpack::DataTypeCode::Float, 16, 2));
  CHECK(dlpack::from_string<DataType>("int3") == DataType(dlpack::DataTypeCode::Int, 3));
  CHECK(dlpack::to_string(DataType::bfloat16()) == "bfloat16");
  CHECK(dlpack::from_string<DataType>("bfloat16") == DataType::bfloat16());
  CHECK(dlpack::to_string(DataType::complex64()) == "complex64");
  CHECK(dlpack::from_string<DataType>("complex128x2") == DataType::complex128(2));
  {
  CHECK(dlpack::to_string(DataType::bool_()) == "bool");
  CHECK(dlpack::from_string<DataType>("bool") == DataType(dlpack::DataTypeCode::Bool, 8));
  CHECK(dlpack::from_string<DataType>("boolx4") == DataType::bool_(4));
  // bool has one width: another one has no name of its own.
  CHECK(dlpack::to_string(DataType(dlpack::DataTypeCode::Bool, 1)) == "dtype(code=6,bits=1,lanes=1)");
  }
#if TEST_V >= 101
  CHECK(dlpack::to_string(DataType::float8_e4m3fn()) == "float8_e4m3fn");
  CHECK(dlpack::from_string<DataType>("float8_e4m3fn") == DataType(dlpack::DataTypeCode::Float8_e4m3fn, 8));
  CHECK(dlpack::from_string<DataType>("float8_e5m2x2") == DataType::float8_e5m2(2));
  CHECK(dlpack::to_string(DataType::float4_e2m1fn()) == "float4_e2m1fn");
  CHECK(DataType::float4_e2m1fn().bits == 4);
  CHECK(DataType::float6_e3m2fn().bits == 6);
  CHECK(dlpack::from_string<DataType>("float6_e2m3fn") == DataType::float6_e2m3fn());
#endif
  for (const char* bad : {"", "x4", "float", "floatx", "float32x0", "float32x", "int256", "int8x65536", "Float32",
                          "float32 ", "dtype(code=1,bits=2)", "dtype(code=1,bits=2,lanes=3)x2", "comple"}) {
    CAPTURE(bad);
    CHECK_FALSE(dlpack::from_string<DataType>(bad).has_value());
  }
}

TEST_CASE("from_string(to_string(dtype)) == dtype for every code, width and lane count") {
  using dlpack::DataType;
  for (auto code : dlpack::all_values<dlpack::DataTypeCode>())
    for (unsigned bits = 0; bits < 256; ++bits)
      for (unsigned lanes : {0u, 1u, 2u, 4u, 16u, 65535u}) {
        DataType t(code, bits, lanes);
        auto back = dlpack::from_string<DataType>(dlpack::to_string(t));
        REQUIRE_MESSAGE(back.has_value(), dlpack::to_string(t));
        REQUIRE(*back == t);
      }
  for (const DataType& t : dlpack::named_dtypes) {
    CHECK(dlpack::is_known(t));
    CHECK(dlpack::from_string<DataType>(dlpack::to_string(t)) == t);
  }
  // A code this header does not know keeps its numbers.
  DataType unknown;
  unknown.code = 200;
  unknown.bits = 8;
  unknown.lanes = 1;
  CHECK(dlpack::to_string(unknown) == "dtype(code=200,bits=8,lanes=1)");
  CHECK(dlpack::from_string<DataType>("dtype(code=200,bits=8,lanes=1)") == unknown);
  CHECK_FALSE(dlpack::is_known(unknown));
}

TEST_CASE("DataType mirrors DLDataType") {
  DLDataType c{};
  c.code = static_cast<uint8_t>(dlpack::DataTypeCode::Float);
  c.bits = 16;
  c.lanes = 4;
  dlpack::DataType t(c);
  CHECK(t == dlpack::DataType::float16(4));
  DLDataType back = t;
  CHECK(std::memcmp(&back, &c, sizeof c) == 0);
  static_assert(dlpack::DataType::float32().type_code() == dlpack::DataTypeCode::Float);
  static_assert(dlpack::from_string<dlpack::DataType>("int16x2") == dlpack::DataType::int16(2));
}

TEST_CASE("bits rules come from the overlay") {
  using dlpack::DataType;
  CHECK(dlpack::bits_allowed(DataType::int32()));
  CHECK(dlpack::bits_allowed(DataType(dlpack::DataTypeCode::Int, 7)));
  CHECK_FALSE(dlpack::bits_allowed(DataType(dlpack::DataTypeCode::Int, 0)));
  CHECK_FALSE(dlpack::bits_allowed(DataType(dlpack::DataTypeCode::Bool, 1)));
  CHECK(dlpack::allowed_bits(dlpack::DataTypeCode::Bool) == "8");
  auto issues = dlpack::validate(DataType(dlpack::DataTypeCode::Bool, 16));
  CHECK(issues.has(dlpack::Problem::BadDtypeBits));
#if TEST_V >= 101
  CHECK_FALSE(dlpack::bits_allowed(DataType(dlpack::DataTypeCode::Float6_e2m3fn, 8)));
  CHECK_FALSE(dlpack::bits_allowed(DataType(dlpack::DataTypeCode::Float4_e2m1fn, 8)));
  CHECK(dlpack::bits_allowed(DataType(dlpack::DataTypeCode::Float4_e2m1fn, 4)));
#endif
  CHECK(dlpack::validate(DataType(dlpack::DataTypeCode::Float, 32, 0)).has(dlpack::Problem::ZeroLanes));
}

TEST_CASE("dtype_of and dispatch") {
  using dlpack::DataType;
  static_assert(dlpack::dtype_of<float>() == DataType::float32());
  static_assert(dlpack::dtype_of<const double>() == DataType::float64());
  static_assert(dlpack::dtype_of<int8_t>() == DataType::int8());
  static_assert(dlpack::dtype_of<uint16_t>() == DataType::uint16());
  static_assert(dlpack::dtype_of<long long>() == DataType::int64());
  static_assert(dlpack::dtype_of<unsigned char>() == DataType::uint8());
  static_assert(!dlpack::has_dtype_of<void*>);
  static_assert(!dlpack::has_dtype_of<long double>);
  static_assert(dlpack::dtype_of<bool>() == DataType::bool_());
  static_assert(dlpack::dtype_of<std::complex<float>>() == DataType::complex64());
  auto name = [](DataType t) {
    return dlpack::dispatch(t, [](auto tag) -> std::string {
      using Tag = decltype(tag);
      if constexpr (std::is_same<Tag, dlpack::unsupported_dtype>::value) {
        return "unsupported " + dlpack::to_string(tag.dtype);
      } else {
        return dlpack::to_string(dlpack::dtype_of<typename Tag::type>());
      }
    });
  };
  CHECK(name(DataType::float32()) == "float32");
  CHECK(name(DataType::uint8()) == "uint8");
  CHECK(name(DataType::int64()) == "int64");
  CHECK(name(DataType::float32(4)) == "unsupported float32x4");
  CHECK(name(DataType(static_cast<dlpack::DataTypeCode>(200), 8)) == "unsupported dtype(code=200,bits=8,lanes=1)");
  CHECK(name(DataType(dlpack::DataTypeCode::Int, 24)) == "unsupported int24");
  // dispatch_std (dlpack/complex.hpp) gives std::complex where dispatch gives the storage type.
  auto is_std_complex = [](DataType t) {
    return dlpack::dispatch_std(t, [](auto tag) {
      return std::is_same<decltype(tag), dlpack::type_tag<std::complex<float>>>::value ||
             std::is_same<decltype(tag), dlpack::type_tag<std::complex<double>>>::value;
    });
  };
  CHECK(is_std_complex(DataType::complex64()));
  CHECK(is_std_complex(DataType::complex128()));
  CHECK_FALSE(is_std_complex(DataType::float32()));
  CHECK(dlpack::to_std(dlpack::from_std(std::complex<float>(1.5f, -2.0f))) == std::complex<float>(1.5f, -2.0f));
}

// ---------------------------------------------------------------------------
// TensorView
// ---------------------------------------------------------------------------

namespace {

struct TestTensor {
  std::vector<int64_t> shape, strides;
  std::vector<float> storage;
  DLTensor t{};

  TestTensor(std::vector<int64_t> s, std::vector<int64_t> st, dlpack::DataType dtype = dlpack::DataType::float32())
      : shape(std::move(s)), strides(std::move(st)) {
    t.ndim = static_cast<decltype(t.ndim)>(shape.size());
    t.shape = shape.empty() ? nullptr : shape.data();
    t.strides = strides.empty() ? nullptr : strides.data();
    t.dtype = dtype;
    t.DLPACK_TEST_DEVICE_FIELD = dlpack::Device(dlpack::DeviceType::CPU, 0);
    storage.resize(64);
    t.data = storage.data();
  }
};

}  // namespace

TEST_CASE("numel and nbytes, with overflow detection") {
  TestTensor a({2, 3, 4}, {12, 4, 1});
  dlpack::TensorView v(a.t);
  CHECK(v.numel() == 24);
  CHECK(v.nbytes() == 96);
  CHECK(v.shape().size() == 3);
  CHECK(v.shape()[1] == 3);
  CHECK(v.strides()[0] == 12);

  TestTensor scalar({}, {});
  CHECK(dlpack::TensorView(scalar.t).numel() == 1);
  CHECK(dlpack::TensorView(scalar.t).nbytes() == 4);
  CHECK(dlpack::TensorView(scalar.t).shape().empty());

  const int64_t big = int64_t{1} << 62;
  TestTensor huge({big, 4}, {4, 1});
  CHECK_FALSE(dlpack::TensorView(huge.t).numel().has_value());
  CHECK_FALSE(dlpack::TensorView(huge.t).nbytes().has_value());
  CHECK(dlpack::TensorView(huge.t).validate().has(dlpack::Problem::NumelOverflow));

  TestTensor bytes_overflow({big, 1}, {1, 1});  // 2^62 elements fit, 2^64 bytes do not
  CHECK(dlpack::TensorView(bytes_overflow.t).numel() == big);
  CHECK_FALSE(dlpack::TensorView(bytes_overflow.t).nbytes().has_value());
  CHECK(dlpack::TensorView(bytes_overflow.t).validate().has(dlpack::Problem::ExtentOverflow));

  // A zero dimension makes any product empty.
  TestTensor empty({0, big, big}, {1, 1, 1});
  CHECK(dlpack::TensorView(empty.t).numel() == 0);
  CHECK(dlpack::TensorView(empty.t).nbytes() == 0);

  TestTensor negative({2, -1}, {1, 1});
  CHECK_FALSE(dlpack::TensorView(negative.t).numel().has_value());

  TestTensor vec({5}, {1}, dlpack::DataType::int16(4));
  CHECK(dlpack::TensorView(vec.t).nbytes() == 40);
}

TEST_CASE("sub-byte elements: packed by default, padded on request") {
  using dlpack::DataType;
  DataType four_bits(dlpack::DataTypeCode::UInt, 4);
  TestTensor t({3}, {1}, four_bits);
  CHECK(dlpack::TensorView(t.t).nbytes() == 2);  // 12 bits
  CHECK(dlpack::TensorView(t.t, dlpack::StridesRule::Required, true).nbytes() == 3);
  DataType six_bits(dlpack::DataTypeCode::UInt, 6);
  TestTensor s({5}, {1}, six_bits);
  CHECK(dlpack::TensorView(s.t).nbytes() == 4);  // 30 bits
  TestTensor big({(int64_t{1} << 62) + 1}, {1}, four_bits);
  CHECK(dlpack::TensorView(big.t).nbytes() == (int64_t{1} << 61) + 1);
}

TEST_CASE("contiguity") {
  TestTensor c({2, 3}, {3, 1});
  CHECK(dlpack::TensorView(c.t).is_contiguous());
  TestTensor transposed({2, 3}, {1, 2});
  CHECK_FALSE(dlpack::TensorView(transposed.t).is_contiguous());
  TestTensor unit({2, 1, 3}, {3, 99, 1});  // a size-1 dimension may carry any stride
  CHECK(dlpack::TensorView(unit.t).is_contiguous());
  TestTensor sliced({2, 3}, {6, 1});
  CHECK_FALSE(dlpack::TensorView(sliced.t).is_contiguous());
  TestTensor empty({0, 3}, {7, 7});
  CHECK(dlpack::TensorView(empty.t).is_contiguous());
  TestTensor no_strides({2, 3}, {});
  CHECK(dlpack::TensorView(no_strides.t, dlpack::StridesRule::Optional).is_contiguous());
}

TEST_CASE("offsets, element access and byte_offset") {
  TestTensor a({2, 3}, {1, 2});  // column-major
  for (int i = 0; i < 6; ++i) a.storage[static_cast<size_t>(i) + 1] = static_cast<float>(i);
  a.t.byte_offset = sizeof(float);
  dlpack::TensorView v(a.t);
  CHECK(v.data() == static_cast<void*>(a.storage.data() + 1));
  CHECK(v.offset(1, 2) == 5);
  const int64_t idx[] = {1, 1};
  CHECK(v.offset(dlpack::Span<const int64_t>(idx, 2)) == 3);
  CHECK(v.at<float>(0, 1) == 2.0f);
  auto acc = v.accessor<float, 2>();
  CHECK(acc(1, 2) == 5.0f);
  CHECK(acc.stride(1) == 2);
  CHECK_THROWS_AS((v.accessor<float, 3>()), dlpack::Error);
  CHECK_THROWS_AS((v.accessor<double, 2>()), dlpack::Error);
  try {
    (void)v.accessor<int32_t, 1>();
    FAIL("expected dlpack::Error");
  } catch (const dlpack::Error& e) {
    CHECK(e.issues().has(dlpack::Problem::RankMismatch));
    CHECK(e.issues().has(dlpack::Problem::DtypeMismatch));
  }

  // Memory host code cannot read: described, and refused by the accessor with the reason.
  a.t.DLPACK_TEST_DEVICE_FIELD = dlpack::Device(dlpack::DeviceType::CUDA, 1);
  CHECK_FALSE(v.host_readable());
  try {
    (void)v.accessor<float, 2>();
    FAIL("expected dlpack::Error");
  } catch (const dlpack::Error& e) {
    CHECK(e.issues().has(dlpack::Problem::NotHostAccessible));
    CHECK(std::string(e.what()).find("host code cannot read") != std::string::npos);
  }
  a.t.DLPACK_TEST_DEVICE_FIELD = dlpack::Device(dlpack::DeviceType::CUDAHost, 0);
  CHECK(v.host_readable());
  CHECK(v.accessor<float, 2>()(1, 2) == 5.0f);
  a.t.DLPACK_TEST_DEVICE_FIELD = dlpack::Device(dlpack::DeviceType::CPU, 0);

  // NULL strides (allowed before 1.2) mean compact row-major.
  TestTensor compact({2, 3}, {});
  dlpack::TensorView cv(compact.t, dlpack::StridesRule::Optional);
  CHECK(cv.stride(0) == 3);
  CHECK(cv.stride(1) == 1);
  CHECK(cv.offset(1, 2) == 5);
  CHECK(cv.accessor<float, 2>().stride(0) == 3);
}

TEST_CASE("validate() reports every reason") {
  using dlpack::Problem;
  TestTensor good({2, 3}, {3, 1});
  CHECK(dlpack::TensorView(good.t).validate().ok());

  // A garbage ndim with a one-element shape: refused before shape is read
  // (the sanitizer build reads nothing past it).
  TestTensor garbage({1}, {1});
  garbage.t.ndim = std::numeric_limits<decltype(garbage.t.ndim)>::max();
  CHECK(dlpack::TensorView(garbage.t).validate().has(Problem::TooManyDims));
  garbage.t.ndim = static_cast<decltype(garbage.t.ndim)>(dlpack::max_ndim + 1);
  CHECK(dlpack::TensorView(garbage.t).validate().has(Problem::TooManyDims));

  TestTensor neg({2}, {1});
  neg.t.ndim = -1;
  auto issues = dlpack::TensorView(neg.t).validate();
  CHECK(issues.has(Problem::NegativeNdim));
  CHECK(to_string(issues).find("ndim is negative (-1)") != std::string::npos);

  TestTensor null_shape({2, 3}, {3, 1});
  null_shape.t.shape = nullptr;
  CHECK(dlpack::TensorView(null_shape.t).validate().has(Problem::NullShape));

  TestTensor negdim({2, -3}, {3, 1});
  issues = dlpack::TensorView(negdim.t).validate();
  CHECK(issues.has(Problem::NegativeShape));
  CHECK(to_string(issues).find("dimension 1 is negative (-3)") != std::string::npos);

  TestTensor null_data({2, 3}, {3, 1});
  null_data.t.data = nullptr;
  CHECK(dlpack::TensorView(null_data.t).validate().has(Problem::NullData));
  TestTensor empty({0}, {1});
  empty.t.data = nullptr;
  CHECK(dlpack::TensorView(empty.t).validate().ok());

  TestTensor device({1}, {1});
  device.t.DLPACK_TEST_DEVICE_FIELD.device_type = static_cast<DLDeviceType>(999);
  CHECK(dlpack::TensorView(device.t).validate().has(Problem::UnknownDeviceType));

  TestTensor dtype({1}, {1}, dlpack::DataType(static_cast<dlpack::DataTypeCode>(250), 8));
  CHECK(dlpack::TensorView(dtype.t).validate().has(Problem::UnknownDtypeCode));

  TestTensor far({2, 2}, {int64_t{1} << 62, int64_t{1} << 62});
  CHECK(dlpack::TensorView(far.t).validate().has(Problem::ExtentOverflow));

  // data + byte_offset that wraps around the address space: 2^64 - 4 is not 4 bytes before data.
  TestTensor wrap({2}, {1});
  wrap.t.byte_offset = ~std::uint64_t{0} - 3;
  const dlpack::Issues wrapped = dlpack::TensorView(wrap.t).validate();
  CHECK(wrapped.has(Problem::ExtentOverflow));
  dlpack::Message text;
  wrapped.write(text);
  CHECK(std::string(text.view()).find("the byte size or the offset of the furthest element overflows") != std::string::npos);
  wrap.t.byte_offset = 4;
  CHECK_FALSE(dlpack::TensorView(wrap.t).validate().has(Problem::ExtentOverflow));

  CHECK(dlpack::TensorView().validate().has(Problem::NullTensor));
}

TEST_CASE("the strides rule follows the producer's version") {
  TestTensor t({2, 3}, {});
  // Before 1.2 NULL strides mean compact; from 1.2 they are an error.
  CHECK(dlpack::TensorView(t.t, dlpack::Version(1, 1)).validate().ok());
  CHECK(dlpack::TensorView(t.t, dlpack::Version(0, 8)).validate().ok());
  auto issues = dlpack::TensorView(t.t, dlpack::Version(1, 2)).validate();
  CHECK(issues.has(dlpack::Problem::NullStrides));
  CHECK(issues.size() == 1);
  CHECK(dlpack::TensorView(t.t, dlpack::StridesRule::Required).validate().has(dlpack::Problem::NullStrides));
  // ndim == 0 may have NULL shape and strides under either rule.
  TestTensor scalar({}, {});
  CHECK(dlpack::TensorView(scalar.t, dlpack::StridesRule::Required).validate().ok());
  CHECK(dlpack::strides_required(dlpack::Version(1, 2)));
  CHECK_FALSE(dlpack::strides_required(dlpack::Version(1, 1)));
  // The default rule is the one of this header's version.
  CHECK((dlpack::TensorView(t.t).rule() == dlpack::StridesRule::Required) == dlpack::strides_required(dlpack::header_version));
}

TEST_CASE("version helpers") {
  using dlpack::Version;
#ifdef DLPACK_MAJOR_VERSION
  static_assert(dlpack::header_version == Version(DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION));
  CHECK(dlpack::is_abi_compatible(Version(DLPACK_MAJOR_VERSION, 99)));
  CHECK(dlpack::is_newer_minor(Version(DLPACK_MAJOR_VERSION, 99)));
  CHECK_FALSE(dlpack::is_abi_compatible(Version(DLPACK_MAJOR_VERSION + 1, 0)));
#endif
  CHECK(dlpack::header_version_known);
  CHECK(Version(1, 2) < Version(1, 10));
  CHECK(Version(0, 9) < Version(1, 0));
  CHECK(dlpack::to_string(Version(1, 3)) == "1.3");
#if DLPACK_CPP_HAS_VERSION_STRUCT
  DLPackVersion c = Version(4, 5);
  CHECK(c.major == 4);
  CHECK(Version(c) == Version(4, 5));
#endif
}

// ---------------------------------------------------------------------------
// Flags
// ---------------------------------------------------------------------------

#if DLPACK_CPP_HAS_FLAGS
TEST_CASE("Flags: bit operators and text form") {
  using dlpack::Flags;
  Flags f = Flags::ReadOnly | Flags::IsCopied;
  CHECK(dlpack::to_underlying(f) == (DLPACK_FLAG_BITMASK_READ_ONLY | DLPACK_FLAG_BITMASK_IS_COPIED));
  CHECK(dlpack::has_all(f, Flags::ReadOnly));
  CHECK_FALSE(dlpack::has_all(f & ~Flags::ReadOnly, Flags::ReadOnly));
  f ^= Flags::IsCopied;
  CHECK(f == Flags::ReadOnly);
  CHECK(dlpack::to_string(Flags::ReadOnly | Flags::IsCopied) == "ReadOnly|IsCopied");
  CHECK(dlpack::to_string(Flags{}).empty());
  Flags odd = Flags::ReadOnly | static_cast<Flags>(uint64_t{1} << 40);
  CHECK_FALSE(dlpack::is_known(odd));
  CHECK(dlpack::to_string(odd) == "ReadOnly|0x10000000000");
  for (Flags x : {Flags{}, Flags::ReadOnly, Flags::ReadOnly | Flags::IsCopied, odd, ~Flags{}})
    CHECK(dlpack::from_string<Flags>(dlpack::to_string(x)) == x);
  CHECK_FALSE(dlpack::from_string<Flags>("ReadOnly|").has_value());
  CHECK_FALSE(dlpack::from_string<Flags>("Nope").has_value());
  CHECK_FALSE(dlpack::from_string<Flags>("0xg").has_value());
#if TEST_V >= 101
  CHECK(dlpack::to_underlying(Flags::IsSubbyteTypePadded) == DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED);
#endif
}
#endif

// ---------------------------------------------------------------------------
// Owners
// ---------------------------------------------------------------------------

namespace {

template <class Managed>
struct Fixture {
  Managed managed{};
  int64_t shape[2] = {2, 3};
  int64_t strides[2] = {3, 1};
  float data[6] = {};
  int deleted = 0;

  Fixture() {
    managed.manager_ctx = this;
    managed.deleter = [](Managed* self) { ++static_cast<Fixture*>(self->manager_ctx)->deleted; };
    DLTensor& t = managed.dl_tensor;
    t.data = data;
    t.DLPACK_TEST_DEVICE_FIELD = dlpack::Device(dlpack::DeviceType::CPU, 0);
    t.ndim = 2;
    t.dtype = dlpack::DataType::float32();
    t.shape = shape;
    t.strides = strides;
  }
};

}  // namespace

#if DLPACK_CPP_HAS_MANAGED_TENSOR
TEST_CASE("ManagedTensor calls the deleter exactly once across moves, release and reset") {
  using Owner = dlpack::ManagedTensor;
  Fixture<DLManagedTensor> f;
  {
    Owner a(&f.managed);
    Owner b(std::move(a));
    CHECK_FALSE(a);
    Owner c;
    c = std::move(b);
    Owner d(std::move(c));
    swap(c, d);
    CHECK(c.get() == &f.managed);
    CHECK(f.deleted == 0);
  }
  CHECK(f.deleted == 1);

  Fixture<DLManagedTensor> g;
  Owner owner(&g.managed);
  DLManagedTensor* raw = owner.release();
  CHECK(raw == &g.managed);
  CHECK_FALSE(owner);
  owner.reset();
  CHECK(g.deleted == 0);
  owner.reset(raw);
  owner.reset();
  CHECK(g.deleted == 1);
  owner.reset();
  CHECK(g.deleted == 1);

  // Move-assigning over a held tensor deletes the old one once.
  Fixture<DLManagedTensor> h1, h2;
  {
    Owner x(&h1.managed), y(&h2.managed);
    x = std::move(y);
    CHECK(h1.deleted == 1);
    CHECK(h2.deleted == 0);
    Owner& same = x;  // a self-move, spelled so that -Wself-move lets it through
    x = std::move(same);
    CHECK(h2.deleted == 0);
  }
  CHECK(h1.deleted == 1);
  CHECK(h2.deleted == 1);

  // A NULL deleter is allowed.
  Fixture<DLManagedTensor> n;
  n.managed.deleter = nullptr;
  { Owner o(&n.managed); }
  CHECK(n.deleted == 0);
}

TEST_CASE("ManagedTensor::adopt validates and releases on reject") {
  Fixture<DLManagedTensor> ok;
  {
    auto r = dlpack::ManagedTensor::adopt(&ok.managed);
    CHECK(r);
    CHECK(r.issues.ok());
    CHECK(r.tensor.view().numel() == 6);
    CHECK(ok.deleted == 0);
  }
  CHECK(ok.deleted == 1);

  Fixture<DLManagedTensor> bad;
  bad.managed.dl_tensor.ndim = -2;
  // check(): the same reasons, without owning: nothing freed.
  CHECK(dlpack::ManagedTensor::check(&bad.managed).has(dlpack::Problem::NegativeNdim));
  CHECK(dlpack::ManagedTensor::check(&ok.managed).ok());
  CHECK(bad.deleted == 0);
  auto r = dlpack::ManagedTensor::adopt(&bad.managed);
  CHECK_FALSE(r);
  CHECK(r.issues.has(dlpack::Problem::NegativeNdim));
  CHECK(bad.deleted == 1);

  // No version: NULL strides are allowed unless the caller knows better.
  Fixture<DLManagedTensor> ns;
  ns.managed.dl_tensor.strides = nullptr;
  {
    auto lenient = dlpack::ManagedTensor::adopt(&ns.managed);
    CHECK(lenient);
  }
  CHECK(ns.deleted == 1);
  Fixture<DLManagedTensor> ns2;
  ns2.managed.dl_tensor.strides = nullptr;
  dlpack::AdoptOptions strict;
  strict.unversioned_strides = dlpack::StridesRule::Required;
  CHECK_THROWS_AS(dlpack::ManagedTensor::adopt_or_throw(&ns2.managed, strict), dlpack::Error);
  CHECK(ns2.deleted == 1);

  auto none = dlpack::ManagedTensor::adopt(nullptr);
  CHECK(none.issues.has(dlpack::Problem::NullTensor));
}
#endif

#if DLPACK_CPP_HAS_MANAGED_TENSOR_VERSIONED
TEST_CASE("ManagedTensorVersioned calls the deleter exactly once across moves, release and reset") {
  using Owner = dlpack::ManagedTensorVersioned;
  Fixture<DLManagedTensorVersioned> f;
  f.managed.version = dlpack::header_version;
  {
    Owner a(&f.managed);
    Owner b(std::move(a));
    Owner c;
    c = std::move(b);
    CHECK(c.version() == dlpack::header_version);
    CHECK(f.deleted == 0);
  }
  CHECK(f.deleted == 1);
  Fixture<DLManagedTensorVersioned> g;
  Owner o(&g.managed);
  DLManagedTensorVersioned* raw = o.release();
  o.reset();
  CHECK(g.deleted == 0);
  Owner(raw).reset();
  CHECK(g.deleted == 1);
}

TEST_CASE("ManagedTensorVersioned::adopt: version, tensor and flags checks") {
  using dlpack::Problem;
  using Owner = dlpack::ManagedTensorVersioned;
  {
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::Version(dlpack::header_version.major, 99);  // newer minor: fine
    {
      auto r = Owner::adopt(&f.managed);
      CHECK(r);
      CHECK(r.tensor.version().minor == 99);
    }
    CHECK(f.deleted == 1);
  }
  {
    // Major mismatch: the deleter is called and nothing else is read, so
    // garbage in the rest of the struct produces no other problem.
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::Version(dlpack::header_version.major + 1, 0);
    f.managed.flags = ~uint64_t{0};
    f.managed.dl_tensor.ndim = -7;
    f.managed.dl_tensor.shape = nullptr;
    auto r = Owner::adopt(&f.managed);
    CHECK_FALSE(r);
    REQUIRE(r.issues.size() == 1);
    CHECK(r.issues[0].problem == Problem::MajorVersionMismatch);
    CHECK(f.deleted == 1);
  }
  {
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::header_version;
    f.managed.dl_tensor.shape = nullptr;
    auto r = Owner::adopt(&f.managed);
    CHECK(r.issues.has(Problem::NullShape));
    CHECK(f.deleted == 1);
  }
  {
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::header_version;
    f.managed.flags = DLPACK_FLAG_BITMASK_READ_ONLY;
    dlpack::AdoptOptions writable;
    writable.require_writable = true;
    auto r = Owner::adopt(&f.managed, writable);
    CHECK(r.issues.has(Problem::ReadOnly));
    CHECK(f.deleted == 1);
    Fixture<DLManagedTensorVersioned> g;
    g.managed.version = dlpack::header_version;
    g.managed.flags = DLPACK_FLAG_BITMASK_READ_ONLY | DLPACK_FLAG_BITMASK_IS_COPIED;
    auto ro = Owner::adopt(&g.managed);
    CHECK(ro);
    CHECK(ro.tensor.read_only());
    CHECK(ro.tensor.is_copied());
  }
  {
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::header_version;
    f.managed.flags = uint64_t{1} << 33;
    auto r = Owner::adopt(&f.managed);
    CHECK(r.issues.has(Problem::UnknownFlags));
    CHECK(f.deleted == 1);
    Fixture<DLManagedTensorVersioned> g;
    g.managed.version = dlpack::header_version;
    g.managed.flags = uint64_t{1} << 33;
    dlpack::AdoptOptions lenient;
    lenient.allow_unknown_flags = true;
    CHECK(Owner::adopt(&g.managed, lenient));
  }
#if TEST_V >= 101
  {
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::header_version;
    f.managed.flags = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;  // on float32
    auto r = Owner::adopt(&f.managed);
    CHECK(r.issues.has(Problem::PaddedNotSubbyte));
    CHECK(f.deleted == 1);
  }
  {
    // fp4 and fp6 must say 4 and 6 bits; the padded flag is fine on them.
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::header_version;
    f.managed.dl_tensor.dtype = dlpack::DataType(dlpack::DataTypeCode::Float4_e2m1fn, 8);
    auto r = Owner::adopt(&f.managed);
    CHECK(r.issues.has(Problem::BadDtypeBits));
    CHECK(f.deleted == 1);
    Fixture<DLManagedTensorVersioned> g;
    g.managed.version = dlpack::header_version;
    g.managed.flags = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
    g.managed.dl_tensor.dtype = dlpack::DataType::float6_e2m3fn();
    auto ok = Owner::adopt(&g.managed);
    CHECK(ok);
    CHECK(ok.tensor.view().nbytes() == 6);  // padded: one byte per element
  }
#endif
  {
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::header_version;
    f.managed.dl_tensor.dtype = dlpack::DataType(dlpack::DataTypeCode::Bool, 1);
    CHECK_THROWS_AS(Owner::adopt_or_throw(&f.managed), dlpack::Error);
    CHECK(f.deleted == 1);
  }
  {
    // The strides rule of the tensor's own version.
    Fixture<DLManagedTensorVersioned> f;
    f.managed.version = dlpack::Version(1, 1);
    f.managed.dl_tensor.strides = nullptr;
    auto r = Owner::adopt(&f.managed);
    CHECK(r);
    Fixture<DLManagedTensorVersioned> g;
    g.managed.version = dlpack::Version(1, 2);
    g.managed.dl_tensor.strides = nullptr;
    CHECK(Owner::adopt(&g.managed).issues.has(Problem::NullStrides));
    CHECK(g.deleted == 1);
  }
}

#if TEST_V >= 101
TEST_CASE("adopt(): the flags a tensor may carry are those of its version") {
  using dlpack::Problem;
  using Owner = dlpack::ManagedTensorVersioned;
  // IsSubbyteTypePadded came with 1.1: a 1.0 tensor carrying it is refused, a 1.1 one (sub-byte) is not.
  std::vector<std::uint8_t> nibbles(4);  // padded: a byte each
  auto fp4 = dlpack::TensorBuilder().data(nibbles).dtype(dlpack::DataType(dlpack::DataTypeCode::Float4_e2m1fn, 4)).shape({4})
                 .flags(dlpack::Flags::IsSubbyteTypePadded).build_managed_tensor_versioned();
  DLManagedTensorVersioned* raw = fp4.release();
  raw->version.minor = 0;
  dlpack::Issues issues = Owner::check(raw);
  CHECK(issues.has(Problem::UnknownFlags));
  CHECK(to_string(issues).find("flags holds bits 0x4 that the producer's DLPack version does not define") != std::string::npos);
  raw->version.minor = 1;
  CHECK(Owner::check(raw).ok());
  CHECK(Owner::adopt(raw));
}
#endif

TEST_CASE("ManagedTensorVersioned::check: adopt()'s reasons without owning, never freeing") {
  using dlpack::Problem;
  using Owner = dlpack::ManagedTensorVersioned;
  Fixture<DLManagedTensorVersioned> f;
  f.managed.version = dlpack::header_version;
  CHECK(Owner::check(&f.managed).ok());
  f.managed.flags = uint64_t{1} << 33;
  f.managed.dl_tensor.shape = nullptr;
  const DLManagedTensorVersioned before = f.managed;
  dlpack::Issues issues = Owner::check(&f.managed);
  CHECK(issues.has(Problem::UnknownFlags));
  CHECK(issues.has(Problem::NullShape));
  // The same reasons adopt() gives, and nothing freed or changed.
  CHECK(f.deleted == 0);
  CHECK(f.managed.flags == before.flags);
  CHECK((f.managed.deleter == before.deleter));
  CHECK(f.managed.manager_ctx == before.manager_ctx);
  CHECK(f.managed.dl_tensor.data == before.dl_tensor.data);
  f.managed.version = dlpack::Version(dlpack::header_version.major + 1, 0);
  issues = Owner::check(&f.managed);
  REQUIRE(issues.size() == 1);
  CHECK(issues[0].problem == Problem::MajorVersionMismatch);
  CHECK(Owner::check(nullptr).has(Problem::NullTensor));
  CHECK(f.deleted == 0);
  // adopt() agrees, and frees on reject.
  auto r = Owner::adopt(&f.managed);
  CHECK_FALSE(r);
  CHECK(r.issues[0].problem == Problem::MajorVersionMismatch);
  CHECK(f.deleted == 1);
}
#endif

// ---------------------------------------------------------------------------
// TensorBuilder
// ---------------------------------------------------------------------------

#if DLPACK_CPP_HAS_MANAGED_TENSOR
TEST_CASE("TensorBuilder fills strides and calls on_delete once") {
  std::vector<float> storage(24);
  int released = 0;
  {
    // What was set reads back; the defaults before that.
    dlpack::TensorBuilder b;
    CHECK(b.data() == nullptr);
    CHECK(b.device() == dlpack::Device(dlpack::DeviceType::CPU, 0));
    CHECK(b.version() == dlpack::header_version);
    b.data(storage).device(dlpack::Device(dlpack::DeviceType::CUDA, 3)).shape({2, 3}).byte_offset(8);
    CHECK(b.data() == storage.data());
    CHECK(b.device() == dlpack::Device(dlpack::DeviceType::CUDA, 3));
    CHECK(b.shape() == std::vector<std::int64_t>{2, 3});
    CHECK(b.byte_offset() == 8);
    CHECK(b.dtype() == dlpack::DataType());
  }
  {
    dlpack::ManagedTensor t = dlpack::TensorBuilder()
                                  .data(storage)
                                  .device(dlpack::Device(dlpack::DeviceType::CPU, 0))
                                  .dtype(dlpack::DataType::float32())
                                  .shape({2, 3, 4})
                                  .on_delete([&] { ++released; })
                                  .build_managed_tensor();
    REQUIRE(t);
    const DLTensor& c = t.tensor();
    REQUIRE(c.strides != nullptr);
    CHECK(c.strides[0] == 12);
    CHECK(c.strides[1] == 4);
    CHECK(c.strides[2] == 1);
    CHECK(t.view().is_contiguous());
    CHECK(t.view().validate().ok());
    DLManagedTensor* raw = t.release();
    auto again = dlpack::ManagedTensor::adopt(raw);  // a consumer takes it
    CHECK(again);
    CHECK(released == 0);
  }
  CHECK(released == 1);
}
#endif

#if DLPACK_CPP_HAS_MANAGED_TENSOR_VERSIONED
TEST_CASE("TensorBuilder emits the version it implements, given strides and flags") {
  std::vector<float> storage(24);
  int released = 0;
  {
    auto t = dlpack::TensorBuilder()
                 .data(storage)
                 .device(dlpack::Device(dlpack::DeviceType::CPU, 0))
                 .dtype(dlpack::DataType::float32())
                 .shape({3, 2})
                 .strides({1, 3})
                 .flags(dlpack::Flags::ReadOnly)
                 .on_delete([&] { ++released; })
                 .build_managed_tensor_versioned();
    CHECK(t.version() == dlpack::header_version);
    CHECK(t.read_only());
    CHECK(t.tensor().strides[1] == 3);
    CHECK_FALSE(t.view().is_contiguous());
    auto consumer = dlpack::ManagedTensorVersioned::adopt(t.release());
    CHECK(consumer);
  }
  CHECK(released == 1);

  // Invalid input: nothing built, nothing owned, on_delete not called.
  int never = 0;
  dlpack::TensorBuilder bad;
  bad.data(storage).dtype(dlpack::DataType::float32()).shape({2, -1}).on_delete([&] { ++never; });
  CHECK_THROWS_AS(bad.build_managed_tensor_versioned(), dlpack::Error);
  dlpack::TensorBuilder mismatch;
  mismatch.data(storage).dtype(dlpack::DataType::float32()).shape({2, 2}).strides({1});
  try {
    (void)mismatch.build_managed_tensor_versioned();
    FAIL("expected dlpack::Error");
  } catch (const dlpack::Error& e) {
    CHECK(e.issues().has(dlpack::Problem::ShapeStridesMismatch));
  }
  CHECK(never == 0);

  // An exception from on_delete does not escape the C deleter.
  {
    auto t = dlpack::TensorBuilder()
                 .data(storage)
                 .dtype(dlpack::DataType::float32())
                 .shape({1})
                 .on_delete([] { throw std::runtime_error("boom"); })
                 .build_managed_tensor_versioned();
    DLManagedTensorVersioned* raw = t.release();
    raw->deleter(raw);
  }
}

TEST_CASE("TensorBuilder is move-only, and a builder handed on is spent: on_delete runs once") {
  static_assert(!std::is_copy_constructible<dlpack::TensorBuilder>::value, "a copy would run on_delete twice");
  static_assert(!std::is_copy_assignable<dlpack::TensorBuilder>::value, "a copy would run on_delete twice");
  static_assert(std::is_nothrow_move_constructible<dlpack::TensorBuilder>::value, "moves never throw");
  std::vector<float> storage(4);
  int released = 0;
  dlpack::TensorBuilder first;
  first.data(storage).dtype(dlpack::DataType::float32()).shape({4}).on_delete([&] { ++released; });
  dlpack::TensorBuilder second(std::move(first));
  CHECK(first.spent());
  CHECK_FALSE(second.spent());
  try {
    (void)first.build_managed_tensor_versioned();
    FAIL("expected dlpack::Error");
  } catch (const dlpack::Error& e) {
    CHECK(e.issues().has(dlpack::Problem::BuilderSpent));
  }
  first.abandon();  // nothing left to run
  CHECK(released == 0);
  {
    auto t = second.build_managed_tensor_versioned();
    CHECK(released == 0);
  }
  CHECK(released == 1);
  // Assigning over a builder with a pending on_delete runs it: never lost.
  int other = 0;
  dlpack::TensorBuilder third;
  third.data(storage).on_delete([&] { ++other; });
  third = dlpack::TensorBuilder();
  CHECK(other == 1);
}

TEST_CASE("TensorBuilder refuses elements outside the data's size (shape, strides, byte_offset, dtype)") {
  std::vector<float> storage(6);  // 24 bytes
  auto problems = [&](std::vector<std::int64_t> shape, std::vector<std::int64_t> strides, std::uint64_t offset,
                      std::size_t size = 24) {
    dlpack::TensorBuilder b;
    b.data(storage.data(), size).dtype(dlpack::DataType::float32()).shape(std::move(shape)).byte_offset(offset);
    if (!strides.empty()) b.strides(std::move(strides));
    try {
      (void)b.build_managed_tensor_versioned();
      return std::string("ok");
    } catch (const dlpack::Error& e) {
      return std::string(e.issues().has(dlpack::Problem::OutOfBuffer) ? "OutOfBuffer" : e.what());
    }
  };
  CHECK(problems({6}, {}, 0) == "ok");
  CHECK(problems({2, 3}, {}, 0) == "ok");
  CHECK(problems({7}, {}, 0) == "OutOfBuffer");     // one element past the end
  CHECK(problems({6}, {}, 0, 23) == "OutOfBuffer");  // the last element's last byte is missing
  CHECK(problems({5}, {}, 4) == "ok");               // offset by one element
  CHECK(problems({6}, {}, 4) == "OutOfBuffer");
  CHECK(problems({3, 2}, {1, 3}, 0) == "ok");        // a transpose: offsets 0..5
  CHECK(problems({2, 2}, {4, 1}, 0) == "ok");           // offsets 0, 1, 4, 5
  CHECK(problems({2, 2}, {5, 1}, 0) == "OutOfBuffer");  // offset 6
  CHECK(problems({6}, {-1}, 20) == "ok");            // walks back from the last element to the first
  CHECK(problems({6}, {-1}, 16) == "OutOfBuffer");   // one element before data
  CHECK(problems({2}, {std::int64_t(1) << 62}, 0) == "OutOfBuffer");
  CHECK(problems({0, 5}, {}, 1000) == "ok");         // no elements: nothing is read
  CHECK(problems({1}, {}, ~std::uint64_t(0) - 3) != "ok");
#if TEST_V >= 101
  // Packed sub-byte elements: 5 nibbles need 3 bytes, padded ones 5.
  std::vector<std::uint8_t> nibbles(3);
  const auto fp4 = dlpack::DataType(dlpack::DataTypeCode::Float4_e2m1fn, 4);
  CHECK_NOTHROW((void)dlpack::TensorBuilder().data(nibbles).dtype(fp4).shape({5}).build_managed_tensor_versioned());
  CHECK_THROWS_AS((void)dlpack::TensorBuilder().data(nibbles).dtype(fp4).shape({7}).build_managed_tensor_versioned(),
                  dlpack::Error);
  CHECK_THROWS_AS((void)dlpack::TensorBuilder().data(nibbles).dtype(fp4).shape({5}).flags(dlpack::Flags::IsSubbyteTypePadded)
                      .build_managed_tensor_versioned(),
                  dlpack::Error);
#endif
}

TEST_CASE("TensorBuilder writes an older version for a consumer that asks for one (max_version)") {
  using dlpack::Version;
  const Version h = dlpack::header_version;
  // version_for(max_version): this header's, the consumer's older minor, or nothing (a legacy consumer).
  CHECK(dlpack::version_for(h) == h);
  CHECK(dlpack::version_for(Version(h.major, h.minor + 7)) == h);
  CHECK(dlpack::version_for(Version(h.major + 1, 0)) == h);
  CHECK_FALSE(dlpack::version_for(Version(h.major - 1, 9)).has_value());
  if (h.minor > 0) CHECK(dlpack::version_for(Version(h.major, 0)) == Version(h.major, 0));

  std::vector<float> storage(4);
  auto older = dlpack::TensorBuilder()
                   .data(storage)
                   .dtype(dlpack::DataType::float32())
                   .shape({4})
                   .version(Version(h.major, 0))
                   .build_managed_tensor_versioned();
  CHECK(older.version() == Version(h.major, 0));
  for (const Version bad : {Version(h.major, h.minor + 1), Version(h.major + 1, 0)}) {
    CAPTURE(bad.major);
    CAPTURE(bad.minor);
    try {
      (void)dlpack::TensorBuilder().data(storage).dtype(dlpack::DataType::float32()).shape({4}).version(bad)
          .build_managed_tensor_versioned();
      FAIL("expected dlpack::Error");
    } catch (const dlpack::Error& e) {
      CHECK(e.issues().has(dlpack::Problem::VersionNotWritable));
    }
  }
#if TEST_V >= 101
  // A flag the older version does not define (IsSubbyteTypePadded came with 1.1) is refused for it.
  std::vector<std::uint8_t> nibbles(4);
  const auto fp4 = dlpack::DataType(dlpack::DataTypeCode::Float4_e2m1fn, 4);
  try {
    (void)dlpack::TensorBuilder().data(nibbles).dtype(fp4).shape({4}).flags(dlpack::Flags::IsSubbyteTypePadded)
        .version(Version(1, 0)).build_managed_tensor_versioned();
    FAIL("expected dlpack::Error");
  } catch (const dlpack::Error& e) {
    CHECK(e.issues().has(dlpack::Problem::VersionNotWritable));
    CHECK(std::string(e.what()).find("flags IsSubbyteTypePadded do not exist in version 1.0") != std::string::npos);
  }
  auto padded = dlpack::TensorBuilder().data(nibbles).dtype(fp4).shape({4}).flags(dlpack::Flags::IsSubbyteTypePadded)
                    .version(Version(1, 1)).build_managed_tensor_versioned();
  CHECK(padded.subbyte_padded());
  // The padded flag on a dtype that is not sub-byte: what check() refuses, the builder does not build.
  try {
    (void)dlpack::TensorBuilder().data(storage).dtype(dlpack::DataType::float32()).shape({4})
        .flags(dlpack::Flags::IsSubbyteTypePadded).build_managed_tensor_versioned();
    FAIL("expected dlpack::Error");
  } catch (const dlpack::Error& e) {
    CHECK(e.issues().has(dlpack::Problem::PaddedNotSubbyte));
  }
#endif
#if DLPACK_CPP_HAS_MANAGED_TENSOR
  // A consumer from before the versioned tensor gets the legacy one.
  auto legacy = dlpack::TensorBuilder().data(storage).dtype(dlpack::DataType::float32()).shape({4}).build_managed_tensor();
  CHECK(legacy.tensor().ndim == 1);
#endif
}
#endif

// ---------------------------------------------------------------------------
// Exchange API
// ---------------------------------------------------------------------------

#if DLPACK_CPP_HAS_EXCHANGE_API
namespace {

struct Reported {
  int calls = 0;
  std::string kind, message;
};
Reported g_set_error, g_impl_error;

void set_error(void* ctx, const char* kind, const char* message) {
  auto* r = static_cast<Reported*>(ctx);
  ++r->calls;
  r->kind = kind;
  r->message = message;
}

struct ThrowingImpl {
  static int managed_tensor_allocator(DLTensor*, DLManagedTensorVersioned**, void*,
                                      void (*)(void*, const char*, const char*)) {
    throw std::invalid_argument("bad prototype");
  }
  static int managed_tensor_from_py_object_no_sync(void*, DLManagedTensorVersioned**) {
    throw dlpack::ExchangeError("BufferError", "not exportable");
  }
  static int managed_tensor_to_py_object_no_sync(DLManagedTensorVersioned*, void**) { throw 42; }
  static int current_work_stream(DLDeviceType, int32_t, void**) { throw std::bad_alloc(); }
  static void set_error(const char* kind, const char* message) {
    ++g_impl_error.calls;
    g_impl_error.kind = kind;
    g_impl_error.message = message;
  }
};

struct WorkingImpl {
  static int managed_tensor_allocator(DLTensor* prototype, DLManagedTensorVersioned** out, void*,
                                      void (*)(void*, const char*, const char*)) {
    *out = nullptr;
    return prototype ? 0 : -1;
  }
  static constexpr auto managed_tensor_from_py_object_no_sync = [](void*, DLManagedTensorVersioned** out) {
    *out = nullptr;
    return 0;
  };
  static int managed_tensor_to_py_object_no_sync(DLManagedTensorVersioned*, void** out) {
    *out = nullptr;
    return 0;
  }
  static int dltensor_from_py_object_no_sync(void*, DLTensor*) { return 7; }
  static int current_work_stream(DLDeviceType, int32_t id, void** out) {
    *out = reinterpret_cast<void*>(static_cast<intptr_t>(id));
    return 0;
  }
  static void set_error(const char*, const char*) {}
};

// An implementer without an allocator (as tvm-ffi's table leaves it NULL).
struct PartialImpl {
  static int managed_tensor_from_py_object_no_sync(void*, DLManagedTensorVersioned**) { return 0; }
  static int managed_tensor_to_py_object_no_sync(DLManagedTensorVersioned*, void**) { return 0; }
  static int current_work_stream(DLDeviceType, int32_t, void**) { return 0; }
  static void set_error(const char*, const char*) {}
};

int g_deleted = 0;
void count_delete(DLManagedTensorVersioned*) { ++g_deleted; }

}  // namespace

TEST_CASE("trampolines never let an exception escape") {
  const DLPackExchangeAPI* api = dlpack::exchange_api<ThrowingImpl>();
  CHECK(dlpack::version_of(*api) == dlpack::header_version);
  const bool optional_entry_null = api->dltensor_from_py_object_no_sync == nullptr;
  CHECK(optional_entry_null);  // optional, and ThrowingImpl has none

  Reported r;
  DLManagedTensorVersioned* out = nullptr;
  DLTensor prototype{};
  CHECK(api->managed_tensor_allocator(&prototype, &out, &r, &set_error) == -1);
  CHECK(r.calls == 1);
  CHECK(r.kind == "ValueError");
  CHECK(r.message == "bad prototype");
  // A NULL SetError is tolerated.
  CHECK(api->managed_tensor_allocator(&prototype, &out, &r, nullptr) == -1);

  g_impl_error = {};
  CHECK(api->managed_tensor_from_py_object_no_sync(nullptr, &out) == -1);
  CHECK(g_impl_error.calls == 1);
  CHECK(g_impl_error.kind == "BufferError");
  CHECK(g_impl_error.message == "not exportable");
  CHECK(api->managed_tensor_to_py_object_no_sync(nullptr, nullptr) == -1);
  CHECK(g_impl_error.kind == "RuntimeError");
  CHECK(g_impl_error.message == "unknown C++ exception");
  void* stream = nullptr;
  CHECK(api->current_work_stream(kDLCPU, 0, &stream) == -1);
  CHECK(g_impl_error.kind == "MemoryError");
  CHECK(g_impl_error.calls == 3);
  static_assert(noexcept(dlpack::ExchangeTrampolines<ThrowingImpl>::current_work_stream(kDLCPU, 0, nullptr)));
}

TEST_CASE("a working table passes calls and results through") {
  const DLPackExchangeAPI api = dlpack::make_exchange_api<WorkingImpl>();
  DLManagedTensorVersioned dummy{};
  DLManagedTensorVersioned* out = &dummy;
  DLTensor prototype{};
  Reported r;
  CHECK(api.managed_tensor_allocator(&prototype, &out, &r, &set_error) == 0);
  CHECK(out == nullptr);
  CHECK(api.managed_tensor_allocator(nullptr, &out, &r, &set_error) == -1);
  CHECK(r.calls == 0);
  CHECK(api.dltensor_from_py_object_no_sync(nullptr, nullptr) == 7);
  void* stream = nullptr;
  CHECK(api.current_work_stream(kDLCUDA, 5, &stream) == 0);
  CHECK(stream == reinterpret_cast<void*>(intptr_t{5}));
  CHECK(api.managed_tensor_from_py_object_no_sync(nullptr, &out) == 0);
}

TEST_CASE("a stolen tensor is freed by the trampoline when the implementation throws") {
  const DLPackExchangeAPI* api = dlpack::exchange_api<ThrowingImpl>();
  DLManagedTensorVersioned tensor{};
  tensor.deleter = &count_delete;
  g_deleted = 0;
  void* object = nullptr;
  CHECK(api->managed_tensor_to_py_object_no_sync(&tensor, &object) == -1);
  CHECK(g_deleted == 1);  // exactly once: the caller gave it away
  // A working implementation keeps it (it owns it now).
  const DLPackExchangeAPI working = dlpack::make_exchange_api<WorkingImpl>();
  CHECK(working.managed_tensor_to_py_object_no_sync(&tensor, &object) == 0);
  CHECK(g_deleted == 1);
}

TEST_CASE("tables with entries missing: built with NULL there, and consumers can see it") {
  static_assert(dlpack::exchange_api_is_complete<WorkingImpl>);
  static_assert(!dlpack::exchange_api_is_complete<PartialImpl>);
  const DLPackExchangeAPI partial = dlpack::make_exchange_api<PartialImpl>();
  const bool allocator_null = partial.managed_tensor_allocator == nullptr;
  const bool stream_set = partial.current_work_stream != nullptr;
  CHECK(allocator_null);
  CHECK(stream_set);
  CHECK_FALSE(dlpack::has_required_entries(partial));
  std::vector<std::string> missing;
  for (const auto& e : dlpack::entries_of(partial))
    if (e.required && !e.present) missing.push_back(e.name);
  CHECK(missing == std::vector<std::string>{"managed_tensor_allocator"});
  CHECK(dlpack::has_required_entries(dlpack::make_exchange_api<WorkingImpl>()));
  size_t optional = 0;
  for (const auto& e : dlpack::entries_of(partial)) optional += !e.required;
  CHECK(optional == 1);  // dltensor_from_py_object_no_sync
}

TEST_CASE("find_compatible walks the chain of older tables") {
  DLPackExchangeAPI oldest = dlpack::make_exchange_api<WorkingImpl>();
  oldest.header.version = dlpack::Version(dlpack::header_version.major, 0);
  DLPackExchangeAPI current = dlpack::make_exchange_api<WorkingImpl>(&oldest.header);
  DLPackExchangeAPI future = dlpack::make_exchange_api<WorkingImpl>(&current.header);
  future.header.version = dlpack::Version(dlpack::header_version.major + 1, 0);

  CHECK(dlpack::find_compatible(&future) == &current);
  CHECK(dlpack::find_compatible(&current) == &current);
  CHECK(dlpack::find_compatible(&future, dlpack::Version(dlpack::header_version.major, 0)) == &current);
  CHECK(dlpack::find_compatible(&future, dlpack::Version(dlpack::header_version.major, 200)) == nullptr);
  CHECK(dlpack::find_compatible(&future, dlpack::Version(dlpack::header_version.major + 1, 0)) == &future);
  CHECK(dlpack::find_compatible(&future, dlpack::Version(99, 0)) == nullptr);
  CHECK(dlpack::find_compatible(nullptr) == nullptr);
  // A cyclic chain ends.
  DLPackExchangeAPI a = dlpack::make_exchange_api<WorkingImpl>(), b = dlpack::make_exchange_api<WorkingImpl>(&a.header);
  a.header.DLPACK_TEST_PREV_FIELD = &b.header;
  a.header.version = b.header.version = dlpack::Version(dlpack::header_version.major + 5, 0);
  CHECK(dlpack::find_compatible(&a) == nullptr);
}
#endif
