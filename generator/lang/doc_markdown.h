// Doc comments as CommonMark, for languages whose doc tools read Markdown
// (rustdoc, Zig's autodoc): the descriptor's `docs: {format: markdown}`.
#pragma once

#include <map>
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
///   (c, cpp, python, text when none is given, else the extension as written,
///   lower-cased), dedented; `fences` maps an extension to the tag the
///   language wants instead (the descriptor's `docs.fences`: Rust's `rs: text`,
///   so that rustdoc never compiles a C header's example as a doc test);
/// - prose lines lose their indentation (never an indented code block), and
///   `[ ] < > \ * _ #` are escaped where Markdown would read them, outside
///   `code spans`; bare URLs become autolinks (`<https://...>`);
/// - runs of blank lines collapse to one; none at either end.
/// Fence tags by `\code{.ext}` extension (lower-case), over the defaults.
using FenceTags = std::map<std::string, std::string>;
std::vector<std::string> doc_markdown(const std::vector<std::string>& lines, const FenceTags& fences = {});

/// One line of prose (a brief) with Markdown's special characters escaped.
std::string markdown_inline(const std::string& text);

}  // namespace dlpackgen::lang
