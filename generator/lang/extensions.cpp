#include "lang/extensions.h"

#include "lang/language.h"
#include "util/error.h"

namespace dlpackgen::lang {

void apply_extension(const std::string& name, render::Value& root, const model::Model& model,
                     const overlay::Semantics& /*semantics*/, const Language& language) {
  if (name == "cpp") return add_cpp_context(root, model, language);
  throw util::Error(language.descriptor().file, "unknown extension '" + name + "'");
}

}  // namespace dlpackgen::lang
