// Inputs named `REV:PATH`: a file as a git revision holds it, read from the
// object database (as `git show REV:PATH` would), without a checkout.
#pragma once

#include <optional>
#include <string>

namespace dlpackgen::util {

/// An input argument: a file on disk, or a file in a git revision.
struct Input {
  std::string display;  // how diagnostics name it: the path, or "REV:PATH"
  std::string name;     // the file's own name ("dlpack.h"), for the schema's header.file
  std::string bytes;
};

/// Splits `arg` into (REV, PATH) when it names a file in a git revision: it is
/// not an existing file, and it has a ':' with text on both sides
/// ("origin/main:third_party/dlpack.h", "HEAD~1:./dlpack.h"). PATH is relative
/// to the repository's top (or to the working directory when it starts with
/// "./" or "../"), as git reads it.
std::optional<std::pair<std::string, std::string>> split_rev_path(const std::string& arg);

/// Reads `arg`: from disk, or with `git cat-file` from the repository of the
/// working directory. Throws util::Error with one line: not a git repository,
/// an unknown revision, a path the revision does not hold (each naming
/// REV:PATH), a file larger than kMaxInputBytes (its size asked of git before
/// it is read), git missing, or the file errors of util::read_file.
Input read_input(const std::string& arg);

}  // namespace dlpackgen::util
