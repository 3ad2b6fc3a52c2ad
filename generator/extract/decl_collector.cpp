#include "extract/decl_collector.h"

#include <string>
#include <vector>

#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/RecordLayout.h>

#include "extract/clang_compat.h"
#include "extract/source_util.h"
#include "extract/type_mapper.h"

namespace dlpackgen::extract::detail {
namespace {


class DeclCollector {
 public:
  DeclCollector(clang::ASTContext& ctx, const ParseRequest& request, const SkippedRanges* skipped,
                ParseFacts& facts)
      : ctx_(ctx), sm_(ctx.getSourceManager()), request_(request), skipped_(skipped), facts_(facts),
        types_(ctx, request.display_path) {}

  void run() {
    const clang::TranslationUnitDecl* tu = ctx_.getTranslationUnitDecl();
    types_.index_typedefs(tu);
    visit_context(tu);
  }

 private:
  [[noreturn]] void reject(clang::SourceLocation where, const std::string& message) const {
    throw error_at(request_.display_path, sm_, where, message);
  }

  void visit_context(const clang::DeclContext* dc) {
    for (const clang::Decl* d : dc->decls()) {
      if (auto ls = llvm::dyn_cast<clang::LinkageSpecDecl>(d)) {
        visit_context(ls);
        continue;
      }
      if (d->isImplicit() || !in_main_file(sm_, d->getLocation())) continue;
      if (!request_.full()) {
        if (auto ed = llvm::dyn_cast<clang::EnumDecl>(d)) visit_enum(ed);
        if (auto rd = llvm::dyn_cast<clang::RecordDecl>(d)) record_cxx_layout(rd);
        continue;
      }
      visit(d);
    }
  }

  // What a vendored copy adds around the C declarations that is no data type
  // (Open3D's `namespace fmt { template <> struct formatter<DLDeviceType> ... }`,
  // `static constexpr DLDataType kFloat64 = ...;`, a function's prototype): no
  // part of the types the Model describes, so left out with a warning; "" for
  // everything else. Variables and functions are left out in C too
  // (in_c_too()).
  static std::string cxx_only_kind(const clang::Decl* d) {
    if (llvm::isa<clang::NamespaceDecl>(d)) return "C++ namespace";
    if (llvm::isa<clang::NamespaceAliasDecl>(d)) return "C++ namespace alias";
    if (llvm::isa<clang::ClassTemplateSpecializationDecl>(d)) return "C++ template specialization";
    if (llvm::isa<clang::TemplateDecl>(d)) return "C++ template";
    if (llvm::isa<clang::UsingDirectiveDecl>(d) || llvm::isa<clang::UsingDecl>(d) ||
        llvm::isa<clang::UsingShadowDecl>(d))
      return "C++ using declaration";
    if (llvm::isa<clang::TypeAliasDecl>(d)) return "C++ alias declaration (using X = ...)";
    if (auto fd = llvm::dyn_cast<clang::FunctionDecl>(d); fd && fd->doesThisDeclarationHaveABody())
      return "inline function";
    if (llvm::isa<clang::FunctionDecl>(d)) return "function declaration";
    if (auto vd = llvm::dyn_cast<clang::VarDecl>(d)) return vd->isConstexpr() ? "C++ constexpr variable" : "variable";
    return "";
  }
  static bool in_c_too(const std::string& kind) {
    return kind == "inline function" || kind == "function declaration" || kind == "variable";
  }

  void leave_out(const clang::Decl* d, const std::string& kind) {
    std::string name;
    if (auto nd = llvm::dyn_cast<clang::NamedDecl>(d)) name = nd->getNameAsString();
    const model::SourcePos at = position_of(sm_, d->getLocation());
    facts_.left_out.push_back({request_.display_path, at.line, at.column,
                               "left out the " + kind + (name.empty() ? "" : " " + quoted(name)) +
                                   (kind == "function declaration" || kind.find("variable") != std::string::npos
                                        ? ": no data type (the Model describes data types and integer macros; the "
                                          "declarations around it are read as usual)"
                                        : ": not part of the C ABI (the C declarations are read as usual)")});
  }

  void visit(const clang::Decl* d) {
    if (const std::string kind = cxx_only_kind(d);
        !kind.empty() && (request_.mode == Mode::Cxx || in_c_too(kind)))
      return leave_out(d, kind);
    if (auto rd = llvm::dyn_cast<clang::RecordDecl>(d)) return visit_record(rd);
    if (auto ed = llvm::dyn_cast<clang::EnumDecl>(d)) return visit_enum(ed);
    if (auto td = llvm::dyn_cast<clang::TypedefNameDecl>(d)) return visit_typedef(td);
    if (llvm::isa<clang::StaticAssertDecl>(d) || llvm::isa<clang::EmptyDecl>(d)) return;
    reject(d->getLocation(), std::string("unsupported construct: ") + d->getDeclKindName() + " declaration");
  }

  // Name for messages: the Model name, or a description of an anonymous one.
  std::string display_name(const clang::TagDecl* tag) const {
    std::string name = types_.model_name(tag);
    return name.empty() ? std::string("<anonymous>") : quoted(name);
  }

  // Where an entity is said to stand: its typedef name when typedef'd, else its tag.
  clang::SourceLocation name_location(const clang::TagDecl* tag) const {
    if (const clang::TypedefNameDecl* td = types_.naming_typedef(tag)) return td->getLocation();
    return tag->getLocation();
  }

  std::string doc_of_tag(const clang::TagDecl* tag) const {
    std::string doc = doc_of(ctx_, tag, skipped_);
    if (doc.empty())
      if (const clang::TypedefNameDecl* td = types_.naming_typedef(tag)) doc = doc_of(ctx_, td, skipped_);
    return doc;
  }

  void visit_record(const clang::RecordDecl* rd) {
    if (rd->isUnion()) reject(rd->getLocation(), "unsupported construct: union " + display_name(rd));
    if (!rd->isThisDeclarationADefinition()) {
      if (!rd->getDefinition())
        reject(rd->getLocation(), "unsupported construct: struct " + display_name(rd) +
                                      " is declared but never defined (opaque structs are not modelled)");
      return;  // a forward declaration of a struct defined elsewhere in the header
    }
    model::Struct s;
    s.name = types_.model_name(rd);
    if (s.name.empty())
      reject(rd->getLocation(), "unsupported construct: anonymous struct without a typedef name");
    s.tag = rd->getName().str();
    s.has_typedef = types_.naming_typedef(rd) != nullptr;
    s.doc = doc_of_tag(rd);
    s.pos = position_of(sm_, name_location(rd));
    if (rd->hasAttr<clang::PackedAttr>() || rd->hasAttr<clang::MaxFieldAlignmentAttr>())
      reject(rd->getLocation(), "unsupported construct: packed struct " + quoted(s.name));
    if (const clang::TypedefNameDecl* td = types_.naming_typedef(rd); td && td->hasAttr<clang::AlignedAttr>())
      reject(td->getLocation(), "unsupported construct: an alignment attribute on the typedef of struct " +
                                    quoted(s.name) + " (put it on the struct itself)");
    if (const unsigned bits = rd->getMaxAlignment()) s.aligned[request_.triple] = bits / ctx_.getCharWidth();

    const clang::ASTRecordLayout& layout = ctx_.getASTRecordLayout(rd);
    const uint64_t char_bits = ctx_.getCharWidth();
    s.layout[request_.triple] = {static_cast<uint64_t>(layout.getSize().getQuantity()),
                                 static_cast<uint64_t>(layout.getAlignment().getQuantity())};

    for (const clang::Decl* member : rd->decls()) {
      if (member->isImplicit()) continue;  // C++: the injected class name, implicit members
      if (auto nested = llvm::dyn_cast<clang::RecordDecl>(member)) {
        const char* kind = nested->isUnion() ? "union" : "struct";
        if (nested->getName().empty())
          reject(nested->getLocation(), std::string("unsupported construct: nested anonymous ") + kind +
                                            " in struct " + quoted(s.name));
        reject(nested->getLocation(), std::string("unsupported construct: ") + kind + " " +
                                          quoted(nested->getName()) + " declared inside struct " +
                                          quoted(s.name));
      }
      if (auto nested = llvm::dyn_cast<clang::EnumDecl>(member))
        reject(nested->getLocation(), "unsupported construct: enum declared inside struct " + quoted(s.name));
      if (llvm::isa<clang::IndirectFieldDecl>(member)) continue;  // reported with its anonymous record
      auto fd = llvm::dyn_cast<clang::FieldDecl>(member);
      if (!fd) continue;
      const std::string what = "field " + quoted(fd->getName()) + " of struct " + quoted(s.name);
      if (fd->isBitField())
        reject(fd->getLocation(), "unsupported construct: bitfield " + quoted(fd->getName()) +
                                      " in struct " + quoted(s.name));
      if (fd->hasAttr<clang::PackedAttr>())
        reject(fd->getLocation(), "unsupported construct: packed " + what);
      model::Field f;
      f.name = fd->getName().str();
      f.type = types_.map(fd->getTypeSourceInfo()->getTypeLoc(), what, fd->getLocation());
      f.doc = doc_of(ctx_, fd, skipped_);
      f.pos = position_of(sm_, fd->getLocation());
      f.offset[request_.triple] = layout.getFieldOffset(fd->getFieldIndex()) / char_bits;
      if (const uint64_t aligned = declared_alignment(fd, what)) f.aligned[request_.triple] = aligned / char_bits;
      s.fields.push_back(std::move(f));
    }
    facts_.structs.push_back(std::move(s));
  }

  // The alignment a field declares, in bits (0: none): its own attributes
  // (aligned, _Alignas, alignas), or a typedef of its type that raises the
  // type's alignment. A typedef that lowers it (GNU C allows that) makes a
  // layout no language with a plain field type can express: refused.
  uint64_t declared_alignment(const clang::FieldDecl* fd, const std::string& what) const {
    uint64_t aligned = fd->getMaxAlignment();
    const clang::QualType type = fd->getType();
    const uint64_t as_written = ctx_.getTypeAlign(type);
    const uint64_t natural = ctx_.getTypeAlign(type.getCanonicalType());
    if (as_written < natural)
      reject(fd->getLocation(), "unsupported construct: " + what + " has type '" +
                                    type.getAsString(ctx_.getPrintingPolicy()) + "', whose typedef lowers its alignment to " +
                                    std::to_string(as_written / ctx_.getCharWidth()) + " (from " +
                                    std::to_string(natural / ctx_.getCharWidth()) + ")");
    if (as_written > natural && as_written > aligned) aligned = as_written;
    return aligned;
  }

  // C++ runs record the layout of the structs C can see too (size, alignment,
  // field offsets), for the merge to compare: an empty struct is 0 bytes in C
  // (GNU) but 1 in C++. Nothing is rejected here: what C sees, C rejects.
  void record_cxx_layout(const clang::RecordDecl* rd) {
    if (rd->isUnion() || !rd->isThisDeclarationADefinition() || rd->isInvalidDecl() || rd->isDependentType())
      return;
    model::Struct s;
    s.name = types_.model_name(rd);
    if (s.name.empty()) return;
    const clang::ASTRecordLayout& layout = ctx_.getASTRecordLayout(rd);
    const uint64_t char_bits = ctx_.getCharWidth();
    s.layout[request_.triple] = {static_cast<uint64_t>(layout.getSize().getQuantity()),
                                 static_cast<uint64_t>(layout.getAlignment().getQuantity())};
    for (const clang::FieldDecl* fd : rd->fields()) {
      model::Field f;
      f.name = fd->getName().str();
      f.offset[request_.triple] = layout.getFieldOffset(fd->getFieldIndex()) / char_bits;
      s.fields.push_back(std::move(f));
    }
    facts_.structs.push_back(std::move(s));
  }

  void visit_enum(const clang::EnumDecl* ed) {
    // C++ runs only add underlying types to the enums the C runs found: whatever
    // C cannot see (scoped enums, forward declarations) is not theirs to reject.
    if (!request_.full() &&
        (!ed->isThisDeclarationADefinition() || ed->isScoped() || types_.model_name(ed).empty()))
      return;
    if (!ed->isThisDeclarationADefinition()) {
      if (!ed->getDefinition())
        reject(ed->getLocation(), "unsupported construct: enum " + display_name(ed) +
                                      " is declared but never defined");
      return;
    }
    if (ed->isScoped())
      reject(ed->getLocation(), "unsupported construct: scoped enum " + display_name(ed));
    if (request_.full() && ed->hasAttr<clang::AlignedAttr>())
      reject(ed->getLocation(), "unsupported construct: enum " + display_name(ed) + " with an alignment attribute");
    model::Enum e;
    e.name = types_.model_name(ed);
    if (e.name.empty())
      reject(ed->getLocation(), "unsupported construct: anonymous enum without a typedef name");
    e.tag = ed->getName().str();
    e.has_typedef = types_.naming_typedef(ed) != nullptr;
    e.doc = doc_of_tag(ed);
    e.pos = position_of(sm_, name_location(ed));
    if (ed->isFixed()) {
      if (const clang::TypeSourceInfo* tsi = ed->getIntegerTypeSourceInfo())
        e.fixed_type_c = one_line_spelling(source_text(ctx_, tsi->getTypeLoc().getSourceRange()),
                                           tsi->getType().getAsString(ctx_.getPrintingPolicy()));
    }
    const clang::PrintingPolicy policy = ctx_.getPrintingPolicy();
    e.underlying_c[request_.triple] = ed->getIntegerType().getCanonicalType().getAsString(policy);
    const clang::TypeInfo info = ctx_.getTypeInfo(compat::tag_type(ctx_, ed));
    const uint64_t char_bits = ctx_.getCharWidth();
    e.layout[request_.triple] = {info.Width / char_bits, info.Align / char_bits};
    for (const clang::EnumConstantDecl* ecd : ed->enumerators()) {
      model::Enumerator en;
      en.name = ecd->getName().str();
      const llvm::APSInt& value = ecd->getInitVal();
      if (value.getSignificantBits() > 64 && !(value.isUnsigned() && value.getActiveBits() <= 64))
        reject(ecd->getLocation(), "unsupported construct: enumerator " + quoted(en.name) +
                                       " does not fit in 64 bits");
      en.value = value.isSigned() ? value.getSExtValue() : static_cast<int64_t>(value.getZExtValue());
      // On one line; an initializer the schema cannot hold as written ('a') by its value.
      if (const clang::Expr* init = ecd->getInitExpr())
        en.spelling = one_line_spelling(source_text(ctx_, init->getSourceRange()),
                                        value.isUnsigned() ? std::to_string(value.getZExtValue())
                                                           : std::to_string(value.getSExtValue()));
      en.doc = doc_of(ctx_, ecd, skipped_);
      en.pos = position_of(sm_, ecd->getLocation());
      e.enumerators.push_back(std::move(en));
    }
    facts_.enums.push_back(std::move(e));
  }

  void visit_typedef(const clang::TypedefNameDecl* td) {
    const std::string name = td->getName().str();
    const clang::QualType underlying = td->getUnderlyingType();
    if (const clang::TagDecl* tag = underlying->getAsTagDecl();
        tag && underlying->getAs<clang::TypedefType>() == nullptr) {
      // `typedef struct X {...} Name;`, `typedef enum {...} Name;`, `typedef struct X Y;`
      if (!in_main_file(sm_, tag->getLocation()))
        reject(td->getLocation(), "unsupported construct: typedef " + quoted(name) + " names '" +
                                      underlying.getAsString(ctx_.getPrintingPolicy()) +
                                      "', declared outside the header");
      // The typedef that names the struct/enum: the entity itself is collected
      // from its own declaration. Any other one (`typedef struct DLPoint
      // DLPointAlias;`) is an alias of it.
      if (types_.naming_typedef(tag) == td) return;
      return add_alias(td);
    }
    if (TypeMapper::is_function_pointer_typedef(td) && underlying->getAs<clang::TypedefType>() == nullptr) {
      model::FunctionPointer fp;
      fp.name = name;
      fp.doc = doc_of(ctx_, td, skipped_);
      fp.pos = position_of(sm_, td->getLocation());
      fp.type = types_.map_function_pointer_typedef(td);
      facts_.function_pointers.push_back(std::move(fp));
      return;
    }
    // `typedef DLDevice DLContext;`: another name for a struct, enum or
    // function-pointer typedef of the header (or for another such alias).
    if (types_.is_alias_of_modelled_typedef(td)) return add_alias(td);
    reject(td->getLocation(), "unsupported construct: typedef " + quoted(name) + " of '" +
                                  underlying.getAsString(ctx_.getPrintingPolicy()) +
                                  "' (only struct, enum and function-pointer typedefs, and aliases of them, "
                                  "are modelled)");
  }

  // The aliased type keeps its spelling ("DLDevice", "struct DLPoint") and takes
  // the kind and Model name of the entity it finally denotes.
  void add_alias(const clang::TypedefNameDecl* td) {
    model::Alias a;
    a.name = td->getName().str();
    a.type = types_.map(td->getTypeSourceInfo()->getTypeLoc(), "alias " + quoted(a.name), td->getLocation());
    a.doc = doc_of(ctx_, td, skipped_);
    a.pos = position_of(sm_, td->getLocation());
    facts_.aliases.push_back(std::move(a));
  }

  clang::ASTContext& ctx_;
  const clang::SourceManager& sm_;
  const ParseRequest& request_;
  const SkippedRanges* skipped_;
  ParseFacts& facts_;
  TypeMapper types_;
};

}  // namespace

void collect_declarations(clang::ASTContext& ctx, const ParseRequest& request, const SkippedRanges* skipped,
                          ParseFacts& facts) {
  DeclCollector(ctx, request, skipped, facts).run();
}

}  // namespace dlpackgen::extract::detail
