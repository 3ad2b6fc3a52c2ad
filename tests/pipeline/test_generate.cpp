// `dlpackgen generate` end to end: from headers and configs, --check (fresh,
// stale, missing, extra), user templates, errors that must write nothing.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "support/support.h"

using dlpackgen::test::header_path;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

namespace {

std::map<std::string, std::string> tree(const std::string& dir) {
  std::map<std::string, std::string> out;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).generic_string()] = slurp(e.path().string());
  return out;
}

// Only the ABI asserts template and the shared partials: keeps these tests
// about the generate machinery, independent of the other C++ templates.
std::string asserts_only_templates(const TempDir& dir) {
  const std::string src = std::string(DLPACKGEN_SOURCE_DIR) + "/templates";
  const std::string dst = dir.path() + "/tmpl";
  fs::create_directories(dst + "/cpp/include/dlpack");
  fs::copy(src + "/_partials", dst + "/_partials", fs::copy_options::recursive);
  fs::copy_file(src + "/cpp/include/dlpack/abi_asserts.h.mustache",
                dst + "/cpp/include/dlpack/abi_asserts.h.mustache");
  fs::copy_file(src + "/cpp/language.yaml", dst + "/cpp/language.yaml");
  return dst;
}

const char* const kAsserts = "cpp/include/dlpack/abi_asserts.h";

}  // namespace

TEST_CASE("generate from a header, again (nothing rewritten), byte-identical across runs") {
  TempDir dir;
  auto tmpl = asserts_only_templates(dir);
  std::vector<std::string> base = {"generate", "--header", header_path("v1.3-torch"), "--no-builtin-templates",
                                   "--templates", tmpl};
  auto args = base;
  args.insert(args.end(), {"--out", dir.path() + "/a"});
  auto r = run_dlpackgen(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.out.find("wrote " + dir.path() + "/a/" + kAsserts) != std::string::npos);
  CHECK(r.out.find("(1 written, 0 unchanged)") != std::string::npos);
  std::string text = slurp(dir.path() + "/a/" + kAsserts);
  CHECK(text.rfind("// Generated from dlpack-v1.3-torch.h v1.3 (sha256 ", 0) == 0);
  CHECK(text.find("by dlpackgen v0.1.0.\n// Do not edit: regenerate with `dlpackgen generate`.\n") !=
        std::string::npos);
  CHECK(text.find(dir.path()) == std::string::npos);  // no absolute paths
  CHECK(text.find("/work/") == std::string::npos);

  auto mtime = fs::last_write_time(dir.path() + "/a/" + kAsserts);
  auto again = run_dlpackgen(args);
  CHECK(again.exit_code == 0);
  CHECK(again.out.find("(0 written, 1 unchanged)") != std::string::npos);
  CHECK(fs::last_write_time(dir.path() + "/a/" + kAsserts) == mtime);

  // A second output dir, from another working directory: the same bytes.
  auto other = base;
  other.insert(other.end(), {"--out", "b"});
  REQUIRE(run_dlpackgen(other, dir.path()).exit_code == 0);
  CHECK(tree(dir.path() + "/a") == tree(dir.path() + "/b"));
}

TEST_CASE("--check: fresh, stale, missing, extra; it never writes") {
  TempDir dir;
  auto tmpl = asserts_only_templates(dir);
  // A second template so that "missing" and "stale" can be told apart.
  fs::create_directories(tmpl + "/cpp/include/dlpack");
  std::ofstream(tmpl + "/cpp/include/dlpack/version.txt.mustache") << "{{header.version}}\n";
  const std::string out = dir.path() + "/gen";
  std::vector<std::string> args = {"generate", "--header", header_path("v1.0"), "--no-builtin-templates",
                                   "--templates", tmpl, "--out", out};
  auto check_args = args;
  check_args.push_back("--check");

  auto missing_all = run_dlpackgen(check_args);
  CHECK(missing_all.exit_code == 1);
  CHECK_FALSE(fs::exists(out));

  REQUIRE(run_dlpackgen(args).exit_code == 0);
  auto fresh = run_dlpackgen(check_args);
  CHECK(fresh.exit_code == 0);
  CHECK(fresh.out == "dlpackgen: " + out + " is up to date (2 files)\n");

  const auto before = tree(out);
  {
    std::ofstream f(out + "/cpp/include/dlpack/version.txt");
    f << "0.9\n";
  }
  fs::remove(out + "/" + kAsserts);
  std::ofstream(out + "/cpp/leftover.h") << "old\n";
  auto stale = run_dlpackgen(check_args);
  CHECK(stale.exit_code == 1);
  CHECK(stale.out.find("--- " + out + "/cpp/include/dlpack/version.txt\n+++ " + out +
                       "/cpp/include/dlpack/version.txt\n@@ -1 +1 @@\n-0.9\n+1.0\n") != std::string::npos);
  CHECK(stale.out.find("--- /dev/null\n+++ " + out + "/" + kAsserts) != std::string::npos);
  CHECK(stale.out.find("--- " + out + "/cpp/leftover.h\n+++ /dev/null\n@@ -1 +0,0 @@\n-old\n") != std::string::npos);
  CHECK(stale.err.find("stale: " + out + "/cpp/include/dlpack/version.txt") != std::string::npos);
  CHECK(stale.err.find("missing: " + out + "/" + kAsserts) != std::string::npos);
  CHECK(stale.err.find("extra: " + out + "/cpp/leftover.h") != std::string::npos);
  CHECK(stale.err.find("(1 stale, 1 missing, 1 extra)") != std::string::npos);
  CHECK_FALSE(fs::exists(out + "/" + kAsserts));  // --check wrote nothing

  // generate repairs what it owns and warns about the extra file; --prune removes it.
  auto regen = run_dlpackgen(args);
  CHECK(regen.exit_code == 0);
  CHECK(regen.err.find("warning: " + out + "/cpp/leftover.h is not produced by any template") != std::string::npos);
  CHECK(run_dlpackgen(check_args).exit_code == 1);
  auto pruned = args;
  pruned.push_back("--prune");
  auto p = run_dlpackgen(pruned);
  CHECK(p.exit_code == 0);
  CHECK(p.out.find("removed " + out + "/cpp/leftover.h") != std::string::npos);
  CHECK(run_dlpackgen(check_args).exit_code == 0);
  CHECK(tree(out) == before);
}

TEST_CASE("dlpackgen.yaml: no arguments needed; paths relative to the config") {
  TempDir dir;
  auto tmpl = asserts_only_templates(dir);
  std::ofstream(dir.path() + "/dlpackgen.yaml") << "header: " << header_path("v0.8") << "\n"
                                                << "targets: [x86_64-linux-gnu, i686-linux-gnu]\n"
                                                << "templates: [tmpl]\n"
                                                << "languages: [cpp]\n"
                                                << "out: out/gen\n";
  // The built-in templates come first; --lang-less config picks [cpp].
  auto r = run_dlpackgen({"generate"}, dir.path());
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  std::string text = slurp(dir.path() + "/out/gen/" + kAsserts);
  CHECK(text.find("DLPACK_VERSION != 80") != std::string::npos);
  CHECK(text.find("// i686-linux-gnu") != std::string::npos);
  CHECK(text.find("// aarch64-linux-gnu") == std::string::npos);
  CHECK(run_dlpackgen({"generate", "--check"}, dir.path()).exit_code == 0);
  // From elsewhere, through --config: the same paths.
  auto c = run_dlpackgen({"generate", "--check", "--config", dir.path() + "/dlpackgen.yaml"});
  CHECK_MESSAGE(c.exit_code == 0, c.out << c.err);
  // Command-line options override the config.
  auto o = run_dlpackgen({"generate", "--config", dir.path() + "/dlpackgen.yaml", "--out", dir.path() + "/o2",
                          "--target", "s390x-linux-gnu"});
  REQUIRE(o.exit_code == 0);
  CHECK(slurp(dir.path() + "/o2/" + kAsserts).find("// s390x-linux-gnu") != std::string::npos);
}

TEST_CASE("usage and input errors exit 2 and write nothing") {
  TempDir dir;
  auto none = run_dlpackgen({"generate"}, dir.path());
  CHECK(none.exit_code == 2);
  CHECK(none.err.find("--header") != std::string::npos);
  CHECK(none.err.find("dlpackgen.yaml") != std::string::npos);

  auto both = run_dlpackgen({"generate", "--header", "a.h", "--schema", "b.yaml"}, dir.path());
  CHECK(both.exit_code == 2);

  std::ofstream(dir.path() + "/dlpackgen.yaml") << "header: h.h\nlangs: [cpp]\n";
  auto bad = run_dlpackgen({"generate"}, dir.path());
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("dlpackgen.yaml:2:1: unknown key 'langs'") != std::string::npos);

  auto lang = run_dlpackgen({"generate", "--header", header_path("v1.0"), "--lang", "cobol", "--out", "o"},
                            dir.path());
  CHECK(lang.exit_code == 2);
  CHECK(lang.err.find("unknown language 'cobol'") != std::string::npos);

  // A template with a syntax error: the error names it; no file of the run is written.
  auto tmpl = asserts_only_templates(dir);
  std::ofstream(tmpl + "/cpp/broken.h.mustache") << "ok\n{{#enums}}\n";
  auto syn = run_dlpackgen({"generate", "--header", header_path("v1.0"), "--no-builtin-templates", "--templates",
                            tmpl, "--out", "o"},
                           dir.path());
  CHECK(syn.exit_code == 2);
  CHECK(syn.err.find(tmpl + "/cpp/broken.h.mustache:2:1: template error: Unclosed section \"enums\"") !=
        std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() + "/o"));
  fs::remove(tmpl + "/cpp/broken.h.mustache");

  // A template that would write outside the output dir.
  std::ofstream(tmpl + "/cpp/...mustache") << "x\n";
  auto dots = run_dlpackgen({"generate", "--header", header_path("v1.0"), "--no-builtin-templates", "--templates",
                             tmpl, "--out", "o"},
                            dir.path());
  CHECK(dots.exit_code == 2);
  CHECK(dots.err.find("...mustache") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() + "/o"));
  fs::remove(tmpl + "/cpp/...mustache");

  fs::create_directories(dir.path() + "/o/cpp");
  fs::create_directories(dir.path() + "/victim");
  fs::create_directory_symlink(dir.path() + "/victim", dir.path() + "/o/cpp/include");
  auto link = run_dlpackgen({"generate", "--header", header_path("v1.0"), "--no-builtin-templates", "--templates",
                             tmpl, "--out", "o"},
                            dir.path());
  CHECK(link.exit_code == 2);
  CHECK(link.err.find("abi_asserts.h.mustache") != std::string::npos);
  CHECK(link.err.find("outside the output dir") != std::string::npos);
  CHECK(fs::is_empty(dir.path() + "/victim"));

  auto missing = run_dlpackgen({"generate", "--header", dir.path() + "/nope.h", "--out", "o2"}, dir.path());
  CHECK(missing.exit_code == 2);
  CHECK_FALSE(fs::exists(dir.path() + "/o2"));
}

TEST_CASE("user templates override built-in ones and add outputs") {
  TempDir dir;
  std::ofstream(dir.path() + "/dummy");
  fs::create_directories(dir.path() + "/mine/cpp/include/dlpack");
  fs::create_directories(dir.path() + "/mine/extra");
  std::ofstream(dir.path() + "/mine/cpp/include/dlpack/abi_asserts.h.mustache") << "{{> banner}}\n// mine\n";
  std::ofstream(dir.path() + "/mine/extra/list.txt.mustache") << "{{#structs}}\n{{name}}\n{{/structs}}\n";
  auto r = run_dlpackgen({"generate", "--header", header_path("v0.6"), "--templates", dir.path() + "/mine",
                          "--lang", "cpp,extra", "--out", dir.path() + "/o"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  std::string mine = slurp(dir.path() + "/o/" + kAsserts);
  CHECK(mine.rfind("// Generated from dlpack-v0.6.h v0.6", 0) == 0);
  CHECK(mine.find("// mine\n") != std::string::npos);
  CHECK(slurp(dir.path() + "/o/extra/list.txt") == "DLDevice\nDLDataType\nDLTensor\nDLManagedTensor\n");
}

TEST_CASE("generate from a schema gives what generating from the header gives") {
  TempDir dir;
  auto tmpl = asserts_only_templates(dir);
  auto parse = run_dlpackgen({"parse", header_path("v1.1"), "-o", dir.path() + "/s.yaml"});
  REQUIRE_MESSAGE(parse.exit_code == 0, parse.err);
  auto a = run_dlpackgen({"generate", "--header", header_path("v1.1"), "--no-builtin-templates", "--templates", tmpl,
                          "--out", dir.path() + "/from_header"});
  auto b = run_dlpackgen({"generate", "--schema", dir.path() + "/s.yaml", "--no-builtin-templates", "--templates",
                          tmpl, "--out", dir.path() + "/from_schema"});
  REQUIRE_MESSAGE(a.exit_code == 0, a.err);
  REQUIRE_MESSAGE(b.exit_code == 0, b.err);
  CHECK(tree(dir.path() + "/from_header") == tree(dir.path() + "/from_schema"));
}

TEST_CASE("generate: one stale file is enough for --check; links are replaced; --prune leaves no empty dirs") {
  TempDir dir;
  const std::string out = dir.path() + "/gen";
  std::vector<std::string> args = {"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out};
  REQUIRE(run_dlpackgen(args).exit_code == 0);
  auto check_args = args;
  check_args.push_back("--check");
  REQUIRE(run_dlpackgen(check_args).exit_code == 0);

  // Exactly one stale file among many.
  const std::string version = out + "/cpp/include/dlpack/version.hpp";
  const std::string original = dlpackgen::test::slurp(version);
  std::ofstream(version, std::ios::app) << "// edited\n";
  auto one = run_dlpackgen(check_args);
  CHECK(one.exit_code == 1);
  CHECK(one.err.find("(1 stale, 0 missing, 0 extra)") != std::string::npos);

  // An output that is a hard link to a file elsewhere: replaced, the other file untouched.
  fs::remove(version);
  const std::string elsewhere = dir.write("elsewhere.hpp", "someone else's file\n");
  fs::create_hard_link(elsewhere, version);
  REQUIRE(run_dlpackgen(args).exit_code == 0);
  CHECK(dlpackgen::test::slurp(version) == original);
  CHECK(dlpackgen::test::slurp(elsewhere) == "someone else's file\n");
  CHECK(fs::hard_link_count(elsewhere) == 1);

  // --prune of a file deep in directories nothing else uses: the directories go too.
  fs::create_directories(out + "/cpp/include/old/deeper");
  std::ofstream(out + "/cpp/include/old/deeper/gone.hpp") << "x\n";
  auto pruned = run_dlpackgen({"generate", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out, "--prune"});
  CHECK(pruned.exit_code == 0);
  CHECK(pruned.out.find("removed " + out + "/cpp/include/old/deeper/gone.hpp") != std::string::npos);
  CHECK_FALSE(fs::exists(out + "/cpp/include/old"));
  CHECK(fs::exists(out + "/cpp/include/dlpack"));
  CHECK(run_dlpackgen(check_args).exit_code == 0);
}
