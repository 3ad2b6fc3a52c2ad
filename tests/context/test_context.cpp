// build_context(): the keys templates rely on, from a hand-built Model.
#include <doctest/doctest.h>

#include <functional>
#include <set>

#include "context/context.h"
#include "context/targets.h"
#include "support/small_model.h"

using namespace dlpackgen;

namespace {

const render::Value& at(const render::Value& d, const std::string& dotted) {
  const render::Value* v = d.find(dotted);
  REQUIRE_MESSAGE(v != nullptr, "missing key " << dotted);
  return *v;
}

std::string str(const render::Value& d, const std::string& dotted) {
  const render::Value& v = at(d, dotted);
  REQUIRE_MESSAGE(v.is_string(), dotted << " is not a string");
  return v.str();
}

bool flag(const render::Value& d, const std::string& dotted) {
  const render::Value& v = at(d, dotted);
  REQUIRE_MESSAGE(v.is_bool(), dotted << " is not a bool");
  return v.boolean();
}

size_t count(const render::Value& d, const std::string& dotted) { return at(d, dotted).items().size(); }

}  // namespace

TEST_CASE("header, banner and version keys") {
  auto ctx = context::build_context(test::small_model(), {});
  CHECK(str(ctx, "dlpackgen_version") == "0.1.0");
  CHECK(str(ctx, "banner_lines.0") ==
        "Generated from dlpack.h v1.3 (sha256 1a2b3c4d5e6f) by dlpackgen v0.1.0.");
  CHECK(str(ctx, "banner_lines.1") == "Do not edit: regenerate with `dlpackgen generate`.");
  CHECK(str(ctx, "header.file") == "dlpack.h");
  CHECK(str(ctx, "header.sha256_short") == "1a2b3c4d5e6f");
  CHECK(str(ctx, "header.version") == "1.3");
  CHECK(flag(ctx, "header.has_version"));
  CHECK(str(ctx, "header.major") == "1");
  CHECK(str(ctx, "header.minor") == "3");
  CHECK_FALSE(flag(ctx, "header.legacy_version"));
  CHECK(flag(ctx, "header.modern_version"));
  CHECK(str(ctx, "header.version_spelling") == "1.3");
}

TEST_CASE("legacy and unknown versions") {
  auto m = test::small_model();
  m.header.version = {0, 1};
  m.header.version_macro = "DLPACK_VERSION";
  m.macros.clear();
  model::Macro v;
  v.name = "DLPACK_VERSION";
  v.spelling = "010";  // octal: C reads 8
  v.value = 8;
  m.macros.push_back(v);
  auto ctx = context::build_context(m, {});
  CHECK(flag(ctx, "header.legacy_version"));
  CHECK_FALSE(flag(ctx, "header.modern_version"));
  CHECK(str(ctx, "header.legacy_value") == "8");
  CHECK(str(ctx, "header.version_spelling") == "010");
  CHECK(str(ctx, "header.version") == "0.1");

  m.header.version = {};
  m.header.version_macro = "";
  auto unknown = context::build_context(m, {});
  CHECK_FALSE(flag(unknown, "header.has_version"));
  CHECK(str(unknown, "header.version") == "unknown");
  CHECK(unknown.get("header")->get("major") == nullptr);
  CHECK(str(unknown, "banner_lines.0").find("dlpack.h (unknown version)") != std::string::npos);
}

TEST_CASE("enums, enumerators, structs, fields, layouts") {
  auto ctx = context::build_context(test::small_model(), {});
  CHECK(count(ctx, "enums") == 2);
  CHECK(str(ctx, "enums.0.name") == "DLDeviceType");
  CHECK(str(ctx, "enums.0.c_name") == "DLDeviceType");
  CHECK(str(ctx, "enums.1.underlying.0.c_name") == "unsigned int");  // Clang's choice on x86_64
  CHECK(str(ctx, "enums.1.underlying.0.fixed_width") == "uint32_t");
  CHECK(str(ctx, "enums.0.brief") == "The device type in DLDevice. Second line.");
  CHECK(count(ctx, "enums.0.doc_lines") == 2);
  CHECK(str(ctx, "enums.0.since") == "0.1");
  CHECK(str(ctx, "enums.0.count") == "3");
  CHECK(str(ctx, "enums.0.enumerators.0.short_name") == "CPU");
  CHECK(str(ctx, "enums.0.enumerators.2.short_name") == "Float8_e4m3fn");
  CHECK(str(ctx, "enums.0.enumerators.2.value") == "10");
  CHECK(str(ctx, "enums.0.enumerators.0.since") == "0.2");
  CHECK(flag(ctx, "enums.0.enumerators.0.is_first"));
  CHECK_FALSE(flag(ctx, "enums.0.enumerators.0.is_last"));
  CHECK(flag(ctx, "enums.0.enumerators.2.is_last"));

  CHECK(str(ctx, "structs.0.c_name") == "DLDevice");
  // struct DLManagedTensor {...}; is named by its tag; with typedef struct DLManagedTensor {...}
  // DLManagedTensor; by the typedef.
  CHECK(str(ctx, "structs.1.c_name") == "struct DLManagedTensor");
  CHECK_FALSE(flag(ctx, "structs.1.has_typedef"));
  {
    auto typedefd = test::small_model();
    typedefd.structs[1].has_typedef = true;
    auto c = context::build_context(typedefd, {});
    CHECK(str(c, "structs.1.c_name") == "DLManagedTensor");
    CHECK(flag(c, "structs.1.has_typedef"));
    CHECK(str(c, "aliases.1.target_c_name") == "DLManagedTensor");
  }
  CHECK(str(ctx, "structs.1.fields.0.c_declaration") == "int64_t *shape");
  CHECK(str(ctx, "structs.1.fields.1.c_declaration") == "void (*deleter)(struct DLManagedTensor *self)");
  CHECK(str(ctx, "structs.1.fields.1.kind") == "function_pointer");
  CHECK(str(ctx, "structs.1.fields.1.prev") == "shape");
  CHECK(count(ctx, "structs.1.layouts") == 2);  // mips has no recorded layout
  CHECK(str(ctx, "structs.1.layouts.1.triple") == "i686-linux-gnu");
  CHECK(str(ctx, "structs.1.layouts.1.size") == "8");
  CHECK(str(ctx, "structs.1.layouts.1.offsets.1.offset") == "4");
  CHECK(str(ctx, "structs.1.layouts.0.condition") == "");  // no language: no conditions

  CHECK(str(ctx, "function_pointers.0.return_c_type") == "int");
  CHECK(str(ctx, "function_pointers.0.params.0.c_declaration") == "DLDeviceType device_type");
  CHECK(str(ctx, "function_pointers.0.params.1.c_declaration") == "int32_t");
  CHECK(flag(ctx, "function_pointers.0.params.2.is_last"));

  CHECK(count(ctx, "aliases") == 2);
  CHECK(str(ctx, "aliases.0.name") == "DLContext");
  CHECK(str(ctx, "aliases.0.c_type") == "DLDevice");
  CHECK(str(ctx, "aliases.0.kind") == "struct");
  CHECK(str(ctx, "aliases.0.target") == "DLDevice");
  CHECK(str(ctx, "aliases.0.target_c_name") == "DLDevice");
  CHECK_FALSE(flag(ctx, "aliases.0.is_const"));
  CHECK(count(ctx, "aliases.0.doc_lines") == 2);
  CHECK(str(ctx, "aliases.0.brief") == "This is an alias for DLDevice. It will be removed.");
  CHECK(str(ctx, "aliases.0.since") == "0.4");
  CHECK(flag(ctx, "aliases.0.has_since"));
  CHECK(flag(ctx, "aliases.0.is_first"));
  CHECK(str(ctx, "aliases.1.c_type") == "struct DLManagedTensor");
  CHECK(str(ctx, "aliases.1.target_c_name") == "struct DLManagedTensor");  // named by its tag
  CHECK_FALSE(flag(ctx, "aliases.1.has_doc"));
  CHECK(flag(ctx, "aliases.1.is_last"));

  // As for enumerators: `value` the number, `c_value` the C literal.
  CHECK(str(ctx, "macros.2.value") == "2");
  CHECK(str(ctx, "macros.2.c_value") == "2U");
  CHECK(ctx.find("macros.2.number") == nullptr);
  CHECK(flag(ctx, "macros.2.is_unsigned"));
  CHECK(str(ctx, "macros.0.value") == "1");

  CHECK(flag(ctx, "features.has_managed_tensor"));
  CHECK_FALSE(flag(ctx, "features.has_versioned_tensor"));
  CHECK(flag(ctx, "features.has_flags"));
  CHECK_FALSE(flag(ctx, "features.has_exchange_api"));
  CHECK(str(ctx, "features.exchange_api_prev_field") == "");
}

TEST_CASE("targets: parts; without a language no conditions and no abi_targets") {
  auto ctx = context::build_context(test::small_model(), {});
  CHECK(count(ctx, "targets") == 3);
  CHECK(str(ctx, "targets.2.triple") == "mips-unknown-elf");
  CHECK(str(ctx, "targets.2.arch") == "mips");
  CHECK(str(ctx, "targets.2.vendor") == "unknown");
  CHECK(str(ctx, "targets.2.os") == "elf");
  CHECK(str(ctx, "targets.0.os") == "linux");
  CHECK(str(ctx, "targets.0.env") == "gnu");
  CHECK(str(ctx, "targets.1.pointer_bits") == "32");
  CHECK_FALSE(flag(ctx, "targets.2.has_condition"));
  CHECK(flag(ctx, "targets.2.big_endian"));
  CHECK(count(ctx, "abi_targets") == 0);
  CHECK(count(ctx, "targets.0.structs") == 2);
  CHECK(str(ctx, "targets.1.structs.1.c_name") == "struct DLManagedTensor");
  CHECK(str(ctx, "targets.1.structs.1.fields.1.offset") == "4");
}

TEST_CASE("split_triple") {
  auto p = context::split_triple("x86_64-pc-windows-msvc");
  CHECK(p.arch == "x86_64");
  CHECK(p.vendor == "pc");
  CHECK(p.os == "windows");
  CHECK(p.env == "msvc");
  CHECK(p.normalized() == "x86_64-pc-windows-msvc");
  CHECK(context::split_triple("x86_64-linux-gnu").normalized() == "x86_64-unknown-linux-gnu");
  CHECK(context::split_triple("wasm32-unknown-unknown").normalized() == "wasm32-unknown-unknown");
  CHECK(context::split_triple("armv7-linux-gnueabihf").env == "gnueabihf");
  CHECK(context::split_triple("nonsense").os == "unknown");
}

TEST_CASE("type trees: pointers, nested function pointers, every key on every node") {
  auto ctx = context::build_context(test::small_model(), {});
  // int64_t *shape
  CHECK(str(ctx, "structs.1.fields.0.type.kind") == "pointer");
  CHECK(flag(ctx, "structs.1.fields.0.type.is_pointer"));
  CHECK(str(ctx, "structs.1.fields.0.type.element.name") == "int64_t");
  CHECK(str(ctx, "structs.1.fields.0.type.element.ident") == "int64_t");  // no language: the C name
  CHECK_FALSE(flag(ctx, "structs.1.fields.0.type.element.element"));     // present, and false
  CHECK(count(ctx, "structs.1.fields.0.type.element.params") == 0);
  // void (*deleter)(struct DLManagedTensor *self)
  CHECK(flag(ctx, "structs.1.fields.1.type.is_function_pointer"));
  CHECK(flag(ctx, "structs.1.fields.1.type.result.is_void"));
  CHECK(str(ctx, "structs.1.fields.1.type.params.0.name") == "self");
  CHECK(str(ctx, "structs.1.fields.1.type.params.0.type.element.c_name") == "struct DLManagedTensor");
  CHECK(flag(ctx, "structs.1.fields.1.type.params.0.is_last"));
  // An unnamed parameter gets argN.
  CHECK(str(ctx, "function_pointers.0.type.params.1.ident") == "arg1");
  CHECK_FALSE(flag(ctx, "function_pointers.0.type.params.1.has_name"));
  CHECK(str(ctx, "function_pointers.0.type.params.2.type.element.element.kind") == "scalar");
  CHECK(str(ctx, "aliases.0.type.kind") == "struct");
  // Every node has every key, so an inner node never sees an outer one's.
  std::function<void(const render::Value&, const std::string&)> walk = [&](const render::Value& node,
                                                                           const std::string& path) {
    for (const char* key : {"kind", "name", "c_name", "ident", "is_const", "element", "length", "result", "params",
                            "is_named", "varies_by_target"})
      CHECK_MESSAGE(node.get(key) != nullptr, path << " has no " << key);
    if (node.get("element") && node.get("element")->is_object()) walk(*node.get("element"), path + ".element");
    if (node.get("result") && node.get("result")->is_object()) walk(*node.get("result"), path + ".result");
    if (node.get("params"))
      for (const auto& p : node.get("params")->items()) walk(*p.get("type"), path + ".param");
  };
  for (const auto& s : at(ctx, "structs").items())
    for (const auto& f : s.get("fields")->items()) walk(*f.get("type"), f.get("name")->str());
  for (const auto& f : at(ctx, "function_pointers").items()) walk(*f.get("type"), f.get("name")->str());
}

TEST_CASE("literal, declaration and name helpers") {
  using namespace context;
  CHECK(c_integer_literal(80, false) == "80");
  CHECK(c_integer_literal(-5, false) == "-5");
  CHECK(c_integer_literal(4, true) == "4U");
  CHECK(c_integer_literal(int64_t{1} << 40, true) == "1099511627776ULL");
  CHECK(c_integer_literal(-1, true) == "18446744073709551615ULL");
  CHECK(c_integer_literal(int64_t{1} << 40, false) == "1099511627776LL");
  CHECK(c_integer_literal(INT64_MIN, false) == "(-9223372036854775807LL - 1)");

  std::vector<std::string> v01 = {"kCPU", "kGPU", "kOpenCL"};
  CHECK(enumerator_short_name("kGPU", v01) == "GPU");
  std::vector<std::string> flags = {"DLPACK_FLAG_READ_ONLY", "DLPACK_FLAG_IS_COPIED"};
  CHECK(enumerator_short_name("DLPACK_FLAG_IS_COPIED", flags) == "IS_COPIED");
  std::vector<std::string> digits = {"kDL1", "kDL2"};
  CHECK(enumerator_short_name("kDL1", digits) == "DL1");  // "1" is no identifier: only "k" goes
  std::vector<std::string> plain = {"RED", "GREEN"};
  CHECK(enumerator_short_name("RED", plain) == "RED");

  model::Type arr;
  arr.kind = model::TypeKind::Array;
  arr.spelling = "int64_t [4]";
  CHECK(c_declaration(arr, "dims") == "int64_t dims[4]");
  model::Type td;
  td.kind = model::TypeKind::FunctionPointer;
  td.spelling = "DLPackCurrentWorkStream";
  CHECK(c_declaration(td, "current_work_stream") == "DLPackCurrentWorkStream current_work_stream");
  // A function pointer spelt out: from its parts when a parameter has a name
  // (also one inside a parameter's own type), else from its spelling.
  model::Type voidp;
  voidp.kind = model::TypeKind::Pointer;
  voidp.spelling = "void *";
  model::Type cstr = voidp;
  cstr.spelling = "const char *";
  model::Type cb;
  cb.kind = model::TypeKind::FunctionPointer;
  cb.spelling = "void (*)(void *, const char *)";
  cb.result = {model::Type{}};
  cb.result[0].kind = model::TypeKind::Scalar;
  cb.result[0].name = cb.result[0].spelling = "void";
  cb.params = {{"ctx", voidp}, {"message", cstr}};
  CHECK(c_declaration(cb, "SetError") == "void (*SetError)(void *ctx, const char *message)");
  model::Type outer;
  outer.kind = model::TypeKind::FunctionPointer;
  outer.spelling = "void *(*)(void (*)(void *, const char *))";
  outer.result = {voidp};
  outer.params = {{"", cb}};
  CHECK(c_declaration(outer, "make") == "void *(*make)(void (*)(void *ctx, const char *message))");
  model::Type unnamed = cb;
  unnamed.params = {{"", voidp}, {"", cstr}};
  CHECK(c_declaration(unnamed, "f") == "void (*f)(void *, const char *)");
  model::Type none = cb;
  none.params.clear();
  none.spelling = "void (*)(void)";
  CHECK(c_declaration(none, "g") == "void (*g)(void)");

  CHECK(c_type_name("DLTensor", "", true, "struct") == "DLTensor");
  // typedef struct DLManagedTensor {...} DLManagedTensor; vs struct DLManagedTensor {...};
  CHECK(c_type_name("DLManagedTensor", "DLManagedTensor", true, "struct") == "DLManagedTensor");
  CHECK(c_type_name("DLManagedTensor", "DLManagedTensor", false, "struct") == "struct DLManagedTensor");
  CHECK(c_type_name("DLTagOnly", "DLTagOnly", false, "enum") == "enum DLTagOnly");
  CHECK(c_type_name("DLPackExchangeAPIHeader_t", "DLPackExchangeAPIHeader", true, "struct") == "DLPackExchangeAPIHeader_t");
  CHECK(fixed_width_type("unsigned int", 4) == "uint32_t");
  CHECK(fixed_width_type("int", 4) == "int32_t");
  CHECK(fixed_width_type("unsigned char", 1) == "uint8_t");

  CHECK(doc_brief("\\brief Number of bits, common choices are 8, 16, 32.\n\\note more") ==
        "Number of bits, common choices are 8, 16, 32.");
  CHECK(doc_brief("First paragraph\ncontinues.\n\nSecond.") == "First paragraph continues.");
  CHECK(doc_lines("a\nb\n\n").size() == 2);
  CHECK(doc_lines("").empty());
}
