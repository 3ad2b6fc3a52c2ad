// Generated from layout.h v1.2 (sha256 6cf437b88de0) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Compile-time ABI checks for layout.h v1.2: the header version,
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
    DLPACK_MAJOR_VERSION != 1 || DLPACK_MINOR_VERSION != 2
#if defined(DLPACK_MAJOR_VERSION) && defined(DLPACK_MINOR_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h is v" DLPACKGEN_ABI_STR(DLPACK_MAJOR_VERSION) "." DLPACKGEN_ABI_STR(DLPACK_MINOR_VERSION)
                        " but these bindings were generated from v1.2: regenerate them with dlpackgen generate");
#elif defined(DLPACK_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h has DLPACK_VERSION " DLPACKGEN_ABI_STR(DLPACK_VERSION)
                        " but these bindings were generated from v1.2: regenerate them with dlpackgen generate");
#else
#error "dlpack.h declares no version but these bindings were generated from v1.2: regenerate them with dlpackgen generate"
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
DLPACKGEN_ABI_ASSERT(DLPACK_MINOR_VERSION == 2, "DLPACK_MINOR_VERSION must be 2: regenerate the bindings with dlpackgen generate");

// ---- Enumerator values.
DLPACKGEN_ABI_ASSERT(kDLSmallA == 1, "DLSmall: kDLSmallA must be 1: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLSmallB == 2, "DLSmall: kDLSmallB must be 2: regenerate the bindings with dlpackgen generate");

// ---- Aliases: another name for a struct, enum or function pointer, so the same size and alignment.

// ---- Layout rules that hold on every target: fields in order, without overlap, inside the struct,
// ---- at a multiple of the alignment the header declares for them.
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseLayout) % DLPACKGEN_ABI_ALIGNOF(DLCaseLayout) == 0, "DLCaseLayout: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, native) == 0, "DLCaseLayout.native: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, count) >= offsetof(DLCaseLayout, native) + sizeof((((DLCaseLayout *)0)->native)),
                     "DLCaseLayout.count: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, data) >= offsetof(DLCaseLayout, count) + sizeof((((DLCaseLayout *)0)->count)),
                     "DLCaseLayout.data: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, wide) >= offsetof(DLCaseLayout, data) + sizeof((((DLCaseLayout *)0)->data)),
                     "DLCaseLayout.wide: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, real) >= offsetof(DLCaseLayout, wide) + sizeof((((DLCaseLayout *)0)->wide)),
                     "DLCaseLayout.real: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, pair) >= offsetof(DLCaseLayout, real) + sizeof((((DLCaseLayout *)0)->real)),
                     "DLCaseLayout.pair: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, small) >= offsetof(DLCaseLayout, pair) + sizeof((((DLCaseLayout *)0)->pair)),
                     "DLCaseLayout.small: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, callback) >= offsetof(DLCaseLayout, small) + sizeof((((DLCaseLayout *)0)->small)),
                     "DLCaseLayout.callback: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, shape) >= offsetof(DLCaseLayout, callback) + sizeof((((DLCaseLayout *)0)->callback)),
                     "DLCaseLayout.shape: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseLayout) >= offsetof(DLCaseLayout, shape) + sizeof((((DLCaseLayout *)0)->shape)),
                     "DLCaseLayout: the last field must end inside the struct");
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseAligned) % DLPACKGEN_ABI_ALIGNOF(DLCaseAligned) == 0, "DLCaseAligned: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, block) % 16 == 0, "DLCaseAligned.block: declared aligned(16), so its offset must be a multiple of 16");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, block) >= offsetof(DLCaseAligned, tag) + sizeof((((DLCaseAligned *)0)->tag)),
                     "DLCaseAligned.block: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, inner) >= offsetof(DLCaseAligned, block) + sizeof((((DLCaseAligned *)0)->block)),
                     "DLCaseAligned.inner: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseAligned) >= offsetof(DLCaseAligned, inner) + sizeof((((DLCaseAligned *)0)->inner)),
                     "DLCaseAligned: the last field must end inside the struct");

// ---- Absolute sizes, alignments and offsets per target.
#if defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)  // x86_64-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseLayout) == 64, "DLCaseLayout: size must be 64 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLCaseLayout) == 8, "DLCaseLayout: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, native) == 0, "DLCaseLayout.native: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, count) == 8, "DLCaseLayout.count: offset must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, data) == 16, "DLCaseLayout.data: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, wide) == 24, "DLCaseLayout.wide: offset must be 24 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, real) == 32, "DLCaseLayout.real: offset must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, pair) == 40, "DLCaseLayout.pair: offset must be 40 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, small) == 44, "DLCaseLayout.small: offset must be 44 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, callback) == 48, "DLCaseLayout.callback: offset must be 48 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, shape) == 56, "DLCaseLayout.shape: offset must be 56 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseAligned) == 96, "DLCaseAligned: size must be 96 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLCaseAligned) == 16, "DLCaseAligned: alignment must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, block) == 16, "DLCaseAligned.block: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, inner) == 32, "DLCaseAligned.inner: offset must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLSmall) == 4, "DLSmall: size must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLSmall) == 4, "DLSmall: alignment must be 4 on x86_64-linux-gnu");
#elif defined(__i386__) && defined(__linux__)  // i686-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseLayout) == 44, "DLCaseLayout: size must be 44 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLCaseLayout) == 4, "DLCaseLayout: alignment must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, native) == 0, "DLCaseLayout.native: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, count) == 4, "DLCaseLayout.count: offset must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, data) == 8, "DLCaseLayout.data: offset must be 8 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, wide) == 12, "DLCaseLayout.wide: offset must be 12 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, real) == 20, "DLCaseLayout.real: offset must be 20 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, pair) == 28, "DLCaseLayout.pair: offset must be 28 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, small) == 32, "DLCaseLayout.small: offset must be 32 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, callback) == 36, "DLCaseLayout.callback: offset must be 36 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, shape) == 40, "DLCaseLayout.shape: offset must be 40 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseAligned) == 80, "DLCaseAligned: size must be 80 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLCaseAligned) == 16, "DLCaseAligned: alignment must be 16 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: offset must be 0 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, block) == 16, "DLCaseAligned.block: offset must be 16 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, inner) == 32, "DLCaseAligned.inner: offset must be 32 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLSmall) == 4, "DLSmall: size must be 4 on i686-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLSmall) == 4, "DLSmall: alignment must be 4 on i686-linux-gnu");
#elif defined(_M_X64) && defined(_WIN64) && defined(_MSC_VER)  // x86_64-pc-windows-msvc
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseLayout) == 64, "DLCaseLayout: size must be 64 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLCaseLayout) == 8, "DLCaseLayout: alignment must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, native) == 0, "DLCaseLayout.native: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, count) == 8, "DLCaseLayout.count: offset must be 8 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, data) == 16, "DLCaseLayout.data: offset must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, wide) == 24, "DLCaseLayout.wide: offset must be 24 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, real) == 32, "DLCaseLayout.real: offset must be 32 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, pair) == 40, "DLCaseLayout.pair: offset must be 40 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, small) == 44, "DLCaseLayout.small: offset must be 44 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, callback) == 48, "DLCaseLayout.callback: offset must be 48 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseLayout, shape) == 56, "DLCaseLayout.shape: offset must be 56 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLCaseAligned) == 96, "DLCaseAligned: size must be 96 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLCaseAligned) == 16, "DLCaseAligned: alignment must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: offset must be 0 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, block) == 16, "DLCaseAligned.block: offset must be 16 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(offsetof(DLCaseAligned, inner) == 32, "DLCaseAligned.inner: offset must be 32 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(sizeof(DLSmall) == 4, "DLSmall: size must be 4 on x86_64-pc-windows-msvc");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLSmall) == 4, "DLSmall: alignment must be 4 on x86_64-pc-windows-msvc");
#else
// Another target: only the rules above are checked.
#endif

#endif  // version check
#endif  // DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_
