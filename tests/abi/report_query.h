// Lookups into an abi::Report for assertions.
#pragma once

#include <string>
#include <vector>

#include "abi/report.h"

namespace dlpackgen::abitest {

/// Changes (not suppressed) with `rule` whose name or qualified name is `name` ("" = any).
inline std::vector<abi::Change> changes(const abi::Report& r, const std::string& rule, const std::string& name = "") {
  std::vector<abi::Change> out;
  for (const auto& c : r.changes)
    if (!c.suppressed && c.rule == rule && (name.empty() || c.name == name || c.qualified_name() == name))
      out.push_back(c);
  return out;
}

inline const abi::Change* change(const abi::Report& r, const std::string& rule, const std::string& name) {
  for (const auto& c : r.changes)
    if (c.rule == rule && (c.name == name || c.qualified_name() == name)) return &c;
  return nullptr;
}

inline std::vector<abi::PolicyFinding> findings(const abi::Report& r, const std::string& rule) {
  std::vector<abi::PolicyFinding> out;
  for (const auto& f : r.findings)
    if (!f.suppressed && f.rule == rule) out.push_back(f);
  return out;
}

inline std::vector<std::string> rules_of(const abi::Report& r) {
  std::vector<std::string> out;
  for (const auto& c : r.changes)
    if (!c.suppressed) out.push_back(c.rule);
  return out;
}

}  // namespace dlpackgen::abitest
