// Small helpers over Clang's source locations and comments. Internal to extract.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <clang/AST/ASTContext.h>
#include <clang/Basic/SourceLocation.h>
#include <clang/Lex/PPCallbacks.h>

#include "model/model.h"
#include "util/error.h"

namespace dlpackgen::extract::detail {

/// Line and column (1-based, column in bytes) of where `loc` is written in the
/// main file, looking through macro expansions to the expansion site.
model::SourcePos position_of(const clang::SourceManager& sm, clang::SourceLocation loc);

/// The source text from the first token of `range` to the end of its last token, as written.
std::string source_text(const clang::ASTContext& ctx, clang::SourceRange range);

/// An expression or type as written, on one line: comments and line splices
/// removed, each run of white space made one space, no space at either end
/// ("(1UL << \\\n 2UL) /* two */" -> "(1UL << 2UL)"). When the result still
/// holds a character the schema refuses in a spelling (a quote: a character
/// literal; a backslash, `#`, `;`, a brace), returns `fallback` instead.
std::string one_line_spelling(const std::string& text, const std::string& fallback);

/// 'name', for names in messages (util::quoted for a Clang string).
std::string quoted(llvm::StringRef name);

/// Records the main-file ranges the preprocessor skipped (inactive #if branches),
/// as file offsets.
class SkippedRanges : public clang::PPCallbacks {
 public:
  explicit SkippedRanges(const clang::SourceManager& sm) : sm_(sm) {}
  void SourceRangeSkipped(clang::SourceRange range, clang::SourceLocation endif) override;
  bool contains(unsigned offset) const;
  /// The skipped ranges as 1-based first and last lines.
  const std::vector<std::pair<unsigned, unsigned>>& lines() const { return lines_; }

 private:
  const clang::SourceManager& sm_;
  std::vector<std::pair<unsigned, unsigned>> ranges_;
  std::vector<std::pair<unsigned, unsigned>> lines_;
};

/// The cleaned documentation comment of `decl`, or "". Clang's own attachment
/// first; failing that, a documentation comment separated from the declaration
/// only by blank lines, preprocessor directives and inactive #if branches
/// (`/*! doc */ #ifdef __cplusplus typedef enum : int32_t { #else typedef enum { #endif`).
/// `skipped` may be null (then only Clang's attachment counts).
std::string doc_of(const clang::ASTContext& ctx, const clang::Decl* decl, const SkippedRanges* skipped);

/// True when `loc` (or the expansion site of a macro it comes from) lies in the main file.
bool in_main_file(const clang::SourceManager& sm, clang::SourceLocation loc);

/// A util::Error at `loc` in the header being extracted.
util::Error error_at(const std::string& display_path, const clang::SourceManager& sm,
                     clang::SourceLocation loc, const std::string& message);

}  // namespace dlpackgen::extract::detail
