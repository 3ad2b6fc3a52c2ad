// What a language requires of the overlay for a header (`requires_mapped`):
// the overlay's `devices` section mapping every device type, the descriptor's
// `element_types` every dtype code. Each miss is a diagnostic at the place to
// fix it, with the entry to add, in the user's own overlay.
#pragma once

#include <string>
#include <vector>

#include "lang/language.h"
#include "model/model.h"
#include "overlay/semantics.h"
#include "util/error.h"

namespace dlpackgen::lang {

/// One diagnostic per thing `language`'s `requires_mapped` needs and the overlay
/// `semantics` (or the descriptor) does not give for `model`; empty when it
/// has everything. `header_file`: the header as the user named it (positions
/// of enumerators); `builtin_overlay`: the path of dlpackgen's own overlay,
/// which a fix never edits (it says to extend it instead).
std::vector<util::Diagnostic> unmet_requirements(const model::Model& model, const overlay::Semantics& semantics,
                                                 const Language& language, const std::string& header_file,
                                                 const std::string& builtin_overlay);

}  // namespace dlpackgen::lang
