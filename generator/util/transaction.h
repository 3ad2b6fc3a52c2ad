// All-or-nothing changes to a directory tree, and a lock that serialises the
// processes making them.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/dir_fd.h"

namespace dlpackgen::util {

/// File writes and removals that happen completely or not at all.
///
/// write() and remove() only stage: a write creates missing directories and
/// writes the new bytes, flushed, to a temporary file beside its target.
/// commit() then moves every existing target aside (a rename to a backup
/// name), renames every temporary file over its target, and deletes the
/// backups. If staging or any rename fails, everything done so far is undone:
/// backups are renamed back, new files and temporary files deleted, created
/// directories removed. A target that is a symlink or hard link is replaced,
/// never written through. Destroying an uncommitted transaction rolls it back.
///
/// Every operation on a file goes through its directory, held open from the
/// moment the file is staged (openat, renameat, unlinkat): a directory renamed
/// or swapped for a symlink meanwhile changes nothing about where the bytes go.
/// Below a held root (write_below(), remove_below(): an output dir) no symlink
/// is followed at all.
class FileTransaction {
 public:
  /// How commit() makes the new bytes durable: `each_file` flushes every file
  /// as it is staged and each directory after its renames (files that are
  /// inputs: a vendored header); `once` flushes the whole file system once
  /// before the renames (syncfs(2)) and each directory after them; `none`
  /// leaves it to the kernel (reproducible outputs: the renames are still
  /// atomic, so a reader sees the old bytes or the new ones, never a mix).
  enum class Durability { each_file, once, none };
  explicit FileTransaction(Durability durability = Durability::each_file) : durability_(durability) {}
  FileTransaction(const FileTransaction&) = delete;
  FileTransaction& operator=(const FileTransaction&) = delete;
  ~FileTransaction();

  /// Stages `content` for `path`, a path as the user named it (its directory
  /// is created when missing, then opened, symlinks followed). Throws
  /// util::Error (after rolling back) on failure.
  void write(const std::string& path, std::string_view content);
  /// Stages `content` for `rel` below the root of `dirs` (each directory on
  /// the way opened with O_NOFOLLOW, created when missing). Throws util::Error
  /// (after rolling back) on failure, a symlink on the way included.
  void write_below(DirsBelow& dirs, const std::string& rel, std::string_view content);
  /// Stages the removal of the file `rel` below the root of `dirs`, and then
  /// of the directories it leaves empty, up to (not including) `keep_above`
  /// (a directory below the root: "rust").
  void remove_below(DirsBelow& dirs, const std::string& rel, const std::string& keep_above);
  /// Applies everything staged. Throws util::Error (after rolling back) on failure.
  void commit();
  /// Whether `path` (the root's path joined with the rel path, util::path_join)
  /// is one of the temporary files write() staged (and has not yet been
  /// committed): a walk of the tree before commit() passes them by.
  bool is_staged_temp(const std::string& path) const;

  /// The renameat(2) commit() uses; tests replace it to make a rename fail
  /// halfway through a commit.
  static int (*rename_at)(int from_dir, const char* from, int to_dir, const char* to);

 private:
  using Created = std::vector<std::pair<std::shared_ptr<Fd>, std::string>>;  // (parent, name)
  struct Step {
    std::shared_ptr<Fd> dir;  // the directory holding the target, open
    std::string name;         // the target's name in it
    std::string target;       // its path, for messages
    std::string temp;         // staged new bytes, a name in `dir` ("" for a removal)
    std::string backup;       // where the old target went during commit, a name in `dir` ("" when none)
    std::vector<std::pair<std::shared_ptr<Fd>, std::string>> empty_parents;  // removal: dirs to remove when empty, innermost first
    bool done = false;        // renamed into place (or aside, for a removal)
  };
  std::vector<Step> steps_;
  Created created_dirs_;  // in creation order
  bool finished_ = false;
  Durability durability_;

  void sync_before_renames();
  void sync_dirs_after_renames() noexcept;
  void stage(std::shared_ptr<Fd> dir, std::string name, std::string target, std::string_view content);
  void rollback() noexcept;
  [[noreturn]] void fail(std::string path, std::string message);  // by value: rollback clears steps_
};

/// An exclusive (or shared) lock on a directory, held until destruction:
/// processes that write one output dir run one at a time, and a reader
/// (`generate --check`) never sees a commit half done. Creates the directory
/// (and its parents) when missing and `create` is set; removes it again at
/// destruction if it created it and it is still empty. When another process
/// holds the lock, calls `on_wait` once, then waits: for ever when
/// `timeout_seconds` is negative, else at most that long, then throws
/// util::Error naming the dir and the wait.
class DirLock {
 public:
  enum class Mode { Exclusive, Shared };
  DirLock(const std::string& dir, Mode mode, bool create, void (*on_wait)(const std::string& dir) = nullptr,
          double timeout_seconds = -1);
  DirLock(const DirLock&) = delete;
  DirLock& operator=(const DirLock&) = delete;
  ~DirLock();
  /// The locked directory, held open (-1 when a shared lock found no directory).
  DirRef dir() const { return {fd_, dir_}; }

 private:
  int fd_ = -1;
  std::string dir_;
  std::vector<std::string> created_;
};

}  // namespace dlpackgen::util
