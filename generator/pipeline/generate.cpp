// A run's languages: checked, rendered, and written into (or compared with)
// the output dir.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <deque>
#include <iterator>
#include <map>
#include <set>

#include "lang/element_types.h"
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
// `generate --check -q`: the first lines of the first files' diffs (README, "Check generated bindings in").
constexpr size_t kSummaryLines = 12;
constexpr size_t kSummaryFiles = 5;
}  // namespace

namespace {

using util::path_join;

// The run's languages, ready to render: each one's descriptor (over its
// base's), its base's templates, and its template names rendered with its vars.
struct Languages {
  render::TemplateSet templates;
  std::vector<std::string> names;  // the run's, each once, in order
  std::map<std::string, lang::Language> of;
};

std::string known_list(const render::TemplateSet& templates) {
  std::string list;
  for (const auto& l : templates.languages()) list += (list.empty() ? "" : ", ") + l;
  return list.empty() ? std::string("none") : list;
}

// `lang`'s descriptor over its bases. `chain` holds the dirs from the language
// asked for down to `lang`; the bases are appended, nearest first.
lang::Descriptor descriptor_of(const render::TemplateSet& templates, const std::string& lang,
                               std::vector<std::string>& chain) {
  auto d = templates.descriptors.find(lang);
  lang::Descriptor own;
  if (d != templates.descriptors.end()) own = lang::load_descriptor(d->second, lang);
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
  lang::Descriptor base = descriptor_of(templates, own.base, chain);
  return lang::with_base(base, std::move(own));
}

Languages load_languages(const Inputs& in) {
  Languages out;
  const render::TemplateSet read = render::load_templates(in.template_dirs);
  out.templates = read;
  const std::vector<std::string> known = out.templates.languages();
  for (const auto& lang : in.languages.empty() ? known : in.languages) {
    if (out.of.count(lang)) continue;
    if (std::find(known.begin(), known.end(), lang) == known.end())
      throw util::Error("unknown language '" + lang + "' (templates exist for: " + known_list(out.templates) + ")");
    std::vector<std::string> chain = {lang};
    lang::Descriptor d = descriptor_of(read, lang, chain);
    for (size_t i = 1; i < chain.size(); ++i) out.templates.inherit(read, lang, chain[i], d.verbatim);
    if (d.verbatim)
      out.templates.use_plain_files(lang, d.verbatim_stamp, (d.file.empty() ? lang : d.file) + " (verbatim.stamp)");
    if (!out.templates.templates.count(lang) || out.templates.templates.at(lang).empty())
      throw util::Error(d.file.empty() ? lang : d.file,
                        "language '" + lang + "' has no templates" +
                            (d.base.empty() ? std::string(" (and its language.yaml names no `base`)") : std::string()));
    for (const auto& f : d.fan_out) {
      const std::string at = f.file + ":" + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column);
      if (!out.templates.fan_out(lang, f.template_name, f.list, at))
        throw util::Error(f.file, f.pos.line, f.pos.column,
                          "fan_out: language '" + lang + "' has no template '" + f.template_name + ".mustache'");
    }
    out.templates.instantiate_names(lang, render::Value().set("vars", d.vars));
    out.names.push_back(lang);
    out.of.emplace(lang, lang::Language(std::move(d)));
  }
  return out;
}

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
                                       const std::string& section, const lang::Descriptor& d,
                                       const std::string& header_file) {
  const std::string& lang = d.lang;
  std::vector<util::Diagnostic> out;
  std::string overlay = s.file.empty() ? std::string("(no overlay)") : s.file;
  // Where the descriptor asks for it: its requires_mapped entry (a base's, unless the language gives its own).
  const std::string asks = d.requires_mapped_file.empty() ? d.file : d.requires_mapped_file;
  const lang::Pos pos = d.requires_mapped_pos.count(section) ? d.requires_mapped_pos.at(section) : lang::Pos{};
  if (section == "element_types") {
    if (d.element_types.empty() || !s.dtype.present) {
      out.push_back({asks, pos.line, pos.column,
                     "language " + lang + " requires every dtype code mapped (requires_mapped: element_types), " +
                         (d.element_types.empty() ? std::string("and its descriptor has no element_types")
                          : s.file.empty()          ? std::string("and there is no overlay")
                                                    : "and " + overlay + " has no dtype section that applies")});
      return out;
    }
    const bool builtin = s.file == builtin_semantics_file();
    for (const auto& u : lang::unmapped_element_types(model, s, d)) {
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
  const bool builtin = s.file == builtin_semantics_file();
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

namespace {

Rendered render_languages(const model::Model& model, const Inputs& in, const Languages& langs, const EachFile& each) {
  overlay::Semantics semantics = overlay::load_semantics(in.semantics_path, model, in.strict, builtin_semantics_file());
  const std::string header_file = in.header_path.empty() ? model.header.file : in.header_path;
  Rendered r;
  r.warnings = semantics.warnings;
  r.languages = langs.names;
  for (const auto& lang : langs.names) {
    const lang::Language& language = langs.of.at(lang);
    r.ignore[lang] = language.descriptor().ignore;
    std::vector<util::Diagnostic> missing;
    for (const auto& section : language.descriptor().requires_mapped)
      for (auto& d : unmapped(model, semantics, section, language.descriptor(), header_file))
        missing.push_back(std::move(d));
    if (!missing.empty() && !in.allow_unmapped) {
      for (auto& d : missing) d.message += " (or pass --allow-unmapped)";
      throw util::Error(missing);
    }
    for (const auto& d : missing) r.warnings.push_back(d.str());
    render::Value context = lang::language_context(model, semantics, language);
    lang::check_names(model, context, language, header_file);
    auto rendered = render::render_language(
        langs.templates, lang, std::move(context),
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

}  // namespace

Rendered render(const model::Model& model, const Inputs& in, const EachFile& each) {
  return render_languages(model, in, load_languages(in), each);
}

std::string dump_context(const model::Model& model, const Inputs& in) {
  Inputs one = in;
  if (one.languages.empty()) one.languages = render::load_templates(in.template_dirs).languages();
  if (one.languages.size() != 1)
    throw util::Error("--dump-context shows the context of one language: pass --lang NAME (templates exist for: " +
                      known_list(render::load_templates(in.template_dirs)) + ")");
  Languages langs = load_languages(one);
  overlay::Semantics semantics = overlay::load_semantics(in.semantics_path, model, in.strict, builtin_semantics_file());
  return render::to_yaml(lang::language_context(model, semantics, langs.of.at(langs.names[0])));
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
  const Languages langs = load_languages(in);
  if (prune)
    for (const auto& lang : langs.names) guard.check_dir(path_join(in.out, lang), "--prune");
  for (const auto& path : langs.templates.output_paths(langs.names))
    guard.check_file(path_join(in.out, path), in.out_option);

  // One generation at a time per output dir. Each language's files are compared
  // (and staged when they differ) as soon as they are rendered; nothing in the
  // dir changes until every language has rendered, and then all at once.
  util::DirLock lock(in.out, util::DirLock::Mode::Exclusive, true, announce_wait, in.lock_timeout);
  render::OutputWriter writer(in.out, lock.dir(),
                              in.sync ? util::FileTransaction::Durability::once : util::FileTransaction::Durability::none);
  Written w;
  Rendered r = render_languages(model, in, langs, [&](render::OutputFile&& f) {
    ++w.files;
    // A fan-out template's outputs are named only now: checked like the others before they are staged.
    guard.check_file(path_join(in.out, f.path), in.out_option);
    writer.add(f);
  });
  w.summary = writer.commit(r.languages, prune, r.ignore);
  for (const auto& m : r.warnings) warn(m);
  return w;
}

Checked check(const model::Model& model, const Inputs& in) {
  // A shared lock: no generation commits into `out` while it is compared.
  util::DirLock lock(in.out, util::DirLock::Mode::Shared, false, announce_wait, in.lock_timeout);
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
  if (!c.statuses.empty()) {
    c.report = render::check_report(c.statuses, in.out);
    c.summary = render::check_report(c.statuses, in.out, render::ReportLimit{kSummaryLines, kSummaryFiles});
  }
  for (auto& s : c.statuses) s.expected = {};  // the bytes it viewed go with this function
  return c;
}

}  // namespace dlpackgen::pipeline
