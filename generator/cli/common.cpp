#include "cli/command.h"

#include <iostream>

#include "extract/targets.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/git.h"

namespace dlpackgen::cli {

bool is_schema_path(const std::string& path) {
  auto ends_with = [&](const std::string& suffix) {
    return path.size() >= suffix.size() &&
           path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return ends_with(".yaml") || ends_with(".yml");
}

model::Model load_header(const std::string& arg, const extract::Options& options) {
  // What the extractor leaves out instead of stopping is said on stderr.
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
  for (const auto& w : warnings) std::cerr << "dlpackgen: warning: " << w.str() << "\n";
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

void add_extract_options(CLI::App* sub, extract::Options& options) {
  sub->add_option("--target", options.targets,
                  "Target triple to lay out for (repeatable or comma-separated; default: all default targets)")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->check(CLI::Validator(
          [](std::string& triple) {
            return extract::detail::known_target(triple) ? std::string() : "unknown target triple '" + triple + "'";
          },
          "TRIPLE"));
  // One value per occurrence, so that `--target T IN OUT` does not take IN and OUT as targets.
  sub->add_option("--clang-arg", options.clang_args,
                  "Extra argument for Clang, e.g. -DNAME=1 (repeatable)")
      ->allow_extra_args(false)
      ->check(CLI::Validator(
          [](std::string& arg) {
            std::string why = extract::detail::refused_clang_arg(arg);
            return why.empty() ? why : "'" + arg + "' " + why;
          },
          "ARG"));
}

void print_error(const std::exception& error) {
  if (const auto* e = dynamic_cast<const util::Error*>(&error)) {
    for (const auto& d : e->diagnostics()) std::cerr << "dlpackgen: error: " << d.str() << "\n";
  } else {
    std::cerr << "dlpackgen: error: " << error.what() << "\n";
  }
}

void announce_wait(const std::string& dir) {
  std::cerr << "dlpackgen: waiting for another dlpackgen that is writing " << dir << "\n";
}

}  // namespace dlpackgen::cli
