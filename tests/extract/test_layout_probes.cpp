// Every fact the Model claims about every real header, on every default target,
// checked by the real clang driver compiling static assertions.
#include <doctest/doctest.h>

#include <filesystem>

#include "extract_helpers.h"

namespace dt = dlpackgen::test;
using namespace dlpackgen;

namespace {

// Extracts `header` for the default targets and compiles a C and a C++ probe per target.
void check_with_probes(const std::string& header) {
  CAPTURE(header);
  const model::Model m = extract::extract_header(header);
  REQUIRE(m.targets.size() == model::default_targets().size());
  const std::string absolute = std::filesystem::absolute(header).string();
  dt::TempDir dir;
  for (const model::TargetInfo& target : m.targets) {
    CAPTURE(target.triple);
    const std::string c = dir.write("probe.c", dt::c_probe(m, absolute, target.triple));
    const dt::RunResult rc = dt::compile_probe(c, target.triple, false);
    CHECK_MESSAGE(rc.exit_code == 0, "C probe failed:\n" << rc.err);
    const std::string cxx = dir.write("probe.cpp", dt::cxx_probe(m, absolute, target.triple));
    const dt::RunResult rcxx = dt::compile_probe(cxx, target.triple, true);
    CHECK_MESSAGE(rcxx.exit_code == 0, "C++ probe failed:\n" << rcxx.err);
  }
}

}  // namespace

TEST_CASE("layout probes: every real header on every default target agrees with clang") {
  const std::vector<std::string> headers = dt::all_headers();
  REQUIRE(headers.size() >= 13);
  for (const std::string& header : headers) check_with_probes(header);
}

TEST_CASE("layout probes: the project's vendored-style headers agree with clang on every default target") {
  const std::vector<std::string> all = dt::lang_headers();
  const std::vector<std::string> real = dt::all_headers();
  REQUIRE(all.size() > real.size());
  for (size_t i = real.size(); i < all.size(); ++i) check_with_probes(all[i]);
}

TEST_CASE("layout probes: the feature header agrees with clang on every default target") {
  check_with_probes(dt::test_header("extract_features.h"));
}

TEST_CASE("layout probes: a probe asserting a wrong size fails, so the probes can fail") {
  model::Model m = extract::extract_header(dt::header_path("v1.3-torch"), {{"x86_64-linux-gnu"}, {}});
  REQUIRE(m.find_struct("DLTensor") != nullptr);
  for (model::Struct& s : m.structs)
    if (s.name == "DLTensor") s.layout["x86_64-linux-gnu"].size += 8;
  dt::TempDir dir;
  const std::string absolute = std::filesystem::absolute(dt::header_path("v1.3-torch")).string();
  const std::string c = dir.write("probe.c", dt::c_probe(m, absolute, "x86_64-linux-gnu"));
  const dt::RunResult r = dt::compile_probe(c, "x86_64-linux-gnu", false);
  CHECK(r.exit_code != 0);
  CHECK(r.err.find("sizeof DLTensor") != std::string::npos);
}

TEST_CASE("layout probes: a probe claiming a wrong aliased entity fails, in C and in C++") {
  const std::string header = dt::test_header("extract_features.h");
  model::Model m = extract::extract_header(header, {{"x86_64-linux-gnu"}, {}});
  bool changed = false;
  for (model::Alias& a : m.aliases)
    if (a.name == "DLSignedAlias") a.type.name = "DLSmall", changed = true;
  REQUIRE(changed);
  dt::TempDir dir;
  const std::string absolute = std::filesystem::absolute(header).string();
  const std::string c = dir.write("probe.c", dt::c_probe(m, absolute, "x86_64-linux-gnu"));
  const dt::RunResult r = dt::compile_probe(c, "x86_64-linux-gnu", false);
  CHECK(r.exit_code != 0);
  CHECK(r.err.find("DLSignedAlias is an alias of DLSmall") != std::string::npos);
  const std::string cxx = dir.write("probe.cpp", dt::cxx_probe(m, absolute, "x86_64-linux-gnu"));
  const dt::RunResult rcxx = dt::compile_probe(cxx, "x86_64-linux-gnu", true);
  CHECK(rcxx.exit_code != 0);
  CHECK(rcxx.err.find("DLSignedAlias is an alias of DLSmall") != std::string::npos);
}
