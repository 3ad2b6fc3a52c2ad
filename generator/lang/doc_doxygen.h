// Doc comments as Doxygen lines for the C++ wrappers (lang/cpp_context.cpp).
#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "render/value.h"

namespace dlpackgen::lang {

/// Header doc comment -> "/// ..." lines: comment markers stripped, \code
/// blocks kept verbatim, a \brief added when the comment has none, "\since
/// DLPack X.Y" appended when `since` is given.
std::vector<std::string> doxygen_lines(const std::string& doc, const std::string& since);

/// doxygen_lines() as a list of strings.
render::Value doc_data(const std::string& doc, const std::string& since = "");

/// The same with the entity's history: "\since", and the name it had before a rename.
render::Value doc_data(const std::string& doc, const model::History& h);

}  // namespace dlpackgen::lang
