#include "util/suggest.h"

#include <algorithm>
#include <limits>

namespace dlpackgen::util {

namespace {

size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

}  // namespace

std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  size_t best_distance = std::numeric_limits<size_t>::max();
  for (const auto& c : candidates) {
    const size_t d = edit_distance(word, c);
    if (d < best_distance) best = c, best_distance = d;
  }
  // A typo: at most two edits, and fewer than half the word.
  if (best_distance <= 2 && best_distance * 2 < std::max<size_t>(word.size(), 2)) return best;
  return "";
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates) {
  std::string c = closest(word, candidates);
  return c.empty() ? std::string() : " (did you mean '" + c + "'?)";
}

}  // namespace dlpackgen::util
