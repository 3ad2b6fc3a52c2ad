// Behaviour of dispatch over every dtype the header names and of the storage
// types of dlpack/float_types.hpp: exact decoding at known points of each
// format, round to nearest even, overflow, NaN and zero rules, and every
// encoding of every 8- and 16-bit format surviving to_float -> from_float.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "dlpack/all.hpp"

namespace {

using dlpack::DataType;

template <class F>
float value(unsigned bits) {
  return F::from_bits(static_cast<decltype(F::bits)>(bits)).to_float();
}
template <class F>
unsigned encode(float f) {
  return F::from_float(f).bits;
}

// Every encoding that is a number comes back from its float; NaNs stay NaN.
template <class F>
void check_round_trip(const char* name) {
  CAPTURE(name);
  const unsigned count = 1U << F::width;
  unsigned numbers = 0;
  for (unsigned b = 0; b < count; ++b) {
    const F x = F::from_bits(static_cast<decltype(F::bits)>(b));
    const float f = x.to_float();
    CAPTURE(b);
    if (x.is_nan()) {
      CHECK(std::isnan(f));
      CHECK(F::from_float(f).is_nan());
      continue;
    }
    REQUIRE_FALSE(std::isnan(f));
    ++numbers;
    CHECK(F::from_float(f).bits == b);
  }
  CHECK(numbers > count / 2);
}

// Encodings in increasing order of value decode to increasing floats.
template <class F>
void check_monotonic(const char* name) {
  CAPTURE(name);
  const unsigned magnitudes = F::has_sign ? 1U << (F::width - 1) : 1U << F::width;
  float last = -1;
  for (unsigned b = 0; b < magnitudes; ++b) {
    const F x = F::from_bits(static_cast<decltype(F::bits)>(b));
    if (x.is_nan()) continue;
    CAPTURE(b);
    CHECK(x.to_float() > last);
    last = x.to_float();
  }
}

}  // namespace

TEST_CASE("dispatch is total over the dtypes the header names, with types of their size") {
#if DLPACK_CPP_HAS_DATA_TYPE
  int supported = 0;
  for (DataType t : dlpack::named_dtypes) {
    CAPTURE(dlpack::to_string(t));
    const bool ok = dlpack::dispatch(t, [&](auto tag) {
      using Tag = decltype(tag);
      if constexpr (std::is_same<Tag, dlpack::unsupported_dtype>::value) {
        return false;
      } else {
        using T = typename Tag::type;
        CHECK(dlpack::dtype_of<T>() == t);
        CHECK(sizeof(T) == (t.bits < 8 ? 1U : t.bits / 8U));
        return true;
      }
    });
    CHECK(ok);
    supported += ok;
    // Several lanes have no element type.
    CHECK(dlpack::dispatch(t.with_lanes(2), [](auto tag) {
      return std::is_same<decltype(tag), dlpack::unsupported_dtype>::value;
    }));
  }
  CHECK(supported == static_cast<int>(std::size(dlpack::named_dtypes)));
#endif
#if defined(DLPACK_MAJOR_VERSION) && (DLPACK_MAJOR_VERSION * 100 + DLPACK_MINOR_VERSION) >= 101
  // The float8/6/4 codes of DLPack 1.1 reach their storage types.
  CHECK(dlpack::dispatch(DataType(dlpack::DataTypeCode::Float8_e4m3fn, 8), [](auto tag) {
    return std::is_same<decltype(tag), dlpack::type_tag<dlpack::float8_e4m3fn_t>>::value;
  }));
  CHECK(dlpack::dispatch(DataType(dlpack::DataTypeCode::Float4_e2m1fn, 4), [](auto tag) {
    return std::is_same<decltype(tag), dlpack::type_tag<dlpack::float4_e2m1fn_t>>::value;
  }));
  static_assert(dlpack::dtype_of<dlpack::float6_e3m2fn_t>() == DataType(dlpack::DataTypeCode::Float6_e3m2fn, 6));
#endif
  static_assert(dlpack::dtype_of<dlpack::bfloat16_t>() == DataType(dlpack::DataTypeCode::Bfloat, 16));
  static_assert(dlpack::dtype_of<dlpack::float16_t>() == DataType::float16());
}

TEST_CASE("float16 and bfloat16 decode and round like IEEE 754") {
  using dlpack::bfloat16_t;
  using dlpack::float16_t;
  CHECK(value<float16_t>(0x3C00) == 1.0f);
  CHECK(value<float16_t>(0xC000) == -2.0f);
  CHECK(value<float16_t>(0x7BFF) == 65504.0f);
  CHECK(value<float16_t>(0x0001) == std::ldexp(1.0f, -24));  // smallest subnormal
  CHECK(value<float16_t>(0x0400) == std::ldexp(1.0f, -14));  // smallest normal
  CHECK(std::isinf(value<float16_t>(0x7C00)));
  CHECK(std::isnan(value<float16_t>(0x7E00)));
  CHECK(std::signbit(value<float16_t>(0x8000)));
  CHECK(encode<float16_t>(1.0f + std::ldexp(1.0f, -11)) == 0x3C00);      // a tie: to even
  CHECK(encode<float16_t>(1.0f + 3 * std::ldexp(1.0f, -11)) == 0x3C02);  // a tie: to even
  CHECK(encode<float16_t>(65519.0f) == 0x7BFF);
  CHECK(encode<float16_t>(65520.0f) == 0x7C00);  // rounds beyond the largest: infinity
  CHECK(encode<float16_t>(-std::numeric_limits<float>::infinity()) == 0xFC00);
  CHECK(encode<float16_t>(std::ldexp(1.0f, -25)) == 0x0000);  // half the smallest subnormal: to even (zero)
  CHECK(encode<float16_t>(std::ldexp(3.0f, -26)) == 0x0001);
  CHECK(encode<float16_t>(-0.0f) == 0x8000);
  CHECK(float16_t::from_float(std::nanf("")).is_nan());

  CHECK(value<bfloat16_t>(0x3F80) == 1.0f);
  CHECK(encode<bfloat16_t>(3.14159265f) == 0x4049);
  CHECK(encode<bfloat16_t>(1.0f + std::ldexp(1.0f, -8)) == 0x3F80);  // a tie: to even
  CHECK(encode<bfloat16_t>(std::numeric_limits<float>::max()) == 0x7F80);  // rounds up to infinity
  CHECK(value<bfloat16_t>(0x0001) == std::ldexp(1.0f, -133));
  check_round_trip<float16_t>("float16");
  check_round_trip<bfloat16_t>("bfloat16");
  check_monotonic<float16_t>("float16");
  check_monotonic<bfloat16_t>("bfloat16");
}

TEST_CASE("8-bit floats: each format's largest value, NaN and overflow") {
  using namespace dlpack;
  // OCP FP8 E4M3 (fn): no infinity, NaN = S.1111.111, largest 448.
  CHECK(value<float8_e4m3fn_t>(0x7E) == 448.0f);
  CHECK(std::isnan(value<float8_e4m3fn_t>(0x7F)));
  CHECK(value<float8_e4m3fn_t>(0x78) == 256.0f);  // exponent all ones is a number
  CHECK(encode<float8_e4m3fn_t>(464.0f) == 0x7E);  // a tie between 448 and the NaN slot: to even
  CHECK(encode<float8_e4m3fn_t>(480.0f) == 0x7F);  // beyond: NaN
  CHECK(encode<float8_e4m3fn_t>(-1e9f) == 0x7F);
  CHECK(value<float8_e4m3fn_t>(0x01) == std::ldexp(1.0f, -9));
  // OCP FP8 E5M2: IEEE-like, largest 57344.
  CHECK(value<float8_e5m2_t>(0x7B) == 57344.0f);
  CHECK(std::isinf(value<float8_e5m2_t>(0x7C)));
  CHECK(encode<float8_e5m2_t>(65536.0f) == 0x7C);
  // fnuz: no negative zero, NaN is 0x80, bias one more.
  CHECK(encode<float8_e4m3fnuz_t>(-0.0f) == 0x00);
  CHECK(std::isnan(value<float8_e4m3fnuz_t>(0x80)));
  CHECK(value<float8_e4m3fnuz_t>(0x7F) == 240.0f);
  CHECK(value<float8_e5m2fnuz_t>(0x7F) == 57344.0f);
  CHECK(value<float8_e4m3b11fnuz_t>(0x7F) == 30.0f);
  CHECK(encode<float8_e4m3fnuz_t>(1000.0f) == 0x80);
  // IEEE-like e4m3 and e3m4 (with infinities).
  CHECK(value<float8_e4m3_t>(0x77) == 240.0f);
  CHECK(std::isinf(value<float8_e4m3_t>(0x78)));
  CHECK(value<float8_e3m4_t>(0x6F) == 15.5f);
  // e8m0fnu: powers of two only, no zero, no sign, NaN 0xFF.
  CHECK(value<float8_e8m0fnu_t>(0x7F) == 1.0f);
  CHECK(value<float8_e8m0fnu_t>(0x80) == 2.0f);
  CHECK(value<float8_e8m0fnu_t>(0x00) == std::ldexp(1.0f, -127));
  CHECK(std::isnan(value<float8_e8m0fnu_t>(0xFF)));
  CHECK(encode<float8_e8m0fnu_t>(0.5f) == 0x7E);
  CHECK(encode<float8_e8m0fnu_t>(2.9f) == 0x80);
  CHECK(encode<float8_e8m0fnu_t>(3.1f) == 0x81);
  CHECK(encode<float8_e8m0fnu_t>(3.0f) == 0x81);  // a tie between 2 and 4: upwards, as ml_dtypes
  CHECK(encode<float8_e8m0fnu_t>(1.5f) == 0x80);
  CHECK(encode<float8_e8m0fnu_t>(-1.0f) == 0xFF);
  CHECK(encode<float8_e8m0fnu_t>(0.0f) == 0xFF);  // no zero: NaN, as ml_dtypes
  CHECK(encode<float8_e8m0fnu_t>(-0.0f) == 0xFF);
  check_round_trip<float8_e3m4_t>("float8_e3m4");
  check_round_trip<float8_e4m3_t>("float8_e4m3");
  check_round_trip<float8_e4m3fn_t>("float8_e4m3fn");
  check_round_trip<float8_e4m3fnuz_t>("float8_e4m3fnuz");
  check_round_trip<float8_e4m3b11fnuz_t>("float8_e4m3b11fnuz");
  check_round_trip<float8_e5m2_t>("float8_e5m2");
  check_round_trip<float8_e5m2fnuz_t>("float8_e5m2fnuz");
  check_round_trip<float8_e8m0fnu_t>("float8_e8m0fnu");
  check_monotonic<float8_e4m3fn_t>("float8_e4m3fn");
  check_monotonic<float8_e5m2fnuz_t>("float8_e5m2fnuz");
  check_monotonic<float8_e8m0fnu_t>("float8_e8m0fnu");
}

TEST_CASE("6- and 4-bit floats: every value, saturation, no NaN") {
  using namespace dlpack;
  const float e2m1[] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f, 6.0f};
  for (unsigned b = 0; b < 8; ++b) {
    CHECK(value<float4_e2m1fn_t>(b) == e2m1[b]);
    CHECK(value<float4_e2m1fn_t>(b | 8U) == -e2m1[b]);
  }
  CHECK(encode<float4_e2m1fn_t>(100.0f) == 0x7);   // saturates
  CHECK(encode<float4_e2m1fn_t>(-100.0f) == 0xF);
  CHECK(encode<float4_e2m1fn_t>(0.25f) == 0x0);    // a tie: to even
  CHECK(encode<float4_e2m1fn_t>(0.75f) == 0x2);    // a tie: to even (1.0)
  CHECK(encode<float4_e2m1fn_t>(5.0f) == 0x6);     // a tie between 4 and 6: to even (4)
  CHECK(encode<float4_e2m1fn_t>(std::nanf("")) == 0x0);  // no NaN: zero
  CHECK(encode<float6_e2m3fn_t>(-std::nanf("")) == 0x0);
  CHECK(value<float6_e2m3fn_t>(0x1F) == 7.5f);
  CHECK(value<float6_e3m2fn_t>(0x1F) == 28.0f);
  CHECK(value<float6_e2m3fn_t>(0x01) == 0.125f);
  CHECK(encode<float6_e3m2fn_t>(1e6f) == 0x1F);
  check_round_trip<float6_e2m3fn_t>("float6_e2m3fn");
  check_round_trip<float6_e3m2fn_t>("float6_e3m2fn");
  check_round_trip<float4_e2m1fn_t>("float4_e2m1fn");
  check_monotonic<float6_e2m3fn_t>("float6_e2m3fn");
  check_monotonic<float4_e2m1fn_t>("float4_e2m1fn");
}

TEST_CASE("Message builds text without allocating; Issues keeps the first problems and counts the rest") {
  dlpack::Message m;
  m << "shape[" << 1 << "] is " << -3 << ", " << std::numeric_limits<std::int64_t>::min();
  CHECK(m == "shape[1] is -3, -9223372036854775808");
  dlpack::Message long_text;
  for (int i = 0; i < 100; ++i) long_text << "abcdef";
  CHECK(long_text.size() == dlpack::Message::capacity - 1);
  CHECK(long_text.view().substr(long_text.size() - 3) == "...");
  dlpack::Issues many;
  for (int i = 0; i < 20; ++i) many.add(dlpack::Problem::NegativeShape, dlpack::Message() << "shape[" << i << "] is -1");
  CHECK(many.size() == dlpack::Issues::capacity);
  CHECK(many.count() == 20);
  CHECK(dlpack::to_string(many).find("; and 12 more") != std::string::npos);
  const dlpack::Error error(many);
  CHECK(std::string(error.what()).rfind("dlpack: shape[0] is -1; shape[1] is -1", 0) == 0);
}

TEST_CASE("a run-time-rank accessor of a tensor without strides holds compact strides, copied and moved with it") {
#if DLPACK_CPP_HAS_TENSOR_VIEW
  for (std::size_t ndim : {std::size_t{3}, std::size_t{11}}) {  // in place, and on the heap
    CAPTURE(ndim);
    std::vector<int64_t> shape(ndim, 2);
    shape[0] = 3;
    std::vector<float> data(3 << (ndim - 1));
    for (std::size_t i = 0; i < data.size(); ++i) data[i] = static_cast<float>(i);
    DLTensor t{};
    t.data = data.data();
    t.ndim = static_cast<int32_t>(ndim);
    t.shape = shape.data();
    t.strides = nullptr;
    t.dtype.code = kDLFloat;
    t.dtype.bits = 32;
    t.dtype.lanes = 1;
    t.DLPACK_TEST_DEVICE_FIELD = dlpack::Device(dlpack::DeviceType::CPU, 0);
    auto a = dlpack::TensorView(t, dlpack::StridesRule::Optional).accessor<float>();
    std::vector<int64_t> last(ndim, 1);
    last[0] = 2;
    CHECK(a[dlpack::Span<const int64_t>(last.data(), ndim)] == data.back());
    CHECK(a.stride(0) == static_cast<int64_t>(data.size() / 3));
    CHECK(a.stride(ndim - 1) == 1);
    auto copy = a;
    auto moved = std::move(a);
    a = copy;  // assigned back after the move
    for (const auto* x : {&copy, &moved, &a}) {
      CHECK(x->offset(dlpack::Span<const int64_t>(last.data(), ndim)) == static_cast<int64_t>(data.size() - 1));
      CHECK((*x)[dlpack::Span<const int64_t>(last.data(), ndim)] == data.back());
    }
    std::vector<int64_t> strides(ndim, 0);  // with strides, the tensor's own are used
    t.strides = strides.data();
    CHECK(dlpack::TensorView(t).accessor<float>().stride(0) == 0);
  }
#endif
}

#include <optional>
#include <string_view>
#if __cplusplus >= 202002L && __has_include(<span>)
#include <span>
#endif

TEST_CASE("the core's TextView, Optional, Array and Span stand in for the standard types and convert to them") {
  // TextView: what to_string() of an enum gives; compares by content with C
  // strings, std::string_view and std::string on either side, converts to both.
  const dlpack::TextView name = dlpack::to_string(dlpack::Problem::NullShape);
  const std::string owned = "NullShape";
  const std::string_view view = owned;
  CHECK(name == "NullShape");
  CHECK(name != "NullShap");
  CHECK(name == view);
  CHECK(view == name);
  CHECK(name == owned);
  CHECK(owned == name);
  CHECK_FALSE(name != owned);
  CHECK(name != std::string("NullShapes"));
  const std::string_view as_view = name;
  const std::string as_string = name;
  CHECK(as_view == "NullShape");
  CHECK(as_string == "NullShape");
  CHECK(as_view.data() == name.data());
  CHECK(name.substr(4) == "Shape");
  CHECK(name.substr(0, 4) == "Null");
  CHECK(name.substr(99).empty());
  CHECK(dlpack::TextView(view).size() == 9);
  CHECK(dlpack::TextView().empty());
  CHECK(dlpack::TextView(static_cast<const char*>(nullptr)).empty());
  static_assert(dlpack::TextView("abc").size() == 3, "TextView measures C strings at compile time");
  static_assert(dlpack::to_string(dlpack::Problem::ReadOnly) == dlpack::TextView("ReadOnly"), "constexpr comparison");
  // A Message compares and converts the same way.
  dlpack::Message m;
  m << "dims " << 3;
  CHECK(m == std::string("dims 3"));
  CHECK(std::string(m) == "dims 3");
  CHECK(static_cast<std::string_view>(m).size() == 6);

  // Optional: the absent results of the core; converts to std::optional.
  constexpr dlpack::Optional<dlpack::Version> same = dlpack::version_for(dlpack::header_version);
  static_assert(same.has_value() && *same == dlpack::header_version, "version_for the header's own version");
  const dlpack::Optional<std::int64_t> none;
  const dlpack::Optional<std::int64_t> seven = std::int64_t{7};
  CHECK_FALSE(none);
  CHECK(none.value_or(-1) == -1);
  CHECK(seven.value_or(-1) == 7);
  CHECK(*seven == 7);
  CHECK(none != seven);
  CHECK(seven == dlpack::Optional<std::int64_t>(7));
  const std::optional<std::int64_t> std_none = none;
  const std::optional<std::int64_t> std_seven = seven;
  CHECK_FALSE(std_none.has_value());
  CHECK(std_seven == 7);
  static_assert(!std::is_convertible<dlpack::Optional<std::int64_t>, std::int64_t>::value,
                "an Optional does not silently become its value");

  // Array: in place, compared element by element.
  dlpack::Array<std::int64_t, 3> a{{1, 2, 3}};
  CHECK(a.size() == 3);
  CHECK(a.front() == 1);
  CHECK(a.back() == 3);
  std::int64_t sum = 0;
  for (std::int64_t x : a) sum += x;
  CHECK(sum == 6);
  dlpack::Array<std::int64_t, 3> b = a;
  CHECK(a == b);
  b[2] = 4;
  CHECK(a != b);
  static_assert(dlpack::Array<int, 0>::size() == 0 && dlpack::Array<int, 0>::empty(), "a rank-0 shape");

#if __cplusplus >= 202002L && __has_include(<span>)
  // Span converts to std::span under C++20.
  const std::int64_t idx[] = {4, 5};
  const std::span<const std::int64_t> s = dlpack::Span<const std::int64_t>(idx, 2);
  CHECK(s.size() == 2);
  CHECK(s[1] == 5);
#endif
}
