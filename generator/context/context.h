// The neutral template context: one Value tree built from the Model and the
// semantics overlay, the same for every language (header, targets, entities with
// their types as trees, marker-free doc lines, features, the roles the overlay
// gives fields). What a language adds (identifiers, scalar spellings, target
// conditions) comes in through a Naming, which lang/ builds from the language's
// descriptor. Every key is documented in templates/README.md.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/model.h"
#include "context/docs.h"
#include "context/naming.h"
#include "context/types.h"
#include "overlay/semantics.h"
#include "render/value.h"

namespace dlpackgen::context {

using overlay::Semantics;

/// The neutral context (with `naming` applied when given).
Value build_context(const model::Model& model, const Semantics& semantics, const Naming* naming = nullptr);

// ---- Building blocks of the context, exposed for the tests and the language
// ---- layer. All are pure functions of their arguments (the doc keys:
// ---- context/docs.h).

/// The banner every generated file starts with, one line per entry, without
/// comment markers: "Generated from dlpack.h v1.3 (sha256 1a2b3c4d5e6f) by
/// dlpackgen v0.1.0." and "Do not edit: regenerate with `dlpackgen generate`.".
std::vector<std::string> banner_lines(const model::Model& model);

}  // namespace dlpackgen::context
