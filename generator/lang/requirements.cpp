// What a language requires of the overlay (requires_mapped), checked for one header.
#include "lang/requirements.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "lang/element_types.h"

namespace dlpackgen::lang {

namespace {

// How to map an enumerator the overlay lacks, in the user's own file: never an
// edit of the installed built-in overlay.
std::string mapping_fix(bool builtin, const std::string& overlay, const std::string& under, const std::string& section,
                        const std::string& entry) {
  if (builtin)
    return "map it in an overlay of your own that says `extends: builtin` and, under `" + under + "`, `" + entry +
           "`; name that file with `semantics:` in dlpackgen.yaml or --semantics (docs/guide/vendored-headers.md)";
  return "add `" + entry + "` under " + section + " of " + overlay;
}

// An overlay entry for a vendor's dtype code: opaque elements of one byte,
// named by the enumerator without its kDL/k prefix, lower case (kDLString: string).
std::string dtype_entry(const std::string& enumerator) {
  std::string name = enumerator;
  for (const char* prefix : {"kDL", "k"})
    if (name.size() > std::strlen(prefix) && name.compare(0, std::strlen(prefix), prefix) == 0) {
      name = name.substr(std::strlen(prefix));
      break;
    }
  for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return "- {enumerator: " + enumerator + ", kind: handle, name: " + name + ", bits: [8]}";
}

// The header enumerators that `section` of the overlay does not map, as
// diagnostics naming each one and the overlay; empty when it maps them all.
std::vector<util::Diagnostic> unmapped(const model::Model& model, const overlay::Semantics& s,
                                       const std::string& section, const Descriptor& d,
                                       const std::string& header_file, const std::string& builtin_overlay) {
  const std::string& lang = d.lang;
  std::vector<util::Diagnostic> out;
  std::string overlay = s.file.empty() ? std::string("(no overlay)") : s.file;
  // Where the descriptor asks for it: its requires_mapped entry (a base's, unless the language gives its own).
  const std::string asks = d.requirements.file.empty() ? d.file : d.requirements.file;
  const Pos pos = d.requirements.pos.count(section) ? d.requirements.pos.at(section) : Pos{};
  if (section == "element_types") {
    if (d.types.element_types.empty() || !s.dtype.present) {
      out.push_back({asks, pos.line, pos.column,
                     "language " + lang + " requires every dtype code mapped (requires_mapped: element_types), " +
                         (d.types.element_types.empty() ? std::string("and its descriptor has no element_types")
                          : s.file.empty()          ? std::string("and there is no overlay")
                                                    : "and " + overlay + " has no dtype section that applies")});
      return out;
    }
    const bool builtin = s.file == builtin_overlay;
    for (const auto& u : unmapped_element_types(model, s, d)) {
      const std::string head = u.enum_name + " enumerator " + u.enumerator + " = " + std::to_string(u.value);
      auto entry = std::find_if(s.dtype.codes.begin(), s.dtype.codes.end(),
                                [&](const overlay::Semantics::DTypeCode& c) { return c.value == u.value; });
      if (entry != s.dtype.codes.end()) {  // the overlay knows it, without widths: no role can store it
        out.push_back({header_file, u.line, u.column,
                       head + " has no element type for language " + lang + ": its dtype.codes entry " +
                           entry->entry + " in " + (builtin ? std::string("the built-in overlay") : overlay) +
                           " lists no widths; give it `bits: [...]` (the widths its elements take) in " +
                           (builtin ? std::string("an overlay of your own that says `extends: builtin`") : overlay) +
                           ", and the shims store it as raw bits"});
        continue;
      }
      out.push_back({header_file, u.line, u.column,
                     head + " is not mapped under dtype.codes of " +
                         (builtin ? std::string("the built-in overlay") : overlay) + " (needed by language " + lang +
                         "): " +
                         mapping_fix(builtin, overlay, "dtype: codes:", "dtype.codes", dtype_entry(u.enumerator))});
    }
    return out;
  }
  if (!s.devices.present) {
    // At the header's declaration, where a field of another type left the section out.
    for (const auto& l : s.left_out_at_header)
      if (l.section == section)
        out.push_back({header_file, l.line, l.column,
                       l.message + ": language " + lang + " reads the `" + section +
                           "` section (requires_mapped): declare the field as the overlay says, or generate without " +
                           lang});
    if (!out.empty()) return out;
    // At the descriptor's requires_mapped entry: the overlay has no place for a section it lacks.
    out.push_back({asks.empty() ? overlay : asks, pos.line, pos.column,
                   "language " + lang + " requires the overlay's `" + section + "` section (requires_mapped) for " +
                       "this header, and " +
                       (s.file.empty() ? std::string("there is no overlay") : overlay + " has none that applies")});
    return out;
  }
  // At the enumerator in the header: the overlay has no place for what it lacks.
  // The fix, in the user's own file: never an edit of the installed built-in overlay.
  const bool builtin = s.file == builtin_overlay;
  for (const auto& u : s.devices.unmapped) {
    const std::string entry = "- {enumerator: " + u.enumerator + ", backend: unsupported}";
    out.push_back({header_file, u.line, u.column,
                   u.enum_name + " enumerator " + u.enumerator + " = " + std::to_string(u.value) +
                       " is not mapped under devices.types of " + (builtin ? "the built-in overlay" : overlay) +
                       " (needed by language " + lang + "): " +
                       mapping_fix(builtin, overlay, "devices: types:", "devices.types", entry)});
  }
  return out;
}

}  // namespace

std::vector<util::Diagnostic> unmet_requirements(const model::Model& model, const overlay::Semantics& semantics,
                                                 const Language& language, const std::string& header_file,
                                                 const std::string& builtin_overlay) {
  std::vector<util::Diagnostic> out;
  for (const auto& section : language.descriptor().requirements.mapped)
    for (auto& d : unmapped(model, semantics, section, language.descriptor(), header_file, builtin_overlay))
      out.push_back(std::move(d));
  return out;
}

}  // namespace dlpackgen::lang
