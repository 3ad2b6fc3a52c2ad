#include "abi/match.h"

#include <algorithm>
#include <functional>
#include <map>
#include <string>

namespace dlpackgen::abi {

namespace {

/// Pairs items by name; the rest go to removed/added.
template <typename T>
Matches by_name(const std::vector<T>& olds, const std::vector<T>& news) {
  Matches m;
  std::map<std::string, std::size_t> old_index;
  for (std::size_t i = 0; i < olds.size(); ++i) old_index.emplace(olds[i].name, i);
  std::vector<bool> old_used(olds.size(), false);
  for (std::size_t j = 0; j < news.size(); ++j) {
    auto it = old_index.find(news[j].name);
    if (it != old_index.end() && !old_used[it->second]) {
      old_used[it->second] = true;
      m.pairs.push_back({it->second, j, false});
    } else {
      m.added.push_back(j);
    }
  }
  for (std::size_t i = 0; i < olds.size(); ++i)
    if (!old_used[i]) m.removed.push_back(i);
  return m;
}

/// Pairs leftover removed/added items for which `same(old, new)` holds, in
/// declaration order, each at most once. Returns true when it paired any.
bool pair_renames(Matches& m, const std::function<bool(std::size_t, std::size_t)>& same,
                  const std::function<void(std::size_t, std::size_t)>& on_pair = {}) {
  bool any = false;
  std::vector<std::size_t> still_removed;
  for (std::size_t oi : m.removed) {
    auto it = std::find_if(m.added.begin(), m.added.end(), [&](std::size_t nj) { return same(oi, nj); });
    if (it == m.added.end()) {
      still_removed.push_back(oi);
      continue;
    }
    m.pairs.push_back({oi, *it, true});
    if (on_pair) on_pair(oi, *it);
    m.added.erase(it);
    any = true;
  }
  m.removed = std::move(still_removed);
  std::sort(m.pairs.begin(), m.pairs.end(),
            [](const Pair& a, const Pair& b) { return a.new_index < b.new_index; });
  return any;
}

bool same_offsets(const model::Field& a, const model::Field& b, const std::vector<model::TargetInfo>& targets) {
  for (const auto& t : targets) {
    auto oa = a.offset.find(t.triple), ob = b.offset.find(t.triple);
    if (oa == a.offset.end() || ob == b.offset.end() || oa->second != ob->second) return false;
  }
  return true;
}

}  // namespace

Matching match(const model::Model& old_model, const model::Model& new_model) {
  Matching m;
  m.targets = common_targets(old_model, new_model);
  m.enums = by_name(old_model.enums, new_model.enums);
  m.structs = by_name(old_model.structs, new_model.structs);
  m.function_pointers = by_name(old_model.function_pointers, new_model.function_pointers);
  m.aliases = by_name(old_model.aliases, new_model.aliases);
  m.macros = by_name(old_model.macros, new_model.macros);

  TypeComparator types(old_model, new_model, m.type_renames, m.targets);

  // Type renames, until a fixed point: a renamed struct can make another one match.
  for (bool changed = true; changed;) {
    changed = false;
    changed |= pair_renames(
        m.structs,
        [&](std::size_t i, std::size_t j) {
          return types.same_struct_shape(old_model.structs[i], new_model.structs[j]);
        },
        [&](std::size_t i, std::size_t j) {
          m.type_renames[old_model.structs[i].name] = new_model.structs[j].name;
        });
    changed |= pair_renames(
        m.enums,
        [&](std::size_t i, std::size_t j) {
          return types.same_enum_values(old_model.enums[i], new_model.enums[j]);
        },
        [&](std::size_t i, std::size_t j) { m.type_renames[old_model.enums[i].name] = new_model.enums[j].name; });
    changed |= pair_renames(
        m.function_pointers,
        [&](std::size_t i, std::size_t j) {
          const auto& a = old_model.function_pointers[i].type;
          const auto& b = new_model.function_pointers[j].type;
          for (const auto& t : m.targets)
            if (types.compare_signature(a, b, t) != TypeMatch::Same) return false;
          return true;
        },
        [&](std::size_t i, std::size_t j) {
          m.type_renames[old_model.function_pointers[i].name] = new_model.function_pointers[j].name;
        });
  }

  pair_renames(m.aliases, [&](std::size_t i, std::size_t j) {
    return types.compare_all(old_model.aliases[i].type, new_model.aliases[j].type) == TypeMatch::Same;
  });

  for (const auto& p : m.enums.pairs) {
    const auto& olds = old_model.enums[p.old_index].enumerators;
    const auto& news = new_model.enums[p.new_index].enumerators;
    Matches e = by_name(olds, news);
    pair_renames(e, [&](std::size_t i, std::size_t j) { return olds[i].value == news[j].value; });
    m.enumerators.push_back(std::move(e));
  }

  for (const auto& p : m.structs.pairs) {
    const auto& olds = old_model.structs[p.old_index].fields;
    const auto& news = new_model.structs[p.new_index].fields;
    Matches f = by_name(olds, news);
    pair_renames(f, [&](std::size_t i, std::size_t j) {
      return same_offsets(olds[i], news[j], m.targets) &&
             types.compare_all(olds[i].type, news[j].type) != TypeMatch::Different;
    });
    m.fields.push_back(std::move(f));
  }
  return m;
}

}  // namespace dlpackgen::abi
