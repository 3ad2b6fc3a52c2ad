// Doc comments as Markdown (descriptor `docs: {format: markdown}`).
#include <doctest/doctest.h>

#include "lang/doc_doxygen.h"
#include "lang/doc_markdown.h"
#include "lang/descriptor.h"
#include "util/error.h"

using dlpackgen::lang::doc_markdown;
using dlpackgen::lang::markdown_inline;
using Lines = std::vector<std::string>;

TEST_CASE("markdown: \\brief becomes the first paragraph, labels become paragraphs") {
  CHECK(doc_markdown({"\\brief The device type.", "", "More text."}) == Lines{"The device type.", "", "More text."});
  CHECK(doc_markdown({"@brief Short."}) == Lines{"Short."});
  CHECK(doc_markdown({"Text", "\\return 0 on success.", "\\note Not thread-safe.", "\\sa DLTensor"}) ==
        Lines{"Text", "", "Returns: 0 on success.", "", "Note: Not thread-safe.", "", "See also: DLTensor"});
}

TEST_CASE("markdown: \\param becomes a list item, continuation lines are indented to it") {
  CHECK(doc_markdown({"Allocates.", "\\param[in] prototype The prototype.", "Only dtype is used.", "\\param out Out."}) ==
        Lines{"Allocates.", "", "- `prototype` (in): The prototype.", "  Only dtype is used.", "- `out`: Out."});
  CHECK(doc_markdown({"- first item", "continued", "", "after"}) == Lines{"- first item", "  continued", "", "after"});
}

TEST_CASE("markdown: \\code blocks are fenced with their language (or the descriptor's tag for it), dedented") {
  CHECK(doc_markdown({"See:", "\\code{.c}", "  int x;", "    x = 1;", "\\endcode", "Done."}) ==
        Lines{"See:", "", "```c", "int x;", "  x = 1;", "```", "", "Done."});
  CHECK(doc_markdown({"\\code", "a[i] = <b>;", "\\endcode"}) == Lines{"```text", "a[i] = <b>;", "```"});
  CHECK(doc_markdown({"\\code{.rs}", "fn f() {}", "\\endcode"}) == Lines{"```rs", "fn f() {}", "```"});
  // The language's own tags (the descriptor's docs.fences) come first: Rust's keep rustdoc from compiling it.
  const dlpackgen::lang::FenceTags rust = {{"rs", "text"}, {"rust", "text"}, {"", "none"}};
  CHECK(doc_markdown({"\\code{.RS}", "fn f() {}", "\\endcode"}, rust) == Lines{"```text", "fn f() {}", "```"});
  CHECK(doc_markdown({"\\code", "x", "\\endcode"}, rust) == Lines{"```none", "x", "```"});
  CHECK(doc_markdown({"\\code{.c}", "x;", "\\endcode"}, rust) == Lines{"```c", "x;", "```"});
  // A code line with a fence of its own gets a longer fence; an unterminated block is closed.
  CHECK(doc_markdown({"\\code", "```", "x"}) == Lines{"````text", "```", "x", "````"});
}

TEST_CASE("markdown: prose is escaped where Markdown would read it, code spans are kept") {
  CHECK(markdown_inline("shape[i] of <float> & co") == "shape\\[i\\] of \\<float\\> & co");
  CHECK(markdown_inline("x->y, a|b, ~x") == "x-\\>y, a\\|b, \\~x");
  CHECK(markdown_inline("`a[i] <T>` stays") == "`a[i] <T>` stays");
  CHECK(markdown_inline("__dlpack__ and snake_case") == "\\_\\_dlpack\\_\\_ and snake_case");
  CHECK(markdown_inline("a * b, *p") == "a \\* b, \\*p");
  CHECK(markdown_inline("unclosed ` tick") == "unclosed \\` tick");
  CHECK(markdown_inline("see https://dmlc.github.io/dlpack/latest/.") == "see <https://dmlc.github.io/dlpack/latest/>.");
  CHECK(markdown_inline("&amp; stays literal") == "\\&amp; stays literal");
  CHECK(markdown_inline("\\p ndim and \\c NULL") == "`ndim` and `NULL`");
  CHECK(markdown_inline("C:\\path") == "C:\\\\path");
  // Text in other scripts passes through; '_' between letters of any script is intraword.
  CHECK(markdown_inline("张量_形状 Größe") == "张量_形状 Größe");
}

TEST_CASE("markdown: indentation is normalised, headings and rules are escaped, blank runs collapse") {
  CHECK(doc_markdown({"    indented text", "\tand a tab"}) == Lines{"indented text", "and a tab"});
  CHECK(doc_markdown({"# not a heading", "====", "---"}) == Lines{"\\# not a heading", "\\====", "\\---"});
  CHECK(doc_markdown({"", "a", "", "", "b", ""}) == Lines{"a", "", "b"});
  CHECK(doc_markdown({"\\file dlpack.h", "\\brief"}).empty());
}

TEST_CASE("descriptor: docs.format is doxygen or markdown") {
  using dlpackgen::lang::parse_descriptor;
  CHECK(parse_descriptor("descriptor_version: 1\ndocs: {format: markdown}\n", "l.yaml", "l").text.markdown_docs);
  CHECK_FALSE(parse_descriptor("descriptor_version: 1\ndocs: {format: doxygen}\n", "l.yaml", "l").text.markdown_docs);
  try {
    parse_descriptor("descriptor_version: 1\ndocs: {format: html}\n", "l.yaml", "l");
    FAIL("accepted");
  } catch (const dlpackgen::util::Error& e) {
    CHECK(std::string(e.what()).find("l.yaml:2:") != std::string::npos);
    CHECK(std::string(e.what()).find("docs.format: 'doxygen' or 'markdown', not 'html'") != std::string::npos);
  }
}

TEST_CASE("doxygen: a \\brief added, since and rename as their own paragraphs, no line ending in a backslash") {
  using dlpackgen::lang::doxygen_text;
  CHECK(doxygen_text("One line.", "") == Lines{"\\brief One line."});
  CHECK(doxygen_text("\\brief A.\n\n\nB \\", "1.2", "kDLGPU", "1.0") ==
        Lines{"\\brief A.", "", "B ", "", "\\since DLPack 1.2", "", "Named kDLGPU before DLPack 1.0."});
  CHECK(doxygen_text("", "", "kDLGPU", "") == Lines{"Named kDLGPU."});
  CHECK(doxygen_text("", "").empty());
  // Still wrapped in its markers; an unterminated \code block is closed.
  CHECK(doxygen_text("/*!\n * \\brief X\n * \\code\n *   int y;\n */", "") ==
        Lines{"\\brief X", "\\code", "  int y;", "", "\\endcode"});
}
