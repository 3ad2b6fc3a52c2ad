"""dlpack/python.hpp against numpy, through the test module capsule_module.cpp.

Run by CTest with the project's venv python (numpy >= 2.1):
    python test_capsules.py --module NAME [--path DIR]
NAME is the module built for one dlpack.h (dlpack_capsules_v1_3, ...); DIR the
directory holding its shared library (none when the module is built into the
interpreter, as for the ASan/UBSan run).

Every tensor's deleter must run exactly once, whoever runs it: numpy's deleter
drops a reference to the exported array (checked with sys.getrefcount and
weakrefs), the module's deleters count (counters()).
"""

import argparse
import functools
import gc
import resource
import importlib
import os
import sys
import unittest
import weakref

import numpy as np

m = None  # the module under test, imported in main()

VERSIONED = "dltensor_versioned"
LEGACY = "dltensor"


def needs(feature, reason):
    """Skips a test when the module's dlpack.h lacks `feature` (checked when the test runs)."""

    def decorate(test):
        @functools.wraps(test)
        def run(self):
            if not getattr(m, feature):
                self.skipTest(reason)
            return test(self)

        return run

    return decorate


needs_versioned = needs("HAS_VERSIONED", "this dlpack.h has no DLManagedTensorVersioned")
needs_legacy = needs("HAS_LEGACY", "this dlpack.h has no DLManagedTensor")


class Base(unittest.TestCase):
    def setUp(self):
        gc.collect()
        m.reset_counters()

    def counters(self):
        return m.counters()

    def assert_deleted(self, producer=0, raw=0, fresh=0):
        self.assertEqual(m.counters(), {"producer_deleted": producer, "raw_deleted": raw, "fresh_deleted": fresh})

    def capsule_kwargs(self, versioned):
        return {"max_version": (1, 0)} if versioned else {}


class ConsumeNumpy(Base):
    """Capsules numpy produces, taken by consume()/from_capsule()."""

    def check_consume(self, versioned, array, expected_strides):
        base = sys.getrefcount(array)
        capsule = array.__dlpack__(**self.capsule_kwargs(versioned))
        self.assertEqual(m.capsule_name(capsule), VERSIONED if versioned else LEGACY)
        self.assertEqual(sys.getrefcount(array), base + 1, "numpy's capsule holds the array")
        tensor = m.consume(capsule)
        self.assertEqual(m.capsule_name(capsule), "used_" + (VERSIONED if versioned else LEGACY))
        self.assertEqual(tensor.versioned, versioned)
        if versioned:
            self.assertEqual(tensor.version[0], 1)
        else:
            self.assertIsNone(tensor.version)
        self.assertEqual(tensor.shape, array.shape)
        self.assertEqual(tensor.strides, expected_strides)
        self.assertEqual(tensor.device, (1, 0))
        self.assertEqual(tensor.values(), array.ravel().tolist())
        del capsule  # renamed: numpy's capsule destructor leaves the tensor alone
        gc.collect()
        self.assertEqual(sys.getrefcount(array), base + 1, "the consumed tensor still holds the array")
        tensor.release()  # the deleter: numpy drops its reference
        self.assertEqual(sys.getrefcount(array), base, "the deleter ran exactly once")
        tensor.release()
        del tensor
        self.assertEqual(sys.getrefcount(array), base)

    @needs_versioned
    def test_versioned_capsule(self):
        a = np.arange(12, dtype=np.float64).reshape(3, 4)
        self.check_consume(True, a, (4, 1))

    @needs_legacy
    def test_legacy_capsule(self):
        a = np.arange(12, dtype=np.float64).reshape(3, 4)
        self.check_consume(False, a, (4, 1))

    @needs_versioned
    def test_versioned_non_contiguous_views(self):
        a = np.arange(20, dtype=np.int32).reshape(4, 5)
        self.check_consume(True, a[::2, 1::2], (10, 2))
        self.check_consume(True, a.T, (1, 5))

    @needs_legacy
    def test_legacy_non_contiguous_views(self):
        a = np.arange(20, dtype=np.int64).reshape(4, 5)
        self.check_consume(False, a[1:, ::-2], (5, -2))
        self.check_consume(False, a.T[::2], (2, 5))

    def test_zero_dimensional(self):
        a = np.array(7.5)
        tensor = m.consume(a.__dlpack__(**self.capsule_kwargs(bool(m.HAS_VERSIONED))))
        self.assertEqual(tensor.shape, ())
        self.assertEqual(tensor.values(), [7.5])

    def test_owner_outlives_array(self):
        a = np.arange(6, dtype=np.float64)
        alive = weakref.ref(a)
        tensor = m.consume(a.__dlpack__(**self.capsule_kwargs(bool(m.HAS_VERSIONED))))
        del a
        gc.collect()
        self.assertIsNotNone(alive(), "the tensor keeps numpy's array alive")
        self.assertEqual(tensor.values(), [0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
        del tensor
        gc.collect()
        self.assertIsNone(alive(), "the deleter released the array")

    @needs_versioned
    def test_read_only_flag(self):
        a = np.arange(4.0)
        a.flags.writeable = False
        tensor = m.consume(a.__dlpack__(max_version=(1, 0)))
        self.assertTrue(tensor.read_only)

    @needs_versioned
    def test_consume_by_kind(self):
        a = np.arange(3.0)
        self.assertTrue(m.consume(a.__dlpack__(max_version=(1, 0)), kind="versioned").versioned)
        if m.HAS_LEGACY:
            self.assertFalse(m.consume(a.__dlpack__(), kind="legacy").versioned)


class Refusals(Base):
    """Refused capsules: the right exception, the capsule untouched, freed once by its own destructor."""

    def test_not_a_capsule(self):
        with self.assertRaisesRegex(TypeError, "expected a DLPack capsule, not int"):
            m.consume(42)

    def test_wrong_name(self):
        kind = "versioned" if m.HAS_VERSIONED else "legacy"
        capsule = m.raw_capsule(kind, name="not_a_tensor")
        # from_capsule() names every capsule name this header reads.
        expected = {(True, True): "not 'dltensor_versioned' or 'dltensor'$", (True, False): "not 'dltensor_versioned'$",
                    (False, True): "not 'dltensor'$"}[(bool(m.HAS_VERSIONED), bool(m.HAS_LEGACY))]
        with self.assertRaisesRegex(ValueError, "named 'not_a_tensor', " + expected):
            m.consume(capsule)
        self.assertEqual(m.capsule_name(capsule), "not_a_tensor")
        self.assert_deleted(raw=0)
        del capsule
        self.assert_deleted(raw=1)

    @needs_versioned
    def test_kind_mismatch(self):
        capsule = m.raw_capsule("versioned")
        if m.HAS_LEGACY:
            with self.assertRaisesRegex(ValueError, "named 'dltensor_versioned', not 'dltensor'"):
                m.consume(capsule, kind="legacy")
        self.assertEqual(m.capsule_name(capsule), VERSIONED)
        del capsule
        self.assert_deleted(raw=1)

    def test_already_consumed(self):
        a = np.arange(5.0)
        base = sys.getrefcount(a)
        capsule = a.__dlpack__(**self.capsule_kwargs(bool(m.HAS_VERSIONED)))
        tensor = m.consume(capsule)
        with self.assertRaisesRegex(ValueError, "already consumed"):
            m.consume(capsule)
        del capsule
        self.assertEqual(sys.getrefcount(a), base + 1)
        del tensor
        self.assertEqual(sys.getrefcount(a), base)

    @needs_versioned
    def test_numpy_capsule_adopt_rejects(self):
        a = np.arange(6.0)
        a.flags.writeable = False
        base = sys.getrefcount(a)
        capsule = a.__dlpack__(max_version=(1, 0))
        with self.assertRaisesRegex(BufferError, "read-only"):
            m.consume(capsule, require_writable=True)
        self.assertEqual(m.capsule_name(capsule), VERSIONED, "a refused capsule stays unconsumed")
        self.assertEqual(sys.getrefcount(a), base + 1, "refused: not freed by the consumer")
        del capsule
        gc.collect()
        self.assertEqual(sys.getrefcount(a), base, "freed once, by numpy's capsule destructor")

    def check_raw_reject(self, kind, problem, message):
        capsule = m.raw_capsule(kind, problem)
        with self.assertRaisesRegex(BufferError, message):
            m.consume(capsule)
        self.assertEqual(m.capsule_name(capsule), VERSIONED if kind == "versioned" else LEGACY)
        self.assert_deleted(raw=0)
        del capsule
        self.assert_deleted(raw=1)

    @needs_legacy
    def test_legacy_tensor_adopt_rejects(self):
        self.check_raw_reject("legacy", "negative_shape", "dimension 1 is negative \\(-3\\)")

    @needs_versioned
    def test_versioned_tensor_adopt_rejects(self):
        self.check_raw_reject("versioned", "negative_shape", "dimension 1 is negative \\(-3\\)")
        m.reset_counters()
        self.check_raw_reject("versioned", "unknown_flags", "flags")
        m.reset_counters()
        self.check_raw_reject("versioned", "major_version", "major version")

    def test_versioned_capsule_without_versioned_struct(self):
        if m.HAS_VERSIONED:
            self.skipTest("this dlpack.h reads versioned capsules")
        a = np.arange(3.0)
        base = sys.getrefcount(a)
        capsule = a.__dlpack__(max_version=(1, 0))
        with self.assertRaisesRegex(BufferError, "'dltensor_versioned' capsule"):
            m.consume(capsule)
        self.assertEqual(m.capsule_name(capsule), VERSIONED)
        del capsule
        self.assertEqual(sys.getrefcount(a), base)

    def test_valid_raw_capsules_are_consumed_and_freed_once(self):
        for kind in (["versioned"] if m.HAS_VERSIONED else []) + (["legacy"] if m.HAS_LEGACY else []):
            m.reset_counters()
            capsule = m.raw_capsule(kind)
            tensor = m.consume(capsule)
            self.assertEqual(tensor.values(), [1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
            del capsule
            self.assert_deleted(raw=0)
            del tensor
            self.assert_deleted(raw=1)


class FromDlpack(Base):
    """from_dlpack(): __dlpack_device__, __dlpack__(max_version=..., stream=...), the TypeError fallback."""

    def test_numpy_default(self):
        a = np.arange(8, dtype=np.float64).reshape(2, 4)[:, ::3]
        base = sys.getrefcount(a)
        tensor = m.from_dlpack(a)
        self.assertEqual(tensor.versioned, bool(m.HAS_VERSIONED), "asks for versioned where the header has it")
        self.assertEqual(tensor.values(), a.ravel().tolist())
        self.assertEqual(tensor.strides, (4, 3))
        self.assertEqual(sys.getrefcount(a), base + 1)
        del tensor
        self.assertEqual(sys.getrefcount(a), base)

    @needs_legacy
    def test_numpy_without_max_version(self):
        tensor = m.from_dlpack(np.arange(3.0), max_version=None)
        self.assertFalse(tensor.versioned)
        self.assertEqual(tensor.values(), [0.0, 1.0, 2.0])

    @needs_legacy
    def test_old_producer_fallback(self):
        class Old:
            """A producer from before max_version: __dlpack__(stream=None) only."""

            def __init__(self, array):
                self.array, self.calls = array, []

            def __dlpack__(self, stream=None):
                self.calls.append(stream)
                return self.array.__dlpack__(stream=stream)

            def __dlpack_device__(self):
                return self.array.__dlpack_device__()

        old = Old(np.arange(4.0))
        tensor = m.from_dlpack(old)
        self.assertFalse(tensor.versioned)
        self.assertEqual(tensor.values(), [0.0, 1.0, 2.0, 3.0])
        self.assertEqual(old.calls, [None], "called again without max_version after the TypeError")
        # No fallback when dl_device or copy was asked for: the TypeError stands.
        with self.assertRaises(TypeError):
            m.from_dlpack(old, copy=False)

    def test_stream(self):
        a = np.arange(3.0)
        # numpy's own refusal, propagated as it is (RuntimeError, or ValueError in newer numpy).
        with self.assertRaisesRegex((RuntimeError, ValueError), "NumPy only supports stream=None"):
            m.from_dlpack(a, stream=1)
        tensor = m.from_dlpack(a, stream_for=True)
        self.assertEqual(m.stream_device(), (1, 0), "stream_for was asked with __dlpack_device__()'s device")
        self.assertEqual(tensor.values(), [0.0, 1.0, 2.0])

    def test_dl_device(self):
        tensor = m.from_dlpack(np.arange(2.0), dl_device=(1, 0))
        self.assertEqual(tensor.device, (1, 0))

    def test_constrained_import(self):
        a = np.arange(12.0).reshape(3, 4)
        want = sum(a[i, j] * (i * 10 + j) for i in range(3) for j in range(4))
        self.assertEqual(m.matrix_sum(a), want)
        self.assertEqual(sys.getrefcount(a), 2, "the tensor was freed")
        # Every mismatch at once, with what was asked for.
        with self.assertRaises(TypeError) as caught:
            m.matrix_sum(np.zeros((2, 3, 4), dtype=np.float32)[:, ::2])
        message = str(caught.exception)
        self.assertIn("expected float64, ndim 2, C order, on CPU:", message)
        self.assertIn("the dtype is float32, not float64", message)
        self.assertIn("ndim is 3, not 2", message)
        self.assertIn("not compact row-major", message)
        with self.assertRaisesRegex(TypeError, "C order"):
            m.matrix_sum(a.T)
        rows = np.zeros((2, 3), dtype=np.float32)
        m.write_rows_of_3(rows)
        self.assertEqual(rows[0, 0], 7.0)
        with self.assertRaisesRegex(TypeError, r"shape\[1\] is 4, not 3"):
            m.write_rows_of_3(np.zeros((2, 4), dtype=np.float32))
        ro = np.zeros((1, 3), dtype=np.float32)
        ro.flags.writeable = False
        if m.HAS_VERSIONED:
            with self.assertRaisesRegex(TypeError, "the tensor is read-only"):
                m.write_rows_of_3(ro)
        else:  # numpy exports no read-only legacy tensor
            with self.assertRaisesRegex(BufferError, "readonly"):
                m.write_rows_of_3(ro)
        self.assertEqual(sys.getrefcount(ro), 2, "a refused tensor is freed")

    def test_no_protocol(self):
        with self.assertRaises(AttributeError):
            m.from_dlpack(object())

    def test_device_disagrees(self):
        a = np.arange(3.0)
        base = sys.getrefcount(a)

        class Liar:
            def __dlpack__(self, **kwargs):
                return a.__dlpack__(**kwargs)

            def __dlpack_device__(self):
                return (2, 0)

        with self.assertRaisesRegex(BufferError, "on device \\(1, 0\\), not \\(2, 0\\)"):
            m.from_dlpack(Liar())
        gc.collect()
        self.assertEqual(sys.getrefcount(a), base, "the refused tensor was freed once")

    def test_bad_device_tuple(self):
        class Bad:
            def __dlpack__(self, **kwargs):
                raise AssertionError("not called")

            def __dlpack_device__(self):
                return "cpu"

        with self.assertRaisesRegex(TypeError, "__dlpack_device__\\(\\) must be a tuple"):
            m.from_dlpack(Bad())


class Produce(Base):
    """Capsules of export_capsule()/to_capsule(), consumed by numpy and by the module."""

    def test_numpy_takes_ownership(self):
        p = m.Producer([1, 2, 3, 4, 5, 6], (2, 3))
        base = sys.getrefcount(p)
        b = np.from_dlpack(p)
        self.assertEqual(b.tolist(), [[1, 2, 3], [4, 5, 6]])
        self.assertEqual(p.last_request["max_version"][0] if m.HAS_VERSIONED else 1, 1)
        self.assertEqual(b.flags.writeable, bool(m.HAS_VERSIONED), "a legacy tensor is read-only to numpy")
        self.assert_deleted(producer=0)
        self.assertEqual(sys.getrefcount(p), base + 1, "the tensor keeps the producer alive (KeepAlive)")
        if m.HAS_VERSIONED:
            b[0, 0] = 42.0  # zero copy: numpy writes the producer's memory
            self.assertEqual(m.consume(p.__dlpack__(max_version=(1, 0))).values()[0], 42.0)
            m.reset_counters()
        del b
        gc.collect()
        self.assert_deleted(producer=1)
        self.assertEqual(sys.getrefcount(p), base)

    def test_strided_export(self):
        p = m.Producer([1, 2, 3, 4, 5, 6], (2, 2), (3, 1))
        b = np.from_dlpack(p)
        self.assertEqual(b.tolist(), [[1, 2], [4, 5]])
        self.assertEqual(b.strides, (24, 8))
        del b
        self.assert_deleted(producer=1)

    def test_numpy_renames_and_our_destructor_leaves_it(self):
        p = m.Producer([1.5, 2.5], (2,))

        class Spy:
            def __dlpack__(self, **kwargs):
                self.capsule = p.__dlpack__(**kwargs)
                return self.capsule

            def __dlpack_device__(self):
                return p.__dlpack_device__()

        spy = Spy()
        b = np.from_dlpack(spy)
        self.assertEqual(m.capsule_name(spy.capsule), "used_" + (VERSIONED if m.HAS_VERSIONED else LEGACY))
        del spy
        gc.collect()
        self.assert_deleted(producer=0)
        self.assertEqual(b.tolist(), [1.5, 2.5])
        del b
        self.assert_deleted(producer=1)

    def test_max_version_negotiation(self):
        p = m.Producer([1, 2], (2,))
        header = m.HEADER_VERSION
        cases = [({}, None), ({"max_version": None}, None), ({"max_version": (0, 8)}, None)]
        if m.HAS_VERSIONED:
            cases += [
                ({"max_version": (1, 0)}, (1, 0)),
                ({"max_version": (1, 99)}, header),
                ({"max_version": (2, 0)}, header),
            ]
        else:  # a v0.x producer gives the legacy tensor whatever is asked
            cases += [({"max_version": (1, 0)}, None)]
        for kwargs, version in cases:
            with self.subTest(**kwargs):
                capsule = p.__dlpack__(**kwargs)
                self.assertEqual(m.capsule_name(capsule), LEGACY if version is None else VERSIONED)
                tensor = m.consume(capsule)
                self.assertEqual(tensor.version, version)
                self.assertEqual(tensor.values(), [1.0, 2.0])

    def test_unconsumed_capsules_freed_once(self):
        p = m.Producer([1, 2], (2,))
        for kwargs in [{}] + ([{"max_version": (1, 3)}] if m.HAS_VERSIONED else []):
            m.reset_counters()
            capsule = p.__dlpack__(**kwargs)
            self.assert_deleted(producer=0)
            del capsule
            self.assert_deleted(producer=1)
        for kind in (["versioned"] if m.HAS_VERSIONED else []) + (["legacy"] if m.HAS_LEGACY else []):
            m.reset_counters()
            capsule = m.raw_capsule(kind, via_owner=True)
            self.assertEqual(m.capsule_name(capsule), VERSIONED if kind == "versioned" else LEGACY)
            del capsule
            self.assert_deleted(raw=1)

    def test_consumed_produced_capsule_freed_once(self):
        capsule = m.raw_capsule("versioned" if m.HAS_VERSIONED else "legacy", via_owner=True)
        tensor = m.consume(capsule)
        del capsule
        self.assert_deleted(raw=0)
        del tensor
        self.assert_deleted(raw=1)

    def test_read_only(self):
        p = m.Producer([1, 2], (2,), read_only=True)
        if m.HAS_VERSIONED:
            tensor = m.consume(p.__dlpack__(max_version=(1, 0)))
            self.assertTrue(tensor.read_only)
            b = np.from_dlpack(p)
            self.assertFalse(b.flags.writeable)
            del b, tensor
            m.reset_counters()
        with self.assertRaisesRegex(BufferError, "read-only"):
            p.__dlpack__()
        self.assert_deleted(producer=1)  # refused: on_delete ran all the same

    def test_argument_errors(self):
        p = m.Producer([1, 2], (2,))
        for kwargs, error, message in [
            ({"max_version": "1.0"}, TypeError, "max_version must be None or a tuple"),
            ({"max_version": (1,)}, TypeError, "max_version must be None or a tuple"),
            ({"max_version": (1, -1)}, OverflowError, "max_version is out of range"),
            ({"dl_device": 1}, TypeError, "dl_device must be a tuple"),
            ({"copy": 1}, TypeError, "copy must be None or a bool"),
            ({"strem": None}, TypeError, "unexpected keyword argument 'strem'"),
        ]:
            with self.subTest(**{k: repr(v) for k, v in kwargs.items()}):
                with self.assertRaisesRegex(error, message):
                    p.__dlpack__(**kwargs)
                with self.assertRaisesRegex(error, message):
                    p.dlpack_unchecked(**kwargs)
        with self.assertRaisesRegex(TypeError, "only keyword arguments"):
            p.__dlpack__(None)
        with self.assertRaisesRegex(TypeError, "only keyword arguments"):
            p.dlpack_unchecked(None)
        self.assert_deleted(producer=0)

    def test_request_refusals(self):
        p = m.Producer([1, 2], (2,))
        with self.assertRaisesRegex(BufferError, "copy=True"):
            p.__dlpack__(copy=True)
        with self.assertRaisesRegex(BufferError, "copy=True"):
            np.from_dlpack(p, copy=True)
        self.assert_deleted(producer=2)  # refused before the build: on_delete ran (abandon())
        m.reset_counters()
        with self.assertRaisesRegex(BufferError, "dl_device=\\(2, 0\\)"):
            p.__dlpack__(dl_device=(2, 0))
        with self.assertRaisesRegex(ValueError, "stream=None"):
            p.__dlpack__(stream=5)
        self.assert_deleted(producer=0)  # check_request() first: nothing built
        # export_capsule() alone checks the built tensor: it is deleted once.
        with self.assertRaisesRegex(BufferError, "dl_device=\\(2, 0\\)"):
            p.dlpack_unchecked(dl_device=(2, 0))
        self.assert_deleted(producer=1)
        with self.assertRaisesRegex(ValueError, "stream=None"):
            p.dlpack_unchecked(stream=5)
        self.assert_deleted(producer=2)
        self.assertEqual(p.last_request["stream"], 5)
        capsule = p.dlpack_unchecked(dl_device=(1, 0))
        self.assertEqual(m.consume(capsule).values(), [1.0, 2.0])

    def test_retry_with_a_handed_on_builder(self):
        # A refused export and a retry with the same builder: the builder was
        # handed on, so the retry is refused too, on_delete ran exactly once
        # (a copy of the builder used to free the buffer a second time), and
        # no freed buffer is exported.
        p = m.Producer([1, 2, 3, 4], (4,))
        m.reset_counters()
        with self.assertRaisesRegex(BufferError, "handed on"):
            p.dlpack_retry(copy=True)
        self.assertEqual(m.counters()["fresh_deleted"], 1)
        capsule = p.dlpack_retry(max_version=(1, 0))  # not refused: exported on the first try
        self.assertEqual(m.counters()["fresh_deleted"], 1)
        del capsule
        self.assertEqual(m.counters()["fresh_deleted"], 2)

    def test_invalid_tensor_refused(self):
        p = m.Producer([1, 2], (2, -1))
        with self.assertRaisesRegex(BufferError, "dimension 1 is negative \\(-1\\)"):
            p.__dlpack__()
        self.assert_deleted(producer=1)  # the build threw: on_delete ran (abandon())

    def test_on_delete_frees_on_every_refusal(self):
        """A buffer freed in on_delete (Producer.dlpack_fresh) is freed once on
        every path: consumed, unconsumed and each kind of refusal; 10,000 of
        each grow resident memory by less than 1 MB (a leak would be 80 MB)."""
        values = [float(i) for i in range(1000)]
        p = m.Producer(values, (1000,))
        bad = m.Producer(values, (1000, -1))
        read_only = m.Producer(values, (1000,), read_only=True)
        attempts = [
            ("consumed", lambda: m.consume(p.dlpack_fresh(max_version=(1, 0))).values()[999], None),
            ("unconsumed", lambda: p.dlpack_fresh(), None),
            ("copy=True", lambda: p.dlpack_fresh(copy=True), BufferError),
            ("invalid", lambda: bad.dlpack_fresh(), BufferError),
            ("dl_device", lambda: p.dlpack_fresh(dl_device=(2, 0)), BufferError),
        ]
        if m.HAS_LEGACY:
            attempts.append(("read-only legacy", lambda: read_only.dlpack_fresh(), BufferError))

        def run(times):
            for _, attempt, error in attempts:
                for _ in range(times):
                    try:
                        attempt()
                    except BufferError:
                        if error is None:
                            raise

        m.reset_counters()
        run(1)
        self.assertEqual(m.counters()["fresh_deleted"], len(attempts), "on_delete once per export, refused or not")
        run(1000)  # warm up the allocator
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        run(10_000)
        grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
        self.assertEqual(m.counters()["fresh_deleted"], 11_001 * len(attempts))
        # AddressSanitizer quarantines freed memory: there, the counts (and its
        # double-free checks) say it all.
        if "ASAN_OPTIONS" not in os.environ:
            self.assertLess(grown, 1024, f"resident memory grew by {grown} KiB over 10,000 exports of each kind")

    def test_empty_owner(self):
        with self.assertRaisesRegex(ValueError, "empty owner"):
            m.empty_owner_capsule()


def main():
    global m
    parser = argparse.ArgumentParser()
    parser.add_argument("--module", required=True)
    parser.add_argument("--path")
    args, rest = parser.parse_known_args()
    if args.path:
        sys.path.insert(0, args.path)
    m = importlib.import_module(args.module)
    print(f"{args.module}: dlpack.h {m.HEADER_VERSION}, versioned={bool(m.HAS_VERSIONED)}, "
          f"legacy={bool(m.HAS_LEGACY)}, numpy {np.__version__}, python {sys.version.split()[0]}")
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
