#include <doctest/doctest.h>

#include <algorithm>

#include "model/model.h"

using namespace dlpackgen::model;

TEST_CASE("Version: text form, parsing, ordering") {
  CHECK(Version{1, 3}.str() == "1.3");
  CHECK(Version{}.str() == "unknown");
  CHECK_FALSE(Version{}.known());
  CHECK(Version::parse("0.8") == Version{0, 8});
  CHECK(Version::parse("12.0") == Version{12, 0});
  for (const char* bad : {"", "1", "1.", ".3", "a.b", "1.3.1", "-1.0", "1.x"}) {
    CAPTURE(bad);
    CHECK_FALSE(Version::parse(bad).has_value());
  }
  CHECK(Version{0, 8} < Version{1, 0});
  CHECK(Version{1, 1} < Version{1, 3});
  CHECK_FALSE(Version{1, 3} < Version{1, 3});
}

TEST_CASE("legacy DLPACK_VERSION spellings read as decimal digits") {
  // v0.1 and v0.2 both say 010 (C reads it as octal 8); v0.6 on say 60.
  CHECK(version_from_legacy_spelling("010") == Version{0, 1});
  CHECK(version_from_legacy_spelling("050") == Version{0, 5});
  CHECK(version_from_legacy_spelling("60") == Version{0, 6});
  CHECK(version_from_legacy_spelling("80") == Version{0, 8});
  CHECK(version_from_legacy_spelling("(80)") == Version{0, 8});
  CHECK_FALSE(version_from_legacy_spelling("0x50").has_value());
  CHECK_FALSE(version_from_legacy_spelling("").has_value());
}

TEST_CASE("type kinds round-trip through their names") {
  for (TypeKind k : {TypeKind::Scalar, TypeKind::Pointer, TypeKind::Struct, TypeKind::Enum,
                     TypeKind::FunctionPointer, TypeKind::Array})
    CHECK(type_kind_from_string(to_string(k)) == k);
  CHECK(to_string(TypeKind::FunctionPointer) == "function_pointer");
  CHECK_FALSE(type_kind_from_string("union").has_value());
}

TEST_CASE("default targets cover the ABIs docs/design.md names") {
  const auto& t = default_targets();
  CHECK(t.size() == 9);
  for (const char* triple : {"x86_64-linux-gnu", "i686-linux-gnu", "s390x-linux-gnu",
                             "wasm32-unknown-unknown", "x86_64-pc-windows-msvc"})
    CHECK(std::find(t.begin(), t.end(), triple) != t.end());
}

TEST_CASE("Model lookups by name") {
  Model m;
  m.structs.push_back(Struct{});
  m.structs.back().name = "DLTensor";
  m.enums.push_back(Enum{});
  m.enums.back().name = "DLDeviceType";
  m.macros.push_back(Macro{});
  m.macros.back().name = "DLPACK_MAJOR_VERSION";
  m.targets.push_back(TargetInfo{"i686-linux-gnu", 4, 4, false});
  CHECK(m.find_struct("DLTensor") == &m.structs[0]);
  CHECK(m.find_struct("DLDevice") == nullptr);
  CHECK(m.find_enum("DLDeviceType") != nullptr);
  CHECK(m.find_macro("DLPACK_MAJOR_VERSION") != nullptr);
  CHECK(m.find_function_pointer("DLPackCurrentWorkStream") == nullptr);
  CHECK(m.find_target("i686-linux-gnu")->pointer_size == 4);
}
