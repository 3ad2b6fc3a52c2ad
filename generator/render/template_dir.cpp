// Reading template dirs: which files are templates, partials and descriptors,
// and which output each template makes (renderer.h).
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include "render/renderer.h"
#include "render/template_error.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/text.h"

namespace fs = std::filesystem;

namespace dlpackgen::render {

namespace {

const std::string kSuffix = ".mustache";

using util::ends_with;

bool is_valid_language(const std::string& lang) {
  if (lang.empty() || lang[0] == '_' || lang[0] == '.') return false;
  return std::all_of(lang.begin(), lang.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

// `_name`: a base's dir name ('_' and a language name).
bool is_valid_base(const std::string& dir) { return dir.size() > 1 && dir[0] == '_' && is_valid_language(dir.substr(1)); }

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
  detail::check_template_syntax(file, text);
  table[name] = TemplateSource{name, file, text, false, "", "", ""};
}

}  // namespace

std::vector<std::string> TemplateSet::languages() const {
  std::set<std::string> out;
  for (const auto& [lang, names] : templates)
    if (!names.empty() && !is_base(lang)) out.insert(lang);
  for (const auto& [lang, file] : descriptors)
    if (!is_base(lang)) out.insert(lang);
  return {out.begin(), out.end()};
}

bool TemplateSet::is_base(const std::string& dir) { return !dir.empty() && dir[0] == '_'; }

void TemplateSet::inherit(const TemplateSet& from, const std::string& lang, const std::string& base,
                          bool plain_files) {
  if (!from.descriptors.count(base))
    throw util::Error("'" + base + "' is not a template dir with a language.yaml, so it cannot be a base");
  // What the language (or a nearer base) has by a name, template or plain file, wins.
  auto& own = templates[lang];
  auto& own_plain = plain[lang];
  if (!plain_files) own_plain.clear();
  std::set<std::string> nearer;
  for (const auto& [name, t] : own) nearer.insert(name);
  for (const auto& [name, f] : own_plain) nearer.insert(name);
  if (auto b = from.templates.find(base); b != from.templates.end())
    for (const auto& [name, t] : b->second)
      if (!nearer.count(name)) own.emplace(name, t);
  if (auto b = from.plain.find(base); plain_files && b != from.plain.end())
    for (const auto& [name, f] : b->second)
      if (!nearer.count(name)) own_plain.emplace(name, f);
  if (auto b = from.lang_partials.find(base); b != from.lang_partials.end())
    for (const auto& [name, p] : b->second) lang_partials[lang].emplace(name, p);
}

void TemplateSet::use_plain_files(const std::string& lang, const std::string& stamp, const std::string& stamp_origin) {
  auto it = plain.find(lang);
  if (it == plain.end()) return;
  detail::check_template_syntax(stamp_origin, stamp);
  for (auto& [name, f] : it->second) {
    if (auto t = templates[lang].find(name); t != templates[lang].end())
      throw util::Error(f.origin, "is the output '" + lang + "/" + name + "', and so is the template " + t->second.origin);
    f.text = util::read_file(f.origin);
    if (!f.text.empty()) util::require_text(f.origin, f.text, "plain file of a template dir");
    f.stamp = stamp;
    templates[lang].emplace(name, std::move(f));
  }
  plain.erase(it);
}

bool TemplateSet::fan_out(const std::string& lang, const std::string& name, const std::string& list,
                          const std::string& origin) {
  auto it = templates.find(lang);
  if (it == templates.end()) return false;
  auto t = it->second.find(name);
  if (t == it->second.end()) return false;
  if (t->second.verbatim)
    throw util::Error(origin, "fan_out: '" + name + "' is a plain file (copied as it is, once): only a template "
                                                    "(" + name + ".mustache) renders once per item");
  t->second.each = list;
  t->second.each_origin = origin;
  return true;
}

void TemplateSet::instantiate_names(const std::string& lang, const Value& context) {
  auto it = templates.find(lang);
  if (it == templates.end()) return;
  std::map<std::string, TemplateSource> named;
  for (auto& [name, t] : it->second) {
    if (!t.each.empty()) {  // named per item when it renders
      if (auto [at, fresh] = named.emplace(name, t); !fresh)
        throw util::Error(t.origin, "its name '" + name + "' is the output name " + at->second.origin + " renders to");
      continue;
    }
    if (names_each(name))
      throw util::Error(t.origin, "its name '" + name + "' names `each`, but no `fan_out` entry of the "
                                  "descriptor maps it to a list: it would render once, without an item");
    const bool tagged = name.find("{{") != std::string::npos;
    std::string out = tagged ? render_text(name, context, {}, t.origin) : name;
    check_output_name(out, t.origin, tagged ? name : "");
    if (auto [at, fresh] = named.emplace(out, t); !fresh)
      throw util::Error(t.origin, "makes the output '" + lang + "/" + out + "', as " + at->second.origin + " does");
    named.at(out).name = out;
  }
  it->second = std::move(named);
}

std::vector<std::string> TemplateSet::output_paths(const std::vector<std::string>& langs) const {
  std::vector<std::string> out;
  for (const auto& lang : langs)
    if (auto it = templates.find(lang); it != templates.end())
      for (const auto& [name, t] : it->second)
        if (t.each.empty()) out.push_back(lang + "/" + name);
  return out;
}

bool names_each(const std::string& name) {
  static const std::regex tag(R"(\{\{\{?[#^/&]?\s*each(\.|\s*\}))");
  return std::regex_search(name, tag);
}

void check_output_name(const std::string& name, const std::string& origin, const std::string& rendered_from) {
  auto fail = [&](const std::string& why) {
    std::string from;
    if (!rendered_from.empty())
      from = " (rendered from '" + rendered_from + "': is a key it names unset or empty?)";
    throw util::Error(origin.empty() ? name : origin, "template output name '" + name + "' " + why +
                                                          ": outputs must stay inside the output dir" + from);
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
  while (std::getline(ss, part, '/')) {
    if (part == "..") fail("has a '..' component");
    if (part == ".") fail("has a '.' component");
    if (part.empty()) fail("has an empty component");
  }
  if (name.back() == '/') fail("has an empty component");
}

void add_template(TemplateSet& set, const std::string& lang, const std::string& name,
                  const std::string& text, const std::string& origin) {
  std::string where = origin.empty() ? lang + "/" + name + kSuffix : origin;
  if (!is_valid_language(lang)) throw util::Error(where, "invalid language dir name '" + lang + "'");
  check_output_name(name, where);
  set.templates[lang][name] = TemplateSource{name, where, text, false, "", "", ""};
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

    // `_<name>/language.yaml` makes `_<name>` a base: a template dir laid out
    // like a language's, rendered only by the languages that name it.
    std::set<std::string> bases;
    for (const auto& e : entries) {
      auto first_slash = e.rel.find('/');
      std::string top = e.rel.substr(0, first_slash);
      if (first_slash != std::string::npos && e.rel.substr(first_slash + 1) == "language.yaml" &&
          is_valid_base(top))
        bases.insert(top);
    }
    std::set<std::string> shared_seen;
    std::map<std::string, std::set<std::string>> lang_seen;
    for (const auto& e : entries) {
      auto first_slash = e.rel.find('/');
      if (first_slash != std::string::npos && e.rel.substr(first_slash + 1) == "language.yaml" &&
          (is_valid_language(e.rel.substr(0, first_slash)) || bases.count(e.rel.substr(0, first_slash)))) {
        set.descriptors[e.rel.substr(0, first_slash)] = e.file;
        continue;
      }
      auto slash = e.rel.find('/');
      if (!ends_with(e.rel, kSuffix)) {
        // A plain file of a language or base dir: an output if its descriptor asks (use_plain_files).
        std::string top = slash == std::string::npos ? std::string() : e.rel.substr(0, slash);
        std::string rest = slash == std::string::npos ? std::string() : e.rel.substr(slash + 1);
        if ((is_valid_language(top) || bases.count(top)) && !has_underscore_component(rest) && rest[0] != '.' &&
            rest.find("/.") == std::string::npos) {
          check_output_name(rest, e.file);
          set.plain[top][rest] = TemplateSource{rest, e.file, "", true, "", "", ""};
        }
        continue;
      }
      if (slash == std::string::npos) {
        // A file at the root: a shared partial when it starts with '_'; else ignored.
        if (e.rel[0] == '_') add_partial(set.shared_partials, shared_seen, partial_name(e.rel), e.file);
        continue;
      }
      std::string top = e.rel.substr(0, slash);
      std::string rest = e.rel.substr(slash + 1);
      if (top[0] == '_' && !bases.count(top)) {
        add_partial(set.shared_partials, shared_seen, partial_name(e.rel), e.file);
        continue;
      }
      if (top[0] == '.') continue;  // hidden dirs (.git, ...)
      if (!is_valid_language(top) && !bases.count(top))
        throw util::Error(e.file, "invalid language dir name '" + top + "'");
      if (has_underscore_component(rest)) {
        add_partial(set.lang_partials[top], lang_seen[top], partial_name(rest), e.file);
        continue;
      }
      std::string name = rest.substr(0, rest.size() - kSuffix.size());
      check_output_name(name, e.file);
      set.templates[top][name] = TemplateSource{name, e.file, read_template(e.file), false, "", "", ""};
    }
  }
  return set;
}

}  // namespace dlpackgen::render
