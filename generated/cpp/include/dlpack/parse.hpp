// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Parsing the text forms the core writes: from_string<T>(text) for every enum
// class ("CUDA", "kDLCUDA"), Flags ("ReadOnly|IsCopied") and DataType
// ("float32", "int8x4"), giving std::optional<T>. Opt-in: dlpack/dlpack.hpp
// stays free of <optional>, <string_view> and the parsers.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "dlpack/dlpack.hpp"

namespace dlpack {

/// Text form of a wrapper type: specialised for every enum class, Flags and
/// DataType. Use dlpack::from_string<T>().
template <class T>
struct text_traits;

/// Parses the text form of T (an enum class, Flags or DataType); nullopt when
/// `text` is not one. Inverse of to_string: from_string<T>(to_string(x)) == x.
template <class T>
constexpr std::optional<T> from_string(std::string_view text) noexcept {
  return text_traits<T>::from_string(text);
}

template <>
struct text_traits<DeviceType> {
  /// Accepts the name to_string() gives ("Trn"), the C enumerator name ("kDLTrn")
  /// and, where the history records one, the C name an enumerator had before a rename.
  static constexpr std::optional<DeviceType> from_string(std::string_view text) noexcept {
    if (text == "CPU" || text == "kDLCPU" || text == "kCPU") return DeviceType::CPU;
    if (text == "CUDA" || text == "kDLCUDA" || text == "kDLGPU") return DeviceType::CUDA;
    if (text == "CUDAHost" || text == "kDLCUDAHost" || text == "kDLCPUPinned") return DeviceType::CUDAHost;
    if (text == "OpenCL" || text == "kDLOpenCL" || text == "kOpenCL") return DeviceType::OpenCL;
    if (text == "Vulkan" || text == "kDLVulkan") return DeviceType::Vulkan;
    if (text == "Metal" || text == "kDLMetal") return DeviceType::Metal;
    if (text == "VPI" || text == "kDLVPI") return DeviceType::VPI;
    if (text == "ROCM" || text == "kDLROCM") return DeviceType::ROCM;
    if (text == "ROCMHost" || text == "kDLROCMHost") return DeviceType::ROCMHost;
    if (text == "ExtDev" || text == "kDLExtDev") return DeviceType::ExtDev;
    if (text == "CUDAManaged" || text == "kDLCUDAManaged") return DeviceType::CUDAManaged;
    if (text == "OneAPI" || text == "kDLOneAPI") return DeviceType::OneAPI;
    if (text == "WebGPU" || text == "kDLWebGPU") return DeviceType::WebGPU;
    if (text == "Hexagon" || text == "kDLHexagon") return DeviceType::Hexagon;
    if (text == "MAIA" || text == "kDLMAIA") return DeviceType::MAIA;
    if (text == "Trn" || text == "kDLTrn") return DeviceType::Trn;
    return std::nullopt;
  }
};

template <>
struct text_traits<DataTypeCode> {
  /// Accepts the name to_string() gives ("Float4_e2m1fn"), the C enumerator name ("kDLFloat4_e2m1fn")
  /// and, where the history records one, the C name an enumerator had before a rename.
  static constexpr std::optional<DataTypeCode> from_string(std::string_view text) noexcept {
    if (text == "Int" || text == "kDLInt" || text == "kInt") return DataTypeCode::Int;
    if (text == "UInt" || text == "kDLUInt" || text == "kUInt") return DataTypeCode::UInt;
    if (text == "Float" || text == "kDLFloat" || text == "kFloat") return DataTypeCode::Float;
    if (text == "OpaqueHandle" || text == "kDLOpaqueHandle") return DataTypeCode::OpaqueHandle;
    if (text == "Bfloat" || text == "kDLBfloat") return DataTypeCode::Bfloat;
    if (text == "Complex" || text == "kDLComplex") return DataTypeCode::Complex;
    if (text == "Bool" || text == "kDLBool") return DataTypeCode::Bool;
    if (text == "Float8_e3m4" || text == "kDLFloat8_e3m4") return DataTypeCode::Float8_e3m4;
    if (text == "Float8_e4m3" || text == "kDLFloat8_e4m3") return DataTypeCode::Float8_e4m3;
    if (text == "Float8_e4m3b11fnuz" || text == "kDLFloat8_e4m3b11fnuz") return DataTypeCode::Float8_e4m3b11fnuz;
    if (text == "Float8_e4m3fn" || text == "kDLFloat8_e4m3fn") return DataTypeCode::Float8_e4m3fn;
    if (text == "Float8_e4m3fnuz" || text == "kDLFloat8_e4m3fnuz") return DataTypeCode::Float8_e4m3fnuz;
    if (text == "Float8_e5m2" || text == "kDLFloat8_e5m2") return DataTypeCode::Float8_e5m2;
    if (text == "Float8_e5m2fnuz" || text == "kDLFloat8_e5m2fnuz") return DataTypeCode::Float8_e5m2fnuz;
    if (text == "Float8_e8m0fnu" || text == "kDLFloat8_e8m0fnu") return DataTypeCode::Float8_e8m0fnu;
    if (text == "Float6_e2m3fn" || text == "kDLFloat6_e2m3fn") return DataTypeCode::Float6_e2m3fn;
    if (text == "Float6_e3m2fn" || text == "kDLFloat6_e3m2fn") return DataTypeCode::Float6_e3m2fn;
    if (text == "Float4_e2m1fn" || text == "kDLFloat4_e2m1fn") return DataTypeCode::Float4_e2m1fn;
    return std::nullopt;
  }
};

template <>
struct text_traits<Flags> {
  struct Named {
    std::string_view name;
    Flags flag;
  };
  /// Every bit this header defines, by the name to_string(Flags) gives it.
  static constexpr Named names[] = {
      {"ReadOnly", Flags::ReadOnly},
      {"IsCopied", Flags::IsCopied},
      {"IsSubbyteTypePadded", Flags::IsSubbyteTypePadded},
  };

  /// Parses what to_string(Flags) writes: names and 0x terms joined by '|'.
  static constexpr std::optional<Flags> from_string(std::string_view text) noexcept {
    Flags out{};
    if (text.empty()) return out;
    while (true) {
      std::size_t bar = text.find('|');
      std::string_view term = text.substr(0, bar);
      std::optional<Flags> bit = parse_term(term);
      if (!bit) return std::nullopt;
      out |= *bit;
      if (bar == std::string_view::npos) return out;
      text = text.substr(bar + 1);
    }
  }

 private:
  static constexpr std::optional<Flags> parse_term(std::string_view term) noexcept {
    for (const Named& n : names)
      if (term == n.name) return n.flag;
    if (term.size() <= 2 || term.size() > 2 + 2 * sizeof(uint64_t) || term[0] != '0' || term[1] != 'x')
      return std::nullopt;
    uint64_t bits = 0;
    for (char c : term.substr(2)) {
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) return std::nullopt;
      bits <<= 4;
      bits |= static_cast<uint64_t>(d);
    }
    return static_cast<Flags>(bits);
  }
};

template <>
struct text_traits<DataType> {
  /// Parses what to_string(DataType) writes.
  static constexpr std::optional<DataType> from_string(std::string_view text) noexcept {
    if (auto dtype = parse_base(text)) return dtype;
    if (auto dtype = parse_generic(text)) return dtype;
    std::size_t x = text.rfind('x');
    if (x == std::string_view::npos || x == 0) return std::nullopt;
    auto lanes = parse_number(text.substr(x + 1), 65535);
    auto dtype = parse_base(text.substr(0, x));
    if (!lanes || *lanes == 0 || !dtype) return std::nullopt;
    dtype->lanes = static_cast<decltype(dtype->lanes)>(*lanes);
    return dtype;
  }

 private:
  static constexpr std::optional<unsigned> parse_number(std::string_view digits, unsigned max) noexcept {
    if (digits.empty() || digits.size() > 5) return std::nullopt;
    unsigned n = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + static_cast<unsigned>(c - '0');
    }
    if (n > max) return std::nullopt;
    return n;
  }
  static constexpr bool starts_with(std::string_view s, std::string_view prefix) noexcept {
    return s.substr(0, prefix.size()) == prefix;
  }
  // One lane: a fixed name, or a prefix and a width.
  static constexpr std::optional<DataType> parse_base(std::string_view text) noexcept {
    if (text == "bool") return DataType(DataTypeCode::Bool, 8);
    if (text == "float8_e3m4") return DataType(DataTypeCode::Float8_e3m4, 8);
    if (text == "float8_e4m3") return DataType(DataTypeCode::Float8_e4m3, 8);
    if (text == "float8_e4m3b11fnuz") return DataType(DataTypeCode::Float8_e4m3b11fnuz, 8);
    if (text == "float8_e4m3fn") return DataType(DataTypeCode::Float8_e4m3fn, 8);
    if (text == "float8_e4m3fnuz") return DataType(DataTypeCode::Float8_e4m3fnuz, 8);
    if (text == "float8_e5m2") return DataType(DataTypeCode::Float8_e5m2, 8);
    if (text == "float8_e5m2fnuz") return DataType(DataTypeCode::Float8_e5m2fnuz, 8);
    if (text == "float8_e8m0fnu") return DataType(DataTypeCode::Float8_e8m0fnu, 8);
    if (text == "float6_e2m3fn") return DataType(DataTypeCode::Float6_e2m3fn, 6);
    if (text == "float6_e3m2fn") return DataType(DataTypeCode::Float6_e3m2fn, 6);
    if (text == "float4_e2m1fn") return DataType(DataTypeCode::Float4_e2m1fn, 4);
    if (starts_with(text, "int")) {
      if (auto bits = parse_number(text.substr(sizeof("int") - 1), 255))
        return DataType(DataTypeCode::Int, *bits);
    }
    if (starts_with(text, "uint")) {
      if (auto bits = parse_number(text.substr(sizeof("uint") - 1), 255))
        return DataType(DataTypeCode::UInt, *bits);
    }
    if (starts_with(text, "float")) {
      if (auto bits = parse_number(text.substr(sizeof("float") - 1), 255))
        return DataType(DataTypeCode::Float, *bits);
    }
    if (starts_with(text, "handle")) {
      if (auto bits = parse_number(text.substr(sizeof("handle") - 1), 255))
        return DataType(DataTypeCode::OpaqueHandle, *bits);
    }
    if (starts_with(text, "bfloat")) {
      if (auto bits = parse_number(text.substr(sizeof("bfloat") - 1), 255))
        return DataType(DataTypeCode::Bfloat, *bits);
    }
    if (starts_with(text, "complex")) {
      if (auto bits = parse_number(text.substr(sizeof("complex") - 1), 255))
        return DataType(DataTypeCode::Complex, *bits);
    }
    return std::nullopt;
  }
  // "dtype(code=C,bits=B,lanes=L)".
  static constexpr std::optional<DataType> parse_generic(std::string_view text) noexcept {
    constexpr std::string_view parts[] = {"dtype(code=", ",bits=", ",lanes=", ")"};
    constexpr unsigned max[] = {255, 255, 65535};
    unsigned values[3] = {0, 0, 0};
    if (!starts_with(text, parts[0])) return std::nullopt;
    text = text.substr(parts[0].size());
    for (int i = 0; i < 3; ++i) {
      std::size_t end = text.find(parts[i + 1]);
      if (end == std::string_view::npos) return std::nullopt;
      auto n = parse_number(text.substr(0, end), max[i]);
      if (!n) return std::nullopt;
      values[i] = *n;
      text = text.substr(end + parts[i + 1].size());
    }
    if (!text.empty()) return std::nullopt;
    DataType dtype;
    dtype.code = static_cast<decltype(dtype.code)>(values[0]);
    dtype.bits = static_cast<decltype(dtype.bits)>(values[1]);
    dtype.lanes = static_cast<decltype(dtype.lanes)>(values[2]);
    return dtype;
  }
};

}  // namespace dlpack
