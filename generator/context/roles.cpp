#include "context/roles.h"

#include "context/docs.h"
#include "context/types.h"

#include <algorithm>
#include <map>
#include <set>

namespace dlpackgen::context {

namespace {

using Role = Naming::Role;

struct Roles {
  const model::Model& m;
  const Semantics& s;
  const Naming* naming;

  std::string ident(Role role, const std::string& name, const std::string& short_name = "") const {
    if (name.empty()) return "";
    return naming ? naming->ident(role, name, short_name) : name;
  }

  const model::Struct* current = nullptr;  // the struct whose fields field() names

  // `<key>` = the C field name, `<key>_ident` = the language's identifier for
  // it, `<key>_type` = its type as a tree (false when the struct lacks it).
  void field(Value& out, const std::string& key, const std::string& name) const {
    out.set(key, name);
    out.set(key + "_ident", ident(Role::Field, name));
    const model::Field* f = nullptr;
    if (current && !name.empty())
      for (const auto& x : current->fields)
        if (x.name == name) f = &x;
    out.set(key + "_type", f ? type_tree(f->type, m, naming, "field " + current->name + "." + f->name) : Value(false));
  }

  void structure(Value& out, const std::string& name) {
    out.set("struct", name);
    out.set("struct_ident", ident(Role::Type, name));
    current = m.find_struct(name);
  }

  // The shape every overlay section that names a struct starts with:
  // `present`, then (when present) the struct's keys and each field's, as
  // structure() and field() set them, in this order; the caller adds the rest.
  Value section(bool present, const std::string& struct_name,
                std::initializer_list<std::pair<const char*, const std::string*>> fields) {
    Value out;
    out.set("present", present);
    if (!present) return out;
    structure(out, struct_name);
    for (const auto& [key, name] : fields) field(out, key, *name);
    return out;
  }

  // How many leading characters the enumerators of enum `name` share: what a
  // short name drops (kDLCUDA -> CUDA).
  size_t enumerator_strip(const std::string& name) const {
    std::vector<std::string> siblings;
    if (const auto* e = m.find_enum(name))
      for (const auto& x : e->enumerators) siblings.push_back(x.name);
    return enumerator_prefix_length(siblings);
  }

  // The keys every enumerator an overlay entry maps starts with: `enumerator`
  // (as the header names it), `enumerator_ident` (from its short name),
  // `entry` (the overlay's name), `value`.
  Value mapped_enumerator(const std::string& enumerator, size_t strip, const std::string& entry, long long value) const {
    return Value()
        .set("enumerator", enumerator)
        .set("enumerator_ident", ident(Role::Enumerator, enumerator, enumerator.substr(strip)))
        .set("entry", entry)
        .set("value", std::to_string(value));
  }

  Value tensor() {
    const auto& t = s.tensor;
    Value out = section(t.present, t.struct_name,
                        {{"data", &t.data},
                         {"device", &t.device},
                         {"ndim", &t.ndim},
                         {"dtype", &t.dtype},
                         {"shape", &t.shape},
                         {"strides", &t.strides},
                         {"byte_offset", &t.byte_offset}});
    if (!t.present) return out;
    bool rule = t.strides_required_since.known();
    out.set("has_strides_rule", rule);
    out.set("strides_required_since", rule ? t.strides_required_since.str() : std::string());
    out.set("max_ndim", std::to_string(t.max_ndim));
    out.set("strides_major", std::to_string(rule ? t.strides_required_since.major : 0));
    out.set("strides_minor", std::to_string(rule ? t.strides_required_since.minor : 0));
    return out;
  }

  Value dtype() {
    const auto& d = s.dtype;
    Value out = section(d.present, d.struct_name, {{"code", &d.code}, {"bits", &d.bits}, {"lanes", &d.lanes}});
    if (!d.present) return out;
    out.set("code_enum", d.code_enum);
    out.set("code_enum_ident", ident(Role::Type, d.code_enum));
    const size_t strip = enumerator_strip(d.code_enum);
    Value codes = Value::list(), kinds;
    std::set<std::string> factory_idents;
    for (const auto& c : d.codes) {
      Value cd = mapped_enumerator(c.enumerator, strip, c.entry, c.value);
      const std::string enumerator_ident = cd.get("enumerator_ident")->str();
      cd.set("kind", c.kind);
      for (const auto& k : Semantics::kDTypeKinds) cd.set("is_" + k, c.kind == k);
      cd.set("is_prefix", !c.prefix.empty());
      cd.set("prefix", c.prefix);
      cd.set("is_named", !c.name.empty());
      cd.set("name", c.name);
      Value bits = Value::list(), common = Value::list();
      for (unsigned b : c.bits) bits.push(Value().set("bits", std::to_string(b)));
      for (unsigned b : c.common_bits) common.push(Value().set("bits", std::to_string(b)));
      cd.set("has_bits_rule", !c.bits.empty());
      cd.set("bits", mark_ends(std::move(bits)));
      cd.set("common_bits", mark_ends(std::move(common)));
      cd.set("factories", factories(c, factory_idents));
      if (!kinds.get(c.kind))
        kinds.set(c.kind, Value()
                              .set("enumerator", c.enumerator)
                              .set("enumerator_ident", enumerator_ident)
                              .set("value", std::to_string(c.value)));
      codes.push(std::move(cd));
    }
    out.set("codes", mark_ends(std::move(codes)));
    out.set("has_factories", !factory_idents.empty());
    out.set("kinds", std::move(kinds));  // kind -> its first code, for the kinds this header has
    return out;
  }

  // The named dtypes of one code, each a function the language may define
  // (`float32`, `bool`): a fixed name, else the prefix with each common width
  // (each width when there are no common ones). An identifier another code
  // already gave is left out, so every factory is named once.
  Value factories(const Semantics::DTypeCode& c, std::set<std::string>& taken) const {
    Value out = Value::list();
    auto add = [&](const std::string& text, unsigned bits) {
      std::string id = ident(Role::Function, text);
      if (!taken.insert(id).second) return;
      out.push(Value().set("text", text).set("ident", id).set("bits", std::to_string(bits)));
    };
    if (!c.name.empty())
      add(c.name, c.bits.empty() ? 8 : c.bits[0]);
    else
      for (unsigned b : c.common_bits.empty() ? c.bits : c.common_bits) add(c.prefix + std::to_string(b), b);
    return mark_ends(std::move(out));
  }

  Value flags() {
    const auto& f = s.flags;
    Value out = section(f.present, f.struct_name, {{"field", &f.field}});
    if (!f.present) return out;
    out.set("macro_prefix", f.macro_prefix);
    Value bits = Value::list(), roles;
    for (const auto& b : f.bits) {
      const std::string short_name = b.macro.substr(f.macro_prefix.size());
      Value bit = Value()
                      .set("macro", b.macro)
                      .set("ident", ident(Role::Constant, b.macro))
                      .set("short_name", short_name)
                      .set("flag_ident", ident(Role::Flag, b.macro, short_name))
                      .set("role", b.role)
                      .set("has_role", !b.role.empty())
                      .set("value", std::to_string(b.value));
      // The macro's doc keys; its `since` from the schema's history, else the overlay's.
      const model::Macro* macro = m.find_macro(b.macro);
      model::History history = macro ? macro->history : model::History{};
      if (history.since.empty()) history.since = b.since;
      add_docs(bit, macro ? macro->doc : std::string(), history);
      if (!b.role.empty()) roles.set(b.role, bit);
      bits.push(std::move(bit));
    }
    out.set("has_bits", !f.bits.empty());
    out.set("bits", mark_ends(std::move(bits)));
    out.set("roles", std::move(roles));  // role -> its bit, for the roles this header has
    return out;
  }

  Value managed() {
    Value list = Value::list();
    for (const auto& x : s.managed) {
      Value out;
      structure(out, x.struct_name);
      field(out, "tensor", x.tensor);
      field(out, "context", x.context);
      field(out, "deleter", x.deleter);
      field(out, "version", x.version);
      field(out, "flags", x.flags);
      // Flagged: its flags field is the one the `flags` section describes.
      out.set("has_version", versioned(x));
      out.set("has_flags", !x.flags.empty() && s.flags.present && s.flags.struct_name == x.struct_name &&
                               s.flags.field == x.flags);
      if (current) add_docs(out, current->doc, current->history);  // the struct's
      out.set("has_capsule", !x.capsule.empty());
      out.set("capsule", x.capsule);
      out.set("used_capsule", x.capsule.empty() ? std::string() : "used_" + x.capsule);
      list.push(std::move(out));
    }
    return mark_ends(std::move(list));
  }

  // Versioned: its version field holds the overlay's `version` struct.
  bool versioned(const Semantics::Managed& x) const {
    const model::Struct* st = m.find_struct(x.struct_name);
    const model::Field* version = st && !x.version.empty() ? st->find_field(x.version) : nullptr;
    return version && s.version.present && version->type.name == s.version.struct_name;
  }

  Value version() {
    const auto& v = s.version;
    return section(v.present, v.struct_name, {{"major", &v.major}, {"minor", &v.minor}});
  }

  // The tensor, its dtype and its device are all described, each field
  // holding the struct its section names: a language can offer a typed view.
  bool has_tensor_view() const {
    if (!s.tensor.present || !s.dtype.present || !s.devices.present || s.devices.struct_name.empty()) return false;
    const model::Struct* t = m.find_struct(s.tensor.struct_name);
    const model::Field* dtype = t ? t->find_field(s.tensor.dtype) : nullptr;
    const model::Field* device = t ? t->find_field(s.tensor.device) : nullptr;
    return dtype && device && dtype->type.name == s.dtype.struct_name && device->type.name == s.devices.struct_name;
  }

  Value exchange_api() {
    const auto& x = s.exchange_api;
    Value out = section(x.present, x.struct_name, {{"header_field", &x.header_field}});
    if (!x.present) return out;
    out.set("header_struct", x.header_struct);
    out.set("header_struct_ident", ident(Role::Type, x.header_struct));
    field(out, "version_field", x.version_field);
    field(out, "prev_field", x.prev_field);
    // Its header's version field holds the overlay's version struct.
    const model::Struct* header = m.find_struct(x.header_struct);
    const model::Field* version = header ? header->find_field(x.version_field) : nullptr;
    out.set("has_version", version && s.version.present && version->type.name == s.version.struct_name);
    Value optional = Value::list();
    for (const auto& o : x.optional_fields) optional.push(Value().set("field", o).set("ident", ident(Role::Field, o)));
    out.set("optional", mark_ends(std::move(optional)));
    Value callbacks = Value::list();
    for (const auto& c : x.error_callbacks)
      callbacks.push(Value()
                         .set("function_pointer", c.function_pointer)
                         .set("function_pointer_ident", ident(Role::Type, c.function_pointer))
                         .set("callback", c.callback)
                         .set("context", c.context));
    out.set("error_callbacks", mark_ends(std::move(callbacks)));
    Value fns = functions();
    out.set("function_count", std::to_string(fns.items().size()));
    out.set("functions", std::move(fns));
    return out;
  }

  // Every function-pointer entry of the table, in declaration order, with what
  // the overlay says of it: may it be NULL, how does it report errors.
  Value functions() {
    const auto& x = s.exchange_api;
    Value list = Value::list();
    const model::Struct* api = m.find_struct(x.struct_name);
    if (!api) return list;
    for (const auto& f : api->fields) {
      if (f.type.kind != model::TypeKind::FunctionPointer || f.type.result.empty()) continue;
      const model::FunctionPointer* fp = f.type.name.empty() ? nullptr : m.find_function_pointer(f.type.name);
      const Semantics::ErrorCallback* cb = fp ? s.find_error_callback(fp->name) : nullptr;
      bool optional = std::find(x.optional_fields.begin(), x.optional_fields.end(), f.name) != x.optional_fields.end();
      Value out;
      field(out, "field", f.name);
      out.set("function_pointer", fp ? fp->name : std::string());
      out.set("function_pointer_ident", ident(Role::Type, fp ? fp->name : std::string()));
      out.set("is_optional", optional);
      out.set("has_error_callback", cb != nullptr);
      out.set("callback", cb ? cb->callback : std::string());
      out.set("context", cb ? cb->context : std::string());
      const Semantics::ExchangeApi::Steal* steal = nullptr;
      for (const auto& st : x.steals)
        if (fp && st.function_pointer == fp->name) steal = &st;
      out.set("steals", steal != nullptr);
      out.set("stolen_param", steal ? steal->param : std::string());
      out.set("stolen_deleter", steal ? steal->deleter : std::string());
      out.set("signature", signature(f, fp));
      list.push(std::move(out));
    }
    return mark_ends(std::move(list));
  }

  // A table entry's signature: through its typedef when it has one (the
  // typedef's parameter names and doc), else the field's type; an unnamed
  // parameter is argN.
  static Value signature(const model::Field& f, const model::FunctionPointer* fp) {
    const model::Type& sig = fp ? fp->type : f.type;
    Value out;
    add_docs(out, fp ? fp->doc : std::string(), fp ? fp->history : model::History{});
    Value params = Value::list();
    for (size_t i = 0; i < sig.params.size(); ++i) {
      const auto& p = sig.params[i];
      std::string name = p.name.empty() ? "arg" + std::to_string(i) : p.name;
      params.push(Value().set("name", name).set("c_declaration", c_declaration(p.type, name)));
    }
    out.set("params", mark_ends(std::move(params)));
    const model::Type& ret = f.type.result[0];
    out.set("return_c_type", ret.spelling);
    out.set("returns_void", ret.kind == model::TypeKind::Scalar && ret.name == "void");
    out.set("returns_pointer", ret.kind == model::TypeKind::Pointer);
    return out;
  }

  // Every enumerator value of an enum, mapped or not (`value`), for range checks.
  Value enum_values(const std::string& name) const {
    Value out = Value::list();
    if (const auto* e = m.find_enum(name))
      for (const auto& x : e->enumerators) out.push(Value().set("value", std::to_string(x.value)));
    return mark_ends(std::move(out));
  }

  static Value unmapped(const std::vector<Semantics::Unmapped>& list) {
    Value out = Value::list();
    for (const auto& u : list)
      out.push(Value().set("enumerator", u.enumerator).set("value", std::to_string(u.value)));
    return mark_ends(std::move(out));
  }

  Value devices() {
    Value out;
    const auto& d = s.devices;
    out.set("present", d.present);
    if (!d.present) return out;
    out.set("enum", d.enum_name);
    out.set("enum_ident", ident(Role::Type, d.enum_name));
    out.set("has_struct", !d.struct_name.empty());
    structure(out, d.struct_name);
    field(out, "type_field", d.type_field);
    field(out, "id_field", d.id_field);
    const size_t strip = enumerator_strip(d.enum_name);
    Value types = Value::list();
    Value device_memory;  // the first device type whose memory host code cannot read
    bool has_device_memory = false;
    for (const auto& t : d.types) {
      Value v = mapped_enumerator(t.enumerator, strip, t.entry, t.value)
                    .set("backend", t.backend)
                    .set("host_accessible", t.host_accessible);
      for (const auto& b : d.backends) v.set("is_" + b.name, t.backend == b.name);
      if (!t.host_accessible && !has_device_memory) {
        device_memory = v;
        has_device_memory = true;
      }
      types.push(std::move(v));
    }
    out.set("types", mark_ends(std::move(types)));
    if (has_device_memory) out.set("device_memory", std::move(device_memory));
    out.set("has_unmapped", !d.unmapped.empty());
    out.set("unmapped", unmapped(d.unmapped));
    out.set("values", enum_values(d.enum_name));
    return out;
  }
};

}  // namespace

Value semantic_roles(const model::Model& model, const Semantics& semantics, const Naming* naming) {
  Roles r{model, semantics, naming};
  Value out;
  out.set("file", semantics.file.empty() ? std::string() : std::string("semantics.yaml"));
  out.set("tensor", r.tensor());
  out.set("dtype", r.dtype());
  out.set("flags", r.flags());
  out.set("version", r.version());
  out.set("has_tensor_view", r.has_tensor_view());
  Value managed = r.managed();
  out.set("has_managed", !managed.items().empty());
  out.set("has_managed_view", r.has_tensor_view() && !managed.items().empty());
  // Some managed struct (with a capsule name) that is (is not) versioned.
  auto any_managed = [&](bool versioned, bool with_capsule) {
    return std::any_of(semantics.managed.begin(), semantics.managed.end(), [&](const Semantics::Managed& m) {
      return (!with_capsule || !m.capsule.empty()) && r.versioned(m) == versioned;
    });
  };
  out.set("has_versioned_managed", any_managed(true, false));
  out.set("has_unversioned_managed", any_managed(false, false));
  out.set("has_versioned_capsule", any_managed(true, true));
  out.set("has_unversioned_capsule", any_managed(false, true));
  out.set("has_capsules", any_managed(true, true) || any_managed(false, true));
  // The overlay's version struct, under the names the Zig templates read.
  const std::string version_struct = semantics.version.present ? semantics.version.struct_name : std::string();
  out.set("has_version_struct", !version_struct.empty());
  out.set("version_struct", version_struct);
  out.set("version_struct_ident", r.ident(Role::Type, version_struct));
  out.set("managed", std::move(managed));
  out.set("exchange_api", r.exchange_api());
  out.set("devices", r.devices());
  Value backends = Value::list();
  for (const auto& b : semantics.devices.backends)
    backends.push(Value().set("name", b.name).set("host_accessible", b.host_accessible));
  out.set("backends", mark_ends(std::move(backends)));
  return out;
}

std::map<std::string, std::string> struct_roles(const Semantics& s) {
  std::map<std::string, std::string> out;
  auto put = [&](const std::string& st, const char* role) {
    if (!st.empty()) out.emplace(st, role);
  };
  if (s.tensor.present) put(s.tensor.struct_name, "tensor");
  if (s.dtype.present) put(s.dtype.struct_name, "dtype");
  put(s.devices.struct_name, "device");
  if (s.version.present) put(s.version.struct_name, "version");
  for (const auto& x : s.managed) put(x.struct_name, "managed");
  if (s.exchange_api.present) {
    put(s.exchange_api.struct_name, "exchange_api");
    put(s.exchange_api.header_struct, "exchange_api_header");
  }
  return out;
}

std::map<std::pair<std::string, std::string>, std::string> field_roles(const Semantics& s) {
  std::map<std::pair<std::string, std::string>, std::string> out;
  auto put = [&](const std::string& st, const std::string& f, const std::string& role) {
    if (!st.empty() && !f.empty()) out.emplace(std::make_pair(st, f), role);
  };
  if (s.tensor.present) {
    const auto& t = s.tensor;
    for (auto [f, r] : {std::pair{t.data, "data"}, {t.device, "device"}, {t.ndim, "ndim"}, {t.dtype, "dtype"},
                        {t.shape, "shape"}, {t.strides, "strides"}, {t.byte_offset, "byte_offset"}})
      put(t.struct_name, f, std::string("tensor.") + r);
  }
  if (s.dtype.present)
    for (auto [f, r] : {std::pair{s.dtype.code, "code"}, {s.dtype.bits, "bits"}, {s.dtype.lanes, "lanes"}})
      put(s.dtype.struct_name, f, std::string("dtype.") + r);
  if (s.flags.present) put(s.flags.struct_name, s.flags.field, "flags");
  for (const auto& x : s.managed)
    for (auto [f, r] : {std::pair{x.tensor, "tensor"}, {x.context, "context"}, {x.deleter, "deleter"},
                        {x.version, "version"}, {x.flags, "flags"}})
      put(x.struct_name, f, std::string("managed.") + r);
  if (s.exchange_api.present) {
    const auto& x = s.exchange_api;
    put(x.struct_name, x.header_field, "exchange_api.header");
    put(x.header_struct, x.version_field, "exchange_api.version");
    put(x.header_struct, x.prev_field, "exchange_api.prev");
  }
  return out;
}

}  // namespace dlpackgen::context
