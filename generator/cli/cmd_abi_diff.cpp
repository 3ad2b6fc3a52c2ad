// dlpackgen abi-diff OLD NEW: compares two headers or schemas (docs/guide/upgrade.md).
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <sstream>

#include "abi/diff.h"
#include "abi/format.h"
#include "abi/suppress.h"
#include "cli/command.h"
#include "util/error.h"

namespace dlpackgen::cli {

namespace {

struct AbiDiffArgs {
  std::string old_path;
  std::string new_path;
  std::string format = "text";
  std::string policy;  // "" = automatic
  bool pending = false;
  std::string fail_on = "abi,policy,frozen";
  std::string suppress;
  bool include_docs = false;
  std::string color = "auto";
  extract::Options extract;
};

/// The name locations use: the path as given for a header; for a schema, the
/// header it was extracted from (its positions refer to that header).
std::string display_label(const std::string& path, const model::Model& model) {
  if (is_schema_path(path) && !model.header.file.empty()) return model.header.file;
  return path;
}

bool use_color(const std::string& choice) {
  if (choice == "always") return true;
  if (choice == "never") return false;
  if (std::getenv("NO_COLOR")) return false;
  const char* term = std::getenv("TERM");
  if (term && std::string(term) == "dumb") return false;
  return ::isatty(STDOUT_FILENO) == 1;
}

int run_abi_diff(const AbiDiffArgs& args) {
  int fail_on = 0;
  std::string fail_on_error;
  if (!parse_fail_on(args.fail_on, fail_on, fail_on_error)) {  // validated by CLI11 already
    std::cerr << "dlpackgen: usage error: " << fail_on_error << "\n";
    return abi::kExitUsage;
  }
  try {
    abi::Options options;
    options.policy = args.policy == "dlpack" ? abi::PolicyChoice::Dlpack
                     : args.policy == "none" ? abi::PolicyChoice::None
                                             : abi::PolicyChoice::Auto;
    options.pending = args.pending;
    options.include_docs = args.include_docs;
    if (!args.suppress.empty()) options.suppressions = abi::load_suppressions(args.suppress);
    model::Model old_model = load_model(args.old_path, args.extract);
    model::Model new_model = load_model(args.new_path, args.extract);
    options.old_label = display_label(args.old_path, old_model);
    options.new_label = display_label(args.new_path, new_model);

    abi::Report report = abi::diff(old_model, new_model, options);

    abi::FormatOptions format;
    format.fail_on = fail_on;
    format.color = args.format == "text" && use_color(args.color);
    if (args.format == "json") std::cout << abi::format_json(report, format);
    else if (args.format == "markdown") std::cout << abi::format_markdown(report, format);
    else std::cout << abi::format_text(report, format);
    std::cout.flush();
    for (const auto& unused : report.unused_suppressions)
      std::cerr << "dlpackgen: warning: suppression matched nothing: " << unused << "\n";
    return report.exit_code(fail_on);
  } catch (const std::exception& e) {
    print_error(e);
    return abi::kExitError;
  }
}

}  // namespace

/// Parses --fail-on: a comma-separated list of changes, abi, source, policy,
/// frozen, all, none. Returns the mask, or an error text.
bool parse_fail_on(const std::string& text, int& mask, std::string& error) {
  mask = 0;
  std::stringstream in(text);
  std::string item;
  bool any = false;
  while (std::getline(in, item, ',')) {
    auto b = item.find_first_not_of(" \t"), e = item.find_last_not_of(" \t");
    item = b == std::string::npos ? "" : item.substr(b, e - b + 1);
    if (item.empty()) continue;
    any = true;
    if (item == "changes") mask |= abi::kExitChanges;
    else if (item == "abi") mask |= abi::kExitAbiBreaking;
    else if (item == "source") mask |= abi::kExitSourceBreaking;
    else if (item == "policy") mask |= abi::kExitPolicy;
    else if (item == "frozen") mask |= abi::kExitFrozen;
    else if (item == "all")
      mask |= abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitSourceBreaking | abi::kExitPolicy |
              abi::kExitFrozen;
    else if (item == "none") continue;
    else {
      error = "unknown --fail-on item '" + item + "' (expected changes, abi, source, policy, frozen, all, none)";
      return false;
    }
  }
  if (!any) {
    error = "--fail-on needs at least one of changes, abi, source, policy, frozen, all, none";
    return false;
  }
  return true;
}

CLI::Validator fail_on_validator() {
  return CLI::Validator(
      [](std::string& value) {
        int mask = 0;
        std::string error;
        return parse_fail_on(value, mask, error) ? std::string() : error;
      },
      "LIST");
}

void register_abi_diff(Registry& registry) {
  auto args = std::make_shared<AbiDiffArgs>();
  auto* sub = registry.app().add_subcommand(
      "abi-diff",
      "Compare two dlpack.h headers or schemas: classified changes per target, DLPack version policy.\n"
      "Exit code bits: 1 error, 2 usage, 4 changes, 8 ABI-breaking, 16 source-breaking,\n"
      "32 version-policy error, 64 frozen-prefix violation; --fail-on chooses which of 4..64 are kept.");
  sub->add_option("OLD", args->old_path, "Old header (.h) or schema (.yaml)")->required();
  sub->add_option("NEW", args->new_path, "New header (.h) or schema (.yaml)")->required();
  sub->add_option("--format", args->format, "Output format: text (default), markdown, json")
      ->check(CLI::IsMember({"text", "markdown", "json"}));
  sub->add_option("--policy", args->policy,
                  "Version policy: dlpack or none (default: dlpack when both sides declare a DLPack version)")
      ->check(CLI::IsMember({"dlpack", "none"}));
  sub->add_flag("--pending", args->pending, "A missing version bump is a warning (changes not yet released)");
  sub->add_option("--fail-on", args->fail_on,
                  "Exit bits to keep, comma-separated: changes, abi, source, policy, frozen, all, none "
                  "(default: abi,policy,frozen; errors always count)")
      ->check(fail_on_validator());
  sub->add_option("--suppress", args->suppress, "YAML file of accepted changes: a list of {rule, name, reason}");
  sub->add_flag("--include-docs", args->include_docs, "Also report doc-comment changes (rule doc-changed)");
  sub->add_option("--color", args->color, "Colour the text output: auto (on a terminal), always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  add_extract_options(sub, args->extract);
  registry.add(sub, [args] { return run_abi_diff(*args); });
}

}  // namespace dlpackgen::cli
