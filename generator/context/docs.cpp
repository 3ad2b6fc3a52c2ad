// Doc comments as the context gives them: the lines of a doc, its brief, and
// the doc keys of an entity (context/docs.h).
#include <optional>
#include <string>
#include <vector>

#include "context/docs.h"
#include "util/text.h"

namespace dlpackgen::context {

namespace {

using util::starts_with;
using util::trim;

}  // namespace

std::vector<std::string> doc_lines(const std::string& doc) {
  std::vector<std::string> lines;
  if (doc.empty()) return lines;
  size_t start = 0;
  while (true) {
    size_t nl = doc.find('\n', start);
    std::string line = doc.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  while (!lines.empty() && trim(lines.back()).empty()) lines.pop_back();
  return lines;
}

std::string doc_brief(const std::string& doc) {
  std::vector<std::string> lines = doc_lines(doc);
  // The paragraph that follows \brief (or @brief); else the first paragraph.
  size_t first = 0;
  std::string lead;
  bool found = false;
  for (size_t i = 0; i < lines.size() && !found; ++i) {
    for (const char* cmd : {"\\brief", "@brief"}) {
      auto pos = lines[i].find(cmd);
      if (pos == std::string::npos) continue;
      first = i;
      lead = lines[i].substr(pos + 6);
      found = true;
      break;
    }
  }
  std::string out;
  auto append = [&](const std::string& piece) {
    std::string t = trim(piece);
    if (t.empty()) return;
    if (!out.empty()) out += ' ';
    out += t;
  };
  size_t i = first;
  if (found) {
    append(lead);
    ++i;
  } else {
    while (i < lines.size() && trim(lines[i]).empty()) ++i;
  }
  for (; i < lines.size(); ++i) {
    std::string t = trim(lines[i]);
    if (t.empty()) break;
    if (t[0] == '\\' || t[0] == '@') break;  // the next Doxygen command ends the brief
    append(t);
  }
  // Collapse runs of spaces.
  std::string collapsed;
  for (char c : out) {
    if (c == '\t') c = ' ';
    if (c == ' ' && !collapsed.empty() && collapsed.back() == ' ') continue;
    collapsed += c;
  }
  return collapsed;
}

void add_docs(render::Value& obj, const std::string& doc, const model::History& history) {
  std::vector<std::string> lines = doc_lines(doc);
  obj.set("doc", doc);
  obj.set("doc_lines", render::string_list(lines));
  obj.set("has_doc", !lines.empty());
  obj.set("brief", doc_brief(doc));
  obj.set("since", history.since);
  obj.set("has_since", !history.since.empty());
  const std::optional<model::Version> since = model::Version::parse(history.since);
  const bool known = since && since->known();
  obj.set("since_major", std::to_string(known ? since->major : 0));
  obj.set("since_minor", std::to_string(known ? since->minor : 0));
  obj.set("renamed_from", history.renamed_from);
  obj.set("renamed_in", history.renamed_in);
}

}  // namespace dlpackgen::context
