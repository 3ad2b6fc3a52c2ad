// Identifier case styles: snake, upper_snake, pascal, camel (naming rules and
// the `case` of a text context, templates/README.md).
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::util {

/// The styles apply_case() knows: keep, snake, upper_snake, pascal, camel.
const std::vector<std::string>& case_styles();

/// `name` in a case style (keep, snake, upper_snake, pascal, camel). Words split
/// at '_' and at case changes (DLPack -> DL, Pack; Float8_e4m3fn -> Float8, e4m3fn);
/// a name part that is one of `words` (OpenCL, oneAPI) stays one word when it
/// starts where a word could start and ends at the end, '_', a digit or a capital.
std::string apply_case(const std::string& name, const std::string& style,
                       const std::vector<std::string>& words = {});

}  // namespace dlpackgen::util
