// Types as the context gives them: a type as a tree, in a language's spelling
// (templates/README.md, "Types"), and how C spells types, declarations and
// integer literals. Pure functions of their arguments.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "context/naming.h"
#include "model/model.h"
#include "render/value.h"

namespace dlpackgen::context {

using render::Value;

/// One type as a tree (kind, name, c_name, ident, is_const, element, length,
/// params, result, ...; templates/README.md, "Types"). `user` names where the
/// type is used, for diagnostics.
Value type_tree(const model::Type& type, const model::Model& model, const Naming* naming,
                const std::string& user);

/// A C declaration of `name` with `type`: "int64_t *shape",
/// "void (*deleter)(struct DLManagedTensor *)", "int dims[4]"; a function
/// pointer spelt out keeps its parameters' names where the header gives them
/// ("void (*SetError)(void *error_ctx, const char *kname, const char *message)").
/// The one C declarator builder of the context (fields, parameters, trampolines).
std::string c_declaration(const model::Type& type, const std::string& name);

/// A C integer literal that C reads as the same value: decimal, "U"/"ULL" for
/// unsigned values, "LL" outside the int range.
std::string c_integer_literal(int64_t value, bool is_unsigned);

/// How C names a struct or enum type: its name when a typedef declares it
/// (`has_typedef`, or the name is not the tag), else "struct Tag" / "enum Tag".
std::string c_type_name(const std::string& name, const std::string& tag, bool has_typedef, const char* keyword);

/// "int32_t"/"uint32_t"/... for a canonical integer type name of `size` bytes.
std::string fixed_width_type(const std::string& canonical, uint64_t size);

/// An enumerator's name without the prefix its enum shares: "kDL" when every
/// enumerator has it (kDLCUDA -> CUDA), else "k" before a capital letter
/// (v0.1's kCPU -> CPU), else a common prefix ending in '_'.
/// The full name when stripping would leave something that is no identifier.
std::string enumerator_short_name(const std::string& name, const std::vector<std::string>& siblings);
/// How many leading characters enumerator_short_name() strips from every
/// name of `siblings` (the same for all of them): compute it once per enum.
size_t enumerator_prefix_length(const std::vector<std::string>& siblings);

/// Whether every field of `s` is an integer, a bool, an enum or (nested) such
/// a struct: no pointer, float, array or function pointer. A language may give
/// such a type value equality, hashing and an all-zero default.
bool integral_only(const model::Struct& s, const model::Model& m);

/// How C names the type `t` names: a struct or enum of the model by
/// c_type_name(), anything else by its name.
std::string named_c_name(const model::Model& m, const model::Type& t);

/// Appends to `out` what a type tree reads of `t` (kind, constness, length,
/// names, spelling, element, result and parameters, recursively), so that
/// equal keys mean equal trees: the key of the shared type trees.
void append_type_key(const model::Type& t, std::string& out);

}  // namespace dlpackgen::context
