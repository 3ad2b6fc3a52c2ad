#include "lang/doc_markdown.h"
#include "util/text.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace dlpackgen::lang {

namespace {

bool is_alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// A letter or digit of a word: ASCII alphanumerics and every byte of a UTF-8
// sequence (Markdown reads `_` between two letters of any script as intraword).
bool is_word(char c) {
  auto u = static_cast<unsigned char>(c);
  return u >= 0x80 || std::isalnum(u) != 0;
}

using util::rtrim;
using util::trim;

std::string expand_tabs(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\t')
      out.append(4 - out.size() % 4, ' ');
    else
      out += c;
  }
  return out;
}

// The command word after a `\` or `@` at `i` ("" when none).
std::string command_at(const std::string& s, size_t i) {
  if (i >= s.size() || (s[i] != '\\' && s[i] != '@')) return "";
  size_t j = i + 1;
  while (j < s.size() && is_alpha(s[j])) ++j;
  return s.substr(i + 1, j - i - 1);
}

// The next whitespace-separated word of `s` from `i` (advancing `i`).
std::string next_word(const std::string& s, size_t& i) {
  while (i < s.size() && s[i] == ' ') ++i;
  size_t b = i;
  while (i < s.size() && s[i] != ' ') ++i;
  return s.substr(b, i - b);
}

size_t url_end(const std::string& s, size_t i) {
  size_t j = i;
  while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j])) && s[j] != '<' && s[j] != '>' &&
         s[j] != '`')
    ++j;
  while (j > i && std::string(".,;:)]'\"").find(s[j - 1]) != std::string::npos) --j;
  return j;
}

bool starts_url(const std::string& s, size_t i) {
  return s.compare(i, 7, "http://") == 0 || s.compare(i, 8, "https://") == 0;
}

// Inline Doxygen commands and what they become.
const std::map<std::string, std::pair<std::string, std::string>>& inline_commands() {
  static const std::map<std::string, std::pair<std::string, std::string>> k = {
      {"p", {"`", "`"}},  {"c", {"`", "`"}},   {"a", {"*", "*"}},  {"e", {"*", "*"}},
      {"em", {"*", "*"}}, {"b", {"**", "**"}}, {"ref", {"", ""}},
  };
  return k;
}

// Block commands that start a labelled paragraph.
const std::map<std::string, std::string>& labels() {
  static const std::map<std::string, std::string> k = {
      {"return", "Returns: "},     {"returns", "Returns: "},   {"result", "Returns: "},
      {"note", "Note: "},          {"warning", "Warning: "},   {"attention", "Warning: "},
      {"sa", "See also: "},        {"see", "See also: "},      {"deprecated", "Deprecated: "},
      {"since", "Since: "},        {"remark", "Remark: "},     {"remarks", "Remark: "},
      {"pre", "Precondition: "},   {"post", "Postcondition: "}, {"throws", "Throws: "},
      {"exception", "Throws: "},   {"todo", "To do: "},        {"author", "Author: "},
  };
  return k;
}

// The fence tag of `\code{.ext}`: the language's own for the extension, else
// the common name of a C, C++ or Python extension, else the extension.
std::string fence_language(const std::string& ext, const FenceTags& fences) {
  std::string e;
  for (char c : ext)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '+') e += static_cast<char>(std::tolower(c));
  if (auto own = fences.find(e); own != fences.end()) return own->second;
  if (e.empty()) return "text";
  if (e == "c" || e == "h") return "c";
  if (e == "cpp" || e == "cc" || e == "cxx" || e == "c++" || e == "hpp") return "cpp";
  if (e == "py" || e == "python") return "python";
  return e;
}

// The width of the list marker that starts `t` ("- ", "1. "), 0 when none.
size_t list_marker(const std::string& t) {
  if (t.size() >= 2 && (t[0] == '-' || t[0] == '+') && t[1] == ' ') return 2;
  size_t d = 0;
  while (d < t.size() && d < 9 && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
  if (d > 0 && d + 1 < t.size() && (t[d] == '.' || t[d] == ')') && t[d + 1] == ' ') return d + 2;
  return 0;
}

}  // namespace

std::string markdown_inline(const std::string& s) {
  std::string out;
  const auto& inl = inline_commands();
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '`') {
      size_t run = 1;
      while (i + run < s.size() && s[i + run] == '`') ++run;
      std::string fence(run, '`');
      size_t close = s.find(fence, i + run);
      // A code span: copied as is, Markdown does not read inside it.
      if (close != std::string::npos && (close + run >= s.size() || s[close + run] != '`')) {
        out.append(s, i, close + run - i);
        i = close + run - 1;
      } else {
        for (size_t k = 0; k < run; ++k) out += "\\`";
        i += run - 1;
      }
      continue;
    }
    if (starts_url(s, i) || (c == '<' && starts_url(s, i + 1))) {
      size_t b = c == '<' ? i + 1 : i;
      size_t e = url_end(s, b);
      out += "<" + s.substr(b, e - b) + ">";
      i = (c == '<' && e < s.size() && s[e] == '>') ? e : e - 1;
      continue;
    }
    if (c == '\\' || c == '@') {
      std::string cmd = command_at(s, i);
      if (auto it = inl.find(cmd); it != inl.end() && !cmd.empty()) {
        size_t j = i + 1 + cmd.size();
        std::string word = next_word(s, j);
        out += it->second.first + (it->second.first == "`" ? word : markdown_inline(word)) + it->second.second;
        i = j - 1;
        continue;
      }
      if (c == '@') {
        out += c;
        continue;
      }
      out += "\\\\";
      continue;
    }
    switch (c) {
      case '[':
      case ']':
      case '<':
      case '>':
      case '~':
      case '|':
        out += '\\';
        out += c;
        break;
      case '&':
        if (i + 1 < s.size() && (is_alpha(s[i + 1]) || s[i + 1] == '#')) out += '\\';
        out += c;
        break;
      case '*':
      case '_': {
        bool before = i > 0 && is_word(s[i - 1]);
        bool after = i + 1 < s.size() && is_word(s[i + 1]);
        if (!(before && after)) out += '\\';
        out += c;
        break;
      }
      default:
        out += c;
    }
  }
  return out;
}

namespace {

// The Markdown of one doc comment, line by line: prose, list items (and their
// continuation lines), Doxygen's parameters and labelled sections, and code
// blocks fenced with more backticks than they hold.
class MarkdownDoc {
 public:
  explicit MarkdownDoc(const FenceTags& fences) : fences_(fences) {}

  void line(const std::string& raw) {
    std::string line = rtrim(expand_tabs(raw));
    std::string t = trim(line);
    if (in_code_) {
      if (command_at(t, 0) == "endcode")
        flush_code();
      else
        code_.push_back(line);
      return;
    }
    if (t.empty()) return blank();
    std::string cmd = command_at(t, 0);
    std::string rest = cmd.empty() ? t : trim(t.substr(1 + cmd.size()));
    if (cmd == "code") return start_code(rest);
    if (cmd == "file" || cmd == "defgroup" || cmd == "ingroup" || cmd == "addtogroup" || cmd == "name") return;
    if (cmd == "brief" || cmd == "short" || cmd == "details") {
      if (rest.empty()) return;
      t = rest;
      cmd.clear();
    }
    if (cmd == "param" || cmd == "tparam" || cmd == "retval") return param(rest);
    if (auto it = labels().find(cmd); it != labels().end()) {
      blank();
      out_.push_back(it->second + markdown_inline(rest));
      prev_ = Prev::Prose;
      return;
    }
    prose(t);
  }

  std::vector<std::string> finish() {
    if (in_code_) flush_code();
    while (!out_.empty() && out_.back().empty()) out_.pop_back();
    return std::move(out_);
  }

 private:
  enum class Prev { Blank, Prose, List };

  void blank() {
    if (!out_.empty() && !out_.back().empty()) out_.emplace_back();
    prev_ = Prev::Blank;
  }

  // A leading option in brackets (`{.py}`, `[in]`) taken off `rest`: its text,
  // "" when there is none.
  static std::string take_option(std::string& rest, char open, char close_char) {
    if (rest.empty() || rest[0] != open) return "";
    const size_t close = rest.find(close_char);
    std::string option = rest.substr(1, close == std::string::npos ? std::string::npos : close - 1);
    rest = close == std::string::npos ? "" : trim(rest.substr(close + 1));
    return option;
  }

  // \code or \code{.py} with an optional first line of code after it.
  void start_code(std::string rest) {
    code_lang_ = fence_language(take_option(rest, '{', '}'), fences_);
    in_code_ = true;
    if (!rest.empty()) code_.push_back(rest);
  }

  void flush_code() {
    while (!code_.empty() && trim(code_.back()).empty()) code_.pop_back();
    size_t first = 0;
    while (first < code_.size() && trim(code_[first]).empty()) ++first;
    size_t indent = std::string::npos, ticks = 0;
    for (size_t i = first; i < code_.size(); ++i) {
      if (trim(code_[i]).empty()) continue;
      indent = std::min(indent, code_[i].find_first_not_of(' '));
      for (size_t p = 0, run = 0; p <= code_[i].size(); ++p) {
        if (p < code_[i].size() && code_[i][p] == '`') {
          ticks = std::max(ticks, ++run);
        } else {
          run = 0;
        }
      }
    }
    std::string fence(std::max<size_t>(3, ticks + 1), '`');
    blank();
    out_.push_back(fence + code_lang_);
    for (size_t i = first; i < code_.size(); ++i)
      out_.push_back(trim(code_[i]).empty() ? std::string() : code_[i].substr(indent));
    out_.push_back(fence);
    code_.clear();
    in_code_ = false;
    prev_ = Prev::Prose;
    blank();
  }

  // \param[dir] name text: a list item.
  void param(std::string rest) {
    const std::string dir = take_option(rest, '[', ']');
    size_t i = 0;
    std::string name = next_word(rest, i);
    std::string text = trim(rest.substr(i));
    if (prev_ == Prev::Prose) blank();
    std::string item = "- `" + name + "`";
    if (!dir.empty()) item += " (" + markdown_inline(dir) + ")";
    if (!text.empty()) item += ": " + markdown_inline(text);
    out_.push_back(item);
    prev_ = Prev::List;
    list_indent_ = 2;
  }

  void prose(const std::string& t) {
    std::string s = markdown_inline(t);
    if (s[0] == '#' || s.find_first_not_of("=-") == std::string::npos) s = "\\" + s;
    if (size_t marker = list_marker(t)) {
      prev_ = Prev::List;
      list_indent_ = marker;
    } else if (prev_ == Prev::List) {
      s = std::string(list_indent_, ' ') + s;
    } else {
      prev_ = Prev::Prose;
    }
    out_.push_back(s);
  }

  std::vector<std::string> out_;
  Prev prev_ = Prev::Blank;
  size_t list_indent_ = 0;  // continuation lines of a list item are indented to its text
  const FenceTags& fences_;
  bool in_code_ = false;
  std::string code_lang_;
  std::vector<std::string> code_;
};

}  // namespace

std::vector<std::string> doc_markdown(const std::vector<std::string>& lines, const FenceTags& fences) {
  MarkdownDoc doc(fences);
  for (const auto& raw : lines) doc.line(raw);
  return doc.finish();
}

}  // namespace dlpackgen::lang
