// Every validation rule of schema/README.md, with the exact diagnostic it gives.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "schema/c_text.h"
#include "schema/schema.h"
#include "validation_support.h"

using namespace dlpackgen;
using test::errors_of;
using test::kValidSchema;
using test::with;
using Lines = std::vector<std::string>;

TEST_CASE("schema validation: the base schema is valid") {
  const model::Model m = schema::from_yaml(kValidSchema, "s.yaml");
  CHECK(m.targets.size() == 2);
  CHECK(m.enums.at(0).enumerators.size() == 2);
  CHECK(m.structs.at(0).fields.at(1).offset.at("i686-linux-gnu") == 4);
  CHECK(m.function_pointers.at(0).type.params.at(0).type.element.at(0).name == "DLDevice");
  CHECK(m.macros.at(0).value == 1);
}

TEST_CASE("schema validation: empty, comment-only and non-mapping documents") {
  CHECK(errors_of("") == Lines{"s.yaml: empty schema (no content)"});
  CHECK(errors_of(" \n\t\n") == Lines{"s.yaml: empty schema (no content)"});
  CHECK(errors_of("# only a comment\n") == Lines{"s.yaml: empty schema (no YAML content)"});
  CHECK(errors_of("- a\n- b\n") == Lines{"s.yaml:1:1: the schema must be a YAML mapping, got a sequence"});
  CHECK(errors_of("just text\n") == Lines{"s.yaml:1:1: the schema must be a YAML mapping, got 'just text'"});
  CHECK(errors_of(std::string(kValidSchema) + "---\nschema_version: 1\n") ==
        Lines{"s.yaml:74:1: more than one YAML document: a schema is a single document"});
}

TEST_CASE("schema validation: YAML syntax errors carry yaml-cpp's position") {
  // A flow mapping left open on line 9: yaml-cpp notices at the next block entry.
  CHECK(errors_of(with(kValidSchema, "big_endian: false}\n  - {triple: i686", "big_endian: false\n  - {triple: i686")) ==
        Lines{"s.yaml:12:3: YAML syntax error: illegal block entry"});
  CHECK(errors_of(with(kValidSchema, "    line: 40\n", "    line: 40\n  column: 1\n")) ==
        Lines{"s.yaml:14:3: YAML syntax error: end of map not found"});
  CHECK(errors_of("a: [1, 2\n") == Lines{"s.yaml:2:1: YAML syntax error: end of sequence flow not found"});
  CHECK(errors_of("a: *undefined\n") == Lines{"s.yaml:1:4: YAML syntax error: the referenced anchor is not defined"});
}

TEST_CASE("schema validation: a truncated file is reported, not half read") {
  const std::string full = kValidSchema;
  // Cut in the middle of a line: the missing line break and every missing key are reported.
  const std::string half = full.substr(0, full.find("\n    fields:") + 11);
  REQUIRE(half.substr(half.size() - 11) == "\n    fields");
  CHECK(errors_of(half) == Lines{
                               "s.yaml:1:1: missing required key 'function_pointers' in the schema",
                               "s.yaml:1:1: missing required key 'aliases' in the schema",
                               "s.yaml:1:1: missing required key 'macros' in the schema",
                               "s.yaml:1:1: missing required key 'history_versions' in the schema",
                               "s.yaml:1:1: missing required key 'removed' in the schema",
                               "s.yaml:37:5: 'fields' must be a sequence, got no value",
                               "s.yaml:37:11: the schema ends in the middle of a line: the file looks truncated",
                           });
  // Cut inside a quoted string.
  const std::string in_quotes = full.substr(0, full.find("89abcdef\"") + 4);
  CHECK(errors_of(in_quotes) == Lines{
                                    "s.yaml:5:72: the schema ends in the middle of a line: the file looks truncated",
                                    "s.yaml:5:72: YAML syntax error: illegal EOF in scalar",
                                });
  // Cut at a line break: the keys that did not make it are missing.
  const std::string lines = full.substr(0, full.find("function_pointers:"));
  CHECK(errors_of(lines) == Lines{
                                "s.yaml:1:1: missing required key 'function_pointers' in the schema",
                               "s.yaml:1:1: missing required key 'aliases' in the schema",
                                "s.yaml:1:1: missing required key 'macros' in the schema",
                                "s.yaml:1:1: missing required key 'history_versions' in the schema",
                                "s.yaml:1:1: missing required key 'removed' in the schema",
                            });
  // Cut inside an entry: its own missing keys are reported.
  const std::string entry = full.substr(0, full.find("        line: 51"));
  CHECK(errors_of(entry) == Lines{
                                "s.yaml:1:1: missing required key 'function_pointers' in the schema",
                               "s.yaml:1:1: missing required key 'aliases' in the schema",
                                "s.yaml:1:1: missing required key 'macros' in the schema",
                                "s.yaml:1:1: missing required key 'history_versions' in the schema",
                                "s.yaml:1:1: missing required key 'removed' in the schema",
                                "s.yaml:38:9: missing required key 'line' in field 'device_type'",
                                "s.yaml:38:9: missing required key 'column' in field 'device_type'",
                                "s.yaml:38:9: missing required key 'offset' in field 'device_type'",
                            });
  // No final line break at all.
  CHECK(errors_of(full.substr(0, full.size() - 1)) ==
        Lines{"s.yaml:73:12: the schema ends in the middle of a line: the file looks truncated"});
}

TEST_CASE("schema validation: schema_version") {
  CHECK(errors_of(with(kValidSchema, "schema_version: 1\n", "")) ==
        Lines{"s.yaml:1:1: missing required key 'schema_version' (this dlpackgen reads schema_version 1)"});
  // Another version is another format: only the version is reported.
  CHECK(errors_of(with(with(kValidSchema, "schema_version: 1", "schema_version: 2"), "removed: []", "gone: 1")) ==
        Lines{"s.yaml:1:17: unsupported schema_version 2: this dlpackgen reads schema_version 1 (the file was "
              "written by a newer dlpackgen)"});
  CHECK(errors_of(with(kValidSchema, "schema_version: 1", "schema_version: 0")) ==
        Lines{"s.yaml:1:17: unsupported schema_version 0: this dlpackgen reads schema_version 1"});
  CHECK(errors_of(with(kValidSchema, "schema_version: 1", "schema_version: \"1\"")) ==
        Lines{"s.yaml:1:17: 'schema_version' must be a non-negative integer, got the quoted string \"1\""});
  CHECK(errors_of(with(kValidSchema, "schema_version: 1", "schema_version: one")) ==
        Lines{"s.yaml:1:17: 'schema_version' must be a non-negative integer, got 'one'"});
}

TEST_CASE("schema validation: missing required keys") {
  CHECK(errors_of(with(kValidSchema, "  file: dlpack.h\n", "")) ==
        Lines{"s.yaml:4:3: missing required key 'file' in header"});
  CHECK(errors_of(with(kValidSchema, "        value: 1\n", "")) ==
        Lines{"s.yaml:22:9: missing required key 'value' in enumerator 'kDLCPU'"});
  CHECK(errors_of(with(kValidSchema, "pointer_align: 4, ", "")) ==
        Lines{"s.yaml:10:5: missing required key 'pointer_align' in target 'i686-linux-gnu'"});
  CHECK(errors_of(with(kValidSchema, "{size: 8, align: 4}\n      i686", "{size: 8}\n      i686")) ==
        Lines{"s.yaml:35:25: missing required key 'align' in layout on target 'x86_64-linux-gnu'"});
  CHECK(errors_of(with(kValidSchema, "removed: []\n", "")) ==
        Lines{"s.yaml:1:1: missing required key 'removed' in the schema"});
}

TEST_CASE("schema validation: unknown keys are never ignored") {
  CHECK(errors_of(with(kValidSchema, "    line: 40", "    lien: 40")) ==
        Lines{"s.yaml:12:5: missing required key 'line' in enum 'DLDeviceType'",
              "s.yaml:13:5: unknown key 'lien' in enum 'DLDeviceType' (did you mean 'line'?)"});
  CHECK(errors_of(with(kValidSchema, "generator: dlpackgen", "colour: blue")) ==
        Lines{"s.yaml:2:1: unknown key 'colour' in the schema; allowed keys: schema_version, generator, header, "
              "targets, enums, structs, function_pointers, aliases, macros, history_versions, removed"});
  CHECK(errors_of(with(kValidSchema, "{size: 4, align: 4}", "{size: 4, align: 4, alignment: 4}")) ==
        Lines{"s.yaml:20:45: unknown key 'alignment' in layout on target 'x86_64-linux-gnu'; allowed keys: size, align"});
  CHECK(errors_of(with(kValidSchema, "        value: 1\n", "        value: 1\n        histroy: {since: \"0.1\"}\n")) ==
        Lines{"s.yaml:24:9: unknown key 'histroy' in enumerator 'kDLCPU' (did you mean 'history'?)"});
}

TEST_CASE("schema validation: a key given twice") {
  CHECK(errors_of(with(kValidSchema, "    line: 40\n", "    line: 40\n    line: 41\n")) ==
        Lines{"s.yaml:14:5: duplicate key 'line' in enum 'DLDeviceType' (first at line 13)"});
  CHECK(errors_of(with(kValidSchema, "          i686-linux-gnu: 4\n", "          i686-linux-gnu: 4\n          i686-linux-gnu: 5\n")) ==
        Lines{"s.yaml:52:11: duplicate key 'i686-linux-gnu' in 'offset' of field 'device_id' (first at line 51)"});
}

TEST_CASE("schema validation: values of the wrong type") {
  CHECK(errors_of(with(kValidSchema, "pointer_size: 8", "pointer_size: eight")) ==
        Lines{"s.yaml:9:46: 'pointer_size' must be a non-negative integer, got 'eight'"});
  CHECK(errors_of(with(kValidSchema, "{size: 8, align: 4}\n      i686", "{size: -8, align: 4}\n      i686")) ==
        Lines{"s.yaml:35:32: 'size' must be a non-negative integer, got '-8'"});
  CHECK(errors_of(with(kValidSchema, "pointer_align: 4, big_endian: false", "pointer_align: 4, big_endian: yes")) ==
        Lines{"s.yaml:10:77: 'big_endian' must be true or false, got 'yes'"});
  CHECK(errors_of(with(kValidSchema, "  - name: DLDevice\n", "  - name: {DLDevice: 1}\n")) ==
        Lines{"s.yaml:31:11: 'name' must be a string, got a mapping",
              // No struct is named DLDevice now.
              "s.yaml:63:85: type refers to struct 'DLDevice', which the schema does not define"});
  CHECK(errors_of(with(kValidSchema, "        value: 2", "        value: 2.5")) ==
        Lines{"s.yaml:27:16: 'value' must be an integer, got '2.5'"});
  CHECK(errors_of(with(kValidSchema, "        value: 2", "        value: 99999999999999999999")) ==
        Lines{"s.yaml:27:16: 'value' is out of range: 99999999999999999999 (allowed: "
              "-9223372036854775808..18446744073709551615)"});
  CHECK(errors_of(with(kValidSchema, "    line: 50", "    line: 5000000000")) ==
        Lines{"s.yaml:32:11: 'line' is out of range: 5000000000 (allowed: 0..4294967295)"});
  CHECK(errors_of(with(kValidSchema, "    column: 9\n    layout", "    column: 09\n    layout")) ==
        Lines{"s.yaml:33:13: 'column' must be a decimal integer without leading zeros, got '09'"});
  CHECK(errors_of(with(kValidSchema, "        line: 41", "        line: \"41\"")) ==
        Lines{"s.yaml:24:15: 'line' must be a non-negative integer, got the quoted string \"41\""});
  CHECK(errors_of(with(kValidSchema, "    line: 40\n", "    line:\n")) ==
        Lines{"s.yaml:13:5: 'line' must be a non-negative integer, got no value"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: {}")) ==
        Lines{"s.yaml:72:19: 'history_versions' must be a sequence, got a mapping"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: [\"0.1\", [x]]")) ==
        Lines{"s.yaml:72:27: each entry of 'history_versions' must be a string, got a sequence"});
  CHECK(errors_of(with(kValidSchema, "    enumerators:\n", "    enumerators:\n      - kDLCPU\n")) ==
        Lines{"s.yaml:22:9: each entry of 'enumerators' must be a mapping, got 'kDLCPU'"});
  CHECK(errors_of(with(kValidSchema, "      x86_64-linux-gnu: int\n", "      x86_64-linux-gnu: [int]\n")) ==
        Lines{"s.yaml:18:25: 'underlying_cxx' on target 'x86_64-linux-gnu' must be a string, got a sequence"});
  CHECK(errors_of(with(kValidSchema, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: -4\n")) ==
        Lines{"s.yaml:50:29: the offset on target 'x86_64-linux-gnu' must be a non-negative integer, got '-4'"});
}

TEST_CASE("schema validation: header checks") {
  CHECK(errors_of(with(kValidSchema, "0123456789abcdef\"", "0123456789abcdef0\"")) ==
        Lines{"s.yaml:5:11: 'sha256' must be 64 lowercase hexadecimal digits, got the quoted string "
              "\"0123456789abcdef0123456789abcdef01234567...\""});  // 65 digits
  CHECK(errors_of(with(kValidSchema, "0123456789abcdef\"", "0123456789abcde\"")) ==
        Lines{"s.yaml:5:11: 'sha256' must be 64 lowercase hexadecimal digits, got the quoted string "
              "\"0123456789abcdef0123456789abcdef01234567...\""});
  CHECK(errors_of(with(kValidSchema, "\"0123456789abcdef0", "\"0123456789ABCDEF0")) ==
        Lines{"s.yaml:5:11: 'sha256' must be 64 lowercase hexadecimal digits, got the quoted string "
              "\"0123456789ABCDEF0123456789abcdef01234567...\""});
  CHECK(errors_of(with(kValidSchema, "version: \"1.3\"", "version: \"v1\"")) ==
        Lines{"s.yaml:6:12: 'version' must be \"MAJOR.MINOR\" such as \"1.3\", got the quoted string \"v1\""});
  CHECK(errors_of(with(kValidSchema, "version: \"1.3\"", "version: 1")) ==
        Lines{"s.yaml:6:12: 'version' must be \"MAJOR.MINOR\" such as \"1.3\", got '1'"});
  CHECK(errors_of(with(kValidSchema, "file: dlpack.h", "file: /home/me/dlpack.h")) ==
        Lines{"s.yaml:4:9: 'file' must be the header's file name, not an absolute path: '/home/me/dlpack.h'"});
}

TEST_CASE("schema validation: type kinds and their keys") {
  CHECK(errors_of(with(kValidSchema, "{kind: scalar, name: int32_t", "{kind: integer, name: int32_t")) ==
        Lines{"s.yaml:46:22: unknown type kind 'integer'; expected one of: scalar, pointer, struct, enum, "
              "function_pointer, array"});
  CHECK(errors_of(with(kValidSchema, "{kind: pointer, spelling: DLDevice *, element: {kind: struct, name: DLDevice, spelling: DLDevice}}",
                       "{kind: pointer, spelling: DLDevice *}")) ==
        Lines{"s.yaml:63:17: missing required key 'element' in type"});
  CHECK(errors_of(with(kValidSchema, "{kind: scalar, name: int32_t, spelling: int32_t}",
                       "{kind: scalar, name: int32_t, spelling: int32_t, element: {kind: scalar, spelling: int}}")) ==
        Lines{"s.yaml:46:64: key 'element' is not allowed in a scalar type"});
  CHECK(errors_of(with(kValidSchema, "{kind: scalar, name: int32_t, spelling: int32_t}",
                       "{kind: array, spelling: \"int32_t[2]\", element: {kind: scalar, spelling: int32_t}}")) ==
        Lines{"s.yaml:46:15: missing required key 'array_size' in type"});
  CHECK(errors_of(with(kValidSchema, "{kind: scalar, name: int32_t, spelling: int32_t}",
                       "{kind: scalar, spelling: int32_t, array_size: 2, params: []}")) ==
        Lines{"s.yaml:46:49: key 'array_size' is not allowed in a scalar type",
              "s.yaml:46:64: key 'params' is not allowed in a scalar type"});
  CHECK(errors_of(with(kValidSchema, "element: {kind: struct, name: DLDevice, spelling: DLDevice}",
                       "element: [{kind: struct, name: DLDevice, spelling: DLDevice}, {kind: scalar, spelling: int}]")) ==
        Lines{"s.yaml:63:64: a pointer type has exactly one 'element', got 2"});
  CHECK(errors_of(with(kValidSchema, "      result: {kind: scalar, name: void, spelling: void}\n", "")) ==
        Lines{"s.yaml:57:7: missing required key 'result' in type 'DLDeleter'"});
  CHECK(errors_of(with(kValidSchema, "      kind: function_pointer\n", "      kind: pointer\n")) ==
        Lines{"s.yaml:57:7: missing required key 'element' in type 'DLDeleter'",
              "s.yaml:57:13: the type of function pointer 'DLDeleter' must be of kind function_pointer, got pointer",
              "s.yaml:60:7: key 'result' is not allowed in a pointer type",
              "s.yaml:61:7: key 'params' is not allowed in a pointer type"});
  CHECK(errors_of(with(kValidSchema, "{kind: enum, name: DLDeviceType, spelling: DLDeviceType}",
                       "{kind: enum, spelling: DLDeviceType}")) ==
        Lines{"s.yaml:39:15: missing required key 'name' in type"});
}

TEST_CASE("schema validation: duplicate names") {
  const std::string second_enum = "  - name: DLDeviceType\n    line: 45\n    column: 1\n    underlying_c: {}\n"
                                  "    underlying_cxx: {}\n    layout: {}\n    enumerators: [{name: kDLOther, value: 9, line: 46, column: 3}]\n"
                                  "structs:\n";
  CHECK(errors_of(with(kValidSchema, "structs:\n", second_enum)) ==
        Lines{"s.yaml:30:11: duplicate enum 'DLDeviceType' (first defined at line 12)"});
  CHECK(errors_of(with(kValidSchema, "      - name: kDLCUDA", "      - name: kDLCPU")) ==
        Lines{"s.yaml:26:15: duplicate enumerator 'kDLCPU' in enum 'DLDeviceType' (first defined at line 22)"});
  CHECK(errors_of(with(kValidSchema, "      - name: device_id", "      - name: device_type")) ==
        Lines{"s.yaml:45:15: duplicate field 'device_type' in struct 'DLDevice' (first defined at line 38)"});
  CHECK(errors_of(with(kValidSchema, "function_pointers:\n",
                       "  - {name: DLDevice, line: 1, column: 1, layout: {}, fields: []}\nfunction_pointers:\n")) ==
        Lines{"s.yaml:52:12: duplicate struct 'DLDevice' (first defined at line 31)"});
  CHECK(errors_of(with(kValidSchema, "aliases: []\n",
                       "  - {name: DLDeleter, line: 1, column: 1, type: {kind: function_pointer, spelling: f, "
                       "result: {kind: scalar, spelling: int}, params: []}}\naliases: []\n")) ==
        Lines{"s.yaml:64:12: duplicate function pointer 'DLDeleter' (first defined at line 53)"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []\n",
                       "  - {name: DLPACK_MAJOR_VERSION, spelling: \"2\", value: 2, is_unsigned: false, line: 1, "
                       "column: 1}\nhistory_versions: []\n")) ==
        Lines{"s.yaml:72:12: duplicate macro 'DLPACK_MAJOR_VERSION' (first defined at line 66)"});
  CHECK(errors_of(with(kValidSchema, "{triple: i686-linux-gnu", "{triple: x86_64-linux-gnu")) ==
        Lines{"s.yaml:10:14: duplicate target 'x86_64-linux-gnu' (first defined at line 9)",
              "s.yaml:10:46: pointer_size 4 on target 'x86_64-linux-gnu', whose pointers are 8 bytes",
              // i686-linux-gnu is no target any more.
              "s.yaml:36:7: target 'i686-linux-gnu' in 'layout' of struct 'DLDevice' is not listed in 'targets'",
              "s.yaml:44:11: target 'i686-linux-gnu' in 'offset' of field 'device_type' is not listed in 'targets'",
              "s.yaml:51:11: target 'i686-linux-gnu' in 'offset' of field 'device_id' is not listed in 'targets'"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: [\"0.1\", \"0.1\"]")) ==
        Lines{"s.yaml:72:27: duplicate version '0.1' in 'history_versions' (first defined at line 72)"});
}

TEST_CASE("schema validation: a field offset must be below its struct's size") {
  CHECK(errors_of(with(kValidSchema, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 8\n")) ==
        Lines{"s.yaml:50:29: offset 8 of field 'device_id' is not below the size 8 of struct 'DLDevice' on target "
              "'x86_64-linux-gnu'"});
  CHECK(errors_of(with(kValidSchema, "          i686-linux-gnu: 4\n", "          i686-linux-gnu: 12\n")) ==
        Lines{"s.yaml:51:27: offset 12 of field 'device_id' is not below the size 8 of struct 'DLDevice' on target "
              "'i686-linux-gnu'"});
}

TEST_CASE("schema validation: per-target keys must name a listed target") {
  CHECK(errors_of(with(kValidSchema, "      i686-linux-gnu: {size: 8, align: 4}\n",
                       "      i686-linux-gnu: {size: 8, align: 4}\n      riscv64-linux-gnu: {size: 8, align: 4}\n")) ==
        Lines{"s.yaml:37:7: target 'riscv64-linux-gnu' in 'layout' of struct 'DLDevice' is not listed in 'targets'"});
  CHECK(errors_of(with(kValidSchema, "      x86_64-linux-gnu: unsigned int", "      x86-64-linux-gnu: unsigned int")) ==
        Lines{"s.yaml:16:7: target 'x86-64-linux-gnu' in 'underlying_c' of enum 'DLDeviceType' is not listed in "
              "'targets'"});
  CHECK(errors_of(with(kValidSchema, "          i686-linux-gnu: 0\n", "          i386-linux-gnu: 0\n")) ==
        Lines{"s.yaml:44:11: target 'i386-linux-gnu' in 'offset' of field 'device_type' is not listed in 'targets'"});
}

TEST_CASE("schema validation: types must refer to structs and enums the schema defines") {
  CHECK(errors_of(with(kValidSchema, "{kind: enum, name: DLDeviceType", "{kind: enum, name: DLDeviceKind")) ==
        Lines{"s.yaml:39:34: type refers to enum 'DLDeviceKind', which the schema does not define"});
  CHECK(errors_of(with(kValidSchema, "{kind: struct, name: DLDevice,", "{kind: struct, name: DLDevise,")) ==
        Lines{"s.yaml:63:85: type refers to struct 'DLDevise', which the schema does not define"});
  // A struct name is not an enum name.
  CHECK(errors_of(with(kValidSchema, "{kind: struct, name: DLDevice,", "{kind: struct, name: DLDeviceType,")) ==
        Lines{"s.yaml:63:85: type refers to struct 'DLDeviceType', which the schema does not define"});
}

TEST_CASE("schema validation: history and removed entries") {
  const std::string listed = with(kValidSchema, "history_versions: []", "history_versions: [\"0.1\"]");
  CHECK(errors_of(with(listed, "        value: 1\n", "        value: 1\n        history: {since: \"0.1\", renamed: x}\n")) ==
        Lines{"s.yaml:24:33: unknown key 'renamed' in history of enumerator 'kDLCPU'; allowed keys: since, "
              "renamed_from, renamed_in"});
  CHECK(errors_of(with(kValidSchema, "removed: []", "removed:\n  - {kind: typedef, name: x}\n  - {name: y}")) ==
        Lines{"s.yaml:74:12: unknown removed kind 'typedef'; expected one of: enum, enumerator, struct, field, "
              "function_pointer, macro, alias",
              "s.yaml:75:5: missing required key 'kind' in removed entry 'y'"});
}

TEST_CASE("schema validation: every problem is reported at once, in file order") {
  std::string text = kValidSchema;
  text = with(text, "version: \"1.3\"", "version: \"one\"");
  text = with(text, "pointer_size: 4", "pointer_size: -4");
  text = with(text, "    line: 40", "    lines: 40");
  text = with(text, "      - name: kDLCUDA", "      - name: kDLCPU");
  text = with(text, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 9\n");
  text = with(text, "{kind: struct, name: DLDevice,", "{kind: struct, name: Missing,");
  text = with(text, "    is_unsigned: false", "    is_unsigned: 0");
  CHECK(errors_of(text) ==
        Lines{
            "s.yaml:6:12: 'version' must be \"MAJOR.MINOR\" such as \"1.3\", got the quoted string \"one\"",
            "s.yaml:10:44: 'pointer_size' must be a non-negative integer, got '-4'",
            "s.yaml:12:5: missing required key 'line' in enum 'DLDeviceType'",
            "s.yaml:13:5: unknown key 'lines' in enum 'DLDeviceType' (did you mean 'line'?)",
            "s.yaml:26:15: duplicate enumerator 'kDLCPU' in enum 'DLDeviceType' (first defined at line 22)",
            "s.yaml:50:29: offset 9 of field 'device_id' is not below the size 8 of struct 'DLDevice' on target "
            "'x86_64-linux-gnu'",
            "s.yaml:63:85: type refers to struct 'Missing', which the schema does not define",
            "s.yaml:69:18: 'is_unsigned' must be true or false, got '0'",
        });
}

TEST_CASE("schema validation: macro values follow is_unsigned") {
  CHECK(errors_of(with(kValidSchema, "    value: 1\n    is_unsigned: false", "    value: 18446744073709551615\n    is_unsigned: false")) ==
        Lines{"s.yaml:68:12: 'value' is out of range: 18446744073709551615 (allowed: "
              "-9223372036854775808..9223372036854775807)"});
  CHECK(errors_of(with(kValidSchema, "    value: 1\n    is_unsigned: false", "    value: -1\n    is_unsigned: true")) ==
        Lines{"s.yaml:68:12: 'value' must be a non-negative integer, got '-1'"});
  CHECK(errors_of(with(kValidSchema, "    value: 1\n    is_unsigned: false", "    value: 18446744073709551616\n    is_unsigned: true")) ==
        Lines{"s.yaml:68:12: 'value' is out of range: 18446744073709551616 (allowed: 0..18446744073709551615)"});
  const model::Model m = schema::from_yaml(
      with(with(kValidSchema, "    value: 1\n    is_unsigned: false", "    value: 18446744073709551615\n    is_unsigned: true"),
           "spelling: \"1\"", "spelling: \"18446744073709551615ULL\""),
      "s.yaml");
  CHECK(static_cast<uint64_t>(m.macros.at(0).value) == UINT64_MAX);
}

TEST_CASE("schema validation: parameters and keys") {
  CHECK(errors_of(with(kValidSchema, "      params:\n        - name: self\n",
                       "      params:\n        - {name: self, type: {kind: scalar, spelling: int}}\n"
                       "        - name: self\n")) ==
        Lines{"s.yaml:63:17: duplicate parameter 'self' (first defined at line 62)"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: []\n[a]: 1")) ==
        Lines{"s.yaml:73:1: keys must be strings, got a sequence in the schema"});
  CHECK(errors_of(with(kValidSchema, "element: {kind: struct, name: DLDevice, spelling: DLDevice}", "element: [7]")) ==
        Lines{"s.yaml:63:65: each entry of 'element' must be a mapping, got '7'"});
  CHECK(errors_of(with(kValidSchema, "element: {kind: struct, name: DLDevice, spelling: DLDevice}", "element: []")) ==
        Lines{"s.yaml:63:64: a pointer type has exactly one 'element', got 0"});
}

namespace {

// kValidSchema with two aliases (lines 64-80): DLContext of struct DLDevice
// (name at line 65), DLDeleterAlias of function pointer DLDeleter (name at line 70).
std::string with_aliases() {
  return with(kValidSchema, "aliases: []\n",
              "aliases:\n"
              "  - name: DLContext\n"
              "    doc: Old name.\n"
              "    line: 70\n"
              "    column: 18\n"
              "    type: {kind: struct, name: DLDevice, spelling: DLDevice}\n"
              "  - name: DLDeleterAlias\n"
              "    line: 71\n"
              "    column: 1\n"
              "    type:\n"
              "      kind: function_pointer\n"
              "      name: DLDeleter\n"
              "      spelling: DLDeleter\n"
              "      result: {kind: scalar, name: void, spelling: void}\n"
              "      params:\n"
              "        - name: self\n"
              "          type: {kind: pointer, spelling: DLDevice *, element: {kind: struct, name: DLDevice, "
              "spelling: DLDevice}}\n");
}

}  // namespace

TEST_CASE("schema validation: aliases") {
  const model::Model m = schema::from_yaml(with_aliases(), "s.yaml");
  REQUIRE(m.aliases.size() == 2);
  CHECK(m.aliases[0].name == "DLContext");
  CHECK(m.aliases[0].doc == "Old name.");
  CHECK(m.aliases[0].pos.line == 70);
  CHECK(m.aliases[0].type.name == "DLDevice");
  CHECK(m.aliases[1].type.kind == model::TypeKind::FunctionPointer);
  CHECK(m.aliases[1].type.params.at(0).name == "self");
  CHECK(m.macros.at(0).value == 1);

  // Required, a sequence of mappings with the alias keys only.
  CHECK(errors_of(with(kValidSchema, "aliases: []\n", "")) ==
        Lines{"s.yaml:1:1: missing required key 'aliases' in the schema"});
  CHECK(errors_of(with(kValidSchema, "aliases: []", "aliases: {}")) ==
        Lines{"s.yaml:64:10: 'aliases' must be a sequence, got a mapping"});
  CHECK(errors_of(with(kValidSchema, "aliases: []", "aliases: [DLContext]")) ==
        Lines{"s.yaml:64:11: each entry of 'aliases' must be a mapping, got 'DLContext'"});
  CHECK(errors_of(with(with_aliases(), "    doc: Old name.", "    docs: Old name.")) ==
        Lines{"s.yaml:66:5: unknown key 'docs' in alias 'DLContext' (did you mean 'doc'?)"});
  CHECK(errors_of(with(with_aliases(), "    type: {kind: struct, name: DLDevice, spelling: DLDevice}\n", "")) ==
        Lines{"s.yaml:65:5: missing required key 'type' in alias 'DLContext'"});

  // Names: unique among aliases, and no struct's, enum's or function pointer's.
  CHECK(errors_of(with(with_aliases(), "  - name: DLDeleterAlias", "  - name: DLContext")) ==
        Lines{"s.yaml:70:11: duplicate alias 'DLContext' (first defined at line 65)"});
  CHECK(errors_of(with(with_aliases(), "  - name: DLContext\n", "  - name: DLDevice\n")) ==
        Lines{"s.yaml:65:11: alias 'DLDevice' has the name of the struct defined at line 31 (a name denotes one "
              "entity)"});
  CHECK(errors_of(with(with_aliases(), "  - name: DLContext\n", "  - name: DLDeviceType\n")) ==
        Lines{"s.yaml:65:11: alias 'DLDeviceType' has the name of the enum defined at line 12 (a name denotes one "
              "entity)"});
  CHECK(errors_of(with(with_aliases(), "  - name: DLDeleterAlias", "  - name: DLDeleter")) ==
        Lines{"s.yaml:70:11: alias 'DLDeleter' has the name of the function pointer defined at line 53 (a name "
              "denotes one entity)"});

  // The type: a struct, enum or function pointer the schema defines.
  CHECK(errors_of(with(with_aliases(), "    type: {kind: struct, name: DLDevice,", "    type: {kind: struct, name: DLDevise,")) ==
        Lines{"s.yaml:69:32: type refers to struct 'DLDevise', which the schema does not define"});
  CHECK(errors_of(with(with_aliases(), "    type: {kind: struct, name: DLDevice, spelling: DLDevice}",
                       "    type: {kind: enum, name: DLDeviceKind, spelling: DLDeviceKind}")) ==
        Lines{"s.yaml:69:30: type refers to enum 'DLDeviceKind', which the schema does not define"});
  const std::string fp_head = "    line: 71\n    column: 1\n    type:\n      kind: function_pointer\n";
  CHECK(errors_of(with(with_aliases(), fp_head + "      name: DLDeleter\n", fp_head + "      name: DLRemover\n")) ==
        Lines{"s.yaml:75:13: type refers to function pointer 'DLRemover', which the schema does not define"});
  CHECK(errors_of(with(with_aliases(), fp_head + "      name: DLDeleter\n", fp_head)) ==
        Lines{"s.yaml:74:13: the type of alias 'DLDeleterAlias' must name the function-pointer typedef it aliases "
              "('name' is missing)"});
  CHECK(errors_of(with(with_aliases(), "    type: {kind: struct, name: DLDevice, spelling: DLDevice}",
                       "    type: {kind: scalar, name: int32_t, spelling: int32_t}")) ==
        Lines{"s.yaml:69:18: the type of alias 'DLContext' must be of kind struct, enum or function_pointer, got "
              "scalar"});
  CHECK(errors_of(with(with_aliases(), "    type: {kind: struct, name: DLDevice, spelling: DLDevice}",
                       "    type: {kind: pointer, spelling: DLDevice *, element: {kind: struct, name: DLDevice, "
                       "spelling: DLDevice}}")) ==
        Lines{"s.yaml:69:18: the type of alias 'DLContext' must be of kind struct, enum or function_pointer, got "
              "pointer"});
  CHECK(errors_of(with(with_aliases(), "    type: {kind: struct, name: DLDevice, spelling: DLDevice}",
                       "    type: {kind: struct, spelling: DLDevice}")) ==
        Lines{"s.yaml:69:11: missing required key 'name' in type"});
}

TEST_CASE("schema validation: impossible layouts and unsafe header names") {
  const std::string layout = "{size: 8, align: 4}\n      i686";
  CHECK(errors_of(with(kValidSchema, layout, "{size: 8, align: 3}\n      i686")) ==
        Lines{"s.yaml:35:42: the alignment of the layout on target 'x86_64-linux-gnu' must be a power of two, got 3"});
  CHECK(errors_of(with(kValidSchema, layout, "{size: 8, align: 0}\n      i686")) ==
        Lines{"s.yaml:35:42: the alignment of the layout on target 'x86_64-linux-gnu' must be a power of two, got 0"});
  CHECK(errors_of(with(kValidSchema, layout, "{size: 6, align: 4}\n      i686")) ==
        Lines{"s.yaml:35:32: the size of the layout on target 'x86_64-linux-gnu' (6) must be a multiple of its "
              "alignment (4)"});
  auto huge = errors_of(with(kValidSchema, layout, "{size: 18446744073709551615, align: 4}\n      i686"));
  REQUIRE(huge.size() == 1);
  CHECK(huge[0].find("s.yaml:35:32: ") == 0);
  CHECK(errors_of(with(kValidSchema, "  file: dlpack.h\n", "  file: \"dl\\npack.h\"\n")) ==
        Lines{"s.yaml:4:9: 'file' must not contain control characters, quotes or backslashes"});
  CHECK(errors_of(with(kValidSchema, "  file: dlpack.h\n", "  file: 'dl\"pack.h'\n")) ==
        Lines{"s.yaml:4:9: 'file' must not contain control characters, quotes or backslashes"});
}

TEST_CASE("schema validation: schemas no header could have produced") {
  // A struct (and each of its fields) has facts for every target of the schema.
  CHECK(errors_of(with(kValidSchema, "      i686-linux-gnu: {size: 8, align: 4}\n", "")) ==
        Lines{"s.yaml:31:11: the layout of struct 'DLDevice' has no entry for target 'i686-linux-gnu' (every target of "
              "the schema needs one)"});
  CHECK(errors_of(with(kValidSchema, "          x86_64-linux-gnu: 4\n          i686-linux-gnu: 4\n",
                       "          x86_64-linux-gnu: 4\n")) ==
        Lines{"s.yaml:45:15: the offset of field 'device_id' of struct 'DLDevice' has no entry for target "
              "'i686-linux-gnu' (every target of the schema needs one)"});
  // Fields in declaration order.
  CHECK(errors_of(with(with(kValidSchema, "          x86_64-linux-gnu: 0\n          i686", "          x86_64-linux-gnu: 4\n          i686"),
                       "          x86_64-linux-gnu: 4\n          i686-linux-gnu: 4\n",
                       "          x86_64-linux-gnu: 0\n          i686-linux-gnu: 4\n")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' is at offset 0, before field 'device_type' (4) on "
              "target 'x86_64-linux-gnu'"});
  // Fields do not overlap and are aligned, wherever the schema or the C ABI gives their layout.
  CHECK(errors_of(with(kValidSchema, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 2\n")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' is at offset 2, not a multiple of the alignment 4 "
              "of its type 'int32_t' on target 'x86_64-linux-gnu'",
              "s.yaml:45:15: field 'device_id' of struct 'DLDevice' at offset 2 overlaps field 'device_type' (4 bytes "
              "at offset 0) on target 'x86_64-linux-gnu'"});
  CHECK(errors_of(with(kValidSchema, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 0\n")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' at offset 0 overlaps field 'device_type' (4 bytes "
              "at offset 0) on target 'x86_64-linux-gnu'"});
  // A uint64_t is 8-aligned on x86_64, 4-aligned on i686 (System V i386).
  const std::string wide = with(with(with(kValidSchema, "{kind: scalar, name: int32_t, spelling: int32_t}",
                                          "{kind: scalar, name: uint64_t, spelling: uint64_t}"),
                                     "      x86_64-linux-gnu: {size: 8, align: 4}\n      i686-linux-gnu: {size: 8, align: 4}",
                                     "      x86_64-linux-gnu: {size: 16, align: 8}\n      i686-linux-gnu: {size: 12, align: 4}"),
                                "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 8\n");
  CHECK(errors_of(wide) == Lines{"<accepted>"});
  CHECK(errors_of(with(wide, "          x86_64-linux-gnu: 8\n", "          x86_64-linux-gnu: 4\n")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' is at offset 4, not a multiple of the alignment 8 "
              "of its type 'uint64_t' on target 'x86_64-linux-gnu'"});
  // A pointer is as wide as the target says; an array of scalars ends where its elements do.
  CHECK(errors_of(with(kValidSchema, "{kind: scalar, name: int32_t, spelling: int32_t}",
                       "{kind: pointer, spelling: void *, element: {kind: scalar, name: void, spelling: void}}")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' is at offset 4, not a multiple of the alignment 8 "
              "of its type 'void *' on target 'x86_64-linux-gnu'",
              "s.yaml:45:15: field 'device_id' of struct 'DLDevice' (8 bytes at offset 4) ends past the size 8 of "
              "struct 'DLDevice' on target 'x86_64-linux-gnu'"});
  CHECK(errors_of(with(kValidSchema, "{kind: scalar, name: int32_t, spelling: int32_t}",
                       "{kind: array, spelling: \"uint16_t[3]\", array_size: 3, element: {kind: scalar, name: uint16_t, spelling: uint16_t}}")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' (6 bytes at offset 4) ends past the size 8 of "
              "struct 'DLDevice' on target 'i686-linux-gnu'",
              "s.yaml:45:15: field 'device_id' of struct 'DLDevice' (6 bytes at offset 4) ends past the size 8 of "
              "struct 'DLDevice' on target 'x86_64-linux-gnu'"});
  // Names are C identifiers and no keywords.
  CHECK(errors_of(with(kValidSchema, "      - name: kDLCUDA\n", "      - name: \"kDL CUDA\"\n")) ==
        Lines{"s.yaml:26:15: enumerator name 'kDL CUDA' is not a C identifier"});
  CHECK(errors_of(with(kValidSchema, "      - name: device_id\n", "      - name: int\n")) ==
        Lines{"s.yaml:45:15: field name 'int' is a C keyword"});
  CHECK(errors_of(with(kValidSchema, "  - name: DLDeleter\n", "  - name: \"\"\n")) ==
        Lines{"s.yaml:53:11: function pointer name '' is not a C identifier"});
  // Enumerators fit their enum and belong to one.
  CHECK(errors_of(with(kValidSchema, "        value: 2\n", "        value: 4294967296\n")) ==
        Lines{"s.yaml:27:16: enumerator 'kDLCUDA' = 4294967296 does not fit the 32-bit unsigned int of enum "
              "'DLDeviceType' on target 'x86_64-linux-gnu'"});
  CHECK(errors_of(with(kValidSchema, "        value: 1\n", "        value: -1\n")) ==
        Lines{"s.yaml:23:16: enumerator 'kDLCPU' = -1 does not fit the 32-bit unsigned int of enum 'DLDeviceType' on "
              "target 'x86_64-linux-gnu'"});
}

TEST_CASE("schema validation: a struct holding itself by value, and misplaced struct fields") {
  // DLDevice holds a DLDevice: directly, then through another struct.
  const std::string self = with(kValidSchema, "type: {kind: scalar, name: int32_t, spelling: int32_t}",
                                "type: {kind: struct, name: DLDevice, spelling: DLDevice}");
  auto direct = errors_of(self);  // (its sizes cannot hold either)
  REQUIRE(!direct.empty());
  CHECK(direct[0] == "s.yaml:31:11: struct 'DLDevice' contains itself by value (DLDevice -> DLDevice)");
  const std::string wrapper =
      "  - name: DLWrap\n"
      "    line: 55\n"
      "    column: 9\n"
      "    layout:\n"
      "      x86_64-linux-gnu: {size: 8, align: 4}\n"
      "      i686-linux-gnu: {size: 8, align: 4}\n"
      "    fields:\n"
      "      - name: inner\n"
      "        type: {kind: struct, name: DLDevice, spelling: DLDevice}\n"
      "        line: 56\n"
      "        column: 3\n"
      "        offset:\n"
      "          x86_64-linux-gnu: OFFSET\n"
      "          i686-linux-gnu: 0\n"
      "function_pointers:\n";
  const std::string two = with(with(kValidSchema, "function_pointers:\n", with(wrapper, "OFFSET", "0")),
                               "type: {kind: scalar, name: int32_t, spelling: int32_t}",
                               "type: {kind: struct, name: DLWrap, spelling: DLWrap}");
  auto cycle = errors_of(two);
  REQUIRE(!cycle.empty());
  CHECK(cycle[0] == "s.yaml:31:11: struct 'DLDevice' contains itself by value (DLDevice -> DLWrap -> DLDevice)");
  // A struct field at an offset that is not a multiple of its alignment, or ending past its struct.
  CHECK(errors_of(with(kValidSchema, "function_pointers:\n", with(wrapper, "OFFSET", "2"))) ==
        Lines{"s.yaml:59:15: field 'inner' of struct 'DLWrap' is at offset 2, not a multiple of the alignment 4 of "
              "struct 'DLDevice' on target 'x86_64-linux-gnu'",
              "s.yaml:59:15: field 'inner' of struct 'DLWrap' (struct 'DLDevice' at offset 2) ends past the size 8 of "
              "struct 'DLWrap' on target 'x86_64-linux-gnu'"});
}

TEST_CASE("schema validation: history versions are versions of the series, renamed_from a name") {
  const std::string listed = with(kValidSchema, "history_versions: []", "history_versions: [\"0.1\", \"1.0\"]");
  const auto history = [&](const std::string& flow) {
    return errors_of(with(listed, "        value: 1\n", "        value: 1\n        history: " + flow + "\n"));
  };
  CHECK(history("{since: \"0.1\", renamed_from: kDLGPU, renamed_in: \"1.0\"}") == Lines{"<accepted>"});
  // Text that would land in generated code as code.
  CHECK(history("{since: \"1.0\\n#error injected\"}") ==
        Lines{"s.yaml:24:26: 'since' must be a version \"MAJOR.MINOR\" such as \"1.3\", got the quoted string "
              "\"1.0 #error injected\""});
  CHECK(history("{since: \"0.1\", renamed_from: 'a\" || true || \"b', renamed_in: \"1.0\"}") ==
        Lines{"s.yaml:24:47: 'renamed_from' must be a C identifier, got the quoted string \"a\" || true || \"b\""});
  CHECK(history("{since: \"0.1\", renamed_from: int}") ==
        Lines{"s.yaml:24:47: 'renamed_from' must be a C identifier, got 'int'"});
  // Versions the series did not walk.
  CHECK(history("{since: \"0.9\"}") == Lines{"s.yaml:24:26: 'since' is \"0.9\", which 'history_versions' does not list"});
  CHECK(history("{since: \"0.1\", renamed_from: kDLGPU, renamed_in: banana}") ==
        Lines{"s.yaml:24:67: 'renamed_in' is \"banana\", which 'history_versions' does not list"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: [\"0.1\", \"1.0\\n#error\", \"0.1\"]")) ==
        Lines{"s.yaml:72:27: each entry of 'history_versions' must be a version \"MAJOR.MINOR\" such as \"1.3\" (or, "
              "for a header without a version, its file name: letters, digits, '_', '.', '+' and '-'), got the "
              "quoted string \"1.0 #error\"",
              "s.yaml:72:42: duplicate version '0.1' in 'history_versions' (first defined at line 72)"});
  // A header without a version is labelled by its file name (what `history`
  // writes for it); versions come oldest first.
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: [\"0.1\", dlpack-snapshot, \"1.0\"]")) ==
        Lines{"<accepted>"});
  CHECK(errors_of(with(kValidSchema, "history_versions: []", "history_versions: [\"1.0\", \"0.8\"]")) ==
        Lines{"s.yaml:72:27: 'history_versions' must list versions oldest first: \"0.8\" comes after \"1.0\""});
  CHECK(errors_of(with(listed, "removed: []",
                       "removed:\n  - {kind: field, name: 'ctx;', parent: \"DL Tensor\", since: \"0.1\", removed_in: \"0.5\"}")) ==
        Lines{"s.yaml:74:25: 'name' must be a C identifier, got the quoted string \"ctx;\"",
              "s.yaml:74:41: 'parent' must be a C identifier, got the quoted string \"DL Tensor\"",
              "s.yaml:74:80: 'removed_in' is \"0.5\", which 'history_versions' does not list"});
}

TEST_CASE("schema validation: spellings are C types and integer expressions, as Clang writes them") {
  const std::string int32 = "{kind: scalar, name: int32_t, spelling: int32_t}";
  const auto spelled = [&](const std::string& spelling) {
    return errors_of(with(kValidSchema, int32, "{kind: scalar, name: int32_t, spelling: '" + spelling + "'}"));
  };
  CHECK(spelled("int32_t; int evil") ==
        Lines{"s.yaml:46:55: 'spelling' must be a C type as Clang spells it, such as int64_t *, struct DLPoint[2] or "
              "void (*)(void *), got the quoted string \"int32_t; int evil\""});
  CHECK(errors_of(with(kValidSchema, int32, "{kind: scalar, name: \"int32_t; int evil\", spelling: int32_t}")) ==
        Lines{"s.yaml:46:36: 'name' must be a C type name such as int32_t or unsigned int (words separated by one "
              "space), got the quoted string \"int32_t; int evil\""});
  CHECK(errors_of(with(kValidSchema, int32, "{kind: scalar, name: unsigned int, spelling: unsigned int}")) ==
        Lines{"<accepted>"});
  // What the extractor writes for real headers, and the C declarators it can write.
  for (const std::string ok : {"int64_t *", "const char *", "double *const", "struct DLPoint[2]", "const DLShape",
                               "void (*)(struct DLManagedTensor *)", "int (*)(void *, void (*)(int, const char *))",
                               "void (*(*)(int))(void *)", "void (*[2])(int)", "int (*)[4]", "int (*)(void)",
                               "enum DLTagOnly", "unsigned char[3]", "int *restrict", "int64_t[2][3]"}) {
    CAPTURE(ok);
    CHECK(spelled(ok) == Lines{"<accepted>"});
  }
  for (const std::string bad : {"int32_t x", "int32_t  *", " int32_t", "int32_t ", "struct", "const", "int32_t *)",
                                "void (*)(int", "int[]", "int[x]", "int[0x2]", "typedef int", "int32_t /* */",
                                "int32_t # x", "void (*)()", "int (*)(void, int)", "int (x)", "int\tx", "int;"}) {
    CAPTURE(bad);
    const Lines errors = spelled(bad);
    REQUIRE(errors.size() == 1);
    CHECK_MESSAGE(errors[0].find("'spelling' must be a C type as Clang spells it") != std::string::npos, errors[0]);
  }
  // Macro and enumerator spellings.
  const std::string macro = "    spelling: \"1\"\n";
  CHECK(errors_of(with(kValidSchema, macro, "    spelling: \"1\\\"\\n#error x\"\n")) ==
        Lines{"s.yaml:67:15: 'spelling' must be an integer expression as written in C (identifiers, numbers, "
              "operators, parentheses; no quotes, backslashes, comments or control characters), got the quoted "
              "string \"1\" #error x\""});
  for (const std::string ok : {"(1UL << 2UL)", "010", "0x7fU", "(-3)", "kDLCPU + 1", "(1 ? 2 : 3)", "~0U"}) {
    CAPTURE(ok);
    // A plain literal must spell the value; an expression is taken as written.
    const auto literal = schema::integer_literal_value(ok);
    const std::string yaml = with(with(kValidSchema, macro, "    spelling: '" + ok + "'\n"), "    value: 1\n    is_unsigned",
                                  "    value: " + std::to_string(literal ? *literal : 1) + "\n    is_unsigned");
    CHECK(errors_of(yaml) == Lines{"<accepted>"});
  }
  CHECK(errors_of(with(kValidSchema, macro, "    spelling: '0x7fU'\n")) ==
        Lines{"s.yaml:68:12: macro 'DLPACK_MAJOR_VERSION' is spelt '0x7fU', which is not its value"});
  CHECK(errors_of(with(kValidSchema, "        value: 2\n", "        value: 2\n        spelling: \"3U\"\n")) ==
        Lines{"s.yaml:28:19: enumerator 'kDLCUDA' is spelt '3U', which is not its value"});
  for (const std::string bad : {"1 // x", "1 /* x */", "(1", "1)", "(1]", "1;", "{1}", "'a'", "1\\", "#1", "\"1\""}) {
    CAPTURE(bad);
    std::string yaml_quoted;
    for (char c : bad) yaml_quoted += c == '\'' ? std::string("''") : std::string(1, c);
    const Lines errors = errors_of(with(kValidSchema, macro, "    spelling: '" + yaml_quoted + "'\n"));
    REQUIRE(errors.size() == 1);
    CHECK_MESSAGE(errors[0].find("'spelling' must be an integer expression") != std::string::npos, errors[0]);
  }
  CHECK(errors_of(with(kValidSchema, "        value: 2\n", "        value: 2\n        spelling: \"2 }; int x; enum { y\"\n")) ==
        Lines{"s.yaml:28:19: 'spelling' must be an integer expression as written in C (identifiers, numbers, "
              "operators, parentheses; no quotes, backslashes, comments or control characters), got the quoted "
              "string \"2 }; int x; enum { y\""});
}

TEST_CASE("schema validation: tags, triples, version macros and the types of enums are C words") {
  CHECK(errors_of(with(kValidSchema, "  - name: DLDeviceType\n", "  - name: DLDeviceType\n    tag: \"DL Device\"\n")) ==
        Lines{"s.yaml:13:10: 'tag' must be a C identifier, got the quoted string \"DL Device\""});
  CHECK(errors_of(with(kValidSchema, "  - name: DLDevice\n", "  - name: DLDevice\n    tag: struct\n")) ==
        Lines{"s.yaml:32:10: 'tag' must be a C identifier, got 'struct'"});
  CHECK(errors_of(with(kValidSchema, "    line: 40\n", "    line: 40\n    fixed_type_cxx: \"int32_t {\"\n")) ==
        Lines{"s.yaml:14:21: 'fixed_type_cxx' must be a C type name such as int32_t or unsigned int (words "
              "separated by one space), got the quoted string \"int32_t {\""});
  CHECK(errors_of(with(kValidSchema, "      x86_64-linux-gnu: unsigned int\n", "      x86_64-linux-gnu: \"unsigned int;\"\n")) ==
        Lines{"s.yaml:16:25: 'underlying_c' on target 'x86_64-linux-gnu' must be a C integer type (int, unsigned "
              "int, long, unsigned long long, ...), got the quoted string \"unsigned int;\""});
  // Any identifier is a type name, but not an enum's underlying type.
  CHECK(errors_of(with(kValidSchema, "      x86_64-linux-gnu: unsigned int\n", "      x86_64-linux-gnu: class\n")) ==
        Lines{"s.yaml:16:25: 'underlying_c' on target 'x86_64-linux-gnu' must be a C integer type (int, unsigned "
              "int, long, unsigned long long, ...), got 'class'"});
  // The underlying type's size is the enum's where C fixes it.
  CHECK(errors_of(with(kValidSchema, "      x86_64-linux-gnu: unsigned int\n", "      x86_64-linux-gnu: unsigned short\n")) ==
        Lines{"s.yaml:12:11: enum 'DLDeviceType' has size 4 on target 'x86_64-linux-gnu', but its underlying type "
              "unsigned short has 2"});
  // The bound is the 8 bytes of the widest C integer: an 8-byte enum is checked too (the
  // struct that holds it then overlaps its next field, whatever the enum's type).
  const std::string overlap = "s.yaml:45:15: field 'device_id' of struct 'DLDevice' at offset 4 overlaps field "
                              "'device_type' (8 bytes at offset 0) on target 'x86_64-linux-gnu'";
  CHECK(errors_of(with(kValidSchema, "      x86_64-linux-gnu: {size: 4, align: 4}\n    enumerators:",
                       "      x86_64-linux-gnu: {size: 8, align: 8}\n    enumerators:")) ==
        Lines{"s.yaml:12:11: enum 'DLDeviceType' has size 8 on target 'x86_64-linux-gnu', but its underlying type "
              "unsigned int has 4",
              overlap});
  CHECK(errors_of(with(with(kValidSchema, "      x86_64-linux-gnu: {size: 4, align: 4}\n    enumerators:",
                            "      x86_64-linux-gnu: {size: 8, align: 8}\n    enumerators:"),
                       "      x86_64-linux-gnu: unsigned int\n", "      x86_64-linux-gnu: unsigned long long\n")) ==
        Lines{overlap});
  // Pointer sizes follow the architecture.
  CHECK(errors_of(with(kValidSchema, "{triple: x86_64-linux-gnu, pointer_size: 8", "{triple: x86_64-linux-gnu, pointer_size: 4")) ==
        Lines{"s.yaml:9:46: pointer_size 4 on target 'x86_64-linux-gnu', whose pointers are 8 bytes"});
  // No empty enum; no struct with a layout and no fields; no C++ keyword as a name.
  CHECK(errors_of(with(kValidSchema, "structs:\n",
                       "  - {name: DLNone, line: 45, column: 1, underlying_c: {}, underlying_cxx: {}, layout: {}, "
                       "enumerators: []}\nstructs:\n")) ==
        Lines{"s.yaml:30:104: enum 'DLNone' has no enumerators, which C does not allow"});
  CHECK(errors_of(with(kValidSchema, "function_pointers:\n",
                       "  - {name: DLHollow, line: 1, column: 1, layout: {x86_64-linux-gnu: {size: 8, align: 8}, "
                       "i686-linux-gnu: {size: 8, align: 4}}, fields: []}\nfunction_pointers:\n")) ==
        Lines{"s.yaml:52:136: struct 'DLHollow' has a layout but no fields (an opaque struct has neither)"});
  CHECK(errors_of(with(kValidSchema, "function_pointers:\n",
                       "  - {name: DLOpaque, line: 1, column: 1, layout: {}, fields: []}\nfunction_pointers:\n")) ==
        Lines{"<accepted>"});
  CHECK(errors_of(with(kValidSchema, "      - name: kDLCUDA", "      - name: class")) ==
        Lines{"s.yaml:26:15: enumerator name 'class' is a C++ keyword (dlpack.h is read as C++ too)"});
  CHECK(errors_of(with(kValidSchema, "  version_macro: DLPACK_MAJOR_VERSION\n", "  version_macro: \"X\\\" \\n#error\"\n")) ==
        Lines{"s.yaml:7:18: 'version_macro' must be DLPACK_MAJOR_VERSION or DLPACK_VERSION, got the quoted string "
              "\"X\"  #error\""});
  std::string bad_triple = kValidSchema;
  for (size_t at; (at = bad_triple.find("i686-linux-gnu")) != std::string::npos;)
    bad_triple.replace(at, 14, "'i686\"linux'");
  CHECK(errors_of(bad_triple) == Lines{"s.yaml:10:14: 'triple' must be a target triple (letters, digits, '_', '.' "
                                       "and '-'), got the quoted string \"i686\"linux\""});
}

TEST_CASE("schema validation: types nest at most 64 deep; arrays hold at least one element") {
  const std::string int32 = "{kind: scalar, name: int32_t, spelling: int32_t}";
  // The parameter of DLDeleter: 64 levels deep with the function pointer.
  const std::string param = "{kind: pointer, spelling: DLDevice *, element: {kind: struct, name: DLDevice, spelling: DLDevice}}";
  std::string deep = int32;
  for (int i = 0; i < 62; ++i) deep = "{kind: pointer, spelling: int32_t *, element: " + deep + "}";
  CHECK(errors_of(with(kValidSchema, param, deep)) == Lines{"<accepted>"});
  deep = "{kind: pointer, spelling: int32_t *, element: " + deep + "}";
  CHECK(errors_of(with(kValidSchema, param, deep)) ==
        Lines{"s.yaml:63:2915: type nested more than 64 levels deep (pointers, arrays, function pointers and their "
              "parameters)"});
  CHECK(errors_of(with(kValidSchema, int32,
                       "{kind: array, spelling: \"int32_t[1]\", array_size: 0, element: " + int32 + "}")) ==
        Lines{"s.yaml:46:65: 'array_size' must be at least 1 (flexible and zero-length arrays are not modelled)"});
}

TEST_CASE("schema validation: typedef tells typedef struct X {...} X; from struct X {...};") {
  const std::string tagged = with(kValidSchema, "  - name: DLDevice\n", "  - name: DLDevice\n    tag: DLDevice\n");
  const model::Model tag_only = schema::from_yaml(tagged, "s.yaml");  // absent: the tag only, as before the key
  CHECK_FALSE(tag_only.structs.at(0).has_typedef);
  const model::Model both =
      schema::from_yaml(with(tagged, "    tag: DLDevice\n", "    tag: DLDevice\n    typedef: true\n"), "s.yaml");
  CHECK(both.structs.at(0).has_typedef);
  // Without a tag, or with another one, the name can only be a typedef's.
  CHECK(schema::from_yaml(kValidSchema, "s.yaml").structs.at(0).has_typedef);
  CHECK(schema::from_yaml(kValidSchema, "s.yaml").enums.at(0).has_typedef);
  CHECK(errors_of(with(kValidSchema, "  - name: DLDevice\n", "  - name: DLDevice\n    typedef: false\n")) ==
        Lines{"s.yaml:32:14: 'typedef' of struct 'DLDevice' is false, but it has no tag: only a typedef can give it "
              "its name"});
  CHECK(errors_of(with(kValidSchema, "  - name: DLDeviceType\n", "  - name: DLDeviceType\n    tag: DLDevType\n    typedef: false\n")) ==
        Lines{"s.yaml:14:14: 'typedef' of enum 'DLDeviceType' is false, but its tag is 'DLDevType': only a typedef "
              "can give it its name"});
  CHECK(errors_of(with(tagged, "    tag: DLDevice\n", "    tag: DLDevice\n    typedef: yes\n")) ==
        Lines{"s.yaml:33:14: 'typedef' must be true or false, got 'yes'"});
}

TEST_CASE("schema validation: declared alignments are powers of two that the layout meets") {
  const std::string offsets = "          x86_64-linux-gnu: 4\n          i686-linux-gnu: 4\nfunction_pointers:";
  const auto field_aligned = [&](const std::string& entries) {
    return with(kValidSchema, offsets,
                "          x86_64-linux-gnu: 4\n          i686-linux-gnu: 4\n        aligned:\n" + entries +
                    "function_pointers:");
  };
  const std::string ok = field_aligned("          x86_64-linux-gnu: 4\n          i686-linux-gnu: 2\n");
  CHECK(errors_of(ok) == Lines{"<accepted>"});
  const model::Model m = schema::from_yaml(ok, "s.yaml");
  CHECK(m.find_struct("DLDevice")->fields[1].aligned ==
        std::map<std::string, uint64_t>{{"i686-linux-gnu", 2}, {"x86_64-linux-gnu", 4}});
  CHECK(m.find_struct("DLDevice")->fields[0].aligned.empty());
  // Written back (per-target maps are written in the order of their triples), and read again.
  CHECK(schema::to_yaml(m).find("        aligned:\n          i686-linux-gnu: 2\n          x86_64-linux-gnu: 4\n") !=
        std::string::npos);
  CHECK(schema::from_yaml(schema::to_yaml(m), "again.yaml").find_struct("DLDevice")->fields[1].aligned ==
        m.find_struct("DLDevice")->fields[1].aligned);
  CHECK(errors_of(field_aligned("          x86_64-linux-gnu: 3\n")) ==
        Lines{"s.yaml:53:29: the declared alignment on target 'x86_64-linux-gnu' must be a power of two, got 3"});
  CHECK(errors_of(field_aligned("          x86_64-linux-gnu: 0\n")) ==
        Lines{"s.yaml:53:29: the declared alignment on target 'x86_64-linux-gnu' must be a power of two, got 0"});
  CHECK(errors_of(field_aligned("          x86_64-linux-gnu: 8\n")) ==
        Lines{"s.yaml:53:29: field 'device_id' of struct 'DLDevice' declares the alignment 8 but struct 'DLDevice' "
              "is 4-aligned on target 'x86_64-linux-gnu'",
              "s.yaml:53:29: field 'device_id' of struct 'DLDevice' declares the alignment 8 but is at offset 4 on "
              "target 'x86_64-linux-gnu'"});
  CHECK(errors_of(field_aligned("          riscv64-linux-gnu: 4\n")) ==
        Lines{"s.yaml:53:11: target 'riscv64-linux-gnu' in 'aligned' of field 'device_id' is not listed in 'targets'"});
  CHECK(errors_of(field_aligned("          x86_64-linux-gnu: big\n")).size() == 1);
  // A struct's own.
  const std::string fields = "      i686-linux-gnu: {size: 8, align: 4}\n    fields:";
  CHECK(errors_of(with(kValidSchema, fields,
                       "      i686-linux-gnu: {size: 8, align: 4}\n    aligned: {x86_64-linux-gnu: 4}\n    fields:")) ==
        Lines{"<accepted>"});
  CHECK(errors_of(with(kValidSchema, fields,
                       "      i686-linux-gnu: {size: 8, align: 4}\n    aligned: {x86_64-linux-gnu: 16}\n    fields:")) ==
        Lines{"s.yaml:37:33: struct 'DLDevice' declares the alignment 16 but its layout is 4-aligned on target "
              "'x86_64-linux-gnu'"});
}

TEST_CASE("schema validation: each check on both sides of its boundary") {
  // Overlap: a one-byte field one byte into a 4-byte field overlaps it; right after it, it does not.
  const std::string byte_field = with(kValidSchema, "type: {kind: scalar, name: int32_t, spelling: int32_t}",
                                      "type: {kind: scalar, name: uint8_t, spelling: uint8_t}");
  CHECK(errors_of(with(byte_field, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 3\n")) ==
        Lines{"s.yaml:45:15: field 'device_id' of struct 'DLDevice' at offset 3 overlaps field 'device_type' (4 bytes "
              "at offset 0) on target 'x86_64-linux-gnu'"});
  CHECK(errors_of(byte_field) == Lines{"<accepted>"});
  // The end of the struct: a field may end at the size, not one byte past it.
  CHECK(errors_of(with(byte_field, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 7\n")) ==
        Lines{"<accepted>"});
  CHECK(errors_of(with(byte_field, "          x86_64-linux-gnu: 4\n", "          x86_64-linux-gnu: 8\n")) ==
        Lines{"s.yaml:50:29: offset 8 of field 'device_id' is not below the size 8 of struct 'DLDevice' on target "
              "'x86_64-linux-gnu'"});
  // A signed 32-bit enum: INT32_MIN and INT32_MAX fit, one beyond either does not.
  const std::string is_signed = with(kValidSchema, "      x86_64-linux-gnu: unsigned int\n", "      x86_64-linux-gnu: int\n");
  for (const char* fits : {"2147483647", "-2147483648"})
    CHECK(errors_of(with(is_signed, "        value: 2\n", std::string("        value: ") + fits + "\n")) ==
          Lines{"<accepted>"});
  CHECK(errors_of(with(is_signed, "        value: 2\n", "        value: 2147483648\n")) ==
        Lines{"s.yaml:27:16: enumerator 'kDLCUDA' = 2147483648 does not fit the 32-bit int of enum 'DLDeviceType' on "
              "target 'x86_64-linux-gnu'"});
  CHECK(errors_of(with(is_signed, "        value: 2\n", "        value: -2147483649\n")) ==
        Lines{"s.yaml:27:16: enumerator 'kDLCUDA' = -2147483649 does not fit the 32-bit int of enum 'DLDeviceType' on "
              "target 'x86_64-linux-gnu'"});
  // An unsigned 32-bit enum: 0 and UINT32_MAX fit.
  for (const char* fits : {"0", "4294967295"})
    CHECK(errors_of(with(kValidSchema, "        value: 2\n", std::string("        value: ") + fits + "\n")) ==
          Lines{"<accepted>"});
}
