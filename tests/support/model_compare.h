// Field-by-field comparison of two Models, for round-trip tests.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace dlpackgen::test {

/// Every difference between `a` and `b`, one line each with the path of the
/// field ("structs[1].fields[0].type.element[0].name: \"a\" != \"b\"").
/// Empty when the Models are equal in every field.
std::vector<std::string> model_differences(const model::Model& a, const model::Model& b);

}  // namespace dlpackgen::test
