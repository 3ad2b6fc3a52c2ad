#include "lang/name_check.h"

#include <cctype>
#include <map>
#include <optional>
#include <regex>
#include <vector>

#include "util/error.h"

namespace dlpackgen::lang {

std::regex name_pattern(const std::string& pattern) {
  // The default depth-first executor recurses once per character of the text
  // matched (a name of about 30,000 characters overflowed the stack) and
  // backtracks exponentially on nested quantifiers.
  return std::regex(pattern, std::regex::ECMAScript | std::regex_constants::__polynomial);
}

bool is_plain_name(const std::string& pattern) {
  if (pattern.empty()) return false;
  for (char c : pattern)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

namespace {

const char* const kDefaultIdentifier = "[A-Za-z_][A-Za-z0-9_]*";

struct Entry {
  std::string c_name;  // as the header spells it
  std::string ident;   // as the language spells it
  model::SourcePos pos;
  std::string what;    // "struct", "enumerator", ...
};

class Checker {
 public:
  Checker(const model::Model& model, const Language& language, std::string file)
      : model_(model), d_(language.descriptor()), file_(std::move(file)) {
    const std::string pattern = d_.naming.identifier.empty() ? kDefaultIdentifier : d_.naming.identifier;
    identifier_ = name_pattern(pattern);
    for (const auto& [scope, patterns] : d_.naming.taken)
      for (const auto& p : patterns)
        taken_[scope].push_back({p, is_plain_name(p) ? std::nullopt : std::optional<std::regex>(name_pattern(p))});
  }

  // One scope: every entry spellable and not taken, no two with one identifier.
  void scope(const std::string& scope_name, const std::string& where, const std::vector<Entry>& entries) {
    std::map<std::string, const Entry*> seen;
    for (const auto& e : entries) {
      if (!std::regex_match(e.ident, identifier_)) {
        add(e, e.what + " '" + e.c_name + "'" + where + " is '" + e.ident + "' in " + d_.lang +
                   ", which is not an identifier there" +
                   (d_.naming.identifier.empty() ? " (an ASCII C identifier: " + d_.lang + "/language.yaml sets no `identifier`)"
                                          : source("identifier")) +
                   ": rename it in the header, or generate without " + d_.lang);
        continue;
      }
      for (const auto& [pattern, re] : taken_[scope_name])
        if (re ? std::regex_match(e.ident, *re) : e.ident == pattern) {
          add(e, e.what + " '" + e.c_name + "'" + where + " is '" + e.ident + "' in " + d_.lang +
                     ", a name the language or its templates already use" + source("taken." + scope_name) +
                     " ('" + pattern + "'): rename it in the header, or generate without " + d_.lang);
          break;
        }
      auto [it, fresh] = seen.emplace(e.ident, &e);
      if (!fresh)
        add(e, e.what + " '" + e.c_name + "'" + where + " and " + it->second->what + " '" + it->second->c_name +
                   "' (line " + std::to_string(it->second->pos.line) + ") are both '" + e.ident + "' in " +
                   d_.lang + source("naming") + ": rename one in the header, or generate without " + d_.lang);
    }
  }

  void throw_if_any() {
    if (!diags_.empty()) throw util::Error(diags_);
  }

 private:
  std::string source(const std::string& key) const {
    // The descriptor by its place in the template dir: the same message for
    // the built-in templates wherever they are installed.
    return d_.file.empty() ? std::string() : " (" + d_.lang + "/language.yaml: " + key + ")";
  }
  void add(const Entry& e, const std::string& message) {
    diags_.push_back({file_, e.pos.line, e.pos.column, message});
  }

  const model::Model& model_;
  const Descriptor& d_;
  std::string file_;
  std::regex identifier_;
  // A scope's taken patterns in order, a plain name without its regex.
  std::map<std::string, std::vector<std::pair<std::string, std::optional<std::regex>>>> taken_;
  std::vector<util::Diagnostic> diags_;
};

const render::Value* member(const render::Value& v, const std::string& key) {
  if (!v.is_object()) return nullptr;
  for (const auto& [k, m] : v.members())
    if (k == key) return &m;
  return nullptr;
}

std::string str(const render::Value& v, const std::string& key) {
  const render::Value* m = member(v, key);
  return m ? m->str() : std::string();
}

// The position of the entity at `index` of the context's list: the context
// lists them in Model order, so the index finds it at once (checked by name).
template <typename T>
model::SourcePos pos_at(const std::vector<T>& items, size_t index, const std::string& name) {
  if (index < items.size() && items[index].name == name) return items[index].pos;
  for (const auto& i : items)  // not in Model order: a context built otherwise
    if (i.name == name) return i.pos;
  return {};
}

template <typename T>
const T* item_at(const std::vector<T>& items, size_t index, const std::string& name) {
  if (index < items.size() && items[index].name == name) return &items[index];
  for (const auto& i : items)
    if (i.name == name) return &i;
  return nullptr;
}

// Every function type's parameters under `v` (function pointers, fields and
// parameters of function-pointer type, recursively).
void param_scopes(Checker& c, const render::Value& v, const std::string& owner, model::SourcePos pos) {
  if (v.is_list()) {
    for (const auto& item : v.items()) param_scopes(c, item, owner, pos);
    return;
  }
  if (!v.is_object()) return;
  if (const render::Value* params = member(v, "params"); params && params->is_list()) {
    std::vector<Entry> entries;
    for (const auto& p : params->items())
      if (const render::Value* named = member(p, "has_name"); named && named->is_bool() && named->boolean())
        entries.push_back({str(p, "name"), str(p, "ident"), pos, "parameter"});
    c.scope("params", " of " + owner, entries);
  }
  for (const auto& [key, m] : v.members())
    if (key == "type" || key == "params" || key == "result" || key == "element") param_scopes(c, m, owner, pos);
}

}  // namespace

void check_names(const model::Model& model, const render::Value& context, const Language& language,
                 const std::string& header_path) {
  Checker c(model, language, header_path.empty() ? model.header.file : header_path);
  std::vector<Entry> top;
  auto list = [&](const char* key) -> const std::vector<render::Value>& {
    static const std::vector<render::Value> none;
    const render::Value* l = member(context, key);
    return l && l->is_list() ? l->items() : none;
  };
  const auto& enums = list("enums");
  for (size_t ei = 0; ei < enums.size(); ++ei) {
    const render::Value& e = enums[ei];
    const std::string name = str(e, "name");
    const model::Enum* me = item_at(model.enums, ei, name);
    top.push_back({name, str(e, "ident"), me ? me->pos : model::SourcePos{}, "enum"});
    std::vector<Entry> members;
    if (const render::Value* ens = member(e, "enumerators"))
      for (size_t i = 0; i < ens->items().size(); ++i) {
        const render::Value& en = ens->items()[i];
        const std::string en_name = str(en, "name");
        members.push_back({en_name, str(en, "ident"), me ? pos_at(me->enumerators, i, en_name) : model::SourcePos{},
                           "enumerator"});
      }
    c.scope("enumerators", " of enum '" + name + "'", members);
  }
  const auto& structs = list("structs");
  for (size_t si = 0; si < structs.size(); ++si) {
    const render::Value& s = structs[si];
    const std::string name = str(s, "name");
    const model::Struct* ms = item_at(model.structs, si, name);
    const model::SourcePos pos = ms ? ms->pos : model::SourcePos{};
    top.push_back({name, str(s, "ident"), pos, "struct"});
    std::vector<Entry> fields;
    if (const render::Value* fs = member(s, "fields"))
      for (size_t i = 0; i < fs->items().size(); ++i) {
        const render::Value& f = fs->items()[i];
        const std::string f_name = str(f, "name");
        const model::SourcePos fpos = ms ? pos_at(ms->fields, i, f_name) : pos;
        fields.push_back({f_name, str(f, "ident"), fpos, "field"});
        if (const render::Value* type = member(f, "type"))
          param_scopes(c, *type, "field '" + name + "." + f_name + "'", fpos);
      }
    c.scope("fields", " of struct '" + name + "'", fields);
  }
  const auto& fps = list("function_pointers");
  for (size_t i = 0; i < fps.size(); ++i) {
    const std::string name = str(fps[i], "name");
    const model::SourcePos pos = pos_at(model.function_pointers, i, name);
    top.push_back({name, str(fps[i], "ident"), pos, "function pointer"});
    if (const render::Value* type = member(fps[i], "type"))
      param_scopes(c, *type, "function pointer '" + name + "'", pos);
  }
  const auto& aliases = list("aliases");
  for (size_t i = 0; i < aliases.size(); ++i) {
    const std::string name = str(aliases[i], "name");
    top.push_back({name, str(aliases[i], "ident"), pos_at(model.aliases, i, name), "alias"});
  }
  const auto& macros = list("macros");
  for (size_t i = 0; i < macros.size(); ++i) {
    const std::string name = str(macros[i], "name");
    top.push_back({name, str(macros[i], "ident"), pos_at(model.macros, i, name), "macro"});
  }
  c.scope("top", "", top);
  c.throw_if_any();
}

}  // namespace dlpackgen::lang
