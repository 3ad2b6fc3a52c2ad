// The Semantics' own lookups.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "overlay/semantics.h"

namespace dlpackgen::overlay {

const Semantics::DTypeCode* Semantics::find_code(const std::string& enumerator) const {
  for (const auto& c : dtype.codes)
    if (c.enumerator == enumerator) return &c;
  return nullptr;
}

const Semantics::Managed* Semantics::find_managed(const std::string& struct_name) const {
  for (const auto& m : managed)
    if (m.struct_name == struct_name) return &m;
  return nullptr;
}

const Semantics::FlagBit* Semantics::find_flag_role(const std::string& role) const {
  if (role.empty()) return nullptr;
  for (const auto& b : flags.bits)
    if (b.role == role) return &b;
  return nullptr;
}

const Semantics::ErrorCallback* Semantics::find_error_callback(const std::string& fp) const {
  for (const auto& e : exchange_api.error_callbacks)
    if (e.function_pointer == fp) return &e;
  return nullptr;
}

std::vector<Semantics::Unmapped> Semantics::unmapped_in(const model::Enum& e, const std::set<int64_t>& mapped) {
  std::vector<Unmapped> out;
  std::set<int64_t> reported;
  for (const auto& x : e.enumerators)
    if (!mapped.count(x.value) && reported.insert(x.value).second)
      out.push_back({e.name, x.name, x.value, x.pos.line, x.pos.column});
  return out;
}

}  // namespace dlpackgen::overlay
