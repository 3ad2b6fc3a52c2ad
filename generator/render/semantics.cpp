#include "render/semantics.h"

namespace dlpackgen::render {

Semantics load_semantics(const std::string& path, const model::Model&) {
  Semantics s;
  s.file = path;
  return s;
}

}  // namespace dlpackgen::render
