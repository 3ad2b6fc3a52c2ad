// schema/semantics.yaml: meaning the header only states in comments (which enum
// DLDataType.code holds, which macros are flag bits of `flags`, that the deleter
// owns manager_ctx, the text form of each dtype code), as a validated overlay
// re-applied at every generation.
#pragma once

#include <string>

#include "model/model.h"

namespace dlpackgen::render {

/// The overlay after validation against one Model. Plain data only.
struct Semantics {
  std::string file;  // where it was loaded from ("" for the empty overlay)
};

/// Loads `path` and checks it against `model`. Throws util::Error naming the
/// entry (file:line:col) when it refers to something the header does not have.
/// An empty path yields the empty overlay.
Semantics load_semantics(const std::string& path, const model::Model& model);

}  // namespace dlpackgen::render
