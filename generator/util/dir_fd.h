// Directories held open, and file operations relative to them: once an output
// dir is open, a process that swaps a directory below it for a symlink cannot
// send a write anywhere else (openat with O_NOFOLLOW, one component at a time).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dlpackgen::util {

/// An open file descriptor, closed at destruction.
class Fd {
 public:
  explicit Fd(int fd = -1) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd();
  int get() const { return fd_; }

 private:
  int fd_;
};

/// A directory held open (`fd`), and the path it was opened by (`path`, for messages).
struct DirRef {
  int fd = -1;
  std::string path;
};

/// The directories below one held directory, opened once each and kept open.
class DirsBelow {
 public:
  explicit DirsBelow(DirRef root) : root_(std::move(root)) {}
  const DirRef& root() const { return root_; }
  /// The directory `rel` ("", "a", "a/b") below the root, opened one component
  /// at a time with O_NOFOLLOW: a component that is a symlink, or not a
  /// directory, is an error (util::Error naming its path). Missing components
  /// are created when `created` is given, and appended to it (parent, name),
  /// outermost first; otherwise a missing one is an error too.
  int open(const std::string& rel, std::vector<std::pair<std::shared_ptr<Fd>, std::string>>* created = nullptr);
  /// The open directory `rel` (open() first), shared so that it outlives this object.
  std::shared_ptr<Fd> handle(const std::string& rel);
  /// The path shown for `rel` below the root.
  std::string display(const std::string& rel) const;

 private:
  DirRef root_;
  std::vector<std::pair<std::string, std::shared_ptr<Fd>>> open_;  // rel -> fd ("" is not kept: the root)
  std::shared_ptr<Fd> find(const std::string& rel) const;
};

/// A new file in the directory `dir_fd`, named ".NAME.KIND-XXXXXX" after
/// `name` (X a letter or digit), created with O_EXCL and O_NOFOLLOW so that
/// no other process picks the name and no link is followed; its descriptor in
/// `*fd_out` (open) when given, else closed. Returns the new name, "" on
/// failure (errno set).
std::string create_unique(int dir_fd, const std::string& name, const char* kind, int* fd_out = nullptr);

/// Writes all of `content` to `fd`; 0, or the errno of the failed write.
int write_all(int fd, std::string_view content);

/// A new file in `dir_fd` (create_unique(), kind "tmp") holding `content`,
/// mode 0644 whatever the umask, flushed to disk when `sync`: the first half
/// of an atomic replace. Returns its name; on failure removes it and throws
/// util::Error naming `target` (the file it will replace, for the message).
std::string write_unique(int dir_fd, const std::string& name, std::string_view content, const std::string& target,
                         bool sync = true);

}  // namespace dlpackgen::util
