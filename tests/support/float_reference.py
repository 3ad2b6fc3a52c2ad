"""Reference values for the floats of the Rust crate and the Zig package
(tests/outputs/rust/floats, tests/outputs/zig/floats).

Writes into OUT_DIR, little-endian:
  f16_to_f32.bin  every float16 bit pattern (u16 order 0..65535) as numpy's
                  float32 of it (u32 bits each);
  f32.bin         float32 bit patterns to convert: edge cases and random ones;
  f32_to_f16.bin  numpy's float16 of each (u16 bits);
  f32_to_bf16.bin the nearest bfloat16 of each, ties to even, chosen by
                  comparing both neighbours in float64 (u16 bits); NaN -> the
                  input's top 16 bits with the quiet bit set.
  <format>_to_f32.bin  for each minifloat format of MINIFLOATS: every encoding
                  (0 .. 2^width - 1) as ml_dtypes' float32 of it (u32 bits);
  f32_to_<format>.bin  ml_dtypes' encoding of each float32 of f32.bin (u8).
usage: reference.py OUT_DIR [COUNT]
"""
import sys

import ml_dtypes
import numpy as np

# ml_dtypes' name -> the encoding's width in bits.
MINIFLOATS = {
    "float8_e3m4": 8, "float8_e4m3": 8, "float8_e4m3fn": 8, "float8_e4m3fnuz": 8,
    "float8_e4m3b11fnuz": 8, "float8_e5m2": 8, "float8_e5m2fnuz": 8, "float8_e8m0fnu": 8,
    "float6_e2m3fn": 6, "float6_e3m2fn": 6, "float4_e2m1fn": 4,
}

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
rng = np.random.default_rng(20261126)

h = np.arange(65536, dtype=np.uint32).astype(np.uint16)
with np.errstate(all="ignore"):
    h.view(np.float16).astype(np.float32).view(np.uint32).astype("<u4").tofile(f"{out}/f16_to_f32.bin")

edges = []
for e in range(256):  # every exponent, with mantissas at and around the rounding points
    # ... of float16/bfloat16 (13 and 16 dropped bits) and of the minifloats (19 to 23)
    for m in (0, 1, 0x0FFF, 0x1000, 0x1001, 0x1FFF, 0x2000, 0x3000, 0x7FFF, 0x8000, 0x8001, 0x18000, 0x7FFFFF,
              0x3FFFF, 0x40000, 0x40001, 0xC0000, 0x7FFFF, 0x80000, 0x80001, 0x180000, 0xFFFFF, 0x100000,
              0x100001, 0x300000, 0x1FFFFF, 0x200000, 0x200001, 0x600000, 0x3FFFFF, 0x400000, 0x400001):
        edges.append((e << 23) | m)
        edges.append(0x80000000 | (e << 23) | m)
f32 = np.concatenate([np.array(edges, dtype=np.uint32), rng.integers(0, 2**32, count, dtype=np.uint32)])
f32.astype("<u4").tofile(f"{out}/f32.bin")
with np.errstate(all="ignore"):
    f32.view(np.float32).astype(np.float16).view(np.uint16).astype("<u2").tofile(f"{out}/f32_to_f16.bin")

# bfloat16 by value: truncate, then take the upper neighbour when it is nearer
# (or as near, with an odd lower neighbour).
lo = (f32 >> 16).astype(np.uint32)
hi = lo + 1
with np.errstate(all="ignore"):
    x = f32.view(np.float32).astype(np.float64)
with np.errstate(all="ignore"):
    lo_v = (lo << 16).view(np.float32).astype(np.float64)
    hi_v = (hi.astype(np.uint64) << 16).astype(np.uint32).view(np.float32).astype(np.float64)
    # Above the largest finite bfloat16, the upper neighbour is infinity: the
    # boundary between them is where a wider exponent would put the next value.
    hi_v = np.where(np.isinf(hi_v), np.sign(x) * 2.0**128, hi_v)
    d_lo, d_hi = np.abs(x - lo_v), np.abs(hi_v - x)
up = (d_hi < d_lo) | ((d_hi == d_lo) & (lo & 1 == 1))
bf = np.where(up, hi, lo).astype(np.uint32)
nan = np.isnan(x)
bf = np.where(nan, (f32 >> 16) | 0x40, bf)
bf.astype(np.uint16).astype("<u2").tofile(f"{out}/f32_to_bf16.bin")
for name, width in MINIFLOATS.items():
    kind = getattr(ml_dtypes, name)
    with np.errstate(all="ignore"):
        codes = np.arange(2**width, dtype=np.uint8)
        codes.view(kind).astype(np.float32).view(np.uint32).astype("<u4").tofile(f"{out}/{name}_to_f32.bin")
        f32.view(np.float32).astype(kind).view(np.uint8).tofile(f"{out}/f32_to_{name}.bin")
print(f"reference: {len(MINIFLOATS)} minifloat formats (ml_dtypes {ml_dtypes.__version__})")
print(f"reference: 65536 float16 patterns, {len(f32)} float32 patterns ({len(edges)} edge cases)")
