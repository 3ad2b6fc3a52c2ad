// The `cpp` extension: keys for the C++ wrapper templates
// (templates/cpp/include/dlpack/*.mustache), all under `cpp`. This is the code a
// table cannot say (owners, mirrors, exchange-API trampolines); everything else
// the C++ templates use comes from the neutral context and templates/cpp/language.yaml.
// Documented in the README section "C++ wrappers and semantics.yaml".
//
// Every name here is derived from the Model and the validated semantics
// overlay, so the same templates serve every dlpack.h from v0.1 to v1.3: a part
// of the wrappers whose C declarations the header lacks is left out (its
// `present`/`has_*` key is false), never emitted against a missing name.
#include <algorithm>
#include <map>
#include <cctype>
#include <set>
#include <sstream>

#include "lang/cpp_docs.h"
#include "lang/extensions.h"
#include "lang/language.h"
#include "render/context.h"

namespace dlpackgen::lang {

using render::Value;
using render::Semantics;
using data = render::Value;
using model::Model;
using model::Type;
using model::TypeKind;
using model::Version;

namespace {

data list() { return Value::list(); }
data boolean(bool b) { return Value(b); }

// A C++ identifier: C++'s reserved words (templates/cpp/language.yaml) escaped,
// and a name that is empty or starts with a digit given a trailing '_'.
std::string safe_identifier(const std::string& name, const Language& language) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return name + "_";
  return language.escape(name);
}

// DLDeviceType -> DeviceType, DLManagedTensorVersioned -> ManagedTensorVersioned.
std::string cpp_type_name(const std::string& c_name) {
  if (c_name.size() > 2 && c_name.compare(0, 2, "DL") == 0 && std::isupper(static_cast<unsigned char>(c_name[2])))
    return c_name.substr(2);
  return c_name;
}

// kDLCUDA -> CUDA, kDLFloat8_e4m3fn -> Float8_e4m3fn, v0.1's kCPU -> CPU.
std::string enumerator_cpp_name(const std::string& c_name, const Language& language) {
  std::string n = c_name;
  if (n.size() > 3 && n.compare(0, 3, "kDL") == 0 && std::isupper(static_cast<unsigned char>(n[3])))
    n = n.substr(3);
  else if (n.size() > 1 && n[0] == 'k' && std::isupper(static_cast<unsigned char>(n[1])))
    n = n.substr(1);
  return safe_identifier(n, language);
}

// READ_ONLY -> ReadOnly.
std::string camel_from_upper_snake(const std::string& s, const Language& language) {
  return safe_identifier(apply_case(s, "pascal"), language);
}


// "int64_t *" -> "int64_t*".
std::string tidy_spelling(std::string s) {
  for (size_t p; (p = s.find(" *")) != std::string::npos;) s.erase(p, 1);
  return s;
}

// A C declaration of `name` with type `t` ("void (*SetError)(void* error_ctx, ...)").
std::string declare(const Type& t, const std::string& name) {
  if (t.kind == TypeKind::FunctionPointer && t.name.empty() && !t.result.empty()) {
    std::string params;
    for (size_t i = 0; i < t.params.size(); ++i) {
      if (i) params += ", ";
      params += declare(t.params[i].type, t.params[i].name);
    }
    return tidy_spelling(t.result[0].spelling) + " (*" + name + ")(" + (params.empty() ? "void" : params) + ")";
  }
  if (t.kind == TypeKind::Array && !t.element.empty())
    return declare(t.element[0], name + "[" + std::to_string(t.array_size) + "]");
  std::string s = tidy_spelling(t.kind == TypeKind::FunctionPointer && !t.name.empty() ? t.name : t.spelling);
  return name.empty() ? s : s + " " + name;
}

const model::Field* field_of(const model::Struct* s, const std::string& name) {
  if (!s) return nullptr;
  for (const auto& f : s->fields)
    if (f.name == name) return &f;
  return nullptr;
}

std::optional<Version> since_of(const model::History& h) {
  if (h.since.empty()) return std::nullopt;
  return Version::parse(h.since);
}

// The C++ type a mirror uses for a C field: enums become the enum class.
std::string mirror_type(const model::Field& f) {
  if (f.type.kind == TypeKind::Enum) return cpp_type_name(f.type.name);
  return tidy_spelling(f.type.spelling);
}

// A mirror struct: same members, same layout, asserted against the C struct.
data mirror_data(const model::Struct& s, const std::string& cpp_name) {
  data m;
  m.set("c_name", s.name);
  m.set("cpp_name", cpp_name);
  m.set("doc", doc_data(s.doc, s.history.since));
  data fields = list();
  for (size_t i = 0; i < s.fields.size(); ++i) {
    const auto& f = s.fields[i];
    data fd;
    fd.set("name", f.name);
    fd.set("cpp_type", mirror_type(f));
    fd.set("c_type", tidy_spelling(f.type.spelling));
    fd.set("is_enum", boolean(f.type.kind == TypeKind::Enum));
    fd.set("doc", doc_data(f.doc, f.history.since));
    fd.set("is_first", boolean(i == 0));
    fd.set("is_last", boolean(i + 1 == s.fields.size()));
    fields.push(fd);
  }
  m.set("fields", fields);
  return m;
}

std::string version_check_expr(const Model& model) {
  const auto& h = model.header;
  if (!h.version.known()) return "";
  if (h.version_macro == "DLPACK_VERSION") {
    const auto* m = model.find_macro("DLPACK_VERSION");
    return "DLPACK_VERSION == " + (m ? m->spelling : std::to_string(h.version.major * 100 + h.version.minor * 10));
  }
  return "DLPACK_MAJOR_VERSION == " + std::to_string(h.version.major) +
         " && DLPACK_MINOR_VERSION == " + std::to_string(h.version.minor);
}

}  // namespace

void add_cpp_context(Value& root, const Model& model, const Semantics& sem, const Language& language) {
  data cpp;
  cpp.set("c_header", "dlpack/dlpack.h");

  // ---- version ----
  const auto& hv = model.header.version;
  data version;
  version.set("known", boolean(hv.known()));
  version.set("major", std::to_string(hv.known() ? hv.major : 0));
  version.set("minor", std::to_string(hv.known() ? hv.minor : 0));
  version.set("text", hv.str());
  std::string check = version_check_expr(model);
  version.set("check", check);
  version.set("has_check", boolean(!check.empty()));
  version.set("sha256_short", model.header.sha256.substr(0, std::min<size_t>(12, model.header.sha256.size())));
  cpp.set("version", version);

  // ---- enums ----
  std::set<std::string> enum_names;
  data enums = list();
  for (const auto& e : model.enums) {
    if (e.enumerators.empty()) continue;
    enum_names.insert(e.name);
    data ed;
    ed.set("c_name", e.name);
    ed.set("cpp_name", cpp_type_name(e.name));
    ed.set("snake_name", apply_case(cpp_type_name(e.name), "snake"));
    ed.set("doc", doc_data(e.doc, e.history.since));
    data items = list();
    std::set<int64_t> seen_values;
    bool has_since = false;
    size_t unique = 0;
    for (size_t i = 0; i < e.enumerators.size(); ++i) {
      const auto& x = e.enumerators[i];
      data xd;
      bool alias = !seen_values.insert(x.value).second;
      if (!alias) ++unique;
      auto since = since_of(x.history);
      has_since = has_since || since.has_value();
      xd.set("c_name", x.name);
      xd.set("cpp_name", enumerator_cpp_name(x.name, language));
      xd.set("enum_cpp", cpp_type_name(e.name));
      xd.set("value", std::to_string(x.value));
      xd.set("is_alias", boolean(alias));
      xd.set("has_since", boolean(since.has_value()));
      xd.set("since_major", std::to_string(since ? since->major : 0));
      xd.set("since_minor", std::to_string(since ? since->minor : 0));
      xd.set("doc", doc_data(x.doc, x.history));
      xd.set("renamed_from", x.history.renamed_from);
      xd.set("has_renamed_from", boolean(!x.history.renamed_from.empty() && x.history.renamed_from != x.name));
      xd.set("is_last", boolean(i + 1 == e.enumerators.size()));
      items.push(xd);
    }
    ed.set("enumerators", items);
    ed.set("count", std::to_string(unique));
    ed.set("has_since", boolean(has_since));
    enums.push(ed);
  }
  cpp.set("enums", enums);

  // ---- tensor, device ----
  const model::Struct* tensor = sem.tensor.present ? model.find_struct(sem.tensor.struct_name) : nullptr;
  data td;
  td.set("present", boolean(tensor != nullptr));
  const model::Struct* device = nullptr;
  if (tensor) {
    td.set("c_struct", tensor->name);
    td.set("data", sem.tensor.data);
    td.set("device", sem.tensor.device);
    td.set("ndim", sem.tensor.ndim);
    td.set("dtype", sem.tensor.dtype);
    td.set("shape", sem.tensor.shape);
    td.set("strides", sem.tensor.strides);
    td.set("byte_offset", sem.tensor.byte_offset);
    td.set("doc", doc_data(tensor->doc, tensor->history.since));
    bool rule = sem.tensor.strides_required_since.known();
    td.set("has_strides_rule", boolean(rule));
    td.set("strides_major", std::to_string(rule ? sem.tensor.strides_required_since.major : 0));
    td.set("strides_minor", std::to_string(rule ? sem.tensor.strides_required_since.minor : 0));
    if (const auto* f = field_of(tensor, sem.tensor.device)) device = model.find_struct(f->type.name);
    if (const auto* f = field_of(tensor, sem.tensor.strides)) td.set("strides_doc", doc_data(f->doc));
  }
  cpp.set("tensor", td);

  data dev;
  dev.set("present", boolean(false));
  if (device) {
    // The field holding the device type enum and the integer index.
    std::string type_field, id_field, id_type, type_enum;
    for (const auto& f : device->fields) {
      if (f.type.kind == TypeKind::Enum && enum_names.count(f.type.name) && type_field.empty()) {
        type_field = f.name;
        type_enum = cpp_type_name(f.type.name);
      } else if (f.type.kind == TypeKind::Scalar && id_field.empty()) {
        id_field = f.name;
        id_type = tidy_spelling(f.type.spelling);
      }
    }
    if (!type_field.empty() && !id_field.empty() && device->fields.size() == 2) {
      dev = mirror_data(*device, "Device");
      dev.set("present", boolean(true));
      dev.set("type_field", type_field);
      dev.set("id_field", id_field);
      dev.set("id_type", id_type);
      dev.set("type_enum", type_enum);
    }
  }
  cpp.set("device", dev);

  // ---- dtype ----
  const model::Struct* dtype_struct = sem.dtype.present ? model.find_struct(sem.dtype.struct_name) : nullptr;
  const model::Enum* code_enum = sem.dtype.present ? model.find_enum(sem.dtype.code_enum) : nullptr;
  data dt;
  dt.set("present", boolean(dtype_struct && code_enum));
  if (dtype_struct && code_enum) {
    dt = mirror_data(*dtype_struct, "DataType");
    dt.set("present", boolean(true));
    dt.set("code", sem.dtype.code);
    dt.set("bits", sem.dtype.bits);
    dt.set("lanes", sem.dtype.lanes);
    dt.set("code_enum", cpp_type_name(code_enum->name));
    dt.set("code_enum_c", code_enum->name);
    data codes = list(), cxx_all = list();
    std::set<std::string> factory_names, cxx_types;
    std::map<std::string, std::string> kind_code;  // kind -> first enumerator (cpp name)
    for (const auto& c : sem.dtype.codes) {
      data cd;
      std::string cpp_name = enumerator_cpp_name(c.enumerator, language);
      kind_code.emplace(c.kind, cpp_name);
      cd.set("c_name", c.enumerator);
      cd.set("cpp_name", cpp_name);
      cd.set("kind", c.kind);
      cd.set("is_prefix", boolean(!c.prefix.empty()));
      cd.set("prefix", c.prefix);
      cd.set("is_named", boolean(!c.name.empty()));
      cd.set("name", c.name);
      cd.set("has_bits_rule", boolean(!c.bits.empty()));
      std::string rule;
      data bits = list();
      for (size_t i = 0; i < c.bits.size(); ++i) {
        rule += (i ? " || bits == " : "bits == ") + std::to_string(c.bits[i]);
        data b;
        b.set("bits", std::to_string(c.bits[i]));
        bits.push(b);
      }
      cd.set("bits_rule", rule);
      cd.set("bits_list", bits);
      cd.set("fixed_bits", c.bits.empty() ? std::string("0") : std::to_string(c.bits[0]));
      std::string allowed;
      for (size_t i = 0; i < c.bits.size(); ++i) allowed += (i ? ", " : "") + std::to_string(c.bits[i]);
      cd.set("bits_text", allowed);
      data factories = list();
      auto add_factory = [&](const std::string& fn, unsigned b) {
        std::string id = safe_identifier(fn, language);
        if (!factory_names.insert(id).second) return;
        data f;
        f.set("fn", id);
        f.set("text", fn);
        f.set("bits", std::to_string(b));
        factories.push(f);
      };
      if (!c.name.empty()) add_factory(c.name, c.bits.empty() ? 8 : c.bits[0]);
      else
        for (unsigned b : c.common_bits.empty() ? c.bits : c.common_bits) add_factory(c.prefix + std::to_string(b), b);
      cd.set("factories", factories);
      data cxx = list();
      auto types = language.descriptor().dtypes.find(c.entry);
      static const std::map<unsigned, std::string> none;
      const auto& cxx_of = types == language.descriptor().dtypes.end() ? none : types->second;
      for (const auto& [bits, type] : cxx_of) {
        data x;
        x.set("bits", std::to_string(bits));
        x.set("type", type);
        x.set("code", cpp_name);
        cxx.push(x);
        if (cxx_types.insert(type).second) cxx_all.push(x);
      }
      cd.set("cxx", cxx);
      cd.set("has_cxx", boolean(!cxx_of.empty()));
      for (const auto& x : code_enum->enumerators)
        if (x.name == c.enumerator) cd.set("doc", doc_data(x.doc));
      codes.push(cd);
    }
    dt.set("codes", codes);
    dt.set("has_factories", boolean(!factory_names.empty()));
    dt.set("cxx_types", cxx_all);
    for (const char* kind : {"signed", "unsigned", "float", "complex", "bool"}) {
      auto it = kind_code.find(kind);
      dt.set(std::string("has_") + kind, boolean(it != kind_code.end()));
      dt.set(std::string(kind) + "_code", it != kind_code.end() ? it->second : std::string());
    }
  }
  cpp.set("dtype", dt);
  bool has_view = tensor && dt.get("present")->boolean() && dev.get("present")->boolean();
  cpp.set("has_view", boolean(has_view));

  // ---- flags ----
  data fl;
  const model::Struct* flags_struct = sem.flags.present ? model.find_struct(sem.flags.struct_name) : nullptr;
  const model::Field* flags_field = field_of(flags_struct, sem.flags.field);
  fl.set("present", boolean(flags_field != nullptr && !sem.flags.bits.empty()));
  if (flags_field && !sem.flags.bits.empty()) {
    fl.set("underlying", tidy_spelling(flags_field->type.spelling));
    fl.set("doc", doc_data(flags_field->doc));
    data bits = list();
    for (size_t i = 0; i < sem.flags.bits.size(); ++i) {
      const auto& b = sem.flags.bits[i];
      data bd;
      std::string name = camel_from_upper_snake(b.macro.substr(sem.flags.macro_prefix.size()), language);
      bd.set("cpp_name", name);
      bd.set("macro", b.macro);
      bd.set("role", b.role);
      bd.set("is_last", boolean(i + 1 == sem.flags.bits.size()));
      const auto* m = model.find_macro(b.macro);
      bd.set("doc", doc_data(m ? m->doc : "", m ? m->history.since : ""));
      bits.push(bd);
    }
    fl.set("bits", bits);
    for (const char* role : {"read_only", "is_copied", "subbyte_padded"}) {
      const auto* b = sem.find_flag_role(role);
      fl.set(std::string("has_") + role, boolean(b != nullptr));
      fl.set(role, b ? camel_from_upper_snake(b->macro.substr(sem.flags.macro_prefix.size()), language) : std::string());
    }
  }
  cpp.set("flags", fl);

  // ---- version mirror (DLPackVersion, found through the managed struct's version field) ----
  data vm;
  vm.set("present", boolean(false));
  for (const auto& m : sem.managed) {
    if (m.version.empty()) continue;
    const auto* f = field_of(model.find_struct(m.struct_name), m.version);
    const auto* vs = f ? model.find_struct(f->type.name) : nullptr;
    if (vs && vs->fields.size() == 2 && field_of(vs, "major") && field_of(vs, "minor")) {
      vm = mirror_data(*vs, "Version");
      vm.set("present", boolean(true));
      break;
    }
  }
  cpp.set("version_struct", vm);

  // ---- owners ----
  data owners = list();
  bool has_versioned = false, has_legacy = false;
  for (const auto& m : sem.managed) {
    const auto* s = model.find_struct(m.struct_name);
    if (!s || !has_view) continue;
    data od;
    std::string cpp_name = cpp_type_name(s->name);
    bool versioned = !m.version.empty() && vm.get("present")->boolean();
    bool flags = !m.flags.empty() && fl.get("present")->boolean() && sem.flags.struct_name == s->name &&
                 sem.flags.field == m.flags;
    od.set("c_struct", s->name);
    od.set("cpp_name", cpp_name);
    od.set("snake_name", apply_case(cpp_name, "snake"));
    od.set("feature_macro", "DLPACK_CPP_HAS_" + apply_case(cpp_name, "upper_snake"));
    od.set("tensor", m.tensor);
    od.set("context", m.context);
    od.set("deleter", m.deleter);
    od.set("has_version", boolean(versioned));
    od.set("version", m.version);
    od.set("has_flags", boolean(flags));
    od.set("flags", m.flags);
    od.set("doc", doc_data(s->doc, s->history.since));
    if (const auto* f = field_of(s, m.deleter)) od.set("deleter_doc", doc_data(f->doc));
    has_versioned = has_versioned || versioned;
    has_legacy = has_legacy || !versioned;
    owners.push(od);
  }
  cpp.set("owners", owners);
  cpp.set("has_owners", boolean(!owners.items().empty()));
  cpp.set("has_versioned", boolean(has_versioned));
  cpp.set("has_legacy", boolean(has_legacy));

  // ---- exchange API ----
  data ex;
  const model::Struct* api = sem.exchange_api.present ? model.find_struct(sem.exchange_api.struct_name) : nullptr;
  ex.set("present", boolean(api != nullptr && has_versioned));
  if (api && has_versioned) {
    ex.set("c_struct", api->name);
    ex.set("header_field", sem.exchange_api.header_field);
    ex.set("header_struct", sem.exchange_api.header_struct);
    ex.set("version_field", sem.exchange_api.version_field);
    ex.set("prev_field", sem.exchange_api.prev_field);
    ex.set("doc", doc_data(api->doc, api->history.since));
    data fns = list();
    for (const auto& f : api->fields) {
      if (f.type.kind != TypeKind::FunctionPointer || f.type.result.empty()) continue;
      const Type& ret = f.type.result[0];
      // The signature: through the typedef when there is one (its parameter names), else the field type.
      const model::FunctionPointer* fp = f.type.name.empty() ? nullptr : model.find_function_pointer(f.type.name);
      const Type& sig = fp ? fp->type : f.type;
      data fd;
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
      bool is_void = ret.kind == TypeKind::Scalar && ret.name == "void";
      if (ret.kind == TypeKind::Scalar && ret_type == "void") is_void = true;
      fd.set("return_type", ret_type);
      fd.set("returns_void", boolean(is_void));
      fd.set("fail_value", ret.kind == TypeKind::Pointer ? "nullptr" : "-1");
      fd.set("ok_value", ret.kind == TypeKind::Pointer ? "nullptr" : "0");
      const auto* cb = fp ? sem.find_error_callback(fp->name) : nullptr;
      fd.set("has_error_callback", boolean(cb != nullptr));
      fd.set("callback", cb ? cb->callback : "");
      fd.set("context", cb ? cb->context : "");
      bool optional = std::find(sem.exchange_api.optional_fields.begin(), sem.exchange_api.optional_fields.end(),
                                f.name) != sem.exchange_api.optional_fields.end();
      fd.set("optional", boolean(optional));
      fd.set("doc", doc_data(f.doc, f.history.since));
      fd.set("fp_doc", doc_data(fp ? fp->doc : "", fp ? fp->history.since : ""));
      fns.push(fd);
    }
    ex.set("functions", fns);
  }
  cpp.set("exchange", ex);

  render::mark_all_ends(cpp);  // every list promises is_first / is_last (templates/README.md)
  root.set("cpp", cpp);
}

}  // namespace dlpackgen::lang
