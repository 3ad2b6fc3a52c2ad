// Header text into a language's text contexts (a doc comment, a string
// literal, ...): the rules are data (a language descriptor's `text` key,
// templates/README.md "Text contexts"); this applies them.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace dlpackgen::render {

/// How text enters one kind of spot. At each position, in this order: a
/// `line_end` entry whose `from` is followed only by blanks up to the end of
/// the line is written as its `to`; else the longest `replace` entry that
/// matches; else a control code point (C0 but tab and line feed, DEL, C1,
/// U+2028/U+2029, and the bidirectional controls U+061C, U+200E/F,
/// U+202A..E, U+2066..9) is written as `control` (`{{hex}}`: at least four
/// uppercase hex digits) or dropped when there is none; else a
/// code point outside ASCII is written as `non_ascii`, or kept when there is none.
struct TextRule {
  std::vector<std::pair<std::string, std::string>> replace;
  std::vector<std::pair<std::string, std::string>> line_end;
  std::optional<std::string> control;
  std::optional<std::string> non_ascii;
  /// `case`: the text is first put in this case style (util/case_style.h;
  /// "" or "keep": as it is), `words` kept whole: for identifiers made of
  /// other identifiers (`build_{{#escape_snake}}{{ident}}{{/escape_snake}}`).
  std::string case_style;
  std::vector<std::string> words;
};

/// The contexts of a language by name ("doc", "string", ...).
using TextRules = std::map<std::string, TextRule>;

/// What `doc` is when a language declares none: control code points dropped.
const TextRule& default_doc_rule();

/// `text` (UTF-8) through `rule`. Bytes equal to `keep` pass as they are
/// (the renderer's line marks); '\0' keeps none.
std::string apply_text_rule(const TextRule& rule, const std::string& text, char keep = '\0');

}  // namespace dlpackgen::render
