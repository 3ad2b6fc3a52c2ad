// Helpers of the `cpp` extension (cpp_context.cpp): reading the neutral
// context, and the C++ spellings no naming rule gives (a C declaration of a name).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lang/language.h"
#include "model/model.h"
#include "render/value.h"

namespace dlpackgen::lang::cpp_support {

/// `v[key]`, or an empty Value.
const render::Value& member(const render::Value& v, const std::string& key);
/// `v[key]` as a string, a boolean, a list.
std::string text(const render::Value& v, const std::string& key);
bool on(const render::Value& v, const std::string& key);
const std::vector<render::Value>& items(const render::Value& v, const std::string& key);

/// "int64_t *" -> "int64_t*".
std::string tidy_spelling(std::string s);
/// A C declaration of `name` with type `t` ("void (*SetError)(void* error_ctx, ...)").
std::string declare(const model::Type& t, const std::string& name);
/// The field `name` of `s`; NULL when `s` is NULL or has no such field.
const model::Field* field_of(const model::Struct* s, const std::string& name);

}  // namespace dlpackgen::lang::cpp_support
