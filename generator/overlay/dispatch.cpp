// The overlay's dispatch sections: `devices` (which backend serves each device
// type) and `element_types` (the C++ element type of each dtype per backend),
// and the header enumerators neither maps (Semantics::Unmapped).
#include <algorithm>
#include <cctype>
#include <set>

#include "overlay/semantics.h"
#include "overlay/loader.h"
#include "schema/map_reader.h"
#include "util/text.h"

namespace dlpackgen::overlay {

const std::vector<std::string>& Semantics::backends() {
  static const std::vector<std::string> k = {"cpu",  "cuda",      "cuda_host",  "cuda_managed",
                                             "rocm", "rocm_host", "unsupported"};
  return k;
}

const std::vector<std::string>& Semantics::element_backends() {
  static const std::vector<std::string> k = {"cpu", "cuda", "rocm"};
  return k;
}

namespace detail {

namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// Memory of these backends can be dereferenced by host code.
bool host_backend(const std::string& b) {
  return b == "cpu" || b == "cuda_host" || b == "cuda_managed" || b == "rocm_host";
}

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// A C++ type name as the overlay may give it: a qualified name, optionally
// with template arguments that are type names themselves, or builtin words
// separated by single spaces ("unsigned char"). No other punctuation, so no
// code can ride in on it: `std::complex<float>`, `__nv_bfloat16`, `cuda::std::complex<double>`.
class TypeNameParser {
 public:
  explicit TypeNameParser(const std::string& s) : s_(s) {}
  bool parse() { return type() && i_ == s_.size(); }

 private:
  const std::string& s_;
  size_t i_ = 0;
  int depth_ = 0;

  bool ident() {
    if (i_ >= s_.size() || !ident_start(s_[i_])) return false;
    while (i_ < s_.size() && ident_char(s_[i_])) ++i_;
    return true;
  }
  bool type() {
    if (++depth_ > 8) return false;
    if (s_.compare(i_, 2, "::") == 0) i_ += 2;
    if (!ident()) return false;
    for (;;) {
      if (s_.compare(i_, 2, "::") == 0) {
        i_ += 2;
        if (!ident()) return false;
      } else if (i_ + 1 < s_.size() && s_[i_] == ' ' && ident_start(s_[i_ + 1])) {
        ++i_;
        ident();
      } else {
        break;
      }
    }
    if (i_ < s_.size() && s_[i_] == '<') {
      ++i_;
      if (!type()) return false;
      while (i_ < s_.size() && s_[i_] == ',') {
        ++i_;
        if (i_ < s_.size() && s_[i_] == ' ') ++i_;
        if (!type()) return false;
      }
      if (i_ >= s_.size() || s_[i_] != '>') return false;
      ++i_;
    }
    --depth_;
    return true;
  }
};

bool is_identifier(const std::string& s) {
  if (s.empty() || !ident_start(s[0])) return false;
  return std::all_of(s.begin(), s.end(), ident_char);
}

}  // namespace

// Every enumerator of `e` whose value no mapped enumerator has (an alias of a
// mapped one is covered by it).
static std::vector<Semantics::Unmapped> unmapped_of(const model::Enum& e, const std::set<int64_t>& mapped) {
  std::vector<Semantics::Unmapped> out;
  std::set<int64_t> reported;
  for (const auto& x : e.enumerators)
    if (!mapped.count(x.value) && reported.insert(x.value).second)
      out.push_back({e.name, x.name, x.value, x.pos.line, x.pos.column});
  return out;
}

void Loader::load_devices(const yaml::Node& n, Semantics& s) {
  keys(n, "devices", {"enum", "since", "types"}, {"enum", "types"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "devices");
  Semantics::Devices d;
  d.enum_name = str(n["enum"], "devices.enum");
  const model::Enum* en = d.enum_name.empty() ? nullptr : model_.find_enum(d.enum_name);
  if (!d.enum_name.empty() && !en) e.miss(n["enum"], "the header has no enum " + d.enum_name);
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
    if (!dt.backend.empty() && !contains(Semantics::backends(), dt.backend))
      error(t["backend"], label + ".backend: unknown backend '" + dt.backend + "' (expected one of: " +
                              util::join(Semantics::backends()) + ")");
    dt.host_accessible = host_backend(dt.backend);
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
    d.unmapped = unmapped_of(*en, mapped);
    s.devices = d;
  }
}

void Loader::load_element_types(const yaml::Node& n, Semantics& s) {
  keys(n, "element_types", {"since", "types"}, {"types"});
  if (!n.IsMap()) return;
  Entry e = begin(n, "element_types");
  bool applied = settle(e, s) && s.dtype.present;
  const auto& backends = Semantics::element_backends();

  auto types = n["types"];
  if (types && !types.IsSequence()) {
    error(types, "'element_types.types' must be a sequence, got " + schema::describe(types));
    return;
  }
  std::set<std::pair<std::string, unsigned>> seen;
  std::set<int64_t> mapped;
  Semantics::ElementTypes out;
  for (auto it = types.begin(); it != types.end(); ++it) {
    yaml::Node t = *it;
    if (!t.IsMap()) {
      error(t, "an element_types.types entry must be a mapping (code, bits, type, cpu, cuda, rocm)");
      continue;
    }
    Semantics::ElementType et;
    et.entry = str(t["code"], "element_types.types.code");
    int bits = 0;
    if (!t["bits"] || !as_int(t["bits"], bits) || bits < 1 || bits > 255) {
      error(t["bits"].IsDefined() ? t["bits"] : t, "element_types entry " + et.entry + ": 'bits' must be an integer in 1..255");
      bits = 0;
    }
    et.bits = static_cast<unsigned>(bits);
    std::string label = "element_types[" + et.entry + " " + std::to_string(bits) + "]";
    if (!et.entry.empty() && !code_entries_.count(et.entry))
      error(t["code"], label + ": '" + et.entry + "' is not a dtype code of the overlay (dtype.codes)");
    if (bits && !et.entry.empty() && !seen.insert({et.entry, et.bits}).second)
      error(t["code"], label + ": " + et.entry + " with " + std::to_string(bits) + " bits is mapped twice");

    // The default for a backend given nothing: `type`, else raw bits (whole
    // bytes) or packed storage (any other width).
    std::string fallback = et.bits % 8 == 0 ? "raw" : "packed";
    yaml::Node common;
    bool has_common = false;
    std::set<std::string> given;
    for (const auto& kv : t) {
      std::string k = kv.first.Scalar();
      if (!given.insert(k).second) {
        error(kv.first, label + ": key '" + k + "' is given twice");
        continue;
      }
      if (k == "code" || k == "bits") continue;
      if (k == "type") {
        common = kv.second;
        has_common = true;
      } else if (contains(Semantics::backends(), k) && !contains(backends, k)) {
        error(kv.first, label + ": backend '" + k + "' has no element types of its own (host code reads its "
                                                    "memory with the cpu types); give types for " + util::join(backends));
      } else if (!contains(backends, k)) {
        error(kv.first, label + ": unknown backend '" + k + "' (element types are given for: " + util::join(backends) +
                            "; `type` applies to every backend not given)");
      }
    }
    bool common_checked = false;  // a shared `type` is reported once, not per backend
    for (const auto& b : backends) {
      bool own = t[b].IsDefined(), given_any = own || has_common;
      size_t before = errors_.size();
      yaml::Node v = own ? t[b] : common;
      Semantics::BackendType bt{b, fallback, "", ""};
      std::string what = label + "." + (own ? b : std::string("type"));
      if (given_any && v.IsMap()) {
        keys(v, what, {"type", "requires"}, {"type"});
        bt.type = str(v["type"], what + ".type");
        bt.storage = "type";
        if (v["requires"]) {
          bt.requires_macro = str(v["requires"], what + ".requires");
          if (!bt.requires_macro.empty() && !is_identifier(bt.requires_macro))
            error(v["requires"], what + ".requires: '" + bt.requires_macro + "' is not a macro name");
        }
        if (bt.type == "raw" || bt.type == "packed")
          error(v["type"], what + ".type: '" + bt.type + "' is a storage kind, not a type: give it without `requires`");
      } else if (given_any) {
        std::string text = str(v, what);
        if (text == "raw" || text == "packed") {
          bt.storage = text;
        } else if (!text.empty()) {
          bt.storage = "type";
          bt.type = text;
        }
      }
      if (bt.storage == "type" && !bt.type.empty() && bt.type != "raw" && bt.type != "packed" &&
          !TypeNameParser(bt.type).parse())
        error(v.IsMap() ? v["type"] : v, what + ": '" + bt.type +
                                             "' is not a C++ type name (a qualified name with optional template "
                                             "arguments, such as std::complex<float>)");
      if (bt.storage == "raw" && et.bits % 8 != 0)
        error(given_any ? v : t, what + ": raw storage needs a width that is a multiple of 8 (" + std::to_string(bits) +
                             " bits: use packed)");
      if (bt.storage == "packed" && et.bits % 8 == 0 && bits)
        error(given_any ? v : t, what + ": packed storage is for widths that are not a multiple of 8 (" +
                             std::to_string(bits) + " bits: use raw)");
      if (!own && common_checked) errors_.resize(before);
      if (!own && has_common) common_checked = true;
      et.backends.push_back(bt);
    }

    if (!applied) continue;
    auto code = std::find_if(s.dtype.codes.begin(), s.dtype.codes.end(),
                                    [&](const Semantics::DTypeCode& c) { return c.entry == et.entry; });
    if (code == s.dtype.codes.end()) continue;  // a code this header does not have (dtype.codes says whether that is an error)
    if (!code->bits.empty() && bits &&
        std::find(code->bits.begin(), code->bits.end(), et.bits) == code->bits.end()) {
      std::string allowed;
      for (unsigned b : code->bits) allowed += (allowed.empty() ? "" : ", ") + std::to_string(b);
      error(t["bits"], label + ": " + et.entry + " allows only " + allowed + " bits (dtype.codes)");
      continue;
    }
    et.enumerator = code->enumerator;
    et.value = code->value;
    mapped.insert(code->value);
    out.types.push_back(std::move(et));
  }
  if (!applied) return;
  if (const model::Enum* en = model_.find_enum(s.dtype.code_enum)) out.unmapped = unmapped_of(*en, mapped);
  out.present = true;
  s.element_types = std::move(out);
}

}  // namespace detail

}  // namespace dlpackgen::overlay
