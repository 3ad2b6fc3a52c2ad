// The roles the semantics overlay gives the header's structs, fields, enumerators
// and macros, as neutral context keys (`semantics` in templates/README.md):
// computed once for every language; a language's extension only names them.
#pragma once

#include <map>
#include <string>
#include <utility>

#include "model/model.h"
#include "context/naming.h"
#include "overlay/semantics.h"
#include "render/value.h"

namespace dlpackgen::context {

using overlay::Semantics;
using render::Value;

/// The `semantics` object of the context.
Value semantic_roles(const model::Model& model, const Semantics& semantics, const Naming* naming);

/// (struct, field) -> role ("tensor.shape", "dtype.code", "managed.deleter",
/// "flags", "exchange_api.header", ...), for `fields[].role`.
std::map<std::pair<std::string, std::string>, std::string> field_roles(const Semantics& semantics);

/// struct -> role ("tensor", "dtype", "device", "version": the overlay's
/// version struct, "managed", "exchange_api",
/// "exchange_api_header"), for `structs[].role`.
std::map<std::string, std::string> struct_roles(const Semantics& semantics);

}  // namespace dlpackgen::context
