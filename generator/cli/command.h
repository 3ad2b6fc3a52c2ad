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

#include "cli/config.h"
#include "extract/extract.h"
#include "model/model.h"
#include "render/output.h"

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

/// True when `path` names a schema (.yaml/.yml), false for a header.
bool is_schema_path(const std::string& path);

/// Loads a Model from a header (through the extractor) or a schema file,
/// chosen by is_schema_path(). Either may be `REV:PATH`, a file of a git
/// revision (util/git.h); diagnostics then name `REV:PATH`. Throws util::Error.
model::Model load_model(const std::string& path, const extract::Options& options = {});

/// Loads a Model from a header (a path, or `REV:PATH`). Throws util::Error.
model::Model load_header(const std::string& path, const extract::Options& options = {});

/// What a generation renders: the overlay ("" for none), the template dirs
/// (built-in first), the languages (empty: every language with templates) and
/// the output dir.
struct GenerationInputs {
  std::string semantics_path;
  std::vector<std::string> template_dirs;
  std::vector<std::string> languages;
  std::string out;
  /// A header enumerator that a language's `requires_mapped` overlay sections
  /// do not map is a warning instead of an error (`--allow-unmapped`).
  bool allow_unmapped = false;
  /// An overlay entry that applies to the header's version but names what the
  /// header lacks is an error (`--strict`) instead of a warning.
  bool strict = false;
  /// The header as the user named it, for positions in it (the unmapped check,
  /// the name check); empty when generating from a schema (its header's file name).
  std::string header_path;
};

/// What render_all() rendered (nothing is written).
struct Rendered {
  std::vector<render::OutputFile> files;  // sorted by path (none when render_all() passed them on)
  std::vector<std::string> languages;
  std::string out;
  render::IgnoreRules ignore;
  std::vector<std::string> warnings;  // one line each, printed by the caller
};

/// Renders `model` for `in` (cmd_generate.cpp). Throws util::Error. With
/// `each`, each language's files (sorted by path) are handed to it as soon as
/// that language is rendered, and not kept: a run then holds one language's
/// outputs at a time.
using EachFile = std::function<void(render::OutputFile&&)>;
Rendered render_all(const model::Model& model, const GenerationInputs& in, const EachFile& each = {});

/// The inputs a dlpackgen.yaml names: its overlay (else the built-in one), the
/// built-in templates then its own dirs, its languages and output dir.
GenerationInputs config_generation_inputs(const Config& config);

/// Parses abi-diff's --fail-on list (changes, abi, source, policy, frozen,
/// all, none) into an exit-bit mask; false with `error` set when it is bad.
bool parse_fail_on(const std::string& text, int& mask, std::string& error);

/// Adds the common `--target TRIPLE` (repeatable, or comma-separated) and
/// `--clang-arg ARG` options that feed extract::Options.
void add_extract_options(CLI::App* subcommand, extract::Options& options);

/// Says on stderr that another dlpackgen holds the lock of output dir `dir`
/// and that this one waits (util::DirLock's on_wait).
void announce_wait(const std::string& dir);

/// Prints "dlpackgen: error: <diagnostic>" for each diagnostic to stderr.
void print_error(const std::exception& error);

}  // namespace dlpackgen::cli
