// Turns the raw text of a documentation comment into the Model's doc string.
#pragma once

#include <string>

namespace dlpackgen::extract {

/// Cleans the raw text of one documentation comment, or of several adjacent ones
/// that Clang merged (`/*! ... */`, `/** ... */`, `///`, `//!`, and their trailing
/// `<` forms):
/// - comment markers are removed, and on every line of a block comment the
///   leading whitespace, `*` and one following space;
/// - lines of a block comment without a leading `*` lose their common indentation;
/// - Doxygen commands (`\brief`, `\code` ... `\endcode`, `\note`, `\sa`) stay verbatim,
///   and so does any indentation after the ` * ` prefix (code blocks keep theirs);
/// - lines are joined with '\n', trailing whitespace and leading/trailing blank
///   lines are dropped, `\r` is dropped. Bytes are kept as they are (UTF-8 survives).
std::string clean_doc_comment(const std::string& raw);

}  // namespace dlpackgen::extract
