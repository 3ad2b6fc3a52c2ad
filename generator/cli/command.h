// How subcommands plug into the `dlpackgen` command line.
//
// Each cmd_*.cpp defines one register_* function: it adds a CLI11 subcommand
// with its options and hands back the action to run when that subcommand was
// chosen. The action returns the process exit code.
//
// Exit codes (README, "Exit codes"): 0 success; 1 `generate --check` found stale
// output; 2 usage or input error (util::Error thrown by an action is printed,
// one line per diagnostic, and becomes 2). `abi-diff` has its own bitmask and
// maps its errors itself.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "extract/extract.h"
#include "model/model.h"
#include "pipeline/pipeline.h"

namespace dlpackgen::cli {

using Action = std::function<int()>;

class Registry {
 public:
  explicit Registry(CLI::App& app) : app_(app) {}
  CLI::App& app() { return app_; }
  void add(CLI::App* subcommand, Action action) { actions_.emplace_back(subcommand, std::move(action)); }
  const std::vector<std::pair<CLI::App*, Action>>& actions() const { return actions_; }

 private:
  CLI::App& app_;
  std::vector<std::pair<CLI::App*, Action>> actions_;
};

void register_parse(Registry& registry);      // cmd_parse.cpp
void register_layout(Registry& registry);     // cmd_layout.cpp
void register_generate(Registry& registry);   // cmd_generate.cpp
void register_abi_diff(Registry& registry);   // cmd_abi_diff.cpp
void register_history(Registry& registry);    // cmd_history.cpp
void register_upgrade(Registry& registry);    // cmd_upgrade.cpp
void register_check_config(Registry& registry);  // cmd_check_config.cpp

using pipeline::is_schema_path;
using pipeline::load_header;
using pipeline::load_model;
using pipeline::announce_wait;
using pipeline::Config;
using pipeline::find_config;

/// `--lock-timeout SECONDS` (generate, upgrade): how long to wait for another
/// dlpackgen's lock on the output dir before giving up (default: for ever).
void add_lock_timeout_option(CLI::App* sub, double& seconds);

/// Parses abi-diff's --fail-on list (changes, abi, source, policy, frozen,
/// all, none) into an exit-bit mask; false with `error` set when it is bad.
bool parse_fail_on(const std::string& text, int& mask, std::string& error);
/// A CLI11 check of a --fail-on value (parse_fail_on's error as its message).
CLI::Validator fail_on_validator();

/// Adds the common `--target TRIPLE` (repeatable, or comma-separated) and
/// `--clang-arg ARG` options that feed extract::Options.
void add_extract_options(CLI::App* subcommand, extract::Options& options);

/// Prints "dlpackgen: error: <diagnostic>" for each diagnostic to stderr.
void print_error(const std::exception& error);

}  // namespace dlpackgen::cli
