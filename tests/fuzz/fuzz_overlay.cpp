// libFuzzer target: the semantics overlay reader against the v1.3 schema.
#include <cstddef>
#include <cstdint>
#include <string>

#include "overlay/semantics.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const dlpackgen::model::Model model = dlpackgen::schema::load_file(DLPACKGEN_FUZZ_SCHEMA);
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    dlpackgen::util::require_text("fuzz.yaml", text, "semantics overlay");
    (void)dlpackgen::overlay::parse_semantics(text, "fuzz.yaml", model);
  } catch (const dlpackgen::util::Error&) {
  }
  return 0;
}
