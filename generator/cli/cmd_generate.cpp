// `dlpackgen generate`: Model (+ semantics) -> templates -> files under --out,
// or, with --check, a unified diff of what is stale (exit 1) without writing.
#include <algorithm>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <set>

#include "cli/command.h"
#include "cli/config.h"
#include "lang/language.h"
#include "lang/name_check.h"
#include "render/context.h"
#include "render/output.h"
#include "render/renderer.h"
#include "render/semantics.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/output_guard.h"
#include "util/transaction.h"

#ifndef DLPACKGEN_DEFAULT_SEMANTICS
#define DLPACKGEN_DEFAULT_SEMANTICS ""
#endif
#ifndef DLPACKGEN_DEFAULT_TEMPLATES_DIR
#define DLPACKGEN_DEFAULT_TEMPLATES_DIR ""
#endif

namespace fs = std::filesystem;

namespace dlpackgen::cli {

namespace {

struct GenerateOptions {
  std::string header;
  std::string schema;
  std::vector<std::string> languages;
  std::string out;
  std::vector<std::string> templates;
  std::string semantics;
  std::string config;
  bool check = false;
  bool dump_context = false;
  bool prune = false;
  bool no_builtin = false;
  bool quiet = false;
  bool allow_unmapped = false;
  bool strict = false;
  extract::Options extract;
};

// <prefix>/share/dlpackgen/<name> next to an installed binary (<prefix>/bin/dlpackgen),
// when it exists; "" otherwise.
std::string installed_share(const std::string& name) {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  fs::path installed = exe.parent_path().parent_path() / "share" / "dlpackgen" / name;
  return fs::exists(installed, ec) ? installed.string() : "";
}

// The built-in templates: $DLPACKGEN_TEMPLATES_DIR, else the installed ones, else the
// source tree's templates/ this binary was built from.
std::string builtin_templates_dir() {
  if (const char* env = std::getenv("DLPACKGEN_TEMPLATES_DIR"); env && *env) return env;
  std::string installed = installed_share("templates");
  return installed.empty() ? DLPACKGEN_DEFAULT_TEMPLATES_DIR : installed;
}

// The built-in semantics overlay: the installed one, else the source tree's schema/semantics.yaml.
std::string builtin_semantics_file() {
  std::string installed = installed_share("semantics.yaml");
  return installed.empty() ? DLPACKGEN_DEFAULT_SEMANTICS : installed;
}

using util::path_join;

// One language: its descriptor (if any) applied to the neutral context.
lang::Language language_of(const render::TemplateSet& templates, const std::string& lang) {
  auto d = templates.descriptors.find(lang);
  lang::Descriptor descriptor;
  if (d != templates.descriptors.end()) descriptor = lang::load_descriptor(d->second, lang);
  descriptor.lang = lang;
  return lang::Language(std::move(descriptor));
}

int dump_context(const model::Model& model, const GenerationInputs& in) {
  render::Semantics semantics = render::load_semantics(in.semantics_path, model, in.strict);
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
  std::cout << render::to_yaml(lang::language_context(model, semantics, language));
  return 0;
}

// The header enumerators that `section` of the overlay does not map, as
// diagnostics naming each one and the overlay; empty when it maps them all.
std::vector<util::Diagnostic> unmapped(const render::Semantics& s,
                                       const std::string& section, const lang::Descriptor& d,
                                       const std::string& header_file) {
  const std::string& lang = d.lang;
  std::vector<util::Diagnostic> out;
  std::string overlay = s.file.empty() ? std::string("(no overlay)") : s.file;
  bool present = section == "devices" ? s.devices.present : s.element_types.present;
  if (!present) {
    // At the descriptor's requires_mapped entry: the overlay has no place for a section it lacks.
    auto pos = d.requires_mapped_pos.count(section) ? d.requires_mapped_pos.at(section) : lang::Pos{};
    out.push_back({d.file.empty() ? overlay : d.file, pos.line, pos.column,
                   "language " + lang + " requires the overlay's `" + section + "` section (requires_mapped) for " +
                       "this header, and " + (s.file.empty() ? std::string("there is no overlay") : overlay + " has none that applies")});
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

Rendered render_all(const model::Model& model, const GenerationInputs& in, const EachFile& each) {
  render::Semantics semantics = render::load_semantics(in.semantics_path, model, in.strict);
  render::TemplateSet templates = render::load_templates(in.template_dirs);
  const std::string header_file = in.header_path.empty() ? model.header.file : in.header_path;
  Rendered r;
  r.warnings = semantics.warnings;
  r.languages = in.languages.empty() ? templates.languages() : in.languages;
  r.out = in.out;
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
    auto rendered = render::render_language(templates, lang, std::move(context),
                                            [&](const std::string& name, render::Value& keys) {
                                              language.file_keys(name, keys);
                                            },
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

GenerationInputs config_generation_inputs(const Config& config) {
  GenerationInputs in;
  in.semantics_path = !config.semantics.empty() ? config.resolve(config.semantics) : builtin_semantics_file();
  if (in.semantics_path == "none") in.semantics_path.clear();
  in.template_dirs.push_back(builtin_templates_dir());
  for (const auto& d : config.template_dirs) in.template_dirs.push_back(config.resolve(d));
  in.languages = config.languages;
  in.out = config.resolve(config.out);
  return in;
}

namespace {

int run_generate(const GenerateOptions& o) {
  std::optional<Config> config;
  if (!o.config.empty()) {
    config = load_config(o.config);
  } else if (o.header.empty() && o.schema.empty()) {
    config = find_config("");
    if (!config)
      throw util::Error(
          "nothing to generate from: pass --header FILE or --schema FILE, or run where a dlpackgen.yaml "
          "is (or pass --config FILE)");
  }

  // Command-line options win over the config; config paths resolve against its directory.
  std::string header = o.header, schema = o.schema;
  if (header.empty() && schema.empty() && config) {
    header = config->resolve(config->header);
    schema = config->resolve(config->schema);
  }
  extract::Options extract = o.extract;
  if (config) {
    if (extract.targets.empty()) extract.targets = config->targets;
    if (extract.clang_args.empty()) extract.clang_args = config->clang_args;
  }
  std::vector<std::string> languages = o.languages;
  if (languages.empty() && config) languages = config->languages;
  std::string out = !o.out.empty() ? o.out : config ? config->resolve(config->out) : std::string("generated");
  // --semantics none: the empty overlay (the wrappers then hold only what needs no meaning).
  std::string semantics_path = !o.semantics.empty()                  ? o.semantics
                               : config && !config->semantics.empty() ? config->resolve(config->semantics)
                                                                      : builtin_semantics_file();
  if (semantics_path == "none") semantics_path.clear();
  std::vector<std::string> dirs;
  if (!o.no_builtin) dirs.push_back(builtin_templates_dir());
  if (config)
    for (const auto& d : config->template_dirs) dirs.push_back(config->resolve(d));
  dirs.insert(dirs.end(), o.templates.begin(), o.templates.end());
  if (dirs.empty()) throw util::Error("no template dirs: --no-builtin-templates needs --templates DIR");

  // A language the config names must have templates: say where the config names it.
  if (config && o.languages.empty() && !config->languages.empty()) {
    std::vector<std::string> known = render::load_templates(dirs).languages();
    std::vector<util::Diagnostic> unknown;
    for (const auto& lang : config->languages)
      if (std::find(known.begin(), known.end(), lang) == known.end()) {
        auto at = config->language_marks.count(lang) ? config->language_marks.at(lang) : std::pair<unsigned, unsigned>{0, 0};
        std::string list;
        for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
        unknown.push_back({config->file, at.first, at.second,
                           "unknown language '" + lang + "' (templates exist for: " + list + ")"});
      }
    if (!unknown.empty()) throw util::Error(unknown);
  }

  model::Model model = !schema.empty() ? load_model(schema) : load_header(header, extract);
  GenerationInputs inputs{semantics_path, dirs, languages, out, o.allow_unmapped, o.strict, schema.empty() ? header : ""};
  if (o.dump_context) return dump_context(model, inputs);

  // Each language's files are compared (and, when writing, staged) as soon as
  // they are rendered, so a run holds one language's outputs at a time; nothing
  // in `out` changes until every language has rendered.
  size_t file_count = 0;
  if (o.check) {
    // A shared lock: no generation commits into `out` while it is compared.
    util::DirLock lock(out, util::DirLock::Mode::Shared, false, announce_wait);
    std::deque<render::OutputFile> kept;  // the files that differ, for their diffs
    std::vector<render::FileStatus> statuses;
    std::set<std::string> produced;
    Rendered r = render_all(model, inputs, [&](render::OutputFile&& f) {
      ++file_count;
      produced.insert(f.path);
      kept.push_back(std::move(f));
      render::FileStatus s = render::compare_output(out, kept.back());
      if (s.state == render::FileState::Fresh)
        kept.pop_back();
      else
        statuses.push_back(std::move(s));
    });
    for (const auto& w : r.warnings) std::cerr << "dlpackgen: warning: " << w << "\n";
    for (auto& s : render::extra_outputs(out, produced, r.languages, r.ignore)) statuses.push_back(std::move(s));
    std::sort(statuses.begin(), statuses.end(),
              [](const render::FileStatus& a, const render::FileStatus& b) { return a.path < b.path; });
    size_t stale = 0, missing = 0, extra = 0;
    for (const auto& s : statuses) {
      if (s.state == render::FileState::Stale) ++stale;
      if (s.state == render::FileState::Missing) ++missing;
      if (s.state == render::FileState::Extra) ++extra;
    }
    if (stale + missing + extra == 0) {
      std::cout << "dlpackgen: " << out << " is up to date (" << file_count << " files)\n";
      return 0;
    }
    std::cout << render::check_report(statuses, out);
    for (const auto& s : statuses) {
      const char* what = s.symlink                               ? "a symlink, to be replaced by a file"
                         : s.state == render::FileState::Stale   ? "stale"
                         : s.state == render::FileState::Missing ? "missing"
                                                                 : "extra";
      std::cerr << "dlpackgen: " << what << ": " << path_join(out, s.path) << "\n";
    }
    // The command that makes the check pass: extra files stay without --prune.
    std::cerr << "dlpackgen: " << out << " is out of date (" << stale << " stale, " << missing << " missing, "
              << extra << " extra): run `dlpackgen generate" << (extra ? " --prune" : "") << "` to update it"
              << (extra ? " (--prune deletes the extra files)" : "") << "\n";
    return 1;
  }

  // No output over an input: nothing it writes (or, with --prune, cleans) may
  // be what this generation reads.
  util::OutputGuard guard;
  guard.add_input(!schema.empty() ? schema : header, !schema.empty() ? "the schema" : "the header");
  if (config) guard.add_input(config->file, "the config");
  guard.add_input(semantics_path, "the overlay");
  for (const auto& d : dirs) guard.add_input_dir(d, "a template dir");
  const std::string out_option = !o.out.empty() || !config ? "--out" : "out (" + config->file + ")";
  // Every output path is known from the templates before anything renders.
  const render::TemplateSet templates = render::load_templates(dirs);
  const std::vector<std::string> out_langs = languages.empty() ? templates.languages() : languages;
  if (o.prune)
    for (const auto& lang : out_langs) guard.check_dir(path_join(out, lang), "--prune");
  for (const auto& path : templates.output_paths(out_langs)) guard.check_file(path_join(out, path), out_option);

  // One generation at a time per output dir; its changes land all together or not at all.
  render::WriteSummary summary;
  {
    util::DirLock lock(out, util::DirLock::Mode::Exclusive, true, announce_wait);
    render::OutputWriter writer(out);
    Rendered r = render_all(model, inputs, [&](render::OutputFile&& f) {
      ++file_count;
      writer.add(f);
    });
    for (const auto& w : r.warnings) std::cerr << "dlpackgen: warning: " << w << "\n";
    summary = writer.commit(r.languages, o.prune, r.ignore);
  }
  if (!o.quiet) {
    for (const auto& p : summary.written) std::cout << "wrote " << path_join(out, p) << "\n";
    for (const auto& p : summary.removed) std::cout << "removed " << path_join(out, p) << "\n";
    std::cout << "dlpackgen: " << file_count << " files in " << out << " (" << summary.written.size()
              << " written, " << summary.unchanged.size() << " unchanged";
    if (!summary.removed.empty()) std::cout << ", " << summary.removed.size() << " removed";
    std::cout << ")\n";
  }
  for (const auto& p : summary.extra)
    std::cerr << "dlpackgen: warning: " << path_join(out, p)
              << " is not produced by any template (delete it, or run with --prune)\n";
  return 0;
}

}  // namespace

void register_generate(Registry& registry) {
  auto opts = std::make_shared<GenerateOptions>();
  auto* sub = registry.app().add_subcommand(
      "generate",
      "Render the templates for a header or schema into an output dir (or check that it is up to date).\n"
      "With no --header/--schema, reads ./dlpackgen.yaml.");
  auto* header = sub->add_option("--header", opts->header, "dlpack.h to generate from");
  auto* schema = sub->add_option("--schema", opts->schema, "Schema (YAML) to generate from");
  header->excludes(schema);
  sub->add_option("--lang", opts->languages,
                  "Languages to generate (comma-separated or repeated; default: every language with templates)")
      ->delimiter(',');
  sub->add_option("--out", opts->out, "Output dir (default: the config's `out`, else ./generated)")
      ->check(CLI::Validator([](std::string& dir) { return dir.empty() ? std::string("an empty path") : std::string(); },
                             "DIR"));
  sub->add_option("--templates", opts->templates,
                  "Extra template dir, same layout as the built-in one (repeatable; later ones override)");
  sub->add_flag("--no-builtin-templates", opts->no_builtin, "Use only the --templates dirs");
  sub->add_option("--semantics", opts->semantics, "Semantics overlay (default: the config's `semantics`, else the built-in schema/semantics.yaml; `none` for no overlay)");
  sub->add_option("--config", opts->config, "Config file (default: ./dlpackgen.yaml when no input is given)");
  sub->add_flag("--check", opts->check,
                "Write nothing; exit 1 with a unified diff when the output dir is stale, 0 when up to date");
  sub->add_flag("--dump-context", opts->dump_context,
                "Write nothing; print the context one language's templates see (YAML), for --lang NAME");
  sub->add_flag("--prune", opts->prune, "Delete files under <out>/<lang>/ that no template produces");
  sub->add_flag("-q,--quiet", opts->quiet, "Print only warnings and errors");
  sub->add_flag("--strict", opts->strict,
                "Fail when an overlay entry that applies to the header's version names something the header lacks "
                "(default: leave the entry out with a warning)");
  sub->add_flag("--allow-unmapped", opts->allow_unmapped,
                "Warn instead of failing when a language needs the overlay to map every device type or dtype "
                "code (requires_mapped) and it does not");
  add_extract_options(sub, opts->extract);
  registry.add(sub, [opts] { return run_generate(*opts); });
}

}  // namespace dlpackgen::cli
