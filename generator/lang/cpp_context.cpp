// The `cpp` extension: the exchange-API trampolines of the C++ wrappers
// (templates/cpp/include/dlpack/exchange_api.hpp.mustache), under `cpp.exchange`:
// each table entry's signature as C declarations, its arguments, its return and
// failure values. Everything else the C++ templates read is the neutral context
// under templates/cpp/language.yaml's rules (owners, mirrors, dtype factories and
// flag bits included). Which entries may be NULL, report errors through a
// callback or steal a tensor comes from the neutral `semantics.exchange_api`; the
// table is left out (`present` false) when the header lacks it or has no
// versioned managed tensor to hand out.
#include <string>

#include "lang/doc_doxygen.h"
#include "lang/cpp_support.h"
#include "lang/extensions.h"
#include "lang/language.h"
#include "context/context.h"

namespace dlpackgen::lang {

using render::Value;
using model::Model;
using model::Type;
using model::TypeKind;

namespace {

using namespace cpp_support;

// The `cpp` keys, part by part. `sem` is the neutral `semantics` object.
struct CppContext {
  const Value& root;
  const Value& sem;
  const Model& model;
  const Language& language;

  const model::Struct* role_struct(const Value& part) const {
    return on(part, "present") ? model.find_struct(text(part, "struct")) : nullptr;
  }

  // One trampoline: `fn` is the neutral `exchange_api.functions[]` entry, `f`
  // its field; the signature through the typedef when there is one (its
  // parameter names), else the field type.
  Value exchange_function(const Value& fn, const model::Field& f) const {
    const std::string typedef_name = text(fn, "function_pointer");
    const model::FunctionPointer* fp = typedef_name.empty() ? nullptr : model.find_function_pointer(typedef_name);
    const Type& sig = fp ? fp->type : f.type;
    const Type& ret = f.type.result[0];
    Value fd;
    fd.set("field", f.name);
    fd.set("fp_type", f.type.name.empty() ? declare(f.type, "") : f.type.name);
    std::string params, args;
    for (size_t i = 0; i < sig.params.size(); ++i) {
      std::string name = sig.params[i].name.empty() ? "arg" + std::to_string(i) : sig.params[i].name;
      params += (i ? ", " : "") + declare(sig.params[i].type, name);
      args += (i ? ", " : "") + name;
    }
    fd.set("params", params);
    fd.set("args", args);
    std::string ret_type = tidy_spelling(ret.spelling);
    bool is_void = ret.kind == TypeKind::Scalar && (ret.name == "void" || ret_type == "void");
    fd.set("return_type", ret_type);
    fd.set("returns_void", is_void);
    fd.set("fail_value", ret.kind == TypeKind::Pointer ? "nullptr" : "-1");
    fd.set("ok_value", ret.kind == TypeKind::Pointer ? "nullptr" : "0");
    fd.set("has_error_callback", on(fn, "has_error_callback"));
    fd.set("callback", text(fn, "callback"));
    fd.set("context", text(fn, "context"));
    fd.set("optional", on(fn, "is_optional"));
    fd.set("steals", on(fn, "steals"));
    fd.set("stolen_param", text(fn, "stolen_param"));
    fd.set("stolen_deleter", text(fn, "stolen_deleter"));
    fd.set("doc", doc_data(f.doc, f.history.since));
    fd.set("fp_doc", doc_data(fp ? fp->doc : "", fp ? fp->history.since : ""));
    return fd;
  }

  Value exchange(bool has_versioned) const {
    const Value& x = member(sem, "exchange_api");
    const model::Struct* api = role_struct(x);
    Value ex;
    ex.set("present", api != nullptr && has_versioned);
    if (!api || !has_versioned) return ex;
    ex.set("c_struct", api->name);
    for (const char* key : {"header_field", "header_struct", "version_field", "prev_field"}) ex.set(key, text(x, key));
    ex.set("doc", doc_data(api->doc, api->history.since));
    Value fns = Value::list();
    for (const auto& fn : items(x, "functions"))
      if (const auto* f = field_of(api, text(fn, "field"))) fns.push(exchange_function(fn, *f));
    ex.set("function_count", std::to_string(fns.items().size()));
    ex.set("functions", fns);
    return ex;
  }

  Value build() const {
    Value cpp;
    // The trampolines hand out owners of versioned managed tensors.
    bool has_versioned = on(sem, "has_managed_view") && on(sem, "has_versioned_managed");
    cpp.set("exchange", exchange(has_versioned));
    return cpp;
  }
};

}  // namespace

void add_cpp_context(Value& root, const Model& model, const Language& language) {
  static const Value none;
  const Value* sem = root.get("semantics");
  Value cpp = CppContext{root, sem ? *sem : none, model, language}.build();
  render::mark_all_ends(cpp);  // every list promises is_first / is_last (templates/README.md)
  root.set("cpp", cpp);
}

}  // namespace dlpackgen::lang
