// Inputs named REV:PATH: abi-diff, history, generate --check and layout read a
// header or schema from a git revision without a checkout, in a real
// temporary repository.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "support/support.h"

using dlpackgen::test::header_path;
using dlpackgen::test::run;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

namespace {

// A repository whose history holds v1.0 then v1.1 at include/dlpack.h.
struct Repo {
  TempDir dir;
  std::string root = dir.path() + "/repo";
  Repo() {
    fs::create_directories(root + "/include");
    git({"init", "-q", "-b", "main"});
    git({"config", "user.email", "t@example.com"});
    git({"config", "user.name", "t"});
    commit("v1.0");
    commit("v1.1");
  }
  void git(const std::vector<std::string>& args) const {
    std::vector<std::string> argv = {"git", "-C", root};
    argv.insert(argv.end(), args.begin(), args.end());
    auto r = run(argv);
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  }
  void commit(const std::string& version) const {
    fs::copy_file(header_path(version), root + "/include/dlpack.h", fs::copy_options::overwrite_existing);
    git({"add", "include/dlpack.h"});
    git({"commit", "-q", "-m", version});
  }
};

}  // namespace

TEST_CASE("abi-diff and history read REV:PATH from the object database") {
  Repo repo;
  // The working tree is v1.1; HEAD~1 holds v1.0.
  auto d = run_dlpackgen({"abi-diff", "HEAD~1:include/dlpack.h", "include/dlpack.h"}, repo.root);
  CHECK(d.exit_code == 0);  // compatible changes with a version bump: nothing to fail on
  // Findings and the summary name the revision's file as REV:PATH:line:col.
  CHECK(d.out.find("HEAD~1:include/dlpack.h (1.0) -> include/dlpack.h (1.1): 13 changes") != std::string::npos);
  CHECK(d.out.find("include/dlpack.h:164:3: compatible [enumerator-added] enumerator 'kDLFloat8_e4m3fn'") !=
        std::string::npos);
  // A path relative to the working directory, as git reads `REV:./path`.
  auto rel = run_dlpackgen({"abi-diff", "HEAD~1:./dlpack.h", "HEAD:./dlpack.h"}, repo.root + "/include");
  CHECK(rel.out.find("HEAD~1:./dlpack.h (1.0) -> HEAD:./dlpack.h (1.1): 13 changes") != std::string::npos);
  CHECK(rel.out.find("HEAD:./dlpack.h:164:3: compatible [enumerator-added]") != std::string::npos);
  CHECK(rel.exit_code == d.exit_code);
  // Same revision on both sides: nothing changed.
  auto same = run_dlpackgen({"abi-diff", "main:include/dlpack.h", "include/dlpack.h"}, repo.root);
  CHECK(same.exit_code == 0);
  CHECK(same.out.find("no changes") != std::string::npos);
  auto h = run_dlpackgen({"history", "HEAD~1:include/dlpack.h", "HEAD:include/dlpack.h"}, repo.root);
  CHECK(h.exit_code == 0);
  CHECK(h.out.find("kDLFloat8_e4m3fn") != std::string::npos);
}

TEST_CASE("generate --check and layout read REV:PATH") {
  Repo repo;
  auto gen = run_dlpackgen({"generate", "--header", "HEAD~1:include/dlpack.h", "--lang", "cpp", "--out", "gen", "-q"},
                           repo.root);
  REQUIRE_MESSAGE(gen.exit_code == 0, gen.err);
  auto fresh = run_dlpackgen({"generate", "--header", "HEAD~1:include/dlpack.h", "--lang", "cpp", "--out", "gen",
                              "--check"},
                             repo.root);
  CHECK(fresh.exit_code == 0);
  auto stale = run_dlpackgen({"generate", "--header", "HEAD:include/dlpack.h", "--lang", "cpp", "--out", "gen",
                              "--check"},
                             repo.root);
  CHECK(stale.exit_code == 1);
  auto lay = run_dlpackgen({"layout", "HEAD:include/dlpack.h", "--target", "i686-linux-gnu"}, repo.root);
  CHECK(lay.exit_code == 0);
  CHECK(lay.out.find("DLTensor") != std::string::npos);
  // A schema in a revision.
  auto schema = run_dlpackgen({"parse", "include/dlpack.h", "-o", "dlpack.yaml"}, repo.root);
  REQUIRE(schema.exit_code == 0);
  repo.git({"add", "dlpack.yaml"});
  repo.git({"commit", "-q", "-m", "schema"});
  auto from_schema = run_dlpackgen({"abi-diff", "HEAD:dlpack.yaml", "include/dlpack.h"}, repo.root);
  CHECK(from_schema.exit_code == 0);
}

TEST_CASE("bad revisions and paths: one line naming REV:PATH, the command's error exit, nothing written") {
  Repo repo;
  struct Case {
    std::string arg, message;
  };
  const std::vector<Case> cases = {
      {"nosuchrev:include/dlpack.h", "nosuchrev:include/dlpack.h: unknown revision 'nosuchrev'"},
      {"HEAD:include/missing.h", "HEAD:include/missing.h: revision 'HEAD' has no file 'include/missing.h'"},
      {"HEAD:include", "HEAD:include: 'include' is a tree in revision 'HEAD', not a file"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.arg);
    auto d = run_dlpackgen({"abi-diff", c.arg, "include/dlpack.h"}, repo.root);
    CHECK(d.exit_code == 1);  // abi-diff: the error bit
    CHECK(d.out.empty());
    CHECK(d.err == "dlpackgen: error: " + c.message + "\n");
    auto g = run_dlpackgen({"generate", "--header", c.arg, "--lang", "cpp", "--out", "never"}, repo.root);
    CHECK(g.exit_code == 2);
    CHECK(g.err == "dlpackgen: error: " + c.message + "\n");
    CHECK_FALSE(fs::exists(repo.root + "/never"));
    auto h = run_dlpackgen({"history", c.arg, "include/dlpack.h"}, repo.root);
    CHECK(h.exit_code == 2);
  }
  // Outside any repository.
  TempDir plain;
  auto outside = run_dlpackgen({"abi-diff", "HEAD:dlpack.h", header_path("v1.1")}, plain.path());
  CHECK(outside.exit_code == 1);
  CHECK(outside.err ==
        "dlpackgen: error: HEAD:dlpack.h: no such file, and the working directory is not in a git repository to read "
        "it from\n");
  // A file that exists wins over the revision syntax.
  TempDir odd;
  std::string named = odd.write("HEAD:x.h", slurp(header_path("v1.0")));
  auto file = run_dlpackgen({"layout", "HEAD:x.h"}, odd.path());
  CHECK(file.exit_code == 0);
  // A file over the input limit is refused before git hands over its bytes.
  {
    std::ofstream(repo.root + "/big.h").close();
    fs::resize_file(repo.root + "/big.h", (std::uintmax_t{64} << 20) + 1);
    repo.git({"add", "big.h"});
    repo.git({"commit", "-q", "-m", "big"});
    fs::remove(repo.root + "/big.h");
    auto big = run_dlpackgen({"layout", "HEAD:big.h"}, repo.root);
    CHECK(big.exit_code == 2);
    CHECK(big.err == "dlpackgen: error: HEAD:big.h: is larger than 64 MiB, the limit for an input\n");
    auto big_diff = run_dlpackgen({"abi-diff", "HEAD:big.h", "include/dlpack.h"}, repo.root);
    CHECK(big_diff.exit_code == 1);
    CHECK(big_diff.err == big.err);
  }
  // A header error inside a revision names REV:PATH:line:col.
  std::ofstream(repo.root + "/include/dlpack.h", std::ios::app) << "\nstruct DLBad { int x : 3; };\n";
  repo.git({"commit", "-q", "-am", "bad"});
  auto bad = run_dlpackgen({"layout", "HEAD:include/dlpack.h"}, repo.root);
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.rfind("dlpackgen: error: HEAD:include/dlpack.h:", 0) == 0);
}

TEST_CASE("REV:PATH as git reads it: ':' inside ^{/text}, symlinks named, a refused repository's reason") {
  Repo repo;
  // The revision is everything up to the first ':' outside ^{...}.
  repo.git({"commit", "-q", "--allow-empty", "-m", "fix: a:b in the docs"});
  auto found = run_dlpackgen({"layout", "HEAD^{/fix: a:b}:include/dlpack.h"}, repo.root);
  CHECK_MESSAGE(found.exit_code == 0, found.err);
  auto unknown = run_dlpackgen({"layout", "HEAD^{/no such: commit}:include/dlpack.h"}, repo.root);
  CHECK(unknown.err ==
        "dlpackgen: error: HEAD^{/no such: commit}:include/dlpack.h: unknown revision 'HEAD^{/no such: commit}'\n");
  // A symlink stored in git is a blob holding its target's name: named as one, not parsed.
  fs::create_symlink("dlpack.h", repo.root + "/include/link.h");
  repo.git({"add", "include/link.h"});
  repo.git({"commit", "-q", "-m", "link"});
  fs::remove(repo.root + "/include/link.h");
  auto link = run_dlpackgen({"layout", "HEAD:include/link.h"}, repo.root);
  CHECK(link.exit_code == 2);
  CHECK(link.err == "dlpackgen: error: HEAD:include/link.h: 'include/link.h' is a symbolic link in revision 'HEAD' "
                    "(to 'dlpack.h'), not a file: name the file it points to\n");
  // A repository git refuses (owned by another user): git's reason, not "not in a repository".
  if (::getuid() == 0 && run({"chown", "-R", "65534:65534", repo.root}).exit_code == 0) {
    auto refused = run_dlpackgen({"layout", "HEAD:include/dlpack.h"}, repo.root);
    CHECK(refused.exit_code == 2);
    CHECK_MESSAGE(refused.err.find("HEAD:include/dlpack.h: no such file, and git refuses to read the repository of "
                                   "the working directory: detected dubious ownership") != std::string::npos,
                  refused.err);
    run({"chown", "-R", "0:0", repo.root});
  } else {
    MESSAGE("not root: the dubious-ownership case needs a repository owned by another user");
  }
}
