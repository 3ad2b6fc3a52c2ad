#include "abi/targets.h"
#include "util/text.h"

#include <algorithm>
#include <set>

namespace dlpackgen::abi {

bool is_windows(const model::TargetInfo& target) {
  const std::string& t = target.triple;
  return t.find("windows") != std::string::npos || t.find("win32") != std::string::npos ||
         t.find("mingw") != std::string::npos;
}

std::optional<ScalarInfo> scalar_info(const std::string& raw, const model::TargetInfo& target) {
  using Cat = ScalarInfo::Category;
  // Qualifiers do not change the representation.
  std::string name = raw;
  for (const char* q : {"const ", "volatile "})
    for (auto p = name.find(q); p != std::string::npos; p = name.find(q)) name.erase(p, std::string(q).size());
  unsigned ptr = target.pointer_size ? target.pointer_size : 8;
  unsigned long_size = (ptr == 8 && !is_windows(target)) ? 8 : 4;
  struct Entry {
    const char* name;
    Cat cat;
    bool is_signed;
    unsigned size;  // 0: pointer-sized, 1000: long-sized
  };
  static const Entry table[] = {
      {"void", Cat::Void, false, 1},
      {"_Bool", Cat::Bool, false, 1},
      {"bool", Cat::Bool, false, 1},
      {"char", Cat::Integer, true, 1},
      {"signed char", Cat::Integer, true, 1},
      {"unsigned char", Cat::Integer, false, 1},
      {"int8_t", Cat::Integer, true, 1},
      {"uint8_t", Cat::Integer, false, 1},
      {"short", Cat::Integer, true, 2},
      {"short int", Cat::Integer, true, 2},
      {"unsigned short", Cat::Integer, false, 2},
      {"unsigned short int", Cat::Integer, false, 2},
      {"int16_t", Cat::Integer, true, 2},
      {"uint16_t", Cat::Integer, false, 2},
      {"int", Cat::Integer, true, 4},
      {"signed", Cat::Integer, true, 4},
      {"signed int", Cat::Integer, true, 4},
      {"unsigned", Cat::Integer, false, 4},
      {"unsigned int", Cat::Integer, false, 4},
      {"int32_t", Cat::Integer, true, 4},
      {"uint32_t", Cat::Integer, false, 4},
      {"long", Cat::Integer, true, 1000},
      {"long int", Cat::Integer, true, 1000},
      {"unsigned long", Cat::Integer, false, 1000},
      {"unsigned long int", Cat::Integer, false, 1000},
      {"long long", Cat::Integer, true, 8},
      {"long long int", Cat::Integer, true, 8},
      {"unsigned long long", Cat::Integer, false, 8},
      {"unsigned long long int", Cat::Integer, false, 8},
      {"int64_t", Cat::Integer, true, 8},
      {"uint64_t", Cat::Integer, false, 8},
      {"size_t", Cat::Integer, false, 0},
      {"uintptr_t", Cat::Integer, false, 0},
      {"ssize_t", Cat::Integer, true, 0},
      {"ptrdiff_t", Cat::Integer, true, 0},
      {"intptr_t", Cat::Integer, true, 0},
      {"float", Cat::Float, true, 4},
      {"double", Cat::Float, true, 8},
  };
  for (const auto& e : table) {
    if (name != e.name) continue;
    ScalarInfo info;
    info.category = e.cat;
    info.is_signed = e.is_signed;
    info.size = e.size == 0 ? ptr : e.size == 1000 ? long_size : e.size;
    return info;
  }
  return std::nullopt;
}

namespace {
using util::join;
}  // namespace

std::string describe_targets(const std::vector<std::string>& subset,
                             const std::vector<model::TargetInfo>& all) {
  if (subset.empty()) return "";
  std::set<std::string> want(subset.begin(), subset.end());
  std::set<std::string> every, bit32, windows;
  for (const auto& t : all) {
    every.insert(t.triple);
    if (t.pointer_size == 4) bit32.insert(t.triple);
    if (is_windows(t)) windows.insert(t.triple);
  }
  if (want == every) return "";
  std::set<std::string> both = bit32;
  both.insert(windows.begin(), windows.end());
  std::string list = join(subset);
  if (!bit32.empty() && want == bit32) return "only on 32-bit targets (" + list + ")";
  if (!windows.empty() && want == windows) return "only on Windows (" + list + ")";
  if (!bit32.empty() && !windows.empty() && want == both)
    return "only on 32-bit and Windows targets (" + list + ")";
  return "only on " + list;
}

}  // namespace dlpackgen::abi
