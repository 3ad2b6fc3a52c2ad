// Model -> YAML -> Model -> YAML: nothing lost, nothing changed.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "support/model_compare.h"
#include "sample_model.h"
#include "schema/schema.h"
#include "util/error.h"

using namespace dlpackgen;

namespace {

// Writes, reads and writes again; checks the Model and the text are unchanged.
void check_round_trip(const model::Model& m) {
  const std::string first = schema::to_yaml(m);
  model::Model read;
  try {
    read = schema::from_yaml(first, "round-trip.yaml");
  } catch (const util::Error& e) {
    FAIL_CHECK("from_yaml rejected to_yaml's output:\n" << e.what() << "\n---\n" << first);
    return;
  }
  const auto differences = test::model_differences(m, read);
  for (const auto& d : differences) INFO(d);
  CHECK_MESSAGE(differences.empty(), "first difference: " << (differences.empty() ? "" : differences.front()));
  const std::string second = schema::to_yaml(read);
  CHECK(second == first);
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("schema: the sample model round-trips field by field and byte for byte") {
  check_round_trip(test::sample_model());
}

TEST_CASE("schema: an empty model round-trips") {
  model::Model m;
  m.header.file = "dlpack.h";
  m.header.sha256 = std::string(64, 'f');
  check_round_trip(m);
  const std::string yaml = schema::to_yaml(m);
  CHECK(yaml.find("targets: []\n") != std::string::npos);
  CHECK(yaml.find("enums: []\n") != std::string::npos);
  CHECK(yaml.find("structs: []\n") != std::string::npos);
  CHECK(yaml.find("function_pointers: []\naliases: []\nmacros: []\n") != std::string::npos);
  CHECK(yaml.find("history_versions: []\n") != std::string::npos);
  CHECK(yaml.find("removed: []\n") != std::string::npos);
}

TEST_CASE("schema: output is deterministic, versioned and free of paths and times") {
  const model::Model m = test::sample_model();
  const std::string a = schema::to_yaml(m);
  CHECK(a == schema::to_yaml(m));
  // The first key is schema_version (after a one-line comment).
  const size_t first_key = a.find('\n') + 1;
  CHECK(a.compare(first_key, 18, "schema_version: 1\n") == 0);
  CHECK(a.find("generator: dlpackgen\n") != std::string::npos);
  CHECK(a.find("/work") == std::string::npos);
  CHECK(a.find(": /") == std::string::npos);
  CHECK(a.back() == '\n');
  CHECK(a.find(" \n") == std::string::npos);  // no trailing whitespace anywhere
  CHECK(a.find('\t') == std::string::npos);
}

TEST_CASE("schema: the file's layout is readable and diff-friendly") {
  model::Model m;
  m.header.file = "dlpack.h";
  m.header.sha256 = "3a8f0e8bcd1f2f2f0e0a7b4c2b2e0b8a9d6c1f0e3b2a1d0c9b8a7f6e5d4c3b2a";
  m.header.version = model::Version{0, 8};
  m.header.version_macro = "DLPACK_VERSION";
  m.targets = {{"x86_64-linux-gnu", 8, 8, false}, {"i686-linux-gnu", 4, 4, false}};
  model::Enum e;
  e.name = "DLDataTypeCode";
  e.doc = "The type code.\nSecond line.";
  e.pos = {10, 1};
  e.underlying_c = {{"x86_64-linux-gnu", "unsigned int"}, {"i686-linux-gnu", "unsigned int"}};
  e.underlying_cxx = e.underlying_c;
  e.layout = {{"x86_64-linux-gnu", {4, 4}}, {"i686-linux-gnu", {4, 4}}};
  e.enumerators = {{"kDLInt", 0, "0U", "", {11, 3}, {"0.1", "", ""}}};
  m.enums.push_back(e);
  model::Struct s;
  s.name = "DLDataType";
  s.pos = {20, 9};
  s.layout = {{"x86_64-linux-gnu", {4, 2}}, {"i686-linux-gnu", {4, 2}}};
  model::Type u8;
  u8.name = u8.spelling = "uint8_t";
  s.fields = {{"code", u8, "Type code", {21, 3}, {{"x86_64-linux-gnu", 0}, {"i686-linux-gnu", 0}}, {}, {}}};
  m.structs.push_back(s);
  model::Type data_type;
  data_type.kind = model::TypeKind::Struct;
  data_type.name = data_type.spelling = "DLDataType";
  m.aliases = {{"DLDataTypeAlias", data_type, "Another name.", {25, 20}, {"0.8", "", ""}}};
  m.macros = {{"DLPACK_VERSION", "080", 64, false, "", {5, 9}, {}}};
  m.history_versions = {"0.1", "0.8"};

  const std::string expected = R"(# DLPack ABI schema written by dlpackgen (format: schema/README.md in dlpackgen).
schema_version: 1
generator: dlpackgen
header:
  file: dlpack.h
  sha256: "3a8f0e8bcd1f2f2f0e0a7b4c2b2e0b8a9d6c1f0e3b2a1d0c9b8a7f6e5d4c3b2a"
  version: "0.8"
  version_macro: DLPACK_VERSION
targets:
  - {triple: x86_64-linux-gnu, pointer_size: 8, pointer_align: 8, big_endian: false}
  - {triple: i686-linux-gnu, pointer_size: 4, pointer_align: 4, big_endian: false}
enums:
  - name: DLDataTypeCode
    doc: |-
      The type code.
      Second line.
    line: 10
    column: 1
    underlying_c:
      i686-linux-gnu: unsigned int
      x86_64-linux-gnu: unsigned int
    underlying_cxx:
      i686-linux-gnu: unsigned int
      x86_64-linux-gnu: unsigned int
    layout:
      i686-linux-gnu: {size: 4, align: 4}
      x86_64-linux-gnu: {size: 4, align: 4}
    enumerators:
      - name: kDLInt
        value: 0
        spelling: "0U"
        line: 11
        column: 3
        history: {since: "0.1"}
structs:
  - name: DLDataType
    line: 20
    column: 9
    layout:
      i686-linux-gnu: {size: 4, align: 2}
      x86_64-linux-gnu: {size: 4, align: 2}
    fields:
      - name: code
        type: {kind: scalar, name: uint8_t, spelling: uint8_t}
        doc: Type code
        line: 21
        column: 3
        offset:
          i686-linux-gnu: 0
          x86_64-linux-gnu: 0
function_pointers: []
aliases:
  - name: DLDataTypeAlias
    doc: Another name.
    line: 25
    column: 20
    history: {since: "0.8"}
    type: {kind: struct, name: DLDataType, spelling: DLDataType}
macros:
  - name: DLPACK_VERSION
    spelling: "080"
    value: 64
    is_unsigned: false
    line: 5
    column: 9
history_versions:
  - "0.1"
  - "0.8"
removed: []
)";
  CHECK(schema::to_yaml(m) == expected);
  check_round_trip(m);
}

TEST_CASE("schema: an unknown version is left out and reads back as unknown") {
  model::Model m = test::sample_model();
  m.header.version = model::Version{};
  m.header.version_macro = "";
  const std::string yaml = schema::to_yaml(m);
  CHECK(yaml.find("\n  version:") == std::string::npos);
  CHECK(yaml.find("\n  version_macro:") == std::string::npos);
  const model::Model read = schema::from_yaml(yaml, "s.yaml");
  CHECK_FALSE(read.header.version.known());
  check_round_trip(m);
}

TEST_CASE("schema: unsigned macros past INT64_MAX are written as unsigned decimal") {
  const std::string yaml = schema::to_yaml(test::sample_model());
  CHECK(yaml.find("    value: 18446744073709551615\n    is_unsigned: true\n") != std::string::npos);
  CHECK(yaml.find("    value: 9223372036854775808\n    is_unsigned: true\n") != std::string::npos);
  CHECK(yaml.find("    value: -9223372036854775808\n    is_unsigned: false\n") != std::string::npos);
  const model::Model read = schema::from_yaml(yaml, "s.yaml");
  const model::Macro* ones = read.find_macro("DLPACK_ALL_ONES");
  REQUIRE(ones != nullptr);
  CHECK(ones->is_unsigned);
  CHECK(static_cast<uint64_t>(ones->value) == UINT64_MAX);
  const model::Macro* high = read.find_macro("DLPACK_HIGH_BIT");
  REQUIRE(high != nullptr);
  CHECK(static_cast<uint64_t>(high->value) == (uint64_t{1} << 63));
  CHECK(read.find_macro("DLPACK_MIN")->value == INT64_MIN);
  CHECK(read.find_macro("DLPACK_VERSION")->spelling == "010");
  CHECK(read.find_macro("DLPACK_VERSION")->value == 8);
}

TEST_CASE("schema: History is written only when recorded, as one line") {
  const std::string yaml = schema::to_yaml(test::sample_model());
  CHECK(yaml.find("history: {since: \"0.6\", renamed_from: kDLCPUPinned, renamed_in: \"0.6\"}\n") !=
        std::string::npos);
  // Entities without history have no history key: the sample has 11 histories.
  CHECK(count(yaml, "history: {") == 11);
  CHECK(count(yaml, "history:") == 11);
}

TEST_CASE("schema: nested function-pointer types keep every level") {
  const model::Model read = schema::from_yaml(schema::to_yaml(test::sample_model()), "s.yaml");
  const model::Struct* managed = read.find_struct("DLManagedTensor");
  REQUIRE(managed != nullptr);
  REQUIRE(managed->fields.size() == 8);
  const model::Type& outer = managed->fields[6].type;
  CHECK(outer.kind == model::TypeKind::FunctionPointer);
  CHECK(outer.name == "DLRegister");
  REQUIRE(outer.params.size() == 2);
  const model::Type& middle = outer.params[0].type;
  REQUIRE(middle.params.size() == 1);
  const model::Type& inner = middle.params[0].type;
  CHECK(inner.spelling == "int (*)(void *, uint64_t)");
  REQUIRE(inner.params.size() == 2);
  CHECK(inner.params[0].name.empty());
  CHECK(inner.params[1].type.name == "uint64_t");
  const model::Type& pointer = outer.params[1].type;
  CHECK(pointer.kind == model::TypeKind::Pointer);
  REQUIRE(pointer.element.size() == 1);
  CHECK(pointer.element[0].kind == model::TypeKind::FunctionPointer);
  CHECK(managed->fields[2].type.array_size == 4);
  CHECK(managed->fields[7].type.kind == model::TypeKind::Array);
  CHECK(managed->fields[7].type.array_size == 1);
  const model::FunctionPointer* get = read.find_function_pointer("DLGetDeleter");
  REQUIRE(get != nullptr);
  REQUIRE(get->type.result.size() == 1);
  CHECK(get->type.result[0].kind == model::TypeKind::FunctionPointer);
  CHECK(get->type.result[0].params[0].name == "self");
}

TEST_CASE("schema: aliases keep their target, spelling, constness and signature") {
  const model::Model sample = test::sample_model();
  const std::string yaml = schema::to_yaml(sample);
  // After function_pointers, before macros; a function pointer's signature as a block.
  CHECK(yaml.find("\naliases:\n  - name: DLContext\n") != std::string::npos);
  CHECK(yaml.find("\nfunction_pointers:\n") < yaml.find("\naliases:\n"));
  CHECK(yaml.find("\naliases:\n") < yaml.find("\nmacros:\n"));
  CHECK(yaml.find("    type: {kind: enum, name: DLDataTypeCode, spelling: enum DLDataTypeCode}\n") !=
        std::string::npos);
  CHECK(yaml.find("    type: {kind: struct, name: DLDevice, spelling: const DLDevice, is_const: true}\n") !=
        std::string::npos);
  CHECK(yaml.find("  - name: DLAllocatorAlias\n    doc: Another name.\n    line: 396\n    column: 38\n    type:\n"
                  "      kind: function_pointer\n      name: DLPackManagedTensorAllocator\n"
                  "      spelling: DLPackManagedTensorAllocator\n      result: {kind: scalar, name: int, spelling: int}\n"
                  "      params:\n        - name: prototype\n") != std::string::npos);
  const model::Model read = schema::from_yaml(yaml, "s.yaml");
  REQUIRE(read.aliases.size() == 4);
  const model::Alias* context = read.find_alias("DLContext");
  REQUIRE(context != nullptr);
  CHECK(context->type.kind == model::TypeKind::Struct);
  CHECK(context->type.name == "DLDevice");
  CHECK(context->history.since == "0.4");
  const model::Alias* allocator = read.find_alias("DLAllocatorAlias");
  REQUIRE(allocator != nullptr);
  CHECK(allocator->type.params.size() == 4);
  CHECK(read.find_alias("DLDevice") == nullptr);
}

TEST_CASE("schema: a function pointer without parameters writes params: []") {
  model::Model m = test::sample_model();
  model::FunctionPointer f;
  f.name = "DLNoArgs";
  f.pos = {1, 1};
  f.type.kind = model::TypeKind::FunctionPointer;
  f.type.name = "DLNoArgs";
  f.type.spelling = "void (*)(void)";
  model::Type v;
  v.name = v.spelling = "void";
  f.type.result.push_back(v);
  m.function_pointers.push_back(f);
  const std::string yaml = schema::to_yaml(m);
  CHECK(yaml.find("      spelling: void (*)(void)\n      result: {kind: scalar, name: void, spelling: void}\n"
                  "      params: []\n") != std::string::npos);
  check_round_trip(m);
}

TEST_CASE("schema: hand-written YAML in other styles reads into the same Model") {
  // Block mappings where the writer uses flow ones, plain scalars where it
  // quotes, comments, and a one-entry sequence for `element`.
  const std::string text = R"(schema_version: 1   # format version
header:
  file: dlpack.h
  sha256: 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
  version: 1.3
targets:
  - triple: x86_64-linux-gnu
    pointer_size: 8
    pointer_align: 8
    big_endian: false
enums: []
structs:
  - name: S
    line: 1
    column: 1
    layout:
      x86_64-linux-gnu:
        size: 8
        align: 8
    fields:
      - name: p
        type:
          kind: pointer
          spelling: 'S *'
          element:
            - kind: struct
              name: S
              spelling: S
        line: 2
        column: 3
        offset: {x86_64-linux-gnu: 0}
function_pointers: []
aliases: []
macros: []
history_versions: []
removed: []
)";
  const model::Model m = schema::from_yaml(text, "hand.yaml");
  CHECK(m.header.version == (model::Version{1, 3}));
  REQUIRE(m.structs.size() == 1);
  CHECK(m.structs[0].layout.at("x86_64-linux-gnu") == (model::Layout{8, 8}));
  const model::Type& t = m.structs[0].fields[0].type;
  CHECK(t.spelling == "S *");
  REQUIRE(t.element.size() == 1);
  CHECK(t.element[0].name == "S");
  // Written back in the canonical form, which is stable from then on.
  const std::string canonical = schema::to_yaml(m);
  CHECK(canonical.find("sha256: \"0123456789abcdef") != std::string::npos);
  CHECK(canonical.find("version: \"1.3\"") != std::string::npos);
  CHECK(canonical.find("type: {kind: pointer, spelling: S *, element: {kind: struct, name: S, spelling: S}}") !=
        std::string::npos);
  CHECK(schema::to_yaml(schema::from_yaml(canonical, "c.yaml")) == canonical);
}

TEST_CASE("schema: a Model breaking a type's shape is written whole and rejected on reading") {
  model::Model m = test::sample_model();
  // A pointer with two element types, one of them a function pointer: the
  // writer keeps both (as a sequence); the reader names the problem.
  model::Type& shape = m.structs[1].fields[1].type;
  REQUIRE(shape.kind == model::TypeKind::Pointer);
  shape.element.push_back(m.structs[1].fields[5].type);
  const std::string yaml = schema::to_yaml(m);
  CHECK(yaml.find("        type:\n          kind: pointer\n          spelling: int64_t *\n          element:\n"
                  "            - {kind: scalar, name: int64_t, spelling: int64_t}\n"
                  "            - kind: function_pointer\n") != std::string::npos);
  try {
    schema::from_yaml(yaml, "bad.yaml");
    FAIL("accepted a pointer with two element types");
  } catch (const util::Error& e) {
    REQUIRE(e.diagnostics().size() == 1);
    CHECK(e.diagnostics()[0].message == "a pointer type has exactly one 'element', got 2");
  }
}

TEST_CASE("schema: typedef is written only where a reader could not tell") {
  model::Model m = test::sample_model();
  model::Struct& managed = m.structs[1];
  REQUIRE(managed.name == managed.tag);
  managed.has_typedef = true;  // typedef struct DLManagedTensor {...} DLManagedTensor;
  std::string yaml = schema::to_yaml(m);
  CHECK(yaml.find("  - name: DLManagedTensor\n    tag: DLManagedTensor\n    typedef: true\n") != std::string::npos);
  check_round_trip(m);
  managed.has_typedef = false;  // struct DLManagedTensor {...};
  yaml = schema::to_yaml(m);
  CHECK(yaml.find("  - name: DLManagedTensor\n    tag: DLManagedTensor\n    line:") != std::string::npos);
  check_round_trip(m);
  // A name that is not the tag is a typedef's: nothing to write for DLDevice (no tag).
  CHECK(yaml.find("  - name: DLDevice\n    doc:") != std::string::npos);
}
