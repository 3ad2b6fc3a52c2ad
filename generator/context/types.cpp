// Types as the context gives them (context/types.h).
#include "context/types.h"

#include <cctype>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "schema/c_text.h"
#include "util/text.h"

namespace dlpackgen::context {

using render::mark_ends;
using util::starts_with;

namespace {

bool names_a_param(const model::Type& t) {
  for (const auto& p : t.params)
    if (!p.name.empty() || names_a_param(p.type)) return true;
  return false;
}

}  // namespace

std::string c_declaration(const model::Type& type, const std::string& name) {
  const std::string& s = type.spelling;
  // A function pointer spelt out whose parameters have names: built from its
  // parts, so the names stay ("void (*SetError)(void *error_ctx, ...)").
  if (type.kind == model::TypeKind::FunctionPointer && type.name.empty() && !type.result.empty() &&
      names_a_param(type)) {
    std::string params;
    for (size_t i = 0; i < type.params.size(); ++i)
      params += (i ? ", " : "") + c_declaration(type.params[i].type, type.params[i].name);
    const std::string& ret = type.result[0].spelling;
    return ret + (!ret.empty() && ret.back() == '*' ? "" : " ") + "(*" + name + ")(" +
           (params.empty() ? "void" : params) + ")";
  }
  if (name.empty()) return s;
  auto fp = s.find("(*");
  if (fp != std::string::npos) {
    size_t at = fp + 1;
    while (at < s.size() && s[at] == '*') ++at;
    return s.substr(0, at) + name + s.substr(at);
  }
  if (type.kind == model::TypeKind::Array) {
    auto br = s.find('[');
    if (br != std::string::npos) {
      std::string base = s.substr(0, br);
      while (!base.empty() && base.back() == ' ') base.pop_back();
      return base + " " + name + s.substr(br);
    }
  }
  if (!s.empty() && s.back() == '*') return s + name;
  return s + " " + name;
}

std::string c_integer_literal(int64_t value, bool is_unsigned) {
  if (is_unsigned) {
    auto v = static_cast<uint64_t>(value);
    return std::to_string(v) + (v <= std::numeric_limits<uint32_t>::max() ? "U" : "ULL");
  }
  if (value == std::numeric_limits<int64_t>::min()) return "(-9223372036854775807LL - 1)";
  if (value >= std::numeric_limits<int32_t>::min() && value <= std::numeric_limits<int32_t>::max())
    return std::to_string(value);
  return std::to_string(value) + "LL";
}

size_t enumerator_prefix_length(const std::vector<std::string>& siblings) {
  auto valid = [](const std::string& s, size_t at) {
    return at < s.size() && !std::isdigit(static_cast<unsigned char>(s[at]));
  };
  auto all_strip = [&](const std::string& prefix, bool upper_next) {
    if (siblings.empty()) return false;
    for (const auto& s : siblings) {
      if (!starts_with(s, prefix) || !valid(s, prefix.size())) return false;
      if (upper_next && !std::isupper(static_cast<unsigned char>(s[prefix.size()]))) return false;
    }
    return true;
  };
  if (all_strip("kDL", false)) return 3;  // kDLCUDA -> CUDA
  if (all_strip("k", true)) return 1;     // v0.1's kCPU -> CPU
  // Otherwise the common prefix up to its last '_' (DLPACK_FLAG_A, DLPACK_FLAG_B -> A, B).
  if (siblings.size() < 2) return 0;
  std::string prefix = siblings.front();
  for (const auto& s : siblings) {
    size_t n = 0;
    while (n < prefix.size() && n < s.size() && prefix[n] == s[n]) ++n;
    prefix.resize(n);
  }
  auto us = prefix.rfind('_');
  if (us == std::string::npos) return 0;
  prefix.resize(us + 1);
  return all_strip(prefix, false) ? prefix.size() : 0;
}

std::string enumerator_short_name(const std::string& name, const std::vector<std::string>& siblings) {
  return name.substr(enumerator_prefix_length(siblings));
}

std::string c_type_name(const std::string& name, const std::string& tag, bool has_typedef, const char* keyword) {
  if (has_typedef || tag.empty() || name != tag) return name;
  return std::string(keyword) + " " + tag;
}

std::string fixed_width_type(const std::string& canonical, uint64_t size) {
  bool is_unsigned = starts_with(canonical, "unsigned") || starts_with(canonical, "uint") ||
                     canonical == "bool" || canonical == "_Bool";
  if (size != 1 && size != 2 && size != 4 && size != 8) size = 4;
  return std::string(is_unsigned ? "uint" : "int") + std::to_string(size * 8) + "_t";
}

namespace {

using Role = Naming::Role;

// Identity naming: the C names, the C scalar spellings, no target conditions.
class CNaming final : public Naming {
 public:
  std::string scalar(const std::string& c_name, const model::TargetInfo&, const std::string&) const override {
    return c_name;
  }
  std::string ident(Role, const std::string& name, const std::string&) const override { return name; }
  std::string target_condition(const model::TargetInfo&) const override { return ""; }
};

}  // namespace

const Naming& naming_or_c(const Naming* naming) {
  static const CNaming c;
  return naming ? *naming : c;
}

namespace {

// A scalar's spelling on every target: `ident` when they agree, else
// `varies_by_target` with one entry per target.
void add_scalar_spelling(Value& node, const std::string& c_name, const model::Model& m, const Naming& n,
                         const std::string& user) {
  std::vector<std::pair<const model::TargetInfo*, std::string>> per;
  bool varies = false;
  for (const auto& t : m.targets) {
    per.emplace_back(&t, n.scalar(c_name, t, user));
    varies = varies || per.back().second != per.front().second;
  }
  if (m.targets.empty()) per.emplace_back(nullptr, n.scalar(c_name, model::TargetInfo{}, user));
  node.set("ident", varies ? std::string() : per.front().second);
  node.set("varies_by_target", varies);
  Value by = Value::list();
  if (varies)
    for (const auto& [t, ident] : per) {
      std::string cond = n.target_condition(*t);
      by.push(Value().set("triple", t->triple).set("condition", cond).set("has_condition", !cond.empty())
                  .set("ident", ident));
    }
  node.set("by_target", mark_ends(std::move(by)));
}

}  // namespace

std::string named_c_name(const model::Model& m, const model::Type& t) {
  if (t.kind == model::TypeKind::Struct)
    if (const auto* s = m.find_struct(t.name)) return c_type_name(s->name, s->tag, s->has_typedef, "struct");
  if (t.kind == model::TypeKind::Enum)
    if (const auto* e = m.find_enum(t.name)) return c_type_name(e->name, e->tag, e->has_typedef, "enum");
  return t.name;
}

Value type_tree(const model::Type& t, const model::Model& m, const Naming* naming, const std::string& user) {
  const Naming& n = naming_or_c(naming);
  using K = model::TypeKind;
  Value node;
  node.set("kind", model::to_string(t.kind));
  node.set("is_scalar", t.kind == K::Scalar);
  node.set("is_pointer", t.kind == K::Pointer);
  node.set("is_struct", t.kind == K::Struct);
  node.set("is_enum", t.kind == K::Enum);
  node.set("is_function_pointer", t.kind == K::FunctionPointer);
  node.set("is_array", t.kind == K::Array);
  node.set("is_void", t.kind == K::Scalar && t.name == "void");
  node.set("is_const", t.is_const);
  node.set("name", t.name);
  bool named = t.kind == K::Scalar || t.kind == K::Struct || t.kind == K::Enum ||
               (t.kind == K::FunctionPointer && !t.name.empty());
  node.set("is_named", named);
  node.set("c_name", named ? named_c_name(m, t) : t.spelling);
  node.set("c_spelling", t.spelling);
  if (t.kind == K::Scalar) {
    add_scalar_spelling(node, t.name, m, n, user);
  } else {
    node.set("ident", named ? n.ident(Role::Type, t.name, "") : std::string());
    node.set("varies_by_target", false);
    node.set("by_target", Value::list());
  }
  // Every key is set on every node (false / empty when it does not apply), so a
  // recursive partial never finds an outer node's key by mustache's outward lookup.
  bool has_element = (t.kind == K::Pointer || t.kind == K::Array) && !t.element.empty();
  node.set("element", has_element ? type_tree(t.element[0], m, naming, user) : Value(false));
  node.set("length", t.kind == K::Array ? std::to_string(t.array_size) : std::string("0"));
  bool fn = t.kind == K::FunctionPointer;
  node.set("result", fn && !t.result.empty() ? type_tree(t.result[0], m, naming, user) : Value(false));
  Value params = Value::list();
  if (fn)
    for (size_t i = 0; i < t.params.size(); ++i) {
      const auto& p = t.params[i];
      std::string base = p.name.empty() ? "arg" + std::to_string(i) : p.name;
      Value item;
      item.set("name", p.name);
      item.set("has_name", !p.name.empty());
      item.set("ident", n.ident(Role::Param, base, ""));
      item.set("index", std::to_string(i));
      item.set("type", type_tree(p.type, m, naming, user + " parameter " + base));
      params.push(std::move(item));
    }
  node.set("has_params", !params.items().empty());
  node.set("params", mark_ends(std::move(params)));
  return node;
}

namespace {

bool integral_only(const model::Struct& s, const model::Model& m, unsigned depth) {
  if (s.fields.empty() || depth > model::kMaxTypeNesting) return false;
  for (const auto& f : s.fields) {
    const model::Type& t = f.type;
    if (t.kind == model::TypeKind::Enum || (t.kind == model::TypeKind::Scalar && schema::is_integer_scalar_name(t.name))) continue;
    const model::Struct* inner = t.kind == model::TypeKind::Struct ? m.find_struct(t.name) : nullptr;
    if (!inner || !integral_only(*inner, m, depth + 1)) return false;
  }
  return true;
}

}  // namespace

bool integral_only(const model::Struct& s, const model::Model& m) { return integral_only(s, m, 0); }

void append_type_key(const model::Type& t, std::string& out) {
  auto text = [&](const std::string& s) {
    out += std::to_string(s.size());
    out += ':';
    out += s;
  };
  out += std::to_string(static_cast<int>(t.kind));
  out += t.is_const ? 'c' : '-';
  out += std::to_string(t.array_size);
  out += ':';
  text(t.name);
  text(t.spelling);
  for (const auto* list : {&t.element, &t.result}) {
    out += '(';
    for (const auto& e : *list) append_type_key(e, out);
    out += ')';
  }
  out += '(';
  for (const auto& p : t.params) {
    text(p.name);
    append_type_key(p.type, out);
  }
  out += ')';
}

}  // namespace dlpackgen::context
