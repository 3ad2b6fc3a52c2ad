#include "util/output_guard.h"

#include <filesystem>

#include "util/error.h"
#include "util/git.h"

namespace fs = std::filesystem;

namespace dlpackgen::util {

namespace {

// Absolute, with the symlinks of its existing part resolved ("" when that fails).
std::string resolved(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
  return ec ? std::string() : p.lexically_normal().string();
}

bool under_git_dir(const std::string& canonical) {
  for (const auto& part : fs::path(canonical))
    if (part == ".git") return true;
  return false;
}

bool inside(const std::string& dir, const std::string& path) {
  if (dir.empty() || path.size() <= dir.size() || path.compare(0, dir.size(), dir) != 0) return false;
  return dir.back() == '/' || path[dir.size()] == '/';
}

}  // namespace

void OutputGuard::add_input(const std::string& path, const std::string& what) {
  if (path.empty() || path == "-" || split_rev_path(path)) return;
  std::error_code ec;
  if (!fs::exists(path, ec)) return;
  inputs_.push_back({path, resolved(path), what, false});
}

void OutputGuard::add_input_dir(const std::string& path, const std::string& what) {
  std::error_code ec;
  if (path.empty() || !fs::is_directory(path, ec)) return;
  inputs_.push_back({path, resolved(path), what, true});
}

void OutputGuard::add_output_dir(const std::string& path, const std::string& option) {
  if (path.empty()) return;
  output_dirs_.push_back({path, resolved(path), option, true});
}

void OutputGuard::check_file(const std::string& output, const std::string& option) const {
  if (output.empty() || output == "-") return;
  std::error_code ec;
  if (fs::is_directory(output, ec))
    throw Error(option + " " + output + ": is a directory; give the file to write");
  const std::string target = resolved(output);
  if (under_git_dir(target))
    throw Error(option + " " + output + ": is inside a .git directory; refusing to write there");
  for (const auto& in : inputs_) {
    if (in.is_dir) {
      if (inside(in.canonical, target) || target == in.canonical)
        throw Error(option + " " + output + ": is inside " + in.what + " (" + in.path +
                    "), which this command reads; give another output path");
      continue;
    }
    const bool same = (!target.empty() && target == in.canonical) || fs::equivalent(output, in.path, ec);
    if (same)
      throw Error(option + " " + output + ": is " + in.what + " (" + in.path +
                  "), which this command reads; give another output path");
  }
  for (const auto& out : output_dirs_)
    if (!target.empty() && (inside(out.canonical, target) || target == out.canonical))
      throw Error(option + " " + output + ": is inside the output dir " + out.path + " (" + out.what +
                  "), whose files this command writes; give a path outside it");
}

void OutputGuard::check_dir(const std::string& dir, const std::string& option) const {
  const std::string target = resolved(dir);
  if (under_git_dir(target))
    throw Error(option + " " + dir + ": is inside a .git directory; refusing to write there");
  for (const auto& in : inputs_) {
    if (in.is_dir && inside(in.canonical, target))
      throw Error(option + " " + dir + ": is inside " + in.what + " (" + in.path +
                  "), which this command reads; give another output dir");
    if (inside(target, in.canonical) || target == in.canonical)
      throw Error(option + " " + dir + ": holds " + in.what + " (" + in.path +
                  "), which this command reads, and the files it writes or deletes there could replace it; "
                  "give another output dir");
  }
}

}  // namespace dlpackgen::util
