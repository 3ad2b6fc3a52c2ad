// Template text prepared for kainjow, its partial tags, and the sink of rendered text.
#include "render/prepared_text.h"

#include <algorithm>

namespace dlpackgen::render::detail {

// Standalone lines (mustache spec): a line holding only section, inverted,
// end, comment or partial tags (and whitespace) renders as nothing: no
// indentation, no newline, whether or not the section renders. kainjow drops
// such lines only when the section rendered, so templates are prepared first:
// standalone lines lose their whitespace and newline, and every other line gets
// a marker at its start so that kainjow never drops a line on its own. The
// markers are removed from the output.
bool is_standalone(const std::string& line) {
  size_t i = 0, n = line.size();
  auto skip_ws = [&] {
    while (i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
  };
  skip_ws();
  if (i == n) return false;
  while (i < n) {
    if (line.compare(i, 2, "{{") != 0) return false;
    size_t end = line.find("}}", i + 2);
    if (end == std::string::npos) return false;
    std::string inner = line.substr(i + 2, end - i - 2);
    size_t k = inner.find_first_not_of(" \t");
    if (k == std::string::npos) return false;
    char c = inner[k];
    if (c != '#' && c != '^' && c != '/' && c != '!' && c != '>' && c != '=') return false;
    i = end + 2;
    skip_ws();
  }
  return true;
}

std::string prepare(const std::string& text) {
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  bool delimiters_changed = false;
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    size_t end = nl == std::string::npos ? text.size() : nl + 1;
    std::string line = text.substr(start, end - start);
    std::string content = line;
    while (!content.empty() && (content.back() == '\n' || content.back() == '\r')) content.pop_back();
    if (!delimiters_changed && is_standalone(content)) {
      size_t b = content.find_first_not_of(" \t");
      size_t e = content.find_last_not_of(" \t\r");
      out += content.substr(b, e - b + 1);
      // Custom delimiters ({{=<% %>=}}) end the standalone handling for the rest of the file.
      if (content.find("{{=") != std::string::npos) delimiters_changed = true;
    } else {
      out += kLineMark;
      out += line;
    }
    start = end;
  }
  return out;
}

std::string hold_static_text(const std::string& prepared, size_t min_bytes,
                             const std::function<size_t(std::string&&)>& hold) {
  if (prepared.find("{{=") != std::string::npos) return prepared;
  std::string out;
  size_t copied = 0;  // prepared[0, copied) is in `out`
  // A run of static text [from, to): its held part starts at a line mark
  // that starts a line and ends just past the mark of a later line.
  auto take = [&](size_t from, size_t to) {
    size_t first = std::string::npos, last = std::string::npos;
    for (size_t at = from; at < to; ++at) {
      if (prepared[at] != kLineMark || !(at == 0 || prepared[at - 1] == '\n')) continue;
      if (first == std::string::npos) first = at;
      else last = at + 1;
    }
    if (first == std::string::npos || last == std::string::npos || last - first < min_bytes) return;
    out.append(prepared, copied, first - copied);
    out += "{{&";
    out += kHeldMark;
    out += std::to_string(hold(prepared.substr(first, last - first)));
    out += "}}";
    copied = last;
  };
  size_t text_from = 0;
  for (size_t at = prepared.find("{{"); at != std::string::npos; at = prepared.find("{{", at)) {
    take(text_from, at);
    // kainjow's reading of a tag: `{{{` ends at `}}}`, any other at `}}`.
    const bool triple = at + 2 < prepared.size() && prepared[at + 2] == '{';
    size_t end = prepared.find(triple ? "}}}" : "}}", at + (triple ? 3 : 2));
    if (end == std::string::npos) {  // unclosed: kainjow's error, on the text as it is
      text_from = prepared.size();
      break;
    }
    text_from = end + (triple ? 3 : 2);
    at = text_from;
  }
  take(text_from, prepared.size());
  if (copied == 0) return prepared;
  out.append(prepared, copied, std::string::npos);
  return out;
}

Sink& Sink::operator<<(const std::string& s) {
  for (size_t at = 0; at < s.size();) {
    size_t mark = s.find(kLineMark, at);
    if (mark == std::string::npos) mark = s.size();
    append(s.data() + at, mark - at);
    at = mark + 1;
  }
  return *this;
}

void Sink::append(const char* p, size_t n) {
  while (n > 0) {
    if (chunks.empty() || chunks.back().size() == kChunk) {
      chunks.emplace_back();
      chunks.back().reserve(kChunk);
    }
    size_t part = std::min(n, kChunk - chunks.back().size());
    chunks.back().append(p, part);
    p += part;
    n -= part;
  }
}

std::string Sink::take() {
  if (chunks.size() == 1) {
    chunks[0].shrink_to_fit();
    return std::move(chunks[0]);
  }
  size_t total = 0;
  for (const auto& c : chunks) total += c.size();
  std::string out;
  out.reserve(total);
  for (auto& c : chunks) {
    out += c;
    std::string().swap(c);
  }
  return out;
}

std::vector<PartialTag> partial_tags(const std::string& text) {
  std::vector<PartialTag> out;
  for (size_t at = text.find("{{"); at != std::string::npos; at = text.find("{{", at + 2)) {
    size_t i = at + 2;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (i >= text.size() || text[i] != '>') continue;
    const size_t close = text.find("}}", i);
    if (close == std::string::npos) break;
    size_t b = i + 1, e = close;
    while (b < e && (text[b] == ' ' || text[b] == '\t')) ++b;
    while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\t')) --e;
    out.push_back({at, close + 2, text.substr(b, e - b)});
  }
  return out;
}

std::string PartialInliner::expand(const std::string& text) {
  if (text.find("{{=") != std::string::npos) return text;
  std::string out;
  size_t from = 0;
  for (const auto& tag : partial_tags(text)) {
    const std::string* body = inlined(tag.name);
    if (!body) continue;
    out.append(text, from, tag.begin - from);
    out += *body;
    from = tag.end;
  }
  if (from == 0) return text;
  out.append(text, from, std::string::npos);
  return out;
}

const std::string* PartialInliner::inlined(const std::string& name) {
  if (auto d = done_.find(name); d != done_.end()) return &d->second;
  if (kept_.count(name)) return nullptr;
  auto p = prepared_.find(name);
  if (p == prepared_.end() || p->second.find("{{=") != std::string::npos) {
    kept_.insert(name);
    return nullptr;
  }
  if (std::find(open_.begin(), open_.end(), name) != open_.end()) {
    // On a cycle: every partial from the first visit of `name` on stays a tag.
    for (auto it = std::find(open_.begin(), open_.end(), name); it != open_.end(); ++it) kept_.insert(*it);
    return nullptr;
  }
  open_.push_back(name);
  std::string expanded = expand(p->second);
  open_.pop_back();
  if (kept_.count(name)) return nullptr;  // found on a cycle while expanding
  return &done_.emplace(name, std::move(expanded)).first->second;
}

}  // namespace dlpackgen::render::detail
