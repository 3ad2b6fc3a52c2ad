// A run's languages: checked, rendered, and written into (or compared with)
// the output dir.
#include <algorithm>
#include <deque>
#include <iterator>
#include <set>

#include "lang/language.h"
#include "lang/name_check.h"
#include "pipeline/pipeline.h"
#include "context/context.h"
#include "render/renderer.h"
#include "overlay/semantics.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/output_guard.h"
#include "util/transaction.h"

namespace dlpackgen::pipeline {

namespace {

using util::path_join;

// One language: its descriptor (if any) applied to the neutral context.
lang::Language language_of(const render::TemplateSet& templates, const std::string& lang) {
  auto d = templates.descriptors.find(lang);
  lang::Descriptor descriptor;
  if (d != templates.descriptors.end()) descriptor = lang::load_descriptor(d->second, lang);
  descriptor.lang = lang;
  return lang::Language(std::move(descriptor));
}

// The header enumerators that `section` of the overlay does not map, as
// diagnostics naming each one and the overlay; empty when it maps them all.
std::vector<util::Diagnostic> unmapped(const overlay::Semantics& s, const std::string& section,
                                       const lang::Descriptor& d, const std::string& header_file) {
  const std::string& lang = d.lang;
  std::vector<util::Diagnostic> out;
  std::string overlay = s.file.empty() ? std::string("(no overlay)") : s.file;
  bool present = section == "devices" ? s.devices.present : s.element_types.present;
  if (!present) {
    // At the descriptor's requires_mapped entry: the overlay has no place for a section it lacks.
    auto pos = d.requires_mapped_pos.count(section) ? d.requires_mapped_pos.at(section) : lang::Pos{};
    out.push_back({d.file.empty() ? overlay : d.file, pos.line, pos.column,
                   "language " + lang + " requires the overlay's `" + section + "` section (requires_mapped) for " +
                       "this header, and " +
                       (s.file.empty() ? std::string("there is no overlay") : overlay + " has none that applies")});
    return out;
  }
  const auto& list = section == "devices" ? s.devices.unmapped : s.element_types.unmapped;
  std::string where = section == "devices" ? "devices.types" : "element_types.types";
  // At the enumerator in the header: the overlay has no place for what it lacks.
  for (const auto& u : list)
    out.push_back({header_file, u.line, u.column,
                   u.enum_name + " enumerator " + u.enumerator + " = " + std::to_string(u.value) +
                       " is not mapped under " + where + " of " + overlay + " (needed by language " + lang +
                       "): add an entry for it"});
  return out;
}

}  // namespace

Rendered render(const model::Model& model, const Inputs& in, const EachFile& each) {
  overlay::Semantics semantics = overlay::load_semantics(in.semantics_path, model, in.strict);
  render::TemplateSet templates = render::load_templates(in.template_dirs);
  const std::string header_file = in.header_path.empty() ? model.header.file : in.header_path;
  Rendered r;
  r.warnings = semantics.warnings;
  r.languages = in.languages.empty() ? templates.languages() : in.languages;
  std::set<std::string> done;
  for (const auto& lang : r.languages) {
    if (!done.insert(lang).second) continue;
    if (!templates.templates.count(lang)) {  // an unknown language: render_language says which exist
      render::render_language(templates, lang, render::Value());
      continue;
    }
    lang::Language language = language_of(templates, lang);
    r.ignore[lang] = language.descriptor().ignore;
    std::vector<util::Diagnostic> missing;
    for (const auto& section : language.descriptor().requires_mapped)
      for (auto& d : unmapped(semantics, section, language.descriptor(), header_file)) missing.push_back(std::move(d));
    if (!missing.empty() && !in.allow_unmapped) {
      for (auto& d : missing) d.message += " (or pass --allow-unmapped)";
      throw util::Error(missing);
    }
    for (const auto& d : missing) r.warnings.push_back(d.str());
    render::Value context = lang::language_context(model, semantics, language);
    lang::check_names(model, context, language, header_file);
    auto rendered = render::render_language(
        templates, lang, std::move(context),
        [&](const std::string& name, render::Value& keys) { language.file_keys(name, keys); },
        language.descriptor().text);
    if (each) {
      for (auto& f : rendered) each(std::move(f));
    } else {
      std::move(rendered.begin(), rendered.end(), std::back_inserter(r.files));
    }
  }
  std::sort(r.files.begin(), r.files.end(),
            [](const render::OutputFile& a, const render::OutputFile& b) { return a.path < b.path; });
  return r;
}

std::string dump_context(const model::Model& model, const Inputs& in) {
  overlay::Semantics semantics = overlay::load_semantics(in.semantics_path, model, in.strict);
  render::TemplateSet templates = render::load_templates(in.template_dirs);
  std::vector<std::string> languages = in.languages.empty() ? templates.languages() : in.languages;
  std::vector<std::string> known = templates.languages();
  if (languages.size() != 1) {
    std::string list;
    for (const auto& l : known) list += (list.empty() ? "" : ", ") + l;
    throw util::Error("--dump-context shows the context of one language: pass --lang NAME (templates exist for: " +
                      (list.empty() ? std::string("none") : list) + ")");
  }
  if (std::find(known.begin(), known.end(), languages[0]) == known.end())
    throw util::Error("unknown language '" + languages[0] + "'");
  lang::Language language = language_of(templates, languages[0]);
  return render::to_yaml(lang::language_context(model, semantics, language));
}

Written write(const model::Model& model, const Inputs& in, bool prune) {
  // No output over an input: nothing it writes (or, with --prune, cleans) may
  // be what this run reads. Every output path is known from the templates
  // before anything renders.
  util::OutputGuard guard;
  guard.add_input(!in.schema.empty() ? in.schema : in.header, !in.schema.empty() ? "the schema" : "the header");
  if (in.config) guard.add_input(in.config->file, "the config");
  guard.add_input(in.semantics_path, "the overlay");
  for (const auto& d : in.template_dirs) guard.add_input_dir(d, "a template dir");
  const render::TemplateSet templates = render::load_templates(in.template_dirs);
  const std::vector<std::string> languages = in.languages.empty() ? templates.languages() : in.languages;
  if (prune)
    for (const auto& lang : languages) guard.check_dir(path_join(in.out, lang), "--prune");
  for (const auto& path : templates.output_paths(languages)) guard.check_file(path_join(in.out, path), in.out_option);

  // One generation at a time per output dir. Each language's files are compared
  // (and staged when they differ) as soon as they are rendered; nothing in the
  // dir changes until every language has rendered, and then all at once.
  util::DirLock lock(in.out, util::DirLock::Mode::Exclusive, true, announce_wait);
  render::OutputWriter writer(in.out);
  Written w;
  Rendered r = render(model, in, [&](render::OutputFile&& f) {
    ++w.files;
    writer.add(f);
  });
  w.summary = writer.commit(r.languages, prune, r.ignore);
  for (const auto& m : r.warnings) warn(m);
  return w;
}

Checked check(const model::Model& model, const Inputs& in) {
  // A shared lock: no generation commits into `out` while it is compared.
  util::DirLock lock(in.out, util::DirLock::Mode::Shared, false, announce_wait);
  std::deque<render::OutputFile> kept;  // the files that differ, for their diffs
  std::set<std::string> produced;
  Checked c;
  Rendered r = render(model, in, [&](render::OutputFile&& f) {
    ++c.files;
    produced.insert(f.path);
    kept.push_back(std::move(f));
    render::FileStatus s = render::compare_output(in.out, kept.back());
    if (s.state == render::FileState::Fresh)
      kept.pop_back();
    else
      c.statuses.push_back(std::move(s));
  });
  for (const auto& m : r.warnings) warn(m);
  for (auto& s : render::extra_outputs(in.out, produced, r.languages, r.ignore)) c.statuses.push_back(std::move(s));
  std::sort(c.statuses.begin(), c.statuses.end(),
            [](const render::FileStatus& a, const render::FileStatus& b) { return a.path < b.path; });
  if (!c.statuses.empty()) c.report = render::check_report(c.statuses, in.out);
  for (auto& s : c.statuses) s.expected = {};  // the bytes it viewed go with this function
  return c;
}

}  // namespace dlpackgen::pipeline
