#include "extract_helpers.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <utility>

namespace dlpackgen::test {
namespace {

// Compares field by field; remembers the first difference.
struct Differ {
  std::string first;

  template <typename T>
  void value(const std::string& path, const T& a, const T& b) {
    if (!first.empty() || a == b) return;
    std::ostringstream out;
    out << path << ": " << a << " != " << b;
    first = out.str();
  }

  template <typename T, typename F>
  void list(const std::string& path, const std::vector<T>& a, const std::vector<T>& b, F each) {
    value(path + ".size", a.size(), b.size());
    for (std::size_t i = 0; i < a.size() && i < b.size() && first.empty(); ++i)
      each(path + "[" + std::to_string(i) + "]", a[i], b[i]);
  }

  template <typename V>
  void map(const std::string& path, const std::map<std::string, V>& a, const std::map<std::string, V>& b) {
    value(path + ".size", a.size(), b.size());
    for (auto ia = a.begin(), ib = b.begin(); ia != a.end() && ib != b.end() && first.empty(); ++ia, ++ib) {
      value(path + ".key", ia->first, ib->first);
      value(path + "[" + ia->first + "]", ia->second, ib->second);
    }
  }

  void map(const std::string& path, const std::map<std::string, model::Layout>& a,
           const std::map<std::string, model::Layout>& b) {
    value(path + ".size", a.size(), b.size());
    for (auto ia = a.begin(), ib = b.begin(); ia != a.end() && ib != b.end() && first.empty(); ++ia, ++ib) {
      value(path + ".key", ia->first, ib->first);
      value(path + "[" + ia->first + "].size", ia->second.size, ib->second.size);
      value(path + "[" + ia->first + "].align", ia->second.align, ib->second.align);
    }
  }

  void pos(const std::string& path, const model::SourcePos& a, const model::SourcePos& b) {
    value(path + ".line", a.line, b.line);
    value(path + ".column", a.column, b.column);
  }

  void history(const std::string& path, const model::History& a, const model::History& b) {
    value(path + ".since", a.since, b.since);
    value(path + ".renamed_from", a.renamed_from, b.renamed_from);
    value(path + ".renamed_in", a.renamed_in, b.renamed_in);
  }

  void type(const std::string& path, const model::Type& a, const model::Type& b) {
    value(path + ".kind", model::to_string(a.kind), model::to_string(b.kind));
    value(path + ".spelling", a.spelling, b.spelling);
    value(path + ".name", a.name, b.name);
    value(path + ".is_const", a.is_const, b.is_const);
    value(path + ".array_size", a.array_size, b.array_size);
    auto sub = [this](const std::string& p, const model::Type& x, const model::Type& y) { type(p, x, y); };
    list(path + ".element", a.element, b.element, sub);
    list(path + ".result", a.result, b.result, sub);
    list(path + ".params", a.params, b.params,
         [this](const std::string& p, const model::Param& x, const model::Param& y) {
           value(p + ".name", x.name, y.name);
           type(p + ".type", x.type, y.type);
         });
  }
};

std::string struct_ref(const model::Struct& s) { return s.tag.empty() ? s.name : "struct " + s.tag; }
std::string enum_ref(const model::Enum& e) { return e.tag.empty() ? e.name : "enum " + e.tag; }

std::string u64(uint64_t v) { return std::to_string(v) + "ull"; }

// Asserts in both languages: the keyword differs.
struct Asserter {
  explicit Asserter(std::string kw) : keyword(std::move(kw)) {}
  std::string keyword;
  std::ostringstream out;
  void operator()(const std::string& condition, const std::string& what) {
    out << keyword << "(" << condition << ", \"" << what << "\");\n";
  }
};

void struct_asserts(Asserter& check, const model::Model& m, const std::string& triple, const char* alignof_kw) {
  for (const model::Struct& s : m.structs) {
    const std::string t = struct_ref(s);
    const model::Layout& l = s.layout.at(triple);
    check("sizeof(" + t + ") == " + std::to_string(l.size), "sizeof " + s.name);
    check(std::string(alignof_kw) + "(" + t + ") == " + std::to_string(l.align), "alignof " + s.name);
    for (const model::Field& f : s.fields)
      check("offsetof(" + t + ", " + f.name + ") == " + std::to_string(f.offset.at(triple)),
            "offsetof " + s.name + "." + f.name);
  }
}

void enumerator_asserts(Asserter& check, const model::Model& m) {
  for (const model::Enum& e : m.enums)
    for (const model::Enumerator& en : e.enumerators) {
      check("(unsigned long long)(" + en.name + ") == " + u64(static_cast<uint64_t>(en.value)),
            "value of " + en.name);
      check(std::string("((") + en.name + ") < 0) == " + (en.value < 0 ? "1" : "0"), "sign of " + en.name);
    }
}

// The type an alias finally denotes, as C names it (const when the alias is).
std::string alias_target(const model::Model& m, const model::Alias& a) {
  std::string t = a.type.name;
  if (const model::Struct* s = m.find_struct(a.type.name); s && a.type.kind == model::TypeKind::Struct)
    t = struct_ref(*s);
  else if (const model::Enum* e = m.find_enum(a.type.name); e && a.type.kind == model::TypeKind::Enum)
    t = enum_ref(*e);
  return a.type.is_const ? "const " + t : t;
}

}  // namespace

std::string first_model_difference(const model::Model& a, const model::Model& b) {
  Differ d;
  d.value("header.file", a.header.file, b.header.file);
  d.value("header.sha256", a.header.sha256, b.header.sha256);
  d.value("header.version", a.header.version.str(), b.header.version.str());
  d.value("header.version_macro", a.header.version_macro, b.header.version_macro);
  d.list("targets", a.targets, b.targets,
         [&](const std::string& p, const model::TargetInfo& x, const model::TargetInfo& y) {
           d.value(p + ".triple", x.triple, y.triple);
           d.value(p + ".pointer_size", x.pointer_size, y.pointer_size);
           d.value(p + ".pointer_align", x.pointer_align, y.pointer_align);
           d.value(p + ".big_endian", x.big_endian, y.big_endian);
         });
  d.list("enums", a.enums, b.enums, [&](const std::string& p, const model::Enum& x, const model::Enum& y) {
    d.value(p + ".name", x.name, y.name);
    d.value(p + ".tag", x.tag, y.tag);
    d.value(p + ".doc", x.doc, y.doc);
    d.pos(p + ".pos", x.pos, y.pos);
    d.value(p + ".fixed_type_c", x.fixed_type_c, y.fixed_type_c);
    d.value(p + ".fixed_type_cxx", x.fixed_type_cxx, y.fixed_type_cxx);
    d.map(p + ".underlying_c", x.underlying_c, y.underlying_c);
    d.map(p + ".underlying_cxx", x.underlying_cxx, y.underlying_cxx);
    d.map(p + ".layout", x.layout, y.layout);
    d.history(p + ".history", x.history, y.history);
    d.list(p + ".enumerators", x.enumerators, y.enumerators,
           [&](const std::string& q, const model::Enumerator& u, const model::Enumerator& v) {
             d.value(q + ".name", u.name, v.name);
             d.value(q + ".value", u.value, v.value);
             d.value(q + ".spelling", u.spelling, v.spelling);
             d.value(q + ".doc", u.doc, v.doc);
             d.pos(q + ".pos", u.pos, v.pos);
             d.history(q + ".history", u.history, v.history);
           });
  });
  d.list("structs", a.structs, b.structs, [&](const std::string& p, const model::Struct& x, const model::Struct& y) {
    d.value(p + ".name", x.name, y.name);
    d.value(p + ".tag", x.tag, y.tag);
    d.value(p + ".doc", x.doc, y.doc);
    d.pos(p + ".pos", x.pos, y.pos);
    d.map(p + ".layout", x.layout, y.layout);
    d.history(p + ".history", x.history, y.history);
    d.list(p + ".fields", x.fields, y.fields,
           [&](const std::string& q, const model::Field& u, const model::Field& v) {
             d.value(q + ".name", u.name, v.name);
             d.type(q + ".type", u.type, v.type);
             d.value(q + ".doc", u.doc, v.doc);
             d.pos(q + ".pos", u.pos, v.pos);
             d.map(q + ".offset", u.offset, v.offset);
             d.history(q + ".history", u.history, v.history);
           });
  });
  d.list("function_pointers", a.function_pointers, b.function_pointers,
         [&](const std::string& p, const model::FunctionPointer& x, const model::FunctionPointer& y) {
           d.value(p + ".name", x.name, y.name);
           d.value(p + ".doc", x.doc, y.doc);
           d.pos(p + ".pos", x.pos, y.pos);
           d.type(p + ".type", x.type, y.type);
           d.history(p + ".history", x.history, y.history);
         });
  d.list("aliases", a.aliases, b.aliases, [&](const std::string& p, const model::Alias& x, const model::Alias& y) {
    d.value(p + ".name", x.name, y.name);
    d.type(p + ".type", x.type, y.type);
    d.value(p + ".doc", x.doc, y.doc);
    d.pos(p + ".pos", x.pos, y.pos);
    d.history(p + ".history", x.history, y.history);
  });
  d.list("macros", a.macros, b.macros, [&](const std::string& p, const model::Macro& x, const model::Macro& y) {
    d.value(p + ".name", x.name, y.name);
    d.value(p + ".spelling", x.spelling, y.spelling);
    d.value(p + ".value", x.value, y.value);
    d.value(p + ".is_unsigned", x.is_unsigned, y.is_unsigned);
    d.value(p + ".doc", x.doc, y.doc);
    d.pos(p + ".pos", x.pos, y.pos);
    d.history(p + ".history", x.history, y.history);
  });
  d.list("history_versions", a.history_versions, b.history_versions,
         [&](const std::string& p, const std::string& x, const std::string& y) { d.value(p, x, y); });
  d.list("removed", a.removed, b.removed, [&](const std::string& p, const model::Removed& x, const model::Removed& y) {
    d.value(p + ".kind", x.kind, y.kind);
    d.value(p + ".name", x.name, y.name);
    d.value(p + ".parent", x.parent, y.parent);
    d.value(p + ".since", x.since, y.since);
    d.value(p + ".removed_in", x.removed_in, y.removed_in);
  });
  return d.first;
}

std::string c_probe(const model::Model& m, const std::string& header, const std::string& triple) {
  Asserter check("_Static_assert");
  check.out << "#include \"" << header << "\"\n#include <stddef.h>\n";
  const model::TargetInfo* target = m.find_target(triple);
  REQUIRE(target != nullptr);
  check("sizeof(void *) == " + std::to_string(target->pointer_size), "pointer size");
  check("_Alignof(void *) == " + std::to_string(target->pointer_align), "pointer alignment");
  check(std::string("(__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__) == ") + (target->big_endian ? "1" : "0"),
        "byte order");
  struct_asserts(check, m, triple, "_Alignof");
  for (const model::Enum& e : m.enums) {
    const std::string t = enum_ref(e);
    const model::Layout& l = e.layout.at(triple);
    check("sizeof(" + t + ") == " + std::to_string(l.size), "sizeof " + e.name);
    check("_Alignof(" + t + ") == " + std::to_string(l.align), "alignof " + e.name);
    check("_Generic((" + t + ")0, " + e.underlying_c.at(triple) + ": 1, default: 0)",
          "C underlying type of " + e.name + " is " + e.underlying_c.at(triple));
  }
  enumerator_asserts(check, m);
  for (const model::Alias& a : m.aliases)
    check("_Generic((" + a.name + " *)0, " + alias_target(m, a) + " *: 1, default: 0)",
          a.name + " is an alias of " + a.type.name);
  for (const model::Macro& mac : m.macros) {
    check("(unsigned long long)(" + mac.name + ") == " + u64(static_cast<uint64_t>(mac.value)),
          "value of " + mac.name);
    check("(((" + mac.name + ") - (" + mac.name + ") - 1) > 0) == " + (mac.is_unsigned ? "1" : "0"),
          "signedness of " + mac.name);
  }
  return check.out.str();
}

std::string cxx_probe(const model::Model& m, const std::string& header, const std::string& triple) {
  Asserter check("static_assert");
  check.out << "#include \"" << header << "\"\n#include <stddef.h>\n"
            << "template <class A, class B> struct dlpackgen_same { static constexpr bool value = false; };\n"
            << "template <class A> struct dlpackgen_same<A, A> { static constexpr bool value = true; };\n";
  for (const model::Enum& e : m.enums) {
    const std::string t = enum_ref(e);
    check("dlpackgen_same<__underlying_type(" + t + "), " + e.underlying_cxx.at(triple) + ">::value",
          "C++ underlying type of " + e.name + " is " + e.underlying_cxx.at(triple));
    if (!e.fixed_type_cxx.empty())
      check("dlpackgen_same<__underlying_type(" + t + "), " + e.fixed_type_cxx + ">::value",
            "C++ fixed type of " + e.name + " is " + e.fixed_type_cxx);
  }
  enumerator_asserts(check, m);
  for (const model::Alias& a : m.aliases)
    check("dlpackgen_same<" + a.name + ", " + alias_target(m, a) + ">::value",
          a.name + " is an alias of " + a.type.name);
  struct_asserts(check, m, triple, "alignof");
  return check.out.str();
}

RunResult compile_probe(const std::string& source_file, const std::string& triple, bool cxx) {
  std::vector<std::string> argv{DLPACKGEN_TEST_CLANG, "--target=" + triple, "-ffreestanding", "-nostdlibinc",
                                "-isystem", extract::clang_resource_dir() + "/include", "-fsyntax-only"};
  if (cxx) argv.insert(argv.end(), {"-x", "c++", "-std=c++17"});
  else argv.insert(argv.end(), {"-x", "c", "-std=c11"});
  argv.push_back(source_file);
  return run(argv);
}

util::Diagnostic extraction_error(const std::string& path, const extract::Options& options) {
  try {
    extract::extract_header(path, options);
  } catch (const util::Error& e) {
    REQUIRE(e.diagnostics().size() == 1);
    return e.diagnostics().front();
  }
  FAIL("extract_header(" << path << ") did not throw util::Error");
  return {};
}

model::SourcePos position_in_file(const std::string& path, const std::string& line_text,
                                  const std::string& name) {
  std::ifstream in(path);
  std::string line;
  for (unsigned n = 1; std::getline(in, line); ++n) {
    if (line.find(line_text) == std::string::npos) continue;
    std::size_t col = line.find(name);
    REQUIRE(col != std::string::npos);
    return {n, static_cast<unsigned>(col + 1)};
  }
  FAIL("no line of " << path << " contains " << line_text);
  return {};
}

}  // namespace dlpackgen::test
