// Every real dlpack.h: extract, write, read, write: the Model and the text are unchanged.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "extract/extract.h"
#include "support/model_compare.h"
#include "schema/schema.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;

TEST_CASE("schema: every real header round-trips through the schema") {
  const auto headers = test::all_headers();
  REQUIRE(headers.size() >= 13);
  for (const auto& header : headers) {
    CAPTURE(header);
    model::Model extracted;
    try {
      extracted = extract::extract_header(header);
    } catch (const util::Error& e) {
      FAIL_CHECK("extract failed: " << e.what());
      continue;
    }
    CHECK(!extracted.structs.empty());
    const std::string first = schema::to_yaml(extracted);
    CHECK(first.find(std::filesystem::path(header).parent_path().string()) == std::string::npos);
    model::Model read;
    try {
      read = schema::from_yaml(first, std::filesystem::path(header).filename().string() + ".yaml");
    } catch (const util::Error& e) {
      FAIL_CHECK("from_yaml rejected to_yaml's output:\n" << e.what());
      continue;
    }
    const auto differences = test::model_differences(extracted, read);
    CHECK_MESSAGE(differences.empty(), (differences.empty() ? "" : differences.front()));
    CHECK(schema::to_yaml(read) == first);
  }
}
