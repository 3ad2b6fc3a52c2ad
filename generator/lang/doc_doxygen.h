// Doc comments as Doxygen reads them: the descriptor's `docs: {format:
// doxygen}` (the `doc_doxygen` keys).
#pragma once

#include <string>
#include <vector>

#include "render/value.h"

namespace dlpackgen::lang {

/// A header doc comment as Doxygen lines, without comment markers ("" for a
/// blank line): markers of a doc still wrapped in them stripped, \code blocks
/// kept verbatim (an unterminated one closed), blank runs collapsed, a \brief
/// added when the comment has none, no line ending in a backslash (which
/// would splice a `//` comment into the next line); then "\since DLPack X.Y"
/// when `since` is given and "Named OLD before DLPack Y." when the history
/// records a rename, each as its own paragraph.
std::vector<std::string> doxygen_text(const std::string& doc, const std::string& since,
                                      const std::string& renamed_from = "", const std::string& renamed_in = "");

/// `doc_doxygen` beside the doc keys of `node` (an entity with `doc_lines`):
/// doxygen_text() of its doc, since and rename, as lines {text, has_text}.
void add_doxygen_doc(render::Value& node);

}  // namespace dlpackgen::lang
