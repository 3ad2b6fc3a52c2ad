// A language descriptor: templates/<lang>/language.yaml, the data that makes a
// language out of a template dir (reserved words, scalar spellings, naming
// rules, target conditions, element types). Every key is documented in
// templates/README.md ("Language descriptors").
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "render/text_escape.h"
#include "render/value.h"

namespace dlpackgen::lang {

struct Pos {
  unsigned line = 0;  // 1-based; 0 = unknown
  unsigned column = 0;
};

/// How one kind of identifier is formed from its C name.
struct NamingRule {
  bool from_short_name = false;           // enumerators: start from the short name (kDLCUDA -> CUDA)
  std::string case_style = "keep";        // keep, snake, upper_snake, pascal, camel
  std::vector<std::string> strip_prefix;  // the first that matches is removed
  std::string prefix, suffix;             // added after the case change
};

/// Words a language reserves, and how an identifier that is one is spelt.
struct ReservedGroup {
  std::set<std::string> words;
  std::string escape;  // mustache text with {{name}}: "r#{{name}}", "@\"{{name}}\"", "{{name}}_"
};

/// A C scalar's spelling: one for every target, or one per size in bytes.
struct ScalarSpelling {
  std::string spelling;                     // "" when by_size is used
  std::map<unsigned, std::string> by_size;  // 4 -> "i32", 8 -> "i64"
  Pos pos;
};

/// `targets.tables.<name>`: glob patterns on the target triple, first match wins.
struct TargetTable {
  std::string name;
  std::vector<std::pair<std::string, std::string>> rules;  // pattern -> value, in document order
  Pos pos;
};

struct IncludeGuard {
  std::string prefix, suffix;
  std::vector<std::string> strip;  // leading path parts dropped from the output name ("include/")
};

/// How one role of the templates (`host`, `device`) stores one (dtype code,
/// bits) element: a type of the language, raw bits of the width, or sub-byte
/// elements packed into bytes.
struct ElementSpelling {
  std::string storage = "raw";  // "type", "raw" or "packed"
  std::string type;             // the type when storage is "type"
  std::string requires_macro;   // "" or a macro that must be defined for `type` (else raw bits)
  Pos pos;                      // of its bit width
};

/// `element_types.<role>`: the element types one part of the templates computes
/// with (`host` code, `device` code), under a backend name the templates
/// spell (`backend: cuda`).
struct ElementRole {
  std::string role;     // "host"
  std::string backend;  // "cpu"
  /// overlay code entry -> (bits, spelling), both in document order.
  std::vector<std::pair<std::string, std::vector<std::pair<unsigned, ElementSpelling>>>> types;
  std::map<std::string, Pos> code_pos;           // where each code entry is, for errors about it
  std::map<std::string, std::string> code_file;  // and in which descriptor (a base's, or the language's)
  Pos pos;
  std::string file;  // the descriptor that gives its backend
};

/// `fan_out.<template>`: one of the language's templates (its name as written,
/// without `.mustache`) rendered once per item of a context list, the item as
/// `each` (its output name names it: `types/{{each.ident}}.md`).
struct FanOut {
  std::string template_name;  // "types/{{each.ident}}.md"
  std::string list;           // a dotted context path: "structs", "semantics.devices.types"
  Pos pos;                    // of the entry
  std::string file;           // the descriptor that gives it
};

/// A descriptor, its fields grouped by what they serve. Each group's comment
/// names the top-level keys of language.yaml it holds.
struct Descriptor {
  std::string file;  // "" when the language has no descriptor
  std::string lang;
  /// `base`: a base template dir (`_shim`) or another language (`cuda`) whose
  /// templates, partials and descriptor this language starts from; its own keys
  /// replace the base's (`vars` and `element_types` are merged entry by entry).
  std::string base;
  Pos base_pos;
  /// The top-level keys this file gives (what replaces a base's).
  std::set<std::string> given;

  /// How C names become identifiers: `reserved`, `naming`, `identifier`, `taken`.
  struct Naming {
    std::vector<ReservedGroup> reserved;
    NamingRule types, fields, enumerators, constants, params, functions, flags;
    std::vector<std::string> words;  // `naming.words`: kept whole when a case rule splits a name (OpenCL)
    /// `identifier`: what the language accepts as an identifier, a regular
    /// expression (ECMAScript) every identifier must match whole; "" for the
    /// default, an ASCII C identifier.
    std::string identifier;
    /// `taken`: per scope (top, enumerators, fields, params), regular
    /// expressions of names the language or its templates already use there.
    std::map<std::string, std::vector<std::string>> taken;
  } naming;

  /// How C types are spelt: `scalars`, `element_types`, `dtypes`.
  struct Types {
    std::map<std::string, ScalarSpelling> scalars;
    bool has_scalars = false;  // without `scalars`, scalars keep their C spelling
    Pos scalars_pos;
    /// `element_types`: per role, in document order (a base's roles first; a
    /// role both give has the language's backend and its codes over the base's).
    std::vector<ElementRole> element_types;
    std::map<std::string, std::map<unsigned, std::string>> dtypes;  // overlay code entry -> bits -> type
  } types;

  /// `targets`: the condition under which each target's layout holds.
  struct Targets {
    std::vector<TargetTable> tables;
    std::string condition;        // mustache text over the tables and the target's facts
    bool present = false;         // the descriptor has `targets`
    bool skip_unmatched = false;  // `unmatched: skip`: a target no table matches gets no condition
    Pos pos;
  } targets;

  /// How header text enters the output: `text`, `docs`.
  struct Text {
    /// `text`: how header text enters each of the language's text contexts
    /// (`doc` for every doc key; the others as {{#escape_<name>}} sections).
    render::TextRules rules;
    bool markdown_docs = false;                     // `docs: {format: markdown}`: doc_markdown/brief_markdown keys
    bool doxygen_docs = false;                      // `docs: {format: doxygen}`: doc_doxygen keys
    std::map<std::string, std::string> doc_fences;  // `docs.fences`: \code{.ext} extension -> fence tag
  } text;

  /// What the output files are: `vars`, `verbatim`, `fan_out`, `include_guard`, `ignore`.
  struct Files {
    /// `vars`: render parameters, seen by the templates as `vars.*` (strings,
    /// booleans, lists and mappings of them) and by template names.
    render::Value vars;
    /// `verbatim`: the plain files of the language's dir (and its bases') are
    /// outputs, copied as they are after `stamp` (mustache text: the banner).
    bool verbatim = false;
    std::string verbatim_stamp;
    /// `fan_out`: templates rendered once per item of a list, in document order.
    std::vector<FanOut> fan_out;
    std::optional<IncludeGuard> include_guard;
    std::vector<std::string> ignore;  // `ignore`: what the language's own tools leave in its output dir
  } files;

  /// `requires_mapped`: what must map every enumerator of the header for this
  /// language's templates: the overlay's `devices`, the descriptor's `element_types`.
  struct Requirements {
    std::vector<std::string> mapped;
    std::map<std::string, Pos> pos;  // where each entry is, for errors about it
    std::string file;                // and in which descriptor
  } requirements;
};

/// The keys the reader accepts in each mapping of a descriptor, by the
/// mapping's path: "" (the top level), "naming", "naming.<kind>",
/// "naming.enumerators" (and "naming.flags": also `from`), "targets",
/// "text.<context>", "docs", "include_guard", "taken", "reserved[]",
/// "verbatim", "scalars.<scalar>", "element_types.<role>",
/// "element_types.<role>.types.<code>.<bits>". The reader's own lists: the JSON Schema of
/// language.yaml (schema/language.schema.json) is tested against them.
const std::map<std::string, std::vector<std::string>>& descriptor_keys();

/// Reads and validates `path`. Throws util::Error with one `file:line:col`
/// diagnostic per problem: YAML syntax, unknown or duplicate keys, values of
/// the wrong type, unknown case styles, an escape without
/// {{name}}, a size that is not 1, 2, 4, 8 or 16, a bit width outside 1..255.
Descriptor load_descriptor(const std::string& path, const std::string& lang);
Descriptor parse_descriptor(const std::string& text, const std::string& file, const std::string& lang);

/// `own` over its base `base` (`own.base` names it; `base` already merged over
/// its own base, if any): each key `own` gives replaces the base's; `vars` and
/// `element_types` merge entry by entry, the language's own winning.
Descriptor with_base(const Descriptor& base, Descriptor own);

}  // namespace dlpackgen::lang
