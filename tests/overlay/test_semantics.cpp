// schema/semantics.yaml against the real headers, and every way an overlay can
// be wrong: each error names the entry with file:line:col.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>

#include "extract/extract.h"
#include "overlay/semantics.h"
#include "support/support.h"
#include "util/error.h"

namespace fs = std::filesystem;
using dlpackgen::model::Model;
using dlpackgen::overlay::load_semantics;
using dlpackgen::overlay::parse_semantics;
using dlpackgen::overlay::Semantics;
using dlpackgen::test::TempDir;

namespace {

std::string overlay_path() { return std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml"; }

dlpackgen::extract::Options one_target() {
  dlpackgen::extract::Options o;
  o.targets = {"x86_64-linux-gnu"};
  return o;
}

// Real headers, extracted once per test binary.
const Model& real(const std::string& version) {
  static std::map<std::string, Model> cache;
  auto it = cache.find(version);
  if (it == cache.end())
    it = cache.emplace(version, dlpackgen::extract::extract_header(dlpackgen::test::header_path(version), one_target())).first;
  return it->second;
}

// A real header with `from` replaced by `to` (each must occur), extracted from a temp copy.
Model edited(const std::string& version, const std::vector<std::pair<std::string, std::string>>& edits,
             const TempDir& dir) {
  std::string text = dlpackgen::test::slurp(dlpackgen::test::header_path(version));
  for (const auto& [from, to] : edits) {
    auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    text.replace(at, from.size(), to);
  }
  return dlpackgen::extract::extract_header(dir.write("dlpack.h", text), one_target());
}

// The 1-based line of the first line of the repository overlay containing `needle`.
unsigned overlay_line(const std::string& needle) {
  std::string text = dlpackgen::test::slurp(overlay_path());
  auto at = text.find(needle);
  REQUIRE_MESSAGE(at != std::string::npos, needle);
  return static_cast<unsigned>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n') + 1);
}

// The diagnostics of loading `text` against `model`; empty when it loads.
std::vector<dlpackgen::util::Diagnostic> errors_of(const std::string& text, const Model& model) {
  try {
    parse_semantics(text, "overlay.yaml", model);
  } catch (const dlpackgen::util::Error& e) {
    return e.diagnostics();
  }
  return {};
}

std::string joined(const std::vector<dlpackgen::util::Diagnostic>& ds) {
  std::string out;
  for (const auto& d : ds) out += d.str() + "\n";
  return out;
}

const std::string kMinimal = "semantics_version: 1\n";

}  // namespace

TEST_CASE("the repository overlay applies to every real header") {
  for (const auto& header : dlpackgen::test::all_headers()) {
    CAPTURE(header);
    Model m = dlpackgen::extract::extract_header(header, one_target());
    Semantics s = load_semantics(overlay_path(), m);
    CHECK(s.file == overlay_path());
    CHECK(s.tensor.present);
    CHECK(s.dtype.present);
    CHECK(s.dtype.codes.size() >= 3);
    CHECK(s.tensor.strides_required_since == dlpackgen::model::Version{1, 2});
    // The version struct exactly where a managed struct carries a version.
    bool versioned = std::any_of(s.managed.begin(), s.managed.end(), [](const auto& x) { return !x.version.empty(); });
    CHECK(s.version.present == versioned);
    if (s.version.present) {
      CHECK(s.version.struct_name == "DLPackVersion");
      CHECK(s.version.major == "major");
      CHECK(s.version.minor == "minor");
    }
    for (const auto& c : s.dtype.codes) {
      const auto* e = m.find_enum(s.dtype.code_enum);
      REQUIRE(e);
      CHECK(std::any_of(e->enumerators.begin(), e->enumerators.end(),
                        [&](const dlpackgen::model::Enumerator& x) { return x.name == c.enumerator && x.value == c.value; }));
    }
  }
}

TEST_CASE("renames, additions and removals across versions") {
  SUBCASE("v0.1: DLContext ctx and enumerators without kDL") {
    Semantics s = load_semantics(overlay_path(), real("v0.1"));
    CHECK(s.tensor.device == "ctx");
    REQUIRE(s.dtype.codes.size() == 3);
    CHECK(s.dtype.codes[0].enumerator == "kInt");
    CHECK(s.dtype.codes[0].entry == "kDLInt");
    CHECK(s.managed.empty());
    CHECK_FALSE(s.flags.present);
    CHECK_FALSE(s.exchange_api.present);
    CHECK_FALSE(s.skipped.empty());
  }
  SUBCASE("v0.2 declares 0.1 but has DLManagedTensor: applied because it is all there") {
    Semantics s = load_semantics(overlay_path(), real("v0.2"));
    REQUIRE(s.managed.size() == 1);
    CHECK(s.managed[0].struct_name == "DLManagedTensor");
    CHECK(s.managed[0].deleter == "deleter");
    CHECK(s.managed[0].version.empty());
    CHECK(s.managed[0].capsule == "dltensor");
  }
  SUBCASE("v0.4 renamed ctx to device and added complex and opaque handles") {
    Semantics s = load_semantics(overlay_path(), real("v0.4"));
    CHECK(s.tensor.device == "device");
    CHECK(s.find_code("kDLComplex"));
    CHECK(s.find_code("kDLOpaqueHandle"));
    CHECK_FALSE(s.find_code("kDLBool"));
  }
  SUBCASE("v0.8 adds bool") {
    Semantics s = load_semantics(overlay_path(), real("v0.8"));
    const auto* b = s.find_code("kDLBool");
    REQUIRE(b);
    CHECK(b->name == "bool");
    CHECK(b->bits == std::vector<unsigned>{8});
  }
  SUBCASE("v1.0 has the versioned tensor and two flags") {
    Semantics s = load_semantics(overlay_path(), real("v1.0"));
    REQUIRE(s.managed.size() == 2);
    CHECK(s.managed[0].struct_name == "DLManagedTensorVersioned");
    CHECK(s.managed[0].version == "version");
    CHECK(s.managed[0].flags == "flags");
    CHECK(s.managed[0].capsule == "dltensor_versioned");
    CHECK(s.managed[1].capsule == "dltensor");
    REQUIRE(s.flags.present);
    CHECK(s.flags.bits.size() == 2);
    CHECK(s.find_flag_role("read_only"));
    CHECK_FALSE(s.find_flag_role("subbyte_padded"));
    CHECK_FALSE(s.find_code("kDLFloat8_e4m3fn"));
  }
  SUBCASE("v1.1 adds fp8/fp6/fp4 and the padded flag; upstream v1.1 has no exchange API") {
    Semantics s = load_semantics(overlay_path(), real("v1.1"));
    CHECK(s.find_flag_role("subbyte_padded"));
    const auto* fp4 = s.find_code("kDLFloat4_e2m1fn");
    REQUIRE(fp4);
    CHECK(fp4->bits == std::vector<unsigned>{4});
    CHECK(fp4->kind == "float4");
    CHECK_FALSE(s.exchange_api.present);
  }
  SUBCASE("the v1.1 fork names the chain prev_version_api, v1.3 prev_api") {
    Semantics fork = load_semantics(overlay_path(), real("v1.1-exchange-api"));
    REQUIRE(fork.exchange_api.present);
    CHECK(fork.exchange_api.prev_field == "prev_version_api");
    Semantics s = load_semantics(overlay_path(), real("v1.3-torch"));
    REQUIRE(s.exchange_api.present);
    CHECK(s.exchange_api.prev_field == "prev_api");
    CHECK(s.exchange_api.header_field == "header");
    CHECK(s.exchange_api.optional_fields == std::vector<std::string>{"dltensor_from_py_object_no_sync"});
    const auto* cb = s.find_error_callback("DLPackManagedTensorAllocator");
    REQUIRE(cb);
    CHECK(cb->callback == "SetError");
    CHECK(cb->context == "error_ctx");
    CHECK(s.skipped.empty());
  }
}

TEST_CASE("an entry that applies but names something the header lost fails, naming the entry") {
  TempDir dir;
  SUBCASE("an enumerator") {
    Model m = edited("v1.3-torch", {{"kDLBool = 6U,", ""}}, dir);
    auto errors = errors_of(dlpackgen::test::slurp(overlay_path()), m);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == overlay_line("enumerator: kDLBool"));
    CHECK(errors[0].column > 0);
    CHECK(errors[0].message.find("dtype.codes[kDLBool]") != std::string::npos);
    CHECK(errors[0].message.find("has no enumerator kDLBool") != std::string::npos);
    CHECK(errors[0].message.find("since 0.8") != std::string::npos);
    // Through the file API the diagnostic carries the overlay's path.
    try {
      load_semantics(overlay_path(), m);
      FAIL("expected an error");
    } catch (const dlpackgen::util::Error& e) {
      CHECK(std::string(e.what()).rfind(overlay_path() + ":" + std::to_string(errors[0].line) + ":", 0) == 0);
    }
  }
  SUBCASE("a renamed field with no alias for the new name") {
    Model m = edited("v1.3-torch", {{"struct DLPackExchangeAPIHeader* prev_api;", "struct DLPackExchangeAPIHeader* prev_link;"}}, dir);
    auto errors = errors_of(dlpackgen::test::slurp(overlay_path()), m);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message.find("semantics entry exchange_api") != std::string::npos);
    CHECK(errors[0].message.find("has no field prev_api (or prev_version_api)") != std::string::npos);
    CHECK(errors[0].line == overlay_line("prev: {name: prev_api"));
  }
  SUBCASE("a flag macro, a tensor field and a managed struct at once: every problem is reported") {
    Model m = edited("v1.0",
                     {{"#define DLPACK_FLAG_BITMASK_IS_COPIED", "#define DLPACK_FLAG_BITMASK_WAS_COPIED"},
                      {"int64_t* strides;", "int64_t* stride;"},
                      {"typedef struct DLManagedTensor {", "typedef struct DLOldManagedTensor {"},
                      {"void (*deleter)(struct DLManagedTensor * self);", "void (*deleter)(struct DLOldManagedTensor * self);"},
                      {"} DLManagedTensor;", "} DLOldManagedTensor;"}},
                     dir);
    auto errors = errors_of(dlpackgen::test::slurp(overlay_path()), m);
    INFO(joined(errors));
    REQUIRE(errors.size() == 3);
    std::string all = joined(errors);
    CHECK(all.find("semantics entry tensor: struct DLTensor has no field strides") != std::string::npos);
    CHECK(all.find("flags.bits[DLPACK_FLAG_BITMASK_IS_COPIED]: the header has no macro DLPACK_FLAG_BITMASK_IS_COPIED") != std::string::npos);
    CHECK(all.find("managed[DLManagedTensor]: the header has no struct DLManagedTensor") != std::string::npos);
  }
  SUBCASE("an entry newer than the header is skipped, not an error") {
    Model m = edited("v1.0", {{"kDLBool = 6U,", "kDLBoolean = 6U,"}}, dir);
    // kDLBool applies since 0.8 <= 1.0: an error.
    CHECK(errors_of(dlpackgen::test::slurp(overlay_path()), m).size() == 1);
    // The same entry marked since 1.5 is skipped for a 1.0 header.
    std::string overlay =
        "semantics_version: 1\n"
        "dtype:\n"
        "  struct: DLDataType\n"
        "  fields: {code: code, bits: bits, lanes: lanes}\n"
        "  code_enum: DLDataTypeCode\n"
        "  codes:\n"
        "    - {enumerator: kDLInt, kind: signed, prefix: int}\n"
        "    - {enumerator: kDLBool, kind: bool, name: bool, bits: [8], since: \"1.5\"}\n";
    Semantics s = parse_semantics(overlay, "o.yaml", m);
    CHECK(s.dtype.codes.size() == 1);
    REQUIRE(s.skipped.size() == 1);
    CHECK(s.skipped[0].find("o.yaml:8:") == 0);
    CHECK(s.skipped[0].find("dtype.codes[kDLBool] not applied") != std::string::npos);
  }
}

TEST_CASE("a header without a version gets each entry only when it has everything the entry names") {
  TempDir dir;
  std::string header = dir.write("tiny.h",
                                 "#include <stdint.h>\n"
                                 "typedef enum { kDLInt = 0U, kDLFloat = 2U } DLDataTypeCode;\n"
                                 "typedef struct { uint8_t code; uint8_t bits; uint16_t lanes; } DLDataType;\n");
  Model m = dlpackgen::extract::extract_header(header, one_target());
  REQUIRE_FALSE(m.header.version.known());
  Semantics s = load_semantics(overlay_path(), m);
  CHECK(s.dtype.present);
  CHECK(s.dtype.codes.size() == 2);
  CHECK_FALSE(s.tensor.present);
  CHECK(s.managed.empty());
  CHECK_FALSE(s.skipped.empty());
}

TEST_CASE("the empty overlay, and files that cannot be read") {
  Semantics s = load_semantics("", real("v1.3-torch"));
  CHECK(s.file.empty());
  CHECK_FALSE(s.tensor.present);
  CHECK_FALSE(s.dtype.present);
  CHECK(s.managed.empty());
  CHECK_THROWS_AS(load_semantics("/nonexistent/semantics.yaml", real("v1.3-torch")), dlpackgen::util::Error);
  TempDir dir;
  CHECK_THROWS_AS(load_semantics(dir.write("empty.yaml", ""), real("v1.3-torch")), dlpackgen::util::Error);
  Semantics minimal = parse_semantics(kMinimal, "m.yaml", real("v1.3-torch"));
  CHECK_FALSE(minimal.dtype.present);
}

TEST_CASE("malformed overlays: every problem with its line and column") {
  const Model& m = real("v1.3-torch");
  struct Case {
    const char* what;
    std::string text;
    unsigned line, column;
    const char* message;
  };
  const std::string dtype_head =
      "semantics_version: 1\n"
      "dtype:\n"
      "  struct: DLDataType\n"
      "  fields: {code: code, bits: bits, lanes: lanes}\n"
      "  code_enum: DLDataTypeCode\n"
      "  codes:\n";
  std::vector<Case> cases = {
      {"YAML syntax", "semantics_version: 1\ntensor: [\n", 3, 1, "YAML syntax error:"},
      {"two documents", "semantics_version: 1\n---\nsemantics_version: 1\n", 2, 1,
       "more than one YAML document: a semantics overlay is a single document"},
      {"not a mapping", "- 1\n", 1, 1, "the overlay must be a mapping"},
      {"no version", "tensor: {}\n", 1, 1, "missing required key 'semantics_version' in the overlay"},
      {"wrong version", "semantics_version: 2\n", 1, 20, "semantics_version must be 1"},
      {"unknown top-level key", kMinimal + "dtypes: {}\n", 2, 1, "unknown key 'dtypes'"},
      {"bad since", kMinimal + "tensor:\n  struct: DLTensor\n  since: one\n  fields: {}\n", 4, 10,
       "'one' is not a version"},
      {"missing tensor role", kMinimal + "tensor:\n  struct: DLTensor\n  fields: {data: data}\n", 4, 11,
       "missing required key 'device' in tensor.fields"},
      {"prefix and name", dtype_head + "    - {enumerator: kDLInt, kind: signed, prefix: int, name: int}\n", 7, 7,
       "exactly one of 'prefix'"},
      {"unknown kind", dtype_head + "    - {enumerator: kDLInt, kind: integer, prefix: int}\n", 7, 34,
       "unknown kind 'integer'"},
      {"bits out of range", dtype_head + "    - {enumerator: kDLInt, kind: signed, prefix: int, bits: [0]}\n", 7, 62,
       "a bit width is an integer in 1..255"},
      {"fixed name needs one width", dtype_head + "    - {enumerator: kDLBool, kind: bool, name: bool}\n", 7, 7,
       "needs exactly one width"},
      {"listed twice", dtype_head + "    - {enumerator: kDLInt, kind: signed, prefix: int}\n    - {enumerator: kDLInt, kind: signed, prefix: sint}\n",
       8, 20, "listed twice"},
      {"same text twice", dtype_head + "    - {enumerator: kDLInt, kind: signed, prefix: int}\n    - {enumerator: kDLUInt, kind: unsigned, prefix: int}\n",
       8, 7, "text 'int' is used by another code"},
      {"unknown key in an entry", dtype_head + "    - {enumerator: kDLInt, kind: signed, prefix: int, signed: true}\n", 7, 55,
       "unknown key 'signed'"},
      {"flag role", kMinimal + "flags:\n  struct: DLManagedTensorVersioned\n  field: flags\n  macro_prefix: DLPACK_FLAG_BITMASK_\n"
                    "  bits:\n    - {macro: DLPACK_FLAG_BITMASK_READ_ONLY, role: readonly}\n", 7, 52, "unknown role 'readonly'"},
      {"flag prefix", kMinimal + "flags:\n  struct: DLManagedTensorVersioned\n  field: flags\n  macro_prefix: DLPACK_FLAG_\n"
                      "  bits:\n    - {macro: DLPACK_VERSION_X}\n", 7, 15, "does not start with macro_prefix"},
      {"version without minor", kMinimal + "version:\n  struct: DLPackVersion\n  fields: {major: major}\n", 4, 11,
       "missing required key 'minor' in version.fields"},
      {"version field not an integer", kMinimal + "version:\n  struct: DLManagedTensorVersioned\n  fields: {major: version, minor: flags}\n",
       4, 19, "field DLManagedTensorVersioned.version is not an integer"},
      {"version fields one field", kMinimal + "version:\n  struct: DLPackVersion\n  fields: {major: major, minor: major}\n", 4, 33,
       "major and minor are one field"},
      {"version struct missing", kMinimal + "version:\n  struct: DLVersion\n  fields: {major: major, minor: minor}\n", 3, 11,
       "the header has no struct DLVersion"},
      {"managed not a list", kMinimal + "managed: {struct: DLManagedTensor}\n", 2, 10, "'managed' must be a sequence, got a mapping"},
      {"name spec without name", kMinimal + "tensor:\n  struct: DLTensor\n  fields: {data: {aliases: [x]}, device: device, ndim: ndim, "
                                 "dtype: dtype, shape: shape, strides: strides, byte_offset: byte_offset}\n", 4, 18,
       "missing required key 'name' in tensor.fields.data"},
      {"a field that is not a pointer", kMinimal + "tensor:\n  struct: DLTensor\n  fields: {data: ndim, device: device, ndim: ndim, "
                                        "dtype: dtype, shape: shape, strides: strides, byte_offset: byte_offset}\n", 4, 18,
       "field DLTensor.ndim is int32_t, not a pointer"},
      {"a missing struct", kMinimal + "managed:\n  - {struct: DLManagedTensorV2, fields: {tensor: t, context: c, deleter: d}}\n",
       3, 14, "managed[DLManagedTensorV2]: the header has no struct DLManagedTensorV2"},
      {"an error callback parameter", kMinimal + "exchange_api:\n  struct: DLPackExchangeAPI\n  header: {field: header, struct: DLPackExchangeAPIHeader, "
                                      "version: version, prev: prev_api}\n  error_callbacks:\n"
                                      "    - {function_pointer: DLPackManagedTensorAllocator, callback: OnError, context: error_ctx}\n",
       6, 66, "DLPackManagedTensorAllocator has no parameter OnError"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.what);
    auto errors = errors_of(c.text, m);
    INFO(joined(errors));
    REQUIRE_FALSE(errors.empty());
    bool found = false;
    for (const auto& d : errors)
      if (d.message.find(c.message) != std::string::npos) {
        found = true;
        CHECK(d.file == "overlay.yaml");
        CHECK(d.line == c.line);
        CHECK(d.column == c.column);
      }
    CHECK(found);
  }
}

// ---- devices (the dispatch shims) ----

TEST_CASE("devices: the overlay maps every device type of every real header") {
  for (const auto& path : dlpackgen::test::all_headers()) {
    std::string version = fs::path(path).stem().string().substr(std::string("dlpack-").size());
    CAPTURE(version);
    Semantics s = load_semantics(overlay_path(), real(version));
    REQUIRE(s.devices.present);
    CHECK(s.devices.unmapped.empty());
    CHECK(s.devices.types.size() == real(version).find_enum("DLDeviceType")->enumerators.size());
    // Every dtype code entry is known, this header's or not (languages check their element types against them).
    CHECK(s.dtype.entries.count("kDLFloat4_e2m1fn") == 1);
  }
  // v0.1's names, through the aliases.
  Semantics v01 = load_semantics(overlay_path(), real("v0.1"));
  REQUIRE(v01.devices.types.size() == 4);
  CHECK(v01.devices.types[1].enumerator == "kGPU");
  CHECK(v01.devices.types[1].entry == "kDLCUDA");
  CHECK(v01.devices.types[1].backend == "cuda");
  CHECK_FALSE(v01.devices.types[1].host_accessible);
  CHECK(v01.devices.types[2].enumerator == "kCPUPinned");
  CHECK(v01.devices.types[2].host_accessible);
}

TEST_CASE("devices: a header enumerator without an entry is reported as unmapped") {
  TempDir dir;
  Model m = edited("v1.3-torch", {{"kDLCPU = 1,", "kDLCPU = 1,\n  kDLNewAccel = 42,"}}, dir);
  Semantics s = load_semantics(overlay_path(), m);
  REQUIRE(s.devices.unmapped.size() == 1);
  CHECK(s.devices.unmapped[0].enumerator == "kDLNewAccel");
  CHECK(s.devices.unmapped[0].value == 42);
  CHECK(s.devices.unmapped[0].line > 0);
}

namespace {

// A small overlay for v1.3: two dtype codes, then the given devices text.
std::string dispatch_overlay(const std::string& devices, const std::string& extra = "") {
  return "semantics_version: 1\n"
         "dtype:\n"
         "  struct: DLDataType\n"
         "  fields: {code: code, bits: bits, lanes: lanes}\n"
         "  code_enum: DLDataTypeCode\n"
         "  codes:\n"
         "    - {enumerator: kDLInt, kind: signed, prefix: int}\n"
         "    - {enumerator: kDLBool, kind: bool, name: bool, bits: [8]}\n"
         "devices:\n"
         "  enum: DLDeviceType\n"
         "  backends: [{name: cpu, host_accessible: true}, {name: cuda}, {name: unsupported}]\n"
         "  types:\n" +
         devices + extra;
}

const std::string kDevice = "    - {enumerator: kDLCPU, backend: cpu}\n";

// dispatch_overlay(`device`) with another `backends` line (line 11).
std::string with_backends(const std::string& line, const std::string& device = kDevice) {
  std::string text = dispatch_overlay(device);
  const std::string old = "  backends: [{name: cpu, host_accessible: true}, {name: cuda}, {name: unsupported}]\n";
  return text.replace(text.find(old), old.size(), line);
}

}  // namespace

TEST_CASE("devices: each bad entry is one error at its line and column") {
  const Model& m = real("v1.3-torch");
  struct Case {
    const char* what;
    std::string overlay;
    unsigned line, column;
    const char* message;
  };
  const Case cases[] = {
      {"an unknown backend", dispatch_overlay("    - {enumerator: kDLCPU, backend: gpu}\n"), 13, 37,
       "devices.types[kDLCPU].backend: unknown backend 'gpu' (expected one of: cpu, cuda, unsupported)"},
      {"a device type mapped twice (a name and its value's alias)",
       dispatch_overlay(kDevice + "    - {enumerator: kDLFoo, aliases: [kDLCPU], backend: cpu}\n"), 14, 20,
       "devices.types[kDLFoo]: kDLCPU (= 1) is already mapped by another entry"},
      {"host_accessible that is not a boolean",
       dispatch_overlay("    - {enumerator: kDLCPU, backend: cpu, host_accessible: yes}\n"), 13, 59,
       "devices.types[kDLCPU].host_accessible must be true or false"},
      {"element types, which are the languages'",
       dispatch_overlay(kDevice, "element_types:\n  types: []\n"), 15, 3,
       "element_types: element types are the languages', not the overlay's: give them under `element_types:` in "
       "templates/<lang>/language.yaml (templates/README.md)"},
      {"a key given twice", dispatch_overlay("    - {enumerator: kDLCPU, backend: cpu, backend: cuda}\n"), 13, 42,
       "duplicate key 'backend' in devices.types entry (first at line 13)"},
      {"a backend listed twice",
       with_backends("  backends: [{name: cpu}, {name: unsupported}, {name: cpu}]\n"), 11, 55,
       "devices.backends: 'cpu' is listed twice"},
      {"a backend that is no identifier",
       with_backends("  backends: [{name: cpu}, {name: unsupported}, {name: one-api}]\n"), 11, 55,
       "devices.backends: 'one-api' is no identifier (letters, digits, _)"},
      {"a backend whose is_<name> key is a list end's",
       with_backends("  backends: [{name: cpu}, {name: unsupported}, {name: last}]\n"), 11, 55,
       "devices.backends: 'last' is taken (is_last marks a list's end in the context)"},
      {"backends without the one the templates name for host memory",
       with_backends("  backends: [{name: gpu}, {name: unsupported}]\n",
                     "    - {enumerator: kDLCPU, backend: unsupported}\n"),
       11, 13,
       "devices.backends has no 'cpu' (memory plain host code owns): the templates name it"},
      {"a backend's host_accessible that is not a boolean",
       with_backends("  backends: [{name: cpu, host_accessible: 1}, {name: unsupported}]\n"), 11, 43,
       "devices.backends[cpu].host_accessible must be true or false"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.what);
    auto errors = errors_of(c.overlay, m);
    INFO(joined(errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message == c.message);
    CHECK(errors[0].line == c.line);
    CHECK(errors[0].column == c.column);
  }
}
