#!/usr/bin/env bash
# Cross-checks the Rust crate dlpackgen generates against bindgen, per header:
#
#   run.sh DLPACKGEN HEADER_DIRS WORK_DIR [--cargo P] [--rustc P] [--bindgen P] [--break]
#
# For every *.h in HEADER_DIRS (one dir, or several separated by ':'): `dlpackgen generate --lang rust,xcheck` renders
# the crate (rust/) and, from templates/xcheck/main.rs.mustache with the Rust
# descriptor and type partial copied next to it (so every identifier is the
# crate's), a comparison program (xcheck/main.rs). `bindgen HEADER` gives the
# C side (src/bindgen.rs, `mod c`). The program, built offline with a path
# dependency on the crate and run on the host, compares sizes, alignments,
# field offsets, enum sizes, enumerator and macro values, and exits 1 naming
# any mismatch (see the template). A macro bindgen does not emit is skipped by
# design: this script passes `--cfg bindgen_macro="NAME"` for each integer
# constant bindgen.rs declares, the program counts and lists the others.
#
# --break: proves the check can fail. In a copy of each crate, swaps the fields
# `ndim` and `dtype` of DLTensor in src/lib.rs and empties src/layout.rs (the
# crate's own compile-time asserts would otherwise stop the build first); then
# every header must FAIL with a mismatch naming `DLTensor.ndim`.
#
# Prints one PASS/FAIL line per header with its time, the failures' logs, a
# summary; exits non-zero if any header failed.
set -euo pipefail

die() { echo "crosscheck: error: $*" >&2; exit 2; }

cargo=/usr/bin/cargo rustc=/usr/bin/rustc bindgen=/usr/bin/bindgen brk=0
pos=()
while [ $# -gt 0 ]; do
  case "$1" in
    --cargo) cargo="$2"; shift 2 ;;
    --rustc) rustc="$2"; shift 2 ;;
    --bindgen) bindgen="$2"; shift 2 ;;
    --break) brk=1; shift ;;
    -*) die "unknown option $1" ;;
    *) pos+=("$1"); shift ;;
  esac
done
[ ${#pos[@]} -eq 3 ] || die "usage: run.sh DLPACKGEN HEADER_DIRS WORK_DIR [--cargo P] [--rustc P] [--bindgen P] [--break]"
dlpackgen="${pos[0]}" headers="${pos[1]}" work="${pos[2]}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
src_root="$(cd "$here/../../../.." && pwd -P)"

[ -x "$dlpackgen" ] || die "no dlpackgen at '$dlpackgen'"
[ -x "$cargo" ] || die "no cargo at '$cargo' (Debian's cargo-web: bash .ci/setup)"
[ -x "$rustc" ] || die "no rustc at '$rustc' (Debian's rustc-web: bash .ci/setup)"
[ -x "$bindgen" ] || die "no bindgen at '$bindgen' (Debian's bindgen: apt-get install bindgen)"
hs=()
IFS=: read -r -a header_dirs <<<"$headers"
shopt -s nullglob
for d in "${header_dirs[@]}"; do
  [ -d "$d" ] || die "no headers dir '$d'"
  hs+=("$d"/*.h)
done
shopt -u nullglob
[ ${#hs[@]} -gt 0 ] || die "no *.h in '$headers'"

mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
rm -rf "$work/templates" "$work/headers"
mkdir -p "$work/templates/xcheck/_parts" "$work/cargo-home" "$work/headers"
# The scratch language: the test's template + the Rust crate's descriptor and type partial.
cp "$here/templates/xcheck/main.rs.mustache" "$work/templates/xcheck/"
cp "$src_root/templates/rust/language.yaml" "$work/templates/xcheck/language.yaml"
cp "$src_root/templates/rust/_parts/rust_type.mustache" "$work/templates/xcheck/_parts/"

# Nothing of the caller's Rust environment leaks in.
# shellcheck source=../../../cmake/rust-env.sh
source "$src_root/cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
fmt_ms() { echo "$(( $1 / 1000 )).$(( $1 % 1000 / 100 )) s"; }

# One header: prints its result line to $work/results/<name>, its log to $work/logs/<name>.log.
one() {
  local h="$1" name dir log re cfgs=() rc=0
  name="$(basename "$h" .h)"
  dir="$work/$name"
  log="$work/logs/$name.log"
  rm -rf "$dir"
  mkdir -p "$dir/xcheck/src"
  {
    echo "== $h"
    "$dlpackgen" generate --header "$h" --templates "$work/templates" --lang rust,xcheck --out "$dir/gen" -q || return 10
    if [ "$brk" = 1 ]; then
      local lib="$dir/gen/rust/src/lib.rs"
      # Swap the `pub ndim` and `pub dtype` lines inside `pub struct DLTensor { ... }`.
      perl -0pi -e 's{(pub struct DLTensor \{.*?\n\})}{ my $b = $1; $b =~ s/^(\s*pub ndim:[^\n]*)\n(.*?)^(\s*pub dtype:[^\n]*)$/$3\n$2$1/ms; $b }se' "$lib"
      perl -0ne 'exit(/pub struct DLTensor \{.*?pub dtype:.*?pub ndim:.*?\n\}/s ? 0 : 1)' "$lib" \
        || { echo "--break: could not swap DLTensor.ndim and DLTensor.dtype in $lib"; return 11; }
      printf '//! (emptied by tests/outputs/rust/crosscheck/run.sh --break: the cross-check, not these asserts, must catch the swap)\n' \
        >"$dir/gen/rust/src/layout.rs"
      echo "--break: swapped DLTensor.ndim and DLTensor.dtype, emptied layout.rs"
    fi
    cp "$dir/gen/xcheck/main.rs" "$dir/xcheck/src/main.rs"
    # bindgen: the header's own declarations only (no libc macros), unformatted
    # (no dependence on whether a rustfmt is around), no layout tests (we compare).
    cp "$h" "$work/headers/$name.h"
    re=".*/$(printf '%s' "$name.h" | sed 's/[][\.*^$+?(){}|]/\\&/g')"
    "$bindgen" --no-rustfmt-bindings --no-layout-tests --no-doc-comments --default-enum-style consts \
      --allowlist-file "$re" "$work/headers/$name.h" -o "$dir/xcheck/src/bindgen.rs" || return 12
    # Integer constants bindgen emitted that are not enumerators (`pub const NAME : u32 = ...`).
    local n=0
    while read -r m; do
      cfgs+=("--cfg" "bindgen_macro=\"$m\"")
      n=$((n + 1))
    done < <(grep -oE 'pub const [A-Za-z_][A-Za-z0-9_]* ?: ?(:: ?std ?:: ?os ?:: ?raw ?:: ?c_[a-z]+|[iu](8|16|32|64|128|size)) ?=' \
               "$dir/xcheck/src/bindgen.rs" | sed -E 's/pub const ([A-Za-z0-9_]+).*/\1/')
    echo "bindgen emitted $n integer macro(s)"
    cat >"$dir/xcheck/Cargo.toml" <<EOF
# Written by tests/outputs/rust/crosscheck/run.sh: the bindgen cross-check of $name.h.
[package]
name = "dlpack-xcheck"
version = "0.0.0"
edition = "2021"
publish = false

[[bin]]
name = "xcheck"
path = "src/main.rs"

[dependencies]
dlpack-bindings = { path = "../gen/rust" }

[workspace]
EOF
    CARGO_TARGET_DIR="$work/target" "$cargo" rustc --offline --quiet --manifest-path "$dir/xcheck/Cargo.toml" --bin xcheck \
      -- "${cfgs[@]}" || return 13
    "$work/target/debug/xcheck" || return $?
  } >"$log" 2>&1 || rc=$?
  return $rc
}

rm -rf "$work/logs"
mkdir -p "$work/logs"
total_start=$(now_ms)
failed=()
for h in "${hs[@]}"; do
  name="$(basename "$h" .h)"
  start=$(now_ms)
  rc=0
  one "$h" || rc=$?
  took="$(fmt_ms $(( $(now_ms) - start )))"
  log="$work/logs/$name.log"
  if [ "$brk" = 0 ]; then
    if [ $rc -eq 0 ]; then
      echo "PASS $name.h ($took): $(grep -E '^crosscheck ' "$log" | tail -n 1 | sed 's/^crosscheck [^:]*: //')"
    else
      echo "FAIL $name.h ($took, exit $rc)"; failed+=("$name")
    fi
  else
    # Must fail in the comparison program itself (exit 1), naming the swapped field.
    caught="$(grep -E '^MISMATCH offset_of DLTensor\.ndim: ' "$log" || true)"
    if [ $rc -eq 1 ] && [ -n "$caught" ]; then
      echo "PASS $name.h ($took): caught: $caught"
    else
      echo "FAIL $name.h ($took, exit $rc): the swapped DLTensor.ndim was not reported"; failed+=("$name")
    fi
  fi
done
for name in "${failed[@]}"; do
  echo "---- $name.h ($work/logs/$name.log)"
  cat "$work/logs/$name.log"
done
echo "crosscheck: $(( ${#hs[@]} - ${#failed[@]} ))/${#hs[@]} headers passed$([ "$brk" = 1 ] && echo " (--break: each must report the swapped field)" || true) in $(fmt_ms $(( $(now_ms) - total_start )))"
[ ${#failed[@]} -eq 0 ]
