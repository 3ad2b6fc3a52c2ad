// Templates -> rendered files. Reading template dirs, validating output
// names, rendering with mustache (kainjow's, kept out of this header). Writing
// and checking live in output.h.
//
// Layout of a template dir (templates/README.md):
//   <dir>/<lang>/<path>.mustache   renders to <out>/<lang>/<path>
//   <dir>/_<anything>/x.mustache   shared partial {{> x}} (any language)
//   <dir>/<lang>/_<anything>/x.mustache, <dir>/<lang>/_x.mustache
//                                  partial {{> x}} of that language only
//   <dir>/<lang>/language.yaml     the language's descriptor (lang/descriptor.h)
//   <dir>/_<base>/language.yaml    makes _<base> a base: laid out like a language,
//                                  rendered by the languages whose descriptor names it
// A later dir overrides a same-named template or partial of an earlier one.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "render/text_escape.h"
#include "render/value.h"

namespace dlpackgen::render {

struct TemplateSource {
  std::string name;    // output path relative to <out>/<lang>/ ("include/dlpack/abi_asserts.h"),
                       // or the partial's name ("banner")
  std::string origin;  // the file it was read from, for diagnostics
  std::string text;
  /// A plain file (not `*.mustache`): `text` is copied as it is, after
  /// `stamp` (mustache text rendered like a template: the banner).
  bool verbatim = false;
  std::string stamp;
  /// Fan-out (TemplateSet::fan_out): a dotted context path to a list; the
  /// template renders once per item, the item pushed as `each`, and `name`
  /// (with tags) is rendered per item. "" for one file. `each_origin` names the
  /// entry that asked for it ("language.yaml:12:3"), for errors.
  std::string each;
  std::string each_origin;
};

struct TemplateSet {
  /// lang -> output name -> template.
  std::map<std::string, std::map<std::string, TemplateSource>> templates;
  /// Partials every language sees, by name.
  std::map<std::string, TemplateSource> shared_partials;
  /// lang -> partial name -> partial; these shadow shared partials of the same name.
  std::map<std::string, std::map<std::string, TemplateSource>> lang_partials;
  /// lang -> its descriptor file (`<dir>/<lang>/language.yaml` of the last dir that has one).
  std::map<std::string, std::string> descriptors;
  /// lang -> output name -> a plain file of its dir (not `*.mustache`, not a
  /// partial, not language.yaml), not yet read: an output only once
  /// use_plain_files() makes it one.
  std::map<std::string, std::map<std::string, TemplateSource>> plain;

  /// Every language (a dir with templates or a descriptor, not a base), sorted.
  std::vector<std::string> languages() const;
  /// A base: `<dir>/_<name>/` with a language.yaml, whose templates and
  /// partials are rendered by the languages that name it (never by itself).
  static bool is_base(const std::string& dir);
  /// Gives `lang` the templates and partials of `base` in `from` (a base or a
  /// language dir, as read, before any inherit()) that it has none of its own
  /// by that name; with `plain_files`, the base's plain files too, and a plain
  /// file of either hides a template of the other's by its name. Throws
  /// util::Error when `from` has no descriptor for `base`.
  void inherit(const TemplateSet& from, const std::string& lang, const std::string& base, bool plain_files);
  /// Makes `lang`'s plain files (its own and, after inherit(), its bases')
  /// outputs copied as they are after `stamp`. Throws util::Error for a stamp
  /// that is not mustache (named `stamp_origin`), a file that is not UTF-8
  /// text, or a plain file and a template of one output name.
  void use_plain_files(const std::string& lang, const std::string& stamp, const std::string& stamp_origin);
  /// Makes `lang`'s template `name` (as read: with its tags, without
  /// `.mustache`) render once per item of the context list at the dotted path
  /// `list`. Returns false when `lang` has no template of that name; throws
  /// util::Error (named `origin`) for a plain file, which is copied as it is.
  bool fan_out(const std::string& lang, const std::string& name, const std::string& list, const std::string& origin);
  /// Renders the output names of `lang`'s templates that hold mustache tags
  /// (`include/{{vars.header}}.mustache`) with `context`. Throws util::Error
  /// for a name that is not a safe output path or that two templates make.
  void instantiate_names(const std::string& lang, const Value& context);
  /// The path ("lang/name") of every file the templates of `languages` make
  /// that is known before anything renders: all but the fan-out templates' (a
  /// language without templates has none).
  std::vector<std::string> output_paths(const std::vector<std::string>& languages) const;
};

/// Reads the template dirs in order (built-in first, then user dirs). Throws
/// util::Error naming the offending file for: a missing dir, an output name
/// that is empty or has '.'/'..' components, a symlink that leads outside its
/// template dir (or dangles, or loops), a non-UTF-8 or unreadable template, a
/// mustache syntax error in a partial, two partials of one name in one dir.
TemplateSet load_templates(const std::vector<std::string>& dirs);

/// Adds one template or partial given as text (tests, embedding). The name is
/// validated like a name read from disk.
void add_template(TemplateSet& set, const std::string& lang, const std::string& name,
                  const std::string& text, const std::string& origin = "");

/// Throws util::Error("origin: ...") unless `name` is a safe relative output
/// path: not empty, not absolute, no empty, '.' or '..' component, no
/// backslash or control character. `rendered_from`: the template name with
/// tags it was rendered from, named in the message.
void check_output_name(const std::string& name, const std::string& origin, const std::string& rendered_from = "");

/// Whether a template name has a tag naming `each` (`{{each.ident}}`,
/// `{{#each.x}}`, `{{{each}}}`): the mark of a fan-out template's name.
bool names_each(const std::string& name);

/// A rendered file.
struct OutputFile {
  std::string lang;
  std::string path;     // relative to the output dir, "<lang>/<name>": "c/include/x.h"
  std::string content;
  std::string origin;   // the template it came from
};

/// Keys pushed on top of the context for one output file, given its name
/// inside the language dir. `lang`, `output_name` and `output_path` are always set.
using FileKeys = std::function<void(const std::string& output_name, Value& keys)>;

/// Renders every template of `lang` with `context`, sorted by output path; a
/// fan-out template once per item of its list, `each` being the item, its
/// output name rendered with the context and `each`.
/// Variables are not HTML-escaped. Throws util::Error for an unknown language,
/// a fan-out list the context does not have (or that is not a list), a
/// fan-out name that is unsafe or made twice (by two items, or by an item and
/// another template),
/// a mustache syntax error ("template:line:col: ..."), an unknown partial,
/// partials nested too deeply (a partial that includes itself), a render error.
/// Each of `text`'s contexts is a section `{{#escape_<name>}}...{{/escape_<name>}}`
/// whose rendered text goes through that context's rule (render/text_escape.h).
std::vector<OutputFile> render_language(const TemplateSet& set, const std::string& lang, Value context,
                                        const FileKeys& file_keys = {}, const TextRules& text = {});

/// render_language() for each of `languages` (every language of the set when
/// empty) with one context, sorted by output path.
std::vector<OutputFile> render_templates(const TemplateSet& set, const std::vector<std::string>& languages,
                                         const Value& context);

/// Renders a single template text (no partials beyond `partials`) — the
/// building block of render_language, handy for tests and small strings.
std::string render_text(const std::string& text, const Value& context,
                        const std::map<std::string, TemplateSource>& partials = {},
                        const std::string& origin = "<template>");

}  // namespace dlpackgen::render
