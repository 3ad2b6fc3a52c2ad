#include "extract/merge.h"

#include <algorithm>
#include <utility>

#include "util/error.h"

namespace dlpackgen::extract::detail {
namespace {

bool same_type(const model::Type& a, const model::Type& b);

bool same_types(const std::vector<model::Type>& a, const std::vector<model::Type>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same_type(a[i], b[i])) return false;
  return true;
}

bool same_type(const model::Type& a, const model::Type& b) {
  if (a.kind != b.kind || a.spelling != b.spelling || a.name != b.name || a.is_const != b.is_const ||
      a.array_size != b.array_size || !same_types(a.element, b.element) ||
      !same_types(a.result, b.result) || a.params.size() != b.params.size())
    return false;
  for (std::size_t i = 0; i < a.params.size(); ++i)
    if (a.params[i].name != b.params[i].name || !same_type(a.params[i].type, b.params[i].type)) return false;
  return true;
}

bool same_enum(const model::Enum& a, const model::Enum& b) {
  if (a.tag != b.tag || a.fixed_type_c != b.fixed_type_c || a.enumerators.size() != b.enumerators.size())
    return false;
  for (std::size_t i = 0; i < a.enumerators.size(); ++i) {
    const auto& x = a.enumerators[i];
    const auto& y = b.enumerators[i];
    if (x.name != y.name || x.value != y.value || x.spelling != y.spelling) return false;
  }
  return true;
}

bool same_struct(const model::Struct& a, const model::Struct& b) {
  if (a.tag != b.tag || a.fields.size() != b.fields.size()) return false;
  for (std::size_t i = 0; i < a.fields.size(); ++i)
    if (a.fields[i].name != b.fields[i].name || !same_type(a.fields[i].type, b.fields[i].type)) return false;
  return true;
}

bool same_macro(const model::Macro& a, const model::Macro& b) {
  return a.spelling == b.spelling && a.value == b.value && a.is_unsigned == b.is_unsigned;
}

std::string value_text(const model::Macro& m) {
  return m.is_unsigned ? std::to_string(static_cast<uint64_t>(m.value)) : std::to_string(m.value);
}

// Lines up `mine` (the Model's) with `theirs` (one more target's) by name and
// position; calls `merge` for each pair that `same` accepts.
template <typename T, typename Same, typename Merge>
void merge_list(std::vector<T>& mine, std::vector<T>& theirs, const char* kind, const std::string& path,
                const std::string& first_triple, const std::string& triple, Same same, Merge merge) {
  const std::size_t n = std::max(mine.size(), theirs.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (i >= mine.size() || i >= theirs.size() || mine[i].name != theirs[i].name) {
      const T& odd = i < theirs.size() ? theirs[i] : mine[i];
      const std::string& where = i < theirs.size() ? triple : first_triple;
      throw util::Error(path, odd.pos.line, odd.pos.column,
                        std::string("the header declares ") + kind + " '" + odd.name + "' for target " +
                            where + " only, or in another order (targets " + first_triple + " and " +
                            triple + " differ; the Model holds one declaration for all targets)");
    }
    if (!same(mine[i], theirs[i]))
      throw util::Error(path, theirs[i].pos.line, theirs[i].pos.column,
                        std::string(kind) + " '" + theirs[i].name + "' differs between targets " + first_triple +
                            " and " + triple + " (the Model holds one declaration for all targets)");
    merge(mine[i], theirs[i]);
  }
}

template <typename Map>
void take(Map& into, Map& from) {
  for (auto& [key, value] : from) into[key] = std::move(value);
}

}  // namespace

void merge_c_facts(model::Model& model, ParseFacts facts, const std::string& display_path) {
  if (model.targets.empty()) {
    model.targets.push_back(facts.target);
    model.enums = std::move(facts.enums);
    model.structs = std::move(facts.structs);
    model.function_pointers = std::move(facts.function_pointers);
    model.aliases = std::move(facts.aliases);
    model.macros = std::move(facts.macros);
    return;
  }
  const std::string& first = model.targets.front().triple;
  const std::string& triple = facts.target.triple;
  merge_list(model.enums, facts.enums, "enum", display_path, first, triple, same_enum,
             [&](model::Enum& a, model::Enum& b) {
               // The same 64 bits are one value only if both targets read them alike:
               // ~0ULL is 18446744073709551615 in an unsigned long enum, -1 in an int one.
               const std::string ta = a.underlying_c.count(first) ? a.underlying_c.at(first) : "";
               const std::string tb = b.underlying_c.count(triple) ? b.underlying_c.at(triple) : "";
               if (model::is_unsigned_c_type(ta) != model::is_unsigned_c_type(tb))
                 for (const auto& en : a.enumerators)
                   if (en.value < 0) {
                     const auto as = [&](const std::string& type) {
                       return model::is_unsigned_c_type(type) ? std::to_string(static_cast<uint64_t>(en.value))
                                                              : std::to_string(en.value);
                     };
                     throw util::Error(display_path, en.pos.line, en.pos.column,
                                       "enumerator '" + en.name + "' is " + as(ta) + " on " + first + " (enum '" +
                                           a.name + "' is " + ta + ") but " + as(tb) + " on " + triple + " (" +
                                           tb + "): the bindings hold one value for every target; give the enum "
                                           "a fixed type, or lay it out only for targets that agree (--target)");
                   }
               take(a.underlying_c, b.underlying_c);
               take(a.layout, b.layout);
             });
  merge_list(model.structs, facts.structs, "struct", display_path, first, triple, same_struct,
             [](model::Struct& a, model::Struct& b) {
               take(a.layout, b.layout);
               take(a.aligned, b.aligned);
               for (std::size_t i = 0; i < a.fields.size(); ++i) {
                 take(a.fields[i].offset, b.fields[i].offset);
                 take(a.fields[i].aligned, b.fields[i].aligned);
               }
             });
  merge_list(model.function_pointers, facts.function_pointers, "function pointer", display_path, first,
             triple, [](const model::FunctionPointer& a, const model::FunctionPointer& b) {
               return same_type(a.type, b.type);
             },
             [](model::FunctionPointer&, model::FunctionPointer&) {});
  merge_list(model.aliases, facts.aliases, "alias", display_path, first, triple,
             [](const model::Alias& a, const model::Alias& b) { return same_type(a.type, b.type); },
             [](model::Alias&, model::Alias&) {});
  for (std::size_t i = 0; i < std::min(model.macros.size(), facts.macros.size()); ++i) {
    const model::Macro& a = model.macros[i];
    const model::Macro& b = facts.macros[i];
    if (a.name == b.name && !same_macro(a, b))
      throw util::Error(display_path, b.pos.line, b.pos.column,
                        "integer macro '" + b.name + "' is " + value_text(a) + " on " + first + " but " +
                            value_text(b) + " on " + triple +
                            " (the Model holds one value for all targets)");
  }
  merge_list(model.macros, facts.macros, "integer macro", display_path, first, triple, same_macro,
             [](model::Macro&, model::Macro&) {});
  model.targets.push_back(facts.target);
}

void merge_cxx_facts(model::Model& model, const ParseFacts& facts, const std::string& display_path) {
  for (const model::Enum& cxx : facts.enums) {
    for (model::Enum& e : model.enums) {
      if (e.name != cxx.name) continue;
      e.fixed_type_cxx = cxx.fixed_type_c;
      for (const auto& [triple, type] : cxx.underlying_c) e.underlying_cxx[triple] = type;
    }
  }
  const std::string& triple = facts.target.triple;
  const std::string why = " (the Model, and every binding generated from it, holds one layout for both)";
  for (const model::Struct& s : model.structs) {
    auto cxx = std::find_if(facts.structs.begin(), facts.structs.end(),
                            [&](const model::Struct& x) { return x.name == s.name; });
    auto c_layout = s.layout.find(triple);
    if (cxx == facts.structs.end() || c_layout == s.layout.end() || !cxx->layout.count(triple)) continue;
    // The same field in C++ mode: at the same index when both read the same
    // fields (always, but for a C++-only section), else found by name.
    for (std::size_t fi = 0; fi < s.fields.size(); ++fi) {
      const model::Field& f = s.fields[fi];
      auto other = fi < cxx->fields.size() && cxx->fields[fi].name == f.name
                       ? cxx->fields.begin() + static_cast<std::ptrdiff_t>(fi)
                       : std::find_if(cxx->fields.begin(), cxx->fields.end(),
                                      [&](const model::Field& x) { return x.name == f.name; });
      auto c_offset = f.offset.find(triple);
      if (other == cxx->fields.end()) {
        // The generated code names each field once, in C and C++ alike
        // (abi_asserts.h's offsetof is compiled as both): the names must agree.
        std::string there;
        for (const model::Field& x : cxx->fields)
          if (c_offset != f.offset.end() && x.offset.count(triple) && x.offset.at(triple) == c_offset->second)
            there = " (it names the field at offset " + std::to_string(c_offset->second) + " '" + x.name + "')";
        throw util::Error(display_path, f.pos.line, f.pos.column,
                          "field '" + f.name + "' of struct '" + s.name +
                              "' has no field of that name when the header is read as C++" + there +
                              ": the generated code names each field once, for C and C++ alike; give both readings "
                              "the same field names");
      }
      if (c_offset == f.offset.end() || !other->offset.count(triple)) continue;
      const uint64_t cxx_offset = other->offset.at(triple);
      if (cxx_offset != c_offset->second)
        throw util::Error(display_path, f.pos.line, f.pos.column,
                          "field '" + f.name + "' of struct '" + s.name + "' is at offset " +
                              std::to_string(c_offset->second) + " when the header is read as C but at " +
                              std::to_string(cxx_offset) + " when read as C++, on target " + triple + why);
    }
    const model::Layout& c = c_layout->second;
    const model::Layout& x = cxx->layout.at(triple);
    if (c != x)
      throw util::Error(display_path, s.pos.line, s.pos.column,
                        "struct '" + s.name + "' has size " + std::to_string(c.size) + " and alignment " +
                            std::to_string(c.align) + " when the header is read as C but size " +
                            std::to_string(x.size) + " and alignment " + std::to_string(x.align) +
                            " when read as C++, on target " + triple + why);
  }
}

}  // namespace dlpackgen::extract::detail
