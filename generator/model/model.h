// The Model: plain value types describing one dlpack.h.
//
// Every stage of dlpackgen speaks this vocabulary. It depends on nothing but
// the C++ standard library: no Clang or YAML type enters or leaves it.
//
// Per-target facts are kept in std::map keyed by the target triple
// (for example "x86_64-linux-gnu"), so iteration order is deterministic.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlpackgen::model {

/// A DLPack version. `known()` is false when the header declares none.
struct Version {
  int major = -1;
  int minor = -1;

  bool known() const { return major >= 0 && minor >= 0; }
  std::string str() const;  // "1.3", or "unknown"
  static std::optional<Version> parse(const std::string& text);  // "1.3" / "0.8"
  friend bool operator==(const Version& a, const Version& b) {
    return a.major == b.major && a.minor == b.minor;
  }
  friend bool operator!=(const Version& a, const Version& b) { return !(a == b); }
  friend bool operator<(const Version& a, const Version& b) {
    return a.major != b.major ? a.major < b.major : a.minor < b.minor;
  }
};

/// Where a declaration stands in its header: 1-based line and column.
/// The file is always the header the Model was extracted from
/// (HeaderInfo::file), so only the position is kept per entity.
struct SourcePos {
  unsigned line = 0;
  unsigned column = 0;
};

/// When an entity appeared, was renamed or was removed, across a series of
/// headers in release order (filled by `dlpackgen history`). Empty strings
/// mean "not recorded".
struct History {
  std::string since;         // version that introduced it, e.g. "0.8"
  std::string renamed_from;  // previous name, if it was renamed
  std::string renamed_in;    // version in which that rename happened
  bool empty() const { return since.empty() && renamed_from.empty() && renamed_in.empty(); }
};

/// A target ABI the header was laid out for.
struct TargetInfo {
  std::string triple;          // "x86_64-linux-gnu", "x86_64-pc-windows-msvc", ...
  unsigned pointer_size = 0;   // bytes
  unsigned pointer_align = 0;  // bytes
  bool big_endian = false;
};

/// Size and alignment of a type on one target, in bytes.
struct Layout {
  uint64_t size = 0;
  uint64_t align = 0;
  friend bool operator==(const Layout& a, const Layout& b) {
    return a.size == b.size && a.align == b.align;
  }
  friend bool operator!=(const Layout& a, const Layout& b) { return !(a == b); }
};

enum class TypeKind {
  Scalar,           // builtin or stdint typedef: name = "int64_t", "uint8_t", "int", "void", "char"...
  Pointer,          // element[0] is the pointee
  Struct,           // name = the struct's Model name (typedef name, or tag when untypedef'd)
  Enum,             // name = the enum's Model name
  FunctionPointer,  // result[0] is the return type, params the parameters;
                    // name = the typedef name when spelled through one, else ""
  Array,            // element[0] is the element type, array_size its count
};

struct Param;

/// How deep a Type may nest, counting each pointer, array and function-pointer
/// level and the innermost type (`int **` is 3 deep; a function pointer's
/// result and parameters are one deeper than it). The extractor refuses deeper
/// types and the schema reader too: YAML readers limit nesting, and no binding
/// needs more.
constexpr unsigned kMaxTypeNesting = 64;

/// The type of a field, parameter or return value.
struct Type {
  TypeKind kind = TypeKind::Scalar;
  std::string spelling;         // as C spells it, without a declarator name: "int64_t *",
                                // "DLDevice", "void (*)(struct DLManagedTensor *)"
  std::string name;             // see TypeKind
  bool is_const = false;        // the type itself is const-qualified
  uint64_t array_size = 0;      // Array only
  std::vector<Type> element;    // Pointer, Array: exactly one entry
  std::vector<Type> result;     // FunctionPointer: exactly one entry (the return type)
  std::vector<Param> params;    // FunctionPointer: the parameters, in order
};

struct Param {
  std::string name;  // may be empty when the header names none
  Type type;
};

struct Enumerator {
  std::string name;
  int64_t value = 0;  // the value's 64 bits; read as unsigned when the enum's type is (enum_is_unsigned)
  std::string spelling;  // the initializer as written ("0U", "1 << 2"), "" when implicit
  std::string doc;
  SourcePos pos;
  History history;
};

struct Enum {
  std::string name;  // typedef name, or the tag when there is no typedef
  std::string tag;   // "" for an anonymous enum
  // A typedef declares `name` (`typedef enum X {...} X;`), rather than only
  // the tag (`enum X {...};`). Always true when name is not the tag.
  bool has_typedef = true;
  std::string doc;
  SourcePos pos;
  std::vector<Enumerator> enumerators;
  /// The enumerator called `name`, or nullptr.
  const Enumerator* find_enumerator(const std::string& name) const;
  // Fixed underlying type as written (`enum : int32_t`), per language mode; "" when none.
  std::string fixed_type_c;
  std::string fixed_type_cxx;
  // The underlying type Clang chose, canonical ("unsigned int", "int"), per target.
  std::map<std::string, std::string> underlying_c;
  std::map<std::string, std::string> underlying_cxx;
  std::map<std::string, Layout> layout;  // per target (C mode)
  History history;
};

struct Field {
  std::string name;
  Type type;
  std::string doc;
  SourcePos pos;
  std::map<std::string, uint64_t> offset;  // byte offset, per target
  History history;
  // The alignment an attribute declares for the field (`__attribute__((aligned(N)))`,
  // `_Alignas(N)`, `alignas(N)`, or a typedef of its type that raises the
  // alignment), in bytes, per target; empty when nothing is declared. The
  // field's alignment is the larger of this and its type's.
  std::map<std::string, uint64_t> aligned;
};

struct Struct {
  std::string name;  // typedef name, or the tag when there is no typedef
  std::string tag;   // "" for an anonymous struct
  // A typedef declares `name` (`typedef struct X {...} X;`), rather than only
  // the tag (`struct X {...};`). Always true when name is not the tag.
  bool has_typedef = true;
  std::string doc;
  SourcePos pos;
  std::vector<Field> fields;
  /// The field called `name`, or nullptr.
  const Field* find_field(const std::string& name) const;
  std::map<std::string, Layout> layout;  // per target
  History history;
  // The alignment an attribute on the struct declares (`struct
  // __attribute__((aligned(16))) X`), in bytes, per target; empty when none.
  std::map<std::string, uint64_t> aligned;
};

/// `typedef R (*Name)(params...);`
struct FunctionPointer {
  std::string name;
  std::string doc;
  SourcePos pos;
  Type type;  // kind == FunctionPointer, name == this typedef's name
  History history;
};

/// `typedef Existing Name;`: another name for a struct, enum or function-pointer
/// typedef the Model holds (`typedef DLDevice DLContext;`,
/// `typedef struct DLPoint DLPointAlias;`, an alias of an alias).
struct Alias {
  std::string name;
  // The aliased type: kind Struct, Enum or FunctionPointer, name = the Model name
  // of the entity it finally denotes (through any chain of aliases), spelling = the
  // aliased type as written ("DLDevice", "struct DLPoint"). A function pointer
  // carries its signature (result, params), as in a field's type.
  Type type;
  std::string doc;
  SourcePos pos;
  History history;
};

/// An object-like macro whose body is an integer constant expression.
struct Macro {
  std::string name;
  std::string spelling;  // the body as written: "010", "(1UL << 2UL)"
  int64_t value = 0;     // as C evaluates it (010 is octal 8); see is_unsigned
  bool is_unsigned = false;  // the expression has an unsigned type: read value as uint64_t
  std::string doc;
  SourcePos pos;
  History history;
};

/// An entity present in an earlier header of a history series, gone from this one.
struct Removed {
  std::string kind;    // "enum", "enumerator", "struct", "field", "function_pointer", "macro", "alias"
  std::string name;
  std::string parent;  // enclosing enum/struct for enumerators and fields, else ""
  std::string since;
  std::string removed_in;
};

struct HeaderInfo {
  std::string file;    // base name of the header ("dlpack.h"); never an absolute path
  std::string sha256;  // of the header bytes, lowercase hex
  Version version;     // from DLPACK_MAJOR/MINOR_VERSION, or v0.x's DLPACK_VERSION
  std::string version_macro;  // which macro(s) gave it: "DLPACK_MAJOR_VERSION" or "DLPACK_VERSION", "" if none
};

struct Model {
  HeaderInfo header;
  std::vector<TargetInfo> targets;  // in the order they were requested
  std::vector<Enum> enums;          // in declaration order
  std::vector<Struct> structs;
  std::vector<FunctionPointer> function_pointers;
  std::vector<Alias> aliases;       // in declaration order
  std::vector<Macro> macros;
  std::vector<std::string> history_versions;  // the series `history` walked, oldest first
  std::vector<Removed> removed;

  const Enum* find_enum(const std::string& name) const;
  const Struct* find_struct(const std::string& name) const;
  const FunctionPointer* find_function_pointer(const std::string& name) const;
  const Alias* find_alias(const std::string& name) const;
  const Macro* find_macro(const std::string& name) const;
  const TargetInfo* find_target(const std::string& triple) const;
};

/// True for a C integer type that is unsigned ("unsigned long", "uint64_t", "_Bool").
bool is_unsigned_c_type(const std::string& c_name);
/// True when the enum's underlying type (C mode) is unsigned on every target it
/// is laid out for: its enumerators' values are then read as uint64_t.
bool enum_is_unsigned(const Enum& e);
/// An enumerator's exact value in decimal, as its enum's type reads the 64 bits
/// of Enumerator::value ("18446744073709551615" for an unsigned enum's ~0ULL).
std::string enumerator_value_text(const Enum& e, const Enumerator& en);

std::string to_string(TypeKind kind);               // "scalar", "pointer", ...
std::optional<TypeKind> type_kind_from_string(const std::string& text);

/// The default target triples (docs/design.md, Targets), in this order.
const std::vector<std::string>& default_targets();

/// DLPack version from v0.x's `DLPACK_VERSION` as spelled: "010" -> 0.1,
/// "60" -> 0.6 (read as decimal digits, whatever C's octal rule says).
std::optional<Version> version_from_legacy_spelling(const std::string& spelling);

}  // namespace dlpackgen::model
