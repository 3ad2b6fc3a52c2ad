#include "lang/element_types.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "util/error.h"

namespace dlpackgen::lang {

using render::Value;
using Semantics = overlay::Semantics;

namespace {

// One (code, bits) pair of this header, with the spelling each role gives it.
struct Width {
  unsigned bits = 0;
  std::map<std::string, const ElementSpelling*> by_role;
};
struct Code {
  const Semantics::DTypeCode* code = nullptr;
  std::vector<Width> widths;  // first mention first
};

// The pairs of the descriptor that this header has, codes in first-mention
// order over the roles (a base's first). Checks every entry against the overlay.
std::vector<Code> resolve(const Semantics& s, const Descriptor& d) {
  std::vector<Code> out;
  std::vector<util::Diagnostic> errors;
  for (const auto& role : d.types.element_types) {
    for (const auto& given : role.types) {
      const std::string& entry = given.first;
      const std::string& where = role.code_file.count(entry) ? role.code_file.at(entry) : role.file;
      Pos at = role.code_pos.count(entry) ? role.code_pos.at(entry) : role.pos;
      if (!s.dtype.entries.count(entry)) {
        errors.push_back({where, at.line, at.column,
                          "element_types." + role.role + ".types: '" + entry +
                              "' is not a dtype code of the overlay (dtype.codes)"});
        continue;
      }
      auto code = std::find_if(s.dtype.codes.begin(), s.dtype.codes.end(),
                               [&](const Semantics::DTypeCode& c) { return c.entry == entry; });
      if (code == s.dtype.codes.end()) continue;  // a code this header does not have
      auto known = std::find_if(out.begin(), out.end(), [&](const Code& c) { return c.code == &*code; });
      if (known == out.end()) known = out.insert(out.end(), Code{&*code, {}});
      for (const auto& width : given.second) {
        const unsigned bits = width.first;
        const ElementSpelling& spelling = width.second;
        if (!code->bits.empty() && std::find(code->bits.begin(), code->bits.end(), bits) == code->bits.end()) {
          std::string allowed;
          for (unsigned b : code->bits) allowed += (allowed.empty() ? "" : ", ") + std::to_string(b);
          errors.push_back({where, spelling.pos.line, spelling.pos.column,
                            "element_types." + role.role + ".types." + entry + ": " + entry + " allows only " +
                                allowed + " bits (dtype.codes)"});
          continue;
        }
        auto w = std::find_if(known->widths.begin(), known->widths.end(), [&](const Width& x) { return x.bits == bits; });
        if (w == known->widths.end()) w = known->widths.insert(known->widths.end(), Width{bits, {}});
        w->by_role[role.role] = &spelling;
      }
    }
  }
  if (!errors.empty()) throw util::Error(errors);
  // A code no role names whose overlay entry lists its widths (a vendor's code,
  // mapped in the user's overlay): every role stores it as raw bits of each width.
  for (const auto& code : s.dtype.codes) {
    if (code.bits.empty()) continue;
    if (std::any_of(out.begin(), out.end(), [&](const Code& c) { return c.code == &code; })) continue;
    Code added{&code, {}};
    for (unsigned bits : code.bits) added.widths.push_back(Width{bits, {}});
    out.push_back(std::move(added));
  }
  return out;
}

Value spelling_value(const std::string& backend, const ElementSpelling& s) {
  return Value()
      .set("backend", backend)
      .set("storage", s.storage)
      .set("is_type", s.storage == "type")
      .set("is_raw", s.storage == "raw")
      .set("is_packed", s.storage == "packed")
      .set("type", s.type)
      .set("has_requires", !s.requires_macro.empty())
      .set("requires", s.requires_macro);
}

}  // namespace

std::vector<Semantics::Unmapped> unmapped_element_types(const model::Model& model, const Semantics& semantics,
                                                        const Descriptor& descriptor) {
  const model::Enum* e = semantics.dtype.present ? model.find_enum(semantics.dtype.code_enum) : nullptr;
  if (!e) return {};
  std::set<int64_t> mapped;
  for (const auto& c : resolve(semantics, descriptor)) mapped.insert(c.code->value);
  return Semantics::unmapped_in(*e, mapped);
}

Value element_types_context(const model::Model& model, const Semantics& semantics, const Descriptor& descriptor) {
  Value out;
  const bool present = semantics.dtype.present && !descriptor.types.element_types.empty();
  out.set("present", present);
  if (!present) return out;
  Value roles = Value::list();
  for (const auto& r : descriptor.types.element_types) roles.push(Value().set("name", r.role).set("backend", r.backend));
  out.set("roles", render::mark_ends(std::move(roles)));
  Value codes = Value::list();
  for (const auto& c : resolve(semantics, descriptor)) {
    Value widths = Value::list();
    for (const auto& w : c.widths) {
      Value v = Value()
                    .set("bits", std::to_string(w.bits))
                    .set("text", c.code->prefix.empty() ? c.code->name : c.code->prefix + std::to_string(w.bits))
                    .set("is_subbyte", w.bits % 8 != 0);
      for (const auto& r : descriptor.types.element_types) {
        auto given = w.by_role.find(r.role);
        ElementSpelling fallback;  // a role that does not give the pair: raw bits, or packed below a byte
        fallback.storage = w.bits % 8 == 0 ? "raw" : "packed";
        v.set(r.role, spelling_value(r.backend, given != w.by_role.end() ? *given->second : fallback));
      }
      widths.push(std::move(v));
    }
    codes.push(Value()
                   .set("enumerator", c.code->enumerator)
                   .set("entry", c.code->entry)
                   .set("value", std::to_string(c.code->value))
                   .set("widths", render::mark_ends(std::move(widths))));
  }
  out.set("codes", render::mark_ends(std::move(codes)));
  Value unmapped = Value::list(), values = Value::list();
  for (const auto& u : unmapped_element_types(model, semantics, descriptor))
    unmapped.push(Value().set("enumerator", u.enumerator).set("value", std::to_string(u.value)));
  if (const auto* e = model.find_enum(semantics.dtype.code_enum))
    for (const auto& x : e->enumerators) values.push(Value().set("value", std::to_string(x.value)));
  out.set("has_unmapped", !unmapped.items().empty());
  out.set("unmapped", render::mark_ends(std::move(unmapped)));
  out.set("values", render::mark_ends(std::move(values)));
  return out;
}

}  // namespace dlpackgen::lang
