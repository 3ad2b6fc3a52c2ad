"""The shims' CPU copy against numpy on random views, overlapping ones included.

    python numpy_views.py LIBRARY [--cases N] [--seed S]

LIBRARY exports shim_copy(const DLTensor*, const DLTensor*, char*, int)
(numpy_views.cpp over the generated shims). Each case cuts a source view and
a destination view from numpy arrays: random shapes up to 4-D (empty ones
too), slices with positive and negative steps, transposes, broadcasts (stride
0) in the source, the offset given as `data` or as `byte_offset`, every dtype
numpy and DLPack share. About half the cases cut both views from one buffer,
so that they often share bytes (a matrix copied into its own transpose, a
shifted window, the same view on both sides). The shim's copy must leave the
whole buffer byte for byte as numpy leaves a copy of it after
np.copyto(dst, src) (numpy copies overlapping views as if through a
temporary): nothing outside the destination written, every element right.
"""
import argparse
import ctypes
import sys

import numpy as np


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


# numpy dtype -> DLPack (code, bits): kDLInt 0, kDLUInt 1, kDLFloat 2, kDLComplex 5, kDLBool 6.
DTYPES = {np.int8: (0, 8), np.int16: (0, 16), np.int32: (0, 32), np.int64: (0, 64),
          np.uint8: (1, 8), np.uint16: (1, 16), np.uint32: (1, 32), np.uint64: (1, 64),
          np.float16: (2, 16), np.float32: (2, 32), np.float64: (2, 64),
          np.complex64: (5, 64), np.complex128: (5, 128), np.bool_: (6, 8)}


def tensor(view, keep, rng):
    """A DLTensor over a numpy view; what it points to is appended to `keep`."""
    item = view.itemsize
    code, bits = DTYPES[view.dtype.type]
    shape = (ctypes.c_int64 * max(view.ndim, 1))(*view.shape)
    strides = (ctypes.c_int64 * max(view.ndim, 1))(*[s // item for s in view.strides])
    keep += [shape, strides]
    t = DLTensor()
    address = view.__array_interface__["data"][0]
    if rng.random() < 0.5 and view.base is not None:  # the offset as byte_offset from the buffer's start
        base = view
        while isinstance(base.base, np.ndarray):
            base = base.base
        start = base.__array_interface__["data"][0]
        t.data, t.byte_offset = start, address - start
    else:
        t.data, t.byte_offset = address, 0
    t.device = DLDevice(1, 0)  # kDLCPU
    t.ndim = view.ndim
    t.dtype = DLDataType(code, bits, 1)
    t.shape = shape
    # Compact row-major views may also say so with NULL strides.
    t.strides = None if view.flags.c_contiguous and rng.random() < 0.3 else strides
    return t


def random_shape(rng, ndim):
    return tuple(int(rng.integers(0 if rng.random() < 0.05 else 1, 7)) for _ in range(ndim))


def cut(rng, buffer, shape):
    """A view of `buffer` (1-D) with `shape`: random steps, signs and axis order; None if it does not fit."""
    ndim = len(shape)
    order = rng.permutation(ndim)
    steps = [int(rng.integers(1, 3)) * (1 if rng.random() < 0.75 else -1) for _ in range(ndim)]
    # The parent array: every axis `step` times longer than the view's.
    parent_shape = [max(1, shape[order[i]] * abs(steps[i])) for i in range(ndim)]
    need = int(np.prod(parent_shape)) if ndim else 1
    if need > buffer.size:
        return None
    start = int(rng.integers(0, buffer.size - need + 1))
    if ndim == 0:  # a 0-d view (indexing it with () would give a scalar)
        return buffer[start:start + 1].reshape(())
    parent = buffer[start:start + need].reshape(parent_shape)
    view = parent[tuple(slice(None, None, s) for s in steps)]
    view = view[tuple(slice(0, shape[order[i]]) for i in range(ndim))]
    return view.transpose(np.argsort(order))


def one_case(lib, rng, case):
    dtype = list(DTYPES)[int(rng.integers(len(DTYPES)))]
    one_buffer = rng.random() < 0.5
    transpose_self = one_buffer and rng.random() < 0.1
    ndim = 2 if transpose_self else int(rng.integers(0, 5))
    shape = (int(rng.integers(1, 9)),) * 2 if transpose_self else random_shape(rng, ndim)
    size = int(np.prod(shape)) if ndim else 1
    span = 4 * size * 2 ** ndim + 8
    buffer = (rng.integers(0, 256, span * np.dtype(dtype).itemsize, dtype=np.uint8)).view(dtype)
    if dtype is np.bool_:
        buffer[...] = buffer.view(np.uint8) & 1
    other = buffer if one_buffer else buffer.copy()
    kind = "overlapping" if one_buffer else "separate"
    if transpose_self:
        # A square matrix into its own transpose.
        n = shape[0]
        src = buffer[:n * n].reshape(n, n)
        dst = src.T
        kind = "self-transpose"
    elif one_buffer and rng.random() < 0.1:
        src = cut(rng, buffer, shape)
        dst = src
        kind = "self"
    else:
        src = cut(rng, buffer, shape)
        dst = cut(rng, other, shape)
    if src is None or dst is None:
        return None
    if ndim and rng.random() < 0.15 and kind in ("overlapping", "separate"):
        # A broadcast source: some axes of extent 1 stretched (stride 0).
        small = tuple(1 if rng.random() < 0.5 else e for e in shape)
        piece = cut(rng, buffer if kind == "overlapping" else buffer.copy(), small)
        if piece is None:
            return None
        src = np.broadcast_to(piece, shape)
    # numpy's result, on copies of the buffers.
    mirror = other.copy()  # the buffer the destination is cut from (`buffer` itself when they share one)
    dst_in_copy = np.lib.stride_tricks.as_strided(
        mirror[(dst.__array_interface__["data"][0] - other.__array_interface__["data"][0]) // other.itemsize:],
        dst.shape, dst.strides) if dst.size else dst.copy()
    np.copyto(dst_in_copy, src.copy())
    keep = []
    s, d = tensor(src, keep, rng), tensor(dst, keep, rng)
    why = ctypes.create_string_buffer(256)
    status = lib.shim_copy(ctypes.byref(s), ctypes.byref(d), why, 256)
    if status != 0:
        return f"case {case}: {kind} {np.dtype(dtype).name} {shape}: refused ({status}): {why.value.decode()}"
    got = other if not one_buffer else buffer
    if got.tobytes() != mirror.tobytes():
        bad = np.flatnonzero(got.view(np.uint8) != mirror.view(np.uint8))
        return (f"case {case}: {kind} {np.dtype(dtype).name} shape {shape} src strides {src.strides} "
                f"dst strides {dst.strides}: {bad.size} bytes differ from numpy's, first at byte {bad[0]}")
    return kind


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("library")
    ap.add_argument("--cases", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=20261126)
    args = ap.parse_args()
    lib = ctypes.CDLL(args.library)
    lib.shim_copy.argtypes = [ctypes.POINTER(DLTensor), ctypes.POINTER(DLTensor), ctypes.c_char_p, ctypes.c_int]
    lib.shim_copy.restype = ctypes.c_int
    rng = np.random.default_rng(args.seed)
    counts, failures, case = {}, [], 0
    while sum(counts.values()) < args.cases:
        case += 1
        result = one_case(lib, rng, case)
        if result is None:
            continue
        if result.startswith("case "):
            failures.append(result)
            counts["failed"] = counts.get("failed", 0) + 1
        else:
            counts[result] = counts.get(result, 0) + 1
    for f in failures[:20]:
        print("FAILED:", f, file=sys.stderr)
    print(f"numpy {np.__version__}, seed {args.seed}: " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
    # Each kind must have been tried often enough to mean something.
    for kind, least in (("separate", args.cases // 4), ("overlapping", args.cases // 8),
                        ("self", args.cases // 100), ("self-transpose", args.cases // 200)):
        if counts.get(kind, 0) < least:
            print(f"FAILED: only {counts.get(kind, 0)} {kind} cases (want {least})", file=sys.stderr)
            return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
