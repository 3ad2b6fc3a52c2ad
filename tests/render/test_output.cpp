// Writing outputs, comparing them (--check) and the unified diff.
#include <doctest/doctest.h>

#include <algorithm>
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

TEST_CASE("output writer: files staged as they come land together at commit, or not at all") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  dir.write("out/c/a.h", "old A\n");
  dir.write("out/c/keep.h", "K\n");
  dir.write("out/c/stray.h", "S\n");
  util::DirLock lock(out, util::DirLock::Mode::Exclusive, false);

  {  // Destroyed uncommitted: the dir holds what it held, and no temporary file.
    render::OutputWriter w(out, lock.dir());
    w.add({"c", "c/a.h", "A\n", "t/a"});
    w.add({"c", "c/new/b.h", "B\n", "t/b"});
    size_t entries = 0;
    for (auto it = fs::recursive_directory_iterator(out); it != fs::recursive_directory_iterator(); ++it) ++entries;
    CHECK(entries > 3);  // the staged files are there, beside their targets
  }
  CHECK(slurp(out + "/c/a.h") == "old A\n");
  CHECK_FALSE(fs::exists(out + "/c/new"));
  std::vector<std::string> left;
  for (const auto& e : fs::recursive_directory_iterator(out)) left.push_back(e.path().lexically_relative(out).string());
  std::sort(left.begin(), left.end());
  CHECK(left == std::vector<std::string>{"c", "c/a.h", "c/keep.h", "c/stray.h"});

  // A second add of one path is an error naming its template; nothing lands.
  {
    render::OutputWriter w(out, lock.dir());
    w.add({"c", "c/a.h", "A\n", "t/a"});
    std::string err;
    try {
      w.add({"c", "c/a.h", "A again\n", "t/a2"});
    } catch (const util::Error& e) {
      err = e.what();
    }
    CHECK(err.find("t/a2") == 0);
    CHECK(err.find("is produced twice") != std::string::npos);
  }
  CHECK(slurp(out + "/c/a.h") == "old A\n");

  // Committed with --prune: the staged temporaries are neither extra nor pruned.
  render::OutputWriter w(out, lock.dir());
  w.add({"c", "c/a.h", "A\n", "t/a"});
  w.add({"c", "c/keep.h", "K\n", "t/k"});
  w.add({"c", "c/new/b.h", "B\n", "t/b"});
  auto summary = w.commit({"c"}, true);
  CHECK(summary.written == std::vector<std::string>{"c/a.h", "c/new/b.h"});
  CHECK(summary.unchanged == std::vector<std::string>{"c/keep.h"});
  CHECK(summary.removed == std::vector<std::string>{"c/stray.h"});
  CHECK(summary.extra.empty());
  left.clear();
  for (const auto& e : fs::recursive_directory_iterator(out)) left.push_back(e.path().lexically_relative(out).string());
  std::sort(left.begin(), left.end());
  CHECK(left == std::vector<std::string>{"c", "c/a.h", "c/keep.h", "c/new", "c/new/b.h"});
  CHECK(slurp(out + "/c/new/b.h") == "B\n");
}

TEST_CASE("compare_output reads the file a block at a time: a change at any offset is stale") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  // Longer than one block (64 KiB), so the last block is partial.
  std::string text;
  for (int i = 0; text.size() < 200000; ++i) text += "line " + std::to_string(i) + "\n";
  render::OutputFile f{"c", "c/big.h", text, "t/big"};
  CHECK(render::compare_output(out, f).state == render::FileState::Missing);
  dir.write("out/c/big.h", text);
  CHECK(render::compare_output(out, f).state == render::FileState::Fresh);
  for (size_t at : {size_t(0), size_t(65535), size_t(65536), size_t(131072), text.size() - 1}) {
    std::string changed = text;
    changed[at] = changed[at] == 'x' ? 'y' : 'x';
    dir.write("out/c/big.h", changed);
    CHECK_MESSAGE(render::compare_output(out, f).state == render::FileState::Stale, "changed at " << at);
  }
  dir.write("out/c/big.h", text + "\n");  // longer
  CHECK(render::compare_output(out, f).state == render::FileState::Stale);
  dir.write("out/c/big.h", text.substr(0, text.size() - 1));  // shorter
  CHECK(render::compare_output(out, f).state == render::FileState::Stale);
  // The status views the file's bytes and names the file on disk; the report reads it.
  auto s = render::compare_output(out, f);
  CHECK(s.expected.data() == f.content.data());
  CHECK(s.file == out + "/c/big.h");
  const std::string report = render::check_report({s}, "gen");
  CHECK(report.find("--- a/gen/c/big.h\n+++ b/gen/c/big.h\n") == report.find('\n') + 1);
  CHECK(report.find("\\ No newline at end of file\n") != std::string::npos);
}
