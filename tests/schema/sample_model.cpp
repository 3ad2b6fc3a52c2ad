#include "sample_model.h"

#include <cstdint>

namespace dlpackgen::test {

using model::Type;
using model::TypeKind;

namespace {

Type scalar(const std::string& name) {
  Type t;
  t.kind = TypeKind::Scalar;
  t.name = name;
  t.spelling = name;
  return t;
}

Type pointer_to(Type pointee, const std::string& spelling, bool is_const = false) {
  Type t;
  t.kind = TypeKind::Pointer;
  t.spelling = spelling;
  t.is_const = is_const;
  t.element.push_back(std::move(pointee));
  return t;
}

Type named(TypeKind kind, const std::string& name, const std::string& spelling) {
  Type t;
  t.kind = kind;
  t.name = name;
  t.spelling = spelling;
  return t;
}

Type function(const std::string& name, const std::string& spelling, Type result,
              std::vector<model::Param> params) {
  Type t;
  t.kind = TypeKind::FunctionPointer;
  t.name = name;
  t.spelling = spelling;
  t.result.push_back(std::move(result));
  t.params = std::move(params);
  return t;
}

std::map<std::string, model::Layout> layout(uint64_t size64, uint64_t size32, uint64_t align64, uint64_t align32) {
  return {{"x86_64-linux-gnu", {size64, align64}},
          {"s390x-linux-gnu", {size64, align64}},
          {"i686-linux-gnu", {size32, align32}}};
}

std::map<std::string, uint64_t> offset(uint64_t at64, uint64_t at32) {
  return {{"x86_64-linux-gnu", at64}, {"s390x-linux-gnu", at64}, {"i686-linux-gnu", at32}};
}

}  // namespace

void complete_targets(model::Model& m) {
  // Every entity needs a layout (and every field an offset) on every target
  // of the schema: where the sample gives only x86_64's, the others copy it.
  auto fill = [&](auto& per_target) {
    if (per_target.empty()) return;
    auto first = per_target.count("x86_64-linux-gnu") ? per_target.at("x86_64-linux-gnu") : per_target.begin()->second;
    for (const auto& t : m.targets) per_target.emplace(t.triple, first);
  };
  for (auto& e : m.enums) {
    fill(e.layout);
    fill(e.underlying_c);
    fill(e.underlying_cxx);
  }
  for (auto& st : m.structs) {
    fill(st.layout);
    for (auto& f : st.fields) fill(f.offset);
  }
}

model::Model sample_model() {
  model::Model m;
  m.header.file = "dlpack.h";
  m.header.sha256 = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
  m.header.version = model::Version{1, 3};
  m.header.version_macro = "DLPACK_MAJOR_VERSION";

  m.targets = {{"x86_64-linux-gnu", 8, 8, false}, {"s390x-linux-gnu", 8, 8, true}, {"i686-linux-gnu", 4, 4, false}};

  // An enum with a C++-only fixed type, negative and extreme values, renamed history.
  model::Enum device;
  device.name = "DLDeviceType";
  device.tag = "";
  device.doc = "\\brief The device type in DLDevice.\n\nSecond paragraph: with ':' and # signs.";
  device.pos = {77, 1};
  device.fixed_type_cxx = "int32_t";
  // 64-bit, as Clang makes an enum whose enumerators need it (INT64_MIN ... INT64_MAX below).
  device.underlying_c = {{"x86_64-linux-gnu", "long"}, {"s390x-linux-gnu", "long"}, {"i686-linux-gnu", "long long"}};
  device.underlying_cxx = device.underlying_c;
  device.layout = layout(8, 8, 8, 8);
  device.history = {"0.1", "", ""};
  device.enumerators = {
      {"kDLCPU", 1, "1", "CPU device", {80, 3}, {"0.1", "", ""}},
      {"kDLCUDAHost", 3, "3", "Pinned CUDA CPU memory by cudaMallocHost", {84, 3}, {"0.6", "kDLCPUPinned", "0.6"}},
      {"kDLNegative", -5, "-5", "", {86, 3}, {}},
      {"kDLMin", INT64_MIN, "INT64_MIN", "", {87, 3}, {}},
      {"kDLMax", INT64_MAX, "0x7fffffffffffffff", "", {88, 3}, {}},
      {"kDLImplicit", 0, "", "implicit value\n", {89, 3}, {}},
  };
  m.enums.push_back(device);

  model::Enum code;
  code.name = "DLDataTypeCode";
  code.tag = "DLDataTypeCode";
  code.doc = "The type code options DLDataType.";
  code.pos = {150, 9};
  code.fixed_type_c = "uint8_t";
  code.fixed_type_cxx = "uint8_t";
  code.underlying_c = {{"x86_64-linux-gnu", "unsigned char"}};
  code.underlying_cxx = {{"x86_64-linux-gnu", "unsigned char"}};
  code.layout = {{"x86_64-linux-gnu", {1, 1}}};
  code.enumerators = {{"kDLInt", 0, "0U", "signed integer", {151, 3}, {}},
                      {"kDLBfloat", 4, "4U", "bfloat16", {155, 3}, {"0.6", "", ""}}};
  m.enums.push_back(code);

  model::Enum lone;  // one enumerator, no underlying type recorded (a layout on every target all the same)
  lone.name = "DLLone";
  lone.pos = {160, 1};
  lone.layout = layout(4, 4, 4, 4);
  lone.enumerators = {{"kDLLone", 0, "", "", {161, 3}, {}}};
  m.enums.push_back(lone);

  model::Struct dev;
  dev.name = "DLDevice";
  dev.doc = "A Device for Tensor and operator.";
  dev.pos = {120, 9};
  dev.layout = layout(16, 12, 8, 4);  // its 8-byte enum first
  dev.history = {"0.6", "DLContext", "0.6"};
  dev.fields = {
      {"device_type", named(TypeKind::Enum, "DLDeviceType", "DLDeviceType"), "The device type used in the device.",
       {122, 3}, offset(0, 0), {}, {}},
      {"device_id", scalar("int32_t"), "", {124, 3}, offset(8, 8), {"0.1", "", ""}, {}},
  };
  m.structs.push_back(dev);

  model::Struct managed;  // forward-referenced by the deleter below
  managed.name = "DLManagedTensor";
  managed.tag = "DLManagedTensor";
  managed.pos = {282, 9};
  managed.layout = layout(96, 68, 8, 4);
  Type self = pointer_to(named(TypeKind::Struct, "DLManagedTensor", "struct DLManagedTensor"),
                         "struct DLManagedTensor *");
  Type deleter = function("", "void (*)(struct DLManagedTensor *)", scalar("void"), {{"self", self}});
  Type shape = pointer_to(scalar("int64_t"), "int64_t *");
  Type dims = scalar("int64_t");
  Type array;
  array.kind = TypeKind::Array;
  array.spelling = "int64_t[4]";
  array.array_size = 4;
  array.element.push_back(dims);
  Type const_name = pointer_to(scalar("char"), "const char *");
  const_name.element[0].is_const = true;
  Type const_ptr = pointer_to(scalar("void"), "void *const", true);
  // A callback whose parameter is itself a callback taking a callback.
  Type inner = function("", "int (*)(void *, uint64_t)", scalar("int"),
                        {{"", pointer_to(scalar("void"), "void *")}, {"", scalar("uint64_t")}});
  Type middle = function("", "void (*)(int (*)(void *, uint64_t))", scalar("void"), {{"callback", inner}});
  Type outer = function("DLRegister", "DLRegister", scalar("int"),
                        {{"register_fn", middle}, {"", pointer_to(middle, "void (**)(int (*)(void *, uint64_t))")}});
  Type tail;
  tail.kind = TypeKind::Array;
  tail.spelling = "uint8_t[1]";
  tail.array_size = 1;
  tail.element.push_back(scalar("uint8_t"));
  managed.fields = {
      {"dl_tensor", named(TypeKind::Struct, "DLDevice", "DLDevice"), "", {283, 3}, offset(0, 0), {}, {}},
      {"shape", shape, "", {284, 3}, offset(16, 12), {}, {}},
      {"dims", array, "fixed array", {285, 3}, offset(24, 16), {}, {}},
      {"name", const_name, "", {286, 3}, offset(56, 48), {}, {}},
      {"manager_ctx", const_ptr, "", {287, 3}, offset(64, 52), {}, {}},
      {"deleter", deleter, "Destructor:\n  call it once.\n", {288, 3}, offset(72, 56), {"0.2", "", ""}, {}},
      {"on_register", outer, "", {289, 3}, offset(80, 60), {}, {}},
      {"tail", tail, "", {290, 3}, offset(88, 64), {}, {}},
  };
  m.structs.push_back(managed);

  model::Struct opaque;
  opaque.name = "DLOpaque";
  opaque.pos = {300, 1};
  m.structs.push_back(opaque);

  model::FunctionPointer allocator;
  allocator.name = "DLPackManagedTensorAllocator";
  allocator.doc = "Allocates a tensor.\n\n\\param prototype The prototype.\n\\return 0 on success, -1 on error.\n\n";
  allocator.pos = {380, 17};
  allocator.history = {"1.1", "", ""};
  allocator.type = function(
      "DLPackManagedTensorAllocator", "int (*)(DLManagedTensor *, DLManagedTensor **, void *, void (*)(void *, const char *, const char *))",
      scalar("int"),
      {{"prototype", pointer_to(named(TypeKind::Struct, "DLManagedTensor", "DLManagedTensor"), "DLManagedTensor *")},
       {"out", pointer_to(pointer_to(named(TypeKind::Struct, "DLManagedTensor", "DLManagedTensor"), "DLManagedTensor *"),
                          "DLManagedTensor **")},
       {"error_ctx", pointer_to(scalar("void"), "void *")},
       {"SetError", function("", "void (*)(void *, const char *, const char *)", scalar("void"),
                             {{"error_ctx", pointer_to(scalar("void"), "void *")},
                              {"kind", const_name},
                              {"message", const_name}})}});
  m.function_pointers.push_back(allocator);

  model::FunctionPointer returns_fp;  // returns a function pointer, takes an enum
  returns_fp.name = "DLGetDeleter";
  returns_fp.pos = {390, 1};
  returns_fp.type = function("DLGetDeleter", "void (*(*)(DLDeviceType))(struct DLManagedTensor *)", deleter,
                             {{"", named(TypeKind::Enum, "DLDeviceType", "DLDeviceType")}});
  m.function_pointers.push_back(returns_fp);

  // Aliases of a struct (with history and a multi-line doc), of an enum through
  // its tag, of a function-pointer typedef (its signature comes along), and a
  // const one.
  m.aliases.push_back({"DLContext", named(TypeKind::Struct, "DLDevice", "DLDevice"),
                       "\\brief This is an alias for DLDevice.\nIt will be removed.", {79, 18},
                       {"0.4", "", ""}});
  m.aliases.push_back({"DLTypeCodeAlias", named(TypeKind::Enum, "DLDataTypeCode", "enum DLDataTypeCode"), "",
                       {395, 24}, {}});
  Type allocator_alias = allocator.type;
  allocator_alias.spelling = "DLPackManagedTensorAllocator";
  m.aliases.push_back({"DLAllocatorAlias", allocator_alias, "Another name.", {396, 38}, {}});
  Type const_device = named(TypeKind::Struct, "DLDevice", "const DLDevice");
  const_device.is_const = true;
  m.aliases.push_back({"DLConstDevice", const_device, "", {397, 24}, {}});

  m.macros = {
      {"DLPACK_MAJOR_VERSION", "1", 1, false, "The current major version of dlpack", {20, 9}, {"0.8", "", ""}},
      {"DLPACK_VERSION", "010", 8, false, "", {21, 9}, {"0.1", "", ""}},
      {"DLPACK_FLAG_BITMASK_READ_ONLY", "(1UL << 0UL)", 1, true, "bit mask\n", {22, 9}, {}},
      {"DLPACK_ALL_ONES", "0xFFFFFFFFFFFFFFFFULL", static_cast<int64_t>(UINT64_MAX), true, "", {23, 9}, {}},
      {"DLPACK_HIGH_BIT", "(1ULL << 63)", static_cast<int64_t>(uint64_t{1} << 63), true, "", {24, 9}, {}},
      {"DLPACK_NEGATIVE", "(-3)", -3, false, "", {25, 9}, {}},
      {"DLPACK_MIN", "(-9223372036854775807LL - 1)", INT64_MIN, false, "", {26, 9}, {}},
  };

  m.history_versions = {"0.1", "0.2", "0.4", "0.6", "0.8", "1.1", "1.3"};
  m.removed = {{"enumerator", "kDLCPUPinned", "DLDeviceType", "0.1", "0.6"},
               {"struct", "DLContext", "", "0.1", "0.6"},
               {"field", "ctx", "DLTensor", "", "0.6"},
               {"macro", "DLPACK_DLL", "", "", ""}};
  complete_targets(m);
  return m;
}

const std::vector<std::string>& tricky_strings() {
  static const std::vector<std::string> strings = {
      "",
      " leading space",
      "trailing space ",
      "  ",
      "key: value",
      "ends with colon:",
      "# looks like a comment",
      "a # comment?",
      "\"double quoted\"",
      "'single quoted'",
      "it's",
      "back\\slash \\n not a newline",
      "\\brief starts with a backslash",
      "\\",
      "tab\there",
      "\ttab first",
      "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80",  // café € 😀
      "\xC2\xA0non-breaking",
      "nel\xC2\x85line",      // U+0085, a YAML 1.1 line break
      "ls\xE2\x80\xA8ps\xE2\x80\xA9",  // U+2028, U+2029
      "\xEF\xBB\xBF" "bom",  // U+FEFF
      "bell\a nul\x01 del\x7F esc\x1B",
      std::string("nul\0inside", 10),
      "cr\r\nlf",
      "010",
      "0x1F",
      "1.3",
      "-1",
      "+1",
      ".inf",
      "1e3",
      "yes",
      "No",
      "ON",
      "off",
      "y",
      "n",
      "true",
      "False",
      "null",
      "Null",
      "~",
      "-",
      "- item",
      "? key",
      "!tag",
      "&anchor",
      "*alias",
      "|",
      ">",
      "%directive",
      "@reserved",
      "`backtick`",
      "[flow, seq]",
      "{flow: map}",
      "a, b",
      "question?",
      "---",
      "...",
      "int64_t *",
      "void (*)(struct DLManagedTensor *)",
      "multi\nline",
      "trailing newline\n",
      "two trailing newlines\n\n",
      "three\n\n\n",
      "\nleading newline",
      "\n\nleading newlines\n",
      "  indented first line\nsecond",
      "\n  indented after blank",
      "first\n  indented second\n",
      "trailing space on line \nnext",
      "blank middle\n\nline",
      "whitespace-only line\n   \nnext",
      "\n",
      "\n\n",
      "ends in tab\t\nnext",
      "# heading\n- list item\n  key: value",
      "literal |\n> folded",
      "unicode line\ncaf\xC3\xA9\n",
  };
  return strings;
}

}  // namespace dlpackgen::test
