// All-or-nothing changes to a directory tree, and a lock that serialises the
// processes making them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

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
class FileTransaction {
 public:
  FileTransaction() = default;
  FileTransaction(const FileTransaction&) = delete;
  FileTransaction& operator=(const FileTransaction&) = delete;
  ~FileTransaction();

  /// Stages `content` for `path`. Throws util::Error (after rolling back) on failure.
  void write(const std::string& path, std::string_view content);
  /// Stages the removal of the file `path`, and then of the directories it
  /// leaves empty, up to (not including) `keep_above`.
  void remove(const std::string& path, const std::string& keep_above);
  /// Applies everything staged. Throws util::Error (after rolling back) on failure.
  void commit();
  /// Whether `path` is one of the temporary files write() staged (and has not
  /// yet been committed): a walk of the tree before commit() passes them by.
  bool is_staged_temp(const std::string& path) const;

  /// The rename(2) commit() uses; tests replace it to make a rename fail
  /// halfway through a commit.
  static int (*rename_file)(const char* from, const char* to);

 private:
  struct Step {
    std::string target;
    std::string temp;    // staged new bytes ("" for a removal)
    std::string backup;  // where the old target went during commit ("" when none)
    std::string keep_above;
    bool done = false;   // renamed into place (or aside, for a removal)
  };
  std::vector<Step> steps_;
  std::vector<std::string> created_dirs_;  // in creation order
  bool finished_ = false;

  void rollback() noexcept;
  [[noreturn]] void fail(std::string path, std::string message);  // by value: rollback clears steps_
  void make_parents(const std::string& path);
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

 private:
  int fd_ = -1;
  std::string dir_;
  std::vector<std::string> created_;
};

}  // namespace dlpackgen::util
