// What this repository checks in stays what the tool generates.
#include <doctest/doctest.h>

#include "support/support.h"

using dlpackgen::test::header_path;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;

TEST_CASE("schema/dlpack.yaml is the history of the real header series") {
  TempDir dir;
  std::vector<std::string> args{"history"};
  for (const char* v : {"v0.1", "v0.2", "v0.3", "v0.4", "v0.5", "v0.6", "v0.7", "v0.8", "v1.0", "v1.1",
                        "v1.1-trn", "v1.1-exchange-api", "v1.3-torch"})
    args.push_back(header_path(v));
  args.insert(args.end(), {"-o", dir.path() + "/dlpack.yaml"});
  auto r = run_dlpackgen(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK_MESSAGE(slurp(dir.path() + "/dlpack.yaml") == slurp(std::string(DLPACKGEN_SOURCE_DIR) + "/schema/dlpack.yaml"),
                "schema/dlpack.yaml is stale: run `bash .ci/generate`");
}

TEST_CASE("generated/ is fresh: `dlpackgen generate --check` from the repository root") {
  auto r = run_dlpackgen({"generate", "--check"}, DLPACKGEN_SOURCE_DIR);
  const std::string output = r.out + r.err;
  CHECK_MESSAGE(r.exit_code == 0, output);
  CHECK(r.out.find("up to date") != std::string::npos);
}
