// Hand-made mutations of the real v1.1 header, written to a temporary
// directory, extracted, and diffed (library and command line): each yields the
// right rule, severity, targets and exit bits.
#include <doctest/doctest.h>

#include <algorithm>

#include "abi/diff.h"
#include "extract/extract.h"
#include "report_query.h"
#include "support/support.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {

using Edits = std::vector<std::pair<std::string, std::string>>;

const Edits kMinorBump = {{"#define DLPACK_MINOR_VERSION 1", "#define DLPACK_MINOR_VERSION 2"}};
const Edits kMajorBump = {{"#define DLPACK_MAJOR_VERSION 1", "#define DLPACK_MAJOR_VERSION 2"},
                          {"#define DLPACK_MINOR_VERSION 1", "#define DLPACK_MINOR_VERSION 0"}};

Edits operator+(Edits a, const Edits& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

/// The v1.1 header with `edits` applied (each `from` must occur), written to `dir`.
std::string mutant(const test::TempDir& dir, const std::string& name, const Edits& edits) {
  std::string text = test::slurp(test::header_path("v1.1"));
  for (const auto& [from, to] : edits) {
    auto pos = text.find(from);
    REQUIRE_MESSAGE(pos != std::string::npos, "mutation anchor not found: " << from);
    text.replace(pos, from.size(), to);
  }
  return dir.write(name + ".h", text);
}

abi::Report diff_against_v11(const std::string& path) {
  static const model::Model base = extract::extract_header(test::header_path("v1.1"));
  return abi::diff(base, extract::extract_header(path));
}

int cli_exit(const std::string& path, const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args{"abi-diff", test::header_path("v1.1"), path};
  args.insert(args.end(), extra.begin(), extra.end());
  return test::run_dlpackgen(args).exit_code;
}

/// The text report of the mutant against v1.1, kept as tests/golden/abi/<name>.txt
/// (paths shown as file names); "" when it matches (support.h: golden_mismatch).
std::string report_mismatch(const test::TempDir& dir, const std::string& name) {
  const std::string base = test::header_path("v1.1");
  auto r = test::run_dlpackgen({"abi-diff", "--color", "never", "--fail-on", "none", base, name + ".h"}, dir.path());
  std::string text = "exit " + std::to_string(r.exit_code) + "\n" + r.out + r.err;
  for (size_t at; (at = text.find(base)) != std::string::npos;) text.replace(at, base.size(), "dlpack-v1.1.h");
  return test::golden_mismatch(std::string(DLPACKGEN_SOURCE_DIR) + "/tests/golden/abi/" + name + ".txt", text);
}

const std::vector<std::string> k32bit = {"i686-linux-gnu", "armv7-linux-gnueabihf", "wasm32-unknown-unknown"};
const std::vector<std::string> k32bitAndWindows = {"i686-linux-gnu", "armv7-linux-gnueabihf", "wasm32-unknown-unknown",
                                                   "x86_64-pc-windows-msvc"};

}  // namespace

TEST_CASE("mutation: DLTensor fields reordered (ndim <-> dtype)") {
  test::TempDir dir;
  std::string path = mutant(dir, "reordered",
                            {{"  int32_t ndim;", "  @NDIM@"},
                             {"  DLDataType dtype;", "  int32_t ndim;"},
                             {"  @NDIM@", "  DLDataType dtype;"}});
  CHECK_MESSAGE(report_mismatch(dir, "reordered").empty(), report_mismatch(dir, "reordered"));
  abi::Report r = diff_against_v11(path);
  for (const char* f : {"DLTensor.ndim", "DLTensor.dtype"}) {
    const abi::Change* c = change(r, "field-offset-changed", f);
    REQUIRE(c);
    CHECK(c->severity == abi::Severity::AbiBreaking);
    CHECK(c->targets.empty());  // every target
  }
  CHECK(changes(r, "field-renamed").empty());
  CHECK(changes(r, "struct-size-changed").empty());
  auto f = findings(r, "version-bump-missing");
  REQUIRE(f.size() == 1);
  CHECK(f[0].message.find("a major version bump is needed") != std::string::npos);
  CHECK(r.bits() == (abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitPolicy));
  CHECK(cli_exit(path) == (abi::kExitAbiBreaking | abi::kExitPolicy));
  CHECK(cli_exit(path, {"--fail-on", "all"}) == (abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitPolicy));
}

TEST_CASE("mutation: DLTensor.ndim widened to int64_t under a major bump") {
  test::TempDir dir;
  std::string path = mutant(dir, "widened", Edits{{"  int32_t ndim;", "  int64_t ndim;"}} + kMajorBump);
  CHECK_MESSAGE(report_mismatch(dir, "widened").empty(), report_mismatch(dir, "widened"));
  abi::Report r = diff_against_v11(path);
  const abi::Change* t = change(r, "field-type-changed", "DLTensor.ndim");
  REQUIRE(t);
  CHECK(t->severity == abi::Severity::AbiBreaking);
  CHECK(t->targets.empty());
  CHECK(t->old_value == "int32_t");
  CHECK(t->new_value == "int64_t");
  // ndim itself moves only where int64_t is 8-aligned after a 12-byte prefix.
  const abi::Change* moved = change(r, "field-offset-changed", "DLTensor.ndim");
  REQUIRE(moved);
  CHECK(moved->targets == std::vector<std::string>{"armv7-linux-gnueabihf", "wasm32-unknown-unknown"});
  CHECK(moved->where == "only on armv7-linux-gnueabihf, wasm32-unknown-unknown");
  CHECK(change(r, "field-offset-changed", "DLTensor.dtype"));
  CHECK(change(r, "struct-size-changed", "DLTensor"));
  CHECK(change(r, "struct-size-changed", "DLManagedTensorVersioned"));
  CHECK(r.findings.empty());  // a major bump is what the break needs
  CHECK(cli_exit(path) == abi::kExitAbiBreaking);
}

TEST_CASE("mutation: enumerator value changed (kDLCUDA = 20)") {
  test::TempDir dir;
  std::string path = mutant(dir, "value", {{"kDLCUDA = 2,", "kDLCUDA = 20,"}});
  CHECK_MESSAGE(report_mismatch(dir, "value").empty(), report_mismatch(dir, "value"));
  abi::Report r = diff_against_v11(path);
  const abi::Change* c = change(r, "enumerator-value-changed", "kDLCUDA");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::AbiBreaking);
  CHECK(c->old_value == "2");
  CHECK(c->new_value == "20");
  CHECK(c->parent == "DLDeviceType");
  REQUIRE(findings(r, "value-changed").size() == 1);
  CHECK(r.bits() == (abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitPolicy));
  CHECK(cli_exit(path) == (abi::kExitAbiBreaking | abi::kExitPolicy));
  CHECK(cli_exit(path, {"--fail-on", "changes"}) == abi::kExitChanges);
}

TEST_CASE("mutation: field appended to DLManagedTensorVersioned with only a minor bump") {
  test::TempDir dir;
  std::string path =
      mutant(dir, "appended", Edits{{"  DLTensor dl_tensor;\n};", "  DLTensor dl_tensor;\n  uint64_t extra;\n};"}} + kMinorBump);
  abi::Report r = diff_against_v11(path);
  const abi::Change* c = change(r, "field-added", "DLManagedTensorVersioned.extra");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::AbiBreaking);
  CHECK(c->targets.empty());
  CHECK(change(r, "struct-size-changed", "DLManagedTensorVersioned"));
  CHECK(findings(r, "frozen-prefix-changed").empty());  // appended after the frozen prefix
  REQUIRE(findings(r, "version-bump-too-small").size() == 1);
  CHECK(cli_exit(path) == (abi::kExitAbiBreaking | abi::kExitPolicy));

  std::string major = mutant(dir, "appended-major",
                             Edits{{"  DLTensor dl_tensor;\n};", "  DLTensor dl_tensor;\n  uint64_t extra;\n};"}} + kMajorBump);
  CHECK(diff_against_v11(major).findings.empty());
  CHECK(cli_exit(major) == abi::kExitAbiBreaking);
}

TEST_CASE("mutation: 32-bit-only layout change (byte_offset uint64_t -> size_t)") {
  test::TempDir dir;
  std::string path = mutant(dir, "size_t", Edits{{"  uint64_t byte_offset;", "  size_t byte_offset;"}} + kMajorBump);
  CHECK_MESSAGE(report_mismatch(dir, "size_t").empty(), report_mismatch(dir, "size_t"));
  abi::Report r = diff_against_v11(path);
  const abi::Change* c = change(r, "field-type-changed", "DLTensor.byte_offset");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::AbiBreaking);
  CHECK(c->targets == k32bit);
  CHECK(c->where == "only on 32-bit targets (i686-linux-gnu, armv7-linux-gnueabihf, wasm32-unknown-unknown)");
  const abi::Change* size = change(r, "struct-size-changed", "DLTensor");
  REQUIRE(size);
  for (const auto& t : size->targets) CHECK(std::find(k32bit.begin(), k32bit.end(), t) != k32bit.end());
  CHECK(size->per_target.count("x86_64-linux-gnu") == 0);
  CHECK(cli_exit(path) == abi::kExitAbiBreaking);

  auto out = test::run_dlpackgen({"abi-diff", test::header_path("v1.1"), path});
  CHECK(out.out.find("abi-breaking [field-type-changed] type of field 'DLTensor.byte_offset' changed from "
                     "'uint64_t' to 'size_t' (only on 32-bit targets (i686-linux-gnu, armv7-linux-gnueabihf, "
                     "wasm32-unknown-unknown))") != std::string::npos);
}

TEST_CASE("mutation: flags as unsigned long breaks the frozen prefix on 32-bit and Windows") {
  test::TempDir dir;
  std::string path = mutant(dir, "long", Edits{{"  uint64_t flags;", "  unsigned long flags;"}} + kMajorBump);
  CHECK_MESSAGE(report_mismatch(dir, "long").empty(), report_mismatch(dir, "long"));
  abi::Report r = diff_against_v11(path);
  const abi::Change* c = change(r, "field-type-changed", "DLManagedTensorVersioned.flags");
  REQUIRE(c);
  CHECK(c->targets == k32bitAndWindows);
  CHECK(c->where.rfind("only on 32-bit and Windows targets", 0) == 0);
  auto f = findings(r, "frozen-prefix-changed");
  REQUIRE_FALSE(f.empty());
  CHECK(f[0].frozen);
  CHECK((r.bits() & abi::kExitFrozen) != 0);
  CHECK(cli_exit(path) == (abi::kExitAbiBreaking | abi::kExitFrozen));
  CHECK(cli_exit(path, {"--fail-on", "frozen"}) == abi::kExitFrozen);
}

TEST_CASE("mutation: deleter signature changed, even with a major bump") {
  test::TempDir dir;
  std::string path = mutant(dir, "deleter",
                            Edits{{"void (*deleter)(struct DLManagedTensorVersioned *self);",
                                   "void (*deleter)(struct DLManagedTensorVersioned *self, int reason);"}} +
                                kMajorBump);
  CHECK_MESSAGE(report_mismatch(dir, "deleter").empty(), report_mismatch(dir, "deleter"));
  abi::Report r = diff_against_v11(path);
  REQUIRE(findings(r, "deleter-signature-changed").size() == 1);
  CHECK(change(r, "field-type-changed", "DLManagedTensorVersioned.deleter"));
  CHECK(cli_exit(path) == (abi::kExitAbiBreaking | abi::kExitFrozen));
}

TEST_CASE("mutation: a DLDataTypeCode that does not fit uint8_t") {
  test::TempDir dir;
  std::string path =
      mutant(dir, "code", Edits{{"  kDLFloat4_e2m1fn = 17U,", "  kDLFloat4_e2m1fn = 17U,\n  kDLHuge = 300U,"}} + kMinorBump);
  abi::Report r = diff_against_v11(path);
  CHECK(change(r, "enumerator-added", "kDLHuge"));
  REQUIRE(findings(r, "data-type-code-out-of-range").size() == 1);
  CHECK(cli_exit(path) == abi::kExitPolicy);
}

TEST_CASE("mutation: a new device type that reuses a value") {
  test::TempDir dir;
  std::string path = mutant(dir, "reuse", Edits{{"  kDLCUDA = 2,", "  kDLCUDA = 2,\n  kDLGPU = 2,"}} + kMinorBump);
  CHECK_MESSAGE(report_mismatch(dir, "reuse").empty(), report_mismatch(dir, "reuse"));
  abi::Report r = diff_against_v11(path);
  auto f = findings(r, "value-reused");
  REQUIRE(f.size() == 1);
  CHECK(f[0].name == "kDLGPU");
  CHECK(cli_exit(path) == abi::kExitPolicy);
}

TEST_CASE("mutation: const added to a pointee (int64_t *shape -> const int64_t *shape)") {
  test::TempDir dir;
  std::string path = mutant(dir, "const-shape", {{"  int64_t* shape;", "  const int64_t* shape;"}});
  CHECK_MESSAGE(report_mismatch(dir, "const-shape").empty(), report_mismatch(dir, "const-shape"));
  abi::Report r = diff_against_v11(path);
  const abi::Change* c = change(r, "field-type-changed", "DLTensor.shape");
  REQUIRE(c);
  // Same bytes on every target, but code that writes through `shape` no longer compiles.
  CHECK(c->severity == abi::Severity::SourceBreaking);
  CHECK(c->message.find("const was added to what it points to") != std::string::npos);
  CHECK((r.bits() & abi::kExitSourceBreaking) != 0);
  CHECK((r.bits() & abi::kExitAbiBreaking) == 0);
}

TEST_CASE("mutation: an alignment attribute on a field moves it where the type was less aligned (i686)") {
  test::TempDir dir;
  // A vendored copy pins byte_offset to 8 bytes, as on 64-bit targets: only i686 lays it out differently.
  std::string path = mutant(dir, "aligned",
                            Edits{{"  uint64_t byte_offset;", "  uint64_t byte_offset __attribute__((aligned(8)));"}} +
                                kMajorBump);
  CHECK_MESSAGE(report_mismatch(dir, "aligned").empty(), report_mismatch(dir, "aligned"));
  abi::Report r = diff_against_v11(path);
  const abi::Change* moved = change(r, "field-offset-changed", "DLTensor.byte_offset");
  REQUIRE(moved);
  CHECK(moved->severity == abi::Severity::AbiBreaking);
  CHECK(moved->targets == std::vector<std::string>{"i686-linux-gnu"});
  const abi::Change* size = change(r, "struct-size-changed", "DLTensor");
  REQUIRE(size);
  CHECK(size->targets == std::vector<std::string>{"i686-linux-gnu"});
  CHECK(cli_exit(path) == abi::kExitAbiBreaking);
  // The same attribute where the type is 8-aligned everywhere already changes no layout: no change.
  std::string same = mutant(dir, "aligned-noop",
                            {{"  uint64_t flags;", "  uint64_t flags __attribute__((aligned(4)));"}});
  CHECK(diff_against_v11(same).changes.empty());
}
