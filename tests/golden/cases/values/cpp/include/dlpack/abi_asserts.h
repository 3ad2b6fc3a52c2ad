// Generated from values.h v1.3 (sha256 ecc9ce36c299) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Compile-time ABI checks for values.h v1.3: the header version,
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
    DLPACK_MAJOR_VERSION != 1 || DLPACK_MINOR_VERSION != 3
#if defined(DLPACK_MAJOR_VERSION) && defined(DLPACK_MINOR_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h is v" DLPACKGEN_ABI_STR(DLPACK_MAJOR_VERSION) "." DLPACKGEN_ABI_STR(DLPACK_MINOR_VERSION)
                        " but these bindings were generated from v1.3: regenerate them with dlpackgen generate");
#elif defined(DLPACK_VERSION)
DLPACKGEN_ABI_ASSERT(0, "dlpack.h has DLPACK_VERSION " DLPACKGEN_ABI_STR(DLPACK_VERSION)
                        " but these bindings were generated from v1.3: regenerate them with dlpackgen generate");
#else
#error "dlpack.h declares no version but these bindings were generated from v1.3: regenerate them with dlpackgen generate"
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
DLPACKGEN_ABI_ASSERT(DLPACK_MINOR_VERSION == 3, "DLPACK_MINOR_VERSION must be 3: regenerate the bindings with dlpackgen generate");
#ifndef DLCASE_FLAG_A
#error "dlpack.h does not define DLCASE_FLAG_A, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLCASE_FLAG_A == 1U, "DLCASE_FLAG_A must be 1: regenerate the bindings with dlpackgen generate");
#ifndef DLCASE_FLAG_TOP
#error "dlpack.h does not define DLCASE_FLAG_TOP, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLCASE_FLAG_TOP == 9223372036854775808ULL, "DLCASE_FLAG_TOP must be 9223372036854775808: regenerate the bindings with dlpackgen generate");
#ifndef DLCASE_NEGATIVE
#error "dlpack.h does not define DLCASE_NEGATIVE, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLCASE_NEGATIVE == -3, "DLCASE_NEGATIVE must be -3: regenerate the bindings with dlpackgen generate");
#ifndef DLCASE_HEX
#error "dlpack.h does not define DLCASE_HEX, which the bindings were generated with: regenerate them with dlpackgen generate"
#endif
DLPACKGEN_ABI_ASSERT(DLCASE_HEX == 127U, "DLCASE_HEX must be 127: regenerate the bindings with dlpackgen generate");

// ---- Enumerator values.
DLPACKGEN_ABI_ASSERT(kDLEndOne == 1, "DLEnds: kDLEndOne must be 1: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLEndHigh == 9223372036854775808ULL, "DLEnds: kDLEndHigh must be 9223372036854775808: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLEndMax == 18446744073709551615ULL, "DLEnds: kDLEndMax must be 18446744073709551615: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLSignedMin == (-9223372036854775807LL - 1), "DLSignedEnds: kDLSignedMin must be -9223372036854775808: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLSignedMinus == -2, "DLSignedEnds: kDLSignedMinus must be -2: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLSignedNext == -1, "DLSignedEnds: kDLSignedNext must be -1: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLSignedMax == 9223372036854775807LL, "DLSignedEnds: kDLSignedMax must be 9223372036854775807: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLByteZero == 0, "DLByte: kDLByteZero must be 0: regenerate the bindings with dlpackgen generate");
DLPACKGEN_ABI_ASSERT(kDLByteTop == 255, "DLByte: kDLByteTop must be 255: regenerate the bindings with dlpackgen generate");

// ---- Aliases: another name for a struct, enum or function pointer, so the same size and alignment.

// ---- Layout rules that hold on every target: fields in order, without overlap, inside the struct,
// ---- at a multiple of the alignment the header declares for them.
DLPACKGEN_ABI_ASSERT(sizeof(DLValues) % DLPACKGEN_ABI_ALIGNOF(DLValues) == 0, "DLValues: alignment must divide size");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, ends) == 0, "DLValues.ends: the first field must be at offset 0");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, signed_ends) >= offsetof(DLValues, ends) + sizeof((((DLValues *)0)->ends)),
                     "DLValues.signed_ends: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, byte) >= offsetof(DLValues, signed_ends) + sizeof((((DLValues *)0)->signed_ends)),
                     "DLValues.byte: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, flags) >= offsetof(DLValues, byte) + sizeof((((DLValues *)0)->byte)),
                     "DLValues.flags: fields must follow each other in declaration order");
DLPACKGEN_ABI_ASSERT(sizeof(DLValues) >= offsetof(DLValues, flags) + sizeof((((DLValues *)0)->flags)),
                     "DLValues: the last field must end inside the struct");

// ---- Absolute sizes, alignments and offsets per target.
#if defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)  // x86_64-linux-gnu
DLPACKGEN_ABI_ASSERT(sizeof(DLValues) == 32, "DLValues: size must be 32 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLValues) == 8, "DLValues: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, ends) == 0, "DLValues.ends: offset must be 0 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, signed_ends) == 8, "DLValues.signed_ends: offset must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, byte) == 16, "DLValues.byte: offset must be 16 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(offsetof(DLValues, flags) == 24, "DLValues.flags: offset must be 24 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLEnds) == 8, "DLEnds: size must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLEnds) == 8, "DLEnds: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLSignedEnds) == 8, "DLSignedEnds: size must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLSignedEnds) == 8, "DLSignedEnds: alignment must be 8 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(sizeof(DLByte) == 4, "DLByte: size must be 4 on x86_64-linux-gnu");
DLPACKGEN_ABI_ASSERT(DLPACKGEN_ABI_ALIGNOF(DLByte) == 4, "DLByte: alignment must be 4 on x86_64-linux-gnu");
#else
// Another target: only the rules above are checked.
#endif

#endif  // version check
#endif  // DLPACKGEN_CPP_DLPACK_ABI_ASSERTS_H_
