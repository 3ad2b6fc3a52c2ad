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

// The first difference between `ours` and yaml-cpp's `theirs`, "" when there is
// none: what differs, after the path from the node compared down to it. Every
// node is compared (kinds, scalar, tag, mark, size) and, with `deep`, its
// children, each reached by iteration and again by index or key. Plain
// comparisons, one CHECK per document: the project's schema has hundreds of
// thousands of nodes, and a CHECK each made this test the longest under ASan.
std::string differ(const Node& ours, const YAML::Node& theirs, int depth = 0, bool deep = true) {
  if (depth >= 2000) return ": nested 2000 deep (aliases may share nodes, never loop in these documents)";
  auto what = [](const char* property, const std::string& a, const std::string& b) {
    return std::string(": ") + property + " is '" + a + "', yaml-cpp's '" + b + "'";
  };
  auto flag = [&](const char* property, bool a, bool b) { return what(property, a ? "true" : "false", b ? "true" : "false"); };
  if (ours.IsDefined() != theirs.IsDefined()) return flag("IsDefined", ours.IsDefined(), theirs.IsDefined());
  if (!theirs.IsDefined()) return "";
  if (ours.IsNull() != theirs.IsNull()) return flag("IsNull", ours.IsNull(), theirs.IsNull());
  if (ours.IsScalar() != theirs.IsScalar()) return flag("IsScalar", ours.IsScalar(), theirs.IsScalar());
  if (ours.IsSequence() != theirs.IsSequence()) return flag("IsSequence", ours.IsSequence(), theirs.IsSequence());
  if (ours.IsMap() != theirs.IsMap()) return flag("IsMap", ours.IsMap(), theirs.IsMap());
  if (ours.Scalar() != theirs.Scalar()) return what("Scalar", ours.Scalar(), theirs.Scalar());
  if (!theirs.IsNull() && ours.Tag() != theirs.Tag()) return what("Tag", ours.Tag(), theirs.Tag());
  auto number = [&](const char* property, long long a, long long b) {
    return what(property, std::to_string(a), std::to_string(b));
  };
  if (ours.Mark().line != theirs.Mark().line) return number("Mark().line", ours.Mark().line, theirs.Mark().line);
  if (ours.Mark().column != theirs.Mark().column)
    return number("Mark().column", ours.Mark().column, theirs.Mark().column);
  if (ours.Mark().pos != theirs.Mark().pos) return number("Mark().pos", ours.Mark().pos, theirs.Mark().pos);
  if ((theirs.IsSequence() || theirs.IsMap()) && ours.size() != theirs.size())
    return number("size()", static_cast<long long>(ours.size()), static_cast<long long>(theirs.size()));
  if (!deep) return "";
  if (theirs.IsSequence()) {
    size_t i = 0;
    auto o = ours.begin();
    for (auto t = theirs.begin(); t != theirs.end(); ++t, ++o, ++i) {
      const auto at = [&] { return "[" + std::to_string(i) + "]"; };
      if (o == ours.end()) return at() + ": ours has no such item";
      if (std::string d = differ(*o, *t, depth + 1); !d.empty()) return at() + d;
      if (std::string d = differ(ours[i], theirs[i], depth + 1, false); !d.empty()) return at() + " by index" + d;
    }
    if (o != ours.end()) return ": ours has more items";
  } else if (theirs.IsMap()) {
    auto o = ours.begin();
    for (auto t = theirs.begin(); t != theirs.end(); ++t, ++o) {
      const std::string key = t->first.IsScalar() ? t->first.Scalar() : std::string("<complex>");
      if (o == ours.end()) return " key " + key + ": ours has no such entry";
      if (std::string d = differ(o->first, t->first, depth + 1); !d.empty()) return " key " + key + d;
      if (std::string d = differ(o->second, t->second, depth + 1); !d.empty()) return "." + key + d;
      if (t->first.IsScalar())
        if (std::string d = differ(ours[key], theirs[key], depth + 1, false); !d.empty())
          return "[" + key + "]" + d;
    }
    if (o != ours.end()) return ": ours has more entries";
    if (ours["no such key"].IsDefined()) return "[no such key]: defined";
  }
  return "";
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
  if (their_error) return;
  const std::string difference = differ(ours, theirs);
  CHECK_MESSAGE(difference.empty(), "root" << difference);
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
