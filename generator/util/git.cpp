#include "util/git.h"

#include <filesystem>
#include <string>
#include <vector>

#include "util/error.h"
#include "util/fs.h"
#include "util/process.h"

namespace dlpackgen::util {

namespace {

// Runs git with `args` (no shell), capturing stdout and stderr.
ProcessResult run_git(const std::vector<std::string>& args) {
  std::vector<std::string> argv = {"git"};
  argv.insert(argv.end(), args.begin(), args.end());
  return run_process(argv);
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
  ProcessResult repo = run_git({"rev-parse", "--git-dir"});
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
  ProcessResult type = run_git({"cat-file", "-t", "--end-of-options", arg});
  if (type.status != 0) throw Error(arg, "revision '" + rev + "' has no file '" + path + "'");
  if (first_line(type.out) != "blob") throw Error(arg, "'" + path + "' is a " + first_line(type.out) + " in revision '" + rev + "', not a file");
  // A symlink is a blob too (mode 120000) whose bytes are its target's name.
  // PATH is from the top of the repository unless it starts with ./ or ../.
  const bool from_cwd = path.rfind("./", 0) == 0 || path.rfind("../", 0) == 0;
  std::vector<std::string> ls = {"ls-tree"};
  if (!from_cwd) ls.push_back("--full-tree");
  ls.insert(ls.end(), {"--end-of-options", rev, "--", path});
  ProcessResult entry = run_git(ls);
  if (entry.status == 0 && entry.out.rfind("120000 ", 0) == 0) {
    ProcessResult target = run_git({"cat-file", "blob", "--end-of-options", arg});
    throw Error(arg, "'" + path + "' is a symbolic link in revision '" + rev + "' (to '" + first_line(target.out) +
                         "'), not a file: name the file it points to");
  }
  // The limit of files, checked before a byte of the blob is read.
  ProcessResult size = run_git({"cat-file", "-s", "--end-of-options", arg});
  if (size.status != 0) throw Error(arg, "cannot read: " + first_line(size.err));
  const std::string digits = first_line(size.out);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
    throw Error(arg, "cannot read: git gave no size for it");
  if (digits.size() > 12 || std::stoull(digits) > kMaxInputBytes)
    throw Error(arg, "is larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB, the limit for an input");
  ProcessResult blob = run_git({"cat-file", "blob", "--end-of-options", arg});
  if (blob.status != 0) throw Error(arg, "cannot read: " + first_line(blob.err));
  return Input{arg, std::filesystem::path(path).filename().string(), std::move(blob.out)};
}

}  // namespace dlpackgen::util
