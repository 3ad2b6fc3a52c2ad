// Doc comments as Doxygen lines: `docs: {format: doxygen}` (doc_doxygen).
#include "lang/doc_doxygen.h"
#include "util/text.h"

#include <algorithm>
#include <sstream>

namespace dlpackgen::lang {

namespace {

using util::starts_with;
using util::trim;

// One line of a doc still wrapped in its comment markers, without them
// ("/// x", " * x", "/** x */" -> "x").
std::string strip_comment_markers(const std::string& line) {
  std::string t = line;
  size_t b = t.find_first_not_of(" \t");
  t = b == std::string::npos ? "" : t.substr(b);
  if (starts_with(t, "/*!") || starts_with(t, "/**") || starts_with(t, "///") || starts_with(t, "//!"))
    t = t.substr(3);
  else if (starts_with(t, "//") || starts_with(t, "/*"))
    t = t.substr(2);
  else if (starts_with(t, "*") && !starts_with(t, "*/"))
    t = t.substr(1);
  size_t end = t.rfind("*/");
  if (end != std::string::npos && trim(t.substr(end + 2)).empty()) t = t.substr(0, end);
  while (!t.empty() && t.back() == '*' && trim(t).size() > 1 && t.find_first_not_of("* ") == std::string::npos)
    t.pop_back();
  if (!t.empty() && t[0] == ' ') t = t.substr(1);
  return t;
}

// Leading and trailing blank lines dropped, runs of blank lines outside code
// collapsed, and a \\brief added to the first line when the doc has none.
std::vector<std::string> tidy_lines(const std::vector<std::string>& lines) {
  std::vector<std::string> tidy;
  bool code = false;
  for (const auto& l : lines) {
    if (starts_with(l, "\\code") || starts_with(l, "@code")) code = true;
    if (starts_with(l, "\\endcode") || starts_with(l, "@endcode")) code = false;
    if (l.empty() && !code && (tidy.empty() || tidy.back().empty())) continue;
    tidy.push_back(l);
  }
  while (!tidy.empty() && tidy.back().empty()) tidy.pop_back();
  if (!tidy.empty()) {
    bool has_brief = std::any_of(tidy.begin(), tidy.end(), [](const std::string& l) {
      return starts_with(l, "\\brief") || starts_with(l, "@brief");
    });
    if (!has_brief && !starts_with(tidy[0], "\\") && !starts_with(tidy[0], "@")) tidy[0] = "\\brief " + tidy[0];
  }
  return tidy;
}

}  // namespace

std::vector<std::string> doxygen_text(const std::string& doc, const std::string& since,
                                      const std::string& renamed_from, const std::string& renamed_in) {
  std::string text = doc;
  text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
  std::vector<std::string> raw;
  {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) raw.push_back(line);
  }
  // A doc still wrapped in its comment markers gets them stripped line by line.
  std::string first;
  for (const auto& l : raw)
    if (!(first = trim(l)).empty()) break;
  bool raw_comment = starts_with(first, "/*") || starts_with(first, "//");

  std::vector<std::string> lines;
  bool in_code = false;
  for (std::string line : raw) {
    if (raw_comment) line = strip_comment_markers(line);
    std::string tl = trim(line);
    if (starts_with(tl, "\\code") || starts_with(tl, "@code")) {
      in_code = true;
      lines.push_back(tl);
      continue;
    }
    if (starts_with(tl, "\\endcode") || starts_with(tl, "@endcode")) {
      in_code = false;
      lines.push_back(tl);
      continue;
    }
    if (in_code) {
      size_t e = line.find_last_not_of(" \t");
      lines.push_back(e == std::string::npos ? "" : line.substr(0, e + 1));
    } else {
      if (tl.find_first_not_of("*") == std::string::npos) tl.clear();  // a bare "*" / "**" line
      lines.push_back(tl);
    }
  }
  if (in_code) lines.push_back("\\endcode");  // an unterminated block must not swallow what follows
  std::vector<std::string> tidy = tidy_lines(lines);
  if (!since.empty()) {
    if (!tidy.empty()) tidy.push_back("");
    tidy.push_back("\\since DLPack " + since);
  }
  if (!renamed_from.empty()) {
    if (!tidy.empty()) tidy.push_back("");
    tidy.push_back("Named " + renamed_from + (renamed_in.empty() ? "" : " before DLPack " + renamed_in) + ".");
  }
  // A comment line ending in a backslash would splice the next line into it.
  for (auto& l : tidy)
    while (!l.empty() && l.back() == '\\') l.pop_back();
  return tidy;
}

void add_doxygen_doc(render::Value& node) {
  if (!node.get("doc_lines")) return;
  auto text = [&](const char* key) {
    const render::Value* v = node.get(key);
    return v ? v->str() : std::string();
  };
  render::Value lines = render::Value::list();
  for (const auto& l : doxygen_text(text("doc"), text("since"), text("renamed_from"), text("renamed_in")))
    lines.push(render::Value().set("text", l).set("has_text", !l.empty()));
  node.set("doc_doxygen", render::mark_ends(std::move(lines)));
}

}  // namespace dlpackgen::lang
