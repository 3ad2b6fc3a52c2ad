#include <iostream>

#include "cli/command.h"
#include "schema/schema.h"
#include "util/error.h"

namespace dlpackgen::cli {

bool is_schema_path(const std::string& path) {
  auto ends_with = [&](const std::string& suffix) {
    return path.size() >= suffix.size() &&
           path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return ends_with(".yaml") || ends_with(".yml");
}

model::Model load_model(const std::string& path, const extract::Options& options) {
  if (is_schema_path(path)) return schema::load_file(path);
  return extract::extract_header(path, options);
}

void add_extract_options(CLI::App* sub, extract::Options& options) {
  sub->add_option("--target", options.targets,
                  "Target triple to lay out for (repeatable or comma-separated; default: all default targets)")
      ->delimiter(',')
      ->allow_extra_args(false);
  // One value per occurrence, so that `--target T IN OUT` does not take IN and OUT as targets.
  sub->add_option("--clang-arg", options.clang_args,
                  "Extra argument for Clang, e.g. -DNAME=1 (repeatable)")
      ->allow_extra_args(false);
}

void print_error(const std::exception& error) {
  if (const auto* e = dynamic_cast<const util::Error*>(&error)) {
    for (const auto& d : e->diagnostics()) std::cerr << "dlpackgen: error: " << d.str() << "\n";
  } else {
    std::cerr << "dlpackgen: error: " << error.what() << "\n";
  }
}

}  // namespace dlpackgen::cli
