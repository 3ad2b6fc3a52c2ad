#include "render/semantics.h"

#include <algorithm>
#include <functional>
#include <set>

#include <yaml-cpp/yaml.h>

#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::render {

using model::Model;
using model::Version;
using util::Diagnostic;

const Semantics::DTypeCode* Semantics::find_code(const std::string& enumerator) const {
  for (const auto& c : dtype.codes)
    if (c.enumerator == enumerator) return &c;
  return nullptr;
}

const Semantics::Managed* Semantics::find_managed(const std::string& struct_name) const {
  for (const auto& m : managed)
    if (m.struct_name == struct_name) return &m;
  return nullptr;
}

const Semantics::FlagBit* Semantics::find_flag_role(const std::string& role) const {
  if (role.empty()) return nullptr;
  for (const auto& b : flags.bits)
    if (b.role == role) return &b;
  return nullptr;
}

const Semantics::ErrorCallback* Semantics::find_error_callback(const std::string& fp) const {
  for (const auto& e : exchange_api.error_callbacks)
    if (e.function_pointer == fp) return &e;
  return nullptr;
}

namespace {

const std::set<std::string> kKinds = {"signed", "unsigned", "float",  "bfloat", "complex",
                                      "bool",   "handle",   "float8", "float6", "float4"};
const std::set<std::string> kFlagRoles = {"read_only", "is_copied", "subbyte_padded"};

const model::Field* find_field(const model::Struct* s, const std::string& name) {
  if (!s) return nullptr;
  for (const auto& f : s->fields)
    if (f.name == name) return &f;
  return nullptr;
}

const model::Enumerator* find_enumerator(const model::Enum* e, const std::string& name) {
  if (!e) return nullptr;
  for (const auto& x : e->enumerators)
    if (x.name == name) return &x;
  return nullptr;
}

// One overlay entry being applied: collects what it names that the header lacks.
// Whether a miss is an error depends on the entry's `since` (see semantics.h).
struct Entry {
  std::string label;  // "dtype.codes[kDLBool]"
  YAML::Node node;
  Version since{0, 0};
  std::vector<std::pair<YAML::Node, std::string>> misses;
  void miss(const YAML::Node& at, std::string message) { misses.emplace_back(at, std::move(message)); }
  bool ok() const { return misses.empty(); }
};

class Loader {
 public:
  Loader(std::string file, const Model& model) : file_(std::move(file)), model_(model) {}

  Semantics load(const std::string& text) {
    Semantics s;
    s.file = file_;
    YAML::Node root;
    try {
      root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
      throw util::Error(file_, static_cast<unsigned>(e.mark.line + 1),
                        static_cast<unsigned>(e.mark.column + 1), "YAML: " + e.msg);
    }
    if (!root.IsMap()) {
      error(root, "the overlay must be a mapping (semantics_version, tensor, dtype, flags, managed, exchange_api)");
      finish();
    }
    keys(root, "the overlay", {"semantics_version", "tensor", "dtype", "flags", "managed", "exchange_api"},
         {"semantics_version"});
    if (auto v = root["semantics_version"]) {
      int n = 0;
      if (!as_int(v, n) || n != Semantics::kVersion)
        error(v, "semantics_version must be " + std::to_string(Semantics::kVersion));
    }
    if (auto n = root["tensor"]) load_tensor(n, s);
    if (auto n = root["dtype"]) load_dtype(n, s);
    if (auto n = root["flags"]) load_flags(n, s);
    if (auto n = root["managed"]) load_managed(n, s);
    if (auto n = root["exchange_api"]) load_exchange(n, s);
    finish();
    return s;
  }

 private:
  std::string file_;
  const Model& model_;
  std::vector<Diagnostic> errors_;
  std::vector<std::string>* skipped_ = nullptr;

  void finish() {
    if (!errors_.empty()) throw util::Error(errors_);
  }

  Diagnostic at(const YAML::Node& n, const std::string& message) const {
    Diagnostic d{file_, 0, 0, message};
    if (n.IsDefined()) {
      auto m = n.Mark();
      if (!m.is_null()) {
        d.line = static_cast<unsigned>(m.line + 1);
        d.column = static_cast<unsigned>(m.column + 1);
      }
    }
    return d;
  }
  void error(const YAML::Node& n, const std::string& message) { errors_.push_back(at(n, message)); }

  // ---- shape checks (always errors, whatever the header) ----

  void keys(const YAML::Node& map, const std::string& what, const std::set<std::string>& allowed,
            const std::set<std::string>& required) {
    if (!map) return;  // a missing map is reported by its parent
    if (!map.IsMap()) {
      error(map, what + " must be a mapping");
      return;
    }
    for (const auto& kv : map) {
      std::string k = kv.first.Scalar();
      if (!allowed.count(k)) {
        std::string list;
        for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
        error(kv.first, what + ": unknown key '" + k + "' (expected one of: " + list + ")");
      }
    }
    for (const auto& r : required)
      if (!map[r]) error(map, what + ": missing key '" + r + "'");
  }

  bool as_int(const YAML::Node& n, int& out) {
    if (!n.IsScalar()) return false;
    try {
      out = n.as<int>();
      return true;
    } catch (const YAML::Exception&) {
      return false;
    }
  }

  std::string str(const YAML::Node& n, const std::string& what) {
    if (!n || !n.IsScalar() || n.Scalar().empty()) {
      error(n, what + " must be a non-empty string");
      return "";
    }
    return n.Scalar();
  }

  std::vector<std::string> str_list(const YAML::Node& n, const std::string& what) {
    std::vector<std::string> out;
    if (!n) return out;
    if (!n.IsSequence()) {
      error(n, what + " must be a list of strings");
      return out;
    }
    for (const auto& x : n) out.push_back(str(x, what + " entries"));
    return out;
  }

  std::vector<unsigned> bits_list(const YAML::Node& n, const std::string& what) {
    std::vector<unsigned> out;
    if (!n) return out;
    if (!n.IsSequence()) {
      error(n, what + " must be a list of bit widths");
      return out;
    }
    for (const auto& x : n) {
      int b = 0;
      if (!as_int(x, b) || b < 1 || b > 255) error(x, what + ": a bit width is an integer in 1..255");
      else out.push_back(static_cast<unsigned>(b));
    }
    return out;
  }

  Version version(const YAML::Node& n, const std::string& what) {
    if (!n.IsScalar()) {
      error(n, what + " must be a version string such as \"1.2\"");
      return {0, 0};
    }
    auto v = Version::parse(n.Scalar());
    if (!v) {
      error(n, what + ": '" + n.Scalar() + "' is not a version such as \"1.2\"");
      return {0, 0};
    }
    return *v;
  }

  // A name, or {name: N, aliases: [older names]}: the first the header has wins.
  struct NameSpec {
    std::vector<std::string> names;
    YAML::Node node;
  };
  NameSpec name_spec(const YAML::Node& n, const std::string& what) {
    NameSpec spec{{}, n};
    if (!n) return spec;  // reported as a missing key by the caller
    if (n.IsMap()) {
      keys(n, what, {"name", "aliases"}, {"name"});
      if (n["name"]) spec.names.push_back(str(n["name"], what + ".name"));
      for (auto& a : str_list(n["aliases"], what + ".aliases")) spec.names.push_back(a);
    } else {
      spec.names.push_back(str(n, what));
    }
    return spec;
  }
  static std::string spelled(const NameSpec& spec) {
    std::string out = spec.names.empty() ? "" : spec.names[0];
    if (spec.names.size() > 1) {
      out += " (or ";
      for (size_t i = 1; i < spec.names.size(); ++i) out += (i > 1 ? ", " : "") + spec.names[i];
      out += ")";
    }
    return out;
  }

  Entry begin(const YAML::Node& node, const std::string& label, Version inherited = {0, 0}) {
    Entry e{label, node, inherited, {}};
    if (node.IsMap() && node["since"]) e.since = version(node["since"], label + ".since");
    return e;
  }

  // Required entries report their misses as errors; others are skipped.
  bool required(const Entry& e) const {
    const Version& h = model_.header.version;
    return h.known() && !(h < e.since);
  }
  bool settle(Entry& e, Semantics& s) {
    if (e.ok()) return true;
    if (required(e)) {
      for (auto& [node, msg] : e.misses)
        error(node, "semantics entry " + e.label + ": " + msg + " (the entry applies to " +
                        (e.since == Version{0, 0} ? std::string("every header") : "headers since " + e.since.str()) +
                        "; this header is " + model_.header.version.str() + ")");
    } else {
      auto d = at(e.node, "entry " + e.label + " not applied: " + e.misses.front().second);
      s.skipped.push_back(d.str());
    }
    return false;
  }

  // ---- header lookups that record misses ----

  const model::Struct* need_struct(Entry& e, const YAML::Node& n, const std::string& name) {
    if (name.empty()) return nullptr;
    const auto* s = model_.find_struct(name);
    if (!s) e.miss(n, "the header has no struct " + name);
    return s;
  }
  std::string need_field(Entry& e, const model::Struct* s, const NameSpec& spec) {
    if (!s) return "";
    for (const auto& n : spec.names)
      if (find_field(s, n)) return n;
    if (!spec.names.empty() && !spec.names[0].empty())
      e.miss(spec.node, "struct " + s->name + " has no field " + spelled(spec));
    return "";
  }
  std::string need_field(Entry& e, const model::Struct* s, const YAML::Node& n, const std::string& what) {
    return need_field(e, s, name_spec(n, what));
  }
  void need_kind(Entry& e, const YAML::Node& at_node, const model::Struct* s, const std::string& field,
                 model::TypeKind kind, const std::string& expected) {
    const auto* f = find_field(s, field);
    if (f && f->type.kind != kind)
      e.miss(at_node, "field " + s->name + "." + field + " is not " + expected + " (it is " +
                          f->type.spelling + ")");
  }

  // ---- sections ----

  void load_tensor(const YAML::Node& n, Semantics& s) {
    keys(n, "tensor", {"struct", "since", "fields", "strides_required_since"}, {"struct", "fields"});
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
    if (settle(e, s)) {
      t.present = true;
      s.tensor = t;
    }
  }

  void load_dtype(const YAML::Node& n, Semantics& s) {
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
      error(codes, "dtype.codes must be a list");
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
      NameSpec spec{{code.entry}, c["enumerator"]};
      for (auto& a : str_list(c["aliases"], label + ".aliases")) spec.names.push_back(a);
      code.kind = str(c["kind"], label + ".kind");
      if (!code.kind.empty() && !kKinds.count(code.kind)) {
        std::string list;
        for (const auto& k : kKinds) list += (list.empty() ? "" : ", ") + k;
        error(c["kind"], label + ".kind: unknown kind '" + code.kind + "' (expected one of: " + list + ")");
      }
      if (c["prefix"]) code.prefix = str(c["prefix"], label + ".prefix");
      if (c["name"]) code.name = str(c["name"], label + ".name");
      if (c["prefix"].IsDefined() == c["name"].IsDefined())
        error(c, label + ": give exactly one of 'prefix' (text = prefix + bits) or 'name' (one fixed width)");
      code.bits = bits_list(c["bits"], label + ".bits");
      code.common_bits = bits_list(c["common_bits"], label + ".common_bits");
      if (c["name"] && code.bits.size() != 1)
        error(c["bits"].IsDefined() ? c["bits"] : c, label + ": a code with a fixed 'name' needs exactly one width in 'bits'");
      for (const auto& t : {code.prefix, code.name})
        if (!t.empty() && !seen_texts.insert(t).second) error(c, label + ": text '" + t + "' is used by another code");
      if (c["cxx"])
        error(c["cxx"], label + ".cxx: element types are the language's, not the overlay's: give them under "
                                "`dtypes:` in templates/<lang>/language.yaml");
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

  void load_flags(const YAML::Node& n, Semantics& s) {
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

    std::vector<std::pair<std::string, std::string>> roles;  // macro -> role
    std::set<std::string> seen_roles;
    if (auto given = n["bits"]) {
      if (!given.IsSequence()) error(given, "flags.bits must be a list");
      YAML::Node bits = given.IsSequence() ? given : YAML::Node(YAML::NodeType::Sequence);
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
        if (settle(be, s)) roles.emplace_back(macro, role);
      }
    }
    if (!applied) return;
    for (const auto& m : model_.macros) {
      if (m.name.rfind(fl.macro_prefix, 0) != 0) continue;
      Semantics::FlagBit bit{m.name, "", static_cast<uint64_t>(m.value)};
      for (const auto& [macro, role] : roles)
        if (macro == m.name) bit.role = role;
      fl.bits.push_back(bit);
    }
    fl.present = true;
    s.flags = fl;
  }

  void load_managed(const YAML::Node& n, Semantics& s) {
    if (!n.IsSequence()) {
      error(n, "managed must be a list");
      return;
    }
    std::set<std::string> seen;
    for (const auto& m : n) {
      keys(m, "managed entry", {"struct", "since", "fields"}, {"struct", "fields"});
      if (!m.IsMap()) continue;
      Semantics::Managed mg;
      mg.struct_name = str(m["struct"], "managed.struct");
      std::string label = "managed[" + mg.struct_name + "]";
      if (!seen.insert(mg.struct_name).second) error(m["struct"], label + ": listed twice");
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
      if (settle(e, s)) s.managed.push_back(mg);
    }
  }

  void load_exchange(const YAML::Node& n, Semantics& s) {
    keys(n, "exchange_api", {"struct", "since", "header", "optional", "error_callbacks"}, {"struct", "header"});
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
    }
    for (const auto& o : str_list(n["optional"], "exchange_api.optional")) {
      if (st && !o.empty() && !find_field(st, o)) e.miss(n["optional"], "struct " + x.struct_name + " has no field " + o);
      x.optional_fields.push_back(o);
    }
    if (auto given = n["error_callbacks"]) {
      if (!given.IsSequence()) error(given, "exchange_api.error_callbacks must be a list");
      YAML::Node cbs = given.IsSequence() ? given : YAML::Node(YAML::NodeType::Sequence);
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
    if (settle(e, s)) {
      x.present = true;
      s.exchange_api = x;
    }
  }
};

}  // namespace

Semantics parse_semantics(const std::string& text, const std::string& filename, const Model& model) {
  return Loader(filename, model).load(text);
}

Semantics load_semantics(const std::string& path, const Model& model) {
  if (path.empty()) return Semantics{};
  std::string text = util::read_file(path);
  util::require_text(path, text, "semantics overlay");
  return parse_semantics(text, path, model);
}

}  // namespace dlpackgen::render
