#include "render/alignment.h"

#include <algorithm>
#include <vector>

#include "util/error.h"

namespace dlpackgen::render {

namespace {
std::string alignment_text(uint64_t v) { return v == 0 ? "no alignment" : "the alignment " + std::to_string(v); }
}  // namespace

void set_declared_alignment(Value& out, const std::string& prefix, const std::map<std::string, uint64_t>& aligned,
                            const model::Model& model, const Naming& naming, const std::string& what) {
  // Value per target of the schema (0: none declared), in target order.
  std::vector<std::pair<const model::TargetInfo*, uint64_t>> per;
  for (const auto& t : model.targets) {
    auto it = aligned.find(t.triple);
    per.emplace_back(&t, it == aligned.end() ? 0 : it->second);
  }
  uint64_t uniform = per.empty() ? 0 : per.front().second;
  bool varies = false;
  for (const auto& [t, v] : per) varies = varies || v != uniform;
  if (per.empty() && !aligned.empty()) uniform = aligned.begin()->second;  // no targets: one value, if any
  out.set(prefix + "has_aligned", varies || uniform != 0);
  out.set(prefix + "aligned", varies || uniform == 0 ? std::string() : std::to_string(uniform));
  out.set(prefix + "aligned_uniform", !varies && uniform != 0);
  out.set(prefix + "aligned_varies", varies);

  // Groups by value, in order of first appearance; one condition per group
  // entry (targets sharing a condition are one entry), and a condition in two
  // groups is an error.
  std::vector<uint64_t> order;
  std::map<uint64_t, std::vector<std::pair<std::string, std::string>>> groups;  // value -> (condition, triple)
  std::map<std::string, std::pair<uint64_t, std::string>> seen;                 // condition -> (value, triple)
  if (varies) {
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

std::map<std::string, uint64_t> member_alignment(const model::Struct& s, size_t field_index) {
  std::map<std::string, uint64_t> out = s.fields.at(field_index).aligned;
  if (field_index != 0) return out;
  for (const auto& [triple, n] : s.aligned) out[triple] = std::max(out[triple], n);
  return out;
}

}  // namespace dlpackgen::render
