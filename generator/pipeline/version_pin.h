// The `dlpackgen:` key of dlpackgen.yaml: which dlpackgen versions a repository
// accepts (">=0.1,<0.2", "0.1.0"), so that a developer's machine, pre-commit and
// CI generate with the same tool and `generate --check` fails only for the
// pull request's reasons.
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::pipeline {

struct VersionPin {
  struct Clause {
    std::string op;             // ">=", ">", "<=", "<", "==", "!="
    std::vector<unsigned> version;  // 1 to 3 numbers; missing ones are 0
  };
  std::string text;  // as written
  std::vector<Clause> clauses;
};

/// Parses a requirement: comparisons joined by ',' (all must hold); a bare
/// version means "==". Returns "" and fills `pin`, or a reason it is invalid.
std::string parse_version_pin(const std::string& text, VersionPin& pin);

/// Whether `version` ("0.1.0") satisfies every clause of `pin`.
bool satisfies(const VersionPin& pin, const std::string& version);

}  // namespace dlpackgen::pipeline
