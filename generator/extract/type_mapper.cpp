#include "extract/type_mapper.h"

#include <cctype>
#include <string>
#include <utility>

#include <clang/AST/Decl.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/Type.h>

#include "extract/clang_compat.h"
#include "extract/source_util.h"
#include "util/error.h"

namespace dlpackgen::extract::detail {
namespace {

// Looks through parentheses, attributes, macro qualifiers and `struct`/`enum`
// keywords, but not through typedefs (their names matter).
clang::TypeLoc strip_written_sugar(clang::TypeLoc loc) {
  while (true) {
    if (auto q = loc.getAs<clang::QualifiedTypeLoc>()) loc = q.getUnqualifiedLoc();
    else if (auto p = loc.getAs<clang::ParenTypeLoc>()) loc = p.getInnerLoc();
    else if (auto a = loc.getAs<clang::AttributedTypeLoc>()) loc = a.getModifiedLoc();
    else if (auto m = loc.getAs<clang::MacroQualifiedTypeLoc>()) loc = m.getInnerLoc();
    else if (compat::step_through_elaborated(loc)) continue;
    else return loc;
  }
}

const clang::Type* strip_written_sugar(clang::QualType type) {
  const clang::Type* t = type.getTypePtr();
  while (true) {
    if (auto p = llvm::dyn_cast<clang::ParenType>(t)) t = p->getInnerType().getTypePtr();
    else if (auto a = llvm::dyn_cast<clang::AttributedType>(t)) t = a->getModifiedType().getTypePtr();
    else if (auto m = llvm::dyn_cast<clang::MacroQualifiedType>(t)) t = m->getUnderlyingType().getTypePtr();
    else if (compat::step_through_elaborated(t)) continue;
    else return t;
  }
}

}  // namespace

// A type as C spells it: the `std::` of a C++ reading names the C typedef
// (`std::int64_t *` is `int64_t *`); any other scope is refused before it matters.
std::string TypeMapper::c_spelling(const clang::QualType& type) const {
  std::string text = type.getAsString(ctx_.getPrintingPolicy());
  static const std::string kStd = "std::";
  for (size_t at = text.find(kStd); at != std::string::npos; at = text.find(kStd, at)) {
    const bool word_start = at == 0 || !(std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_' ||
                                         text[at - 1] == ':');
    if (word_start) text.erase(at, kStd.size());
    else at += kStd.size();
  }
  return text;
}

TypeMapper::TypeMapper(const clang::ASTContext& ctx, std::string display_path)
    : ctx_(ctx), display_path_(std::move(display_path)) {}

void TypeMapper::index_typedefs(const clang::TranslationUnitDecl* tu) {
  const clang::SourceManager& sm = ctx_.getSourceManager();
  std::vector<const clang::DeclContext*> contexts{tu};
  while (!contexts.empty()) {
    const clang::DeclContext* dc = contexts.back();
    contexts.pop_back();
    for (const clang::Decl* d : dc->decls()) {
      if (auto ls = llvm::dyn_cast<clang::LinkageSpecDecl>(d)) {
        contexts.push_back(ls);
        continue;
      }
      auto td = llvm::dyn_cast<clang::TypedefNameDecl>(d);
      if (!td || !in_main_file(sm, td->getLocation())) continue;
      auto tag_type = llvm::dyn_cast<clang::TagType>(strip_written_sugar(td->getUnderlyingType()));
      if (!tag_type) continue;
      const clang::TagDecl* tag = tag_type->getDecl()->getCanonicalDecl();
      if (!in_main_file(sm, tag->getLocation())) continue;
      const clang::TagDecl* definition = tag->getDefinition();
      const clang::TagDecl* owned = compat::owned_tag(td->getUnderlyingType());
      const bool declares_it = owned && owned->getCanonicalDecl() == tag;
      const bool anonymous = tag->getName().empty();
      const bool same_name = td->getName() == tag->getName();
      const bool forward = definition && sm.isBeforeInTranslationUnit(td->getLocation(), definition->getLocation());
      if (declares_it || anonymous || same_name || forward)
        typedef_names_.emplace(tag, td);  // the first naming typedef wins; later ones are aliases
    }
  }
}

const clang::TypedefNameDecl* TypeMapper::naming_typedef(const clang::TagDecl* tag) const {
  auto it = typedef_names_.find(tag->getCanonicalDecl());
  return it == typedef_names_.end() ? nullptr : it->second;
}

std::string TypeMapper::model_name(const clang::TagDecl* tag) const {
  if (const clang::TypedefNameDecl* td = naming_typedef(tag)) return td->getName().str();
  return tag->getName().str();
}

bool TypeMapper::is_function_pointer_typedef(const clang::TypedefNameDecl* td) {
  auto pointer = llvm::dyn_cast<clang::PointerType>(strip_written_sugar(td->getUnderlyingType()));
  return pointer && pointer->getPointeeType()->isFunctionType();
}

bool TypeMapper::is_alias_of_modelled_typedef(const clang::TypedefNameDecl* td) const {
  const clang::SourceManager& sm = ctx_.getSourceManager();
  auto typedef_type = llvm::dyn_cast<clang::TypedefType>(strip_written_sugar(td->getUnderlyingType()));
  if (!typedef_type) return false;
  const clang::TypedefNameDecl* target = typedef_type->getDecl();
  if (!in_main_file(sm, target->getLocation())) return false;
  if (is_function_pointer_typedef(target)) return true;
  if (auto tag_type = llvm::dyn_cast<clang::TagType>(strip_written_sugar(target->getUnderlyingType())))
    return in_main_file(sm, tag_type->getDecl()->getLocation());
  return is_alias_of_modelled_typedef(target);
}

void TypeMapper::reject(clang::SourceLocation where, const std::string& message) const {
  throw error_at(display_path_, ctx_.getSourceManager(), where, message);
}

model::Type TypeMapper::map_typedef(clang::TypedefTypeLoc typedef_loc, model::Type t, const clang::QualType& qt,
                                    const std::string& what, clang::SourceLocation where, unsigned depth) const {
  const clang::SourceManager& sm = ctx_.getSourceManager();
  const clang::TypedefNameDecl* td = compat::typedef_decl(typedef_loc);
  if (in_main_file(sm, td->getLocation())) {
    if (llvm::isa<clang::TagType>(strip_written_sugar(td->getUnderlyingType()))) {
      model::Type inner = map(td->getTypeSourceInfo()->getTypeLoc(), what, where, depth);
      inner.spelling = t.spelling;
      inner.is_const = t.is_const;
      return inner;
    }
    if (is_function_pointer_typedef(td)) {
      model::Type inner = map_function_pointer_typedef(td, depth);
      inner.spelling = t.spelling;
      inner.is_const = t.is_const;
      return inner;
    }
    if (is_alias_of_modelled_typedef(td)) {
      model::Type inner = map(td->getTypeSourceInfo()->getTypeLoc(), what, where, depth);
      inner.spelling = t.spelling;
      inner.is_const = t.is_const;
      return inner;
    }
    reject(where, "unsupported construct: " + what + " has type " + quoted(td->getName()) +
                      " (only struct, enum and function-pointer typedefs are modelled)");
  }
  const clang::QualType canonical = qt.getCanonicalType();
  if (canonical->isBuiltinType() && (canonical->isArithmeticType() || canonical->isVoidType())) {
    t.kind = model::TypeKind::Scalar;
    t.name = td->getName().str();
    return t;
  }
  reject(where, "unsupported construct: " + what + " has type '" + t.spelling +
                    "' declared outside the header");
}

model::Type TypeMapper::map_tag(clang::TagTypeLoc tag_loc, model::Type t, const std::string& what,
                                clang::SourceLocation where) const {
  const clang::SourceManager& sm = ctx_.getSourceManager();
  const clang::TagDecl* tag = tag_loc.getDecl();
  const bool is_enum = llvm::isa<clang::EnumDecl>(tag);
  if (tag->isUnion())
    reject(where, "unsupported construct: " + what + " has union type '" + t.spelling + "'");
  if (!in_main_file(sm, tag->getLocation()))
    reject(where, "unsupported construct: " + what + " has type '" + t.spelling +
                      "' declared outside the header");
  if (!tag->getDefinition())
    reject(where, "unsupported construct: " + what + " has type '" + t.spelling +
                      "', which the header declares but never defines");
  t.kind = is_enum ? model::TypeKind::Enum : model::TypeKind::Struct;
  t.name = model_name(tag);
  if (t.name.empty())
    reject(where, "unsupported construct: " + what + " has an anonymous " +
                      (is_enum ? "enum" : "struct") + " type without a typedef name");
  return t;
}

model::Type TypeMapper::map(clang::TypeLoc loc, const std::string& what, clang::SourceLocation where,
                            unsigned depth) const {
  // YAML readers limit nesting (a type 1,500 pointers deep could be written but
  // not read back), and no binding needs more.
  if (depth > model::kMaxTypeNesting)
    reject(where, "unsupported construct: " + what + " has a type nested more than " +
                      std::to_string(model::kMaxTypeNesting) +
                      " levels deep (pointers, arrays, function pointers and their parameters)");
  const clang::PrintingPolicy policy = ctx_.getPrintingPolicy();
  const clang::QualType qt = loc.getType();
  model::Type t;
  t.spelling = c_spelling(qt);
  t.is_const = qt.isConstQualified();
  if (qt.isVolatileQualified())
    reject(where, "unsupported construct: volatile type '" + t.spelling + "' of " + what);

  clang::TypeLoc tl = strip_written_sugar(loc);

  if (auto typedef_loc = tl.getAs<clang::TypedefTypeLoc>()) return map_typedef(typedef_loc, t, qt, what, where, depth);

  // C++'s `std::int32_t` (`using ::int32_t;` in namespace std, as <cstdint> has
  // it): the C typedef it names, spelled as C spells it.
  if (auto using_loc = tl.getAs<clang::UsingTypeLoc>()) {
    auto named = llvm::dyn_cast<clang::TypedefType>(strip_written_sugar(using_loc.getTypePtr()->desugar()));
    const clang::QualType canonical = qt.getCanonicalType();
    if (named && !in_main_file(ctx_.getSourceManager(), named->getDecl()->getLocation()) &&
        canonical->isBuiltinType() && canonical->isArithmeticType()) {
      t.kind = model::TypeKind::Scalar;
      t.name = named->getDecl()->getName().str();
      return t;
    }
    reject(where, "unsupported construct: " + what + " has type '" + t.spelling +
                      "' (a using-declaration is read only for a standard scalar typedef such as std::int32_t)");
  }

  if (auto builtin = tl.getAs<clang::BuiltinTypeLoc>()) {
    if (!(builtin.getTypePtr()->isArithmeticType() || builtin.getTypePtr()->isVoidType()))
      reject(where, "unsupported construct: " + what + " has type '" + t.spelling + "'");
    t.kind = model::TypeKind::Scalar;
    t.name = builtin.getTypePtr()->getName(policy).str();
    return t;
  }

  if (auto tag_loc = tl.getAs<clang::TagTypeLoc>()) return map_tag(tag_loc, t, what, where);

  if (auto pointer = tl.getAs<clang::PointerTypeLoc>()) {
    clang::TypeLoc pointee = pointer.getPointeeLoc();
    if (pointee.getType()->isFunctionType()) {
      clang::TypeLoc fn = strip_written_sugar(pointee);
      while (auto typedef_loc = fn.getAs<clang::TypedefTypeLoc>())
        fn = strip_written_sugar(compat::typedef_decl(typedef_loc)->getTypeSourceInfo()->getTypeLoc());
      return map_function(fn, qt, what, where, depth);
    }
    t.kind = model::TypeKind::Pointer;
    t.element.push_back(map(pointee, what, where, depth + 1));
    return t;
  }

  if (auto array = tl.getAs<clang::ConstantArrayTypeLoc>()) {
    t.kind = model::TypeKind::Array;
    t.array_size = llvm::cast<clang::ConstantArrayType>(array.getTypePtr())->getSize().getZExtValue();
    // GNU C's `T x[0]`: no element to lay out, and its offset is the struct's size.
    if (t.array_size == 0)
      reject(where, "unsupported construct: " + what + " is a zero-length array '" + t.spelling +
                        "' (a GNU extension; flexible and zero-length arrays are not modelled)");
    t.element.push_back(map(array.getElementLoc(), what, where, depth + 1));
    return t;
  }

  if (tl.getAs<clang::IncompleteArrayTypeLoc>())
    reject(where, "unsupported construct: " + what + " is an array of unknown size '" + t.spelling +
                      "' (flexible array member)");

  if (tl.getAs<clang::FunctionTypeLoc>())  // a parameter of function type: decays to a pointer
    return map_function(tl, qt, what, where, depth);

  reject(where, "unsupported construct: " + what + " has type '" + t.spelling + "'");
}

model::Type TypeMapper::map_function(clang::TypeLoc function_loc, const clang::QualType& pointer_type,
                                     const std::string& what, clang::SourceLocation where, unsigned depth) const {
  const clang::PrintingPolicy policy = ctx_.getPrintingPolicy();
  auto proto = function_loc.getAs<clang::FunctionProtoTypeLoc>();
  if (!proto)
    reject(where, "unsupported construct: " + what +
                      " is a function pointer without a prototype (write (void) for no parameters)");
  if (proto.getTypePtr()->isVariadic())
    reject(where, "unsupported construct: " + what + " is a variadic function pointer");

  model::Type t;
  t.kind = model::TypeKind::FunctionPointer;
  t.spelling = pointer_type->isFunctionType()
                   ? c_spelling(ctx_.getPointerType(pointer_type))
                   : c_spelling(pointer_type);
  t.is_const = pointer_type.isConstQualified();
  // C spells such a type inside out (`void (*(*)(int))(void *)`), and so would
  // every binding: refused, typedef'd or not.
  clang::QualType returned = proto.getReturnLoc().getType();
  while (returned->isPointerType() && !returned->isFunctionPointerType()) returned = returned->getPointeeType();
  if (returned->isFunctionPointerType())
    reject(where, "unsupported construct: " + what + " is a function pointer returning a function pointer '" +
                      proto.getReturnLoc().getType().getAsString(policy) + "'");
  t.result.push_back(map(proto.getReturnLoc(), "the result of " + what, where, depth + 1));
  for (unsigned i = 0; i < proto.getNumParams(); ++i) {
    const clang::ParmVarDecl* param = proto.getParam(i);
    model::Param p;
    p.name = param->getName().str();
    const std::string param_what =
        "parameter " + (p.name.empty() ? std::to_string(i + 1) : quoted(p.name)) + " of " + what;
    clang::SourceLocation param_where = param->getLocation().isValid() ? param->getLocation() : where;
    clang::TypeLoc param_loc = param->getTypeSourceInfo()->getTypeLoc();
    if (auto array = strip_written_sugar(param_loc).getAs<clang::ArrayTypeLoc>()) {
      // `T name[N]` as a parameter is a pointer to T.
      p.type.kind = model::TypeKind::Pointer;
      p.type.spelling = c_spelling(param->getType());
      p.type.is_const = param->getType().isConstQualified();
      p.type.element.push_back(map(array.getElementLoc(), param_what, param_where, depth + 2));
    } else {
      p.type = map(param_loc, param_what, param_where, depth + 1);
    }
    t.params.push_back(std::move(p));
  }
  return t;
}

model::Type TypeMapper::map_function_pointer_typedef(const clang::TypedefNameDecl* td, unsigned depth) const {
  const std::string what = "function pointer typedef " + quoted(td->getName());
  clang::TypeLoc loc = strip_written_sugar(td->getTypeSourceInfo()->getTypeLoc());
  auto pointer = loc.getAs<clang::PointerTypeLoc>();
  clang::TypeLoc fn = strip_written_sugar(pointer.getPointeeLoc());
  while (auto typedef_loc = fn.getAs<clang::TypedefTypeLoc>())
    fn = strip_written_sugar(compat::typedef_decl(typedef_loc)->getTypeSourceInfo()->getTypeLoc());
  model::Type t = map_function(fn, td->getUnderlyingType(), what, td->getLocation(), depth);
  t.name = td->getName().str();
  return t;
}

}  // namespace dlpackgen::extract::detail
