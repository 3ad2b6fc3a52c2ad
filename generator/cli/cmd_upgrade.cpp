// `dlpackgen upgrade NEW_HEADER`: the vendored header of dlpackgen.yaml against
// NEW_HEADER under the version policy; when the policy passes (or --force),
// the vendored header is replaced and every output regenerated, all or nothing
// (docs/guide/upgrade.md).
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "abi/diff.h"
#include "abi/format.h"
#include "abi/suppress.h"
#include "cli/command.h"
#include "render/output.h"
#include "util/error.h"
#include "util/transaction.h"
#include "util/fs.h"
#include "util/output_guard.h"
#include "util/git.h"

namespace fs = std::filesystem;

namespace dlpackgen::cli {

namespace {

struct UpgradeArgs {
  std::string new_header;
  std::string config;
  std::string report;
  std::string fail_on = "abi,policy,frozen";
  std::string suppress;
  bool force = false;
  bool dry_run = false;
  bool quiet = false;
  double lock_timeout = -1;
};

constexpr int kUpgraded = 0;  // applied (with --dry-run: would be)
constexpr int kRefused = 1;   // the policy refused it: nothing changed

// The vendored header against the new one, under the version policy: the
// report is printed; `failed` says whether it fails --fail-on.
struct Judgement {
  model::Model new_model;
  util::Input incoming;
  std::string report_markdown;  // for --report ("" without it)
  int failed = 0;
};

Judgement judge(const UpgradeArgs& a, const std::string& vendored, const extract::Options& extract, int fail_on) {
  model::Model old_model = load_header(vendored, extract);
  Judgement j{{}, util::read_input(a.new_header), {}, 0};
  // Extracted as the vendored file will be: header.file stays the vendored name.
  std::vector<util::Diagnostic> extract_warnings;
  extract::Options with_warnings = extract;
  with_warnings.warnings = &extract_warnings;
  j.new_model = extract::extract_header_text(j.incoming.display, vendored, j.incoming.bytes, with_warnings);
  for (const auto& w : extract_warnings) std::cerr << "dlpackgen: warning: " << w.str() << "\n";
  abi::Options options;
  options.policy = abi::PolicyChoice::Auto;
  options.old_label = vendored;
  options.new_label = j.incoming.display;
  if (!a.suppress.empty()) options.suppressions = abi::load_suppressions(a.suppress);
  abi::Report report = abi::diff(old_model, j.new_model, options);
  abi::FormatOptions format;
  format.fail_on = fail_on;
  std::cout << abi::format_text(report, format);
  for (const auto& unused : report.unused_suppressions)
    std::cerr << "dlpackgen: warning: suppression matched nothing: " << unused << "\n";
  if (!a.report.empty()) j.report_markdown = abi::format_markdown(report, format);
  j.failed = report.exit_code(fail_on);
  return j;
}

// All or nothing: the changed outputs, the header and the report land
// together, or nothing changes.
void apply(const UpgradeArgs& a, const util::DirRef& out_dir, const std::vector<const render::FileStatus*>& changes,
           const std::string& vendored, const Judgement& j, bool header_changes) {
  util::FileTransaction tx;
  util::DirsBelow outputs(out_dir);  // the output dir as locked: nothing below it follows a symlink
  for (const auto* s : changes) tx.write_below(outputs, s->path, s->expected);
  if (header_changes) tx.write(vendored, j.incoming.bytes);
  // A report to a pipe or device (/dev/stdout) is written through after the
  // commit; a file is part of it.
  std::error_code ec;
  const bool report_is_file = !fs::exists(a.report, ec) || fs::is_regular_file(a.report, ec);
  if (!a.report.empty() && report_is_file) tx.write(a.report, j.report_markdown);
  tx.commit();
  if (!a.report.empty() && !report_is_file) util::write_file_atomic(a.report, j.report_markdown);
}

int run_upgrade(const UpgradeArgs& a) {
  int fail_on = 0;
  std::string fail_on_error;
  if (!parse_fail_on(a.fail_on, fail_on, fail_on_error)) throw util::Error(fail_on_error);
  // The config's inputs, resolved as generate resolves them (its header is the vendored one).
  pipeline::Request request;
  request.config = a.config;
  pipeline::Inputs generation = pipeline::resolve(request);
  if (!generation.config)
    throw util::Error("upgrade needs a dlpackgen.yaml naming the vendored header (run where it is, or pass --config FILE)");
  const Config* config = &*generation.config;
  if (config->header.empty())
    throw util::Error(config->file, "upgrade replaces the vendored header, but this config names a schema, not a header");
  const std::string vendored = generation.header;
  generation.header_path = a.new_header;  // positions in what is rendered are in the new header

  // No output over an input: --report and the generated files are checked
  // before anything is read (the vendored header is the one file replaced).
  util::OutputGuard guard;
  guard.add_input(vendored, "the vendored header");
  guard.add_input(a.new_header, "the new header");
  guard.add_input(config->file, "the config");
  guard.add_input(a.suppress, "the suppressions file");
  guard.add_input(generation.semantics_path, "the overlay");
  for (const auto& d : generation.template_dirs) guard.add_input_dir(d, "a template dir");
  {
    // The report is no generated file: inside the output dir it would replace
    // one (a refused upgrade) or be an extra file there (an applied one).
    util::OutputGuard report_guard = guard;
    report_guard.add_output_dir(generation.out, generation.out_option == "--out" ? "--out" : "out, " + config->file);
    report_guard.check_file(a.report, "--report");
  }

  // Upgrades are serialised end to end: the lock on the output dir is taken
  // before the vendored header is read and held until it and the outputs are
  // written, so the policy always judges the header that is replaced. A dry
  // run shares it (it writes nothing, but reads a consistent state).
  std::optional<util::DirLock> lock;
  lock.emplace(generation.out, a.dry_run ? util::DirLock::Mode::Shared : util::DirLock::Mode::Exclusive,
               !a.dry_run, announce_wait, a.lock_timeout);

  // Read and check everything before anything is written.
  const Judgement j = judge(a, vendored, generation.extract, fail_on);
  if (j.failed && !a.force) {
    // The report is the result of a refused upgrade: it says why (not with --dry-run).
    if (!a.report.empty() && !a.dry_run) util::write_file_atomic(a.report, j.report_markdown);
    std::cerr << "dlpackgen: upgrade refused: the report above fails --fail-on=" << a.fail_on
              << " (nothing changed; --force applies it anyway)\n";
    return kRefused;
  }

  pipeline::Rendered r = pipeline::render(j.new_model, generation);
  for (const auto& w : r.warnings) pipeline::warn(w);
  auto statuses = render::compare_outputs(generation.out, r.files, r.languages, r.ignore);
  std::vector<const render::FileStatus*> changes;
  for (const auto& s : statuses)
    if (s.state == render::FileState::Stale || s.state == render::FileState::Missing) changes.push_back(&s);
  bool header_changes = util::read_file(vendored) != j.incoming.bytes;
  if (a.dry_run) {
    std::cout << "dlpackgen: --dry-run: would replace " << vendored << (header_changes ? "" : " (unchanged)")
              << " and write " << changes.size() << " of " << r.files.size() << " generated files\n";
    return kUpgraded;
  }
  for (const auto* s : changes)
    guard.check_file((fs::path(generation.out) / s->path).string(), generation.out_option);
  apply(a, lock->dir(), changes, vendored, j, header_changes);
  lock.reset();
  if (!a.quiet)
    std::cout << "dlpackgen: upgraded " << vendored << " to " << j.incoming.display
              << (j.failed ? " (forced)" : "") << "; " << changes.size() << " of " << r.files.size()
              << " generated files written\n";
  for (const auto& s : statuses)
    if (s.state == render::FileState::Extra)
      std::cerr << "dlpackgen: warning: " << (fs::path(generation.out) / s.path).string()
                << " is not produced by any template (dlpackgen generate --prune deletes it)\n";
  return kUpgraded;
}

}  // namespace

void register_upgrade(Registry& registry) {
  auto args = std::make_shared<UpgradeArgs>();
  auto* sub = registry.app().add_subcommand(
      "upgrade",
      "Upgrade the vendored dlpack.h of dlpackgen.yaml to NEW_HEADER: print the ABI report under the\n"
      "version policy and, when it passes (or --force), replace the header and regenerate every output,\n"
      "all or nothing. Exit: 0 upgraded (or would be, --dry-run), 1 refused by the policy, 2 usage or\n"
      "input error.");
  sub->add_option("NEW_HEADER", args->new_header, "The new dlpack.h (a path, or REV:PATH of a git revision)")
      ->required();
  sub->add_option("--config", args->config, "The dlpackgen.yaml (default: ./dlpackgen.yaml)");
  sub->add_option("--report", args->report, "Also write the report as Markdown to FILE (for a pull request)");
  sub->add_option("--fail-on", args->fail_on,
                  "What refuses the upgrade, as abi-diff's --fail-on (default: abi,policy,frozen)")
      ->check(fail_on_validator());
  sub->add_option("--suppress", args->suppress,
                  "YAML file of accepted changes, as abi-diff's --suppress: a list of {rule, name, reason}");
  sub->add_flag("--force", args->force, "Apply the upgrade although the report fails --fail-on");
  sub->add_flag("--dry-run", args->dry_run, "Change nothing: print the report and what would be written");
  sub->add_flag("-q,--quiet", args->quiet, "Print only the report, warnings and errors");
  add_lock_timeout_option(sub, args->lock_timeout);
  registry.add(sub, [args] { return run_upgrade(*args); });
}

}  // namespace dlpackgen::cli
