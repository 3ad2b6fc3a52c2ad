// libFuzzer target: the schema reader, as `dlpackgen generate --schema` reads a file.
#include <cstddef>
#include <cstdint>
#include <string>

#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    dlpackgen::util::require_text("fuzz.yaml", text, "schema");
    dlpackgen::model::Model m = dlpackgen::schema::from_yaml(text, "fuzz.yaml");
    // What is accepted writes back and reads again the same.
    const std::string again = dlpackgen::schema::to_yaml(m);
    if (dlpackgen::schema::to_yaml(dlpackgen::schema::from_yaml(again, "again.yaml")) != again) __builtin_trap();
  } catch (const dlpackgen::util::Error&) {
  }
  return 0;
}
