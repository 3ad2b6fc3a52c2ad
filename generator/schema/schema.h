// schema: Model <-> YAML (yaml-cpp). The format is documented in schema/README.md.
//
// write(read(write(m))) is byte-identical to write(m). Reading validates and
// reports every problem as "file:line:col: message".
#pragma once

#include <string>

#include "model/model.h"

namespace dlpackgen::schema {

/// The format version written as `schema_version`; readers reject other versions.
constexpr int kSchemaVersion = 1;

/// What `typedef` of a struct or enum is when a schema leaves it out: true
/// unless the name is the tag (a name other than the tag, or a struct without
/// a tag, can only be a typedef's). Schemas written before the key existed read
/// as they were read then.
inline bool default_has_typedef(const std::string& name, const std::string& tag) {
  return tag.empty() || name != tag;
}

/// Serialises a Model. Deterministic: no time, no absolute path, stable key order.
std::string to_yaml(const model::Model& model);

/// Parses and validates schema text. `filename` is used in diagnostics only.
/// Throws util::Error carrying one diagnostic per problem found (YAML syntax,
/// schema_version, missing/unknown keys, wrong types, duplicate names, field
/// offsets outside the struct size, unknown targets, ...).
model::Model from_yaml(const std::string& text, const std::string& filename);

/// Reads and validates a schema file (util::read_file + require_text + from_yaml).
model::Model load_file(const std::string& path);

/// Writes a schema file atomically.
void save_file(const std::string& path, const model::Model& model);

}  // namespace dlpackgen::schema
