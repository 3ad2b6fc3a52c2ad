"""One DLPack conformance suite for every language's Python glue.

    conformance.py LANGUAGE LIBRARY [--round-trips N]

LIBRARY is a shared library, built from the generated bindings of one
language (tests/outputs/conformance/<language>/), loaded with ctypes.PyDLL (the GIL is
held during calls, and a Python exception a call sets is raised). It exports:

  double dlpack_conformance_consume(PyObject *obj, int max_major, int max_minor,
                                    int64_t info[4]);
      The language's from_dlpack(obj) with max_version=(max_major, max_minor)
      (max_major < 0: none, as a legacy consumer), then its typed access:
      returns sum over the elements in row-major order of value * (index + 1),
      in double (NaN for a dtype it does not sum), and fills info with
      (versioned, read_only, ndim, numel). The tensor is released on return.
  PyObject *dlpack_conformance_produce(int kind, int max_major, int max_minor,
                                       int copy, int64_t dl_device_type,
                                       int64_t dl_device_id, int has_stream,
                                       int64_t stream);
      The language's producer `__dlpack__` for tensor KIND (KINDS below):
      copy -1/0/1 for None/False/True, dl_device_type < 0 for None.
  int64_t dlpack_conformance_live(void);
      How many of the producer's buffers are not yet freed.

against the real producers and consumers numpy, jax and tvm-ffi (the project's
venv): each consumes their tensors (versioned and legacy capsules, strided,
negative strides, 0-d, zero-size, read-only, float16, bfloat16), and each
takes the language's tensors (values, strides, read-only, for max_version=(1, 0)
and legacy callers), every buffer freed exactly once, an unconsumed capsule
freed too; then N produce/consume round trips, refusals included, must not grow
resident memory by 1 MB.
"""

import argparse
import ctypes
import gc
import math
import sys

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import tvm_ffi

jax.config.update("jax_platforms", "cpu")

failures = []
checks = 0


def check(ok, what):
    global checks
    checks += 1
    if not ok:
        failures.append(what)
        print("FAIL", what)


def weighted_sum(array):
    flat = np.asarray(array).astype(np.float64).reshape(-1)
    return float(np.sum(flat * np.arange(1, flat.size + 1, dtype=np.float64)))


# The tensors every language's producer makes (kind -> the array it holds).
KINDS = {
    0: np.arange(1, 7, dtype=np.float64).reshape(2, 3),  # compact
    1: np.arange(1, 7, dtype=np.float32).reshape(2, 3).T,  # a transpose: strides (1, 3)
    2: np.arange(1, 5, dtype=np.int32)[::-1],  # a negative stride, from the last element
    3: np.array(7.5, dtype=np.float64),  # 0-d
    4: np.zeros((0, 3), dtype=np.float32),  # zero-size
    5: np.arange(1, 5, dtype=np.float32).reshape(2, 2),  # read-only
    6: np.array([0.5, -2.0, 65504.0], dtype=np.float16),
    7: np.array([1.5, -3.0, 256.0], dtype=ml_dtypes.bfloat16),
    8: np.arange(8, dtype=np.uint8).reshape(2, 4)[:, ::2],  # a strided slice
}
READ_ONLY = {5}
BFLOAT16 = {7}
# jax imports only strides that permute a compact buffer: it refuses these.
NOT_FOR_JAX = {2, 8}


class Library:
    def __init__(self, path):
        lib = ctypes.PyDLL(path)
        self.consume_fn = lib.dlpack_conformance_consume
        self.consume_fn.argtypes = [ctypes.py_object, ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_int64)]
        self.consume_fn.restype = ctypes.c_double
        self.produce_fn = lib.dlpack_conformance_produce
        self.produce_fn.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                    ctypes.c_int64, ctypes.c_int64, ctypes.c_int, ctypes.c_int64]
        self.produce_fn.restype = ctypes.py_object
        self.live = lib.dlpack_conformance_live
        self.live.argtypes = []
        self.live.restype = ctypes.c_int64

    def consume(self, obj, max_version=(1, 3)):
        info = (ctypes.c_int64 * 4)()
        major, minor = max_version if max_version else (-1, 0)
        total = self.consume_fn(obj, major, minor, info)
        versioned, read_only, ndim, numel = list(info)
        return total, {"versioned": bool(versioned), "read_only": bool(read_only), "ndim": ndim, "numel": numel}

    def produce(self, kind, max_version=None, copy=None, dl_device=None, stream=None):
        major, minor = max_version if max_version is not None else (-1, 0)
        dev_type, dev_id = dl_device if dl_device is not None else (-1, 0)
        # A py_object result takes over the new reference the call returns.
        return self.produce_fn(kind, major, minor, -1 if copy is None else int(bool(copy)), dev_type, dev_id,
                               int(stream is not None), stream or 0)


class Producer:
    """A Python object whose __dlpack__ is the language's producer."""

    def __init__(self, lib, kind):
        self.lib, self.kind = lib, kind
        self.calls = []

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        self.calls.append(max_version)
        return self.lib.produce(self.kind, max_version, copy, dl_device, stream)

    def __dlpack_device__(self):
        return (1, 0)


def expect_raises(kind, what, call):
    try:
        call()
    except kind as e:
        return str(e)
    except Exception as e:  # noqa: BLE001 - reported as a failure
        check(False, f"{what}: raised {type(e).__name__}: {e}, not {kind.__name__}")
        return None
    check(False, f"{what}: did not raise {kind.__name__}")
    return None


def quiescent(lib, what):
    gc.collect()
    live = lib.live()
    check(live == 0, f"{what}: {live} producer buffers not freed (or freed twice: negative)")


def consumer_cases():
    """(name, object, expected array, max_version, read_only, versioned or None for either)."""
    base = np.arange(1, 25, dtype=np.float64).reshape(2, 3, 4)
    ro = np.arange(1, 7, dtype=np.float32).reshape(2, 3)
    ro.flags.writeable = False
    cases = [
        ("numpy compact", base, base, (1, 3), False, True),
        ("numpy legacy capsule", base, base, None, False, False),
        ("numpy transpose", base.transpose(2, 0, 1), base.transpose(2, 0, 1), (1, 3), False, True),
        ("numpy negative strides", base[:, ::-1, ::-2], base[:, ::-1, ::-2], (1, 3), False, True),
        ("numpy 0-d", np.array(2.25), np.array(2.25), (1, 3), False, True),
        ("numpy zero-size", np.zeros((3, 0, 2), dtype=np.int16), np.zeros((3, 0, 2)), (1, 3), False, True),
        ("numpy read-only", ro, ro, (1, 3), True, True),
        ("numpy float16", np.linspace(-3, 3, 7).astype(np.float16), np.linspace(-3, 3, 7).astype(np.float16), (1, 3),
         False, True),
        ("numpy int8 slice", np.arange(-8, 8, dtype=np.int8).reshape(4, 4)[1::2, ::3],
         np.arange(-8, 8, dtype=np.int8).reshape(4, 4)[1::2, ::3], (1, 3), False, True),
        ("numpy uint64", np.array([1, 2, 3], dtype=np.uint64), np.array([1, 2, 3]), (1, 3), False, True),
        ("numpy bool", np.array([True, False, True]), np.array([1, 0, 1]), (1, 3), False, True),
        ("numpy max_version=(1, 0)", base, base, (1, 0), False, True),
    ]
    j = jnp.arange(1, 13, dtype=jnp.float32).reshape(3, 4)
    jb = jnp.array([1.5, -2.0, 3.0, 1024.0], dtype=jnp.bfloat16)
    cases += [
        ("jax float32", j, np.asarray(j), (1, 3), False, None),
        ("jax bfloat16", jb, np.asarray(jb).astype(np.float64), (1, 3), False, None),
        ("jax float16", jnp.array([0.25, -1.0], dtype=jnp.float16), np.array([0.25, -1.0]), (1, 3), False, None),
        ("jax 0-d", jnp.array(3.0), np.array(3.0), (1, 3), False, None),
        ("jax zero-size", jnp.zeros((0, 2)), np.zeros((0, 2)), (1, 3), False, None),
        ("jax legacy capsule", j, np.asarray(j), None, False, False),
    ]
    t = tvm_ffi.from_dlpack(base[:, ::-1, ::2])
    cases += [
        ("tvm-ffi strided", t, base[:, ::-1, ::2], (1, 3), False, True),
        ("tvm-ffi legacy capsule", t, base[:, ::-1, ::2], None, False, False),
        ("tvm-ffi bfloat16", tvm_ffi.from_dlpack(jb), np.asarray(jb).astype(np.float64), (1, 3), False, True),
        ("tvm-ffi float16", tvm_ffi.from_dlpack(np.array([1.0, 0.5], dtype=np.float16)), np.array([1.0, 0.5]), (1, 3),
         False, True),
        ("tvm-ffi 0-d", tvm_ffi.from_dlpack(np.array(4.0)), np.array(4.0), (1, 3), False, True),
    ]
    return cases


def run_consumer(lib):
    for name, obj, expected, max_version, read_only, versioned in consumer_cases():
        before = sys.getrefcount(obj)
        try:
            total, info = lib.consume(obj, max_version)
        except Exception as e:  # noqa: BLE001 - reported
            check(False, f"consume {name}: {type(e).__name__}: {e}")
            continue
        want = weighted_sum(expected)
        check(not math.isnan(total) and math.isclose(total, want, rel_tol=1e-12, abs_tol=1e-12),
              f"consume {name}: weighted sum {total}, expected {want}")
        check(info["ndim"] == np.ndim(expected), f"consume {name}: ndim {info['ndim']}, expected {np.ndim(expected)}")
        check(info["numel"] == np.size(expected), f"consume {name}: numel {info['numel']}, expected {np.size(expected)}")
        check(info["read_only"] == read_only, f"consume {name}: read_only {info['read_only']}, expected {read_only}")
        if versioned is not None:
            check(info["versioned"] == versioned, f"consume {name}: versioned {info['versioned']}, expected {versioned}")
        gc.collect()
        check(sys.getrefcount(obj) == before, f"consume {name}: the producer's object is still referenced")

    # A producer from before max_version: its TypeError makes from_dlpack ask again without it.
    class Old:
        def __init__(self, array):
            self.array, self.calls = array, []

        def __dlpack__(self, stream=None):
            self.calls.append(stream)
            return self.array.__dlpack__(stream=stream)

        def __dlpack_device__(self):
            return self.array.__dlpack_device__()

    base = np.arange(1, 25, dtype=np.float64).reshape(2, 3, 4)
    old = Old(base)
    total, info = lib.consume(old, (1, 3))
    check(math.isclose(total, weighted_sum(base)) and not info["versioned"],
          f"consume a producer from before max_version: {total}, {info}")
    check(old.calls == [None], f"a producer from before max_version was called {old.calls}, not once, without it")

    # Refusals: numpy cannot say read-only in a legacy capsule; not an exporter.
    ro = np.arange(4.0)
    ro.flags.writeable = False
    expect_raises(BufferError, "consume numpy read-only, legacy", lambda: lib.consume(ro, None))
    expect_raises((AttributeError, TypeError), "consume an int", lambda: lib.consume(5))


def run_producer(lib):
    quiescent(lib, "before producing")
    for kind, expected in KINDS.items():
        read_only = kind in READ_ONLY
        # numpy asks with max_version=(1, 0): a versioned tensor of version 1.0.
        if kind not in BFLOAT16:
            p = Producer(lib, kind)
            a = np.from_dlpack(p)
            check(p.calls == [(1, 0)], f"numpy from kind {kind}: __dlpack__ called with {p.calls}")
            check(a.dtype == expected.dtype and a.shape == expected.shape and np.array_equal(a, expected),
                  f"numpy from kind {kind}: {a!r}, expected {expected!r}")
            check(a.strides == expected.strides or a.size == 0,
                  f"numpy from kind {kind}: strides {a.strides}, expected {expected.strides}")
            check(a.flags.writeable != read_only, f"numpy from kind {kind}: writeable {a.flags.writeable}")
            del a, p
            quiescent(lib, f"numpy from kind {kind}")
        # jax and tvm-ffi ask without max_version: the legacy struct.
        # jax and tvm-ffi (the versions tried) ask without max_version, as
        # legacy callers: the legacy struct, which cannot say read-only.
        for name, take in (("jax", jnp.from_dlpack), ("tvm-ffi", tvm_ffi.from_dlpack)):
            p = Producer(lib, kind)
            try:
                t = take(p)
                error = None
            except Exception as e:  # noqa: BLE001 - judged below
                error = e
            check(len(p.calls) == 1, f"{name} from kind {kind}: __dlpack__ called {len(p.calls)} times")
            legacy = not p.calls or p.calls[-1] is None
            if read_only and legacy:
                check(isinstance(error, BufferError) and "read-only" in str(error),
                      f"{name} (legacy caller) from read-only kind {kind}: BufferError saying why, not {error!r}")
            elif name == "jax" and kind in NOT_FOR_JAX:
                check(error is not None and "strid" in str(error), f"jax refuses kind {kind} for its strides: {error!r}")
            elif error is not None:
                check(False, f"{name} from kind {kind}: {type(error).__name__}: {error}")
            else:
                got = np.asarray(t if name == "jax" else np.from_dlpack(t) if kind not in BFLOAT16 else
                                 jnp.from_dlpack(t))
                check(got.shape == expected.shape and np.array_equal(got.astype(np.float64),
                                                                     expected.astype(np.float64)),
                      f"{name} from kind {kind}: {got!r}, expected {expected!r}")
                del t, got
            del p, error
            quiescent(lib, f"{name} from kind {kind}")

    # Unconsumed capsules, versioned and legacy: their destructors free the tensor.
    for max_version in ((1, 3), (1, 0), None):
        capsule = lib.produce(0, max_version)
        want = "dltensor_versioned" if max_version else "dltensor"
        check(f'"{want}"' in repr(capsule), f"produce with max_version={max_version}: {capsule!r}")
        check(lib.live() > 0, "an unconsumed capsule holds its buffer")
        del capsule
        quiescent(lib, f"an unconsumed capsule, max_version={max_version}")

    # What the protocol refuses; nothing is left allocated.
    msg = expect_raises(BufferError, "copy=True", lambda: lib.produce(0, (1, 3), copy=True))
    check(msg is None or "copy" in msg, f"copy=True says why: {msg}")
    msg = expect_raises(BufferError, "dl_device=(2, 0)", lambda: lib.produce(0, (1, 3), dl_device=(2, 0)))
    check(msg is None or "device" in msg, f"dl_device says why: {msg}")
    expect_raises(ValueError, "stream=1 for a CPU tensor", lambda: lib.produce(0, (1, 3), stream=1))
    expect_raises(BufferError, "read-only for a legacy caller", lambda: lib.produce(5, None))
    quiescent(lib, "after the refusals")
    # A newer major than the header's still gets this header's version; a newer minor too.
    check(np.array_equal(np.from_dlpack(Producer(lib, 0)), KINDS[0]), "numpy round trip")
    for max_version in ((2, 0), (1, 99)):
        capsule = lib.produce(0, max_version)
        check('"dltensor_versioned"' in repr(capsule), f"max_version={max_version} gives a versioned capsule")
        del capsule
    quiescent(lib, "after newer max_versions")


def resident_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def run_round_trips(lib, n):
    ro = np.arange(4.0)
    ro.flags.writeable = False

    def once():
        a = np.from_dlpack(Producer(lib, 1))
        lib.consume(a)
        lib.consume(Producer(lib, 2), None)
        for bad in (lambda: lib.produce(0, (1, 3), copy=True), lambda: lib.produce(5, None),
                    lambda: lib.consume(ro, None)):
            try:
                bad()
            except (BufferError, ValueError):
                pass
        capsule = lib.produce(6, (1, 3))
        del capsule

    for _ in range(200):  # warm up: caches, allocator arenas
        once()
    gc.collect()
    start = resident_kb()
    for _ in range(n):
        once()
    gc.collect()
    grown = resident_kb() - start
    quiescent(lib, f"after {n} round trips")
    print(f"round trips: {n} produce/consume cycles (refusals included), resident memory grew by {grown} kB")
    check(grown < 1024, f"{n} round trips grew resident memory by {grown} kB (limit 1024)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language")
    parser.add_argument("library")
    parser.add_argument("--round-trips", type=int, default=10000)
    args = parser.parse_args()
    lib = Library(args.library)
    print(f"conformance {args.language}: numpy {np.__version__}, jax {jax.__version__}, "
          f"tvm-ffi {tvm_ffi.__version__}, ml_dtypes {ml_dtypes.__version__}")
    run_consumer(lib)
    run_producer(lib)
    run_round_trips(lib, args.round_trips)
    print(f"conformance {args.language}: {checks - len(failures)}/{checks} checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
