// A run's model: from a header (through the extractor) or a schema, either a
// file or `REV:PATH`.
#include "extract/extract.h"
#include "pipeline/pipeline.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/git.h"
#include "util/text.h"

namespace dlpackgen::pipeline {

bool is_schema_path(const std::string& path) {
  return util::ends_with(path, ".yaml") || util::ends_with(path, ".yml");
}

model::Model load_header(const std::string& arg, const extract::Options& options) {
  // What the extractor leaves out instead of stopping is a warning.
  std::vector<util::Diagnostic> warnings;
  extract::Options with_warnings = options;
  with_warnings.warnings = &warnings;
  model::Model m;
  if (auto spec = util::split_rev_path(arg)) {
    util::Input in = util::read_input(arg);
    m = extract::extract_header_text(in.display, spec->second, in.bytes, with_warnings);
  } else {
    m = extract::extract_header(arg, with_warnings);
  }
  for (const auto& w : warnings) warn(w.str());
  return m;
}

model::Model load_model(const std::string& arg, const extract::Options& options) {
  auto spec = util::split_rev_path(arg);
  if (!is_schema_path(spec ? spec->second : arg)) return load_header(arg, options);
  if (!spec) return schema::load_file(arg);
  util::Input in = util::read_input(arg);
  util::require_text(in.display, in.bytes, "schema");
  return schema::from_yaml(in.bytes, in.display);
}

model::Model load(const Inputs& in) {
  return !in.schema.empty() ? load_model(in.schema) : load_header(in.header, in.extract);
}

}  // namespace dlpackgen::pipeline
