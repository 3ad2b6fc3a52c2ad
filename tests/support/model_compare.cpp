#include "support/model_compare.h"

#include <cstdio>
#include <map>
#include <sstream>

namespace dlpackgen::test {

namespace {

class Comparer {
 public:
  std::vector<std::string> out;

  template <typename T>
  void same(const std::string& path, const T& a, const T& b) {
    if (a == b) return;
    std::ostringstream s;
    s << path << ": " << show(a) << " != " << show(b);
    out.push_back(s.str());
  }

  template <typename T, typename Fn>
  void list(const std::string& path, const std::vector<T>& a, const std::vector<T>& b, Fn&& each) {
    same(path + ".size()", a.size(), b.size());
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) each(path + "[" + std::to_string(i) + "]", a[i], b[i]);
  }

  template <typename V>
  void per_target(const std::string& path, const std::map<std::string, V>& a, const std::map<std::string, V>& b) {
    for (const auto& [k, v] : a) {
      auto it = b.find(k);
      if (it == b.end()) out.push_back(path + "[" + k + "]: missing on the right");
      else compare(path + "[" + k + "]", v, it->second);
    }
    for (const auto& [k, v] : b)
      if (a.count(k) == 0) out.push_back(path + "[" + k + "]: missing on the left");
  }

  void compare(const std::string& path, const std::string& a, const std::string& b) { same(path, a, b); }
  void compare(const std::string& path, uint64_t a, uint64_t b) { same(path, a, b); }
  void compare(const std::string& path, const model::Layout& a, const model::Layout& b) {
    same(path + ".size", a.size, b.size);
    same(path + ".align", a.align, b.align);
  }

  void pos(const std::string& path, const model::SourcePos& a, const model::SourcePos& b) {
    same(path + ".pos.line", a.line, b.line);
    same(path + ".pos.column", a.column, b.column);
  }
  void history(const std::string& path, const model::History& a, const model::History& b) {
    same(path + ".history.since", a.since, b.since);
    same(path + ".history.renamed_from", a.renamed_from, b.renamed_from);
    same(path + ".history.renamed_in", a.renamed_in, b.renamed_in);
  }

  void type(const std::string& path, const model::Type& a, const model::Type& b) {
    same(path + ".kind", model::to_string(a.kind), model::to_string(b.kind));
    same(path + ".spelling", a.spelling, b.spelling);
    same(path + ".name", a.name, b.name);
    same(path + ".is_const", a.is_const, b.is_const);
    same(path + ".array_size", a.array_size, b.array_size);
    list(path + ".element", a.element, b.element,
         [&](const std::string& p, const model::Type& x, const model::Type& y) { type(p, x, y); });
    list(path + ".result", a.result, b.result,
         [&](const std::string& p, const model::Type& x, const model::Type& y) { type(p, x, y); });
    list(path + ".params", a.params, b.params, [&](const std::string& p, const model::Param& x, const model::Param& y) {
      same(p + ".name", x.name, y.name);
      type(p + ".type", x.type, y.type);
    });
  }

  void model(const model::Model& a, const model::Model& b) {
    same("header.file", a.header.file, b.header.file);
    same("header.sha256", a.header.sha256, b.header.sha256);
    same("header.version.major", a.header.version.major, b.header.version.major);
    same("header.version.minor", a.header.version.minor, b.header.version.minor);
    same("header.version_macro", a.header.version_macro, b.header.version_macro);
    list("targets", a.targets, b.targets, [&](const std::string& p, const model::TargetInfo& x, const model::TargetInfo& y) {
      same(p + ".triple", x.triple, y.triple);
      same(p + ".pointer_size", x.pointer_size, y.pointer_size);
      same(p + ".pointer_align", x.pointer_align, y.pointer_align);
      same(p + ".big_endian", x.big_endian, y.big_endian);
    });
    list("enums", a.enums, b.enums, [&](const std::string& p, const model::Enum& x, const model::Enum& y) {
      same(p + ".name", x.name, y.name);
      same(p + ".tag", x.tag, y.tag);
      same(p + ".has_typedef", x.has_typedef, y.has_typedef);
      same(p + ".doc", x.doc, y.doc);
      pos(p, x.pos, y.pos);
      history(p, x.history, y.history);
      same(p + ".fixed_type_c", x.fixed_type_c, y.fixed_type_c);
      same(p + ".fixed_type_cxx", x.fixed_type_cxx, y.fixed_type_cxx);
      per_target(p + ".underlying_c", x.underlying_c, y.underlying_c);
      per_target(p + ".underlying_cxx", x.underlying_cxx, y.underlying_cxx);
      per_target(p + ".layout", x.layout, y.layout);
      list(p + ".enumerators", x.enumerators, y.enumerators,
           [&](const std::string& q, const model::Enumerator& u, const model::Enumerator& v) {
             same(q + ".name", u.name, v.name);
             same(q + ".value", u.value, v.value);
             same(q + ".spelling", u.spelling, v.spelling);
             same(q + ".doc", u.doc, v.doc);
             pos(q, u.pos, v.pos);
             history(q, u.history, v.history);
           });
    });
    list("structs", a.structs, b.structs, [&](const std::string& p, const model::Struct& x, const model::Struct& y) {
      same(p + ".name", x.name, y.name);
      same(p + ".tag", x.tag, y.tag);
      same(p + ".has_typedef", x.has_typedef, y.has_typedef);
      same(p + ".doc", x.doc, y.doc);
      pos(p, x.pos, y.pos);
      history(p, x.history, y.history);
      per_target(p + ".layout", x.layout, y.layout);
      per_target(p + ".aligned", x.aligned, y.aligned);
      list(p + ".fields", x.fields, y.fields, [&](const std::string& q, const model::Field& u, const model::Field& v) {
        same(q + ".name", u.name, v.name);
        type(q + ".type", u.type, v.type);
        same(q + ".doc", u.doc, v.doc);
        pos(q, u.pos, v.pos);
        history(q, u.history, v.history);
        per_target(q + ".offset", u.offset, v.offset);
        per_target(q + ".aligned", u.aligned, v.aligned);
      });
    });
    list("function_pointers", a.function_pointers, b.function_pointers,
         [&](const std::string& p, const model::FunctionPointer& x, const model::FunctionPointer& y) {
           same(p + ".name", x.name, y.name);
           same(p + ".doc", x.doc, y.doc);
           pos(p, x.pos, y.pos);
           history(p, x.history, y.history);
           type(p + ".type", x.type, y.type);
         });
    list("aliases", a.aliases, b.aliases, [&](const std::string& p, const model::Alias& x, const model::Alias& y) {
      same(p + ".name", x.name, y.name);
      same(p + ".doc", x.doc, y.doc);
      pos(p, x.pos, y.pos);
      history(p, x.history, y.history);
      type(p + ".type", x.type, y.type);
    });
    list("macros", a.macros, b.macros, [&](const std::string& p, const model::Macro& x, const model::Macro& y) {
      same(p + ".name", x.name, y.name);
      same(p + ".spelling", x.spelling, y.spelling);
      same(p + ".value", x.value, y.value);
      same(p + ".is_unsigned", x.is_unsigned, y.is_unsigned);
      same(p + ".doc", x.doc, y.doc);
      pos(p, x.pos, y.pos);
      history(p, x.history, y.history);
    });
    list("history_versions", a.history_versions, b.history_versions,
         [&](const std::string& p, const std::string& x, const std::string& y) { same(p, x, y); });
    list("removed", a.removed, b.removed, [&](const std::string& p, const model::Removed& x, const model::Removed& y) {
      same(p + ".kind", x.kind, y.kind);
      same(p + ".name", x.name, y.name);
      same(p + ".parent", x.parent, y.parent);
      same(p + ".since", x.since, y.since);
      same(p + ".removed_in", x.removed_in, y.removed_in);
    });
  }

 private:
  static std::string show(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
      if (c == '\n') out += "\\n";
      else if (c < 0x20 || c == 0x7F) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02X", c);
        out += buf;
      } else out += static_cast<char>(c);
    }
    return out + "\"";
  }
  template <typename T>
  static std::string show(const T& v) {
    std::ostringstream s;
    s << std::boolalpha << v;
    return s.str();
  }
};

}  // namespace

std::vector<std::string> model_differences(const model::Model& a, const model::Model& b) {
  Comparer c;
  c.model(a, b);
  return c.out;
}

}  // namespace dlpackgen::test
