// The DLPack version policy on hand-made Models.
#include <doctest/doctest.h>

#include "abi/diff.h"
#include "model_builder.h"
#include "report_query.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {

void add_enumerator(model::Model& m, const std::string& enum_name, const std::string& name, int64_t value) {
  enum_named(m, enum_name).enumerators.push_back({name, value, "", "", {45, 3}, {}});
}

void widen_ndim(model::Model& m) {
  for (auto& f : struct_named(m, "DLTensor").fields)
    if (f.name == "ndim") f.type = scalar("int64_t");
  relayout(m);
}

std::vector<std::string> finding_rules(const abi::Report& r) {
  std::vector<std::string> out;
  for (const auto& f : r.findings) out.push_back(f.rule);
  return out;
}

}  // namespace

TEST_CASE("policy auto: dlpack when both sides declare a version, none otherwise") {
  model::Model a = base_model(), b = base_model();
  CHECK(abi::diff(a, b).policy == "dlpack");
  b.header.version = {};
  CHECK(abi::diff(a, b).policy == "none");
  abi::Options o;
  o.policy = abi::PolicyChoice::Dlpack;
  abi::Report r = abi::diff(a, b, o);
  CHECK(r.policy == "dlpack");
  REQUIRE(findings(r, "version-unknown").size() == 1);
  CHECK((r.bits() & abi::kExitPolicy) != 0);
}

TEST_CASE("added enumerator: a minor bump is enough, none is an error, --pending makes it a warning") {
  model::Model a = base_model(1, 1);
  model::Model same = base_model(1, 1), minor = base_model(1, 2);
  add_enumerator(same, "DLDeviceType", "kDLTrn", 18);
  add_enumerator(minor, "DLDeviceType", "kDLTrn", 18);

  abi::Report ok = abi::diff(a, minor);
  CHECK(ok.findings.empty());
  CHECK(ok.bits() == abi::kExitChanges);

  abi::Report missing = abi::diff(a, same);
  auto f = findings(missing, "version-bump-missing");
  REQUIRE(f.size() == 1);
  CHECK(f[0].level == abi::Level::Error);
  CHECK(f[0].message.find("kDLTrn") != std::string::npos);
  CHECK(f[0].location.line == 11);  // DLPACK_MINOR_VERSION
  CHECK(missing.bits() == (abi::kExitChanges | abi::kExitPolicy));
  CHECK(missing.exit_code(abi::kDefaultFailOn) == abi::kExitPolicy);

  abi::Options pending;
  pending.pending = true;
  abi::Report warned = abi::diff(a, same, pending);
  REQUIRE(findings(warned, "version-bump-missing").size() == 1);
  CHECK(findings(warned, "version-bump-missing")[0].level == abi::Level::Warning);
  CHECK(warned.bits() == abi::kExitChanges);
}

TEST_CASE("ABI break of DLTensor needs a major bump") {
  model::Model a = base_model(1, 1);
  model::Model minor = base_model(1, 2), major = base_model(2, 0), same = base_model(1, 1);
  widen_ndim(minor);
  widen_ndim(major);
  widen_ndim(same);

  abi::Report small = abi::diff(a, minor);
  REQUIRE(findings(small, "version-bump-too-small").size() == 1);
  CHECK(findings(small, "version-bump-too-small")[0].message.find("DLTensor") != std::string::npos);
  CHECK(small.bits() == (abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitPolicy));

  abi::Report none = abi::diff(a, same);
  REQUIRE(findings(none, "version-bump-missing").size() == 1);
  CHECK(findings(none, "version-bump-missing")[0].message.find("a major version bump") != std::string::npos);

  abi::Report ok = abi::diff(a, major);
  CHECK(finding_rules(ok).empty());  // dl_tensor sits after flags: not the frozen prefix
  CHECK(ok.bits() == (abi::kExitChanges | abi::kExitAbiBreaking));
}

TEST_CASE("ABI break of a struct that is not exchanged needs only a minor bump") {
  model::Model a = base_model(1, 1);
  add_struct(a, "DLOther", {{"x", scalar("int32_t")}}, 300);
  model::Model b = base_model(1, 2);
  add_struct(b, "DLOther", {{"x", scalar("int64_t")}}, 300);
  abi::Report r = abi::diff(a, b);
  CHECK(r.findings.empty());
  CHECK(r.summary().abi_breaking > 0);
}

TEST_CASE("ABI break of an enum stored in the exchanged structs needs a major bump") {
  model::Model a = base_model(1, 1), b = base_model(1, 2);
  enum_named(b, "DLDeviceType").enumerators.pop_back();  // kDLCUDAHost removed
  abi::Report r = abi::diff(a, b);
  CHECK(findings(r, "version-bump-too-small").size() == 1);
}

TEST_CASE("major bump without a break is a warning; 0.x -> 1.0 is not") {
  model::Model a = base_model(1, 1), b = base_model(2, 0);
  add_enumerator(b, "DLDeviceType", "kDLTrn", 18);
  abi::Report r = abi::diff(a, b);
  auto f = findings(r, "version-bump-unneeded");
  REQUIRE(f.size() == 1);
  CHECK(f[0].level == abi::Level::Warning);
  CHECK(r.bits() == abi::kExitChanges);

  model::Model zero = base_model(0, 8), one = base_model(1, 0);
  add_enumerator(one, "DLDeviceType", "kDLMAIA", 17);
  CHECK(abi::diff(zero, one).findings.empty());
}

TEST_CASE("before 1.0 a minor bump may break the ABI") {
  model::Model a = base_model(0, 6), b = base_model(0, 7);
  widen_ndim(b);
  CHECK(findings(abi::diff(a, b), "version-bump-too-small").empty());
}

TEST_CASE("version decreased, and a bump with nothing else changed") {
  abi::Report down = abi::diff(base_model(1, 2), base_model(1, 1));
  REQUIRE(findings(down, "version-decreased").size() == 1);
  CHECK((down.bits() & abi::kExitPolicy) != 0);

  abi::Report idle = abi::diff(base_model(1, 1), base_model(1, 2));
  REQUIRE(findings(idle, "version-bump-unneeded").size() == 1);
  CHECK(idle.bits() == abi::kExitChanges);  // version-changed only; the warning sets no bit
}

TEST_CASE("enumerator values and flag bits are never changed or reused") {
  model::Model a = base_model(1, 1), b = base_model(2, 0);
  enum_named(b, "DLDeviceType").enumerators[0].value = 100;       // kDLCPU changes value
  add_enumerator(b, "DLDeviceType", "kDLGPU", 2);                   // reuses kDLCUDA's value
  b.macros[3].value = 8;                                           // IS_COPIED moves to another bit
  b.macros.push_back(make_macro("DLPACK_FLAG_BITMASK_OVERLAP", 1, "(1UL << 0UL)", 14));  // READ_ONLY's bit
  abi::Report r = abi::diff(a, b);
  auto changed = findings(r, "value-changed");
  REQUIRE(changed.size() == 2);
  CHECK(changed[0].name == "kDLCPU");
  CHECK(changed[1].name == "DLPACK_FLAG_BITMASK_IS_COPIED");
  auto reused = findings(r, "value-reused");
  REQUIRE(reused.size() == 2);
  CHECK(reused[0].name == "kDLGPU");
  CHECK(reused[1].name == "DLPACK_FLAG_BITMASK_OVERLAP");
  CHECK((r.bits() & abi::kExitPolicy) != 0);
}

TEST_CASE("DLDataTypeCode values must fit the uint8_t code field") {
  model::Model a = base_model(1, 1), b = base_model(1, 2);
  add_enumerator(b, "DLDataTypeCode", "kDLHuge", 300);
  abi::Report r = abi::diff(a, b);
  auto f = findings(r, "data-type-code-out-of-range");
  REQUIRE(f.size() == 1);
  CHECK(f[0].name == "kDLHuge");
  CHECK(f[0].message.find("0..255") != std::string::npos);
}

TEST_CASE("frozen prefix of DLManagedTensorVersioned: never changes, even across a major bump") {
  model::Model a = base_model(1, 1);

  SUBCASE("a field inserted before flags") {
    model::Model b = base_model(2, 0);
    auto& f = struct_named(b, "DLManagedTensorVersioned").fields;
    f.insert(f.begin() + 1, {"stream", pointer_to(scalar("void")), "", {92, 5}, {}, {}, {}});
    relayout(b);
    abi::Report r = abi::diff(a, b);
    CHECK_FALSE(findings(r, "frozen-prefix-changed").empty());
    CHECK((r.bits() & abi::kExitFrozen) != 0);
    CHECK((r.bits() & abi::kExitPolicy) == 0);  // the major bump itself is right
    CHECK(r.exit_code(abi::kDefaultFailOn) == (abi::kExitAbiBreaking | abi::kExitFrozen));
  }
  SUBCASE("flags widened on 32-bit and Windows only") {
    model::Model b = base_model(2, 0);
    // uint64_t -> unsigned long: 8 bytes on LP64 Linux, 4 on i686 and Windows.
    struct_named(b, "DLManagedTensorVersioned").fields[3].type = scalar("unsigned long");
    relayout(b);
    abi::Report r = abi::diff(a, b);
    auto f = findings(r, "frozen-prefix-changed");
    REQUIRE(f.size() == 1);
    CHECK(f[0].name == "DLManagedTensorVersioned.flags");
    CHECK(f[0].message.find("only on 32-bit and Windows targets") != std::string::npos);
    const abi::Change* c = change(r, "field-type-changed", "DLManagedTensorVersioned.flags");
    REQUIRE(c);
    CHECK(c->targets == std::vector<std::string>{"i686-linux-gnu", "x86_64-pc-windows-msvc"});
  }
  SUBCASE("deleter signature") {
    model::Model b = base_model(2, 0);
    auto& deleter = struct_named(b, "DLManagedTensorVersioned").fields[2].type;
    deleter.params.push_back({"flags", scalar("int")});
    abi::Report r = abi::diff(a, b);
    auto f = findings(r, "deleter-signature-changed");
    REQUIRE(f.size() == 1);
    CHECK(f[0].frozen);
    CHECK((r.bits() & abi::kExitFrozen) != 0);
    CHECK(change(r, "field-type-changed", "DLManagedTensorVersioned.deleter"));
  }
  SUBCASE("a rename in the prefix is only source-breaking") {
    model::Model b = base_model(1, 2);
    struct_named(b, "DLManagedTensorVersioned").fields[1].name = "ctx";
    abi::Report r = abi::diff(a, b);
    CHECK(findings(r, "frozen-prefix-changed").empty());
    CHECK(change(r, "field-renamed", "DLManagedTensorVersioned.ctx"));
    CHECK(r.findings.empty());
  }
  SUBCASE("removal") {
    model::Model b = base_model(2, 0);
    b.structs.pop_back();
    abi::Report r = abi::diff(a, b);
    CHECK(findings(r, "frozen-prefix-changed").size() == 1);
  }
  SUBCASE("appending after dl_tensor without a major bump") {
    model::Model b = base_model(1, 2);
    struct_named(b, "DLManagedTensorVersioned").fields.push_back({"extra", scalar("uint64_t"), "", {99, 5}, {}, {}, {}});
    relayout(b);
    abi::Report r = abi::diff(a, b);
    CHECK(findings(r, "frozen-prefix-changed").empty());
    CHECK(findings(r, "version-bump-too-small").size() == 1);
    CHECK(change(r, "field-added", "DLManagedTensorVersioned.extra")->severity == abi::Severity::AbiBreaking);
    CHECK(r.exit_code(abi::kDefaultFailOn) == (abi::kExitAbiBreaking | abi::kExitPolicy));
  }
}

TEST_CASE("suppressed changes do not count toward the policy") {
  model::Model a = base_model(1, 1), b = base_model(1, 1);
  add_enumerator(b, "DLDeviceType", "kDLTrn", 18);
  abi::Options o;
  o.suppressions.push_back({"enumerator-added", "kDLTrn", "", "", 0});
  abi::Report r = abi::diff(a, b, o);
  CHECK(r.findings.empty());
  CHECK(r.bits() == 0);
  CHECK(r.summary().suppressed == 1);
  CHECK(r.unused_suppressions.empty());

  abi::Options f;
  f.suppressions.push_back({"version-bump-missing", "", "", "", 0});
  f.suppressions.push_back({"struct-removed", "Nothing", "", "sup.yaml", 3});
  abi::Report r2 = abi::diff(a, b, f);
  CHECK(r2.findings.size() == 1);
  CHECK(r2.findings[0].suppressed);
  CHECK(r2.bits() == abi::kExitChanges);
  REQUIRE(r2.unused_suppressions.size() == 1);
  CHECK(r2.unused_suppressions[0] == "sup.yaml:3: struct-removed Nothing");
}
