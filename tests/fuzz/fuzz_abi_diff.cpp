// libFuzzer target: abi-diff of two schemas (the input split at its first
// "\n---8<---\n" line; without one, the input against the v1.3 schema) and
// the three report formats (the DLPack version policy included).
#include <cstddef>
#include <cstdint>
#include <string>

#include "abi/abi.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const dlpackgen::model::Model base = dlpackgen::schema::load_file(DLPACKGEN_FUZZ_SCHEMA);
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string cut = "\n---8<---\n";
  try {
    dlpackgen::model::Model old_model = base, new_model;
    const size_t at = text.find(cut);
    if (at == std::string::npos) {
      dlpackgen::util::require_text("new.yaml", text, "schema");
      new_model = dlpackgen::schema::from_yaml(text, "new.yaml");
    } else {
      const std::string a = text.substr(0, at + 1), b = text.substr(at + cut.size());
      dlpackgen::util::require_text("old.yaml", a, "schema");
      dlpackgen::util::require_text("new.yaml", b, "schema");
      old_model = dlpackgen::schema::from_yaml(a, "old.yaml");
      new_model = dlpackgen::schema::from_yaml(b, "new.yaml");
    }
    dlpackgen::abi::Report report = dlpackgen::abi::diff(old_model, new_model);
    (void)dlpackgen::abi::format_text(report);
    (void)dlpackgen::abi::format_markdown(report);
    (void)dlpackgen::abi::format_json(report);
  } catch (const dlpackgen::util::Error&) {
  }
  return 0;
}
