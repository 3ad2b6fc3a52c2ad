#!/usr/bin/env bash
# Header text that tries to break out of where it lands: a real header whose
# doc comments hold a Python docstring terminator with code after it, comment
# terminators and openers, a line ending in a backslash, control characters
# (BEL, form feed, CR), bidi overrides and line separators, and whose file name
# holds a quote and a backslash, and which declares fields, enumerators and
# parameters named as other languages' keywords, primitive types and prelude
# names. Generated for C++, Rust, Zig and the Python
# ctypes example; every output must compile (g++ and clang++ with -Werror;
# cargo test, clippy and doc with warnings denied; zig build test), importing
# the Python module must run nothing from the header, and the docstring must
# hold the doc text as written (less the dropped control characters).
#   hostile_text.sh DLPACKGEN BASE_HEADER EXAMPLES_DIR WORK ZIG RUSTC CARGO PYTHON
set -euo pipefail
dlpackgen="$(realpath "$1")" base="$(realpath "$2")" examples="$(realpath "$3")" work="$4"
abs() { case "$1" in */*) realpath "$1" ;; *) echo "$1" ;; esac; }
zig="$(abs "$5")" rustc="$(abs "$6")" cargo="$(abs "$7")" python="$(abs "$8")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$work"; mkdir -p "$work"; work="$(realpath "$work")"
fail() { echo "hostile_text: FAILED: $*" >&2; exit 1; }
run() { echo "+ $*"; "$@"; }

header="$work/src/dl\"pack\\x.h"
mkdir -p "$work/src"
"$python" - "$base" "$header" <<'PY'
import sys
s = open(sys.argv[1], encoding="utf-8").read()
def sub(old, new):
    global s
    assert old in s, old
    s = s.replace(old, new, 1)
# A struct's brief: a docstring terminator with code after it, control and
# bidi characters, a line separator, and a backslash at the end of the line.
sub(" * \\brief A Device for Tensor and operator.\n",
    ' * \\brief A Device """; __import__("os").system("touch PWNED"); """ bell\x07 ff\x0c cr\r '
    'rlo\u202e ls\u2028 end\\\n')
# A field's doc as a // comment: closes and opens a block comment.
sub("  /*! \\brief The device type used in the device. */\n",
    "  /// \\brief closes */ and opens /* here {{not mustache}} \" ' ` $x @\"error\" #[cfg] //! \n")
# An enumerator's doc: a raw string opener and a backslash before the end of the comment.
sub("  /*! \\brief CPU device */\n", '  /*! \\brief r#"raw" and a backslash \\ */\n')
# Names that are keywords, primitive types or prelude names of the output
# languages (not of C or C++): escaped by each descriptor's rules, they compile.
kw = ["type", "self", "Self", "fn", "error", "test", "align", "lambda", "match", "async", "await", "def",
      "None", "True", "pass", "yield", "mut", "loop", "impl", "trait", "let", "ref", "move", "crate",
      "super", "comptime", "defer", "errdefer", "orelse", "anytype", "opaque", "unreachable", "is", "in",
      "i32", "u8", "Option", "layout", "safe", "c", "std"]
enumerators = ["type", "self", "fn", "error", "test", "align", "lambda", "match", "async", "def", "None", "yield"]
# Its doc holds a \\code{.rust} example that is no Rust of the crate: fenced
# as text (the Rust descriptor's docs.fences), never compiled as a doc test.
decls = ("/*! \\brief Keywords of other languages as field names.\n *\n * \\code{.rust}\n"
         " * compile_error!(\"a header example ran as a doc test\");\n * \\endcode\n */\ntypedef struct {\n" +
         "".join(f"  int32_t {k};\n" for k in kw) + "} DLKeywords;\n\n" +
         "/*! \\brief Keywords as enumerators. */\ntypedef enum {\n" +
         "".join(f"  kDLKw{k[0].upper() + k[1:]} = {i},\n" for i, k in enumerate(enumerators)) + "} DLKwKind;\n\n" +
         "/*! \\brief Keywords as parameter names. */\n" +
         "typedef int32_t (*DLKwFn)(int32_t type, int32_t self, int32_t fn, int32_t error, int32_t lambda);\n\n")
sub("} DLDevice;\n", "} DLDevice;\n\n" + decls)
open(sys.argv[2], "w", encoding="utf-8", newline="").write(s)
PY
# The C++ wrappers include the header as <dlpack/dlpack.h>.
mkdir -p "$work/include/dlpack" && cp "$header" "$work/include/dlpack/dlpack.h"

cd "$work"
run "$dlpackgen" generate --header "$header" --out gen --lang cpp --lang rust --lang zig -q
run "$dlpackgen" generate --header "$header" --templates "$examples/python-ctypes" --lang ctypes --out gen -q
grep -q 'rlo' gen/rust/src/lib.rs || fail "the hostile doc did not reach the Rust crate"
if grep -rlP '[\x07\x0c\r\x{202e}\x{2028}]' gen; then fail "a control or bidi character reached the output"; fi

# C++: every wrapper and the ABI asserts, with both compilers, warnings as
# errors (the header itself, which holds the bidi characters, as a system header).
printf '#include <dlpack/dlpack.h>\n#include <dlpack/all.hpp>\n#include <dlpack/abi_asserts.h>\nint main() { return 0; }\n' > all.cpp
for cxx in g++ clang++; do
  run "$cxx" -std=c++17 -Wall -Wextra -Werror -pedantic -fsyntax-only -isystem include -Igen/cpp/include all.cpp
done

# Rust: tests, clippy and rustdoc with warnings denied.
run bash "$here/../outputs/rust/test_crate.sh" "$cargo" "$rustc" "$work/gen/rust" "$work/rust"

# Zig: the unit tests on the host (the doc comments and asserts compile).
(cd gen/zig && run "$zig" build test --color off --cache-dir "$work/zig-cache" -p "$work/zig-out")

# Python: importing runs nothing from the header; the docstring holds the text.
(cd gen/ctypes && "$python" - <<'PY'
import os, sys
sys.path.insert(0, os.getcwd())
import dlpack_ctypes as m
assert not os.path.exists("PWNED"), "the import ran code from the header"
doc = m.DLDevice.__doc__
want = 'A Device """; __import__("os").system("touch PWNED"); """ bell ff cr rlo ls end\\'
assert doc == want, f"docstring {doc!r} != {want!r}"
assert m.HEADER_FILE == 'dl"pack\\x.h', m.HEADER_FILE
print("hostile_text: the ctypes module imports, runs nothing, keeps the text")
PY
)
[ ! -e PWNED ] && [ ! -e gen/ctypes/PWNED ] || fail "code from the header ran"
echo "hostile_text: C++, Rust, Zig and ctypes outputs compile, docs and strings escaped"
