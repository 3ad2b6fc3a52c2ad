#include "validation_support.h"

#include <doctest/doctest.h>

#include "schema/schema.h"
#include "util/error.h"

namespace dlpackgen::test {

const char* const kValidSchema = R"(schema_version: 1
generator: dlpackgen
header:
  file: dlpack.h
  sha256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
  version: "1.3"
  version_macro: DLPACK_MAJOR_VERSION
targets:
  - {triple: x86_64-linux-gnu, pointer_size: 8, pointer_align: 8, big_endian: false}
  - {triple: i686-linux-gnu, pointer_size: 4, pointer_align: 4, big_endian: false}
enums:
  - name: DLDeviceType
    line: 40
    column: 1
    underlying_c:
      x86_64-linux-gnu: unsigned int
    underlying_cxx:
      x86_64-linux-gnu: int
    layout:
      x86_64-linux-gnu: {size: 4, align: 4}
    enumerators:
      - name: kDLCPU
        value: 1
        line: 41
        column: 3
      - name: kDLCUDA
        value: 2
        line: 42
        column: 3
structs:
  - name: DLDevice
    line: 50
    column: 9
    layout:
      x86_64-linux-gnu: {size: 8, align: 4}
      i686-linux-gnu: {size: 8, align: 4}
    fields:
      - name: device_type
        type: {kind: enum, name: DLDeviceType, spelling: DLDeviceType}
        line: 51
        column: 3
        offset:
          x86_64-linux-gnu: 0
          i686-linux-gnu: 0
      - name: device_id
        type: {kind: scalar, name: int32_t, spelling: int32_t}
        line: 52
        column: 3
        offset:
          x86_64-linux-gnu: 4
          i686-linux-gnu: 4
function_pointers:
  - name: DLDeleter
    line: 60
    column: 1
    type:
      kind: function_pointer
      name: DLDeleter
      spelling: DLDeleter
      result: {kind: scalar, name: void, spelling: void}
      params:
        - name: self
          type: {kind: pointer, spelling: DLDevice *, element: {kind: struct, name: DLDevice, spelling: DLDevice}}
aliases: []
macros:
  - name: DLPACK_MAJOR_VERSION
    spelling: "1"
    value: 1
    is_unsigned: false
    line: 20
    column: 9
history_versions: []
removed: []
)";

std::string with(const std::string& text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, "not in the schema: " << from);
  REQUIRE_MESSAGE(text.find(from, at + 1) == std::string::npos, "not unique in the schema: " << from);
  return text.substr(0, at) + to + text.substr(at + from.size());
}

std::vector<std::string> errors_of(const std::string& text) {
  try {
    schema::from_yaml(text, "s.yaml");
  } catch (const util::Error& e) {
    std::vector<std::string> out;
    for (const auto& d : e.diagnostics()) out.push_back(d.str());
    return out;
  }
  return {"<accepted>"};
}

}  // namespace dlpackgen::test
