// A run's languages, each one object assembled by one call: its descriptor
// over its bases', its templates (the bases' inherited, plain files made
// outputs, fan-outs set, output names rendered with its vars) from template
// dirs read once, and what it requires of the overlay (requirements.h).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "lang/language.h"
#include "render/renderer.h"

namespace dlpackgen::lang {

struct LanguageSet {
  /// The languages' templates, ready to render (render::render_language).
  render::TemplateSet templates;
  std::vector<std::string> names;  // the languages asked for, each once, in order
  std::map<std::string, Language> of;
};

/// Assembles `wanted` (every language of `read` when empty) from `read`, the
/// template dirs as render::load_templates read them. Throws util::Error for
/// an unknown language (naming those that exist), a base that is missing or
/// goes round in a circle (at the descriptor's `base`), a language without
/// templates, a fan_out entry naming no template, and the errors of
/// load_descriptor and TemplateSet.
LanguageSet assemble_languages(const render::TemplateSet& read, const std::vector<std::string>& wanted);

/// "cpp, rust, zig": the languages `templates` holds ("none" when none).
std::string known_languages(const render::TemplateSet& templates);

}  // namespace dlpackgen::lang
