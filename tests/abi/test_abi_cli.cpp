// dlpackgen abi-diff: the command line, its formats, exit codes and error paths.
#include <doctest/doctest.h>

#include "json_reader.h"
#include "support/support.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {

test::RunResult abi_diff(const std::vector<std::string>& args) {
  std::vector<std::string> all{"abi-diff"};
  all.insert(all.end(), args.begin(), args.end());
  return test::run_dlpackgen(all);
}

int count_lines(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

}  // namespace

TEST_CASE("identical inputs: empty report, exit 0") {
  auto r = abi_diff({test::header_path("v1.0"), test::header_path("v1.0")});
  CHECK(r.exit_code == 0);
  CHECK(count_lines(r.out) == 1);  // the summary line only
  CHECK(r.out.find(": no changes; policy dlpack: 0 errors") != std::string::npos);
  auto j = abi_diff({"--format", "json", test::header_path("v1.0"), test::header_path("v1.0")});
  CHECK(j.exit_code == 0);
  Json doc = parse_json(j.out);
  CHECK(doc["changes"].size() == 0);
  CHECK(doc["policy_findings"].size() == 0);
  CHECK(doc["bits"].number == 0);
}

TEST_CASE("text output names the header line of each change") {
  auto r = abi_diff({test::header_path("v1.1"), test::header_path("v1.1-trn")});
  CHECK(r.exit_code == 32);  // version-bump-missing, kept by the default --fail-on
  CHECK(r.out.find(test::header_path("v1.1-trn") +
                   ":122:3: compatible [enumerator-added] enumerator 'kDLTrn' = 18 added to 'DLDeviceType'\n") !=
        std::string::npos);
  CHECK(r.out.find("policy-error [version-bump-missing]") != std::string::npos);
  CHECK(r.out.find("\033[") == std::string::npos);  // not a terminal: no colour
  auto colored = abi_diff({"--color", "always", test::header_path("v1.1"), test::header_path("v1.1-trn")});
  CHECK(colored.out.find("\033[32mcompatible\033[0m") != std::string::npos);
  auto never = abi_diff({"--color", "never", test::header_path("v1.1"), test::header_path("v1.1-trn")});
  CHECK(never.out == r.out);
}

TEST_CASE("--fail-on selects the exit bits, --pending turns a missing bump into a warning") {
  std::string a = test::header_path("v1.1"), b = test::header_path("v1.1-trn");
  CHECK(abi_diff({a, b}).exit_code == 32);
  CHECK(abi_diff({"--fail-on", "all", a, b}).exit_code == 36);
  CHECK(abi_diff({"--fail-on", "changes", a, b}).exit_code == 4);
  CHECK(abi_diff({"--fail-on", "abi,source", a, b}).exit_code == 0);
  CHECK(abi_diff({"--fail-on", "none", a, b}).exit_code == 0);
  CHECK(abi_diff({"--policy", "none", a, b}).exit_code == 0);
  auto pending = abi_diff({"--pending", a, b});
  CHECK(pending.exit_code == 0);
  CHECK(pending.out.find("policy-warning [version-bump-missing]") != std::string::npos);

  std::string old4 = test::header_path("v0.4"), new5 = test::header_path("v0.5");
  CHECK(abi_diff({old4, new5}).exit_code == 0);
  CHECK(abi_diff({"--fail-on", "source", old4, new5}).exit_code == 16);
  CHECK(abi_diff({"--fail-on", "all", old4, new5}).exit_code == 20);
}

TEST_CASE("--format json parses back") {
  auto r = abi_diff({"--format", "json", "--fail-on", "all", test::header_path("v1.1-exchange-api"),
                     test::header_path("v1.3-torch")});
  CHECK(r.exit_code == 20);
  Json j = parse_json(r.out);
  CHECK(j["format"].string == "dlpackgen-abi-diff");
  CHECK(j["format_version"].number == 1);
  CHECK(j["old"]["version"].string == "1.1");
  CHECK(j["new"]["version"].string == "1.3");
  CHECK(j["new"]["sha256"].string.size() == 64);
  CHECK(j["targets"].size() >= 9);
  bool renamed = false;
  for (const auto& c : j["changes"].array)
    if (c["rule"].string == "field-renamed") {
      renamed = true;
      CHECK(c["name"].string == "prev_api");
      CHECK(c["old_name"].string == "prev_version_api");
      CHECK(c["parent"].string == "DLPackExchangeAPIHeader");
      CHECK(c["severity"].string == "source-breaking");
      CHECK(c["all_targets"].boolean);
      CHECK(c["location"]["line"].number == 505);
    }
  CHECK(renamed);
  CHECK(j["summary"]["source_breaking"].number == 1);
  CHECK(j["bits"].number == 20);
  CHECK(j["exit_code"].number == 20);
}

TEST_CASE("--format markdown is a pull-request section") {
  auto r = abi_diff({"--format", "markdown", test::header_path("v0.4"), test::header_path("v0.5")});
  CHECK(r.exit_code == 0);
  CHECK(r.out.rfind("### DLPack ABI diff: `", 0) == 0);
  CHECK(r.out.find("⚠️ **Source-breaking changes** (binary compatible)") != std::string::npos);
  CHECK(r.out.find("#### Source-breaking (3)") != std::string::npos);
  CHECK(r.out.find("| `alias-removed` | `DLContext` |") != std::string::npos);
  CHECK(r.out.find("| `enumerator-renamed` | `DLDeviceType.kDLCUDA` |") != std::string::npos);
}

TEST_CASE("--suppress accepts known changes; bad suppression files are errors") {
  test::TempDir dir;
  std::string a = test::header_path("v1.1"), b = test::header_path("v1.1-trn");
  // Accepting the new enumerator leaves nothing to bump the version for.
  std::string sup = dir.write("sup.yaml", "- rule: enumerator-added\n  name: kDLTrn\n  reason: AWS Trainium\n");
  auto r = abi_diff({"--suppress", sup, "--format", "json", "--fail-on", "all", a, b});
  CHECK(r.exit_code == 0);
  CHECK(r.err.empty());
  Json j = parse_json(r.out);
  CHECK(j["summary"]["suppressed"].number == 1);
  CHECK(j["summary"]["changes"].number == 0);
  CHECK(j["changes"][0]["suppressed"].boolean);
  CHECK(j["policy_findings"].size() == 0);
  // Accepting the missing bump keeps the change but not the policy error.
  std::string bump = dir.write("bump.yaml", "- rule: version-bump-missing\n  name: DLPACK_*\n");
  auto p = abi_diff({"--suppress", bump, "--format", "json", "--fail-on", "all", a, b});
  CHECK(p.exit_code == 4);
  Json pj = parse_json(p.out);
  CHECK(pj["summary"]["suppressed"].number == 1);
  CHECK(pj["policy_findings"][0]["suppressed"].boolean);
  // Every entry at once: the one left with nothing to match is reported.
  std::string both = dir.write("both.yaml", "- rule: enumerator-added\n  name: kDLTrn\n- rule: version-bump-missing\n");
  auto w = abi_diff({"--suppress", both, a, b});
  CHECK(w.exit_code == 0);
  CHECK(w.err == "dlpackgen: warning: suppression matched nothing: " + both + ":3: version-bump-missing\n");

  std::string unused = dir.write("unused.yaml", "- rule: struct-removed\n  name: DLTensor\n");
  auto u = abi_diff({"--suppress", unused, a, b});
  CHECK(u.exit_code == 32);
  CHECK(u.err.find("dlpackgen: warning: suppression matched nothing: " + unused + ":1: struct-removed DLTensor") !=
        std::string::npos);

  std::string bad_rule = dir.write("bad.yaml", "- rule: field-moved\n");
  auto e = abi_diff({"--suppress", bad_rule, a, b});
  CHECK(e.exit_code == 1);
  CHECK(e.err == "dlpackgen: error: " + bad_rule + ":1:9: unknown rule id 'field-moved'\n");
  CHECK(e.out.empty());

  std::string malformed = dir.write("malformed.yaml", "- rule: [unclosed\n");
  auto m = abi_diff({"--suppress", malformed, a, b});
  CHECK(m.exit_code == 1);
  CHECK(m.err.find("dlpackgen: error: " + malformed + ":") == 0);

  auto missing = abi_diff({"--suppress", dir.path() + "/none.yaml", a, b});
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("cannot open") != std::string::npos);
}

TEST_CASE("bad inputs: error bit and one clear line") {
  test::TempDir dir;
  std::string good = test::header_path("v1.0");
  auto missing = abi_diff({dir.path() + "/nope.h", good});
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.rfind("dlpackgen: error: " + dir.path() + "/nope.h", 0) == 0);
  CHECK(count_lines(missing.err) == 1);
  CHECK(missing.out.empty());

  std::string empty = dir.write("empty.h", "");
  auto e = abi_diff({good, empty});
  CHECK(e.exit_code == 1);
  CHECK(e.err.find("dlpackgen: error: " + empty) != std::string::npos);

  std::string broken = dir.write("broken.yaml", "schema_version: 1\nheader: [\n");
  auto s = abi_diff({broken, good});
  CHECK(s.exit_code == 1);
  CHECK(s.err.find("dlpackgen: error: " + broken) != std::string::npos);

  auto dirarg = abi_diff({dir.path(), good});
  CHECK(dirarg.exit_code == 1);
  CHECK(dirarg.err.find("dlpackgen: error:") == 0);
}

TEST_CASE("usage errors exit 2") {
  std::string a = test::header_path("v1.0");
  CHECK(abi_diff({a}).exit_code == 2);
  CHECK(abi_diff({"--format", "xml", a, a}).exit_code == 2);
  CHECK(abi_diff({"--policy", "semver", a, a}).exit_code == 2);
  CHECK(abi_diff({"--color", "sometimes", a, a}).exit_code == 2);
  auto r = abi_diff({"--fail-on", "abi,bogus", a, a});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("unknown --fail-on item 'bogus'") != std::string::npos);
  CHECK(abi_diff({"--fail-on", "", a, a}).exit_code == 2);
  CHECK(abi_diff({"--no-such-option", a, a}).exit_code == 2);
}

TEST_CASE("a schema on one side, a header on the other") {
  test::TempDir dir;
  std::string yaml = dir.path() + "/v1.0.yaml";
  auto parse = test::run_dlpackgen({"parse", test::header_path("v1.0"), "-o", yaml});
  REQUIRE(parse.exit_code == 0);
  auto same = abi_diff({yaml, test::header_path("v1.0")});
  CHECK(same.exit_code == 0);
  CHECK(same.out.find("no changes") != std::string::npos);
  auto r = abi_diff({yaml, test::header_path("v1.1")});
  CHECK(r.exit_code == 0);
  // Positions of a schema's side refer to the header it came from.
  CHECK(r.out.find("dlpack-v1.0.h (1.0) -> " + test::header_path("v1.1") + " (1.1)") != std::string::npos);
}

TEST_CASE("--target restricts the comparison") {
  test::TempDir dir;
  std::string text = test::slurp(test::header_path("v1.1"));
  auto pos = text.find("  uint64_t byte_offset;");
  REQUIRE(pos != std::string::npos);
  text.replace(pos, 22, "  size_t byte_offset;");
  std::string path = dir.write("dlpack.h", text);
  auto only64 = abi_diff({"--target", "x86_64-linux-gnu,aarch64-linux-gnu", test::header_path("v1.1"), path});
  CHECK(only64.out.find("abi-breaking [") == std::string::npos);
  CHECK(only64.out.find("compatible [field-type-changed]") != std::string::npos);
  // One value per --target: the positionals after it stay positionals.
  auto only32 = abi_diff({"--target", "i686-linux-gnu", test::header_path("v1.1"), path, "--fail-on", "all"});
  CHECK(only32.exit_code == (4 | 8 | 32));
  CHECK(only32.out.find("abi-breaking [field-type-changed]") != std::string::npos);
  CHECK(only32.out.find("only on") == std::string::npos);  // every compared target
  auto two = abi_diff({"--target", "x86_64-linux-gnu", "--target", "armv7-linux-gnueabihf", test::header_path("v1.1"),
                       path, "--format", "json"});
  REQUIRE(two.exit_code == (8 | 32));
  Json j = parse_json(two.out);
  REQUIRE(j["targets"].size() == 2);
  CHECK(j["targets"][1].string == "armv7-linux-gnueabihf");
  auto bad = abi_diff({"--target", "not-a-triple", test::header_path("v1.1"), path});
  CHECK(bad.exit_code == 2);  // a usage error: the usage bit
  CHECK(bad.err.find("unknown target triple 'not-a-triple'") != std::string::npos);
}

TEST_CASE("--include-docs shows doc-comment changes without making them ABI changes") {
  std::string a = test::header_path("v1.1"), b = test::header_path("v1.1-trn");
  auto plain = abi_diff({a, b});
  CHECK(plain.out.find("doc-changed") == std::string::npos);
  auto docs = abi_diff({"--include-docs", "--fail-on", "abi", a, b});
  CHECK(docs.out.find("compatible [doc-changed]") != std::string::npos);
  CHECK(docs.exit_code == 0);
}

TEST_CASE("exactly one ABI-breaking change sets bit 8") {
  test::TempDir dir;
  std::string text = test::slurp(test::header_path("v1.0"));
  const std::string from = "  int32_t device_id;\n";
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), "  int64_t device_id;\n");  // widened: DLDevice and all that holds it move
  std::string edited = dir.write("dlpack.h", text);
  auto r = abi_diff({"--fail-on", "abi", "--target", "x86_64-linux-gnu", test::header_path("v1.0"), edited});
  CHECK(r.exit_code == 8);
  auto j = abi_diff({"--format", "json", "--fail-on", "abi", "--target", "x86_64-linux-gnu", test::header_path("v1.0"), edited});
  Json doc = parse_json(j.out);
  int breaking_types = 0;
  for (size_t i = 0; i < doc["changes"].size(); ++i)
    if (doc["changes"][i]["rule"].string == "field-type-changed") ++breaking_types;
  CHECK(breaking_types == 1);  // the one edit; what it moves follows from it
}
