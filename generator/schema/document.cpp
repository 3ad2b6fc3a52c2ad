#include "schema/document.h"

#include <algorithm>
#include <map>

#include <yaml-cpp/exceptions.h>

#include "util/suggest.h"

namespace dlpackgen::schema {

util::Diagnostic diagnostic_at(const std::string& file, const YAML::Mark& mark, const std::string& message) {
  if (mark.is_null() || mark.line < 0) return {file, 0, 0, message};
  return {file, static_cast<unsigned>(mark.line + 1), static_cast<unsigned>(mark.column + 1), message};
}

namespace {

// The line (1-based) where a second YAML document starts, 0 when there is none:
// a `---` line after content, or content after a `...` line. (yaml-cpp 0.7's
// LoadAll can loop forever, allocating, on a stray token at the start of a
// document such as ", a": the first document is parsed with Load, which does
// not, and further documents are found by their markers.)
unsigned second_document_line(const std::string& text) {
  bool content = false, ended = false;
  unsigned line = 0;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string l = text.substr(at, end - at);
    ++line;
    at = end + 1;
    auto marker = [&](const char* m) {
      return l.compare(0, 3, m) == 0 && (l.size() == 3 || l[3] == ' ' || l[3] == '\t' || l[3] == '\r');
    };
    const size_t first = l.find_first_not_of(" \t\r");
    const bool blank = first == std::string::npos || l[first] == '#';
    if (marker("---")) {
      if (content || ended) return line;
      content = l.find_first_not_of(" \t\r", 3) != std::string::npos && l[l.find_first_not_of(" \t\r", 3)] != '#';
      continue;
    }
    if (marker("...")) {
      ended = true;
      continue;
    }
    if (blank || l[0] == '%') continue;
    if (ended) return line;
    content = true;
  }
  return 0;
}


// Where flow collections ([ and {) first nest deeper than kMaxFlowDepth, outside
// quotes and comments; {0, 0} when they never do. yaml-cpp recurses once per
// level and, past its own limit, says only "bad file".
constexpr int kMaxFlowDepth = 256;
std::pair<unsigned, unsigned> too_deep(const std::string& text) {
  unsigned line = 1, column = 0;
  int depth = 0;
  char quote = 0;
  bool comment = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
      comment = false;
      continue;
    }
    if (comment) continue;
    if (quote) {
      if (quote == '"' && c == '\\') ++i, ++column;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) comment = true;
    else if ((c == '"' || c == '\'') &&
             (i == 0 || std::string(" \t\n[{,:-?").find(text[i - 1]) != std::string::npos))
      quote = c;  // a quoted scalar starts a token; a quote inside a word (it's) is text
    else if (c == '[' || c == '{') {
      if (++depth > kMaxFlowDepth) return {line, column};
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return {0, 0};
}

}  // namespace

yaml::Node load_document(const std::string& text, const std::string& file, const std::string& what) {
  // Lines ended by a lone CR (classic Mac OS) are one long line to YAML, whose
  // errors then point nowhere useful: said as what it is, at the first one.
  if (size_t cr = text.find('\r'); cr != std::string::npos && text.find('\n') == std::string::npos &&
                                    cr + 1 < text.size())
    throw util::Error(util::Diagnostic{file, 1, static_cast<unsigned>(cr + 1),
                                       "lines end in a lone CR (carriage return): a " + what +
                                           " needs LF or CRLF line ends"});
  if (auto [line, column] = too_deep(text); line != 0)
    throw util::Error(util::Diagnostic{file, line, column,
                                       "YAML nested more than " + std::to_string(kMaxFlowDepth) +
                                           " levels deep here: no " + what + " is"});
  yaml::Node root;
  yaml::AliasAt alias;
  try {
    root = yaml::load(text, &alias, file);
  } catch (const YAML::Exception& e) {
    // yaml-cpp stops at 500 levels of block nesting with "bad file" (its DeepRecursion).
    if (e.msg == YAML::ErrorMsg::BAD_FILE)
      throw util::Error(diagnostic_at(file, e.mark, "YAML nested too deep here (the YAML reader stops at 500 levels): no " +
                                                        what + " is"));
    throw util::Error(diagnostic_at(file, e.mark, "YAML syntax error: " + e.msg));
  }
  // An alias repeats its anchor's whole subtree wherever it stands: aliases
  // of aliases grow exponentially when read as values (a 435-byte descriptor
  // took 1.4 GB). dlpackgen's files hold none; each is refused where it is.
  if (alias.line >= 0)
    throw util::Error(util::Diagnostic{file, static_cast<unsigned>(alias.line + 1), static_cast<unsigned>(alias.column + 1),
                                       "a YAML alias (*name): a " + what +
                                           " takes none (an alias of aliases grows exponentially); write the value out"});
  if (!root || root.IsNull()) {
    // yaml-cpp reads a document that starts with a stray token (", a") as
    // empty: text that is more than comments and `null` is no empty input.
    unsigned line = 0;
    for (size_t at = 0; at < text.size();) {
      size_t end = text.find('\n', at);
      if (end == std::string::npos) end = text.size();
      std::string l = text.substr(at, end - at);
      at = end + 1;
      ++line;
      const size_t first = l.find_first_not_of(" \t\r");
      if (first == std::string::npos || l[first] == '#' || l[first] == '%' || l.compare(0, 3, "---") == 0 ||
          l.compare(0, 3, "...") == 0)
        continue;
      const size_t last = l.find_last_not_of(" \t\r");
      const std::string token = l.substr(first, last - first + 1);
      if (token == "null" || token == "~" || token == "Null" || token == "NULL") continue;
      throw util::Error(util::Diagnostic{file, line, static_cast<unsigned>(first + 1),
                                         "YAML syntax error: nothing could be read from here on (a stray '" +
                                             std::string(1, l[first]) + "'?)"});
    }
  }
  if (unsigned line = second_document_line(text))
    throw util::Error(util::Diagnostic{file, line, 1, "more than one YAML document: a " + what + " is a single document"});
  return root ? root : yaml::Node();
}

void check_keys(const yaml::Node& map, const std::string& file, const std::string& what,
                const std::vector<std::string>& allowed, std::vector<util::Diagnostic>& out) {
  if (!map.IsMap()) return;
  std::map<std::string, YAML::Mark> seen;
  for (auto it = map.begin(); it != map.end(); ++it) {
    const yaml::Node key = it->first;
    if (!key.IsScalar()) {
      out.push_back(diagnostic_at(file, key.Mark(), "keys in " + what + " must be strings"));
      continue;
    }
    const std::string k = key.Scalar();
    if (auto [first, fresh] = seen.emplace(k, key.Mark()); !fresh) {
      out.push_back(diagnostic_at(file, key.Mark(),
                                  "duplicate key '" + k + "' in " + what + " (first at line " +
                                      std::to_string(first->second.line + 1) + ")"));
      continue;
    }
    if (std::find(allowed.begin(), allowed.end(), k) == allowed.end()) {
      std::string hint = util::did_you_mean(k, allowed);
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      out.push_back(diagnostic_at(file, key.Mark(),
                                  "unknown key '" + k + "' in " + what +
                                      (hint.empty() ? " (allowed keys: " + list + ")" : hint)));
    }
  }
}

}  // namespace dlpackgen::schema
