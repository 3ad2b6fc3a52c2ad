// A run's languages: checked, rendered, and written into (or compared with)
// the output dir.
#include <algorithm>
#include <deque>
#include <iterator>
#include <map>
#include <memory>
#include <set>

#include "lang/language.h"
#include "lang/languages.h"
#include "lang/name_check.h"
#include "lang/requirements.h"
#include "pipeline/pipeline.h"
#include "context/context.h"
#include "render/renderer.h"
#include "overlay/semantics.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/output_guard.h"
#include "util/parallel.h"
#include "util/transaction.h"

namespace dlpackgen::pipeline {

namespace {

// `generate --check -q`: the first lines of the first files' diffs (README, "Check generated bindings in").
constexpr size_t kSummaryLines = 12;
constexpr size_t kSummaryFiles = 5;

using util::path_join;

// The run's languages, each assembled once from the template dirs read once
// (kept in `in` by load_with_languages()).
std::shared_ptr<const lang::LanguageSet> load_languages(const Inputs& in) {
  if (const auto& a = in.languages_assembled; a && a->template_dirs == in.template_dirs && a->languages == in.languages)
    return std::shared_ptr<const lang::LanguageSet>(a, &a->set);
  return std::make_shared<const lang::LanguageSet>(lang::assemble_languages(read_templates(in), in.languages));
}

// One language's share of a run: checked, its context built, rendered.
struct LanguageRun {
  std::vector<render::OutputFile> files;
  std::vector<std::string> warnings;
};

LanguageRun render_one_language(const model::Model& model, const Inputs& in, const overlay::Semantics& semantics,
                                const lang::LanguageSet& langs, const std::string& lang, const std::string& header_file) {
  const lang::Language& language = langs.of.at(lang);
  LanguageRun run;
  std::vector<util::Diagnostic> missing =
      lang::unmet_requirements(model, semantics, language, header_file, builtin_semantics_file());
  if (!missing.empty() && !in.allow_unmapped) {
    for (auto& d : missing) d.message += " (or pass --allow-unmapped)";
    throw util::Error(missing);
  }
  for (const auto& d : missing) run.warnings.push_back(d.str());
  render::Value context = lang::language_context(model, semantics, language);
  lang::check_names(model, context, language, header_file);
  run.files = render::render_language(
      langs.templates, lang, std::move(context),
      [&](const std::string& name, render::Value& keys) { language.file_keys(name, keys); },
      language.descriptor().text.rules);
  return run;
}

// The languages render at once (render_jobs() of them); their files reach `each`
// (or the result) language by language in the run's order, as soon as a
// language and those before it are rendered, and a failure is the one a
// serial run reports: the first language's in that order.
Rendered render_languages(const model::Model& model, const Inputs& in, const lang::LanguageSet& langs,
                          const EachFile& each) {
  overlay::Semantics semantics = overlay::load_semantics(in.semantics_path, model, in.strict, builtin_semantics_file());
  const std::string header_file = in.header_path.empty() ? model.header.file : in.header_path;
  Rendered r;
  r.warnings = semantics.warnings;
  r.languages = langs.names;
  for (const auto& lang : langs.names) r.ignore[lang] = langs.of.at(lang).descriptor().files.ignore;
  util::ordered_parallel<LanguageRun>(
      langs.names.size(), render_jobs(model, in.extract.jobs),
      [&](size_t i) { return render_one_language(model, in, semantics, langs, langs.names[i], header_file); },
      [&](size_t, LanguageRun&& run) {
        std::move(run.warnings.begin(), run.warnings.end(), std::back_inserter(r.warnings));
        if (each) {
          for (auto& f : run.files) each(std::move(f));
        } else {
          std::move(run.files.begin(), run.files.end(), std::back_inserter(r.files));
        }
      });
  std::sort(r.files.begin(), r.files.end(),
            [](const render::OutputFile& a, const render::OutputFile& b) { return a.path < b.path; });
  return r;
}

}  // namespace

size_t declarations(const model::Model& m) {
  size_t n = m.function_pointers.size() + m.aliases.size() + m.macros.size();
  for (const auto& e : m.enums) n += 1 + e.enumerators.size();
  for (const auto& s : m.structs) n += 1 + s.fields.size();
  return n;
}

unsigned render_jobs(const model::Model& model, unsigned jobs) {
  // Each language rendering holds its own context and outputs, which grow with
  // the header: a synthetic header of 100,000 fields took 698 MiB one language
  // at a time and 1.5 GiB two at once (bench/scale), while dlpack.h v1.3 has 84
  // declarations.
  return jobs ? jobs : declarations(model) > kParallelDeclarations ? 1u : 0u;
}

model::Model load_with_languages(const Inputs& in) {
  // The languages on a thread of their own while the model loads here; a
  // failure is said in the order a run without the thread meets it: the
  // model's first.
  std::shared_ptr<Inputs::AssembledLanguages> assembled;
  std::exception_ptr failed;
  util::ThreadGroup thread(util::kWorkerStack);
  const bool started = util::resolve_jobs(in.extract.jobs) > 1 && thread.start([&] {
    try {
      assembled = std::make_shared<Inputs::AssembledLanguages>(Inputs::AssembledLanguages{
          in.template_dirs, in.languages, lang::assemble_languages(read_templates(in), in.languages)});
    } catch (...) {
      failed = std::current_exception();
    }
  });
  model::Model model;
  try {
    model = load(in);
  } catch (...) {
    thread.join();
    throw;
  }
  thread.join();
  if (!started) return model;
  if (failed) std::rethrow_exception(failed);
  in.languages_assembled = std::move(assembled);
  return model;
}

Rendered render(const model::Model& model, const Inputs& in, const EachFile& each) {
  return render_languages(model, in, *load_languages(in), each);
}

std::string dump_context(const model::Model& model, const Inputs& in) {
  const render::TemplateSet& read = read_templates(in);
  Inputs one = in;
  if (one.languages.empty()) one.languages = read.languages();
  if (one.languages.size() != 1)
    throw util::Error("--dump-context shows the context of one language: pass --lang NAME (templates exist for: " +
                      lang::known_languages(read) + ")");
  auto langs = load_languages(one);
  overlay::Semantics semantics = overlay::load_semantics(in.semantics_path, model, in.strict, builtin_semantics_file());
  return render::to_yaml(lang::language_context(model, semantics, langs->of.at(langs->names[0])));
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
  const auto assembled = load_languages(in);
  const lang::LanguageSet& langs = *assembled;
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
