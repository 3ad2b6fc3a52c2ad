// The one way dlpackgen reads a YAML input (schema, overlay, config,
// suppressions, language descriptors): a single document, syntax errors and
// extra documents at their file:line:col, and the same words for the same
// problems in every input.
#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "util/error.h"

namespace dlpackgen::schema {

/// Parses `text` as exactly one YAML document. Throws util::Error naming
/// `file` for a syntax error ("YAML syntax error: ...") or a second document
/// ("more than one YAML document: a WHAT is a single document"). An empty
/// document gives a null node (the caller says what an empty WHAT means).
yaml::Node load_document(const std::string& text, const std::string& file, const std::string& what);

/// A diagnostic at a yaml-cpp mark (0-based) of `file`.
util::Diagnostic diagnostic_at(const std::string& file, const YAML::Mark& mark, const std::string& message);

/// Checks the keys of the mapping `map` (called `what` in messages: "struct
/// 'DLDevice'", "the config"): each key a string, known (`allowed`; else
/// "unknown key 'x' in WHAT (did you mean 'y'?)" or the list of allowed keys),
/// and given once ("duplicate key 'x' in WHAT (first at line N)"). Appends one
/// diagnostic per problem.
void check_keys(const yaml::Node& map, const std::string& file, const std::string& what,
                const std::vector<std::string>& allowed, std::vector<util::Diagnostic>& out);

}  // namespace dlpackgen::schema
