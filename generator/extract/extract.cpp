#include "extract/extract.h"

#include "util/error.h"

namespace dlpackgen::extract {

model::Model extract_header(const std::string& path, const Options&) {
  throw util::Error(path, "extractor not built yet");
}

std::string clang_resource_dir() { return DLPACKGEN_CLANG_RESOURCE_DIR; }

}  // namespace dlpackgen::extract
