#include "schema/document.h"

#include <algorithm>
#include <map>

#include "util/suggest.h"

namespace dlpackgen::schema {

util::Diagnostic diagnostic_at(const std::string& file, const YAML::Mark& mark, const std::string& message) {
  if (mark.is_null() || mark.line < 0) return {file, 0, 0, message};
  return {file, static_cast<unsigned>(mark.line + 1), static_cast<unsigned>(mark.column + 1), message};
}

YAML::Node load_document(const std::string& text, const std::string& file, const std::string& what) {
  std::vector<YAML::Node> documents;
  try {
    documents = YAML::LoadAll(text);
  } catch (const YAML::Exception& e) {
    throw util::Error(diagnostic_at(file, e.mark, "YAML syntax error: " + e.msg));
  }
  if (documents.size() > 1)
    throw util::Error(diagnostic_at(file, documents[1].Mark(),
                                    "more than one YAML document: a " + what + " is a single document"));
  return documents.empty() ? YAML::Node(YAML::NodeType::Null) : documents.front();
}

void check_keys(const YAML::Node& map, const std::string& file, const std::string& what,
                const std::vector<std::string>& allowed, std::vector<util::Diagnostic>& out) {
  if (!map.IsMap()) return;
  std::map<std::string, YAML::Mark> seen;
  for (auto it = map.begin(); it != map.end(); ++it) {
    const YAML::Node key = it->first;
    if (!key.IsScalar()) {
      out.push_back(diagnostic_at(file, key.Mark(), "keys in " + what + " must be strings"));
      continue;
    }
    const std::string k = key.Scalar();
    if (auto [first, fresh] = seen.emplace(k, key.Mark()); !fresh) {
      out.push_back(diagnostic_at(file, key.Mark(),
                                  "duplicate key '" + k + "' in " + what + " (first at line " +
                                      std::to_string(first->second.line + 1) + ")"));
      continue;
    }
    if (std::find(allowed.begin(), allowed.end(), k) == allowed.end()) {
      std::string hint = util::did_you_mean(k, allowed);
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      out.push_back(diagnostic_at(file, key.Mark(),
                                  "unknown key '" + k + "' in " + what +
                                      (hint.empty() ? " (allowed keys: " + list + ")" : hint)));
    }
  }
}

}  // namespace dlpackgen::schema
