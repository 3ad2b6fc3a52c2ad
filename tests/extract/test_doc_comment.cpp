// clean_doc_comment: raw documentation comments -> Model doc strings.
#include <doctest/doctest.h>

#include "extract/doc_comment.h"

using dlpackgen::extract::clean_doc_comment;

TEST_CASE("doc comments: one-line block comments lose their markers") {
  CHECK(clean_doc_comment("/*! \\brief CPU device */") == "\\brief CPU device");
  CHECK(clean_doc_comment("/** \\brief JavaDoc style */") == "\\brief JavaDoc style");
  CHECK(clean_doc_comment("/*!< \\brief trailing */") == "\\brief trailing");
  CHECK(clean_doc_comment("/**< trailing too */") == "trailing too");
}

TEST_CASE("doc comments: the leading ' * ' of each line goes, deeper indentation stays") {
  const char* raw =
      "/*!\n"
      "   * \\brief Size of the data.\n"
      "   *\n"
      "   * \\code{.c}\n"
      "   * size_t size = 1;\n"
      "   * for (int i = 0; i < n; ++i) {\n"
      "   *   size *= shape[i];\n"
      "   * }\n"
      "   * \\endcode\n"
      "   * \\note Read it.   \n"
      "   * \\sa DLTensor\n"
      "   */";
  CHECK(clean_doc_comment(raw) ==
        "\\brief Size of the data.\n"
        "\n"
        "\\code{.c}\n"
        "size_t size = 1;\n"
        "for (int i = 0; i < n; ++i) {\n"
        "  size *= shape[i];\n"
        "}\n"
        "\\endcode\n"
        "\\note Read it.\n"
        "\\sa DLTensor");
}

TEST_CASE("doc comments: lines without leading stars lose only their common indentation") {
  const char* raw =
      "/**\n"
      "     First line.\n"
      "       Indented two more.\n"
      "     Last line.\n"
      " */";
  CHECK(clean_doc_comment(raw) == "First line.\n  Indented two more.\nLast line.");
}

TEST_CASE("doc comments: line comments, merged by Clang, are joined") {
  CHECK(clean_doc_comment("/// \\brief First.\n  /// Second.\n  ///   Indented.") ==
        "\\brief First.\nSecond.\n  Indented.");
  CHECK(clean_doc_comment("//! \\brief Qt style") == "\\brief Qt style");
  CHECK(clean_doc_comment("///< \\brief trailing") == "\\brief trailing");
  CHECK(clean_doc_comment("/*! \\brief One. */\n/*! Two. */") == "\\brief One.\nTwo.");
}

TEST_CASE("doc comments: blank edges, closing-star lines and CRLF are trimmed") {
  CHECK(clean_doc_comment("/*!\n *\n * \\brief Body.\n *\n * */") == "\\brief Body.");
  CHECK(clean_doc_comment("/*!\r\n * \\brief Windows.\r\n * Lines.\r\n */") == "\\brief Windows.\nLines.");
  CHECK(clean_doc_comment("/*!*/").empty());
  CHECK(clean_doc_comment("/*!\n */").empty());
}

TEST_CASE("doc comments: a header that lost its leading whitespace keeps the same text") {
  CHECK(clean_doc_comment("/*!\n* \\brief The device type.\n*/") == "\\brief The device type.");
}

TEST_CASE("doc comments: UTF-8 bytes pass through untouched") {
  CHECK(clean_doc_comment("/*! \\brief Durations in \xC2\xB5s \xE2\x80\x94 na\xC3\xAFve */") ==
        "\\brief Durations in \xC2\xB5s \xE2\x80\x94 na\xC3\xAFve");
}
