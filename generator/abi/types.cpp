#include "abi/types.h"

#include <algorithm>

#include "abi/targets.h"

namespace dlpackgen::abi {

namespace {

TypeMatch worst(TypeMatch a, TypeMatch b) { return static_cast<int>(a) > static_cast<int>(b) ? a : b; }

std::string scalar_name(const model::Type& t) { return t.name.empty() ? t.spelling : t.name; }

}  // namespace

TypeComparator::TypeComparator(const model::Model& old_model, const model::Model& new_model,
                               const RenameMap& renames, std::vector<model::TargetInfo> targets)
    : old_(old_model), new_(new_model), renames_(renames), targets_(std::move(targets)) {}

std::string TypeComparator::mapped(const std::string& old_name) const {
  auto it = renames_.find(old_name);
  return it == renames_.end() ? old_name : it->second;
}

TypeMatch TypeComparator::compare(const model::Type& a, const model::Type& b,
                                  const model::TargetInfo& target) const {
  using model::TypeKind;
  if (a.kind != b.kind) return TypeMatch::Different;
  TypeMatch qual = a.is_const == b.is_const ? TypeMatch::Same : TypeMatch::Equivalent;
  switch (a.kind) {
    case TypeKind::Scalar: {
      std::string an = scalar_name(a), bn = scalar_name(b);
      if (an == bn) return qual;
      auto ai = scalar_info(an, target), bi = scalar_info(bn, target);
      if (ai && bi && ai->category == bi->category && ai->size == bi->size &&
          (ai->is_signed == bi->is_signed || ai->category != ScalarInfo::Category::Integer))
        return TypeMatch::Equivalent;
      return TypeMatch::Different;
    }
    case TypeKind::Pointer: {
      if (a.element.empty() || b.element.empty())
        return a.element.empty() == b.element.empty() ? qual : TypeMatch::Different;
      return worst(qual, compare(a.element[0], b.element[0], target));
    }
    case TypeKind::Array: {
      if (a.array_size != b.array_size || a.element.empty() || b.element.empty()) return TypeMatch::Different;
      return worst(qual, compare(a.element[0], b.element[0], target));
    }
    case TypeKind::Struct:
    case TypeKind::Enum:
      return worst(qual, compare_named(a, b, target));
    case TypeKind::FunctionPointer: {
      if (!a.name.empty() && !b.name.empty() && mapped(a.name) == b.name) return qual;
      TypeMatch sig = compare_signature(a, b, target);
      if (sig == TypeMatch::Same && a.name != b.name) sig = TypeMatch::Equivalent;
      return worst(qual, sig);
    }
  }
  return TypeMatch::Different;
}

TypeMatch TypeComparator::compare_named(const model::Type& a, const model::Type& b,
                                        const model::TargetInfo&) const {
  if (mapped(a.name) == b.name) return TypeMatch::Same;
  if (a.kind == model::TypeKind::Struct) {
    const auto* sa = old_.find_struct(a.name);
    const auto* sb = new_.find_struct(b.name);
    if (sa && sb && same_struct_shape(*sa, *sb)) return TypeMatch::Equivalent;
  } else {
    const auto* ea = old_.find_enum(a.name);
    const auto* eb = new_.find_enum(b.name);
    if (ea && eb && same_enum_values(*ea, *eb)) return TypeMatch::Equivalent;
  }
  return TypeMatch::Different;
}

TypeMatch TypeComparator::compare_signature(const model::Type& a, const model::Type& b,
                                            const model::TargetInfo& target) const {
  if (a.result.size() != b.result.size() || a.params.size() != b.params.size()) return TypeMatch::Different;
  TypeMatch m = TypeMatch::Same;
  for (size_t i = 0; i < a.result.size(); ++i) m = worst(m, compare(a.result[i], b.result[i], target));
  for (size_t i = 0; i < a.params.size(); ++i)
    m = worst(m, compare(a.params[i].type, b.params[i].type, target));
  return m;
}

TypeMatch TypeComparator::compare_all(const model::Type& a, const model::Type& b) const {
  TypeMatch m = TypeMatch::Same;
  for (const auto& t : targets_) m = worst(m, compare(a, b, t));
  return m;
}

std::vector<std::string> TypeComparator::different_on(const model::Type& a, const model::Type& b) const {
  std::vector<std::string> out;
  for (const auto& t : targets_)
    if (compare(a, b, t) == TypeMatch::Different) out.push_back(t.triple);
  return out;
}

bool TypeComparator::same_struct_shape(const model::Struct& a, const model::Struct& b) const {
  auto key = std::make_pair(a.name, b.name);
  if (in_progress_.count(key)) return true;  // a struct that points to itself: assume so
  in_progress_.insert(key);
  bool same = struct_shape_on(a, b);
  in_progress_.erase(key);
  return same;
}

bool TypeComparator::struct_shape_on(const model::Struct& a, const model::Struct& b) const {
  if (a.fields.size() != b.fields.size()) return false;
  for (const auto& t : targets_) {
    auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
    if ((la == a.layout.end()) != (lb == b.layout.end())) return false;
    if (la != a.layout.end() && la->second != lb->second) return false;
  }
  for (size_t i = 0; i < a.fields.size(); ++i) {
    const auto& fa = a.fields[i];
    const auto& fb = b.fields[i];
    if (fa.name != fb.name) return false;
    for (const auto& t : targets_) {
      auto oa = fa.offset.find(t.triple), ob = fb.offset.find(t.triple);
      if ((oa == fa.offset.end()) != (ob == fb.offset.end())) return false;
      if (oa != fa.offset.end() && oa->second != ob->second) return false;
    }
    if (compare_all(fa.type, fb.type) == TypeMatch::Different) return false;
  }
  return true;
}

bool TypeComparator::same_enum_values(const model::Enum& a, const model::Enum& b) const {
  if (a.enumerators.size() != b.enumerators.size()) return false;
  for (size_t i = 0; i < a.enumerators.size(); ++i)
    if (a.enumerators[i].value != b.enumerators[i].value) return false;
  for (const auto& t : targets_) {
    auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
    if (la != a.layout.end() && lb != b.layout.end() && la->second != lb->second) return false;
  }
  return true;
}

std::vector<model::TargetInfo> common_targets(const model::Model& old_model, const model::Model& new_model) {
  std::vector<model::TargetInfo> out;
  for (const auto& t : new_model.targets)
    if (old_model.find_target(t.triple)) out.push_back(t);
  return out;
}

std::string type_text(const model::Type& type) {
  if (!type.spelling.empty()) return type.spelling;
  using model::TypeKind;
  switch (type.kind) {
    case TypeKind::Scalar:
    case TypeKind::Struct:
    case TypeKind::Enum:
      return (type.is_const ? "const " : "") + type.name;
    case TypeKind::Pointer:
      return (type.element.empty() ? std::string("void") : type_text(type.element[0])) + " *" +
             (type.is_const ? "const" : "");
    case TypeKind::Array:
      return (type.element.empty() ? std::string("?") : type_text(type.element[0])) + "[" +
             std::to_string(type.array_size) + "]";
    case TypeKind::FunctionPointer: {
      if (!type.name.empty()) return type.name;
      std::string out = type.result.empty() ? "void" : type_text(type.result[0]);
      out += " (*)(";
      for (size_t i = 0; i < type.params.size(); ++i)
        out += (i ? ", " : "") + type_text(type.params[i].type);
      return out + ")";
    }
  }
  return type.name;
}

}  // namespace dlpackgen::abi
