// abi::diff over the real series of dlpack.h headers, checked against DLPack's
// change log as read from the headers themselves:
//
//   0.1 -> 0.2  enumerators get the kDL prefix (kCPU -> kDLCPU, kInt -> kDLInt),
//               kDLMetal/kDLVPI/kDLROCM and DLManagedTensor added; the header
//               still says DLPACK_VERSION 010 (a missing bump).
//   0.2 -> 0.3  kDLVulkan, kDLExtDev, kDLBfloat added.
//   0.3 -> 0.4  DLContext renamed DLDevice (alias kept), DLTensor.ctx -> device,
//               kDLOpaqueHandle, kDLComplex added.
//   0.4 -> 0.5  kDLGPU -> kDLCUDA, kDLCPUPinned -> kDLCUDAHost, alias DLContext dropped.
//   0.5 -> 0.6  kDLROCMHost, kDLCUDAManaged added; DLPACK_VERSION spelled 60.
//   0.6 -> 0.7  `enum : int32_t` for C++, int -> int32_t (same bits), kDLOneAPI,
//               kDLWebGPU, kDLHexagon, DLPACK_ABI_VERSION added.
//   0.7 -> 0.8  kDLBool added.
//   0.8 -> 1.0  DLPackVersion, DLManagedTensorVersioned, flag bits, kDLMAIA;
//               DLPACK_MAJOR/MINOR_VERSION replace DLPACK_VERSION/DLPACK_ABI_VERSION.
//   1.0 -> 1.1  FP8/FP6/FP4 type codes, DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED.
//   1.1 -> 1.1-trn  kDLTrn without a version bump.
//   1.1-trn -> 1.1-exchange-api  DLPackExchangeAPI, its header and five
//               function-pointer typedefs, without a version bump.
//   1.1-exchange-api -> 1.3-torch  prev_version_api -> prev_api, version 1.3.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "abi/diff.h"
#include "abi/format.h"
#include "extract/extract.h"
#include "report_query.h"
#include "support/support.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {

const std::vector<std::string>& series() {
  static const std::vector<std::string> s = {"v0.1", "v0.2", "v0.3",  "v0.4",     "v0.5",
                                             "v0.6", "v0.7", "v0.8",  "v1.0",     "v1.1",
                                             "v1.1-trn", "v1.1-exchange-api", "v1.3-torch"};
  return s;
}

const model::Model& header(const std::string& version) {
  static std::map<std::string, model::Model> cache;
  auto it = cache.find(version);
  if (it == cache.end()) it = cache.emplace(version, extract::extract_header(test::header_path(version))).first;
  return it->second;
}

abi::Report step(const std::string& from, const std::string& to, abi::Options o = {}) {
  return abi::diff(header(from), header(to), o);
}

std::set<std::string> names(const std::vector<abi::Change>& cs) {
  std::set<std::string> out;
  for (const auto& c : cs) out.insert(c.name);
  return out;
}

std::set<std::pair<std::string, std::string>> renames(const abi::Report& r, const std::string& rule) {
  std::set<std::pair<std::string, std::string>> out;
  for (const auto& c : changes(r, rule)) out.insert({c.old_name, c.name});
  return out;
}

}  // namespace

TEST_CASE("every real header is in the series") {
  auto all = test::all_headers();
  CHECK(all.size() == series().size());
  for (const auto& v : series())
    CHECK(std::find(all.begin(), all.end(), test::header_path(v)) != all.end());
}

TEST_CASE("the whole chain: no ABI break anywhere, renames recognised as renames") {
  for (std::size_t i = 0; i + 1 < series().size(); ++i) {
    CAPTURE(series()[i]);
    CAPTURE(series()[i + 1]);
    abi::Report r = step(series()[i], series()[i + 1]);
    CHECK(r.summary().abi_breaking == 0);
    CHECK(changes(r, "enumerator-removed").empty());  // every removal in the chain is a rename
    CHECK(changes(r, "struct-removed").empty());
    CHECK(changes(r, "field-removed").empty());
    for (const auto& c : changes(r, "enumerator-added")) CHECK(c.severity == abi::Severity::Compatible);
    for (const auto& c : changes(r, "struct-added")) CHECK(c.severity == abi::Severity::Compatible);
    CHECK(r.findings.size() <= 1);
    CHECK(r.policy == "dlpack");
    for (const auto& f : r.findings) CHECK(f.rule == "version-bump-missing");
  }
}

TEST_CASE("0.1 -> 0.2: the kDL prefix is a rename, and the version was not bumped") {
  abi::Report r = step("v0.1", "v0.2");
  CHECK(renames(r, "enumerator-renamed") == std::set<std::pair<std::string, std::string>>{
                                                {"kCPU", "kDLCPU"}, {"kGPU", "kDLGPU"},
                                                {"kCPUPinned", "kDLCPUPinned"}, {"kOpenCL", "kDLOpenCL"},
                                                {"kInt", "kDLInt"}, {"kUInt", "kDLUInt"}, {"kFloat", "kDLFloat"}});
  CHECK(names(changes(r, "enumerator-added")) == std::set<std::string>{"kDLMetal", "kDLVPI", "kDLROCM"});
  CHECK(names(changes(r, "struct-added")) == std::set<std::string>{"DLManagedTensor"});
  CHECK(r.old_side.version.str() == "0.1");
  CHECK(r.new_side.version.str() == "0.1");  // DLPACK_VERSION 010 in both
  REQUIRE(findings(r, "version-bump-missing").size() == 1);
  CHECK(r.bits() == (abi::kExitChanges | abi::kExitSourceBreaking | abi::kExitPolicy));
}

TEST_CASE("0.3 -> 0.4: DLContext renamed DLDevice (kept as an alias), ctx renamed device") {
  abi::Report r = step("v0.3", "v0.4");
  CHECK(renames(r, "struct-renamed") == std::set<std::pair<std::string, std::string>>{{"DLContext", "DLDevice"}});
  // `typedef DLDevice DLContext;` keeps old code compiling: the type rename is compatible.
  CHECK(change(r, "struct-renamed", "DLDevice")->severity == abi::Severity::Compatible);
  const abi::Change* alias = change(r, "alias-added", "DLContext");
  REQUIRE(alias);
  CHECK(alias->new_value == "DLDevice");
  CHECK(alias->severity == abi::Severity::Compatible);
  auto f = changes(r, "field-renamed");
  REQUIRE(f.size() == 1);
  CHECK(f[0].parent == "DLTensor");
  CHECK(f[0].old_name == "ctx");
  CHECK(f[0].name == "device");
  CHECK(names(changes(r, "enumerator-added")) == std::set<std::string>{"kDLOpaqueHandle", "kDLComplex"});
  CHECK(changes(r, "field-type-changed").empty());
  CHECK(r.findings.empty());
}

TEST_CASE("0.4 -> 0.5: kDLGPU -> kDLCUDA, kDLCPUPinned -> kDLCUDAHost, alias DLContext dropped") {
  abi::Report r = step("v0.4", "v0.5");
  CHECK(renames(r, "enumerator-renamed") ==
        std::set<std::pair<std::string, std::string>>{{"kDLGPU", "kDLCUDA"}, {"kDLCPUPinned", "kDLCUDAHost"}});
  const abi::Change* alias = change(r, "alias-removed", "DLContext");
  REQUIRE(alias);
  CHECK(alias->severity == abi::Severity::SourceBreaking);
  CHECK(alias->location.str() == header("v0.4").header.file + ":79:18");  // the old side for removals
  CHECK(r.summary().abi_breaking == 0);
  CHECK(r.findings.empty());
  CHECK(r.bits() == (abi::kExitChanges | abi::kExitSourceBreaking));
}

TEST_CASE("0.5 -> 0.6: legacy DLPACK_VERSION 60 is read as 0.6") {
  abi::Report r = step("v0.5", "v0.6");
  CHECK(names(changes(r, "enumerator-added")) == std::set<std::string>{"kDLROCMHost", "kDLCUDAManaged"});
  const abi::Change* v = change(r, "version-changed", "DLPACK_VERSION");
  REQUIRE(v);
  CHECK(v->old_value == "0.5");
  CHECK(v->new_value == "0.6");
  CHECK(r.findings.empty());
}

TEST_CASE("0.6 -> 0.7: int -> int32_t and enum : int32_t are compatible") {
  abi::Report r = step("v0.6", "v0.7");
  for (const char* f : {"DLDevice.device_id", "DLTensor.ndim"}) {
    const abi::Change* c = change(r, "field-type-changed", f);
    REQUIRE(c);
    CHECK(c->severity == abi::Severity::Compatible);
  }
  const abi::Change* u = change(r, "enum-underlying-type-changed", "DLDeviceType");
  REQUIRE(u);
  CHECK(u->severity == abi::Severity::Compatible);
  CHECK(u->new_value == "int32_t");
  CHECK(names(changes(r, "enumerator-added")) == std::set<std::string>{"kDLOneAPI", "kDLWebGPU", "kDLHexagon"});
  CHECK(changes(r, "macro-added", "DLPACK_ABI_VERSION").size() == 1);
  CHECK(r.bits() == abi::kExitChanges);
}

TEST_CASE("0.8 -> 1.0: versioned structs added, version macros replaced, no ABI break") {
  abi::Report r = step("v0.8", "v1.0");
  CHECK(names(changes(r, "struct-added")) == std::set<std::string>{"DLPackVersion", "DLManagedTensorVersioned"});
  CHECK(names(changes(r, "macro-removed")) == std::set<std::string>{"DLPACK_VERSION", "DLPACK_ABI_VERSION"});
  CHECK(names(changes(r, "macro-added")) ==
        std::set<std::string>{"DLPACK_MAJOR_VERSION", "DLPACK_MINOR_VERSION", "DLPACK_FLAG_BITMASK_READ_ONLY",
                              "DLPACK_FLAG_BITMASK_IS_COPIED"});
  CHECK(names(changes(r, "enumerator-added")) == std::set<std::string>{"kDLMAIA"});
  CHECK(r.summary().abi_breaking == 0);
  CHECK(r.findings.empty());  // 0.x -> 1.0 is not an unneeded major bump
  CHECK(r.exit_code(abi::kDefaultFailOn) == 0);
}

TEST_CASE("1.0 -> 1.1: new type codes and a flag bit under a minor bump") {
  abi::Report r = step("v1.0", "v1.1");
  CHECK(changes(r, "enumerator-added").size() == 11);
  CHECK(change(r, "enumerator-added", "kDLFloat8_e4m3fn")->new_value == "10");
  CHECK(changes(r, "macro-added", "DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED").size() == 1);
  CHECK(r.findings.empty());
  CHECK(r.bits() == abi::kExitChanges);
}

TEST_CASE("1.1 -> 1.1-trn: kDLTrn without a bump; --pending makes it a warning") {
  abi::Report r = step("v1.1", "v1.1-trn");
  REQUIRE(r.summary().changes == 1);
  const abi::Change* c = change(r, "enumerator-added", "kDLTrn");
  REQUIRE(c);
  CHECK(c->new_value == "18");
  CHECK(c->location.line == 122);
  CHECK(c->location.column == 3);
  REQUIRE(findings(r, "version-bump-missing").size() == 1);
  CHECK(r.exit_code(abi::kDefaultFailOn) == abi::kExitPolicy);
  abi::Options pending;
  pending.pending = true;
  abi::Report p = step("v1.1", "v1.1-trn", pending);
  CHECK(p.exit_code(abi::kDefaultFailOn) == 0);
  CHECK(p.summary().policy_warnings == 1);

  abi::Options docs;
  docs.include_docs = true;
  abi::Report d = step("v1.1", "v1.1-trn", docs);
  CHECK_FALSE(changes(d, "doc-changed").empty());  // "multiply libraries" -> "multiple libraries"
  CHECK(d.summary().abi_breaking == 0);
}

TEST_CASE("1.1-trn -> 1.1-exchange-api: the exchange API is compatible additions") {
  abi::Report r = step("v1.1-trn", "v1.1-exchange-api");
  CHECK(names(changes(r, "struct-added")) == std::set<std::string>{"DLPackExchangeAPIHeader", "DLPackExchangeAPI"});
  CHECK(names(changes(r, "function-pointer-added")) ==
        std::set<std::string>{"DLPackManagedTensorAllocator", "DLPackManagedTensorFromPyObjectNoSync",
                              "DLPackDLTensorFromPyObjectNoSync", "DLPackCurrentWorkStream",
                              "DLPackManagedTensorToPyObjectNoSync"});
  CHECK(r.summary().source_breaking == 0);  // `struct X {}` -> `typedef struct X {} X` changes nothing
  CHECK(r.summary().abi_breaking == 0);
  CHECK(findings(r, "version-bump-missing").size() == 1);
}

TEST_CASE("1.1-exchange-api -> 1.3-torch: prev_version_api renamed prev_api") {
  abi::Report r = step("v1.1-exchange-api", "v1.3-torch");
  auto f = changes(r, "field-renamed");
  REQUIRE(f.size() == 1);
  CHECK(f[0].parent == "DLPackExchangeAPIHeader");
  CHECK(f[0].old_name == "prev_version_api");
  CHECK(f[0].name == "prev_api");
  CHECK(f[0].severity == abi::Severity::SourceBreaking);
  CHECK(f[0].location.line > 0);
  CHECK(r.findings.empty());  // 1.1 -> 1.3 is a minor bump: enough for a rename
  CHECK(r.bits() == (abi::kExitChanges | abi::kExitSourceBreaking));
}

TEST_CASE("1.0 -> 1.3-torch in one step") {
  abi::Report r = step("v1.0", "v1.3-torch");
  CHECK(r.summary().abi_breaking == 0);
  CHECK(changes(r, "field-renamed").empty());  // prev_api is new here, not renamed
  CHECK(change(r, "enumerator-added", "kDLTrn"));
  CHECK(change(r, "struct-added", "DLPackExchangeAPI"));
  CHECK(r.findings.empty());
  CHECK(r.exit_code(abi::kDefaultFailOn) == 0);
}

TEST_CASE("identical real headers: empty report") {
  for (const auto& v : {"v0.1", "v1.0", "v1.3-torch"}) {
    abi::Report r = step(v, v);
    CHECK(r.empty());
    CHECK(r.bits() == 0);
  }
}

TEST_CASE("backwards: 1.1 -> 1.0 removes values and decreases the version") {
  abi::Report r = step("v1.1", "v1.0");
  CHECK(changes(r, "enumerator-removed").size() == 11);
  CHECK(change(r, "enumerator-removed", "kDLFloat8_e4m3fn")->severity == abi::Severity::AbiBreaking);
  CHECK(findings(r, "version-decreased").size() == 1);
  CHECK(r.exit_code(abi::kDefaultFailOn) == (abi::kExitAbiBreaking | abi::kExitPolicy));
}
