// The `dlpackgen:` version pin of dlpackgen.yaml: parsed, checked before
// anything else, honoured by generate, upgrade, parse and check-config.
#include <doctest/doctest.h>

#include <filesystem>

#include "pipeline/version_pin.h"
#include "dlpackgen_version.h"
#include "support/support.h"

namespace fs = std::filesystem;
using dlpackgen::pipeline::parse_version_pin;
using dlpackgen::pipeline::satisfies;
using dlpackgen::pipeline::VersionPin;
using dlpackgen::test::header_path;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::TempDir;

namespace {

bool pin_accepts(const std::string& pin_text, const std::string& version) {
  VersionPin pin;
  const std::string why = parse_version_pin(pin_text, pin);
  REQUIRE_MESSAGE(why.empty(), pin_text << ": " << why);
  return satisfies(pin, version);
}

}  // namespace

TEST_CASE("version pin: each comparison on both sides of its bound") {
  CHECK(pin_accepts(">=0.2", "0.2.0"));
  CHECK_FALSE(pin_accepts(">=0.2", "0.1.9"));
  CHECK(pin_accepts(">0.2", "0.2.1"));
  CHECK_FALSE(pin_accepts(">0.2", "0.2.0"));
  CHECK(pin_accepts("<0.3", "0.2.99"));
  CHECK_FALSE(pin_accepts("<0.3", "0.3.0"));
  CHECK(pin_accepts("<=0.3", "0.3.0"));
  CHECK_FALSE(pin_accepts("<=0.3", "0.3.1"));
  CHECK(pin_accepts("0.1.0", "0.1.0"));  // a bare version is exact
  CHECK_FALSE(pin_accepts("0.1.0", "0.1.1"));
  CHECK(pin_accepts("==0.1", "0.1.0"));  // missing numbers are 0
  CHECK(pin_accepts("!=0.1.0", "0.1.1"));
  CHECK_FALSE(pin_accepts("!=0.1.0", "0.1.0"));
  CHECK(pin_accepts(" >=0.1 , <0.2 ", "0.1.5"));  // every clause must hold
  CHECK_FALSE(pin_accepts(">=0.1,<0.2", "0.2.0"));
  CHECK_FALSE(pin_accepts(">=0.1,<0.2", "0.0.9"));
  CHECK(pin_accepts(">=0.9", "0.10.0"));  // numbers, not text
}

TEST_CASE("version pin: what is not a requirement is refused with a reason") {
  for (const char* bad : {"", ",", ">=0.1,", "~=0.1", ">= 0.x", "0.1.2.3", "latest", ">=1234567", "=>0.1"}) {
    CAPTURE(bad);
    VersionPin pin;
    CHECK_FALSE(parse_version_pin(bad, pin).empty());
  }
}

TEST_CASE("version pin: a tool outside it stops with one line before anything is compared or written") {
  TempDir dir;
  const std::string want = "\">=99.0,<100\"";
  dir.write("dlpack.h", dlpackgen::test::slurp(header_path("v1.0")));
  // An unknown key too: a config written for a newer dlpackgen is explained by the pin alone.
  dir.write("dlpackgen.yaml", "header: dlpack.h\nlanguages: [cpp]\nout: generated\nfuture_key: 1\ndlpackgen: " + want +
                                  "\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"generate"}, {"generate", "--check"}, {"parse"}, {"check-config"},
        {"upgrade", header_path("v1.1")}}) {
    CAPTURE(args[0]);
    auto r = run_dlpackgen(args, dir.path());
    CHECK(r.exit_code == 2);
    CHECK(r.err == std::string("dlpackgen: error: dlpackgen.yaml:5:12: this repository wants dlpackgen >=99.0,<100, but "
                               "this is dlpackgen ") +
                       DLPACKGEN_VERSION + ": build and install a matching release (README, \"One version everywhere\")\n");
    CHECK_FALSE(fs::exists(dir.path() + "/generated"));
  }
  CHECK(dlpackgen::test::slurp(dir.path() + "/dlpack.h") == dlpackgen::test::slurp(header_path("v1.0")));
}

TEST_CASE("version pin: a tool inside it works as without; a malformed pin is a config error with its position") {
  TempDir dir;
  dir.write("dlpack.h", dlpackgen::test::slurp(header_path("v1.0")));
  dir.write("dlpackgen.yaml", std::string("dlpackgen: \"==") + DLPACKGEN_VERSION +
                                  "\"\nheader: dlpack.h\nlanguages: [cpp]\nout: generated\n");
  auto ok = run_dlpackgen({"check-config"}, dir.path());
  CHECK(ok.exit_code == 0);
  CHECK(ok.out == std::string("dlpackgen: dlpackgen.yaml is valid for dlpackgen ") + DLPACKGEN_VERSION +
                      " (it wants ==" + DLPACKGEN_VERSION + ")\n");
  auto gen = run_dlpackgen({"generate", "-q"}, dir.path());
  CHECK_MESSAGE(gen.exit_code == 0, gen.err);
  CHECK(fs::exists(dir.path() + "/generated/cpp/include/dlpack/dlpack.hpp"));

  dir.write("dlpackgen.yaml", "header: dlpack.h\ndlpackgen: latest\n");
  auto bad = run_dlpackgen({"check-config"}, dir.path());
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("dlpackgen.yaml:2:12: 'dlpackgen': 'latest' is not a comparison with a version") !=
        std::string::npos);
  auto none = run_dlpackgen({"check-config"}, dir.path() + "/generated");
  CHECK(none.exit_code == 2);
  CHECK(none.err == "dlpackgen: error: no dlpackgen.yaml here (run where it is, or pass --config FILE)\n");
}
