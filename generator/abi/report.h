// The result of comparing two Models: classified changes, version-policy
// findings, and the exit-code bitmask they add up to.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "model/model.h"

namespace dlpackgen::abi {

/// How a change affects existing code, in increasing order of gravity.
enum class Severity {
  Compatible,      // an addition old consumers do not see, or a change with identical bits
  SourceBreaking,  // old code stops compiling (a rename, a removed macro); bits unchanged
  AbiBreaking,     // sizes, offsets, alignment, values or signatures differ
};

/// "compatible", "source-breaking", "abi-breaking".
std::string to_string(Severity severity);

/// Exit-code bits. 1, 2, 4 and 8 mean what they mean for libabigail's abidiff.
enum ExitBit : int {
  kExitError = 1,           // an input could not be read, parsed or extracted
  kExitUsage = 2,           // bad command line
  kExitChanges = 4,         // at least one change was found
  kExitAbiBreaking = 8,     // at least one change is ABI-breaking on at least one target
  kExitSourceBreaking = 16, // at least one change is source-breaking
  kExitPolicy = 32,         // a version-policy error (see policy.h)
  kExitFrozen = 64,         // the frozen prefix of DLManagedTensorVersioned or its deleter changed
};

/// Default for --fail-on: ABI breaks, policy errors and frozen-prefix violations.
constexpr int kDefaultFailOn = kExitAbiBreaking | kExitPolicy | kExitFrozen;

/// Where a change is, as a compiler diagnostic names it.
struct Location {
  std::string file;  // display name of the header the position refers to
  unsigned line = 0;
  unsigned column = 0;
  /// "file:line:col", "file:line", "file", or "" when nothing is known.
  std::string str() const;
};

/// One classified change between the old and the new Model.
struct Change {
  std::string rule;  // stable id, see rules.h ("field-offset-changed")
  Severity severity = Severity::Compatible;
  std::string kind;      // "enum", "enumerator", "struct", "field", "function_pointer", "alias", "macro", "header"
  std::string name;      // the entity's name on the new side (the old side for removals)
  std::string old_name;  // renames: the name on the old side; else ""
  std::string parent;    // enclosing enum/struct (new-side name) for enumerators and fields
  std::string old_value; // before/after, as text ("24", "int32_t", "0x2"); "" when not applicable
  std::string new_value;
  /// Targets on which the change has `severity`; empty when it holds on every
  /// compared target (or does not depend on the target at all).
  std::vector<std::string> targets;
  /// `targets` for a reader: "only on 32-bit targets (i686-linux-gnu, ...)",
  /// "only on Windows (...)", "only on a, b"; "" when on every target.
  std::string where;
  /// Per-target old/new values where they differ between targets (sizes, offsets).
  std::map<std::string, std::pair<std::string, std::string>> per_target;
  std::string message;   // one line, without location, severity or rule
  Location location;     // new side for additions and changes, old side for removals
  bool suppressed = false;

  /// "DLTensor.ndim" for fields and enumerators, else the name.
  std::string qualified_name() const;
};

/// Level of a version-policy finding.
enum class Level { Warning, Error };
std::string to_string(Level level);  // "warning", "error"

/// One result of the version policy (policy.h).
struct PolicyFinding {
  std::string rule;  // stable id, see rules.h ("version-bump-missing")
  Level level = Level::Error;
  bool frozen = false;  // a frozen-prefix / deleter-signature violation (exit bit 64)
  std::string name;     // the entity or macro concerned ("DLManagedTensorVersioned", "DLPACK_MINOR_VERSION")
  std::string message;
  Location location;
  bool suppressed = false;
};

struct Summary {
  int changes = 0;  // not suppressed
  int compatible = 0;
  int source_breaking = 0;
  int abi_breaking = 0;
  int policy_errors = 0;    // not counting frozen ones
  int frozen_errors = 0;
  int policy_warnings = 0;
  int suppressed = 0;       // changes and findings
};

/// One side of a comparison, for display.
struct Side {
  std::string label;  // display name used in locations
  model::Version version;
  std::string sha256;
};

struct Report {
  Side old_side, new_side;
  std::vector<std::string> targets;  // the targets both Models were laid out for
  std::string policy;                // "dlpack" or "none"
  std::vector<Change> changes;
  std::vector<PolicyFinding> findings;
  /// Suppressions that matched nothing, as "file:line: rule name".
  std::vector<std::string> unused_suppressions;

  Summary summary() const;
  /// The informational bits this report sets (4, 8, 16, 32, 64); never 1 or 2.
  int bits() const;
  /// bits() filtered by `fail_on` (a mask of the bits above).
  int exit_code(int fail_on) const { return bits() & fail_on; }
  bool empty() const;  // no unsuppressed change and no unsuppressed finding
};

}  // namespace dlpackgen::abi
