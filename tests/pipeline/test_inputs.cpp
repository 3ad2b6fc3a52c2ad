// pipeline::resolve(): the command line over the config over the built-ins, once.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>

#include "pipeline/pipeline.h"
#include "support/small_model.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

namespace {

// The working directory for one scope: ./dlpackgen.yaml is looked for there.
struct InDir {
  fs::path saved = fs::current_path();
  explicit InDir(const std::string& dir) { fs::current_path(dir); }
  ~InDir() { fs::current_path(saved); }
};

const char* const kConfig =
    "header: third_party/dlpack.h\n"
    "targets: [x86_64-linux-gnu]\n"
    "clang_args: [-DFROM_CONFIG=1]\n"
    "query_driver: tools/cc\n"
    "languages: [cpp, rust]\n"
    "templates: [my_templates]\n"
    "out: gen\n"
    "semantics: overlay.yaml\n";

}  // namespace

TEST_CASE("resolve: the config fills what the command line leaves out, its paths against its directory") {
  TempDir dir;
  const std::string config = dir.write("proj/dlpackgen.yaml", kConfig);
  fs::create_directories(dir.path() + "/proj/my_templates");
  pipeline::Request r;
  r.config = config;
  pipeline::Inputs in = pipeline::resolve(r);
  REQUIRE(in.config);
  CHECK(in.config->file == config);
  CHECK(in.header == dir.path() + "/proj/third_party/dlpack.h");
  CHECK(in.header_path == in.header);
  CHECK(in.schema.empty());
  CHECK(in.extract.targets == std::vector<std::string>{"x86_64-linux-gnu"});
  CHECK(in.extract.clang_args == std::vector<std::string>{"-DFROM_CONFIG=1"});
  CHECK(in.extract.query_driver == dir.path() + "/proj/tools/cc");  // a path: beside the config
  CHECK(in.languages == std::vector<std::string>{"cpp", "rust"});
  CHECK(in.out == dir.path() + "/proj/gen");
  CHECK(in.out_option == "out (" + config + ")");
  CHECK(in.semantics_path == dir.path() + "/proj/overlay.yaml");
  REQUIRE(in.template_dirs.size() == 2);
  CHECK(in.template_dirs[0] == pipeline::builtin_templates_dir());
  CHECK(in.template_dirs[1] == dir.path() + "/proj/my_templates");
}

TEST_CASE("resolve: the command line wins over the config, and adds template dirs after its own") {
  TempDir dir;
  const std::string config = dir.write("dlpackgen.yaml", kConfig);
  pipeline::Request r;
  r.config = config;
  r.schema = "other.yaml";
  r.languages = {"zig"};
  r.out = "elsewhere";
  r.semantics = "none";
  r.templates = {"cli_templates"};
  r.no_builtin_templates = true;
  r.extract.targets = {"aarch64-linux-gnu"};
  r.extract.query_driver = "none";
  r.allow_unmapped = r.strict = true;
  pipeline::Inputs in = pipeline::resolve(r);
  CHECK(in.schema == "other.yaml");
  CHECK(in.header.empty());
  CHECK(in.header_path.empty());  // positions are in the schema's header
  CHECK(in.languages == std::vector<std::string>{"zig"});
  CHECK(in.out == "elsewhere");
  CHECK(in.out_option == "--out");
  CHECK(in.semantics_path.empty());  // `none`: no overlay
  CHECK(in.template_dirs == std::vector<std::string>{dir.path() + "/my_templates", "cli_templates"});
  CHECK(in.extract.targets == std::vector<std::string>{"aarch64-linux-gnu"});
  CHECK(in.extract.clang_args == std::vector<std::string>{"-DFROM_CONFIG=1"});  // not given: the config's
  CHECK(in.extract.query_driver == "none");
  CHECK(in.allow_unmapped);
  CHECK(in.strict);
}

TEST_CASE("resolve: ./dlpackgen.yaml is read only when the command line names no input") {
  TempDir dir;
  dir.write("dlpackgen.yaml", kConfig);
  fs::create_directories(dir.path() + "/my_templates");
  InDir here(dir.path());
  pipeline::Inputs found = pipeline::resolve({});
  REQUIRE(found.config);
  CHECK(found.config->file == "dlpackgen.yaml");
  CHECK(found.languages == std::vector<std::string>{"cpp", "rust"});

  pipeline::Request given;
  given.header = "x.h";
  pipeline::Inputs ignored = pipeline::resolve(given);
  CHECK_FALSE(ignored.config);
  CHECK(ignored.header == "x.h");
  CHECK(ignored.languages.empty());  // every language with templates
  CHECK(ignored.out == "generated");
  CHECK(ignored.out_option == "--out");
  CHECK(ignored.semantics_path == pipeline::builtin_semantics_file());
  CHECK(ignored.extract.targets.empty());  // the default targets
}

TEST_CASE("resolve: no config and no input is no input, not an error (the command says what it needed)") {
  TempDir dir;
  InDir here(dir.path());
  pipeline::Inputs in = pipeline::resolve({});
  CHECK_FALSE(in.config);
  CHECK(in.header.empty());
  CHECK(in.schema.empty());
}

TEST_CASE("resolve: errors") {
  TempDir dir;
  SUBCASE("no template dirs at all") {
    pipeline::Request r;
    r.header = "x.h";
    r.no_builtin_templates = true;
    CHECK(test::diagnostics_of([&] { pipeline::resolve(r); }) ==
          "no template dirs: --no-builtin-templates needs --templates DIR\n");
  }
  SUBCASE("a language the config names has no templates: at its place in the config") {
    const std::string config = dir.write("dlpackgen.yaml", "header: x.h\nlanguages: [cpp, cobol]\n");
    pipeline::Request r;
    r.config = config;
    const std::string err = test::diagnostics_of([&] { pipeline::resolve(r); });
    CHECK(err.find(config + ":2:18: unknown language 'cobol' (templates exist for: ") == 0);
    r.languages = {"cpp"};  // the command line's languages replace the config's
    CHECK_NOTHROW(pipeline::resolve(r));
  }
  SUBCASE("an explicit config that is not there") {
    pipeline::Request r;
    r.config = dir.path() + "/missing.yaml";
    CHECK_THROWS_AS(pipeline::resolve(r), util::Error);
  }
}

TEST_CASE("the built-in templates: $DLPACKGEN_TEMPLATES_DIR first") {
  const std::string before = pipeline::builtin_templates_dir();
  CHECK_FALSE(before.empty());
  ::setenv("DLPACKGEN_TEMPLATES_DIR", "/some/templates", 1);
  CHECK(pipeline::builtin_templates_dir() == "/some/templates");
  ::unsetenv("DLPACKGEN_TEMPLATES_DIR");
  CHECK(pipeline::builtin_templates_dir() == before);
}

TEST_CASE("resolve: a query_driver without a directory is a program on PATH, as the config names it") {
  TempDir dir;
  const std::string config = dir.write("dlpackgen.yaml", "header: dlpack.h\nquery_driver: g++-12\n");
  pipeline::Request r;
  r.config = config;
  CHECK(pipeline::resolve(r).extract.query_driver == "g++-12");
  dir.write("dlpackgen.yaml", "header: dlpack.h\n");
  CHECK(pipeline::resolve(r).extract.query_driver.empty());  // auto
  dir.write("dlpackgen.yaml", "header: dlpack.h\nquery_driver: [g++]\n");
  try {
    (void)pipeline::resolve(r);
    FAIL("a list was taken for query_driver");
  } catch (const util::Error& e) {
    CHECK(e.diagnostics().front().str() == config + ":2:15: 'query_driver' must be a string");
  }
}

TEST_CASE("read_templates: the template dirs are read once per run, again only for other dirs") {
  TempDir dir;
  dir.write("t/mini/out.txt.mustache", "x\n");
  dir.write("u/other/out.txt.mustache", "y\n");
  pipeline::Inputs in;
  in.template_dirs = {dir.path() + "/t"};
  const render::TemplateSet* first = &pipeline::read_templates(in);
  CHECK(first->languages() == std::vector<std::string>{"mini"});
  dir.write("t/late/out.txt.mustache", "z\n");  // not seen: the dirs were read already
  CHECK(&pipeline::read_templates(in) == first);
  CHECK(pipeline::read_templates(in).languages() == std::vector<std::string>{"mini"});
  pipeline::Inputs copy = in;  // a copy (dump_context's one language) shares what was read
  CHECK(&pipeline::read_templates(copy) == first);
  in.template_dirs.push_back(dir.path() + "/u");
  CHECK(pipeline::read_templates(in).languages() == std::vector<std::string>{"late", "mini", "other"});
}

TEST_CASE("render_jobs: the languages render at once unless the header is large or --jobs says otherwise") {
  model::Model m = test::small_model();
  const size_t small = pipeline::declarations(m);
  size_t expected = m.function_pointers.size() + m.aliases.size() + m.macros.size();
  for (const auto& e : m.enums) expected += 1 + e.enumerators.size();
  for (const auto& s : m.structs) expected += 1 + s.fields.size();
  CHECK(small == expected);
  CHECK(small > 0);
  CHECK(pipeline::render_jobs(m, 0) == 0);  // one per core
  CHECK(pipeline::render_jobs(m, 3) == 3);
  // A struct that takes the model to the limit, then one field past it.
  model::Struct wide;
  wide.name = "Wide";
  wide.fields.resize(pipeline::kParallelDeclarations - small - 1);
  m.structs.push_back(wide);
  CHECK(pipeline::declarations(m) == pipeline::kParallelDeclarations);
  CHECK(pipeline::render_jobs(m, 0) == 0);
  m.structs.back().fields.emplace_back();
  CHECK(pipeline::render_jobs(m, 0) == 1);  // one language at a time
  CHECK(pipeline::render_jobs(m, 2) == 2);  // as asked
}
