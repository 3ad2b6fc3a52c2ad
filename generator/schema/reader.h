// from_yaml's machinery: reads a parsed YAML document into a Model, checking
// every rule of schema/README.md ("Validation") and collecting every problem.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "model/model.h"
#include "schema/diagnostics.h"
#include "schema/map_reader.h"

namespace dlpackgen::schema::detail {

/// What an integer expression spelling must be (schema/c_text.h), in messages.
inline const char* const kExpression =
    "an integer expression as written in C (identifiers, numbers, operators, parentheses; "
    "no quotes, backslashes, comments or control characters)";
/// What the name of a builtin or stdint type must be, in messages.
inline const char* const kScalarTypeName =
    "a C type name such as int32_t or unsigned int (words separated by one space)";

class SchemaReader {
 public:
  explicit SchemaReader(Diagnostics& diags) : diags_(diags) {}

  /// Reads the root mapping. Problems go to the Diagnostics given at construction.
  model::Model read(const yaml::Node& root);

 private:
  // reader.cpp: the document, header, targets, macros, history, removed entries.
  bool schema_version(const yaml::Node& root);
  void header(const yaml::Node& node);
  void targets(const yaml::Node& node);
  void macros(const yaml::Node& node);
  void history_versions(const yaml::Node& node);
  void removed(const yaml::Node& node);
  model::History history(MapReader& owner);
  model::SourcePos pos(MapReader& owner);
  // Reports `value` of `key` in `m` when `ok` is false: "'key' must be <expected>, got ...".
  void check_text(MapReader& m, const std::string& key, bool ok, const std::string& expected);
  // A version of the history series (since, renamed_in, removed_in): checked
  // now, and against `history_versions` once that is read.
  void history_label(MapReader& m, const std::string& key, const std::string& value);
  void check_history_labels();
  // Calls `each` with a MapReader for every entry of a sequence of mappings.
  // `name_key` names the entry in messages ("target 'x86_64-linux-gnu'").
  template <typename Fn>
  void each_mapping(const yaml::Node& seq, const std::string& list_key, const std::string& what,
                    const std::vector<std::string>& allowed, Fn&& each) {
    each_mapping(seq, list_key, what, allowed, "name", std::forward<Fn>(each));
  }
  template <typename Fn>
  void each_mapping(const yaml::Node& seq, const std::string& list_key, const std::string& what,
                    const std::vector<std::string>& allowed, const std::string& name_key, Fn&& each);
  // First definition of a name in a namespace ("enum", "struct", ...): reports
  // a duplicate and returns false when it is defined already.
  bool define(std::map<std::string, YAML::Mark>& names, const std::string& kind, const std::string& name,
              const YAML::Mark& mark, const std::string& scope = "");

  // read_per_target.cpp: per-target maps (layout, underlying types, offsets).
  template <typename V, typename Fn>
  std::map<std::string, V> per_target(MapReader& owner, const std::string& key, Fn&& value,
                                      Need need = Need::Required);
  std::map<std::string, model::Layout> layouts(MapReader& owner);
  std::map<std::string, std::string> type_names(MapReader& owner, const std::string& key);
  std::map<std::string, uint64_t> offsets(MapReader& owner, std::map<std::string, YAML::Mark>& marks);
  // `aligned`, optional: a declared alignment per target, a power of two.
  std::map<std::string, uint64_t> declared_alignments(MapReader& owner, std::map<std::string, YAML::Mark>& marks);

  // read_entities.cpp: enums, structs with their fields, function pointers, aliases.
  void enums(const yaml::Node& node);
  void structs(const yaml::Node& node);
  // `typedef` of a struct or enum: given, or schema::default_has_typedef.
  bool has_typedef(MapReader& m, const std::string& name, const std::string& tag);
  void function_pointers(const yaml::Node& node);
  void aliases(const yaml::Node& node);
  // Once everything is read: alias names clash with no struct, enum or function
  // pointer, and each alias's type names an entity of its kind that the schema defines.
  void check_aliases();

  // read_checks.cpp: a name is a C identifier and no keyword; once everything
  // is read, layouts and offsets on every target, fields in order and aligned,
  // no struct containing itself by value, enumerators that fit their enum.
  void check_name(const std::string& kind, const std::string& name, const YAML::Mark& mark);
  void check_entities();  // read_checks.cpp: what spans entities, once each is read
  template <typename PerTarget>
  void check_all_targets(const PerTarget& per_target, const YAML::Mark& mark, const std::string& what);
  void check_enum_values(const model::Enum& e);
  void check_struct_layout(const model::Struct& s);
  void check_declared_alignment(const model::Struct& s, const std::string& key,
                                const std::map<std::string, uint64_t>& aligned, const model::Field* f,
                                const YAML::Mark& fallback);
  void check_field_offset(const model::Struct& s, size_t i, const std::string& triple, uint64_t offset,
                          const YAML::Mark& at);
  void check_struct_cycles();
  // Size and alignment of a field's type on a target, where the schema or the
  // C ABI says (align 0: only the size is known); nullopt when unknown.
  std::optional<model::Layout> field_layout(const model::Type& type, const std::string& triple) const;

  // read_type.cpp: the recursive Type, and the struct/enum references it makes.
  model::Type type(const yaml::Node& mapping);
  void kind_keys(MapReader& m, model::TypeKind kind, model::Type& t);
  // `element` / `result`: one type as a mapping (a sequence is read too, for its count).
  std::vector<model::Type> types(MapReader& owner, const std::string& key);
  void check_type_references();

  struct TypeReference {
    model::TypeKind kind;
    std::string name;
    YAML::Mark mark;
  };

  Diagnostics& diags_;
  model::Model model_;
  bool targets_known_ = false;  // `targets` was read: per-target keys can be checked
  std::map<std::string, YAML::Mark> target_names_;
  std::map<std::string, YAML::Mark> enum_names_, struct_names_, function_pointer_names_, macro_names_;
  std::vector<TypeReference> references_;
  std::map<std::string, YAML::Mark> alias_names_;
  std::map<std::string, YAML::Mark> enumerator_marks_;  // "Enum.enumerator" -> its value
  std::set<std::string> enumerator_above_int64_;        // "Enum.enumerator" written above INT64_MAX
  std::map<std::string, YAML::Mark> field_marks_;       // "Struct.field" -> its name
  // "Struct" or "Struct.field" -> the marks of its `aligned` values, per target.
  std::map<std::string, std::map<std::string, YAML::Mark>> aligned_marks_;
  std::map<std::string, std::string> enumerator_owner_;  // enumerator -> the first enum defining it
  std::vector<TypeReference> alias_targets_;  // function-pointer targets (struct/enum ones are in references_)
  struct LabelUse {
    std::string key;  // "since", "renamed_in", "removed_in"
    std::string value;
    YAML::Mark mark;
  };
  std::vector<LabelUse> history_labels_;  // each to be found in history_versions
  unsigned type_depth_ = 0;  // types being read, nested (model::kMaxTypeNesting)

};

template <typename Fn>
void SchemaReader::each_mapping(const yaml::Node& seq, const std::string& list_key, const std::string& what,
                                const std::vector<std::string>& allowed, const std::string& name_key,
                                Fn&& each) {
  if (!seq.IsDefined() || !seq.IsSequence()) return;
  for (const yaml::Node& entry : seq) {
    if (!entry.IsMap()) {
      diags_.add(entry.Mark(), "each entry of '" + list_key + "' must be a mapping, got " + describe(entry));
      continue;
    }
    MapReader reader(diags_, entry, what, allowed, name_key);
    each(reader);
  }
}

}  // namespace dlpackgen::schema::detail
