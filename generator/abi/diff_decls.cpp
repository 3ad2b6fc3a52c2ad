// The differ's sections for function pointers, aliases and macros (differ.h).
#include <algorithm>
#include <optional>
#include <set>

#include "abi/differ.h"

namespace dlpackgen::abi::detail {

namespace {

bool is_version_macro(const std::string& name) {
  return name == "DLPACK_VERSION" || name == "DLPACK_MAJOR_VERSION" || name == "DLPACK_MINOR_VERSION";
}

std::string macro_value_text(const model::Macro& m) {
  std::string value = m.is_unsigned ? std::to_string(static_cast<uint64_t>(m.value)) : std::to_string(m.value);
  if (m.spelling.empty() || m.spelling == value) return value;
  return m.spelling + " (= " + value + ")";
}

}  // namespace

// ---- function pointers ---------------------------------------------------

void Differ::function_pointers() {
  for (const Pair& p : m_.function_pointers.pairs) {
    const auto& a = o_.function_pointers[p.old_index];
    const auto& b = n_.function_pointers[p.new_index];
    if (p.renamed) {
      Change& c = add_rename("function-pointer-renamed", "function_pointer", a.name, b.name, "",
                             "function pointer " + quoted(a.name) + " renamed to " + quoted(b.name) + " (same signature)",
                             at_new(b.pos));
      soften_if_aliased(c, a.name);
    }
    std::vector<std::string> different;
    TypeMatch worst = TypeMatch::Same;
    for (const auto& t : m_.targets) {
      TypeMatch s = types_.compare_signature(a.type, b.type, t);
      if (s == TypeMatch::Different) different.push_back(t.triple);
      if (static_cast<int>(s) > static_cast<int>(worst)) worst = s;
    }
    if (worst != TypeMatch::Same) {
      std::string sa = signature_text(a.type), sb = signature_text(b.type);
      Change& c = add("function-pointer-signature-changed", "function_pointer", b.name, "",
                      "signature of function pointer " + quoted(b.name) + " changed from " + quoted(sa) + " to " +
                          quoted(sb),
                      at_new(b.pos));
      c.old_value = sa;
      c.new_value = sb;
      if (different.empty()) {
        c.severity = Severity::Compatible;
        c.message += "; same representation on every target";
      } else {
        c.targets = different.size() == m_.targets.size() ? std::vector<std::string>{} : different;
      }
    }
    doc("function_pointer", b.name, "", a.doc, b.doc, b.pos);
  }
  for (std::size_t j : m_.function_pointers.added) {
    const auto& b = n_.function_pointers[j];
    Change& c = add("function-pointer-added", "function_pointer", b.name, "",
                    "function pointer " + quoted(b.name) + " added: " + signature_text(b.type), at_new(b.pos));
    c.new_value = signature_text(b.type);
  }
  for (std::size_t i : m_.function_pointers.removed) {
    const auto& a = o_.function_pointers[i];
    Change& c = add("function-pointer-removed", "function_pointer", a.name, "",
                    "function pointer " + quoted(a.name) + " removed", at_old(a.pos));
    c.old_value = signature_text(a.type);
  }
}

// ---- aliases -------------------------------------------------------------

void Differ::aliases() {
  for (const Pair& p : m_.aliases.pairs) {
    const auto& a = o_.aliases[p.old_index];
    const auto& b = n_.aliases[p.new_index];
    if (p.renamed) {
      add_rename("alias-renamed", "alias", a.name, b.name, "",
                 "alias " + quoted(a.name) + " of " + quoted(b.type.name) + " renamed to " + quoted(b.name),
                 at_new(b.pos));
    }
    TypeMatch all = types_.compare_all(a.type, b.type);
    if (all != TypeMatch::Same) {
      std::string ta = type_text(a.type), tb = type_text(b.type);
      Change& c = add("alias-target-changed", "alias", b.name, "",
                      "alias " + quoted(b.name) + " now denotes " + quoted(tb) + " instead of " + quoted(ta),
                      at_new(b.pos));
      c.old_value = ta;
      c.new_value = tb;
      if (all == TypeMatch::Equivalent) {
        c.severity = Severity::Compatible;
        c.message += "; same representation on every target";
      } else {
        auto on = types_.different_on(a.type, b.type);
        c.targets = on.size() == m_.targets.size() ? std::vector<std::string>{} : on;
      }
    }
    doc("alias", b.name, "", a.doc, b.doc, b.pos);
  }
  for (std::size_t j : m_.aliases.added) {
    const auto& b = n_.aliases[j];
    Change& c = add("alias-added", "alias", b.name, "",
                    "alias " + quoted(b.name) + " of " + quoted(type_text(b.type)) + " added", at_new(b.pos));
    c.new_value = type_text(b.type);
  }
  for (std::size_t i : m_.aliases.removed) {
    const auto& a = o_.aliases[i];
    Change& c = add("alias-removed", "alias", a.name, "",
                    "alias " + quoted(a.name) + " of " + quoted(type_text(a.type)) + " removed", at_old(a.pos));
    c.old_value = type_text(a.type);
  }
}

std::string Differ::signature_text(const model::Type& fn) {
  std::string out = fn.result.empty() ? "void" : type_text(fn.result[0]);
  out += " (*)(";
  for (std::size_t i = 0; i < fn.params.size(); ++i) out += (i ? ", " : "") + type_text(fn.params[i].type);
  return out + ")";
}

// ---- macros --------------------------------------------------------------

void Differ::macros() {
  for (const Pair& p : m_.macros.pairs) {
    const auto& a = o_.macros[p.old_index];
    const auto& b = n_.macros[p.new_index];
    if (!is_version_macro(b.name) && (a.value != b.value || a.is_unsigned != b.is_unsigned)) {
      Change& c = add("macro-value-changed", "macro", b.name, "",
                      "value of macro " + quoted(b.name) + " changed from " + macro_value_text(a) + " to " +
                          macro_value_text(b),
                      at_new(b.pos));
      c.old_value = macro_value_text(a);
      c.new_value = macro_value_text(b);
    }
    doc("macro", b.name, "", a.doc, b.doc, b.pos);
  }
  for (std::size_t j : m_.macros.added) {
    const auto& b = n_.macros[j];
    Change& c = add("macro-added", "macro", b.name, "",
                    "macro " + quoted(b.name) + " = " + macro_value_text(b) + " added", at_new(b.pos));
    c.new_value = macro_value_text(b);
  }
  for (std::size_t i : m_.macros.removed) {
    const auto& a = o_.macros[i];
    Change& c = add("macro-removed", "macro", a.name, "",
                    "macro " + quoted(a.name) + " = " + macro_value_text(a) + " removed", at_old(a.pos));
    c.old_value = macro_value_text(a);
  }
  if (o_.header.version != n_.header.version) {
    // Point at the macro that moved: the major one on a major bump, else the minor one.
    std::vector<std::string> candidates = {"DLPACK_MINOR_VERSION", "DLPACK_VERSION"};
    if (o_.header.version.major != n_.header.version.major)
      candidates.insert(candidates.begin(), "DLPACK_MAJOR_VERSION");
    model::SourcePos pos;
    std::string name = n_.header.version_macro;
    for (const auto& candidate : candidates)
      if (const auto* m = n_.find_macro(candidate)) {
        pos = m->pos;
        name = candidate;
        break;
      }
    Change& c = add("version-changed", "header", name, "",
                    "DLPack version changed from " + o_.header.version.str() + " to " + n_.header.version.str(),
                    at_new(pos));
    c.old_value = o_.header.version.str();
    c.new_value = n_.header.version.str();
  }
}

}  // namespace dlpackgen::abi::detail
