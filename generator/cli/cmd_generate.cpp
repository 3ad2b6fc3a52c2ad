// `dlpackgen generate`: Model (+ semantics) -> templates -> files under --out,
// or, with --check, a unified diff of what is stale (exit 1) without writing.
// The run itself is the pipeline's (pipeline/pipeline.h).
#include <iostream>
#include <memory>

#include "cli/command.h"
#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::cli {

namespace {

struct GenerateOptions {
  pipeline::Request request;
  bool check = false;
  bool dump_context = false;
  bool prune = false;
  bool quiet = false;
  bool diff = false;
};

using util::path_join;

// Prints the check's findings: every diff in full, or with `summary` (-q
// without --diff) the first lines of the first files' diffs.
int report_check(const pipeline::Checked& c, const std::string& out, bool summary) {
  size_t stale = 0, missing = 0, extra = 0, leftovers = 0;
  for (const auto& s : c.statuses) {
    if (s.state == render::FileState::Stale) ++stale;
    if (s.state == render::FileState::Missing) ++missing;
    if (s.state == render::FileState::Extra) ++(s.leftover ? leftovers : extra);
  }
  if (c.statuses.empty()) {
    std::cout << "dlpackgen: " << out << " is up to date (" << c.files << " files)\n";
    return 0;
  }
  std::cout << (summary ? c.summary : c.report);
  for (const auto& s : c.statuses) {
    std::cerr << "dlpackgen: " << render::describe(s) << ": " << path_join(out, s.path) << "\n";
  }
  // The command that makes the check pass: extra files stay without --prune.
  std::cerr << "dlpackgen: " << out << " is out of date (" << stale << " stale, " << missing << " missing, "
            << extra << " extra" << (leftovers ? ", " + std::to_string(leftovers) + " left by an interrupted run" : "")
            << "): run `dlpackgen generate" << (extra ? " --prune" : "") << "` to update it"
            << (extra ? " (--prune deletes the extra files)" : "") << "\n";
  return 1;
}

int run_generate(const GenerateOptions& o) {
  pipeline::Inputs in = pipeline::resolve(o.request);
  if (in.header.empty() && in.schema.empty())
    throw util::Error(
        "nothing to generate from: pass --header FILE or --schema FILE, or run where a dlpackgen.yaml "
        "is (or pass --config FILE)");
  model::Model model = o.dump_context ? pipeline::load(in) : pipeline::load_with_languages(in);
  if (o.dump_context) {
    std::cout << pipeline::dump_context(model, in);
    return 0;
  }
  if (o.check) return report_check(pipeline::check(model, in), in.out, o.quiet && !o.diff);

  pipeline::Written w = pipeline::write(model, in, o.prune);
  const render::WriteSummary& summary = w.summary;
  if (!o.quiet) {
    for (const auto& p : summary.written) std::cout << "wrote " << path_join(in.out, p) << "\n";
    for (const auto& p : summary.removed) std::cout << "removed " << path_join(in.out, p) << "\n";
    for (const auto& p : summary.leftovers)
      std::cout << "removed " << path_join(in.out, p) << " (left by an interrupted run)\n";
    std::cout << "dlpackgen: " << w.files << " files in " << in.out << " (" << summary.written.size()
              << " written, " << summary.unchanged.size() << " unchanged";
    if (!summary.removed.empty()) std::cout << ", " << summary.removed.size() << " removed";
    std::cout << ")\n";
  }
  for (const auto& p : summary.extra)
    std::cerr << "dlpackgen: warning: " << path_join(in.out, p)
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
  auto* header = sub->add_option("--header", opts->request.header, "dlpack.h to generate from");
  auto* schema = sub->add_option("--schema", opts->request.schema, "Schema (YAML) to generate from");
  header->excludes(schema);
  sub->add_option("--lang", opts->request.languages,
                  "Languages to generate (comma-separated or repeated; default: every language with templates)")
      ->delimiter(',');
  sub->add_option("--out", opts->request.out, "Output dir (default: the config's `out`, else ./generated)")
      ->check(CLI::Validator([](std::string& dir) { return dir.empty() ? std::string("an empty path") : std::string(); },
                             "DIR"));
  sub->add_option("--templates", opts->request.templates,
                  "Extra template dir, same layout as the built-in one (repeatable; later ones override)");
  sub->add_flag("--no-builtin-templates", opts->request.no_builtin_templates, "Use only the --templates dirs");
  sub->add_option("--semantics", opts->request.semantics, "Semantics overlay (default: the config's `semantics`, else the built-in schema/semantics.yaml; `none` for no overlay)");
  sub->add_option("--config", opts->request.config, "Config file (default: ./dlpackgen.yaml when no input is given)");
  auto* check = sub->add_flag("--check", opts->check,
                "Write nothing; exit 1 with a unified diff when the output dir is stale, 0 when up to date "
                "(with -q: the first lines of the first five files' diffs)");
  sub->add_flag("--diff", opts->diff, "With --check -q: print every diff in full all the same")->needs(check);
  sub->add_flag("--dump-context", opts->dump_context,
                "Write nothing; print the context one language's templates see (YAML), for --lang NAME");
  sub->add_flag("--prune", opts->prune, "Delete files under <out>/<lang>/ that no template produces");
  sub->add_flag("-q,--quiet", opts->quiet, "Print only warnings and errors (--check: a summary of the diffs)");
  sub->add_flag("--strict", opts->request.strict,
                "Fail when an overlay entry that applies to the header's version names something the header lacks "
                "(default: leave the entry out with a warning)");
  sub->add_flag("--allow-unmapped", opts->request.allow_unmapped,
                "Warn instead of failing when a language needs the overlay to map every device type or dtype "
                "code (requires_mapped) and it does not");
  sub->add_flag("--sync", opts->request.sync,
                "Flush the outputs to disk before returning (one flush of the file system, then each dir); "
                "default: leave it to the kernel, as outputs are reproducible from their inputs (every file "
                "still replaces its old bytes atomically)");
  add_lock_timeout_option(sub, opts->request.lock_timeout);
  add_extract_options(sub, opts->request.extract);
  registry.add(sub, [opts] { return run_generate(*opts); });
}

}  // namespace dlpackgen::cli
