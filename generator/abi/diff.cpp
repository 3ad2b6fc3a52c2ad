#include "abi/diff.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

#include "abi/match.h"
#include "abi/policy.h"
#include "abi/rules.h"
#include "abi/targets.h"
#include "abi/types.h"
#include "util/error.h"
#include "util/text.h"

namespace dlpackgen::abi {

namespace {

using OldNew = std::pair<std::string, std::string>;

/// The targets on which a per-target value differs, with the values.
struct TargetDiff {
  std::vector<std::string> targets;
  std::map<std::string, OldNew> values;
  bool empty() const { return targets.empty(); }
};

using util::quoted;

bool is_version_macro(const std::string& name) {
  return name == "DLPACK_VERSION" || name == "DLPACK_MAJOR_VERSION" || name == "DLPACK_MINOR_VERSION";
}

std::string macro_value_text(const model::Macro& m) {
  std::string value = m.is_unsigned ? std::to_string(static_cast<uint64_t>(m.value)) : std::to_string(m.value);
  if (m.spelling.empty() || m.spelling == value) return value;
  return m.spelling + " (= " + value + ")";
}

class Differ {
 public:
  Differ(const model::Model& o, const model::Model& n, const Options& options, Report& report)
      : o_(o), n_(n), options_(options), report_(report), m_(match(o, n)),
        types_(o, n, m_.type_renames, m_.targets) {
    old_label_ = options.old_label.empty() ? o.header.file : options.old_label;
    new_label_ = options.new_label.empty() ? n.header.file : options.new_label;
  }

  const Matching& matching() const { return m_; }
  const TypeComparator& types() const { return types_; }

  void run() {
    enums();
    structs();
    function_pointers();
    aliases();
    macros();
  }

 private:
  Location at_new(const model::SourcePos& p) const { return {new_label_, p.line, p.column}; }

  /// A renamed type whose old name the new header keeps as an alias
  /// (`typedef DLDevice DLContext;`): old code still compiles.
  void soften_if_aliased(Change& c, const std::string& old_name) const {
    if (!n_.find_alias(old_name)) return;
    c.severity = Severity::Compatible;
    c.message += "; " + quoted(old_name) + " stays as an alias";
  }
  Location at_old(const model::SourcePos& p) const { return {old_label_, p.line, p.column}; }

  Change& add(const std::string& rule, const std::string& kind, const std::string& name,
              const std::string& parent, const std::string& message, const Location& where) {
    const ChangeRule* r = find_change_rule(rule);
    Change c;
    c.rule = rule;
    c.severity = r ? r->severity : Severity::AbiBreaking;
    c.kind = kind;
    c.name = name;
    c.parent = parent;
    c.message = message;
    c.location = where;
    report_.changes.push_back(std::move(c));
    return report_.changes.back();
  }
  // A rename: the change carries the old name, as old_name and old value, and the new one.
  Change& add_rename(const std::string& rule, const std::string& kind, const std::string& old_name,
                     const std::string& new_name, const std::string& parent, const std::string& message,
                     const Location& where) {
    Change& c = add(rule, kind, new_name, parent, message, where);
    c.old_name = old_name;
    c.old_value = old_name;
    c.new_value = new_name;
    return c;
  }


  /// Fills targets/per_target/old/new from a per-target difference, and
  /// returns " from A to B" or " (t: a -> b, ...)" for the message.
  std::string apply(Change& c, const TargetDiff& d) const {
    c.per_target = d.values;
    c.targets = d.targets.size() == m_.targets.size() ? std::vector<std::string>{} : d.targets;
    std::set<OldNew> distinct;
    for (const auto& [t, v] : d.values) distinct.insert(v);
    if (distinct.size() == 1) {
      c.old_value = distinct.begin()->first;
      c.new_value = distinct.begin()->second;
      return " from " + c.old_value + " to " + c.new_value;
    }
    c.old_value = "(per target)";
    c.new_value = "(per target)";
    std::string text;
    for (const auto& t : d.targets) {
      const auto& v = d.values.at(t);
      text += (text.empty() ? "" : ", ") + t + ": " + v.first + " -> " + v.second;
    }
    return " (" + text + ")";
  }

  template <typename Get>
  TargetDiff per_target(Get get) const {
    TargetDiff d;
    for (const auto& t : m_.targets) {
      std::optional<OldNew> v = get(t);
      if (v && v->first != v->second) {
        d.targets.push_back(t.triple);
        d.values[t.triple] = *v;
      }
    }
    return d;
  }

  void doc(const std::string& kind, const std::string& name, const std::string& parent,
           const std::string& old_doc, const std::string& new_doc, const model::SourcePos& pos) {
    if (!options_.include_docs || old_doc == new_doc) return;
    std::string what = parent.empty() ? name : parent + "." + name;
    std::string how = old_doc.empty() ? "added" : new_doc.empty() ? "removed" : "changed";
    Change& c = add("doc-changed", kind, name, parent, "doc comment of " + quoted(what) + " " + how, at_new(pos));
    c.old_value = old_doc;
    c.new_value = new_doc;
  }

  // ---- enums ---------------------------------------------------------------

  void enums() {
    for (std::size_t k = 0; k < m_.enums.pairs.size(); ++k) {
      const Pair& p = m_.enums.pairs[k];
      const auto& a = o_.enums[p.old_index];
      const auto& b = n_.enums[p.new_index];
      if (p.renamed) {
        Change& c = add_rename("enum-renamed", "enum", a.name, b.name, "",
                               "enum " + quoted(a.name) + " renamed to " + quoted(b.name),
                               at_new(b.pos));
        soften_if_aliased(c, a.name);
      }
      underlying(a, b, false);
      underlying(a, b, true);
      enum_layout(a, b);
      enumerators(a, b, m_.enumerators[k]);
      doc("enum", b.name, "", a.doc, b.doc, b.pos);
    }
    for (std::size_t j : m_.enums.added) {
      const auto& b = n_.enums[j];
      Change& c = add("enum-added", "enum", b.name, "",
                      "enum " + quoted(b.name) + " added with " + std::to_string(b.enumerators.size()) +
                          " enumerators",
                      at_new(b.pos));
      c.new_value = b.name;
    }
    for (std::size_t i : m_.enums.removed) {
      const auto& a = o_.enums[i];
      Change& c = add("enum-removed", "enum", a.name, "", "enum " + quoted(a.name) + " removed", at_old(a.pos));
      c.old_value = a.name;
    }
  }

  void underlying(const model::Enum& a, const model::Enum& b, bool cxx) {
    const std::string& fa = cxx ? a.fixed_type_cxx : a.fixed_type_c;
    const std::string& fb = cxx ? b.fixed_type_cxx : b.fixed_type_c;
    const auto& ua = cxx ? a.underlying_cxx : a.underlying_c;
    const auto& ub = cxx ? b.underlying_cxx : b.underlying_c;
    TargetDiff d = per_target([&](const model::TargetInfo& t) -> std::optional<OldNew> {
      auto ia = ua.find(t.triple), ib = ub.find(t.triple);
      if (ia == ua.end() || ib == ub.end()) return std::nullopt;
      return OldNew{ia->second, ib->second};
    });
    if (fa == fb && d.empty()) return;
    // Abi-breaking where the size of the underlying type differs.
    std::vector<std::string> breaking;
    for (const auto& t : m_.targets) {
      auto ia = ua.find(t.triple), ib = ub.find(t.triple);
      std::string sa = !fa.empty() ? fa : ia != ua.end() ? ia->second : "";
      std::string sb = !fb.empty() ? fb : ib != ub.end() ? ib->second : "";
      auto xa = scalar_info(sa, t), xb = scalar_info(sb, t);
      bool differs = xa && xb ? xa->size != xb->size : sa != sb;
      if (!cxx) {
        auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
        if (la != a.layout.end() && lb != b.layout.end()) differs = la->second != lb->second;
      }
      if (differs) breaking.push_back(t.triple);
    }
    std::string mode = cxx ? "C++" : "C";
    std::string message = "underlying type of enum " + quoted(b.name) + " in " + mode + " changed";
    Change& c = add("enum-underlying-type-changed", "enum", b.name, "", message, at_new(b.pos));
    if (fa != fb) {
      c.old_value = fa.empty() ? "(not fixed)" : fa;
      c.new_value = fb.empty() ? "(not fixed)" : fb;
      c.message += " from " + c.old_value + " to " + c.new_value;
      c.per_target = d.values;
    } else {
      c.message += apply(c, d);
    }
    if (breaking.empty()) {
      c.severity = Severity::Compatible;
      c.targets.clear();
      c.message += "; size unchanged";
    } else {
      c.severity = Severity::AbiBreaking;
      c.targets = breaking.size() == m_.targets.size() ? std::vector<std::string>{} : breaking;
      c.message += "; size changed";
    }
  }

  void enum_layout(const model::Enum& a, const model::Enum& b) {
    if (a.underlying_c != b.underlying_c || a.fixed_type_c != b.fixed_type_c) return;  // reported above
    TargetDiff d = per_target([&](const model::TargetInfo& t) -> std::optional<OldNew> {
      auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
      if (la == a.layout.end() || lb == b.layout.end()) return std::nullopt;
      auto text = [](const model::Layout& l) {
        return std::to_string(l.size) + "/" + std::to_string(l.align);
      };
      return OldNew{text(la->second), text(lb->second)};
    });
    if (d.empty()) return;
    Change& c = add("enum-size-changed", "enum", b.name, "",
                    "size/alignment of enum " + quoted(b.name) + " changed", at_new(b.pos));
    c.message += apply(c, d);
  }

  void enumerators(const model::Enum& a, const model::Enum& b, const Matches& em) {
    for (const Pair& p : em.pairs) {
      const auto& x = a.enumerators[p.old_index];
      const auto& y = b.enumerators[p.new_index];
      if (p.renamed) {
        add_rename("enumerator-renamed", "enumerator", x.name, y.name, b.name,
                   "enumerator " + quoted(x.name) + " of " + quoted(b.name) + " renamed to " +
                       quoted(y.name) + " (value " + std::to_string(y.value) + ")",
                   at_new(y.pos));
      } else if (x.value != y.value) {
        Change& c = add("enumerator-value-changed", "enumerator", y.name, b.name,
                        "value of enumerator " + quoted(y.name) + " of " + quoted(b.name) + " changed from " +
                            std::to_string(x.value) + " to " + std::to_string(y.value),
                        at_new(y.pos));
        c.old_value = std::to_string(x.value);
        c.new_value = std::to_string(y.value);
      }
      doc("enumerator", y.name, b.name, x.doc, y.doc, y.pos);
    }
    for (std::size_t j : em.added) {
      const auto& y = b.enumerators[j];
      Change& c = add("enumerator-added", "enumerator", y.name, b.name,
                      "enumerator " + quoted(y.name) + " = " + std::to_string(y.value) + " added to " +
                          quoted(b.name),
                      at_new(y.pos));
      c.new_value = std::to_string(y.value);
    }
    for (std::size_t i : em.removed) {
      const auto& x = a.enumerators[i];
      Change& c = add("enumerator-removed", "enumerator", x.name, b.name,
                      "enumerator " + quoted(x.name) + " = " + std::to_string(x.value) + " removed from " +
                          quoted(b.name),
                      at_old(x.pos));
      c.old_value = std::to_string(x.value);
    }
  }

  // ---- structs -------------------------------------------------------------

  void structs() {
    for (std::size_t k = 0; k < m_.structs.pairs.size(); ++k) {
      const Pair& p = m_.structs.pairs[k];
      const auto& a = o_.structs[p.old_index];
      const auto& b = n_.structs[p.new_index];
      if (p.renamed) {
        Change& c = add_rename("struct-renamed", "struct", a.name, b.name, "",
                               "struct " + quoted(a.name) + " renamed to " + quoted(b.name) +
                                   " (identical layout and fields)",
                               at_new(b.pos));
        soften_if_aliased(c, a.name);
      }
      struct_layout(a, b);
      fields(a, b, m_.fields[k]);
      doc("struct", b.name, "", a.doc, b.doc, b.pos);
    }
    for (std::size_t j : m_.structs.added) {
      const auto& b = n_.structs[j];
      Change& c = add("struct-added", "struct", b.name, "",
                      "struct " + quoted(b.name) + " added with " + std::to_string(b.fields.size()) + " fields",
                      at_new(b.pos));
      c.new_value = b.name;
    }
    for (std::size_t i : m_.structs.removed) {
      const auto& a = o_.structs[i];
      Change& c = add("struct-removed", "struct", a.name, "", "struct " + quoted(a.name) + " removed", at_old(a.pos));
      c.old_value = a.name;
      // An alias (typedef DLDevice DLContext) whose twin stays: only the name is gone.
      for (const Pair& p : m_.structs.pairs) {
        const auto& twin = n_.structs[p.new_index];
        if (types_.same_struct_shape(a, twin)) {
          c.severity = Severity::SourceBreaking;
          c.message += " (it had the layout and fields of " + quoted(twin.name) + ", which stays)";
          break;
        }
      }
    }
  }

  void struct_layout(const model::Struct& a, const model::Struct& b) {
    TargetDiff size = per_target([&](const model::TargetInfo& t) -> std::optional<OldNew> {
      auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
      if (la == a.layout.end() || lb == b.layout.end()) return std::nullopt;
      return OldNew{std::to_string(la->second.size), std::to_string(lb->second.size)};
    });
    if (!size.empty()) {
      Change& c = add("struct-size-changed", "struct", b.name, "", "size of struct " + quoted(b.name) + " changed",
                      at_new(b.pos));
      c.message += apply(c, size);
    }
    TargetDiff align = per_target([&](const model::TargetInfo& t) -> std::optional<OldNew> {
      auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
      if (la == a.layout.end() || lb == b.layout.end()) return std::nullopt;
      return OldNew{std::to_string(la->second.align), std::to_string(lb->second.align)};
    });
    if (!align.empty()) {
      Change& c = add("struct-alignment-changed", "struct", b.name, "",
                      "alignment of struct " + quoted(b.name) + " changed", at_new(b.pos));
      c.message += apply(c, align);
    }
  }

  static std::optional<OldNew> offsets(const model::Field& x, const model::Field& y, const model::TargetInfo& t) {
    auto ox = x.offset.find(t.triple), oy = y.offset.find(t.triple);
    if (ox == x.offset.end() || oy == y.offset.end()) return std::nullopt;
    return OldNew{std::to_string(ox->second), std::to_string(oy->second)};
  }

  void fields(const model::Struct& a, const model::Struct& b, const Matches& fm) {
    std::set<std::string> moved_on;  // targets where an existing field moved
    for (const Pair& p : fm.pairs) {
      const auto& x = a.fields[p.old_index];
      const auto& y = b.fields[p.new_index];
      std::string qname = b.name + "." + y.name;
      if (p.renamed) {
        add_rename("field-renamed", "field", x.name, y.name, b.name,
                   "field " + quoted(b.name + "." + x.name) + " renamed to " + quoted(y.name),
                   at_new(y.pos));
      }
      TargetDiff off = per_target([&](const model::TargetInfo& t) { return offsets(x, y, t); });
      if (!off.empty()) {
        moved_on.insert(off.targets.begin(), off.targets.end());
        Change& c = add("field-offset-changed", "field", y.name, b.name, "offset of field " + quoted(qname) + " changed",
                        at_new(y.pos));
        c.message += apply(c, off);
      }
      field_type(x, y, b.name);
      doc("field", y.name, b.name, x.doc, y.doc, y.pos);
    }
    for (std::size_t j : fm.added) {
      const auto& y = b.fields[j];
      std::vector<std::string> breaking;
      for (const auto& t : m_.targets) {
        auto la = a.layout.find(t.triple), lb = b.layout.find(t.triple);
        bool grew = la != a.layout.end() && lb != b.layout.end() && la->second != lb->second;
        if (grew || moved_on.count(t.triple)) breaking.push_back(t.triple);
      }
      Change& c = add("field-added", "field", y.name, b.name,
                      "field " + quoted(b.name + "." + y.name) + " of type " + quoted(type_text(y.type)) + " added",
                      at_new(y.pos));
      c.new_value = type_text(y.type);
      auto first = m_.targets.empty() ? y.offset.end() : y.offset.find(m_.targets.front().triple);
      if (first != y.offset.end()) c.message += " at offset " + std::to_string(first->second) + " (" + first->first + ")";
      if (breaking.empty()) {
        c.severity = Severity::Compatible;
        c.message += "; it fills padding, the layout is unchanged";
      } else {
        c.targets = breaking.size() == m_.targets.size() ? std::vector<std::string>{} : breaking;
      }
    }
    for (std::size_t i : fm.removed) {
      const auto& x = a.fields[i];
      Change& c = add("field-removed", "field", x.name, b.name,
                      "field " + quoted(b.name + "." + x.name) + " of type " + quoted(type_text(x.type)) + " removed",
                      at_old(x.pos));
      c.old_value = type_text(x.type);
    }
  }

  // Why a change of `const` between two types of the same representation
  // breaks source that uses a field of that type, or nullptr when it does
  // not: const added at any level, or removed below the top level (a pointer
  // to const no longer converts to the new pointer type). Dropping a top-level
  // const only allows more.
  static const char* const_change(const model::Type& a, const model::Type& b, bool top) {
    if (a.is_const != b.is_const) {
      if (b.is_const) return top ? "the field became const: assignments to it no longer compile"
                                 : "const was added to what it points to: writes through it no longer compile";
      if (!top) return "const was removed from what it points to: pointers to const no longer convert to it";
    }
    if (!a.element.empty() && !b.element.empty() && a.kind == b.kind) return const_change(a.element[0], b.element[0], false);
    return nullptr;
  }

  void field_type(const model::Field& x, const model::Field& y, const std::string& parent) {
    TypeMatch all = types_.compare_all(x.type, y.type);
    if (all == TypeMatch::Same) return;
    std::string ta = type_text(x.type), tb = type_text(y.type);
    Change& c = add("field-type-changed", "field", y.name, parent,
                    "type of field " + quoted(parent + "." + y.name) + " changed from " + quoted(ta) + " to " +
                        quoted(tb),
                    at_new(y.pos));
    c.old_value = ta;
    c.new_value = tb;
    if (all == TypeMatch::Equivalent) {
      c.severity = Severity::Compatible;
      c.message += "; same representation on every target";
      // Same bytes, but `const` moved: code that writes through the field (or
      // stores a pointer to const in it) stops compiling.
      if (const char* why = const_change(x.type, y.type, true)) {
        c.severity = Severity::SourceBreaking;
        c.message += std::string(", but ") + why;
      }
      return;
    }
    auto on = types_.different_on(x.type, y.type);
    c.targets = on.size() == m_.targets.size() ? std::vector<std::string>{} : on;
  }

  // ---- function pointers ---------------------------------------------------

  void function_pointers() {
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

  void aliases() {
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

  static std::string signature_text(const model::Type& fn) {
    std::string out = fn.result.empty() ? "void" : type_text(fn.result[0]);
    out += " (*)(";
    for (std::size_t i = 0; i < fn.params.size(); ++i) out += (i ? ", " : "") + type_text(fn.params[i].type);
    return out + ")";
  }

  // ---- macros --------------------------------------------------------------

  void macros() {
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

  const model::Model& o_;
  const model::Model& n_;
  const Options& options_;
  Report& report_;
  Matching m_;
  TypeComparator types_;
  std::string old_label_, new_label_;
};

std::string join(const std::vector<model::TargetInfo>& targets) {
  std::string out;
  for (const auto& t : targets) out += (out.empty() ? "" : ", ") + t.triple;
  return out.empty() ? "none" : out;
}

}  // namespace

Report diff(const model::Model& old_model, const model::Model& new_model, const Options& options) {
  Report report;
  auto targets = common_targets(old_model, new_model);
  if (targets.empty())
    throw util::Error("the two sides share no target to compare (old: " + join(old_model.targets) +
                      "; new: " + join(new_model.targets) + ")");
  for (const auto& t : targets) report.targets.push_back(t.triple);
  report.old_side = {options.old_label.empty() ? old_model.header.file : options.old_label,
                     old_model.header.version, old_model.header.sha256};
  report.new_side = {options.new_label.empty() ? new_model.header.file : options.new_label,
                     new_model.header.version, new_model.header.sha256};

  Differ differ(old_model, new_model, options, report);
  differ.run();
  for (auto& c : report.changes) c.where = describe_targets(c.targets, targets);

  std::vector<bool> used(options.suppressions.size(), false);
  for (auto& c : report.changes)
    for (std::size_t i = 0; i < options.suppressions.size(); ++i)
      if (matches(options.suppressions[i], c)) {
        c.suppressed = true;
        used[i] = true;
      }

  bool dlpack = options.policy == PolicyChoice::Dlpack ||
                (options.policy == PolicyChoice::Auto && old_model.header.version.known() &&
                 new_model.header.version.known());
  report.policy = dlpack ? "dlpack" : "none";
  if (dlpack) {
    PolicyInput in{old_model, new_model, differ.matching(), differ.types(), options.pending,
                   report.old_side.label, report.new_side.label};
    check_dlpack_policy(in, report);
  }
  for (auto& f : report.findings)
    for (std::size_t i = 0; i < options.suppressions.size(); ++i)
      if (matches(options.suppressions[i], f)) {
        f.suppressed = true;
        used[i] = true;
      }
  for (std::size_t i = 0; i < options.suppressions.size(); ++i) {
    if (used[i]) continue;
    const auto& s = options.suppressions[i];
    std::string where = s.file.empty() ? "" : s.file + (s.line ? ":" + std::to_string(s.line) : "") + ": ";
    report.unused_suppressions.push_back(where + s.rule + (s.name.empty() ? "" : " " + s.name));
  }
  return report;
}

}  // namespace dlpackgen::abi
