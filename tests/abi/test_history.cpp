// abi::build_history over the real series and over hand-made Models.
#include <doctest/doctest.h>

#include "abi/history.h"
#include "extract/extract.h"
#include "model_builder.h"
#include "schema/schema.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {

const model::Model& real_history() {
  static const model::Model m = [] {
    std::vector<abi::HistoryEntry> series;
    for (const char* v : {"v0.1", "v0.2", "v0.3", "v0.4", "v0.5", "v0.6", "v0.7", "v0.8", "v1.0", "v1.1", "v1.1-trn",
                          "v1.1-exchange-api", "v1.3-torch"})
      series.push_back({extract::extract_header(test::header_path(v)), std::string("dlpack-") + v});
    return abi::build_history(series);
  }();
  return m;
}

const model::Enumerator& enumerator(const model::Model& m, const std::string& e, const std::string& name) {
  for (const auto& x : m.find_enum(e)->enumerators)
    if (x.name == name) return x;
  throw std::runtime_error("no enumerator " + name);
}

const model::Field& field(const model::Model& m, const std::string& s, const std::string& name) {
  for (const auto& f : m.find_struct(s)->fields)
    if (f.name == name) return f;
  throw std::runtime_error("no field " + name);
}

const model::Removed* removed(const model::Model& m, const std::string& kind, const std::string& name) {
  for (const auto& r : m.removed)
    if (r.kind == kind && r.name == name) return &r;
  return nullptr;
}

}  // namespace

TEST_CASE("history of the real series: versions") {
  const auto& m = real_history();
  CHECK(m.header.version.str() == "1.3");
  CHECK(m.history_versions ==
        std::vector<std::string>{"0.1", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "1.0", "1.1", "1.3"});
}

TEST_CASE("history of the real series: since") {
  const auto& m = real_history();
  CHECK(enumerator(m, "DLDeviceType", "kDLCPU").history.since == "0.1");
  CHECK(enumerator(m, "DLDeviceType", "kDLCUDAManaged").history.since == "0.6");
  CHECK(enumerator(m, "DLDeviceType", "kDLROCMHost").history.since == "0.6");
  CHECK(enumerator(m, "DLDeviceType", "kDLVulkan").history.since == "0.3");
  CHECK(enumerator(m, "DLDeviceType", "kDLOneAPI").history.since == "0.7");
  CHECK(enumerator(m, "DLDeviceType", "kDLMAIA").history.since == "1.0");
  CHECK(enumerator(m, "DLDeviceType", "kDLTrn").history.since == "1.1");  // v1.1-trn still says 1.1
  // v0.2 still declared DLPACK_VERSION 010: what it added is "since 0.1".
  CHECK(enumerator(m, "DLDeviceType", "kDLMetal").history.since == "0.1");
  CHECK(enumerator(m, "DLDataTypeCode", "kDLBool").history.since == "0.8");
  CHECK(enumerator(m, "DLDataTypeCode", "kDLFloat8_e4m3fn").history.since == "1.1");
  CHECK(m.find_struct("DLManagedTensorVersioned")->history.since == "1.0");
  CHECK(m.find_struct("DLPackVersion")->history.since == "1.0");
  CHECK(m.find_struct("DLManagedTensor")->history.since == "0.1");
  CHECK(m.find_struct("DLPackExchangeAPI")->history.since == "1.1");
  CHECK(m.find_function_pointer("DLPackCurrentWorkStream")->history.since == "1.1");
  CHECK(m.find_macro("DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED")->history.since == "1.1");
  CHECK(m.find_macro("DLPACK_MAJOR_VERSION")->history.since == "1.0");
  CHECK(field(m, "DLTensor", "byte_offset").history.since == "0.1");
  CHECK(m.find_enum("DLDeviceType")->history.since == "0.1");
}

TEST_CASE("history of the real series: renames") {
  const auto& m = real_history();
  const auto& cuda = enumerator(m, "DLDeviceType", "kDLCUDA").history;
  CHECK(cuda.since == "0.1");
  CHECK(cuda.renamed_from == "kDLGPU");
  CHECK(cuda.renamed_in == "0.5");
  CHECK(enumerator(m, "DLDeviceType", "kDLCUDAHost").history.renamed_from == "kDLCPUPinned");
  CHECK(enumerator(m, "DLDataTypeCode", "kDLInt").history.renamed_from == "kInt");
  const auto& dev = m.find_struct("DLDevice")->history;
  CHECK(dev.since == "0.1");
  CHECK(dev.renamed_from == "DLContext");
  CHECK(dev.renamed_in == "0.4");
  CHECK(field(m, "DLTensor", "device").history.renamed_from == "ctx");
  CHECK(field(m, "DLTensor", "device").history.renamed_in == "0.4");
  const auto& prev = field(m, "DLPackExchangeAPIHeader", "prev_api").history;
  CHECK(prev.since == "1.1");
  CHECK(prev.renamed_from == "prev_version_api");
  CHECK(prev.renamed_in == "1.3");
  CHECK(enumerator(m, "DLDeviceType", "kDLMetal").history.renamed_from.empty());
}

TEST_CASE("history of the real series: removed") {
  const auto& m = real_history();
  const auto* v = removed(m, "macro", "DLPACK_VERSION");
  REQUIRE(v);
  CHECK(v->since == "0.1");
  CHECK(v->removed_in == "1.0");
  const auto* abi_version = removed(m, "macro", "DLPACK_ABI_VERSION");
  REQUIRE(abi_version);
  CHECK(abi_version->since == "0.7");
  CHECK(abi_version->removed_in == "1.0");
  CHECK_FALSE(removed(m, "enumerator", "kDLGPU"));  // renamed, not removed
  // The struct DLContext was renamed DLDevice in 0.4, not removed.
  CHECK_FALSE(removed(m, "struct", "DLContext"));
  // The alias `typedef DLDevice DLContext;` lived in 0.4 only.
  const auto* alias = removed(m, "alias", "DLContext");
  REQUIRE(alias);
  CHECK(alias->since == "0.4");
  CHECK(alias->removed_in == "0.5");
  CHECK(m.removed.size() == 3);
}

TEST_CASE("history survives the schema round trip") {
  const auto& m = real_history();
  model::Model back = schema::from_yaml(schema::to_yaml(m), "history.yaml");
  CHECK(back.history_versions == m.history_versions);
  CHECK(enumerator(back, "DLDeviceType", "kDLCUDA").history.renamed_from == "kDLGPU");
  CHECK(back.removed.size() == m.removed.size());
}

TEST_CASE("history on hand-made Models: removal, fallback labels, errors") {
  model::Model a = base_model(1, 0), b = base_model(1, 1), c = base_model(1, 1);
  enum_named(b, "DLDeviceType").enumerators.push_back({"kDLTrn", 18, "", "", {45, 3}, {}});
  enum_named(c, "DLDeviceType").enumerators.push_back({"kDLTrn", 18, "", "", {45, 3}, {}});
  enum_named(c, "DLDataTypeCode").enumerators.pop_back();  // kDLFloat removed
  c.header.version = {};
  model::Model out = abi::build_history({{a, "a"}, {b, "b"}, {c, "snapshot"}});
  CHECK(out.history_versions == std::vector<std::string>{"1.0", "1.1", "snapshot"});
  CHECK(enumerator(out, "DLDeviceType", "kDLTrn").history.since == "1.1");
  REQUIRE(out.removed.size() == 1);
  CHECK(out.removed[0].kind == "enumerator");
  CHECK(out.removed[0].name == "kDLFloat");
  CHECK(out.removed[0].parent == "DLDataTypeCode");
  CHECK(out.removed[0].since == "1.0");
  CHECK(out.removed[0].removed_in == "snapshot");

  model::Model single = abi::build_history({{a, "a"}});
  CHECK(single.find_struct("DLTensor")->history.since == "1.0");

  CHECK_THROWS_AS(abi::build_history({}), util::Error);
  model::Model other = base_model(1, 1);
  other.targets = {{"riscv64-linux-gnu", 8, 8, false}};
  CHECK_THROWS_AS(abi::build_history({{a, "a"}, {other, "b"}}), util::Error);
}

TEST_CASE("history of aliases: since and renames") {
  model::Model a = base_model(1, 0), b = base_model(1, 1), c = base_model(1, 2);
  model::Alias alias;
  alias.name = "DLContext";
  alias.type = struct_ref("DLDevice");
  alias.pos = {55, 18};
  b.aliases.push_back(alias);
  alias.name = "DLCtx";  // renamed in 1.2
  c.aliases.push_back(alias);
  model::Model out = abi::build_history({{a, "a"}, {b, "b"}, {c, "c"}});
  REQUIRE(out.aliases.size() == 1);
  CHECK(out.aliases[0].history.since == "1.1");
  CHECK(out.aliases[0].history.renamed_from == "DLContext");
  CHECK(out.aliases[0].history.renamed_in == "1.2");
  CHECK(out.removed.empty());
}
