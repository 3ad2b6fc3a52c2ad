// A language made of a base and data: descriptor `base`, `vars` and
// `element_types` (lang/descriptor_sections.cpp, lang/element_types.cpp), and
// the template set that gives a language its base's templates (render/).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>

#include "extract/extract.h"
#include "lang/element_types.h"
#include "lang/language.h"
#include "lang/languages.h"
#include "lang/requirements.h"
#include "overlay/semantics.h"
#include "render/renderer.h"
#include "support/support.h"
#include "util/error.h"

using namespace dlpackgen;
namespace fs = std::filesystem;

namespace {

const std::string kTemplates = std::string(DLPACKGEN_SOURCE_DIR) + "/templates";
const std::string kOverlay = std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml";

const model::Model& real(const std::string& version) {
  static std::map<std::string, model::Model> cache;
  auto it = cache.find(version);
  if (it == cache.end()) {
    extract::Options o;
    o.targets = {"x86_64-linux-gnu"};
    it = cache.emplace(version, extract::extract_header(test::header_path(version), o)).first;
  }
  return it->second;
}

// The shipped descriptor of a GPU backend over the shims' base.
lang::Descriptor shim(const std::string& lang) {
  return lang::with_base(lang::load_descriptor(kTemplates + "/_shim/language.yaml", "_shim"),
                         lang::load_descriptor(kTemplates + "/" + lang + "/language.yaml", lang));
}

lang::Descriptor parse(const std::string& text) { return lang::parse_descriptor(text, "language.yaml", "demo"); }

const render::Value* find_width(const render::Value& ctx, const std::string& entry, const std::string& bits) {
  for (const auto& code : ctx.get("codes")->items())
    if (code.get("entry")->str() == entry)
      for (const auto& w : code.get("widths")->items())
        if (w.get("bits")->str() == bits) return &w;
  return nullptr;
}

}  // namespace

TEST_CASE("element types: the CUDA and ROCm backends map every dtype code of every real header") {
  for (const std::string lang : {"cuda", "hip"}) {
    lang::Descriptor d = shim(lang);
    REQUIRE(d.types.element_types.size() == 2);
    CHECK(d.types.element_types[0].role == "host");  // the base's role first
    CHECK(d.types.element_types[1].role == "device");
    for (const auto& path : test::all_headers()) {
      std::string version = fs::path(path).stem().string().substr(std::string("dlpack-").size());
      CAPTURE(lang);
      CAPTURE(version);
      overlay::Semantics s = overlay::load_semantics(kOverlay, real(version));
      CHECK(lang::unmapped_element_types(real(version), s, d).empty());
    }
  }
  const model::Model& m = real("v1.3-torch");
  overlay::Semantics s = overlay::load_semantics(kOverlay, m);
  render::Value cuda = lang::element_types_context(m, s, shim("cuda"));
  render::Value hip = lang::element_types_context(m, s, shim("hip"));
  REQUIRE(cuda.get("present")->boolean());
  const render::Value* bf16 = find_width(cuda, "kDLBfloat", "16");
  REQUIRE(bf16);
  CHECK(bf16->find("host.requires")->str() == "__BFLT16_MAX__");
  CHECK(bf16->find("host.backend")->str() == "cpu");
  CHECK(bf16->find("device.type")->str() == "__nv_bfloat16");
  CHECK(bf16->find("device.backend")->str() == "cuda");
  CHECK(find_width(hip, "kDLBfloat", "16")->find("device.type")->str() == "hip_bfloat16");
  CHECK(find_width(hip, "kDLBfloat", "16")->find("device.backend")->str() == "rocm");
  // Given by no role: raw bits (whole bytes) or packed (sub-byte).
  CHECK(find_width(hip, "kDLFloat8_e4m3fn", "8")->find("device.is_raw")->boolean());
  CHECK(find_width(cuda, "kDLFloat8_e4m3fn", "8")->find("device.type")->str() == "__nv_fp8_e4m3");
  for (const char* role : {"host.is_packed", "device.is_packed"})
    CHECK(find_width(cuda, "kDLFloat4_e2m1fn", "4")->find(role)->boolean());
  // Codes and widths in the order the descriptor first gives them.
  const auto& ints = cuda.get("codes")->items()[0].get("widths")->items();
  REQUIRE(ints.size() == 5);
  CHECK(ints[0].get("bits")->str() == "8");
  CHECK(ints[4].get("bits")->str() == "4");
  // v0.8 has no float8 codes: the entries for them are left out, not refused.
  overlay::Semantics s08 = overlay::load_semantics(kOverlay, real("v0.8"));
  CHECK_FALSE(find_width(lang::element_types_context(real("v0.8"), s08, shim("cuda")), "kDLFloat8_e4m3fn", "8"));
}

TEST_CASE("element types: a dtype code no role maps is reported, once per value") {
  test::TempDir dir;
  std::string text = test::slurp(test::header_path("v1.3-torch"));
  auto at = text.find("kDLInt = 0U,");
  REQUIRE(at != std::string::npos);
  text.insert(at + std::string("kDLInt = 0U,").size(), "\n  kDLNew = 31U,");
  extract::Options o;
  o.targets = {"x86_64-linux-gnu"};
  model::Model m = extract::extract_header(dir.write("dlpack.h", text), o);
  overlay::Semantics s = overlay::load_semantics(kOverlay, m);
  auto unmapped = lang::unmapped_element_types(m, s, shim("cuda"));
  REQUIRE(unmapped.size() == 1);
  CHECK(unmapped[0].enumerator == "kDLNew");
  CHECK(unmapped[0].value == 31);
  CHECK(unmapped[0].line > 0);
  render::Value ctx = lang::element_types_context(m, s, shim("cuda"));
  CHECK(ctx.get("has_unmapped")->boolean());
  // A language without element types maps nothing and has no `element_types`.
  CHECK_FALSE(lang::element_types_context(m, s, parse("descriptor_version: 1\n")).get("present")->boolean());
}

TEST_CASE("element types: each bad entry is one file:line:col error") {
  struct Case {
    const char* what;
    std::string types;  // under element_types.host.types (line 5 on)
    std::string expected;
  };
  const std::string head = "descriptor_version: 1\nelement_types:\n  host:\n    backend: cpu\n    types:\n";
  const std::vector<Case> cases = {
      {"a width given twice", "      kDLInt: {8: int8_t, 8: char}\n",
       "language.yaml:6:27: duplicate key '8' in element_types.host.types.kDLInt (first at line 6)"},
      {"a width that is no width", "      kDLInt: {300: int8_t}\n",
       "language.yaml:6:16: element_types.host.types.kDLInt: a bit width is an integer in 1..255, not '300'"},
      {"raw storage of a sub-byte width", "      kDLInt: {4: raw}\n",
       "language.yaml:6:19: element_types.host.types.kDLInt.4: raw storage needs a width that is a multiple of 8 (4 "
       "bits: use packed)"},
      {"packed storage of a whole-byte width", "      kDLInt: {16: packed}\n",
       "language.yaml:6:20: element_types.host.types.kDLInt.16: packed storage is for widths that are not a multiple "
       "of 8 (16 bits: use raw)"},
      {"requires that is not a macro name", "      kDLInt: {8: {type: int8_t, requires: \"A B\"}}\n",
       "language.yaml:6:44: element_types.host.types.kDLInt.8.requires: 'A B' is not a macro name"},
      {"a storage kind with requires", "      kDLInt: {8: {type: raw, requires: X}}\n",
       "language.yaml:6:26: element_types.host.types.kDLInt.8.type: 'raw' is a storage kind, not a type"},
      {"a type over two lines", "      kDLInt: {8: \"int8_t\\nint\"}\n",
       "language.yaml:6:19: element_types.host.types.kDLInt.8 must be a type (one line), `raw` or `packed`"},
      {"widths that are not a mapping", "      kDLInt: int8_t\n",
       "language.yaml:6:15: element_types.host.types.kDLInt must map a bit width to a type: {32: float}"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.what);
    std::string got = test::diagnostics_of([&] { parse(head + c.types); });
    CHECK_MESSAGE(got.find(c.expected) != std::string::npos, got);
    CHECK(std::count(got.begin(), got.end(), '\n') <= 1);
  }
  CHECK(test::diagnostics_of([] { parse("descriptor_version: 1\nelement_types:\n  Host: {backend: cpu, types: {}}\n"); })
            .find("language.yaml:3:3: element_types: a role name is lower-case letters, digits and '_', not 'Host'") !=
        std::string::npos);
  CHECK(test::diagnostics_of([] { parse("descriptor_version: 1\nelement_types:\n  host: {types: {}}\n"); })
            .find("missing required key 'backend'") != std::string::npos);
  CHECK(test::diagnostics_of([] { parse("descriptor_version: 1\nbase: ../shim\n"); })
            .find("language.yaml:2:7: base: '../shim' is not a template dir name (a language such as cuda, or a base "
                  "such as _shim)") != std::string::npos);
  CHECK(test::diagnostics_of([] { parse("descriptor_version: 1\nvars: {Name: x}\n"); })
            .find("language.yaml:2:8: vars: a name is lower-case letters, digits and '_', not 'Name'") !=
        std::string::npos);
  CHECK(test::diagnostics_of([] { parse("descriptor_version: 1\nvars: {name: }\n"); })
            .find("vars.name has no value") != std::string::npos);
  std::string deep = "descriptor_version: 1\nvars: {x: ";  // 18 levels of lists
  for (int i = 0; i < 18; ++i) deep += "[";
  for (int i = 0; i < 18; ++i) deep += "]";
  CHECK(test::diagnostics_of([&] { parse(deep + "}\n"); })
            .find("vars.x[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: nested too deeply") != std::string::npos);
}

TEST_CASE("element types: an entry the overlay does not know, or a width its code does not allow, is refused") {
  const model::Model& m = real("v1.3-torch");
  overlay::Semantics s = overlay::load_semantics(kOverlay, m);
  const std::string head = "descriptor_version: 1\nelement_types:\n  host:\n    backend: cpu\n    types:\n";
  std::string got = test::diagnostics_of(
      [&] { lang::element_types_context(m, s, parse(head + "      kDLInt: {8: int8_t}\n      kDLFlaot: {32: float}\n")); });
  CHECK_MESSAGE(got.find("language.yaml:7:7: element_types.host.types: 'kDLFlaot' is not a dtype code of the overlay "
                         "(dtype.codes)") != std::string::npos,
                got);
  got = test::diagnostics_of([&] { lang::unmapped_element_types(m, s, parse(head + "      kDLBool: {16: bool}\n")); });
  CHECK_MESSAGE(got.find("language.yaml:6:17: element_types.host.types.kDLBool: kDLBool allows only 8 bits "
                         "(dtype.codes)") != std::string::npos,
                got);
}

TEST_CASE("with_base: the language's keys replace the base's; vars and element_types merge entry by entry") {
  lang::Descriptor base = lang::parse_descriptor(
      "descriptor_version: 1\nrequires_mapped: [devices]\ninclude_guard: {prefix: B_}\n"
      "vars: {a: base, b: base, list: [x, y]}\n"
      "element_types:\n  host: {backend: cpu, types: {kDLInt: {8: int8_t}}}\n"
      "  device: {backend: gpu, types: {kDLInt: {8: char}}}\n",
      "base.yaml", "_base");
  lang::Descriptor own = lang::parse_descriptor(
      "descriptor_version: 1\nbase: _base\ninclude_guard: {prefix: O_}\nvars: {b: own, c: true}\n"
      "element_types:\n  device: {backend: metal, types: {kDLInt: {8: int8_t}}}\n",
      "own.yaml", "own");
  lang::Descriptor d = lang::with_base(base, own);
  CHECK(d.file == "own.yaml");
  CHECK(d.requirements.file == "base.yaml");
  CHECK(d.lang == "own");
  CHECK(d.requirements.mapped == std::vector<std::string>{"devices"});  // the base's, not given here
  REQUIRE(d.files.include_guard);
  CHECK(d.files.include_guard->prefix == "O_");  // given here: replaces the base's
  CHECK(d.files.vars.get("a")->str() == "base");
  CHECK(d.files.vars.get("b")->str() == "own");
  CHECK(d.files.vars.get("c")->boolean());
  CHECK(d.files.vars.get("list")->items().size() == 2);
  REQUIRE(d.types.element_types.size() == 2);
  CHECK(d.types.element_types[0].backend == "cpu");
  CHECK(d.types.element_types[0].file == "base.yaml");
  CHECK(d.types.element_types[1].backend == "metal");
  CHECK(d.types.element_types[1].file == "own.yaml");

  // A role both give: the language's codes over the base's, in place; the others kept.
  lang::Descriptor host = lang::parse_descriptor(
      "descriptor_version: 1\nbase: _base\n"
      "element_types:\n  host: {backend: cpu, types: {kDLFloat: {16: my_half}, kDLBool: {8: bool}}}\n",
      "own.yaml", "own");
  lang::Descriptor h = lang::with_base(
      lang::parse_descriptor("descriptor_version: 1\nelement_types:\n  host:\n    backend: cpu\n    types:\n"
                             "      kDLInt: {8: int8_t}\n      kDLFloat: {16: _Float16, 32: float}\n",
                             "base.yaml", "_base"),
      host);
  REQUIRE(h.types.element_types.size() == 1);
  const auto& types = h.types.element_types[0].types;
  REQUIRE(types.size() == 3);
  CHECK(types[0].first == "kDLInt");
  CHECK(types[1].first == "kDLFloat");
  REQUIRE(types[1].second.size() == 1);  // replaced whole: 32 is not kept
  CHECK(types[1].second[0].second.type == "my_half");
  CHECK(types[2].first == "kDLBool");
  CHECK(h.types.element_types[0].code_file.at("kDLInt") == "base.yaml");
  CHECK(h.types.element_types[0].code_file.at("kDLFloat") == "own.yaml");

  // fan_out merges per template: the base's pages stay, a template both give
  // fans out over the language's list.
  lang::Descriptor pages = lang::with_base(
      lang::parse_descriptor("descriptor_version: 1\nfan_out: {'s/{{each.name}}.md': structs, "
                             "'e/{{each.name}}.md': enums}\n", "base.yaml", "_base"),
      lang::parse_descriptor("descriptor_version: 1\nbase: _base\nfan_out: {'e/{{each.name}}.md': aliases, "
                             "'t/{{each.triple}}.md': targets}\n", "own.yaml", "own"));
  REQUIRE(pages.files.fan_out.size() == 3);
  CHECK(pages.files.fan_out[0].template_name == "s/{{each.name}}.md");
  CHECK(pages.files.fan_out[0].file == "base.yaml");
  CHECK(pages.files.fan_out[1].template_name == "e/{{each.name}}.md");
  CHECK(pages.files.fan_out[1].list == "aliases");
  CHECK(pages.files.fan_out[1].file == "own.yaml");
  CHECK(pages.files.fan_out[2].list == "targets");
}

TEST_CASE("template sets: a language renders its base's templates, named by its vars") {
  test::TempDir dir;
  dir.write("t/_gpu/language.yaml", "descriptor_version: 1\n");
  dir.write("t/_gpu/include/{{vars.header}}.mustache", "{{vars.name}} runtime\n");
  dir.write("t/_gpu/include/common.h.mustache", "common {{> part}}\n");
  dir.write("t/_gpu/_parts/part.mustache", "from the base");
  dir.write("t/metal/language.yaml", "descriptor_version: 1\nbase: _gpu\nvars: {header: metal.h, name: Metal}\n");
  dir.write("t/metal/_parts/part.mustache", "from metal");
  render::TemplateSet set = render::load_templates({dir.path() + "/t"});
  CHECK(set.languages() == std::vector<std::string>{"metal"});  // a base is no language
  CHECK(render::TemplateSet::is_base("_gpu"));
  const render::TemplateSet read = set;
  set.inherit(read, "metal", "_gpu", false);
  render::Value vars;
  vars.set("header", "metal.h").set("name", "Metal");
  set.instantiate_names("metal", render::Value().set("vars", vars));
  auto files = render::render_language(set, "metal", render::Value().set("vars", vars));
  REQUIRE(files.size() == 2);
  CHECK(files[0].path == "metal/include/common.h");
  CHECK(files[0].content == "common from metal\n");  // the language's own partial wins
  CHECK(files[1].path == "metal/include/metal.h");
  CHECK(files[1].content == "Metal runtime\n");
  CHECK(test::diagnostics_of([&] { set.inherit(read, "metal", "_nothing", false); })
            .find("'_nothing' is not a template dir with a language.yaml") != std::string::npos);

  // A name that leaves the output dir, or that two templates make, is refused.
  render::TemplateSet evil = render::load_templates({dir.path() + "/t"});
  evil.inherit(read, "metal", "_gpu", false);
  CHECK(test::diagnostics_of([&] {
          evil.instantiate_names("metal", render::Value().set("vars", render::Value().set("header", "../x")));
        }).find("has a '..' component") != std::string::npos);
  render::TemplateSet twice = render::load_templates({dir.path() + "/t"});
  twice.inherit(read, "metal", "_gpu", false);
  CHECK(test::diagnostics_of([&] {
          twice.instantiate_names("metal", render::Value().set("vars", render::Value().set("header", "common.h")));
        }).find("makes the output 'metal/include/common.h', as") != std::string::npos);

  // A name that names `each` renders per item only through fan_out; without an
  // entry it is refused, and a fan-out name another template makes is too.
  test::TempDir pages;
  pages.write("t/doc/language.yaml", "descriptor_version: 1\n");
  pages.write("t/doc/{{each.name}}.md.mustache", "page\n");
  render::TemplateSet unmapped = render::load_templates({pages.path() + "/t"});
  CHECK(test::diagnostics_of([&] { unmapped.instantiate_names("doc", render::Value()); })
            .find("its name '{{each.name}}.md' names `each`, but no `fan_out` entry") != std::string::npos);
  pages.write("t/doc/{{#vars.on}}{{vars.page}}{{/vars.on}}.md.mustache", "static\n");
  render::TemplateSet taken = render::load_templates({pages.path() + "/t"});
  REQUIRE(taken.fan_out("doc", "{{each.name}}.md", "structs", "doc/language.yaml:2:3"));
  render::Value page_vars;
  page_vars.set("on", true).set("page", "{{each.name}}");
  CHECK(test::diagnostics_of([&] { taken.instantiate_names("doc", render::Value().set("vars", page_vars)); })
            .find("its name '{{each.name}}.md' is the output name ") != std::string::npos);
}

TEST_CASE("verbatim files: plain files of a language's dir are outputs, as they are, after the stamp") {
  test::TempDir dir;
  dir.write("t/_base/language.yaml", "descriptor_version: 1\n");
  dir.write("t/_base/include/static.hpp", "int from_base;\n");
  dir.write("t/_base/include/shadowed.hpp", "int base_plain;\n");
  dir.write("t/_base/include/over.hpp.mustache", "base template\n");
  dir.write("t/demo/language.yaml", "descriptor_version: 1\nbase: _base\nverbatim: {stamp: \"// {{lang}}\\n\"}\n");
  dir.write("t/demo/include/shadowed.hpp.mustache", "demo template {{lang}}\n");
  dir.write("t/demo/include/over.hpp", "{{not a tag}} int demo_plain;\n");
  dir.write("t/demo/include/.hidden", "x");
  dir.write("t/demo/_parts/p.hpp", "a partial dir: never an output");
  const render::TemplateSet read = render::load_templates({dir.path() + "/t"});
  render::TemplateSet set = read;
  set.inherit(read, "demo", "_base", true);
  set.use_plain_files("demo", "// {{lang}}\n", "demo/language.yaml (verbatim.stamp)");
  auto files = render::render_language(set, "demo", render::Value());
  std::map<std::string, std::string> got;
  for (const auto& f : files) got[f.path] = f.content;
  CHECK(got == std::map<std::string, std::string>{
                   {"demo/include/over.hpp", "// demo\n{{not a tag}} int demo_plain;\n"},  // plain: not rendered
                   {"demo/include/shadowed.hpp", "demo template demo\n"},  // the language's template wins
                   {"demo/include/static.hpp", "// demo\nint from_base;\n"}});

  // Without use_plain_files (a descriptor without `verbatim`), plain files are no outputs.
  render::TemplateSet quiet = read;
  quiet.inherit(read, "demo", "_base", false);
  files = render::render_language(quiet, "demo", render::Value());
  REQUIRE(files.size() == 2);
  CHECK(files[0].content == "base template\n");  // no plain file hides it

  // A plain file and a template of one output name in one dir; a plain file that is not text.
  dir.write("t/demo/include/static.hpp", "int mine;\n");
  dir.write("t/demo/include/static.hpp.mustache", "mine\n");
  render::TemplateSet both = render::load_templates({dir.path() + "/t"});
  CHECK(test::diagnostics_of([&] { both.use_plain_files("demo", "", "stamp"); })
            .find("is the output 'demo/include/static.hpp', and so is the template") != std::string::npos);
  fs::remove(dir.path() + "/t/demo/include/static.hpp.mustache");
  dir.write("t/demo/include/static.hpp", std::string("int \xff;\n"));
  render::TemplateSet binary = render::load_templates({dir.path() + "/t"});
  CHECK(test::diagnostics_of([&] { binary.use_plain_files("demo", "", "stamp"); }).find("static.hpp") != std::string::npos);
  // The descriptor key, read and merged over a base.
  lang::Descriptor d = lang::parse_descriptor("descriptor_version: 1\nverbatim: {stamp: \"x\"}\n", "l.yaml", "demo");
  CHECK(d.files.verbatim);
  CHECK(d.files.verbatim_stamp == "x");
  CHECK(lang::with_base(d, parse("descriptor_version: 1\nbase: _b\n")).files.verbatim);
  CHECK(test::diagnostics_of([] { parse("descriptor_version: 1\nverbatim: {}\n"); })
            .find("missing required key 'stamp'") != std::string::npos);
}

TEST_CASE("assemble_languages: one call makes each language whole (bases, templates, names), or says why not") {
  test::TempDir dir;
  dir.write("t/_gpu/language.yaml", "descriptor_version: 1\nrequires_mapped: [devices]\nvars: {name: base}\n");
  dir.write("t/_gpu/include/{{vars.header}}.mustache", "{{vars.name}}\n");
  dir.write("t/metal/language.yaml", "descriptor_version: 1\nbase: _gpu\nvars: {header: metal.h, name: Metal}\n");
  dir.write("t/plain/out.txt.mustache", "plain\n");
  const render::TemplateSet read = render::load_templates({dir.path() + "/t"});
  lang::LanguageSet set = lang::assemble_languages(read, {"metal"});
  REQUIRE(set.names == std::vector<std::string>{"metal"});
  const lang::Language& metal = set.of.at("metal");
  CHECK(metal.descriptor().requirements.mapped == std::vector<std::string>{"devices"});  // the base's
  CHECK(metal.descriptor().files.vars.get("name")->str() == "Metal");                       // its own over the base's
  auto files = render::render_language(set.templates, "metal", render::Value().set("vars", metal.descriptor().files.vars));
  REQUIRE(files.size() == 1);
  CHECK(files[0].path == "metal/include/metal.h");
  CHECK(lang::assemble_languages(read, {}).names == std::vector<std::string>{"metal", "plain"});
  CHECK(lang::known_languages(read) == "metal, plain");

  // What the base requires is checked with the language: a header without the devices section.
  const overlay::Semantics none;
  auto unmet = lang::unmet_requirements(real("v1.0"), none, metal, "dlpack.h", kOverlay);
  REQUIRE(unmet.size() == 1);
  CHECK(unmet[0].file == dir.path() + "/t/_gpu/language.yaml");  // where the requirement is written
  CHECK(unmet[0].line == 2);
  CHECK(unmet[0].message.find("language metal requires the overlay's `devices` section") == 0);
  const overlay::Semantics builtin = overlay::load_semantics(kOverlay, real("v1.0"), false, kOverlay);
  CHECK(lang::unmet_requirements(real("v1.0"), builtin, metal, "dlpack.h", kOverlay).empty());
  CHECK(lang::unmet_requirements(real("v1.0"), none, set.of.at("metal"), "", kOverlay).size() == 1);

  CHECK(test::diagnostics_of([&] { lang::assemble_languages(read, {"nosuch"}); })
            .find("unknown language 'nosuch' (templates exist for: metal, plain)") != std::string::npos);
  dir.write("t/loop/language.yaml", "descriptor_version: 1\nbase: loop2\n");
  dir.write("t/loop2/language.yaml", "descriptor_version: 1\nbase: loop\n");
  const render::TemplateSet looped = render::load_templates({dir.path() + "/t"});
  CHECK(test::diagnostics_of([&] { lang::assemble_languages(looped, {"loop"}); })
            .find("base: the bases go round in a circle: loop -> loop2 -> loop") != std::string::npos);
}
