#!/usr/bin/env bash
# The Rust crate of `dlpackgen generate --lang rust` (layouts for the schema's
# nine targets) against Debian's bindgen (one target per run), in one run:
#
#   bench/rust/compare.sh [BUILD_DIR] [HEADER]
#
#   1. time: one hyperfine run of dlpackgen (9 targets) and bindgen for the
#      host, the host with -ffreestanding (dlpackgen's own Clang mode) and
#      i686-unknown-linux-gnu (with -ffreestanding when the 32-bit glibc
#      headers are missing, as they are without gcc-multilib)
#   2. lines: dlpackgen's crate (Cargo.toml + src/*.rs) against bindgen's files
#   3. i686: (a) bindgen's host file, rustc --emit=metadata for i686 against the
#      check-only core sysroot of cmake/rust-sysroot.sh (BUILD_DIR/rust-sysroot,
#      from `ctest -R rust_sysroot`; rows needing it are skipped without it),
#      its #[test] layout fns tried for i686 and run on the host; (b) the layout
#      numbers bindgen's host and i686 files differ in, next to dlpackgen's i686
#      asserts; (c) `cargo check --target i686` of dlpackgen's crate, as
#      generated and with its i686 DLTensor size assert off by one.
#
# Default HEADER: ../shared/headers/dlpack-v1.3-torch.h. Tools: hyperfine,
# /usr/bin/bindgen, /usr/bin/rustc and /usr/bin/cargo (Debian's; the sysroot is
# only readable by the rustc that built it). Everything runs in a temp dir.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
header="$(realpath "${2:-$root/../shared/headers/dlpack-v1.3-torch.h}")"
tool="$build/dlpackgen" sysroot="$build/rust-sysroot"
bindgen=/usr/bin/bindgen rustc=/usr/bin/rustc cargo=/usr/bin/cargo t32=i686-unknown-linux-gnu
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for p in "$tool" "$bindgen" "$rustc" "$cargo" "$(command -v hyperfine)"; do
  [ -x "$p" ] || { echo "compare: error: no executable '$p'" >&2; exit 2; }
done
# shellcheck source=SCRIPTDIR/../../cmake/rust-env.sh
source "$root/cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$out"
start=$(date +%s)
echo "# dlpackgen vs bindgen $("$bindgen" --version | cut -d' ' -f2): $(basename "$header"), $(nproc) cores, $("$rustc" -V | cut -d' ' -f1,2)"

# ---- 1. Time ----------------------------------------------------------------
fs32=""
if ! "$bindgen" "$header" -o "$out/probe.rs" -- --target=$t32 >"$out/probe.log" 2>&1; then
  fs32=" -ffreestanding"
  echo; echo "note: plain \`bindgen -- --target=$t32\` fails here: $(grep -m1 -o "fatal error: .*found" "$out/probe.log"); the i686 row adds -ffreestanding (Clang's own stdint.h, as dlpackgen parses)"
fi
"$tool" generate --header "$header" --lang rust --out "$out/dlpackgen" -q \
  || { echo "compare: error: $tool generate failed (above)" >&2; exit 1; }
hyperfine --warmup 3 --min-runs 30 --export-json "$out/time.json" \
  --prepare "rm -rf $out/dlpackgen" --prepare true --prepare true --prepare true \
  -n "dlpackgen generate --lang rust (9 targets)" "$tool generate --header $header --lang rust --out $out/dlpackgen -q" \
  -n "bindgen (host)" "$bindgen $header -o $out/host.rs" \
  -n "bindgen -ffreestanding (host)" "$bindgen $header -o $out/host-fs.rs -- -ffreestanding" \
  -n "bindgen --target=$t32$fs32" "$bindgen $header -o $out/i686.rs -- --target=$t32$fs32" >/dev/null
python3 - "$out/time.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
b = next(x["mean"] for x in r if x["command"] == "bindgen (host)")
print("\n## 1. Generation time (hyperfine, %d+ runs each)\n" % min(len(x["times"]) for x in r))
print("| command | mean ± sd | ratio to bindgen (host) |\n|---|---|---|")
for x in r:
    print(f"| {x['command']} | {x['mean']*1000:.1f} ms ± {x['stddev']*1000:.1f} | {x['mean']/b:.2f} |")
PY

# ---- 2. Lines ---------------------------------------------------------------
crate="$out/dlpackgen/rust"
echo; echo "## 2. Lines of output"; echo
echo "| output | files | lines |"; echo "|---|---|---|"
(cd "$crate" && find . -name '*.rs' -o -name Cargo.toml) | sort >"$out/files"
echo "| dlpackgen crate (Cargo.toml + src/*.rs) | $(wc -l <"$out/files") | $(cd "$crate" && xargs cat <"$out/files" | wc -l) |"
while read -r f; do echo "| &nbsp;&nbsp;${f#./} | | $(wc -l <"$crate/$f") |"; done <"$out/files"
layout_asserts="$(grep -cE '^\s*assert!\((size_of|align_of|offset_of)' "$crate/src/layout.rs")"
value_asserts="$(grep -cE '^\s*assert!\(' "$crate/src/layout.rs")"
echo "| &nbsp;&nbsp;of src/layout.rs: size/align/offset asserts (all 9 targets) | | $layout_asserts (+ $((value_asserts - layout_asserts)) enumerator/macro value asserts) |"
for f in host host-fs i686; do
  tests="$(awk '/^#\[test\]/{t=1} t{n++} t&&/^}/{t=0} END{print n+0}' "$out/$f.rs")"
  label="bindgen (host)"; [ $f = host-fs ] && label="bindgen -ffreestanding (host)"; [ $f = i686 ] && label="bindgen --target=$t32$fs32"
  echo "| $label | 1 | $(wc -l <"$out/$f.rs") (of which $tests in $(grep -c '^#\[test\]' "$out/$f.rs") #[test] layout fns) |"
done

# ---- 3. What each reports on i686 -------------------------------------------
echo; echo "## 3. What each reports on $t32"; echo
have_sysroot=0
if compgen -G "$sysroot/lib/rustlib/$t32/lib/libcore*" >/dev/null \
   && [ "$(head -n "$("$rustc" -vV | wc -l)" "$sysroot/lib/rustlib/$t32/dlpackgen-stamp" 2>/dev/null)" = "$("$rustc" -vV)" ]; then
  have_sysroot=1
else
  echo "SKIPPED (a) metadata check and (c): no core sysroot for $t32 by $rustc in $sysroot (ctest --test-dir $build -R rust_sysroot)"
fi
# (a) The host file, as no_std (--use-core: the sysroot holds core, not std); same layout tests as host.rs.
"$bindgen" "$header" -o "$out/hostcore.rs" --use-core --ctypes-prefix core::ffi
cmp -s <(grep -o '[0-9]*usize' "$out/host.rs") <(grep -o '[0-9]*usize' "$out/hostcore.rs") \
  || { echo "compare: error: bindgen --use-core changed the layout numbers" >&2; exit 1; }
printf '#![no_std]\n#![allow(warnings)]\ninclude!("hostcore.rs");\n' >"$out/bg.rs"
rc32=(--edition 2021 --crate-name bg --target "$t32" --sysroot "$sysroot" --emit=metadata --out-dir "$out/rmeta")
ntests="$(grep -c '^#\[test\]' "$out/host.rs")" nnum="$(grep -c '[0-9]usize,$' "$out/host.rs")"
echo "(a) bindgen's host file (--use-core --ctypes-prefix core::ffi: same $nnum layout numbers as the plain one), built for $t32:"
if [ $have_sysroot = 1 ]; then
  s=$(date +%s%N); r=ok
  "$rustc" "${rc32[@]}" --crate-type lib "$out/bg.rs" >"$out/a.log" 2>&1 || r="FAILED: $(grep -m1 '^error' "$out/a.log")"
  echo "- rustc --emit=metadata --target $t32: $r in $(( ($(date +%s%N) - s) / 1000000 )) ms; its $ntests layout tests are #[test] fns, compiled out, none of the $nnum host numbers checked"
  "$rustc" "${rc32[@]}" --test "$out/bg.rs" >"$out/t.log" 2>&1 && r=built || r="not buildable here: $(grep -m1 '^error' "$out/t.log") (no $t32 std/test crate installed)"
  echo "- rustc --test --target $t32: $r"
fi
"$rustc" --edition 2021 --test -A warnings "$out/host.rs" -o "$out/hosttest"
echo "- on the host instead (rustc --test host.rs): $("$out/hosttest" 2>&1 | grep -m1 '^test result')"
# (b) Layout numbers: bindgen host vs bindgen i686 vs dlpackgen's i686 asserts.
echo; echo "(b) layout numbers that differ between bindgen's host and $t32 files (DL* types), and dlpackgen's $t32 asserts:"; echo
python3 - "$out/host.rs" "$out/i686.rs" "$crate/src/layout.rs" <<'PY'
import re, sys
def bg(path):
    s, d = open(path).read(), {}
    for m in re.finditer(r"(size|align)_of::<(\w+)>\(\),\s*(\d+)usize", s): d[f"{m[2]} {m[1]}"] = int(m[3])
    for m in re.finditer(r"MaybeUninit::<(\w+)>::uninit\(\);.*?addr_of!\(\(\*ptr\)\.(\w+)\).*?(\d+)usize", s, re.S):
        d[f"{m[1]}.{m[2]} offset"] = int(m[3])
    return {k: v for k, v in d.items() if k.startswith("DL")}
host, i686 = bg(sys.argv[1]), bg(sys.argv[2])
blk = re.search(r'#\[cfg\(all\(target_arch = "x86", target_os = "linux".*?\n\};', open(sys.argv[3]).read(), re.S)[0]
dg = {f"{m[2]} {m[1]}": int(m[3]) for m in re.finditer(r"(size|align)_of::<(\w+)>\(\) == (\d+)", blk)}
dg.update({f"{m[1]}.{m[2]} offset": int(m[3]) for m in re.finditer(r"offset_of!\((\w+), (\w+)\) == (\d+)", blk)})
print("| type / field | bindgen host (tests) | bindgen i686 | dlpackgen i686 assert |\n|---|---|---|---|")
diff = [k for k in host if k in i686 and host[k] != i686[k]]
for k in diff: print(f"| {k} | {host[k]} | {i686[k]} | {dg.get(k, '-')} |")
agree = sum(1 for k in i686 if dg.get(k) == i686[k])
extra = ", ".join(sorted(set(dg) - set(i686))) or "none"
print(f"\n{len(diff)} of {len(host)} numbers differ; dlpackgen's {len(dg)} i686 asserts cover {len(i686)} bindgen i686 numbers,"
      f" {agree} equal (not in bindgen's tests: {extra})")
PY
# (c) dlpackgen's crate for i686: its i686 asserts are evaluated by cargo check.
echo; echo "(c) dlpackgen's crate ($(grep -c 'assert!' <<<"$(sed -n '/^#\[cfg(all(target_arch = "x86", target_os = "linux"/,/^};/p' "$crate/src/layout.rs")") asserts under #[cfg] for $t32):"
if [ $have_sysroot = 1 ]; then
  check() { # DIR LABEL
    local s r=ok
    s=$(date +%s%N)
    CARGO_TARGET_DIR="$out/target-$2" CARGO_ENCODED_RUSTFLAGS="--sysroot=$sysroot" \
      "$cargo" check -q --offline --target $t32 --manifest-path "$1/Cargo.toml" >"$out/$2.log" 2>&1 \
      || r="FAILED: $(grep -m1 -oE 'evaluation panicked: .*|error.*' "$out/$2.log")"
    echo "- cargo check --target $t32, $2: $r ($(( ($(date +%s%N) - s) / 1000000 )) ms)"
  }
  check "$crate" "as generated"
  cp -r "$crate" "$out/wrong"
  perl -0pi -e 's/(\n#\[cfg\(all\(target_arch = "x86", target_os = "linux".*?size_of::<DLTensor>\(\) == )(\d+)/$1.($2 + 1)/se' "$out/wrong/src/layout.rs"
  cmp -s "$crate/src/layout.rs" "$out/wrong/src/layout.rs" && { echo "compare: error: i686 assert not found" >&2; exit 1; }
  check "$out/wrong" "i686 DLTensor size assert +1"
fi
echo; echo "total: $(( $(date +%s) - start )) s"
