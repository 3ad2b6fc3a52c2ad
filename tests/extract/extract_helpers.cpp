#include "extract_helpers.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <utility>

namespace dlpackgen::test {
namespace {


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
    if (auto a = s.aligned.find(triple); a != s.aligned.end())
      check(std::string(alignof_kw) + "(" + t + ") % " + std::to_string(a->second) + " == 0",
            "declared alignment of " + s.name);
    for (const model::Field& f : s.fields) {
      check("offsetof(" + t + ", " + f.name + ") == " + std::to_string(f.offset.at(triple)),
            "offsetof " + s.name + "." + f.name);
      // A declared alignment is the field's own (GNU __alignof__ of the member
      // includes its attributes) or less, when the type is more aligned anyway.
      if (auto a = f.aligned.find(triple); a != f.aligned.end())
        check("__alignof__(((" + t + " *)0)->" + f.name + ") >= " + std::to_string(a->second),
              "declared alignment of " + s.name + "." + f.name);
    }
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
