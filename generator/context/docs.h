// Doc comments as the context gives them: the lines of a doc, its brief, and
// the doc keys of an entity (templates/README.md, "Common documentation keys").
#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "render/value.h"

namespace dlpackgen::context {

/// A doc comment split on '\n' (trailing blank lines dropped; "" -> no lines).
std::vector<std::string> doc_lines(const std::string& doc);

/// One line summarising a doc comment: the paragraph after \brief or @brief,
/// else the first paragraph, whitespace collapsed.
std::string doc_brief(const std::string& doc);

/// The doc keys of an entity (templates/README.md, "Common documentation
/// keys") set on `obj`: doc, doc_lines, has_doc, brief, since, has_since,
/// since_major, since_minor, renamed_from, renamed_in.
void add_docs(render::Value& obj, const std::string& doc, const model::History& history);

}  // namespace dlpackgen::context
