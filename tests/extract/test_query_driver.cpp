// A header that includes a library the freestanding reading lacks: a C
// compiler is asked for its include directories (query_driver), which serve
// only the target it compiles for. The compilers here are scripts that answer
// as `gcc -E -x c -v /dev/null` does, so every case is the same on every machine.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "extract_helpers.h"

namespace dt = dlpackgen::test;
using namespace dlpackgen;

namespace {

const std::string kDevice = "typedef struct { int32_t device_type; int32_t device_id; } DLDevice;\n";

// A library dir with a stdio.h that works only in a hosted run, a compiler
// that lists it (C and C++ alike) for `target`, and a log of each time it ran.
struct FakeCompiler {
  dt::TempDir dir;
  std::string path, lib, log;

  explicit FakeCompiler(const std::string& target, const std::string& name = "cc") {
    lib = dir.path() + "/lib";
    log = dir.path() + "/ran.log";
    dir.write("lib/stdio.h",
              "#if !__STDC_HOSTED__\n#error \"a freestanding run\"\n#endif\ntypedef struct FILE FILE;\n");
    dir.write("own/stddef.h", "#error \"a compiler's own header was used\"\n");
    dir.write("own/stdio.h", "#error \"a compiler's own dir was searched\"\n");
    path = dir.write(name,
                     "#!/bin/sh\n"
                     "echo \"$*\" >> '" +
                         log +
                         "'\n"
                         "cat >&2 <<EOF\n"
                         "Using built-in specs.\n"
                         "Target: " +
                         target +
                         "\n"
                         "#include \"...\" search starts here:\n"
                         "#include <...> search starts here:\n"
                         " " +
                         dir.path() +
                         "/own\n"
                         " relative/include\n"
                         " /opt/gcc/include-fixed\n"
                         " " +
                         dir.path() +
                         "/lib/../lib\n"
                         "End of search list.\n"
                         "EOF\n");
    chmod(path.c_str(), 0755);
  }
  bool ran() const { return std::filesystem::exists(log); }
};

std::string with_stdio(const dt::TempDir& dir) {
  return dir.write("dlpack.h", "#include <stdint.h>\n#include <stdio.h>\n" + kDevice);
}

}  // namespace

TEST_CASE("query_driver: a C library header is read with the include dirs of the compiler for that target") {
  FakeCompiler cc("x86_64-pc-linux-gnu");  // the vendor is not compared
  dt::TempDir dir;
  const std::string header = with_stdio(dir);
  std::vector<util::Diagnostic> warnings;
  extract::Options options{{"x86_64-linux-gnu"}, {}, &warnings, cc.path};
  const model::Model m = extract::extract_header(header, options);
  REQUIRE(m.find_struct("DLDevice"));
  CHECK(m.targets.size() == 1);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].line == 2);
  CHECK(warnings[0].column == 10);
  // The compiler's own dir (stddef.h), include-fixed and a relative dir are dropped; the path made normal.
  CHECK(warnings[0].message == "'stdio.h' is read with the include directories of `" + cc.path +
                                   "` (x86_64-linux-gnu, C: " + cc.lib + "), `" + cc.path +
                                   "` (x86_64-linux-gnu, C++: " + cc.lib +
                                   "): the schema depends on the libraries installed here (`query_driver: none` in "
                                   "dlpackgen.yaml, or --query-driver none, refuses such a header instead)");
  // Asked once per mode for the whole run.
  CHECK(dt::slurp(cc.log) == "-E -x c -v /dev/null\n-E -x c++ -v /dev/null\n");
}

TEST_CASE("query_driver: a compiler for another target is not used, and the error says so") {
  FakeCompiler cc("aarch64-linux-gnu");
  dt::TempDir dir;
  const std::string header = with_stdio(dir);
  std::vector<util::Diagnostic> warnings;
  const util::Diagnostic d = dt::extraction_error(header, {{"x86_64-linux-gnu"}, {}, &warnings, cc.path});
  CHECK(d.line == 2);
  CHECK(d.message.find("'stdio.h' file not found: ") == 0);
  CHECK(d.message.find("(`query_driver`: for x86_64-linux-gnu, `" + cc.path + "` compiles for aarch64-linux-gnu)") !=
        std::string::npos);
  CHECK(d.message.find("`clang_args` in dlpackgen.yaml (`-isystem DIR`)") != std::string::npos);
  CHECK(warnings.empty());
}

TEST_CASE("query_driver: under the default targets, those no compiler serves are left out, said once") {
  FakeCompiler cc("i686-linux-gnu");
  dt::TempDir dir;
  const std::string header = with_stdio(dir);
  std::vector<util::Diagnostic> warnings;
  const model::Model m = extract::extract_header(header, {{}, {}, &warnings, cc.path});
  REQUIRE(m.targets.size() == 1);
  CHECK(m.targets[0].triple == "i686-linux-gnu");
  REQUIRE(warnings.size() == 2);
  CHECK(warnings[0].message.find("'stdio.h' is read with the include directories of") == 0);
  CHECK(warnings[1].line == 2);
  const std::string& said = warnings[1].message;
  CHECK(said.find("'stdio.h' file not found for x86_64-linux-gnu, aarch64-linux-gnu, armv7-linux-gnueabihf, ") == 0);
  CHECK(said.substr(0, said.find(" (")).find("i686-linux-gnu") == std::string::npos);
  CHECK(said.find("(for x86_64-linux-gnu: `" + cc.path +
                  "` compiles for i686-linux-gnu; likewise for the others): "
                  "these targets are left out of the schema") != std::string::npos);

  // Targets the user lists must all read the header.
  const util::Diagnostic d =
      dt::extraction_error(header, {{"i686-linux-gnu", "x86_64-linux-gnu"}, {}, &warnings, cc.path});
  CHECK(d.message.find("'stdio.h' file not found (while parsing as C for target x86_64-linux-gnu)") == 0);
}

TEST_CASE("query_driver: none, or no warnings sink, asks no compiler") {
  FakeCompiler cc("x86_64-linux-gnu");
  dt::TempDir dir;
  const std::string header = with_stdio(dir);
  std::vector<util::Diagnostic> warnings;
  util::Diagnostic d = dt::extraction_error(header, {{"x86_64-linux-gnu"}, {}, &warnings, "none"});
  CHECK(d.message.find("'stdio.h' file not found: ") == 0);
  CHECK(d.message.find("(`query_driver: none`)") != std::string::npos);
  // The library's callers that take no warnings get nothing they would not be told of.
  d = dt::extraction_error(header, {{"x86_64-linux-gnu"}, {}, nullptr, cc.path});
  CHECK(d.message.find("'stdio.h' file not found: ") == 0);
  CHECK(d.message.find("used only where warnings are reported") != std::string::npos);
  CHECK_FALSE(cc.ran());
}

TEST_CASE("query_driver: a header that is C++ (<cstdint>) asks no C compiler, and its C++ reading none either") {
  FakeCompiler cc("x86_64-linux-gnu");
  dt::TempDir dir;
  const std::string header = dir.write("dlpack.h", "#include <cstdint>\n" + kDevice);
  std::vector<util::Diagnostic> warnings;
  const model::Model m = extract::extract_header(header, {{"x86_64-linux-gnu"}, {}, &warnings, cc.path});
  CHECK(m.find_struct("DLDevice"));
  CHECK_FALSE(cc.ran());
}

TEST_CASE("query_driver: auto asks $CC for C runs and $CXX for C++ runs") {
  FakeCompiler cc("x86_64-linux-gnu", "my-cc"), cxx("x86_64-linux-gnu", "my-c++");
  dt::TempDir dir;
  const std::string header = with_stdio(dir);
  const char* old_cc = std::getenv("CC");
  const char* old_cxx = std::getenv("CXX");
  const std::string saved_cc = old_cc ? old_cc : "", saved_cxx = old_cxx ? old_cxx : "";
  setenv("CC", cc.path.c_str(), 1);
  setenv("CXX", cxx.path.c_str(), 1);
  std::vector<util::Diagnostic> warnings;
  const model::Model m = extract::extract_header(header, {{"x86_64-linux-gnu"}, {}, &warnings, "auto"});
  old_cc ? setenv("CC", saved_cc.c_str(), 1) : unsetenv("CC");
  old_cxx ? setenv("CXX", saved_cxx.c_str(), 1) : unsetenv("CXX");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].message.find("`" + cc.path + "` (x86_64-linux-gnu, C: " + cc.lib + "), `" + cxx.path +
                                 "` (x86_64-linux-gnu, C++: " + cxx.lib + ")") != std::string::npos);
  CHECK(dt::slurp(cc.log) == "-E -x c -v /dev/null\n");
  CHECK(dt::slurp(cxx.log) == "-E -x c++ -v /dev/null\n");
}

TEST_CASE("query_driver: a compiler that fails, or is not there, is named in the error with why") {
  dt::TempDir dir;
  const std::string header = with_stdio(dir);
  const std::string failing = dir.write("failing-cc", "#!/bin/sh\necho 'cc: fatal error' >&2\nexit 1\n");
  chmod(failing.c_str(), 0755);
  std::vector<util::Diagnostic> warnings;
  util::Diagnostic d = dt::extraction_error(header, {{"x86_64-linux-gnu"}, {}, &warnings, failing});
  CHECK(d.message.find("(`query_driver`: for x86_64-linux-gnu, `" + failing + "` exited 1)") != std::string::npos);
  d = dt::extraction_error(header, {{"x86_64-linux-gnu"}, {}, &warnings, "dlpackgen-no-such-cc"});
  CHECK(d.message.find("(`query_driver`: for x86_64-linux-gnu, no `dlpackgen-no-such-cc` on PATH)") !=
        std::string::npos);
  // A compiler that lists no directories.
  const std::string silent = dir.write("silent-cc", "#!/bin/sh\necho 'Target: x86_64-linux-gnu' >&2\n");
  chmod(silent.c_str(), 0755);
  d = dt::extraction_error(header, {{"x86_64-linux-gnu"}, {}, &warnings, silent});
  CHECK(d.message.find("`" + silent + "` lists no include directories") != std::string::npos);
  CHECK(warnings.empty());
}
