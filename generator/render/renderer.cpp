#include "render/renderer.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <cctype>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include <kainjow/mustache.hpp>

#include "util/error.h"
#include "util/fs.h"

namespace fs = std::filesystem;

namespace dlpackgen::render {

namespace {

using kainjow::mustache::data;
using kainjow::mustache::mustache;

const std::string kSuffix = ".mustache";

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// 1-based line and column of byte `offset` in `text`.
std::pair<unsigned, unsigned> line_col(const std::string& text, size_t offset) {
  unsigned line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return {line, col};
}

// kainjow reports "Unclosed section \"x\" at 42": turn the byte offset into line:col.
util::Error template_error(const std::string& origin, const std::string& text, const std::string& message) {
  static const std::regex at(R"(^(.*) at ([0-9]+)$)");
  std::smatch m;
  if (std::regex_match(message, m, at)) {
    auto [line, col] = line_col(text, std::stoul(m[2].str()));
    return util::Error(origin, line, col, "template error: " + m[1].str());
  }
  return util::Error(origin, "template error: " + message);
}

// Standalone lines (mustache spec): a line holding only section, inverted,
// end, comment or partial tags (and whitespace) renders as nothing: no
// indentation, no newline, whether or not the section renders. kainjow drops
// such lines only when the section rendered, so templates are prepared first:
// standalone lines lose their whitespace and newline, and every other line gets
// a marker at its start so that kainjow never drops a line on its own. The
// markers are removed from the output.
const char kLineMark = '\x01';

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

std::string strip_marks(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), kLineMark), s.end());
  return s;
}

// The context as kainjow's data type (only this file sees it). Built bottom-up
// by moving: kainjow's set() and push_back() copy their argument, which would
// copy every subtree once per level above it.
// Converts the context, consuming it: strings and subtrees move into kainjow's
// data instead of being copied (the context is several thousand nodes).
data to_data(Value&& v) {
  switch (v.kind()) {
    case Value::Kind::String: {
      data str(data::type::string);  // kainjow copies a string it is given; move it in
      const_cast<std::string&>(str.string_value()) = std::move(const_cast<std::string&>(v.str()));
      return str;
    }
    case Value::Kind::Bool:
      return data(v.boolean());
    case Value::Kind::List: {
      data list(data::type::list);
      // The list belongs to `list`, which is not const: writing through the
      // const view kainjow offers is well defined.
      auto& items = const_cast<kainjow::mustache::basic_list<std::string>&>(list.list_value());
      items.reserve(v.items().size());
      for (auto& i : v.items()) items.push_back(to_data(std::move(i)));
      return list;
    }
    case Value::Kind::Object:
      break;
  }
  data obj;
  for (auto& [k, m] : v.members()) obj[k] = to_data(std::move(m));
  return obj;
}

data to_data(const Value& v) { return to_data(Value(v)); }

// Partials may recurse (type trees are rendered with recursive partials), so
// their nesting is bounded by the stack they use, not by a count: a partial that
// includes itself stops with an error long before the stack runs out.
constexpr std::ptrdiff_t kMaxRenderStack = 2 * 1024 * 1024;

// A mustache context whose partials come from a separate table (so partial
// names never collide with data keys), which remembers partials it could not
// find, and which stops rendering when partials nest too deeply.
class TemplateContext : public kainjow::mustache::basic_context<std::string> {
 public:
  explicit TemplateContext(const std::map<std::string, data>& partials) : partials_(partials) {
    char here = 0;
    base_ = reinterpret_cast<std::uintptr_t>(&here);
  }
  void push(const data* d) override { inner_.push(d); }
  void pop() override { inner_.pop(); }
  const data* get(const std::string& name) const override {
    if (too_deep_) return nullptr;
    return inner_.get(name);
  }
  const data* get_partial(const std::string& name) const override {
    if (too_deep_ || out_of_stack()) {
      if (!too_deep_) too_deep_name_ = name;
      too_deep_ = true;
      return nullptr;
    }
    auto it = partials_.find(name);
    if (it == partials_.end()) {
      if (missing_.empty()) missing_ = name;
      return nullptr;
    }
    return &it->second;
  }
  const std::string& missing() const { return missing_; }
  bool too_deep() const { return too_deep_; }
  const std::string& too_deep_name() const { return too_deep_name_; }

 private:
  bool out_of_stack() const {
    char here = 0;
    auto now = reinterpret_cast<std::uintptr_t>(&here);
    auto used = now > base_ ? now - base_ : base_ - now;
    return used > static_cast<std::uintptr_t>(kMaxRenderStack);
  }
  kainjow::mustache::context<std::string> inner_;
  const std::map<std::string, data>& partials_;
  std::uintptr_t base_ = 0;
  mutable std::string missing_;
  mutable bool too_deep_ = false;
  mutable std::string too_deep_name_;
};

std::string render_one(const std::string& text, const std::string& origin,
                       const std::vector<const data*>& stack,
                       const std::map<std::string, data>& partials) {
  {
    mustache check(text);  // positions in errors refer to the text as written
    if (!check.is_valid()) throw template_error(origin, text, check.error_message());
  }
  mustache tmpl(prepare(text));
  if (!tmpl.is_valid()) throw template_error(origin, text, tmpl.error_message());
  tmpl.set_custom_escape([](const std::string& s) { return s; });
  TemplateContext ctx(partials);
  for (const data* d : stack) ctx.push(d);
  std::ostringstream out;
  tmpl.render(ctx, out);
  if (ctx.too_deep())
    throw util::Error(origin, "partials nested too deeply at '" + ctx.too_deep_name() +
                                  "' (a partial that includes itself without end?)");
  if (!ctx.missing().empty()) {
    std::regex tag("\\{\\{\\s*>\\s*" + std::regex_replace(ctx.missing(), std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") + "\\s*\\}\\}");
    std::smatch m;
    if (std::regex_search(text, m, tag)) {
      auto [line, col] = line_col(text, static_cast<size_t>(m.position(0)));
      throw util::Error(origin, line, col, "unknown partial '" + ctx.missing() + "'");
    }
    throw util::Error(origin, "unknown partial '" + ctx.missing() + "'");
  }
  if (!tmpl.is_valid()) throw template_error(origin, text, tmpl.error_message());
  return strip_marks(out.str());
}

bool is_valid_language(const std::string& lang) {
  if (lang.empty() || lang[0] == '_' || lang[0] == '.') return false;
  return std::all_of(lang.begin(), lang.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

// ---- reading template dirs ----

struct Entry {
  std::string rel;   // path relative to the template root, '/'-separated
  std::string file;  // path on disk (as given, for diagnostics)
};

bool is_inside(const fs::path& root_canonical, const fs::path& p) {
  auto r = root_canonical.lexically_normal();
  auto q = p.lexically_normal();
  auto rit = r.begin(), qit = q.begin();
  for (; rit != r.end(); ++rit, ++qit) {
    if (rit->empty()) continue;  // trailing separator
    if (qit == q.end() || *rit != *qit) return false;
  }
  return true;
}

// Every regular file under `dir` (following symlinks that stay inside `root`),
// sorted, as paths relative to `root`.
void walk(const fs::path& root, const fs::path& root_canonical, const fs::path& dir,
          const std::string& rel_prefix, int depth, std::vector<Entry>& out) {
  if (depth > 32)
    throw util::Error(dir.string(), "template dir nested too deeply (symlink loop?)");
  std::vector<fs::directory_entry> entries;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(*it);
  if (ec) throw util::Error(dir.string(), "cannot read template dir: " + ec.message());
  std::sort(entries.begin(), entries.end(),
            [](const fs::directory_entry& a, const fs::directory_entry& b) { return a.path() < b.path(); });
  for (const auto& e : entries) {
    const std::string fname = e.path().filename().string();
    const std::string rel = rel_prefix.empty() ? fname : rel_prefix + "/" + fname;
    fs::file_status st = e.symlink_status();
    if (fs::is_symlink(st)) {
      std::error_code cec;
      fs::path target = fs::canonical(e.path(), cec);
      if (cec) throw util::Error(e.path().string(), "dangling symlink in template dir");
      if (!is_inside(root_canonical, target))
        throw util::Error(e.path().string(), "symlink leads outside the template dir " + root.string() +
                                                 " (to " + target.string() + ")");
      st = fs::status(target);
    }
    if (fs::is_directory(st)) {
      walk(root, root_canonical, e.path(), rel, depth + 1, out);
    } else if (fs::is_regular_file(st)) {
      out.push_back({rel, e.path().string()});
    }
  }
}

std::string read_template(const std::string& file) {
  std::string text = util::read_file(file);
  // Empty or blank templates are allowed (they render to empty files).
  if (text.find_first_not_of(" \t\r\n") != std::string::npos) util::require_text(file, text, "template");
  return text;
}

bool has_underscore_component(const std::string& rel) {
  std::stringstream ss(rel);
  std::string part;
  while (std::getline(ss, part, '/'))
    if (!part.empty() && part[0] == '_') return true;
  return false;
}

std::string partial_name(const std::string& rel) {
  std::string base = rel.substr(rel.rfind('/') == std::string::npos ? 0 : rel.rfind('/') + 1);
  base = base.substr(0, base.size() - kSuffix.size());
  if (!base.empty() && base[0] == '_') base = base.substr(1);
  return base;
}

void add_partial(std::map<std::string, TemplateSource>& table, std::set<std::string>& seen_here,
                 const std::string& name, const std::string& file) {
  if (name.empty()) throw util::Error(file, "partial has an empty name");
  if (!seen_here.insert(name).second)
    throw util::Error(file, "a second partial named '" + name + "' in the same template dir (first: " +
                                table[name].origin + ")");
  std::string text = read_template(file);
  mustache check(text);
  if (!check.is_valid()) throw template_error(file, text, check.error_message());
  table[name] = TemplateSource{name, file, text};
}

}  // namespace

std::vector<std::string> TemplateSet::languages() const {
  std::vector<std::string> out;
  for (const auto& [lang, names] : templates)
    if (!names.empty()) out.push_back(lang);
  return out;
}

void check_output_name(const std::string& name, const std::string& origin) {
  auto fail = [&](const std::string& why) {
    throw util::Error(origin.empty() ? name : origin,
                      "template output name '" + name + "' " + why + ": outputs must stay inside the output dir");
  };
  if (name.empty()) fail("is empty");
  if (name[0] == '/') fail("is an absolute path");
  if (fs::path(name).is_absolute() || fs::path(name).has_root_name()) fail("is an absolute path");
  for (char c : name) {
    if (c == '\\') fail("contains a backslash");
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) fail("contains a control character");
  }
  std::stringstream ss(name);
  std::string part;
  size_t count = 0;
  while (std::getline(ss, part, '/')) {
    ++count;
    if (part == "..") fail("has a '..' component");
    if (part == ".") fail("has a '.' component");
    if (part.empty()) fail("has an empty component");
  }
  if (name.back() == '/') fail("has an empty component");
  (void)count;
}

void add_template(TemplateSet& set, const std::string& lang, const std::string& name,
                  const std::string& text, const std::string& origin) {
  std::string where = origin.empty() ? lang + "/" + name + kSuffix : origin;
  if (!is_valid_language(lang)) throw util::Error(where, "invalid language dir name '" + lang + "'");
  check_output_name(name, where);
  set.templates[lang][name] = TemplateSource{name, where, text};
}

TemplateSet load_templates(const std::vector<std::string>& dirs) {
  TemplateSet set;
  for (const auto& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
      throw util::Error(dir, "template dir does not exist or is not a directory");
    fs::path root_canonical = fs::canonical(dir, ec);
    if (ec) throw util::Error(dir, "cannot resolve template dir: " + ec.message());
    std::vector<Entry> entries;
    walk(fs::path(dir), root_canonical, fs::path(dir), "", 0, entries);

    std::set<std::string> shared_seen;
    std::map<std::string, std::set<std::string>> lang_seen;
    for (const auto& e : entries) {
      auto first_slash = e.rel.find('/');
      if (first_slash != std::string::npos && e.rel.substr(first_slash + 1) == "language.yaml" &&
          is_valid_language(e.rel.substr(0, first_slash))) {
        set.descriptors[e.rel.substr(0, first_slash)] = e.file;
        continue;
      }
      if (!ends_with(e.rel, kSuffix)) continue;  // only *.mustache files are templates
      auto slash = e.rel.find('/');
      if (slash == std::string::npos) {
        // A file at the root: a shared partial when it starts with '_'; else ignored.
        if (e.rel[0] == '_') add_partial(set.shared_partials, shared_seen, partial_name(e.rel), e.file);
        continue;
      }
      std::string top = e.rel.substr(0, slash);
      std::string rest = e.rel.substr(slash + 1);
      if (top[0] == '_') {
        add_partial(set.shared_partials, shared_seen, partial_name(e.rel), e.file);
        continue;
      }
      if (top[0] == '.') continue;  // hidden dirs (.git, ...)
      if (!is_valid_language(top))
        throw util::Error(e.file, "invalid language dir name '" + top + "'");
      if (has_underscore_component(rest)) {
        add_partial(set.lang_partials[top], lang_seen[top], partial_name(rest), e.file);
        continue;
      }
      std::string name = rest.substr(0, rest.size() - kSuffix.size());
      check_output_name(name, e.file);
      set.templates[top][name] = TemplateSource{name, e.file, read_template(e.file)};
    }
  }
  return set;
}

std::string render_text(const std::string& text, const Value& context,
                        const std::map<std::string, TemplateSource>& partials, const std::string& origin) {
  std::map<std::string, data> table;
  for (const auto& [name, p] : partials) table.emplace(name, data(prepare(p.text)));
  data ctx = to_data(context);
  return render_one(text, origin, {&ctx}, table);
}

std::vector<OutputFile> render_language(const TemplateSet& set, const std::string& lang, Value context,
                                        const FileKeys& file_keys, const TextRules& text) {
  auto it = set.templates.find(lang);
  if (it == set.templates.end() || it->second.empty()) {
    std::string known;
    for (const auto& l : set.languages()) known += (known.empty() ? "" : ", ") + l;
    throw util::Error("unknown language '" + lang + "' (templates exist for: " +
                      (known.empty() ? std::string("none") : known) + ")");
  }
  std::map<std::string, data> partials;
  for (const auto& [name, p] : set.shared_partials) partials.emplace(name, data(prepare(p.text)));
  if (auto lp = set.lang_partials.find(lang); lp != set.lang_partials.end())
    for (const auto& [name, p] : lp->second) partials.insert_or_assign(name, data(prepare(p.text)));

  data ctx = to_data(std::move(context));  // consumed: strings and subtrees move
  // {{#escape_<context>}}...{{/escape_<context>}}: the section rendered, then
  // put through the language's text context (the line marks pass).
  data escapes;
  for (const auto& [name, rule] : text)
    escapes["escape_" + name] = data(kainjow::mustache::lambda2(
        [rule = rule](const std::string& inner, const kainjow::mustache::renderer& render) {
          return apply_text_rule(rule, render(inner), kLineMark);
        }));
  std::vector<OutputFile> out;
  for (const auto& [name, tmpl] : it->second) {
    check_output_name(name, tmpl.origin);
    Value keys;
    keys.set("lang", lang);
    keys.set("output_name", name);
    keys.set("output_path", lang + "/" + name);
    if (file_keys) file_keys(name, keys);
    data extra = to_data(keys);
    std::string content = render_one(tmpl.text, tmpl.origin, {&ctx, &extra, &escapes}, partials);
    out.push_back(OutputFile{lang, lang + "/" + name, std::move(content), tmpl.origin});
  }
  std::sort(out.begin(), out.end(), [](const OutputFile& a, const OutputFile& b) { return a.path < b.path; });
  return out;
}

std::vector<OutputFile> render_templates(const TemplateSet& set, const std::vector<std::string>& languages,
                                         const Value& context) {
  std::vector<std::string> langs = languages.empty() ? set.languages() : languages;
  std::vector<OutputFile> out;
  std::set<std::string> done;
  for (const auto& lang : langs) {
    if (!done.insert(lang).second) continue;
    auto files = render_language(set, lang, context);
    std::move(files.begin(), files.end(), std::back_inserter(out));
  }
  std::sort(out.begin(), out.end(), [](const OutputFile& a, const OutputFile& b) { return a.path < b.path; });
  return out;
}

}  // namespace dlpackgen::render
