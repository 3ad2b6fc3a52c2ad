#!/usr/bin/env python3
"""Property test: random hostile names and docs, every output compiles or the
header is refused with one file:line:col error.

Each case is a real dlpack.h with two enums, two structs and a few macros
added. Their names are random C identifiers drawn from keywords and reserved
names of every output language (Rust, Zig, Python, C++), names that collide
once a language converts their case or escapes a keyword, `_`, `$` and
non-ASCII letters; their docs hold comment and string terminators, control and
bidi characters. Then `dlpackgen generate` (C++, Rust, Zig and the ctypes
example) must either

  - exit 0, and then the C++ wrappers and ABI asserts compile (g++), the Rust
    crate checks, the Zig package builds its checks, and importing the Python
    module runs nothing from the header; or
  - exit 2, every line on stderr `dlpackgen: error: HEADER:LINE:COL: ...` (one
    per name it cannot hold, at the name, in the header as named).

Anything else fails, keeping the case's header for the report.

  random_names.py --dlpackgen D --base HEADER --examples DIR --work DIR
                  --zig Z --cargo C --rustc R --python P [--seed N] [--count N]
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys

RUST = """as break const continue crate else enum extern false fn for if impl in let loop match mod move mut
pub ref return self Self static struct super trait true type unsafe use where while async await dyn abstract
become box do final macro override priv typeof unsized virtual yield try union gen""".split()
ZIG = """addrspace align allowzero and anyframe anytype asm async await break callconv catch comptime const
continue defer else enum errdefer error export extern fn for if inline linksection noalias noinline nosuspend
opaque or orelse packed pub resume return struct suspend switch test threadlocal try union unreachable
usingnamespace var volatile while i32 u8 u64 isize usize f32 bool type void anyerror anyopaque comptime_int
null undefined true false c_int""".split()
PYTHON = """False None True and as assert async await break class continue def del elif else except finally
for from global if import in is lambda nonlocal not or pass raise return try while with yield""".split()
CXX = """class namespace template this new delete operator private public protected virtual friend typename
using try catch throw explicit mutable export bool true false""".split()
GENERATED = """Option Result Some Ok Err Box Vec String std core c builtin layout TensorView Owned Drop Copy
Clone Default Send Sync ctypes Structure c_int DLTensor_ self_ type_ fn_""".split()
C_KEYWORDS = set("""auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void
volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic _Imaginary _Noreturn _Static_assert
_Thread_local""".split())
DOC_FRAGMENTS = ['"""', "'''", '__import__("os").system("touch PWNED")', "#[doc = \"x\"]", "}", "{{x}}",
                 "\x07", "\x0c", "\u202e", "\u2028", "\u2066", "\\n", "//", "/*", "*\\/", "@brief", "`x`",
                 "<script>", "$(touch PWNED)", "\t", "\u00e9t\u00e9"]


class Names:
    """Random identifiers a C compiler accepts, unique in the header."""

    def __init__(self, rng, taken):
        self.rng = rng
        self.taken = set(taken)

    def fresh(self, name):
        if not name or name in C_KEYWORDS or name in self.taken or re.match(r"(U?INT|INTPTR|SIZE|PTRDIFF)", name):
            return None
        self.taken.add(name)
        return name

    def plain(self):
        r = self.rng
        first = r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        return first + "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789_ABCXYZ") for _ in range(r.randint(0, 10)))

    def hostile(self):
        r = self.rng
        kind = r.randrange(8)
        if kind == 0:
            return r.choice(RUST + ZIG + PYTHON)
        if kind == 1:
            return r.choice(RUST + ZIG + PYTHON) + "_"
        if kind == 2:
            return r.choice(GENERATED)
        if kind == 3:
            return r.choice(CXX)
        if kind == 4:
            return r.choice(["_", "__", "_0", "a$b", "$x", "x$"])
        if kind == 5:
            return r.choice(["caf\u00e9", "l\u00e4nes", "\u00fcber", "na\u00efve_x"])
        if kind == 6:
            return r.choice(["kDLFoo_bar", "kDLFooBar", "fooBar", "foo_bar", "FOO_BAR", "Foo_Bar"])
        return self.plain()

    def one(self, hostile_share):
        for _ in range(1000):
            n = self.hostile() if self.rng.random() < hostile_share else self.plain()
            if self.fresh(n):
                return n
        raise RuntimeError("no fresh name")

    def pair(self):
        """Two names equal once a language changes their case (both fresh in C)."""
        for _ in range(1000):
            stem = [self.rng.choice(["foo", "bar", "dev", "x"]) for _ in range(2)]
            a = f"{stem[0]}_{stem[1]}_{self.rng.randint(0, 999)}"
            b = stem[0] + stem[1][0].upper() + a[len(stem[0]) + 2:]  # foo_bar_1 -> fooBar_1
            if self.fresh(a) and self.fresh(b):
                return a, b
        raise RuntimeError("no fresh pair")


def doc(rng):
    text = " ".join(rng.choice(DOC_FRAGMENTS + ["word"] * 4) for _ in range(rng.randint(1, 8)))
    return text.replace("*/", "* /")


def make_case(rng, base_text, hostile_share):
    taken = set(re.findall(r"\b\w+\b", base_text))
    names = Names(rng, taken)
    at = base_text.rfind("#ifdef __cplusplus")
    out = []
    enum_names = []
    for _ in range(2):
        e = names.one(hostile_share)
        enum_names.append(e)
        members = [names.one(hostile_share) for _ in range(rng.randint(1, 5))]
        if rng.random() < hostile_share:
            members += list(names.pair())
        values = rng.sample(range(0, 1000), len(members))
        body = ",\n".join(f"  /*! {doc(rng)} */\n  {m} = {v}" for m, v in zip(members, values))
        out.append(f"/*! \\brief {doc(rng)} */\ntypedef enum {{\n{body}\n}} {e};\n")
    struct_names = []
    for _ in range(2):
        s = names.one(hostile_share)
        fields = Names(rng, taken | set(names.taken))
        chosen = [fields.one(hostile_share) for _ in range(rng.randint(1, 6))]
        if rng.random() < hostile_share:
            chosen += list(fields.pair())
        types = ["int32_t", "uint8_t", "int64_t", "float", "double", "void*", enum_names[0], "uint16_t"]
        if struct_names:
            types.append(struct_names[0] + "*")
        body = "".join(f"  /*! {doc(rng)} */\n  {rng.choice(types)} {f};\n" for f in chosen)
        out.append(f"/*! \\brief {doc(rng)} */\ntypedef struct {{\n{body}}} {s};\n")
        struct_names.append(s)
    for _ in range(rng.randint(1, 3)):
        m = names.one(hostile_share / 2).upper()
        if names.fresh(m + "_M"):
            out.append(f"/*! \\brief {doc(rng)} */\n#define {m}_M {rng.randint(0, 1 << 20)}\n")
    return base_text[:at] + "\n".join(out) + "\n" + base_text[at:]


def run(cmd, cwd=None, env=None):
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, errors="replace")


def main():
    ap = argparse.ArgumentParser()
    for a in ("dlpackgen", "base", "examples", "work", "zig", "cargo", "rustc", "python"):
        ap.add_argument("--" + a, required=True)
    ap.add_argument("--seed", type=int, default=int(os.environ.get("DLPACKGEN_PROPERTY_SEED", "20261126")))
    ap.add_argument("--count", type=int, default=int(os.environ.get("DLPACKGEN_PROPERTY_COUNT", "4")))
    args = ap.parse_args()
    for a in ("dlpackgen", "base", "examples", "zig", "cargo", "rustc", "python"):
        if os.sep in getattr(args, a):
            setattr(args, a, os.path.abspath(getattr(args, a)))
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    base_text = open(args.base, encoding="utf-8").read()
    env = {k: v for k, v in os.environ.items() if not re.match(r"(CARGO_|RUSTC|RUSTFLAGS|RUSTDOCFLAGS|RUSTUP_)", k)}
    env.update(CARGO_HOME=os.path.join(work, "cargo-home"), RUSTC=args.rustc, CARGO_NET_OFFLINE="true",
               CARGO_TERM_COLOR="never", CARGO_TARGET_DIR=os.path.join(work, "rust-target"),
               PATH=os.path.dirname(os.path.abspath(args.cargo)) + os.pathsep + os.environ.get("PATH", ""))
    print(f"random_names: seed {args.seed}, {args.count} cases (DLPACKGEN_PROPERTY_SEED/COUNT to change)")
    failures, outcomes = [], {"compiled": 0, "refused": 0}
    for i in range(args.count):
        rng = random.Random(args.seed * 1000 + i)
        case = os.path.join(work, f"case{i}")
        os.makedirs(os.path.join(case, "include", "dlpack"))
        header = os.path.join(case, "include", "dlpack", "dlpack.h")
        # Every other case mostly hostile: the rest mostly names every language can hold.
        with open(header, "w", encoding="utf-8") as f:
            f.write(make_case(rng, base_text, 0.6 if i % 2 else 0.15))
        gen = os.path.join(case, "gen")

        def fail(msg):
            failures.append(f"case {i} (seed {args.seed}, header {header}): {msg}")

        results = [run([args.dlpackgen, "generate", "-q", "--header", header, "--target", "x86_64-linux-gnu",
                        "--lang", "cpp,rust,zig", "--out", gen]),
                   run([args.dlpackgen, "generate", "-q", "--header", header, "--target", "x86_64-linux-gnu",
                        "--templates", os.path.join(args.examples, "python-ctypes"), "--lang", "ctypes", "--out", gen])]
        where = re.escape(header) + r":\d+:\d+: "
        for r in results:
            lines = [l for l in r.stderr.splitlines() if l.strip()]
            if r.returncode == 2 and lines and all(re.match(r"dlpackgen: error: " + where, l) for l in lines):
                print(f"random_names: case {i}: refused: {lines[0]}" + (f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""))
            elif r.returncode != 0:
                fail(f"generate exited {r.returncode}, not with file:line:col errors only: {r.stderr.strip()[:2000]}")
        native, ctypes_ = (r.returncode == 0 for r in results)
        # What generated compiles, and nothing from the header runs.
        if native:
            tu = os.path.join(case, "all.cpp")
            with open(tu, "w") as f:
                f.write("#include <dlpack/dlpack.h>\n#include <dlpack/all.hpp>\n#include <dlpack/abi_asserts.h>\n"
                        "int main() { return 0; }\n")
            r = run(["g++", "-std=c++17", "-fsyntax-only", "-isystem", os.path.join(case, "include"),
                     "-I", os.path.join(gen, "cpp", "include"), tu])
            if r.returncode:
                fail(f"g++ failed:\n{r.stderr[-3000:]}")
            r = run([args.cargo, "check", "--offline", "--quiet"], cwd=os.path.join(gen, "rust"), env=env)
            if r.returncode:
                fail(f"cargo check failed:\n{r.stderr[-3000:]}")
            r = run([args.zig, "build", "check", "--color", "off", "--cache-dir", os.path.join(case, "zig-cache"),
                     "-p", os.path.join(case, "zig-out")], cwd=os.path.join(gen, "zig"))
            if r.returncode:
                fail(f"zig build check failed:\n{r.stderr[-3000:]}")
        if ctypes_:
            r = run([args.python, "-c", "import os, sys; sys.path.insert(0, os.getcwd()); import dlpack_ctypes"],
                    cwd=os.path.join(gen, "ctypes"))
            if r.returncode:
                fail(f"importing the ctypes module failed:\n{r.stderr[-3000:]}")
        for d in (case, os.path.join(gen, "ctypes"), os.getcwd()):
            if os.path.exists(os.path.join(d, "PWNED")):
                fail("text from the header ran")
        outcomes["compiled"] += native + ctypes_
        outcomes["refused"] += (not native) + (not ctypes_)
        if native or ctypes_:
            print(f"random_names: case {i}: " + ", ".join(
                (["C++, Rust and Zig generated and compile"] if native else []) +
                (["the ctypes module generated and imports"] if ctypes_ else [])))
    for f in failures:
        print("random_names: FAILED: " + f, file=sys.stderr)
    print(f"random_names: of {2 * args.count} generate runs, {outcomes['compiled']} compiled, "
          f"{outcomes['refused']} refused, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
