// build_context(): the Model as one mustache data tree. The keys are a contract
// with the templates; every key is documented in templates/README.md.
#include "render/context.h"

#include <cctype>
#include <cstdint>
#include <limits>
#include <set>

#include "dlpackgen_version.h"
#include "render/targets.h"

namespace dlpackgen::render {

namespace {

using kainjow::mustache::data;
using kainjow::mustache::list;

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

// Sets is_first / is_last on every object of a list.
list mark_ends(list items) {
  for (size_t i = 0; i < items.size(); ++i) {
    items[i].set("is_first", data(i == 0));
    items[i].set("is_last", data(i + 1 == items.size()));
  }
  return items;
}

}  // namespace

// ---- helpers shared with the tests (declared in context.h) ----

std::vector<std::string> doc_lines(const std::string& doc) {
  std::vector<std::string> lines;
  if (doc.empty()) return lines;
  size_t start = 0;
  while (true) {
    size_t nl = doc.find('\n', start);
    std::string line = doc.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  while (!lines.empty() && trim(lines.back()).empty()) lines.pop_back();
  return lines;
}

std::string doc_brief(const std::string& doc) {
  std::vector<std::string> lines = doc_lines(doc);
  // The paragraph that follows \brief (or @brief); else the first paragraph.
  size_t first = 0;
  std::string lead;
  bool found = false;
  for (size_t i = 0; i < lines.size() && !found; ++i) {
    for (const char* cmd : {"\\brief", "@brief"}) {
      auto pos = lines[i].find(cmd);
      if (pos == std::string::npos) continue;
      first = i;
      lead = lines[i].substr(pos + 6);
      found = true;
      break;
    }
  }
  std::string out;
  auto append = [&](const std::string& piece) {
    std::string t = trim(piece);
    if (t.empty()) return;
    if (!out.empty()) out += ' ';
    out += t;
  };
  size_t i = first;
  if (found) {
    append(lead);
    ++i;
  } else {
    while (i < lines.size() && trim(lines[i]).empty()) ++i;
  }
  for (; i < lines.size(); ++i) {
    std::string t = trim(lines[i]);
    if (t.empty()) break;
    if (t[0] == '\\' || t[0] == '@') break;  // the next Doxygen command ends the brief
    append(t);
  }
  // Collapse runs of spaces.
  std::string collapsed;
  for (char c : out) {
    if (c == '\t') c = ' ';
    if (c == ' ' && !collapsed.empty() && collapsed.back() == ' ') continue;
    collapsed += c;
  }
  return collapsed;
}

std::string c_declaration(const model::Type& type, const std::string& name) {
  const std::string& s = type.spelling;
  if (name.empty()) return s;
  auto fp = s.find("(*");
  if (fp != std::string::npos) {
    size_t at = fp + 1;
    while (at < s.size() && s[at] == '*') ++at;
    return s.substr(0, at) + name + s.substr(at);
  }
  if (type.kind == model::TypeKind::Array) {
    auto br = s.find('[');
    if (br != std::string::npos) {
      std::string base = s.substr(0, br);
      while (!base.empty() && base.back() == ' ') base.pop_back();
      return base + " " + name + s.substr(br);
    }
  }
  if (!s.empty() && s.back() == '*') return s + name;
  return s + " " + name;
}

std::string c_integer_literal(int64_t value, bool is_unsigned) {
  if (is_unsigned) {
    auto v = static_cast<uint64_t>(value);
    return std::to_string(v) + (v <= std::numeric_limits<uint32_t>::max() ? "U" : "ULL");
  }
  if (value == std::numeric_limits<int64_t>::min()) return "(-9223372036854775807LL - 1)";
  if (value >= std::numeric_limits<int32_t>::min() && value <= std::numeric_limits<int32_t>::max())
    return std::to_string(value);
  return std::to_string(value) + "LL";
}

std::string enumerator_short_name(const std::string& name, const std::vector<std::string>& siblings) {
  auto valid = [](const std::string& rest) {
    return !rest.empty() && !std::isdigit(static_cast<unsigned char>(rest[0]));
  };
  auto all_strip = [&](const std::string& prefix, bool upper_next) {
    if (siblings.empty()) return false;
    for (const auto& s : siblings) {
      if (!starts_with(s, prefix) || !valid(s.substr(prefix.size()))) return false;
      if (upper_next && !std::isupper(static_cast<unsigned char>(s[prefix.size()]))) return false;
    }
    return true;
  };
  if (all_strip("kDL", false)) return name.substr(3);  // kDLCUDA -> CUDA
  if (all_strip("k", true)) return name.substr(1);     // v0.1's kCPU -> CPU
  // Otherwise the common prefix up to its last '_' (DLPACK_FLAG_A, DLPACK_FLAG_B -> A, B).
  if (siblings.size() < 2) return name;
  std::string prefix = siblings.front();
  for (const auto& s : siblings) {
    size_t n = 0;
    while (n < prefix.size() && n < s.size() && prefix[n] == s[n]) ++n;
    prefix.resize(n);
  }
  auto us = prefix.rfind('_');
  if (us == std::string::npos) return name;
  prefix.resize(us + 1);
  return all_strip(prefix, false) ? name.substr(prefix.size()) : name;
}

std::string c_type_name(const std::string& name, const std::string& tag, const char* keyword) {
  if (tag.empty() || name != tag) return name;
  return std::string(keyword) + " " + tag;
}

std::string fixed_width_type(const std::string& canonical, uint64_t size) {
  bool is_unsigned = starts_with(canonical, "unsigned") || starts_with(canonical, "uint") ||
                     canonical == "bool" || canonical == "_Bool";
  if (size != 1 && size != 2 && size != 4 && size != 8) size = 4;
  return std::string(is_unsigned ? "uint" : "int") + std::to_string(size * 8) + "_t";
}

namespace {

data lines_data(const std::vector<std::string>& lines) {
  list out;
  for (const auto& l : lines) out.emplace_back(l);
  return data(out);
}

void add_docs(data& obj, const std::string& doc, const model::History& history) {
  obj.set("doc", data(doc));
  obj.set("doc_lines", lines_data(doc_lines(doc)));
  obj.set("has_doc", data(!doc_lines(doc).empty()));
  obj.set("brief", data(doc_brief(doc)));
  obj.set("since", data(history.since));
  obj.set("has_since", data(!history.since.empty()));
  obj.set("renamed_from", data(history.renamed_from));
}

// The target used to describe an enum's C++ type: x86_64-linux-gnu when the Model
// has it, else the first target.
std::string reference_target(const model::Model& m) {
  for (const auto& t : m.targets)
    if (t.triple == "x86_64-linux-gnu") return t.triple;
  return m.targets.empty() ? std::string() : m.targets.front().triple;
}

data header_data(const model::Model& m) {
  const auto& h = m.header;
  data out;
  out.set("file", data(h.file));
  out.set("sha256", data(h.sha256));
  out.set("sha256_short", data(h.sha256.substr(0, 12)));
  out.set("version", data(h.version.str()));
  out.set("has_version", data(h.version.known()));
  out.set("version_macro", data(h.version_macro));
  bool legacy = h.version_macro == "DLPACK_VERSION";
  out.set("legacy_version", data(legacy && h.version.known()));
  out.set("modern_version", data(!legacy && h.version.known()));
  if (h.version.known()) {
    out.set("major", data(std::to_string(h.version.major)));
    out.set("minor", data(std::to_string(h.version.minor)));
  }
  std::string spelling;
  if (legacy) {
    if (const auto* mac = m.find_macro("DLPACK_VERSION")) {
      spelling = mac->spelling;
      out.set("legacy_value", data(std::to_string(mac->value)));
    } else if (h.version.known()) {
      out.set("legacy_value", data(std::to_string(h.version.major * 100 + h.version.minor * 10)));
    }
  } else if (h.version.known()) {
    const auto* ma = m.find_macro("DLPACK_MAJOR_VERSION");
    const auto* mi = m.find_macro("DLPACK_MINOR_VERSION");
    spelling = (ma ? ma->spelling : std::to_string(h.version.major)) + "." +
               (mi ? mi->spelling : std::to_string(h.version.minor));
  }
  out.set("version_spelling", data(spelling));
  return out;
}

data enum_data(const model::Model& m, const model::Enum& e) {
  data out;
  out.set("name", data(e.name));
  out.set("tag", data(e.tag));
  out.set("c_name", data(c_type_name(e.name, e.tag, "enum")));
  add_docs(out, e.doc, e.history);
  out.set("fixed_type_c", data(e.fixed_type_c));
  out.set("fixed_type_cxx", data(e.fixed_type_cxx));
  std::string cxx = e.fixed_type_cxx;
  if (cxx.empty()) {
    std::string ref = reference_target(m);
    std::string canonical = "int";
    if (auto it = e.underlying_cxx.find(ref); it != e.underlying_cxx.end()) {
      canonical = it->second;
    } else if (auto ct = e.underlying_c.find(ref); ct != e.underlying_c.end()) {
      canonical = ct->second;
    }
    auto lay = e.layout.find(ref);
    cxx = fixed_width_type(canonical, lay != e.layout.end() ? lay->second.size : 4);
  }
  out.set("cxx_underlying", data(cxx));
  std::vector<std::string> names;
  for (const auto& en : e.enumerators) names.push_back(en.name);
  list items;
  for (const auto& en : e.enumerators) {
    data item;
    item.set("name", data(en.name));
    item.set("short_name", data(enumerator_short_name(en.name, names)));
    item.set("value", data(std::to_string(en.value)));
    item.set("c_value", data(c_integer_literal(en.value, false)));
    item.set("spelling", data(en.spelling));
    item.set("parent", data(e.name));
    add_docs(item, en.doc, en.history);
    items.push_back(std::move(item));
  }
  out.set("count", data(std::to_string(items.size())));
  out.set("enumerators", data(mark_ends(std::move(items))));
  return out;
}

data field_type_data(const model::Type& t) {
  data out;
  out.set("c_type", data(t.spelling));
  out.set("kind", data(model::to_string(t.kind)));
  out.set("type_name", data(t.name));
  out.set("is_const", data(t.is_const));
  return out;
}

data struct_data(const model::Model& m, const model::Struct& s) {
  data out;
  out.set("name", data(s.name));
  out.set("tag", data(s.tag));
  std::string c_name = c_type_name(s.name, s.tag, "struct");
  out.set("c_name", data(c_name));
  add_docs(out, s.doc, s.history);
  list fields;
  for (size_t i = 0; i < s.fields.size(); ++i) {
    const auto& f = s.fields[i];
    data item = field_type_data(f.type);
    item.set("name", data(f.name));
    item.set("c_declaration", data(c_declaration(f.type, f.name)));
    item.set("prev", data(i == 0 ? std::string() : s.fields[i - 1].name));
    item.set("parent", data(s.name));
    add_docs(item, f.doc, f.history);
    fields.push_back(std::move(item));
  }
  out.set("count", data(std::to_string(fields.size())));
  out.set("fields", data(mark_ends(std::move(fields))));
  list layouts;
  for (const auto& t : m.targets) {
    auto lay = s.layout.find(t.triple);
    if (lay == s.layout.end()) continue;
    data l;
    std::string cond = target_condition(t.triple);
    l.set("triple", data(t.triple));
    l.set("condition", data(cond));
    l.set("has_condition", data(!cond.empty()));
    l.set("size", data(std::to_string(lay->second.size)));
    l.set("align", data(std::to_string(lay->second.align)));
    list offsets;
    for (const auto& f : s.fields) {
      auto off = f.offset.find(t.triple);
      if (off == f.offset.end()) continue;
      data o;
      o.set("field", data(f.name));
      o.set("offset", data(std::to_string(off->second)));
      offsets.push_back(std::move(o));
    }
    l.set("offsets", data(mark_ends(std::move(offsets))));
    layouts.push_back(std::move(l));
  }
  out.set("layouts", data(mark_ends(std::move(layouts))));
  return out;
}

data function_pointer_data(const model::FunctionPointer& fp) {
  data out;
  out.set("name", data(fp.name));
  out.set("c_type", data(fp.type.spelling));
  add_docs(out, fp.doc, fp.history);
  out.set("return_c_type", data(fp.type.result.empty() ? std::string("void") : fp.type.result[0].spelling));
  list params;
  for (size_t i = 0; i < fp.type.params.size(); ++i) {
    const auto& p = fp.type.params[i];
    data item = field_type_data(p.type);
    item.set("name", data(p.name));
    item.set("has_name", data(!p.name.empty()));
    item.set("index", data(std::to_string(i)));
    item.set("c_declaration", data(c_declaration(p.type, p.name)));
    params.push_back(std::move(item));
  }
  out.set("params", data(mark_ends(std::move(params))));
  return out;
}

// How C names the entity an alias denotes: the typedef name, `struct Tag` /
// `enum Tag` for one named by its tag, the function-pointer typedef's name.
std::string alias_target_c_name(const model::Model& m, const model::Alias& a) {
  if (a.type.kind == model::TypeKind::Struct)
    if (const auto* s = m.find_struct(a.type.name)) return c_type_name(s->name, s->tag, "struct");
  if (a.type.kind == model::TypeKind::Enum)
    if (const auto* e = m.find_enum(a.type.name)) return c_type_name(e->name, e->tag, "enum");
  return a.type.name;
}

data alias_data(const model::Model& m, const model::Alias& a) {
  data out;
  out.set("name", data(a.name));
  out.set("c_type", data(a.type.spelling));
  out.set("kind", data(model::to_string(a.type.kind)));
  out.set("target", data(a.type.name));
  out.set("target_c_name", data(alias_target_c_name(m, a)));
  out.set("is_const", data(a.type.is_const));
  add_docs(out, a.doc, a.history);
  return out;
}

data macro_data(const model::Macro& mac) {
  data out;
  out.set("name", data(mac.name));
  out.set("spelling", data(mac.spelling));
  out.set("value", data(c_integer_literal(mac.value, mac.is_unsigned)));
  out.set("number", data(mac.is_unsigned ? std::to_string(static_cast<uint64_t>(mac.value))
                                         : std::to_string(mac.value)));
  out.set("is_unsigned", data(mac.is_unsigned));
  add_docs(out, mac.doc, mac.history);
  return out;
}

data target_data(const model::Model& m, const model::TargetInfo& t) {
  data out;
  std::string cond = target_condition(t.triple);
  out.set("triple", data(t.triple));
  out.set("condition", data(cond));
  out.set("has_condition", data(!cond.empty()));
  out.set("pointer_size", data(std::to_string(t.pointer_size)));
  out.set("pointer_align", data(std::to_string(t.pointer_align)));
  out.set("big_endian", data(t.big_endian));
  list structs;
  for (const auto& s : m.structs) {
    auto lay = s.layout.find(t.triple);
    if (lay == s.layout.end()) continue;
    data item;
    item.set("name", data(s.name));
    item.set("c_name", data(c_type_name(s.name, s.tag, "struct")));
    item.set("size", data(std::to_string(lay->second.size)));
    item.set("align", data(std::to_string(lay->second.align)));
    list fields;
    for (const auto& f : s.fields) {
      auto off = f.offset.find(t.triple);
      if (off == f.offset.end()) continue;
      data fd;
      fd.set("name", data(f.name));
      fd.set("parent", data(s.name));
      fd.set("offset", data(std::to_string(off->second)));
      fields.push_back(std::move(fd));
    }
    item.set("fields", data(mark_ends(std::move(fields))));
    structs.push_back(std::move(item));
  }
  out.set("structs", data(mark_ends(std::move(structs))));
  list enums;
  for (const auto& e : m.enums) {
    auto lay = e.layout.find(t.triple);
    if (lay == e.layout.end()) continue;
    data item;
    item.set("name", data(e.name));
    item.set("c_name", data(c_type_name(e.name, e.tag, "enum")));
    item.set("size", data(std::to_string(lay->second.size)));
    item.set("align", data(std::to_string(lay->second.align)));
    auto ut = e.underlying_c.find(t.triple);
    item.set("underlying_c", data(ut == e.underlying_c.end() ? std::string() : ut->second));
    enums.push_back(std::move(item));
  }
  out.set("enums", data(mark_ends(std::move(enums))));
  return out;
}

data features_data(const model::Model& m) {
  data out;
  out.set("has_managed_tensor", data(m.find_struct("DLManagedTensor") != nullptr));
  out.set("has_versioned_tensor", data(m.find_struct("DLManagedTensorVersioned") != nullptr));
  bool flags = false;
  for (const auto& mac : m.macros) flags = flags || starts_with(mac.name, "DLPACK_FLAG_BITMASK_");
  out.set("has_flags", data(flags));
  out.set("has_exchange_api", data(m.find_struct("DLPackExchangeAPI") != nullptr));
  std::string prev;
  for (const char* s : {"DLPackExchangeAPIHeader", "DLPackExchangeAPI"}) {
    const auto* st = m.find_struct(s);
    if (!st || !prev.empty()) continue;
    for (const auto& f : st->fields)
      if (f.name == "prev_api" || f.name == "prev_version_api") prev = f.name;
  }
  out.set("exchange_api_prev_field", data(prev));
  out.set("has_pack_version", data(m.find_struct("DLPackVersion") != nullptr));
  out.set("has_abi_version", data(m.find_macro("DLPACK_ABI_VERSION") != nullptr));
  return out;
}

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

kainjow::mustache::data build_context(const model::Model& model, const Semantics& semantics) {
  data root;
  root.set("dlpackgen_version", data(std::string(DLPACKGEN_VERSION)));
  root.set("banner_lines", lines_data(banner_lines(model)));
  root.set("header", header_data(model));

  list targets, abi_targets;
  std::set<std::string> conditions;
  for (const auto& t : model.targets) {
    data td = target_data(model, t);
    targets.push_back(td);
    std::string cond = target_condition(t.triple);
    if (!cond.empty() && conditions.insert(cond).second) abi_targets.push_back(std::move(td));
  }
  root.set("targets", data(mark_ends(std::move(targets))));
  root.set("abi_targets", data(mark_ends(std::move(abi_targets))));

  list enums, structs, fps, aliases, macros;
  for (const auto& e : model.enums) enums.push_back(enum_data(model, e));
  for (const auto& s : model.structs) structs.push_back(struct_data(model, s));
  for (const auto& fp : model.function_pointers) fps.push_back(function_pointer_data(fp));
  for (const auto& a : model.aliases) aliases.push_back(alias_data(model, a));
  for (const auto& mac : model.macros) macros.push_back(macro_data(mac));
  root.set("enums", data(mark_ends(std::move(enums))));
  root.set("structs", data(mark_ends(std::move(structs))));
  root.set("function_pointers", data(mark_ends(std::move(fps))));
  root.set("aliases", data(mark_ends(std::move(aliases))));
  root.set("macros", data(mark_ends(std::move(macros))));
  root.set("features", features_data(model));

  add_cpp_context(root, model, semantics);
  return root;
}

}  // namespace dlpackgen::render
