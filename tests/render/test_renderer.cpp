// Templates -> text: golden files, partials, overrides, standalone lines, and
// every way a template can be rejected.
#include <doctest/doctest.h>

#include <utility>

#include <set>

#include <cstdlib>
#include <filesystem>
#include <functional>

#include "lang/language.h"
#include "context/context.h"
#include "render/output.h"
#include "render/prepared_text.h"
#include "render/text_escape.h"
#include "render/renderer.h"
#include "support/small_model.h"
#include "support/support.h"
#include "util/error.h"
#include "util/fs.h"

using namespace dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;
using data = dlpackgen::render::Value;
namespace fs = std::filesystem;

namespace {

const std::string kGolden = DLPACKGEN_GOLDEN_DIR;

std::string error_text(const std::function<void()>& f) { return test::diagnostics_of(f); }

}  // namespace

TEST_CASE("golden: sample Model through the golden templates") {
  auto set = render::load_templates({kGolden + "/templates"});
  REQUIRE(set.descriptors.count("demo"));
  lang::Language demo(lang::load_descriptor(set.descriptors.at("demo"), "demo"));
  auto ctx = lang::language_context(test::small_model(), {}, demo);
  auto files = render::render_language(set, "demo", ctx, [&](const std::string& name, render::Value& keys) {
    demo.file_keys(name, keys);
  });
  const bool update = std::getenv("DLPACKGEN_UPDATE_GOLDEN") != nullptr;
  std::set<std::string> expected_paths;
  for (const auto& e : fs::recursive_directory_iterator(kGolden + "/expected"))
    if (e.is_regular_file()) expected_paths.insert(fs::relative(e.path(), kGolden + "/expected").generic_string());
  std::set<std::string> produced;
  for (const auto& f : files) {
    produced.insert(f.path);
    const std::string why = test::golden_mismatch(kGolden + "/expected/" + f.path, f.content);  // writes it when updating
    CHECK_MESSAGE(why.empty(), f.path << ": " << why);
  }
  if (!update) CHECK(produced == expected_paths);
}

TEST_CASE("standalone tag lines vanish whether or not the section renders") {
  data ctx;
  ctx.set("yes", true);
  ctx.set("no", false);
  ctx.set("items", render::string_list({"a", "b"}));
  const std::string t =
      "begin\n"
      "  {{#no}}\n"
      "hidden\n"
      "  {{/no}}\n"
      "{{^yes}}\n"
      "hidden too\n"
      "{{/yes}}\n"
      "{{! a comment }}\n"
      "{{#items}}\n"
      "- {{.}}\n"
      "{{/items}}\n"
      "\n"
      "end {{#yes}}inline{{/yes}}\n";
  CHECK(render::render_text(t, ctx) == "begin\n- a\n- b\n\nend inline\n");
}

TEST_CASE("values are not HTML-escaped") {
  data ctx;
  ctx.set("v", "a < b && \"c\" > 'd'");
  CHECK(render::render_text("{{v}}|{{{v}}}", ctx) == "a < b && \"c\" > 'd'|a < b && \"c\" > 'd'");
}

TEST_CASE("partials: standalone, shared and per language, user dirs override") {
  TempDir dir;
  dir.write("base/_partials/banner.mustache", "{{#lines}}\n// {{.}}\n{{/lines}}\n");
  dir.write("base/_partials/who.mustache", "shared");
  dir.write("base/c/a.h.mustache", "{{> banner}}\nA {{> who}}\n");
  dir.write("base/c/_local/who.mustache", "local");
  dir.write("base/c/b.h.mustache", "B\n");
  dir.write("base/c/notes.txt", "not a template: ignored");
  dir.write("base/README.md", "ignored");
  dir.write("user/c/b.h.mustache", "B from user\n");
  dir.write("user/c/sub/new.h.mustache", "new {{lang}} {{output_name}} {{output_path}}\n");
  dir.write("base/c/language.yaml", "descriptor_version: 1\n");
  std::string user_descriptor = dir.write("user/c/language.yaml", "descriptor_version: 1\n");
  dir.write("user/zig/x.zig.mustache", "{{> who}}\n");
  auto set = render::load_templates({dir.path() + "/base", dir.path() + "/user"});
  CHECK(set.languages() == std::vector<std::string>{"c", "zig"});
  CHECK(set.descriptors.at("c") == user_descriptor);  // a later dir's descriptor wins
  CHECK_FALSE(set.descriptors.count("zig"));
  data ctx;
  ctx.set("lines", render::string_list({"one", "two"}));
  auto files = render::render_templates(set, {}, ctx);
  REQUIRE(files.size() == 4);
  CHECK(files[0].path == "c/a.h");
  CHECK(files[0].content == "// one\n// two\nA local\n");
  CHECK(files[1].path == "c/b.h");
  CHECK(files[1].content == "B from user\n");
  CHECK(files[2].path == "c/sub/new.h");
  CHECK(files[2].content == "new c sub/new.h c/sub/new.h\n");
  CHECK(files[3].path == "zig/x.zig");
  // A standalone partial tag is replaced by the partial, newline included (spec).
  CHECK(files[3].content == "shared");
  // --lang picks languages; an unknown one is an error naming the known ones.
  CHECK(render::render_templates(set, {"zig"}, ctx).size() == 1);
  CHECK(error_text([&] { render::render_templates(set, {"rust"}, ctx); }).find("unknown language 'rust'") !=
        std::string::npos);
}

TEST_CASE("mustache syntax errors name the template, line and column") {
  TempDir dir;
  dir.write("t/c/ok.h.mustache", "fine\n");
  std::string bad = dir.write("t/c/bad.h.mustache", "line one\n{{#open}}\nnever closed\n");
  auto set = render::load_templates({dir.path() + "/t"});
  std::string err = error_text([&] { render::render_templates(set, {}, data()); });
  CHECK(err.find(bad + ":2:1: template error: Unclosed section \"open\"") != std::string::npos);

  dir.write("u/c/x.h.mustache", "a {{/nope}}");
  auto set2 = render::load_templates({dir.path() + "/u"});
  CHECK(error_text([&] { render::render_templates(set2, {}, data()); }).find(":1:3: template error: Unopened section") !=
        std::string::npos);

  std::string p = dir.write("v/_partials/broken.mustache", "x\n{{#y}}");
  CHECK(error_text([&] { render::load_templates({dir.path() + "/v"}); }).find(p + ":2:1:") != std::string::npos);

  std::string unknown = dir.write("w/c/u.h.mustache", "one\ntwo {{> nosuch}}\n");
  auto set3 = render::load_templates({dir.path() + "/w"});
  CHECK(error_text([&] { render::render_templates(set3, {}, data()); })
            .find(unknown + ":2:5: unknown partial 'nosuch'") != std::string::npos);
}

TEST_CASE("partials: recursion over data ends; a partial that includes itself is an error, not a crash") {
  TempDir dir;
  // Data-driven recursion: a list nested three deep renders through one partial.
  dir.write("ok/c/tree.txt.mustache", "{{#node}}{{> walk}}{{/node}}\n");
  dir.write("ok/c/_p/walk.mustache", "[{{label}}{{#child}}{{> walk}}{{/child}}]");
  render::Value leaf = render::Value().set("label", "c").set("child", false);
  render::Value mid = render::Value().set("label", "b").set("child", leaf);
  render::Value ctx = render::Value().set("node", render::Value().set("label", "a").set("child", mid));
  auto ok = render::render_templates(render::load_templates({dir.path() + "/ok"}), {}, ctx);
  REQUIRE(ok.size() == 1);
  CHECK(ok[0].content == "[a[b[c]]]");  // a line of tags only is standalone: no newline
  // Unconditional self-inclusion, directly and through a second partial.
  for (const char* body : {"x{{> loop}}", "x{{> other}}"}) {
    TempDir d;
    std::string tmpl = d.write("t/c/a.txt.mustache", "{{> loop}}\n");
    d.write("t/c/_p/loop.mustache", body);
    d.write("t/c/_p/other.mustache", "y{{> loop}}");
    auto set = render::load_templates({d.path() + "/t"});
    std::string err = error_text([&] { render::render_templates(set, {}, render::Value()); });
    // It stops inside the cycle: at `loop`, or at `other` when the cycle goes through it.
    const bool at_loop = err.find(tmpl + ": partials nested too deeply at 'loop'") == 0;
    const bool at_other = err.find(tmpl + ": partials nested too deeply at 'other'") == 0;
    CHECK_MESSAGE((at_loop || (at_other && std::string(body) == "x{{> other}}")), err);
  }
}

TEST_CASE("partials: written into the texts that use them or kept as tags, the output is the same") {
  TempDir dir;
  // `row` (through `cell`) is used in a loop, standalone and inline; `delims`
  // changes delimiters, which must not leak into the template around it.
  dir.write("t/c/a.txt.mustache",
            "{{#rows}}\n  {{> row}}\n{{/rows}}\ninline: {{#rows}}{{> cell}};{{/rows}}\n{{> delims}}\nafter {{name}}\n");
  dir.write("t/c/_p/row.mustache", "{{#cells}}\n{{> cell}}\n{{/cells}}\n");
  dir.write("t/c/_p/cell.mustache", "<{{v}}>");
  dir.write("t/c/_p/delims.mustache", "{{=<% %>=}}[<% name %>]");
  render::Value ctx;
  render::Value rows = render::Value::list();
  for (const char* r : {"1", "2"}) {
    render::Value cells = render::Value::list();
    cells.push(render::Value().set("v", std::string(r) + "a"));
    cells.push(render::Value().set("v", std::string(r) + "b"));
    rows.push(render::Value().set("cells", cells).set("v", r));
  }
  ctx.set("rows", rows).set("name", "n");
  auto files = render::render_templates(render::load_templates({dir.path() + "/t"}), {}, ctx);
  REQUIRE(files.size() == 1);
  // A standalone partial line drops its newline; the partial brings its own (cell has none).
  CHECK(files[0].content == "<1a><1b><2a><2b>inline: <1>;<2>;\n[n]after n\n");
}

TEST_CASE("output names that would escape the output dir are rejected") {
  for (const char* bad : {"../x.h", "a/../../x.h", "/etc/x.h", "a//b", "./a", "a\\b", ""}) {
    CHECK_MESSAGE(!error_text([&] { render::check_output_name(bad, "t.mustache"); }).empty(), bad);
  }
  CHECK(error_text([&] { render::check_output_name("include/dlpack/x.h", "t"); }).empty());
  render::TemplateSet set;
  CHECK(error_text([&] { render::add_template(set, "c", "../../etc/passwd", "x"); }).find("'..'") !=
        std::string::npos);
  CHECK(error_text([&] { render::add_template(set, "c", "/tmp/abs.h", "x"); }).find("absolute") != std::string::npos);

  TempDir dir;
  // A template file named "...mustache" would render to "..".
  std::string dots = dir.write("t/c/...mustache", "x");
  std::string err = error_text([&] { render::load_templates({dir.path() + "/t"}); });
  CHECK(err.find(dots) != std::string::npos);
  CHECK(err.find("'..'") != std::string::npos);
}

TEST_CASE("symlinks in template dirs may not lead outside them") {
  TempDir dir;
  std::string secret = dir.write("secret.txt", "secret");
  dir.write("t/c/ok.h.mustache", "ok\n");
  fs::create_symlink(secret, dir.path() + "/t/c/leak.h.mustache");
  std::string err = error_text([&] { render::load_templates({dir.path() + "/t"}); });
  CHECK(err.find("leak.h.mustache") != std::string::npos);
  CHECK(err.find("outside the template dir") != std::string::npos);

  TempDir dir2;
  dir2.write("outside/x.h.mustache", "x\n");
  dir2.write("t/c/ok.h.mustache", "ok\n");
  fs::create_directory_symlink(dir2.path() + "/outside", dir2.path() + "/t/c/sub");
  CHECK(error_text([&] { render::load_templates({dir2.path() + "/t"}); }).find("outside the template dir") !=
        std::string::npos);

  // A symlink that stays inside is followed.
  TempDir dir3;
  dir3.write("t/c/real.h.mustache", "real\n");
  fs::create_symlink("real.h.mustache", dir3.path() + "/t/c/alias.h.mustache");
  auto set = render::load_templates({dir3.path() + "/t"});
  CHECK(set.templates.at("c").count("alias.h") == 1);
}

TEST_CASE("symlinks in the output dir that lead outside stop the whole write") {
  TempDir dir;
  fs::create_directories(dir.path() + "/elsewhere");
  fs::create_directories(dir.path() + "/out/c");
  fs::create_directory_symlink(dir.path() + "/elsewhere", dir.path() + "/out/c/sub");
  std::vector<render::OutputFile> files = {{"c", "c/a.h", "a\n", "t/c/a.h.mustache"},
                                           {"c", "c/sub/b.h", "b\n", "t/c/sub/b.h.mustache"}};
  std::string err = error_text([&] { render::write_outputs(dir.path() + "/out", files, {"c"}, false); });
  CHECK(err.find("t/c/sub/b.h.mustache") != std::string::npos);
  CHECK(err.find("outside the output dir") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.path() + "/out/c/a.h"));  // nothing written at all
  CHECK(fs::is_empty(dir.path() + "/elsewhere"));
}

TEST_CASE("rendering is deterministic") {
  auto set = render::load_templates({kGolden + "/templates"});
  auto a = render::render_templates(set, {}, context::build_context(test::small_model(), {}));
  auto b = render::render_templates(set, {}, context::build_context(test::small_model(), {}));
  REQUIRE(a.size() == b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    CHECK(a[i].path == b[i].path);
    CHECK(a[i].content == b[i].content);
  }
}

TEST_CASE("the renderer reads the context where it is: scopes, dotted names, lists of lists, lazy lists") {
  // Lookups walk out through the scopes as mustache says, whether a scope is an
  // object of the context, an item of a list, or a list of strings.
  render::Value ctx;
  ctx.set("name", "top").set("flag", true).set("off", false);
  ctx.set("outer", render::Value().set("inner", render::Value().set("name", "deep")));
  ctx.set("rows", render::mark_ends({render::Value().set("name", "r0"), render::Value().set("other", "x")}));
  ctx.set("words", render::string_list({"a", "b"}));
  ctx.set("grid", render::Value::list({render::string_list({"1", "2"}), render::string_list({"3"})}));
  ctx.set("empty", render::Value::list());
  CHECK(render::render_text("{{name}} {{outer.inner.name}} {{#outer}}{{#inner}}{{name}}{{/inner}}{{/outer}}", ctx, {},
                            "t") == "top deep deep");
  // An item without `name` finds the outer one; is_first/is_last are the item's own.
  CHECK(render::render_text("{{#rows}}{{name}}{{#is_last}}.{{/is_last}}{{^is_last}},{{/is_last}}{{/rows}}", ctx, {},
                            "t") == "r0,top.");
  CHECK(render::render_text("{{#words}}<{{.}}>{{/words}}", ctx, {}, "t") == "<a><b>");
  CHECK(render::render_text("{{#grid}}[{{#.}}{{.}}{{/.}}]{{/grid}}", ctx, {}, "t") == "[12][3]");
  CHECK(render::render_text("{{#flag}}y{{/flag}}{{#off}}n{{/off}}{{^empty}}e{{/empty}}{{#missing}}m{{/missing}}", ctx,
                            {}, "t") == "ye");
  // A dotted name that one scope cannot finish is looked up in the next one out.
  CHECK(render::render_text("{{#rows}}{{outer.inner.name}}{{/rows}}", ctx, {}, "t") == "deepdeep");

  // A lazy list: made each time a section reads it, never kept by the renderer,
  // rendered exactly like the same list held in the tree.
  int made = 0;
  auto rows = [&made] {
    ++made;
    return render::mark_ends({render::Value().set("n", "1"), render::Value().set("n", "2")}).items();
  };
  render::Value lazy;
  lazy.set("name", "top").set("rows", render::Value::lazy_list(2, rows));
  render::Value eager;
  eager.set("name", "top").set("rows", render::Value::list(rows()));
  made = 0;
  const std::string tmpl = "{{#rows}}{{n}}{{name}}{{^is_last}},{{/is_last}}{{/rows}}|{{#rows}}{{n}}{{/rows}}";
  CHECK(render::render_text(tmpl, lazy, {}, "t") == "1top,2top|12");
  CHECK(made == 2);  // once per section: the first section's items were dropped
  CHECK(lazy.get("rows")->is_lazy());
  CHECK(render::render_text(tmpl, eager, {}, "t") == render::render_text(tmpl, lazy, {}, "t"));
  CHECK(render::to_yaml(lazy) == render::to_yaml(eager));  // the dump shows the items, still without keeping them
  CHECK(lazy.get("rows")->is_lazy());
  CHECK(lazy.get("rows")->size() == 2);
  CHECK(!lazy.get("rows")->empty_list());
  CHECK(render::Value::lazy_list(0, [] { return std::vector<render::Value>(); }).empty_list());
  // items() makes them and keeps them: the list is an ordinary one from then on.
  made = 0;
  CHECK(lazy.find("rows.1.n")->str() == "2");
  CHECK(!lazy.get("rows")->is_lazy());
  CHECK(render::render_text(tmpl, lazy, {}, "t") == "1top,2top|12");
  CHECK(made == 1);
  // push() onto a lazy list keeps its items and adds one.
  render::Value grown = render::Value::lazy_list(2, rows);
  grown.push(render::Value().set("n", "3"));
  CHECK(grown.size() == 3);
  CHECK(grown.items()[2].get("n")->str() == "3");
}

TEST_CASE("a shared tree is held once, read like any other, and copied before a change") {
  render::Value tree;
  tree.set("kind", "scalar").set("is_const", false);
  tree.set("params", render::mark_ends({render::Value().set("name", "a"), render::Value().set("name", "b")}));
  const std::string tree_yaml = render::to_yaml(tree);
  render::Value shared = render::Value::shared(tree);
  CHECK(shared.is_shared());
  CHECK(render::Value::shared(shared).is_shared());  // sharing a shared tree shares the same one
  render::Value a, b;
  a.set("name", "f0").set("type", shared);
  b.set("name", "f1").set("type", shared);
  const render::Value& ca = a;  // reads go through const access: a non-const one may change
  const render::Value& cb = b;
  // Read like the tree itself: kind, members, lookups, lists, the dump and the renderer.
  CHECK(ca.get("type")->is_object());
  CHECK(ca.get("type")->members().size() == 3);
  CHECK(ca.find("type.params.1.name")->str() == "b");
  CHECK(ca.find("type.params.1.is_last")->boolean());
  CHECK(ca.get("type")->get("params")->size() == 2);
  CHECK(render::to_yaml(*ca.get("type")) == tree_yaml);
  CHECK(render::render_text("{{#type}}{{kind}}:{{#params}}{{name}}{{^is_last}},{{/is_last}}{{/params}}{{/type}}", a,
                            {}, "t") == "scalar:a,b");
  // Both refer to one tree.
  CHECK(&ca.get("type")->members() == &cb.get("type")->members());
  // Walks that change a tree pass a shared one by.
  render::Value root;
  root.set("fields", render::Value::list({a, b}));
  size_t objects = 0;
  render::for_each_object(root, [&](render::Value&) { ++objects; });
  CHECK(objects == 3);  // root and the two fields, not the shared type
  render::mark_all_ends(root);
  render::shrink(root);
  CHECK(std::as_const(root).find("fields.0.type")->is_shared());
  CHECK(root.find("fields.0.is_first")->boolean());
  // A change copies the tree into the one changed; the others keep the shared one.
  a.get("type")->set("kind", "pointer");
  CHECK_FALSE(ca.get("type")->is_shared());
  CHECK(ca.find("type.kind")->str() == "pointer");
  CHECK(ca.find("type.params.0.name")->str() == "a");
  CHECK(cb.find("type.kind")->str() == "scalar");
  CHECK(cb.get("type")->is_shared());
  render::Value c = shared;
  c.get("params")->items()[0].set("name", "z");
  CHECK(c.find("params.0.name")->str() == "z");
  CHECK(cb.find("type.params.0.name")->str() == "a");
  render::Value d = shared;
  d.set("extra", "x");
  CHECK(std::as_const(d).members().size() == 4);
  CHECK(cb.get("type")->members().size() == 3);
  CHECK(cb.get("type")->is_shared());
}

TEST_CASE("an output of several MiB renders exactly (the sink's chunks are joined in order)") {
  std::vector<render::Value> rows;
  std::string expected = "begin\n";
  for (int i = 0; i < 250000; ++i) {
    rows.push_back(render::Value().set("n", std::to_string(i)));
    expected += "row " + std::to_string(i) + " of many\n";
  }
  expected += "end\n";
  REQUIRE(expected.size() > (size_t(3) << 20));
  render::Value ctx;
  ctx.set("rows", render::Value::list(std::move(rows)));
  // Standalone section lines vanish (their line marks never reach the output).
  const std::string out = render::render_text("begin\n{{#rows}}\nrow {{n}} of many\n{{/rows}}\nend\n", ctx, {}, "t");
  CHECK(out.size() == expected.size());
  CHECK(out == expected);
}

TEST_CASE("fan-out: one file per item of a context list, `each` the item, names checked") {
  render::Value ctx;
  ctx.set("title", "T");
  ctx.set("rows", render::Value::list({render::Value().set("name", "a").set("n", "1"),
                                       render::Value().set("name", "b").set("n", "2")}));
  ctx.set("words", render::Value::list({"x", "y"}));
  ctx.set("none", render::Value::list());
  ctx.set("nested", render::Value().set("rows", *ctx.get("rows")));
  auto set_with = [&](const std::string& name, const std::string& text, const std::string& list) {
    render::TemplateSet set;
    render::add_template(set, "d", "index.md", "{{title}}\n");
    render::add_template(set, "d", name, text);
    REQUIRE(set.fan_out("d", name, list, "d/language.yaml:3:3"));
    set.instantiate_names("d", render::Value());
    return set;
  };
  auto paths = [](const std::vector<render::OutputFile>& files) {
    std::vector<std::string> out;
    for (const auto& f : files) out.push_back(f.path + "=" + f.content);
    return out;
  };

  // Objects: the item as `each`, its scope entered with {{#each}}, outer keys still seen.
  auto set = set_with("rows/{{each.name}}.md", "{{#each}}{{title}} {{name}}={{n}} {{output_name}}{{/each}}\n", "rows");
  CHECK(set.output_paths({"d"}) == std::vector<std::string>{"d/index.md"});
  CHECK(paths(render::render_language(set, "d", ctx)) ==
        std::vector<std::string>{"d/index.md=T\n", "d/rows/a.md=T a=1 rows/a.md\n", "d/rows/b.md=T b=2 rows/b.md\n"});
  // A dotted path; strings as items; an empty list makes no file.
  set = set_with("n-{{each.n}}.md", "{{each.name}}\n", "nested.rows");
  CHECK(paths(render::render_language(set, "d", ctx)).size() == 3);
  set = set_with("w/{{each}}.txt", "{{each}}!\n", "words");
  CHECK(paths(render::render_language(set, "d", ctx)) ==
        std::vector<std::string>{"d/index.md=T\n", "d/w/x.txt=x!\n", "d/w/y.txt=y!\n"});
  set = set_with("e/{{each}}.txt", "{{each}}\n", "none");
  CHECK(paths(render::render_language(set, "d", ctx)) == std::vector<std::string>{"d/index.md=T\n"});

  // Not a list, not there, one name for two items, an item's name over another output, an unsafe name.
  set = set_with("{{each}}.md", "x", "title");
  CHECK(error_text([&] { render::render_language(set, "d", ctx); }).find("d/language.yaml:3:3") == 0);
  CHECK(error_text([&] { render::render_language(set, "d", ctx); }).find("'title' is not a list") != std::string::npos);
  set = set_with("{{each}}.md", "x", "missing.rows");
  CHECK(error_text([&] { render::render_language(set, "d", ctx); }).find("not in the context") != std::string::npos);
  set = set_with("same{{each.nothing}}.md", "x", "rows");
  CHECK(error_text([&] { render::render_language(set, "d", ctx); }).find("for item 1 of rows") != std::string::npos);
  set = set_with("{{#each}}index{{/each}}.md", "x", "words");
  CHECK(error_text([&] { render::render_language(set, "d", ctx); }).find("makes the output 'd/index.md' for item 0") !=
        std::string::npos);
  ctx.set("paths", render::Value::list({"../up"}));
  set = set_with("{{each}}.md", "x", "paths");
  CHECK(error_text([&] { render::render_language(set, "d", ctx); }).find("'..'") != std::string::npos);
  // Only a template of the language fans out.
  render::TemplateSet plain;
  render::add_template(plain, "d", "a.md", "x");
  CHECK_FALSE(plain.fan_out("d", "b.md", "rows", "here"));
  CHECK_FALSE(plain.fan_out("e", "a.md", "rows", "here"));
}

// ---- Static text held out of kainjow's parser (render/prepared_text.h,
// ---- hold_static_text): the same bytes as the template parsed whole.

TEST_CASE("hold_static_text holds runs of whole tag-free lines, from a line's mark to a later line's") {
  using render::detail::hold_static_text;
  using render::detail::kHeldMark;
  using render::detail::kLineMark;
  const std::string m(1, kLineMark);
  std::vector<std::string> held;
  auto hold = [&](std::string&& t) {
    held.push_back(std::move(t));
    return held.size() - 1;
  };
  const std::string tag = std::string("{{&") + kHeldMark;
  // Three static lines after a tag line: the first line's mark to the fourth line's mark.
  std::string text = m + "a {{x}}\n" + m + "one\n" + m + "two\n" + m + "three {{y}}\n";
  CHECK(hold_static_text(text, 1, hold) == m + "a {{x}}\n" + tag + "0}}three {{y}}\n");
  CHECK(held == std::vector<std::string>{m + "one\n" + m + "two\n" + m});
  // A mark inside a line (text of the template's own) starts nothing.
  held.clear();
  text = m + "{{x}}mid" + m + "line\n" + m + "two\n" + m + "{{y}}";
  CHECK(hold_static_text(text, 1, hold) == m + "{{x}}mid" + m + "line\n" + tag + "0}}{{y}}");
  CHECK(held == std::vector<std::string>{m + "two\n" + m});
  held.clear();
  text = m + "a {{x}}\n" + m + "one\n" + m + "two\n" + m + "three {{y}}\n";
  // Under the minimum: as it is.
  CHECK(hold_static_text(text, 64, hold) == text);
  // One static line has no later line's mark inside the run: nothing held.
  CHECK(hold_static_text(m + "{{x}}\n" + m + "only {{y}}", 1, hold) == m + "{{x}}\n" + m + "only {{y}}");
  // Text inside tags is not static: a comment over lines, a triple mustache's `}}`.
  held.clear();
  text = m + "{{! a\n" + m + "b\n" + m + "c }}\n" + m + "d\n" + m + "e\n" + m + "{{{z}}}";
  CHECK(hold_static_text(text, 1, hold) == m + "{{! a\n" + m + "b\n" + m + "c }}\n" + tag + "0}}{{{z}}}");
  CHECK(held == std::vector<std::string>{m + "d\n" + m + "e\n" + m});
  // Set delimiters: as it is; an unclosed tag: the text up to it only.
  text = m + "p\n" + m + "q\n" + m + "{{=<% %>=}}\n";
  CHECK(hold_static_text(text, 1, hold) == text);
  held.clear();
  text = m + "p\n" + m + "q\n" + m + "{{oops\n" + m + "r\n" + m + "s\n";
  CHECK(hold_static_text(text, 1, hold) == tag + "0}}{{oops\n" + m + "r\n" + m + "s\n");
}

TEST_CASE("templates render the same with their static text held out") {
  // render_language holds static text out; render_text parses the text whole.
  // Sections, inverted sections, lists, a lambda (text context) section, a
  // partial written in and a recursive one, comments and CRLF lines around runs
  // of static lines longer than the minimum.
  const std::string run = "static line that is long enough to be held out\nand another static line\n";
  const std::string partial = "{{#kids}}[{{name}}\n" + run + "{{> tree}}]{{/kids}}";
  const std::string text =
      run + "{{#items}}\n" + run + "  item {{name}}{{^last}},{{/last}}\n" + run + "{{/items}}\n" + run +
      "{{^missing}}\n" + run + "{{/missing}}\n  {{#yes}}{{empty}}{{/yes}}  \n" + run +
      "{{#escape_doc}}doc {{name}}\n" + run + "{{/escape_doc}}\n" + "{{! a comment\n" + run + "}}\n" +
      "line\r\n" + run + "crlf\r\n{{> tree}}\n" + run + "{{> leaf}}\n" + run + "no newline at the end";
  data item_a, item_b, leaf, root;
  item_a.set("name", "a");
  item_b.set("name", "b");
  item_b.set("last", true);
  data kid;
  kid.set("name", "k");
  leaf.set("name", "leaf");
  leaf.set("kids", data::list({}));
  kid.set("kids", data::list({leaf}));
  root.set("items", data::list({item_a, item_b}));
  root.set("yes", true);
  root.set("empty", "");
  root.set("name", "root");
  root.set("kids", data::list({kid}));
  render::TemplateSet set;
  render::add_template(set, "d", "out.txt", text);
  set.lang_partials["d"]["tree"] = render::TemplateSource{"tree", "tree", partial, false, "", "", ""};
  set.lang_partials["d"]["leaf"] =
      render::TemplateSource{"leaf", "leaf", run + "leaf {{name}}\n" + run, false, "", "", ""};
  render::TextRule upper;
  upper.replace = {{"static", "STATIC"}};
  auto files = render::render_language(set, "d", root, {}, {{"doc", upper}});
  REQUIRE(files.size() == 1);
  // The same text rendered whole: the lambda section spelled out by hand.
  const std::map<std::string, render::TemplateSource>& partials = set.lang_partials["d"];
  std::string whole = text;
  // (the closing tag's line is standalone: its newline goes with it)
  const std::string doc = "{{#escape_doc}}doc {{name}}\n" + run + "{{/escape_doc}}\n";
  whole.replace(whole.find(doc), doc.size(), render::apply_text_rule(upper, "doc root\n" + run));
  CHECK(files[0].content == render::render_text(whole, root, partials));
  CHECK(files[0].content.find("doc root\nSTATIC line that is long enough") != std::string::npos);
  CHECK(files[0].content.find("[k\n" + run + "[leaf\n") != std::string::npos);
}
