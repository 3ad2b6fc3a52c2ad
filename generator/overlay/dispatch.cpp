// The overlay's dispatch section `devices`: its backends and which backend
// serves each device type.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include "overlay/semantics.h"
#include "overlay/loader.h"
#include "schema/c_text.h"
#include "schema/map_reader.h"
#include "util/fs.h"
#include "util/text.h"

namespace dlpackgen::overlay {

namespace detail {

namespace {

const Semantics::Backend* find_backend(const std::vector<Semantics::Backend>& list, const std::string& name) {
  for (const auto& b : list)
    if (b.name == name) return &b;
  return nullptr;
}

std::string backend_names(const std::vector<Semantics::Backend>& list) {
  std::string out;
  for (const auto& b : list) out += (out.empty() ? "" : ", ") + b.name;
  return out;
}

bool identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

}  // namespace

// `struct` (a name, or {name, aliases}) and `fields: {type, id}`: the device
// struct, the field holding the device type enum and the field holding the id.
void Loader::load_device_struct(const yaml::Node& n, Entry& e, Semantics::Devices& d) {
  if (!n["struct"] && !n["fields"]) return;
  if (!n["struct"] || !n["fields"]) {
    error(n, std::string("devices: 'struct' and 'fields' go together (") + (n["struct"] ? "no 'fields'" : "no 'struct'") + ")");
    return;
  }
  NameSpec spec = name_spec(n["struct"], "devices.struct");
  const model::Struct* st = nullptr;
  for (const auto& name : spec.names)
    if (!name.empty() && (st = model_.find_struct(name))) break;
  if (!st && !spec.names.empty() && !spec.names[0].empty()) e.miss(n["struct"], "the header has no struct " + spelled(spec));
  auto f = n["fields"];
  static const std::set<std::string> roles = {"type", "id"};
  keys(f, "devices.fields", roles, roles);
  if (!f.IsMap()) return;
  d.type_field = need_field(e, st, f["type"], "devices.fields.type");
  d.id_field = need_field(e, st, f["id"], "devices.fields.id");
  need_kind(e, f["type"], st, d.type_field, model::TypeKind::Enum, "an enum (" + d.enum_name + ")");
  const model::Field* idf = st ? st->find_field(d.id_field) : nullptr;
  if (idf && !(idf->type.kind == model::TypeKind::Scalar && schema::is_integer_scalar_name(idf->type.name)))
    e.miss_at(f["id"], idf->pos, "field " + st->name + "." + idf->name + " is " + idf->type.spelling + ", not an integer");
  const model::Field* tf = st ? st->find_field(d.type_field) : nullptr;
  if (tf && tf->type.kind == model::TypeKind::Enum && tf->type.name != d.enum_name)
    e.miss_at(f["type"], tf->pos, "field " + st->name + "." + tf->name + " holds enum " + tf->type.name + ", not " + d.enum_name);
  if (st) d.struct_name = st->name;
}

// `backends`: [{name, host_accessible}]; without it, the built-in overlay's.
void Loader::load_backends(const yaml::Node& n, Semantics::Devices& d) {
  yaml::Node list = n["backends"];
  if (!list && !builtin_.empty() && std::filesystem::is_regular_file(builtin_)) {
    const yaml::Node builtin = schema::load_document(util::read_file(builtin_), builtin_, "semantics overlay");
    if (builtin.IsMap() && builtin["devices"].IsMap()) list = builtin["devices"]["backends"];
  }
  if (!list) {
    error(n, "devices: no `backends` (the dispatch targets `types` map to, e.g. `- {name: cpu, host_accessible: "
             "true}`), and no built-in overlay to take them from");
    return;
  }
  if (!list.IsSequence()) {
    error(list, "'devices.backends' must be a sequence, got " + schema::describe(list));
    return;
  }
  for (const auto& b : list) {
    keys(b, "devices.backends entry", {"name", "host_accessible"}, {"name"});
    if (!b.IsMap()) continue;
    Semantics::Backend backend;
    backend.name = str(b["name"], "devices.backends.name");
    if (!identifier(backend.name)) {
      error(b["name"], "devices.backends: '" + backend.name + "' is no identifier (letters, digits, _)");
      continue;
    }
    if (backend.name == "first" || backend.name == "last") {  // each device type gets is_<backend>
      error(b["name"], "devices.backends: '" + backend.name + "' is taken (is_" + backend.name +
                           " marks a list's end in the context)");
      continue;
    }
    if (find_backend(d.backends, backend.name)) {
      error(b["name"], "devices.backends: '" + backend.name + "' is listed twice");
      continue;
    }
    if (auto h = b["host_accessible"]) {
      if (!h.IsScalar() || (h.Scalar() != "true" && h.Scalar() != "false"))
        error(h, "devices.backends[" + backend.name + "].host_accessible must be true or false");
      else
        backend.host_accessible = h.Scalar() == "true";
    }
    d.backends.push_back(backend);
  }
  // The two the templates name: host memory, and no backend at all.
  for (const char* needed : {"cpu", "unsupported"})
    if (!find_backend(d.backends, needed))
      error(list, std::string("devices.backends has no '") + needed + "' (" +
                      (std::string(needed) == "cpu" ? "memory plain host code owns" : "a device type no backend serves") +
                      "): the templates name it");
}

void Loader::load_devices(const yaml::Node& n, Semantics& s) {
  keys(n, "devices", {"enum", "since", "struct", "fields", "types", "backends"}, {"enum", "types"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "devices");
  Semantics::Devices d;
  load_backends(n, d);
  s.devices.backends = d.backends;  // the overlay's, whether or not the section applies to this header
  d.enum_name = str(n["enum"], "devices.enum");
  const model::Enum* en = d.enum_name.empty() ? nullptr : model_.find_enum(d.enum_name);
  if (!d.enum_name.empty() && !en) e.miss(n["enum"], "the header has no enum " + d.enum_name);
  load_device_struct(n, e, d);
  bool applied = settle(e, s);

  auto types = n["types"];
  if (types && !types.IsSequence()) {
    error(types, "'devices.types' must be a sequence, got " + schema::describe(types));
    return;
  }
  std::set<std::string> seen;
  std::set<int64_t> mapped;
  for (const auto& t : types) {
    keys(t, "devices.types entry", {"enumerator", "aliases", "since", "backend", "host_accessible"},
         {"enumerator", "backend"});
    if (!t.IsMap()) continue;
    Semantics::DeviceType dt;
    dt.entry = str(t["enumerator"], "devices.types.enumerator");
    std::string label = "devices.types[" + dt.entry + "]";
    if (!dt.entry.empty() && !seen.insert(dt.entry).second) error(t["enumerator"], label + ": listed twice");
    NameSpec spec{{dt.entry}, t["enumerator"]};
    for (auto& a : str_list(t["aliases"], label + ".aliases")) spec.names.push_back(a);
    dt.backend = str(t["backend"], label + ".backend");
    const Semantics::Backend* backend = find_backend(d.backends, dt.backend);
    if (!dt.backend.empty() && !backend && !d.backends.empty())
      error(t["backend"], label + ".backend: unknown backend '" + dt.backend + "' (expected one of: " +
                              backend_names(d.backends) + ")");
    dt.host_accessible = backend && backend->host_accessible;
    if (auto h = t["host_accessible"]) {
      if (!h.IsScalar() || (h.Scalar() != "true" && h.Scalar() != "false"))
        error(h, label + ".host_accessible must be true or false");
      else
        dt.host_accessible = h.Scalar() == "true";
    }
    if (!applied) continue;
    Entry te = begin(t, label, e.since);
    const model::Enumerator* found = nullptr;
    for (const auto& name : spec.names)
      if ((found = find_enumerator(en, name))) break;
    if (!found) te.miss(t["enumerator"], "enum " + d.enum_name + " has no enumerator " + spelled(spec));
    if (found && mapped.count(found->value)) {
      error(t["enumerator"], label + ": " + found->name + " (= " + std::to_string(found->value) +
                                 ") is already mapped by another entry");
      continue;
    }
    if (settle(te, s)) {
      dt.enumerator = found->name;
      dt.value = found->value;
      mapped.insert(dt.value);
      d.types.push_back(dt);
    }
  }
  if (applied && en) {
    d.present = true;
    d.unmapped = Semantics::unmapped_in(*en, mapped);
    s.devices = d;
  }
}

}  // namespace detail

}  // namespace dlpackgen::overlay
