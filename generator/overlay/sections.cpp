// The overlay's sections tensor, dtype, flags, version, managed and exchange_api
// (devices: dispatch.cpp; loading a file and what it extends: layers.cpp).
#include "overlay/semantics.h"
#include "overlay/loader.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include <yaml-cpp/mark.h>

#include "schema/c_text.h"
#include "yaml/yaml_node.h"

#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::overlay {

using model::Model;
using model::Version;
using util::Diagnostic;

namespace {

const std::set<std::string> kKinds(Semantics::kDTypeKinds.begin(), Semantics::kDTypeKinds.end());
const std::set<std::string> kFlagRoles(Semantics::kFlagRoles.begin(), Semantics::kFlagRoles.end());

// A dtype's text form or its prefix: [a-z][a-z0-9_]* ("int", "float8_e4m3fn").
bool is_dtype_word(const std::string& text) {
  if (text.empty() || text[0] < 'a' || text[0] > 'z') return false;
  for (char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

}  // namespace

namespace detail {

const model::Field* find_field(const model::Struct* s, const std::string& name) {
  return s ? s->find_field(name) : nullptr;
}

const model::Enumerator* find_enumerator(const model::Enum* e, const std::string& name) {
  return e ? e->find_enumerator(name) : nullptr;
}

// ---- sections ----

void Loader::load_tensor(const yaml::Node& n, Semantics& s) {
  keys(n, "tensor", {"struct", "since", "fields", "strides_required_since", "max_ndim"}, {"struct", "fields"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "tensor");
  std::string sname = str(n["struct"], "tensor.struct");
  const auto* st = need_struct(e, n["struct"], sname);
  auto f = n["fields"];
  static const std::set<std::string> roles = {"data", "device", "ndim", "dtype", "shape", "strides", "byte_offset"};
  keys(f, "tensor.fields", roles, roles);
  Semantics::Tensor t;
  t.struct_name = sname;
  if (f && f.IsMap()) {
    t.data = need_field(e, st, f["data"], "tensor.fields.data");
    t.device = need_field(e, st, f["device"], "tensor.fields.device");
    t.ndim = need_field(e, st, f["ndim"], "tensor.fields.ndim");
    t.dtype = need_field(e, st, f["dtype"], "tensor.fields.dtype");
    t.shape = need_field(e, st, f["shape"], "tensor.fields.shape");
    t.strides = need_field(e, st, f["strides"], "tensor.fields.strides");
    t.byte_offset = need_field(e, st, f["byte_offset"], "tensor.fields.byte_offset");
    need_kind(e, f["data"], st, t.data, model::TypeKind::Pointer, "a pointer");
    need_kind(e, f["shape"], st, t.shape, model::TypeKind::Pointer, "a pointer");
    need_kind(e, f["strides"], st, t.strides, model::TypeKind::Pointer, "a pointer");
    need_kind(e, f["device"], st, t.device, model::TypeKind::Struct, "a struct");
    need_kind(e, f["dtype"], st, t.dtype, model::TypeKind::Struct, "a struct");
  }
  if (auto v = n["strides_required_since"]) t.strides_required_since = version(v, "tensor.strides_required_since");
  if (auto v = n["max_ndim"]) {
    int m = 0;
    if (!as_int(v, m) || m < 1 || m > 1 << 20) error(v, "tensor.max_ndim: a number of dimensions in 1..1048576");
    else t.max_ndim = m;
  }
  if (settle(e, s)) {
    t.present = true;
    s.tensor = t;
  }
}

// One `dtype.codes` entry's kind, text form and widths, checked; `seen_texts`
// holds the text forms of the entries before it.
void Loader::read_dtype_code(const yaml::Node& c, const std::string& label, Semantics::DTypeCode& code,
                             std::set<std::string>& seen_texts) {
  code.kind = str(c["kind"], label + ".kind");
  if (!code.kind.empty() && !kKinds.count(code.kind)) {
    std::string list;
    for (const auto& k : kKinds) list += (list.empty() ? "" : ", ") + k;
    error(c["kind"], label + ".kind: unknown kind '" + code.kind + "' (expected one of: " + list + ")");
  }
  if (c["prefix"]) code.prefix = str(c["prefix"], label + ".prefix");
  if (c["name"]) code.name = str(c["name"], label + ".name");
  // The text form goes into generated code (factory names, string literals).
  for (const char* key : {"prefix", "name"}) {
    const std::string& text = std::string(key) == "prefix" ? code.prefix : code.name;
    if (!text.empty() && !is_dtype_word(text))
      error(c[key], label + "." + key + ": '" + text + "' is not a dtype text (lowercase letters, digits and '_', "
                                                   "starting with a letter: int, float8_e4m3fn)");
  }
  if (c["prefix"].IsDefined() == c["name"].IsDefined())
    error(c, label + ": give exactly one of 'prefix' (text = prefix + bits) or 'name' (one fixed width)");
  code.bits = bits_list(c["bits"], label + ".bits");
  code.common_bits = bits_list(c["common_bits"], label + ".common_bits");
  if (c["name"] && code.bits.size() != 1)
    error(c["bits"].IsDefined() ? c["bits"] : static_cast<const yaml::Node&>(c), label + ": a code with a fixed 'name' needs exactly one width in 'bits'");
  for (const auto& t : {code.prefix, code.name})
    if (!t.empty() && !seen_texts.insert(t).second) error(c, label + ": text '" + t + "' is used by another code");
  if (c["cxx"])
    error(c["cxx"], label + ".cxx: element types are the language's, not the overlay's: give them under "
                            "`dtypes:` in templates/<lang>/language.yaml");
}

void Loader::load_dtype(const yaml::Node& n, Semantics& s) {
  keys(n, "dtype", {"struct", "since", "fields", "code_enum", "codes"}, {"struct", "fields", "code_enum", "codes"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "dtype");
  std::string sname = str(n["struct"], "dtype.struct");
  const auto* st = need_struct(e, n["struct"], sname);
  auto f = n["fields"];
  static const std::set<std::string> roles = {"code", "bits", "lanes"};
  keys(f, "dtype.fields", roles, roles);
  Semantics::DType d;
  d.struct_name = sname;
  if (f && f.IsMap()) {
    d.code = need_field(e, st, f["code"], "dtype.fields.code");
    d.bits = need_field(e, st, f["bits"], "dtype.fields.bits");
    d.lanes = need_field(e, st, f["lanes"], "dtype.fields.lanes");
  }
  d.code_enum = str(n["code_enum"], "dtype.code_enum");
  const model::Enum* en = d.code_enum.empty() ? nullptr : model_.find_enum(d.code_enum);
  if (!d.code_enum.empty() && !en) e.miss(n["code_enum"], "the header has no enum " + d.code_enum);
  bool applied = settle(e, s);

  auto codes = n["codes"];
  if (codes && !codes.IsSequence()) {
    error(codes, "'dtype.codes' must be a sequence, got " + schema::describe(codes));
    return;
  }
  std::set<std::string> seen_entries;
  std::set<std::string> seen_texts;
  for (const auto& c : codes) {
    keys(c, "dtype.codes entry",
         {"enumerator", "aliases", "since", "kind", "prefix", "name", "bits", "common_bits", "cxx"},
         {"enumerator", "kind"});
    if (!c.IsMap()) continue;
    Semantics::DTypeCode code;
    code.entry = str(c["enumerator"], "dtype.codes.enumerator");
    std::string label = "dtype.codes[" + code.entry + "]";
    if (!seen_entries.insert(code.entry).second) error(c["enumerator"], label + ": listed twice");
    code_entries_.insert(code.entry);
    d.entries.insert(code.entry);
    NameSpec spec{{code.entry}, c["enumerator"]};
    for (auto& a : str_list(c["aliases"], label + ".aliases")) spec.names.push_back(a);
    read_dtype_code(c, label, code, seen_texts);
    if (!applied) continue;
    Entry ce = begin(c, label, e.since);
    const model::Enumerator* found = nullptr;
    for (const auto& name : spec.names)
      if ((found = find_enumerator(en, name))) break;
    if (!found) ce.miss(c["enumerator"], "enum " + d.code_enum + " has no enumerator " + spelled(spec));
    if (found && std::any_of(d.codes.begin(), d.codes.end(),
                             [&](const Semantics::DTypeCode& o) { return o.enumerator == found->name; })) {
      error(c["enumerator"], label + ": " + found->name + " is already described by another entry");
      continue;
    }
    if (settle(ce, s)) {
      code.enumerator = found->name;
      code.value = found->value;
      d.codes.push_back(code);
    }
  }
  if (applied) {
    d.present = true;
    s.dtype = d;
  }
}

void Loader::load_flags(const yaml::Node& n, Semantics& s) {
  keys(n, "flags", {"struct", "field", "since", "macro_prefix", "bits"}, {"struct", "field", "macro_prefix"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "flags");
  Semantics::Flags fl;
  fl.struct_name = str(n["struct"], "flags.struct");
  const auto* st = need_struct(e, n["struct"], fl.struct_name);
  fl.field = need_field(e, st, n["field"], "flags.field");
  need_kind(e, n["field"], st, fl.field, model::TypeKind::Scalar, "an integer");
  fl.macro_prefix = str(n["macro_prefix"], "flags.macro_prefix");
  bool applied = settle(e, s);

  struct Listed {
    std::string macro, role, since;
  };
  std::vector<Listed> listed;  // the bits the overlay lists
  std::set<std::string> seen_roles;
  if (auto given = n["bits"]) {
    if (!given.IsSequence()) error(given, "'flags.bits' must be a sequence, got " + schema::describe(given));
    yaml::Node bits = given.IsSequence() ? given : yaml::Node::empty_sequence();
    for (const auto& b : bits) {
      keys(b, "flags.bits entry", {"macro", "role", "since"}, {"macro"});
      if (!b.IsMap()) continue;
      std::string macro = str(b["macro"], "flags.bits.macro");
      std::string label = "flags.bits[" + macro + "]";
      std::string role;
      if (b["role"]) {
        role = str(b["role"], label + ".role");
        if (!role.empty() && !kFlagRoles.count(role))
          error(b["role"], label + ".role: unknown role '" + role + "' (expected read_only, is_copied or subbyte_padded)");
        if (!role.empty() && !seen_roles.insert(role).second) error(b["role"], label + ": role '" + role + "' given twice");
      }
      if (!macro.empty() && !fl.macro_prefix.empty() && macro.rfind(fl.macro_prefix, 0) != 0)
        error(b["macro"], label + ": the macro does not start with macro_prefix " + fl.macro_prefix);
      if (!applied) continue;
      Entry be = begin(b, label, e.since);
      const auto* m = model_.find_macro(macro);
      if (!m) be.miss(b["macro"], "the header has no macro " + macro);
      else if (uint64_t v = static_cast<uint64_t>(m->value); v == 0 || (v & (v - 1)) != 0)
        error(b["macro"], label + ": " + macro + " is " + std::to_string(v) + ", not a single bit");
      if (settle(be, s)) listed.push_back({macro, role, be.since == Version{0, 0} ? std::string() : be.since.str()});
    }
  }
  if (!applied) return;
  for (const auto& m : model_.macros) {
    if (m.name.rfind(fl.macro_prefix, 0) != 0) continue;
    Semantics::FlagBit bit{m.name, "", static_cast<uint64_t>(m.value), ""};
    for (const auto& l : listed)
      if (l.macro == m.name) {
        bit.role = l.role;
        bit.since = l.since;
      }
    fl.bits.push_back(bit);
  }
  fl.present = true;
  s.flags = fl;
}

void Loader::load_version(const yaml::Node& n, Semantics& s) {
  keys(n, "version", {"struct", "since", "fields"}, {"struct", "fields"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "version");
  Semantics::VersionStruct v;
  v.struct_name = str(n["struct"], "version.struct");
  const auto* st = need_struct(e, n["struct"], v.struct_name);
  auto f = n["fields"];
  static const std::set<std::string> roles = {"major", "minor"};
  keys(f, "version.fields", roles, roles);
  if (f && f.IsMap()) {
    v.major = need_field(e, st, f["major"], "version.fields.major");
    v.minor = need_field(e, st, f["minor"], "version.fields.minor");
    if (!v.major.empty() && v.major == v.minor) error(f["minor"], "version.fields: major and minor are one field, " + v.major);
    // The generated consumers compare a tensor's version through these fields:
    // not integers, the section cannot be left out with a warning (it would
    // switch the check off), whatever --strict says.
    if (required(e))
      for (const auto& [role, field] : {std::pair<const char*, const std::string&>{"major", v.major}, {"minor", v.minor}}) {
        const auto* fd = find_field(st, field);
        const bool integer = fd && fd->type.kind == model::TypeKind::Scalar &&
                             schema::is_integer_scalar_name(fd->type.name) && fd->type.name != "_Bool" &&
                             fd->type.name != "bool";
        if (fd && !integer)
          error(f[role], std::string("version.fields.") + role + ": field " + st->name + "." + field +
                             " is not an integer (it is " + fd->type.spelling +
                             "): the generated consumers compare a tensor's version through it");
      }
  }
  if (settle(e, s)) {
    v.present = true;
    s.version = v;
  }
}

void Loader::load_managed(const yaml::Node& n, Semantics& s) {
  if (!n.IsSequence()) {
    error(n, "'managed' must be a sequence, got " + schema::describe(n));
    return;
  }
  std::set<std::string> seen, capsules;
  std::map<std::string, std::string> consumed_of, capsule_of;  // "used_" + capsule / capsule -> its entry
  for (const auto& m : n) {
    keys(m, "managed entry", {"struct", "since", "fields", "capsule"}, {"struct", "fields"});
    if (!m.IsMap()) continue;
    Semantics::Managed mg;
    mg.struct_name = str(m["struct"], "managed.struct");
    std::string label = "managed[" + mg.struct_name + "]";
    if (!seen.insert(mg.struct_name).second) error(m["struct"], label + ": listed twice");
    if (auto c = m["capsule"]) {
      // The name a Python capsule of this struct has (the consumed one is
      // "used_" + it): letters, digits and '_', so every language's string
      // literal holds it as it is.
      mg.capsule = str(c, label + ".capsule");
      if (mg.capsule.empty()) {
        // str() said what is wrong
      } else if (!std::all_of(mg.capsule.begin(), mg.capsule.end(), [](unsigned char ch) {
            return std::isalnum(ch) || ch == '_';
          }))
        error(c, label + ".capsule: '" + mg.capsule + "' is not a capsule name (letters, digits and '_')");
      else if (!capsules.insert(mg.capsule).second)
        error(c, label + ".capsule: '" + mg.capsule + "' names another struct's capsules too");
      else if (auto other = consumed_of.find(mg.capsule); other != consumed_of.end())
        error(c, label + ".capsule: '" + mg.capsule + "' is the name a consumed capsule of " + other->second +
                     " takes ('used_' + its name): a consumer would take a consumed capsule again, as this struct");
      else if (auto mine = capsule_of.find("used_" + mg.capsule); mine != capsule_of.end())
        error(c, label + ".capsule: 'used_" + mg.capsule + "', the name a consumed capsule of this struct takes, is " +
                     mine->second + "'s capsule: a consumer would take a consumed capsule again, as that struct");
      if (!mg.capsule.empty()) {
        consumed_of.emplace("used_" + mg.capsule, label);
        capsule_of.emplace(mg.capsule, label);
      }
    }
    Entry e = begin(m, label);
    const auto* st = need_struct(e, m["struct"], mg.struct_name);
    auto f = m["fields"];
    keys(f, label + ".fields", {"tensor", "context", "deleter", "version", "flags"}, {"tensor", "context", "deleter"});
    if (f && f.IsMap()) {
      mg.tensor = need_field(e, st, f["tensor"], label + ".fields.tensor");
      mg.context = need_field(e, st, f["context"], label + ".fields.context");
      mg.deleter = need_field(e, st, f["deleter"], label + ".fields.deleter");
      if (f["version"]) mg.version = need_field(e, st, f["version"], label + ".fields.version");
      if (f["flags"]) mg.flags = need_field(e, st, f["flags"], label + ".fields.flags");
      need_kind(e, f["deleter"], st, mg.deleter, model::TypeKind::FunctionPointer, "a function pointer");
      need_kind(e, f["tensor"], st, mg.tensor, model::TypeKind::Struct, "a struct");
      need_kind(e, f["context"], st, mg.context, model::TypeKind::Pointer, "a pointer");
      need_kind(e, f["version"], st, mg.version, model::TypeKind::Struct, "a struct");
      need_kind(e, f["flags"], st, mg.flags, model::TypeKind::Scalar, "an integer");
    }
    if (!e.ok()) managed_left_out_.emplace(mg.struct_name, e.misses.front().second);
    if (settle(e, s)) {
      check_versioned(mg, st, f, label, s);
      s.managed.push_back(mg);
    }
  }
}

// A managed struct's version is the check that keeps a consumer from importing
// a tensor of another major version: the overlay may not switch it off. Errors
// whatever --strict says (a left-out section would be a warning).
void Loader::check_versioned(const Semantics::Managed& mg, const model::Struct* st, const yaml::Node& f,
                             const std::string& label, const Semantics& s) {
  if (!st || !f || !f.IsMap()) return;
  const auto& v = s.version;
  if (const auto* vf = find_field(st, mg.version)) {
    if (!v.present)
      error(f["version"], label + ".fields.version: " + st->name + "." + mg.version + " holds a " + vf->type.spelling +
                              ", but no `version` section applies to this header (missing, or left out): the generated "
                              "consumers check an imported tensor's version through it (give `version: {struct: " +
                              vf->type.name + ", fields: {major: ..., minor: ...}}`)");
    else if (vf->type.name != v.struct_name)
      error(f["version"], label + ".fields.version: " + st->name + "." + mg.version + " holds a " + vf->type.spelling +
                              ", not the `version` section's struct " + v.struct_name +
                              ": the generated consumers read a tensor's version as that struct");
    return;
  }
  if (v.present)
    for (const auto& fd : st->fields)
      if (fd.type.kind == model::TypeKind::Struct && fd.type.name == v.struct_name)
        error(f, label + ".fields: " + st->name + "." + fd.name + " holds the version struct " + v.struct_name +
                     ", but fields.version does not name it: a consumer would import this struct without checking "
                     "its version");
  if (!mg.flags.empty() && mg.version.empty())
    error(f["flags"], label + ".fields.flags: a struct with flags is a versioned one (the flags a tensor may carry "
                              "depend on its version): name its version field too (fields.version)");
}

// `exchange_api.error_callbacks`: each function pointer and its two parameters must exist.
void Loader::load_error_callbacks(const yaml::Node& given, Entry& e, Semantics::ExchangeApi& x) {
  if (!given.IsSequence())
    error(given, "'exchange_api.error_callbacks' must be a sequence, got " + schema::describe(given));
  yaml::Node cbs = given.IsSequence() ? given : yaml::Node::empty_sequence();
  for (const auto& c : cbs) {
    keys(c, "exchange_api.error_callbacks entry", {"function_pointer", "callback", "context"},
         {"function_pointer", "callback", "context"});
    if (!c.IsMap()) continue;
    Semantics::ErrorCallback cb{str(c["function_pointer"], "error_callbacks.function_pointer"),
                                str(c["callback"], "error_callbacks.callback"),
                                str(c["context"], "error_callbacks.context")};
    const auto* fp = model_.find_function_pointer(cb.function_pointer);
    if (!fp) {
      e.miss(c["function_pointer"], "the header has no function pointer type " + cb.function_pointer);
    } else {
      auto has_param = [&](const std::string& p) {
        return std::any_of(fp->type.params.begin(), fp->type.params.end(),
                           [&](const model::Param& q) { return q.name == p; });
      };
      if (!has_param(cb.callback)) e.miss(c["callback"], cb.function_pointer + " has no parameter " + cb.callback);
      if (!has_param(cb.context)) e.miss(c["context"], cb.function_pointer + " has no parameter " + cb.context);
    }
    x.error_callbacks.push_back(cb);
  }
}

// `exchange_api.steals`: each parameter must point to a struct listed under `managed`.
void Loader::load_steals(const yaml::Node& given, Entry& e, const Semantics& s, Semantics::ExchangeApi& x) {
  if (!given.IsSequence()) error(given, "'exchange_api.steals' must be a sequence, got " + schema::describe(given));
  yaml::Node list = given.IsSequence() ? given : yaml::Node::empty_sequence();
  for (const auto& c : list) {
    keys(c, "exchange_api.steals entry", {"function_pointer", "param"}, {"function_pointer", "param"});
    if (!c.IsMap()) continue;
    Semantics::ExchangeApi::Steal st{str(c["function_pointer"], "steals.function_pointer"), str(c["param"], "steals.param"), ""};
    const auto* fp = model_.find_function_pointer(st.function_pointer);
    if (!fp) {
      e.miss(c["function_pointer"], "the header has no function pointer type " + st.function_pointer);
      continue;
    }
    const model::Param* param = nullptr;
    for (const auto& q : fp->type.params)
      if (q.name == st.param) param = &q;
    if (!param) {
      e.miss(c["param"], st.function_pointer + " has no parameter " + st.param);
      continue;
    }
    // The parameter points to a managed struct: its deleter frees it.
    const std::string pointee = param->type.kind == model::TypeKind::Pointer && !param->type.element.empty()
                                    ? param->type.element[0].name
                                    : std::string();
    const Semantics::Managed* managed = s.find_managed(pointee);
    if (auto left = managed_left_out_.find(pointee); !managed && left != managed_left_out_.end()) {
      // Its entry is there but was left out: that is what to fix, not this one.
      e.miss(c["param"], "parameter " + st.param + " of " + st.function_pointer + " points to " + pointee +
                             ", whose `managed` entry is not applied (" + left->second + ")");
      continue;
    }
    if (!managed) {
      error(c["param"], "exchange_api.steals: parameter " + st.param + " of " + st.function_pointer +
                            " is not a pointer to a struct listed under `managed`");
      continue;
    }
    st.deleter = managed->deleter;
    x.steals.push_back(st);
  }
}

void Loader::load_exchange(const yaml::Node& n, Semantics& s) {
  keys(n, "exchange_api", {"struct", "since", "header", "optional", "error_callbacks", "steals"}, {"struct", "header"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "exchange_api");
  Semantics::ExchangeApi x;
  x.struct_name = str(n["struct"], "exchange_api.struct");
  const auto* st = need_struct(e, n["struct"], x.struct_name);
  auto h = n["header"];
  keys(h, "exchange_api.header", {"field", "struct", "version", "prev"}, {"field", "struct", "version", "prev"});
  if (h && h.IsMap()) {
    x.header_field = need_field(e, st, h["field"], "exchange_api.header.field");
    x.header_struct = str(h["struct"], "exchange_api.header.struct");
    const auto* hs = need_struct(e, h["struct"], x.header_struct);
    if (const auto* hf = find_field(st, x.header_field); hf && hs && hf->type.name != hs->name)
      e.miss(h["field"], "field " + x.struct_name + "." + x.header_field + " is not a " + hs->name);
    x.version_field = need_field(e, hs, h["version"], "exchange_api.header.version");
    x.prev_field = need_field(e, hs, h["prev"], "exchange_api.header.prev");
    need_kind(e, h["prev"], hs, x.prev_field, model::TypeKind::Pointer, "a pointer");
    // A provider's table is used only after its version is checked: the
    // header's version field must be the `version` struct.
    if (const auto* vf = find_field(hs, x.version_field); vf && required(e) &&
                                                         (!s.version.present || vf->type.name != s.version.struct_name))
      error(h["version"], "exchange_api.header.version: " + hs->name + "." + x.version_field + " holds a " +
                              vf->type.spelling + ", " +
                              (s.version.present ? "not the `version` section's struct " + s.version.struct_name
                                                 : std::string("but no `version` section applies to this header")) +
                              ": the generated code checks a provider's version through it");
  }
  for (const auto& o : str_list(n["optional"], "exchange_api.optional")) {
    if (st && !o.empty() && !find_field(st, o)) e.miss(n["optional"], "struct " + x.struct_name + " has no field " + o);
    x.optional_fields.push_back(o);
  }
  if (auto given = n["error_callbacks"]) load_error_callbacks(given, e, x);
  if (auto given = n["steals"]) load_steals(given, e, s, x);
  if (settle(e, s)) {
    x.present = true;
    s.exchange_api = x;
  }
}

}  // namespace detail

}  // namespace dlpackgen::overlay
