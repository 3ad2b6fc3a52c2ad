// The compact YAML document (yaml/yaml_node.h) reads every input as
// yaml-cpp's own nodes do: the same kinds, scalars, tags, marks, sizes, lookups
// and iteration order, on crafted documents, on every YAML file of the project
// and on random ones.
#include <doctest/doctest.h>

#include <filesystem>
#include <functional>
#include <iterator>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include <yaml-cpp/yaml.h>

#include "yaml/yaml_node.h"

namespace fs = std::filesystem;
using dlpackgen::yaml::Node;

namespace {

// Compares `ours` with yaml-cpp's `theirs`, recursively; `path` names the node in messages.
void same(const Node& ours, const YAML::Node& theirs, const std::string& path, int depth = 0, bool deep = true) {
  INFO(path);
  REQUIRE(depth < 2000);  // aliases may share nodes, never loop in these documents
  CHECK(ours.IsDefined() == theirs.IsDefined());
  if (!theirs.IsDefined()) return;
  CHECK(ours.IsNull() == theirs.IsNull());
  CHECK(ours.IsScalar() == theirs.IsScalar());
  CHECK(ours.IsSequence() == theirs.IsSequence());
  CHECK(ours.IsMap() == theirs.IsMap());
  CHECK(ours.Scalar() == theirs.Scalar());
  if (!theirs.IsNull()) CHECK(ours.Tag() == theirs.Tag());
  CHECK(ours.Mark().line == theirs.Mark().line);
  CHECK(ours.Mark().column == theirs.Mark().column);
  CHECK(ours.Mark().pos == theirs.Mark().pos);
  if (theirs.IsSequence() || theirs.IsMap()) CHECK(ours.size() == theirs.size());
  if (!deep) return;
  if (theirs.IsSequence()) {
    size_t i = 0;
    auto o = ours.begin();
    for (auto t = theirs.begin(); t != theirs.end(); ++t, ++o, ++i) {
      REQUIRE(o != ours.end());
      same(*o, *t, path + "[" + std::to_string(i) + "]", depth + 1);
      same(ours[i], theirs[i], path + "[" + std::to_string(i) + "] by index", depth + 1, false);
    }
    CHECK(o == ours.end());
  } else if (theirs.IsMap()) {
    auto o = ours.begin();
    for (auto t = theirs.begin(); t != theirs.end(); ++t, ++o) {
      REQUIRE(o != ours.end());
      const std::string key = t->first.IsScalar() ? t->first.Scalar() : std::string("<complex>");
      same(o->first, t->first, path + " key " + key, depth + 1);
      same(o->second, t->second, path + "." + key, depth + 1);
      if (t->first.IsScalar()) same(ours[key], theirs[key], path + "[" + key + "]", depth + 1, false);
    }
    CHECK(o == ours.end());
    CHECK(!ours["no such key"].IsDefined());
  }
}

void same_document(const std::string& text, const std::string& name) {
  INFO(name);
  YAML::Node theirs;
  bool their_error = false;
  try {
    theirs = YAML::Load(text);
  } catch (const YAML::Exception&) {
    their_error = true;
  }
  bool our_error = false;
  Node ours;
  try {
    ours = dlpackgen::yaml::load(text);
  } catch (const YAML::Exception&) {
    our_error = true;
  }
  REQUIRE(our_error == their_error);
  if (!their_error) same(ours, theirs, "root");
}

}  // namespace

TEST_CASE("yaml_node: crafted documents read as yaml-cpp reads them") {
  const char* docs[] = {
      "",
      "# only a comment\n",
      "~\n",
      "null\n",
      "plain\n",
      "\"quoted\"\n",
      "'single'\n",
      "!!str 12\n",
      "!custom x\n",
      "a: 1\nb: [1, 2, {c: d}]\nc:\n  - x\n  - y: z\n    w: ~\nd:\ne: ''\n",
      "dup: 1\ndup: 2\nother: 3\n",
      "base: &b {x: 1, y: [a, b]}\nuse: *b\nlist: &l [1, 2]\nagain: *l\n",
      "? [complex, key]\n: value\n? {a: b}\n: other\n",
      "- - nested\n  - seq\n- {flow: map, with: [items]}\n- |\n  literal\n  block\n- >\n  folded\n  text\n",
      "key with spaces: value with: colon\n\"quoted key\": 1\n'single key': 2\n",
      "%YAML 1.2\n---\na: b\n",
      "---\n- 1\n- 2\n...\n",
      "[1, 2\n",
      "a: [\n",
      "{a: 1, a: 2}\n",
      "\xc3\xa9t\xc3\xa9: caf\xc3\xa9\n",
  };
  int i = 0;
  for (const char* d : docs) same_document(d, "crafted document " + std::to_string(i++) + ": " + d);
  CHECK(dlpackgen::yaml::load("").IsNull());
  CHECK(dlpackgen::yaml::load("").IsDefined());
  CHECK(!Node::undefined().IsDefined());
  CHECK(Node::empty_sequence().IsSequence());
  CHECK(Node::empty_sequence().size() == 0);
  CHECK(Node::empty_sequence().begin() == Node::empty_sequence().end());
  CHECK(!dlpackgen::yaml::load("x: 1\n")["x"]["y"].IsDefined());
  CHECK(dlpackgen::yaml::load("[a, b]\n")[1].Scalar() == "b");
  CHECK(!dlpackgen::yaml::load("[a, b]\n")[2].IsDefined());
  CHECK(!dlpackgen::yaml::load("{0: a}\n")[0].IsDefined());
}

TEST_CASE("yaml_node: integers as yaml-cpp reads them, and nothing else") {
  auto integer = [](const std::string& s) { return dlpackgen::yaml::integer(dlpackgen::yaml::load(s + "\n")); };
  CHECK(integer("0") == 0);
  CHECK(integer("-12") == -12);
  CHECK(integer("+7") == 7);
  CHECK(integer("0x1F") == 31);
  CHECK(integer("0o17") == 15);
  CHECK(integer("9223372036854775807") == INT64_MAX);
  CHECK(integer("-9223372036854775808") == INT64_MIN);
  CHECK(!integer("9223372036854775808"));
  CHECK(!integer("1.5"));
  CHECK(!integer("12abc"));
  CHECK(!integer("0x"));
  CHECK(!integer("-"));
  CHECK(!integer("[1]"));
}

TEST_CASE("yaml_node: every YAML file of the project reads as yaml-cpp reads it") {
  int files = 0;
  for (const char* dir : {DLPACKGEN_SOURCE_DIR "/schema", DLPACKGEN_SOURCE_DIR "/templates",
                          DLPACKGEN_SOURCE_DIR "/examples", DLPACKGEN_SOURCE_DIR "/tests/corpus"}) {
    if (!fs::exists(dir)) continue;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
      const auto ext = e.path().extension();
      if (!e.is_regular_file() || (ext != ".yaml" && ext != ".yml")) continue;
      std::ifstream in(e.path(), std::ios::binary);
      std::stringstream text;
      text << in.rdbuf();
      if (text.str().size() > 4 * 1024 * 1024) continue;
      // yaml-cpp's LoadAll is never used: a second document is cut off by both.
      same_document(text.str(), e.path().string());
      ++files;
    }
  }
  CHECK(files > 10);
}

TEST_CASE("yaml_node: random documents read as yaml-cpp reads them") {
  std::mt19937 rng(20261126);
  const char* atoms[] = {"a", "b", "~", "null", "''", "\"q\"", "12", "-3", "!!str x", "&x v", "*x", "[]", "{}"};
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  std::function<std::string(int, int)> make = [&](int depth, int indent) -> std::string {
    const std::string pad(static_cast<size_t>(indent), ' ');
    const int kind = depth > 3 ? 0 : pick(4);
    if (kind == 0) return std::string(atoms[pick(static_cast<int>(std::size(atoms)))]) + "\n";
    std::string out = "\n";
    const int n = 1 + pick(3);
    for (int i = 0; i < n; ++i) {
      if (kind == 1) out += pad + "- " + make(depth + 1, indent + 2);
      else if (kind == 2) out += pad + "k" + std::to_string(pick(3)) + ": " + make(depth + 1, indent + 2);
      else out += pad + "f" + std::to_string(i) + ": [" + atoms[pick(4)] + ", {x: " + atoms[pick(4)] + "}]\n";
    }
    return out;
  };
  for (int i = 0; i < 300; ++i) {
    std::string doc = "root:" + make(0, 2);
    same_document(doc, "random document " + std::to_string(i) + ":\n" + doc);
  }
}
