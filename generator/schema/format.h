// The schema format's fixed rules, shared by the reader (reader.cpp,
// read_entities.cpp) and the writer (writer.cpp). schema/README.md documents them.
#pragma once

#include <string>

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

}  // namespace dlpackgen::schema
