// Doc comments as CommonMark, for languages whose doc tools read Markdown
// (rustdoc, Zig's autodoc): the descriptor's `docs: {format: markdown}`.
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::lang {

/// The doc comment `lines` (as the header wrote them, comment markers gone) as
/// Markdown lines that a Markdown doc tool renders as the header meant and
/// never reads as code to compile, links to resolve or HTML:
/// - `\brief X` becomes its paragraph X; `\param N T` a list item "`N`: T";
///   `\return`, `\note`, `\warning`, `\sa`, `\deprecated`, `\since` a paragraph
///   with a label ("Returns: ...");
/// - `\code{.c}` ... `\endcode` a fenced block tagged with its language
///   (c, cpp, text when none is given), dedented;
/// - prose lines lose their indentation (never an indented code block), and
///   `[ ] < > \ * _ #` are escaped where Markdown would read them, outside
///   `code spans`; bare URLs become autolinks (`<https://...>`);
/// - runs of blank lines collapse to one; none at either end.
std::vector<std::string> doc_markdown(const std::vector<std::string>& lines);

/// One line of prose (a brief) with Markdown's special characters escaped.
std::string markdown_inline(const std::string& text);

}  // namespace dlpackgen::lang
