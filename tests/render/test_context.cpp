// build_context(): the keys templates rely on, from a hand-built Model.
#include <doctest/doctest.h>

#include <set>

#include "render/context.h"
#include "render/targets.h"
#include "sample_model.h"

using namespace dlpackgen;
using kainjow::mustache::data;

namespace {

const data& at(const data& d, const std::string& dotted) {
  const data* cur = &d;
  size_t start = 0;
  while (true) {
    size_t dot = dotted.find('.', start);
    std::string key = dotted.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    const data* next = nullptr;
    if (cur->is_list()) next = &cur->list_value().at(std::stoul(key));
    else next = cur->get(key);
    REQUIRE_MESSAGE(next != nullptr, "missing key " << dotted);
    cur = next;
    if (dot == std::string::npos) return *cur;
    start = dot + 1;
  }
}

std::string str(const data& d, const std::string& dotted) {
  const data& v = at(d, dotted);
  REQUIRE_MESSAGE(v.is_string(), dotted << " is not a string");
  return v.string_value();
}

bool flag(const data& d, const std::string& dotted) {
  const data& v = at(d, dotted);
  REQUIRE_MESSAGE(v.is_bool(), dotted << " is not a bool");
  return v.is_true();
}

size_t count(const data& d, const std::string& dotted) { return at(d, dotted).list_value().size(); }

}  // namespace

TEST_CASE("header, banner and version keys") {
  auto ctx = render::build_context(test::sample_model(), {});
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
  auto m = test::sample_model();
  m.header.version = {0, 1};
  m.header.version_macro = "DLPACK_VERSION";
  m.macros.clear();
  model::Macro v;
  v.name = "DLPACK_VERSION";
  v.spelling = "010";  // octal: C reads 8
  v.value = 8;
  m.macros.push_back(v);
  auto ctx = render::build_context(m, {});
  CHECK(flag(ctx, "header.legacy_version"));
  CHECK_FALSE(flag(ctx, "header.modern_version"));
  CHECK(str(ctx, "header.legacy_value") == "8");
  CHECK(str(ctx, "header.version_spelling") == "010");
  CHECK(str(ctx, "header.version") == "0.1");

  m.header.version = {};
  m.header.version_macro = "";
  auto unknown = render::build_context(m, {});
  CHECK_FALSE(flag(unknown, "header.has_version"));
  CHECK(str(unknown, "header.version") == "unknown");
  CHECK(unknown.get("header")->get("major") == nullptr);
  CHECK(str(unknown, "banner_lines.0").find("dlpack.h (unknown version)") != std::string::npos);
}

TEST_CASE("enums, enumerators, structs, fields, layouts") {
  auto ctx = render::build_context(test::sample_model(), {});
  CHECK(count(ctx, "enums") == 2);
  CHECK(str(ctx, "enums.0.name") == "DLDeviceType");
  CHECK(str(ctx, "enums.0.c_name") == "DLDeviceType");
  CHECK(str(ctx, "enums.0.cxx_underlying") == "int32_t");  // the fixed type wins
  CHECK(str(ctx, "enums.1.cxx_underlying") == "uint32_t");  // unsigned int, 4 bytes
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
  CHECK(str(ctx, "structs.1.c_name") == "struct DLManagedTensor");
  CHECK(str(ctx, "structs.1.fields.0.c_declaration") == "int64_t *shape");
  CHECK(str(ctx, "structs.1.fields.1.c_declaration") == "void (*deleter)(struct DLManagedTensor *)");
  CHECK(str(ctx, "structs.1.fields.1.kind") == "function_pointer");
  CHECK(str(ctx, "structs.1.fields.1.prev") == "shape");
  CHECK(count(ctx, "structs.1.layouts") == 2);  // mips has no recorded layout
  CHECK(str(ctx, "structs.1.layouts.1.triple") == "i686-linux-gnu");
  CHECK(str(ctx, "structs.1.layouts.1.size") == "8");
  CHECK(str(ctx, "structs.1.layouts.1.offsets.1.offset") == "4");
  CHECK(str(ctx, "structs.1.layouts.0.condition") ==
        "defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)");

  CHECK(str(ctx, "function_pointers.0.return_c_type") == "int");
  CHECK(str(ctx, "function_pointers.0.params.0.c_declaration") == "DLDeviceType device_type");
  CHECK(str(ctx, "function_pointers.0.params.1.c_declaration") == "int32_t");
  CHECK(flag(ctx, "function_pointers.0.params.1.is_last"));

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

  CHECK(str(ctx, "macros.2.value") == "2U");
  CHECK(str(ctx, "macros.2.number") == "2");
  CHECK(flag(ctx, "macros.2.is_unsigned"));
  CHECK(str(ctx, "macros.0.value") == "1");

  CHECK(flag(ctx, "features.has_managed_tensor"));
  CHECK_FALSE(flag(ctx, "features.has_versioned_tensor"));
  CHECK(flag(ctx, "features.has_flags"));
  CHECK_FALSE(flag(ctx, "features.has_exchange_api"));
  CHECK(str(ctx, "features.exchange_api_prev_field") == "");
}

TEST_CASE("targets: conditions, abi_targets skip unknown ones") {
  auto ctx = render::build_context(test::sample_model(), {});
  CHECK(count(ctx, "targets") == 3);
  CHECK(str(ctx, "targets.2.triple") == "mips-unknown-elf");
  CHECK_FALSE(flag(ctx, "targets.2.has_condition"));
  CHECK(flag(ctx, "targets.2.big_endian"));
  CHECK(count(ctx, "abi_targets") == 2);
  CHECK(flag(ctx, "abi_targets.1.is_last"));
  CHECK(str(ctx, "abi_targets.1.structs.1.c_name") == "struct DLManagedTensor");
  CHECK(str(ctx, "abi_targets.1.structs.1.fields.1.offset") == "4");
  CHECK(str(ctx, "abi_targets.0.enums.0.size") == "4");
}

TEST_CASE("target_condition for the default targets") {
  using render::target_condition;
  CHECK(target_condition("x86_64-linux-gnu") == "defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)");
  CHECK(target_condition("i686-linux-gnu") == "defined(__i386__) && defined(__linux__)");
  CHECK(target_condition("aarch64-linux-gnu") == "defined(__aarch64__) && !defined(__ILP32__) && defined(__linux__)");
  CHECK(target_condition("armv7-linux-gnueabihf").find("defined(__arm__)") == 0);
  CHECK(target_condition("riscv64-linux-gnu").find("__riscv_xlen == 64") != std::string::npos);
  CHECK(target_condition("powerpc64le-linux-gnu").find("__ORDER_LITTLE_ENDIAN__") != std::string::npos);
  CHECK(target_condition("s390x-linux-gnu") == "defined(__s390x__) && defined(__linux__)");
  CHECK(target_condition("wasm32-unknown-unknown") == "defined(__wasm32__)");
  CHECK(target_condition("x86_64-pc-windows-msvc") == "defined(_M_X64) && defined(_WIN64) && defined(_MSC_VER)");
  CHECK(target_condition("mips-unknown-elf") == "");
  CHECK(target_condition("nonsense") == "");
  // Every default target has a condition, and no two are the same.
  std::set<std::string> seen;
  for (const auto& t : model::default_targets()) {
    auto c = target_condition(t);
    CHECK_MESSAGE(!c.empty(), t);
    CHECK_MESSAGE(seen.insert(c).second, t);
  }
}

TEST_CASE("literal, declaration and name helpers") {
  using namespace render;
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

  CHECK(c_type_name("DLTensor", "", "struct") == "DLTensor");
  CHECK(c_type_name("DLManagedTensor", "DLManagedTensor", "struct") == "struct DLManagedTensor");
  CHECK(c_type_name("DLPackExchangeAPIHeader_t", "DLPackExchangeAPIHeader", "struct") == "DLPackExchangeAPIHeader_t");
  CHECK(fixed_width_type("unsigned int", 4) == "uint32_t");
  CHECK(fixed_width_type("int", 4) == "int32_t");
  CHECK(fixed_width_type("unsigned char", 1) == "uint8_t");

  CHECK(doc_brief("\\brief Number of bits, common choices are 8, 16, 32.\n\\note more") ==
        "Number of bits, common choices are 8, 16, 32.");
  CHECK(doc_brief("First paragraph\ncontinues.\n\nSecond.") == "First paragraph continues.");
  CHECK(doc_lines("a\nb\n\n").size() == 2);
  CHECK(doc_lines("").empty());
}
