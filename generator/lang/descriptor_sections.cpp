// The descriptor keys that make a language out of a base and data: `base`,
// `vars` and `element_types` (read here for descriptor.cpp's Loader), and the
// merge of a language's descriptor over its base's (with_base).
#include "lang/descriptor_sections.h"

#include <algorithm>
#include <cctype>

#include "render/renderer.h"
#include "schema/c_text.h"
#include "schema/map_reader.h"
#include "util/error.h"

namespace dlpackgen::lang::detail {

using schema::MapReader;
using schema::Need;

Pos pos_of(const YAML::Mark& m) {
  if (m.is_null()) return {};
  return {static_cast<unsigned>(m.line + 1), static_cast<unsigned>(m.column + 1)};
}

bool key_name(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!(std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_'))
      return false;
  return true;
}

namespace {

using schema::is_c_identifier;

bool one_line(const std::string& s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
  return !s.empty();
}

render::Value var_value(schema::Diagnostics& diags, const yaml::Node& n, const std::string& what, int depth) {
  if (depth > 16) {
    diags.add(n.Mark(), what + ": nested too deeply");
    return {};
  }
  if (n.IsScalar()) {
    if (n.Tag() == "?" && (n.Scalar() == "true" || n.Scalar() == "false")) return render::Value(n.Scalar() == "true");
    return render::Value(n.Scalar());
  }
  if (n.IsSequence()) {
    render::Value list = render::Value::list();
    size_t i = 0;
    for (const auto& item : n) list.push(var_value(diags, item, what + "[" + std::to_string(i++) + "]", depth + 1));
    return render::mark_ends(std::move(list));
  }
  if (n.IsMap()) {
    render::Value object;
    MapReader r(diags, n, what, {});
    for (const auto& e : r.entries()) {
      if (!key_name(e.key))
        diags.add(e.key_node.Mark(), what + ": a name is lower-case letters, digits and '_', not '" + e.key + "'");
      else
        object.set(e.key, var_value(diags, e.value, what + "." + e.key, depth + 1));
    }
    return object;
  }
  diags.add(n.Mark(), what + " has no value (give a string, a boolean, a list or a mapping)");
  return {};
}

ElementSpelling spelling(schema::Diagnostics& diags, const yaml::Node& v, unsigned bits, const std::string& what) {
  ElementSpelling s;
  s.storage = bits % 8 == 0 ? "raw" : "packed";
  yaml::Node type = v;
  if (v.IsMap()) {
    MapReader r(diags, v, what, descriptor_keys().at("element_types.<role>.types.<code>.<bits>"));
    type = r.value("type");
    r.require("type", Need::Required);
    if (auto m = r.string("requires", Need::Optional)) {
      s.requires_macro = *m;
      if (!is_c_identifier(*m)) diags.add(r.value_mark("requires"), what + ".requires: '" + *m + "' is not a macro name");
    }
    if (type.IsScalar() && (type.Scalar() == "raw" || type.Scalar() == "packed"))
      diags.add(type.Mark(), what + ".type: '" + type.Scalar() + "' is a storage kind, not a type: give it without `requires`");
  }
  if (!type) return s;
  if (!type.IsScalar() || !one_line(type.Scalar())) {
    diags.add(type.Mark(), what + " must be a type (one line), `raw` or `packed`, not " + schema::describe(type));
    return s;
  }
  const std::string& text = type.Scalar();
  if (text == "raw" || text == "packed") {
    s.storage = text;
  } else {
    s.storage = "type";
    s.type = text;
  }
  if (s.storage == "raw" && bits % 8 != 0)
    diags.add(v.Mark(), what + ": raw storage needs a width that is a multiple of 8 (" + std::to_string(bits) +
                            " bits: use packed)");
  if (s.storage == "packed" && bits % 8 == 0)
    diags.add(v.Mark(), what + ": packed storage is for widths that are not a multiple of 8 (" +
                            std::to_string(bits) + " bits: use raw)");
  return s;
}

ElementRole role(schema::Diagnostics& diags, const MapReader::Entry& e) {
  ElementRole out;
  out.role = e.key;
  out.pos = pos_of(e.key_node.Mark());
  const std::string what = "element_types." + e.key;
  if (!key_name(e.key)) {
    diags.add(e.key_node.Mark(), "element_types: a role name is lower-case letters, digits and '_', not '" + e.key + "'");
    return out;
  }
  if (!e.value.IsMap()) {
    diags.add(e.value.Mark(), what + " must be a mapping (backend, types)");
    return out;
  }
  MapReader r(diags, e.value, what, descriptor_keys().at("element_types.<role>"));
  if (auto b = r.string("backend", Need::Required)) {
    out.backend = *b;
    if (!is_c_identifier(*b)) diags.add(r.value_mark("backend"), what + ".backend: '" + *b + "' is not an identifier");
  }
  yaml::Node types = r.mapping("types", Need::Required);
  if (!types) return out;
  MapReader codes(diags, types, what + ".types", {});
  for (const auto& c : codes.entries()) {
    out.code_pos[c.key] = pos_of(c.key_node.Mark());
    const std::string cwhat = what + ".types." + c.key;
    if (!c.value.IsMap()) {
      diags.add(c.value.Mark(), cwhat + " must map a bit width to a type: {32: float}");
      continue;
    }
    std::vector<std::pair<unsigned, ElementSpelling>> widths;
    MapReader wr(diags, c.value, cwhat, {});
    for (const auto& w : wr.entries()) {
      auto v = yaml::integer(w.key_node);
      if (!v || *v < 1 || *v > 255) {
        diags.add(w.key_node.Mark(), cwhat + ": a bit width is an integer in 1..255, not '" + w.key + "'");
        continue;
      }
      unsigned bits = static_cast<unsigned>(*v);
      widths.emplace_back(bits, spelling(diags, w.value, bits, cwhat + "." + w.key));
      widths.back().second.pos = pos_of(w.key_node.Mark());  // errors about the width name it
    }
    out.types.emplace_back(c.key, std::move(widths));
  }
  return out;
}

}  // namespace

void read_base(schema::Diagnostics& diags, MapReader& r, Descriptor& d) {
  auto b = r.string("base", Need::Optional);
  if (!b) return;
  d.base = *b;
  d.base_pos = pos_of(r.value_mark("base"));
  // A language (cuda) or a base (_shim): letters, digits, '_' and '-', not starting with '.'.
  bool ok = !b->empty() && (*b)[0] != '-' && b->find_first_not_of(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == std::string::npos;
  if (!ok || *b == "_")
    diags.add(r.value_mark("base"), "base: '" + *b + "' is not a template dir name (a language such as cuda, or a "
                                                     "base such as _shim)");
}

void read_vars(schema::Diagnostics& diags, MapReader& r, Descriptor& d) {
  yaml::Node m = r.mapping("vars", Need::Optional);
  if (m) d.files.vars = var_value(diags, m, "vars", 0);
}

void read_verbatim(schema::Diagnostics& diags, MapReader& r, Descriptor& d) {
  yaml::Node m = r.mapping("verbatim", Need::Optional);
  if (!m) return;
  MapReader v(diags, m, "verbatim", descriptor_keys().at("verbatim"));
  if (auto stamp = v.string("stamp", Need::Required)) {
    d.files.verbatim = true;
    d.files.verbatim_stamp = *stamp;
  }
}

void read_fan_out(schema::Diagnostics& diags, MapReader& r, Descriptor& d) {
  yaml::Node m = r.mapping("fan_out", Need::Optional);
  if (!m) return;
  MapReader f(diags, m, "fan_out", {});
  for (const auto& e : f.entries()) {
    if (!e.value.IsScalar()) {
      diags.add(e.value.Mark(), "fan_out." + e.key + " must be the path of a context list (a string: structs, enums, targets, ...), not " +
                                    schema::describe(e.value));
      continue;
    }
    const std::string list = e.value.Scalar();
    // A dotted path of key names: "structs", "semantics.devices.types".
    bool ok = !list.empty() && list.front() != '.' && list.back() != '.' && list.find("..") == std::string::npos;
    for (size_t at = 0; ok && at < list.size();) {
      size_t dot = list.find('.', at);
      ok = key_name(list.substr(at, dot == std::string::npos ? std::string::npos : dot - at));
      at = dot == std::string::npos ? list.size() : dot + 1;
    }
    if (!ok) {
      diags.add(e.value.Mark(), "fan_out." + e.key + ": '" + list +
                                    "' is not a context path (key names joined by '.': structs, semantics.devices.types)");
      continue;
    }
    if (!render::names_each(e.key)) {
      diags.add(e.key_node.Mark(), "fan_out: the template name '" + e.key +
                                       "' does not name `each` (its output name must differ per item: {{each.ident}})");
      continue;
    }
    d.files.fan_out.push_back({e.key, list, pos_of(e.key_node.Mark()), d.file});
  }
}

void read_element_types(schema::Diagnostics& diags, MapReader& r, Descriptor& d) {
  yaml::Node m = r.mapping("element_types", Need::Optional);
  if (!m) return;
  MapReader roles(diags, m, "element_types", {});
  for (const auto& e : roles.entries()) {
    d.types.element_types.push_back(role(diags, e));
    d.types.element_types.back().file = d.file;
    for (const auto& [entry, widths] : d.types.element_types.back().types) d.types.element_types.back().code_file[entry] = d.file;
  }
}

}  // namespace dlpackgen::lang::detail

namespace dlpackgen::lang {

Descriptor with_base(const Descriptor& base, Descriptor own) {
  Descriptor out = base;
  out.file = own.file;
  out.lang = own.lang;
  out.base = own.base;
  out.base_pos = own.base_pos;
  out.given = own.given;
  auto gives = [&](const char* key) { return own.given.count(key) > 0; };
  if (gives("reserved")) out.naming.reserved = std::move(own.naming.reserved);
  if (gives("scalars")) {
    out.types.scalars = std::move(own.types.scalars);
    out.types.has_scalars = own.types.has_scalars;
    out.types.scalars_pos = own.types.scalars_pos;
  }
  if (gives("naming")) {
    for (NamingRule Descriptor::Naming::*rule :
         {&Descriptor::Naming::types, &Descriptor::Naming::fields, &Descriptor::Naming::enumerators,
          &Descriptor::Naming::constants, &Descriptor::Naming::params, &Descriptor::Naming::functions,
          &Descriptor::Naming::flags})
      out.naming.*rule = own.naming.*rule;
    out.naming.words = std::move(own.naming.words);
  }
  if (gives("targets")) {
    out.targets.tables = std::move(own.targets.tables);
    out.targets.condition = std::move(own.targets.condition);
    out.targets.present = own.targets.present;
    out.targets.skip_unmatched = own.targets.skip_unmatched;
    out.targets.pos = own.targets.pos;
  }
  if (gives("dtypes")) out.types.dtypes = std::move(own.types.dtypes);
  if (gives("include_guard")) out.files.include_guard = std::move(own.files.include_guard);
  if (gives("docs")) {
    out.text.markdown_docs = own.text.markdown_docs;
    out.text.doxygen_docs = own.text.doxygen_docs;
    out.text.doc_fences = std::move(own.text.doc_fences);
  }
  if (gives("ignore")) out.files.ignore = std::move(own.files.ignore);
  if (gives("requires_mapped")) {
    out.requirements.mapped = std::move(own.requirements.mapped);
    out.requirements.pos = std::move(own.requirements.pos);
    out.requirements.file = own.file;
  }
  if (gives("text")) out.text.rules = std::move(own.text.rules);
  if (gives("verbatim")) {
    out.files.verbatim = own.files.verbatim;
    out.files.verbatim_stamp = std::move(own.files.verbatim_stamp);
  }
  for (auto& f : own.files.fan_out) {  // per template: the language's list over the base's
    auto same = std::find_if(out.files.fan_out.begin(), out.files.fan_out.end(),
                             [&](const FanOut& b) { return b.template_name == f.template_name; });
    if (same == out.files.fan_out.end()) out.files.fan_out.push_back(std::move(f));
    else *same = std::move(f);
  }
  if (gives("identifier")) out.naming.identifier = std::move(own.naming.identifier);
  if (gives("taken")) out.naming.taken = std::move(own.naming.taken);
  if (own.files.vars.is_object())
    for (auto& [key, value] : own.files.vars.members()) out.files.vars.set(key, std::move(value));
  for (auto& role : own.types.element_types) {
    auto same = std::find_if(out.types.element_types.begin(), out.types.element_types.end(),
                             [&](const ElementRole& r) { return r.role == role.role; });
    if (same == out.types.element_types.end()) {
      out.types.element_types.push_back(std::move(role));
      continue;
    }
    // The role of both: the language's backend, and its codes over the base's
    // (a code it gives replaces the base's in place; new ones follow).
    same->backend = role.backend;
    same->pos = role.pos;
    same->file = role.file;
    for (auto& given : role.types) {
      const std::string& entry = given.first;
      auto& widths = given.second;
      auto code = std::find_if(same->types.begin(), same->types.end(), [&](const auto& c) { return c.first == entry; });
      if (code != same->types.end())
        code->second = std::move(widths);
      else
        same->types.emplace_back(entry, std::move(widths));
      same->code_pos[entry] = role.code_pos[entry];
      same->code_file[entry] = role.file;
    }
  }
  return out;
}

}  // namespace dlpackgen::lang
