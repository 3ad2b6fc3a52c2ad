// load_file / save_file: the file-level checks and atomic writes.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "support/model_compare.h"
#include "sample_model.h"
#include "schema/schema.h"
#include "support/support.h"
#include "util/error.h"
#include "validation_support.h"

using namespace dlpackgen;

namespace {

std::string error_of_file(const std::string& path) {
  try {
    schema::load_file(path);
  } catch (const util::Error& e) {
    return e.what();
  }
  return "<accepted>";
}

}  // namespace

TEST_CASE("schema files: save then load gives back the Model and the bytes") {
  test::TempDir dir;
  const std::string path = dir.path() + "/nested/dir/dlpack.yaml";
  const model::Model m = test::sample_model();
  schema::save_file(path, m);
  CHECK(test::slurp(path) == schema::to_yaml(m));
  const model::Model read = schema::load_file(path);
  CHECK(test::model_differences(m, read).empty());
  // Saving again over the file replaces it, leaving no temporary file behind.
  schema::save_file(path, read);
  CHECK(test::slurp(path) == schema::to_yaml(m));
  size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path() + "/nested/dir")) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);
}

TEST_CASE("schema files: unreadable, empty and binary files") {
  test::TempDir dir;
  CHECK(error_of_file(dir.path() + "/missing.yaml") ==
        dir.path() + "/missing.yaml: cannot open: No such file or directory");
  CHECK(error_of_file(dir.path()) == dir.path() + ": is a directory, not a file");
  const std::string empty = dir.write("empty.yaml", "");
  CHECK(error_of_file(empty) == empty + ": empty schema (no content)");
  const std::string blank = dir.write("blank.yaml", "\n  \n");
  CHECK(error_of_file(blank) == blank + ": empty schema (no content)");
  const std::string binary = dir.write("binary.yaml", std::string("schema_version: 1\n\0\x01\x02", 21));
  CHECK(error_of_file(binary) == binary + ":2:1: not a text schema: NUL byte");
  const std::string latin1 = dir.write("latin1.yaml", "schema_version: 1\ndoc: caf\xE9\n");
  CHECK(error_of_file(latin1) == latin1 + ":2:9: not a text schema: invalid UTF-8 (byte 0xe9)");
}

TEST_CASE("schema files: diagnostics name the file as given") {
  test::TempDir dir;
  const std::string path =
      dir.write("broken.yaml", test::with(test::kValidSchema, "    line: 40", "    lien: 40"));
  try {
    schema::load_file(path);
    FAIL("accepted a broken schema");
  } catch (const util::Error& e) {
    REQUIRE(e.diagnostics().size() == 2);
    CHECK(e.diagnostics()[0].file == path);
    CHECK(e.diagnostics()[0].line == 12);
    CHECK(e.diagnostics()[0].column == 5);
    CHECK(e.diagnostics()[1].str() == path + ":13:5: unknown key 'lien' in enum 'DLDeviceType' (did you mean 'line'?)");
    CHECK(std::string(e.what()) == e.diagnostics()[0].str() + "\n" + e.diagnostics()[1].str());
  }
}

TEST_CASE("schema files: save_file reports a path it cannot write") {
  test::TempDir dir;
  const std::string blocker = dir.write("file", "x");
  CHECK_THROWS_AS(schema::save_file(blocker + "/sub/s.yaml", test::sample_model()), util::Error);
  CHECK(test::slurp(blocker) == "x");
}
