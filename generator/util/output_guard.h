// No output over an input: what a command reads is registered first, and every
// path it is told to write (or, with --prune, to clean) is checked against it
// before anything runs.
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::util {

class OutputGuard {
 public:
  /// Registers a file the command reads; `what` names it in messages ("the
  /// header"). `-` (standard input), `REV:PATH` (a file of a git revision) and
  /// paths that do not exist are not files on disk and are ignored.
  void add_input(const std::string& path, const std::string& what);
  /// Registers a directory the command reads (a template dir): nothing may be
  /// written inside it, and no cleaned directory may hold it.
  void add_input_dir(const std::string& path, const std::string& what);

  /// Registers a directory the same command writes (generate's and upgrade's
  /// output dir, as `option` names it): no other output may land inside it,
  /// where it would replace a generated file or be reported as extra.
  void add_output_dir(const std::string& path, const std::string& option);

  /// Throws util::Error (a usage error) unless writing the file `output`,
  /// given as `option` ("-o", "--report"), is safe: it is not an input (the
  /// same path, or another name of the same file: a symlink or hard link), not
  /// inside an input directory, not a directory, and not under a `.git` directory.
  void check_file(const std::string& output, const std::string& option) const;

  /// Throws util::Error unless the directory `dir` (given as `option`), whose
  /// files the command may replace or delete, holds no input, is not inside an
  /// input directory and is not under (or itself) a `.git` directory.
  void check_dir(const std::string& dir, const std::string& option) const;

 private:
  struct Input {
    std::string path;       // as given
    std::string canonical;  // absolute, symlinks resolved
    std::string what;
    bool is_dir = false;
  };
  std::vector<Input> inputs_;
  std::vector<Input> output_dirs_;  // `what` is the option that names the dir
};

}  // namespace dlpackgen::util
