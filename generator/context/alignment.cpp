#include "context/alignment.h"

#include <algorithm>
#include <set>
#include <vector>

#include "util/error.h"

namespace dlpackgen::context {

namespace {

std::string alignment_text(uint64_t v) { return v == 0 ? "no alignment" : "the alignment " + std::to_string(v); }

using PerTarget = std::vector<std::pair<const model::TargetInfo*, uint64_t>>;

// The declared alignment on each target of the Model (0: none), in target order.
PerTarget per_target(const std::map<std::string, uint64_t>& aligned, const model::Model& model) {
  PerTarget per;
  for (const auto& t : model.targets) {
    auto it = aligned.find(t.triple);
    per.emplace_back(&t, it == aligned.end() ? 0 : it->second);
  }
  return per;
}

bool varies(const PerTarget& per) {
  for (const auto& [t, v] : per)
    if (v != per.front().second) return true;
  return false;
}

}  // namespace

void set_declared_alignment(Value& out, const std::string& prefix, const std::map<std::string, uint64_t>& aligned,
                            const model::Model& model, const Naming& naming, const std::string& what) {
  const PerTarget per = per_target(aligned, model);
  const bool differs = varies(per);
  uint64_t uniform = per.empty() ? 0 : per.front().second;
  if (per.empty() && !aligned.empty()) uniform = aligned.begin()->second;  // no targets: one value, if any
  out.set(prefix + "has_aligned", differs || uniform != 0);
  out.set(prefix + "aligned", differs || uniform == 0 ? std::string() : std::to_string(uniform));
  out.set(prefix + "aligned_uniform", !differs && uniform != 0);
  out.set(prefix + "aligned_varies", differs);

  // Groups by value, in order of first appearance; one condition per group
  // entry (targets sharing a condition are one entry), and a condition in two
  // groups is an error.
  std::vector<uint64_t> order;
  std::map<uint64_t, std::vector<std::pair<std::string, std::string>>> groups;  // value -> (condition, triple)
  std::map<std::string, std::pair<uint64_t, std::string>> seen;                 // condition -> (value, triple)
  if (differs) {
    for (const auto& [t, v] : per) {
      const std::string cond = naming.target_condition(*t);
      auto [it, fresh] = seen.emplace(cond, std::make_pair(v, t->triple));
      if (!fresh && !cond.empty()) {
        if (it->second.first != v)
          throw util::Error(what + " declares " + alignment_text(it->second.first) + " on target " +
                            it->second.second + " but " + alignment_text(v) + " on target " + t->triple +
                            ", which the language's target condition '" + cond + "' does not tell apart");
        continue;
      }
      if (!groups.count(v)) order.push_back(v);
      groups[v].emplace_back(cond, t->triple);
    }
  }
  Value list = Value::list();
  for (uint64_t v : order) {
    Value targets = Value::list();
    for (const auto& [cond, triple] : groups[v])
      targets.push(Value().set("condition", cond).set("has_condition", !cond.empty()).set("triple", triple));
    list.push(Value()
                  .set("value", v == 0 ? std::string() : std::to_string(v))
                  .set("is_none", v == 0)
                  .set("targets", mark_ends(std::move(targets))));
  }
  out.set(prefix + "aligned_groups", mark_ends(std::move(list)));
}

void set_model_alignments(Value& root, const model::Model& model) {
  std::set<uint64_t> field_alignments;
  bool any_varies = false, any_declared = false;
  for (const auto& s : model.structs) {
    any_varies = any_varies || varies(per_target(s.aligned, model));
    any_declared = any_declared || !s.aligned.empty();
    for (const auto& f : s.fields) {
      any_varies = any_varies || varies(per_target(f.aligned, model));
      for (const auto& [triple, v] : f.aligned) field_alignments.insert(v);
    }
  }
  Value declared = Value::list();
  for (uint64_t v : field_alignments) declared.push(Value().set("value", std::to_string(v)));
  root.set("field_alignments", mark_ends(std::move(declared)));
  root.set("has_field_alignments", !field_alignments.empty());
  root.set("declared_alignment_varies", any_varies);
  root.set("has_declared_alignments", any_declared || !field_alignments.empty());
}

std::map<std::string, uint64_t> member_alignment(const model::Struct& s, size_t field_index) {
  std::map<std::string, uint64_t> out = s.fields.at(field_index).aligned;
  if (field_index != 0) return out;
  for (const auto& [triple, n] : s.aligned) out[triple] = std::max(out[triple], n);
  return out;
}

}  // namespace dlpackgen::context
