// Property test over random headers (fixed seed): for each, the extracted
// Model writes a schema that reads back to the same bytes
// (write(read(s)) == s), `generate` succeeds from it, and the generated C++
// (wrappers and ABI asserts) compiles against the header with the host
// compiler. The headers mix enums (negative values too), structs holding
// scalars, pointers, const pointees, arrays, enums, earlier structs and
// function pointers, alignment attributes on structs and fields, and integer
// macros of every width.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "extract/extract.h"
#include "schema/schema.h"
#include "support/support.h"

namespace fs = std::filesystem;
namespace dt = dlpackgen::test;

namespace {

std::string random_header(std::mt19937_64& rng, int index) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); };
  std::string h = "#ifndef DLPACK_RANDOM_" + std::to_string(index) + "_H_\n#define DLPACK_RANDOM_" +
                  std::to_string(index) + "_H_\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n";
  h += "#define DLPACK_MAJOR_VERSION 1\n#define DLPACK_MINOR_VERSION " + std::to_string(pick(4)) + "\n";
  const char* literals[] = {"0", "1U", "(1UL << 2UL)", "0x7fffffff", "-5", "18446744073709551615ULL",
                            "(-9223372036854775807LL - 1)", "070", "(3 * 7 + 1)"};
  for (int m = 0, n = 1 + pick(4); m < n; ++m)
    h += "#define DLPACK_R" + std::to_string(m) + " " + literals[pick(9)] + "\n";
  const int enums = 1 + pick(3);
  for (int e = 0; e < enums; ++e) {
    h += "\n/*! \\brief Random enum " + std::to_string(e) + ". */\ntypedef enum {\n";
    std::set<int> used;
    const bool negative = pick(4) == 0;
    for (int j = 0, n = 1 + pick(6); j < n; ++j) {
      int v;
      do v = pick(1000) - (negative ? 500 : 0);
      while (!used.insert(v).second);
      h += "  kDLE" + std::to_string(e) + "_" + std::to_string(j) + " = " + std::to_string(v) + ",\n";
    }
    h += "} DLEnum" + std::to_string(e) + ";\n";
  }
  h += "\ntypedef void (*DLCallback)(void* ctx, int64_t n);\n";
  const char* scalars[] = {"int8_t", "uint8_t", "int16_t", "uint32_t", "int32_t", "int64_t", "uint64_t",
                           "float", "double", "size_t", "char", "bool"};
  // Declared alignments, as vendored headers write them: on a struct, or after a field's declarator.
  const auto aligned = [&] { return " __attribute__((aligned(" + std::to_string(1 << pick(6)) + ")))"; };
  const int structs = 1 + pick(4);
  for (int s = 0; s < structs; ++s) {
    h += "\n/*! \\brief Random struct " + std::to_string(s) + ". */\ntypedef struct" +
         (pick(6) == 0 ? aligned() : std::string()) + " {\n";
    for (int f = 0, n = 1 + pick(6); f < n; ++f) {
      const std::string name = "f" + std::to_string(f);
      const std::string attribute = pick(5) == 0 ? aligned() : std::string();
      switch (pick(8)) {
        case 0: h += "  void* " + name + ";\n"; break;
        case 1: h += std::string("  ") + (pick(2) ? "const " : "") + scalars[pick(12)] + "* " + name + ";\n"; break;
        case 2: h += "  DLEnum" + std::to_string(pick(enums)) + " " + name + ";\n"; break;
        case 3:
          if (s > 0) {
            h += "  DLStruct" + std::to_string(pick(s)) + " " + name + ";\n";
            break;
          }
          [[fallthrough]];
        case 4: h += std::string("  ") + scalars[pick(12)] + " " + name + "[" + std::to_string(1 + pick(4)) + "];\n"; break;
        case 5: h += "  DLCallback " + name + ";\n"; break;
        default: h += std::string("  ") + scalars[pick(12)] + " " + name + ";\n"; break;
      }
      h.insert(h.size() - 2, attribute);  // after the declarator, before ";\n"
    }
    h += "} DLStruct" + std::to_string(s) + ";\n";
  }
  h += "\n#endif\n";
  return h;
}

}  // namespace

TEST_CASE("property: random headers round-trip through the schema, generate, and the C++ compiles") {
  std::mt19937_64 rng(std::getenv("DLPACKGEN_PROPERTY_SEED") ? std::strtoull(std::getenv("DLPACKGEN_PROPERTY_SEED"), nullptr, 10) : 20261123);
  dt::TempDir dir;
  const int cases = std::getenv("DLPACKGEN_PROPERTY_CASES") ? std::atoi(std::getenv("DLPACKGEN_PROPERTY_CASES")) : 24;
  for (int i = 0; i < cases; ++i) {
    const std::string text = random_header(rng, i);
    const std::string stem = "random" + std::to_string(i);
    const std::string header = dir.write(stem + "/inc/dlpack/dlpack.h", text);
    CAPTURE(text);
    const dlpackgen::model::Model m = dlpackgen::extract::extract_header(header);
    // write(read(s)) == s
    const std::string yaml = dlpackgen::schema::to_yaml(m);
    const std::string again = dlpackgen::schema::to_yaml(dlpackgen::schema::from_yaml(yaml, stem + ".yaml"));
    REQUIRE(again == yaml);
    // generate from the schema, then compile what it made against the header.
    const std::string schema = dir.write(stem + "/schema.yaml", yaml);
    auto g = dt::run_dlpackgen({"generate", "-q", "--schema", schema, "--lang", "cpp", "--out", dir.path() + "/" + stem + "/gen"});
    REQUIRE_MESSAGE(g.exit_code == 0, g.err);
    const std::string tu = dir.write(stem + "/tu.cpp",
                                     "#include <dlpack/dlpack.h>\n#include <dlpack/abi_asserts.h>\n#include <dlpack/dlpack.hpp>\n"
                                     "int main() { return 0; }\n");
    auto c = dt::run({DLPACKGEN_TEST_GXX, "-std=c++17", "-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-pedantic",
                      "-I", dir.path() + "/" + stem + "/gen/cpp/include", "-isystem", dir.path() + "/" + stem + "/inc", tu});
    CHECK_MESSAGE(c.exit_code == 0, c.out << c.err);
  }
}
