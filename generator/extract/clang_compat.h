// The few places where Clang's and LLVM's C++ API differ between the versions
// dlpackgen builds with (LLVM 14 to 22). Everything else in extract/ uses the
// API that all of them share. Where a difference can be detected from the API
// itself (a constructor's or function's parameter types), it is, so a version
// between two tested ones (20, 21) takes whichever form it has; only removed
// classes are told apart by version number.
#pragma once

#include <memory>
#include <optional>
#include <type_traits>

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Type.h>
#include <clang/AST/TypeLoc.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/TargetInfo.h>
#include <clang/Basic/TargetOptions.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/Support/thread.h>

#if __has_include(<llvm/TargetParser/Triple.h>)
#include <llvm/TargetParser/Triple.h>  // LLVM 16 and newer
#else
#include <llvm/ADT/Triple.h>
#endif

// ElaboratedType (the sugar for `struct X` and qualified names) is gone in
// Clang 22: TagType and TypedefType carry the keyword themselves, and a
// typedef that declares its struct says so through TagType::isTagOwned().
#if LLVM_VERSION_MAJOR < 22
#define DLPACKGEN_CLANG_HAS_ELABORATED_TYPE 1
#else
#define DLPACKGEN_CLANG_HAS_ELABORATED_TYPE 0
#endif

namespace dlpackgen::extract::detail::compat {

// llvm::thread's stack size: llvm::Optional up to LLVM 15, std::optional from 16.
#if LLVM_VERSION_MAJOR >= 16
using StackSize = std::optional<unsigned>;
#else
using StackSize = llvm::Optional<unsigned>;
#endif

// StringRef's prefix tests were renamed (startswith -> starts_with) and the old
// names removed; these need neither.
inline bool starts_with(llvm::StringRef s, llvm::StringRef prefix) {
  return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}
inline bool starts_with_insensitive(llvm::StringRef s, llvm::StringRef prefix) {
  return s.size() >= prefix.size() && s.substr(0, prefix.size()).equals_insensitive(prefix);
}

// A DiagnosticsEngine that ignores everything. Up to LLVM 20 it shares its
// DiagnosticOptions through IntrusiveRefCntPtr; later ones take a reference the
// caller keeps alive (kept here, in `options`).
template <class Options = clang::DiagnosticOptions>
struct QuietDiagnostics {
  std::unique_ptr<Options> options = std::make_unique<Options>();
  std::unique_ptr<clang::DiagnosticsEngine> engine;

  QuietDiagnostics() {
    auto ids = llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>();
    if constexpr (std::is_constructible_v<clang::DiagnosticsEngine, decltype(ids), Options&,
                                          clang::DiagnosticConsumer*, bool>)
      engine = std::make_unique<clang::DiagnosticsEngine>(ids, *options, new clang::IgnoringDiagConsumer(),
                                                          /*ShouldOwnClient=*/true);
    else
      engine = std::make_unique<clang::DiagnosticsEngine>(ids, llvm::makeIntrusiveRefCnt<Options>(),
                                                          new clang::IgnoringDiagConsumer(),
                                                          /*ShouldOwnClient=*/true);
  }
};

// TargetInfo::CreateTargetInfo takes the options as a shared_ptr up to LLVM 20
// and by reference after.
template <class Options = clang::TargetOptions>
clang::TargetInfo* create_target_info(clang::DiagnosticsEngine& diags, const std::shared_ptr<Options>& options) {
  if constexpr (std::is_invocable_v<decltype(&clang::TargetInfo::CreateTargetInfo), clang::DiagnosticsEngine&,
                                    const std::shared_ptr<Options>&>)
    return clang::TargetInfo::CreateTargetInfo(diags, options);
  else
    return clang::TargetInfo::CreateTargetInfo(diags, *options);
}

// The tag a typedef declares in its own declaration (`typedef struct X {...} Y;`),
// or nullptr (`typedef struct X Y;` of an X declared before).
inline const clang::TagDecl* owned_tag(clang::QualType underlying) {
#if DLPACKGEN_CLANG_HAS_ELABORATED_TYPE
  if (auto elaborated = llvm::dyn_cast<clang::ElaboratedType>(underlying.getTypePtr()))
    return elaborated->getOwnedTagDecl();
  return nullptr;
#else
  if (auto tag = llvm::dyn_cast<clang::TagType>(underlying.getTypePtr()); tag && tag->isTagOwned())
    return tag->getDecl();
  return nullptr;
#endif
}

// Looks through the sugar that says `struct`/`enum` or a qualified name, which
// only Clang before 22 has as a node of its own.
inline bool step_through_elaborated(clang::TypeLoc& loc) {
#if DLPACKGEN_CLANG_HAS_ELABORATED_TYPE
  if (auto e = loc.getAs<clang::ElaboratedTypeLoc>()) {
    loc = e.getNamedTypeLoc();
    return true;
  }
#else
  (void)loc;
#endif
  return false;
}

inline bool step_through_elaborated(const clang::Type*& type) {
#if DLPACKGEN_CLANG_HAS_ELABORATED_TYPE
  if (auto e = llvm::dyn_cast<clang::ElaboratedType>(type)) {
    type = e->getNamedType().getTypePtr();
    return true;
  }
#else
  (void)type;
#endif
  return false;
}

// The type a struct or enum declares (Clang 22 spells it getCanonicalTagType).
inline clang::QualType tag_type(const clang::ASTContext& ctx, const clang::TagDecl* tag) {
#if LLVM_VERSION_MAJOR >= 22
  return ctx.getCanonicalTagType(tag);
#else
  return ctx.getTypeDeclType(tag);
#endif
}

// The typedef a TypedefTypeLoc names (getTypedefNameDecl() before Clang 22).
inline const clang::TypedefNameDecl* typedef_decl(clang::TypedefTypeLoc loc) { return loc.getTypePtr()->getDecl(); }

}  // namespace dlpackgen::extract::detail::compat
