#include "abi/suppress.h"

#include <fnmatch.h>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "abi/rules.h"
#include "schema/document.h"
#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::abi {

namespace {

util::Diagnostic at(const std::string& file, const YAML::Mark& mark, const std::string& message) {
  util::Diagnostic d;
  d.file = file;
  if (mark.line >= 0) {
    d.line = static_cast<unsigned>(mark.line) + 1;
    d.column = static_cast<unsigned>(mark.column) + 1;
  }
  d.message = message;
  return d;
}

bool glob(const std::string& pattern, const std::string& text) {
  return !text.empty() && ::fnmatch(pattern.c_str(), text.c_str(), 0) == 0;
}

}  // namespace

std::vector<Suppression> parse_suppressions(const std::string& text, const std::string& filename) {
  yaml::Node root = schema::load_document(text, filename, "suppression file");
  std::vector<util::Diagnostic> problems;
  std::vector<Suppression> out;
  if (root.IsNull())  // an empty file is as likely a mistake as a wish to suppress nothing
    throw util::Error(at(filename, root.Mark(), "a suppression file is a list of {rule, name} entries; this one is empty"));
  if (!root.IsSequence())
    throw util::Error(at(filename, root.Mark(), "a suppression file is a list of {rule, name} entries"));
  for (const auto& entry : root) {
    if (!entry.IsMap()) {
      problems.push_back(at(filename, entry.Mark(), "a suppression entry must be a map with keys rule, name, reason"));
      continue;
    }
    Suppression s;
    s.file = filename;
    s.line = entry.Mark().line >= 0 ? static_cast<unsigned>(entry.Mark().line) + 1 : 0;
    const size_t before = problems.size();
    schema::check_keys(entry, filename, "a suppression entry", {"rule", "name", "reason"}, problems);
    bool ok = problems.size() == before;
    for (const auto& kv : entry) {
      std::string key = kv.first.Scalar();
      if (key != "rule" && key != "name" && key != "reason") continue;  // reported by check_keys
      if (!kv.second.IsScalar()) {
        problems.push_back(at(filename, kv.second.Mark(), "'" + key + "' must be a string"));
        ok = false;
        continue;
      }
      std::string value = kv.second.Scalar();
      if (key == "rule") {
        if (!is_known_rule(value)) {
          problems.push_back(at(filename, kv.second.Mark(), "unknown rule id '" + value + "'"));
          ok = false;
        }
        s.rule = value;
      } else if (key == "name") {
        if (value.empty()) {
          problems.push_back(at(filename, kv.second.Mark(),
                                "'name' is empty: leave it out to suppress every finding of the rule"));
          ok = false;
        }
        s.name = value;
      } else {
        s.reason = value;
      }
    }
    if (s.rule.empty() && ok) {
      problems.push_back(at(filename, entry.Mark(), "suppression entry without 'rule'"));
      ok = false;
    }
    if (ok) out.push_back(std::move(s));
  }
  if (!problems.empty()) throw util::Error(std::move(problems));
  return out;
}

std::vector<Suppression> load_suppressions(const std::string& path) {
  std::string text = util::read_file(path);
  // An empty file suppresses nothing; anything else must be text.
  if (text.find_first_not_of(" \t\r\n") != std::string::npos) util::require_text(path, text, "suppression file");
  return parse_suppressions(text, path);
}

bool matches(const Suppression& s, const Change& change) {
  if (s.rule != change.rule) return false;
  if (s.name.empty()) return true;
  return glob(s.name, change.name) || glob(s.name, change.old_name) || glob(s.name, change.qualified_name()) ||
         (!change.parent.empty() && !change.old_name.empty() && glob(s.name, change.parent + "." + change.old_name));
}

bool matches(const Suppression& s, const PolicyFinding& finding) {
  if (s.rule != finding.rule) return false;
  return s.name.empty() || glob(s.name, finding.name);
}

}  // namespace dlpackgen::abi
