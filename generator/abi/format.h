// Rendering a Report: compiler-style text, a Markdown section for pull
// requests, and JSON for CI tools (format documented in docs/guide/upgrade.md).
#pragma once

#include <string>

#include "abi/report.h"

namespace dlpackgen::abi {

struct FormatOptions {
  bool color = false;             // ANSI colours (text only)
  int fail_on = kDefaultFailOn;   // to state the exit code in the output
};

/// One line per change and finding, "file:line:col: severity [rule] message",
/// then a summary line. Suppressed entries are left out (counted in the summary).
std::string format_text(const Report& report, const FormatOptions& options = {});

/// A Markdown section: a result line, a count table, policy findings, and one
/// table per severity (compatible changes folded in <details>).
std::string format_markdown(const Report& report, const FormatOptions& options = {});

/// The JSON document (format "dlpackgen-abi-diff", format_version 1). Holds
/// every change and finding, suppressed ones flagged `"suppressed": true`.
std::string format_json(const Report& report, const FormatOptions& options = {});

/// The summary line of format_text, without colour.
std::string summary_line(const Report& report);

}  // namespace dlpackgen::abi
