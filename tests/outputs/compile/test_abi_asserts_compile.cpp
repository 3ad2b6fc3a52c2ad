// The generated ABI static asserts, for every real header, compile warning-free
// for every default target (Clang, freestanding, C and C++) and with the host
// gcc/g++; and including them with a different dlpack.h version fails with the
// "regenerate" message. Compilations are batched: one compiler run per
// (target, language) covers every header.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>

#include "model/model.h"
#include "support/support.h"

using dlpackgen::test::all_headers;
using dlpackgen::test::header_path;
using dlpackgen::test::lang_headers;
using dlpackgen::test::run;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

namespace {

const std::string kClang = DLPACKGEN_TEST_CLANG;
const std::string kResource = DLPACKGEN_TEST_CLANG_RESOURCE_DIR;
const std::string kGcc = DLPACKGEN_TEST_GCC;
const std::string kGxx = DLPACKGEN_TEST_GXX;

// The workspace shared by the test cases: one generated asserts header per real
// header, and one translation unit per header that includes both.
struct Workspace {
  TempDir dir;
  std::vector<std::string> stems;  // "dlpack-v1.0", ...
  std::vector<std::string> units;  // tu/<stem>.c

  Workspace() {
    const std::string src = std::string(DLPACKGEN_SOURCE_DIR) + "/templates";
    const std::string tmpl = dir.path() + "/tmpl";
    fs::create_directories(tmpl + "/cpp/include/dlpack");
    fs::copy(src + "/_partials", tmpl + "/_partials", fs::copy_options::recursive);
    fs::copy_file(src + "/cpp/include/dlpack/abi_asserts.h.mustache",
                  tmpl + "/cpp/include/dlpack/abi_asserts.h.mustache");
    fs::copy_file(src + "/cpp/language.yaml", tmpl + "/cpp/language.yaml");  // conditions, include guard
    for (const auto& h : lang_headers()) {
      std::string stem = fs::path(h).stem().string();
      // sys/<stem>/dlpack/dlpack.h -> the real header, found through -isystem so
      // that only the generated code is held to -Werror.
      fs::create_directories(dir.path() + "/sys/" + stem + "/dlpack");
      fs::create_symlink(h, dir.path() + "/sys/" + stem + "/dlpack/dlpack.h");
      auto r = run_dlpackgen({"generate", "--quiet", "--header", h, "--no-builtin-templates", "--templates", tmpl,
                              "--out", dir.path() + "/gen/" + stem});
      REQUIRE_MESSAGE(r.exit_code == 0, h << ": " << r.err);
      stems.push_back(stem);
      units.push_back(unit(stem, stem));
    }
  }

  // A translation unit including dlpack.h `header_stem` and the asserts generated from `asserts_stem`.
  std::string unit(const std::string& header_stem, const std::string& asserts_stem) {
    std::string path = dir.path() + "/tu/" + header_stem + "--" + asserts_stem + ".c";
    fs::create_directories(dir.path() + "/tu");
    std::ofstream(path) << "#include <" << header_stem << "/dlpack/dlpack.h>\n"
                        << "#include \"../gen/" << asserts_stem << "/cpp/include/dlpack/abi_asserts.h\"\n"
                        << "typedef int dlpackgen_abi_asserts_included;\n";
    return path;
  }

  std::vector<std::string> flags() const {
    return {"-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-pedantic", "-isystem", dir.path() + "/sys"};
  }
};

Workspace& workspace() {
  static Workspace w;
  return w;
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

void compile_all(const std::string& compiler, std::vector<std::string> args) {
  auto& w = workspace();
  std::vector<std::string> argv{compiler};
  argv.insert(argv.end(), args.begin(), args.end());
  auto f = w.flags();
  argv.insert(argv.end(), f.begin(), f.end());
  argv.insert(argv.end(), w.units.begin(), w.units.end());
  auto r = run(argv);
  CHECK_MESSAGE(r.exit_code == 0, join(argv) << "\n" << r.out << r.err);
}

}  // namespace

TEST_CASE("every header: asserts compile for every default target with clang (C11 and C++17)") {
  REQUIRE(workspace().units.size() == lang_headers().size());
  REQUIRE(workspace().units.size() >= 13);
  for (const auto& target : dlpackgen::model::default_targets()) {
    for (const auto& lang : std::vector<std::vector<std::string>>{{"-x", "c", "-std=c11"}, {"-x", "c++", "-std=c++17"}}) {
      std::vector<std::string> args = {"--target=" + target, "-ffreestanding", "-nostdlibinc", "-isystem",
                                       kResource + "/include"};
      args.insert(args.end(), lang.begin(), lang.end());
      compile_all(kClang, args);
    }
  }
}

TEST_CASE("each default target selects exactly its own absolute layout block") {
  auto& w = workspace();
  const auto& targets = dlpackgen::model::default_targets();
  const std::string tu = w.units.back();
  for (const auto& target : targets) {
    auto r = run({kClang, "--target=" + target, "-ffreestanding", "-nostdlibinc", "-isystem", kResource + "/include",
                  "-isystem", w.dir.path() + "/sys", "-E", "-P", tu});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    for (const auto& other : targets) {
      bool present = r.out.find("must be 0 on " + other + "\"") != std::string::npos;
      CHECK_MESSAGE(present == (other == target), target << " selects the block of " << other);
    }
  }
}

TEST_CASE("every header: asserts compile with the host compilers (C17, C++20) -Wall -Wextra -Werror -pedantic") {
  compile_all(kGcc, {"-x", "c", "-std=c11"});
  compile_all(kGcc, {"-x", "c", "-std=c17"});
  compile_all(kGxx, {"-x", "c++", "-std=c++17"});
  compile_all(kGxx, {"-x", "c++", "-std=c++20"});
  compile_all(kClang, {"-x", "c", "-std=c17"});
  compile_all(kClang, {"-x", "c++", "-std=c++20"});
}

TEST_CASE("asserts from one version fail against another dlpack.h, telling to regenerate") {
  auto& w = workspace();
  struct Pair {
    const char* header;
    const char* asserts;
    const char* expect;
  };
  for (const Pair& p : {Pair{"dlpack-v1.0", "dlpack-v1.3-torch", "dlpack.h is v1.0 but these bindings were generated from v1.3"},
                        Pair{"dlpack-v1.3-torch", "dlpack-v1.1", "dlpack.h is v1.3 but these bindings were generated from v1.1"},
                        Pair{"dlpack-v0.8", "dlpack-v1.1", "dlpack.h has DLPACK_VERSION 80 but these bindings were generated from v1.1"},
                        Pair{"dlpack-v1.0", "dlpack-v0.8", "dlpack.h is v1.0 but these bindings were generated from v0.8 (DLPACK_VERSION 80)"},
                        Pair{"dlpack-v0.6", "dlpack-v0.1", "dlpack.h has DLPACK_VERSION 60 but these bindings were generated from v0.1 (DLPACK_VERSION 010)"}}) {
    std::string tu = w.unit(p.header, p.asserts);
    for (const auto& cc : std::vector<std::vector<std::string>>{{kGcc, "-x", "c", "-std=c11"},
                                                                {kGxx, "-x", "c++", "-std=c++17"},
                                                                {kClang, "-x", "c", "-std=c11"},
                                                                {kClang, "-x", "c++", "-std=c++20"}}) {
      std::vector<std::string> argv = cc;
      auto f = w.flags();
      argv.insert(argv.end(), f.begin(), f.end());
      argv.push_back(tu);
      auto r = run(argv);
      CHECK_MESSAGE(r.exit_code != 0, join(argv));
      const std::string out = r.out + r.err;
      CHECK_MESSAGE(out.find(p.expect) != std::string::npos, join(argv) << "\n" << out);
      CHECK_MESSAGE(out.find("regenerate them with dlpackgen generate") != std::string::npos, out);
      // The version check stops everything else: a single error.
      CHECK_MESSAGE(out.find("offset must be") == std::string::npos, out);
    }
  }
}

TEST_CASE("v0.4's alias DLContext is asserted to be DLDevice, and the assert can fail") {
  auto& w = workspace();
  const std::string asserts = w.dir.path() + "/gen/dlpack-v0.4/cpp/include/dlpack/abi_asserts.h";
  std::ifstream in(asserts);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text.find("DLPACKGEN_ABI_ASSERT(sizeof(DLContext) == sizeof(DLDevice), ") != std::string::npos);
  CHECK(text.find("DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLContext) == DLPACKGEN_ABI_ALIGNOF(DLDevice), ") !=
        std::string::npos);
  // A dlpack.h v0.4 whose DLContext names another type fails the assert.
  const std::string sys = w.dir.path() + "/sys-bad-alias/dlpack";
  fs::create_directories(sys);
  std::ifstream real(header_path("v0.4"));
  std::string header((std::istreambuf_iterator<char>(real)), std::istreambuf_iterator<char>());
  const std::string alias = "typedef DLDevice DLContext;";
  const size_t at = header.find(alias);
  REQUIRE(at != std::string::npos);
  header.replace(at, alias.size(), "typedef DLDeviceType DLContext;");
  std::ofstream(sys + "/dlpack.h") << header;
  const std::string tu = w.dir.path() + "/tu/bad-alias.c";
  std::ofstream(tu) << "#include <dlpack/dlpack.h>\n#include \"" << asserts << "\"\n";
  for (const auto& cc : std::vector<std::vector<std::string>>{{kGcc, "-x", "c", "-std=c11"},
                                                              {kGxx, "-x", "c++", "-std=c++17"}}) {
    std::vector<std::string> argv = cc;
    argv.insert(argv.end(), {"-fsyntax-only", "-isystem", w.dir.path() + "/sys-bad-alias", tu});
    auto r = run(argv);
    const std::string out = r.out + r.err;
    CHECK_MESSAGE(r.exit_code != 0, join(argv));
    CHECK_MESSAGE(out.find("DLContext: must be an alias of DLDevice (same size)") != std::string::npos, out);
  }
}

TEST_CASE("asserts fail against a same-version dlpack.h whose layout was edited, naming the field") {
  // The case the asserts exist for: a vendored copy that still says v1.0 but
  // moved a field, or widened one.
  auto& w = workspace();
  const std::string text = dlpackgen::test::slurp(header_path("v1.0"));
  struct Edit {
    const char* what;
    std::string from, to;
    const char* expect;
  };
  const Edit edits[] = {
      {"moved", "  int32_t ndim;\n", "", "DLTensor.dtype: offset must be"},
      {"widened", "  int32_t device_id;\n", "  int64_t device_id;\n", "DLDevice: size must be 8"},
  };
  for (const auto& e : edits) {
    CAPTURE(e.what);
    std::string edited = text;
    auto at = edited.find(e.from);
    REQUIRE(at != std::string::npos);
    edited.replace(at, e.from.size(), e.to);
    if (std::string(e.what) == "moved") {  // ndim goes after dtype
      auto dtype = edited.find("  DLDataType dtype;\n");
      REQUIRE(dtype != std::string::npos);
      edited.insert(dtype + std::string("  DLDataType dtype;\n").size(), e.from);
    }
    const std::string stem = std::string("edited-") + e.what;
    fs::create_directories(w.dir.path() + "/sys/" + stem + "/dlpack");
    std::ofstream(w.dir.path() + "/sys/" + stem + "/dlpack/dlpack.h") << edited;
    std::string tu = w.unit(stem, "dlpack-v1.0");
    for (const auto& cc : std::vector<std::vector<std::string>>{{kGcc, "-x", "c", "-std=c11"}, {kGxx, "-x", "c++", "-std=c++17"}}) {
      std::vector<std::string> argv = cc;
      auto f = w.flags();
      argv.insert(argv.end(), f.begin(), f.end());
      argv.push_back(tu);
      auto r = run(argv);
      CHECK_MESSAGE(r.exit_code != 0, join(argv));
      const std::string out = r.out + r.err;
      CHECK_MESSAGE(out.find(e.expect) != std::string::npos, join(argv) << "\n" << out);
      CHECK_MESSAGE(out.find("x86_64-linux-gnu") != std::string::npos, out);  // the target it fails on
    }
  }
}

TEST_CASE("on a target the bindings were not generated for, a declared alignment the header lost fails") {
  // vendored-aligned.h declares DLTensor.byte_offset aligned(8). On i386
  // FreeBSD (not a target of the schema: only the rules that hold everywhere
  // apply) a uint64_t is 4-aligned in a struct, so a copy without the
  // attribute (and without DLDataType's own aligned(8), which would put it
  // at a multiple of 8 by chance) puts byte_offset at 68: the
  // declared-alignment rule catches it.
  auto& w = workspace();
  const std::string own = lang_headers().back();
  REQUIRE(fs::path(own).stem() == "vendored-aligned");
  std::string edited = dlpackgen::test::slurp(own);
  const std::string attribute = "uint64_t byte_offset VENDOR_ALIGNED(8);";
  auto at = edited.find(attribute);
  REQUIRE(at != std::string::npos);
  edited.replace(at, attribute.size(), "uint64_t byte_offset;");
  const std::string dtype = "typedef struct VENDOR_ALIGNED(8) {\n  uint8_t code;";
  at = edited.find(dtype);
  REQUIRE(at != std::string::npos);
  edited.replace(at, dtype.size(), "typedef struct {\n  uint8_t code;");
  fs::create_directories(w.dir.path() + "/sys/edited-aligned/dlpack");
  std::ofstream(w.dir.path() + "/sys/edited-aligned/dlpack/dlpack.h") << edited;
  const auto compile = [&](const std::string& unit) {
    std::vector<std::string> argv = {kClang, "--target=i386-unknown-freebsd", "-ffreestanding", "-nostdlibinc",
                                     "-isystem", kResource + "/include", "-x", "c", "-std=c11"};
    auto f = w.flags();
    argv.insert(argv.end(), f.begin(), f.end());
    argv.push_back(unit);
    return run(argv);
  };
  auto good = compile(w.unit("vendored-aligned", "vendored-aligned"));
  CHECK_MESSAGE(good.exit_code == 0, good.out << good.err);
  auto bad = compile(w.unit("edited-aligned", "vendored-aligned"));
  CHECK(bad.exit_code != 0);
  CHECK_MESSAGE((bad.out + bad.err).find("DLTensor.byte_offset: declared aligned(8), so its offset must be a multiple of 8") !=
                    std::string::npos,
                bad.out << bad.err);
}
