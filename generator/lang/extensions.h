// Language extensions: context keys that dlpackgen's own code computes for a
// language whose descriptor lists them (`extensions: [cpp]`), for what a table
// cannot say. Each adds keys under its own name. One table (extensions.cpp)
// names them all.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "render/value.h"

namespace dlpackgen::lang {

class Language;

/// `cpp`: the C++ wrapper keys (cpp_context.cpp). The roles come from the
/// neutral `semantics` already in `root` (context/roles.cpp), never from the
/// overlay itself; the Model gives what only the C++ wrappers repeat (mirror
/// structs, trampoline signatures, Doxygen docs).
void add_cpp_context(render::Value& root, const model::Model& model, const Language& language);

/// The names of the extensions, in the table's order (what a descriptor may list).
const std::vector<std::string>& known_extensions();

/// Runs the extension `name` (one of known_extensions(); a descriptor with
/// another name never loads). Throws util::Error for an unknown name.
void apply_extension(const std::string& name, render::Value& root, const model::Model& model,
                     const Language& language);

}  // namespace dlpackgen::lang
