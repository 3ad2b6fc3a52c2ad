// The template context: one mustache data tree built from the Model and the
// semantics overlay. Every key is documented in templates/README.md.
#pragma once

#include <string>

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

}  // namespace dlpackgen::render
