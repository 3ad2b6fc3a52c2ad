#!/usr/bin/env python3
"""Writes a synthetic dlpack.h-like header of size N to stdout: N enumerators
(in N/10 enums... at least one), N/10 structs with fields of scalar, pointer,
array, enum and struct types, N/10 function-pointer typedefs, N/10 macros, on
top of a real header's core (DLTensor and friends are kept so that the
semantics overlay still applies). Deterministic for a given N.

    make_header.py BASE_HEADER N > header.h   (BASE_HEADER: a plain release, e.g. v1.0)
"""
import sys


def main():
    base, n = sys.argv[1], int(sys.argv[2])
    text = open(base, encoding="utf-8").read()
    end = text.rfind("#ifdef __cplusplus")  # before the extern "C" block closes
    if end < 0:
        sys.exit(f"{base}: no closing '#ifdef __cplusplus' to insert before")
    parts = []
    enums = max(1, n // 100)
    per_enum = max(1, n // enums)
    for e in range(enums):
        values = ",\n".join(f"  kSynth{e}_{i} = {i}" for i in range(per_enum))
        parts.append(f"/*! \\brief Synthetic enum {e}. */\ntypedef enum {{\n{values}\n}} SynthEnum{e};\n")
    structs = max(1, n // 10)
    for s in range(structs):
        fields = [
            "  int64_t count;",
            "  uint8_t small;",
            "  double* values;",
            "  int32_t dims[4];",
            f"  SynthEnum{s % enums} kind;",
            "  DLDevice device;",
        ]
        if s > 0:
            fields.append(f"  struct SynthStruct{s - 1}* previous;")
        body = "\n".join(fields)
        parts.append(f"/*! \\brief Synthetic struct {s}. */\ntypedef struct SynthStruct{s} {{\n{body}\n}} SynthStruct{s};\n")
        parts.append(f"typedef int (*SynthCallback{s})(SynthStruct{s}* self, void* ctx, int64_t n);\n")
        parts.append(f"#define SYNTH_MACRO_{s} ({s}ULL << 2)\n")
    sys.stdout.write(text[:end] + "\n".join(parts) + "\n" + text[end:])


if __name__ == "__main__":
    main()
