// Integer macros: which object-like macros the main file defines, their bodies
// as written, and their values as Clang evaluates them. Internal to extract.
//
// Evaluation works on the AST: the code Clang parses in C mode ends with an
// #include of a probe file that declares, for every candidate macro still
// defined there, `static const __typeof__((NAME)) __dlpackgen_macro_<i> = (NAME);`.
// A candidate is an integer macro when that declaration is valid, has an
// integer type and its initializer is an integer constant expression; errors in
// the probe only mean "not an integer macro".
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include <clang/AST/ASTContext.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>

#include "extract/parse_facts.h"
#include "util/error.h"

namespace dlpackgen::extract::detail {

struct MacroCandidates {
  /// Names of the object-like macros `#define`d in the code, in order, each once
  /// (a lexical scan: conditionally defined ones are included; the probe's
  /// #ifdef sorts them out). Left out are macros whose body could not be an
  /// expression and could break the probe's later declarations: unbalanced
  /// parentheses, `;`, `{`, `}`, nesting too deep for Clang's parser (more than
  /// 200 parentheses and unary operators), or the use of another such macro.
  std::vector<std::string> names;
  /// One warning per macro left out because of its nesting (its own, or that
  /// of a macro it uses), at the macro's name: line, column and message (the
  /// file is the caller's).
  std::vector<util::Diagnostic> too_deep;
};

MacroCandidates scan_macro_candidates(const std::string& code);

/// The probe file's text for `candidates`.
std::string macro_probe_source(const std::vector<std::string>& candidates);

/// Prefix of the probe's variable names.
inline constexpr const char* kMacroProbePrefix = "__dlpackgen_macro_";

/// Records the object-like macros defined in the main file and still defined
/// at its end: name, body as written, name position.
class MacroRecorder : public clang::PPCallbacks {
 public:
  struct Recorded {
    std::string name;
    std::string spelling;
    unsigned name_offset = 0;  // file offset of the name in the main file
    unsigned end_offset = 0;   // file offset just past the definition's last token
    model::SourcePos pos;
  };

  explicit MacroRecorder(clang::Preprocessor& pp) : pp_(pp) {}

  void MacroDefined(const clang::Token& name, const clang::MacroDirective* md) override;
  void MacroUndefined(const clang::Token& name, const clang::MacroDefinition& md,
                      const clang::MacroDirective* undef) override;

  /// The macros defined (and not undefined) in the main file, in the order of
  /// their last definition.
  std::vector<Recorded> macros() const;

 private:
  void forget(const std::string& name);

  clang::Preprocessor& pp_;
  // Every definition in order; one that was redefined or undefined later is
  // left empty (name ""), so a definition costs O(1) whatever the header's size.
  std::vector<Recorded> macros_;
  std::unordered_map<std::string, std::size_t> live_;  // name -> its index in macros_
};

/// Fills facts.macros with the recorded macros whose probe declaration evaluated
/// to an integer, with the documentation comment preceding each #define (or a
/// trailing `/*!< ... */` on its line). Throws util::Error for an integer macro
/// that does not fit in 64 bits.
void collect_macros(clang::ASTContext& ctx, const MacroRecorder& recorder,
                    const ParseRequest& request, ParseFacts& facts);

}  // namespace dlpackgen::extract::detail
