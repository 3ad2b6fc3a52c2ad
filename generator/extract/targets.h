// Target triples: checking that Clang knows them (known_target also validates --target on the command line).
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::extract::detail {

/// The triples to extract for: `requested`, or model::default_targets() when it
/// is empty; duplicates dropped, order kept. Throws util::Error("unknown target
/// triple 'x'") for a triple Clang has no target for.
/// Whether Clang knows `triple` as a target.
bool known_target(const std::string& triple);

std::vector<std::string> resolve_targets(const std::vector<std::string>& requested);

}  // namespace dlpackgen::extract::detail
