// to_yaml: Model -> schema text. The layout of the file is documented in
// schema/README.md; every choice here favours a stable, readable, diffable file.
#include <cstdint>
#include <string>

#include "schema/schema.h"
#include "schema/yaml_text.h"

namespace dlpackgen::schema {

namespace {

using yaml_text::append_key_value;
using yaml_text::inline_scalar;

class Writer {
 public:
  std::string take() { return std::move(out_); }

  void document(const model::Model& m) {
    out_ += "# DLPack ABI schema written by dlpackgen (format: schema/README.md in dlpackgen).\n";
    raw(0, "schema_version: " + std::to_string(kSchemaVersion));
    raw(0, "generator: dlpackgen");
    header(m.header);
    raw(0, m.targets.empty() ? "targets: []" : "targets:");
    for (const auto& t : m.targets)
      raw(2, "- {triple: " + inline_scalar(t.triple) + ", pointer_size: " + std::to_string(t.pointer_size) +
                 ", pointer_align: " + std::to_string(t.pointer_align) +
                 ", big_endian: " + (t.big_endian ? "true" : "false") + "}");
    list(0, "enums", m.enums, [this](const model::Enum& e) { enum_(e); });
    list(0, "structs", m.structs, [this](const model::Struct& s) { struct_(s); });
    list(0, "function_pointers", m.function_pointers,
         [this](const model::FunctionPointer& f) { function_pointer(f); });
    list(0, "aliases", m.aliases, [this](const model::Alias& a) { alias(a); });
    list(0, "macros", m.macros, [this](const model::Macro& mc) { macro(mc); });
    raw(0, m.history_versions.empty() ? "history_versions: []" : "history_versions:");
    for (const auto& v : m.history_versions) raw(2, "- " + inline_scalar(v, yaml_text::Context::Block));
    raw(0, m.removed.empty() ? "removed: []" : "removed:");
    for (const auto& r : m.removed) raw(2, "- " + removed(r));
  }

 private:
  std::string out_;

  void raw(int indent, const std::string& text) {
    out_.append(static_cast<size_t>(indent), ' ');
    out_ += text;
    out_ += '\n';
  }
  void str(int indent, const char* key, const std::string& value) { append_key_value(out_, indent, key, value); }
  void opt_str(int indent, const char* key, const std::string& value) {
    if (!value.empty()) str(indent, key, value);
  }

  // A block sequence of mappings: "key:" then "- " entries, or "key: []".
  // Each entry writes its first key after "- " and the rest at indent + 4.
  template <typename T, typename Fn>
  void list(int indent, const char* key, const std::vector<T>& items, Fn&& each) {
    if (items.empty()) {
      raw(indent, std::string(key) + ": []");
      return;
    }
    raw(indent, std::string(key) + ":");
    for (const auto& item : items) {
      const size_t mark = out_.size();
      const int saved = entry_indent_;
      entry_indent_ = indent + 4;
      each(item);
      entry_indent_ = saved;
      // The entry's first line starts with indent + 4 spaces; turn "  " of them into "- ".
      out_[mark + static_cast<size_t>(indent) + 2] = '-';
    }
  }
  int entry_indent_ = 0;

  void header(const model::HeaderInfo& h) {
    raw(0, "header:");
    str(2, "file", h.file);
    // Always quoted, like the version: a hash of digits only must stay a string.
    raw(2, "sha256: " + yaml_text::double_quoted(h.sha256));
    if (h.version.known()) raw(2, "version: " + yaml_text::double_quoted(h.version.str()));
    opt_str(2, "version_macro", h.version_macro);
  }

  // Written only where it is not what a reader assumes without it.
  void typedef_key(int indent, const std::string& name, const std::string& tag, bool has_typedef) {
    if (has_typedef != default_has_typedef(name, tag))
      raw(indent, std::string("typedef: ") + (has_typedef ? "true" : "false"));
  }

  void pos(int indent, const model::SourcePos& p) {
    raw(indent, "line: " + std::to_string(p.line));
    raw(indent, "column: " + std::to_string(p.column));
  }

  void history(int indent, const model::History& h) {
    if (h.empty()) return;
    std::string text;
    const auto add = [&](const char* key, const std::string& value) {
      if (value.empty()) return;
      text += text.empty() ? "{" : ", ";
      text += key;
      text += ": " + inline_scalar(value);
    };
    add("since", h.since);
    add("renamed_from", h.renamed_from);
    add("renamed_in", h.renamed_in);
    raw(indent, "history: " + text + "}");
  }

  static std::string layout_text(const model::Layout& l) {
    return "{size: " + std::to_string(l.size) + ", align: " + std::to_string(l.align) + "}";
  }

  // Per-target maps: one target per line, in std::map (triple) order.
  template <typename V, typename Fn>
  void per_target(int indent, const char* key, const std::map<std::string, V>& values, Fn&& text) {
    if (values.empty()) {
      raw(indent, std::string(key) + ": {}");
      return;
    }
    raw(indent, std::string(key) + ":");
    for (const auto& [triple, value] : values) raw(indent + 2, inline_scalar(triple) + ": " + text(value));
  }

  void enum_(const model::Enum& e) {
    const int in = entry_indent_;
    str(in, "name", e.name);
    opt_str(in, "tag", e.tag);
    typedef_key(in, e.name, e.tag, e.has_typedef);
    opt_str(in, "doc", e.doc);
    pos(in, e.pos);
    history(in, e.history);
    opt_str(in, "fixed_type_c", e.fixed_type_c);
    opt_str(in, "fixed_type_cxx", e.fixed_type_cxx);
    const auto type_name = [](const std::string& v) { return inline_scalar(v, yaml_text::Context::Block); };
    per_target(in, "underlying_c", e.underlying_c, type_name);
    per_target(in, "underlying_cxx", e.underlying_cxx, type_name);
    per_target(in, "layout", e.layout, layout_text);
    list(in, "enumerators", e.enumerators, [this, &e](const model::Enumerator& en) {
      const int ein = entry_indent_;
      str(ein, "name", en.name);
      raw(ein, "value: " + model::enumerator_value_text(e, en));
      opt_str(ein, "spelling", en.spelling);
      opt_str(ein, "doc", en.doc);
      pos(ein, en.pos);
      history(ein, en.history);
    });
  }

  void struct_(const model::Struct& s) {
    const int in = entry_indent_;
    str(in, "name", s.name);
    opt_str(in, "tag", s.tag);
    typedef_key(in, s.name, s.tag, s.has_typedef);
    opt_str(in, "doc", s.doc);
    pos(in, s.pos);
    history(in, s.history);
    per_target(in, "layout", s.layout, layout_text);
    const auto number = [](uint64_t v) { return std::to_string(v); };
    if (!s.aligned.empty()) per_target(in, "aligned", s.aligned, number);
    list(in, "fields", s.fields, [this, number](const model::Field& f) {
      const int fin = entry_indent_;
      str(fin, "name", f.name);
      type(fin, "type", f.type);
      opt_str(fin, "doc", f.doc);
      pos(fin, f.pos);
      history(fin, f.history);
      per_target(fin, "offset", f.offset, number);
      if (!f.aligned.empty()) per_target(fin, "aligned", f.aligned, number);
    });
  }

  void function_pointer(const model::FunctionPointer& f) {
    const int in = entry_indent_;
    str(in, "name", f.name);
    opt_str(in, "doc", f.doc);
    pos(in, f.pos);
    history(in, f.history);
    type(in, "type", f.type);
  }

  void alias(const model::Alias& a) {
    const int in = entry_indent_;
    str(in, "name", a.name);
    opt_str(in, "doc", a.doc);
    pos(in, a.pos);
    history(in, a.history);
    type(in, "type", a.type);
  }

  void macro(const model::Macro& m) {
    const int in = entry_indent_;
    str(in, "name", m.name);
    str(in, "spelling", m.spelling);
    raw(in, "value: " + (m.is_unsigned ? std::to_string(static_cast<uint64_t>(m.value))
                                       : std::to_string(m.value)));
    raw(in, std::string("is_unsigned: ") + (m.is_unsigned ? "true" : "false"));
    opt_str(in, "doc", m.doc);
    pos(in, m.pos);
    history(in, m.history);
  }

  static std::string removed(const model::Removed& r) {
    std::string text = "{kind: " + inline_scalar(r.kind) + ", name: " + inline_scalar(r.name);
    if (!r.parent.empty()) text += ", parent: " + inline_scalar(r.parent);
    if (!r.since.empty()) text += ", since: " + inline_scalar(r.since);
    if (!r.removed_in.empty()) text += ", removed_in: " + inline_scalar(r.removed_in);
    return text + "}";
  }

  // Types: one flow mapping on one line unless a function pointer is involved,
  // whose result and parameters read better as a block.
  static bool has_function_pointer(const model::Type& t) {
    if (t.kind == model::TypeKind::FunctionPointer || !t.result.empty() || !t.params.empty()) return true;
    for (const auto& e : t.element)
      if (has_function_pointer(e)) return true;
    return false;
  }

  // A struct or enum type always names its entity (even ""); other kinds only when they have a name.
  static bool names_entity(const model::Type& t) {
    return !t.name.empty() || t.kind == model::TypeKind::Struct || t.kind == model::TypeKind::Enum;
  }

  static std::string flow_type(const model::Type& t) {
    std::string text = "{kind: " + model::to_string(t.kind);
    if (names_entity(t)) text += ", name: " + inline_scalar(t.name);
    text += ", spelling: " + inline_scalar(t.spelling);
    if (t.is_const) text += ", is_const: true";
    if (t.kind == model::TypeKind::Array || t.array_size != 0)
      text += ", array_size: " + std::to_string(t.array_size);
    if (t.element.size() == 1) {
      text += ", element: " + flow_type(t.element.front());
    } else if (!t.element.empty()) {
      text += ", element: [";
      for (size_t i = 0; i < t.element.size(); ++i) text += (i ? ", " : "") + flow_type(t.element[i]);
      text += "]";
    }
    return text + "}";
  }

  void type(int indent, const char* key, const model::Type& t) {
    if (!has_function_pointer(t)) {
      raw(indent, std::string(key) + ": " + flow_type(t));
      return;
    }
    raw(indent, std::string(key) + ":");
    const int in = indent + 2;
    raw(in, "kind: " + model::to_string(t.kind));
    if (names_entity(t)) str(in, "name", t.name);
    str(in, "spelling", t.spelling);
    if (t.is_const) raw(in, "is_const: true");
    if (t.kind == model::TypeKind::Array || t.array_size != 0)
      raw(in, "array_size: " + std::to_string(t.array_size));
    types(in, "element", t.element);
    types(in, "result", t.result);
    // A function pointer always lists its parameters (`params: []` for none).
    if (t.kind == model::TypeKind::FunctionPointer || !t.params.empty()) {
      list(in, "params", t.params, [this](const model::Param& p) {
        // An unnamed parameter's entry starts with its type.
        opt_str(entry_indent_, "name", p.name);
        type(entry_indent_, "type", p.type);
      });
    }
  }

  // `element` / `result`: a single mapping when there is exactly one type (the
  // only valid case), a sequence otherwise so that nothing is lost.
  void types(int indent, const char* key, const std::vector<model::Type>& list_of) {
    if (list_of.empty()) return;
    if (list_of.size() == 1) {
      type(indent, key, list_of.front());
      return;
    }
    raw(indent, std::string(key) + ":");
    for (const auto& t : list_of) {
      if (!has_function_pointer(t)) {
        raw(indent + 2, "- " + flow_type(t));
        continue;
      }
      // A block mapping as a sequence entry: "- kind: ..." and the rest aligned.
      const size_t mark = out_.size();
      std::string saved;
      saved.swap(out_);
      type(indent + 2, "x", t);  // writes "x:" then the mapping at indent + 4
      std::string body = out_.substr(out_.find('\n') + 1);
      out_.swap(saved);
      out_ += body;
      out_[mark + static_cast<size_t>(indent) + 2] = '-';
    }
  }
};

}  // namespace

std::string to_yaml(const model::Model& model) {
  Writer writer;
  writer.document(model);
  return writer.take();
}

}  // namespace dlpackgen::schema
