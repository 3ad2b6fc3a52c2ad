// SchemaReader: the document, header, targets, macros, history and removed entries.
#include "schema/reader.h"

#include <algorithm>
#include <climits>

#include "schema/c_text.h"
#include "schema/format.h"

namespace dlpackgen::schema::detail {

namespace {

const std::vector<std::string> kTopKeys = {"schema_version", "generator", "header", "targets", "enums",
                                           "structs", "function_pointers", "aliases", "macros",
                                           "history_versions", "removed"};

bool is_sha256(const std::string& text) {
  return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

}  // namespace

model::Model SchemaReader::read(const yaml::Node& root) {
  if (!schema_version(root)) return model_;
  MapReader top(diags_, root, "the schema", kTopKeys);
  top.string("generator", Need::Optional);
  header(top.mapping("header", Need::Required));
  targets(top.sequence("targets", Need::Required));
  enums(top.sequence("enums", Need::Required));
  structs(top.sequence("structs", Need::Required));
  function_pointers(top.sequence("function_pointers", Need::Required));
  aliases(top.sequence("aliases", Need::Required));
  macros(top.sequence("macros", Need::Required));
  history_versions(top.sequence("history_versions", Need::Required));
  removed(top.sequence("removed", Need::Required));
  check_type_references();
  check_aliases();
  check_history_labels();
  check_entities();
  return model_;
}

// schema_version comes first: a file of another version is another format,
// so its other keys are not checked against this one.
bool SchemaReader::schema_version(const yaml::Node& root) {
  const std::string supported = std::to_string(kSchemaVersion);
  yaml::Node key, value;
  bool found = false;
  for (auto it = root.begin(); it != root.end() && !found; ++it) {
    if (it->first.IsScalar() && it->first.Scalar() == "schema_version") {
      key = it->first, value = it->second;
      found = true;
    }
  }
  if (!found) {
    diags_.add(root.Mark(), "missing required key 'schema_version' (this dlpackgen reads schema_version " +
                                supported + ")");
    return true;  // read the rest as the current version
  }
  const YAML::Mark mark = value_mark_of(key, value);
  const auto version = read_unsigned(diags_, value, mark, "'schema_version'", UINT64_MAX);
  if (!version) return false;
  if (*version != static_cast<uint64_t>(kSchemaVersion)) {
    diags_.add(mark, "unsupported schema_version " + std::to_string(*version) + ": this dlpackgen reads schema_version " +
                         supported + (*version > static_cast<uint64_t>(kSchemaVersion)
                                          ? " (the file was written by a newer dlpackgen)"
                                          : ""));
    return false;
  }
  return true;
}

void SchemaReader::header(const yaml::Node& node) {
  if (!node.IsDefined()) return;
  MapReader h(diags_, node, "header", {"file", "sha256", "version", "version_macro"});
  auto& out = model_.header;
  if (auto file = h.string("file", Need::Required)) {
    if (!file->empty() && file->front() == '/')
      diags_.add(h.value_mark("file"), "'file' must be the header's file name, not an absolute path: '" + *file + "'");
    else if (std::any_of(file->begin(), file->end(), [](char c) {
               return static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == '"' || c == '\\';
             }))
      // It is stamped into every generated file: it must not break a comment or a string literal.
      diags_.add(h.value_mark("file"), "'file' must not contain control characters, quotes or backslashes");
    out.file = *file;
  }
  if (auto sha = h.string("sha256", Need::Required)) {
    if (!is_sha256(*sha))
      diags_.add(h.value_mark("sha256"), "'sha256' must be 64 lowercase hexadecimal digits, got " +
                                             describe(h.value("sha256")));
    out.sha256 = *sha;
  }
  if (auto version = h.string("version", Need::Optional)) {
    if (auto parsed = model::Version::parse(*version))
      out.version = *parsed;
    else
      diags_.add(h.value_mark("version"), "'version' must be \"MAJOR.MINOR\" such as \"1.3\", got " +
                                              describe(h.value("version")));
  }
  if (auto macro = h.string("version_macro", Need::Optional)) {
    check_text(h, "version_macro", *macro == "DLPACK_MAJOR_VERSION" || *macro == "DLPACK_VERSION",
               "DLPACK_MAJOR_VERSION or DLPACK_VERSION");
    out.version_macro = *macro;
  }
}

void SchemaReader::targets(const yaml::Node& node) {
  if (!node.IsDefined()) return;
  targets_known_ = true;
  each_mapping(node, "targets", "target", {"triple", "pointer_size", "pointer_align", "big_endian"},
               "triple", [&](MapReader& m) {
                 model::TargetInfo t;
                 if (auto triple = m.string("triple", Need::Required)) {
                   t.triple = *triple;
                   check_text(m, "triple", is_target_triple(*triple),
                              "a target triple (letters, digits, '_', '.' and '-')");
                   define(target_names_, "target", *triple, m.value_mark("triple"));
                 }
                 if (auto v = m.unsigned_int("pointer_size", Need::Required, UINT_MAX)) {
                   t.pointer_size = unsigned(*v);
                   const unsigned arch = triple_pointer_size(t.triple);
                   if (arch != 0 && arch != t.pointer_size)
                     diags_.add(m.value_mark("pointer_size"), "pointer_size " + std::to_string(*v) + " on target '" +
                                                                  t.triple + "', whose pointers are " +
                                                                  std::to_string(arch) + " bytes");
                 }
                 if (auto v = m.unsigned_int("pointer_align", Need::Required, UINT_MAX)) t.pointer_align = unsigned(*v);
                 if (auto v = m.boolean("big_endian", Need::Required)) t.big_endian = *v;
                 model_.targets.push_back(t);
               });
}

void SchemaReader::macros(const yaml::Node& node) {
  each_mapping(node, "macros", "macro",
               {"name", "spelling", "value", "is_unsigned", "doc", "line", "column", "history"}, [&](MapReader& m) {
                 model::Macro macro;
                 if (auto name = m.string("name", Need::Required)) {
                   macro.name = *name;
                   define(macro_names_, "macro", *name, m.value_mark("name"));
                 }
                 if (auto spelling = m.string("spelling", Need::Required)) {
                   check_text(m, "spelling", is_expression_spelling(*spelling), kExpression);
                   macro.spelling = *spelling;
                 }
                 const auto is_unsigned = m.boolean("is_unsigned", Need::Required);
                 macro.is_unsigned = is_unsigned.value_or(false);
                 bool have_value = false;
                 if (m.require("value", Need::Required)) {
                   const yaml::Node v = m.value("value");
                   // Without a valid is_unsigned, accept either range.
                   const bool as_unsigned =
                       is_unsigned ? *is_unsigned : !(v.IsScalar() && !v.Scalar().empty() && v.Scalar()[0] == '-');
                   if (as_unsigned) {
                     if (auto u = read_unsigned(diags_, v, m.value_mark("value"), "'value'", UINT64_MAX)) {
                       macro.value = static_cast<int64_t>(*u);
                       have_value = true;
                     }
                   } else if (auto s = m.signed_int("value", Need::Required)) {
                     macro.value = *s;
                     have_value = true;
                   }
                 }
                 if (auto literal = integer_literal_value(macro.spelling); have_value && literal && *literal != macro.value)
                   diags_.add(m.value_mark("value"), "macro '" + macro.name + "' is spelt '" + macro.spelling +
                                                         "', which is not its value");
                 if (auto doc = m.string("doc", Need::Optional)) macro.doc = *doc;
                 macro.pos = pos(m);
                 macro.history = history(m);
                 model_.macros.push_back(macro);
               });
}

void SchemaReader::history_versions(const yaml::Node& node) {
  if (!node.IsDefined()) return;
  std::map<std::string, YAML::Mark> seen;
  std::optional<model::Version> newest;
  for (const yaml::Node& entry : node) {
    if (!entry.IsScalar()) {
      diags_.add(entry.Mark(), "each entry of 'history_versions' must be a string, got " + describe(entry));
      continue;
    }
    if (!is_history_label(entry.Scalar())) {
      diags_.add(entry.Mark(), "each entry of 'history_versions' must be a version \"MAJOR.MINOR\" such as \"1.3\" "
                               "(or, for a header without a version, its file name: letters, digits, '_', '.', "
                               "'+' and '-'), got " + describe(entry));
      continue;
    }
    if (!define(seen, "version", entry.Scalar(), entry.Mark(), " in 'history_versions'")) continue;
    // Oldest first, as `history` walked them.
    const auto version = model::Version::parse(entry.Scalar());
    if (version && newest && !(*newest < *version))
      diags_.add(entry.Mark(), "'history_versions' must list versions oldest first: \"" + entry.Scalar() +
                                   "\" comes after \"" + newest->str() + "\"");
    if (version && (!newest || *newest < *version)) newest = version;
    model_.history_versions.push_back(entry.Scalar());
  }
}

void SchemaReader::removed(const yaml::Node& node) {
  static const std::vector<std::string> kinds = {"enum",  "enumerator",       "struct", "field",
                                                 "function_pointer", "macro", "alias"};
  each_mapping(node, "removed", "removed entry", {"kind", "name", "parent", "since", "removed_in"},
               [&](MapReader& m) {
                 model::Removed r;
                 if (auto kind = m.string("kind", Need::Required)) {
                   if (std::find(kinds.begin(), kinds.end(), *kind) == kinds.end())
                     diags_.add(m.value_mark("kind"),
                                "unknown removed kind '" + *kind + "'; expected one of: " + join(kinds));
                   r.kind = *kind;
                 }
                 if (auto name = m.string("name", Need::Required)) {
                   check_text(m, "name", is_c_identifier(*name), "a C identifier");
                   r.name = *name;
                 }
                 if (auto parent = m.string("parent", Need::Optional)) {
                   check_text(m, "parent", is_c_identifier(*parent), "a C identifier");
                   r.parent = *parent;
                 }
                 if (auto since = m.string("since", Need::Optional)) {
                   history_label(m, "since", *since);
                   r.since = *since;
                 }
                 if (auto in = m.string("removed_in", Need::Optional)) {
                   history_label(m, "removed_in", *in);
                   r.removed_in = *in;
                 }
                 model_.removed.push_back(r);
               });
}

model::History SchemaReader::history(MapReader& owner) {
  model::History h;
  const yaml::Node node = owner.mapping("history", Need::Optional);
  if (!node.IsDefined()) return h;
  MapReader m(diags_, node, "history of " + owner.what(), {"since", "renamed_from", "renamed_in"});
  if (auto v = m.string("since", Need::Optional)) {
    history_label(m, "since", *v);
    h.since = *v;
  }
  if (auto v = m.string("renamed_from", Need::Optional)) {
    check_text(m, "renamed_from", is_c_identifier(*v) && !is_c_keyword(*v), "a C identifier");
    h.renamed_from = *v;
  }
  if (auto v = m.string("renamed_in", Need::Optional)) {
    history_label(m, "renamed_in", *v);
    h.renamed_in = *v;
  }
  return h;
}

void SchemaReader::check_text(MapReader& m, const std::string& key, bool ok, const std::string& expected) {
  if (!ok) diags_.add(m.value_mark(key), "'" + key + "' must be " + expected + ", got " + describe(m.value(key)));
}

void SchemaReader::history_label(MapReader& m, const std::string& key, const std::string& value) {
  if (!is_history_label(value)) {
    check_text(m, key, false, "a version \"MAJOR.MINOR\" such as \"1.3\"");
    return;
  }
  history_labels_.push_back({key, value, m.value_mark(key)});
}

void SchemaReader::check_history_labels() {
  for (const auto& use : history_labels_) {
    if (std::find(model_.history_versions.begin(), model_.history_versions.end(), use.value) !=
        model_.history_versions.end())
      continue;
    diags_.add(use.mark, "'" + use.key + "' is \"" + use.value + "\", which 'history_versions' does not list");
  }
}

model::SourcePos SchemaReader::pos(MapReader& owner) {
  model::SourcePos p;
  if (auto line = owner.unsigned_int("line", Need::Required, UINT_MAX)) p.line = unsigned(*line);
  if (auto column = owner.unsigned_int("column", Need::Required, UINT_MAX)) p.column = unsigned(*column);
  return p;
}

bool SchemaReader::define(std::map<std::string, YAML::Mark>& names, const std::string& kind,
                          const std::string& name, const YAML::Mark& mark, const std::string& scope) {
  if (kind != "target" && kind != "version") check_name(kind, name, mark);
  const auto [it, inserted] = names.emplace(name, mark);
  if (inserted) return true;
  diags_.add(mark, "duplicate " + kind + " '" + name + "'" + scope + " (first defined at line " +
                       std::to_string(line_of(it->second)) + ")");
  return false;
}

}  // namespace dlpackgen::schema::detail
