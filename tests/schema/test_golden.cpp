// Golden schemas: each small header of the project's own (tests/headers/) with
// the schema `dlpackgen parse` writes for it, or the one-line error it stops
// with, kept in tests/golden/schema/. A mismatch prints the diff;
// DLPACKGEN_UPDATE_GOLDEN=1 rewrites them.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "support/support.h"

namespace fs = std::filesystem;

TEST_CASE("golden: the schema (or the error) of every header in tests/headers and tests/headers/lang") {
  const std::string golden_dir = std::string(DLPACKGEN_SOURCE_DIR) + "/tests/golden/schema";
  std::vector<fs::path> inputs;
  for (const std::string& dir : {std::string(DLPACKGEN_TEST_HEADERS_DIR), std::string(DLPACKGEN_TEST_HEADERS_DIR) + "/lang"})
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".h") inputs.push_back(e.path());
  std::sort(inputs.begin(), inputs.end(),
            [](const fs::path& a, const fs::path& b) { return a.filename() < b.filename(); });
  REQUIRE(inputs.size() >= 11);
  for (const auto& h : inputs) {
    CAPTURE(h.string());
    // Run from the header's dir so that diagnostics name the file, not this machine's path.
    // Freestanding (no compiler asked for a library): the same on every machine.
    auto r = dlpackgen::test::run_dlpackgen({"parse", h.filename().string(), "--query-driver", "none"},
                                            h.parent_path().string());
    std::string actual, golden;
    if (r.exit_code == 0) {
      actual = r.out;
      golden = golden_dir + "/" + h.stem().string() + ".yaml";
    } else {
      actual = "exit " + std::to_string(r.exit_code) + "\n" + r.err;
      golden = golden_dir + "/" + h.stem().string() + ".error";
    }
    const std::string why = dlpackgen::test::golden_mismatch(golden, actual);
    CHECK_MESSAGE(why.empty(), why);
  }
}
