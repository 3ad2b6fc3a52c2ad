#include <cstdio>
#include <sstream>

#include "abi/format.h"

namespace dlpackgen::abi {

namespace {

std::string esc(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string opt(const std::string& s) { return s.empty() ? "null" : esc(s); }

std::string location(const Location& l) {
  return "{\"file\": " + esc(l.file) + ", \"line\": " + std::to_string(l.line) +
         ", \"column\": " + std::to_string(l.column) + "}";
}

std::string side(const Side& s) {
  return "{\"file\": " + esc(s.label) + ", \"version\": " + (s.version.known() ? esc(s.version.str()) : "null") +
         ", \"sha256\": " + opt(s.sha256) + "}";
}

std::string string_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + esc(items[i]);
  return out + "]";
}

}  // namespace

std::string format_json(const Report& report, const FormatOptions& options) {
  std::ostringstream o;
  o << "{\n";
  o << "  \"format\": \"dlpackgen-abi-diff\",\n";
  o << "  \"format_version\": 1,\n";
  o << "  \"old\": " << side(report.old_side) << ",\n";
  o << "  \"new\": " << side(report.new_side) << ",\n";
  o << "  \"targets\": " << string_list(report.targets) << ",\n";
  o << "  \"policy\": " << esc(report.policy) << ",\n";
  o << "  \"changes\": [";
  for (std::size_t i = 0; i < report.changes.size(); ++i) {
    const auto& c = report.changes[i];
    o << (i ? ",\n" : "\n");
    o << "    {\"rule\": " << esc(c.rule) << ", \"severity\": " << esc(to_string(c.severity))
      << ", \"kind\": " << esc(c.kind) << ", \"name\": " << esc(c.name) << ", \"old_name\": " << opt(c.old_name)
      << ", \"parent\": " << opt(c.parent) << ",\n     \"old\": " << opt(c.old_value) << ", \"new\": "
      << opt(c.new_value) << ", \"all_targets\": " << (c.targets.empty() ? "true" : "false")
      << ", \"targets\": " << string_list(c.targets) << ",\n     \"per_target\": {";
    std::size_t k = 0;
    for (const auto& [t, v] : c.per_target)
      o << (k++ ? ", " : "") << esc(t) << ": {\"old\": " << esc(v.first) << ", \"new\": " << esc(v.second) << "}";
    o << "},\n     \"message\": " << esc(c.message) << ", \"location\": " << location(c.location)
      << ", \"suppressed\": " << (c.suppressed ? "true" : "false") << "}";
  }
  o << (report.changes.empty() ? "],\n" : "\n  ],\n");
  o << "  \"policy_findings\": [";
  for (std::size_t i = 0; i < report.findings.size(); ++i) {
    const auto& f = report.findings[i];
    o << (i ? ",\n" : "\n");
    o << "    {\"rule\": " << esc(f.rule) << ", \"level\": " << esc(to_string(f.level))
      << ", \"frozen\": " << (f.frozen ? "true" : "false") << ", \"name\": " << esc(f.name)
      << ",\n     \"message\": " << esc(f.message) << ", \"location\": " << location(f.location)
      << ", \"suppressed\": " << (f.suppressed ? "true" : "false") << "}";
  }
  o << (report.findings.empty() ? "],\n" : "\n  ],\n");
  o << "  \"unused_suppressions\": " << string_list(report.unused_suppressions) << ",\n";
  Summary s = report.summary();
  o << "  \"summary\": {\"changes\": " << s.changes << ", \"compatible\": " << s.compatible
    << ", \"source_breaking\": " << s.source_breaking << ", \"abi_breaking\": " << s.abi_breaking
    << ", \"policy_errors\": " << s.policy_errors << ", \"frozen_errors\": " << s.frozen_errors
    << ", \"policy_warnings\": " << s.policy_warnings << ", \"suppressed\": " << s.suppressed << "},\n";
  o << "  \"bits\": " << report.bits() << ",\n";
  o << "  \"exit_code\": " << report.exit_code(options.fail_on) << "\n";
  o << "}\n";
  return o.str();
}

}  // namespace dlpackgen::abi
