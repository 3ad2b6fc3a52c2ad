// After a language's naming rules: every scope checked for names the language
// cannot spell and for two C names that became one identifier, before
// anything is written (templates/README.md, "Names a language cannot hold").
#pragma once

#include "lang/language.h"
#include "model/model.h"
#include "render/value.h"

#include <regex>
#include <string>

namespace dlpackgen::lang {

/// A descriptor's `identifier` or `taken` pattern (ECMAScript) compiled for a
/// matcher whose time and stack grow linearly with the text it matches
/// (libstdc++'s breadth-first executor): a 1 MB name, or a pattern such as
/// `([A-Za-z_0-9]+)+#`, cannot exhaust the stack or backtrack exponentially.
/// Back-references, which no such matcher can take, are refused
/// (std::regex_error).
std::regex name_pattern(const std::string& pattern);

/// Whether `pattern` is a plain name (letters, digits, '_'): it matches itself
/// alone, compared as a string rather than compiled.
bool is_plain_name(const std::string& pattern);

/// Checks the identifiers of `context` (lang::language_context of `model`)
/// scope by scope: the top level (structs, enums, function pointers, aliases,
/// macros, and the descriptor's `taken.top`), each enum's enumerators, each
/// struct's fields and each function type's parameters (with `taken.<scope>`).
/// Throws util::Error with one `header:line:col` diagnostic per problem: an
/// identifier that does not match the descriptor's `identifier` pattern, one
/// that is taken, and two C names with the same identifier (naming both).
/// Positions are in `header_path` (the header as the user named it), else in
/// the model's header file name (a schema holds no more).
void check_names(const model::Model& model, const render::Value& context, const Language& language,
                 const std::string& header_path = "");

}  // namespace dlpackgen::lang
