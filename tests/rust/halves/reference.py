"""Reference values for the Rust crate's Float16 and BFloat16 (run.sh).

Writes into OUT_DIR, little-endian:
  f16_to_f32.bin  every float16 bit pattern (u16 order 0..65535) as numpy's
                  float32 of it (u32 bits each);
  f32.bin         float32 bit patterns to convert: edge cases and random ones;
  f32_to_f16.bin  numpy's float16 of each (u16 bits);
  f32_to_bf16.bin the nearest bfloat16 of each, ties to even, chosen by
                  comparing both neighbours in float64 (u16 bits); NaN -> the
                  input's top 16 bits with the quiet bit set.
usage: reference.py OUT_DIR [COUNT]
"""
import sys

import numpy as np

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
rng = np.random.default_rng(20261126)

h = np.arange(65536, dtype=np.uint32).astype(np.uint16)
with np.errstate(all="ignore"):
    h.view(np.float16).astype(np.float32).view(np.uint32).astype("<u4").tofile(f"{out}/f16_to_f32.bin")

edges = []
for e in range(256):  # every exponent, with mantissas at and around the rounding points
    for m in (0, 1, 0x0FFF, 0x1000, 0x1001, 0x1FFF, 0x2000, 0x3000, 0x7FFF, 0x8000, 0x8001, 0x18000, 0x7FFFFF):
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
print(f"reference: 65536 float16 patterns, {len(f32)} float32 patterns ({len(edges)} edge cases)")
