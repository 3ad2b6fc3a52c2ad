// What the text of a schema may hold where it reaches generated code: names,
// C type spellings, integer expressions, versions. Every rule accepts exactly
// what the extractor writes for a header (schema/README.md, "Validation") and
// refuses the rest, so no value of a schema can put code of its own into the
// files generated from it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace dlpackgen::schema {

/// A C identifier: [A-Za-z_][A-Za-z0-9_]*.
bool is_c_identifier(const std::string& text);

/// A C (or C++) keyword that cannot name an entity.
bool is_c_keyword(const std::string& text);

/// A C++ keyword that is not one of C (`class`, `new`, `template`, ...): a
/// header read as C++ too (`extern "C"`) cannot use it as a name.
bool is_cxx_keyword(const std::string& text);

/// A builtin integer type as Clang writes an enum's canonical underlying type:
/// "int", "unsigned int", "long", "unsigned long long", "signed char", "_Bool"...
bool is_c_integer_type(const std::string& text);

/// A scalar name of the Model that holds an integer (or a bool): a builtin
/// integer type (is_c_integer_type) or a fixed-width or pointer-sized integer
/// typedef ("int32_t", "uint64_t", "size_t", "ssize_t", "ptrdiff_t",
/// "intptr_t", "uintptr_t").
bool is_integer_scalar_name(const std::string& text);

/// Its size in bytes where the C data model fixes it on every target (char 1,
/// short 2, int 4, long long 8, __int128 16); 0 for long (4 or 8 by target).
unsigned c_integer_type_size(const std::string& text);

/// The pointer size of a target triple's architecture ("x86_64-linux-gnu" 8,
/// "i686-linux-gnu" 4, "x86_64-linux-gnux32" 4), 0 when it is not known.
unsigned triple_pointer_size(const std::string& triple);

/// The value of a plain C integer literal (decimal, octal, hex or binary, with
/// any u/l suffixes, optionally in parentheses or negated) as 64 bits; nullopt
/// for anything else (an expression, a character literal).
std::optional<int64_t> integer_literal_value(const std::string& text);

/// The name of a builtin or stdint type as Clang writes it, one or more words
/// separated by one space, at most one of them not a type keyword:
/// "int64_t", "unsigned int", "unsigned long long", "long double".
bool is_scalar_type_name(const std::string& text);

/// A C type name without declarator name, as Clang prints it: type specifiers
/// ("const", "struct X", "enum X", builtin words, one typedef name), then an
/// abstract declarator of `*` (with const or restrict), `[N]`, `(...)` with
/// parameter types, and parentheses around nested declarators:
/// "int64_t *", "const char *", "struct DLPoint[2]", "double *const",
/// "void (*)(struct DLManagedTensor *)", "void (*(*)(int))(void *)". Tokens are
/// separated by at most one space; no space at either end.
bool is_type_spelling(const std::string& text);

/// An integer constant expression as written in a header (a macro body, an
/// enumerator's initializer): identifiers, numbers, operators and balanced
/// parentheses and brackets, separated by spaces; no quote, backslash, `#`, `;`,
/// brace, comment or control character. "010", "(1UL << 2UL)", "kDLCPU + 1".
bool is_expression_spelling(const std::string& text);

/// A label of a `dlpackgen history` series: a version "MAJOR.MINOR" ("0.1",
/// "1.3"), or, for a header that declares no version, the name `history` gave
/// it (its file name without extension): letters, digits, '_', '.', '+' and '-',
/// starting with a letter, digit or '_'.
bool is_history_label(const std::string& text);

/// A target triple: letters, digits, '_', '.' and '-', starting with a letter or
/// digit ("x86_64-linux-gnu", "armv7-linux-gnueabihf").
bool is_target_triple(const std::string& text);

}  // namespace dlpackgen::schema
