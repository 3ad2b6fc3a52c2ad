// SchemaReader: the recursive Type of fields, parameters and function pointers.
#include <algorithm>

#include "schema/c_text.h"
#include "schema/reader.h"

namespace dlpackgen::schema::detail {

namespace {

std::string with_article(const std::string& kind) {
  const bool vowel = !kind.empty() && std::string("aeiou").find(kind[0]) != std::string::npos;
  return (vowel ? "an " : "a ") + kind + " type";
}

const std::vector<std::string> kKinds = {"scalar", "pointer", "struct", "enum", "function_pointer", "array"};

}  // namespace

std::vector<model::Type> SchemaReader::types(MapReader& owner, const std::string& key) {
  std::vector<model::Type> out;
  if (!owner.has(key)) return out;
  const yaml::Node v = owner.value(key);
  if (v.IsMap()) {
    out.push_back(type(v));
  } else if (v.IsSequence()) {
    for (const yaml::Node& entry : v) {
      if (entry.IsMap())
        out.push_back(type(entry));
      else
        diags_.add(entry.Mark(), "each entry of '" + key + "' must be a mapping, got " + describe(entry));
    }
  } else {
    diags_.add(owner.value_mark(key), "'" + key + "' must be a mapping, got " + describe(v));
  }
  return out;
}

// Which keys each kind has: element (pointer, array), array_size (array),
// result and params (function_pointer); reads array_size.
void SchemaReader::kind_keys(MapReader& m, model::TypeKind kind, model::Type& t) {
  const std::string what = with_article(model::to_string(kind));
  const auto exactly_one = [&](const std::string& key) {
    if (!m.has(key)) {
      m.require(key, Need::Required);
    } else if (const yaml::Node v = m.value(key); v.IsSequence() && v.size() != 1) {
      diags_.add(m.value_mark(key), what + " has exactly one '" + key + "', got " + std::to_string(v.size()));
    }
  };
  const bool has_element = kind == model::TypeKind::Pointer || kind == model::TypeKind::Array;
  const bool is_array = kind == model::TypeKind::Array;
  const bool is_function = kind == model::TypeKind::FunctionPointer;
  if (has_element) exactly_one("element");
  else if (m.has("element")) m.not_allowed("element", what);
  if (is_array) {
    if (auto size = m.unsigned_int("array_size", Need::Required)) {
      if (*size == 0)
        diags_.add(m.value_mark("array_size"),
                   "'array_size' must be at least 1 (flexible and zero-length arrays are not modelled)");
      t.array_size = *size;
    }
  } else if (m.has("array_size")) {
    m.not_allowed("array_size", what);
  }
  if (is_function) {
    exactly_one("result");
  } else {
    if (m.has("result")) m.not_allowed("result", what);
    if (m.has("params")) m.not_allowed("params", what);
  }
}

model::Type SchemaReader::type(const yaml::Node& mapping) {
  model::Type t;
  // No header gives a type nested deeper (the extractor refuses it): its
  // nested types are not read.
  if (type_depth_ >= model::kMaxTypeNesting) {
    diags_.add(mapping.Mark(), "type nested more than " + std::to_string(model::kMaxTypeNesting) +
                                   " levels deep (pointers, arrays, function pointers and their parameters)");
    return t;
  }
  struct Depth {
    unsigned& depth;
    explicit Depth(unsigned& d) : depth(++d) {}
    ~Depth() { --depth; }
  } depth(type_depth_);
  MapReader m(diags_, mapping, "type",
              {"kind", "name", "spelling", "is_const", "array_size", "element", "result", "params"});
  std::optional<model::TypeKind> kind;
  if (auto text = m.string("kind", Need::Required)) {
    kind = model::type_kind_from_string(*text);
    if (!kind) diags_.add(m.value_mark("kind"), "unknown type kind '" + *text + "'; expected one of: " + join(kKinds));
  }
  if (kind) t.kind = *kind;
  const bool named = kind == model::TypeKind::Struct || kind == model::TypeKind::Enum;
  if (auto name = m.string("name", named ? Need::Required : Need::Optional)) {
    t.name = *name;
    if (named) references_.push_back(TypeReference{*kind, *name, m.value_mark("name")});
    // A struct or enum name is checked where the entity is defined.
    if (kind == model::TypeKind::Scalar)
      check_text(m, "name", is_scalar_type_name(*name), kScalarTypeName);
    else if (!named && !name->empty())
      check_text(m, "name", is_c_identifier(*name) && !is_c_keyword(*name), "a C identifier");
  }
  if (auto spelling = m.string("spelling", Need::Required)) {
    check_text(m, "spelling", is_type_spelling(*spelling),
               "a C type as Clang spells it, such as int64_t *, struct DLPoint[2] or void (*)(void *)");
    t.spelling = *spelling;
  }
  if (auto c = m.boolean("is_const", Need::Optional)) t.is_const = *c;

  // Nested types are read whatever the kind, so that their problems are found too.
  t.element = types(m, "element");
  t.result = types(m, "result");
  if (const yaml::Node params = m.sequence("params", Need::Optional); params.IsDefined()) {
    std::map<std::string, YAML::Mark> names;
    each_mapping(params, "params", "parameter", {"name", "type"}, [&](MapReader& pm) {
      model::Param p;
      if (auto name = pm.string("name", Need::Optional)) {
        p.name = *name;
        if (!name->empty()) define(names, "parameter", *name, pm.value_mark("name"));
      }
      const yaml::Node type_node = pm.mapping("type", Need::Required);
      if (type_node.IsDefined()) p.type = type(type_node);
      t.params.push_back(std::move(p));
    });
  }
  if (!kind) return t;

  kind_keys(m, *kind, t);
  return t;
}

void SchemaReader::check_type_references() {
  for (const auto& ref : references_) {
    const bool is_struct = ref.kind == model::TypeKind::Struct;
    const auto& names = is_struct ? struct_names_ : enum_names_;
    if (names.count(ref.name) != 0) continue;
    diags_.add(ref.mark, std::string("type refers to ") + (is_struct ? "struct" : "enum") + " '" + ref.name +
                             "', which the schema does not define");
  }
}

}  // namespace dlpackgen::schema::detail
