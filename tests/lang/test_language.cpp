// Language descriptors (lang/): loading and its errors, naming, scalar
// spellings, target conditions, and the C++ descriptor's conditions.
#include <doctest/doctest.h>

#include <functional>
#include <set>

#include "lang/language.h"
#include "render/renderer.h"
#include "render/text_escape.h"
#include "util/case_style.h"
#include "util/fs.h"
#include "support/small_model.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;

namespace {

std::string error_text(const std::function<void()>& f) { return test::diagnostics_of(f); }

lang::Language parse(const std::string& text) {
  return lang::Language(lang::parse_descriptor(text, "language.yaml", "demo"));
}

model::TargetInfo target(const std::string& triple, unsigned pointer = 8, bool big = false) {
  return model::TargetInfo{triple, pointer, pointer, big};
}

const std::string kCppDescriptor = std::string(DLPACKGEN_SOURCE_DIR) + "/templates/cpp/language.yaml";

}  // namespace

TEST_CASE("bad descriptors: one file:line:col error each") {
  struct Case {
    const char* what;
    std::string text;
    std::string expected;
  };
  const std::vector<Case> cases = {
      {"unknown key", "descriptor_version: 1\nscalar: {}\n", "language.yaml:2:1: unknown key 'scalar' in language descriptor (did you mean 'scalars'?)"},
      {"missing version", "scalars: {}\n", "language.yaml:1:1: missing required key 'descriptor_version'"},
      {"future version", "descriptor_version: 2\n", "language.yaml:1:21: descriptor_version 2 is not supported"},
      {"YAML syntax", "descriptor_version: 1\nscalars: [\n", "language.yaml:3:1: YAML syntax error"},
      {"not a mapping", "- a\n", "language.yaml:1:1: a language descriptor is a mapping"},
      {"bad case", "descriptor_version: 1\nnaming:\n  types: {case: kebab}\n", "language.yaml:3:17: naming.types.case: unknown case 'kebab'"},
      {"from on fields", "descriptor_version: 1\nnaming:\n  fields: {from: short_name}\n", "language.yaml:3:12: unknown key 'from' in naming.fields"},
      {"from on functions", "descriptor_version: 1\nnaming:\n  functions: {from: short_name}\n", "language.yaml:3:15: unknown key 'from' in naming.functions"},
      {"bad flags case", "descriptor_version: 1\nnaming:\n  flags: {case: title}\n", "language.yaml:3:17: naming.flags.case: unknown case 'title'"},
      {"escape without name", "descriptor_version: 1\nreserved:\n  - {words: [type], escape: \"x_\"}\n", "language.yaml:3:29: reserved.escape must contain {{name}}"},
      {"bad size", "descriptor_version: 1\nscalars:\n  long: {by_size: {3: i24}}\n", "language.yaml:3:20: scalars.long.by_size: a size is 1, 2, 4, 8 or 16"},
      {"scalar list", "descriptor_version: 1\nscalars:\n  long: [i64]\n", "language.yaml:3:9: scalars.long must be a spelling or {by_size"},
      {"no extensions", "descriptor_version: 1\nextensions: [cpp]\n", "language.yaml:2:1: unknown key 'extensions' in language descriptor"},
      {"condition missing", "descriptor_version: 1\ntargets: {tables: {}}\n", "language.yaml:2:10: missing required key 'condition'"},
      {"bad unmatched", "descriptor_version: 1\ntargets: {condition: x, unmatched: maybe}\n", "language.yaml:2:36: targets.unmatched: 'error' or 'skip'"},
      {"bad ignore", "descriptor_version: 1\nignore: [../up]\n", "language.yaml:2:10: ignore: '../up' is not a relative path pattern"},
      {"bad word", "descriptor_version: 1\nnaming: {words: [Open-CL]}\n", "language.yaml:2:18: naming.words: 'Open-CL' is not a word"},
      {"bad dtype bits", "descriptor_version: 1\ndtypes: {kDLFloat: {0: f0}}\n", "language.yaml:2:21: dtypes.kDLFloat: a bit width is an integer in 1..255"},
      {"unknown section", "descriptor_version: 1\nrequires_mapped: [devices, dtypes]\n", "language.yaml:2:28: requires_mapped: unknown section 'dtypes' (expected one of: devices, element_types)"},
      {"overlay section twice", "descriptor_version: 1\nrequires_mapped: [devices, devices]\n", "language.yaml:2:28: requires_mapped: 'devices' is listed twice"},
      {"text context name", "descriptor_version: 1\ntext: {Str: {}}\n", "language.yaml:2:8: text: a context name is lower-case letters, digits and '_', not 'Str'"},
      {"text context not a map", "descriptor_version: 1\ntext: {string: [a]}\n", "language.yaml:2:16: text.string must be a mapping"},
      {"text unknown key", "descriptor_version: 1\ntext: {string: {escape: x}}\n", "language.yaml:2:17: unknown key 'escape' in text.string"},
      {"text empty replace", "descriptor_version: 1\ntext: {doc: {replace: {'': x}}}\n", "language.yaml:2:24: text.doc.replace: an empty string cannot be replaced"},
      {"identifier not a regex", "descriptor_version: 1\nidentifier: '[a-z'\n", "language.yaml:2:13: identifier: '[a-z' is not a regular expression"},
      {"identifier empty", "descriptor_version: 1\nidentifier: ''\n", "language.yaml:2:13: identifier: an empty pattern matches no identifier"},
      {"taken unknown scope", "descriptor_version: 1\ntaken: {types: [x]}\n", "language.yaml:2:9: unknown key 'types' in taken"},
      {"taken not a regex", "descriptor_version: 1\ntaken: {top: ['(']}\n", "language.yaml:2:15: taken.top: '(' is not a regular expression"},
      {"fence tag not a word", "descriptor_version: 1\ndocs: {format: markdown, fences: {rs: 'text x'}}\n", "language.yaml:2:39: docs.fences.rs: 'text x' is not a fence tag"},
      {"fence extension not one", "descriptor_version: 1\ndocs: {format: markdown, fences: {R.S: text}}\n", "language.yaml:2:35: docs.fences: 'R.S' is not a \\code{.ext} extension"},
      {"fan_out path", "descriptor_version: 1\nfan_out: {'{{each.name}}.md': 'a.'}\n", "language.yaml:2:31: fan_out.{{each.name}}.md: 'a.' is not a context path"},
      {"text control loses code point", "descriptor_version: 1\ntext: {string: {control: '?'}}\n", "language.yaml:2:26: text.string.control: '?' holds no {{hex}}, so it would lose the code point"},
      {"text non_ascii {{hex2}} truncates", "descriptor_version: 1\ntext: {string: {non_ascii: '\\x{{hex2}}'}}\n", "language.yaml:2:28: text.string.non_ascii: '\\x{{hex2}}' uses {{hex2}}, two hex digits, but the code points it spells reach U+10FFFF (U+20AC would become AC): use {{hex}}"},
  };
  for (const auto& c : cases) {
    std::string err = error_text([&] { parse(c.text); });
    CHECK_MESSAGE(err.find(c.expected) == 0, c.what << ": got '" << err << "'");
    CHECK_MESSAGE(err.find('\n') == err.size() - 1, c.what << ": more than one line: " << err);
  }
}

TEST_CASE("an unmapped scalar names the type and the field that uses it") {
  auto demo = parse("descriptor_version: 1\nscalars:\n  int32_t: i32\n  uint32_t: u32\n");
  auto m = test::small_model();
  std::string err = error_text([&] { lang::language_context(m, {}, demo); });
  CHECK(err.find("language.yaml:2:1: scalar 'int64_t' (used by field DLManagedTensor.shape) has no spelling in "
                 "language 'demo': add it under `scalars`") == 0);
}

TEST_CASE("a target no table matches is an error unless unmatched: skip") {
  const std::string base = "descriptor_version: 1\ntargets:\n  condition: \"{{arch}}\"\n  tables:\n    arch: {\"x86_64-*\": x64, \"i?86-*\": x86}\n";
  auto demo = parse(base);
  std::string err = error_text([&] { lang::language_context(test::small_model(), {}, demo); });
  CHECK(err.find("language.yaml:5:5: no condition for target mips-unknown-elf in language 'demo': no pattern of "
                 "targets.tables.arch matches mips-unknown-elf") == 0);
  auto skip = parse(base + "  unmatched: skip\n");
  CHECK(skip.target_condition(target("mips-unknown-elf", 4, true)) == "");
  CHECK(skip.target_condition(target("x86_64-linux-gnu")) == "x64");
  CHECK(skip.target_condition(target("i686-linux-gnu", 4)) == "x86");
}

TEST_CASE("naming: case styles, prefixes, reserved words") {
  CHECK(util::apply_case("DLManagedTensorVersioned", "snake") == "dl_managed_tensor_versioned");
  CHECK(util::apply_case("DLPackVersion", "pascal") == "DLPackVersion");
  CHECK(util::apply_case("READ_ONLY", "pascal") == "ReadOnly");
  CHECK(util::apply_case("READ_ONLY", "camel") == "readOnly");
  CHECK(util::apply_case("byte_offset", "camel") == "byteOffset");
  CHECK(util::apply_case("Float8_e4m3fn", "upper_snake") == "FLOAT8_E4M3FN");
  CHECK(util::apply_case("device_id", "keep") == "device_id");
  // naming.words: kept whole where a word may start and end, else the usual split.
  const std::vector<std::string> words = {"OpenCL", "oneAPI", "UInt", "Open"};
  CHECK(util::apply_case("OpenCL", "upper_snake") == "OPEN_CL");
  CHECK(util::apply_case("OpenCL", "upper_snake", words) == "OPENCL");  // longest match
  CHECK(util::apply_case("OpenCL", "snake", words) == "opencl");
  CHECK(util::apply_case("OpenCL", "pascal", words) == "OpenCL");
  CHECK(util::apply_case("oneAPI", "upper_snake", words) == "ONEAPI");
  CHECK(util::apply_case("UInt", "upper_snake", words) == "UINT");
  CHECK(util::apply_case("UInt8_x", "upper_snake", words) == "UINT8_X");      // ends at a digit
  CHECK(util::apply_case("UIntegral", "upper_snake", words) == "U_INTEGRAL"); // ends inside a word
  CHECK(util::apply_case("OpenCLHost", "snake", words) == "opencl_host");
  CHECK(util::apply_case("OpenCLHOST", "snake", words) == "opencl_host");
  CHECK(util::apply_case("MyOpenCL", "snake", words) == "my_opencl");
  CHECK(util::apply_case("ReopenCL", "snake", words) == "reopen_cl");         // 'open' starts no word
  auto demo = parse(
      "descriptor_version: 1\n"
      "reserved:\n  - {words: [type, Self], escape: \"r#{{name}}\"}\n  - {words: [type], escape: \"never{{name}}\"}\n"
      "naming:\n"
      "  types: {strip_prefix: [DL], case: pascal}\n"
      "  enumerators: {from: short_name, case: upper_snake}\n"
      "  constants: {prefix: K_, case: upper_snake}\n"
      "  fields: {suffix: _}\n"
      "  functions: {prefix: make_}\n"
      "  flags: {from: short_name, case: pascal}\n");
  using Role = context::Naming::Role;
  CHECK(demo.ident(Role::Type, "DLDataType", "") == "DataType");
  CHECK(demo.ident(Role::Type, "DL3", "") == "Dl3");  // not stripped: "3" is no identifier
  CHECK(demo.ident(Role::Enumerator, "kDLFloat8_e4m3fn", "Float8_e4m3fn") == "FLOAT8_E4M3FN");
  CHECK(demo.ident(Role::Constant, "DLPACK_FLAG_BITMASK_READ_ONLY", "") == "K_DLPACK_FLAG_BITMASK_READ_ONLY");
  CHECK(demo.ident(Role::Field, "data", "") == "data_");
  CHECK(demo.ident(Role::Param, "type", "") == "r#type");  // the first group listing a word wins
  CHECK(demo.ident(Role::Function, "float32", "") == "make_float32");
  CHECK(demo.ident(Role::Flag, "DLPACK_FLAG_BITMASK_READ_ONLY", "READ_ONLY") == "ReadOnly");
  CHECK(parse("descriptor_version: 1\n").ident(Role::Function, "bool", "") == "bool");  // keep by default
  CHECK(demo.escape("Self") == "r#Self");
  CHECK(demo.escape("self") == "self");
}

TEST_CASE("scalars: one spelling, by size per target, unknown sizes") {
  auto demo = parse("descriptor_version: 1\nscalars:\n  long: {by_size: {4: i32, 8: i64}}\n  int: c_int\n  __u8: {by_size: {1: u8}}\n");
  CHECK(demo.scalar("long", target("x86_64-linux-gnu"), "f") == "i64");
  CHECK(demo.scalar("long", target("x86_64-pc-windows-msvc"), "f") == "i32");  // LLP64
  CHECK(demo.scalar("long", target("i686-linux-gnu", 4), "f") == "i32");
  CHECK(demo.scalar("int", target("i686-linux-gnu", 4), "f") == "c_int");
  CHECK(error_text([&] { demo.scalar("__u8", target("x86_64-linux-gnu"), "field S.x"); })
            .find("language.yaml:5:3: scalar '__u8' (used by field S.x) is spelt by size, but its size on "
                  "x86_64-linux-gnu is not known") == 0);
  CHECK(error_text([&] { demo.scalar("long", target("i686-linux-gnu", 4), "field S.y"); }).empty());
  auto narrow = parse("descriptor_version: 1\nscalars:\n  long: {by_size: {8: i64}}\n");
  CHECK(error_text([&] { narrow.scalar("long", target("i686-linux-gnu", 4), "field S.y"); })
            .find("language.yaml:3:3: scalar 'long' (used by field S.y) is 4 bytes on i686-linux-gnu, and `by_size` "
                  "has no spelling for 4") == 0);
  // A field whose scalar differs by target: no single ident, one per target.
  auto m = test::small_model();
  m.structs[0].fields[1].type.name = m.structs[0].fields[1].type.spelling = "long";
  auto all = parse("descriptor_version: 1\nscalars: {long: {by_size: {4: i32, 8: i64}}, int64_t: i64, void: (), int: c_int, int32_t: i32, unsigned int: u32, uint32_t: u32}\n");
  auto ctx = lang::language_context(m, {}, all);
  const render::Value* t = ctx.find("structs.0.fields.1.type");
  REQUIRE(t);
  CHECK(t->get("varies_by_target")->boolean());
  CHECK(t->get("ident")->str() == "");
  CHECK(ctx.find("structs.0.fields.1.type.by_target.0.ident")->str() == "i64");
  CHECK(ctx.find("structs.0.fields.1.type.by_target.1.ident")->str() == "i32");
}

TEST_CASE("glob patterns") {
  CHECK(util::glob_match("x86_64-*", "x86_64-linux-gnu"));
  CHECK(util::glob_match("i?86-*", "i686-linux-gnu"));
  CHECK_FALSE(util::glob_match("aarch64-*", "aarch64_be-linux-gnu"));
  CHECK(util::glob_match("*-win*-msvc", "x86_64-pc-windows-msvc"));
  CHECK(util::glob_match("*", ""));
  CHECK_FALSE(util::glob_match("a", ""));
}

TEST_CASE("the C++ descriptor: a distinct #if condition for every default target") {
  lang::Language cpp(lang::load_descriptor(kCppDescriptor, "cpp"));
  auto cond = [&](const std::string& triple, unsigned ptr = 8) { return cpp.target_condition(target(triple, ptr)); };
  CHECK(cond("x86_64-linux-gnu") == "defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)");
  CHECK(cond("i686-linux-gnu", 4) == "defined(__i386__) && defined(__linux__)");
  CHECK(cond("aarch64-linux-gnu") == "defined(__aarch64__) && !defined(__ILP32__) && defined(__linux__)");
  CHECK(cond("armv7-linux-gnueabihf", 4).find("defined(__arm__)") == 0);
  CHECK(cond("riscv64-linux-gnu").find("__riscv_xlen == 64") != std::string::npos);
  CHECK(cond("powerpc64le-linux-gnu").find("__ORDER_LITTLE_ENDIAN__") != std::string::npos);
  CHECK(cond("s390x-linux-gnu") == "defined(__s390x__) && defined(__linux__)");
  CHECK(cond("wasm32-unknown-unknown", 4) == "defined(__wasm32__)");
  CHECK(cond("x86_64-pc-windows-msvc") == "defined(_M_X64) && defined(_WIN64) && defined(_MSC_VER)");
  CHECK(cond("i686-pc-windows-msvc", 4) == "defined(_M_IX86) && defined(_WIN32) && !defined(_WIN64) && defined(_MSC_VER)");
  CHECK(cond("mips-unknown-elf", 4) == "");  // unmatched: skip
  CHECK(cond("nonsense") == "");
  std::set<std::string> seen;
  for (const auto& t : model::default_targets()) {
    auto c = cond(t, t.find("64") != std::string::npos ? 8 : 4);
    CHECK_MESSAGE(!c.empty(), t);
    CHECK_MESSAGE(seen.insert(c).second, t);
  }
}

TEST_CASE("declared alignments: uniform, grouped by the language's target conditions, or indistinguishable") {
  const std::string base = "descriptor_version: 1\nscalars:\n  int32_t: i32\n  int64_t: i64\n  uint32_t: u32\n  uint64_t: u64\n  int: i\n  void: v\n"
                           "targets:\n  condition: \"{{arch}}\"\n  unmatched: skip\n"
                           "  tables:\n    arch: {\"x86_64-*\": x64, \"i?86-*\": x86}\n";
  auto demo = parse(base);
  auto m = test::small_model();
  m.targets.pop_back();  // x86_64 and i686
  model::Struct& device = m.structs[0];
  device.fields[1].aligned = {{"x86_64-linux-gnu", 8}, {"i686-linux-gnu", 8}};
  device.aligned = {{"x86_64-linux-gnu", 16}, {"i686-linux-gnu", 16}};
  m.structs[1].fields[1].aligned = {{"x86_64-linux-gnu", 16}};  // i686: none declared
  const render::Value ctx = lang::language_context(m, {}, demo);
  const auto s = [&](const std::string& key) {
    const render::Value* v = ctx.find(key);
    REQUIRE_MESSAGE(v != nullptr, key);
    return v->is_bool() ? std::string(v->boolean() ? "true" : "false") : v->str();
  };
  CHECK(s("structs.0.aligned") == "16");
  CHECK(s("structs.0.aligned_uniform") == "true");
  CHECK(s("structs.0.fields.0.has_aligned") == "false");
  // Zig-style: the struct's alignment carried by its first field.
  CHECK(s("structs.0.fields.0.member_aligned") == "16");
  CHECK(s("structs.0.fields.1.aligned") == "8");
  CHECK(s("structs.0.fields.1.member_aligned") == "8");
  CHECK(s("structs.1.fields.1.aligned_varies") == "true");
  CHECK(s("structs.1.fields.1.aligned") == "");
  CHECK(s("structs.1.fields.1.aligned_groups.0.value") == "16");
  CHECK(s("structs.1.fields.1.aligned_groups.0.targets.0.condition") == "x64");
  CHECK(s("structs.1.fields.1.aligned_groups.1.is_none") == "true");
  CHECK(s("structs.1.fields.1.aligned_groups.1.targets.0.condition") == "x86");
  CHECK(s("field_alignments.0.value") == "8");
  CHECK(s("field_alignments.1.value") == "16");
  CHECK(s("declared_alignment_varies") == "true");
  // A language whose conditions cannot tell the two targets apart cannot carry a difference.
  auto one_condition = parse(
      "descriptor_version: 1\nscalars:\n  int32_t: i32\n  int64_t: i64\n  uint32_t: u32\n  uint64_t: u64\n  int: i\n  void: v\n"
      "targets:\n  condition: \"{{os}}\"\n  tables:\n    os: {\"*-linux-gnu\": linux}\n");
  CHECK(error_text([&] { lang::language_context(m, {}, one_condition); }) ==
        "field DLManagedTensor.deleter declares the alignment 16 on target x86_64-linux-gnu but no alignment on "
        "target i686-linux-gnu, which the language's target condition 'linux' does not tell apart\n");
}

TEST_CASE("text contexts: replace, line_end, control and non-ASCII, as the descriptor says") {
  render::TextRule rule;
  rule.replace = {{"\\", "\\\\"}, {"\"", "\\\""}, {"\"\"", "<two>"}};
  rule.line_end = {{"\\", "&#92;"}};
  rule.control = "\\u{{{hex}}}";
  // The longest replacement wins at a position; a line_end entry only at the end of a line.
  CHECK(render::apply_text_rule(rule, "a\"b\"\"c") == "a\\\"b<two>c");
  CHECK(render::apply_text_rule(rule, "x\\y\\\nz\\  ") == "x\\\\y&#92;\nz&#92;  ");
  // A line ends at LF, CRLF or a lone CR (the CR itself is a control character).
  CHECK(render::apply_text_rule(rule, "a\\\r\nb") == "a&#92;\\u{000D}\nb");
  CHECK(render::apply_text_rule(rule, "a\\ \rb") == "a&#92; \\u{000D}b");
  CHECK(render::apply_text_rule(rule, "a\\\tb") == "a\\\\\tb");  // a blank, then more: no line end
  // Control and bidi code points (C0 but tab and LF, DEL, C1, U+2028, U+202E) are written by `control`.
  CHECK(render::apply_text_rule(rule, "\a\t\n\x7f\xc2\x85\xe2\x80\xa8\xe2\x80\xae") ==
        "\\u{0007}\t\n\\u{007F}\\u{0085}\\u{2028}\\u{202E}");
  // Without `control` they are dropped; without `non_ascii` other code points are kept.
  render::TextRule doc;
  CHECK(render::apply_text_rule(doc, "caf\xc3\xa9 \a\xe2\x81\xa6x\r") == "caf\xc3\xa9 x");
  render::TextRule ascii;
  ascii.non_ascii = "\\u{{hex}}";
  CHECK(render::apply_text_rule(ascii, "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80") == "\\u00E9\\u20AC\\u1F600");
  // A kept byte (the renderer's line mark) passes as it is.
  CHECK(render::apply_text_rule(rule, "\x01\"", '\x01') == "\x01\\\"");
  CHECK(render::apply_text_rule(rule, "\x01", '\0') == "\\u{0001}");
}

TEST_CASE("text contexts: {{#escape_<name>}} sections and doc keys in the context") {
  auto language = parse("descriptor_version: 1\n"
                        "text:\n"
                        "  doc: {replace: {'*/': '* /'}}\n"
                        "  string: {replace: {'\\': '\\\\', '\"': '\\\"'}}\n");
  REQUIRE(language.descriptor().text.rules.count("string") == 1);
  model::Model m = test::small_model();
  m.enums.at(0).doc = "\\brief ends */ here\a\nsecond \xe2\x80\xae line";
  overlay::Semantics none;
  render::Value context = lang::language_context(m, none, language);
  render::TemplateSet set;
  render::add_template(set, "demo", "out.txt",
                       "{{#enums}}{{#is_first}}{{brief}}|{{#doc_lines}}[{{.}}]{{/doc_lines}}|"
                       "\"{{#escape_string}}{{name}} \"q\" \\{{/escape_string}}\"{{/is_first}}{{/enums}}\n");
  auto files = render::render_language(set, "demo", context, {}, language.descriptor().text.rules);
  REQUIRE(files.size() == 1);
  CHECK(files[0].content == "ends * / here second  line|[\\brief ends * / here][second  line]|\"" +
                                m.enums.at(0).name + " \\\"q\\\" \\\\\"\n");
}

TEST_CASE("text contexts: `case` re-cases a name made of other names, keeping the naming words whole") {
  auto language = parse("descriptor_version: 1\n"
                        "naming: {words: [OpenCL]}\n"
                        "text:\n"
                        "  snake: {case: snake}\n"
                        "  macro: {case: upper_snake, replace: {'-': '_'}}\n");
  render::TemplateSet set;
  render::add_template(set, "demo", "out.txt",
                       "build_{{#escape_snake}}{{name}}{{/escape_snake}} "
                       "HAS_{{#escape_macro}}{{name}}{{/escape_macro}} {{#escape_snake}}{{/escape_snake}}.\n");
  for (const auto& [name, want] : std::vector<std::pair<std::string, std::string>>{
           {"ManagedTensorVersioned", "build_managed_tensor_versioned HAS_MANAGED_TENSOR_VERSIONED ."},
           {"OpenCLHost", "build_opencl_host HAS_OPENCL_HOST ."}}) {
    render::Value context;
    context.set("name", name);
    auto files = render::render_language(set, "demo", context, {}, language.descriptor().text.rules);
    REQUIRE(files.size() == 1);
    CHECK(files[0].content == want + "\n");
  }
  CHECK(error_text([] { parse("descriptor_version: 1\ntext: {snake: {case: kebab}}\n"); })
            .find("language.yaml:2:22: text.snake.case: unknown case 'kebab' (expected one of: keep, snake, upper_snake, "
                  "pascal, camel)") == 0);
}
