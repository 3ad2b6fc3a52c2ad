// The ABI differ of two Models (diff.cpp: the entry point, enums and structs;
// diff_decls.cpp: function pointers, aliases and macros). Internal to abi/.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "abi/diff.h"
#include "abi/match.h"
#include "abi/rules.h"
#include "abi/types.h"
#include "util/text.h"

namespace dlpackgen::abi::detail {

using OldNew = std::pair<std::string, std::string>;

/// The targets on which a per-target value differs, with the values.
struct TargetDiff {
  std::vector<std::string> targets;
  std::map<std::string, OldNew> values;
  bool empty() const { return targets.empty(); }
};

using util::quoted;

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

  // ---- the sections (diff.cpp, diff_decls.cpp) ----
  void enums();
  void underlying(const model::Enum& a, const model::Enum& b, bool cxx);
  void enum_layout(const model::Enum& a, const model::Enum& b);
  void enumerators(const model::Enum& a, const model::Enum& b, const Matches& em);
  void structs();
  void struct_layout(const model::Struct& a, const model::Struct& b);
  static std::optional<OldNew> offsets(const model::Field& x, const model::Field& y, const model::TargetInfo& t);
  void fields(const model::Struct& a, const model::Struct& b, const Matches& fm);
  static const char* const_change(const model::Type& a, const model::Type& b, bool top);
  void field_type(const model::Field& x, const model::Field& y, const std::string& parent);
  void function_pointers();
  void aliases();
  static std::string signature_text(const model::Type& fn);
  void macros();

  const model::Model& o_;
  const model::Model& n_;
  const Options& options_;
  Report& report_;
  Matching m_;
  TypeComparator types_;
  std::string old_label_, new_label_;
};

}  // namespace dlpackgen::abi::detail
