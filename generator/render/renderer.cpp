#include "render/renderer.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <iterator>
#include <cctype>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <unordered_map>

#include <kainjow/mustache.hpp>

#include "render/prepared_text.h"
#include "render/template_error.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/suggest.h"
#include "util/text.h"

namespace fs = std::filesystem;

namespace dlpackgen::render {

namespace {

using kainjow::mustache::data;
using kainjow::mustache::mustache;

using detail::kLineMark;
using detail::line_col;
using detail::PartialInliner;
using detail::prepare;
using detail::Sink;
using detail::template_error;

// Partials may recurse (type trees are rendered with recursive partials), so
// their nesting is bounded by the stack they use, not by a count: a partial that
// includes itself stops with an error long before the stack runs out.
constexpr std::ptrdiff_t kMaxRenderStack = 2 * 1024 * 1024;

// Static text shorter than this stays in what kainjow parses (a held text costs a lookup).
constexpr size_t kMinHeldText = 32;

// A mustache context that reads the Value tree where it is instead of a copy in
// kainjow's data type: a name found in the tree becomes kainjow data only when a
// tag reads it, and that data lives until the section that read it ends (the
// stack pops below the depth it was made at). An object becomes an empty kainjow
// object that stands for it (a proxy) and is looked into here; a lazy list's items
// are made here and dropped with it. So the context is held once, and a wide
// struct's per-target rows exist only while a section reads them.
// Partials come from a separate table (so partial names never collide with data
// keys); partials it could not find are remembered, and rendering stops when
// partials nest too deeply.
class TemplateContext : public kainjow::mustache::basic_context<std::string> {
 public:
  explicit TemplateContext(const std::map<std::string, data>& partials, const std::deque<data>* held = nullptr)
      : partials_(partials), held_(held) {
    char here = 0;
    base_ = reinterpret_cast<std::uintptr_t>(&here);
  }
  /// The tree's root, pushed like a kainjow object.
  void push_value(const Value& v) { push(make(v)); }
  void push(const data* d) override { stack_.push_back(d); }
  void pop() override {
    stack_.pop_back();
    while (!made_.empty() && made_.back().depth > stack_.size()) {
      for (const data* d : made_.back().proxies) proxy_of_.erase(d);
      made_.pop_back();
    }
  }
  const data* get(const std::string& name) const override {
    if (too_deep_ || stack_.empty()) return nullptr;
    if (held_ && !name.empty() && name[0] == detail::kHeldMark) return held(name);
    if (name == ".") return stack_.back();
    if (name.find('.') == std::string::npos) {
      for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
        if (const data* d = lookup(*it, name)) return d;
      return nullptr;
    }
    std::vector<std::string> names;  // x.y: the first scope that has all of them
    for (size_t start = 0;;) {
      size_t dot = name.find('.', start);
      names.push_back(name.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
      const data* d = *it;
      for (const auto& n : names)
        if (!(d = lookup(d, n))) break;
      if (d) return d;
    }
    return nullptr;
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
  struct Made {
    size_t depth;                        // the stack's depth when it was made
    std::unique_ptr<data> value;         // what get() returned
    std::vector<std::unique_ptr<std::vector<Value>>> items;  // lazy lists' items, made for it
    std::vector<const data*> proxies;    // objects in it that stand for a Value
  };

  // `name` in one scope: a proxy's Value, or kainjow's own data (the lambdas, the file keys).
  const data* lookup(const data* scope, const std::string& name) const {
    auto p = proxy_of_.find(scope);
    if (p == proxy_of_.end()) return scope->get(name);
    const Value* v = p->second->get(name);
    return v ? make(*v) : nullptr;
  }

  // kainjow data for `v`: booleans are shared, strings copied, objects proxies,
  // lists a kainjow list of the same.
  const data* make(const Value& v) const {
    static const data yes(true), no(false);
    if (v.is_bool()) return v.boolean() ? &yes : &no;
    Made m{stack_.size(), nullptr, {}, {}};
    if (v.is_string()) {
      m.value = std::make_unique<data>(data::type::string);
      const_cast<std::string&>(m.value->string_value()) = v.str();
    } else if (v.is_list()) {
      m.value = std::make_unique<data>(data::type::list);
      fill_list(*m.value, v, m);
    } else {
      m.value = std::make_unique<data>(data::type::object);
      proxy_of_[m.value.get()] = &v;
      m.proxies.push_back(m.value.get());
    }
    made_.push_back(std::move(m));
    return made_.back().value.get();
  }

  // Fills kainjow list `list` with the items of list `v` (a lazy list's made
  // and kept in `m`): each object an empty object registered as the proxy of its
  // Value once the list's storage no longer moves; nested lists the same way.
  void fill_list(data& list, const Value& v, Made& m) const {
    const std::vector<Value>* from = nullptr;
    if (v.is_lazy()) {
      m.items.push_back(std::make_unique<std::vector<Value>>(v.make_items()));
      from = m.items.back().get();
    } else {
      from = &v.items();
    }
    auto& items = const_cast<kainjow::mustache::basic_list<std::string>&>(list.list_value());
    items.reserve(from->size());
    for (const auto& i : *from) {
      if (i.is_string()) {
        items.emplace_back(data::type::string);
        const_cast<std::string&>(items.back().string_value()) = i.str();
      } else if (i.is_bool()) {
        items.emplace_back(i.boolean());
      } else {
        items.emplace_back(i.is_list() ? data::type::list : data::type::object);
      }
    }
    for (size_t k = 0; k < from->size(); ++k) {
      const Value& i = (*from)[k];
      if (i.is_object()) {
        proxy_of_[&items[k]] = &i;
        m.proxies.push_back(&items[k]);
      } else if (i.is_list()) {
        fill_list(items[k], i, m);
      }
    }
  }

  // A text hold_static_text() took out of a template, by its tag's name.
  const data* held(const std::string& name) const {
    size_t n = 0;
    for (size_t i = 1; i < name.size(); ++i) {
      if (name[i] < '0' || name[i] > '9' || n > held_->size()) return nullptr;
      n = n * 10 + static_cast<size_t>(name[i] - '0');
    }
    return name.size() > 1 && n < held_->size() ? &(*held_)[n] : nullptr;
  }

  bool out_of_stack() const {
    char here = 0;
    auto now = reinterpret_cast<std::uintptr_t>(&here);
    auto used = now > base_ ? now - base_ : base_ - now;
    return used > static_cast<std::uintptr_t>(kMaxRenderStack);
  }
  std::vector<const data*> stack_;
  mutable std::vector<Made> made_;
  mutable std::unordered_map<const data*, const Value*> proxy_of_;
  const std::map<std::string, data>& partials_;
  const std::deque<data>* held_;
  std::uintptr_t base_ = 0;
  mutable std::string missing_;
  mutable bool too_deep_ = false;
  mutable std::string too_deep_name_;
};

// Renders `prepared` (prepare()d `text`: `text` as written is parsed only for
// an error's position) with the scopes `values` (the context, the file keys)
// and then `lambdas` (kainjow data) pushed in order: the last is the innermost.
std::string render_prepared(const std::string& prepared, const std::string& text, const std::string& origin,
                            const std::vector<const Value*>& values, const std::vector<const data*>& lambdas,
                            const std::map<std::string, data>& partials, const std::deque<data>* held = nullptr) {
  mustache tmpl(prepared);
  if (!tmpl.is_valid()) {
    mustache check(text);  // positions in errors refer to the text as written
    throw template_error(origin, text, check.is_valid() ? tmpl.error_message() : check.error_message());
  }
  tmpl.set_custom_escape([](const std::string& s) { return s; });
  TemplateContext ctx(partials, held);
  for (const Value* v : values) ctx.push_value(*v);
  for (const data* d : lambdas) ctx.push(d);
  Sink out;
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
  return out.take();
}

std::string render_one(const std::string& text, const std::string& origin, const std::vector<const Value*>& values,
                       const std::vector<const data*>& lambdas, const std::map<std::string, data>& partials) {
  return render_prepared(prepare(text), text, origin, values, lambdas, partials);
}

}  // namespace

namespace detail {

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

void check_template_syntax(const std::string& file, const std::string& text) {
  // The tags parsed as rendering parses them (standalone lines reduced, static
  // text held out); the text as written only for an error's position.
  size_t n = 0;
  mustache quick(hold_static_text(prepare(text), 1, [&n](std::string&&) { return n++; }));
  if (quick.is_valid()) return;
  mustache check(text);
  throw template_error(file, text, check.is_valid() ? quick.error_message() : check.error_message());
}

}  // namespace detail

std::string render_text(const std::string& text, const Value& context,
                        const std::map<std::string, TemplateSource>& partials, const std::string& origin) {
  std::map<std::string, data> table;
  for (const auto& [name, p] : partials) table.emplace(name, data(prepare(p.text)));
  return render_one(text, origin, {&context}, {}, table);
}

namespace {

// Every {{#escape_X}}, {{^escape_X}} and {{/escape_X}} of `text` names a text
// context of the language: an unknown one would be an unset key, and its
// section would render nothing without a word.
void check_escape_sections(const std::string& text, const std::string& origin, const TextRules& rules) {
  for (size_t at = text.find("{{"); at != std::string::npos; at = text.find("{{", at + 2)) {
    size_t i = at + 2;
    while (i < text.size() && text[i] == ' ') ++i;
    if (i >= text.size() || (text[i] != '#' && text[i] != '^' && text[i] != '/')) continue;
    ++i;
    while (i < text.size() && text[i] == ' ') ++i;
    if (text.compare(i, 7, "escape_") != 0) continue;
    size_t end = i + 7;
    while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
    const std::string name = text.substr(i + 7, end - i - 7);
    if (rules.count(name)) continue;
    std::vector<std::string> known;
    for (const auto& [k, rule] : rules) known.push_back("escape_" + k);
    std::string list;
    for (const auto& [k, rule] : rules) list += (list.empty() ? "" : ", ") + k;
    auto [line, col] = detail::line_col(text, i);
    throw util::Error(origin, line, col,
                      "unknown text context 'escape_" + name + "'" + util::did_you_mean("escape_" + name, known) +
                          " (the language's text contexts: " + (list.empty() ? std::string("none") : list) +
                          "; declared under `text:` in its language.yaml)");
  }
}

}  // namespace

std::vector<OutputFile> render_language(const TemplateSet& set, const std::string& lang, Value context,
                                        const FileKeys& file_keys, const TextRules& text) {
  auto it = set.templates.find(lang);
  if (it == set.templates.end() || it->second.empty()) {
    std::string known;
    for (const auto& l : set.languages()) known += (known.empty() ? "" : ", ") + l;
    throw util::Error("unknown language '" + lang + "' (templates exist for: " +
                      (known.empty() ? std::string("none") : known) + ")");
  }
  // Every partial prepared once; those that can be are written into the texts
  // that use them (PartialInliner), the others stay in the table.
  std::map<std::string, std::string> prepared;
  for (const auto& [name, p] : set.shared_partials) prepared.emplace(name, prepare(p.text));
  if (auto lp = set.lang_partials.find(lang); lp != set.lang_partials.end())
    for (const auto& [name, p] : lp->second) prepared.insert_or_assign(name, prepare(p.text));
  PartialInliner inliner(prepared);
  // Static text held out of what kainjow parses (hold_static_text), rendered by its tag.
  std::deque<data> held;
  auto hold = [&](const std::string& expanded) {
    return detail::hold_static_text(expanded, kMinHeldText, [&](std::string&& t) {
      held.emplace_back(std::move(t));
      return held.size() - 1;
    });
  };
  std::map<std::string, data> partials;
  for (const auto& [name, text] : prepared) partials.emplace(name, data(hold(inliner.expand(text))));

  for (const auto& [name, tmpl] : it->second)
    if (!tmpl.verbatim) check_escape_sections(tmpl.text, tmpl.origin, text);
  for (const auto& [name, p] : set.shared_partials) check_escape_sections(p.text, p.origin, text);
  if (auto lp = set.lang_partials.find(lang); lp != set.lang_partials.end())
    for (const auto& [name, p] : lp->second) check_escape_sections(p.text, p.origin, text);

  // {{#escape_<context>}}...{{/escape_<context>}}: the section rendered, then
  // put through the language's text context (the line marks pass).
  data escapes;
  for (const auto& [name, rule] : text)
    escapes["escape_" + name] = data(kainjow::mustache::lambda2(
        [rule = rule](const std::string& inner, const kainjow::mustache::renderer& render) {
          return apply_text_rule(rule, render(inner), kLineMark);
        }));
  std::vector<OutputFile> out;
  std::map<std::string, std::string> made;  // output name -> what made it, for fan-out names
  // Lowercased output name -> the name: two outputs equal up to case are one
  // file on a case-insensitive file system (macOS, Windows).
  std::map<std::string, std::string> folded;
  auto check_case = [&](const std::string& out_name, const std::string& origin) {
    std::string key = out_name;
    for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    auto [at, fresh] = folded.emplace(key, out_name);
    if (!fresh && at->second != out_name)
      throw util::Error(origin, "makes the output '" + lang + "/" + out_name + "', which differs from '" + lang + "/" +
                                    at->second + "' (" + made.at(at->second) +
                                    ") only in case: on a case-insensitive file system (macOS, Windows) one would "
                                    "replace the other; make the names differ in more than case");
  };
  // Each template's text prepared and its partials written in, once (a fan-out
  // template renders once per item).
  std::map<const TemplateSource*, std::string> expanded;
  auto expanded_text = [&](const TemplateSource& tmpl) -> const std::string& {
    auto at = expanded.find(&tmpl);
    if (at == expanded.end()) at = expanded.emplace(&tmpl, hold(inliner.expand(prepare(tmpl.text)))).first;
    return at->second;
  };
  // `keys`: the file's own keys so far (a fan-out file's `each`).
  auto render_file = [&](const std::string& name, const TemplateSource& tmpl, Value keys) {
    keys.set("lang", lang);
    keys.set("output_name", name);
    keys.set("output_path", lang + "/" + name);
    if (file_keys) file_keys(name, keys);
    std::string content =
        tmpl.verbatim
            ? render_one(tmpl.stamp, tmpl.origin + " (its stamp)", {&context, &keys}, {}, partials) + tmpl.text
            : render_prepared(expanded_text(tmpl), tmpl.text, tmpl.origin, {&context, &keys}, {&escapes}, partials,
                              &held);
    out.push_back(OutputFile{lang, lang + "/" + name, std::move(content), tmpl.origin});
  };
  for (const auto& [name, tmpl] : it->second) {
    if (!tmpl.each.empty()) continue;
    check_output_name(name, tmpl.origin);
    made.emplace(name, tmpl.origin);
    check_case(name, tmpl.origin);
    render_file(name, tmpl, Value());
  }
  for (const auto& [name, tmpl] : it->second) {
    if (tmpl.each.empty()) continue;
    const Value* list = context.find(tmpl.each);
    if (!list || !list->is_list())
      throw util::Error(tmpl.each_origin, "fan_out of " + tmpl.origin + ": '" + tmpl.each + "' is " +
                                              (list ? "not a list" : "not in the context") + " of language " + lang +
                                              " (see --dump-context)");
    size_t index = 0;
    for (const Value& item : list->items()) {
      Value keys;
      keys.set("each", item);
      const std::string out_name = render_one(name, tmpl.origin + " (its name)", {&context, &keys}, {}, {});
      check_output_name(out_name, tmpl.origin, name);
      if (auto [at, fresh] = made.emplace(out_name, tmpl.origin + " (item " + std::to_string(index) + " of " +
                                                        tmpl.each + ")");
          !fresh)
        throw util::Error(tmpl.origin, "makes the output '" + lang + "/" + out_name + "' for item " +
                                           std::to_string(index) + " of " + tmpl.each + ", as " + at->second +
                                           " does: does its name differ per item ({{each.ident}})?");
      check_case(out_name, tmpl.origin + " (item " + std::to_string(index) + " of " + tmpl.each + ")");
      render_file(out_name, tmpl, std::move(keys));
      ++index;
    }
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
