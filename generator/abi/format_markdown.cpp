#include <sstream>

#include "abi/format.h"

namespace dlpackgen::abi {

namespace {

/// Table cells: no pipes or newlines, identifiers as code.
std::string cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n' || c == '\r') out += ' ';
    else out += c;
  }
  return out;
}

std::string code(const std::string& s) { return s.empty() ? "" : "`" + cell(s) + "`"; }

void table(std::ostringstream& o, const Report& report, Severity severity) {
  o << "| Rule | Entity | Change | Targets | Location |\n";
  o << "|---|---|---|---|---|\n";
  for (const auto& c : report.changes) {
    if (c.suppressed || c.severity != severity) continue;
    o << "| `" << c.rule << "` | " << code(c.qualified_name()) << " | " << cell(c.message) << " | "
      << (c.where.empty() ? "all" : cell(c.where)) << " | " << code(c.location.str()) << " |\n";
  }
}

}  // namespace

std::string format_markdown(const Report& report, const FormatOptions& options) {
  std::ostringstream o;
  Summary s = report.summary();
  o << "### DLPack ABI diff: " << code(report.old_side.label) << " (" << report.old_side.version.str() << ") → "
    << code(report.new_side.label) << " (" << report.new_side.version.str() << ")\n\n";

  std::string verdict;
  if (s.frozen_errors) verdict = "❌ **Frozen prefix of `DLManagedTensorVersioned` changed**";
  else if (s.abi_breaking) verdict = "❌ **ABI-breaking changes**";
  else if (s.policy_errors) verdict = "❌ **Version policy violated**";
  else if (s.source_breaking) verdict = "⚠️ **Source-breaking changes** (binary compatible)";
  else if (s.changes) verdict = "✅ **Compatible changes only**";
  else verdict = "✅ **No changes**";
  o << verdict << " (exit code " << report.exit_code(options.fail_on) << ")\n\n";

  o << "| ABI-breaking | Source-breaking | Compatible | Policy errors | Frozen-prefix errors | Warnings | Suppressed |\n";
  o << "|---:|---:|---:|---:|---:|---:|---:|\n";
  o << "| " << s.abi_breaking << " | " << s.source_breaking << " | " << s.compatible << " | " << s.policy_errors
    << " | " << s.frozen_errors << " | " << s.policy_warnings << " | " << s.suppressed << " |\n\n";
  o << "Targets compared: ";
  for (std::size_t i = 0; i < report.targets.size(); ++i) o << (i ? ", " : "") << code(report.targets[i]);
  o << ".\n\n";

  bool any_finding = false;
  for (const auto& f : report.findings) any_finding |= !f.suppressed;
  if (any_finding) {
    o << "#### Version policy (" << report.policy << ")\n\n";
    for (const auto& f : report.findings) {
      if (f.suppressed) continue;
      o << "- " << (f.level == Level::Error ? "❌" : "⚠️") << " `" << f.rule << "`" << (f.frozen ? " (frozen)" : "")
        << ": " << cell(f.message);
      if (!f.location.str().empty()) o << " (" << code(f.location.str()) << ")";
      o << "\n";
    }
    o << "\n";
  }
  if (s.abi_breaking) {
    o << "#### ABI-breaking (" << s.abi_breaking << ")\n\n";
    table(o, report, Severity::AbiBreaking);
    o << "\n";
  }
  if (s.source_breaking) {
    o << "#### Source-breaking (" << s.source_breaking << ")\n\n";
    table(o, report, Severity::SourceBreaking);
    o << "\n";
  }
  if (s.compatible) {
    o << "<details><summary>Compatible (" << s.compatible << ")</summary>\n\n";
    table(o, report, Severity::Compatible);
    o << "\n</details>\n";
  }
  return o.str();
}

}  // namespace dlpackgen::abi
