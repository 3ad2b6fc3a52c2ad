// Suppressions: known changes a project has accepted (abi-diff --suppress FILE).
//
// The file is YAML, a list of entries:
//
//   - rule: enumerator-renamed        # required: a rule id (rules.h)
//     name: kDLGPU                    # optional: entity name, "Parent.name", or a glob (kDLFloat8_*)
//     reason: renamed upstream in 0.5 # optional, for the reader
//
// An entry matches a change with that rule whose name, old name (renames) or
// qualified name ("DLTensor.ctx") matches `name` (fnmatch globs: * ? [...]);
// without `name` it matches every change of the rule. Policy findings are
// matched the same way by their rule id and name.
#pragma once

#include <string>
#include <vector>

#include "abi/report.h"

namespace dlpackgen::abi {

struct Suppression {
  std::string rule;
  std::string name;    // "" matches every name
  std::string reason;
  std::string file;    // where it was read, for messages
  unsigned line = 0;
};

/// Parses suppression YAML. Throws util::Error ("file:line:col: message") for
/// malformed YAML, a document that is not a list, an entry that is not a map,
/// an unknown key, a missing or unknown rule id, or a value that is not a string.
std::vector<Suppression> parse_suppressions(const std::string& text, const std::string& filename);

/// Reads and parses a suppression file (util::read_file + parse_suppressions).
std::vector<Suppression> load_suppressions(const std::string& path);

bool matches(const Suppression& s, const Change& change);
bool matches(const Suppression& s, const PolicyFinding& finding);

}  // namespace dlpackgen::abi
