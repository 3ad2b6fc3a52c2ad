// The project's own small headers: constructs the Model describes, and those it
// rejects with a diagnostic naming the construct and where it is.
#include <doctest/doctest.h>

#include "extract_helpers.h"

namespace dt = dlpackgen::test;
using namespace dlpackgen;

namespace {

const model::Model& features() {
  static const model::Model m = extract::extract_header(dt::test_header("extract_features.h"));
  return m;
}

const model::Field& field_of(const model::Struct& s, const std::string& name) {
  for (const model::Field& f : s.fields)
    if (f.name == name) return f;
  FAIL("struct " << s.name << " has no field " << name);
  return s.fields.front();
}

// The diagnostic of extracting tests/headers/<name>, checked to name the file and `line`.
util::Diagnostic rejection(const std::string& name, const std::string& line_text, const std::string& at) {
  const std::string path = dt::test_header(name);
  const util::Diagnostic d = dt::extraction_error(path);
  const model::SourcePos pos = dt::position_in_file(path, line_text, at);
  CHECK(d.file == path);
  CHECK(d.line == pos.line);
  CHECK(d.column == pos.column);
  CHECK(d.str().rfind(path + ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column) + ": ", 0) == 0);
  return d;
}

bool same_pos(const model::SourcePos& a, const model::SourcePos& b) {
  return a.line == b.line && a.column == b.column;
}

}  // namespace

TEST_CASE("synthetic: enums with negative, implicit and shifted values") {
  const model::Enum* e = features().find_enum("DLSigned");
  REQUIRE(e != nullptr);
  REQUIRE(e->enumerators.size() == 3);
  CHECK(e->enumerators[0].name == "kDLSignedMinus");
  CHECK(e->enumerators[0].value == -2);
  CHECK(e->enumerators[0].spelling == "-2");
  CHECK(e->enumerators[0].doc == "\\brief Negative.");
  CHECK(e->enumerators[1].value == -1);
  CHECK(e->enumerators[1].spelling == "");
  CHECK(e->enumerators[2].value == 16);
  CHECK(e->enumerators[2].spelling == "1 << 4");
  CHECK(e->underlying_c.at("x86_64-linux-gnu") == "int");
  CHECK(e->underlying_cxx.at("x86_64-linux-gnu") == "int");
}

TEST_CASE("synthetic: a C++-only `enum : uint8_t`") {
  const model::Enum* e = features().find_enum("DLSmall");
  REQUIRE(e != nullptr);
  CHECK(e->fixed_type_c.empty());
  CHECK(e->fixed_type_cxx == "uint8_t");
  CHECK(e->underlying_c.at("x86_64-linux-gnu") == "unsigned int");
  CHECK(e->underlying_c.at("x86_64-pc-windows-msvc") == "int");
  CHECK(e->underlying_cxx.at("x86_64-linux-gnu") == "unsigned char");
  CHECK(e->layout.at("x86_64-linux-gnu") == model::Layout{4, 4});  // C mode
  CHECK(e->doc == "\\brief Only C++ gets a fixed underlying type.");
}

TEST_CASE("synthetic: structs and enums named by their tag, typedef names and aliases") {
  const model::Model& m = features();
  const model::Enum* tag_only = m.find_enum("DLTagOnly");
  REQUIRE(tag_only != nullptr);
  CHECK(tag_only->tag == "DLTagOnly");
  const model::Struct* point = m.find_struct("DLPoint");
  REQUIRE(point != nullptr);
  CHECK(point->tag == "DLPoint");
  CHECK(point->doc == "\\brief A struct named by its tag only.");
  CHECK(m.find_struct("DLPointAlias") == nullptr);  // an alias, not a struct
  CHECK(m.find_alias("DLPointAlias") != nullptr);
  const model::Struct* shape = m.find_struct("DLShape");
  REQUIRE(shape != nullptr);
  CHECK(shape->tag == "DLShape_s");
  const model::Struct* node = m.find_struct("DLNode");
  REQUIRE(node != nullptr);
  CHECK(node->tag == "DLNode");
  CHECK(node->doc == "\\brief Forward-declared, then defined.");
  std::vector<std::string> names;
  for (const model::Struct& s : m.structs) names.push_back(s.name);
  CHECK(names == std::vector<std::string>{"DLPoint", "DLShape", "DLNode", "DLUsesAliases", "DLPair"});
  const model::Struct* aliases = m.find_struct("DLUsesAliases");
  REQUIRE(aliases != nullptr);
  CHECK(aliases->fields[0].type.kind == model::TypeKind::Struct);
  CHECK(aliases->fields[0].type.name == "DLShape");
  CHECK(aliases->fields[0].type.spelling == "DLShapeAlias");
  CHECK(aliases->fields[1].type.name == "DLPoint");
  CHECK(aliases->fields[2].type.kind == model::TypeKind::Struct);
  CHECK(aliases->fields[2].type.name == "DLShape");
  CHECK(aliases->fields[2].type.spelling == "DLShapeAlias2");
  CHECK(aliases->fields[3].type.kind == model::TypeKind::Enum);
  CHECK(aliases->fields[3].type.name == "DLSigned");
  CHECK(aliases->fields[4].type.kind == model::TypeKind::FunctionPointer);
  CHECK(aliases->fields[4].type.name == "DLCallback");
  CHECK(aliases->fields[4].type.spelling == "DLCallbackAlias");
}

TEST_CASE("synthetic: aliases of structs, enums, function pointers and other aliases, in declaration order") {
  const model::Model& m = features();
  const std::string path = dt::test_header("extract_features.h");
  std::vector<std::string> names;
  for (const model::Alias& a : m.aliases) names.push_back(a.name);
  CHECK(names == std::vector<std::string>{"DLPointAlias", "DLShapeAlias", "DLShapeAlias2", "DLSignedAlias",
                                          "DLTagOnlyAlias", "DLCallbackAlias", "DLPairAlias"});
  // An alias is no struct, enum or function pointer of its own.
  for (const std::string& name : names) {
    CAPTURE(name);
    CHECK(m.find_struct(name) == nullptr);
    CHECK(m.find_enum(name) == nullptr);
    CHECK(m.find_function_pointer(name) == nullptr);
  }

  const model::Alias* point = m.find_alias("DLPointAlias");
  REQUIRE(point != nullptr);
  CHECK(point->type.kind == model::TypeKind::Struct);
  CHECK(point->type.name == "DLPoint");
  CHECK(point->type.spelling == "struct DLPoint");
  CHECK(point->doc == "\\brief Another name for DLPoint: an alias; fields through it resolve to DLPoint.");
  CHECK(same_pos(point->pos, dt::position_in_file(path, "typedef struct DLPoint DLPointAlias;", "DLPointAlias")));

  const model::Alias* shape = m.find_alias("DLShapeAlias");
  REQUIRE(shape != nullptr);
  CHECK(shape->type.kind == model::TypeKind::Struct);
  CHECK(shape->type.name == "DLShape");
  CHECK(shape->type.spelling == "DLShape");
  CHECK(shape->doc.empty());
  CHECK(same_pos(shape->pos, dt::position_in_file(path, "typedef DLShape DLShapeAlias;", "DLShapeAlias")));

  const model::Alias* chained = m.find_alias("DLShapeAlias2");
  REQUIRE(chained != nullptr);
  CHECK(chained->type.kind == model::TypeKind::Struct);
  CHECK(chained->type.name == "DLShape");  // the entity, through the chain
  CHECK(chained->type.spelling == "DLShapeAlias");
  CHECK(chained->doc == "\\brief An alias of an alias: it denotes DLShape.");

  const model::Alias* sign = m.find_alias("DLSignedAlias");
  REQUIRE(sign != nullptr);
  CHECK(sign->type.kind == model::TypeKind::Enum);
  CHECK(sign->type.name == "DLSigned");
  CHECK(sign->type.spelling == "DLSigned");
  CHECK(sign->doc == "\\brief An alias of an enum typedef.");

  const model::Alias* tag_only = m.find_alias("DLTagOnlyAlias");
  REQUIRE(tag_only != nullptr);
  CHECK(tag_only->type.kind == model::TypeKind::Enum);
  CHECK(tag_only->type.name == "DLTagOnly");
  CHECK(tag_only->type.spelling == "enum DLTagOnly");
  CHECK(tag_only->doc.empty());

  const model::Alias* callback = m.find_alias("DLCallbackAlias");
  REQUIRE(callback != nullptr);
  CHECK(callback->type.kind == model::TypeKind::FunctionPointer);
  CHECK(callback->type.name == "DLCallback");
  CHECK(callback->type.spelling == "DLCallback");
  CHECK(callback->doc == "\\brief An alias of a function-pointer typedef.");
  // The signature comes along, as in a field spelled through the typedef.
  const model::FunctionPointer* target = m.find_function_pointer("DLCallback");
  REQUIRE(target != nullptr);
  REQUIRE(callback->type.params.size() == target->type.params.size());
  CHECK(callback->type.params[0].name == "shape");
  REQUIRE(callback->type.result.size() == 1);
  CHECK(callback->type.result[0].name == "int");

  // `typedef struct {...} DLPair, DLPairAlias;`: the second name is an alias of the first.
  const model::Alias* pair = m.find_alias("DLPairAlias");
  REQUIRE(pair != nullptr);
  CHECK(pair->type.kind == model::TypeKind::Struct);
  CHECK(pair->type.name == "DLPair");
  CHECK(same_pos(pair->pos, dt::position_in_file(path, "} DLPair, DLPairAlias;", "DLPairAlias")));
  REQUIRE(m.find_struct("DLPair") != nullptr);
  CHECK(m.find_struct("DLPair")->doc.find("Two typedef names") != std::string::npos);
}

TEST_CASE("synthetic: fixed-size arrays, const, builtins and stddef types") {
  const model::Struct& s = *features().find_struct("DLShape");
  const model::Type& dims = field_of(s, "dims").type;
  CHECK(dims.kind == model::TypeKind::Array);
  CHECK(dims.array_size == 4);
  CHECK(dims.spelling == "int64_t[4]");
  REQUIRE(dims.element.size() == 1);
  CHECK(dims.element[0].name == "int64_t");
  CHECK(field_of(s, "dims").doc == "\\brief A fixed-size array.");
  const model::Type& corners = field_of(s, "corners").type;
  CHECK(corners.array_size == 2);
  REQUIRE(corners.element.size() == 1);
  CHECK(corners.element[0].kind == model::TypeKind::Struct);
  CHECK(corners.element[0].name == "DLPoint");
  CHECK(field_of(s, "label").offset.at("x86_64-linux-gnu") == 32);
  CHECK(field_of(s, "corners").offset.at("x86_64-linux-gnu") == 36);
  CHECK(field_of(s, "weights").offset.at("x86_64-linux-gnu") == 56);

  const model::Type& weights = field_of(s, "weights").type;
  CHECK(weights.kind == model::TypeKind::Pointer);
  CHECK_FALSE(weights.is_const);
  CHECK(weights.element[0].is_const);
  CHECK(weights.element[0].name == "float");
  const model::Type& fixed = field_of(s, "fixed_pointer").type;
  CHECK(fixed.is_const);
  CHECK(fixed.spelling == "double *const");
  CHECK_FALSE(fixed.element[0].is_const);
  CHECK(field_of(s, "tag_only").type.kind == model::TypeKind::Enum);
  CHECK(field_of(s, "tag_only").type.name == "DLTagOnly");
  CHECK(field_of(s, "sign").type.name == "DLSigned");
  CHECK(field_of(s, "count").type.name == "size_t");
  CHECK(field_of(s, "big").type.name == "unsigned long long");
  CHECK(field_of(s, "flag").type.name == "unsigned char");
  CHECK(s.layout.at("x86_64-linux-gnu") == model::Layout{104, 8});
  CHECK(s.layout.at("i686-linux-gnu") == model::Layout{84, 4});
}

TEST_CASE("synthetic: function pointers, typedef'd and nested, with unnamed and array parameters") {
  const model::Model& m = features();
  const model::FunctionPointer* cb = m.find_function_pointer("DLCallback");
  REQUIRE(cb != nullptr);
  CHECK(cb->doc == "\\brief A callback with a nested callback parameter.");
  REQUIRE(cb->type.params.size() == 3);
  CHECK(cb->type.params[0].name == "shape");
  CHECK(cb->type.params[0].type.element[0].is_const);
  CHECK(cb->type.params[0].type.element[0].name == "DLShape");
  const model::Type& on_error = cb->type.params[1].type;
  CHECK(on_error.kind == model::TypeKind::FunctionPointer);
  CHECK(on_error.name.empty());
  REQUIRE(on_error.params.size() == 2);
  CHECK(on_error.params[0].name == "code");
  CHECK(on_error.params[1].name == "what");
  CHECK(cb->type.params[2].name.empty());
  CHECK(cb->type.params[2].type.spelling == "void *");

  const model::Struct& node = *m.find_struct("DLNode");
  const model::Type& callback = field_of(node, "callback").type;
  CHECK(callback.kind == model::TypeKind::FunctionPointer);
  CHECK(callback.name == "DLCallback");
  CHECK(callback.params.size() == 3);
  CHECK(field_of(node, "next").type.element[0].name == "DLNode");
  CHECK(field_of(node, "prev").type.element[0].name == "DLNode");
  const model::Type& array_param = field_of(node, "array_param").type;
  REQUIRE(array_param.params.size() == 1);
  CHECK(array_param.params[0].name == "values");
  CHECK(array_param.params[0].type.kind == model::TypeKind::Pointer);
  CHECK(array_param.params[0].type.element[0].name == "int");
}

TEST_CASE("synthetic: integer macros are evaluated, everything else is left out") {
  const model::Model& m = features();
  std::vector<std::string> names;
  for (const model::Macro& mac : m.macros) names.push_back(mac.name);
  CHECK(names == std::vector<std::string>{"DLX_OCTAL", "DLX_HEX", "DLX_SHIFTED", "DLX_NEGATIVE", "DLX_FROM_ENUM"});
  const model::Macro* octal = m.find_macro("DLX_OCTAL");
  CHECK(octal->spelling == "010");
  CHECK(octal->value == 8);
  CHECK(octal->doc == "\\brief Octal, as v0.x wrote its version.");
  const model::Macro* hex = m.find_macro("DLX_HEX");
  CHECK(hex->value == 127);
  CHECK(hex->is_unsigned);
  CHECK(hex->doc == "\\brief A trailing doc comment.");
  const model::Macro* shifted = m.find_macro("DLX_SHIFTED");
  CHECK(shifted->value == (int64_t{1} << 40));
  CHECK(shifted->spelling == "(1ULL << 40)");
  CHECK(shifted->doc == "\\brief A shifted unsigned long long.");
  CHECK(m.find_macro("DLX_NEGATIVE")->value == -3);
  CHECK_FALSE(m.find_macro("DLX_NEGATIVE")->is_unsigned);
  CHECK(m.find_macro("DLX_NEGATIVE")->doc.empty());
  CHECK(m.find_macro("DLX_FROM_ENUM")->value == -2);
  CHECK_FALSE(m.header.version.known());
  CHECK(m.header.version_macro.empty());
}

TEST_CASE("synthetic: UTF-8 in doc comments survives, code block indentation too") {
  const model::Enum* e = features().find_enum("DLSigned");
  REQUIRE(e != nullptr);
  CHECK(e->doc ==
        "\\brief Durations in \xC2\xB5s \xE2\x80\x94 na\xC3\xAFve \xE2\x80\x9Cquotes\xE2\x80\x9D survive.\n"
        "\n"
        "\\code{.c}\n"
        "if (x) {\n"
        "    y();\n"
        "}\n"
        "\\endcode");
}

TEST_CASE("synthetic: unions are rejected") {
  const util::Diagnostic d = rejection("extract_union.h", "typedef union {", "union");
  CHECK(d.message == "unsupported construct: union 'DLUnion'");
}

TEST_CASE("synthetic: bitfields are rejected") {
  const util::Diagnostic d = rejection("extract_bitfield.h", "flags : 3", "flags");
  CHECK(d.message == "unsupported construct: bitfield 'flags' in struct 'DLBitfield'");
}

TEST_CASE("synthetic: nested anonymous unions are rejected") {
  const util::Diagnostic d = rejection("extract_nested_anonymous.h", "  union {", "union");
  CHECK(d.message == "unsupported construct: nested anonymous union in struct 'DLNestedAnonymous'");
}

TEST_CASE("synthetic: function declarations are left out with a warning at their line") {
  std::vector<util::Diagnostic> warnings;
  const model::Model m =
      extract::extract_header(dt::test_header("extract_function_decl.h"), {{"x86_64-linux-gnu"}, {}, &warnings});
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].line == 6);
  CHECK(warnings[0].message ==
        "left out the function declaration 'DLThingCreate': no data type (the Model describes data types and integer "
        "macros; the declarations around it are read as usual)");
  CHECK(m.find_struct("DLThing") != nullptr);
}

TEST_CASE("synthetic: a field whose struct is declared in another header is rejected") {
  const util::Diagnostic d = rejection("extract_foreign_field.h", "struct foreign_thing thing;", "thing;");
  CHECK(d.message ==
        "unsupported construct: field 'thing' of struct 'DLUsesForeign' has type 'struct foreign_thing' "
        "declared outside the header");
}

TEST_CASE("synthetic: opaque structs and scalar typedefs are rejected") {
  CHECK(rejection("extract_opaque.h", "struct DLOpaque;", "DLOpaque").message ==
        "unsupported construct: struct 'DLOpaque' is declared but never defined (opaque structs are not modelled)");
  CHECK(rejection("extract_scalar_typedef.h", "DLIndex", "DLIndex").message ==
        "unsupported construct: typedef 'DLIndex' of 'int64_t' (only struct, enum and function-pointer typedefs, "
        "and aliases of them, are modelled)");
}

TEST_CASE("synthetic: a typedef of a pointer to a modelled struct is no alias: rejected") {
  dt::TempDir dir;
  const std::string path =
      dir.write("dlpack_pointer_typedef.h", "typedef struct { int x; } DLThing;\ntypedef DLThing* DLThingHandle;\n");
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.line == 2);
  CHECK(d.column == 18);
  CHECK(d.message ==
        "unsupported construct: typedef 'DLThingHandle' of 'DLThing *' (only struct, enum and function-pointer "
        "typedefs, and aliases of them, are modelled)");
}

TEST_CASE("synthetic: a declaration that differs between targets is rejected, naming both") {
  const util::Diagnostic d = rejection("extract_per_target.h", "} DLPerTarget;", "DLPerTarget");
  CHECK(d.message == "struct 'DLPerTarget' differs between targets x86_64-linux-gnu and x86_64-pc-windows-msvc "
                     "(the Model holds one declaration for all targets)");
  // Without the Windows target the header is fine.
  const model::Model m = extract::extract_header(dt::test_header("extract_per_target.h"),
                                                 {{"x86_64-linux-gnu", "i686-linux-gnu"}, {}});
  CHECK(m.find_struct("DLPerTarget")->layout.at("i686-linux-gnu") == model::Layout{4, 4});
  CHECK(m.find_struct("DLPerTarget")->layout.at("x86_64-linux-gnu") == model::Layout{8, 8});
}

TEST_CASE("synthetic: a macro whose value depends on the target is rejected") {
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_ptr.h", "\n#define DLPACK_POINTER_BYTES sizeof(void *)\n");
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu", "i686-linux-gnu"}, {}});
  CHECK(d.line == 2);
  CHECK(d.column == 9);
  CHECK(d.message == "integer macro 'DLPACK_POINTER_BYTES' is 8 on x86_64-linux-gnu but 4 on i686-linux-gnu "
                     "(the Model holds one value for all targets)");
}

TEST_CASE("synthetic: macros nested too deep for the probe are left out, the others kept, no crash") {
  // 20,000 unary minus signs crashed the parser's worker thread; 255 nested
  // parentheses exceeded Clang's bracket limit and lost every later macro.
  dlpackgen::test::TempDir dir;
  std::string header = "#include <stdint.h>\n#define DLPACK_MAJOR_VERSION 1\n#define DLPACK_MINOR_VERSION 0\n";
  header += "#define DLDeepUnary " + std::string(20000, '-') + "1\n";
  header += "#define DLDeepParens " + std::string(255, '(') + "1" + std::string(255, ')') + "\n";
  header += "#define DLFine (1 << 3)\n#define DLAlsoFine -(-(-7))\n";
  header += "typedef struct { int32_t x; } DLThing;\n";
  model::Model m = extract::extract_header(dir.write("deep.h", header), {{"x86_64-linux-gnu"}, {}});
  CHECK(m.find_macro("DLDeepUnary") == nullptr);
  CHECK(m.find_macro("DLDeepParens") == nullptr);
  REQUIRE(m.find_macro("DLFine") != nullptr);
  CHECK(m.find_macro("DLFine")->value == 8);
  REQUIRE(m.find_macro("DLAlsoFine") != nullptr);
  CHECK(m.find_macro("DLAlsoFine")->value == -7);
  CHECK(m.header.version == model::Version{1, 0});
}

TEST_CASE("synthetic: each macro left out for its nesting is one warning at its name") {
  dlpackgen::test::TempDir dir;
  std::string header = "#include <stdint.h>\n#define DLPACK_MAJOR_VERSION 1\n#define DLPACK_MINOR_VERSION 0\n";
  header += "#define DLDeepUnary " + std::string(20000, '-') + "1\n";
  header += "  #  define   DLDeepParens " + std::string(255, '(') + "1" + std::string(255, ')') + "\n";
  header += "#define DLUsesDeep (DLDeepParens + 1)\n";
  header += "#define DLSplit \\\n " + std::string(201, '(') + "1" + std::string(201, ')') + "\n";
  header += "#define DLNearLimit " + std::string(199, '(') + "1" + std::string(199, ')') + "\n";
  header += "#define DLNotAnExpression { 1 }\n";  // not an integer macro: left out without a word
  header += "typedef struct { int32_t x; } DLThing;\n";
  const std::string path = dir.write("deep.h", header);
  std::vector<util::Diagnostic> warnings;
  extract::Options options{{"x86_64-linux-gnu"}, {}, &warnings};
  model::Model m = extract::extract_header(path, options);
  CHECK(m.find_macro("DLDeepUnary") == nullptr);
  CHECK(m.find_macro("DLDeepParens") == nullptr);
  CHECK(m.find_macro("DLUsesDeep") == nullptr);
  CHECK(m.find_macro("DLSplit") == nullptr);
  REQUIRE(m.find_macro("DLNearLimit") != nullptr);
  CHECK(m.find_macro("DLNearLimit")->value == 1);
  std::vector<std::string> got;
  for (const auto& w : warnings) got.push_back(w.str());
  const std::string deep = " deep (not evaluated)";
  CHECK(got == std::vector<std::string>{
                   path + ":4:9: macro 'DLDeepUnary' is left out: its body nests parentheses or unary operators more "
                          "than 200" + deep,
                   path + ":5:15: macro 'DLDeepParens' is left out: its body nests parentheses or unary operators "
                          "more than 200" + deep,
                   path + ":6:9: macro 'DLUsesDeep' is left out: it uses 'DLDeepParens', whose body nests parentheses "
                          "or unary operators more than 200" + deep,
                   path + ":7:9: macro 'DLSplit' is left out: its body nests parentheses or unary operators more "
                          "than 200" + deep,
               });
}

TEST_CASE("synthetic: a macro with no defined value (undefined shift, overflow, oversized literal) is rejected") {
  struct Case {
    const char* body;
    const char* why;
  };
  const Case cases[] = {
      {"(1 << 70)", "its value is undefined in C (an overflow, or a shift by the width of its type or more)"},
      {"(9223372036854775807LL + 1)", "its value is undefined in C (an overflow, or a shift by the width of its type or more)"},
      {"99999999999999999999999", "an integer literal in it is too large for any integer type"},
      {"0x1FFFFFFFFFFFFFFFFULL", "an integer literal in it is too large for any integer type"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.body);
    dt::TempDir dir;
    const std::string path =
        dir.write("dlpack_bad_macro.h", std::string("\n#define DLPACK_FINE 0xFFFFFFFFFFFFFFFFULL\n#define DLPACK_BAD ") + c.body + "\n");
    const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
    CHECK(d.line == 3);
    CHECK(d.column == 9);
    CHECK(d.message == std::string("unsupported construct: integer macro 'DLPACK_BAD': ") + c.why);
  }
  // The largest values that are defined are kept exactly.
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_edges.h",
                                     "#define DLPACK_MAX_U 0xFFFFFFFFFFFFFFFFULL\n"
                                     "#define DLPACK_MIN_S (-9223372036854775807LL - 1)\n"
                                     "#define DLPACK_SHIFT_63 (1ULL << 63)\n");
  model::Model m = extract::extract_header(path, {{"x86_64-linux-gnu"}, {}});
  REQUIRE(m.macros.size() == 3);
  CHECK(static_cast<uint64_t>(m.macros[0].value) == UINT64_MAX);
  CHECK(m.macros[0].is_unsigned);
  CHECK(m.macros[1].value == INT64_MIN);
  CHECK(static_cast<uint64_t>(m.macros[2].value) == (uint64_t{1} << 63));
}

TEST_CASE("synthetic: a function pointer returning a function pointer is rejected, typedef'd or not") {
  dt::TempDir dir;
  const std::string spelled = dir.write("dlpack_fp_fp.h",
                                        "typedef struct { int x; } DLThing;\n"
                                        "typedef void (*(*DLGetDeleter)(int))(void *);\n");
  util::Diagnostic d = dt::extraction_error(spelled, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.str() == spelled + ":2:18: unsupported construct: function pointer typedef 'DLGetDeleter' is a function "
                             "pointer returning a function pointer 'void (*)(void *)'");
  const std::string named = dir.write("dlpack_fp_typedef.h",
                                      "typedef void (*DLDeleter)(void *);\n"
                                      "typedef struct {\n"
                                      "  DLDeleter (*get)(int);\n"
                                      "  void (**(*get_all)(void))(int);\n"
                                      "} DLThing;\n");
  d = dt::extraction_error(named, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.str() == named + ":3:15: unsupported construct: field 'get' of struct 'DLThing' is a function pointer "
                           "returning a function pointer 'DLDeleter'");
  const std::string pointer = dir.write("dlpack_fp_pointer.h",
                                        "typedef struct {\n"
                                        "  void (**(*get_all)(void))(int);\n"
                                        "} DLThing;\n");
  d = dt::extraction_error(pointer, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.str() == pointer + ":2:13: unsupported construct: field 'get_all' of struct 'DLThing' is a function "
                             "pointer returning a function pointer 'void (**)(int)'");
  // A function pointer taking one is fine (DLPack's SetError).
  const std::string taking = dir.write("dlpack_fp_param.h",
                                       "typedef int (*DLCall)(void (*on_error)(const char *), void *ctx);\n");
  CHECK(extract::extract_header(taking, {{"x86_64-linux-gnu"}, {}}).function_pointers.size() == 1);
}

TEST_CASE("synthetic: a zero-length array (GNU C) is rejected at its field") {
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_zero.h",
                                     "#include <stdint.h>\n"
                                     "typedef struct {\n"
                                     "  int64_t ndim;\n"
                                     "  int64_t shape[0];\n"
                                     "} DLZero;\n");
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.str() == path + ":4:11: unsupported construct: field 'shape' of struct 'DLZero' is a zero-length array "
                          "'int64_t[0]' (a GNU extension; flexible and zero-length arrays are not modelled)");
  // Also as the element of another array.
  const std::string nested = dir.write("dlpack_zero2.h", "typedef struct {\n  int x;\n  int grid[2][0];\n} DLGrid;\n");
  CHECK(dt::extraction_error(nested, {{"x86_64-linux-gnu"}, {}}).line == 3);
}

TEST_CASE("synthetic: types nest at most 64 levels deep (1,500 pointers could not be read back)") {
  dt::TempDir dir;
  const auto header = [&](int stars) {
    return dir.write("dlpack_deep" + std::to_string(stars) + ".h",
                     "typedef struct {\n  int " + std::string(static_cast<size_t>(stars), '*') + "p;\n} DLDeep;\n");
  };
  // 63 pointers and the int: 64 levels.
  const model::Model m = extract::extract_header(header(63), {{"x86_64-linux-gnu"}, {}});
  const model::Type* t = &m.find_struct("DLDeep")->fields.at(0).type;
  unsigned levels = 1;
  for (; !t->element.empty(); t = &t->element[0]) ++levels;
  CHECK(levels == model::kMaxTypeNesting);
  const std::string path = header(1500);
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.str() == path + ":2:1507: unsupported construct: field 'p' of struct 'DLDeep' has a type nested more than "
                          "64 levels deep (pointers, arrays, function pointers and their parameters)");
  CHECK(dt::extraction_error(header(64), {{"x86_64-linux-gnu"}, {}}).line == 2);
  // Function-pointer parameters count too.
  std::string deep_param = "int";
  for (int i = 0; i < 70; ++i) deep_param = "void (*)(" + deep_param + ")";
  const std::string fp = dir.write("dlpack_deep_fp.h", "typedef void (*DLDeepFp)(" + deep_param + ");\n");
  CHECK(dt::extraction_error(fp, {{"x86_64-linux-gnu"}, {}}).message.find("nested more than 64 levels") !=
        std::string::npos);
}

TEST_CASE("synthetic: spellings are kept on one line, without comments; a character literal by its value") {
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_spellings.h",
                                     "#define DLPACK_FLAG (1UL << \\\n   3UL) /* three */\n"
                                     "#define DLPACK_CHAR 'a'\n"
                                     "typedef enum {\n"
                                     "  kDLA = 1 /* one */\n     + 2,\n"
                                     "  kDLB = 'b',\n"
                                     "} DLSpelled;\n");
  const model::Model m = extract::extract_header(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(m.find_macro("DLPACK_FLAG")->spelling == "(1UL << 3UL)");
  CHECK(m.find_macro("DLPACK_CHAR")->spelling == "97");
  CHECK(m.find_macro("DLPACK_CHAR")->value == 97);
  const model::Enum* e = m.find_enum("DLSpelled");
  REQUIRE(e);
  CHECK(e->enumerators.at(0).spelling == "1 + 2");
  CHECK(e->enumerators.at(1).spelling == "98");
}

TEST_CASE("synthetic: a struct laid out differently when read as C and as C++ is rejected, naming target and field") {
  dt::TempDir dir;
  // An empty struct (GNU C) is 0 bytes in C and 1 in C++.
  const std::string empty = dir.write("dlpack_empty.h",
                                      "#include <stdint.h>\n"
                                      "typedef struct {} DLEmpty;\n"
                                      "typedef struct {\n"
                                      "  int32_t a;\n"
                                      "  DLEmpty e;\n"
                                      "  int32_t b;\n"
                                      "} DLHolder;\n");
  util::Diagnostic d = dt::extraction_error(empty, {{"x86_64-linux-gnu", "i686-linux-gnu"}, {}});
  CHECK(d.str() == empty + ":2:19: struct 'DLEmpty' has size 0 and alignment 1 when the header is read as C but "
                           "size 1 and alignment 1 when read as C++, on target x86_64-linux-gnu (the Model, and "
                           "every binding generated from it, holds one layout for both)");
  // An enum with a C++-only fixed type moves the field after it.
  const std::string fixed = dir.write("dlpack_fixed.h",
                                      "#include <stdint.h>\n"
                                      "#ifdef __cplusplus\n"
                                      "typedef enum : uint8_t {\n"
                                      "#else\n"
                                      "typedef enum {\n"
                                      "#endif\n"
                                      "  kDLSmallA = 0,\n"
                                      "} DLSmall;\n"
                                      "typedef struct {\n"
                                      "  char tag;\n"
                                      "  DLSmall small;\n"
                                      "} DLUsesSmall;\n");
  d = dt::extraction_error(fixed, {{"i686-linux-gnu"}, {}});
  CHECK(d.str() == fixed + ":11:11: field 'small' of struct 'DLUsesSmall' is at offset 4 when the header is read "
                           "as C but at 1 when read as C++, on target i686-linux-gnu (the Model, and every binding "
                           "generated from it, holds one layout for both)");
  // The same enum alone is fine: only layouts must agree.
  const std::string alone = dir.write("dlpack_fixed_alone.h", dt::slurp(fixed).substr(0, dt::slurp(fixed).find("typedef struct")));
  CHECK(extract::extract_header(alone, {{"x86_64-linux-gnu"}, {}}).enums.size() == 1);
}

TEST_CASE("synthetic: whether a typedef declares the name is recorded (typedef struct X {...} X; vs struct X {...};)") {
  const model::Model& m = features();
  CHECK_FALSE(m.find_struct("DLPoint")->has_typedef);  // struct DLPoint {...};
  CHECK(m.find_struct("DLNode")->has_typedef);         // typedef struct DLNode DLNode; struct DLNode {...};
  CHECK(m.find_struct("DLShape")->has_typedef);        // typedef struct DLShape_s {...} DLShape;
  CHECK(m.find_struct("DLUsesAliases")->has_typedef);  // typedef struct {...} DLUsesAliases;
  CHECK_FALSE(m.find_enum("DLTagOnly")->has_typedef);  // enum DLTagOnly {...};
  CHECK(m.find_enum("DLSigned")->has_typedef);
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_same_name.h",
                                     "typedef struct DLSame { int x; } DLSame;\n"
                                     "struct DLTagged { int x; };\n"
                                     "typedef enum DLKind { kDLKindA } DLKind;\n");
  const model::Model same = extract::extract_header(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(same.find_struct("DLSame")->tag == "DLSame");
  CHECK(same.find_struct("DLSame")->has_typedef);
  CHECK(same.find_struct("DLTagged")->tag == "DLTagged");
  CHECK_FALSE(same.find_struct("DLTagged")->has_typedef);
  CHECK(same.find_enum("DLKind")->has_typedef);
}

TEST_CASE("synthetic: declared alignments (attribute macros, _Alignas, aligned structs) are modelled per target") {
  dt::TempDir dir;
  dir.write("vendor_types.h", "typedef long long vendor_wide __attribute__((aligned(16)));\n");
  const std::string path = dir.write("dlpack_aligned.h",
                                     "#include <stdint.h>\n"
                                     "#include \"vendor_types.h\"\n"
                                     "#define DL_ALIGN(n) __attribute__((aligned(n)))\n"
                                     "typedef struct {\n"
                                     "  int32_t a;\n"
                                     "  uint64_t b DL_ALIGN(8);\n"
                                     "  _Alignas(4) int8_t c;\n"
                                     "  int64_t d __attribute__((aligned));\n"
                                     "  vendor_wide e;\n"
                                     "  int32_t f DL_ALIGN(2);\n"
                                     "} DLAligned;\n"
                                     "typedef struct DL_ALIGN(32) DLBig { int8_t x; } DLBig;\n"
                                     "typedef struct { int8_t y; } DLPlain;\n");
  const model::Model m = extract::extract_header(path, {{"x86_64-linux-gnu", "i686-linux-gnu", "s390x-linux-gnu"}, {}});
  const model::Struct& s = *m.find_struct("DLAligned");
  const auto aligned = [&](const std::string& field) { return field_of(s, field).aligned; };
  using Map = std::map<std::string, uint64_t>;
  CHECK(aligned("a").empty());
  CHECK(aligned("b") == Map{{"i686-linux-gnu", 8}, {"s390x-linux-gnu", 8}, {"x86_64-linux-gnu", 8}});
  CHECK(aligned("c") == Map{{"i686-linux-gnu", 4}, {"s390x-linux-gnu", 4}, {"x86_64-linux-gnu", 4}});
  // `aligned` without a number: the target's largest alignment.
  CHECK(aligned("d") == Map{{"i686-linux-gnu", 16}, {"s390x-linux-gnu", 8}, {"x86_64-linux-gnu", 16}});
  // Through a typedef (of another header) that raises the alignment.
  CHECK(aligned("e") == Map{{"i686-linux-gnu", 16}, {"s390x-linux-gnu", 16}, {"x86_64-linux-gnu", 16}});
  // Less than the type's own: recorded as written; the field keeps its natural alignment.
  CHECK(aligned("f") == Map{{"i686-linux-gnu", 2}, {"s390x-linux-gnu", 2}, {"x86_64-linux-gnu", 2}});
  // i686 puts a uint64_t at a multiple of 4 unless told otherwise.
  CHECK(field_of(s, "b").offset.at("i686-linux-gnu") == 8);
  CHECK(field_of(s, "c").offset.at("i686-linux-gnu") == 16);
  CHECK(field_of(s, "d").offset.at("i686-linux-gnu") == 32);
  CHECK(m.find_struct("DLBig")->aligned == Map{{"i686-linux-gnu", 32}, {"s390x-linux-gnu", 32}, {"x86_64-linux-gnu", 32}});
  CHECK(m.find_struct("DLBig")->layout.at("x86_64-linux-gnu").align == 32);
  CHECK(m.find_struct("DLBig")->layout.at("x86_64-linux-gnu").size == 32);
  CHECK(m.find_struct("DLPlain")->aligned.empty());
}

TEST_CASE("synthetic: alignments no binding can carry are rejected at their declaration") {
  dt::TempDir dir;
  const extract::Options one{{"x86_64-linux-gnu"}, {}};
  dir.write("vendor_low.h", "#include <stdint.h>\ntypedef int64_t vendor_low __attribute__((aligned(2)));\n");
  const std::string low = dir.write("dlpack_low.h", "#include \"vendor_low.h\"\ntypedef struct {\n  char c;\n  vendor_low v;\n} DLLow;\n");
  CHECK(dt::extraction_error(low, one).str() ==
        low + ":4:14: unsupported construct: field 'v' of struct 'DLLow' has type 'vendor_low', whose typedef "
              "lowers its alignment to 2 (from 8)");
  const std::string on_typedef =
      dir.write("dlpack_td.h", "typedef struct { int x; } DLTd __attribute__((aligned(16)));\n");
  CHECK(dt::extraction_error(on_typedef, one).str() ==
        on_typedef + ":1:27: unsupported construct: an alignment attribute on the typedef of struct 'DLTd' "
                     "(put it on the struct itself)");
  const std::string en = dir.write("dlpack_en.h", "typedef enum __attribute__((aligned(8))) { kA } DLEn;\n");
  CHECK(dt::extraction_error(en, one).str().find("unsupported construct: enum 'DLEn' with an alignment attribute") !=
        std::string::npos);
  const std::string packed = dir.write("dlpack_pk.h", "typedef struct {\n  char c;\n  int x __attribute__((packed));\n} DLPk;\n");
  CHECK(dt::extraction_error(packed, one).str() ==
        packed + ":3:7: unsupported construct: packed field 'x' of struct 'DLPk'");
}
