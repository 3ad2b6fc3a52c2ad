// The semantics overlay's loader, shared by the files that read its sections
// (sections.cpp: tensor, dtype, flags, managed, exchange_api;
// dispatch.cpp: devices). Internal to overlay/.
#pragma once

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "overlay/semantics.h"
#include "schema/document.h"
#include "schema/map_reader.h"
#include "util/error.h"
#include "util/text.h"

namespace dlpackgen::overlay::detail {

using model::Model;
using model::Version;
using util::Diagnostic;

const model::Field* find_field(const model::Struct* s, const std::string& name);
const model::Enumerator* find_enumerator(const model::Enum* e, const std::string& name);

// One overlay entry being applied: collects what it names that the header lacks.
// Whether a miss is an error depends on the entry's `since` (see semantics.h).
struct Entry {
  std::string label;  // "dtype.codes[kDLBool]"
  yaml::Node node;
  Version since{0, 0};
  std::vector<std::pair<yaml::Node, std::string>> misses;
  std::map<std::size_t, model::SourcePos> in_header;  // misses[i] is about the header at this position
  void miss(const yaml::Node& at, std::string message) { misses.emplace_back(at, std::move(message)); }
  // A miss about a declaration of the header (a field of another type): said at its position.
  void miss_at(const yaml::Node& at, const model::SourcePos& pos, std::string message) {
    if (pos.line != 0) in_header[misses.size()] = pos;
    miss(at, std::move(message));
  }
  bool ok() const { return misses.empty(); }
};

class Loader {
 public:
  Loader(std::string file, const Model& model, bool strict = true)
      : file_(std::move(file)), model_(model), strict_(strict) {}

  /// The built-in overlay's path: a header field that disagrees with an entry
  /// of that file is reported at the header's line.
  void set_builtin(std::string path) { builtin_ = std::move(path); }

  Semantics load(const std::string& text) { return load(schema::load_document(text, file_, "semantics overlay")); }

  Semantics load(const yaml::Node& root) {
    Semantics s;
    s.file = file_;
    if (!root.IsMap()) {
      error(root, "the overlay must be a mapping (semantics_version, tensor, dtype, flags, version, managed, "
                  "exchange_api, devices)");
      finish();
    }
    keys(root, "the overlay", {"semantics_version", "extends", "tensor", "dtype", "flags", "version", "managed",
          "exchange_api", "devices", "element_types"},
         {"semantics_version"});
    if (auto v = root["semantics_version"]) {
      int n = 0;
      if (!as_int(v, n) || n != Semantics::kVersion)
        error(v, "semantics_version must be " + std::to_string(Semantics::kVersion));
    }
    if (auto n = root["tensor"]) load_tensor(n, s);
    if (auto n = root["dtype"]) load_dtype(n, s);
    if (auto n = root["flags"]) load_flags(n, s);
    if (auto n = root["version"]) load_version(n, s);
    if (auto n = root["managed"]) load_managed(n, s);
    if (auto n = root["exchange_api"]) load_exchange(n, s);
    if (auto n = root["devices"]) load_devices(n, s);
    if (auto n = root["element_types"])
      error(n, "element_types: element types are the languages', not the overlay's: give them under "
               "`element_types:` in templates/<lang>/language.yaml (templates/README.md)");
    say_lacking(s);
    finish();
    return s;
  }

 private:
  // Entries of one list (devices.types of one file) left out because the
  // header lacks their enumerators: said in one warning, at the first.
  struct Lacking {
    std::string file, list, enum_name;  // the group
    Diagnostic first;
    std::vector<std::string> enumerators;
  };
  std::vector<Lacking> lacking_;
  std::string file_;
  const Model& model_;
  std::vector<Diagnostic> errors_;
  std::vector<std::string>* skipped_ = nullptr;
  std::string builtin_;
  bool strict_ = true;  // an entry that applies but names what the header lacks: error (else a warning)
  std::set<std::string> code_entries_;
  std::map<std::string, std::string> managed_left_out_;  // struct -> why its `managed` entry was left out  // every dtype.codes entry name, applied to this header or not

  void finish() {
    if (!errors_.empty()) throw util::Error(errors_);
  }

  Diagnostic at(const yaml::Node& n, const std::string& message) const {
    // A layered overlay's node names the file it came from (extends:).
    Diagnostic d{n.IsDefined() && !n.File().empty() ? n.File() : file_, 0, 0, message};
    if (n.IsDefined()) {
      auto m = n.Mark();
      if (!m.is_null()) {
        d.line = static_cast<unsigned>(m.line + 1);
        d.column = static_cast<unsigned>(m.column + 1);
      }
    }
    return d;
  }
  void error(const yaml::Node& n, const std::string& message) { errors_.push_back(at(n, message)); }

  // ---- shape checks (always errors, whatever the header) ----

  void keys(const yaml::Node& map, const std::string& what, const std::set<std::string>& allowed,
            const std::set<std::string>& required) {
    if (!map) return;  // a missing map is reported by its parent
    if (!map.IsMap()) {
      error(map, what + " must be a mapping, got " + schema::describe(map));
      return;
    }
    schema::check_keys(map, file_, what, std::vector<std::string>(allowed.begin(), allowed.end()), errors_);
    for (const auto& r : required)
      if (!map[r]) error(map, "missing required key '" + r + "' in " + what);
  }

  bool as_int(const yaml::Node& n, int& out) {
    auto v = yaml::integer(n);
    if (!v || *v < INT32_MIN || *v > INT32_MAX) return false;
    out = static_cast<int>(*v);
    return true;
  }

  std::string str(const yaml::Node& n, const std::string& what) {
    if (!n || !n.IsScalar() || n.Scalar().empty()) {
      error(n, what + " must be a non-empty string");
      return "";
    }
    return n.Scalar();
  }

  std::vector<std::string> str_list(const yaml::Node& n, const std::string& what) {
    std::vector<std::string> out;
    if (!n) return out;
    if (!n.IsSequence()) {
      error(n, what + " must be a list of strings");
      return out;
    }
    for (const auto& x : n) out.push_back(str(x, what + " entries"));
    return out;
  }

  std::vector<unsigned> bits_list(const yaml::Node& n, const std::string& what) {
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

  Version version(const yaml::Node& n, const std::string& what) {
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
    yaml::Node node;
  };
  NameSpec name_spec(const yaml::Node& n, const std::string& what) {
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

  Entry begin(const yaml::Node& node, const std::string& label, Version inherited = {0, 0}) {
    Entry e{label, node, inherited, {}, {}};
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
    const bool req = required(e);
    for (std::size_t i = 0; i < e.misses.size(); ++i) {
      const auto& [node, msg] = e.misses[i];
      auto pos = e.in_header.find(i);
      // A field that disagrees with the built-in overlay is the header's own
      // (a vendored copy's): said at the header's line. Against an overlay of
      // the user's, at the overlay's line as any other miss.
      if (pos != e.in_header.end() && !builtin_.empty() && at(node, "").file == builtin_) {
        // At the header's declaration, naming the overlay entry that needs it otherwise.
        const Diagnostic entry = at(node, "");
        std::string text = msg + " as the built-in overlay's " + e.label + " entry needs (" +
                           entry.file.substr(entry.file.find_last_of('/') + 1) + ":" + std::to_string(entry.line) +
                           ":" + std::to_string(entry.column) + ")";
        if (req) text += " (the entry applies to " + applies(e) + "; this header is " + model_.header.version.str() + ")";
        if (req && strict_)
          errors_.push_back(Diagnostic{model_.header.file, pos->second.line, pos->second.column, text});
        else
          s.left_out_at_header.push_back({section_of(e.label), pos->second.line, pos->second.column, text});
        if (!req || strict_) continue;
      }
      if (!req) continue;
      std::string text = "semantics entry " + e.label + ": " + msg + " (the entry applies to " + applies(e) +
                         "; this header is " + model_.header.version.str() + ")";
      if (strict_) error(node, text);
      else if (!lacking(e, node, msg)) s.warnings.push_back(at(node, text + ": left out").str());
    }
    if (!req) s.skipped.push_back(at(e.node, "entry " + e.label + " not applied: " + e.misses.front().second).str());
    return false;
  }
  // Whether `msg` says the header lacks an enumerator (recorded for say_lacking()).
  bool lacking(const Entry& e, const yaml::Node& node, const std::string& msg) {
    static const std::string head = "enum ", mid = " has no enumerator ";
    const std::size_t m = msg.find(mid);
    if (msg.rfind(head, 0) != 0 || m == std::string::npos) return false;
    const Diagnostic d = at(node, "");
    const std::string list = e.label.substr(0, e.label.find('['));
    const std::string enum_name = msg.substr(head.size(), m - head.size());
    auto it = std::find_if(lacking_.begin(), lacking_.end(), [&](const Lacking& l) {
      return l.file == d.file && l.list == list && l.enum_name == enum_name;
    });
    if (it == lacking_.end()) it = lacking_.insert(lacking_.end(), Lacking{d.file, list, enum_name, d, {}});
    it->enumerators.push_back(msg.substr(m + mid.size()));
    return true;
  }
  void say_lacking(Semantics& s) const {
    for (const Lacking& l : lacking_) {
      const bool one = l.enumerators.size() == 1;
      Diagnostic d = l.first;
      d.message = std::string("semantics ") + (one ? "entry " : "entries ") + l.list + "[" +
                  util::join(l.enumerators, ", ") + "]: enum " + l.enum_name + " has no " +
                  (one ? "such enumerator (the entry applies" : "such enumerators (each entry applies") +
                  " to this header, " + model_.header.version.str() + ", by its `since`): left out";
      s.warnings.push_back(d.str());
    }
  }
  static std::string applies(const Entry& e) {
    return e.since == Version{0, 0} ? std::string("every header") : "headers since " + e.since.str();
  }
  static std::string section_of(const std::string& label) {
    return label.substr(0, label.find_first_of(".["));
  }

  // ---- header lookups that record misses ----

  const model::Struct* need_struct(Entry& e, const yaml::Node& n, const std::string& name) {
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
  std::string need_field(Entry& e, const model::Struct* s, const yaml::Node& n, const std::string& what) {
    return need_field(e, s, name_spec(n, what));
  }
  void need_kind(Entry& e, const yaml::Node& at_node, const model::Struct* s, const std::string& field,
                 model::TypeKind kind, const std::string& expected) {
    const auto* f = find_field(s, field);
    if (f && f->type.kind != kind)
      e.miss_at(at_node, f->pos, "field " + s->name + "." + field + " is " + f->type.spelling + ", not " + expected);
  }

  // ---- sections ----
  void load_tensor(const yaml::Node& n, Semantics& s);
  void load_dtype(const yaml::Node& n, Semantics& s);
  void read_dtype_code(const yaml::Node& c, const std::string& label, Semantics::DTypeCode& code,
                       std::set<std::string>& seen_texts);
  void load_flags(const yaml::Node& n, Semantics& s);
  void load_version(const yaml::Node& n, Semantics& s);
  void load_managed(const yaml::Node& n, Semantics& s);
  void check_versioned(const Semantics::Managed& mg, const model::Struct* st, const yaml::Node& fields,
                       const std::string& label, const Semantics& s);
  void load_exchange(const yaml::Node& n, Semantics& s);
  void load_error_callbacks(const yaml::Node& given, Entry& e, Semantics::ExchangeApi& x);
  void load_steals(const yaml::Node& given, Entry& e, const Semantics& s, Semantics::ExchangeApi& x);
  void load_backends(const yaml::Node& n, Semantics::Devices& d);
  void load_devices(const yaml::Node& n, Semantics& s);  // dispatch.cpp
  void load_device_struct(const yaml::Node& n, Entry& e, Semantics::Devices& d);
};

}  // namespace dlpackgen::overlay::detail
