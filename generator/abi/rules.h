// The catalog of rule ids. Ids are stable: CI suppressions and JSON consumers
// rely on them; a rule may be added, never renamed or reused.
#pragma once

#include <string>
#include <vector>

#include "abi/report.h"

namespace dlpackgen::abi {

/// A change rule. `severity` is the usual one; rules marked `per_target`
/// compute theirs per target (abi-breaking where the layout differs,
/// compatible where it does not), and `struct-removed` is only
/// source-breaking when the struct was an alias of one that stays.
struct ChangeRule {
  const char* id;
  Severity severity;
  bool per_target;
  const char* summary;
};

/// A version-policy rule (policy.h).
struct PolicyRule {
  const char* id;
  Level level;  // warning rules never set an exit bit
  bool frozen;  // sets exit bit 64 instead of 32
  const char* summary;
};

const std::vector<ChangeRule>& change_rules();
const std::vector<PolicyRule>& policy_rules();

const ChangeRule* find_change_rule(const std::string& id);
const PolicyRule* find_policy_rule(const std::string& id);
bool is_known_rule(const std::string& id);

}  // namespace dlpackgen::abi
