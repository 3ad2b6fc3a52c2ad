// dlpackgen.yaml: loading and validation. Every problem is reported as
// "file:line:col: message", all of them at once.
#include "pipeline/config.h"

#include "dlpackgen_version.h"
#include "pipeline/version_pin.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "extract/targets.h"
#include "schema/document.h"
#include "util/error.h"
#include "util/fs.h"

namespace fs = std::filesystem;

namespace dlpackgen::pipeline {

namespace {

const std::vector<std::string>& known_keys() {
  static const std::vector<std::string> keys = {"dlpackgen", "header", "schema",    "targets",   "clang_args",
                                                "query_driver", "languages", "templates", "out",    "semantics", "schema_out"};
  return keys;
}

std::string key_list() {
  std::string out;
  for (const auto& k : known_keys()) out += (out.empty() ? "" : ", ") + k;
  return out;
}

class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  void error(const YAML::Mark& mark, const std::string& message) {
    if (mark.is_null()) diagnostics_.push_back({file_, 0, 0, message});
    else diagnostics_.push_back({file_, static_cast<unsigned>(mark.line + 1), static_cast<unsigned>(mark.column + 1), message});
  }

  bool string(const yaml::Node& node, const std::string& key, std::string& out) {
    if (!node.IsScalar()) {
      error(node.Mark(), "'" + key + "' must be a string");
      return false;
    }
    if (node.Scalar().empty()) {
      error(node.Mark(), "'" + key + "' must not be empty");
      return false;
    }
    out = node.Scalar();
    return true;
  }

  void strings(const yaml::Node& node, const std::string& key, std::vector<std::string>& out) {
    if (!node.IsSequence()) {
      error(node.Mark(), "'" + key + "' must be a list of strings");
      return;
    }
    for (const auto& item : node) {
      if (!item.IsScalar() || item.Scalar().empty()) {
        error(item.Mark(), "'" + key + "' entries must be non-empty strings");
        continue;
      }
      out.push_back(item.Scalar());
    }
  }

  std::vector<util::Diagnostic>& diagnostics() { return diagnostics_; }

 private:
  std::string file_;
  std::vector<util::Diagnostic> diagnostics_;
};

}  // namespace

std::string Config::resolve(const std::string& path) const {
  if (path.empty() || fs::path(path).is_absolute()) return path;
  fs::path base = base_dir.empty() ? fs::path(".") : fs::path(base_dir);
  std::string out = (base / path).lexically_normal().generic_string();
  if (out.size() > 1 && out.back() == '/') out.pop_back();
  return out.empty() ? std::string(".") : out;
}

// The `dlpackgen:` pin, before anything else: a tool outside it says only
// that, whatever else it would make of a config written for another version
// (a key it does not know yet, say). A malformed pin is reported with the rest.
static void check_version_pin(const yaml::Node& root, const std::string& path) {
  for (auto it = root.begin(); it != root.end(); ++it) {
    const yaml::Node k = it->first;
    const yaml::Node v = it->second;
    if (!k.IsScalar() || k.Scalar() != "dlpackgen" || !v.IsScalar()) continue;
    VersionPin pin;
    if (!parse_version_pin(v.Scalar(), pin).empty() || satisfies(pin, DLPACKGEN_VERSION)) return;
    throw util::Error(path, static_cast<unsigned>(v.Mark().line + 1), static_cast<unsigned>(v.Mark().column + 1),
                      "this repository wants dlpackgen " + v.Scalar() + ", but this is dlpackgen " DLPACKGEN_VERSION
                      ": build and install a matching release (README, \"One version everywhere\")");
  }
}

namespace {

// `languages:`: each a template dir's name, with where it was given.
void read_languages(Reader& r, const yaml::Node& v, Config& config) {
  size_t before = config.languages.size();
  r.strings(v, "languages", config.languages);
  for (size_t i = before; i < config.languages.size(); ++i) {
    const auto& lang = config.languages[i];
    bool ok = !lang.empty() && lang[0] != '_' && lang[0] != '.' && std::all_of(lang.begin(), lang.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
    });
    if (!ok)
      r.error(v[i].Mark(), "'" + lang + "' is not a language name (a template dir's name: letters, digits, '_' "
                                        "and '-', not starting with '_')");
    else
      config.language_marks[lang] = {static_cast<unsigned>(v[i].Mark().line + 1),
                                     static_cast<unsigned>(v[i].Mark().column + 1)};
  }
}

}  // namespace

Config load_config(const std::string& path) {
  Config config;
  config.file = path;
  std::string parent = fs::path(path).parent_path().generic_string();
  config.base_dir = parent.empty() ? "." : parent;

  std::string text = util::read_file(path);
  util::require_text(path, text, "config");

  yaml::Node root = schema::load_document(text, path, "config");
  if (!root || root.IsNull()) throw util::Error(path, "config is empty: it needs 'header' or 'schema'");
  if (!root.IsMap()) throw util::Error(path, 1, 1, "config must be a mapping of keys (" + key_list() + ")");

  check_version_pin(root, path);
  Reader r(path);
  schema::check_keys(root, path, "the config", known_keys(), r.diagnostics());  // unknown, duplicate, non-string keys
  std::set<std::string> seen;
  YAML::Mark header_mark, schema_mark;
  for (auto it = root.begin(); it != root.end(); ++it) {
    // Copies: the iterator's pair is a temporary proxy, and Node is a cheap handle.
    const yaml::Node k = it->first;
    const yaml::Node v = it->second;
    if (!k.IsScalar()) continue;
    const std::string key = k.Scalar();
    if (std::find(known_keys().begin(), known_keys().end(), key) == known_keys().end()) continue;
    if (!seen.insert(key).second) continue;
    if (key == "dlpackgen") {
      std::string text;
      if (!r.string(v, key, text)) continue;
      VersionPin pin;
      if (std::string why = parse_version_pin(text, pin); !why.empty()) r.error(v.Mark(), "'dlpackgen': " + why);
      else config.version_pin = text;
    } else if (key == "header") {
      header_mark = k.Mark();
      r.string(v, key, config.header);
    } else if (key == "schema") {
      schema_mark = k.Mark();
      r.string(v, key, config.schema);
    } else if (key == "out") {
      r.string(v, key, config.out);
    } else if (key == "semantics") {
      r.string(v, key, config.semantics);
    } else if (key == "schema_out") {
      r.string(v, key, config.schema_out);
    } else if (key == "targets") {
      size_t before = config.targets.size();
      r.strings(v, key, config.targets);
      for (size_t i = before; i < config.targets.size(); ++i)
        if (!extract::known_target(config.targets[i]))
          r.error(v[i].Mark(), "unknown target triple '" + config.targets[i] + "'");
    } else if (key == "clang_args") {
      size_t before = config.clang_args.size();
      r.strings(v, key, config.clang_args);
      for (size_t i = before; i < config.clang_args.size(); ++i)
        if (std::string why = extract::refused_clang_arg(config.clang_args[i]); !why.empty())
          r.error(v[i].Mark(), "'" + config.clang_args[i] + "' " + why);
    } else if (key == "query_driver") {
      r.string(v, key, config.query_driver);
    } else if (key == "languages") {
      read_languages(r, v, config);
    } else if (key == "templates") {
      r.strings(v, key, config.template_dirs);
    }
  }
  if (seen.count("header") && seen.count("schema"))
    r.error(schema_mark, "'header' and 'schema' are both set: choose one input");
  if (!seen.count("header") && !seen.count("schema"))
    r.diagnostics().push_back({path, 0, 0, "config needs an input: set 'header' or 'schema'"});
  if (!r.diagnostics().empty()) throw util::Error(r.diagnostics());
  return config;
}

std::optional<Config> find_config(const std::string& explicit_path) {
  if (!explicit_path.empty()) return load_config(explicit_path);
  std::error_code ec;
  if (fs::is_regular_file("dlpackgen.yaml", ec)) return load_config("dlpackgen.yaml");
  return std::nullopt;
}

}  // namespace dlpackgen::pipeline
