// A run's languages, assembled from the template dirs read once.
#include "lang/languages.h"

#include <algorithm>

#include "util/error.h"

namespace dlpackgen::lang {

namespace {

// `lang`'s descriptor over its bases. `chain` holds the dirs from the language
// asked for down to `lang`; the bases are appended, nearest first.
Descriptor descriptor_of(const render::TemplateSet& templates, const std::string& lang,
                               std::vector<std::string>& chain) {
  auto d = templates.descriptors.find(lang);
  Descriptor own;
  if (d != templates.descriptors.end()) own = load_descriptor(d->second, lang);
  own.lang = lang;
  if (own.base.empty()) return own;
  auto fail = [&](const std::string& why) {
    throw util::Error(own.file, own.base_pos.line, own.base_pos.column, "base: " + why);
  };
  if (std::find(chain.begin(), chain.end(), own.base) != chain.end()) {
    std::string cycle;
    for (const auto& c : chain) cycle += c + " -> ";
    fail("the bases go round in a circle: " + cycle + own.base);
  }
  if (!templates.descriptors.count(own.base))
    fail("no template dir has '" + own.base + "' (a dir " + own.base + "/ with a language.yaml)");
  if (chain.size() > 8) fail("more than 8 bases in a row");
  chain.push_back(own.base);
  Descriptor base = descriptor_of(templates, own.base, chain);
  return with_base(base, std::move(own));
}

}  // namespace

std::string known_languages(const render::TemplateSet& templates) {
  std::string list;
  for (const auto& l : templates.languages()) list += (list.empty() ? "" : ", ") + l;
  return list.empty() ? std::string("none") : list;
}

LanguageSet assemble_languages(const render::TemplateSet& read, const std::vector<std::string>& wanted) {
  LanguageSet out;
  out.templates = read;
  const std::vector<std::string> known = out.templates.languages();
  for (const auto& lang : wanted.empty() ? known : wanted) {
    if (out.of.count(lang)) continue;
    if (std::find(known.begin(), known.end(), lang) == known.end())
      throw util::Error("unknown language '" + lang + "' (templates exist for: " + known_languages(out.templates) + ")");
    std::vector<std::string> chain = {lang};
    Descriptor d = descriptor_of(read, lang, chain);
    for (size_t i = 1; i < chain.size(); ++i) out.templates.inherit(read, lang, chain[i], d.files.verbatim);
    if (d.files.verbatim)
      out.templates.use_plain_files(lang, d.files.verbatim_stamp, (d.file.empty() ? lang : d.file) + " (verbatim.stamp)");
    if (!out.templates.templates.count(lang) || out.templates.templates.at(lang).empty())
      throw util::Error(d.file.empty() ? lang : d.file,
                        "language '" + lang + "' has no templates" +
                            (d.base.empty() ? std::string(" (and its language.yaml names no `base`)") : std::string()));
    for (const auto& f : d.files.fan_out) {
      const std::string at = f.file + ":" + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column);
      if (!out.templates.fan_out(lang, f.template_name, f.list, at))
        throw util::Error(f.file, f.pos.line, f.pos.column,
                          "fan_out: language '" + lang + "' has no template '" + f.template_name + ".mustache'");
    }
    out.templates.instantiate_names(lang, render::Value().set("vars", d.files.vars));
    out.names.push_back(lang);
    out.of.emplace(lang, Language(std::move(d)));
  }
  return out;
}

}  // namespace dlpackgen::lang
