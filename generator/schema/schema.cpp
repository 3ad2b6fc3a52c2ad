// from_yaml's entry (YAML syntax, document shape), load_file and save_file.
#include "schema/schema.h"

#include <algorithm>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "schema/diagnostics.h"
#include "schema/document.h"
#include "schema/map_reader.h"
#include "schema/reader.h"
#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::schema {

model::Model from_yaml(const std::string& text, const std::string& filename) {
  Diagnostics diags(filename);
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    diags.add_at(0, 0, "empty schema (no content)");
    diags.throw_if_any();
  }
  // The writer ends every file with a line break; a file that stops inside a
  // line was cut short (yaml-cpp accepts, for one, an unterminated quoted string at the end).
  if (text.back() != '\n' && text.back() != '\r') {  // a lone CR at the end: load_document says what it is
    const size_t last_break = text.rfind('\n');
    const auto line = static_cast<unsigned>(std::count(text.begin(), text.end(), '\n') + 1);
    const auto column =
        static_cast<unsigned>(text.size() - (last_break == std::string::npos ? 0 : last_break + 1) + 1);
    diags.add_at(line, column, "the schema ends in the middle of a line: the file looks truncated");
  }

  yaml::Node root;
  try {
    root = load_document(text, filename, "schema");  // one document (and never YAML::LoadAll: it can hang)
  } catch (const util::Error& e) {
    for (const auto& d : e.diagnostics()) diags.add_at(d.line, d.column, d.message);
    diags.throw_if_any();
  }
  if (!root || root.IsNull()) {
    diags.add_at(0, 0, "empty schema (no YAML content)");
    diags.throw_if_any();
  }
  if (!root.IsMap()) {
    diags.add(root.Mark(), "the schema must be a YAML mapping, got " + describe(root));
    diags.throw_if_any();
  }
  detail::SchemaReader reader(diags);
  model::Model model = reader.read(root);
  diags.throw_if_any();
  return model;
}

model::Model load_file(const std::string& path) {
  const std::string bytes = util::read_file(path);
  util::require_text(path, bytes, "schema");
  return from_yaml(bytes, path);
}

void save_file(const std::string& path, const model::Model& model) {
  util::write_file_atomic(path, to_yaml(model));
}

}  // namespace dlpackgen::schema
