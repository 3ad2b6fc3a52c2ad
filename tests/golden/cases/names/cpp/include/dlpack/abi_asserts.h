// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Compile-time ABI checks for names.h v1.0: the header version,
// every enumerator value, every integer macro, every alias (the same size and
// alignment as the type it names), and the size, alignment and
// field offsets of every struct and enum on each target the bindings were
// generated for (selected by predefined macros); on any other target, the
// layout rules that hold everywhere. Include it after dlpack.h (or it includes
// <dlpack/dlpack.h> itself), from C11 or later, or C++11 or later.
#ifndef DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_
#define DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_

// dlpack.h is included already when its guard (upstream's) or its version
// macro (a vendored copy with another guard or #pragma once) is defined.
#if !defined(DLPACK_DLPACK_H_) && !defined(DLPACK_MAJOR_VERSION)
#include <dlpack/dlpack.h>
#endif
#include <stddef.h>

#if defined(__cplusplus)
#define DLPACKGEN_ABI_ASSERT(cond, msg) static_assert(cond, msg)
#define DLPACKGEN_ABI_ALIGNOF(type) alignof(type)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define DLPACKGEN_ABI_ASSERT(cond, msg) _Static_assert(cond, msg)
#define DLPACKGEN_ABI_ALIGNOF(type) _Alignof(type)
#else
#error "dlpack/abi_asserts.h needs C11 or C++11 (static assertions)"
#endif
#define DLPACKGEN_ABI_STR_(x) #x
#define DLPACKGEN_ABI_STR(x) DLPACKGEN_ABI_STR_(x)

// ---- Version: the dlpack.h being compiled must be the one the bindings were generated from.
#if !defined(DLPACK_MAJOR_VERSION) || !defined(DLPACK_MINOR_VERSION) || \
    DLPACK_MAJOR_VERSION != 1 || DLPACK_MINOR_VERSION != 0
#if defined(DLPACK_MAJOR_VERSION) && defined(DLPACK_MINOR_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h is v" DLPACKGEN_ABI_STR(DLPACK_MAJOR_VERSION) "." DLPACKGEN_ABI_STR(DLPACK_MINOR_VERSION)
                        " but these bindings were generated from v1.0: regenerate them with dlpackgen generate");
#elif defined(DLPACK_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h has DLPACK_VERSION " DLPACKGEN_ABI_STR(DLPACK_VERSION)
                        " but these bindings were generated from v1.0: regenerate them with dlpackgen generate");
#else
#error "dlpack.h declares no version but these bindings were generated from v1.0: regenerate them with dlpackgen generate"
#endif
#else  // the version matches: check everything else

// ---- Integer macros.
#ifndef DLPACK_MAJOR_VERSION
#error "dlpack.h does not define DLPACK_MAJOR_VERSION, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_MAJOR_VERSION == 1, "DLPACK_MAJOR_VERSION must be 1: regenerate the bindings with dlpackgen generate");
#ifndef DLPACK_MINOR_VERSION
#error "dlpack.h does not define DLPACK_MINOR_VERSION, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLPACK_MINOR_VERSION == 0, "DLPACK_MINOR_VERSION must be 0: regenerate the bindings with dlpackgen generate");
#ifndef DLCASE_WORDS_MAX
#error "dlpack.h does not define DLCASE_WORDS_MAX, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLCASE_WORDS_MAX == 4, "DLCASE_WORDS_MAX must be 4: regenerate the bindings with dlpackgen generate");

// ---- Enumerator values.
DLPACKGEN_ABI_ASSERT(kDLType == 0, "DLWordCode: kDLType must be 0: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLFn == 1, "DLWordCode: kDLFn must be 1: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLError == 2, "DLWordCode: kDLError must be 2: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLTrue == 3, "DLWordCode: kDLTrue must be 3: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLSelf == 4, "DLWordCode: kDLSelf must be 4: regenerate the bindings with dlpackgen generate");

// ---- Aliases: another name for a struct, enum or function pointer, so the same size and alignment.

// ---- Layout rules that hold on every target: fields in order, without overlap, inside the struct,
// ---- at a multiple of the alignment the header declares for them.
DLPACKGEN_ABI_ASSERT(sizeof(DLWords) % DLPACKGEN_ABI_ALIGNOF(DLWords) == 0, "DLWords: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, type) == 0, "DLWords.type: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, fn) >= offsetof(DLWords, type) + sizeof((((DLWords *)0)->type)),
                     "DLWords.fn: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, match) >= offsetof(DLWords, fn) + sizeof((((DLWords *)0)->fn)),
                     "DLWords.match: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, var) >= offsetof(DLWords, match) + sizeof((((DLWords *)0)->match)),
                     "DLWords.var: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, error) >= offsetof(DLWords, var) + sizeof((((DLWords *)0)->var)),
                     "DLWords.error: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, test) >= offsetof(DLWords, error) + sizeof((((DLWords *)0)->error)),
                     "DLWords.test: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, self) >= offsetof(DLWords, test) + sizeof((((DLWords *)0)->test)),
                     "DLWords.self: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, loop) >= offsetof(DLWords, self) + sizeof((((DLWords *)0)->self)),
                     "DLWords.loop: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, code) >= offsetof(DLWords, loop) + sizeof((((DLWords *)0)->loop)),
                     "DLWords.code: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLWords) >= offsetof(DLWords, code) + sizeof((((DLWords *)0)->code)),
                     "DLWords: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLAsync) % DLPACKGEN_ABI_ALIGNOF(DLAsync) == 0, "DLAsync: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLAsync, words) == 0, "DLAsync.words: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLAsync, async) >= offsetof(DLAsync, words) + sizeof((((DLAsync *)0)->words)),
                     "DLAsync.async: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLAsync, defer) >= offsetof(DLAsync, async) + sizeof((((DLAsync *)0)->async)),
                     "DLAsync.defer: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLAsync) >= offsetof(DLAsync, defer) + sizeof((((DLAsync *)0)->defer)),
                     "DLAsync: the last field must end inside the struct");

// ---- Absolute sizes, alignments and offsets per target.
#if defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)  // x86_64-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLWords) == 40, "DLWords: size must be 40 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLWords) == 8, "DLWords: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, type) == 0, "DLWords.type: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, fn) == 4, "DLWords.fn: offset must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, match) == 8, "DLWords.match: offset must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, var) == 16, "DLWords.var: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, error) == 24, "DLWords.error: offset must be 24 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, test) == 25, "DLWords.test: offset must be 25 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, self) == 26, "DLWords.self: offset must be 26 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, loop) == 28, "DLWords.loop: offset must be 28 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLWords, code) == 32, "DLWords.code: offset must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLAsync) == 48, "DLAsync: size must be 48 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLAsync) == 8, "DLAsync: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLAsync, words) == 0, "DLAsync.words: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLAsync, async) == 40, "DLAsync.async: offset must be 40 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLAsync, defer) == 44, "DLAsync.defer: offset must be 44 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLWordCode) == 4, "DLWordCode: size must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLWordCode) == 4, "DLWordCode: alignment must be 4 on x86_64-linux-gnu");
#else
// Another target: only the rules above are checked.
#endif

#endif  // version check
#endif  // DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_
