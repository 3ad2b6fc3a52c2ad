#include "abi/diff.h"

#include <algorithm>
#include <optional>
#include <set>

#include "abi/differ.h"
#include "abi/policy.h"
#include "abi/targets.h"
#include "util/error.h"

namespace dlpackgen::abi {

namespace detail {

// ---- enums ---------------------------------------------------------------

void Differ::enums() {
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

void Differ::underlying(const model::Enum& a, const model::Enum& b, bool cxx) {
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

void Differ::enum_layout(const model::Enum& a, const model::Enum& b) {
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

void Differ::enumerators(const model::Enum& a, const model::Enum& b, const Matches& em) {
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

void Differ::structs() {
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

void Differ::struct_layout(const model::Struct& a, const model::Struct& b) {
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

std::optional<OldNew> Differ::offsets(const model::Field& x, const model::Field& y, const model::TargetInfo& t) {
  auto ox = x.offset.find(t.triple), oy = y.offset.find(t.triple);
  if (ox == x.offset.end() || oy == y.offset.end()) return std::nullopt;
  return OldNew{std::to_string(ox->second), std::to_string(oy->second)};
}

void Differ::fields(const model::Struct& a, const model::Struct& b, const Matches& fm) {
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
const char* Differ::const_change(const model::Type& a, const model::Type& b, bool top) {
  if (a.is_const != b.is_const) {
    if (b.is_const) return top ? "the field became const: assignments to it no longer compile"
                               : "const was added to what it points to: writes through it no longer compile";
    if (!top) return "const was removed from what it points to: pointers to const no longer convert to it";
  }
  if (!a.element.empty() && !b.element.empty() && a.kind == b.kind) return const_change(a.element[0], b.element[0], false);
  return nullptr;
}

void Differ::field_type(const model::Field& x, const model::Field& y, const std::string& parent) {
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

}  // namespace detail

namespace {

using detail::Differ;

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
