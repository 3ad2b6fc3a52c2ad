// dlpackgen history: the command line.
#include <doctest/doctest.h>

#include <fstream>

#include "schema/schema.h"
#include "support/support.h"

using namespace dlpackgen;

namespace {

std::vector<std::string> real_series() {
  std::vector<std::string> out;
  for (const char* v : {"v0.1", "v0.2", "v0.3", "v0.4", "v0.5", "v0.6", "v0.7", "v0.8", "v1.0", "v1.1", "v1.1-trn",
                        "v1.1-exchange-api", "v1.3-torch"})
    out.push_back(test::header_path(v));
  return out;
}

}  // namespace

TEST_CASE("history -o writes the newest schema with since/renamed/removed") {
  test::TempDir dir;
  std::string out = dir.path() + "/schema/dlpack.yaml";
  std::vector<std::string> args{"history"};
  for (const auto& h : real_series()) args.push_back(h);
  args.insert(args.end(), {"-o", out});
  auto r = test::run_dlpackgen(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.out.empty());
  model::Model m = schema::load_file(out);
  CHECK(m.header.version.str() == "1.3");
  CHECK(m.history_versions.front() == "0.1");
  CHECK(m.history_versions.back() == "1.3");
  CHECK(m.find_struct("DLManagedTensorVersioned")->history.since == "1.0");
  for (const auto& e : m.find_enum("DLDeviceType")->enumerators) {
    CHECK_FALSE(e.history.since.empty());
    if (e.name == "kDLTrn") CHECK(e.history.since == "1.1");
    if (e.name == "kDLCUDAManaged") CHECK(e.history.since == "0.6");
  }
  bool gone = false;
  for (const auto& x : m.removed) gone |= x.name == "DLPACK_VERSION" && x.removed_in == "1.0";
  CHECK(gone);

  // The same series through stdout, and schemas as inputs give the same history.
  std::vector<std::string> to_stdout{"history"};
  for (const auto& h : real_series()) to_stdout.push_back(h);
  auto s = test::run_dlpackgen(to_stdout);
  REQUIRE(s.exit_code == 0);
  CHECK(s.out == test::slurp(out));
}

TEST_CASE("history accepts schemas and a single input") {
  test::TempDir dir;
  std::string yaml = dir.path() + "/v1.0.yaml";
  REQUIRE(test::run_dlpackgen({"parse", test::header_path("v1.0"), "-o", yaml}).exit_code == 0);
  auto r = test::run_dlpackgen({"history", yaml, test::header_path("v1.1")});
  REQUIRE(r.exit_code == 0);
  model::Model m = schema::from_yaml(r.out, "stdout");
  CHECK(m.history_versions == std::vector<std::string>{"1.0", "1.1"});
  for (const auto& e : m.find_enum("DLDataTypeCode")->enumerators)
    if (e.name == "kDLFloat8_e3m4") CHECK(e.history.since == "1.1");
  auto one = test::run_dlpackgen({"history", test::header_path("v0.8")});
  REQUIRE(one.exit_code == 0);
  CHECK(schema::from_yaml(one.out, "stdout").find_struct("DLTensor")->history.since == "0.8");
}

TEST_CASE("history --target lays the series out for the chosen targets only") {
  auto r = test::run_dlpackgen({"history", "--target", "x86_64-linux-gnu", test::header_path("v1.1"),
                                test::header_path("v1.1-trn"), "-o", "-"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  model::Model m = schema::from_yaml(r.out, "stdout");
  REQUIRE(m.targets.size() == 1);
  CHECK(m.targets[0].triple == "x86_64-linux-gnu");
  CHECK(m.history_versions == std::vector<std::string>{"1.1"});
}

TEST_CASE("history records aliases: typedef DLDevice DLContext appears in 0.4") {
  auto r = test::run_dlpackgen({"history", test::header_path("v0.3"), test::header_path("v0.4")});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  model::Model m = schema::from_yaml(r.out, "stdout");
  const auto* alias = m.find_alias("DLContext");
  REQUIRE(alias);
  CHECK(alias->history.since == "0.4");
  const auto* device = m.find_struct("DLDevice");
  REQUIRE(device);
  CHECK(device->history.since == "0.3");
  CHECK(device->history.renamed_from == "DLContext");
  CHECK(device->history.renamed_in == "0.4");
}

TEST_CASE("history error paths") {
  test::TempDir dir;
  auto none = test::run_dlpackgen({"history"});
  CHECK(none.exit_code == 2);
  auto missing = test::run_dlpackgen({"history", test::header_path("v1.0"), dir.path() + "/missing.h"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("dlpackgen: error: " + dir.path() + "/missing.h") != std::string::npos);
  // Nothing is written when an input fails.
  std::string out = dir.path() + "/out.yaml";
  auto failed = test::run_dlpackgen({"history", dir.path() + "/missing.h", "-o", out});
  CHECK(failed.exit_code == 2);
  CHECK_FALSE(std::ifstream(out).good());
}
