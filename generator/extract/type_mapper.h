// Clang types (as written, through their TypeLoc) -> model::Type. Internal to extract.
#pragma once

#include <map>
#include <string>

#include <clang/AST/ASTContext.h>
#include <clang/AST/TypeLoc.h>

#include "model/model.h"

namespace dlpackgen::extract::detail {

/// Maps the types of fields, parameters and typedefs to model::Type.
///
/// Typedef sugar decides the name: stdint/stddef typedefs stay by their name
/// ("int64_t", "size_t"), builtins by theirs ("int", "void"), structs and enums
/// of the header by their Model name, typedef'd function pointers by the typedef
/// name with the signature filled in (parameter names come from the declarator).
/// Anything the Model cannot describe is rejected with a util::Error at `where`.
class TypeMapper {
 public:
  TypeMapper(const clang::ASTContext& ctx, std::string display_path);

  /// Scans the translation unit's typedefs for those that name a struct or enum
  /// of the header: `typedef struct {...} Name;`, `typedef struct tag {...} Name;`,
  /// `typedef struct Name Name;`, and `typedef struct tag Name;` written before
  /// the struct's definition. The first such typedef gives the Model name; any
  /// other typedef of the struct (`typedef struct DLPoint DLPointAlias;`) is a
  /// model::Alias.
  void index_typedefs(const clang::TranslationUnitDecl* tu);

  /// The Model name of a struct or enum of the header: the typedef naming it,
  /// else its tag; "" for an anonymous one without a typedef.
  std::string model_name(const clang::TagDecl* tag) const;

  /// The typedef that names `tag` (see model_name), or nullptr.
  const clang::TypedefNameDecl* naming_typedef(const clang::TagDecl* tag) const;

  /// True when `td` only gives another name to a struct, enum or function
  /// pointer typedef of the header, or to another such alias
  /// (`typedef DLDevice DLContext;`): a model::Alias.
  bool is_alias_of_modelled_typedef(const clang::TypedefNameDecl* td) const;

  /// True when `td` is `typedef R (*Name)(...)`.
  static bool is_function_pointer_typedef(const clang::TypedefNameDecl* td);

  /// `what` names the typed entity in error messages ("field 'x' of struct 'S'").
  /// `depth` is how deep the type lies in the one being mapped (1: itself);
  /// deeper than model::kMaxTypeNesting is refused.
  model::Type map(clang::TypeLoc loc, const std::string& what, clang::SourceLocation where,
                  unsigned depth = 1) const;

  /// The FunctionPointer type of `typedef R (*Name)(...)`; name = Name.
  model::Type map_function_pointer_typedef(const clang::TypedefNameDecl* td, unsigned depth = 1) const;

 private:
  // map() of a typedef's type (`t`: its spelling and constness so far), and of a struct or enum's.
  model::Type map_typedef(clang::TypedefTypeLoc loc, model::Type t, const clang::QualType& qt,
                          const std::string& what, clang::SourceLocation where, unsigned depth) const;
  model::Type map_tag(clang::TagTypeLoc loc, model::Type t, const std::string& what,
                      clang::SourceLocation where) const;
  model::Type map_function(clang::TypeLoc function_loc, const clang::QualType& pointer_type,
                           const std::string& what, clang::SourceLocation where, unsigned depth) const;
  [[noreturn]] void reject(clang::SourceLocation where, const std::string& message) const;
  std::string c_spelling(const clang::QualType& type) const;

  const clang::ASTContext& ctx_;
  std::string display_path_;
  std::map<const clang::TagDecl*, const clang::TypedefNameDecl*> typedef_names_;  // canonical tag -> naming typedef
};

}  // namespace dlpackgen::extract::detail
