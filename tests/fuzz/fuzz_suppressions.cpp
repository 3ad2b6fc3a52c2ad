// libFuzzer target: the abi-diff suppression file reader.
#include <cstddef>
#include <cstdint>
#include <string>

#include "abi/suppress.h"
#include "util/error.h"
#include "util/fs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    dlpackgen::util::require_text("fuzz.yaml", text, "suppressions");
    (void)dlpackgen::abi::parse_suppressions(text, "fuzz.yaml");
  } catch (const dlpackgen::util::Error&) {
  }
  return 0;
}
