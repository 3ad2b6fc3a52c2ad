#include "abi/history.h"

#include <algorithm>
#include <cctype>

#include "abi/match.h"
#include "util/error.h"

namespace dlpackgen::abi {

namespace {

/// The History of every entity of one Model, in the Model's order.
struct Records {
  std::vector<model::History> enums;
  std::vector<std::vector<model::History>> enumerators;
  std::vector<model::History> structs;
  std::vector<std::vector<model::History>> fields;
  std::vector<model::History> function_pointers;
  std::vector<model::History> aliases;
  std::vector<model::History> macros;
};

model::History fresh(const std::string& label) {
  model::History h;
  h.since = label;
  return h;
}

Records initial(const model::Model& m, const std::string& label) {
  Records r;
  r.enums.assign(m.enums.size(), fresh(label));
  for (const auto& e : m.enums) r.enumerators.emplace_back(e.enumerators.size(), fresh(label));
  r.structs.assign(m.structs.size(), fresh(label));
  for (const auto& s : m.structs) r.fields.emplace_back(s.fields.size(), fresh(label));
  r.function_pointers.assign(m.function_pointers.size(), fresh(label));
  r.aliases.assign(m.aliases.size(), fresh(label));
  r.macros.assign(m.macros.size(), fresh(label));
  return r;
}

model::History carried(const model::History& before, bool renamed, const std::string& old_name,
                       const std::string& label) {
  model::History h = before;
  if (renamed) {
    h.renamed_from = old_name;
    h.renamed_in = label;
  }
  return h;
}

/// Carries records of `prev` over to `cur` through the matching; new things get `label`.
Records step(const model::Model& prev, const Records& before, const model::Model& cur, const std::string& label,
             std::vector<model::Removed>& removed) {
  Matching m = match(prev, cur);
  Records r = initial(cur, label);
  auto gone = [&](const std::string& kind, const std::string& name, const std::string& parent,
                  const model::History& h) { removed.push_back({kind, name, parent, h.since, label}); };

  for (std::size_t k = 0; k < m.enums.pairs.size(); ++k) {
    const auto& p = m.enums.pairs[k];
    r.enums[p.new_index] = carried(before.enums[p.old_index], p.renamed, prev.enums[p.old_index].name, label);
    const auto& em = m.enumerators[k];
    for (const auto& q : em.pairs)
      r.enumerators[p.new_index][q.new_index] =
          carried(before.enumerators[p.old_index][q.old_index], q.renamed,
                  prev.enums[p.old_index].enumerators[q.old_index].name, label);
    for (std::size_t i : em.removed)
      gone("enumerator", prev.enums[p.old_index].enumerators[i].name, cur.enums[p.new_index].name,
           before.enumerators[p.old_index][i]);
  }
  for (std::size_t i : m.enums.removed) gone("enum", prev.enums[i].name, "", before.enums[i]);

  for (std::size_t k = 0; k < m.structs.pairs.size(); ++k) {
    const auto& p = m.structs.pairs[k];
    r.structs[p.new_index] = carried(before.structs[p.old_index], p.renamed, prev.structs[p.old_index].name, label);
    const auto& fm = m.fields[k];
    for (const auto& q : fm.pairs)
      r.fields[p.new_index][q.new_index] = carried(before.fields[p.old_index][q.old_index], q.renamed,
                                                   prev.structs[p.old_index].fields[q.old_index].name, label);
    for (std::size_t i : fm.removed)
      gone("field", prev.structs[p.old_index].fields[i].name, cur.structs[p.new_index].name,
           before.fields[p.old_index][i]);
  }
  for (std::size_t i : m.structs.removed) gone("struct", prev.structs[i].name, "", before.structs[i]);

  for (const auto& p : m.function_pointers.pairs)
    r.function_pointers[p.new_index] = carried(before.function_pointers[p.old_index], p.renamed,
                                               prev.function_pointers[p.old_index].name, label);
  for (std::size_t i : m.function_pointers.removed)
    gone("function_pointer", prev.function_pointers[i].name, "", before.function_pointers[i]);

  for (const auto& p : m.aliases.pairs)
    r.aliases[p.new_index] = carried(before.aliases[p.old_index], p.renamed, prev.aliases[p.old_index].name, label);
  for (std::size_t i : m.aliases.removed) gone("alias", prev.aliases[i].name, "", before.aliases[i]);

  for (const auto& p : m.macros.pairs)
    r.macros[p.new_index] = carried(before.macros[p.old_index], false, "", label);
  for (std::size_t i : m.macros.removed) gone("macro", prev.macros[i].name, "", before.macros[i]);
  return r;
}

bool still_present(const model::Model& m, const model::Removed& r) {
  if (r.kind == "enum") return m.find_enum(r.name) != nullptr;
  if (r.kind == "struct") return m.find_struct(r.name) != nullptr;
  if (r.kind == "function_pointer") return m.find_function_pointer(r.name) != nullptr;
  if (r.kind == "macro") return m.find_macro(r.name) != nullptr;
  if (r.kind == "alias") return m.find_alias(r.name) != nullptr;
  if (r.kind == "enumerator") {
    const auto* e = m.find_enum(r.parent);
    return e && e->find_enumerator(r.name);
  }
  if (r.kind == "field") {
    const auto* s = m.find_struct(r.parent);
    return s && s->find_field(r.name);
  }
  return false;
}

}  // namespace

std::string history_label(const HistoryEntry& entry) {
  const auto& v = entry.model.header.version;
  if (v.known()) return v.str();
  // The fallback (a file name) made a label the schema reader takes: every
  // character it does not allow becomes '_' ("my header" is "my_header").
  std::string label = entry.fallback_label;
  for (char& c : label)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '+' && c != '-') c = '_';
  if (label.empty() || !(std::isalnum(static_cast<unsigned char>(label[0])) || label[0] == '_')) label.insert(0, "_");
  return label;
}

model::Model build_history(const std::vector<HistoryEntry>& series) {
  if (series.empty()) throw util::Error("history needs at least one header");
  std::vector<std::string> labels;
  for (const auto& e : series) labels.push_back(history_label(e));

  Records records = initial(series.front().model, labels.front());
  std::vector<model::Removed> removed;
  for (std::size_t i = 1; i < series.size(); ++i) {
    const auto& prev = series[i - 1].model;
    const auto& cur = series[i].model;
    if (common_targets(prev, cur).empty())
      throw util::Error("history: " + labels[i - 1] + " and " + labels[i] + " share no target to compare");
    records = step(prev, records, cur, labels[i], removed);
  }

  model::Model out = series.back().model;
  for (std::size_t i = 0; i < out.enums.size(); ++i) {
    out.enums[i].history = records.enums[i];
    for (std::size_t j = 0; j < out.enums[i].enumerators.size(); ++j)
      out.enums[i].enumerators[j].history = records.enumerators[i][j];
  }
  for (std::size_t i = 0; i < out.structs.size(); ++i) {
    out.structs[i].history = records.structs[i];
    for (std::size_t j = 0; j < out.structs[i].fields.size(); ++j) out.structs[i].fields[j].history = records.fields[i][j];
  }
  for (std::size_t i = 0; i < out.function_pointers.size(); ++i)
    out.function_pointers[i].history = records.function_pointers[i];
  for (std::size_t i = 0; i < out.aliases.size(); ++i) out.aliases[i].history = records.aliases[i];
  for (std::size_t i = 0; i < out.macros.size(); ++i) out.macros[i].history = records.macros[i];

  out.history_versions.clear();
  for (const auto& l : labels)
    if (std::find(out.history_versions.begin(), out.history_versions.end(), l) == out.history_versions.end())
      out.history_versions.push_back(l);
  out.removed.clear();
  for (auto& r : removed)
    if (!still_present(out, r)) out.removed.push_back(std::move(r));
  return out;
}

}  // namespace dlpackgen::abi
