// Hand-made Models for the abi tests: a small DLPack-like header laid out for
// three targets (LP64 Linux, i686 where 8-byte integers are 4-aligned, LLP64
// Windows) by the usual C rules, so tests can mutate it field by field.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "abi/targets.h"
#include "model/model.h"

namespace dlpackgen::abitest {

inline model::Type scalar(const std::string& name) {
  model::Type t;
  t.kind = model::TypeKind::Scalar;
  t.name = name;
  t.spelling = name;
  return t;
}

inline model::Type pointer_to(const model::Type& pointee) {
  model::Type t;
  t.kind = model::TypeKind::Pointer;
  t.element.push_back(pointee);
  t.spelling = pointee.spelling + " *";
  return t;
}

inline model::Type struct_ref(const std::string& name) {
  model::Type t;
  t.kind = model::TypeKind::Struct;
  t.name = name;
  t.spelling = name;
  return t;
}

inline model::Type enum_ref(const std::string& name) {
  model::Type t = struct_ref(name);
  t.kind = model::TypeKind::Enum;
  return t;
}

inline model::Type function_pointer(const model::Type& result, const std::vector<model::Type>& params,
                                    const std::string& name = "") {
  model::Type t;
  t.kind = model::TypeKind::FunctionPointer;
  t.name = name;
  t.result.push_back(result);
  std::string spelling = result.spelling + " (*)(";
  for (std::size_t i = 0; i < params.size(); ++i) {
    t.params.push_back({"p" + std::to_string(i), params[i]});
    spelling += (i ? ", " : "") + params[i].spelling;
  }
  t.spelling = name.empty() ? spelling + ")" : name;
  return t;
}

inline std::vector<model::TargetInfo> test_targets() {
  return {{"x86_64-linux-gnu", 8, 8, false}, {"i686-linux-gnu", 4, 4, false}, {"x86_64-pc-windows-msvc", 8, 8, false}};
}

/// Size and alignment of `type` on `target`, by the C rules of these three targets.
inline model::Layout layout_of(const model::Model& m, const model::Type& type, const model::TargetInfo& target) {
  using model::TypeKind;
  switch (type.kind) {
    case TypeKind::Scalar: {
      auto info = abi::scalar_info(type.name, target);
      if (!info) throw std::runtime_error("unknown scalar " + type.name);
      uint64_t align = info->size;
      if (target.triple == "i686-linux-gnu" && align == 8) align = 4;
      return {info->size, align};
    }
    case TypeKind::Pointer:
    case TypeKind::FunctionPointer:
      return {target.pointer_size, target.pointer_align};
    case TypeKind::Enum:
      return {4, 4};
    case TypeKind::Struct: {
      const auto* s = m.find_struct(type.name);
      if (!s) throw std::runtime_error("unknown struct " + type.name);
      return s->layout.at(target.triple);
    }
    case TypeKind::Array: {
      model::Layout e = layout_of(m, type.element.at(0), target);
      return {e.size * type.array_size, e.align};
    }
  }
  return {};
}

/// Appends a struct to `m`, laying it out on every target of `m`.
inline model::Struct& add_struct(model::Model& m, const std::string& name,
                                 const std::vector<std::pair<std::string, model::Type>>& fields, unsigned line) {
  model::Struct s;
  s.name = name;
  s.pos = {line, 3};
  unsigned field_line = line + 1;
  for (const auto& [fname, ftype] : fields) {
    model::Field f;
    f.name = fname;
    f.type = ftype;
    f.pos = {field_line++, 5};
    s.fields.push_back(f);
  }
  for (const auto& t : m.targets) {
    uint64_t offset = 0, align = 1;
    for (auto& f : s.fields) {
      model::Layout l = layout_of(m, f.type, t);
      offset = (offset + l.align - 1) / l.align * l.align;
      f.offset[t.triple] = offset;
      offset += l.size;
      align = std::max(align, l.align);
    }
    s.layout[t.triple] = {(offset + align - 1) / align * align, align};
  }
  m.structs.push_back(s);
  return m.structs.back();
}

/// Re-lays out struct `name` after its fields were edited (and every struct after it).
inline void relayout(model::Model& m) {
  std::vector<model::Struct> structs = std::move(m.structs);
  m.structs.clear();
  for (const auto& s : structs) {
    std::vector<std::pair<std::string, model::Type>> fields;
    for (const auto& f : s.fields) fields.emplace_back(f.name, f.type);
    auto& out = add_struct(m, s.name, fields, s.pos.line);
    out.doc = s.doc;
  }
}

inline model::Enum make_enum(const std::string& name, const std::vector<std::pair<std::string, int64_t>>& values,
                             const std::vector<model::TargetInfo>& targets, unsigned line) {
  model::Enum e;
  e.name = name;
  e.pos = {line, 3};
  unsigned l = line + 1;
  for (const auto& [n, v] : values) {
    model::Enumerator x;
    x.name = n;
    x.value = v;
    x.pos = {l++, 3};
    e.enumerators.push_back(x);
  }
  for (const auto& t : targets) {
    e.layout[t.triple] = {4, 4};
    e.underlying_c[t.triple] = abi::is_windows(t) ? "int" : "unsigned int";
    e.underlying_cxx[t.triple] = abi::is_windows(t) ? "int" : "unsigned int";
  }
  return e;
}

inline model::Macro make_macro(const std::string& name, int64_t value, const std::string& spelling, unsigned line) {
  model::Macro m;
  m.name = name;
  m.value = value;
  m.spelling = spelling;
  m.pos = {line, 9};
  return m;
}

/// A DLPack 1.x-like Model: DLDeviceType, DLDataTypeCode, DLPackVersion,
/// DLDevice, DLDataType, DLTensor, DLManagedTensorVersioned, version and flag macros.
inline model::Model base_model(int major = 1, int minor = 1) {
  model::Model m;
  m.header.file = "dlpack.h";
  m.header.version = {major, minor};
  m.header.version_macro = "DLPACK_MAJOR_VERSION";
  m.targets = test_targets();
  m.macros.push_back(make_macro("DLPACK_MAJOR_VERSION", major, std::to_string(major), 10));
  m.macros.push_back(make_macro("DLPACK_MINOR_VERSION", minor, std::to_string(minor), 11));
  m.macros.push_back(make_macro("DLPACK_FLAG_BITMASK_READ_ONLY", 1, "(1UL << 0UL)", 12));
  m.macros.push_back(make_macro("DLPACK_FLAG_BITMASK_IS_COPIED", 2, "(1UL << 1UL)", 13));
  m.macros.back().is_unsigned = true;
  m.macros[2].is_unsigned = true;
  m.enums.push_back(make_enum("DLDeviceType", {{"kDLCPU", 1}, {"kDLCUDA", 2}, {"kDLCUDAHost", 3}}, m.targets, 20));
  m.enums.push_back(make_enum("DLDataTypeCode", {{"kDLInt", 0}, {"kDLUInt", 1}, {"kDLFloat", 2}}, m.targets, 30));
  add_struct(m, "DLPackVersion", {{"major", scalar("uint32_t")}, {"minor", scalar("uint32_t")}}, 40);
  add_struct(m, "DLDevice", {{"device_type", enum_ref("DLDeviceType")}, {"device_id", scalar("int32_t")}}, 50);
  add_struct(m, "DLDataType",
             {{"code", scalar("uint8_t")}, {"bits", scalar("uint8_t")}, {"lanes", scalar("uint16_t")}}, 60);
  add_struct(m, "DLTensor",
             {{"data", pointer_to(scalar("void"))},
              {"device", struct_ref("DLDevice")},
              {"ndim", scalar("int32_t")},
              {"dtype", struct_ref("DLDataType")},
              {"shape", pointer_to(scalar("int64_t"))},
              {"strides", pointer_to(scalar("int64_t"))},
              {"byte_offset", scalar("uint64_t")}},
             70);
  model::Type self = pointer_to(struct_ref("DLManagedTensorVersioned"));
  add_struct(m, "DLManagedTensorVersioned",
             {{"version", struct_ref("DLPackVersion")},
              {"manager_ctx", pointer_to(scalar("void"))},
              {"deleter", function_pointer(scalar("void"), {self})},
              {"flags", scalar("uint64_t")},
              {"dl_tensor", struct_ref("DLTensor")}},
             90);
  return m;
}

inline model::Struct& struct_named(model::Model& m, const std::string& name) {
  for (auto& s : m.structs)
    if (s.name == name) return s;
  throw std::runtime_error("no struct " + name);
}

inline model::Enum& enum_named(model::Model& m, const std::string& name) {
  for (auto& e : m.enums)
    if (e.name == name) return e;
  throw std::runtime_error("no enum " + name);
}

}  // namespace dlpackgen::abitest
