#include "cli/command.h"

#include <iostream>

#include "extract/targets.h"
#include "util/error.h"

namespace dlpackgen::cli {

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
}

void print_error(const std::exception& error) {
  if (const auto* e = dynamic_cast<const util::Error*>(&error)) {
    for (const auto& d : e->diagnostics()) std::cerr << "dlpackgen: error: " << d.str() << "\n";
  } else {
    std::cerr << "dlpackgen: error: " << error.what() << "\n";
  }
}

}  // namespace dlpackgen::cli
