#include "cli/command.h"

#include <cstdlib>
#include <iostream>

#include "extract/targets.h"
#include "util/error.h"

namespace dlpackgen::cli {

void add_lock_timeout_option(CLI::App* sub, double& seconds) {
  sub->add_option("--lock-timeout", seconds,
                  "Seconds to wait for another dlpackgen that holds the output dir's lock, then give up "
                  "(exit 2, nothing changed; default: wait for as long as it takes)")
      ->check(CLI::Validator(
          [](std::string& text) {
            char* end = nullptr;
            const double v = std::strtod(text.c_str(), &end);
            const bool ok = !text.empty() && end && *end == '\0' && v >= 0 && v <= 1e9;
            return ok ? std::string() : text + " is not a number of seconds, 0 or more";
          },
          "SECONDS"));
}

void add_extract_options(CLI::App* sub, extract::Options& options) {
  sub->add_option("--target", options.targets,
                  "Target triple to lay out for (repeatable or comma-separated; default: all default targets)")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->check(CLI::Validator(
          [](std::string& triple) {
            return extract::known_target(triple) ? std::string() : "unknown target triple '" + triple + "'";
          },
          "TRIPLE"));
  // One value per occurrence, so that `--target T IN OUT` does not take IN and OUT as targets.
  sub->add_option("--clang-arg", options.clang_args,
                  "Extra argument for Clang, e.g. -DNAME=1 (repeatable)")
      ->allow_extra_args(false)
      ->check(CLI::Validator(
          [](std::string& arg) {
            std::string why = extract::refused_clang_arg(arg);
            return why.empty() ? why : "'" + arg + "' " + why;
          },
          "ARG"));
  sub->add_option("--query-driver", options.query_driver,
                  "C compiler to ask for a library's include directories when the header includes one "
                  "(its target only): auto (default: $CC/cc and $CXX/c++, TRIPLE-gcc/TRIPLE-g++), none, or a "
                  "program")
      ->allow_extra_args(false)
      ->check(CLI::Validator(
          [](std::string& v) {
            return v.empty() ? std::string("an empty --query-driver: use auto, none or a C compiler") : std::string();
          },
          "DRIVER"));
  sub->add_option("-j,--jobs", options.jobs,
                  "Threads to use: the header's Clang runs, and in generate the languages rendered at once "
                  "(default: one per core, and one language at a time for a header of over 5,000 "
                  "declarations; 1 holds one language's outputs in memory at a time)")
      ->check(CLI::Range(1u, 1024u));
}

void print_error(const std::exception& error) {
  if (const auto* e = dynamic_cast<const util::Error*>(&error)) {
    for (const auto& d : e->diagnostics()) std::cerr << "dlpackgen: error: " << d.str() << "\n";
  } else {
    std::cerr << "dlpackgen: error: " << error.what() << "\n";
  }
}

}  // namespace dlpackgen::cli
