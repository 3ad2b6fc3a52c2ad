// Per-language cases, as rust-bindgen keeps tests/headers <-> tests/expectations:
// each small header of tests/headers/cases/ generated for C++, Rust and Zig
// (no overlay, so only the header shapes them), and the files that spell the
// header's declarations kept in tests/golden/cases/<case>/<lang>/: how each
// language names, types, lays out and documents what the header declares. The
// rest of each output (runtime code, overlay-driven parts) is checked in full
// for v1.3 by `generate --check` of generated/ and compiled for every header.
// DLPACKGEN_UPDATE_GOLDEN=1 rewrites them and prints what changed.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>

#include "support/support.h"

namespace fs = std::filesystem;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;

namespace {

const std::string kGoldenDir = std::string(DLPACKGEN_SOURCE_DIR) + "/tests/golden/cases";

struct Case {
  const char* name;     // tests/headers/cases/<name>.h
  const char* targets;  // --target
};

// names: reserved words of each language; layout: what targets lay out
// differently; values: the ends of 64 bits and doc text each language escapes
// (one target: its unsigned enum's type differs on LLP64).
const Case kCases[] = {
    {"names", "x86_64-linux-gnu"},
    {"layout", "x86_64-linux-gnu,i686-linux-gnu,x86_64-pc-windows-msvc"},
    {"values", "x86_64-linux-gnu"},
};

// The files of each language that spell the header's declarations.
const std::vector<std::pair<std::string, std::vector<std::string>>> kFiles = {
    {"cpp", {"include/dlpack/enums.hpp", "include/dlpack/abi_asserts.h"}},
    {"rust", {"src/lib.rs", "src/layout.rs"}},
    {"zig", {"src/dlpack.zig", "src/layout.zig"}},
};

std::set<std::string> files_under(const std::string& dir) {
  std::set<std::string> out;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out.insert(fs::relative(e.path(), dir).string());
  return out;
}

}  // namespace

TEST_CASE("language cases: each tests/headers/cases header's declarations as C++, Rust and Zig spell them") {
  const bool update = std::getenv("DLPACKGEN_UPDATE_GOLDEN") != nullptr;
  std::set<std::string> headers;
  for (const auto& e : fs::directory_iterator(dlpackgen::test::test_header("cases")))
    if (e.path().extension() == ".h") headers.insert(e.path().stem().string());
  std::set<std::string> listed;
  for (const auto& c : kCases) listed.insert(c.name);
  CHECK_MESSAGE(headers == listed, "every header of tests/headers/cases is a case of kCases, and only those");

  for (const auto& c : kCases) {
    TempDir dir;
    std::string langs;
    for (const auto& [lang, files] : kFiles) langs += (langs.empty() ? "" : ",") + lang;
    auto r = run_dlpackgen({"generate", "--header", dlpackgen::test::test_header(std::string("cases/") + c.name + ".h"),
                            "--lang", langs, "--semantics", "none", "--target", c.targets, "--out", dir.path(), "-q"});
    REQUIRE_MESSAGE(r.exit_code == 0, c.name << ": " << r.err);
    CHECK_MESSAGE(r.err.empty(), c.name << ": " << r.err);
    const std::string golden_case = kGoldenDir + "/" + c.name;
    std::set<std::string> kept;
    for (const auto& [lang, files] : kFiles)
      for (const auto& f : files) {
        const std::string rel = lang + "/" + f;
        kept.insert(rel);
        REQUIRE_MESSAGE(fs::exists(dir.path() + "/" + rel), c.name << ": no output " << rel);
        const std::string why = dlpackgen::test::golden_mismatch(golden_case + "/" + rel, slurp(dir.path() + "/" + rel));
        CHECK_MESSAGE(why.empty(), c.name << ": " << why);
      }
    // A golden no longer produced: removed when updating, a failure otherwise.
    for (const auto& rel : files_under(golden_case)) {
      if (kept.count(rel)) continue;
      if (update) {
        fs::remove(golden_case + "/" + rel);
        std::cout << "removed " << golden_case << "/" << rel << "\n";
      } else {
        CHECK_MESSAGE(false, golden_case << "/" << rel << " is no longer produced (DLPACKGEN_UPDATE_GOLDEN=1 removes it)");
      }
    }
  }
}

TEST_CASE("language cases: the C++ outputs of every case compile") {
  const std::string cxx = std::getenv("CXX") ? std::getenv("CXX") : "c++";
  for (const auto& c : kCases) {
    TempDir dir;
    auto r = run_dlpackgen({"generate", "--header", dlpackgen::test::test_header(std::string("cases/") + c.name + ".h"),
                            "--lang", "cpp", "--semantics", "none", "--target", "x86_64-linux-gnu", "--out",
                            dir.path(), "-q"});
    REQUIRE_MESSAGE(r.exit_code == 0, c.name << ": " << r.err);
    const std::string header = dlpackgen::test::test_header(std::string("cases/") + c.name + ".h");
    const std::string tu = dir.write("tu.cpp", "#define DLPACK_CPP_C_HEADER \"" + header +
                                                   "\"\n#include <dlpack/all.hpp>\n#include <dlpack/abi_asserts.h>\n");
    auto cc = dlpackgen::test::run({cxx, "-std=c++17", "-fsyntax-only", "-Wall", "-Werror", "-I",
                                    dir.path() + "/cpp/include", tu});
    CHECK_MESSAGE(cc.exit_code == 0, c.name << ": " << cc.err);
  }
}
