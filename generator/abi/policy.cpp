#include "abi/policy.h"

#include <map>
#include <optional>
#include <set>
#include <unordered_map>

#include "abi/rules.h"
#include "abi/targets.h"
#include "util/text.h"

namespace dlpackgen::abi {

namespace {

constexpr const char* kVersioned = "DLManagedTensorVersioned";
constexpr const char* kFlagPrefix = "DLPACK_FLAG_BITMASK_";

using util::quoted;

bool is_flag_macro(const std::string& name) { return name.rfind(kFlagPrefix, 0) == 0; }

enum class Need { None = 0, Minor = 1, Major = 2 };

class Policy {
 public:
  Policy(const PolicyInput& in, Report& report) : in_(in), report_(report) {}

  void run() {
    core_types();
    bump();
    values();
    data_type_codes();
    frozen_prefix();
  }

 private:
  void finding(const std::string& rule, const std::string& name, const std::string& message, const Location& where,
               std::optional<Level> level = std::nullopt) {
    const PolicyRule* r = find_policy_rule(rule);
    PolicyFinding f;
    f.rule = rule;
    f.level = level ? *level : r ? r->level : Level::Error;
    f.frozen = r && r->frozen;
    f.name = name;
    f.message = message;
    f.location = where;
    report_.findings.push_back(std::move(f));
  }

  Location at_new(const model::SourcePos& p) const { return {in_.new_label, p.line, p.column}; }

  /// Where the new header states its version.
  Location version_location() const {
    for (const char* name : {"DLPACK_MINOR_VERSION", "DLPACK_MAJOR_VERSION", "DLPACK_VERSION"})
      if (const auto* m = in_.new_model.find_macro(name)) return at_new(m->pos);
    return {in_.new_label, 0, 0};
  }

  /// DLManagedTensorVersioned, DLTensor and what they hold by value, on both
  /// sides (old names mapped to new ones), plus the enums stored in them.
  void core_types() {
    auto closure = [&](const model::Model& model, bool old_side) {
      std::vector<std::string> work;
      for (const char* root : {kVersioned, "DLTensor"})
        if (model.find_struct(root)) work.push_back(root);
      std::set<std::string> seen;
      while (!work.empty()) {
        std::string name = work.back();
        work.pop_back();
        if (!seen.insert(name).second) continue;
        core_structs_.insert(old_side ? in_.types.mapped(name) : name);
        const auto* s = model.find_struct(name);
        if (!s) continue;
        for (const auto& f : s->fields) {
          const model::Type* t = &f.type;
          while (t->kind == model::TypeKind::Array && !t->element.empty()) t = &t->element[0];
          if (t->kind == model::TypeKind::Struct) work.push_back(t->name);
          if (t->kind == model::TypeKind::Enum) core_enums_.insert(old_side ? in_.types.mapped(t->name) : t->name);
        }
      }
    };
    closure(in_.old_model, true);
    closure(in_.new_model, false);
    core_enums_.insert("DLDataTypeCode");
  }

  bool touches_core(const Change& c) const {
    if (c.kind == "struct") return core_structs_.count(c.name) > 0;
    if (c.kind == "field") return core_structs_.count(c.parent) > 0;
    if (c.kind == "enum") return core_enums_.count(c.name) > 0;
    if (c.kind == "enumerator") return core_enums_.count(c.parent) > 0;
    return false;
  }

  void bump() {
    const model::Version& ov = in_.old_model.header.version;
    const model::Version& nv = in_.new_model.header.version;
    if (!ov.known() || !nv.known()) {
      std::string side = !ov.known() ? in_.old_label : in_.new_label;
      finding("version-unknown", side,
              side + " declares no DLPack version (DLPACK_MAJOR_VERSION/DLPACK_MINOR_VERSION or DLPACK_VERSION); "
                     "the version bump cannot be checked",
              version_location());
      return;
    }
    Need need = Need::None;
    const Change* why_major = nullptr;
    const Change* why_minor = nullptr;
    int counted = 0;
    for (const auto& c : report_.changes) {
      if (c.suppressed || c.rule == "version-changed" || c.rule == "doc-changed") continue;
      ++counted;
      if (c.severity == Severity::AbiBreaking && touches_core(c)) {
        if (!why_major) why_major = &c;
        need = Need::Major;
      } else {
        if (!why_minor) why_minor = &c;
        if (need == Need::None) need = Need::Minor;
      }
    }
    auto cite = [](const Change* c) { return c->rule + " " + quoted(c->qualified_name()); };
    std::string versions = ov.str() + " -> " + nv.str();

    if (nv < ov) {
      finding("version-decreased", "DLPACK_VERSION",
              "DLPack version decreased from " + ov.str() + " to " + nv.str(), version_location());
      return;
    }
    Need bumped = Need::None;
    if (nv.major > ov.major) bumped = Need::Major;
    else if (nv.minor > ov.minor) bumped = ov.major == 0 ? Need::Major : Need::Minor;  // 0.x: minor may break

    if (bumped == Need::None && need != Need::None) {
      std::string what = need == Need::Major ? "a major" : "at least a minor";
      std::string reason = need == Need::Major ? cite(why_major) + " breaks the ABI of the exchanged structs"
                                               : cite(why_minor) + (counted > 1 ? " and " + std::to_string(counted - 1) +
                                                                                      " more change(s)"
                                                                                : "");
      finding("version-bump-missing", "DLPACK_VERSION",
              "the version stays " + nv.str() + " but " + reason + ": " + what + " version bump is needed" +
                  (in_.pending ? " before the release (--pending)" : ""),
              version_location(), in_.pending ? std::optional<Level>(Level::Warning) : std::nullopt);
    } else if (bumped == Need::Minor && need == Need::Major) {
      finding("version-bump-too-small", "DLPACK_VERSION",
              "only a minor bump (" + versions + ") but " + cite(why_major) +
                  " breaks the ABI of the exchanged structs: a major version bump is needed",
              version_location());
    } else if (nv.major > ov.major && need != Need::Major && ov.major != 0) {
      finding("version-bump-unneeded", "DLPACK_VERSION",
              "major version bump (" + versions +
                  ") without an ABI break of DLManagedTensorVersioned, DLTensor or what they embed",
              version_location());
    } else if (bumped != Need::None && need == Need::None) {
      finding("version-bump-unneeded", "DLPACK_VERSION",
              "version bumped (" + versions + ") but nothing else changed", version_location());
    }
  }

  const model::Enum* old_enum_for(const std::string& new_name) const {
    for (const auto& e : in_.old_model.enums)
      if (in_.types.mapped(e.name) == new_name) return &e;
    return nullptr;
  }

  void values() {
    for (const auto& c : report_.changes) {
      if (c.suppressed) continue;
      if (c.rule == "enumerator-value-changed") {
        finding("value-changed", c.name,
                "enumerator " + quoted(c.name) + " of " + quoted(c.parent) + " changed its value from " +
                    c.old_value + " to " + c.new_value + "; DLPack values are never changed",
                c.location);
      } else if (c.rule == "macro-value-changed" && is_flag_macro(c.name)) {
        finding("value-changed", c.name,
                "flag bit " + quoted(c.name) + " changed from " + c.old_value + " to " + c.new_value +
                    "; DLPack flag bits are never changed",
                c.location);
      } else if (c.rule == "enumerator-added") {
        const EnumIndex* index = enum_index(c.parent);
        if (!index) continue;
        auto added = index->new_by_name.find(c.name);
        if (added == index->new_by_name.end()) continue;
        auto reused = index->old_by_value.find(added->second->value);
        if (reused != index->old_by_value.end())
          finding("value-reused", c.name,
                  "new enumerator " + quoted(c.name) + " of " + quoted(c.parent) + " reuses value " +
                      std::to_string(added->second->value) + " of " + quoted(reused->second->name),
                  c.location);
      } else if (c.rule == "macro-added" && is_flag_macro(c.name)) {
        const auto* added = in_.new_model.find_macro(c.name);
        if (!added) continue;
        for (const auto& m : in_.old_model.macros)
          if (is_flag_macro(m.name) && (static_cast<uint64_t>(m.value) & static_cast<uint64_t>(added->value)) != 0) {
            finding("value-reused", c.name,
                    "new flag " + quoted(c.name) + " reuses bits of " + quoted(m.name) + " (" + m.spelling + ")",
                    c.location);
            break;
          }
      }
    }
  }

  // Per enum with added enumerators: the new enumerators by name and the old
  // ones by value (the first of each value), built once, so that checking
  // every added enumerator stays linear in the size of the enums.
  struct EnumIndex {
    std::unordered_map<std::string, const model::Enumerator*> new_by_name;
    std::unordered_map<int64_t, const model::Enumerator*> old_by_value;
  };
  std::map<std::string, std::optional<EnumIndex>> enum_indexes_;
  const EnumIndex* enum_index(const std::string& parent) {
    auto [it, fresh] = enum_indexes_.try_emplace(parent);
    if (fresh) {
      const model::Enum* old_enum = old_enum_for(parent);
      const model::Enum* new_enum = in_.new_model.find_enum(parent);
      if (old_enum && new_enum) {
        EnumIndex index;
        for (const auto& e : new_enum->enumerators) index.new_by_name[e.name] = &e;  // the last of a name, as before
        for (const auto& e : old_enum->enumerators) index.old_by_value.emplace(e.value, &e);
        it->second = std::move(index);
      }
    }
    return it->second ? &*it->second : nullptr;
  }

  void data_type_codes() {
    const auto* codes = in_.new_model.find_enum("DLDataTypeCode");
    const auto* dtype = in_.new_model.find_struct("DLDataType");
    if (!codes || !dtype) return;
    std::string field_type = "uint8_t";
    for (const auto& f : dtype->fields)
      if (f.name == "code" && f.type.kind == model::TypeKind::Scalar) field_type = f.type.name;
    model::TargetInfo any;
    if (!in_.new_model.targets.empty()) any = in_.new_model.targets.front();
    auto info = scalar_info(field_type, any);
    if (!info || info->category != ScalarInfo::Category::Integer || info->size >= 8) return;
    int64_t bits = 8 * info->size;
    int64_t lo = info->is_signed ? -(int64_t{1} << (bits - 1)) : 0;
    int64_t hi = info->is_signed ? (int64_t{1} << (bits - 1)) - 1 : (int64_t{1} << bits) - 1;
    for (const auto& e : codes->enumerators)
      if (e.value < lo || e.value > hi)
        finding("data-type-code-out-of-range", e.name,
                "DLDataTypeCode " + quoted(e.name) + " = " + std::to_string(e.value) + " does not fit DLDataType's " +
                    field_type + " code field (" + std::to_string(lo) + ".." + std::to_string(hi) + ")",
                at_new(e.pos));
  }

  // A field of the frozen prefix that kept its position: its offset and type
  // on every target, and the deleter's signature.
  void frozen_field(const std::string& what, const model::Field& x, const model::Field& y) {
    const auto& m = in_.matching;
    std::vector<std::string> moved;
    for (const auto& t : m.targets) {
      auto ox = x.offset.find(t.triple), oy = y.offset.find(t.triple);
      if (ox != x.offset.end() && oy != y.offset.end() && ox->second != oy->second) moved.push_back(t.triple);
    }
    if (!moved.empty()) {
      std::string where = describe_targets(moved, m.targets);
      finding("frozen-prefix-changed", what,
              "offset of field " + quoted(what) + " of the frozen prefix changed" + (where.empty() ? "" : " " + where),
              at_new(y.pos));
    }
    auto different = in_.types.different_on(x.type, y.type);
    if (!different.empty() && x.name != "deleter") {
      std::string where = describe_targets(different, m.targets);
      finding("frozen-prefix-changed", what,
              "type of field " + quoted(what) + " of the frozen prefix changed from " + quoted(type_text(x.type)) +
                  " to " + quoted(type_text(y.type)) + (where.empty() ? "" : " " + where),
              at_new(y.pos));
    }
    if (x.name == "deleter") {
      bool same = x.type.kind == y.type.kind;
      if (same && x.type.kind == model::TypeKind::FunctionPointer) {
        for (const auto& t : m.targets)
          if (in_.types.compare_signature(x.type, y.type, t) != TypeMatch::Same) same = false;
      } else if (same) {
        same = in_.types.compare_all(x.type, y.type) == TypeMatch::Same;
      }
      if (!same)
        finding("deleter-signature-changed", what,
                "the deleter of " + std::string(kVersioned) + " changed from " + quoted(type_text(x.type)) +
                    " to " + quoted(type_text(y.type)) + "; its signature must never change",
                at_new(y.pos));
    }
  }

  void frozen_prefix() {
    const model::Struct* a = nullptr;
    const model::Struct* b = nullptr;
    const Matches* fm = nullptr;
    const auto& m = in_.matching;
    for (std::size_t k = 0; k < m.structs.pairs.size(); ++k) {
      const auto& p = m.structs.pairs[k];
      if (in_.old_model.structs[p.old_index].name == kVersioned) {
        a = &in_.old_model.structs[p.old_index];
        b = &in_.new_model.structs[p.new_index];
        fm = &m.fields[k];
      }
    }
    if (!a) {
      if (const auto* gone = in_.old_model.find_struct(kVersioned))
        finding("frozen-prefix-changed", kVersioned,
                std::string(kVersioned) + " was removed; its prefix up to 'flags' must stay",
                {in_.old_label, gone->pos.line, gone->pos.column});
      return;
    }
    std::size_t flags = a->fields.size();
    for (std::size_t i = 0; i < a->fields.size(); ++i)
      if (a->fields[i].name == "flags") flags = i;
    if (flags == a->fields.size()) return;  // no frozen prefix declared in the old header

    for (std::size_t i = 0; i <= flags; ++i) {
      const auto& x = a->fields[i];
      const Pair* partner = nullptr;
      for (const auto& p : fm->pairs)
        if (p.old_index == i) partner = &p;
      std::string what = std::string(kVersioned) + "." + x.name;
      if (!partner) {
        finding("frozen-prefix-changed", what,
                "field " + quoted(what) + " of the frozen prefix (up to and including 'flags') was removed",
                at_new(b->pos));
        continue;
      }
      const auto& y = b->fields[partner->new_index];
      if (partner->new_index != i) {
        finding("frozen-prefix-changed", what,
                "field " + quoted(what) + " of the frozen prefix moved from position " + std::to_string(i) + " to " +
                    std::to_string(partner->new_index),
                at_new(y.pos));
        continue;
      }
      frozen_field(what, x, y);
    }
  }

  const PolicyInput& in_;
  Report& report_;
  std::set<std::string> core_structs_;
  std::set<std::string> core_enums_;
};

}  // namespace

void check_dlpack_policy(const PolicyInput& input, Report& report) { Policy(input, report).run(); }

}  // namespace dlpackgen::abi
