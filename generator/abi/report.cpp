#include "abi/report.h"

namespace dlpackgen::abi {

std::string to_string(Severity severity) {
  switch (severity) {
    case Severity::Compatible: return "compatible";
    case Severity::SourceBreaking: return "source-breaking";
    case Severity::AbiBreaking: return "abi-breaking";
  }
  return "compatible";
}

std::string to_string(Level level) { return level == Level::Error ? "error" : "warning"; }

std::string Location::str() const {
  if (file.empty()) return "";
  if (line == 0) return file;
  if (column == 0) return file + ":" + std::to_string(line);
  return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

std::string Change::qualified_name() const {
  if (parent.empty()) return name;
  return parent + "." + name;
}

Summary Report::summary() const {
  Summary s;
  for (const auto& c : changes) {
    if (c.suppressed) {
      ++s.suppressed;
      continue;
    }
    ++s.changes;
    switch (c.severity) {
      case Severity::Compatible: ++s.compatible; break;
      case Severity::SourceBreaking: ++s.source_breaking; break;
      case Severity::AbiBreaking: ++s.abi_breaking; break;
    }
  }
  for (const auto& f : findings) {
    if (f.suppressed) {
      ++s.suppressed;
      continue;
    }
    if (f.level == Level::Warning) ++s.policy_warnings;
    else if (f.frozen) ++s.frozen_errors;
    else ++s.policy_errors;
  }
  return s;
}

int Report::bits() const {
  Summary s = summary();
  int bits = 0;
  if (s.changes > 0) bits |= kExitChanges;
  if (s.abi_breaking > 0) bits |= kExitAbiBreaking;
  if (s.source_breaking > 0) bits |= kExitSourceBreaking;
  if (s.policy_errors > 0) bits |= kExitPolicy;
  if (s.frozen_errors > 0) bits |= kExitFrozen;
  return bits;
}

bool Report::empty() const {
  Summary s = summary();
  return s.changes == 0 && s.policy_errors == 0 && s.frozen_errors == 0 && s.policy_warnings == 0;
}

}  // namespace dlpackgen::abi
