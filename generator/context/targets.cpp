#include "context/targets.h"

#include <set>
#include <vector>

namespace dlpackgen::context {

std::string TargetParts::normalized() const {
  std::string s = arch + "-" + vendor + "-" + os;
  return env.empty() ? s : s + "-" + env;
}

TargetParts split_triple(const std::string& triple) {
  static const std::set<std::string> vendors = {"unknown", "pc", "apple", "w64", "ibm", "nvidia", "amd", "suse", "redhat"};
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t dash = triple.find('-', start);
    parts.push_back(triple.substr(start, dash == std::string::npos ? std::string::npos : dash - start));
    if (dash == std::string::npos) break;
    start = dash + 1;
  }
  TargetParts out;
  out.arch = parts[0];
  size_t i = 1;
  out.vendor = "unknown";
  if (parts.size() > 2 && vendors.count(parts[1])) out.vendor = parts[i++];
  out.os = i < parts.size() ? parts[i++] : "unknown";
  std::string env;
  for (; i < parts.size(); ++i) env += (env.empty() ? "" : "-") + parts[i];
  out.env = env;
  return out;
}

}  // namespace dlpackgen::context
