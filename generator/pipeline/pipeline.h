// One run of dlpackgen, whichever command or build step starts it: what the
// user asked resolved once against the config and the built-ins, the model
// loaded, every language checked and rendered, the output dir written (all or
// nothing) or compared. cli/ only turns flags into a Request and prints.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "lang/languages.h"
#include "model/model.h"
#include "pipeline/config.h"
#include "render/output.h"
#include "render/renderer.h"

namespace dlpackgen::pipeline {

/// What the command line asked; an empty field was not given.
struct Request {
  std::string config;  // --config FILE
  std::string header;  // the input (at most one of header and schema)
  std::string schema;
  std::vector<std::string> languages;
  std::string out;
  std::vector<std::string> templates;  // extra template dirs, after the config's
  bool no_builtin_templates = false;
  std::string semantics;  // an overlay file, or "none"
  bool allow_unmapped = false;
  bool strict = false;
  double lock_timeout = -1;  // --lock-timeout: seconds to wait for the output dir's lock (< 0: for ever)
  bool sync = false;         // --sync: flush the outputs to disk before the command returns
  extract::Options extract;  // --target, --clang-arg, --query-driver, --jobs
};

/// A run's inputs, resolved once: the command line over the config over the
/// built-ins, config paths against the config's directory.
struct Inputs {
  std::optional<Config> config;  // the config read, if any
  std::string header, schema;    // the input: at most one is set
  extract::Options extract;
  std::string semantics_path;               // "" for none
  std::vector<std::string> template_dirs;   // built-in first (unless left out), then the config's, then the request's
  std::vector<std::string> languages;       // empty: every language with templates
  std::string out;
  std::string out_option;                   // how the user named `out`, for messages: "--out", "out (dlpackgen.yaml)"
  bool allow_unmapped = false;
  bool strict = false;
  double lock_timeout = -1;
  bool sync = false;  // one flush of the output dir's file system before the renames, each dir after them
  /// The header as the user named it, for positions in it (the unmapped check,
  /// the name check); empty when generating from a schema (its header's file name).
  std::string header_path;
  /// The languages load_with_languages() assembled, with the template dirs and
  /// the languages they were assembled for (a copy of `in` may ask for others).
  struct AssembledLanguages {
    std::vector<std::string> template_dirs, languages;
    lang::LanguageSet set;
  };
  mutable std::shared_ptr<const AssembledLanguages> languages_assembled;
  /// The template dirs as read, with the dirs they were read from (read_templates()).
  mutable std::shared_ptr<const std::pair<std::vector<std::string>, render::TemplateSet>> templates_read;
};

/// Resolves `r`. The config is `r.config` when given, else ./dlpackgen.yaml
/// when the request names no input and one is there. A language the config
/// names must have templates (an error at its place in the config).
/// Throws util::Error.
Inputs resolve(const Request& r);

/// `in.template_dirs` read (render::load_templates) once per run: kept in `in`
/// and read again only when the dirs change. Throws util::Error.
const render::TemplateSet& read_templates(const Inputs& in);

/// The built-in templates ($DLPACKGEN_TEMPLATES_DIR, else the installed ones,
/// else the source tree's) and overlay (the installed one, else the source tree's).
std::string builtin_templates_dir();
std::string builtin_semantics_file();

/// Where a run's warnings go: one line each, without the "dlpackgen: warning: "
/// prefix. By default printed on stderr with it.
void set_warning_sink(std::function<void(const std::string&)> sink);
void warn(const std::string& message);

/// True when `path` names a schema (.yaml/.yml), false for a header.
bool is_schema_path(const std::string& path);

/// Loads a Model from a header (through the extractor) or a schema file,
/// chosen by is_schema_path(). Either may be `REV:PATH`, a file of a git
/// revision (util/git.h); diagnostics then name `REV:PATH`. What the extractor
/// leaves out instead of stopping goes to warn(). Throws util::Error.
model::Model load_model(const std::string& path, const extract::Options& options = {});

/// Loads a Model from a header (a path, or `REV:PATH`). Throws util::Error.
model::Model load_header(const std::string& path, const extract::Options& options = {});

/// The model of the run's input (its header or schema).
model::Model load(const Inputs& in);

/// The declarations of `m`: its enums, enumerators, structs, fields, function
/// pointer types, aliases and macros.
size_t declarations(const model::Model& m);

/// Declarations up to which the languages render at once when --jobs is not given.
inline constexpr size_t kParallelDeclarations = 5000;

/// How many languages render at once: `jobs` when given (not 0), else one per
/// core (0) up to kParallelDeclarations declarations and one at a time above.
unsigned render_jobs(const model::Model& model, unsigned jobs);

/// load(in), with the run's languages (their template dirs read, each
/// assembled: lang::assemble_languages) made on a thread beside it when
/// `in.extract.jobs` allows two, and kept in `in` for render(), write() and check().
/// Throws what load(in) throws, else what assembling the languages throws.
model::Model load_with_languages(const Inputs& in);

/// What render() rendered (nothing is written).
struct Rendered {
  std::vector<render::OutputFile> files;  // sorted by path (none when render() passed them on)
  std::vector<std::string> languages;
  render::IgnoreRules ignore;
  /// The overlay's warnings and the unmapped entries --allow-unmapped lets
  /// pass, one line each: said once the run has succeeded (a failed run says
  /// only its error).
  std::vector<std::string> warnings;
};

/// Renders `model` for every language of `in`: each language's overlay
/// requirements (requires_mapped) and names are checked first. With `each`, each language's files (sorted by path)
/// are handed to it as soon as that language is rendered, and not kept: a run
/// then holds one language's outputs at a time. Throws util::Error.
using EachFile = std::function<void(render::OutputFile&&)>;
Rendered render(const model::Model& model, const Inputs& in, const EachFile& each = {});

/// The context one language's templates see, as YAML (`--dump-context`): `in`
/// must name exactly one language.
std::string dump_context(const model::Model& model, const Inputs& in);

/// Renders and writes every language into `in.out`, all or nothing, under the
/// output dir's lock; with `prune`, files no template produces are removed.
/// Nothing it writes (or prunes) may be an input of the run: checked before
/// anything renders. The render's warnings go to warn() once it has written.
/// Throws util::Error.
struct Written {
  render::WriteSummary summary;
  size_t files = 0;  // produced, written or not
};
Written write(const model::Model& model, const Inputs& in, bool prune);

/// Renders every language and compares it with `in.out` under a shared lock,
/// writing nothing. `statuses` holds what is not fresh, sorted by path; the
/// report is their unified diff. The render's warnings go to warn().
struct Checked {
  std::vector<render::FileStatus> statuses;
  std::string report;   // every diff in full
  std::string summary;  // the first lines of the first files' diffs (generate --check -q)
  size_t files = 0;
};
Checked check(const model::Model& model, const Inputs& in);

/// Says on stderr that another dlpackgen holds the lock of output dir `dir`
/// and that this one waits (util::DirLock's on_wait).
void announce_wait(const std::string& dir);

}  // namespace dlpackgen::pipeline
