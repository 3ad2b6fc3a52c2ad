// A language's element types (descriptor `element_types`) applied to one
// header: which (dtype code, bits) pairs the templates handle, how each role
// (`host`, `device`) stores them, and which dtype codes of the header none maps.
#pragma once

#include <vector>

#include "lang/descriptor.h"
#include "model/model.h"
#include "overlay/semantics.h"
#include "render/value.h"

namespace dlpackgen::lang {

/// The `element_types` context key: `present`, `roles[]`, `codes[]` (each with
/// `widths[]`, each with one key per role), `unmapped[]` and `values[]`
/// (templates/README.md). Throws util::Error at the descriptor entry for a code
/// the overlay does not know or a width the code does not allow.
render::Value element_types_context(const model::Model& model, const overlay::Semantics& semantics,
                                    const Descriptor& descriptor);

/// The dtype code enumerators of the header that no role of the descriptor
/// maps (aliases of a mapped one excluded); empty without the overlay's dtype.
std::vector<overlay::Semantics::Unmapped> unmapped_element_types(const model::Model& model,
                                                                 const overlay::Semantics& semantics,
                                                                 const Descriptor& descriptor);

}  // namespace dlpackgen::lang
