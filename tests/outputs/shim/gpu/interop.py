"""GPU interop of the generated C++ glue and CUDA shim with PyTorch and CuPy,
and PyTorch's copy_ timed on the views bench.cpp times (device-check.sh).

    python3 interop.py MODULE_DIR [--sizes MIB,...] [--tsv FILE]

MODULE_DIR holds the built dlpack_gpu_interop extension (interop_module.cu).
Checks, each compared on the device with what torch (or cupy) computes:
  - torch.cuda tensors of many dtypes and views (contiguous, transposed,
    permuted, sliced, broadcast) copied by the shim into contiguous and
    transposed torch destinations, taken through __dlpack__(stream=...);
  - stream negotiation: a source still being computed on another torch stream
    when it is handed over must arrive complete;
  - cupy arrays, negative strides included, both ways between cupy and torch;
  - a tensor the shim made, taken by torch.from_dlpack and cupy.from_dlpack,
    and freed by them (no tensor left alive);
  - refusals: mismatched shapes raise, the data untouched.
Then the benchmark half: torch's dst.copy_(view) (torch.flip for x[::-1, :],
which torch cannot view) with CUDA events, the median of 7 batches, for the
sizes given. Prints Markdown; exits 1 on any failed check.
"""
import argparse
import ctypes
import gc
import os
import sys

failures = []
notes = set()  # what the producers did wrong that the glue refused
passed = 0


def check(ok, what):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(what)
        print(f"FAILED: {what}", file=sys.stderr)


def views(torch, x2, x3):
    """The views of the checks: name -> a torch view of CUDA data."""
    return {
        "contiguous": x2,
        "x.T": x2.t(),
        "x.permute(2, 0, 1)": x3.permute(2, 0, 1),
        "x[:, ::2]": x2[:, ::2],
        "x[::2, :]": x2[::2, :],
        "x[1:, 3:-2]": x2[1:, 3:-2],
        "broadcast row": x2[0][None, :].expand(5, x2.shape[1]),
        "broadcast column": x2[:, 0][:, None].expand(x2.shape[0], 7),
    }


def random_like(torch, shape, dtype, device):
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, device=device).bool()
    if dtype.is_floating_point or dtype.is_complex:
        return torch.randn(shape, device=device).to(dtype)
    info = torch.iinfo(dtype)
    return torch.randint(max(info.min, -1000), min(info.max, 1000), shape, device=device).to(dtype)


def same(torch, a, b):
    """Bitwise for floats (NaN-free data), else ==."""
    return a.shape == b.shape and a.dtype == b.dtype and bool(torch.equal(a, b))


def torch_checks(torch, mod):
    dev = torch.device("cuda", 0)
    dtypes = [torch.float32, torch.float16, torch.bfloat16, torch.float64, torch.int8, torch.uint8, torch.int32,
              torch.int64, torch.bool, torch.complex64, torch.complex128]
    for dtype in dtypes:
        x2 = random_like(torch, (67, 45), dtype, dev)
        x3 = random_like(torch, (9, 40, 33), dtype, dev)
        for name, v in views(torch, x2, x3).items():
            dst = torch.zeros(v.shape, dtype=dtype, device=dev)
            mod.copy(v, dst)
            check(same(torch, dst, v), f"torch {dtype} {name} -> contiguous")
            if v.dim() == 2:
                dst_t = torch.zeros((v.shape[1], v.shape[0]), dtype=dtype, device=dev).t()
                mod.copy(v, dst_t)
                check(same(torch, dst_t, v), f"torch {dtype} {name} -> transposed destination")
    # host <-> device through the shim: a CPU torch tensor (pageable) both ways
    host = torch.randn(33, 17)
    dst = torch.zeros(17, 33, device=dev)
    mod.copy(host.t(), dst)
    check(same(torch, dst.cpu(), host.t().contiguous()), "torch CPU x.T -> CUDA")
    back = torch.zeros(33, 17)
    mod.copy(dst.t(), back)
    check(same(torch, back, host), "torch CUDA x.T -> CPU")


def stream_checks(torch, mod):
    """The source is still being computed on another stream when the shim
    takes it: __dlpack__(stream=) must order that work before the copy."""
    dev = torch.device("cuda", 0)
    side = torch.cuda.Stream()
    for trial in range(5):
        with torch.cuda.stream(side):
            x = torch.full((4096, 4096), float(trial), device=dev)
            for _ in range(40):
                x = x * 1.0000001 + 1.0  # long enough to be running when copy() starts
            src = x.t()
            dst = torch.empty(4096, 4096, device=dev)
            mod.copy(src, dst)
        torch.cuda.synchronize()
        check(same(torch, dst, x.t()), f"stream negotiation, trial {trial}: the copy saw finished data")


def exported_strides(obj):
    """The strides obj.__dlpack__() writes into its DLTensor, read from the
    capsule as they are (the capsule is left unconsumed: its destructor frees
    the tensor)."""
    capsule = obj.__dlpack__(max_version=(1, 0))
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    managed = get(capsule, b"dltensor_versioned")
    tensor = managed + 32  # after version (8), manager_ctx, deleter and flags (8 each) on 64-bit targets
    ndim = ctypes.c_int32.from_address(tensor + 16).value
    strides = ctypes.c_void_p.from_address(tensor + 32).value
    return [ctypes.c_int64.from_address(strides + 8 * i).value for i in range(ndim)]


def cupy_checks(torch, cupy, mod):
    """cupy arrays through the glue. A producer that writes wrong strides into
    its DLTensor must be refused with the reason, never copied from: cupy 14
    exports a negative stride divided as an unsigned number (-48 becomes
    2^62 - 48), which the glue's extent check refuses."""
    rng = cupy.random.default_rng(7)
    a = rng.standard_normal((64, 48), dtype=cupy.float32)
    for name, v in {"cupy contiguous": a, "cupy a[::-1, :]": a[::-1, :], "cupy a[:, ::-2]": a[:, ::-2],
                    "cupy a.T": a.T, "cupy a[::-3, 1::5]": a[::-3, 1::5]}.items():
        want = [s // v.itemsize for s in v.strides]
        got = exported_strides(v)
        for dst in (cupy.zeros(v.shape, dtype=v.dtype), torch.zeros(v.shape, device="cuda")):
            into = "cupy" if isinstance(dst, cupy.ndarray) else "torch"
            if got == want:
                mod.copy(v, dst)
                check(bool(cupy.array_equal(cupy.from_dlpack(dst), v)), f"{name} -> {into}")
                continue
            try:
                mod.copy(v, dst)
                check(False, f"{name}: cupy exports strides {got}, not {want}, and the copy was not refused")
            except BufferError as e:
                check("overflows" in str(e) or "outside" in str(e), f"{name}: the refusal says why: {e}")
                notes.add(f"cupy {cupy.__version__} exports {name[5:]} with strides {got} for {want}: refused ({e})")
    t = torch.randn(30, 20, device="cuda")
    cdst = cupy.zeros((20, 30), dtype=cupy.float32)
    mod.copy(t.t(), cdst)
    check(bool(torch.equal(torch.from_dlpack(cdst), t.t())), "torch x.T -> cupy")


class ShimTensor:
    """A producer whose __dlpack__ is the module's export()."""

    def __init__(self, mod, n):
        self.mod, self.n = mod, n

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        return self.mod.export(self.n, stream, max_version, dl_device, copy)

    def __dlpack_device__(self):
        return (2, 0)  # kDLCUDA, device 0


def export_checks(torch, cupy, mod):
    n = 1 << 20
    want = torch.arange(n, device="cuda", dtype=torch.float32) * 1.5
    t = torch.from_dlpack(ShimTensor(mod, n))
    check(t.device.type == "cuda" and t.dtype == torch.float32 and t.shape == (n,), "torch.from_dlpack: a CUDA float32 tensor")
    check(same(torch, t, want), "torch.from_dlpack: the shim's data")
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):  # the consumer's stream is a non-default one
        t2 = torch.from_dlpack(ShimTensor(mod, n))
        ok = same(torch, t2, want)
    check(ok, "torch.from_dlpack on a side stream: the shim's data")
    if cupy is not None:
        c = cupy.from_dlpack(ShimTensor(mod, n))
        check(bool(cupy.array_equal(c, cupy.from_dlpack(want))), "cupy.from_dlpack: the shim's data")
        del c
    check(mod.live() >= 1, "exported tensors are alive while torch holds them")
    del t, t2
    gc.collect()
    torch.cuda.synchronize()
    check(mod.live() == 0, f"every exported tensor freed by its consumer ({mod.live()} alive)")
    try:
        ShimTensor(mod, 4).__dlpack__(dl_device=(1, 0))
        check(False, "export to dl_device=(kDLCPU, 0) is refused")
    except BufferError as e:
        check("dl_device" in str(e), f"the refusal of dl_device=(1, 0) says why: {e}")


def refusal_checks(torch, mod):
    a = torch.randn(4, 5, device="cuda")
    b = torch.zeros(5, 4, device="cuda")
    try:
        mod.copy(a, b)
        check(False, "a copy between shapes (4, 5) and (5, 4) is refused")
    except (BufferError, ValueError) as e:
        check("shape" in str(e), f"the refusal names the shape: {e}")
    check(bool((b == 0).all()), "a refused copy leaves the destination untouched")


def bench_views(torch, mib):
    """name -> (view, callable that copies it into dst) for bench.cpp's views."""
    n = (mib << 20) // 4
    side = 1
    while (side * 2) * (side * 2) <= n:
        side *= 2
    rows, cols = side, n // side
    c = 1
    while c * c * c * 8 <= n:
        c *= 2
    a3, b3 = c, 2 * c
    d3 = n // (a3 * b3)
    src = torch.empty(2 * n, device="cuda", dtype=torch.float32).uniform_()
    m = src[:n].view(rows, cols)
    wide = src.view(rows, 2 * cols)
    tall = src.view(2 * rows, cols)
    return {
        "contiguous": src[:n],
        "x.T": m.t(),
        "x.permute(2, 0, 1)": src[:n].view(a3, b3, d3).permute(2, 0, 1),
        "x[:, ::2]": wide[:, ::2],
        "x[::2, :]": tall[::2, :],
        "x[::-1, :]": m,  # torch.flip(m, [0])
        "broadcast row": m[0][None, :].expand(rows, cols),
        "broadcast column": src[:rows][:, None].expand(rows, cols),
    }


def time_torch(torch, f, reps):
    for _ in range(reps):
        f()
    torch.cuda.synchronize()
    times = []
    for _ in range(7):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(reps):
            f()
        b.record()
        b.synchronize()
        times.append(a.elapsed_time(b) / 1000.0 / reps)
    return sorted(times)[3]


def bench(torch, sizes, tsv):
    rows = []
    for mib in sizes:
        reps = 50 if mib <= 16 else 10 if mib <= 256 else 3
        for name, v in bench_views(torch, mib).items():
            dst = torch.empty(v.shape, device="cuda", dtype=torch.float32)
            if name == "x[::-1, :]":
                f = lambda v=v: torch.flip(v, [0])  # noqa: E731
            else:
                f = lambda v=v, dst=dst: dst.copy_(v)  # noqa: E731
            s = time_torch(torch, f, reps)
            gbs = 2.0 * (mib << 20) / s / 1e9
            rows.append((name, mib, gbs))
            del dst
        torch.cuda.empty_cache()
    if tsv:
        with open(tsv, "w") as out:
            for name, mib, gbs in rows:
                out.write(f"{name}\t{mib}\t{gbs:.2f}\n")
    return rows


def main():
    p = argparse.ArgumentParser()
    p.add_argument("module_dir")
    p.add_argument("--sizes", default="4,64,1024")
    p.add_argument("--tsv")
    p.add_argument("--checks-only", action="store_true")
    args = p.parse_args()
    sys.path.insert(0, args.module_dir)
    import torch

    import dlpack_gpu_interop as mod

    try:
        import cupy
    except ImportError as e:
        cupy = None
        failures.append(f"cupy: {e}")
    print(f"torch {torch.__version__} (CUDA {torch.version.cuda}), cupy {cupy.__version__ if cupy else 'missing'}, "
          f"device {torch.cuda.get_device_name(0)}; module stream {mod.stream():#x}")
    for name, run in [("torch", lambda: torch_checks(torch, mod)), ("streams", lambda: stream_checks(torch, mod)),
                      ("cupy", lambda: cupy_checks(torch, cupy, mod) if cupy else None),
                      ("export", lambda: export_checks(torch, cupy, mod)),
                      ("refusals", lambda: refusal_checks(torch, mod))]:
        try:
            run()
        except Exception as e:  # a check that raised is a failure with its reason
            failures.append(f"{name}: {type(e).__name__}: {e}")
            print(f"FAILED: {name}: {type(e).__name__}: {e}", file=sys.stderr)
    print(f"interop: {passed} checks passed, {len(failures)} failed")
    for n in sorted(notes):
        print(f"- note: {n}")
    for f in failures:
        print(f"- FAILED: {f}")
    if not args.checks_only:
        sizes = [int(s) for s in args.sizes.split(",")]
        for name, mib, gbs in bench(torch, sizes, args.tsv):
            print(f"torch {name} {mib} MiB: {gbs:.1f} GB/s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
