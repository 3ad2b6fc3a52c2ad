#include "lang/descriptor.h"
#include "lang/name_check.h"
#include "lang/descriptor_sections.h"

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "schema/diagnostics.h"
#include "schema/document.h"
#include "schema/map_reader.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/case_style.h"
#include "util/text.h"

namespace dlpackgen::lang {

using schema::Diagnostics;
using schema::MapReader;
using schema::Need;

const std::map<std::string, std::vector<std::string>>& descriptor_keys() {
  static const std::map<std::string, std::vector<std::string>> keys = {
      {"",
       {"descriptor_version", "description", "base", "vars", "reserved", "scalars", "naming", "targets", "dtypes",
        "element_types", "verbatim", "fan_out", "include_guard", "docs", "ignore", "requires_mapped", "text",
        "identifier", "taken"}},
      {"reserved[]", {"words", "escape"}},
      {"scalars.<scalar>", {"by_size"}},
      {"naming", {"types", "fields", "enumerators", "constants", "params", "functions", "flags", "words"}},
      {"naming.<kind>", {"case", "strip_prefix", "prefix", "suffix"}},
      {"naming.enumerators", {"case", "strip_prefix", "prefix", "suffix", "from"}},  // naming.flags too
      {"targets", {"tables", "condition", "unmatched"}},
      {"text.<context>", {"replace", "line_end", "control", "non_ascii", "case"}},
      {"taken", {"top", "enumerators", "fields", "params"}},
      {"include_guard", {"prefix", "suffix", "strip"}},
      {"docs", {"format", "fences"}},
      {"verbatim", {"stamp"}},
      {"element_types.<role>", {"backend", "types"}},
      {"element_types.<role>.types.<code>.<bits>", {"type", "requires"}},
  };
  return keys;
}

namespace {

using detail::key_name;
using detail::pos_of;

const std::vector<std::string>& keys(const std::string& path) { return descriptor_keys().at(path); }

class Loader {
 public:
  Loader(std::string file, std::string lang) : diags_(file), file_(std::move(file)), lang_(std::move(lang)) {}

  Descriptor load(const std::string& text) {
    Descriptor d;
    d.file = file_;
    d.lang = lang_;
    yaml::Node root = schema::load_document(text, file_, "language descriptor");
    if (!root.IsMap()) {
      diags_.add(root.Mark(), "a language descriptor is a mapping (descriptor_version, scalars, naming, targets, ...)");
      diags_.throw_if_any();
    }
    MapReader r(diags_, root, "language descriptor", keys(""));
    for (const auto& e : r.entries()) d.given.insert(e.key);
    if (auto v = r.unsigned_int("descriptor_version", Need::Required, 1000); v && *v != 1)
      diags_.add(r.value_mark("descriptor_version"),
                 "descriptor_version " + std::to_string(*v) + " is not supported (this dlpackgen reads 1)");
    r.string("description", Need::Optional);
    detail::read_base(diags_, r, d);
    detail::read_vars(diags_, r, d);
    reserved(r, d);
    scalars(r, d);
    naming(r, d);
    targets(r, d);
    dtypes(r, d);
    detail::read_element_types(diags_, r, d);
    detail::read_verbatim(diags_, r, d);
    detail::read_fan_out(diags_, r, d);
    include_guard(r, d);
    docs(r, d);
    ignore(r, d);
    requires_mapped(r, d);
    text_contexts(r, d);
    names(r, d);
    diags_.throw_if_any();
    return d;
  }

 private:
  std::optional<std::string> text(const yaml::Node& n, const std::string& what) {
    if (n.IsScalar()) return n.Scalar();
    diags_.add(n.Mark(), what + " must be a string, not " + schema::describe(n));
    return std::nullopt;
  }

  std::vector<std::string> strings(const yaml::Node& n, const std::string& what) {
    std::vector<std::string> out;
    if (!n.IsSequence()) {
      diags_.add(n.Mark(), what + " must be a list of strings");
      return out;
    }
    for (const auto& item : n)
      if (auto s = text(item, what + " entry")) out.push_back(*s);
    return out;
  }

  void check_escape(const std::string& escape, const YAML::Mark& at, const std::string& what) {
    if (escape.find("{{name}}") == std::string::npos)
      diags_.add(at, what + " must contain {{name}} (the word being escaped): '" + escape + "'");
  }

  void reserved(MapReader& r, Descriptor& d) {
    yaml::Node groups = r.sequence("reserved", Need::Optional);
    if (!groups) return;
    for (const auto& g : groups) {
      if (!g.IsMap()) {
        diags_.add(g.Mark(), "reserved: each entry is a mapping {words: [...], escape: \"...{{name}}...\"}");
        continue;
      }
      MapReader gr(diags_, g, "reserved entry", keys("reserved[]"));
      ReservedGroup group;
      if (yaml::Node w = gr.sequence("words", Need::Required))
        for (auto& s : strings(w, "reserved.words")) group.words.insert(s);
      if (auto e = gr.string("escape", Need::Required)) {
        group.escape = *e;
        check_escape(*e, gr.value_mark("escape"), "reserved.escape");
      }
      d.naming.reserved.push_back(std::move(group));
    }
  }

  void scalars(MapReader& r, Descriptor& d) {
    yaml::Node m = r.mapping("scalars", Need::Optional);
    if (!m) return;
    d.types.has_scalars = true;
    d.types.scalars_pos = pos_of(r.key_mark("scalars"));
    MapReader sr(diags_, m, "scalars", {});
    for (const auto& e : sr.entries()) {
      ScalarSpelling s;
      s.pos = pos_of(e.key_node.Mark());
      if (e.value.IsScalar()) {
        s.spelling = e.value.Scalar();
        if (s.spelling.empty()) diags_.add(e.value.Mark(), "scalars." + e.key + " must not be empty");
      } else if (e.value.IsMap()) {
        MapReader br(diags_, e.value, "scalars." + e.key, keys("scalars.<scalar>"));
        if (yaml::Node sizes = br.mapping("by_size", Need::Required)) {
          for (const auto& kv : sizes) {
            auto v = yaml::integer(kv.first);
            unsigned size = v && *v > 0 && *v <= 16 ? static_cast<unsigned>(*v) : 0;
            if (size != 1 && size != 2 && size != 4 && size != 8 && size != 16) {
              diags_.add(kv.first.Mark(), "scalars." + e.key + ".by_size: a size is 1, 2, 4, 8 or 16 (bytes), not '" +
                                              kv.first.Scalar() + "'");
              continue;
            }
            if (auto t = text(kv.second, "scalars." + e.key + ".by_size." + kv.first.Scalar())) s.by_size[size] = *t;
          }
        }
      } else {
        diags_.add(e.value.Mark(), "scalars." + e.key + " must be a spelling or {by_size: {4: ..., 8: ...}}");
      }
      d.types.scalars[e.key] = std::move(s);
    }
  }

  // `<what>.case`: one of util::case_styles(), into `out`.
  void case_style(MapReader& r, const std::string& what, std::string& out) {
    auto c = r.string("case", Need::Optional);
    if (!c) return;
    const auto& styles = util::case_styles();
    if (std::find(styles.begin(), styles.end(), *c) == styles.end())
      diags_.add(r.value_mark("case"), what + ".case: unknown case '" + *c + "' (expected one of: " +
                                           util::join(styles) + ")");
    else
      out = *c;
  }

  NamingRule rule(MapReader& parent, const std::string& key, bool enumerator) {
    NamingRule out;
    yaml::Node n = parent.mapping(key, Need::Optional);
    if (!n) return out;
    MapReader r(diags_, n, "naming." + key, keys(enumerator ? "naming.enumerators" : "naming.<kind>"));
    case_style(r, "naming." + key, out.case_style);
    if (yaml::Node p = r.sequence("strip_prefix", Need::Optional)) out.strip_prefix = strings(p, "naming." + key + ".strip_prefix");
    if (auto p = r.string("prefix", Need::Optional)) out.prefix = *p;
    if (auto s = r.string("suffix", Need::Optional)) out.suffix = *s;
    if (auto f = r.string("from", Need::Optional)) {
      if (*f != "name" && *f != "short_name")
        diags_.add(r.value_mark("from"), "naming." + key + ".from: 'name' or 'short_name', not '" + *f + "'");
      out.from_short_name = *f == "short_name";
    }
    return out;
  }

  void naming(MapReader& r, Descriptor& d) {
    yaml::Node n = r.mapping("naming", Need::Optional);
    if (!n) return;
    MapReader nr(diags_, n, "naming", keys("naming"));
    if (yaml::Node w = nr.sequence("words", Need::Optional)) {
      d.naming.words = strings(w, "naming.words");
      for (size_t i = 0; i < d.naming.words.size(); ++i) {
        const std::string& word = d.naming.words[i];
        bool ok = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) != 0;
        });
        if (!ok) diags_.add(w[i].Mark(), "naming.words: '" + word + "' is not a word (letters and digits only)");
      }
    }
    d.naming.types = rule(nr, "types", false);
    d.naming.fields = rule(nr, "fields", false);
    d.naming.enumerators = rule(nr, "enumerators", true);
    d.naming.constants = rule(nr, "constants", false);
    d.naming.params = rule(nr, "params", false);
    d.naming.functions = rule(nr, "functions", false);
    d.naming.flags = rule(nr, "flags", true);
  }

  void targets(MapReader& r, Descriptor& d) {
    yaml::Node t = r.mapping("targets", Need::Optional);
    if (!t) return;
    d.targets.present = true;
    d.targets.pos = pos_of(r.key_mark("targets"));
    MapReader tr(diags_, t, "targets", keys("targets"));
    if (yaml::Node tables = tr.mapping("tables", Need::Optional)) {
      MapReader tabr(diags_, tables, "targets.tables", {});
      for (const auto& e : tabr.entries()) {
        TargetTable table;
        table.name = e.key;
        table.pos = pos_of(e.key_node.Mark());
        if (!e.value.IsMap()) {
          diags_.add(e.value.Mark(), "targets.tables." + e.key + " must map triple patterns to values");
          continue;
        }
        MapReader rules(diags_, e.value, "targets.tables." + e.key, {});
        for (const auto& rule : rules.entries())
          if (auto v = text(rule.value, "targets.tables." + e.key + "." + rule.key))
            table.rules.emplace_back(rule.key, *v);
        d.targets.tables.push_back(std::move(table));
      }
    }
    if (auto c = tr.string("condition", Need::Required)) d.targets.condition = *c;
    if (auto u = tr.string("unmatched", Need::Optional)) {
      if (*u != "error" && *u != "skip")
        diags_.add(tr.value_mark("unmatched"), "targets.unmatched: 'error' or 'skip', not '" + *u + "'");
      d.targets.skip_unmatched = *u == "skip";
    }
  }

  void dtypes(MapReader& r, Descriptor& d) {
    yaml::Node m = r.mapping("dtypes", Need::Optional);
    if (!m) return;
    MapReader dr(diags_, m, "dtypes", {});
    for (const auto& e : dr.entries()) {
      if (!e.value.IsMap()) {
        diags_.add(e.value.Mark(), "dtypes." + e.key + " must map a bit width to a type: {32: float}");
        continue;
      }
      for (const auto& kv : e.value) {
        auto v = yaml::integer(kv.first);
        unsigned bits = v && *v > 0 && *v <= 255 ? static_cast<unsigned>(*v) : 0;
        if (bits < 1 || bits > 255) {
          diags_.add(kv.first.Mark(), "dtypes." + e.key + ": a bit width is an integer in 1..255, not '" +
                                          kv.first.Scalar() + "'");
          continue;
        }
        if (auto t = text(kv.second, "dtypes." + e.key + "." + kv.first.Scalar())) d.types.dtypes[e.key][bits] = *t;
      }
    }
  }

  // Paths under the language's output dir that its build tools create
  // (target/, .zig-cache/): neither extra for --check nor pruned.
  void ignore(MapReader& r, Descriptor& d) {
    yaml::Node n = r.sequence("ignore", Need::Optional);
    if (!n) return;
    d.files.ignore = strings(n, "ignore");
    for (size_t i = 0; i < d.files.ignore.size(); ++i) {
      const std::string& p = d.files.ignore[i];
      bool ok = !p.empty() && p[0] != '/' && p.find("..") == std::string::npos && p.find('\\') == std::string::npos;
      if (!ok)
        diags_.add(n[i].Mark(), "ignore: '" + p + "' is not a relative path pattern inside the language's output dir");
    }
  }

  // Overlay sections whose every header enumerator the templates need mapped.
  void requires_mapped(MapReader& r, Descriptor& d) {
    yaml::Node n = r.sequence("requires_mapped", Need::Optional);
    if (!n) return;
    static const std::vector<std::string> known = {"devices", "element_types"};  // overlay, descriptor
    for (const auto& item : n) {
      auto name = text(item, "requires_mapped entry");
      if (!name) continue;
      if (std::find(known.begin(), known.end(), *name) == known.end())
        diags_.add(item.Mark(), "requires_mapped: unknown section '" + *name + "' (expected one of: " +
                                    util::join(known) + ")");
      else if (std::find(d.requirements.mapped.begin(), d.requirements.mapped.end(), *name) != d.requirements.mapped.end())
        diags_.add(item.Mark(), "requires_mapped: '" + *name + "' is listed twice");
      else {
        d.requirements.mapped.push_back(*name);
        d.requirements.pos[*name] = pos_of(item.Mark());
        d.requirements.file = d.file;
      }
    }
  }

  // `text.<context>`: replace, line_end (maps in document order), control, non_ascii.
  void text_contexts(MapReader& r, Descriptor& d) {
    yaml::Node m = r.mapping("text", Need::Optional);
    if (!m) return;
    MapReader tr(diags_, m, "text", {});
    for (const auto& e : tr.entries()) {
      const std::string& name = e.key;
      if (!key_name(name)) {
        diags_.add(e.key_node.Mark(), "text: a context name is lower-case letters, digits and '_', not '" + name + "'");
        continue;
      }
      if (!e.value.IsMap()) {
        diags_.add(e.value.Mark(), "text." + name + " must be a mapping (replace, line_end, control, non_ascii, case)");
        continue;
      }
      MapReader cr(diags_, e.value, "text." + name, keys("text.<context>"));
      render::TextRule rule;
      case_style(cr, "text." + name, rule.case_style);
      for (const char* key : {"replace", "line_end"}) {
        yaml::Node map = cr.mapping(key, Need::Optional);
        if (!map) continue;
        auto& out = std::string(key) == "replace" ? rule.replace : rule.line_end;
        for (const auto& kv : map) {
          auto from = text(kv.first, "text." + name + "." + key + " key");
          auto to = text(kv.second, "text." + name + "." + key + " value");
          if (!from || !to) continue;
          if (from->empty()) {
            diags_.add(kv.first.Mark(), "text." + name + "." + key + ": an empty string cannot be replaced");
            continue;
          }
          out.emplace_back(*from, *to);
        }
      }
      for (const char* key : {"control", "non_ascii"}) {
        auto spelling = cr.string(key, Need::Optional);
        if (!spelling) continue;
        if (spelling->find("{{hex2}}") != std::string::npos)
          diags_.add(cr.value_mark(key), "text." + name + "." + key + ": '" + *spelling +
                                              "' uses {{hex2}}, two hex digits, but the code points it spells reach "
                                              "U+10FFFF (U+20AC would become AC): use {{hex}} (four or more digits)");
        else if (spelling->find("{{hex}}") == std::string::npos)
          diags_.add(cr.value_mark(key), "text." + name + "." + key + ": '" + *spelling +
                                              "' holds no {{hex}}, so it would lose the code point");
        (std::string(key) == "control" ? rule.control : rule.non_ascii) = *spelling;
      }
      d.text.rules[name] = std::move(rule);
    }
  }

  // A regular expression the name check uses; a diagnostic when it does not compile.
  bool valid_regex(const std::string& pattern, const YAML::Mark& mark, const std::string& what) {
    if (is_plain_name(pattern)) return true;
    try {
      std::regex re = name_pattern(pattern);
      return true;
    } catch (const std::regex_error& e) {
      diags_.add(mark, what + ": '" + pattern + "' is not a regular expression (" + e.what() + ")");
      return false;
    }
  }

  // `identifier` and `taken`: what the name check holds every identifier to.
  void names(MapReader& r, Descriptor& d) {
    if (auto id = r.string("identifier", Need::Optional)) {
      if (id->empty())
        diags_.add(r.value_mark("identifier"), "identifier: an empty pattern matches no identifier");
      else if (valid_regex(*id, r.value_mark("identifier"), "identifier"))
        d.naming.identifier = *id;
    }
    yaml::Node t = r.mapping("taken", Need::Optional);
    if (!t) return;
    MapReader tr(diags_, t, "taken", keys("taken"));
    for (const char* scope : {"top", "enumerators", "fields", "params"}) {
      yaml::Node list = tr.sequence(scope, Need::Optional);
      if (!list) continue;
      for (const auto& item : list) {
        auto p = text(item, std::string("taken.") + scope + " entry");
        if (p && valid_regex(*p, item.Mark(), std::string("taken.") + scope)) d.naming.taken[scope].push_back(*p);
      }
    }
  }

  void include_guard(MapReader& r, Descriptor& d) {
    yaml::Node g = r.mapping("include_guard", Need::Optional);
    if (!g) return;
    MapReader gr(diags_, g, "include_guard", keys("include_guard"));
    IncludeGuard out;
    if (auto p = gr.string("prefix", Need::Optional)) out.prefix = *p;
    if (auto s = gr.string("suffix", Need::Optional)) out.suffix = *s;
    if (yaml::Node s = gr.sequence("strip", Need::Optional)) out.strip = strings(s, "include_guard.strip");
    d.files.include_guard = out;
  }

  void docs(MapReader& r, Descriptor& d) {
    yaml::Node m = r.mapping("docs", Need::Optional);
    if (!m) return;
    MapReader dr(diags_, m, "docs", keys("docs"));
    if (auto f = dr.string("format", Need::Required)) {
      if (*f != "doxygen" && *f != "markdown")
        diags_.add(dr.value_mark("format"), "docs.format: 'doxygen' or 'markdown', not '" + *f + "'");
      d.text.markdown_docs = *f == "markdown";
      d.text.doxygen_docs = *f == "doxygen";
    }
    yaml::Node fences = dr.mapping("fences", Need::Optional);
    if (!fences) return;
    // A fence tag: what follows ``` on the fence line, one word.
    auto tag = [](const std::string& s) {
      return !s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789+-_") == std::string::npos;
    };
    MapReader fr(diags_, fences, "docs.fences", {});
    for (const auto& e : fr.entries()) {
      auto to = text(e.value, "docs.fences." + e.key);
      if (!to) continue;
      if (!tag(e.key) && !e.key.empty())
        diags_.add(e.key_node.Mark(), "docs.fences: '" + e.key + "' is not a \\code{.ext} extension (lower-case letters, digits, '+')");
      else if (!tag(*to))
        diags_.add(e.value.Mark(), "docs.fences." + e.key + ": '" + *to + "' is not a fence tag (one lower-case word: text, c, cpp)");
      else
        d.text.doc_fences[e.key] = *to;
    }
  }

  Diagnostics diags_;
  std::string file_;
  std::string lang_;
};

}  // namespace

Descriptor parse_descriptor(const std::string& text, const std::string& file, const std::string& lang) {
  return Loader(file, lang).load(text);
}

Descriptor load_descriptor(const std::string& path, const std::string& lang) {
  std::string text = util::read_file(path);
  util::require_text(path, text, "language descriptor");
  return parse_descriptor(text, path, lang);
}

}  // namespace dlpackgen::lang
