// Every error path of extract_header: one util::Error diagnostic each.
#include <doctest/doctest.h>

#include <algorithm>

#include <cstdio>
#include <filesystem>

#include <fcntl.h>
#include <unistd.h>

#include "extract_helpers.h"

namespace dt = dlpackgen::test;
using namespace dlpackgen;

namespace {

// Sends this process's stderr (fd 2) to a file until finish().
class StderrCapture {
 public:
  explicit StderrCapture(const dt::TempDir& dir) : path_(dir.path() + "/stderr") {
    std::fflush(stderr);
    saved_ = ::dup(2);
    const int fd = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(fd, 2);
    ::close(fd);
  }
  std::string finish() {
    std::fflush(stderr);
    ::dup2(saved_, 2);
    ::close(saved_);
    return dt::slurp(path_);
  }

 private:
  std::string path_;
  int saved_ = -1;
};

}  // namespace

TEST_CASE("errors: a missing file") {
  dt::TempDir dir;
  const std::string path = dir.path() + "/no-such-dlpack.h";
  const util::Diagnostic d = dt::extraction_error(path);
  CHECK(d.file == path);
  CHECK(d.message.find("cannot open") != std::string::npos);
}

TEST_CASE("errors: an empty file") {
  dt::TempDir dir;
  const std::string path = dir.write("empty.h", "");
  const util::Diagnostic d = dt::extraction_error(path);
  CHECK(d.file == path);
  CHECK(d.message.find("empty") != std::string::npos);
}

TEST_CASE("errors: a binary file") {
  dt::TempDir dir;
  const std::string path = dir.write("binary.h", std::string("\x7f" "ELF\x02\x01\x01\x00\x00\x00", 10));
  const util::Diagnostic d = dt::extraction_error(path);
  CHECK(d.file == path);
  CHECK_FALSE(d.message.empty());
}

TEST_CASE("errors: a Clang error is reported once, as file:line:col: message, and not printed") {
  const std::string path = dt::test_header("extract_syntax_error.h");
  dt::TempDir dir;
  StderrCapture capture(dir);
  const util::Diagnostic d = dt::extraction_error(path);
  CHECK(capture.finish() == "");
  const model::SourcePos pos = dt::position_in_file(path, "undeclared_t y;", "undeclared_t");
  CHECK(d.file == path);
  CHECK(d.line == pos.line);
  CHECK(d.column == pos.column);
  CHECK(d.message == "unknown type name 'undeclared_t'");
  CHECK(d.str() == path + ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column) +
                       ": unknown type name 'undeclared_t'");
}

TEST_CASE("errors: only the first of several Clang errors") {
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_broken.h", "typedef struct {\n  int x;\n} DLFine;\n@@@\n$$$ ;\n");
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.line == 4);
  CHECK(d.column == 1);
}

TEST_CASE("errors: an error only C++ sees says so") {
  dt::TempDir dir;
  const std::string path = dir.write("dlpack_cxx.h", "typedef struct {\n  int class;\n} DLKeyword;\n");
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.line == 2);
  CHECK(d.message.find("(while parsing as C++ for target x86_64-linux-gnu)") != std::string::npos);
}

TEST_CASE("errors: a header without DLPack declarations") {
  const std::string path = dt::test_header("extract_no_dlpack.h");
  const util::Diagnostic d = dt::extraction_error(path);
  CHECK(d.file == path);
  CHECK(d.line == 0);
  CHECK(d.message.rfind("no DLPack declarations found", 0) == 0);
}

TEST_CASE("errors: an unknown target triple") {
  const std::string path = dt::header_path("v1.0");
  for (const char* bad : {"not-a-triple", "sparcfoo-linux-gnu", ""}) {
    CAPTURE(bad);
    const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu", bad}, {}});
    CHECK(d.file.empty());
    CHECK(d.message == std::string("unknown target triple '") + bad + "'");
  }
}

TEST_CASE("errors: an unknown Clang argument") {
  const util::Diagnostic d =
      dt::extraction_error(dt::header_path("v1.0"), {{"x86_64-linux-gnu"}, {"--no-such-clang-flag"}});
  CHECK(d.message.find("--no-such-clang-flag") != std::string::npos);
}

TEST_CASE("errors: a directory is not a header") {
  dt::TempDir dir;
  const util::Diagnostic d = dt::extraction_error(dir.path());
  CHECK(d.file == dir.path());
}

TEST_CASE("errors: diagnostics name the header as the caller spelled its path") {
  const std::string absolute = dt::test_header("extract_syntax_error.h");
  const std::string relative = std::filesystem::relative(absolute).string();
  REQUIRE(relative.front() != '/');
  const util::Diagnostic d = dt::extraction_error(relative, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.file == relative);
  CHECK(d.message == "unknown type name 'undeclared_t'");
  const model::Model m = extract::extract_header(std::filesystem::relative(dt::header_path("v1.0")).string(),
                                                 {{"x86_64-linux-gnu"}, {}});
  CHECK(m.header.file == "dlpack-v1.0.h");
}

TEST_CASE("errors: a version macro that is no version number (2^32 would wrap to 0)") {
  dt::TempDir dir;
  const std::string text = dt::slurp(dt::header_path("v1.0"));
  for (const auto& [value, shown] : std::vector<std::pair<std::string, std::string>>{
           {"4294967296", "4294967296"}, {"(-1)", "-1"}, {"0xFFFFFFFFFFFFFFFFULL", "18446744073709551615"}}) {
    CAPTURE(value);
    std::string bad = text;
    bad.replace(bad.find("#define DLPACK_MAJOR_VERSION 1"), 30, "#define DLPACK_MAJOR_VERSION " + value);
    const std::string path = dir.write("v.h", bad);
    const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
    CHECK(d.file == path);
    CHECK(d.line > 0);
    CHECK(d.message == "DLPACK_MAJOR_VERSION is " + shown + ", not a version number (0..65535)");
  }
}

TEST_CASE("errors: a C++-only part that does not compile is left out with a warning; C sees the rest") {
  // A vendored header whose C++ section includes a library that is not installed.
  dt::TempDir dir;
  std::string text = dt::slurp(dt::header_path("v1.0"));
  const std::string end = "#endif  // DLPACK_DLPACK_H_";
  auto at = text.rfind(end);
  REQUIRE(at != std::string::npos);
  text.insert(at, "#ifdef __cplusplus\n#include <framework/not_installed.h>\n#endif\n");
  const std::string path = dir.write("vendored.h", text);
  const unsigned line = static_cast<unsigned>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n') + 2);

  std::vector<util::Diagnostic> warnings;
  extract::Options options{{"x86_64-linux-gnu", "i686-linux-gnu"}, {}, &warnings};
  const model::Model m = extract::extract_header(path, options);
  REQUIRE(warnings.size() == 1);  // once, not per target
  CHECK(warnings[0].line == line);
  CHECK(warnings[0].message.find("'framework/not_installed.h' file not found (while parsing as C++") == 0);
  CHECK(warnings[0].message.find("the header's C++ reading is left out") != std::string::npos);
  // Every C fact is there; the C++ enum types come from C.
  REQUIRE(m.find_struct("DLTensor"));
  const model::Enum* e = m.find_enum("DLDeviceType");
  REQUIRE(e);
  CHECK(e->underlying_cxx == e->underlying_c);

  // Without a sink for warnings (the library default), it is an error.
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.line == line);

  // An error both readings see is an error either way (here one C accepts as an extension).
  const std::string both = dir.write("both.h", "typedef struct {\n  int x\n} DLBroken;\n");
  std::vector<util::Diagnostic> none;
  CHECK_THROWS_AS(extract::extract_header(both, {{"x86_64-linux-gnu"}, {}, &none}), util::Error);
  CHECK(none.empty());
}

TEST_CASE("errors: a header valid only as C++ keeps what its C++ reading gives, with one warning") {
  dt::TempDir dir;
  const std::string path = dir.write("cxx_only.h",
                                     "#include <stdint.h>\n"
                                     "#define DLPACK_MAJOR_VERSION 1\n"
                                     "#define DLPACK_MINOR_VERSION 2\n"
                                     "typedef enum { kDLCPU = 1, kDLCUDA = 2 } DLDeviceType;\n"
                                     "/*! \\brief A device, with defaults. */\n"
                                     "struct DLFoo {\n"
                                     "  int32_t x = 0;  /*!< a default member initialiser */\n"
                                     "  DLDeviceType type = kDLCPU;\n"
                                     "  int64_t* shape;\n"
                                     "};\n"
                                     "typedef int (*DLFooDeleter)(struct DLFoo* self);\n");
  std::vector<util::Diagnostic> warnings;
  extract::Options options{{"x86_64-linux-gnu", "i686-linux-gnu"}, {}, &warnings};
  const model::Model m = extract::extract_header(path, options);
  REQUIRE(warnings.size() == 1);  // once, not per target
  CHECK(warnings[0].str() == path + ":7:12: expected ';' at end of declaration list (while parsing as C for target "
                                    "x86_64-linux-gnu): the header's C reading is left out (every fact is taken from "
                                    "its C++ reading, C enum types included)");
  const model::Struct* s = m.find_struct("DLFoo");
  REQUIRE(s);
  CHECK(s->doc == "\\brief A device, with defaults.");
  REQUIRE(s->fields.size() == 3);
  CHECK(s->fields[0].doc == "a default member initialiser");
  CHECK(s->fields[2].offset.at("x86_64-linux-gnu") == 8);
  CHECK(s->layout.at("i686-linux-gnu") == model::Layout{12, 4});
  CHECK(s->layout.at("x86_64-linux-gnu") == model::Layout{16, 8});
  const model::Enum* e = m.find_enum("DLDeviceType");
  REQUIRE(e);
  CHECK(e->underlying_c.at("x86_64-linux-gnu") == e->underlying_cxx.at("x86_64-linux-gnu"));
  CHECK(m.find_function_pointer("DLFooDeleter") != nullptr);
  CHECK(m.header.version == model::Version{1, 2});  // macros come from the C++ reading too
  REQUIRE(m.find_macro("DLPACK_MINOR_VERSION") != nullptr);

  // Without a sink for warnings (the library default), it is an error.
  const util::Diagnostic d = dt::extraction_error(path, {{"x86_64-linux-gnu"}, {}});
  CHECK(d.line == 7);
  CHECK(d.message == "expected ';' at end of declaration list");
  // An unsupported construct of the C++ reading is still an error, with the run named.
  const std::string method = dir.write("cxx_union.h",
                                       "struct DLBar { int x = 0; };\nunion DLU { int a; float b; };\n");
  std::vector<util::Diagnostic> none;
  try {
    extract::extract_header(method, {{"x86_64-linux-gnu"}, {}, &none});
    FAIL("no error");
  } catch (const util::Error& err) {
    CHECK(err.diagnostics().front().str() == method + ":2:7: unsupported construct: union 'DLU' (while parsing as "
                                                      "C++ for target x86_64-linux-gnu)");
  }
  CHECK(none.empty());
}
