// Known facts about the real dlpack.h versions.
#include <doctest/doctest.h>

#include <map>

#include "extract_helpers.h"
#include "support/model_compare.h"
#include "util/fs.h"

namespace dt = dlpackgen::test;
using namespace dlpackgen;

namespace {

// Each real header is extracted once (default targets) and shared by the tests.
const model::Model& model_of(const std::string& version) {
  static std::map<std::string, model::Model> cache;
  auto it = cache.find(version);
  if (it == cache.end()) it = cache.emplace(version, extract::extract_header(dt::header_path(version))).first;
  return it->second;
}

const model::Struct& struct_of(const model::Model& m, const std::string& name) {
  const model::Struct* s = m.find_struct(name);
  REQUIRE_MESSAGE(s != nullptr, "no struct " << name);
  return *s;
}

const model::Field& field_of(const model::Struct& s, const std::string& name) {
  for (const model::Field& f : s.fields)
    if (f.name == name) return f;
  FAIL("struct " << s.name << " has no field " << name);
  return s.fields.front();
}

const model::Enumerator& enumerator_of(const model::Enum& e, const std::string& name) {
  for (const model::Enumerator& en : e.enumerators)
    if (en.name == name) return en;
  FAIL("enum " << e.name << " has no enumerator " << name);
  return e.enumerators.front();
}

void check_scalar(const model::Type& t, const std::string& name, bool is_const = false) {
  CHECK(t.kind == model::TypeKind::Scalar);
  CHECK(t.name == name);
  CHECK(t.is_const == is_const);
}

// `T *` whose pointee is the struct `name`.
void check_pointer_to_struct(const model::Type& t, const std::string& name) {
  CHECK(t.kind == model::TypeKind::Pointer);
  REQUIRE(t.element.size() == 1);
  CHECK(t.element[0].kind == model::TypeKind::Struct);
  CHECK(t.element[0].name == name);
}

bool valid_utf8(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return false;
    i += n;
  }
  return true;
}

}  // namespace

TEST_CASE("real headers: every one extracts for the default targets, in order") {
  for (const std::string& path : dt::all_headers()) {
    CAPTURE(path);
    const model::Model m = extract::extract_header(path);
    REQUIRE(m.targets.size() == model::default_targets().size());
    for (std::size_t i = 0; i < m.targets.size(); ++i) CHECK(m.targets[i].triple == model::default_targets()[i]);
    CHECK(m.header.file.find('/') == std::string::npos);
    CHECK(m.header.sha256 == util::sha256_hex(dt::slurp(path)));
    CHECK(m.header.version.known());
    CHECK(m.find_struct("DLTensor") != nullptr);
    CHECK(m.find_enum("DLDeviceType") != nullptr);
    for (const model::Struct& s : m.structs) CHECK(s.layout.size() == m.targets.size());
  }
}

TEST_CASE("real headers: target facts come from Clang's targets") {
  const model::Model& m = model_of("v1.3-torch");
  CHECK(m.find_target("x86_64-linux-gnu")->pointer_size == 8);
  CHECK(m.find_target("i686-linux-gnu")->pointer_size == 4);
  CHECK(m.find_target("i686-linux-gnu")->pointer_align == 4);
  CHECK(m.find_target("armv7-linux-gnueabihf")->pointer_size == 4);
  CHECK(m.find_target("wasm32-unknown-unknown")->pointer_size == 4);
  CHECK(m.find_target("x86_64-pc-windows-msvc")->pointer_size == 8);
  CHECK(m.find_target("s390x-linux-gnu")->big_endian);
  CHECK_FALSE(m.find_target("powerpc64le-linux-gnu")->big_endian);
  CHECK_FALSE(m.find_target("aarch64-linux-gnu")->big_endian);
}

TEST_CASE("real headers: DLTensor layout matches the hand-computed ABI") {
  for (const char* version : {"v0.8", "v1.0", "v1.3-torch"}) {
    CAPTURE(version);
    const model::Struct& t = struct_of(model_of(version), "DLTensor");
    // x86_64: void* 0, DLDevice 8, int32 16, DLDataType 20, int64* 24, int64* 32, uint64 40.
    CHECK(t.layout.at("x86_64-linux-gnu") == model::Layout{48, 8});
    CHECK(field_of(t, "byte_offset").offset.at("x86_64-linux-gnu") == 40);
    CHECK(field_of(t, "dtype").offset.at("x86_64-linux-gnu") == 20);
    // i686: 4-byte pointers, uint64_t is 4-aligned in structs.
    CHECK(t.layout.at("i686-linux-gnu") == model::Layout{36, 4});
    CHECK(field_of(t, "byte_offset").offset.at("i686-linux-gnu") == 28);
    // armv7 (AAPCS): 4-byte pointers, uint64_t is 8-aligned.
    CHECK(t.layout.at("armv7-linux-gnueabihf") == model::Layout{40, 8});
    CHECK(field_of(t, "byte_offset").offset.at("armv7-linux-gnueabihf") == 32);
  }
}

TEST_CASE("real headers: header versions") {
  const model::Model& v01 = model_of("v0.1");
  const model::Macro* legacy = v01.find_macro("DLPACK_VERSION");
  REQUIRE(legacy != nullptr);
  CHECK(legacy->spelling == "010");
  CHECK(legacy->value == 8);  // C reads 010 as octal
  CHECK_FALSE(legacy->is_unsigned);
  CHECK(v01.header.version == model::Version{0, 1});
  CHECK(v01.header.version_macro == "DLPACK_VERSION");

  const model::Model& v06 = model_of("v0.6");
  REQUIRE(v06.find_macro("DLPACK_VERSION") != nullptr);
  CHECK(v06.find_macro("DLPACK_VERSION")->spelling == "60");
  CHECK(v06.find_macro("DLPACK_VERSION")->value == 60);
  CHECK(v06.header.version == model::Version{0, 6});

  const model::Model& v08 = model_of("v0.8");
  CHECK(v08.header.version == model::Version{0, 8});
  REQUIRE(v08.find_macro("DLPACK_ABI_VERSION") != nullptr);
  CHECK(v08.find_macro("DLPACK_ABI_VERSION")->value == 1);

  const model::Model& v13 = model_of("v1.3-torch");
  CHECK(v13.header.version == model::Version{1, 3});
  CHECK(v13.header.version_macro == "DLPACK_MAJOR_VERSION");
  CHECK(v13.header.file == "dlpack-v1.3-torch.h");
  CHECK(model_of("v1.0").header.version == model::Version{1, 0});
  CHECK(model_of("v1.1-exchange-api").header.version == model::Version{1, 1});
}

TEST_CASE("real headers: only integer macros of the main file enter the Model") {
  const model::Model& m = model_of("v1.3-torch");
  for (const char* absent : {"DLPACK_EXTERN_C", "DLPACK_DLL", "DLPACK_DLPACK_H_", "INT64_MAX", "NULL"})
    CHECK_MESSAGE(m.find_macro(absent) == nullptr, absent);
  std::vector<std::string> names;
  for (const model::Macro& mac : m.macros) names.push_back(mac.name);
  CHECK(names == std::vector<std::string>{"DLPACK_MAJOR_VERSION", "DLPACK_MINOR_VERSION",
                                          "DLPACK_FLAG_BITMASK_READ_ONLY", "DLPACK_FLAG_BITMASK_IS_COPIED",
                                          "DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED"});
  for (const model::Struct& s : m.structs) CHECK(s.name.rfind("DL", 0) == 0);
}

TEST_CASE("real headers: DLPACK_FLAG_BITMASK_* values, spellings and docs") {
  const model::Model& m = model_of("v1.3-torch");
  const std::vector<std::pair<std::string, int64_t>> expected = {
      {"READ_ONLY", 1}, {"IS_COPIED", 2}, {"IS_SUBBYTE_TYPE_PADDED", 4}};
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const model::Macro* mac = m.find_macro("DLPACK_FLAG_BITMASK_" + expected[i].first);
    REQUIRE(mac != nullptr);
    CHECK(mac->value == expected[i].second);
    CHECK(mac->is_unsigned);
    CHECK(mac->spelling == "(1UL << " + std::to_string(i) + "UL)");
  }
  CHECK(m.find_macro("DLPACK_FLAG_BITMASK_READ_ONLY")->doc ==
        "\\brief bit mask to indicate that the tensor is read only.");
  const model::Model& v10 = model_of("v1.0");
  CHECK(v10.find_macro("DLPACK_FLAG_BITMASK_READ_ONLY") != nullptr);
  CHECK(v10.find_macro("DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED") == nullptr);
  // v1.1 documents IS_SUBBYTE_TYPE_PADDED with a plain /* comment, which is not a doc comment;
  // the later upstream state fixed it to /*!.
  CHECK(model_of("v1.1").find_macro("DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED")->doc.empty());
  CHECK(model_of("v1.1-trn").find_macro("DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED")->doc.rfind(
            "\\brief bit mask to indicate that whether a sub-byte type is packed or padded.", 0) == 0);
}

TEST_CASE("real headers: DLDeviceType underlying and fixed types") {
  for (const char* version : {"v0.1", "v0.6", "v1.0", "v1.3-torch"}) {
    CAPTURE(version);
    const model::Enum* e = model_of(version).find_enum("DLDeviceType");
    REQUIRE(e != nullptr);
    CHECK(e->tag.empty());
    CHECK(e->fixed_type_c.empty());
    for (const char* triple : {"x86_64-linux-gnu", "aarch64-linux-gnu", "i686-linux-gnu", "armv7-linux-gnueabihf",
                              "riscv64-linux-gnu", "powerpc64le-linux-gnu", "s390x-linux-gnu"})
      CHECK(e->underlying_c.at(triple) == "unsigned int");
    CHECK(e->underlying_c.at("x86_64-pc-windows-msvc") == "int");
    CHECK(e->layout.at("x86_64-linux-gnu") == model::Layout{4, 4});
  }
  // `typedef enum : int32_t` under __cplusplus since v0.7.
  CHECK(model_of("v0.6").find_enum("DLDeviceType")->fixed_type_cxx.empty());
  CHECK(model_of("v0.6").find_enum("DLDeviceType")->underlying_cxx.at("x86_64-linux-gnu") == "unsigned int");
  for (const char* version : {"v0.8", "v1.0", "v1.3-torch"}) {
    const model::Enum* e = model_of(version).find_enum("DLDeviceType");
    CHECK(e->fixed_type_cxx == "int32_t");
    CHECK(e->underlying_cxx.at("x86_64-linux-gnu") == "int");
    CHECK(e->underlying_cxx.at("x86_64-pc-windows-msvc") == "int");
  }
  const model::Enum* code = model_of("v1.3-torch").find_enum("DLDataTypeCode");
  REQUIRE(code != nullptr);
  CHECK(enumerator_of(*code, "kDLInt").spelling == "0U");
  CHECK(enumerator_of(*code, "kDLInt").value == 0);
  CHECK(enumerator_of(*code, "kDLFloat4_e2m1fn").value == 17);
  CHECK(enumerator_of(*model_of("v1.3-torch").find_enum("DLDeviceType"), "kDLTrn").value == 18);
  CHECK(model_of("v1.1").find_enum("DLDeviceType")->enumerators.back().name == "kDLMAIA");
  CHECK(model_of("v1.1-trn").find_enum("DLDeviceType")->enumerators.back().name == "kDLTrn");
}

TEST_CASE("real headers: typedef'd tagged structs are one struct; types of fields") {
  const model::Model& m = model_of("v1.3-torch");
  int managed = 0;
  for (const model::Struct& s : m.structs) managed += s.name == "DLManagedTensor";
  CHECK(managed == 1);
  const model::Struct& mt = struct_of(m, "DLManagedTensor");
  CHECK(mt.tag == "DLManagedTensor");
  CHECK(struct_of(m, "DLTensor").tag.empty());

  const model::Field& device = field_of(struct_of(m, "DLTensor"), "device");
  CHECK(device.type.kind == model::TypeKind::Struct);
  CHECK(device.type.name == "DLDevice");
  CHECK(device.type.spelling == "DLDevice");
  const model::Field& device_type = field_of(struct_of(m, "DLDevice"), "device_type");
  CHECK(device_type.type.kind == model::TypeKind::Enum);
  CHECK(device_type.type.name == "DLDeviceType");
  check_scalar(field_of(struct_of(m, "DLDataType"), "code").type, "uint8_t");
  check_scalar(field_of(struct_of(m, "DLTensor"), "byte_offset").type, "uint64_t");
  const model::Field& shape = field_of(struct_of(m, "DLTensor"), "shape");
  CHECK(shape.type.kind == model::TypeKind::Pointer);
  CHECK(shape.type.spelling == "int64_t *");
  REQUIRE(shape.type.element.size() == 1);
  check_scalar(shape.type.element[0], "int64_t");
  const model::Field& data = field_of(struct_of(m, "DLTensor"), "data");
  REQUIRE(data.type.element.size() == 1);
  check_scalar(data.type.element[0], "void");
  check_scalar(field_of(struct_of(model_of("v0.1"), "DLTensor"), "ndim").type, "int");
}

TEST_CASE("real headers: deleter fields are function pointers taking self") {
  const model::Model& m = model_of("v1.3-torch");
  for (const char* owner : {"DLManagedTensor", "DLManagedTensorVersioned"}) {
    CAPTURE(owner);
    const model::Type& t = field_of(struct_of(m, owner), "deleter").type;
    CHECK(t.kind == model::TypeKind::FunctionPointer);
    CHECK(t.name.empty());
    CHECK(t.spelling == std::string("void (*)(struct ") + owner + " *)");
    REQUIRE(t.result.size() == 1);
    check_scalar(t.result[0], "void");
    REQUIRE(t.params.size() == 1);
    CHECK(t.params[0].name == "self");
    check_pointer_to_struct(t.params[0].type, owner);
  }
  CHECK(field_of(struct_of(m, "DLManagedTensor"), "deleter").offset.at("x86_64-linux-gnu") == 56);
  CHECK(field_of(struct_of(m, "DLManagedTensorVersioned"), "flags").offset.at("x86_64-linux-gnu") == 24);
}

TEST_CASE("real headers: v1.3 exchange API function pointers") {
  const model::Model& m = model_of("v1.3-torch");
  std::vector<std::string> names;
  for (const model::FunctionPointer& fp : m.function_pointers) names.push_back(fp.name);
  CHECK(names == std::vector<std::string>{"DLPackManagedTensorAllocator", "DLPackManagedTensorFromPyObjectNoSync",
                                          "DLPackDLTensorFromPyObjectNoSync", "DLPackCurrentWorkStream",
                                          "DLPackManagedTensorToPyObjectNoSync"});
  const model::FunctionPointer* alloc = m.find_function_pointer("DLPackManagedTensorAllocator");
  REQUIRE(alloc != nullptr);
  CHECK(alloc->type.kind == model::TypeKind::FunctionPointer);
  CHECK(alloc->type.name == "DLPackManagedTensorAllocator");
  CHECK(alloc->doc.rfind("\\brief Request a producer library to create a new tensor.", 0) == 0);
  REQUIRE(alloc->type.result.size() == 1);
  check_scalar(alloc->type.result[0], "int");
  REQUIRE(alloc->type.params.size() == 4);
  CHECK(alloc->type.params[0].name == "prototype");
  check_pointer_to_struct(alloc->type.params[0].type, "DLTensor");
  CHECK(alloc->type.params[1].name == "out");
  CHECK(alloc->type.params[1].type.spelling == "DLManagedTensorVersioned **");
  REQUIRE(alloc->type.params[1].type.element.size() == 1);
  check_pointer_to_struct(alloc->type.params[1].type.element[0], "DLManagedTensorVersioned");
  CHECK(alloc->type.params[2].name == "error_ctx");

  const model::Param& set_error = alloc->type.params[3];
  CHECK(set_error.name == "SetError");
  CHECK(set_error.type.kind == model::TypeKind::FunctionPointer);
  CHECK(set_error.type.spelling == "void (*)(void *, const char *, const char *)");
  REQUIRE(set_error.type.params.size() == 3);
  CHECK(set_error.type.params[0].name == "error_ctx");
  CHECK(set_error.type.params[1].name == "kind");
  CHECK(set_error.type.params[2].name == "message");
  const model::Type& kind = set_error.type.params[1].type;
  CHECK(kind.kind == model::TypeKind::Pointer);
  CHECK_FALSE(kind.is_const);
  REQUIRE(kind.element.size() == 1);
  check_scalar(kind.element[0], "char", true);

  const model::FunctionPointer* stream = m.find_function_pointer("DLPackCurrentWorkStream");
  REQUIRE(stream != nullptr);
  REQUIRE(stream->type.params.size() == 3);
  CHECK(stream->type.params[0].type.kind == model::TypeKind::Enum);
  CHECK(stream->type.params[0].type.name == "DLDeviceType");

  const model::Field& table_entry = field_of(struct_of(m, "DLPackExchangeAPI"), "managed_tensor_allocator");
  CHECK(table_entry.type.kind == model::TypeKind::FunctionPointer);
  CHECK(table_entry.type.name == "DLPackManagedTensorAllocator");
  CHECK(table_entry.type.spelling == "DLPackManagedTensorAllocator");
  CHECK(table_entry.type.params.size() == 4);
  CHECK(field_of(struct_of(m, "DLPackExchangeAPI"), "current_work_stream").offset.at("x86_64-linux-gnu") == 48);
  CHECK(struct_of(m, "DLPackExchangeAPI").layout.at("i686-linux-gnu") == model::Layout{32, 4});
}

TEST_CASE("real headers: the exchange API header's prev_version_api became prev_api in v1.3") {
  const model::Struct& old_header = struct_of(model_of("v1.1-exchange-api"), "DLPackExchangeAPIHeader");
  const model::Struct& new_header = struct_of(model_of("v1.3-torch"), "DLPackExchangeAPIHeader");
  REQUIRE(old_header.fields.size() == 2);
  REQUIRE(new_header.fields.size() == 2);
  CHECK(old_header.fields[1].name == "prev_version_api");
  CHECK(new_header.fields[1].name == "prev_api");
  check_pointer_to_struct(old_header.fields[1].type, "DLPackExchangeAPIHeader");
  check_pointer_to_struct(new_header.fields[1].type, "DLPackExchangeAPIHeader");
  CHECK(old_header.fields[1].offset == new_header.fields[1].offset);
  CHECK(model_of("v1.1-exchange-api").function_pointers.size() == 5);
  CHECK(model_of("v1.1").function_pointers.empty());
}

TEST_CASE("real headers: DLContext is a struct in v0.1-v0.3, an alias of DLDevice in v0.4, gone from v0.5") {
  CHECK(field_of(struct_of(model_of("v0.1"), "DLTensor"), "ctx").type.name == "DLContext");
  CHECK(model_of("v0.1").find_struct("DLDevice") == nullptr);
  CHECK(model_of("v0.3").aliases.empty());

  const model::Model& v04 = model_of("v0.4");
  CHECK(v04.find_struct("DLContext") == nullptr);
  REQUIRE(v04.aliases.size() == 1);
  const model::Alias& context = v04.aliases.front();
  CHECK(context.name == "DLContext");
  CHECK(context.type.kind == model::TypeKind::Struct);
  CHECK(context.type.name == "DLDevice");
  CHECK(context.type.spelling == "DLDevice");
  CHECK_FALSE(context.type.is_const);
  CHECK(context.doc ==
        "\\brief This is an alias for DLDevice. Notice that this will be removed in the next release.");
  CHECK(context.pos.line == 79);
  CHECK(context.pos.column == 18);  // `typedef DLDevice DLContext;`
  CHECK(context.history.empty());
  CHECK(field_of(struct_of(v04, "DLTensor"), "device").type.name == "DLDevice");

  const model::Model& m = model_of("v0.5");
  CHECK(m.find_struct("DLContext") == nullptr);
  CHECK(m.find_alias("DLContext") == nullptr);
  CHECK(field_of(struct_of(m, "DLTensor"), "device").type.name == "DLDevice");
}

TEST_CASE("real headers: no other real header declares an alias") {
  for (const std::string& header : dt::all_headers()) {
    CAPTURE(header);
    const model::Model m = extract::extract_header(header, {{"x86_64-linux-gnu"}, {}});
    if (header.find("dlpack-v0.4.h") != std::string::npos) CHECK(m.aliases.size() == 1);
    else CHECK(m.aliases.empty());
  }
}

TEST_CASE("real headers: docs keep Doxygen commands and code blocks") {
  const model::Model& m = model_of("v1.3-torch");
  CHECK(struct_of(m, "DLTensor").doc == "\\brief Plain C Tensor object, does not manage memory.");
  const std::string& data_doc = field_of(struct_of(m, "DLTensor"), "data").doc;
  CHECK(data_doc.find("\\code{.c}\nstatic inline size_t GetDataSize(const DLTensor* t) {\n") != std::string::npos);
  CHECK(data_doc.find("\\endcode") != std::string::npos);
  CHECK(field_of(struct_of(m, "DLTensor"), "strides").doc.find("\\note Before DLPack v1.2") != std::string::npos);
  CHECK(struct_of(m, "DLManagedTensor").doc.find("\\sa DLManagedTensorVersioned") != std::string::npos);
  // Separated from its enum by `#ifdef __cplusplus ... #else`, still its doc.
  CHECK(m.find_enum("DLDeviceType")->doc == "\\brief The device type in DLDevice.");
  CHECK(enumerator_of(*m.find_enum("DLDeviceType"), "kDLCPU").doc == "\\brief CPU device");
  CHECK(m.find_macro("DLPACK_MAJOR_VERSION")->doc == "\\brief The current major version of dlpack");
  // Indented source (v1.1) and source that lost its leading whitespace give the same
  // docs where the text after ` * ` is the same; deeper indentation stays as written.
  CHECK(struct_of(model_of("v1.1"), "DLPackVersion").doc ==
        struct_of(model_of("v1.1-exchange-api"), "DLPackVersion").doc);
  CHECK(field_of(struct_of(model_of("v1.1"), "DLTensor"), "data").doc.find("\n  size_t size = 1;\n") !=
        std::string::npos);
  CHECK(field_of(struct_of(model_of("v1.1-exchange-api"), "DLTensor"), "data").doc.find("\nsize_t size = 1;\n") !=
        std::string::npos);
  for (const std::string& path : dt::all_headers()) {
    const model::Model m2 = extract::extract_header(path, {{"x86_64-linux-gnu"}, {}});
    for (const model::Struct& s : m2.structs) {
      CHECK(valid_utf8(s.doc));
      for (const model::Field& f : s.fields) CHECK(valid_utf8(f.doc));
    }
  }
}

TEST_CASE("real headers: positions are those of the names") {
  const std::string path = dt::header_path("v1.3-torch");
  const model::Model& m = model_of("v1.3-torch");
  auto same = [](const model::SourcePos& a, const model::SourcePos& b) {
    return a.line == b.line && a.column == b.column;
  };
  CHECK(same(m.find_enum("DLDeviceType")->pos, dt::position_in_file(path, "} DLDeviceType;", "DLDeviceType")));
  CHECK(same(enumerator_of(*m.find_enum("DLDeviceType"), "kDLCUDA").pos,
             dt::position_in_file(path, "kDLCUDA = 2", "kDLCUDA")));
  CHECK(same(struct_of(m, "DLManagedTensor").pos,
             dt::position_in_file(path, "} DLManagedTensor;", "DLManagedTensor")));
  CHECK(same(field_of(struct_of(m, "DLTensor"), "byte_offset").pos,
             dt::position_in_file(path, "uint64_t byte_offset;", "byte_offset")));
  CHECK(same(m.find_macro("DLPACK_MINOR_VERSION")->pos,
             dt::position_in_file(path, "#define DLPACK_MINOR_VERSION", "DLPACK_MINOR_VERSION")));
  CHECK(same(m.find_function_pointer("DLPackCurrentWorkStream")->pos,
             dt::position_in_file(path, "typedef int (*DLPackCurrentWorkStream)", "DLPackCurrentWorkStream")));
}

TEST_CASE("real headers: the torch header parses as-is and honours -D through clang_args") {
  const std::string path = dt::header_path("v1.3-torch");
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {"-DTORCH_STABLE_ONLY"}});
  CHECK(d.file == path);
  CHECK(d.line == dt::position_in_file(path, "#error", "#error").line);
  CHECK(d.message.find("This file should not be included") != std::string::npos);
}

TEST_CASE("real headers: extraction is deterministic") {
  for (const char* version : {"v0.1", "v1.3-torch"}) {
    CAPTURE(version);
    const model::Model a = extract::extract_header(dt::header_path(version));
    const model::Model b = extract::extract_header(dt::header_path(version));
    CHECK(dt::model_differences(a, b).empty());
  }
  // The helper does see differences.
  model::Model a = extract::extract_header(dt::header_path("v1.0"), {{"x86_64-linux-gnu"}, {}});
  model::Model b = a;
  b.structs[1].fields[0].type.name = "Other";
  const auto differences = dt::model_differences(a, b);
  REQUIRE(differences.size() == 1);
  CHECK(differences[0].find("structs[1].fields[0].type.name") == 0);
}

TEST_CASE("real headers: a subset of targets, in the order requested, duplicates dropped") {
  const model::Model m = extract::extract_header(
      dt::header_path("v1.0"), {{"wasm32-unknown-unknown", "i686-linux-gnu", "wasm32-unknown-unknown"}, {}});
  REQUIRE(m.targets.size() == 2);
  CHECK(m.targets[0].triple == "wasm32-unknown-unknown");
  CHECK(m.targets[1].triple == "i686-linux-gnu");
  const model::Struct& t = struct_of(m, "DLTensor");
  CHECK(t.layout.size() == 2);
  CHECK(t.layout.at("wasm32-unknown-unknown") == model::Layout{40, 8});
}

TEST_CASE("real headers: CR-only and CRLF line endings give the same Model as LF") {
  // A lone CR ends a line for Clang; every fact (macros and the version
  // included), position and doc must be what the LF header gives.
  const std::string lf = dt::slurp(dt::header_path("v1.1"));
  dt::TempDir dir;
  std::string cr = lf, crlf;
  for (char& c : cr)
    if (c == '\n') c = '\r';
  for (char c : lf) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const model::Model& want = model_of("v1.1");
  for (const auto& [name, text] : {std::pair<std::string, std::string>{"cr.h", cr}, {"crlf.h", crlf}}) {
    CAPTURE(name);
    model::Model got = extract::extract_header(dir.write(name, text));
    REQUIRE(got.header.version == want.header.version);
    CHECK(got.macros.size() == want.macros.size());
    got.header = want.header;  // the file name and sha256 differ, nothing else
    auto differences = dt::model_differences(want, got);
    CHECK_MESSAGE(differences.empty(), (differences.empty() ? std::string() : differences[0]));
  }
}
