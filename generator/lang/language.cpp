#include "lang/language.h"

#include "lang/doc_doxygen.h"
#include "lang/doc_markdown.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "lang/element_types.h"
#include "render/text_escape.h"
#include "render/renderer.h"
#include "util/case_style.h"
#include "util/text.h"
#include "context/targets.h"
#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::lang {

namespace {

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }

std::string replace_name(const std::string& pattern, const std::string& name) {
  std::string out = pattern;
  for (size_t p; (p = out.find("{{name}}")) != std::string::npos;) out.replace(p, 8, name);
  return out;
}

std::string where(const Descriptor& d, const Pos& p) {
  return d.file + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

}  // namespace

std::optional<unsigned> c_scalar_size(const std::string& c, const model::TargetInfo& t) {
  bool windows = t.triple.find("windows") != std::string::npos || t.triple.find("win32") != std::string::npos;
  unsigned ptr = t.pointer_size;
  if (c == "char" || c == "signed char" || c == "unsigned char" || c == "bool" || c == "_Bool") return 1;
  if (c == "short" || c == "unsigned short") return 2;
  if (c == "int" || c == "unsigned int" || c == "float") return 4;
  if (c == "long" || c == "unsigned long") return ptr == 8 && !windows ? 8u : 4u;
  if (c == "long long" || c == "unsigned long long" || c == "double") return 8;
  if (c == "size_t" || c == "ssize_t" || c == "ptrdiff_t" || c == "intptr_t" || c == "uintptr_t")
    return ptr ? std::optional<unsigned>(ptr) : std::nullopt;
  if (c == "wchar_t") return windows ? 2 : 4;
  for (unsigned bits : {8u, 16u, 32u, 64u}) {
    std::string n = std::to_string(bits) + "_t";
    if (c == "int" + n || c == "uint" + n) return bits / 8;
  }
  return std::nullopt;
}

Language::Language(Descriptor descriptor) : d_(std::move(descriptor)) {
  for (auto& [name, rule] : d_.text.rules) rule.words = d_.naming.words;  // a context's `case` keeps the naming words whole
}

std::string Language::escape(const std::string& word) const {
  for (const auto& g : d_.naming.reserved)
    if (g.words.count(word)) return replace_name(g.escape, word);
  return word;
}

std::string Language::scalar(const std::string& c_name, const model::TargetInfo& target,
                             const std::string& user) const {
  if (!d_.types.has_scalars) return c_name;
  auto it = d_.types.scalars.find(c_name);
  if (it == d_.types.scalars.end())
    throw util::Error(d_.file, d_.types.scalars_pos.line, d_.types.scalars_pos.column,
                      "scalar '" + c_name + "' (used by " + user + ") has no spelling in language '" + d_.lang +
                          "': add it under `scalars`");
  const ScalarSpelling& s = it->second;
  if (s.by_size.empty()) return s.spelling;
  auto size = c_scalar_size(c_name, target);
  if (!size)
    throw util::Error(d_.file, s.pos.line, s.pos.column,
                      "scalar '" + c_name + "' (used by " + user + ") is spelt by size, but its size on " +
                          target.triple + " is not known: give it one spelling");
  auto sp = s.by_size.find(*size);
  if (sp == s.by_size.end())
    throw util::Error(d_.file, s.pos.line, s.pos.column,
                      "scalar '" + c_name + "' (used by " + user + ") is " + std::to_string(*size) + " bytes on " +
                          target.triple + ", and `by_size` has no spelling for " + std::to_string(*size));
  return sp->second;
}

std::string Language::ident(Role role, const std::string& name, const std::string& short_name) const {
  const NamingRule* rule = nullptr;
  switch (role) {
    case Role::Type: rule = &d_.naming.types; break;
    case Role::Field: rule = &d_.naming.fields; break;
    case Role::Enumerator: rule = &d_.naming.enumerators; break;
    case Role::Constant: rule = &d_.naming.constants; break;
    case Role::Param: rule = &d_.naming.params; break;
    case Role::Function: rule = &d_.naming.functions; break;
    case Role::Flag: rule = &d_.naming.flags; break;
  }
  std::string base = rule->from_short_name && !short_name.empty() ? short_name : name;
  for (const auto& p : rule->strip_prefix) {
    if (base.size() > p.size() && base.compare(0, p.size(), p) == 0 && is_ident_start(base[p.size()])) {
      base = base.substr(p.size());
      break;
    }
  }
  std::string out = rule->prefix + util::apply_case(base, rule->case_style, d_.naming.words) + rule->suffix;
  return escape(out);
}

std::string Language::target_condition(const model::TargetInfo& target) const {
  if (!d_.targets.present) return "";
  if (auto it = conditions_.find(target.triple); it != conditions_.end()) return it->second;
  context::TargetParts parts = context::split_triple(target.triple);
  render::Value facts;
  facts.set("triple", target.triple);
  facts.set("arch", parts.arch);
  facts.set("vendor", parts.vendor);
  facts.set("os", parts.os);
  facts.set("env", parts.env);
  facts.set("pointer_size", std::to_string(target.pointer_size));
  facts.set("pointer_bits", std::to_string(target.pointer_size * 8));
  facts.set("big_endian", target.big_endian);
  facts.set("little_endian", !target.big_endian);
  std::string normalized = parts.normalized();
  for (const auto& table : d_.targets.tables) {
    const std::string* value = nullptr;
    for (const auto& [pattern, v] : table.rules)
      if (util::glob_match(pattern, target.triple) || util::glob_match(pattern, normalized)) {
        value = &v;
        break;
      }
    if (!value) {
      if (d_.targets.skip_unmatched) return conditions_[target.triple] = "";
      throw util::Error(d_.file, table.pos.line, table.pos.column,
                        "no condition for target " + target.triple + " in language '" + d_.lang +
                            "': no pattern of targets.tables." + table.name + " matches " + normalized);
    }
    // Table values and facts share the names the condition uses: a table wins.
    values_[target.triple][table.name] = *value;
    facts.set(table.name, *value);
    facts.set("has_" + table.name, !value->empty());
  }
  std::string condition =
      render::render_text(d_.targets.condition, facts, {}, where(d_, d_.targets.pos) + ": targets.condition");
  conditions_.emplace(target.triple, condition);
  return condition;
}

std::map<std::string, std::string> Language::target_values(const model::TargetInfo& target) const {
  target_condition(target);  // fills values_
  auto it = values_.find(target.triple);
  return it == values_.end() ? std::map<std::string, std::string>{} : it->second;
}

void Language::file_keys(const std::string& output_name, render::Value& keys) const {
  if (!d_.files.include_guard) return;
  std::string n = output_name;
  for (const auto& s : d_.files.include_guard->strip)
    if (n.compare(0, s.size(), s) == 0) {
      n = n.substr(s.size());
      break;
    }
  std::string guard = d_.files.include_guard->prefix;
  for (char c : d_.lang + "_" + n) {
    unsigned char u = static_cast<unsigned char>(c);
    guard += std::isalnum(u) ? static_cast<char>(std::toupper(u)) : '_';
  }
  keys.set("include_guard", guard + d_.files.include_guard->suffix);
}

namespace {

// `doc_markdown` (lines {text, has_text}) and `brief_markdown` beside every
// `doc_lines`/`brief` of the tree.
void add_markdown_docs(render::Value& node, const FenceTags& fences) {
  const render::Value* lines = node.get("doc_lines");
  if (!lines || !lines->is_list()) return;
  std::vector<std::string> text;
  for (const auto& l : lines->items()) text.push_back(l.str());
  render::Value md = render::Value::list();
  for (const auto& l : doc_markdown(text, fences)) md.push(render::Value().set("text", l).set("has_text", !l.empty()));
  node.set("doc_markdown", render::mark_ends(std::move(md)));
  const render::Value* brief = node.get("brief");
  node.set("brief_markdown", markdown_inline(brief ? brief->str() : std::string()));
}

}  // namespace

namespace {

// Every string under a doc key goes through the language's `doc` text context
// (control and bidi code points dropped unless it says otherwise); each key but
// `doc` itself is one line, so a line feed in it becomes a space.
void apply_doc_rule(render::Value& v, const render::TextRule& rule, bool one_line) {
  if (v.is_string()) {
    std::string text = v.str();
    if (one_line)
      for (char& c : text)
        if (c == '\n') c = ' ';
    v = render::Value(render::apply_text_rule(rule, text));
  } else if (v.is_list() && !v.is_lazy()) {
    for (auto& item : v.items()) apply_doc_rule(item, rule, one_line);
  } else if (v.is_object()) {
    for (auto& [key, member] : v.members()) apply_doc_rule(member, rule, one_line);
  }
}

// The keys sanitize_docs() looks for, interned once (a Key compares by address).
struct DocKeys {
  render::Key header{"header"}, file{"file"}, doc{"doc"};
  std::vector<render::Key> docs{"doc", "doc_lines", "brief", "doc_markdown", "brief_markdown", "doc_doxygen",
                                "banner_lines"};
  bool is_doc(const render::Key& k) const { return std::find(docs.begin(), docs.end(), k) != docs.end(); }
};

void sanitize_docs(render::Value& v, const render::TextRule& rule, const DocKeys& keys) {
  if (v.is_lazy() || v.is_shared()) return;  // layout rows and shared type trees: no docs
  if (v.is_list()) {
    for (auto& item : v.items()) sanitize_docs(item, rule, keys);
  } else if (v.is_object()) {
    for (auto& [key, member] : v.members()) {
      if (key == keys.header && member.is_object()) {
        // The header's file name is one line without control characters wherever it lands.
        for (auto& [k, m] : member.members())
          if (k == keys.file) apply_doc_rule(m, render::default_doc_rule(), true);
        sanitize_docs(member, rule, keys);
      } else if (keys.is_doc(key)) {
        apply_doc_rule(member, rule, key != keys.doc);
      } else {
        sanitize_docs(member, rule, keys);
      }
    }
  }
}

// After the docs are sanitised and converted: `has_doc` (and each markdown
// line's `has_text`) says whether any visible text is left. A doc that was only
// control characters, or only "\brief", leaves none, and a template that puts
// a doc only where `has_doc` is true would otherwise write an empty one where
// the language wants a doc (Rust's missing_docs).
bool visible(const std::string& s) { return !util::trim(s).empty(); }

void settle_has_doc(render::Value& node) {
  render::Value* has_doc = node.get("has_doc");
  if (!has_doc || !has_doc->is_bool() || !has_doc->boolean()) return;
  bool any = false;
  if (render::Value* md = node.get("doc_markdown"); md && md->is_list()) {
    for (auto& line : md->items()) {
      const render::Value* text = line.get("text");
      const bool has = text && visible(text->str());
      line.set("has_text", has);
      any = any || has;
    }
  } else if (const render::Value* lines = node.get("doc_lines"); lines && lines->is_list()) {
    for (const auto& line : lines->items()) any = any || visible(line.str());
  } else {
    return;
  }
  node.set("has_doc", any);
}

}  // namespace

render::Value language_context(const model::Model& model, const overlay::Semantics& semantics,
                               const Language& language) {
  render::Value root = context::build_context(model, semantics, &language);
  // Element types of the dtype codes, from the descriptor's `dtypes`: per code,
  // and every type once (its first code's) as `dtype.types`.
  const auto& dtypes = language.descriptor().types.dtypes;
  render::Value* dtype = root.get("semantics")->get("dtype");
  if (render::Value* codes = dtype->get("codes")) {
    render::Value all = render::Value::list();
    std::set<std::string> seen;
    for (auto& code : codes->items()) {
      auto it = dtypes.find(code.get("entry")->str());
      if (it == dtypes.end()) it = dtypes.find(code.get("enumerator")->str());
      render::Value types = render::Value::list();
      if (it != dtypes.end())
        for (const auto& [bits, type] : it->second) {
          types.push(render::Value()
                         .set("bits", std::to_string(bits))
                         .set("type", type)
                         .set("code", code.get("enumerator_ident")->str()));
          if (seen.insert(type).second) all.push(types.items().back());
        }
      code.set("has_types", !types.items().empty());
      code.set("types", render::mark_ends(std::move(types)));
    }
    dtype->set("has_types", !all.items().empty());
    dtype->set("types", render::mark_ends(std::move(all)));
  }
  root.set("element_types", element_types_context(model, semantics, language.descriptor()));
  root.set("vars", language.descriptor().files.vars);
  if (language.descriptor().text.doxygen_docs) render::for_each_object(root, add_doxygen_doc);
  if (language.descriptor().text.markdown_docs)
    render::for_each_object(root, [&](render::Value& node) { add_markdown_docs(node, language.descriptor().text.doc_fences); });
  const auto& text = language.descriptor().text.rules;
  auto doc = text.find("doc");
  static const DocKeys keys;
  sanitize_docs(root, doc != text.end() ? doc->second : render::default_doc_rule(), keys);
  render::for_each_object(root, settle_has_doc);
  render::shrink(root);
  return root;
}

}  // namespace dlpackgen::lang
