#include "lang/extensions.h"

#include "util/error.h"

namespace dlpackgen::lang {

namespace {

struct Extension {
  const char* name;
  void (*apply)(render::Value& root, const model::Model& model, const Language& language);
};

const Extension kExtensions[] = {
    {"cpp", add_cpp_context},
};

}  // namespace

const std::vector<std::string>& known_extensions() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& e : kExtensions) out.emplace_back(e.name);
    return out;
  }();
  return names;
}

void apply_extension(const std::string& name, render::Value& root, const model::Model& model,
                     const Language& language) {
  for (const auto& e : kExtensions)
    if (name == e.name) return e.apply(root, model, language);
  throw util::Error("unknown language extension '" + name + "'");
}

}  // namespace dlpackgen::lang
