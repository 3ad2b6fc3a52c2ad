// Writing outputs, comparing them (--check) and the unified diff.
#include <doctest/doctest.h>

#include <filesystem>
#include <random>
#include <thread>

#include "render/output.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;
using dlpackgen::test::run;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

TEST_CASE("unified diff: format of a small change") {
  std::string a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n";
  std::string b = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n";
  CHECK(render::unified_diff(a, b, "a/f", "b/f") ==
        "--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
  CHECK(render::unified_diff(a, a, "a/f", "b/f").empty());
  CHECK(render::unified_diff("", "x\n", "/dev/null", "b/f") == "--- /dev/null\n+++ b/f\n@@ -0,0 +1 @@\n+x\n");
  CHECK(render::unified_diff("x\ny\n", "", "a/f", "/dev/null") == "--- a/f\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-x\n-y\n");
  CHECK(render::unified_diff("x", "x\n", "a", "b") ==
        "--- a\n+++ b\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n");
}

TEST_CASE("unified diff: random edits apply cleanly with patch(1)") {
  std::mt19937 rng(12345);
  TempDir dir;
  for (int round = 0; round < 40; ++round) {
    std::vector<std::string> lines;
    int n = static_cast<int>(rng() % 60);
    for (int i = 0; i < n; ++i) lines.push_back("line " + std::to_string(rng() % 12) + "\n");
    std::string from;
    for (const auto& l : lines) from += l;
    // Random inserts, deletes and replacements.
    for (int e = 0, edits = static_cast<int>(rng() % 8); e < edits; ++e) {
      size_t at = lines.empty() ? 0 : rng() % (lines.size() + 1);
      switch (rng() % 3) {
        case 0: lines.insert(lines.begin() + static_cast<long>(at), "new " + std::to_string(e) + "\n"); break;
        case 1: if (at < lines.size()) lines.erase(lines.begin() + static_cast<long>(at)); break;
        default: if (at < lines.size()) lines[at] = "changed " + std::to_string(e) + "\n"; break;
      }
    }
    std::string to;
    for (const auto& l : lines) to += l;
    std::string d = render::unified_diff(from, to, "a/f.txt", "b/f.txt", static_cast<int>(rng() % 4));
    if (from == to) {
      CHECK(d.empty());
      continue;
    }
    std::string file = dir.write("f.txt", from);
    std::string patch = dir.write("p.diff", d);
    auto r = run({"patch", "-s", "--posix", file, patch});
    REQUIRE_MESSAGE(r.exit_code == 0, r.out << r.err << d);
    CHECK_MESSAGE(slurp(file) == to, d);
  }
}

TEST_CASE("compare and write: fresh, stale, missing, extra; unchanged files untouched") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  std::vector<render::OutputFile> files = {{"c", "c/a.h", "A\n", "t/a"}, {"c", "c/sub/b.h", "B\n", "t/b"}};

  auto first = render::write_outputs(out, files, {"c"}, false);
  CHECK(first.written == std::vector<std::string>{"c/a.h", "c/sub/b.h"});
  CHECK(slurp(out + "/c/sub/b.h") == "B\n");
  auto mtime = fs::last_write_time(out + "/c/a.h");

  for (const auto& s : render::compare_outputs(out, files, {"c"})) CHECK(s.state == render::FileState::Fresh);

  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  auto second = render::write_outputs(out, files, {"c"}, false);
  CHECK(second.written.empty());
  CHECK(second.unchanged.size() == 2);
  CHECK(fs::last_write_time(out + "/c/a.h") == mtime);

  dir.write("out/c/a.h", "A changed\n");
  fs::remove(out + "/c/sub/b.h");
  dir.write("out/c/old.h", "old\n");
  dir.write("out/other/keep.txt", "not a generated language\n");
  auto st = render::compare_outputs(out, files, {"c"});
  REQUIRE(st.size() == 3);
  CHECK(st[0].path == "c/a.h");
  CHECK(st[0].state == render::FileState::Stale);
  CHECK(st[1].path == "c/old.h");
  CHECK(st[1].state == render::FileState::Extra);
  CHECK(st[2].path == "c/sub/b.h");
  CHECK(st[2].state == render::FileState::Missing);
  std::string report = render::check_report(st, "gen");
  CHECK(report.find("--- a/gen/c/a.h\n+++ b/gen/c/a.h\n") != std::string::npos);
  CHECK(report.find("-A changed\n+A\n") != std::string::npos);
  CHECK(report.find("--- /dev/null\n+++ b/gen/c/sub/b.h\n") != std::string::npos);
  CHECK(report.find("--- a/gen/c/old.h\n+++ /dev/null\n") != std::string::npos);

  auto kept = render::write_outputs(out, files, {"c"}, false);
  CHECK(kept.extra == std::vector<std::string>{"c/old.h"});
  CHECK(fs::exists(out + "/c/old.h"));
  auto pruned = render::write_outputs(out, files, {"c"}, true);
  CHECK(pruned.removed == std::vector<std::string>{"c/old.h"});
  CHECK_FALSE(fs::exists(out + "/c/old.h"));
  CHECK(fs::exists(out + "/other/keep.txt"));
  for (const auto& s : render::compare_outputs(out, files, {"c"})) CHECK(s.state == render::FileState::Fresh);
}

TEST_CASE("ignore rules: what a language's build tools write is neither extra nor pruned") {
  CHECK(render::ignored("target/debug/x.rlib", {"target/"}));
  CHECK(render::ignored("target/", {"target/"}));
  CHECK_FALSE(render::ignored("src/target.rs", {"target/"}));
  CHECK(render::ignored("sub/.zig-cache/h/1", {".zig-cache/"}));  // a bare dir name matches at any depth
  CHECK_FALSE(render::ignored("sub/target/x", {"/target/", "src/target/"}));
  CHECK(render::ignored("src/target/x", {"src/target/"}));         // a path with '/' matches from the top
  CHECK(render::ignored("Cargo.lock", {"Cargo.lock"}));
  CHECK_FALSE(render::ignored("sub/Cargo.lock", {"Cargo.lock"}));
  CHECK(render::ignored("a.tmp", {"*.tmp"}));
  CHECK_FALSE(render::ignored("a.rs", {}));

  TempDir dir;
  const std::string out = dir.path() + "/out";
  std::vector<render::OutputFile> files = {{"rust", "rust/src/lib.rs", "L\n", "t/l"}};
  render::write_outputs(out, files, {"rust"}, false);
  dir.write("out/rust/target/debug/libx.rlib", "bin");
  dir.write("out/rust/Cargo.lock", "lock");
  dir.write("out/rust/src/stray.rs", "stray");
  const render::IgnoreRules rules = {{"rust", {"target/", "Cargo.lock"}}};
  auto st = render::compare_outputs(out, files, {"rust"}, rules);
  REQUIRE(st.size() == 2);
  CHECK(st[0].path == "rust/src/lib.rs");
  CHECK(st[1].path == "rust/src/stray.rs");
  CHECK(st[1].state == render::FileState::Extra);
  auto pruned = render::write_outputs(out, files, {"rust"}, true, rules);
  CHECK(pruned.removed == std::vector<std::string>{"rust/src/stray.rs"});
  CHECK(fs::exists(out + "/rust/target/debug/libx.rlib"));
  CHECK(fs::exists(out + "/rust/Cargo.lock"));
  // Without the rules, the build tree is extra.
  CHECK(render::compare_outputs(out, files, {"rust"}).size() == 3);
}
