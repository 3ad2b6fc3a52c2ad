// Rendered files -> the output dir: atomic writes of what changed, or a
// comparison with what is there (`generate --check`) as a unified diff.
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "render/renderer.h"
#include "util/transaction.h"

namespace dlpackgen::render {

/// Throws util::Error naming the template when an output would not land in
/// `out_dir` through real directories: a bad name, or an existing symlink on
/// its way below the output dir (wherever it leads: writes there never follow
/// one). An output that is itself a symlink is fine: it is replaced by the
/// file, wherever it leads. Run before anything is written.
void check_outputs_inside(const std::string& out_dir, const std::vector<OutputFile>& files);

enum class FileState { Fresh, Stale, Missing, Extra };

struct FileStatus {
  std::string path;      // relative to the output dir, "<lang>/<name>": "c/include/x.h"
  FileState state = FileState::Fresh;
  std::string file;            // the path on disk: <out_dir>/<path> (check_report() reads it for a diff)
  std::string_view expected;   // bytes the templates produce, in the OutputFile ("" when extra)
  bool symlink = false;  // a produced path that is a symlink: Stale, to be replaced by a file (never read through)
  bool special = false;  // a produced path that is a FIFO, device or socket: Stale, to be replaced by a file (never opened)
  bool leftover = false;  // Extra, and a temporary or backup file a killed run left (util::is_leftover_name)
};

/// Per language, glob patterns of paths under <out_dir>/<lang>/ that are
/// never extra (what the language's build tools write there: `target/`,
/// `Cargo.lock`). A pattern ending in '/' names a directory and all it holds.
using IgnoreRules = std::map<std::string, std::vector<std::string>>;

/// Whether `rel` (relative to the language dir) matches one of `patterns`.
bool ignored(const std::string& rel, const std::vector<std::string>& patterns);

/// One rendered file against <out_dir>/<path> (check_outputs_inside() first):
/// Fresh, Stale (or a symlink) or Missing, compared a block at a time. The
/// status views the file's bytes: `f` must outlive it.
FileStatus compare_output(const std::string& out_dir, const OutputFile& f);

/// The Extra statuses: files under <out_dir>/<lang>/ for each of `languages`
/// (and each language of `produced`) that are not in `produced` and that
/// `ignore` does not name.
std::vector<FileStatus> extra_outputs(const std::string& out_dir, const std::set<std::string>& produced,
                                      const std::vector<std::string>& languages, const IgnoreRules& ignore = {});

/// Compares `files` with what `out_dir` holds (the statuses view the files'
/// bytes: `files` must outlive them). Extra files are regular files
/// (or symlinks) under <out_dir>/<lang>/ for each of `languages` that no
/// template produced and `ignore` does not name. Sorted by path.
std::vector<FileStatus> compare_outputs(const std::string& out_dir, const std::vector<OutputFile>& files,
                                        const std::vector<std::string>& languages, const IgnoreRules& ignore = {});

struct WriteSummary {
  std::vector<std::string> written;    // created or changed
  std::vector<std::string> unchanged;  // already held these bytes: not rewritten
  std::vector<std::string> extra;      // not produced by any template, left in place
  std::vector<std::string> removed;    // extra files deleted (prune)
  std::vector<std::string> leftovers;  // temporary and backup files a killed run left, deleted
};

/// Writes rendered files into an output dir as they come, all or nothing, so
/// that no more than one language's outputs need be held at a time: add()
/// compares a file with what the dir holds and, when it differs, stages it (a
/// temporary file beside its target: its bytes are not kept); commit() finds
/// the extra files, stages their removal when `prune`, and applies everything
/// at once (util::FileTransaction). Destroyed without a commit, or when add()
/// or commit() throws, nothing in the dir has changed.
class OutputWriter {
 public:
  /// `root` is the output dir, held open (util::DirLock::dir()): every file is
  /// written and removed below it, never through a symlink (util::DirsBelow).
  /// `durability`: how commit() flushes (none by default: outputs are
  /// reproducible from their inputs, and every rename is still atomic).
  OutputWriter(std::string out_dir, util::DirRef root,
               util::FileTransaction::Durability durability = util::FileTransaction::Durability::none);
  OutputWriter(const OutputWriter&) = delete;
  OutputWriter& operator=(const OutputWriter&) = delete;
  ~OutputWriter();
  /// Throws util::Error when the file is outside the dir (check_outputs_inside())
  /// or was added before, or when staging fails.
  void add(const OutputFile& f);
  /// The lists are sorted by path.
  WriteSummary commit(const std::vector<std::string>& languages, bool prune, const IgnoreRules& ignore = {});

 private:
  std::string out_dir_;
  util::DirsBelow dirs_;
  util::FileTransaction tx_;
  std::set<std::string> produced_;
  WriteSummary summary_;
};

/// Writes every file whose bytes differ (OutputWriter, under the dir's lock), leaves
/// unchanged files untouched, and deletes extra files (and then-empty dirs)
/// when `prune`. check_outputs_inside() runs first.
WriteSummary write_outputs(const std::string& out_dir, const std::vector<OutputFile>& files,
                           const std::vector<std::string>& languages, bool prune, const IgnoreRules& ignore = {});

/// A unified diff (`diff -u` format) turning `from` into `to`, with
/// `context` lines around each change; "" when equal. A missing side is
/// named /dev/null by the caller. Texts without a final newline get
/// "\ No newline at end of file".
std::string unified_diff(const std::string& from, const std::string& to, const std::string& from_name,
                         const std::string& to_name, int context = 3);

/// What a non-fresh status is, in words: "stale", "missing", "extra", "left by
/// an interrupted run", "a symlink, to be replaced by a file", ... (--check's
/// lines and its report's diff headers).
const char* describe(const FileStatus& s);

/// How much of each diff a --check report shows: everything (the default), or
/// a summary (`generate --check -q`): the first `lines` lines of the diffs of
/// the first `files` files, then how many lines and files were left out.
struct ReportLimit {
  size_t lines = 0;  // 0: every line
  size_t files = 0;  // 0: every file
};

/// The --check report: one diff per stale, missing or extra file, paths
/// shown as <display_dir>/<path>, cut to `limit`.
std::string check_report(const std::vector<FileStatus>& statuses, const std::string& display_dir,
                         ReportLimit limit = {});

}  // namespace dlpackgen::render
