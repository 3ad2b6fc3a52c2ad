#include "schema/c_text.h"

#include <cctype>
#include <cstring>
#include <map>
#include <set>
#include <vector>

#include "model/model.h"

namespace dlpackgen::schema {

namespace {

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Words that spell builtin types; with `const`, `struct` and `enum` the only
// keywords a type spelling may hold.
const std::set<std::string>& type_keywords() {
  static const std::set<std::string> k = {"void",   "char",  "short", "int",   "long",    "float",   "double",
                                          "signed", "unsigned", "_Bool", "bool", "_Complex", "__int128"};
  return k;
}

// Splits "a b c" at single spaces; false on an empty word (a space at either
// end, two spaces in a row) or an empty text.
bool words_of(const std::string& text, std::vector<std::string>& words) {
  std::string word;
  for (char c : text) {
    if (c != ' ') {
      word += c;
      continue;
    }
    if (word.empty()) return false;
    words.push_back(word);
    word.clear();
  }
  if (word.empty()) return false;
  words.push_back(word);
  return true;
}

// A recursive-descent reader of the C type names Clang prints (see is_type_spelling).
class TypeSpelling {
 public:
  explicit TypeSpelling(const std::string& text) : ok_(tokenize(text)) {}

  bool valid() {
    if (!ok_) return false;
    return type() && at_ == tokens_.size();
  }

 private:
  static constexpr int kMaxDepth = 256;  // parentheses and parameter lists, nested

  std::vector<std::string> tokens_;
  size_t at_ = 0;
  int depth_ = 0;
  bool ok_ = false;

  bool tokenize(const std::string& text) {
    if (text.empty() || text.front() == ' ' || text.back() == ' ') return false;
    for (size_t i = 0; i < text.size();) {
      const char c = text[i];
      if (c == ' ') {
        if (text[i + 1] == ' ') return false;  // one space at most (never the last character)
        ++i;
      } else if (ident_char(c)) {
        size_t end = i;
        while (end < text.size() && ident_char(text[end])) ++end;
        const std::string token = text.substr(i, end - i);
        // An identifier or a number (array sizes); nothing like "2x".
        const bool number = std::isdigit(static_cast<unsigned char>(token[0])) != 0;
        if (number) {
          for (char d : token)
            if (!std::isdigit(static_cast<unsigned char>(d))) return false;
        }
        tokens_.push_back(token);
        i = end;
      } else if (std::strchr("*()[],", c) != nullptr) {
        tokens_.push_back(std::string(1, c));
        ++i;
      } else {
        return false;
      }
    }
    return true;
  }

  const std::string& peek(size_t ahead = 0) const {
    static const std::string end;
    return at_ + ahead < tokens_.size() ? tokens_[at_ + ahead] : end;
  }
  bool accept(const char* token) {
    if (peek() != token) return false;
    ++at_;
    return true;
  }
  static bool is_number(const std::string& t) { return !t.empty() && std::isdigit(static_cast<unsigned char>(t[0])); }
  static bool is_name(const std::string& t) { return !t.empty() && ident_start(t[0]) && !is_c_keyword(t); }

  // Specifiers, then an abstract declarator.
  bool type() {
    if (++depth_ > kMaxDepth) return false;
    const bool ok = specifiers() && declarator();
    --depth_;
    return ok;
  }

  // `const`, builtin words, and at most one named type (`struct X`, `enum X`, a typedef name).
  bool specifiers() {
    int types = 0, named = 0;
    while (true) {
      const std::string& t = peek();
      if (t == "const") {
        ++at_;
      } else if (t == "struct" || t == "enum") {
        ++at_;
        if (!is_name(peek())) return false;
        ++at_;
        ++types, ++named;
      } else if (type_keywords().count(t)) {
        ++at_;
        ++types;
      } else if (is_name(t)) {
        if (named > 0) return false;  // a second name: a declarator name or garbage
        ++at_;
        ++types, ++named;
      } else {
        break;
      }
    }
    return types > 0;
  }

  bool declarator() {
    while (accept("*"))
      while (accept("const") || accept("restrict")) {
      }
    // A function type is only ever spelled as what a nested declarator points
    // to: (*), (*const), (*[2]), (*(*)(int)).
    bool nested = false;
    if (peek() == "(" && peek(1) == "*") {
      ++at_;
      if (++depth_ > kMaxDepth) return false;
      const bool inner = declarator();
      --depth_;
      if (!inner || !accept(")")) return false;
      nested = true;
    }
    return suffixes(nested);
  }

  bool suffixes(bool functions) {
    while (true) {
      if (accept("[")) {
        if (!is_number(peek())) return false;
        ++at_;
        if (!accept("]")) return false;
      } else if (functions && accept("(")) {
        if (!parameters()) return false;
      } else {
        return true;
      }
    }
  }

  // After "(": `void)` or types separated by commas, then ")".
  bool parameters() {
    if (peek() == "void" && peek(1) == ")") {
      at_ += 2;
      return true;
    }
    do {
      if (peek() == "void" && (peek(1) == "," || peek(1) == ")")) return false;  // `void` is the whole list
      if (!type()) return false;
    } while (accept(","));
    return accept(")");
  }
};

}  // namespace

bool is_c_identifier(const std::string& text) {
  if (text.empty() || !ident_start(text[0])) return false;
  for (char c : text)
    if (!ident_char(c)) return false;
  return true;
}

bool is_c_keyword(const std::string& text) {
  static const std::set<std::string> k = {
      "auto",     "break",    "case",     "char",       "const",    "continue",      "default",  "do",
      "double",   "else",     "enum",     "extern",     "float",    "for",           "goto",     "if",
      "inline",   "int",      "long",     "register",   "restrict", "return",        "short",    "signed",
      "sizeof",   "static",   "struct",   "switch",     "typedef",  "union",         "unsigned", "void",
      "volatile", "while",    "_Alignas", "_Alignof",   "_Atomic",  "_Bool",         "_Complex", "_Generic",
      "_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local", "alignas", "alignof", "bool", "constexpr",
      "false",    "nullptr",  "static_assert", "thread_local", "true", "typeof", "typeof_unqual"};
  return k.count(text) != 0;
}

bool is_cxx_keyword(const std::string& text) {
  static const std::set<std::string> k = {
      "and",      "and_eq",   "asm",       "bitand",    "bitor",      "catch",     "char8_t",  "char16_t",
      "char32_t", "class",    "co_await",  "co_return", "co_yield",   "compl",     "concept",  "consteval",
      "constinit", "const_cast", "decltype", "delete",   "dynamic_cast", "explicit", "export",   "friend",
      "mutable",  "namespace", "new",      "noexcept",  "not",        "not_eq",    "operator", "or",
      "or_eq",    "private",  "protected", "public",    "reinterpret_cast", "requires", "static_cast",
      "template", "this",     "throw",     "try",       "typeid",     "typename",  "using",    "virtual",
      "wchar_t",  "xor",      "xor_eq"};
  return k.count(text) != 0;
}

bool is_c_integer_type(const std::string& text) { return c_integer_type_size(text) != 0 || text == "long" || text == "unsigned long"; }

bool is_integer_scalar_name(const std::string& text) {
  static const std::set<std::string> typedefs = {"int8_t",  "int16_t", "int32_t",   "int64_t",  "uint8_t",
                                                 "uint16_t", "uint32_t", "uint64_t", "size_t",   "ssize_t",
                                                 "ptrdiff_t", "intptr_t", "uintptr_t"};
  return is_c_integer_type(text) || typedefs.count(text) != 0;
}

unsigned c_integer_type_size(const std::string& text) {
  static const std::map<std::string, unsigned> sizes = {
      {"char", 1},          {"signed char", 1},         {"unsigned char", 1}, {"_Bool", 1},     {"bool", 1},
      {"short", 2},         {"unsigned short", 2},      {"int", 4},           {"unsigned int", 4},
      {"long long", 8},     {"unsigned long long", 8},  {"__int128", 16},     {"unsigned __int128", 16}};
  auto it = sizes.find(text);
  return it == sizes.end() ? 0 : it->second;
}

unsigned triple_pointer_size(const std::string& triple) {
  const std::string arch = triple.substr(0, triple.find('-'));
  const bool x32 = triple.find("gnux32") != std::string::npos || triple.find("ilp32") != std::string::npos;
  auto starts = [&](const char* p) { return arch.rfind(p, 0) == 0; };
  if (arch == "x86_64" || arch == "amd64" || starts("aarch64") || arch == "arm64")
    return x32 ? 4 : 8;
  if (starts("riscv64") || starts("powerpc64") || starts("ppc64") || arch == "s390x" || arch == "wasm64" ||
      starts("loongarch64") || starts("mips64") || starts("sparcv9") || arch == "sparc64")
    return 8;
  if ((arch.size() == 4 && arch[0] == 'i' && arch.substr(2) == "86") || arch == "x86" || starts("arm") ||
      starts("thumb") || starts("riscv32") || arch == "powerpc" || arch == "ppc" || arch == "wasm32" ||
      arch == "mips" || arch == "mipsel")
    return 4;
  return 0;
}

std::optional<int64_t> integer_literal_value(const std::string& text) {
  std::string t = text;
  auto trim = [&] {
    while (!t.empty() && t.front() == ' ') t.erase(t.begin());
    while (!t.empty() && t.back() == ' ') t.pop_back();
  };
  trim();
  while (t.size() >= 2 && t.front() == '(' && t.back() == ')') {
    t = t.substr(1, t.size() - 2);
    trim();
  }
  bool negative = false;
  if (!t.empty() && t[0] == '-') {
    negative = true;
    t.erase(t.begin());
    trim();
  }
  while (!t.empty() && (t.back() == 'u' || t.back() == 'U' || t.back() == 'l' || t.back() == 'L')) t.pop_back();
  if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0]))) return std::nullopt;
  unsigned base = 10;
  size_t i = 0;
  if (t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
    base = 16;
    i = 2;
  } else if (t.size() > 1 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B')) {
    base = 2;
    i = 2;
  } else if (t.size() > 1 && t[0] == '0') {
    base = 8;
    i = 1;
  }
  if (i >= t.size()) return std::nullopt;
  uint64_t v = 0;
  for (; i < t.size(); ++i) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(t[i])));
    unsigned d;
    if (c >= '0' && c <= '9') d = static_cast<unsigned>(c - '0');
    else if (c >= 'a' && c <= 'f') d = static_cast<unsigned>(c - 'a' + 10);
    else if (c == '\'') continue;  // C23 digit separator
    else return std::nullopt;
    if (d >= base) return std::nullopt;
    if (v > (UINT64_MAX - d) / base) return std::nullopt;
    v = v * base + d;
  }
  return negative ? static_cast<int64_t>(0 - v) : static_cast<int64_t>(v);
}

bool is_scalar_type_name(const std::string& text) {
  std::vector<std::string> words;
  if (!words_of(text, words)) return false;
  int named = 0;
  for (const auto& w : words) {
    if (!is_c_identifier(w)) return false;
    if (type_keywords().count(w)) continue;
    if (is_c_keyword(w) || ++named > 1) return false;
  }
  return true;
}

bool is_type_spelling(const std::string& text) { return TypeSpelling(text).valid(); }

bool is_expression_spelling(const std::string& text) {
  if (text.empty() || text.front() == ' ' || text.back() == ' ') return false;
  if (text.find("/*") != std::string::npos || text.find("*/") != std::string::npos ||
      text.find("//") != std::string::npos)
    return false;
  std::string open;  // the brackets still open
  for (char c : text) {
    if (ident_char(c) || c == ' ') continue;
    if (c == '(' || c == '[') {
      open += c;
    } else if (c == ')' || c == ']') {
      if (open.empty() || open.back() != (c == ')' ? '(' : '[')) return false;
      open.pop_back();
    } else if (std::strchr("+-*/%<>=!~&|^?:.,", c) == nullptr) {
      return false;
    }
  }
  return open.empty();
}

bool is_history_label(const std::string& text) {
  if (model::Version::parse(text)) return true;
  if (text.empty() || !ident_char(text[0])) return false;
  for (char c : text)
    if (!ident_char(c) && c != '.' && c != '+' && c != '-') return false;
  return true;
}

bool is_target_triple(const std::string& text) {
  if (text.empty() || !std::isalnum(static_cast<unsigned char>(text[0]))) return false;
  for (char c : text)
    if (!ident_char(c) && c != '.' && c != '-') return false;
  return true;
}

}  // namespace dlpackgen::schema
