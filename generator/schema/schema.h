// schema: Model <-> YAML (yaml-cpp). The format is documented in schema/README.md.
//
// write(read(write(m))) is byte-identical to write(m). Reading validates and
// reports every problem as "file:line:col: message".
#pragma once

#include <string>

#include "model/model.h"
#include "schema/format.h"  // kSchemaVersion, default_has_typedef

namespace dlpackgen::schema {

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
