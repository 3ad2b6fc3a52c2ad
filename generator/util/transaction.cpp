#include "util/transaction.h"

#include "util/fs.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <thread>

#include "util/error.h"

namespace fs = std::filesystem;

namespace dlpackgen::util {

namespace {

bool exists_at(int dir, const std::string& name) {
  struct stat st;
  return ::fstatat(dir, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0;
}

}  // namespace

int (*FileTransaction::rename_at)(int, const char*, int, const char*) = &::renameat;

FileTransaction::~FileTransaction() {
  if (!finished_) rollback();
}

void FileTransaction::fail(std::string path, std::string message) {
  rollback();
  finished_ = true;
  throw Error(path, message);
}

bool FileTransaction::is_staged_temp(const std::string& path) const {
  if (finished_) return false;
  for (const auto& s : steps_) {
    if (s.temp.empty()) continue;
    const std::string dir = fs::path(s.target).parent_path().string();
    if (path_join(dir, s.temp) == path) return true;
  }
  return false;
}

void FileTransaction::stage(std::shared_ptr<Fd> dir, std::string name, std::string target, std::string_view content) {
  std::string temp;
  try {
    temp = write_unique(dir->get(), name, content, target, durability_ == Durability::each_file);
  } catch (const Error& e) {
    fail(target, e.diagnostics().front().message);
  }
  steps_.push_back({std::move(dir), std::move(name), std::move(target), std::move(temp), "", {}, false});
}

void FileTransaction::write(const std::string& path, std::string_view content) {
  fs::path p(path);
  const std::string name = p.filename().string();
  if (name.empty() || name == "." || name == "..") fail(path, "not a file name");
  // The directory as the user named it: created when missing, then held open.
  fs::path dir = p.parent_path().empty() ? fs::path(".") : p.parent_path();
  std::vector<fs::path> missing;
  for (fs::path d = p.parent_path(); !d.empty(); d = d.parent_path()) {
    std::error_code ec;
    if (fs::exists(fs::symlink_status(d, ec))) break;
    missing.push_back(d);
    if (d == d.parent_path()) break;
  }
  for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
    if (::mkdir(it->c_str(), 0755) != 0) {
      if (errno == EEXIST) continue;
      fail(it->string(), std::string("cannot create directory: ") + std::strerror(errno));
    }
    auto parent = std::make_shared<Fd>(::open(it->has_parent_path() ? it->parent_path().c_str() : ".",
                                              O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (parent->get() >= 0) created_dirs_.emplace_back(parent, it->filename().string());
  }
  auto held = std::make_shared<Fd>(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (held->get() < 0) fail(path, std::string("cannot open its directory: ") + std::strerror(errno));
  stage(std::move(held), name, path, content);
}

void FileTransaction::write_below(DirsBelow& dirs, const std::string& rel, std::string_view content) {
  const size_t slash = rel.rfind('/');
  const std::string parent = slash == std::string::npos ? "" : rel.substr(0, slash);
  std::shared_ptr<Fd> dir;
  try {
    dirs.open(parent, &created_dirs_);
    dir = dirs.handle(parent);
  } catch (const Error& e) {
    const auto& d = e.diagnostics().front();
    fail(d.file, d.message);
  }
  stage(std::move(dir), rel.substr(slash + 1), dirs.display(rel), content);
}

void FileTransaction::remove_below(DirsBelow& dirs, const std::string& rel, const std::string& keep_above) {
  Step s;
  try {
    // The file's directory, and every directory above it up to `keep_above`,
    // held, each with the name it has in its parent.
    std::string at = rel;
    for (bool file = true;; file = false) {
      if (!file && at == keep_above) break;
      const size_t slash = at.rfind('/');
      const std::string parent = slash == std::string::npos ? "" : at.substr(0, slash);
      std::string name = slash == std::string::npos ? at : at.substr(slash + 1);
      dirs.open(parent);
      if (file) {
        s.dir = dirs.handle(parent);
        s.name = std::move(name);
      } else {
        s.empty_parents.emplace_back(dirs.handle(parent), std::move(name));
      }
      if (slash == std::string::npos) break;
      at = parent;
    }
  } catch (const Error& e) {
    const auto& d = e.diagnostics().front();
    fail(d.file, d.message);
  }
  s.target = dirs.display(rel);
  steps_.push_back(std::move(s));
}

void FileTransaction::sync_before_renames() {
  if (durability_ != Durability::once) return;
  for (const auto& s : steps_) {
    if (s.temp.empty()) continue;
#if defined(__linux__)
    if (::syncfs(s.dir->get()) != 0) fail(s.target, std::string("cannot flush the file system: ") + std::strerror(errno));
#else
    ::sync();
#endif
    return;  // one flush: the outputs share one file system (an output dir's)
  }
}

void FileTransaction::sync_dirs_after_renames() noexcept {
  if (durability_ == Durability::none) return;
  std::vector<int> done;
  for (const auto& s : steps_) {
    const int dir = s.dir->get();
    if (std::find(done.begin(), done.end(), dir) != done.end()) continue;
    done.push_back(dir);
    ::fsync(dir);  // the renames themselves; a failure here leaves a committed, not yet durable, dir
  }
}

void FileTransaction::commit() {
  sync_before_renames();
  for (auto& s : steps_) {
    const int dir = s.dir->get();
    if (exists_at(dir, s.name)) {
      s.backup = create_unique(dir, s.name, "old");
      if (s.backup.empty()) fail(s.target, std::string("cannot set the old file aside: ") + std::strerror(errno));
      if (rename_at(dir, s.name.c_str(), dir, s.backup.c_str()) != 0) {
        int err = errno;
        ::unlinkat(dir, s.backup.c_str(), 0);
        s.backup.clear();
        fail(s.target, std::string("cannot replace file: ") + std::strerror(err));
      }
    }
    if (!s.temp.empty() && rename_at(dir, s.temp.c_str(), dir, s.name.c_str()) != 0) {
      int err = errno;
      if (!s.backup.empty()) ::renameat(dir, s.backup.c_str(), dir, s.name.c_str());  // this one back first
      s.backup.clear();
      fail(s.target, std::string("cannot replace file: ") + std::strerror(err));
    }
    s.done = true;
  }
  sync_dirs_after_renames();
  // Committed: drop the old files, and directories the removals left empty.
  for (const auto& s : steps_)
    if (!s.backup.empty()) ::unlinkat(s.dir->get(), s.backup.c_str(), 0);
  for (const auto& s : steps_)
    for (const auto& [parent, name] : s.empty_parents)
      if (::unlinkat(parent->get(), name.c_str(), AT_REMOVEDIR) != 0) break;  // not empty (or gone): stop
  finished_ = true;
}

void FileTransaction::rollback() noexcept {
  for (auto it = steps_.rbegin(); it != steps_.rend(); ++it) {
    Step& s = *it;
    const int dir = s.dir->get();
    if (s.done) {
      if (!s.temp.empty()) ::unlinkat(dir, s.name.c_str(), 0);  // the new file
      if (!s.backup.empty()) ::renameat(dir, s.backup.c_str(), dir, s.name.c_str());
    } else if (!s.temp.empty()) {
      ::unlinkat(dir, s.temp.c_str(), 0);
    }
  }
  for (auto it = created_dirs_.rbegin(); it != created_dirs_.rend(); ++it)
    ::unlinkat(it->first->get(), it->second.c_str(), AT_REMOVEDIR);
  steps_.clear();
  created_dirs_.clear();
}

DirLock::DirLock(const std::string& dir, Mode mode, bool create, void (*on_wait)(const std::string&),
                 double timeout_seconds)
    : dir_(dir) {
  if (create) {
    std::vector<fs::path> missing;
    for (fs::path p = fs::path(dir); !p.empty(); p = p.parent_path()) {
      std::error_code ec;
      if (fs::exists(fs::symlink_status(p, ec))) break;
      missing.push_back(p);
      if (p == p.parent_path()) break;
    }
    for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
      if (::mkdir(it->c_str(), 0755) != 0 && errno != EEXIST) {
        int err = errno;
        for (auto c = created_.rbegin(); c != created_.rend(); ++c) ::rmdir(c->c_str());
        throw Error(it->string(), std::string("cannot create directory: ") + std::strerror(err));
      }
      created_.push_back(it->string());
    }
  }
  fd_ = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) {
    if (errno == ENOENT && !create) return;  // nothing to lock: nothing there yet
    int err = errno;
    for (auto c = created_.rbegin(); c != created_.rend(); ++c) ::rmdir(c->c_str());
    throw Error(dir, std::string("cannot open the output directory: ") + std::strerror(err));
  }
  const int op = mode == Mode::Exclusive ? LOCK_EX : LOCK_SH;
  if (::flock(fd_, op | LOCK_NB) == 0) return;
  if (errno == EWOULDBLOCK && on_wait) on_wait(dir);
  auto give_up = [&](const std::string& why) {
    ::close(fd_);
    fd_ = -1;
    for (auto c = created_.rbegin(); c != created_.rend(); ++c) ::rmdir(c->c_str());
    throw Error(dir, why);
  };
  if (timeout_seconds < 0) {
    while (::flock(fd_, op) != 0)
      if (errno != EINTR) give_up(std::string("cannot lock the output directory: ") + std::strerror(errno));
    return;
  }
  // A bounded wait: try again every 50 ms until the deadline.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_seconds);
  while (::flock(fd_, op | LOCK_NB) != 0) {
    if (errno != EWOULDBLOCK && errno != EINTR)
      give_up(std::string("cannot lock the output directory: ") + std::strerror(errno));
    if (std::chrono::steady_clock::now() >= deadline) {
      std::ostringstream os;
      os << "another dlpackgen still holds this output directory's lock after " << timeout_seconds
         << " s (--lock-timeout): it is writing (or checking) it, or stopped while it was; nothing was changed";
      give_up(os.str());
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

DirLock::~DirLock() {
  if (fd_ >= 0) ::close(fd_);  // releases the lock
  for (auto c = created_.rbegin(); c != created_.rend(); ++c) ::rmdir(c->c_str());  // only if still empty
}

}  // namespace dlpackgen::util
