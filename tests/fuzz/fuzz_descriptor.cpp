// libFuzzer target: a language descriptor, read alone and over the shims' base,
// then applied to the v1.3 schema with the repository's overlay (naming rules,
// target tables, element types, text contexts, vars).
#include <cstddef>
#include <cstdint>
#include <string>

#include "lang/descriptor.h"
#include "lang/language.h"
#include "overlay/semantics.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const dlpackgen::model::Model model = dlpackgen::schema::load_file(DLPACKGEN_FUZZ_SCHEMA);
  static const dlpackgen::overlay::Semantics semantics =
      dlpackgen::overlay::load_semantics(DLPACKGEN_FUZZ_SEMANTICS, model);
  static const dlpackgen::lang::Descriptor base =
      dlpackgen::lang::load_descriptor(DLPACKGEN_FUZZ_SHIM_BASE, "_shim");
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    dlpackgen::util::require_text("language.yaml", text, "language descriptor");
    dlpackgen::lang::Descriptor d = dlpackgen::lang::parse_descriptor(text, "language.yaml", "fuzz");
    if (!d.base.empty()) d = dlpackgen::lang::with_base(base, std::move(d));
    (void)dlpackgen::lang::language_context(model, semantics, dlpackgen::lang::Language(std::move(d)));
  } catch (const dlpackgen::util::Error&) {
  }
  return 0;
}
