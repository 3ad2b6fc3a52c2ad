// libFuzzer target: rendering a template text with the context of the v1.3
// schema and the built-in overlay; the input is the template (with itself
// available as a partial named `self`, so that recursion is exercised).
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "context/context.h"
#include "render/renderer.h"
#include "overlay/semantics.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const dlpackgen::model::Model model = dlpackgen::schema::load_file(DLPACKGEN_FUZZ_SCHEMA);
  static const dlpackgen::overlay::Semantics semantics =
      dlpackgen::overlay::load_semantics(DLPACKGEN_FUZZ_SEMANTICS, model);
  static const dlpackgen::render::Value context = dlpackgen::context::build_context(model, semantics, nullptr);
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    dlpackgen::util::require_text("fuzz.mustache", text, "template");
    dlpackgen::render::TemplateSet set;
    dlpackgen::render::add_template(set, "fuzz", "_self.mustache", text, "fuzz.mustache");
    dlpackgen::render::add_template(set, "fuzz", "out.txt.mustache", text, "fuzz.mustache");
    (void)dlpackgen::render::render_language(set, "fuzz", context);
  } catch (const dlpackgen::util::Error&) {
  }
  return 0;
}
