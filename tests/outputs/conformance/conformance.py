"""One DLPack conformance suite for every language's Python glue.

    conformance.py LANGUAGE LIBRARY [--round-trips N]

LIBRARY is a shared library, built from the generated bindings of one
language (tests/outputs/conformance/<language>/), loaded with ctypes.PyDLL (the GIL is
held during calls, and a Python exception a call sets is raised). It exports:

  double dlpack_conformance_consume(PyObject *obj, int max_major, int max_minor,
                                    int copy, int64_t dl_device_type,
                                    int64_t dl_device_id, int64_t info[8]);
      The language's from_dlpack(obj) with max_version=(max_major, max_minor)
      (max_major < 0: none, as a legacy consumer), copy (-1/0/1 for
      None/False/True) and dl_device (dl_device_type < 0: none), then its
      typed access: returns sum over the elements in row-major order of
      value * (index + 1), in double (NaN for a dtype it does not sum), and
      fills info with (versioned, read_only, ndim, numel, the address of the
      first element, copied, device_type, device_id). A tensor the language
      refuses to read (device memory) raises BufferError with the language's
      reason. The tensor is released on return.
  PyObject *dlpack_conformance_produce(int kind, int max_major, int max_minor,
                                       int copy, int64_t dl_device_type,
                                       int64_t dl_device_id, int has_stream,
                                       int64_t stream);
      The language's producer `__dlpack__` for tensor KIND (KINDS below):
      copy -1/0/1 for None/False/True, dl_device_type < 0 for None.
  int64_t dlpack_conformance_live(void);
      How many of the producer's buffers are not yet freed.
  int64_t dlpack_conformance_last_data(void);
      The address of the first element of the tensor produced last. Kinds in
      ALIGNED are in memory allocated at 64 bytes (by the layer where it
      allocates), which jax maps without a copy; kind 9 is described as
      memory of device (kDLCUDA, 0), which no one reads.

against the real producers and consumers numpy, jax and tvm-ffi (the project's
venv): each consumes their tensors (versioned and legacy capsules, strided,
negative strides, 0-d, zero-size, read-only, float16, bfloat16), asks numpy
and jax for copies and devices (the copy's address differs, no copy's is the
producer's, a device the producer lied about is refused), and each
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
    9: np.array([1.0, 2.0, 3.0], dtype=np.float32),  # described as on (kDLCUDA, 0)
}
READ_ONLY = {5}
# Allocated at 64 bytes: jax maps these without a copy.
ALIGNED = {1, 6, 7}
DEVICE = {9: (2, 0)}
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
        self.last_data = lib.dlpack_conformance_last_data
        self.last_data.argtypes = []
        self.last_data.restype = ctypes.c_int64
        self.consume_fn.argtypes = [ctypes.py_object, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int64,
                                    ctypes.c_int64, ctypes.POINTER(ctypes.c_int64)]

    def consume(self, obj, max_version=(1, 3), copy=None, dl_device=None):
        info = (ctypes.c_int64 * 8)()
        major, minor = max_version if max_version else (-1, 0)
        dev_type, dev_id = dl_device if dl_device is not None else (-1, 0)
        total = self.consume_fn(obj, major, minor, -1 if copy is None else int(bool(copy)), dev_type, dev_id, info)
        versioned, read_only, ndim, numel, data, copied, device_type, device_id = list(info)
        return total, {"versioned": bool(versioned), "read_only": bool(read_only), "ndim": ndim, "numel": numel,
                       "data": data, "copied": bool(copied), "device": (device_type, device_id)}

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
        return DEVICE.get(self.kind, (1, 0))


class Forwarding:
    """Hands on another exporter's tensors, recording the keywords of each call;
    says it is on `device` (a lie when it differs from the array's)."""

    def __init__(self, array, device=None):
        self.array, self.device, self.kwargs = array, device, []

    def __dlpack__(self, **kwargs):
        self.kwargs.append(kwargs)
        return self.array.__dlpack__(**kwargs)

    def __dlpack_device__(self):
        return self.device if self.device is not None else self.array.__dlpack_device__()


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
    # A producer from before copy and dl_device cannot honour them: its TypeError stands.
    msg = expect_raises(TypeError, "copy=True of a producer from before it", lambda: lib.consume(Old(base), copy=True))
    check(msg is None or "copy" in msg, f"the TypeError is the producer's: {msg}")
    run_consumer_requests(lib)


def run_consumer_requests(lib):
    """copy= and dl_device= asked of numpy and jax, and producers that do not do what was asked."""
    a = np.arange(1, 13, dtype=np.float32).reshape(3, 4)
    want = weighted_sum(a)
    for copy in (None, False, True):
        f = Forwarding(a)
        total, info = lib.consume(f, copy=copy)
        check(math.isclose(total, want), f"consume numpy copy={copy}: {total}, expected {want}")
        copied = info["data"] != a.ctypes.data
        check(copied == bool(copy), f"consume numpy copy={copy}: the data is {'a copy' if copied else 'numpy'}'s")
        check(info["copied"] == bool(copy), f"consume numpy copy={copy}: the copied flag is {info['copied']}")
        passed = [k.get("copy", "absent") for k in f.kwargs]
        check(passed == [copy if copy is not None else "absent"], f"consume numpy copy={copy}: copy= passed as {passed}")
    # dl_device: not passed when it is where the data is (producers from before it work); else passed.
    f = Forwarding(a)
    total, info = lib.consume(f, dl_device=(1, 0))
    check(math.isclose(total, want) and info["data"] == a.ctypes.data and info["device"] == (1, 0),
          f"consume numpy dl_device=(1, 0): {total}, {info}")
    check(["dl_device" not in k for k in f.kwargs] == [True], f"dl_device of the data's own device passed: {f.kwargs}")
    f = Forwarding(a)
    msg = expect_raises(BufferError, "consume numpy dl_device=(2, 0)", lambda: lib.consume(f, dl_device=(2, 0)))
    check([k.get("dl_device") for k in f.kwargs] == [(2, 0)], f"dl_device=(2, 0) passed as {f.kwargs}")
    check(msg is None or "device" in msg, f"numpy's own refusal propagates: {msg}")
    # A producer whose tensor is not where it said, or not where it was asked for.
    msg = expect_raises(BufferError, "a producer that says (2, 0) and gives the CPU",
                        lambda: lib.consume(Forwarding(a, device=(2, 0))))
    check(msg is None or ("(1, 0)" in msg and "(2, 0)" in msg and "__dlpack_device__" in msg),
          f"the lie is named: {msg}")

    class Ignoring(Forwarding):
        def __dlpack__(self, **kwargs):
            self.kwargs.append(kwargs)
            kwargs.pop("dl_device", None)
            return self.array.__dlpack__(**kwargs)

    msg = expect_raises(BufferError, "a producer that ignores dl_device",
                        lambda: lib.consume(Ignoring(a), dl_device=(2, 0)))
    check(msg is None or ("dl_device" in msg and "(2, 0)" in msg), f"the unmet request is named: {msg}")

    class Odd:
        def __dlpack__(self, **kwargs):
            return a.__dlpack__(**kwargs)

        def __dlpack_device__(self):
            return "cpu"

    expect_raises(TypeError, "__dlpack_device__ returning a string", lambda: lib.consume(Odd()))
    # jax: no copy maps jax's own buffer; copy=True does not.
    j = jnp.arange(1, 13, dtype=jnp.float32).reshape(3, 4)
    for copy in (None, False, True):
        total, info = lib.consume(j, copy=copy)
        check(math.isclose(total, want), f"consume jax copy={copy}: {total}, expected {want}")
        same = info["data"] == j.unsafe_buffer_pointer()
        check(same != bool(copy), f"consume jax copy={copy}: the data {'is' if same else 'is not'} jax's buffer")
    # Device memory (the language's own kind 9): taken, then refused for reading on the host, with the reason.
    quiescent(lib, "before consuming device memory")
    msg = expect_raises(BufferError, "consume a tensor in device memory", lambda: lib.consume(Producer(lib, 9)))
    check(msg is None or "host" in msg, f"device memory is refused for a reason: {msg}")
    quiescent(lib, "after consuming device memory")


def run_producer(lib):
    quiescent(lib, "before producing")
    for kind, expected in KINDS.items():
        read_only = kind in READ_ONLY
        # numpy asks with max_version=(1, 0): a versioned tensor of version 1.0.
        if kind not in BFLOAT16 and kind not in DEVICE:
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
        if kind in DEVICE:
            continue  # run_device_producer
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

    # Aligned exports: jax maps them (copy=False would raise otherwise), at the producer's address.
    for kind in sorted(ALIGNED):
        p = Producer(lib, kind)
        try:
            t = jnp.from_dlpack(p, copy=False)
            check(t.unsafe_buffer_pointer() == lib.last_data(),
                  f"jax from aligned kind {kind}: a copy at {t.unsafe_buffer_pointer():#x}, not {lib.last_data():#x}")
            check(lib.last_data() % 64 == 0, f"kind {kind} at {lib.last_data():#x}, not 64-byte aligned")
            del t
        except Exception as e:  # noqa: BLE001 - reported
            check(False, f"jax from aligned kind {kind} with copy=False: {type(e).__name__}: {e}")
        del p
        quiescent(lib, f"jax from aligned kind {kind}")
    run_device_producer(lib)

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


def run_device_producer(lib):
    """Kind 9, memory of (kDLCUDA, 0): described, never read; host consumers refuse it."""
    for max_version in ((1, 3), None):
        capsule = lib.produce(9, max_version, stream=1)  # a device tensor takes a stream: the caller's to honour
        check("dltensor" in repr(capsule), f"device memory, max_version={max_version}: {capsule!r}")
        del capsule
        quiescent(lib, f"an unconsumed capsule of device memory, max_version={max_version}")
    capsule = lib.produce(9, (1, 3), dl_device=(2, 0))
    del capsule
    msg = expect_raises(BufferError, "device memory asked for on the CPU", lambda: lib.produce(9, (1, 3), dl_device=(1, 0)))
    check(msg is None or "(2, 0)" in msg, f"the tensor's device is named: {msg}")
    quiescent(lib, "after device-memory refusals")
    for name, take in (("numpy", np.from_dlpack), ("jax", jnp.from_dlpack), ("tvm-ffi", tvm_ffi.from_dlpack)):
        p = Producer(lib, 9)
        try:
            t = take(p)
            # tvm-ffi holds any device's tensor without reading it; it must say where it is.
            check(name == "tvm-ffi" and "cuda" in str(t.device).lower(), f"{name} took device memory: {t!r}")
            del t
        except Exception:  # noqa: BLE001 - a host consumer's refusal, of its own kind
            pass
        del p
        quiescent(lib, f"{name} from device memory")


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
