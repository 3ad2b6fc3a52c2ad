#include "model/model.h"

#include <algorithm>
#include <cctype>

namespace dlpackgen::model {

std::string Version::str() const {
  if (!known()) return "unknown";
  return std::to_string(major) + "." + std::to_string(minor);
}

std::optional<Version> Version::parse(const std::string& text) {
  auto dot = text.find('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 >= text.size()) return std::nullopt;
  auto digits = [](const std::string& s) {
    return !s.empty() && s.size() < 6 &&
           std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
  };
  std::string a = text.substr(0, dot), b = text.substr(dot + 1);
  if (!digits(a) || !digits(b)) return std::nullopt;
  return Version{std::stoi(a), std::stoi(b)};
}

namespace {
template <typename T>
const T* find_by_name(const std::vector<T>& items, const std::string& name) {
  for (const auto& item : items)
    if (item.name == name) return &item;
  return nullptr;
}
}  // namespace

const Enum* Model::find_enum(const std::string& name) const { return find_by_name(enums, name); }
const Enumerator* Enum::find_enumerator(const std::string& name) const { return find_by_name(enumerators, name); }
const Field* Struct::find_field(const std::string& name) const { return find_by_name(fields, name); }
const Struct* Model::find_struct(const std::string& name) const { return find_by_name(structs, name); }
const FunctionPointer* Model::find_function_pointer(const std::string& name) const {
  return find_by_name(function_pointers, name);
}
const Alias* Model::find_alias(const std::string& name) const { return find_by_name(aliases, name); }
const Macro* Model::find_macro(const std::string& name) const { return find_by_name(macros, name); }
const TargetInfo* Model::find_target(const std::string& triple) const {
  for (const auto& t : targets)
    if (t.triple == triple) return &t;
  return nullptr;
}

std::string to_string(TypeKind kind) {
  switch (kind) {
    case TypeKind::Scalar: return "scalar";
    case TypeKind::Pointer: return "pointer";
    case TypeKind::Struct: return "struct";
    case TypeKind::Enum: return "enum";
    case TypeKind::FunctionPointer: return "function_pointer";
    case TypeKind::Array: return "array";
  }
  return "scalar";
}

std::optional<TypeKind> type_kind_from_string(const std::string& text) {
  for (TypeKind k : {TypeKind::Scalar, TypeKind::Pointer, TypeKind::Struct, TypeKind::Enum,
                     TypeKind::FunctionPointer, TypeKind::Array})
    if (to_string(k) == text) return k;
  return std::nullopt;
}

const std::vector<std::string>& default_targets() {
  static const std::vector<std::string> targets = {
      "x86_64-linux-gnu",      "aarch64-linux-gnu",      "i686-linux-gnu",
      "armv7-linux-gnueabihf", "riscv64-linux-gnu",      "powerpc64le-linux-gnu",
      "s390x-linux-gnu",       "wasm32-unknown-unknown", "x86_64-pc-windows-msvc",
  };
  return targets;
}

std::optional<Version> version_from_legacy_spelling(const std::string& spelling) {
  std::string digits;
  for (char c : spelling) {
    if (std::isdigit(static_cast<unsigned char>(c))) digits += c;
    else if (c == '(' || c == ')' || c == ' ' || c == '\t') continue;
    else return std::nullopt;
  }
  if (digits.empty() || digits.size() > 4) return std::nullopt;
  int n = std::stoi(digits);  // decimal on purpose: "010" means 0.1.0
  return Version{n / 100, (n / 10) % 10};
}

bool is_unsigned_c_type(const std::string& c_name) {
  return c_name.rfind("unsigned", 0) == 0 || c_name.rfind("uint", 0) == 0 || c_name == "_Bool" ||
         c_name == "bool" || c_name == "size_t" || c_name == "uintptr_t";
}

bool enum_is_unsigned(const Enum& e) {
  if (e.underlying_c.empty()) return false;
  for (const auto& [triple, type] : e.underlying_c)
    if (!is_unsigned_c_type(type)) return false;
  return true;
}

std::string enumerator_value_text(const Enum& e, const Enumerator& en) {
  return enum_is_unsigned(e) ? std::to_string(static_cast<uint64_t>(en.value)) : std::to_string(en.value);
}

}  // namespace dlpackgen::model
