// Strings survive the schema exactly, whatever they hold, and are written in
// the most readable form that keeps them exact.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "support/model_compare.h"
#include "sample_model.h"
#include "schema/c_text.h"
#include "schema/schema.h"
#include "schema/yaml_text.h"
#include "util/error.h"

using namespace dlpackgen;
namespace yt = dlpackgen::schema::yaml_text;

namespace {

std::string printable(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c == '\n') out += "\\n";
    else if (c < 0x20 || c >= 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    } else out += static_cast<char>(c);
  }
  return out;
}

// Puts `s` into every kind of string the Model has (names, docs, spellings,
// per-target keys, history, aliases, removed entries) where its rule allows it,
// and round-trips the Model.
void check_string_everywhere(const std::string& s) {
  model::Model m = test::sample_model();
  // header.file is stamped into generated files: control characters, quotes
  // and backslashes are refused there (test_validation.cpp), kept elsewhere.
  const bool file_safe = std::none_of(s.begin(), s.end(), [](char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == '"' || c == '\\';
  });
  m.header.file = !file_safe ? std::string("x.h") : s.empty() || s[0] != '/' ? s : "x" + s;
  // Where a string reaches generated code it must follow its rule
  // (schema/c_text.h, test_validation.cpp): `s` goes there when it does.
  const auto or_else = [&](bool ok, const std::string& fallback) { return ok ? s : fallback; };
  const std::string triple = or_else(schema::is_target_triple(s) && !m.find_target(s), "tricky-target");
  m.targets.push_back({triple, 2, 2, true});
  const bool is_name = schema::is_c_identifier(s) && !schema::is_c_keyword(s) && !schema::is_cxx_keyword(s);
  // A spelling that is a plain integer literal must be the value it spells.
  const auto spells = [&](int64_t value) {
    auto literal = schema::integer_literal_value(s);
    return schema::is_expression_spelling(s) && (!literal || *literal == value);
  };
  const std::string name = or_else(is_name, "RenamedEnum");
  const std::string label = or_else(schema::is_history_label(s) && !model::Version::parse(s), "1.3");
  if (std::find(m.history_versions.begin(), m.history_versions.end(), label) == m.history_versions.end())
    m.history_versions.push_back(label);
  const model::History history{label, or_else(is_name, "kDLOld"), label};
  model::Enum& e = m.enums[0];
  e.name = name;  // DLDeviceType renamed: fix the reference to it
  e.tag = or_else(is_name, "");
  e.doc = s;
  e.fixed_type_c = or_else(schema::is_scalar_type_name(s), "int");
  // An underlying type is a C integer type of the layout's 8 bytes (long: its size is the target's).
  e.underlying_c[triple] = or_else(schema::is_c_integer_type(s) && (schema::c_integer_type_size(s) == 0 ||
                                                                    schema::c_integer_type_size(s) == 8),
                                   "long");
  e.underlying_cxx[triple] = e.underlying_c[triple];
  e.layout[triple] = {8, 8};  // its enumerators need 64 bits
  e.enumerators[0].spelling = spells(e.enumerators[0].value) ? s : std::to_string(e.enumerators[0].value);
  e.enumerators[0].doc = s;
  e.enumerators[0].history = history;
  m.structs[0].fields[0].type.name = name;
  m.structs[0].fields[0].type.spelling = or_else(schema::is_type_spelling(s), "DLDeviceType");
  m.structs[0].fields[0].doc = s;
  m.structs[0].layout[triple] = m.structs[0].layout.at("x86_64-linux-gnu");
  m.structs[0].fields[0].offset[triple] = 0;
  m.function_pointers[1].type.params[0].type.name = name;
  m.function_pointers[1].type.params[0].name = or_else(is_name, "renamed_param");
  m.function_pointers[0].doc = s;
  m.aliases[0].doc = s;
  m.aliases[0].type.spelling = or_else(schema::is_type_spelling(s), "DLDevice");
  m.aliases[1].history = history;
  m.aliases[2].name = name + "_alias";  // not the enum's name
  m.aliases[2].type.params[0].name = or_else(is_name, "renamed_param");
  m.macros[0].spelling = spells(m.macros[0].value) ? s : std::to_string(m.macros[0].value);
  m.macros[0].doc = s;
  m.removed.push_back({"field", or_else(is_name, "ctx"), or_else(is_name, "DLTensor"), label, label});
  test::complete_targets(m);  // the new target's layouts and offsets for everything else

  const std::string first = schema::to_yaml(m);
  model::Model read;
  try {
    read = schema::from_yaml(first, "strings.yaml");
  } catch (const util::Error& e) {
    FAIL_CHECK("rejected:\n" << e.what() << "\n---\n" << first);
    return;
  }
  const auto differences = test::model_differences(m, read);
  CHECK_MESSAGE(differences.empty(), (differences.empty() ? "" : differences.front()));
  CHECK(schema::to_yaml(read) == first);
}

}  // namespace

TEST_CASE("schema: tricky strings round-trip in every string field") {
  for (const auto& s : test::tricky_strings()) {
    CAPTURE(printable(s));
    check_string_everywhere(s);
  }
}

TEST_CASE("schema: plain scalars only where no YAML reader could misread them") {
  const auto block = [](const std::string& s) { return yt::is_plain_safe(s, yt::Context::Block); };
  const auto flow = [](const std::string& s) { return yt::is_plain_safe(s, yt::Context::Flow); };
  for (const auto& plain : {"DLDeviceType", "int64_t *", "void (*)(struct DLManagedTensor *)", "CPU device",
                            "it's", "\\brief CPU device" /* a backslash is no escape in a plain scalar */}) {
    CAPTURE(plain);
    CHECK(block(plain));
    CHECK(flow(plain));
  }
  // Flow indicators end a scalar inside {...} only.
  for (const auto& block_only : {"a, b", "int64_t[4]", "f(a, b)", "why?", "x {y}"}) {
    CAPTURE(block_only);
    CHECK(block(block_only));
    CHECK_FALSE(flow(block_only));
  }
  for (const auto& quoted : {
           "",
           "010",  // octal 8 in YAML 1.1
           "1.3",  // a float
           "-1", ".inf", "+1",
           "yes",  // YAML 1.1 boolean
           "Off", "null", "~", "a: b", "a #b", "a:b", " lead", "trail ", "caf\xC3\xA9", "*alias", "&anchor",
           "!tag", "- item", "[x]", "{x}", "tab\tin", "'quoted'", "\"quoted\"", "`code`"}) {
    CAPTURE(quoted);
    CHECK_FALSE(block(quoted));
    CHECK_FALSE(flow(quoted));
  }
}

TEST_CASE("schema: double quoting escapes what must not appear raw") {
  CHECK(yt::double_quoted("") == "\"\"");
  CHECK(yt::double_quoted("a\"b\\c") == "\"a\\\"b\\\\c\"");
  CHECK(yt::double_quoted("t\tn\nr\r") == "\"t\\tn\\nr\\r\"");
  CHECK(yt::double_quoted(std::string("\0\x01\x7F\x1B", 4)) == "\"\\0\\x01\\x7F\\e\"");
  CHECK(yt::double_quoted("caf\xC3\xA9") == "\"caf\xC3\xA9\"");  // UTF-8 kept as is
  CHECK(yt::double_quoted("\xC2\x85|\xE2\x80\xA8|\xE2\x80\xA9|\xEF\xBB\xBF") ==
        "\"\\u0085|\\u2028|\\u2029|\\uFEFF\"");
  CHECK_THROWS_AS(yt::double_quoted("bad \xFF byte"), std::invalid_argument);
  CHECK_THROWS_AS(yt::double_quoted("overlong \xC0\xAF"), std::invalid_argument);
  CHECK_THROWS_AS(yt::double_quoted("surrogate \xED\xA0\x80"), std::invalid_argument);
  CHECK_THROWS_AS(yt::double_quoted("cut \xE2\x82"), std::invalid_argument);
}

TEST_CASE("schema: multi-line text becomes a literal block with the right chomping") {
  CHECK(yt::literal_header("one line") == std::nullopt);
  CHECK(yt::literal_header("a\nb") == "|-");
  CHECK(yt::literal_header("a\nb\n") == "|");
  CHECK(yt::literal_header("a\nb\n\n") == "|+");
  CHECK(yt::literal_header("a\n") == "|");
  CHECK(yt::literal_header("\nleading blank") == "|-");
  CHECK(yt::literal_header("  indented\nb") == "|2-");
  CHECK(yt::literal_header("\n  indented after blank\n") == "|2");
  CHECK(yt::literal_header("a\n  indented later") == "|-");
  CHECK(yt::literal_header("\ttab first\nb") == "|-");
  // Cannot be held exactly (or would not survive editors): quoted instead.
  CHECK(yt::literal_header("\n") == std::nullopt);
  CHECK(yt::literal_header("\n\n") == std::nullopt);
  CHECK(yt::literal_header("trailing \nspace") == std::nullopt);
  CHECK(yt::literal_header("a\n   \nb") == std::nullopt);
  CHECK(yt::literal_header("tab\t\nend") == std::nullopt);
  CHECK(yt::literal_header("cr\r\nlf") == std::nullopt);
  CHECK(yt::literal_header("bell\a\nx") == std::nullopt);
  CHECK(yt::literal_header("nel\xC2\x85\nx") == std::nullopt);

  std::string out;
  yt::append_key_value(out, 4, "doc", "First line.\n\n  Indented: code # here\nLast.\n\n");
  CHECK(out == "    doc: |+\n      First line.\n\n        Indented: code # here\n      Last.\n\n");
  out.clear();
  yt::append_key_value(out, 2, "doc", "  lead\nx");
  CHECK(out == "  doc: |2-\n      lead\n    x\n");
  out.clear();
  yt::append_key_value(out, 2, "doc", "trailing \nspace");
  CHECK(out == "  doc: \"trailing \\nspace\"\n");
  out.clear();
  yt::append_key_value(out, 0, "spelling", "010");
  CHECK(out == "spelling: \"010\"\n");
}

TEST_CASE("schema: a multi-line doc is written as a literal block in the file") {
  model::Model m = test::sample_model();
  m.structs[0].doc = "Line one: has a colon.\n  Line two is indented.\n";
  const std::string yaml = schema::to_yaml(m);
  CHECK(yaml.find("    doc: |\n      Line one: has a colon.\n        Line two is indented.\n    line: 120\n") !=
        std::string::npos);
  CHECK(schema::from_yaml(yaml, "s.yaml").structs[0].doc == m.structs[0].doc);
}

TEST_CASE("schema: to_yaml refuses text that is not UTF-8") {
  model::Model m = test::sample_model();
  m.enums[0].doc = "Latin-1 \xE9t\xE9";
  CHECK_THROWS_AS(schema::to_yaml(m), std::invalid_argument);
  m.enums[0].doc = "multi\nline \xFF";
  CHECK_THROWS_AS(schema::to_yaml(m), std::invalid_argument);
}

TEST_CASE("schema: which scalar names of the Model hold integers") {
  for (const char* name : {"int", "unsigned long long", "_Bool", "signed char", "long", "__int128", "uint8_t",
                           "int64_t", "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t"})
    CHECK_MESSAGE(schema::is_integer_scalar_name(name), name);
  for (const char* name : {"float", "double", "long double", "void", "int64", "uint128_t", "wchar_t", ""})
    CHECK_MESSAGE(!schema::is_integer_scalar_name(name), name);
}
