// `dlpackgen upgrade NEW_HEADER`: the vendored header of dlpackgen.yaml against
// NEW_HEADER under the version policy; when the policy passes (or --force),
// the vendored header is replaced and every output regenerated, all or nothing
// (docs/guide/upgrade.md).
#include <filesystem>
#include <iostream>
#include <memory>

#include "abi/diff.h"
#include "abi/format.h"
#include "abi/suppress.h"
#include "cli/command.h"
#include "cli/config.h"
#include "render/output.h"
#include "util/error.h"
#include "util/transaction.h"
#include "util/fs.h"
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
};

constexpr int kUpgraded = 0;  // applied (with --dry-run: would be)
constexpr int kRefused = 1;   // the policy refused it: nothing changed

int run_upgrade(const UpgradeArgs& a) {
  int fail_on = 0;
  std::string fail_on_error;
  if (!parse_fail_on(a.fail_on, fail_on, fail_on_error)) throw util::Error(fail_on_error);
  std::optional<Config> config = find_config(a.config);
  if (!config)
    throw util::Error("upgrade needs a dlpackgen.yaml naming the vendored header (run where it is, or pass --config FILE)");
  if (config->header.empty())
    throw util::Error(config->file, "upgrade replaces the vendored header, but this config names a schema, not a header");
  const std::string vendored = config->resolve(config->header);
  extract::Options extract;
  extract.targets = config->targets;
  extract.clang_args = config->clang_args;

  // Read and check everything before anything is written.
  model::Model old_model = load_header(vendored, extract);
  util::Input incoming = util::read_input(a.new_header);
  // Extracted as the vendored file will be: header.file stays the vendored name.
  std::vector<util::Diagnostic> extract_warnings;
  extract::Options with_warnings = extract;
  with_warnings.warnings = &extract_warnings;
  model::Model new_model = extract::extract_header_text(incoming.display, vendored, incoming.bytes, with_warnings);
  for (const auto& w : extract_warnings) std::cerr << "dlpackgen: warning: " << w.str() << "\n";
  abi::Options options;
  options.policy = abi::PolicyChoice::Auto;
  options.old_label = vendored;
  options.new_label = incoming.display;
  if (!a.suppress.empty()) options.suppressions = abi::load_suppressions(a.suppress);
  abi::Report report = abi::diff(old_model, new_model, options);
  abi::FormatOptions format;
  format.fail_on = fail_on;
  std::cout << abi::format_text(report, format);
  for (const auto& unused : report.unused_suppressions)
    std::cerr << "dlpackgen: warning: suppression matched nothing: " << unused << "\n";
  if (!a.report.empty()) util::write_file_atomic(a.report, abi::format_markdown(report, format));
  const int failed = report.exit_code(fail_on);
  if (failed && !a.force) {
    std::cerr << "dlpackgen: upgrade refused: the report above fails --fail-on=" << a.fail_on
              << " (nothing changed; --force applies it anyway)\n";
    return kRefused;
  }

  Rendered r = render_all(new_model, config_generation_inputs(*config));
  for (const auto& w : r.warnings) std::cerr << "dlpackgen: warning: " << w << "\n";
  auto statuses = render::compare_outputs(r.out, r.files, r.languages, r.ignore);
  std::vector<const render::FileStatus*> changes;
  for (const auto& s : statuses)
    if (s.state == render::FileState::Stale || s.state == render::FileState::Missing) changes.push_back(&s);
  bool header_changes = util::read_file(vendored) != incoming.bytes;
  if (a.dry_run) {
    std::cout << "dlpackgen: --dry-run: would replace " << vendored << (header_changes ? "" : " (unchanged)")
              << " and write " << changes.size() << " of " << r.files.size() << " generated files\n";
    return kUpgraded;
  }

  // All or nothing: the outputs and the header land together, or nothing changes.
  {
    util::DirLock lock(r.out, util::DirLock::Mode::Exclusive, true, announce_wait);
    util::FileTransaction tx;
    for (const auto* s : changes) tx.write((fs::path(r.out) / s->path).string(), s->expected);
    if (header_changes) tx.write(vendored, incoming.bytes);
    tx.commit();
  }
  if (!a.quiet)
    std::cout << "dlpackgen: upgraded " << vendored << " to " << incoming.display
              << (failed ? " (forced)" : "") << "; " << changes.size() << " of " << r.files.size()
              << " generated files written\n";
  for (const auto& s : statuses)
    if (s.state == render::FileState::Extra)
      std::cerr << "dlpackgen: warning: " << (fs::path(r.out) / s.path).string()
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
      ->check(CLI::Validator(
          [](std::string& value) {
            int mask = 0;
            std::string error;
            return parse_fail_on(value, mask, error) ? std::string() : error;
          },
          "LIST"));
  sub->add_option("--suppress", args->suppress,
                  "YAML file of accepted changes, as abi-diff's --suppress: a list of {rule, name, reason}");
  sub->add_flag("--force", args->force, "Apply the upgrade although the report fails --fail-on");
  sub->add_flag("--dry-run", args->dry_run, "Change nothing: print the report and what would be written");
  sub->add_flag("-q,--quiet", args->quiet, "Print only the report, warnings and errors");
  registry.add(sub, [args] { return run_upgrade(*args); });
}

}  // namespace dlpackgen::cli
