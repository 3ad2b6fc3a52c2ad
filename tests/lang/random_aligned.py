#!/usr/bin/env python3
"""Writes N random dlpack-style headers that declare alignments, for
tests/lang/run_random_aligned.sh: structs of scalars, pointers, arrays, enums,
function pointers and earlier structs (by value), with alignment attributes as
vendored headers write them -- on a struct (`struct __attribute__((aligned(N)))`),
after a field's declarator, before a field (`_Alignas(N)`), through a macro,
and `aligned` without a number (the target's largest alignment, which differs
between targets). Deterministic for a seed.

  random_aligned.py OUT_DIR [--count N] [--seed S]
"""
import argparse
import pathlib
import random

SCALARS = ["int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t",
           "float", "double", "size_t", "char"]


def attribute(rng):
    """An alignment attribute after a declarator."""
    kind = rng.randrange(4)
    if kind == 0:
        return " __attribute__((aligned))"
    if kind == 1:
        return " DL_ALIGNED(%d)" % (1 << rng.randrange(7))
    return " __attribute__((aligned(%d)))" % (1 << rng.randrange(7))


def header(rng, index):
    lines = [
        "/* A random header with declared alignments (tests/lang/random_aligned.py, case %d). */" % index,
        "#ifndef DLPACK_RANDOM_ALIGNED_%d_H_" % index,
        "#define DLPACK_RANDOM_ALIGNED_%d_H_" % index,
        "#include <stddef.h>",
        "#include <stdint.h>",
        "#define DL_ALIGNED(n) __attribute__((aligned(n)))",
        "#ifdef __cplusplus",
        "#define DL_ALIGNAS(n) alignas(n)",
        "#else",
        "#define DL_ALIGNAS(n) _Alignas(n)",
        "#endif",
        "",
        "typedef enum { kDLRandomA = 0, kDLRandomB = %d } DLRandomKind;" % (1 + rng.randrange(100)),
        "typedef void (*DLRandomCallback)(void* ctx);",
    ]
    structs = 1 + rng.randrange(4)
    for s in range(structs):
        head = "typedef struct"
        if rng.randrange(4) == 0:
            head += attribute(rng)
        lines.append("")
        lines.append("/*! \\brief Random struct %d. */" % s)
        lines.append(head + " {")
        for f in range(1 + rng.randrange(6)):
            name = "f%d" % f
            choice = rng.randrange(7)
            if choice == 0:
                decl = "void* %s" % name
            elif choice == 1:
                decl = "%s %s[%d]" % (rng.choice(SCALARS), name, 1 + rng.randrange(4))
            elif choice == 2:
                decl = "DLRandomKind %s" % name
            elif choice == 3:
                decl = "DLRandomCallback %s" % name
            elif choice == 4 and s > 0:
                decl = "DLRandom%d %s" % (rng.randrange(s), name)
            else:
                decl = "%s %s" % (rng.choice(SCALARS), name)
            where = rng.randrange(4)
            if where == 0:
                decl += attribute(rng)
            elif where == 1 and not decl.startswith("DLRandom"):
                # _Alignas may not lower a type's alignment: at least 8 covers every scalar and
                # pointer here (a struct by value may be more aligned: not given one).
                decl = "DL_ALIGNAS(%d) %s" % (8 << rng.randrange(3), decl)
            lines.append("  %s;" % decl)
        lines.append("} DLRandom%d;" % s)
    lines += ["", "#endif", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--count", type=int, default=8)
    parser.add_argument("--seed", type=int, default=20261125)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    for i in range(args.count):
        (args.out / ("random-aligned-%d.h" % i)).write_text(header(rng, i))


if __name__ == "__main__":
    main()
