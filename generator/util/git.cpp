#include "util/git.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "util/error.h"
#include "util/fs.h"

extern char** environ;

namespace dlpackgen::util {

namespace {

struct Result {
  int status = -1;  // exit status, -1 when it could not run
  std::string out, err;
};

// Runs git with `args` (no shell), capturing stdout and stderr.
Result run_git(const std::vector<std::string>& args) {
  Result r;
  int out[2], err[2];
  if (pipe2(out, O_CLOEXEC) != 0) return r;
  if (pipe2(err, O_CLOEXEC) != 0) {
    close(out[0]);
    close(out[1]);
    return r;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err[1], 2);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  std::vector<std::string> argv_s = {"git"};
  argv_s.insert(argv_s.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  int rc = posix_spawnp(&pid, "git", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  close(err[1]);
  if (rc != 0) {
    close(out[0]);
    close(err[0]);
    r.err = std::strerror(rc);
    return r;
  }
  pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  std::string* bufs[2] = {&r.out, &r.err};
  int open_fds = 2;
  char chunk[65536];
  while (open_fds > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
      if (n > 0) {
        bufs[i]->append(chunk, static_cast<size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open_fds;
      }
    }
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string first_line(std::string s) {
  if (auto nl = s.find('\n'); nl != std::string::npos) s.resize(nl);
  return s;
}

}  // namespace

std::optional<std::pair<std::string, std::string>> split_rev_path(const std::string& arg) {
  std::error_code ec;
  if (std::filesystem::exists(arg, ec)) return std::nullopt;
  // As git reads REV:PATH: the first ':' outside the braces of a revision's
  // `^{...}` suffix (`HEAD^{/fix: a:b}:dlpack.h` is HEAD^{/fix: a:b} and dlpack.h).
  size_t colon = std::string::npos;
  int depth = 0;
  for (size_t i = 0; i < arg.size(); ++i) {
    if (arg[i] == '{' && i > 0 && arg[i - 1] == '^') {
      ++depth;
    } else if (arg[i] == '}' && depth > 0) {
      --depth;
    } else if (arg[i] == ':' && depth == 0) {
      colon = i;
      break;
    }
  }
  if (colon == std::string::npos || colon == 0 || colon + 1 == arg.size()) return std::nullopt;
  return std::make_pair(arg.substr(0, colon), arg.substr(colon + 1));
}

Input read_input(const std::string& arg) {
  auto spec = split_rev_path(arg);
  if (!spec) {
    Input in{arg, std::filesystem::path(arg).filename().string(), read_file(arg)};
    return in;
  }
  const auto& [rev, path] = *spec;
  Result repo = run_git({"rev-parse", "--git-dir"});
  if (repo.status == -1)
    throw Error(arg, "cannot run git to read a revision" + (repo.err.empty() ? "" : ": " + first_line(repo.err)));
  if (repo.status != 0) {
    // git's own reason when it is not "not a git repository" (a repository
    // owned by another user: "detected dubious ownership", safe.directory).
    std::string why = first_line(repo.err);
    if (why.rfind("fatal: ", 0) == 0) why = why.substr(7);
    if (why.empty() || why.find("not a git repository") != std::string::npos)
      throw Error(arg, "no such file, and the working directory is not in a git repository to read it from");
    throw Error(arg, "no such file, and git refuses to read the repository of the working directory: " + why);
  }
  if (run_git({"rev-parse", "--verify", "--quiet", "--end-of-options", rev + "^{tree}"}).status != 0)
    throw Error(arg, "unknown revision '" + rev + "'");
  Result type = run_git({"cat-file", "-t", "--end-of-options", arg});
  if (type.status != 0) throw Error(arg, "revision '" + rev + "' has no file '" + path + "'");
  if (first_line(type.out) != "blob") throw Error(arg, "'" + path + "' is a " + first_line(type.out) + " in revision '" + rev + "', not a file");
  // A symlink is a blob too (mode 120000) whose bytes are its target's name.
  // PATH is from the top of the repository unless it starts with ./ or ../.
  const bool from_cwd = path.rfind("./", 0) == 0 || path.rfind("../", 0) == 0;
  std::vector<std::string> ls = {"ls-tree"};
  if (!from_cwd) ls.push_back("--full-tree");
  ls.insert(ls.end(), {"--end-of-options", rev, "--", path});
  Result entry = run_git(ls);
  if (entry.status == 0 && entry.out.rfind("120000 ", 0) == 0) {
    Result target = run_git({"cat-file", "blob", "--end-of-options", arg});
    throw Error(arg, "'" + path + "' is a symbolic link in revision '" + rev + "' (to '" + first_line(target.out) +
                         "'), not a file: name the file it points to");
  }
  // The limit of files, checked before a byte of the blob is read.
  Result size = run_git({"cat-file", "-s", "--end-of-options", arg});
  if (size.status != 0) throw Error(arg, "cannot read: " + first_line(size.err));
  const std::string digits = first_line(size.out);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
    throw Error(arg, "cannot read: git gave no size for it");
  if (digits.size() > 12 || std::stoull(digits) > kMaxInputBytes)
    throw Error(arg, "is larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB, the limit for an input");
  Result blob = run_git({"cat-file", "blob", "--end-of-options", arg});
  if (blob.status != 0) throw Error(arg, "cannot read: " + first_line(blob.err));
  return Input{arg, std::filesystem::path(path).filename().string(), std::move(blob.out)};
}

}  // namespace dlpackgen::util
