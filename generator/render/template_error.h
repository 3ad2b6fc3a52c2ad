// Template errors with positions, shared by the renderer and the template-dir
// reader. Internal to render/.
#pragma once

#include <string>
#include <utility>

#include "util/error.h"

namespace dlpackgen::render::detail {

/// 1-based line and column of byte `offset` in `text`.
std::pair<unsigned, unsigned> line_col(const std::string& text, size_t offset);

/// kainjow's message ("Unclosed section \"x\" at 42") as an error at its line and column.
util::Error template_error(const std::string& origin, const std::string& text, const std::string& message);

/// Throws template_error() when `text` is not valid mustache.
void check_template_syntax(const std::string& file, const std::string& text);

}  // namespace dlpackgen::render::detail
