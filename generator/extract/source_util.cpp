#include "extract/source_util.h"

#include <algorithm>
#include <map>

#include <clang/AST/RawCommentList.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>

#include "extract/clang_compat.h"
#include "util/text.h"
#include "extract/doc_comment.h"

namespace dlpackgen::extract::detail {

model::SourcePos position_of(const clang::SourceManager& sm, clang::SourceLocation loc) {
  if (loc.isInvalid()) return {};
  clang::SourceLocation file_loc = sm.getExpansionLoc(loc);
  return {sm.getExpansionLineNumber(file_loc), sm.getExpansionColumnNumber(file_loc)};
}

std::string source_text(const clang::ASTContext& ctx, clang::SourceRange range) {
  const clang::SourceManager& sm = ctx.getSourceManager();
  clang::CharSourceRange expanded = sm.getExpansionRange(range);
  bool invalid = false;
  llvm::StringRef text = clang::Lexer::getSourceText(expanded, sm, ctx.getLangOpts(), &invalid);
  if (invalid) return "";
  return text.trim().str();
}

std::string one_line_spelling(const std::string& text, const std::string& fallback) {
  std::string out;
  bool space = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && (text.compare(i + 1, 1, "\n") == 0 || text.compare(i + 1, 2, "\r\n") == 0)) {
      i += text[i + 1] == '\r' ? 2 : 1;  // a line splice joins two lines
      continue;
    }
    if (c == '/' && text.compare(i + 1, 1, "*") == 0) {
      const std::size_t end = text.find("*/", i + 2);
      i = end == std::string::npos ? text.size() : end + 1;
      space = true;
      continue;
    }
    if (c == '/' && text.compare(i + 1, 1, "/") == 0) {
      i = std::min(text.find('\n', i), text.size());
      space = true;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  for (char c : out)
    if (c == '\'' || c == '"' || c == '\\' || c == '#' || c == ';' || c == '{' || c == '}' || c == '`' ||
        c == '@' || c == '$' || static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
      return fallback;
  return out;
}

void SkippedRanges::SourceRangeSkipped(clang::SourceRange range, clang::SourceLocation) {
  clang::SourceLocation begin = range.getBegin(), end = range.getEnd();
  if (begin.isInvalid() || end.isInvalid() || !sm_.isWrittenInMainFile(begin)) return;
  ranges_.emplace_back(sm_.getFileOffset(begin), sm_.getFileOffset(end));
  lines_.emplace_back(sm_.getSpellingLineNumber(begin), sm_.getSpellingLineNumber(end));
}

bool SkippedRanges::contains(unsigned offset) const {
  for (const auto& [begin, end] : ranges_)
    if (begin <= offset && offset <= end) return true;
  return false;
}

namespace {

// A documentation comment before `decl` with only blank lines, directives and
// skipped lines in between.
const clang::RawComment* comment_across_directives(const clang::ASTContext& ctx, const clang::Decl* decl,
                                                   const SkippedRanges& skipped) {
  const clang::SourceManager& sm = ctx.getSourceManager();
  clang::SourceLocation begin = decl->getBeginLoc();
  if (begin.isInvalid()) return nullptr;
  begin = sm.getExpansionLoc(begin);
  if (!sm.isInMainFile(begin)) return nullptr;
  const std::map<unsigned, clang::RawComment*>* comments = ctx.Comments.getCommentsInFile(sm.getFileID(begin));
  if (!comments) return nullptr;
  llvm::StringRef buffer = sm.getBufferData(sm.getFileID(begin));
  unsigned offset = sm.getFileOffset(begin);
  std::size_t line_start = buffer.rfind('\n', offset);
  line_start = line_start == llvm::StringRef::npos ? 0 : line_start + 1;
  if (!buffer.slice(line_start, offset).trim().empty()) return nullptr;  // something else precedes on the line
  auto after = comments->lower_bound(static_cast<unsigned>(line_start));
  if (after == comments->begin()) return nullptr;
  const clang::RawComment* c = std::prev(after)->second;
  if (c->isTrailingComment() || !c->isDocumentation()) return nullptr;
  std::size_t pos = sm.getFileOffset(c->getEndLoc());
  if (pos > line_start) return nullptr;
  bool saw_directive = false;
  while (pos < line_start) {
    std::size_t eol = std::min(buffer.find('\n', pos), line_start);
    llvm::StringRef line = buffer.slice(pos, eol).trim();
    if (compat::starts_with(line, "#")) {
      saw_directive = true;
    } else if (!line.empty()) {
      std::size_t first = pos + buffer.slice(pos, eol).find_first_not_of(" \t\r");
      if (!skipped.contains(static_cast<unsigned>(first))) return nullptr;
    }
    pos = eol + 1;
  }
  return saw_directive ? c : nullptr;  // without a directive between, Clang had its reasons
}

}  // namespace

std::string doc_of(const clang::ASTContext& ctx, const clang::Decl* decl, const SkippedRanges* skipped) {
  const clang::RawComment* comment = ctx.getRawCommentForDeclNoCache(decl);
  if (!comment && skipped) comment = comment_across_directives(ctx, decl, *skipped);
  if (!comment) return "";
  return clean_doc_comment(comment->getRawText(ctx.getSourceManager()).str());
}

bool in_main_file(const clang::SourceManager& sm, clang::SourceLocation loc) {
  if (loc.isInvalid()) return false;
  return sm.isInMainFile(sm.getExpansionLoc(loc));
}

util::Error error_at(const std::string& display_path, const clang::SourceManager& sm,
                     clang::SourceLocation loc, const std::string& message) {
  model::SourcePos pos = position_of(sm, loc);
  return util::Error(display_path, pos.line, pos.column, message);
}

std::string quoted(llvm::StringRef name) { return util::quoted(name.str()); }

}  // namespace dlpackgen::extract::detail
