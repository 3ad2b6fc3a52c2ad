// `generate --dump-context`: the context a language's templates see. These tests
// enforce what templates/README.md promises of it: is_first/is_last on every
// list of objects, and every key the README's tables name. The context's values
// are kept in tests/golden/context (test_context_golden.cpp).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <regex>
#include <set>

#include <yaml-cpp/yaml.h>

#include "support/support.h"

using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

namespace {

dlpackgen::test::RunResult dump(const std::string& header, const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {"generate", "--header", header, "--lang", "cpp", "--dump-context",
                                   "--target", "x86_64-linux-gnu"};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_dlpackgen(args);
}

// Every list of mappings: each item has boolean is_first / is_last, right ones.
void check_list_ends(const YAML::Node& node, const std::string& path, size_t& lists) {
  if (node.IsMap()) {
    for (const auto& kv : node) check_list_ends(kv.second, path + "." + kv.first.Scalar(), lists);
  } else if (node.IsSequence()) {
    bool objects = node.size() > 0 && node[0].IsMap();
    if (objects) ++lists;
    for (size_t i = 0; i < node.size(); ++i) {
      const YAML::Node item = node[i];
      if (objects) {
        REQUIRE_MESSAGE(item["is_first"], path << "[" << i << "] has no is_first");
        REQUIRE_MESSAGE(item["is_last"], path << "[" << i << "] has no is_last");
        CHECK_MESSAGE(item["is_first"].as<bool>() == (i == 0), path << "[" << i << "].is_first");
        CHECK_MESSAGE(item["is_last"].as<bool>() == (i + 1 == node.size()), path << "[" << i << "].is_last");
      }
      check_list_ends(item, path + "[" + std::to_string(i) + "]", lists);
    }
  }
}

void collect_keys(const YAML::Node& node, std::set<std::string>& keys) {
  if (node.IsMap()) {
    for (const auto& kv : node) {
      keys.insert(kv.first.Scalar());
      collect_keys(kv.second, keys);
    }
  } else if (node.IsSequence()) {
    for (const auto& item : node) collect_keys(item, keys);
  }
}

}  // namespace

TEST_CASE("dump-context: every list of objects marks its ends, for every real header and tests/headers/lang") {
  // The context itself is kept in tests/golden/context (test_context_golden.cpp), without these keys.
  auto headers = dlpackgen::test::lang_headers();
  REQUIRE(headers.size() >= 14);
  for (const auto& h : headers) {
    auto r = dump(h);
    REQUIRE_MESSAGE(r.exit_code == 0, h << ": " << r.err);
    size_t lists = 0;
    check_list_ends(YAML::Load(r.out), "", lists);
    CHECK_MESSAGE(lists > 10, h);
  }
}

TEST_CASE("dump-context: every key templates/README.md documents is in the context") {
  // v1.3 has the most; v0.4 has an alias (typedef DLDevice DLContext).
  std::set<std::string> keys;
  for (const char* v : {"v1.3-torch", "v0.4"}) {
    auto r = dump(dlpackgen::test::header_path(v), {"--target", "i686-linux-gnu"});
    REQUIRE(r.exit_code == 0);
    collect_keys(YAML::Load(r.out), keys);
  }
  // Keys only a descriptor option adds (docs: markdown): the Rust descriptor's context.
  auto rust = run_dlpackgen({"generate", "--header", dlpackgen::test::header_path("v1.3-torch"), "--lang", "rust",
                             "--dump-context"});
  REQUIRE(rust.exit_code == 0);
  collect_keys(YAML::Load(rust.out), keys);
  // The first column of the context tables: | `key`, `other` | ... |
  const std::string readme = slurp(std::string(DLPACKGEN_SOURCE_DIR) + "/templates/README.md");
  const size_t begin = readme.find("Shared by every template:");  // per-template keys are not in the dump
  const size_t end = readme.find("## Language descriptors");
  REQUIRE(begin != std::string::npos);
  REQUIRE(end != std::string::npos);
  std::regex row(R"(\n\| ([^|\n]*)\|)");
  std::regex key("`([a-z_]+)(\\[\\])?`");
  size_t documented = 0;
  std::string section = readme.substr(begin, end - begin);
  for (std::sregex_iterator it(section.begin(), section.end(), row), stop; it != stop; ++it) {
    std::string cell = (*it)[1].str();
    for (std::sregex_iterator k(cell.begin(), cell.end(), key); k != stop; ++k) {
      ++documented;
      CHECK_MESSAGE(keys.count((*k)[1].str()), "templates/README.md documents `" << (*k)[1].str()
                                                                                  << "`, which the context lacks");
    }
  }
  CHECK(documented > 60);
}

TEST_CASE("dump-context: needs one language, writes nothing") {
  TempDir dir;
  auto none = run_dlpackgen({"generate", "--header", dlpackgen::test::header_path("v1.0"), "--dump-context",
                             "--out", dir.path() + "/out", "--templates", dir.path() + "/t"});
  // --templates of a missing dir fails first; an existing second language makes --lang necessary.
  CHECK(none.exit_code == 2);
  dir.write("t/other/x.mustache", "x\n");
  auto two = run_dlpackgen({"generate", "--header", dlpackgen::test::header_path("v1.0"), "--dump-context",
                            "--out", dir.path() + "/out", "--templates", dir.path() + "/t"});
  CHECK(two.exit_code == 2);
  CHECK(two.err.find("--dump-context shows the context of one language: pass --lang NAME (templates exist for: cpp, "
                     "cuda, hip, other, rust, zig)") != std::string::npos);
  auto unknown = run_dlpackgen({"generate", "--header", dlpackgen::test::header_path("v1.0"), "--dump-context",
                                "--lang", "nosuch"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("unknown language 'nosuch'") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() + "/out"));
}

TEST_CASE("bad descriptors: one error line, exit 2, nothing written") {
  struct Case {
    const char* what;
    std::string descriptor;
    std::string expected;  // after "<descriptor path>:"
  };
  const std::vector<Case> cases = {
      {"unknown key", "descriptor_version: 1\nscalarz: {}\n", "2:1: unknown key 'scalarz'"},
      {"unmapped scalar", "descriptor_version: 1\nscalars: {int32_t: i32}\n",
       "2:1: scalar 'uint32_t' (used by enum DLDeviceType) has no spelling in language 'mini'"},
      {"condition missing for a target", "descriptor_version: 1\ntargets:\n  condition: '{{arch}}'\n  tables:\n    arch: {'x86_64-*': x}\n",
       "5:5: no condition for target aarch64-linux-gnu in language 'mini'"},
      {"YAML error", "descriptor_version: 1\nscalars: {a: [}\n", "2:15: YAML syntax error"},
  };
  for (const auto& c : cases) {
    TempDir dir;
    dir.write("t/mini/out.txt.mustache", "{{#structs}}{{name}}\n{{/structs}}");
    std::string path = dir.write("t/mini/language.yaml", c.descriptor);
    auto r = run_dlpackgen({"generate", "--header", dlpackgen::test::header_path("v1.0"), "--templates",
                            dir.path() + "/t", "--out", dir.path() + "/out", "--target", "x86_64-linux-gnu",
                            "--target", "aarch64-linux-gnu"});
    CHECK_MESSAGE(r.exit_code == 2, c.what);
    CHECK_MESSAGE(r.err.find("dlpackgen: error: " + path + ":" + c.expected) == 0, c.what << ": " << r.err);
    CHECK_MESSAGE(std::count(r.err.begin(), r.err.end(), '\n') == 1, c.what << ": " << r.err);
    CHECK_MESSAGE(!fs::exists(dir.path() + "/out"), c.what << ": something was written");
  }
}

namespace {

// The item of `list` whose `key` is `value` (an undefined node, false, when none).
YAML::Node item_with(const YAML::Node& list, const std::string& key, const std::string& value) {
  for (const auto& x : list)
    if (x[key] && x[key].as<std::string>() == value) return x;
  return YAML::Node(YAML::NodeType::Undefined);
}

}  // namespace

TEST_CASE("dump-context: the neutral roles agree with themselves") {
  for (const auto& h : dlpackgen::test::all_headers()) {
    auto r = dump(h);
    REQUIRE_MESSAGE(r.exit_code == 0, h << ": " << r.err);
    const YAML::Node ctx = YAML::Load(r.out);
    const YAML::Node sem = ctx["semantics"];
    CHECK_FALSE(ctx["cpp"]);  // no language has keys of its own
    INFO(h);
    // dtype factories: every identifier once over all codes; every element type once.
    if (sem["dtype"]["present"].as<bool>()) {
      std::set<std::string> idents, types;
      for (const auto& code : sem["dtype"]["codes"])
        for (const auto& f : code["factories"]) CHECK(idents.insert(f["ident"].as<std::string>()).second);
      CHECK(sem["dtype"]["has_factories"].as<bool>() == !idents.empty());
      for (const auto& t : sem["dtype"]["types"]) CHECK(types.insert(t["type"].as<std::string>()).second);
    }
    // managed[]: versioned exactly when its version field holds the overlay's version struct.
    bool versioned = false, unversioned = false;
    for (const auto& m : sem["managed"]) {
      const bool has = m["has_version"].as<bool>();
      (has ? versioned : unversioned) = true;
      if (has) CHECK(m["version_type"]["name"].as<std::string>() == sem["version"]["struct"].as<std::string>());
    }
    CHECK(sem["has_versioned_managed"].as<bool>() == versioned);
    CHECK(sem["has_unversioned_managed"].as<bool>() == unversioned);
    CHECK(sem["has_managed_view"].as<bool>() == (sem["has_tensor_view"].as<bool>() && sem["managed"].size() > 0));
    // flags.roles: each role the overlay gives a bit, that bit.
    if (sem["flags"]["present"].as<bool>()) {
      size_t with_role = 0;
      for (const auto& b : sem["flags"]["bits"]) {
        if (!b["has_role"].as<bool>()) continue;
        ++with_role;
        CHECK(sem["flags"]["roles"][b["role"].as<std::string>()]["macro"].as<std::string>() ==
              b["macro"].as<std::string>());
      }
      CHECK(sem["flags"]["roles"].size() == with_role);
    }
    // exchange_api.functions[]: what may be NULL and how errors are reported, per table entry.
    if (sem["exchange_api"]["present"].as<bool>()) {
      const YAML::Node api = sem["exchange_api"];
      REQUIRE(api["functions"].size() > 0);
      for (const auto& fn : api["functions"]) {
        std::string field = fn["field"].as<std::string>();
        CHECK(fn["is_optional"].as<bool>() == bool(item_with(api["optional"], "field", field)));
        const YAML::Node cb =
            item_with(api["error_callbacks"], "function_pointer", fn["function_pointer"].as<std::string>());
        CHECK(fn["has_error_callback"].as<bool>() == bool(cb));
        if (cb) CHECK(fn["callback"].as<std::string>() == cb["callback"].as<std::string>());
        // A callback parameter the overlay names is one of the entry's parameters.
        if (cb) {
          CHECK(item_with(fn["signature"]["params"], "name", fn["callback"].as<std::string>()));
          CHECK(item_with(fn["signature"]["params"], "name", fn["context"].as<std::string>()));
        }
      }
    }
  }
}

TEST_CASE("semantics.flags.roles and exchange_api.functions from a template; a role a header lacks is false") {
  TempDir dir;
  dir.write("t/mini/out.txt.mustache",
            "[{{#semantics.flags.roles.read_only}}{{macro}}{{/semantics.flags.roles.read_only}}]"
            "{{#semantics.exchange_api.functions}}{{field}}{{#is_optional}}?{{/is_optional}}"
            "{{#has_error_callback}}({{callback}}){{/has_error_callback}} {{/semantics.exchange_api.functions}}\n");
  auto render = [&](const std::string& version) {
    auto r = run_dlpackgen({"generate", "--header", dlpackgen::test::header_path(version), "--templates",
                            dir.path() + "/t", "--lang", "mini", "--out", dir.path() + "/" + version, "--target",
                            "x86_64-linux-gnu", "-q"});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    return slurp(dir.path() + "/" + version + "/mini/out.txt");
  };
  CHECK(render("v0.8") == "[]\n");
  CHECK(render("v1.0") == "[DLPACK_FLAG_BITMASK_READ_ONLY]\n");
  std::string torch = render("v1.3-torch");
  CHECK(torch.rfind("[DLPACK_FLAG_BITMASK_READ_ONLY]managed_tensor_allocator(SetError) ", 0) == 0);
  CHECK(torch.find(" dltensor_from_py_object_no_sync? current_work_stream \n") != std::string::npos);
}
