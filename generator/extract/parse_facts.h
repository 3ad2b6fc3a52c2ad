// What one Clang run over the header (one target, one language mode) yields.
// Internal to the extract stage.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/model.h"
#include "util/error.h"

namespace dlpackgen::extract::detail {

enum class Mode { C, Cxx };

/// One Clang run: the header's bytes parsed as one language for one target.
struct ParseRequest {
  std::string display_path;  // the path as the caller gave it: used in diagnostics
  std::string clang_path;    // absolute path under which Clang sees the header
  std::string code;          // the header's bytes
  std::string triple;
  Mode mode = Mode::C;
  std::vector<std::string> extra_args;        // Options::clang_args
  std::vector<std::string> macro_candidates;  // object-like macro names to evaluate (C mode)
  /// A C compiler's include directories for this target and mode (from
  /// query_driver): when set, the run is hosted (no -ffreestanding) and
  /// searches them after Clang's resource headers, as Clang's own driver
  /// orders a system's directories; dlpackgen's freestanding C++ headers are
  /// then not used.
  std::vector<std::string> library_dirs;
  /// In C++ mode: collect every fact a C run collects (declarations, macros),
  /// for a header whose C reading fails while its C++ reading compiles.
  bool all_facts = false;

  /// Whether this run collects every fact (a C run, or a C++ one with all_facts).
  bool full() const { return mode == Mode::C || all_facts; }
};

/// The facts of one run. Per-target maps (layout, offset, underlying_*) hold
/// only the run's target; in C++ mode only enums (their underlying type and
/// fixed type go to the *_c fields, the merge moves them) and the layouts of
/// structs (name, layout, field names and offsets, for the merge to compare)
/// are collected.
struct ParseFacts {
  std::optional<util::Diagnostic> error;  // first Clang error, or an unsupported construct
  bool compile_error = false;              // `error` is Clang's: the header does not compile this way
  model::TargetInfo target;
  std::vector<model::Enum> enums;
  std::vector<model::Struct> structs;
  std::vector<model::FunctionPointer> function_pointers;
  std::vector<model::Alias> aliases;
  std::vector<model::Macro> macros;  // integer macros only, in definition order
  /// Lines of the main file this run's preprocessor skipped (inactive #if
  /// branches: `#ifdef __cplusplus` blocks in C mode), first and last.
  std::vector<std::pair<unsigned, unsigned>> skipped_lines;
  /// Declarations outside the C ABI that a C++ reading with all_facts left out
  /// (namespaces, templates, using, inline functions), one warning each.
  std::vector<util::Diagnostic> left_out;
};

/// Runs Clang once. Never throws for problems in the header: they land in
/// ParseFacts::error (exceptions must not cross Clang's frames).
ParseFacts parse_header(const ParseRequest& request);

}  // namespace dlpackgen::extract::detail
