// Language extensions: context keys that dlpackgen's own code computes for a
// language whose descriptor lists them (`extensions: [cpp]`), for what a table
// cannot say. Each adds keys under its own name.
#pragma once

#include <string>

#include "model/model.h"
#include "overlay/semantics.h"
#include "render/value.h"

namespace dlpackgen::lang {

class Language;

/// `cpp`: the C++ wrapper keys (cpp_context.cpp). The roles come from the
/// neutral `semantics` already in `root` (render/roles.cpp), never from the
/// overlay itself; the Model gives what only the C++ wrappers repeat (mirror
/// structs, trampoline signatures, Doxygen docs).
void add_cpp_context(render::Value& root, const model::Model& model, const Language& language);

/// Runs the extension `name` (one of known_extensions()). `semantics` is the
/// overlay the neutral context was built from, for extensions that need more
/// than its `semantics` keys; `cpp` does not.
void apply_extension(const std::string& name, render::Value& root, const model::Model& model,
                     const overlay::Semantics& semantics, const Language& language);

}  // namespace dlpackgen::lang
