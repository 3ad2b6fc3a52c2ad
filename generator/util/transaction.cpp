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

bool exists_no_follow(const std::string& path) {
  struct stat st;
  return ::lstat(path.c_str(), &st) == 0;
}

}  // namespace

int (*FileTransaction::rename_file)(const char*, const char*) = &std::rename;

FileTransaction::~FileTransaction() {
  if (!finished_) rollback();
}

void FileTransaction::fail(std::string path, std::string message) {
  rollback();
  finished_ = true;
  throw Error(path, message);
}

void FileTransaction::make_parents(const std::string& path) {
  fs::path dir = fs::path(path).parent_path();
  if (dir.empty()) return;
  std::vector<fs::path> missing;
  for (fs::path p = dir; !p.empty(); p = p.parent_path()) {
    std::error_code ec;
    if (fs::exists(fs::symlink_status(p, ec))) break;
    missing.push_back(p);
    if (p == p.parent_path()) break;
  }
  for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
    if (::mkdir(it->c_str(), 0755) != 0 && errno != EEXIST)
      fail(it->string(), std::string("cannot create directory: ") + std::strerror(errno));
    created_dirs_.push_back(it->string());
  }
}

bool FileTransaction::is_staged_temp(const std::string& path) const {
  if (finished_) return false;
  for (const auto& s : steps_)
    if (!s.temp.empty() && s.temp == path) return true;
  return false;
}

void FileTransaction::write(const std::string& path, std::string_view content) {
  make_parents(path);
  std::string temp;
  try {
    temp = write_beside(path, content);
  } catch (const Error& e) {
    fail(path, e.diagnostics().front().message);
  }
  steps_.push_back({path, temp, "", "", false});
}

void FileTransaction::remove(const std::string& path, const std::string& keep_above) {
  steps_.push_back({path, "", "", keep_above, false});
}

void FileTransaction::commit() {
  for (auto& s : steps_) {
    if (exists_no_follow(s.target)) {
      s.backup = create_beside(s.target, "old");
      if (s.backup.empty()) fail(s.target, std::string("cannot set the old file aside: ") + std::strerror(errno));
      if (rename_file(s.target.c_str(), s.backup.c_str()) != 0) {
        int err = errno;
        ::unlink(s.backup.c_str());
        s.backup.clear();
        fail(s.target, std::string("cannot replace file: ") + std::strerror(err));
      }
    }
    if (!s.temp.empty() && rename_file(s.temp.c_str(), s.target.c_str()) != 0) {
      int err = errno;
      if (!s.backup.empty()) rename_file(s.backup.c_str(), s.target.c_str());  // this one back first
      s.backup.clear();
      fail(s.target, std::string("cannot replace file: ") + std::strerror(err));
    }
    s.done = true;
  }
  // Committed: drop the old files, and directories the removals left empty.
  for (const auto& s : steps_)
    if (!s.backup.empty()) ::unlink(s.backup.c_str());
  for (const auto& s : steps_) {
    if (!s.temp.empty()) continue;
    fs::path keep(s.keep_above);
    for (fs::path d = fs::path(s.target).parent_path(); !d.empty() && d != keep && d != d.parent_path();
         d = d.parent_path())
      if (::rmdir(d.c_str()) != 0) break;  // not empty (or gone): stop
  }
  finished_ = true;
}

void FileTransaction::rollback() noexcept {
  for (auto it = steps_.rbegin(); it != steps_.rend(); ++it) {
    Step& s = *it;
    if (s.done) {
      if (!s.temp.empty()) ::unlink(s.target.c_str());  // the new file
      if (!s.backup.empty()) std::rename(s.backup.c_str(), s.target.c_str());
    } else if (!s.temp.empty()) {
      ::unlink(s.temp.c_str());
    }
  }
  for (auto it = created_dirs_.rbegin(); it != created_dirs_.rend(); ++it) ::rmdir(it->c_str());
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
