#include "schema/schema.h"

#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::schema {

std::string to_yaml(const model::Model&) { return "schema_version: 1\n"; }
model::Model from_yaml(const std::string&, const std::string& filename) {
  throw util::Error(filename, "schema reader not built yet");
}
model::Model load_file(const std::string& path) { return from_yaml(util::read_file(path), path); }
void save_file(const std::string& path, const model::Model& model) {
  util::write_file_atomic(path, to_yaml(model));
}

}  // namespace dlpackgen::schema
