// Target triples and Clang arguments: what the extractor accepts. known_target()
// and refused_clang_arg() also check --target, --clang-arg and dlpackgen.yaml.
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::extract {

/// Whether Clang knows `triple` as a target.
bool known_target(const std::string& triple);

/// Why dlpackgen refuses `arg` as an extra Clang argument (it would change the
/// target, the layout rules or the language mode behind the schema's back),
/// or "" when it is accepted.
std::string refused_clang_arg(const std::string& arg);

namespace detail {

/// The triples to extract for: `requested`, or model::default_targets() when it
/// is empty; duplicates dropped, order kept. Throws util::Error("unknown target
/// triple 'x'") for a triple Clang has no target for.
std::vector<std::string> resolve_targets(const std::vector<std::string>& requested);

}  // namespace detail

}  // namespace dlpackgen::extract
