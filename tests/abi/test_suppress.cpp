// Suppression files: parsing, validation errors, matching.
#include <doctest/doctest.h>

#include "abi/suppress.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;

namespace {

/// The diagnostics of the util::Error that parsing `text` throws, one per line.
std::string parse_error(const std::string& text) {
  return test::diagnostics_of([&] { abi::parse_suppressions(text, "sup.yaml"); });
}

}  // namespace

TEST_CASE("a suppression file is a list of {rule, name, reason}") {
  auto s = abi::parse_suppressions(
      "# accepted upstream changes\n"
      "- rule: enumerator-renamed\n"
      "  name: kDLGPU\n"
      "  reason: renamed to kDLCUDA in 0.5\n"
      "- rule: version-bump-missing\n",
      "sup.yaml");
  REQUIRE(s.size() == 2);
  CHECK(s[0].rule == "enumerator-renamed");
  CHECK(s[0].name == "kDLGPU");
  CHECK(s[0].reason == "renamed to kDLCUDA in 0.5");
  CHECK(s[0].line == 2);
  CHECK(s[1].name.empty());
}

TEST_CASE("malformed suppression files are errors with file:line:col") {
  CHECK(parse_error("- rule: field-moved\n  name: x\n") == "sup.yaml:1:9: unknown rule id 'field-moved'\n");
  CHECK(parse_error("- rule: enum-added\n  nmae: x\n") ==
        "sup.yaml:2:3: unknown key 'nmae' in a suppression entry (did you mean 'name'?)\n");
  CHECK(parse_error("- rule: enum-added\n  rule: enum-removed\n") ==
        "sup.yaml:2:3: duplicate key 'rule' in a suppression entry (first at line 1)\n");
  CHECK(parse_error("- rule: enum-added\n---\n- rule: enum-added\n") ==
        "sup.yaml:2:1: more than one YAML document: a suppression file is a single document\n");
  CHECK(parse_error("- name: x\n") == "sup.yaml:1:3: suppression entry without 'rule'\n");
  CHECK(parse_error("rule: enum-added\n") == "sup.yaml:1:1: a suppression file is a list of {rule, name} entries\n");
  CHECK(parse_error("- just a string\n") ==
        "sup.yaml:1:3: a suppression entry must be a map with keys rule, name, reason\n");
  CHECK(parse_error("- rule: [a, b]\n") == "sup.yaml:1:9: 'rule' must be a string\n");
  CHECK(parse_error("- rule: [unclosed\n").find("sup.yaml:") == 0);
  // Empty where an omission means "everything": a mistake, not a wish.
  CHECK(parse_error("- rule: enumerator-added\n  name: \"\"\n") ==
        "sup.yaml:2:9: 'name' is empty: leave it out to suppress every finding of the rule\n");
  CHECK(parse_error("") == "sup.yaml: a suppression file is a list of {rule, name} entries; this one is empty\n");
  CHECK(parse_error("~\n") == "sup.yaml:1:1: a suppression file is a list of {rule, name} entries; this one is empty\n");
  // Every problem is reported, not only the first.
  CHECK(parse_error("- rule: nope\n- rule: nope2\n") ==
        "sup.yaml:1:9: unknown rule id 'nope'\nsup.yaml:2:9: unknown rule id 'nope2'\n");
}

TEST_CASE("load_suppressions reports missing and binary files") {
  test::TempDir dir;
  CHECK_THROWS_AS(abi::load_suppressions(dir.path() + "/missing.yaml"), util::Error);
  std::string bin = dir.write("bin.yaml", std::string("- rule: x\0y", 11));
  CHECK_THROWS_AS(abi::load_suppressions(bin), util::Error);
  std::string ok = dir.write("ok.yaml", "- rule: macro-added\n  name: DLPACK_*\n");
  auto s = abi::load_suppressions(ok);
  REQUIRE(s.size() == 1);
  CHECK(s[0].file == ok);
}

TEST_CASE("matching by rule and name, old name, qualified name, or glob") {
  abi::Change c;
  c.rule = "field-renamed";
  c.kind = "field";
  c.name = "prev_api";
  c.old_name = "prev_version_api";
  c.parent = "DLPackExchangeAPIHeader";
  auto sup = [](const std::string& rule, const std::string& name) { return abi::Suppression{rule, name, "", "", 0}; };
  CHECK(abi::matches(sup("field-renamed", ""), c));
  CHECK(abi::matches(sup("field-renamed", "prev_api"), c));
  CHECK(abi::matches(sup("field-renamed", "prev_version_api"), c));
  CHECK(abi::matches(sup("field-renamed", "DLPackExchangeAPIHeader.prev_api"), c));
  CHECK(abi::matches(sup("field-renamed", "DLPackExchangeAPIHeader.prev_version_api"), c));
  CHECK(abi::matches(sup("field-renamed", "DLPackExchangeAPIHeader.*"), c));
  CHECK_FALSE(abi::matches(sup("field-renamed", "prev"), c));
  CHECK_FALSE(abi::matches(sup("field-removed", "prev_api"), c));

  abi::PolicyFinding f;
  f.rule = "frozen-prefix-changed";
  f.name = "DLManagedTensorVersioned.flags";
  CHECK(abi::matches(sup("frozen-prefix-changed", "DLManagedTensorVersioned.*"), f));
  CHECK_FALSE(abi::matches(sup("deleter-signature-changed", ""), f));
}
