// Hand-built Models for the schema tests.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace dlpackgen::test {

/// A Model that sets every field the Model has, with every type kind, nested
/// function-pointer parameters, arrays, const, aliases of every kind, History, Removed entries,
/// negative enumerators, unsigned macros past INT64_MAX and multi-line docs.
model::Model sample_model();

/// Gives every enum and struct a layout, and every field an offset, on every
/// target of `m` (copied from x86_64-linux-gnu where missing).
void complete_targets(model::Model& m);

/// Strings a YAML writer easily gets wrong: leading/trailing spaces and line
/// breaks, ':' and '#', quotes, backslashes, tabs, control characters,
/// non-ASCII text, Unicode line separators, the empty string, and strings
/// that YAML reads as numbers, booleans or null.
const std::vector<std::string>& tricky_strings();

}  // namespace dlpackgen::test
