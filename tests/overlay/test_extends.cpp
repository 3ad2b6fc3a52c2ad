// An overlay that extends another (`extends: builtin`, `extends: PATH`): what
// it adds and replaces, what it leaves to the base, and that every error names
// the file and line that said the value, the base's or the extension's.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "extract/extract.h"
#include "overlay/semantics.h"
#include "support/support.h"
#include "util/error.h"

using dlpackgen::model::Model;
using dlpackgen::overlay::load_semantics;
using dlpackgen::overlay::Semantics;
using dlpackgen::test::TempDir;

namespace {

std::string builtin() { return std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml"; }

// A header with a device type and a dtype code of a vendor's own, no version.
const char* const kVendorHeader = R"(#include <stdint.h>
typedef enum { kDLCPU = 1, kDLCUDA = 2, kDLCUDAHost = 3, kDLSophon = 20 } DLDeviceType;
typedef struct { DLDeviceType device_type; int32_t device_id; } DLDevice;
typedef enum { kDLInt = 0U, kDLUInt = 1U, kDLFloat = 2U } DLDataTypeCode;
typedef struct { uint8_t code; uint8_t bits; uint16_t lanes; } DLDataType;
typedef struct {
  void* data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t* shape;
  int64_t* strides;
  uint64_t byte_offset;
} DLTensor;
)";

Model vendor_model(const TempDir& dir) {
  dlpackgen::extract::Options o;
  o.targets = {"x86_64-linux-gnu"};
  return dlpackgen::extract::extract_header(dir.write("dlpack.h", kVendorHeader), o);
}

const Semantics::DeviceType* device(const Semantics& s, const std::string& enumerator) {
  for (const auto& t : s.devices.types)
    if (t.enumerator == enumerator) return &t;
  return nullptr;
}

std::vector<dlpackgen::util::Diagnostic> errors_loading(const std::string& path, const Model& m) {
  try {
    load_semantics(path, m, true, builtin());
  } catch (const dlpackgen::util::Error& e) {
    return e.diagnostics();
  }
  return {};
}

}  // namespace

TEST_CASE("extends: builtin adds a vendor device type and keeps every built-in entry") {
  TempDir dir;
  const Model m = vendor_model(dir);
  Semantics plain = load_semantics(builtin(), m, true, builtin());
  CHECK(plain.devices.unmapped.size() == 1);
  CHECK(plain.devices.unmapped.at(0).enumerator == "kDLSophon");

  const std::string path = dir.write("overlay.yaml",
                                     "semantics_version: 1\n"
                                     "extends: builtin\n"
                                     "devices:\n"
                                     "  types:\n"
                                     "    - {enumerator: kDLSophon, backend: unsupported}\n");
  Semantics s = load_semantics(path, m, true, builtin());
  CHECK(s.file == path);
  CHECK(s.devices.unmapped.empty());
  REQUIRE(device(s, "kDLSophon") != nullptr);
  CHECK(device(s, "kDLSophon")->backend == "unsupported");
  CHECK(device(s, "kDLSophon")->value == 20);
  // The built-in entries, the section's other keys and the other sections are the base's.
  REQUIRE(device(s, "kDLCUDA") != nullptr);
  CHECK(device(s, "kDLCUDA")->backend == "cuda");
  CHECK(device(s, "kDLCPU")->backend == "cpu");
  CHECK(s.devices.struct_name == "DLDevice");
  CHECK(s.devices.type_field == "device_type");
  CHECK(s.tensor.present);
  CHECK(s.dtype.codes.size() == plain.dtype.codes.size());
  CHECK(s.devices.types.size() == plain.devices.types.size() + 1);
}

TEST_CASE("an entry of the extension replaces the base's entry of the same enumerator, in place") {
  TempDir dir;
  const Model m = vendor_model(dir);
  const std::string path = dir.write("overlay.yaml",
                                     "semantics_version: 1\n"
                                     "extends: builtin\n"
                                     "devices:\n"
                                     "  types:\n"
                                     "    - {enumerator: kDLSophon, backend: unsupported}\n"
                                     "    - {enumerator: kDLCUDAHost, backend: unsupported}\n");
  Semantics s = load_semantics(path, m, true, builtin());
  REQUIRE(device(s, "kDLCUDAHost") != nullptr);
  CHECK(device(s, "kDLCUDAHost")->backend == "unsupported");
  // In the base's order: kDLCPU, kDLCUDA, kDLCUDAHost, ..., then the new kDLSophon.
  REQUIRE(s.devices.types.size() >= 4);
  CHECK(s.devices.types[2].enumerator == "kDLCUDAHost");
  CHECK(s.devices.types.back().enumerator == "kDLSophon");
}

TEST_CASE("errors name the file and line that said the value: the extension's or the base's") {
  TempDir dir;
  const Model m = vendor_model(dir);
  // The extension's own entry.
  const std::string ext = dir.write("ext.yaml",
                                    "semantics_version: 1\n"
                                    "extends: builtin\n"
                                    "devices:\n"
                                    "  types:\n"
                                    "    - {enumerator: kDLSophon, backend: warp_drive}\n");
  auto e = errors_loading(ext, m);
  REQUIRE(e.size() == 1);
  CHECK(e[0].file == ext);
  CHECK(e[0].line == 5);
  CHECK(e[0].message.find("unknown backend 'warp_drive'") != std::string::npos);

  // A base of the project's own (extends: PATH, relative to the file), with
  // the error in the base: the base's file and line.
  dir.write("base.yaml",
            "semantics_version: 1\n"
            "devices:\n"
            "  enum: DLDeviceType\n"
            "  struct: DLDevice\n"
            "  fields: {type: device_type, id: device_id}\n"
            "  types:\n"
            "    - {enumerator: kDLCPU, backend: cpu}\n"
            "    - {enumerator: kDLCUDA, backend: hyperspace}\n");
  const std::string top = dir.write("top.yaml",
                                    "semantics_version: 1\n"
                                    "extends: base.yaml\n"
                                    "devices:\n"
                                    "  types:\n"
                                    "    - {enumerator: kDLSophon, backend: unsupported}\n");
  e = errors_loading(top, m);
  REQUIRE(e.size() == 1);
  CHECK(e[0].file == dir.path() + "/base.yaml");
  CHECK(e[0].line == 8);
  CHECK(e[0].message.find("hyperspace") != std::string::npos);
}

TEST_CASE("extends: refused with its line when it names nothing, a missing file, or a cycle") {
  TempDir dir;
  const Model m = vendor_model(dir);
  struct Case {
    const char* text;
    const char* says;
  };
  for (const Case& c : {Case{"semantics_version: 1\nextends: [builtin]\n", "names the overlay this one adds to"},
                        Case{"semantics_version: 1\nextends: nothere.yaml\n", "no overlay file"},
                        Case{"semantics_version: 1\nextends: a.yaml\n", "comes back to an overlay already in the chain"}}) {
    const std::string path = dir.write("a.yaml", c.text);
    auto e = errors_loading(path, m);
    INFO(c.text);
    REQUIRE(e.size() == 1);
    CHECK(e[0].file == path);
    CHECK(e[0].line == 2);
    CHECK(e[0].message.find(c.says) != std::string::npos);
  }
  // A chain longer than 8 overlays.
  for (int i = 0; i < 10; ++i)
    dir.write("c" + std::to_string(i) + ".yaml",
              "semantics_version: 1\nextends: c" + std::to_string(i + 1) + ".yaml\n");
  dir.write("c10.yaml", "semantics_version: 1\n");
  auto e = errors_loading(dir.path() + "/c0.yaml", m);
  REQUIRE(e.size() == 1);
  CHECK(e[0].message.find("more than 8 overlays") != std::string::npos);
  // `builtin` where the tool has none to give.
  const std::string path = dir.write("b.yaml", "semantics_version: 1\nextends: builtin\n");
  try {
    load_semantics(path, m, true, "");
    FAIL("extends: builtin without a built-in overlay loaded");
  } catch (const dlpackgen::util::Error& err) {
    CHECK(err.diagnostics().at(0).message.find("no built-in overlay") != std::string::npos);
  }
}

TEST_CASE("entries that name enumerators the header lacks: one warning per list and file, at the first") {
  TempDir dir;
  dlpackgen::extract::Options o;
  o.targets = {"x86_64-linux-gnu"};
  const Model m = dlpackgen::extract::extract_header(
      dir.write("dlpack.h", std::string("#define DLPACK_MAJOR_VERSION 1\n#define DLPACK_MINOR_VERSION 0\n") +
                                kVendorHeader),
      o);
  const std::string path = dir.write("overlay.yaml",
                                     "semantics_version: 1\n"
                                     "extends: builtin\n"
                                     "devices:\n"
                                     "  types:\n"
                                     "    - {enumerator: kDLSophon, backend: unsupported}\n"
                                     "    - {enumerator: kDLTPU, backend: unsupported, since: \"1.0\"}\n");
  const Semantics s = load_semantics(path, m, false, builtin());
  std::vector<std::string> devices;
  for (const std::string& w : s.warnings)
    if (w.find("devices.types[") != std::string::npos) devices.push_back(w);
  REQUIRE(devices.size() == 2);  // the built-in overlay's list, and the project's
  CHECK(devices[0].find(builtin() + ":") == 0);
  CHECK(devices[0].find(": semantics entries devices.types[kDLOpenCL (or kOpenCL), kDLVulkan, kDLMetal, ") !=
        std::string::npos);
  CHECK(devices[0].find("kDLSophon") == std::string::npos);
  CHECK(devices[0].find("]: enum DLDeviceType has no such enumerators (each entry applies to this header, 1.0, by "
                        "its `since`): left out") != std::string::npos);
  CHECK(devices[1] == path + ":6:20: semantics entry devices.types[kDLTPU]: enum DLDeviceType has no such "
                                "enumerator (the entry applies to this header, 1.0, by its `since`): left out");
  // Strict: each is its own error, at its own line.
  try {
    (void)load_semantics(path, m, true, builtin());
    FAIL("strict loading took an entry the header lacks");
  } catch (const dlpackgen::util::Error& e) {
    CHECK(e.diagnostics().size() > 2);
  }
}

TEST_CASE("devices.backends: data an overlay extends (a backend of its own), or the built-in's when it names none") {
  TempDir dir;
  const Model m = vendor_model(dir);
  const Semantics plain = load_semantics(builtin(), m, true, builtin());
  std::vector<std::string> names;
  for (const auto& b : plain.devices.backends) names.push_back(b.name + (b.host_accessible ? "+" : ""));
  CHECK(names == std::vector<std::string>{"cpu+", "cuda", "cuda_host+", "cuda_managed+", "rocm", "rocm_host+",
                                          "unsupported"});
  // A backend of the overlay's own, after the built-in ones; its device type takes its host_accessible.
  const std::string path = dir.write("overlay.yaml",
                                     "semantics_version: 1\n"
                                     "extends: builtin\n"
                                     "devices:\n"
                                     "  backends:\n"
                                     "    - {name: tpu}\n"
                                     "    - {name: tpu_host, host_accessible: true}\n"
                                     "    - {name: cuda_host, host_accessible: false}\n"
                                     "  types:\n"
                                     "    - {enumerator: kDLSophon, backend: tpu_host}\n");
  const Semantics s = load_semantics(path, m, true, builtin());
  REQUIRE(s.devices.backends.size() == plain.devices.backends.size() + 2);
  CHECK(s.devices.backends[7].name == "tpu");
  CHECK(s.devices.backends[8].name == "tpu_host");
  CHECK(s.devices.backends[2].name == "cuda_host");  // replaced in place
  CHECK_FALSE(s.devices.backends[2].host_accessible);
  REQUIRE(device(s, "kDLSophon") != nullptr);
  CHECK(device(s, "kDLSophon")->host_accessible);
  CHECK_FALSE(device(s, "kDLCUDAHost")->host_accessible);  // its backend's, as the overlay now says
  // An overlay that does not extend the built-in one and declares no backends gets the built-in's.
  const std::string own = dir.write("own.yaml",
                                    "semantics_version: 1\n"
                                    "devices:\n"
                                    "  enum: DLDeviceType\n"
                                    "  types:\n"
                                    "    - {enumerator: kDLCPU, backend: cpu}\n"
                                    "    - {enumerator: kDLCUDA, backend: cuda}\n");
  const Semantics o = load_semantics(own, m, false, builtin());
  CHECK(o.devices.backends.size() == plain.devices.backends.size());
  REQUIRE(device(o, "kDLCPU") != nullptr);
  CHECK(device(o, "kDLCPU")->host_accessible);
  CHECK_FALSE(device(o, "kDLCUDA")->host_accessible);
}
