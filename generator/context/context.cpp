// build_context(): the Model as one neutral Value tree. The keys are a contract
// with the templates; every key is documented in templates/README.md.
#include "context/context.h"

#include <cctype>
#include <cstdint>
#include <limits>
#include <algorithm>
#include <map>
#include <unordered_map>
#include <memory>
#include <set>

#include "dlpackgen_version.h"
#include "context/alignment.h"
#include "context/roles.h"
#include "context/targets.h"
#include "context/types.h"
#include "util/text.h"

namespace dlpackgen::context {

namespace {

using render::string_list;
using util::starts_with;

}  // namespace

// ---- the tree ----

namespace {

using Role = Naming::Role;

struct Builder {
  const model::Model& m;
  const Naming* naming;
  const Naming& n;
  std::map<std::pair<std::string, std::string>, std::string> roles;  // (struct, field) -> role
  std::map<std::string, std::string> struct_roles;                   // struct -> role
  std::map<std::string, std::string> flag_types;                     // flag macro -> the flags field's C type

  std::string condition(const model::TargetInfo& t) const { return n.target_condition(t); }

  // One tree per distinct type, shared by every field, alias and macro of that
  // type (a wide struct's fields are mostly of a few types).
  mutable std::unordered_map<std::string, Value> type_trees;

  Value type(const model::Type& t, const std::string& user) const {
    std::string key;
    append_type_key(t, key);
    if (auto it = type_trees.find(key); it != type_trees.end()) return it->second;
    Value tree = type_tree(t, m, naming, user);
    shrink(tree);
    return type_trees.emplace(std::move(key), Value::shared(std::move(tree))).first->second;
  }

  // The fields of `s` with an offset on `triple`: `name` (and `field`, the same),
  // `ident`, `parent`, `offset`. A lazy list (made when a template reads it) over
  // rows kept once per struct and target: a wide struct's nine targets would
  // otherwise hold most of the context, twice (here and under `targets`).
  struct OffsetRows {
    std::string parent, parent_ident;
    std::vector<std::pair<std::string, std::string>> fields;  // name, ident
    std::map<std::string, std::shared_ptr<const std::vector<std::pair<size_t, uint64_t>>>> by_triple;
  };
  mutable std::map<const model::Struct*, std::shared_ptr<OffsetRows>> offset_rows;

  Value offsets(const model::Struct& s, const std::string& triple) const {
    auto& rows = offset_rows[&s];
    if (!rows) {
      rows = std::make_shared<OffsetRows>();
      rows->parent = s.name;
      rows->parent_ident = n.ident(Role::Type, s.name, "");
      for (const auto& f : s.fields) rows->fields.emplace_back(f.name, n.ident(Role::Field, f.name, ""));
    }
    auto& offs = rows->by_triple[triple];
    if (!offs) {
      std::vector<std::pair<size_t, uint64_t>> list;
      for (size_t i = 0; i < s.fields.size(); ++i) {
        auto off = s.fields[i].offset.find(triple);
        if (off != s.fields[i].offset.end()) list.emplace_back(i, off->second);
      }
      offs = std::make_shared<const std::vector<std::pair<size_t, uint64_t>>>(std::move(list));
    }
    std::shared_ptr<const OffsetRows> r = rows;
    return Value::lazy_list(offs->size(), [r, offs] {
      std::vector<Value> out;
      out.reserve(offs->size());
      for (const auto& [i, off] : *offs)
        out.push_back(Value()
                          .set("name", r->fields[i].first)
                          .set("field", r->fields[i].first)
                          .set("ident", r->fields[i].second)
                          .set("parent", r->parent)
                          .set("parent_ident", r->parent_ident)
                          .set("offset", std::to_string(off)));
      Value list = mark_ends(std::move(out));
      return std::move(list.items());
    });
  }

  Value header() const {
    const auto& h = m.header;
    Value out;
    out.set("file", h.file);
    out.set("sha256", h.sha256);
    out.set("sha256_short", h.sha256.substr(0, 12));
    out.set("version", h.version.str());
    out.set("has_version", h.version.known());
    out.set("version_macro", h.version_macro);
    bool legacy = h.version_macro == "DLPACK_VERSION";
    out.set("legacy_version", legacy && h.version.known());
    out.set("modern_version", !legacy && h.version.known());
    if (h.version.known()) {
      out.set("major", std::to_string(h.version.major));
      out.set("minor", std::to_string(h.version.minor));
    }
    std::string spelling;
    if (legacy) {
      if (const auto* mac = m.find_macro("DLPACK_VERSION")) {
        spelling = mac->spelling;
        out.set("legacy_value", std::to_string(mac->value));
      } else if (h.version.known()) {
        out.set("legacy_value", std::to_string(h.version.major * 100 + h.version.minor * 10));
      }
    } else if (h.version.known()) {
      const auto* ma = m.find_macro("DLPACK_MAJOR_VERSION");
      const auto* mi = m.find_macro("DLPACK_MINOR_VERSION");
      spelling = (ma ? ma->spelling : std::to_string(h.version.major)) + "." +
                 (mi ? mi->spelling : std::to_string(h.version.minor));
    }
    out.set("version_spelling", spelling);
    return out;
  }

  // The integer type C gives the enum on each target (Clang's choice, C mode),
  // into `out`: underlying[], underlying_varies, underlying_fixed_width, underlying_ident.
  void add_underlying(Value& out, const model::Enum& e) const {
    Value underlying = Value::list();
    std::string first;
    bool varies = false;
    for (const auto& t : m.targets) {
      auto ut = e.underlying_c.find(t.triple);
      auto lay = e.layout.find(t.triple);
      if (ut == e.underlying_c.end() || lay == e.layout.end()) continue;
      std::string fixed = fixed_width_type(ut->second, lay->second.size);
      if (first.empty()) first = fixed;
      varies = varies || fixed != first;
      std::string cond = condition(t);
      underlying.push(Value()
                          .set("triple", t.triple)
                          .set("parent", e.name)
                          .set("parent_ident", n.ident(Role::Type, e.name, ""))
                          .set("condition", cond)
                          .set("has_condition", !cond.empty())
                          .set("c_name", ut->second)
                          .set("fixed_width", fixed)
                          .set("ident", n.scalar(fixed, t, "enum " + e.name)));
    }
    out.set("underlying_varies", varies);
    out.set("underlying_fixed_width", varies ? std::string() : first);
    out.set("underlying_ident", varies || first.empty() || m.targets.empty()
                                    ? std::string()
                                    : n.scalar(first, m.targets.front(), "enum " + e.name));
    out.set("underlying", mark_ends(std::move(underlying)));
  }

  // One enumerator of `e`; `first` is the first enumerator of its value (itself
  // unless it is an alias), `strip` the length of the prefix the names share.
  Value enumerator(const model::Enum& e, const model::Enumerator& en, const model::Enumerator& first,
                   size_t strip) const {
    const bool unsigned_values = model::enum_is_unsigned(e);
    const bool alias = &first != &en;
    const std::string short_name = en.name.substr(strip);
    Value item;
    item.set("name", en.name);
    item.set("short_name", short_name);
    item.set("ident", n.ident(Role::Enumerator, en.name, short_name));
    item.set("value", model::enumerator_value_text(e, en));
    // Unsuffixed where it fits an int, as before; U/ULL only for what needs them.
    item.set("c_value", unsigned_values && static_cast<uint64_t>(en.value) > uint64_t{INT32_MAX}
                            ? c_integer_literal(en.value, true)
                            : c_integer_literal(en.value, false));
    item.set("spelling", en.spelling);
    item.set("parent", e.name);
    item.set("parent_ident", n.ident(Role::Type, e.name, ""));
    item.set("is_negative", !unsigned_values && en.value < 0);
    item.set("is_alias", alias);  // an earlier enumerator has the same value
    item.set("alias_of", alias ? first.name : "");
    item.set("alias_of_ident", alias ? n.ident(Role::Enumerator, first.name, first.name.substr(strip)) : "");
    add_docs(item, en.doc, en.history);
    item.set("has_renamed_from", !en.history.renamed_from.empty() && en.history.renamed_from != en.name);
    return item;
  }

  // The keys of a struct or enum (a C type that may have a tag and a typedef).
  template <class Tagged>
  Value tagged_type(const Tagged& t, const char* keyword) const {
    Value out;
    out.set("name", t.name);
    out.set("tag", t.tag);
    out.set("c_name", c_type_name(t.name, t.tag, t.has_typedef, keyword));
    out.set("has_typedef", t.has_typedef);
    out.set("ident", n.ident(Role::Type, t.name, ""));
    add_docs(out, t.doc, t.history);
    return out;
  }

  Value enumeration(const model::Enum& e) const {
    Value out = tagged_type(e, "enum");
    out.set("fixed_type_c", e.fixed_type_c);
    out.set("fixed_type_cxx", e.fixed_type_cxx);
    add_underlying(out, e);
    std::vector<std::string> names;
    for (const auto& en : e.enumerators) names.push_back(en.name);
    const size_t strip = enumerator_prefix_length(names);  // once per enum: the names share it
    Value items = Value::list();
    std::map<int64_t, const model::Enumerator*> first_with;
    size_t values = 0;
    bool any_since = false;
    for (const auto& en : e.enumerators) {
      const model::Enumerator* first = first_with.emplace(en.value, &en).first->second;
      values += first == &en ? 1 : 0;
      any_since = any_since || !en.history.since.empty();
      items.push(enumerator(e, en, *first, strip));
    }
    out.set("count", std::to_string(items.items().size()));
    out.set("value_count", std::to_string(values));
    out.set("has_enumerator_since", any_since);
    out.set("enumerators", mark_ends(std::move(items)));
    return out;
  }

  // The C keys of a field or parameter type, kept beside its tree.
  static void add_c_type_keys(Value& item, const model::Type& t) {
    item.set("c_type", t.spelling);
    item.set("kind", model::to_string(t.kind));
    item.set("type_name", t.name);
    item.set("is_const", t.is_const);
  }

  Value structure(const model::Struct& s) const {
    Value out = tagged_type(s, "struct");
    Value fields = Value::list();
    for (size_t i = 0; i < s.fields.size(); ++i) {
      const auto& f = s.fields[i];
      Value item;
      add_c_type_keys(item, f.type);
      item.set("name", f.name);
      item.set("ident", n.ident(Role::Field, f.name, ""));
      item.set("type", type(f.type, "field " + s.name + "." + f.name));
      item.set("c_declaration", c_declaration(f.type, f.name));
      item.set("prev", i == 0 ? std::string() : s.fields[i - 1].name);
      item.set("parent", s.name);
      auto role = roles.find({s.name, f.name});
      item.set("role", role == roles.end() ? std::string() : role->second);
      item.set("has_role", role != roles.end());
      if (role != roles.end()) {  // "managed.deleter" -> role_managed_deleter: true
        std::string key = "role_" + role->second;
        std::replace(key.begin(), key.end(), '.', '_');
        item.set(key, true);
      }
      add_docs(item, f.doc, f.history);
      const std::string what = "field " + s.name + "." + f.name;
      set_declared_alignment(item, "", f.aligned, m, n, what);
      set_declared_alignment(item, "member_", member_alignment(s, i), m, n, what);
      fields.push(std::move(item));
    }
    out.set("count", std::to_string(fields.items().size()));
    out.set("fields", mark_ends(std::move(fields)));
    out.set("is_integral", integral_only(s, m));
    auto role = struct_roles.find(s.name);
    out.set("role", role == struct_roles.end() ? std::string() : role->second);
    out.set("has_role", role != struct_roles.end());
    if (role != struct_roles.end()) out.set("role_" + role->second, true);
    set_declared_alignment(out, "", s.aligned, m, n, "struct " + s.name);
    Value layouts = Value::list();
    for (const auto& t : m.targets) {
      auto lay = s.layout.find(t.triple);
      if (lay == s.layout.end()) continue;
      std::string cond = condition(t);
      Value l;
      l.set("triple", t.triple);
      l.set("condition", cond);
      l.set("has_condition", !cond.empty());
      l.set("size", std::to_string(lay->second.size));
      l.set("align", std::to_string(lay->second.align));
      l.set("offsets", offsets(s, t.triple));
      layouts.push(std::move(l));
    }
    out.set("layouts", mark_ends(std::move(layouts)));
    return out;
  }

  Value function_pointer(const model::FunctionPointer& fp) const {
    Value out;
    out.set("name", fp.name);
    out.set("ident", n.ident(Role::Type, fp.name, ""));
    out.set("c_type", fp.type.spelling);
    add_docs(out, fp.doc, fp.history);
    out.set("return_c_type", fp.type.result.empty() ? std::string("void") : fp.type.result[0].spelling);
    Value type = type_tree(fp.type, m, naming, "function pointer " + fp.name);
    out.set("result", *type.get("result"));
    Value params = Value::list();
    for (size_t i = 0; i < fp.type.params.size(); ++i) {
      const auto& p = fp.type.params[i];
      Value item = type.get("params")->items()[i];  // name, has_name, ident, index, type
      add_c_type_keys(item, p.type);
      item.set("c_declaration", c_declaration(p.type, p.name));
      params.push(std::move(item));
    }
    out.set("params", mark_ends(std::move(params)));
    out.set("type", std::move(type));
    return out;
  }

  Value alias(const model::Alias& a) const {
    Value out;
    out.set("name", a.name);
    out.set("ident", n.ident(Role::Type, a.name, ""));
    out.set("c_type", a.type.spelling);
    out.set("kind", model::to_string(a.type.kind));
    out.set("target", a.type.name);
    out.set("target_c_name", named_c_name(m, a.type));
    out.set("target_ident", n.ident(Role::Type, a.type.name, ""));
    out.set("is_const", a.type.is_const);
    out.set("type", type(a.type, "alias " + a.name));
    add_docs(out, a.doc, a.history);
    return out;
  }

  // The C type a language gives the macro's constant: a flag bit has the type
  // of the flags field it is tested against; any other macro the narrowest of
  // uint32_t, int32_t, uint64_t, int64_t that holds its value (bindgen's rule).
  std::string macro_type(const model::Macro& mac) const {
    if (auto it = flag_types.find(mac.name); it != flag_types.end()) return it->second;
    if (mac.is_unsigned) return static_cast<uint64_t>(mac.value) <= 0xffffffffu ? "uint32_t" : "uint64_t";
    if (mac.value >= 0) return mac.value <= 0xffffffffLL ? "uint32_t" : "int64_t";
    return mac.value >= -0x80000000LL ? "int32_t" : "int64_t";
  }

  Value macro(const model::Macro& mac) const {
    Value out;
    out.set("name", mac.name);
    out.set("ident", n.ident(Role::Constant, mac.name, ""));
    out.set("spelling", mac.spelling);
    // As an enumerator's: `value` the number, `c_value` its C literal.
    out.set("value", mac.is_unsigned ? std::to_string(static_cast<uint64_t>(mac.value)) : std::to_string(mac.value));
    out.set("c_value", c_integer_literal(mac.value, mac.is_unsigned));
    out.set("is_unsigned", mac.is_unsigned);
    out.set("is_negative", !mac.is_unsigned && mac.value < 0);
    model::Type type;
    type.name = type.spelling = macro_type(mac);
    out.set("type", this->type(type, "macro " + mac.name));
    add_docs(out, mac.doc, mac.history);
    return out;
  }

  Value target(const model::TargetInfo& t) const {
    Value out;
    std::string cond = condition(t);
    TargetParts parts = split_triple(t.triple);
    out.set("triple", t.triple);
    out.set("arch", parts.arch);
    out.set("vendor", parts.vendor);
    out.set("os", parts.os);
    out.set("env", parts.env);
    out.set("condition", cond);
    out.set("has_condition", !cond.empty());
    Value tables;
    for (const auto& [name, value] : n.target_values(t)) tables.set(name, value);
    out.set("table", std::move(tables));
    out.set("pointer_size", std::to_string(t.pointer_size));
    out.set("pointer_bits", std::to_string(t.pointer_size * 8));
    out.set("pointer_align", std::to_string(t.pointer_align));
    out.set("big_endian", t.big_endian);
    Value structs = Value::list();
    for (const auto& s : m.structs) {
      auto lay = s.layout.find(t.triple);
      if (lay == s.layout.end()) continue;
      Value item;
      item.set("name", s.name);
      item.set("c_name", c_type_name(s.name, s.tag, s.has_typedef, "struct"));
      item.set("ident", n.ident(Role::Type, s.name, ""));
      item.set("size", std::to_string(lay->second.size));
      item.set("align", std::to_string(lay->second.align));
      item.set("fields", offsets(s, t.triple));
      structs.push(std::move(item));
    }
    out.set("structs", mark_ends(std::move(structs)));
    Value enums = Value::list();
    for (const auto& e : m.enums) {
      auto lay = e.layout.find(t.triple);
      if (lay == e.layout.end()) continue;
      auto ut = e.underlying_c.find(t.triple);
      enums.push(Value()
                     .set("name", e.name)
                     .set("c_name", c_type_name(e.name, e.tag, e.has_typedef, "enum"))
                     .set("ident", n.ident(Role::Type, e.name, ""))
                     .set("size", std::to_string(lay->second.size))
                     .set("align", std::to_string(lay->second.align))
                     .set("underlying_c", ut == e.underlying_c.end() ? std::string() : ut->second));
    }
    out.set("enums", mark_ends(std::move(enums)));
    return out;
  }

  Value features() const {
    Value out;
    out.set("has_managed_tensor", m.find_struct("DLManagedTensor") != nullptr);
    out.set("has_versioned_tensor", m.find_struct("DLManagedTensorVersioned") != nullptr);
    bool flags = false;
    for (const auto& mac : m.macros) flags = flags || starts_with(mac.name, "DLPACK_FLAG_BITMASK_");
    out.set("has_flags", flags);
    out.set("has_exchange_api", m.find_struct("DLPackExchangeAPI") != nullptr);
    std::string prev;
    for (const char* s : {"DLPackExchangeAPIHeader", "DLPackExchangeAPI"}) {
      const auto* st = m.find_struct(s);
      if (!st || !prev.empty()) continue;
      for (const auto& f : st->fields)
        if (f.name == "prev_api" || f.name == "prev_version_api") prev = f.name;
    }
    out.set("exchange_api_prev_field", prev);
    out.set("has_pack_version", m.find_struct("DLPackVersion") != nullptr);
    out.set("has_abi_version", m.find_macro("DLPACK_ABI_VERSION") != nullptr);
    return out;
  }
};

}  // namespace

std::vector<std::string> banner_lines(const model::Model& model) {
  const auto& h = model.header;
  std::string file = h.file.empty() ? std::string("dlpack.h") : h.file;
  std::string version = h.version.known() ? "v" + h.version.str() : "(unknown version)";
  std::string sha = h.sha256.empty() ? std::string() : " (sha256 " + h.sha256.substr(0, 12) + ")";
  return {
      "Generated from " + file + " " + version + sha + " by dlpackgen v" DLPACKGEN_VERSION ".",
      "Do not edit: regenerate with `dlpackgen generate`.",
  };
}

Value build_context(const model::Model& model, const Semantics& semantics, const Naming* naming) {
  Builder b{model, naming, naming_or_c(naming), field_roles(semantics), struct_roles(semantics), {}, {}, {}};
  if (semantics.flags.present)
    if (const auto* s = model.find_struct(semantics.flags.struct_name))
      for (const auto& f : s->fields)
        if (f.name == semantics.flags.field && f.type.kind == model::TypeKind::Scalar)
          for (const auto& bit : semantics.flags.bits) b.flag_types[bit.macro] = f.type.name;
  Value root;
  root.set("dlpackgen_version", std::string(DLPACKGEN_VERSION));
  root.set("banner_lines", string_list(banner_lines(model)));
  root.set("header", b.header());

  Value targets = Value::list(), abi_targets = Value::list();
  std::set<std::string> conditions;
  for (const auto& t : model.targets) {
    Value td = b.target(t);
    std::string cond = b.condition(t);
    targets.push(td);
    if (!cond.empty() && conditions.insert(cond).second) abi_targets.push(std::move(td));
  }
  root.set("targets", mark_ends(std::move(targets)));
  root.set("abi_targets", mark_ends(std::move(abi_targets)));

  Value enums = Value::list(), structs = Value::list(), fps = Value::list(), aliases = Value::list(),
        macros = Value::list();
  for (const auto& e : model.enums) enums.push(b.enumeration(e));
  for (const auto& s : model.structs) structs.push(b.structure(s));
  for (const auto& fp : model.function_pointers) fps.push(b.function_pointer(fp));
  for (const auto& a : model.aliases) aliases.push(b.alias(a));
  for (const auto& mac : model.macros) macros.push(b.macro(mac));
  root.set("enums", mark_ends(std::move(enums)));
  root.set("structs", mark_ends(std::move(structs)));
  root.set("function_pointers", mark_ends(std::move(fps)));
  root.set("aliases", mark_ends(std::move(aliases)));
  root.set("macros", mark_ends(std::move(macros)));
  root.set("features", b.features());
  set_model_alignments(root, model);
  root.set("semantics", semantic_roles(model, semantics, naming));
  return root;
}

}  // namespace dlpackgen::context
