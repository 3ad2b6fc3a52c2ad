// dlpackgen.yaml: loading, validation (file:line:col), path resolution.
#include <doctest/doctest.h>

#include "pipeline/config.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;
using dlpackgen::test::TempDir;

namespace {

std::string error_of(const std::string& path) {
  return test::diagnostics_of([&] { pipeline::load_config(path); });
}

}  // namespace

TEST_CASE("a full config loads; relative paths resolve against its directory") {
  TempDir dir;
  std::string path = dir.write("proj/dlpackgen.yaml",
                               "header: include/dlpack.h\n"
                               "targets: [x86_64-linux-gnu, aarch64-linux-gnu]\n"
                               "clang_args: [-DFOO=1]\n"
                               "languages: [cpp]\n"
                               "templates: [tmpl, /abs/tmpl]\n"
                               "out: gen\n"
                               "semantics: schema/semantics.yaml\n"
                               "schema_out: schema/dlpack.yaml\n");
  auto c = pipeline::load_config(path);
  CHECK(c.header == "include/dlpack.h");
  CHECK(c.schema.empty());
  CHECK(c.targets == std::vector<std::string>{"x86_64-linux-gnu", "aarch64-linux-gnu"});
  CHECK(c.clang_args == std::vector<std::string>{"-DFOO=1"});
  CHECK(c.languages == std::vector<std::string>{"cpp"});
  CHECK(c.template_dirs == std::vector<std::string>{"tmpl", "/abs/tmpl"});
  CHECK(c.out == "gen");
  CHECK(c.resolve(c.header) == dir.path() + "/proj/include/dlpack.h");
  CHECK(c.resolve("/abs/tmpl") == "/abs/tmpl");
  CHECK(c.resolve(c.out) == dir.path() + "/proj/gen");

  pipeline::Config here;
  here.base_dir = ".";
  CHECK(here.resolve("schema/dlpack.yaml") == "schema/dlpack.yaml");
  CHECK(here.resolve("./out/") == "out");
}

TEST_CASE("defaults") {
  TempDir dir;
  auto c = pipeline::load_config(dir.write("dlpackgen.yaml", "schema: s.yaml\n"));
  CHECK(c.out == "generated");
  CHECK(c.languages.empty());
  CHECK(c.targets.empty());
  CHECK(c.semantics.empty());
}

TEST_CASE("every problem is reported with file:line:col") {
  TempDir dir;
  std::string p = dir.write("a.yaml",
                            "header: h.h\n"
                            "langauges: [cpp]\n"
                            "targets: x86_64-linux-gnu\n"
                            "out: [a, b]\n"
                            "languages: [cpp, ../evil]\n");
  std::string err = error_of(p);
  CHECK(err.find(p + ":2:1: unknown key 'langauges'") != std::string::npos);
  CHECK(err.find(p + ":3:10: 'targets' must be a list of strings") != std::string::npos);
  CHECK(err.find(p + ":4:6: 'out' must be a string") != std::string::npos);
  CHECK(err.find(p + ":5:18: '../evil' is not a language name") != std::string::npos);

  std::string both = dir.write("b.yaml", "header: h.h\nschema: s.yaml\n");
  CHECK(error_of(both).find(both + ":2:1: 'header' and 'schema' are both set") != std::string::npos);
  std::string none = dir.write("c.yaml", "out: x\n");
  CHECK(error_of(none).find("needs an input") != std::string::npos);
  std::string list = dir.write("d.yaml", "- a\n- b\n");
  CHECK(error_of(list).find("must be a mapping") != std::string::npos);
  std::string syntax = dir.write("e.yaml", "header: [unclosed\n");
  CHECK(error_of(syntax).find(syntax + ":") != std::string::npos);
  CHECK(error_of(syntax).find("YAML syntax error") != std::string::npos);
  std::string dup = dir.write("f.yaml", "header: a.h\nheader: b.h\n");
  CHECK(error_of(dup).find("duplicate key 'header'") != std::string::npos);
  std::string empty = dir.write("g.yaml", "\n");
  CHECK_FALSE(error_of(empty).empty());
  CHECK(error_of(dir.path() + "/missing.yaml").find("missing.yaml") != std::string::npos);
}

TEST_CASE("find_config: explicit path, else ./dlpackgen.yaml, else nothing") {
  TempDir dir;
  std::string p = dir.write("x.yaml", "schema: s.yaml\n");
  CHECK(pipeline::find_config(p)->schema == "s.yaml");
  CHECK_THROWS_AS(pipeline::find_config(dir.path() + "/nope.yaml"), util::Error);
}
