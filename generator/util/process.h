// Running another program (git, a C compiler asked for its include paths)
// without a shell, its output captured.
#pragma once

#include <string>
#include <vector>

namespace dlpackgen::util {

struct ProcessResult {
  int status = -1;  // exit status; -1 when it could not start or was killed by a signal
  std::string out, err;
};

/// Runs argv[0] (looked up on PATH when it has no '/') with argv, standard
/// input /dev/null, and returns its exit status, standard output and standard
/// error. Never throws for the program: a program that cannot start gives
/// status -1 and the reason in `err`.
ProcessResult run_process(const std::vector<std::string>& argv);

}  // namespace dlpackgen::util
