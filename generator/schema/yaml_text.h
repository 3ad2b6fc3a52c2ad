// How strings are spelled in the schema file.
//
// The writer picks, for every string, the most readable YAML form that reads
// back as exactly the same bytes: a plain scalar when nothing in it could be
// taken for YAML syntax or for a number/boolean/null, a literal block scalar
// (`|`, `|-`, `|+`) for multi-line text, and a double-quoted scalar otherwise.
#pragma once

#include <optional>
#include <string>

namespace dlpackgen::schema::yaml_text {

/// Where a scalar goes: a block collection's value (`key: text`, `- text`),
/// or inside a flow collection (`{key: text}`) / as a mapping key, where `,`
/// `[` `]` `{` `}` `?` would end or confuse it.
enum class Context { Block, Flow };

/// True when `text` can be written unquoted in `context` and every YAML
/// 1.1/1.2 reader reads it back as this same string.
bool is_plain_safe(const std::string& text, Context context);

/// `text` as a double-quoted scalar. Throws std::invalid_argument when `text`
/// is not UTF-8 (YAML holds Unicode text only).
std::string double_quoted(const std::string& text);

/// A one-line form of `text`: plain when safe in `context`, else double-quoted.
std::string inline_scalar(const std::string& text, Context context = Context::Flow);

/// The header of a literal block scalar holding `text` exactly ("|", "|-",
/// "|+", with an indentation indicator "|2-" when the first line starts with
/// a space), or nullopt when `text` is single-line or a literal block cannot
/// hold it exactly (control characters, Unicode line separators, trailing
/// whitespace on a line, nothing but line breaks).
std::optional<std::string> literal_header(const std::string& text);

/// Appends `key: value` at `indent` spaces, then a newline. Multi-line values
/// become literal blocks whose lines are indented by `indent + 2`.
void append_key_value(std::string& out, int indent, const std::string& key, const std::string& value);

}  // namespace dlpackgen::schema::yaml_text
