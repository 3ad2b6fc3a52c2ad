#include "util/dir_fd.h"

#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "util/error.h"
#include "util/fs.h"

namespace dlpackgen::util {

Fd::~Fd() {
  if (fd_ >= 0) ::close(fd_);
}

std::shared_ptr<Fd> DirsBelow::find(const std::string& rel) const {
  for (const auto& [r, fd] : open_)
    if (r == rel) return fd;
  return nullptr;
}

std::string DirsBelow::display(const std::string& rel) const { return rel.empty() ? root_.path : path_join(root_.path, rel); }

std::shared_ptr<Fd> DirsBelow::handle(const std::string& rel) {
  if (auto fd = find(rel)) return fd;
  const int fd = open(rel);
  if (rel.empty()) {
    // The root is not owned here: a duplicate is.
    const int dup = ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (dup < 0) throw Error(root_.path, std::string("cannot open: ") + std::strerror(errno));
    return std::make_shared<Fd>(dup);
  }
  return find(rel);
}

int DirsBelow::open(const std::string& rel, std::vector<std::pair<std::shared_ptr<Fd>, std::string>>* created) {
  if (rel.empty()) return root_.fd;
  if (auto fd = find(rel)) return fd->get();
  // The parent first (every prefix is kept open), then this one component.
  const size_t slash = rel.rfind('/');
  const std::string parent = slash == std::string::npos ? "" : rel.substr(0, slash);
  const std::string name = slash == std::string::npos ? rel : rel.substr(slash + 1);
  if (name.empty() || name == "." || name == "..")
    throw Error(display(rel), "not a plain directory name below " + root_.path);
  const int parent_fd = open(parent, created);
  int fd = ::openat(parent_fd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 && errno == ENOENT && created) {
    const bool made = ::mkdirat(parent_fd, name.c_str(), 0755) == 0;
    if (!made && errno != EEXIST)
      throw Error(display(rel), std::string("cannot create directory: ") + std::strerror(errno));
    if (made) created->emplace_back(handle(parent), name);
    fd = ::openat(parent_fd, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  }
  if (fd < 0) {
    const int err = errno;
    struct stat st;
    if ((err == ELOOP || err == ENOTDIR) && ::fstatat(parent_fd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
      if (S_ISLNK(st.st_mode))
        throw Error(display(rel), "is a symlink: below the output dir " + root_.path +
                                      ", outputs are written through real directories only, never through a symlink");
      if (!S_ISDIR(st.st_mode)) throw Error(display(rel), "is not a directory, and an output goes inside it");
      throw Error(display(rel), "was replaced while dlpackgen opened it (another process moved it meanwhile)");
    }
    throw Error(display(rel), std::string("cannot open directory: ") + std::strerror(err));
  }
  auto held = std::make_shared<Fd>(fd);
  open_.emplace_back(rel, held);
  return fd;
}

std::string create_unique(int dir_fd, const std::string& name, const char* kind, int* fd_out) {
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (int attempt = 0; attempt < 100; ++attempt) {
    unsigned char random[6];
    if (::getrandom(random, sizeof random, 0) != static_cast<ssize_t>(sizeof random)) {
      // No entropy source: the pid and a counter still make the name unique enough for O_EXCL to settle it.
      static unsigned counter = 0;
      const unsigned long v = static_cast<unsigned long>(::getpid()) * 7919u + counter++;
      for (size_t i = 0; i < sizeof random; ++i) random[i] = static_cast<unsigned char>(v >> (i * 5));
    }
    std::string candidate = "." + name + "." + kind + "-";
    for (unsigned char r : random) candidate += letters[r % 62];
    const int fd = ::openat(dir_fd, candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd >= 0) {
      if (fd_out) *fd_out = fd;
      else ::close(fd);
      return candidate;
    }
    if (errno != EEXIST) return "";
  }
  errno = EEXIST;
  return "";
}

// Writes all of `content` to `fd`; 0, or the errno of the failed write.
int write_all(int fd, std::string_view content) {
  const char* p = content.data();
  size_t left = content.size();
  while (left > 0) {
    ssize_t w = ::write(fd, p, left);
    if (w < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    p += w;
    left -= static_cast<size_t>(w);
  }
  return 0;
}

std::string write_unique(int dir_fd, const std::string& name, std::string_view content, const std::string& target,
                         bool sync) {
  int fd = -1;
  std::string temp = create_unique(dir_fd, name, "tmp", &fd);
  if (temp.empty()) throw Error(target, std::string("cannot create temporary file: ") + std::strerror(errno));
  int err = write_all(fd, content);
  if (err == 0 && ::fchmod(fd, 0644) != 0) err = errno;  // created 0600: outputs are 0644 whatever the umask
  if (err == 0 && sync && ::fsync(fd) != 0) err = errno;
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err != 0) {
    ::unlinkat(dir_fd, temp.c_str(), 0);
    throw Error(target, std::string("write failed: ") + std::strerror(err));
  }
  return temp;
}

}  // namespace dlpackgen::util
