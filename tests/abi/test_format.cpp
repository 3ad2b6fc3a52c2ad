// Text, Markdown and JSON renderings of a report.
#include <doctest/doctest.h>

#include <sstream>

#include "abi/diff.h"
#include "abi/format.h"
#include "json_reader.h"
#include "model_builder.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {

/// 1.1 -> 1.1 with kDLTrn added (policy error), DLTensor.byte_offset -> unsigned long
/// (abi-breaking on i686 and Windows; DLTensor and DLManagedTensorVersioned
/// shrink on i686 only) and DLTensor.strides renamed.
abi::Report sample_report() {
  model::Model a = base_model(1, 1), b = base_model(1, 1);
  enum_named(b, "DLDeviceType").enumerators.push_back({"kDLTrn", 18, "", "", {24, 3}, {}});
  auto& t = struct_named(b, "DLTensor");
  t.fields.back().type = scalar("unsigned long");
  t.fields[5].name = "stride|s";
  relayout(b);
  abi::Options o;
  o.old_label = "a/dlpack.h";
  o.new_label = "b/dlpack.h";
  return abi::diff(a, b, o);
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

}  // namespace

TEST_CASE("text: one compiler-style line per change and finding, then a summary") {
  abi::Report r = sample_report();
  std::string text = abi::format_text(r);
  auto ls = lines(text);
  REQUIRE(ls.size() == r.changes.size() + r.findings.size() + 1);
  CHECK(text.find("b/dlpack.h:24:3: compatible [enumerator-added] enumerator 'kDLTrn' = 18 added to 'DLDeviceType'\n") !=
        std::string::npos);
  CHECK(text.find("b/dlpack.h:77:5: abi-breaking [field-type-changed] type of field 'DLTensor.byte_offset' changed "
                  "from 'uint64_t' to 'unsigned long' (only on 32-bit and Windows targets (i686-linux-gnu, "
                  "x86_64-pc-windows-msvc))\n") != std::string::npos);
  CHECK(text.find("source-breaking [field-renamed]") != std::string::npos);
  CHECK(text.find("b/dlpack.h:11:9: policy-error [version-bump-missing]") != std::string::npos);
  CHECK(ls.back() ==
        "a/dlpack.h (1.1) -> b/dlpack.h (1.1): 5 changes (3 abi-breaking, 1 source-breaking, 1 compatible); "
        "policy dlpack: 1 error, 0 frozen-prefix errors, 0 warnings");
  CHECK(text.find("\033[") == std::string::npos);

  abi::FormatOptions color;
  color.color = true;
  std::string colored = abi::format_text(r, color);
  CHECK(colored.find("\033[1;31mabi-breaking\033[0m") != std::string::npos);
  CHECK(colored.find("\033[32mcompatible\033[0m") != std::string::npos);
}

TEST_CASE("text: suppressed entries are left out and counted") {
  model::Model a = base_model(1, 1), b = base_model(1, 2);
  enum_named(b, "DLDeviceType").enumerators.push_back({"kDLTrn", 18, "", "", {24, 3}, {}});
  abi::Options o;
  o.suppressions.push_back({"enumerator-added", "kDL*", "", "", 0});
  abi::Report r = abi::diff(a, b, o);
  std::string text = abi::format_text(r);
  CHECK(text.find("kDLTrn") == std::string::npos);
  CHECK(text.find("; 1 suppressed") != std::string::npos);
}

TEST_CASE("markdown: result line, counts, policy list, tables with escaped cells") {
  abi::Report r = sample_report();
  std::string md = abi::format_markdown(r);
  CHECK(md.rfind("### DLPack ABI diff: `a/dlpack.h` (1.1) → `b/dlpack.h` (1.1)\n", 0) == 0);
  CHECK(md.find("❌ **ABI-breaking changes** (exit code 40)") != std::string::npos);
  CHECK(md.find("| 3 | 1 | 1 | 1 | 0 | 0 | 0 |") != std::string::npos);
  CHECK(md.find("#### Version policy (dlpack)") != std::string::npos);
  CHECK(md.find("- ❌ `version-bump-missing`") != std::string::npos);
  CHECK(md.find("#### ABI-breaking (3)") != std::string::npos);
  CHECK(md.find("| `field-type-changed` | `DLTensor.byte_offset` |") != std::string::npos);
  CHECK(md.find("only on 32-bit and Windows targets") != std::string::npos);
  CHECK(md.find("<details><summary>Compatible (1)</summary>") != std::string::npos);
  CHECK(md.find("`DLTensor.stride\\|s`") != std::string::npos);  // a pipe cannot break the table

  abi::Report empty = abi::diff(base_model(), base_model());
  std::string none = abi::format_markdown(empty);
  CHECK(none.find("✅ **No changes** (exit code 0)") != std::string::npos);
  CHECK(none.find("####") == std::string::npos);
}

TEST_CASE("json: parses back with the documented structure") {
  abi::Report r = sample_report();
  abi::FormatOptions fo;
  fo.fail_on = abi::kExitChanges | abi::kExitAbiBreaking;
  Json j = parse_json(abi::format_json(r, fo));
  CHECK(j["format"].string == "dlpackgen-abi-diff");
  CHECK(j["format_version"].number == 1);
  CHECK(j["old"]["file"].string == "a/dlpack.h");
  CHECK(j["old"]["version"].string == "1.1");
  CHECK(j["targets"].size() == 3);
  CHECK(j["policy"].string == "dlpack");
  REQUIRE(j["changes"].size() == r.changes.size());
  bool seen = false;
  for (const auto& c : j["changes"].array) {
    for (const char* key : {"rule", "severity", "kind", "name", "old_name", "parent", "old", "new", "all_targets",
                            "targets", "per_target", "message", "location", "suppressed"})
      CHECK(c.has(key));
    if (c["rule"].string == "field-type-changed") {
      seen = true;
      CHECK(c["severity"].string == "abi-breaking");
      CHECK(c["kind"].string == "field");
      CHECK(c["name"].string == "byte_offset");
      CHECK(c["parent"].string == "DLTensor");
      CHECK(c["old"].string == "uint64_t");
      CHECK(c["new"].string == "unsigned long");
      CHECK_FALSE(c["all_targets"].boolean);
      CHECK(c["targets"][0].string == "i686-linux-gnu");
      CHECK(c["location"]["line"].number == 77);
      CHECK(c["location"]["file"].string == "b/dlpack.h");
    }
    if (c["rule"].string == "enumerator-added") CHECK(c["old_name"].kind == Json::Kind::Null);
  }
  CHECK(seen);
  REQUIRE(j["policy_findings"].size() == 1);
  CHECK(j["policy_findings"][0]["rule"].string == "version-bump-missing");
  CHECK(j["policy_findings"][0]["level"].string == "error");
  CHECK_FALSE(j["policy_findings"][0]["frozen"].boolean);
  CHECK(j["summary"]["abi_breaking"].number == 3);
  CHECK(j["summary"]["policy_errors"].number == 1);
  CHECK(j["bits"].number == (abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitSourceBreaking | abi::kExitPolicy));
  CHECK(j["exit_code"].number == (abi::kExitChanges | abi::kExitAbiBreaking));

  Json e = parse_json(abi::format_json(abi::diff(base_model(), base_model())));
  CHECK(e["changes"].size() == 0);
  CHECK(e["policy_findings"].size() == 0);
  CHECK(e["bits"].number == 0);
}

TEST_CASE("json: strings are escaped") {
  model::Model a = base_model(), b = base_model();
  struct_named(b, "DLTensor").fields[0].doc = "line \"one\"\n\tline two\\";
  abi::Options o;
  o.include_docs = true;
  o.policy = abi::PolicyChoice::None;
  Json j = parse_json(abi::format_json(abi::diff(a, b, o)));
  REQUIRE(j["changes"].size() == 1);
  CHECK(j["changes"][0]["new"].string == "line \"one\"\n\tline two\\");
}
