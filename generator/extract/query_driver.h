// The C and C++ libraries' include directories, asked of a C compiler as
// clangd's --query-driver does: `DRIVER -E -x c|c++ -v /dev/null` lists the
// directories it searches for `#include <...>` and the target it compiles for.
//
// dlpackgen reads headers freestanding, so a schema depends on nothing the
// machine has installed. A header that includes a library (<stdio.h>,
// <string>, <fmt/core.h>) cannot be read that way; for it, and only for it,
// extract asks a compiler for its directories (Options::query_driver), uses
// them for the target that compiler serves, and says so in one warning.
#pragma once

#include <string>
#include <vector>

#include "extract/parse_facts.h"

namespace dlpackgen::extract::detail {

struct DriverDirs {
  std::string driver;             // the program asked, as given ("c++", "/usr/bin/g++-12")
  std::string target;             // the target it compiles for (its `Target:` line)
  std::vector<std::string> dirs;  // its include dirs in its order, the compiler's own headers dropped
  std::string why_none;           // why `dirs` is empty: it did not run, failed, or listed none
};

/// Asks `driver` (a program name or path, optionally followed by arguments
/// separated by spaces, as `$CC` may be) for its include directories in
/// `mode`. The directories of the compiler's own headers (those holding
/// stddef.h: GCC's and Clang's resource dirs, which dlpackgen's Clang brings
/// itself) and `include-fixed` are dropped; the rest are made absolute and
/// normal. Asked once per process for each driver and mode.
DriverDirs ask_driver(const std::string& driver, Mode mode);

/// Whether a compiler that says `reported` (x86_64-linux-gnu,
/// x86_64-pc-linux-gnu) compiles for `triple`: the same architecture,
/// operating system and environment (vendors are ignored).
bool serves_target(const std::string& reported, const std::string& triple);

/// The compilers to ask for `triple` in `mode` under a query_driver setting,
/// in order (the first that serves the target is used): for "" and "auto",
/// `$CC` or `cc` (C), `$CXX` or `c++` (C++), then `TRIPLE-gcc` / `TRIPLE-g++`;
/// for "none", none; for anything else, that program.
std::vector<std::string> drivers_for(const std::string& setting, const std::string& triple, Mode mode);

/// The first compiler of drivers_for() that serves `triple` and lists
/// directories; its `dirs` empty (and `why_none` naming each one asked) when
/// none does.
DriverDirs library_dirs_for(const std::string& setting, const std::string& triple, Mode mode);

}  // namespace dlpackgen::extract::detail
