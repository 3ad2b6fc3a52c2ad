#!/usr/bin/env python3
"""End-to-end test of the Python ctypes example language (examples/python-ctypes).

For every dlpack.h in --headers: generate dlpack_ctypes.py with dlpackgen
(twice: the output must be deterministic, and `generate --check` must agree),
import it (the import runs the module's own layout check), compare its
structs, enums, macros and function-pointer typedefs with a small independent
parse of the header, then use it for real on numpy's DLPack capsules (the
versioned one where the header has DLManagedTensorVersioned, the legacy one
where it has DLManagedTensor): every field read through the generated
structures must agree with numpy, and the deleter must run exactly once.
Finally a module whose layout table was corrupted must refuse to import.

Usage:
  python test_python_ctypes.py --dlpackgen BIN --headers DIR --examples DIR --work TMPDIR

Plain Python (no pytest); numpy must be importable by the interpreter that
runs the script. Prints one line per failure and a final `N passed, M failed`;
exits 1 when anything failed.
"""

import argparse
import ctypes
import importlib.util
import itertools
import keyword
import pathlib
import platform
import re
import shutil
import subprocess
import sys
import warnings

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from harness import check, equal, finish, guarded  # noqa: E402

# --- An independent reading of dlpack.h ----------------------------------------
# Enough C for dlpack.h: comments, the `#ifdef __cplusplus` branches (dropped),
# typedef'd structs and enums, function-pointer typedefs, integer #defines.


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def c_branch_only(text):
    """Drops the C++ side of #ifdef __cplusplus / #else / #endif and every directive."""
    out, stack = [], []  # stack: True while in a __cplusplus-only branch
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("#"):
            directive = s[1:].strip()
            if re.match(r"if(def)?\s+(defined\s*\(?\s*)?__cplusplus", directive):
                stack.append("cxx")
            elif directive.startswith("if"):
                stack.append("other")
            elif directive.startswith("else") and stack and stack[-1] in ("cxx", "c"):
                stack[-1] = "c" if stack[-1] == "cxx" else "cxx"
            elif directive.startswith("endif") and stack:
                stack.pop()
            elif directive.startswith("define") and "cxx" not in stack:
                out.append(line)
            continue
        if "cxx" not in stack:
            out.append(line)
    return "\n".join(out)


def matching(text, open_at, open_ch="{", close_ch="}"):
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == open_ch:
            depth += 1
        elif text[i] == close_ch:
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced %s at %d" % (open_ch, open_at))


def split_top(text, sep):
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def fp_params(decl):
    """Parameter declarations of a function-pointer declaration `R (*name)(params)`, else None."""
    m = re.search(r"\(\s*\*\s*\w*\s*\)\s*\(", decl)
    if not m:
        return None
    open_at = m.end() - 1
    params = split_top(decl[open_at + 1 : matching(decl, open_at, "(", ")")], ",")
    return [] if params == ["void"] else params


def declarator_name(decl):
    m = re.search(r"\(\s*\*\s*(\w+)\s*\)", decl)
    if m:
        return m.group(1)
    decl = re.sub(r"\[[^\]]*\]", "", decl)
    return re.findall(r"\w+", decl)[-1]


def c_int(expr):
    """Value of an integer constant expression of dlpack.h (literals, << | ~ + -), else None."""
    expr = expr.strip()

    def literal(m):
        digits = m.group(1)
        if digits.startswith(("0x", "0X")):
            return str(int(digits, 16))
        if len(digits) > 1 and digits.startswith("0"):
            return str(int(digits, 8))
        return digits

    py = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", literal, expr)
    if not re.fullmatch(r"[\d\s()<>|&~+\-]*", py) or not py.strip():
        return None
    return eval(py, {"__builtins__": {}})  # noqa: S307 - digits and operators only


def parse_header(path):
    text = c_branch_only(strip_comments(path.read_text()))
    decls = {"structs": {}, "enums": {}, "macros": {}, "function_pointers": {}, "aliases": {}}
    for m in re.finditer(r"^\s*#\s*define\s+(\w+)\s+(.+)$", text, flags=re.M):
        value = c_int(m.group(2))
        if value is not None:
            decls["macros"][m.group(1)] = value
    body_text = re.sub(r"^\s*#.*$", "", text, flags=re.M)
    for m in re.finditer(r"\b(typedef\s+)?(struct|enum)\s*(\w*)\s*(:\s*\w+\s*)?\{", body_text):
        close = matching(body_text, m.end() - 1)
        body = body_text[m.end() : close]
        after = re.match(r"\s*(\w*)\s*;", body_text[close + 1 :])
        name = after.group(1) if (m.group(1) and after and after.group(1)) else m.group(3)
        if m.group(2) == "struct":
            decls["structs"][name] = [(declarator_name(d), fp_params(d), d) for d in split_top(body, ";")]
        else:
            enumerators, nxt = [], 0
            for e in split_top(body, ","):
                ename, _, value = e.partition("=")
                v = c_int(value) if value else nxt
                enumerators.append((ename.strip(), v))
                nxt = (v + 1) if v is not None else None
            decls["enums"][name] = enumerators
    for m in re.finditer(r"\btypedef\s+[^;{}]*?\(\s*\*\s*(\w+)\s*\)\s*\(", body_text):
        close = matching(body_text, m.end() - 1, "(", ")")
        decls["function_pointers"][m.group(1)] = fp_params(body_text[m.start() : close + 1])
    for m in re.finditer(r"\btypedef\s+(?:struct\s+|enum\s+)?(\w+)\s+(\w+)\s*;", body_text):
        if m.group(1) != m.group(2):
            decls["aliases"][m.group(2)] = m.group(1)
    return decls


# --- Generating and importing ---------------------------------------------------


def generate(args, header, out):
    if out.exists():
        shutil.rmtree(out)
    cmd = [args.dlpackgen, "generate", "-q", "--header", str(header), "--templates", str(args.templates),
           "--lang", "ctypes", "--out", str(out)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("%s failed (%d):\n%s%s" % (" ".join(cmd), result.returncode, result.stdout, result.stderr))
    return out / "ctypes" / "dlpack_ctypes.py"


def import_module(path, name):
    """Imports the module at path as `name`, with every compile-time warning an error."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def py_name(c_name):
    return c_name + "_" if keyword.iskeyword(c_name) else c_name


# --- Checks of one module against its header ------------------------------------


def check_cfunctype(what, fptype, params):
    """fptype is a CFUNCTYPE type with one argtype per C parameter (nested ones too)."""
    if not check(what + " is a CFUNCTYPE", isinstance(fptype, type) and issubclass(fptype, ctypes._CFuncPtr)):
        return
    equal(what + " parameter count", len(fptype._argtypes_), len(params))
    for i, (argtype, param) in enumerate(zip(fptype._argtypes_, params)):
        nested = fp_params(param)
        if nested is not None:
            check_cfunctype("%s parameter %d" % (what, i), argtype, nested)


def check_against_header(mod, decls, stem):
    # Structs: the C names, the fields in declaration order, function pointers as CFUNCTYPE.
    module_structs = sorted(
        n for n, v in vars(mod).items()
        if isinstance(v, type) and issubclass(v, ctypes.Structure) and not n.startswith("_") and v.__name__ == n
    )
    equal(stem + ": struct classes", module_structs, sorted(decls["structs"]))
    for sname, fields in decls["structs"].items():
        cls = getattr(mod, sname, None)
        if not check("%s: struct %s exists" % (stem, sname), cls is not None):
            continue
        equal("%s: %s field order" % (stem, sname), [f[0] for f in cls._fields_], [py_name(f) for f, _, _ in fields])
        for (fname, params, decl), (_, ftype) in zip(fields, cls._fields_):
            if params is not None:
                check_cfunctype("%s: %s.%s" % (stem, sname, fname), ftype, params)
            typedef = re.match(r"(?:const\s+)?(\w+)\s+\w+$", decl)
            if typedef and typedef.group(1) in decls["function_pointers"]:
                check("%s: %s.%s is %s" % (stem, sname, fname, typedef.group(1)),
                      ftype is getattr(mod, typedef.group(1), None))
        check("%s: %s has a docstring" % (stem, sname), bool((cls.__doc__ or "").strip()))
    # Enums: every enumerator with its value, and values the header does not know.
    for ename, enumerators in decls["enums"].items():
        cls = getattr(mod, ename, None)
        if not check("%s: enum %s exists" % (stem, ename), cls is not None):
            continue
        equal("%s: %s enumerators" % (stem, ename), list(cls.members()), [py_name(n) for n, _ in enumerators])
        for n, v in enumerators:
            if v is not None:
                member = getattr(cls, py_name(n))
                equal("%s: %s.%s" % (stem, ename, n), (int(member), member.name), (v, py_name(n)))
    device_type = mod.DLDeviceType(999)
    equal(stem + ": DLDeviceType(999)", (int(device_type), device_type.name, repr(device_type)),
          (999, None, "DLDeviceType(999)"))
    first, value = decls["enums"]["DLDeviceType"][0]
    equal(stem + ": DLDeviceType(%d).name" % value, mod.DLDeviceType(value).name, first)
    device_struct = getattr(mod, "DLDevice", None) or mod.DLContext
    device = device_struct(device_type=999, device_id=3)
    equal(stem + ": unknown device type through a struct", mod.DLDeviceType(device.device_type).name, None)
    device.device_type = 0x7FFF0001  # needs all 32 bits of the enum's storage
    equal(stem + ": enum field keeps 32 bits", (device.device_type, device.device_id), (0x7FFF0001, 3))
    # Macros, function-pointer typedefs, aliases, the version.
    for mname, value in decls["macros"].items():
        equal("%s: macro %s" % (stem, mname), getattr(mod, mname, None), value)
    for fname, params in decls["function_pointers"].items():
        check_cfunctype("%s: typedef %s" % (stem, fname), getattr(mod, fname, None), params)
    for alias, target in decls["aliases"].items():
        check("%s: %s is %s" % (stem, alias, target), getattr(mod, alias, None) is getattr(mod, target))
    if "DLPACK_MAJOR_VERSION" in decls["macros"]:
        equal(stem + ": HEADER_VERSION", mod.HEADER_VERSION,
              (decls["macros"]["DLPACK_MAJOR_VERSION"], decls["macros"]["DLPACK_MINOR_VERSION"]))
    if mod.TARGET is None:
        print("SKIP: %s: %s/%s is not among the schema's targets: the import checked no layout"
              % (stem, platform.machine(), sys.platform))


# --- Using the bindings on numpy's capsules ---------------------------------------

_GetPointer = ctypes.pythonapi.PyCapsule_GetPointer
_GetPointer.restype = ctypes.c_void_p
_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_SetName = ctypes.pythonapi.PyCapsule_SetName
_SetName.restype = ctypes.c_int
_SetName.argtypes = [ctypes.py_object, ctypes.c_char_p]
_IsValid = ctypes.pythonapi.PyCapsule_IsValid
_IsValid.restype = ctypes.c_int
_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]

# The capsule keeps the char* of its name: these bytes live as long as the process.
CAPSULE_NAMES = {
    "versioned": (b"dltensor_versioned", b"used_dltensor_versioned"),
    "legacy": (b"dltensor", b"used_dltensor"),
}

# DLDataTypeCode values of the DLPack standard, by numpy kind.
DL_CODES = {"i": 0, "u": 1, "f": 2, "c": 5, "b": 6}
DL_CODE_NAMES = {0: ("kDLInt", "kInt"), 1: ("kDLUInt", "kUInt"), 2: ("kDLFloat", "kFloat"),
                 5: ("kDLComplex",), 6: ("kDLBool",)}

DTYPES = [np.float32, np.float64, np.int8, np.uint16, np.int64, np.bool_, np.complex64]

LAYOUTS = {
    "contiguous": lambda a: a,
    "transposed": lambda a: a.T,
    "sliced with step": lambda a: a[1::3, ::2],
    "0-d": lambda a: a[2, 3, ...],
    "x[::2, 1:]": lambda a: a[::2, 1:],
    "1-d strided": lambda a: a.reshape(-1)[5::7],
}


def base_array(dtype):
    values = np.arange(60).reshape(6, 10) % 11 - 3
    if np.dtype(dtype).kind == "c":
        return (values + 2j * values[::-1]).astype(dtype)
    if np.dtype(dtype).kind == "b":
        return (values % 3 == 0).astype(dtype)
    return values.astype(dtype)


# Element types of codes that older headers do not have (kDLBool: v0.8 on, kDLComplex: v0.5 on).
NEWER_CTYPES = {(5, 64): ctypes.c_float * 2, (6, 8): ctypes.c_bool}


def element(mod, tensor, data, index, itemsize, dtype):
    key = (tensor.dtype.code, tensor.dtype.bits)
    ctype = mod.DTYPE_CTYPES.get(key)
    if ctype is None:
        # Only a code the header does not name may lack an element type.
        if not check("DTYPE_CTYPES has %r" % (key,), mod.DLDataTypeCode(key[0]).name is None):
            return None
        ctype = NEWER_CTYPES[key]
    offset = sum(i * tensor.strides[d] for d, i in enumerate(index)) * itemsize
    value = ctype.from_address(data + offset)
    if np.dtype(dtype).kind == "c":
        return complex(value[0], value[1])
    return value.value


def check_tensor(mod, what, tensor, x):
    equal(what + " ndim", tensor.ndim, x.ndim)
    equal(what + " shape", [tensor.shape[d] for d in range(x.ndim)], list(x.shape))
    if x.ndim:
        check(what + " strides not NULL", bool(tensor.strides))
        equal(what + " strides", [tensor.strides[d] for d in range(x.ndim)], [s // x.itemsize for s in x.strides])
    dtype = tensor.dtype
    equal(what + " dtype", (dtype.code, dtype.bits, dtype.lanes), (DL_CODES[x.dtype.kind], x.itemsize * 8, 1))
    code_name = mod.DLDataTypeCode(dtype.code).name  # None where the header predates the code
    check(what + " dtype code name", code_name is None or code_name in DL_CODE_NAMES[dtype.code], repr(code_name))
    device = tensor.device if "device" in dict(type(tensor)._fields_) else tensor.ctx  # v0.1-v0.4: ctx
    device_name = mod.DLDeviceType(device.device_type).name
    equal(what + " device", (device_name in ("kDLCPU", "kCPU"), device.device_id), (True, 0))
    data = tensor.data + tensor.byte_offset
    equal(what + " data + byte_offset", data, x.__array_interface__["data"][0])
    for index in itertools.product(*(range(n) for n in x.shape)):
        got = element(mod, tensor, data, index, x.itemsize, x.dtype)
        if not equal("%s element %r" % (what, index), got, x[index].item()):
            break


def roundtrip(mod, kind, x, what):
    """Exports x through DLPack, reads it with the generated structs, calls the deleter once."""
    name, used = CAPSULE_NAMES[kind]
    before = sys.getrefcount(x)
    capsule = x.__dlpack__(max_version=(1, 0)) if kind == "versioned" else x.__dlpack__()
    check(what + " capsule name", _IsValid(capsule, name) == 1, "not a valid %r capsule" % name)
    equal(what + " refcount while exported", sys.getrefcount(x), before + 1)
    managed_type = mod.DLManagedTensorVersioned if kind == "versioned" else mod.DLManagedTensor
    managed = ctypes.cast(_GetPointer(capsule, name), ctypes.POINTER(managed_type))
    check(what + " pointer not NULL", bool(managed))
    m = managed.contents
    if kind == "versioned":
        equal(what + " version.major", m.version.major, 1)
        read_only = bool(m.flags & mod.DLPACK_FLAG_BITMASK_READ_ONLY)
        equal(what + " READ_ONLY flag", read_only, not x.flags.writeable)
    check_tensor(mod, what, m.dl_tensor, x)
    check(what + " deleter not NULL", bool(m.deleter))
    equal(what + " rename capsule", _SetName(capsule, used), 0)
    exported = sys.getrefcount(x)
    m.deleter(managed)  # exactly once
    equal(what + " refcount drops by 1 after the deleter", sys.getrefcount(x), exported - 1)
    after_deleter = sys.getrefcount(x)
    del capsule
    equal(what + " refcount unchanged when the used capsule dies", sys.getrefcount(x), after_deleter)
    equal(what + " refcount back to the start", sys.getrefcount(x), before)


def check_numpy(mod, decls, stem):
    kinds = [k for k, s in (("versioned", "DLManagedTensorVersioned"), ("legacy", "DLManagedTensor"))
             if s in decls["structs"]]
    for kind in kinds:
        for dtype in DTYPES:
            for layout, make in LAYOUTS.items():
                base = base_array(dtype)
                x = make(base)
                what = "%s: %s %s %s" % (stem, kind, np.dtype(dtype).name, layout)
                guarded(what, roundtrip, mod, kind, x, what)
        if kind == "versioned":
            x = base_array(np.float32)[::2]
            x.flags.writeable = False
            what = "%s: %s read-only" % (stem, kind)
            guarded(what, roundtrip, mod, kind, x, what)
    return kinds


# --- A module that does not fit must not import ------------------------------------


def check_corrupted(args, header, good):
    out = args.work / "corrupted"
    path = generate(args, header, out)
    text = path.read_text()
    target = good.TARGET
    if target is None:
        print("SKIP: corrupted-layout check: %s/%s is not among the schema's targets"
              % (platform.machine(), sys.platform))
        return
    # The running target's block of the layout table: make DLTensor.ndim one byte off.
    start = text.index('    "%s": {\n' % target, text.index("_LAYOUTS = {"))
    end = text.index("\n    },\n", start)
    block = text[start:end]
    corrupted_block, n = re.subn(r'("DLTensor": _struct\([^\n]*\bndim=)(\d+)',
                                 lambda m: m.group(1) + str(int(m.group(2)) + 1), block)
    equal("corrupted: one DLTensor.ndim offset edited", n, 1)
    path.write_text(text[:start] + corrupted_block + text[end:])
    try:
        import_module(path, "dlpack_ctypes__corrupted_table")
        check("corrupted layout table: import fails", False, "the import succeeded")
    except ImportError as e:
        check("corrupted layout table: ImportError says regenerate", "regenerate" in str(e), str(e))
        check("corrupted layout table: ImportError names DLTensor.ndim", "DLTensor.ndim" in str(e), str(e))
    # Also a wrong field type (what an edited or stale module does): int8 ndim.
    text2 = re.sub(r'\("ndim", ctypes\.\w+\)', '("ndim", ctypes.c_int8)', text)
    check("corrupted: ndim type edited", text2 != text)
    path.write_text(text2)
    try:
        import_module(path, "dlpack_ctypes__corrupted_type")
        check("wrong field type: import fails", False, "the import succeeded")
    except ImportError as e:
        check("wrong field type: ImportError says regenerate", "regenerate" in str(e), str(e))
    # On a platform that is not among the targets, the check is skipped (documented).
    path.write_text(text[:start] + corrupted_block + text[end:])
    real_machine = platform.machine
    platform.machine = lambda: "no-such-machine"
    try:
        mod = import_module(path, "dlpack_ctypes__unknown_platform")
        equal("unknown platform: TARGET", mod.TARGET, None)
    except ImportError as e:
        check("unknown platform: import succeeds (check skipped)", False, str(e))
    finally:
        platform.machine = real_machine


def check_declared_alignments(args, header):
    """A header whose declared alignments change the layout: the module refuses to import, saying why."""
    path = generate(args, header, args.work / "aligned")
    try:
        import_module(path, "dlpack_ctypes__aligned")
        check("declared alignments: import refused", False, "the module imported")
    except ImportError as e:
        check("declared alignments: import refused, naming a moved field and the reason",
              "DLVendorPair.second: offset" in str(e) and "declares alignments" in str(e), str(e))


# --- Main ----------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dlpackgen", required=True, help="the dlpackgen binary")
    parser.add_argument("--headers", required=True, type=pathlib.Path, help="directory of dlpack*.h")
    parser.add_argument("--examples", required=True, type=pathlib.Path, help="the examples/ directory")
    parser.add_argument("--work", required=True, type=pathlib.Path, help="scratch directory")
    parser.add_argument("--aligned-header", type=pathlib.Path,
                        help="a header that declares alignments ctypes cannot reproduce: its module must refuse to import")
    args = parser.parse_args()
    args.templates = args.examples / "python-ctypes"
    args.work = args.work / "python-ctypes"
    sys.dont_write_bytecode = True

    # x.__dlpack__(max_version=...) and the versioned capsule came with numpy 2.1.
    check("numpy %s is 2.1 or newer (run .ci/setup)" % np.__version__,
          np.lib.NumpyVersion(np.__version__) >= "2.1.0")
    headers = sorted(args.headers.glob("*.h"))
    check("headers found in %s" % args.headers, len(headers) > 0)
    good = None
    for header in headers:
        stem = header.stem
        first = guarded(stem + ": generate", generate, args, header, args.work / stem / "a")
        second = guarded(stem + ": generate again", generate, args, header, args.work / stem / "b")
        if first is None or second is None:
            continue
        check(stem + ": output is deterministic", first.read_bytes() == second.read_bytes())
        cmd = [args.dlpackgen, "generate", "-q", "--check", "--header", str(header), "--templates",
               str(args.templates), "--lang", "ctypes", "--out", str(args.work / stem / "a")]
        equal(stem + ": generate --check", subprocess.run(cmd, capture_output=True).returncode, 0)
        mod = guarded(stem + ": import", import_module, first, "dlpack_ctypes__" + re.sub(r"\W", "_", stem))
        if mod is None:
            continue
        decls = guarded(stem + ": parse the header", parse_header, header)
        if decls is None:
            continue
        guarded(stem + ": compare with the header", check_against_header, mod, decls, stem)
        kinds = guarded(stem + ": numpy round trips", check_numpy, mod, decls, stem)
        print("ok: %s (target %s, %d structs, DLPack exchanges: %s)"
              % (stem, mod.TARGET, len(decls["structs"]), ", ".join(kinds or []) or "none"))
        if "DLManagedTensorVersioned" in decls["structs"]:
            good = (header, mod)
    if check("a header with DLManagedTensorVersioned for the corrupted-layout check", good is not None):
        guarded("corrupted layout", check_corrupted, args, *good)

    if args.aligned_header:
        guarded("declared alignments", check_declared_alignments, args, args.aligned_header)

    return finish()


if __name__ == "__main__":
    sys.exit(main())
