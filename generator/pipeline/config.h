// dlpackgen.yaml: the per-repository configuration (docs/design.md, Configuration).
#pragma once

#include <map>
#include <optional>
#include <utility>
#include <string>
#include <vector>

namespace dlpackgen::pipeline {

struct Config {
  std::string file;      // path of the config file as found
  std::string version_pin;  // the `dlpackgen:` requirement ("" when none); this tool satisfies it
  std::string base_dir;  // its directory: every relative path below resolves against it
  std::string header;    // input header (exactly one of header/schema is set)
  std::string schema;    // input schema
  std::vector<std::string> targets;      // empty: the default targets
  std::vector<std::string> clang_args;
  std::string query_driver;              // "": auto
  std::vector<std::string> languages;    // empty: every language under the templates dir
  std::map<std::string, std::pair<unsigned, unsigned>> language_marks;  // language -> line, column in the file
  std::vector<std::string> template_dirs;  // user template dirs, after the built-in ones
  std::string out = "generated";         // output directory
  std::string semantics;                 // overlay; "" when none
  std::string schema_out;                // where `parse` writes with no -o; "" when none

  /// `path` resolved against base_dir (absolute paths are kept).
  std::string resolve(const std::string& path) const;
};

/// Loads and validates a config file; util::Error with file:line:col on problems.
Config load_config(const std::string& path);

/// `explicit_path` when given, else ./dlpackgen.yaml when it exists, else nothing.
std::optional<Config> find_config(const std::string& explicit_path);

}  // namespace dlpackgen::pipeline
