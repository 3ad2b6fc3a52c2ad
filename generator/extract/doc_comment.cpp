#include "extract/doc_comment.h"
#include "util/text.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace dlpackgen::extract {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

using util::rtrim;

std::size_t indent_of(const std::string& line) {
  std::size_t i = 0;
  while (i < line.size() && is_blank(line[i])) ++i;
  return i;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::string current;
  for (char c : text) {
    if (c == '\n') {
      lines.push_back(current);
      current.clear();
    } else if (c != '\r') {
      current += c;
    }
  }
  lines.push_back(current);
  return lines;
}

// The body of one block comment (between the opening marker and "*/").
void clean_block(const std::string& body, std::vector<std::string>& out) {
  std::vector<std::string> lines = split_lines(body);
  struct Line {
    std::string text;
    bool starred;
  };
  std::vector<Line> cleaned;
  for (std::size_t n = 0; n < lines.size(); ++n) {
    const std::string& line = lines[n];
    if (n == 0) {
      cleaned.push_back({line.substr(indent_of(line)), true});
      continue;
    }
    std::size_t i = indent_of(line);
    if (i < line.size() && line[i] == '*') {
      ++i;
      if (i < line.size() && line[i] == ' ') ++i;
      cleaned.push_back({line.substr(i), true});
    } else {
      cleaned.push_back({line, false});
    }
  }
  // Lines without a leading '*' lose their common indentation.
  std::size_t common = std::string::npos;
  for (const Line& l : cleaned)
    if (!l.starred && indent_of(l.text) < l.text.size()) common = std::min(common, indent_of(l.text));
  for (Line& l : cleaned) {
    if (!l.starred) l.text = indent_of(l.text) >= l.text.size() ? "" : l.text.substr(common);
    out.push_back(rtrim(l.text));
  }
}

}  // namespace

std::string clean_doc_comment(const std::string& raw) {
  std::vector<std::string> out;
  std::size_t i = 0;
  const std::size_t n = raw.size();
  while (i < n) {
    if (is_blank(raw[i]) || raw[i] == '\n') {
      ++i;
      continue;
    }
    if (raw.compare(i, 2, "/*") == 0) {
      std::size_t end = raw.find("*/", i + 2);
      if (end == std::string::npos) end = n;
      std::size_t start = i + 2;
      // Opening marker: "/**", "/*!", decorative "/*****", trailing "<".
      while (start < end && (raw[start] == '*' || raw[start] == '!')) ++start;
      if (start < end && raw[start] == '<') ++start;
      clean_block(raw.substr(start, end - start), out);
      i = end == n ? n : end + 2;
    } else if (raw.compare(i, 2, "//") == 0) {
      std::size_t end = raw.find('\n', i);
      if (end == std::string::npos) end = n;
      std::size_t start = i + 2;
      if (start < end && (raw[start] == '/' || raw[start] == '!')) ++start;
      if (start < end && raw[start] == '<') ++start;
      if (start < end && raw[start] == ' ') ++start;
      std::string line = raw.substr(start, end - start);
      line.erase(std::remove(line.begin(), line.end(), '\r'), line.end());
      out.push_back(rtrim(line));
      i = end;
    } else {
      // Not a comment (cannot happen for Clang's raw comments): keep the line as is.
      std::size_t end = raw.find('\n', i);
      if (end == std::string::npos) end = n;
      out.push_back(rtrim(raw.substr(i, end - i)));
      i = end;
    }
  }
  while (!out.empty() && out.back().empty()) out.pop_back();
  std::size_t first = 0;
  while (first < out.size() && out[first].empty()) ++first;
  std::string doc;
  for (std::size_t k = first; k < out.size(); ++k) {
    if (k > first) doc += '\n';
    doc += out[k];
  }
  return doc;
}

}  // namespace dlpackgen::extract
