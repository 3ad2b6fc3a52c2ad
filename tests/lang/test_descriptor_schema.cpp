// The JSON Schema of language.yaml (schema/language.schema.json), which editors
// use to complete and check a descriptor: every shipped descriptor is valid
// under it, its key sets are the reader's own (lang::descriptor_keys()), and
// what the reader refuses for a key or a value type the schema refuses too.
// The schema is read as YAML (JSON is YAML) and checked by the subset of
// JSON Schema 2020-12 it uses: $ref, type, const, enum, pattern, properties,
// additionalProperties, required, propertyNames, items, oneOf, anyOf.
#include <doctest/doctest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <functional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "lang/descriptor.h"
#include "support/support.h"

using namespace dlpackgen;
namespace fs = std::filesystem;

namespace {

const std::string kSource = DLPACKGEN_SOURCE_DIR;

YAML::Node schema() {
  static const YAML::Node s = YAML::LoadFile(kSource + "/schema/language.schema.json");
  return s;
}

// Follows a local "#/$defs/name" reference.
YAML::Node resolve(const YAML::Node& s) {
  if (s.IsMap() && s["$ref"]) {
    const std::string ref = s["$ref"].as<std::string>();
    const std::string prefix = "#/$defs/";
    REQUIRE_MESSAGE(ref.rfind(prefix, 0) == 0, "only local $defs references: " << ref);
    const YAML::Node target = schema()["$defs"][ref.substr(prefix.size())];
    REQUIRE_MESSAGE(target, "no such definition: " << ref);
    return resolve(target);
  }
  return s;
}

bool plain(const YAML::Node& v) { return v.IsScalar() && v.Tag() != "!"; }
bool is_bool(const YAML::Node& v) { return plain(v) && (v.Scalar() == "true" || v.Scalar() == "false"); }
bool is_null(const YAML::Node& v) {
  return v.IsNull() || (plain(v) && (v.Scalar() == "~" || v.Scalar() == "null" || v.Scalar().empty()));
}
bool is_integer(const YAML::Node& v) { return plain(v) && std::regex_match(v.Scalar(), std::regex("-?[0-9]+")); }
bool is_string(const YAML::Node& v) { return v.IsScalar() && !is_null(v) && !is_bool(v); }

bool has_type(const YAML::Node& v, const std::string& type) {
  if (type == "object") return v.IsMap();
  if (type == "array") return v.IsSequence();
  if (type == "string") return is_string(v);
  if (type == "boolean") return is_bool(v);
  if (type == "integer") return is_integer(v);
  FAIL("a type the checker does not know: " << type);
  return false;
}

// Every way `v` (at `where`) breaks schema `s`, one line each.
void check(const YAML::Node& v, const YAML::Node& given, const std::string& where, std::vector<std::string>& out);

std::vector<std::string> errors_of(const YAML::Node& v, const YAML::Node& s, const std::string& where) {
  std::vector<std::string> out;
  check(v, s, where, out);
  return out;
}

void check(const YAML::Node& v, const YAML::Node& given, const std::string& where, std::vector<std::string>& out) {
  const YAML::Node s = resolve(given);
  if (s["type"] && !has_type(v, s["type"].as<std::string>())) {
    out.push_back(where + ": not of type " + s["type"].as<std::string>());
    return;
  }
  if (s["const"] && !(v.IsScalar() && v.Scalar() == s["const"].Scalar())) out.push_back(where + ": not " + s["const"].Scalar());
  if (s["enum"]) {
    bool found = false;
    for (const auto& e : s["enum"]) found = found || (v.IsScalar() && v.Scalar() == e.Scalar());
    if (!found) out.push_back(where + ": not one of the enum's values");
  }
  if (s["pattern"] && v.IsScalar() && !std::regex_search(v.Scalar(), std::regex(s["pattern"].as<std::string>())))
    out.push_back(where + ": does not match " + s["pattern"].as<std::string>());
  if (s["anyOf"] || s["oneOf"]) {
    const bool one = static_cast<bool>(s["oneOf"]);
    int matched = 0;
    for (const auto& alt : one ? s["oneOf"] : s["anyOf"]) matched += errors_of(v, alt, where).empty() ? 1 : 0;
    if (matched == 0 || (one && matched > 1))
      out.push_back(where + (matched == 0 ? ": matches none of the alternatives" : ": matches more than one"));
  }
  if (v.IsMap()) {
    const YAML::Node props = s["properties"];
    for (const auto& req : s["required"])
      if (!v[req.Scalar()]) out.push_back(where + ": lacks " + req.Scalar());
    for (const auto& kv : v) {
      const std::string key = kv.first.Scalar();
      const std::string at = where + "." + key;
      if (s["propertyNames"]) {
        for (const auto& e : errors_of(kv.first, s["propertyNames"], at + " (the name)")) out.push_back(e);
      }
      if (props && props[key]) {
        check(kv.second, props[key], at, out);
      } else if (s["additionalProperties"]) {
        const YAML::Node extra = s["additionalProperties"];
        if (extra.IsScalar() && extra.Scalar() == "false")
          out.push_back(at + ": not a key here");
        else if (extra.IsMap())
          check(kv.second, extra, at, out);
      }
    }
  }
  if (v.IsSequence() && s["items"]) {
    std::size_t i = 0;
    for (const auto& item : v) check(item, s["items"], where + "[" + std::to_string(i++) + "]", out);
  }
}

std::vector<std::string> validate(const YAML::Node& descriptor) { return errors_of(descriptor, schema(), "language.yaml"); }

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// The property names of the object schema at `node` (after $ref).
std::set<std::string> keys_of(const YAML::Node& node) {
  std::set<std::string> out;
  for (const auto& kv : resolve(node)["properties"]) out.insert(kv.first.Scalar());
  return out;
}

bool reader_refuses(const std::string& text) {
  try {
    (void)lang::parse_descriptor(text, "language.yaml", "demo");
    return false;
  } catch (const std::exception&) {
    return true;
  }
}

}  // namespace

TEST_CASE("every shipped descriptor is valid under schema/language.schema.json") {
  std::vector<fs::path> descriptors;
  for (const char* root : {"templates", "examples"})
    for (const auto& e : fs::recursive_directory_iterator(kSource + "/" + root))
      if (e.path().filename() == "language.yaml") descriptors.push_back(e.path());
  CHECK(descriptors.size() >= 8);  // cpp, rust, zig, _shim, cuda, hip and the two examples
  for (const auto& path : descriptors) {
    CAPTURE(path);
    const auto errors = validate(YAML::LoadFile(path.string()));
    CHECK_MESSAGE(errors.empty(), joined(errors));
  }
}

TEST_CASE("the schema's keys are the reader's, mapping by mapping") {
  const YAML::Node root = schema();
  const YAML::Node defs = root["$defs"];
  const YAML::Node elements = resolve(root["properties"]["element_types"]["additionalProperties"]);
  const std::vector<std::pair<std::string, YAML::Node>> where = {
      {"", root},
      {"reserved[]", root["properties"]["reserved"]["items"]},
      {"scalars.<scalar>", defs["scalarBySize"]},
      {"naming", defs["naming"]},
      {"naming.<kind>", defs["namingRule"]},
      {"naming.enumerators", defs["namingRuleFrom"]},
      {"targets", defs["targets"]},
      {"text.<context>", defs["textContext"]},
      {"taken", defs["taken"]},
      {"include_guard", defs["includeGuard"]},
      {"docs", defs["docs"]},
      {"verbatim", defs["verbatim"]},
      {"element_types.<role>", elements},
      {"element_types.<role>.types.<code>.<bits>", defs["elementTypeRequires"]},
  };
  CHECK(where.size() == lang::descriptor_keys().size());
  for (const auto& [path, node] : where) {
    CAPTURE(path);
    const auto& reader = lang::descriptor_keys().at(path);
    CHECK(keys_of(node) == std::set<std::string>(reader.begin(), reader.end()));
  }
  // The naming kinds that take `from` are those the schema gives namingRuleFrom.
  for (const auto& kv : defs["naming"]["properties"]) {
    const YAML::Node rule = kv.second;
    if (!rule["$ref"]) continue;
    const bool from = rule["$ref"].Scalar() == "#/$defs/namingRuleFrom";
    CAPTURE(kv.first.Scalar());
    CHECK(from == (kv.first.Scalar() == "enumerators" || kv.first.Scalar() == "flags"));
  }
}

TEST_CASE("what the reader refuses for a key or a type, the schema refuses too") {
  const std::string ok = "descriptor_version: 1\n";
  REQUIRE_FALSE(reader_refuses(ok));
  CHECK(validate(YAML::Load(ok)).empty());
  const std::vector<std::string> bad = {
      "descriptor_version: 1\nnamng: {}\n",
      "descriptor_version: 2\n",
      "description: no version\n",
      "descriptor_version: 1\nnaming: {types: {case: kebab}}\n",
      "descriptor_version: 1\nnaming: {types: {from: short_name}}\n",
      "descriptor_version: 1\nnaming: {enumerators: {from: long_name}}\n",
      "descriptor_version: 1\nreserved: [{words: [fn]}]\n",
      "descriptor_version: 1\nreserved: {words: [fn], escape: 'r#{{name}}'}\n",
      "descriptor_version: 1\nscalars: {long: {by_bytes: {4: i32}}}\n",
      "descriptor_version: 1\nscalars: {long: {by_size: {3: i24}}}\n",
      "descriptor_version: 1\ntargets: {unmatched: ignore}\n",
      "descriptor_version: 1\ntargets: {tables: {arch: [x86_64]}}\n",
      "descriptor_version: 1\ntext: {doc: {escape: x}}\n",
      "descriptor_version: 1\ntext: {doc: {case: kebab}}\n",
      "descriptor_version: 1\ndocs: {format: rst}\n",
      "descriptor_version: 1\nverbatim: {}\n",
      "descriptor_version: 1\nrequires_mapped: [dtypes]\n",
      "descriptor_version: 1\ntaken: {globals: ['x']}\n",
      "descriptor_version: 1\nignore: target/\n",
      "descriptor_version: 1\ninclude_guard: {strip: include/}\n",
      "descriptor_version: 1\nvars: {Bad-Name: x}\n",
      "descriptor_version: 1\nelement_types: {host: {backend: cpu, types: {kDLFloat: {32: {type: float, needs: X}}}}}\n",
  };
  for (const auto& text : bad) {
    CAPTURE(text);
    CHECK(reader_refuses(text));
    CHECK_FALSE(validate(YAML::Load(text)).empty());
  }
}
