// Headers as C++ projects vendor them: C++ declarations around the C ones are
// left out with one warning each, and the C facts are what a plain C copy gives.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "extract_helpers.h"
#include "support/model_compare.h"

namespace dt = dlpackgen::test;
using namespace dlpackgen;

namespace {

const std::string kHeader = std::string(DLPACKGEN_TEST_HEADERS_DIR) + "/extract_vendored_cxx.h";
const std::string kInclude = std::string(DLPACKGEN_TEST_HEADERS_DIR) + "/vendored_cxx_include";

// The header without the lines between its "C++ addition" markers.
std::string c_only(const std::string& text) {
  const auto begin = text.find("// C++ addition begin");
  const auto end = text.find("// C++ addition end");
  REQUIRE_MESSAGE((begin != std::string::npos && end != std::string::npos), "markers not found in " << kHeader);
  const auto end_of_line = text.find('\n', end);
  return text.substr(0, begin) + text.substr(end_of_line + 1);
}

}  // namespace

TEST_CASE("vendored C++: namespaces, templates, specialisations, using and inline functions are left out, one warning each") {
  std::vector<util::Diagnostic> warnings;
  extract::Options options{{"x86_64-linux-gnu", "i686-linux-gnu"}, {"-I" + kInclude}, &warnings};
  const model::Model m = extract::extract_header(kHeader, options);

  // The C reading fails in the C++ library's header (said once), then each
  // C++ declaration outside the C ABI is named at its line, once for all targets.
  std::vector<std::string> said;
  for (const auto& w : warnings) said.push_back(w.str());
  const std::string at = kHeader + ":";
  const std::vector<std::string> expected = {
      kInclude + "/fmt/core.h:5:1: unknown type name 'namespace' (while parsing as C for target x86_64-linux-gnu): "
                 "the header's C reading is left out (every fact is taken from its C++ reading, C enum types "
                 "included)",
      at + "47:11: left out the C++ namespace 'dlpack_util': not part of the C ABI (the C declarations are read as "
           "usual)",
      at + "51:7: left out the C++ alias declaration (using X = ...) 'DLIndex': not part of the C ABI (the C "
           "declarations are read as usual)",
      at + "54:8: left out the C++ template 'DLTypeTraits': not part of the C ABI (the C declarations are read as "
           "usual)",
      at + "59:8: left out the C++ template specialization 'DLTypeTraits': not part of the C ABI (the C "
           "declarations are read as usual)",
      at + "63:13: left out the inline function 'DLIsCPU': not part of the C ABI (the C declarations are read "
           "as usual)",
      at + "65:11: left out the C++ namespace 'fmt': not part of the C ABI (the C declarations are read as usual)",
  };
  CHECK(said == expected);

  // Every C fact equals the plain C header's.
  dt::TempDir dir;
  const std::string plain = dir.write("extract_vendored_cxx.h", c_only(dt::slurp(kHeader)));
  std::vector<util::Diagnostic> none;
  model::Model c = extract::extract_header(plain, {{"x86_64-linux-gnu", "i686-linux-gnu"}, {}, &none});
  CHECK(none.empty());
  model::Model vendored = m;
  vendored.header.sha256 = c.header.sha256;  // the bytes differ, nothing else may
  const std::vector<std::string> differences = dt::model_differences(vendored, c);
  for (const auto& d : differences) {
    // Source positions move with the lines; facts may not.
    if (d.find(".pos") == std::string::npos) FAIL_CHECK(d);
  }
  REQUIRE(m.find_struct("DLTensor"));
  CHECK(m.header.version == model::Version{1, 0});
}

TEST_CASE("vendored C++: a library the header includes and nobody installed is one error with its position") {
  const util::Diagnostic d = dt::extraction_error(kHeader, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.str() == kHeader + ":45:10: 'fmt/core.h' file not found");
}

TEST_CASE("vendored C++: an inline function in a C header is left out with a warning") {
  dt::TempDir dir;
  const std::string path = dir.write("inline.h",
                                     "#include <stdint.h>\n"
                                     "typedef struct { int32_t device_id; } DLDevice;\n"
                                     "static inline int32_t DLDeviceId(DLDevice d) { return d.device_id; }\n");
  std::vector<util::Diagnostic> warnings;
  const model::Model m = extract::extract_header(path, {{"x86_64-linux-gnu"}, {}, &warnings});
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].str() == path + ":3:23: left out the inline function 'DLDeviceId': not part of the C ABI (the C "
                                    "declarations are read as usual)");
  CHECK(m.find_struct("DLDevice") != nullptr);
}

TEST_CASE("vendored C++: variables, constexpr ones too, are left out with a warning in C++ and C alike") {
  dt::TempDir dir;
  const std::string cxx = dir.write("constexpr.h",
                                    "#include <stdint.h>\n"
                                    "typedef struct { uint8_t code; uint8_t bits; uint16_t lanes; } DLDataType;\n"
                                    "static constexpr DLDataType kFloat64 = {2, 64, 1};\n"
                                    "extern int dl_count;\n");
  std::vector<util::Diagnostic> warnings;
  const model::Model m = extract::extract_header(cxx, {{"x86_64-linux-gnu"}, {}, &warnings});
  std::vector<std::string> said;
  for (const auto& w : warnings) said.push_back(w.str());
  const std::string tail = ": no data type (the Model describes data types and integer macros; the declarations "
                           "around it are read as usual)";
  CHECK(std::count(said.begin(), said.end(), cxx + ":3:29: left out the C++ constexpr variable 'kFloat64'" + tail) == 1);
  CHECK(std::count(said.begin(), said.end(), cxx + ":4:12: left out the variable 'dl_count'" + tail) == 1);
  CHECK(m.find_struct("DLDataType") != nullptr);

  const std::string c = dir.write("variable.h",
                                  "#include <stdint.h>\n"
                                  "typedef struct { int32_t device_id; } DLDevice;\n"
                                  "static const int32_t kDefaultDevice = 0;\n");
  warnings.clear();
  const model::Model mc = extract::extract_header(c, {{"x86_64-linux-gnu"}, {}, &warnings});
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].str() == c + ":3:22: left out the variable 'kDefaultDevice'" + tail);
  CHECK(mc.find_struct("DLDevice") != nullptr);
}

TEST_CASE("vendored C++: a minimal C++ re-declaration with <cstdint> and <cstddef> reads as its C twin on every target") {
  dt::TempDir dir;
  const std::string body = "typedef struct { void* data; INT32 ndim; SIZE n; INT64* shape; UINT8 code; } DLThing;\n";
  auto spelled = [&](const std::string& includes, const std::string& i32, const std::string& size,
                     const std::string& i64, const std::string& u8) {
    std::string b = body;
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"INT32", i32}, {"SIZE", size}, {"INT64", i64},
                                   {"UINT8", u8}})
      b.replace(b.find(from), from.size(), to);
    return includes + b;
  };
  // Spelled as such copies spell them: <cstdint> included, the C names used.
  const std::string cxx = dir.write("cxx.h", spelled("#include <cstdint>\n#include <cstddef>\n", "int32_t", "size_t",
                                                     "int64_t", "uint8_t"));
  const std::string c = dir.write("c.h", spelled("#include <stdint.h>\n#include <stddef.h>\n", "int32_t", "size_t",
                                                 "int64_t", "uint8_t"));
  const std::vector<std::string> targets = {"x86_64-linux-gnu", "i686-linux-gnu", "aarch64-linux-gnu",
                                            "armv7a-linux-gnueabihf"};
  std::vector<util::Diagnostic> warnings;
  const model::Model m = extract::extract_header(cxx, {targets, {}, &warnings});
  // Its C reading stops at <cstdint>: said once, every fact from the C++ reading.
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].message.find("'cstdint' file not found (while parsing as C") == 0);
  const model::Model twin = extract::extract_header(c, {targets, {}});
  model::Model same = m;
  same.header.sha256 = twin.header.sha256;
  same.header.file = twin.header.file;
  for (const auto& d : dt::model_differences(same, twin))
    if (d.find(".pos") == std::string::npos && d.find("spelling") == std::string::npos) FAIL_CHECK(d);
  const model::Struct* s = m.find_struct("DLThing");
  REQUIRE(s != nullptr);
  CHECK(s->layout.size() == targets.size());

  // Spelled with <cstdint>'s std:: names: the C typedefs, spelled as C spells them.
  const std::string std_names = dir.write(
      "std.h", spelled("#include <cstdint>\n#include <cstddef>\n", "const std::int32_t", "std::size_t", "std::int64_t",
                       "std::uint8_t"));
  const std::string c_const = dir.write(
      "c_const.h", spelled("#include <stdint.h>\n#include <stddef.h>\n", "const int32_t", "size_t", "int64_t", "uint8_t"));
  std::vector<util::Diagnostic> std_warnings;
  model::Model from_std = extract::extract_header(std_names, {targets, {}, &std_warnings});
  const model::Model c_twin = extract::extract_header(c_const, {targets, {}});
  from_std.header.sha256 = c_twin.header.sha256;
  from_std.header.file = c_twin.header.file;
  for (const auto& d : dt::model_differences(from_std, c_twin))
    if (d.find(".pos") == std::string::npos) FAIL_CHECK(d);
  const model::Struct* thing = from_std.find_struct("DLThing");
  REQUIRE(thing != nullptr);
  REQUIRE(thing->fields.size() == 5);
  CHECK(thing->fields[1].type.spelling == "const int32_t");
  CHECK(thing->fields[3].type.spelling == "int64_t *");
  CHECK(thing->fields[3].type.element.at(0).name == "int64_t");
}

TEST_CASE("vendored C++: a using-declaration of anything but a standard scalar typedef is refused at its field") {
  dt::TempDir dir;
  const std::string h = dir.write("using.h",
                                  "#include <cstdint>\nnamespace lib { struct Blob { int x; }; }\nusing lib::Blob;\n"
                                  "typedef struct {\n  Blob blob;\n} DLThing;\n");
  std::vector<util::Diagnostic> warnings;
  const util::Diagnostic d = dt::extraction_error(h, {{"x86_64-linux-gnu"}, {}, &warnings});
  CHECK(d.line == 5);
  INFO(d.message);
  // LLVM 14 spells the type 'lib::Blob', 22 'Blob'.
  CHECK(d.message.find("field 'blob' of struct 'DLThing' has type '") != std::string::npos);
  CHECK(d.message.find("Blob' (a using-declaration is read only for a standard scalar typedef") != std::string::npos);
}

TEST_CASE("vendored C++: a C or C++ library header is refused at its #include, saying how to give the library") {
  dt::TempDir dir;
  for (const auto& [name, text, line] :
       {std::tuple<std::string, std::string, unsigned>{"cio.h", "#include <stdint.h>\n#include <stdio.h>\n", 2},
        {"cstring.h", "#include <cstdint>\n#include <string>\n", 2}}) {
    const std::string path = dir.write(name, text + "typedef struct { int32_t device_id; } DLDevice;\n");
    const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
    INFO(d.str());
    CHECK(d.line == line);
    CHECK(d.column == 10);
    CHECK(d.message.find("file not found") != std::string::npos);
    CHECK(d.message.find("`clang_args` in dlpackgen.yaml (`-isystem DIR`") != std::string::npos);
  }
  // A library of the project's own (a path) gets the error alone.
  const util::Diagnostic d = dt::extraction_error(kHeader, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.message.find("clang_args") == std::string::npos);
}
