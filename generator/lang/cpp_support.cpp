// Helpers of the `cpp` extension: lang/cpp_support.h.
#include "lang/cpp_support.h"

#include <cctype>

namespace dlpackgen::lang::cpp_support {

using render::Value;
using model::Model;
using model::Type;
using model::TypeKind;

// ---- reading the neutral context ----

const Value& member(const Value& v, const std::string& key) {
  static const Value none;
  const Value* m = v.get(key);
  return m ? *m : none;
}
std::string text(const Value& v, const std::string& key) { return member(v, key).str(); }
bool on(const Value& v, const std::string& key) { return member(v, key).boolean(); }
const std::vector<Value>& items(const Value& v, const std::string& key) { return member(v, key).items(); }

// ---- C++ spellings that no naming rule gives ----

// A C++ identifier: C++'s reserved words (templates/cpp/language.yaml) escaped,
// and a name that is empty or starts with a digit given a trailing '_'.
// "int64_t *" -> "int64_t*".
std::string tidy_spelling(std::string s) {
  for (size_t p; (p = s.find(" *")) != std::string::npos;) s.erase(p, 1);
  return s;
}

// A C declaration of `name` with type `t` ("void (*SetError)(void* error_ctx, ...)").
std::string declare(const Type& t, const std::string& name) {
  if (t.kind == TypeKind::FunctionPointer && t.name.empty() && !t.result.empty()) {
    std::string params;
    for (size_t i = 0; i < t.params.size(); ++i) {
      if (i) params += ", ";
      params += declare(t.params[i].type, t.params[i].name);
    }
    return tidy_spelling(t.result[0].spelling) + " (*" + name + ")(" + (params.empty() ? "void" : params) + ")";
  }
  if (t.kind == TypeKind::Array && !t.element.empty())
    return declare(t.element[0], name + "[" + std::to_string(t.array_size) + "]");
  std::string s = tidy_spelling(t.kind == TypeKind::FunctionPointer && !t.name.empty() ? t.name : t.spelling);
  return name.empty() ? s : s + " " + name;
}

const model::Field* field_of(const model::Struct* s, const std::string& name) { return s ? s->find_field(name) : nullptr; }

}  // namespace dlpackgen::lang::cpp_support
