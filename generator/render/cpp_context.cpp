#include "render/context.h"

namespace dlpackgen::render {

void add_cpp_context(kainjow::mustache::data&, const model::Model&, const Semantics&) {}

}  // namespace dlpackgen::render
