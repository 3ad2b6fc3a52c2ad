// SchemaReader: what a schema must hold to describe a header Clang could have
// laid out — names that are C identifiers, a layout on every listed target,
// fields in order and aligned, no struct containing itself by value,
// enumerators that fit their enum and belong to one enum only.
#include <algorithm>
#include <cctype>
#include <functional>
#include <set>

#include "schema/c_text.h"
#include "schema/reader.h"

namespace dlpackgen::schema::detail {

void SchemaReader::check_name(const std::string& kind, const std::string& name, const YAML::Mark& mark) {
  if (!is_c_identifier(name))
    diags_.add(mark, kind + " name '" + name + "' is not a C identifier");
  else if (is_c_keyword(name))
    diags_.add(mark, kind + " name '" + name + "' is a C keyword");
  else if (is_cxx_keyword(name))
    diags_.add(mark, kind + " name '" + name + "' is a C++ keyword (dlpack.h is read as C++ too)");
}

namespace {

// Size and alignment of the builtin and stdint types whose layout follows from
// the target's pointer size and architecture; nullopt for the others (long,
// long double, ...). An alignment of 0: the size is known, the alignment not
// (an architecture this table does not know).
std::optional<model::Layout> scalar_layout(const std::string& name, const model::TargetInfo& target) {
  static const std::map<std::string, uint64_t> sizes = {
      {"char", 1},      {"signed char", 1}, {"unsigned char", 1}, {"_Bool", 1},         {"bool", 1},
      {"int8_t", 1},    {"uint8_t", 1},     {"short", 2},     {"unsigned short", 2}, {"int16_t", 2},
      {"uint16_t", 2},  {"int", 4},         {"unsigned int", 4},  {"int32_t", 4},       {"uint32_t", 4},
      {"float", 4},     {"int64_t", 8},     {"uint64_t", 8},      {"long long", 8},     {"unsigned long long", 8},
      {"double", 8}};
  if (name == "size_t" || name == "ptrdiff_t" || name == "intptr_t" || name == "uintptr_t")
    return model::Layout{target.pointer_size, target.pointer_align};
  auto it = sizes.find(name);
  if (it == sizes.end()) return std::nullopt;
  const std::string& triple = target.triple;
  const std::string arch = triple.substr(0, triple.find('-'));
  auto starts = [&](const char* prefix) { return arch.rfind(prefix, 0) == 0; };
  const bool x86_32 = arch.size() == 4 && arch[0] == 'i' && arch.compare(2, 2, "86") == 0;
  if (x86_32 && triple.find("windows") == std::string::npos)
    return model::Layout{it->second, std::min<uint64_t>(it->second, 4)};  // System V i386: 8-byte types 4-aligned
  const bool natural = x86_32 || starts("x86_64") || starts("aarch64") || starts("arm") || starts("thumb") ||
                       starts("riscv") || starts("powerpc") || starts("ppc") || starts("s390x") || starts("wasm") ||
                       starts("mips") || starts("sparc") || starts("loongarch");
  return model::Layout{it->second, natural ? it->second : 0};
}

}  // namespace

std::optional<model::Layout> SchemaReader::field_layout(const model::Type& type, const std::string& triple) const {
  const model::TargetInfo* target = model_.find_target(triple);
  if (!target) return std::nullopt;
  switch (type.kind) {
    case model::TypeKind::Scalar:
      return scalar_layout(type.name, *target);
    case model::TypeKind::Pointer:
    case model::TypeKind::FunctionPointer:
      return model::Layout{target->pointer_size, target->pointer_align};
    case model::TypeKind::Struct:
    case model::TypeKind::Enum: {
      const std::map<std::string, model::Layout>* layouts = nullptr;
      if (type.kind == model::TypeKind::Struct) {
        if (const model::Struct* s = model_.find_struct(type.name)) layouts = &s->layout;
      } else if (const model::Enum* e = model_.find_enum(type.name)) {
        layouts = &e->layout;
      }
      if (!layouts) return std::nullopt;
      auto it = layouts->find(triple);
      if (it == layouts->end() || it->second.align == 0) return std::nullopt;
      return it->second;
    }
    case model::TypeKind::Array: {
      if (type.element.empty()) return std::nullopt;
      auto element = field_layout(type.element[0], triple);
      // Beyond 2^40 bytes no struct could hold it (layouts are at most 2^32): unknown, and no overflow.
      if (!element || (element->size != 0 && type.array_size > (uint64_t{1} << 40) / element->size))
        return std::nullopt;
      return model::Layout{element->size * type.array_size, element->align};
    }
  }
  return std::nullopt;
}

void SchemaReader::check_entities() {
  // Consistency across entities is checked on a schema that is otherwise
  // valid: an entry already reported (a bad layout, an unknown target) would
  // only be reported again as missing here.
  if (!targets_known_ || !diags_.empty()) return;
  for (const auto& e : model_.enums) check_enum_values(e);
  for (const auto& s : model_.structs) check_struct_layout(s);
  check_struct_cycles();
}

// A per-target map is complete or absent (an opaque struct has no layout at all).
template <typename PerTarget>
void SchemaReader::check_all_targets(const PerTarget& per_target, const YAML::Mark& mark, const std::string& what) {
  if (per_target.empty()) return;
  for (const auto& [triple, unused] : target_names_) {
    (void)unused;
    if (!per_target.count(triple))
      diags_.add(mark, what + " has no entry for target '" + triple + "' (every target of the schema needs one)");
  }
}

// Every enumerator fits the enum's type on every target.
void SchemaReader::check_enum_values(const model::Enum& e) {
  auto mark = enum_names_.count(e.name) ? enum_names_.at(e.name) : YAML::Mark();
  for (const auto& [triple, layout] : e.layout) {
    auto ut = e.underlying_c.find(triple);
    if (ut == e.underlying_c.end() || layout.size == 0 || layout.size > 8) continue;
    const bool is_unsigned = model::is_unsigned_c_type(ut->second);
    const unsigned bits = static_cast<unsigned>(layout.size * 8);
    if (const unsigned fixed = c_integer_type_size(ut->second); fixed != 0 && fixed != layout.size)
      diags_.add(mark, "enum '" + e.name + "' has size " + std::to_string(layout.size) + " on target '" + triple +
                           "', but its underlying type " + ut->second + " has " + std::to_string(fixed));
    for (const auto& en : e.enumerators) {
      // The value as written: above INT64_MAX (stored as its 64 bits) or not.
      const bool above = enumerator_above_int64_.count(e.name + "." + en.name) > 0;
      bool fits = true;
      if (is_unsigned) {
        fits = (above || en.value >= 0) && (bits >= 64 || static_cast<uint64_t>(en.value) < (uint64_t{1} << bits));
      } else if (above) {
        fits = false;
      } else if (bits < 64) {
        const int64_t lo = -(int64_t{1} << (bits - 1)), hi = (int64_t{1} << (bits - 1)) - 1;
        fits = en.value >= lo && en.value <= hi;
      }
      if (!fits) {
        auto m = enumerator_marks_.find(e.name + "." + en.name);
        const std::string written = above ? std::to_string(static_cast<uint64_t>(en.value)) : std::to_string(en.value);
        diags_.add(m != enumerator_marks_.end() ? m->second : mark,
                   "enumerator '" + en.name + "' = " + written + " does not fit the " + std::to_string(bits) +
                       "-bit " + ut->second + " of enum '" + e.name + "' on target '" + triple + "'");
        break;
      }
    }
  }
}

// A declared alignment is met: the struct is at least that aligned, a field
// (when `f` is given) starts at a multiple of it. `key` finds the marks of the
// `aligned` entries.
void SchemaReader::check_declared_alignment(const model::Struct& s, const std::string& key,
                                            const std::map<std::string, uint64_t>& aligned, const model::Field* f,
                                            const YAML::Mark& fallback) {
  const std::string who = f ? "field '" + f->name + "' of struct '" + s.name + "'" : "struct '" + s.name + "'";
  auto marks = aligned_marks_.find(key);
  for (const auto& [triple, n] : aligned) {
    YAML::Mark at = fallback;
    if (marks != aligned_marks_.end())
      if (auto m = marks->second.find(triple); m != marks->second.end()) at = m->second;
    auto outer = s.layout.find(triple);
    if (outer != s.layout.end() && outer->second.align < n)
      diags_.add(at, who + " declares the alignment " + std::to_string(n) + " but " +
                         (f ? "struct '" + s.name + "' is " : std::string("its layout is ")) +
                         std::to_string(outer->second.align) + "-aligned on target '" + triple + "'");
    if (!f) continue;
    auto off = f->offset.find(triple);
    if (off != f->offset.end() && off->second % n != 0)
      diags_.add(at, who + " declares the alignment " + std::to_string(n) + " but is at offset " +
                         std::to_string(off->second) + " on target '" + triple + "'");
  }
}

void SchemaReader::check_struct_layout(const model::Struct& s) {
  auto mark = struct_names_.count(s.name) ? struct_names_.at(s.name) : YAML::Mark();
  check_all_targets(s.layout, mark, "the layout of struct '" + s.name + "'");
  if (s.layout.empty() && !s.fields.empty() && !target_names_.empty())
    diags_.add(mark, "struct '" + s.name + "' has fields but no layout (only an opaque struct has none)");
  check_declared_alignment(s, s.name, s.aligned, nullptr, mark);
  for (size_t i = 0; i < s.fields.size(); ++i) {
    const auto& f = s.fields[i];
    auto fm = field_marks_.find(s.name + "." + f.name);
    const YAML::Mark at = fm != field_marks_.end() ? fm->second : mark;
    check_declared_alignment(s, s.name + "." + f.name, f.aligned, &f, at);
    if (!s.layout.empty() && f.offset.empty())
      diags_.add(at, "field '" + f.name + "' of struct '" + s.name + "' has no offsets");
    check_all_targets(f.offset, at, "the offset of field '" + f.name + "' of struct '" + s.name + "'");
    for (const auto& [triple, offset] : f.offset) check_field_offset(s, i, triple, offset, at);
  }
}

// Field `i` of `s` at `offset` on `triple`: in declaration order (no field
// starts before the one declared before it), and, where its layout is known,
// at a multiple of its alignment, after the end of the field before it, and
// ending inside the struct.
void SchemaReader::check_field_offset(const model::Struct& s, size_t i, const std::string& triple, uint64_t offset,
                                      const YAML::Mark& at) {
  const auto& f = s.fields[i];
  const std::string who = "field '" + f.name + "' of struct '" + s.name + "'";
  if (i > 0) {
    auto prev = s.fields[i - 1].offset.find(triple);
    if (prev != s.fields[i - 1].offset.end() && offset < prev->second)
      diags_.add(at, who + " is at offset " + std::to_string(offset) + ", before field '" + s.fields[i - 1].name +
                         "' (" + std::to_string(prev->second) + ") on target '" + triple + "'");
  }
  const auto layout = field_layout(f.type, triple);
  if (!layout) return;
  const model::Type* element = &f.type;
  while (element->kind == model::TypeKind::Array && !element->element.empty()) element = &element->element[0];
  const bool holds_struct = element->kind == model::TypeKind::Struct;
  const std::string type_text = holds_struct ? "struct '" + element->name + "'" : "its type '" + f.type.spelling + "'";
  if (layout->align != 0 && offset % layout->align != 0)
    diags_.add(at, who + " is at offset " + std::to_string(offset) + ", not a multiple of the alignment " +
                       std::to_string(layout->align) + " of " + type_text + " on target '" + triple + "'");
  if (i > 0) {
    const model::Field& before = s.fields[i - 1];
    auto prev = before.offset.find(triple);
    const auto prev_layout = field_layout(before.type, triple);
    if (prev != before.offset.end() && prev_layout && offset >= prev->second &&
        offset < prev->second + prev_layout->size)
      diags_.add(at, who + " at offset " + std::to_string(offset) + " overlaps field '" + before.name + "' (" +
                         std::to_string(prev_layout->size) + " bytes at offset " + std::to_string(prev->second) +
                         ") on target '" + triple + "'");
  }
  auto outer = s.layout.find(triple);
  if (outer != s.layout.end() && layout->size <= outer->second.size && offset + layout->size > outer->second.size)
    diags_.add(at, who + " (" +
                       (holds_struct && f.type.kind == model::TypeKind::Struct ? "struct '" + element->name + "'"
                                                                               : std::to_string(layout->size) + " bytes") +
                       " at offset " + std::to_string(offset) + ") ends past the size " +
                       std::to_string(outer->second.size) + " of struct '" + s.name + "' on target '" + triple + "'");
}

// No struct contains itself by value, directly or through others.
void SchemaReader::check_struct_cycles() {
  std::map<std::string, const model::Struct*> structs;
  for (const auto& s : model_.structs) structs[s.name] = &s;
  std::map<std::string, int> state;  // 0 unseen, 1 on the path, 2 done
  std::vector<std::string> path;
  std::set<std::string> reported;
  std::function<void(const model::Struct&)> visit = [&](const model::Struct& s) {
    state[s.name] = 1;
    path.push_back(s.name);
    for (const auto& f : s.fields) {
      const model::Type* t = &f.type;
      while (t->kind == model::TypeKind::Array && !t->element.empty()) t = &t->element[0];
      if (t->kind != model::TypeKind::Struct) continue;
      auto inner = structs.find(t->name);
      if (inner == structs.end()) continue;
      if (state[t->name] == 1) {
        std::string cycle;
        auto from = std::find(path.begin(), path.end(), t->name);
        for (auto it = from; it != path.end(); ++it) cycle += *it + " -> ";
        cycle += t->name;
        if (reported.insert(t->name).second)
          diags_.add(struct_names_.count(t->name) ? struct_names_.at(t->name) : YAML::Mark(),
                     "struct '" + t->name + "' contains itself by value (" + cycle + ")");
      } else if (state[t->name] == 0) {
        visit(*inner->second);
      }
    }
    path.pop_back();
    state[s.name] = 2;
  };
  for (const auto& s : model_.structs)
    if (state[s.name] == 0) visit(s);
}

}  // namespace dlpackgen::schema::detail
