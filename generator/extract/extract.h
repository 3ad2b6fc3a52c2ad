// extract: dlpack.h -> Model, through Clang LibTooling.
//
// This stage is the only one that includes Clang headers. It runs the header
// through Clang once per target triple in C mode (layouts, C enum underlying
// types) and once per target in C++ mode (C++ enum underlying types, which differ
// for `enum : int32_t`), with Clang's own resource headers and no system include
// paths, so no cross sysroot is needed. A header that includes a library the
// freestanding reading lacks is run again with a C compiler's include
// directories for the target that compiler serves (Options::query_driver,
// query_driver.h). The runs are independent and go in parallel, one thread
// per core.
//
// What enters the Model (declarations written in the header itself, never in
// the headers it includes):
// - enums and structs: named by the typedef that names them (`typedef struct
//   {...} N;`, `typedef struct T {...} N;`, `typedef struct N N;`, or
//   `typedef struct T N;` before T's definition), else by their tag.
// - function-pointer typedefs `typedef R (*N)(...)`, with parameter names.
// - aliases (model::Alias), in declaration order: any other typedef of a
//   modelled struct or enum (`typedef struct DLPoint DLPointAlias;` after the
//   typedef that names DLPoint), of a function-pointer typedef, or of another
//   alias (`typedef DLDevice DLContext;`, `typedef DLContext DLCtx;`). The
//   alias's type has the kind and Model name of the entity it finally denotes
//   and the aliased type's spelling ("DLDevice", "struct DLPoint"); a function
//   pointer carries its signature. A field spelled through an alias gets the
//   aliased entity's kind and name too (its `spelling` keeps the alias). Other
//   typedefs (of scalars, pointers, arrays, ...) are rejected.
// - object-like macros whose body is an integer constant expression in C,
//   evaluated by Clang (`010` is 8); other macros (empty, strings, floats,
//   attributes, function-like) are left out.
//
// Facts that must be the same on every target (declarations, field types,
// enumerator and macro values) are checked to be; layouts, offsets and
// underlying types are recorded per target.
//
// SourcePos (1-based line, 1-based column counted in bytes) is where the
// entity's name is written: the enumerator, field or macro name; the typedef
// name of a typedef'd struct or enum (else its tag); the typedef name of a
// function-pointer typedef or of an alias.
//
// Docs are the documentation comment (`/*! */`, `/** */`, `///`, `//!`, and the
// trailing `/*!< */`, `///<` forms) Clang attaches to the declaration; for an
// enum or struct whose comment is separated from it only by preprocessor
// conditionals (`/*! doc */ #ifdef __cplusplus ... #else typedef enum { ...`),
// that comment. For a macro, the documentation comment right before its
// #define, or a trailing one on the same line. Comment markers and the leading
// ` * ` of each line are removed, Doxygen commands and deeper indentation kept,
// lines joined with '\n' (see doc_comment.h). Plain `//` and `/* */` comments
// are not docs.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "util/error.h"

namespace dlpackgen::extract {

struct Options {
  /// Target triples to lay the header out for; empty means model::default_targets().
  /// Duplicates are dropped; the Model keeps the order given.
  std::vector<std::string> targets;
  /// Extra -D/-I/-U arguments passed to Clang (for headers wrapped in #if guards).
  std::vector<std::string> clang_args;
  /// Where to report what was left out instead of stopping (a C++-only part
  /// of the header that does not compile: its C facts are kept; a header that
  /// compiles only as C++: every fact comes from C++ runs; without a sink,
  /// either is an error), and the macros left out because they nest too
  /// deep for Clang's parser (one warning each; without a sink, silently).
  std::vector<util::Diagnostic>* warnings = nullptr;
  /// Which C compiler to ask for the C and C++ libraries' include directories
  /// when the header includes a file the freestanding reading lacks (as
  /// clangd's --query-driver does): "" or "auto" asks the host's `$CC`/`cc`
  /// (C runs) and `$CXX`/`c++` (C++ runs), and for another target T a cross
  /// compiler `T-gcc`/`T-g++` on PATH; a program name or path asks that
  /// compiler for both; "none" asks nothing. A compiler's directories serve
  /// only the target it says it compiles for (its `Target:` line), after the
  /// user's clang_args; using them is one warning (query_driver.h).
  std::string query_driver{};
  /// Threads for the Clang runs (one per target and mode); 0: one per core.
  unsigned jobs = 0;
};

/// Extracts the Model of the header at `path`. Deterministic: the same header
/// and options give equal Models.
///
/// Throws util::Error with one diagnostic (file:line:col where Clang gives one;
/// the file as `path` spells it) for: a missing/unreadable file, an empty or
/// binary file, a Clang error (the first error only; Clang prints nothing; when
/// only a later run sees it, the message ends with "(while parsing as C++ for
/// target T)"), an unsupported construct ("unsupported construct: union 'X'",
/// bitfields, nested anonymous structs/unions, function and variable
/// declarations, opaque structs, scalar and pointer typedefs, packed structs, a field of a
/// type declared outside the header, ...: at the construct's position), a
/// declaration or integer macro that differs between targets, an unknown target
/// triple ("unknown target triple 'x'"), and a header that declares nothing
/// DLPack-like ("no DLPack declarations found": no enum, enumerator, struct,
/// typedef or macro named DL* or kDL*).
model::Model extract_header(const std::string& path, const Options& options = {});

/// extract_header() of `bytes` already read: diagnostics name `display`
/// ("origin/main:include/dlpack.h"), Clang sees the file at `path` (includes
/// next to it resolve on disk), and the schema's `header.file` is `path`'s name.
model::Model extract_header_text(const std::string& display, const std::string& path, const std::string& bytes,
                                 const Options& options = {});

/// The directory of Clang's resource headers (stddef.h, stdint.h) used by the extractor.
std::string clang_resource_dir();

}  // namespace dlpackgen::extract
