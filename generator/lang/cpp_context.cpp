// The `cpp` extension: keys for the C++ wrapper templates
// (templates/cpp/include/dlpack/*.mustache), all under `cpp`. This is the code a
// table cannot say (owners, mirrors, exchange-API trampolines); everything else
// the C++ templates use comes from the neutral context and templates/cpp/language.yaml.
// Documented in the README section "C++ wrappers and semantics.yaml".
//
// A thin naming pass: which field plays which role, which bits and codes exist,
// which table entries may be NULL all come from the neutral `semantics` keys
// (render/roles.cpp, computed once for every language), with the identifiers the
// descriptor's naming rules give them (`*_ident`, `enums[].ident`). The Model is
// read only for what the C++ wrappers alone need: the declarations a mirror
// struct or a trampoline repeats, and the doc comments as Doxygen. So the same
// templates serve every dlpack.h from v0.1 to v1.3: a part of the wrappers whose
// C declarations the header lacks is left out (its `present`/`has_*` key is
// false), never emitted against a missing name.
#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "lang/doc_doxygen.h"
#include "lang/cpp_support.h"
#include "lang/extensions.h"
#include "lang/language.h"
#include "context/context.h"

namespace dlpackgen::lang {

using render::Value;
using model::Model;
using model::Type;
using model::TypeKind;
using model::Version;
using Role = context::Naming::Role;

namespace {

using namespace cpp_support;

// The `cpp` keys, part by part. `sem` is the neutral `semantics` object.
struct CppContext {
  const Value& root;
  const Value& sem;
  const Model& model;
  const Language& language;

  // The C++ name of a struct, enum or function-pointer typedef (descriptor `naming.types`).
  std::string type_ident(const std::string& c_name) const { return language.ident(Role::Type, c_name, ""); }

  // A flag bit's C++ name: READ_ONLY -> ReadOnly (the neutral `short_name`, Pascal case).
  std::string flag_name(const Value& bit) const {
    return safe_identifier(apply_case(text(bit, "short_name"), "pascal"), language);
  }

  // An enum with enumerators becomes an enum class (the mirrors use it for its fields).
  bool is_enum_class(const std::string& name) const {
    const model::Enum* e = model.find_enum(name);
    return e && !e->enumerators.empty();
  }

  // A mirror struct: same members, same layout, asserted against the C struct.
  // `cpp_name` is the wrapper's own name (Device, DataType, Version in every release).
  Value mirror(const model::Struct& s, const std::string& cpp_name) const {
    Value m;
    m.set("c_name", s.name);
    m.set("cpp_name", cpp_name);
    m.set("doc", doc_data(s.doc, s.history.since));
    Value fields = Value::list();
    for (size_t i = 0; i < s.fields.size(); ++i) {
      const auto& f = s.fields[i];
      bool is_enum = f.type.kind == TypeKind::Enum;
      Value fd;
      fd.set("name", f.name);
      fd.set("cpp_type", is_enum ? type_ident(f.type.name) : tidy_spelling(f.type.spelling));
      fd.set("c_type", tidy_spelling(f.type.spelling));
      fd.set("is_enum", is_enum);
      fd.set("doc", doc_data(f.doc, f.history.since));
      fd.set("is_first", i == 0);
      fd.set("is_last", i + 1 == s.fields.size());
      fields.push(fd);
    }
    m.set("fields", fields);
    return m;
  }

  const model::Struct* role_struct(const Value& part) const {
    return on(part, "present") ? model.find_struct(text(part, "struct")) : nullptr;
  }

  // The device mirror: the struct of the tensor's device field (DLDevice, or
  // DLContext before v0.4), when it is an enum class and one integer index.
  Value device(const model::Struct* tensor) const {
    Value dev;
    dev.set("present", false);
    const auto* f = field_of(tensor, text(member(sem, "tensor"), "device"));
    const model::Struct* device = f ? model.find_struct(f->type.name) : nullptr;
    if (!device || device->fields.size() != 2) return dev;
    std::string type_field, id_field, id_type, type_enum;
    for (const auto& x : device->fields) {
      if (x.type.kind == TypeKind::Enum && is_enum_class(x.type.name) && type_field.empty()) {
        type_field = x.name;
        type_enum = type_ident(x.type.name);
      } else if (x.type.kind == TypeKind::Scalar && id_field.empty()) {
        id_field = x.name;
        id_type = tidy_spelling(x.type.spelling);
      }
    }
    if (type_field.empty() || id_field.empty()) return dev;
    dev = mirror(*device, "Device");
    dev.set("present", true);
    dev.set("type_field", type_field);
    dev.set("id_field", id_field);
    dev.set("id_type", id_type);
    dev.set("type_enum", type_enum);
    return dev;
  }

  // Named factories of one dtype code (`float32`, `bool_`), each name once in the wrappers.
  Value factories(const Value& code, std::set<std::string>& taken) const {
    Value out = Value::list();
    auto add = [&](const std::string& fn, unsigned b) {
      std::string id = safe_identifier(fn, language);
      if (!taken.insert(id).second) return;
      out.push(Value().set("fn", id).set("text", fn).set("bits", std::to_string(b)));
    };
    std::vector<unsigned> bits = bit_widths(member(code, "bits"));
    std::vector<unsigned> common = bit_widths(member(code, "common_bits"));
    if (on(code, "is_named")) add(text(code, "name"), bits.empty() ? 8 : bits[0]);
    else
      for (unsigned b : common.empty() ? bits : common) add(text(code, "prefix") + std::to_string(b), b);
    return out;
  }

  // One code of the dtype enum; its element types (descriptor `dtypes`, the
  // neutral `types`) are also collected, once per type, in `all_types`.
  Value dtype_code(const Value& code, const model::Enum& code_enum, std::set<std::string>& factory_names,
                   Value& all_types, std::set<std::string>& seen_types) const {
    std::string cpp_name = text(code, "enumerator_ident");
    std::vector<unsigned> bits = bit_widths(member(code, "bits"));
    Value cd;
    cd.set("c_name", text(code, "enumerator"));
    cd.set("cpp_name", cpp_name);
    cd.set("kind", text(code, "kind"));
    cd.set("is_prefix", on(code, "is_prefix"));
    cd.set("prefix", text(code, "prefix"));
    cd.set("is_named", on(code, "is_named"));
    cd.set("name", text(code, "name"));
    cd.set("has_bits_rule", !bits.empty());
    std::string rule, allowed;
    Value bits_list = Value::list();
    for (size_t i = 0; i < bits.size(); ++i) {
      rule += (i ? " || bits == " : "bits == ") + std::to_string(bits[i]);
      allowed += (i ? ", " : "") + std::to_string(bits[i]);
      bits_list.push(Value().set("bits", std::to_string(bits[i])));
    }
    cd.set("bits_rule", rule);
    cd.set("bits_list", bits_list);
    cd.set("fixed_bits", bits.empty() ? std::string("0") : std::to_string(bits[0]));
    cd.set("bits_text", allowed);
    cd.set("factories", factories(code, factory_names));
    Value cxx = Value::list();
    for (const auto& t : items(code, "types")) {
      Value x = Value().set("bits", text(t, "bits")).set("type", text(t, "type")).set("code", cpp_name);
      cxx.push(x);
      if (seen_types.insert(text(t, "type")).second) all_types.push(x);
    }
    bool has_cxx = !cxx.items().empty();
    cd.set("cxx", std::move(cxx));
    cd.set("has_cxx", has_cxx);
    for (const auto& x : code_enum.enumerators)
      if (x.name == text(code, "enumerator")) cd.set("doc", doc_data(x.doc));
    return cd;
  }

  Value dtype() const {
    const Value& d = member(sem, "dtype");
    const model::Struct* dtype_struct = role_struct(d);
    const model::Enum* code_enum = on(d, "present") ? model.find_enum(text(d, "code_enum")) : nullptr;
    if (!dtype_struct || !code_enum) return Value().set("present", false);
    Value dt = mirror(*dtype_struct, "DataType");
    dt.set("present", true);
    dt.set("code", text(d, "code"));
    dt.set("bits", text(d, "bits"));
    dt.set("lanes", text(d, "lanes"));
    dt.set("code_enum", text(d, "code_enum_ident"));
    dt.set("code_enum_c", text(d, "code_enum"));
    Value codes = Value::list(), all_types = Value::list();
    std::set<std::string> factory_names, seen_types;
    std::map<std::string, std::string> kind_code;  // kind -> its first code's C++ name
    for (const auto& code : items(d, "codes")) {
      kind_code.emplace(text(code, "kind"), text(code, "enumerator_ident"));
      codes.push(dtype_code(code, *code_enum, factory_names, all_types, seen_types));
    }
    dt.set("codes", codes);
    dt.set("has_factories", !factory_names.empty());
    dt.set("cxx_types", all_types);
    for (const char* kind : {"signed", "unsigned", "float", "complex", "bool"}) {
      auto it = kind_code.find(kind);
      dt.set(std::string("has_") + kind, it != kind_code.end());
      dt.set(std::string(kind) + "_code", it != kind_code.end() ? it->second : std::string());
    }
    return dt;
  }

  // The major or minor number of the version that introduced macro `m` (the
  // schema's history, else `overlay_since`, the overlay's word for it), "0"
  // when neither knows: known in every version.
  static std::string since_part(const model::Macro* m, const std::string& overlay_since, bool major) {
    auto v = m ? model::Version::parse(m->history.since) : std::nullopt;
    if (!v) v = model::Version::parse(overlay_since);
    return std::to_string(v ? (major ? v->major : v->minor) : 0);
  }

  Value flags() const {
    const Value& f = member(sem, "flags");
    const model::Field* field = field_of(role_struct(f), text(f, "field"));
    const auto& bits = items(f, "bits");
    Value fl;
    fl.set("present", field != nullptr && !bits.empty());
    if (!field || bits.empty()) return fl;
    fl.set("underlying", tidy_spelling(field->type.spelling));
    fl.set("doc", doc_data(field->doc));
    Value list = Value::list();
    for (size_t i = 0; i < bits.size(); ++i) {
      const model::Macro* m = model.find_macro(text(bits[i], "macro"));
      list.push(Value()
                    .set("cpp_name", flag_name(bits[i]))
                    .set("macro", text(bits[i], "macro"))
                    .set("role", text(bits[i], "role"))
                    .set("is_last", i + 1 == bits.size())
                    .set("since_major", since_part(m, text(bits[i], "since"), true))
                    .set("since_minor", since_part(m, text(bits[i], "since"), false))
                    .set("doc", doc_data(m ? m->doc : "", m ? m->history.since : "")));
    }
    fl.set("bits", list);
    const Value& roles = member(f, "roles");
    for (const auto& role : overlay::Semantics::kFlagRoles) {
      const Value* bit = roles.get(role);
      fl.set("has_" + role, bit != nullptr);
      fl.set(role, bit ? flag_name(*bit) : std::string());
    }
    return fl;
  }

  // The version mirror: DLPackVersion, found through a managed struct's version field.
  Value version_struct() const {
    for (const auto& m : items(sem, "managed")) {
      if (!on(m, "has_version")) continue;
      const auto* f = field_of(model.find_struct(text(m, "struct")), text(m, "version"));
      const auto* vs = f ? model.find_struct(f->type.name) : nullptr;
      if (vs && vs->fields.size() == 2 && field_of(vs, "major") && field_of(vs, "minor"))
        return mirror(*vs, "Version").set("present", true);
    }
    return Value().set("present", false);
  }

  // The owning wrappers of the managed structs (only with a tensor view to hand out).
  Value owners(bool has_view, bool has_version, bool has_flags) const {
    Value out = Value::list();
    if (!has_view) return out;
    const Value& fl = member(sem, "flags");
    for (const auto& m : items(sem, "managed")) {
      const auto* s = model.find_struct(text(m, "struct"));
      if (!s) continue;
      std::string cpp_name = text(m, "struct_ident");
      bool versioned = on(m, "has_version") && has_version;
      bool flags = on(m, "has_flags") && has_flags && text(fl, "struct") == s->name &&
                   text(fl, "field") == text(m, "flags");
      Value od;
      od.set("c_struct", s->name);
      od.set("cpp_name", cpp_name);
      od.set("snake_name", apply_case(cpp_name, "snake"));
      od.set("feature_macro", "DLPACK_CPP_HAS_" + apply_case(cpp_name, "upper_snake"));
      for (const char* role : {"tensor", "context", "deleter"}) od.set(role, text(m, role));
      od.set("has_version", versioned);
      od.set("version", text(m, "version"));
      od.set("has_flags", flags);
      od.set("flags", text(m, "flags"));
      od.set("doc", doc_data(s->doc, s->history.since));
      if (const auto* f = field_of(s, text(m, "deleter"))) od.set("deleter_doc", doc_data(f->doc));
      out.push(od);
    }
    return out;
  }

  // One trampoline: `fn` is the neutral `exchange_api.functions[]` entry, `f`
  // its field; the signature through the typedef when there is one (its
  // parameter names), else the field type.
  Value exchange_function(const Value& fn, const model::Field& f) const {
    const std::string typedef_name = text(fn, "function_pointer");
    const model::FunctionPointer* fp = typedef_name.empty() ? nullptr : model.find_function_pointer(typedef_name);
    const Type& sig = fp ? fp->type : f.type;
    const Type& ret = f.type.result[0];
    Value fd;
    fd.set("field", f.name);
    fd.set("fp_type", f.type.name.empty() ? declare(f.type, "") : f.type.name);
    std::string params, args;
    for (size_t i = 0; i < sig.params.size(); ++i) {
      std::string name = sig.params[i].name.empty() ? "arg" + std::to_string(i) : sig.params[i].name;
      params += (i ? ", " : "") + declare(sig.params[i].type, name);
      args += (i ? ", " : "") + name;
    }
    fd.set("params", params);
    fd.set("args", args);
    std::string ret_type = tidy_spelling(ret.spelling);
    bool is_void = ret.kind == TypeKind::Scalar && (ret.name == "void" || ret_type == "void");
    fd.set("return_type", ret_type);
    fd.set("returns_void", is_void);
    fd.set("fail_value", ret.kind == TypeKind::Pointer ? "nullptr" : "-1");
    fd.set("ok_value", ret.kind == TypeKind::Pointer ? "nullptr" : "0");
    fd.set("has_error_callback", on(fn, "has_error_callback"));
    fd.set("callback", text(fn, "callback"));
    fd.set("context", text(fn, "context"));
    fd.set("optional", on(fn, "is_optional"));
    fd.set("steals", on(fn, "steals"));
    fd.set("stolen_param", text(fn, "stolen_param"));
    fd.set("stolen_deleter", text(fn, "stolen_deleter"));
    fd.set("doc", doc_data(f.doc, f.history.since));
    fd.set("fp_doc", doc_data(fp ? fp->doc : "", fp ? fp->history.since : ""));
    return fd;
  }

  Value exchange(bool has_versioned) const {
    const Value& x = member(sem, "exchange_api");
    const model::Struct* api = role_struct(x);
    Value ex;
    ex.set("present", api != nullptr && has_versioned);
    if (!api || !has_versioned) return ex;
    ex.set("c_struct", api->name);
    for (const char* key : {"header_field", "header_struct", "version_field", "prev_field"}) ex.set(key, text(x, key));
    ex.set("doc", doc_data(api->doc, api->history.since));
    Value fns = Value::list();
    for (const auto& fn : items(x, "functions"))
      if (const auto* f = field_of(api, text(fn, "field"))) fns.push(exchange_function(fn, *f));
    ex.set("function_count", std::to_string(fns.items().size()));
    ex.set("functions", fns);
    return ex;
  }

  Value build() const {
    Value cpp;
    const model::Struct* tensor_struct = role_struct(member(sem, "tensor"));
    Value dev = tensor_struct ? device(tensor_struct) : Value().set("present", false);
    cpp.set("device", dev);
    Value dt = dtype();
    bool has_view = tensor_struct && on(dt, "present") && on(dev, "present");
    cpp.set("dtype", std::move(dt));
    cpp.set("has_view", has_view);
    Value fl = flags();
    bool has_flags = on(fl, "present");
    cpp.set("flags", std::move(fl));
    Value vm = version_struct();
    bool has_version = on(vm, "present");
    cpp.set("version_struct", std::move(vm));
    Value owners_list = owners(has_view, has_version, has_flags);
    bool has_versioned = false, has_legacy = false;
    for (const auto& o : owners_list.items()) {
      has_versioned = has_versioned || on(o, "has_version");
      has_legacy = has_legacy || !on(o, "has_version");
    }
    bool has_owners = !owners_list.items().empty();
    cpp.set("owners", std::move(owners_list));
    cpp.set("has_owners", has_owners);
    cpp.set("has_versioned", has_versioned);
    cpp.set("has_legacy", has_legacy);
    cpp.set("exchange", exchange(has_versioned));
    return cpp;
  }
};

}  // namespace

void add_cpp_context(Value& root, const Model& model, const Language& language) {
  static const Value none;
  const Value* sem = root.get("semantics");
  Value cpp = CppContext{root, sem ? *sem : none, model, language}.build();
  render::mark_all_ends(cpp);  // every list promises is_first / is_last (templates/README.md)
  root.set("cpp", cpp);
}

}  // namespace dlpackgen::lang
