// "Did you mean": the known word a misspelt one most likely stands for.
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::util {

/// The candidate closest to `word` (Damerau-Levenshtein distance) when it
/// looks like a typo of it (at most two edits, fewer than half the word), else "".
std::string closest(const std::string& word, const std::vector<std::string>& candidates);

/// " (did you mean 'x'?)" for the closest candidate, or "".
std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace dlpackgen::util
