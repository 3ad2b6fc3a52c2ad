// The generated C++ wrappers of every real header compile without a warning
// under g++ and clang++, C++17 and C++20, -Wall -Wextra -Werror -pedantic (g++: -Wuseless-cast); each
// generated header compiles on its own; and wrappers included with another
// dlpack.h than their own stop the build with the regenerate message.
#include <doctest/doctest.h>

#include <atomic>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "support/support.h"

namespace fs = std::filesystem;
using dlpackgen::test::RunResult;
using dlpackgen::test::TempDir;

namespace {

const char* const kCompilers[] = {DLPACKGEN_TEST_GXX, DLPACKGEN_TEST_CLANGXX};
const char* const kStandards[] = {"-std=c++17", "-std=c++20"};

std::string semantics_path() { return std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml"; }

// Generates the C++ wrappers of `header` into `dir`; returns its include dir.
std::string generate(const std::string& header, const std::string& dir) {
  RunResult r = dlpackgen::test::run_dlpackgen(
      {"generate", "--header", header, "--lang", "cpp", "--out", dir, "--semantics", semantics_path(), "-q"});
  INFO(header << "\n" << r.out << r.err);
  REQUIRE(r.exit_code == 0);
  std::string include = dir + "/cpp/include";
  REQUIRE(fs::exists(include + "/dlpack/dlpack.hpp"));
  return include;
}

std::vector<std::string> compile_args(const std::string& compiler, const std::string& standard,
                                      const std::string& include, const std::string& header) {
  std::vector<std::string> args = {compiler, standard, "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only",
                                   "-I" + include, "-DDLPACK_CPP_C_HEADER=\"" + header + "\""};
  // GCC also checks for casts to the type a value already has (clang has no such warning).
  if (compiler.find("clang") == std::string::npos) args.push_back("-Wuseless-cast");
  return args;
}

struct Job {
  std::string label;
  std::vector<std::string> argv;
  RunResult result;
};

// Runs the jobs two at a time (the compilers are the slow part).
void run_all(std::vector<Job>& jobs) {
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i; (i = next++) < jobs.size();) jobs[i].result = dlpackgen::test::run(jobs[i].argv);
  };
  std::thread a(worker), b(worker);
  a.join();
  b.join();
}

}  // namespace

TEST_CASE("the generated C++ of every header compiles with g++ and clang++, C++17 and C++20, warning-free") {
  TempDir tmp;
  // The real headers and the project's vendored-style ones (alignment attribute macros, ...).
  std::vector<std::string> headers = dlpackgen::test::lang_headers();
  REQUIRE(headers.size() >= 14);
  std::vector<Job> jobs;
  for (const auto& header : headers) {
    std::string name = fs::path(header).stem().string();
    std::string include = generate(header, tmp.path() + "/" + name);
    for (const char* compiler : kCompilers)
      for (const char* standard : kStandards) {
        // smoke.cpp uses every part (dlpack/all.hpp); core_only.cpp checks what dlpack/dlpack.hpp brings.
        for (const char* tu : {"smoke.cpp", "core_only.cpp"}) {
          Job job{name + " " + compiler + " " + standard + " " + tu, compile_args(compiler, standard, include, header), {}};
          job.argv.push_back(std::string(DLPACKGEN_SOURCE_DIR) + "/tests/outputs/cpp/" + tu);
          jobs.push_back(std::move(job));
        }
      }
  }
  run_all(jobs);
  for (const auto& job : jobs) {
    INFO(job.label << "\n" << job.result.err.substr(0, 4000));
    CHECK(job.result.exit_code == 0);
  }
}

TEST_CASE("the generated C++ compiles as CUDA under nvcc, warning-free") {
  // nvcc's front end (EDG) is stricter than g++ and clang++ in places (a
  // constexpr function returning a class whose default constructor leaves a
  // member uninitialised; `unsigned < 0` in a template): a .cu file includes
  // the wrappers too (the shims' interop module does).
  const std::string nvcc = DLPACKGEN_TEST_NVCC;
  if (nvcc.empty() || nvcc.find("NOTFOUND") != std::string::npos) {
    if (DLPACKGEN_TEST_ALLOW_MISSING_NVCC) {
      MESSAGE("no nvcc: skipped (DLPACKGEN_ALLOW_MISSING_GPU_COMPILERS)");
      return;
    }
    FAIL("no nvcc: set DLPACKGEN_NVCC, or DLPACKGEN_ALLOW_MISSING_GPU_COMPILERS=ON to skip");
  }
  TempDir tmp;
  std::vector<Job> jobs;
  for (const char* version : {"v1.3-torch", "v1.0", "v0.8"}) {  // minor 0, major 0: no comparison with a constant 0
    const std::string header = dlpackgen::test::header_path(version);
    const std::string include = generate(header, tmp.path() + "/" + version);
    for (const char* tu : {"smoke.cpp", "core_only.cpp"})
      jobs.push_back(Job{std::string(version) + " nvcc " + tu,
                         {nvcc, "-std=c++17", "-x", "cu", "-c", "-Werror", "all-warnings", "-Xcompiler", "-Wall,-Wextra,-Werror",
                          "-I" + include, "-DDLPACK_CPP_C_HEADER=\"" + header + "\"",
                          std::string(DLPACKGEN_SOURCE_DIR) + "/tests/outputs/cpp/" + tu, "-o",
                          tmp.path() + "/" + version + "-" + tu + ".o"},
                         {}});
  }
  run_all(jobs);
  for (const auto& job : jobs) {
    INFO(job.label << "\n" << job.result.err.substr(0, 4000));
    CHECK(job.result.exit_code == 0);
  }
}

TEST_CASE("every generated header compiles on its own") {
  TempDir tmp;
  for (const char* version : {"v1.3-torch", "v0.1"}) {
    std::string header = dlpackgen::test::header_path(version);
    std::string include = generate(header, tmp.path() + "/" + version);
    std::vector<Job> jobs;
    for (const auto& entry : fs::directory_iterator(include + "/dlpack")) {
      if (entry.path().extension() != ".hpp") continue;
      // python.hpp needs <Python.h>: tests/outputs/cpp/python compiles it on its own for every header.
      if (entry.path().filename() == "python.hpp") continue;
      std::string tu = tmp.write(std::string(version) + "-" + entry.path().filename().string() + ".cpp",
                                 "#include \"dlpack/" + entry.path().filename().string() + "\"\n");
      Job job{std::string(version) + " " + entry.path().filename().string(),
              compile_args(DLPACKGEN_TEST_CLANGXX, "-std=c++17", include, header), {}};
      job.argv.push_back(tu);
      jobs.push_back(std::move(job));
    }
    CHECK(jobs.size() >= 9);
    run_all(jobs);
    for (const auto& job : jobs) {
      INFO(job.label << "\n" << job.result.err.substr(0, 4000));
      CHECK(job.result.exit_code == 0);
    }
  }
}

TEST_CASE("wrappers included with another dlpack.h stop the build and say to regenerate") {
  TempDir tmp;
  struct Case {
    const char* generated_from;
    const char* included;
  };
  for (Case c : {Case{"v1.3-torch", "v1.0"}, Case{"v0.8", "v0.6"}, Case{"v1.0", "v1.3-torch"}}) {
    std::string include = generate(dlpackgen::test::header_path(c.generated_from), tmp.path() + "/" + c.generated_from);
    std::string tu = tmp.write("wrong.cpp", "#include \"dlpack/dlpack.hpp\"\n");
    auto argv = compile_args(DLPACKGEN_TEST_GXX, "-std=c++17", include, dlpackgen::test::header_path(c.included));
    argv.push_back(tu);
    RunResult r = dlpackgen::test::run(argv);
    INFO(c.generated_from << " with " << c.included << "\n" << r.err.substr(0, 2000));
    CHECK(r.exit_code != 0);
    CHECK(r.err.find("regenerate them with `dlpackgen generate`") != std::string::npos);
  }
}

TEST_CASE("with a history, is_known(value, producer) follows the release that added each enumerator") {
  TempDir tmp;
  std::vector<std::string> args = {"history"};
  for (const char* v : {"v0.1", "v0.2", "v0.3", "v0.4", "v0.5", "v0.6", "v0.7", "v0.8", "v1.0", "v1.1", "v1.1-trn",
                        "v1.3-torch"})
    args.push_back(dlpackgen::test::header_path(v));
  args.insert(args.end(), {"--target", "x86_64-linux-gnu", "-o", tmp.path() + "/history.yaml"});
  RunResult h = dlpackgen::test::run_dlpackgen(args);
  INFO(h.out << h.err);
  REQUIRE(h.exit_code == 0);
  RunResult g = dlpackgen::test::run_dlpackgen({"generate", "--schema", tmp.path() + "/history.yaml", "--lang", "cpp",
                                                "--out", tmp.path() + "/gen", "--semantics", semantics_path(), "-q"});
  INFO(g.out << g.err);
  REQUIRE(g.exit_code == 0);
  std::string tu = tmp.write("since.cpp", R"(
#include "dlpack/dlpack.hpp"
#include "dlpack/parse.hpp"
using dlpack::Version;
using dlpack::DeviceType;
using dlpack::DataTypeCode;
static_assert(dlpack::is_known(DeviceType::CPU, Version(0, 1)), "");
static_assert(dlpack::is_known(DeviceType::Trn, Version(1, 1)), "");
static_assert(!dlpack::is_known(DeviceType::Trn, Version(1, 0)), "");
static_assert(dlpack::is_known(DeviceType::MAIA, Version(1, 0)), "");
static_assert(!dlpack::is_known(DeviceType::ROCMHost, Version(0, 5)), "");
static_assert(dlpack::is_known(DeviceType::ROCMHost, Version(0, 6)), "");
static_assert(!dlpack::is_known(DataTypeCode::Bool, Version(0, 7)), "");
static_assert(dlpack::is_known(DataTypeCode::Bool, Version(0, 8)), "");
static_assert(!dlpack::is_known(DataTypeCode::Float4_e2m1fn, Version(1, 0)), "");
static_assert(!dlpack::is_known(static_cast<DeviceType>(99), Version(9, 9)), "");
// The C name before a rename still parses.
static_assert(dlpack::from_string<DeviceType>("kDLGPU") == DeviceType::CUDA, "");
int main() { return 0; }
)");
  auto argv = compile_args(DLPACKGEN_TEST_GXX, "-std=c++17", tmp.path() + "/gen/cpp/include",
                           dlpackgen::test::header_path("v1.3-torch"));
  argv.push_back(tu);
  RunResult c = dlpackgen::test::run(argv);
  INFO(c.err.substr(0, 3000));
  CHECK(c.exit_code == 0);
}
