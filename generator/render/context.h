// The template context: one mustache data tree built from the Model and the
// semantics overlay. Every key is documented in templates/README.md.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <kainjow/mustache.hpp>

#include "model/model.h"
#include "render/semantics.h"

namespace dlpackgen::render {

/// The whole context every template is rendered with (context.cpp). Calls
/// add_cpp_context() last.
kainjow::mustache::data build_context(const model::Model& model, const Semantics& semantics);

/// Keys used by the C++ wrapper templates (cpp_context.cpp).
void add_cpp_context(kainjow::mustache::data& root, const model::Model& model,
                     const Semantics& semantics);

// ---- Building blocks of the context, exposed for the tests and for
// ---- add_cpp_context(). All are pure functions of their arguments.

/// The banner every generated file starts with, one line per entry, without
/// comment markers: "Generated from dlpack.h v1.3 (sha256 1a2b3c4d5e6f) by
/// dlpackgen v0.1.0." and "Do not edit: regenerate with `dlpackgen generate`.".
std::vector<std::string> banner_lines(const model::Model& model);

/// A doc comment split on '\n' (trailing blank lines dropped; "" -> no lines).
std::vector<std::string> doc_lines(const std::string& doc);

/// One line summarising a doc comment: the paragraph after \brief or @brief,
/// else the first paragraph, whitespace collapsed.
std::string doc_brief(const std::string& doc);

/// A C declaration of `name` with `type`: "int64_t *shape",
/// "void (*deleter)(struct DLManagedTensor *)", "int dims[4]".
std::string c_declaration(const model::Type& type, const std::string& name);

/// A C integer literal that C reads as the same value: decimal, "U"/"ULL" for
/// unsigned values, "LL" outside the int range.
std::string c_integer_literal(int64_t value, bool is_unsigned);

/// An enumerator's name without the prefix its enum shares: "kDL" when every
/// enumerator has it (kDLCUDA -> CUDA), else "k" before a capital letter
/// (v0.1's kCPU -> CPU), else a common prefix ending in '_'.
/// The full name when stripping would leave something that is no identifier.
std::string enumerator_short_name(const std::string& name, const std::vector<std::string>& siblings);

/// How C names a struct or enum type: the typedef name, or "struct Tag" /
/// "enum Tag" when the Model name is the tag itself.
std::string c_type_name(const std::string& name, const std::string& tag, const char* keyword);

/// "int32_t"/"uint32_t"/... for a canonical integer type name of `size` bytes.
std::string fixed_width_type(const std::string& canonical, uint64_t size);

}  // namespace dlpackgen::render
