#!/usr/bin/env bash
# Every generated assert is there and fires. For each HEADER, the bindings are
# generated for the host target; the list of facts each language must assert
# is computed from the schema (every struct's and enum's size and alignment,
# every field's offset, every enumerator, every integer macro); then every
# assert of the generated code is inverted in a copy (C and C++: the assert
# macro; Rust: each assert its own const, so that one failure does not hide the
# next; Zig: the checks log instead of stopping) and the copy is compiled. Each
# fact's own message must be among the failures: an assert that is missing,
# never compiled or checks something else fails the test. The unmodified
# bindings compile first.
#   assert_liveness.sh DLPACKGEN WORK ZIG RUSTC CARGO HEADER...
set -euo pipefail
abs() { case "$1" in */*) realpath "$1" ;; *) echo "$1" ;; esac; }
dlpackgen="$(realpath "$1")" work="$2" zig="$(abs "$3")" rustc="$(abs "$4")" cargo="$(abs "$5")"
shift 5
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$work"; mkdir -p "$work"; work="$(realpath "$work")"
fail() { echo "assert_liveness: FAILED: $*" >&2; exit 1; }
run() { echo "+ $*"; "$@"; }
case "$(uname -m)" in
  x86_64) host=x86_64-linux-gnu ;;
  aarch64) host=aarch64-linux-gnu ;;
  *) fail "no default target for $(uname -m)" ;;
esac
source "$here/../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work/rust-env"
export CARGO_TARGET_DIR="$work/rust-target"

# expect.py SCHEMA LANG: one message (a Python regex) per fact LANG must assert.
cat > "$work/expect.py" <<'PY'
import re, sys, yaml
schema, lang, triple = yaml.safe_load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
q = re.escape
out = []
def layout(name, size, align):
    if lang == "c":
        out.append(f"{q(name)}: size must be {size} on {q(triple)}")
        out.append(f"{q(name)}: alignment must be {align} on {q(triple)}")
    elif lang == "rust":
        out.append(f"{q(name)}: size differs from C on {q(triple)}")
        out.append(f"{q(name)}: alignment differs from C on {q(triple)}")
    else:
        out.append(f"{q(name)}: size is {size} in Zig but {size} in C on {q(triple)}")
        out.append(f"{q(name)}: alignment is {align} in Zig but {align} in C on {q(triple)}")
for s in schema.get("structs") or []:
    lay = (s.get("layout") or {}).get(triple)
    if not lay:
        continue
    layout(s["name"], lay["size"], lay["align"])
    for f in s.get("fields") or []:
        off = (f.get("offset") or {}).get(triple)
        if off is None:
            continue
        subject = f"{s['name']}.{f['name']}"
        out.append({"c": f"{q(subject)}: offset must be {off} on {q(triple)}",
                    "rust": f"{q(subject)}: offset differs from C on {q(triple)}",
                    "zig": f"{q(subject)}: offset is {off} in Zig but {off} in C on {q(triple)}"}[lang])
for e in schema.get("enums") or []:
    lay = (e.get("layout") or {}).get(triple)
    if lay:
        layout(e["name"], lay["size"], lay["align"])
    for en in e.get("enumerators") or []:
        if lang == "c":
            out.append(f"{q(e['name'])}: {q(en['name'])} must be {en['value']}")
        else:  # the language's own names, then the C name and value
            out.append(rf"\S+ is not {q(en['name'])} \({en['value']}\)")
for m in schema.get("macros") or []:
    if "value" in m:
        out.append(f"{q(m['name'])} must be {m['value']}" if lang == "c" else f"{q(m['name'])} is not {m['value']}")
print("\n".join(out))
PY
# check MESSAGES_FILE LOG WHAT: every message is in LOG.
check() {
  python3 - "$1" "$2" "$3" <<'PY'
import re, sys
wanted = [l for l in open(sys.argv[1]).read().splitlines() if l]
log = open(sys.argv[2], errors="replace").read()
missing = [w for w in wanted if not re.search(w, log)]
for w in missing:
    print(f"assert_liveness: {sys.argv[3]}: no failure for /{w}/", file=sys.stderr)
if missing or not wanted:
    sys.exit(f"assert_liveness: {sys.argv[3]}: {len(missing)} of {len(wanted)} asserts missing or dead")
print(f"assert_liveness: {sys.argv[3]}: all {len(wanted)} asserts present and live")
PY
}

for header in "$@"; do
  header="$(realpath "$header")"
  name="$(basename "$header" .h)"
  dir="$work/$name"
  mkdir -p "$dir/include/dlpack"
  cp "$header" "$dir/include/dlpack/dlpack.h"
  cd "$dir"
  run "$dlpackgen" parse "$header" --target "$host" -o schema.yaml
  run "$dlpackgen" generate -q --header "$header" --target "$host" --lang cpp,rust,zig --out gen
  for lang in c rust zig; do python3 "$work/expect.py" schema.yaml "$lang" "$host" > "expect-$lang.txt"; done

  # C and C++: the unmodified asserts compile; inverted, each fact's fails.
  printf '#include <dlpack/dlpack.h>\n#include <dlpack/abi_asserts.h>\n' > asserts.c
  cp asserts.c asserts.cpp
  run gcc -std=c11 -fsyntax-only -Iinclude -Igen/cpp/include asserts.c
  run g++ -std=c++17 -fsyntax-only -Iinclude -Igen/cpp/include asserts.cpp
  cp -r gen/cpp inverted-cpp
  sed -i -E 's/^(#define DLPACKGEN_ABI_ASSERT\(cond, msg\) )(static_assert|_Static_assert)\(cond, msg\)$/\1\2(!(cond), msg)/' \
    inverted-cpp/include/dlpack/abi_asserts.h
  [ "$(grep -c '(!(cond), msg)' inverted-cpp/include/dlpack/abi_asserts.h)" = 2 ] || fail "$name: the C assert macro was not found"
  for cc in "gcc -std=c11 asserts.c" "g++ -std=c++17 asserts.cpp"; do
    set -- $cc
    if "$1" "$2" -fsyntax-only -fmax-errors=0 -Iinclude -Iinverted-cpp/include "$3" > "c-$1.log" 2>&1; then
      fail "$name: $1 accepted inverted asserts"
    fi
    check expect-c.txt "c-$1.log" "$name: $1"
  done

  # Rust: the crate checks; then every assert! of layout.rs inverted, each in its own const.
  (cd gen/rust && run "$cargo" check --offline -q)
  cp -r gen/rust inverted-rust
  python3 - inverted-rust/src/layout.rs <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
line = re.compile(r'^(\s*)assert!\((.*), ("(?:[^"\\]|\\.)*")\);$', re.M)
new, n = line.subn(lambda m: f"{m[1]}const _: () = assert!(!({m[2]}), {m[3]});", text)
if n == 0:
    sys.exit("assert_liveness: no assert! in layout.rs")
open(path, "w").write(new)
PY
  if (cd inverted-rust && "$cargo" check --offline --color never > "$dir/rust.log" 2>&1); then
    fail "$name: cargo check accepted inverted asserts"
  fi
  check expect-rust.txt rust.log "$name: rust"

  # Zig: the package builds; then every check logs when it holds instead of stopping when it does not.
  (cd gen/zig && run "$zig" build check --color off --cache-dir "$dir/zig-cache" -p "$dir/zig-out")
  cp -r gen/zig inverted-zig
  python3 - inverted-zig/src/layout.zig <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text, n1 = re.subn(r"if \(got != want\)(\s*)@compileError\(", r"if (got == want)\1@compileLog(", text)
text, n2 = re.subn(r"^(\s*)if \((.*) != (.*)\) @compileError\((\"(?:[^\"\\]|\\.)*\")\);$",
                   r"\1if (\2 == \3) @compileLog(\4);", text, flags=re.M)
if n1 != 1:
    sys.exit("assert_liveness: layout.zig's expect() was not found")
open(path, "w").write(text)
PY
  if (cd inverted-zig && "$zig" build check --color off --cache-dir "$dir/zig-cache-inverted" -p "$dir/zig-out-inverted" \
        > "$dir/zig.log" 2>&1); then
    fail "$name: zig build check accepted inverted asserts"
  fi
  check expect-zig.txt zig.log "$name: zig"
done
echo "assert_liveness: every assert of every header is present and fires"
