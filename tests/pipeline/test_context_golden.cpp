// The neutral template context (context::build_context, no language's names)
// kept as small golden files a reviewer can read (tests/golden/context):
//
// - one full context per kind of header: the last unversioned release (v0.8),
//   the first versioned one with flags (v1.1), the exchange API (v1.3-torch) and
//   the project's vendored-style header with declared alignments; and each
//   small header of tests/headers/cases (`case-<name>.yaml`);
// - every other header as what it changes against its neighbour (`<header>.diff`,
//   "v0.7 is v0.8 less ..."): a zero-context diff whose hunks carry no line
//   numbers, so a change every header shares shows once, in the full goldens.
//
// Compact form: a mapping whose values are all scalars is one line, a list of
// scalars one line; `is_first`/`is_last` are left out (every list's ends are
// checked for every header in test_dump_context.cpp). x86_64-linux-gnu only:
// how languages spell targets and types is in the per-language cases
// (test_lang_cases.cpp). DLPACKGEN_UPDATE_GOLDEN=1 rewrites them and prints
// what changed.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "context/context.h"
#include "overlay/semantics.h"
#include "pipeline/pipeline.h"
#include "render/output.h"
#include "support/support.h"

namespace fs = std::filesystem;
using dlpackgen::render::Value;

namespace {

const std::string kGoldenDir = std::string(DLPACKGEN_SOURCE_DIR) + "/tests/golden/context";

// A header's neighbour whose context its golden is a diff against; absent: a full golden.
const std::map<std::string, std::string> kBase = {
    {"dlpack-v0.1", "dlpack-v0.2"},
    {"dlpack-v0.2", "dlpack-v0.3"},
    {"dlpack-v0.3", "dlpack-v0.4"},
    {"dlpack-v0.4", "dlpack-v0.5"},
    {"dlpack-v0.5", "dlpack-v0.6"},
    {"dlpack-v0.6", "dlpack-v0.7"},
    {"dlpack-v0.7", "dlpack-v0.8"},
    {"dlpack-v1.0", "dlpack-v1.1"},
    {"dlpack-v1.1-trn", "dlpack-v1.1"},
    {"dlpack-v1.1-exchange-api", "dlpack-v1.3-torch"},
};

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

bool skipped(const std::string& key) { return key == "is_first" || key == "is_last"; }

std::vector<Value> items_of(const Value& v) { return v.is_lazy() ? v.make_items() : v.items(); }

bool scalar(const Value& v) { return v.is_string() || v.is_bool(); }

std::string scalar_text(const Value& v) { return v.is_bool() ? (v.boolean() ? "true" : "false") : quoted(v.str()); }

// One line when it holds only scalars: {a: "x", b: true} / ["x", "y"]; "" otherwise.
std::string flat(const Value& v) {
  if (scalar(v)) return scalar_text(v);
  std::string out;
  if (v.is_list()) {
    for (const auto& item : items_of(v)) {
      if (!scalar(item)) return "";
      out += (out.empty() ? "" : ", ") + scalar_text(item);
    }
    return "[" + out + "]";
  }
  for (const auto& [k, m] : v.members()) {
    if (skipped(k.str())) continue;
    if (!scalar(m)) return "";
    out += (out.empty() ? "" : ", ") + k.str() + ": " + scalar_text(m);
  }
  return "{" + out + "}";
}

constexpr size_t kWidth = 120;

struct Emitter {
  std::string out;
  // A shared tree (a type, held once however many fields have it) is written in
  // full where it first appears, `&tN`, and as `*tN` after that.
  std::map<const void*, std::string> anchors;

  std::string anchor_name(const Value& v) {
    const Value* spelling = v.get("c_spelling");
    return "t" + std::to_string(anchors.size() + 1) + (spelling ? "  # " + spelling->str() : "");
  }

  // An object's scalar members packed into lines of about kWidth columns, each
  // other member after them as its own block.
  void object(const Value& v, const std::string& indent, std::string first_prefix) {
    std::string line;
    auto flush = [&] {
      if (line.empty()) return;
      out += (first_prefix.empty() ? indent : first_prefix) + line + "\n";
      first_prefix.clear();
      line.clear();
    };
    for (const auto& [k, m] : v.members()) {
      if (skipped(k.str()) || !scalar(m)) continue;
      std::string pair = k.str() + ": " + scalar_text(m);
      if (!line.empty() && indent.size() + line.size() + 2 + pair.size() > kWidth) flush();
      line += (line.empty() ? "" : ", ") + pair;
    }
    flush();
    for (const auto& [k, m] : v.members()) {
      if (skipped(k.str()) || scalar(m)) continue;
      member(k.str(), m, indent, first_prefix);
      first_prefix.clear();
    }
  }

  void member(const std::string& key, const Value& m, const std::string& indent, const std::string& first_prefix) {
    const std::string head = first_prefix.empty() ? indent : first_prefix;
    std::string line = flat(m);
    if (!line.empty()) {
      out += head + key + ": " + line + "\n";
      return;
    }
    std::string mark;
    if (m.is_shared() && m.is_object()) {
      const void* id = &m.members();  // the shared tree itself: const access does not copy it
      auto seen = anchors.find(id);
      if (seen != anchors.end()) {
        out += head + key + ": *" + seen->second + "\n";
        return;
      }
      mark = " &" + anchors.emplace(id, anchor_name(m)).first->second;
    }
    out += head + key + ":" + mark + "\n";
    block(m, indent + "  ");
  }

  void block(const Value& v, const std::string& indent) {
    if (!v.is_list()) {
      object(v, indent, "");
      return;
    }
    for (const auto& item : items_of(v)) {
      std::string line = flat(item);
      if (!line.empty())
        out += indent + "- " + line + "\n";
      else
        object(item, indent + "  ", indent + "- ");
    }
  }
};

std::string compact(const Value& context) {
  Emitter e;
  e.block(context, "");
  return e.out;
}

std::string neutral_context(const std::string& header) {
  dlpackgen::extract::Options options;
  options.targets = {"x86_64-linux-gnu"};
  const dlpackgen::model::Model model = dlpackgen::pipeline::load_header(header, options);
  const auto semantics = dlpackgen::overlay::load_semantics(dlpackgen::pipeline::builtin_semantics_file(), model,
                                                            false, dlpackgen::pipeline::builtin_semantics_file());
  return compact(dlpackgen::context::build_context(model, semantics));
}

// The changes that turn `from` into `to`: hunks without context lines or line
// numbers (only "@@"), so they stay put when lines elsewhere come and go.
std::string changes(const std::string& from, const std::string& to, const std::string& from_name,
                    const std::string& to_name) {
  std::istringstream diff(dlpackgen::render::unified_diff(from, to, from_name, to_name, 0));
  std::string out, line;
  while (std::getline(diff, line)) out += (line.rfind("@@", 0) == 0 ? std::string("@@") : line) + "\n";
  return out;
}

}  // namespace

TEST_CASE("context goldens: a full neutral context per kind of header, every other header as its changes") {
  std::map<std::string, std::string> context;  // header stem -> compact neutral context
  std::map<std::string, std::string> path;
  for (const auto& h : dlpackgen::test::lang_headers()) {
    const std::string stem = fs::path(h).stem().string();
    path[stem] = h;
    context[stem] = neutral_context(h);
  }
  REQUIRE(context.size() >= 14);
  // The per-language cases' headers (test_lang_cases.cpp), each in full: the
  // values no real header has (negative enumerators, the ends of 64 bits, words).
  for (const auto& e : fs::directory_iterator(dlpackgen::test::test_header("cases")))
    if (e.path().extension() == ".h") {
      const std::string stem = "case-" + e.path().stem().string();
      path[stem] = e.path().string();
      context[stem] = neutral_context(e.path().string());
    }
  size_t full = 0;
  std::set<std::string> written;
  for (const auto& [stem, text] : context) {
    auto base = kBase.find(stem);
    std::string golden, actual;
    if (base == kBase.end() || !context.count(base->second)) {
      full += stem.rfind("case-", 0) != 0;
      golden = kGoldenDir + "/" + stem + ".yaml";
      actual = text;
    } else {
      golden = kGoldenDir + "/" + stem + ".diff";
      actual = changes(context.at(base->second), text, base->second + ".yaml", stem + ".yaml");
      CHECK_MESSAGE(!actual.empty(), stem << " has the same context as " << base->second
                                          << ": drop its line from kBase");
    }
    written.insert(golden);
    const std::string why = dlpackgen::test::golden_mismatch(golden, actual);
    CHECK_MESSAGE(why.empty(), path[stem] << ": " << why);
  }
  CHECK(full <= 5);
  // A golden no longer written (a header gone, or now a diff): removed when updating, a failure otherwise.
  const bool update = std::getenv("DLPACKGEN_UPDATE_GOLDEN") != nullptr;
  for (const auto& e : fs::directory_iterator(kGoldenDir)) {
    if (written.count(e.path().string())) continue;
    if (update) {
      fs::remove(e.path());
      std::cout << "removed " << e.path().string() << "\n";
    } else {
      CHECK_MESSAGE(false, e.path().string() << " is no golden of a header (DLPACKGEN_UPDATE_GOLDEN=1 removes it)");
    }
  }
}

TEST_CASE("context goldens: the compact form keeps every value, and the diffs are not empty") {
  Value v;
  Value item;
  item.set("name", Value("a\"b\n")).set("is_first", Value(true)).set("flag", Value(false));
  Value list = Value::list();
  list.push(item);
  Value nested;
  nested.set("names", Value::list({Value("x"), Value("y")})).set("inner", Value().set("k", Value("v")));
  list.push(nested);
  v.set("items", list).set("empty", Value::list());
  CHECK(compact(v) ==
        "items:\n"
        "  - {name: \"a\\\"b\\n\", flag: false}\n"
        "  - names: [\"x\", \"y\"]\n"
        "    inner: {k: \"v\"}\n"
        "empty: []\n");
  CHECK(changes("a\nb\nc\n", "a\nB\nc\n", "x", "y") == "--- x\n+++ y\n@@\n-b\n+B\n");
  CHECK(changes("a\n", "a\n", "x", "y").empty());
}
