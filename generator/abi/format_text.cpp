#include <sstream>

#include "abi/format.h"

namespace dlpackgen::abi {

namespace {

const char* kReset = "\033[0m";
const char* kBold = "\033[1m";

const char* severity_color(Severity s) {
  switch (s) {
    case Severity::Compatible: return "\033[32m";
    case Severity::SourceBreaking: return "\033[1;33m";
    case Severity::AbiBreaking: return "\033[1;31m";
  }
  return "";
}

std::string plural(int n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

std::string summary_line(const Report& report) {
  Summary s = report.summary();
  std::string out = report.old_side.label + " (" + report.old_side.version.str() + ") -> " + report.new_side.label +
                    " (" + report.new_side.version.str() + "): ";
  if (s.changes == 0) {
    out += "no changes";
  } else {
    out += plural(s.changes, "change") + " (" + std::to_string(s.abi_breaking) + " abi-breaking, " +
           std::to_string(s.source_breaking) + " source-breaking, " + std::to_string(s.compatible) + " compatible)";
  }
  if (report.policy == "dlpack") {
    out += "; policy dlpack: " + plural(s.policy_errors, "error") + ", " +
           plural(s.frozen_errors, "frozen-prefix error") + ", " + plural(s.policy_warnings, "warning");
  } else {
    out += "; policy none";
  }
  if (s.suppressed) out += "; " + std::to_string(s.suppressed) + " suppressed";
  return out;
}

std::string format_text(const Report& report, const FormatOptions& options) {
  std::ostringstream out;
  auto paint = [&](const char* code, const std::string& text) {
    return options.color ? std::string(code) + text + kReset : text;
  };
  for (const auto& c : report.changes) {
    if (c.suppressed) continue;
    std::string loc = c.location.str();
    if (!loc.empty()) out << paint(kBold, loc + ":") << " ";
    out << paint(severity_color(c.severity), to_string(c.severity)) << " [" << c.rule << "] " << c.message;
    // A change that holds on some targets only says which.
    if (!c.where.empty()) out << " (" << c.where << ")";
    out << "\n";
  }
  for (const auto& f : report.findings) {
    if (f.suppressed) continue;
    std::string loc = f.location.str();
    if (!loc.empty()) out << paint(kBold, loc + ":") << " ";
    std::string level = std::string("policy-") + to_string(f.level);
    out << paint(f.level == Level::Error ? "\033[1;31m" : "\033[1;33m", level) << " [" << f.rule << "] " << f.message
        << "\n";
  }
  out << summary_line(report) << "\n";
  return out.str();
}

}  // namespace dlpackgen::abi
