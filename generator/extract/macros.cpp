#include "extract/macros.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>

#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/RawCommentList.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/MacroInfo.h>

#include "extract/clang_compat.h"
#include "extract/doc_comment.h"
#include "extract/source_util.h"

namespace dlpackgen::extract::detail {
namespace {

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool blank(char c) { return c == ' ' || c == '\t'; }

bool only_whitespace(llvm::StringRef text) {
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

namespace {

struct Definition {
  std::string name;
  std::string body;  // comments removed
  unsigned line = 0, column = 0;  // of the name (1-based; the column in bytes)
};

// The object-like #defines of `code`, lexically: backslash-newlines joined,
// comments dropped from the body.
std::vector<Definition> scan_definitions(const std::string& code) {
  std::vector<Definition> out;
  std::size_t pos = 0;
  unsigned line_no = 1;  // of the physical line at `pos`
  while (pos < code.size()) {
    // One logical line, and where each of its physical lines starts in it.
    std::string line;
    struct Part {
      std::size_t at;  // offset in `line`
      unsigned line_no;
    };
    std::vector<Part> parts;
    while (pos < code.size()) {
      std::size_t end = code.find('\n', pos);
      if (end == std::string::npos) end = code.size();
      std::string part = code.substr(pos, end - pos);
      pos = end + 1;
      parts.push_back({line.size(), line_no++});
      if (!part.empty() && part.back() == '\r') part.pop_back();
      if (!part.empty() && part.back() == '\\') {
        part.pop_back();
        line += part;
        continue;
      }
      line += part;
      break;
    }
    auto position = [&](std::size_t i, Definition& d) {
      std::size_t k = parts.size() - 1;
      while (k > 0 && parts[k].at > i) --k;
      d.line = parts[k].line_no;
      d.column = static_cast<unsigned>(i - parts[k].at + 1);
    };
    std::size_t i = 0;
    while (i < line.size() && blank(line[i])) ++i;
    if (i >= line.size() || line[i] != '#') continue;
    ++i;
    while (i < line.size() && blank(line[i])) ++i;
    if (line.compare(i, 6, "define") != 0 || i + 6 >= line.size() || !blank(line[i + 6])) continue;
    i += 6;
    while (i < line.size() && blank(line[i])) ++i;
    const std::size_t start = i;
    if (i >= line.size() || !ident_start(line[i])) continue;
    while (i < line.size() && ident_char(line[i])) ++i;
    if (i < line.size() && line[i] == '(') continue;  // function-like
    Definition d{line.substr(start, i - start), "", 0, 0};
    position(start, d);
    // The body without comments; string and character literals kept whole.
    while (i < line.size()) {
      if (line.compare(i, 2, "//") == 0) break;
      if (line.compare(i, 2, "/*") == 0) {
        std::size_t close = line.find("*/", i + 2);
        if (close == std::string::npos) break;
        d.body += ' ';
        i = close + 2;
        continue;
      }
      if (line[i] == '"' || line[i] == '\'') {
        const char quote = line[i];
        std::size_t j = i + 1;
        while (j < line.size() && line[j] != quote) j += line[j] == '\\' ? 2 : 1;
        d.body += line.substr(i, std::min(j + 1, line.size()) - i);
        i = j + 1;
        continue;
      }
      d.body += line[i++];
    }
    out.push_back(std::move(d));
  }
  return out;
}

enum class Probe { Safe, Unsafe, TooDeep };

constexpr int kMaxNesting = 200;

// Whether `body` may go into the probe: parentheses balanced, no token that
// ends a declaration or opens a block (those could swallow the probe's
// following declarations), not nested too deep.
Probe safe_for_probe(const std::string& body) {
  // Clang parses nested parentheses and unary operators recursively: a body
  // nested deeper than this is not probed (left out, like any macro that is
  // not an integer constant) rather than exhausting the parser's bracket
  // limit (256, which would fail the probe of every macro) or its stack.
  int depth = 0, unary_run = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (c == '-' || c == '+' || c == '!' || c == '~') {
      if (++unary_run + depth > kMaxNesting) return Probe::TooDeep;
    } else if (c != ' ' && c != '\t' && c != '(') {
      unary_run = 0;
    }
    if (depth > kMaxNesting) return Probe::TooDeep;
    if (c == '"' || c == '\'') {
      std::size_t j = i + 1;
      while (j < body.size() && body[j] != c) j += body[j] == '\\' ? 2 : 1;
      if (j >= body.size()) return Probe::Unsafe;
      i = j;
      continue;
    }
    if (c == '(') ++depth;
    if (c == ')' && --depth < 0) return Probe::Unsafe;
    if (c == ';' || c == '{' || c == '}' || c == '#') return Probe::Unsafe;
  }
  return depth == 0 ? Probe::Safe : Probe::Unsafe;
}

std::set<std::string> identifiers(const std::string& body) {
  std::set<std::string> out;
  for (std::size_t i = 0; i < body.size();) {
    if (ident_start(body[i]) && (i == 0 || !ident_char(body[i - 1]))) {
      std::size_t j = i;
      while (j < body.size() && ident_char(body[j])) ++j;
      out.insert(body.substr(i, j - i));
      i = j;
    } else {
      ++i;
    }
  }
  return out;
}

}  // namespace

MacroCandidates scan_macro_candidates(const std::string& code) {
  const std::vector<Definition> definitions = scan_definitions(code);
  // A name is unsafe when any of its definitions is, or uses an unsafe name;
  // too deep when that is why (its own body, or a name it uses).
  std::set<std::string> unsafe;
  std::map<std::string, std::string> too_deep;  // name -> "" (its body) or the too-deep name it uses
  for (const Definition& d : definitions) {
    const Probe p = safe_for_probe(d.body);
    if (p == Probe::Safe) continue;
    unsafe.insert(d.name);
    if (p == Probe::TooDeep) too_deep[d.name] = "";
  }
  // Unsafety flows from a name to every definition that uses it: a worklist
  // over the users of each name, linear in the size of the bodies.
  std::map<std::string, std::vector<const Definition*>> users;
  for (const Definition& d : definitions)
    for (const std::string& id : identifiers(d.body)) users[id].push_back(&d);
  std::vector<std::string> work(unsafe.begin(), unsafe.end());
  while (!work.empty()) {
    const std::string id = work.back();
    work.pop_back();
    auto u = users.find(id);
    if (u == users.end()) continue;
    for (const Definition* d : u->second) {
      if (!unsafe.insert(d->name).second) continue;
      if (auto deep = too_deep.find(id); deep != too_deep.end())
        too_deep[d->name] = deep->second.empty() ? id : deep->second;
      work.push_back(d->name);
    }
  }
  MacroCandidates out;
  std::set<std::string> seen;
  for (const Definition& d : definitions) {
    if (!seen.insert(d.name).second) continue;
    if (!unsafe.count(d.name)) {
      out.names.push_back(d.name);
      continue;
    }
    auto deep = too_deep.find(d.name);
    if (deep == too_deep.end()) continue;
    std::string why = deep->second.empty()
                          ? "its body nests parentheses or unary operators more than " + std::to_string(kMaxNesting) +
                                " deep"
                          : "it uses '" + deep->second + "', whose body nests parentheses or unary operators more than " +
                                std::to_string(kMaxNesting) + " deep";
    out.too_deep.push_back({"", d.line, d.column, "macro '" + d.name + "' is left out: " + why + " (not evaluated)"});
  }
  return out;
}

std::string macro_probe_source(const std::vector<std::string>& candidates) {
  std::string out = "/* dlpackgen: integer macro probe */\n";
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const std::string& n = candidates[i];
    out += "#ifdef " + n + "\nstatic const __typeof__((" + n + ")) " + kMacroProbePrefix +
           std::to_string(i) + " = (" + n + ");\n#endif\n";
  }
  return out;
}

void MacroRecorder::forget(const std::string& name) {
  auto it = live_.find(name);
  if (it == live_.end()) return;
  macros_[it->second].name.clear();
  live_.erase(it);
}

std::vector<MacroRecorder::Recorded> MacroRecorder::macros() const {
  std::vector<Recorded> out;
  out.reserve(live_.size());
  for (const Recorded& r : macros_)
    if (!r.name.empty()) out.push_back(r);
  return out;
}

void MacroRecorder::MacroDefined(const clang::Token& name, const clang::MacroDirective* md) {
  const clang::SourceManager& sm = pp_.getSourceManager();
  clang::SourceLocation loc = name.getLocation();
  if (loc.isInvalid() || !sm.isWrittenInMainFile(loc)) return;
  std::string id = name.getIdentifierInfo()->getName().str();
  forget(id);
  const clang::MacroInfo* mi = md->getMacroInfo();
  if (!mi || mi->isFunctionLike()) return;
  Recorded r;
  r.name = id;
  r.name_offset = sm.getFileOffset(loc);
  r.pos = position_of(sm, loc);
  clang::SourceLocation last = mi->getDefinitionEndLoc();
  r.end_offset = sm.getFileOffset(clang::Lexer::getLocForEndOfToken(last, 0, sm, pp_.getLangOpts()));
  if (mi->getNumTokens() > 0) {
    clang::SourceLocation first = mi->tokens().front().getLocation();
    bool invalid = false;
    llvm::StringRef text = clang::Lexer::getSourceText(clang::CharSourceRange::getTokenRange(first, last),
                                                      sm, pp_.getLangOpts(), &invalid);
    if (!invalid) r.spelling = text.trim().str();
  }
  live_[r.name] = macros_.size();
  macros_.push_back(std::move(r));
}

void MacroRecorder::MacroUndefined(const clang::Token& name, const clang::MacroDefinition&,
                                   const clang::MacroDirective*) {
  forget(name.getIdentifierInfo()->getName().str());
}

namespace {

// The documentation comment right before the line of the #define whose name is at
// `name_offset`, or a trailing one (`/*!< */`, `///<`) on the definition's line.
std::string macro_doc(const clang::ASTContext& ctx, clang::FileID file, llvm::StringRef buffer,
                      const MacroRecorder::Recorded& m) {
  const clang::SourceManager& sm = ctx.getSourceManager();
  const std::map<unsigned, clang::RawComment*>* comments =
      ctx.Comments.getCommentsInFile(file);
  if (!comments || comments->empty()) return "";
  std::size_t line_start = buffer.rfind('\n', m.name_offset);
  line_start = line_start == llvm::StringRef::npos ? 0 : line_start + 1;

  auto after = comments->lower_bound(static_cast<unsigned>(line_start));
  if (after != comments->begin()) {
    const clang::RawComment* c = std::prev(after)->second;
    unsigned end = sm.getFileOffset(c->getEndLoc());
    if (end <= line_start && !c->isTrailingComment() &&
        only_whitespace(buffer.slice(end, line_start)))
      return clean_doc_comment(c->getRawText(sm).str());
  }
  auto trailing = comments->lower_bound(m.end_offset);
  if (trailing != comments->end() && trailing->second->isTrailingComment()) {
    std::size_t line_end = buffer.find('\n', m.end_offset);
    if (line_end == llvm::StringRef::npos || trailing->first < line_end)
      return clean_doc_comment(trailing->second->getRawText(sm).str());
  }
  return "";
}

}  // namespace

namespace {

// Whether `e` holds an integer literal whose digits need more than 64 bits
// (Clang reports it as an error and keeps the truncated value).
bool has_oversized_literal(const clang::ASTContext& ctx, const clang::Stmt* e) {
  if (!e) return false;
  if (const auto* lit = llvm::dyn_cast<clang::IntegerLiteral>(e)) {
    const clang::SourceManager& sm = ctx.getSourceManager();
    const clang::SourceLocation at = sm.getSpellingLoc(lit->getLocation());
    const unsigned length = clang::Lexer::MeasureTokenLength(at, sm, ctx.getLangOpts());
    bool invalid = false;
    const char* start = sm.getCharacterData(at, &invalid);
    if (invalid || length == 0) return false;
    std::string text(start, length);
    while (!text.empty() && std::strchr("uUlLzZ", text.back())) text.pop_back();
    text.erase(std::remove(text.begin(), text.end(), '\''), text.end());  // C23 digit separators
    unsigned radix = 10;
    llvm::StringRef digits(text);
    if (compat::starts_with_insensitive(digits, "0x")) radix = 16, digits = digits.drop_front(2);
    else if (compat::starts_with_insensitive(digits, "0b")) radix = 2, digits = digits.drop_front(2);
    else if (digits.size() > 1 && digits.front() == '0') radix = 8, digits = digits.drop_front(1);
    llvm::APInt value;
    if (digits.empty() || digits.getAsInteger(radix, value)) return false;
    return value.getActiveBits() > 64;
  }
  for (const clang::Stmt* child : e->children())
    if (has_oversized_literal(ctx, child)) return true;
  return false;
}

}  // namespace

void collect_macros(clang::ASTContext& ctx, const MacroRecorder& recorder,
                    const ParseRequest& request, ParseFacts& facts) {
  const clang::SourceManager& sm = ctx.getSourceManager();
  // Probe variables: candidate index -> (value, unsigned).
  struct Value {
    int64_t value;
    bool is_unsigned;
    bool fits;
  };
  std::map<std::string, Value> values;
  std::map<std::string, std::string> undefined_macros;  // name -> why it has no value
  const std::string prefix = kMacroProbePrefix;
  for (const clang::Decl* d : ctx.getTranslationUnitDecl()->decls()) {
    auto vd = llvm::dyn_cast<clang::VarDecl>(d);
    if (!vd || vd->isInvalidDecl()) continue;
    llvm::StringRef name = vd->getName();
    if (!compat::starts_with(name, prefix)) continue;
    std::size_t index = std::strtoul(name.substr(prefix.size()).str().c_str(), nullptr, 10);
    if (index >= request.macro_candidates.size()) continue;
    const clang::Expr* init = vd->getInit();
    if (!init || init->containsErrors() || !vd->getType()->isIntegerType()) continue;
    auto v = init->getIntegerConstantExpr(ctx);
    if (!v) continue;
    // A value C leaves undefined ((1 << 70), INT_MAX + 1) or a literal too large
    // for any integer type has no value to record: Clang folds both to
    // something (with a warning, or an error it reports on the probe only).
    clang::Expr::EvalResult evaluated;
    llvm::SmallVector<clang::PartialDiagnosticAt, 4> notes;
    evaluated.Diag = &notes;
    const bool undefined = !init->EvaluateAsInt(evaluated, ctx) || evaluated.HasUndefinedBehavior || !notes.empty();
    const std::string& macro_name = request.macro_candidates[index];
    if (undefined || has_oversized_literal(ctx, init)) {
      undefined_macros[macro_name] = undefined ? "its value is undefined in C (an overflow, or a shift by the width of "
                                                 "its type or more)"
                                               : "an integer literal in it is too large for any integer type";
      continue;
    }
    Value out{};
    out.is_unsigned = vd->getType()->isUnsignedIntegerOrEnumerationType();
    out.fits = v->isUnsigned() ? v->getActiveBits() <= 64 : v->getSignificantBits() <= 64;
    if (out.fits) out.value = v->isSigned() ? v->getSExtValue() : static_cast<int64_t>(v->getZExtValue());
    values[request.macro_candidates[index]] = out;
  }

  clang::FileID main = sm.getMainFileID();
  llvm::StringRef buffer = sm.getBufferData(main);
  for (const MacroRecorder::Recorded& m : recorder.macros()) {
    if (auto u = undefined_macros.find(m.name); u != undefined_macros.end())
      throw util::Error(request.display_path, m.pos.line, m.pos.column,
                        "unsupported construct: integer macro '" + m.name + "': " + u->second);
    auto it = values.find(m.name);
    if (it == values.end()) continue;
    if (!it->second.fits)
      throw util::Error(request.display_path, m.pos.line, m.pos.column,
                        "unsupported construct: integer macro '" + m.name + "' does not fit in 64 bits");
    model::Macro macro;
    macro.name = m.name;
    macro.value = it->second.value;
    macro.is_unsigned = it->second.is_unsigned;
    // On one line; a body the schema cannot hold as written ('a') by its value.
    macro.spelling = one_line_spelling(m.spelling, macro.is_unsigned
                                                       ? std::to_string(static_cast<uint64_t>(macro.value))
                                                       : std::to_string(macro.value));
    macro.pos = m.pos;
    macro.doc = macro_doc(ctx, main, buffer, m);
    facts.macros.push_back(std::move(macro));
  }
}

}  // namespace dlpackgen::extract::detail
