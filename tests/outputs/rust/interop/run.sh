#!/usr/bin/env bash
# The generated Rust crate and C, exchanging managed tensors for real, per header:
#
#   run.sh DLPACKGEN HEADERS_DIR WORK_DIR [--cargo P] [--rustc P] [--cc P] [--asan]
#
# For every *.h in HEADERS_DIR that has DLManagedTensor (v0.2 on; the others
# are listed as skipped): generates the Rust crate, compiles
# tests/support/interop_producer.c (shared with the Zig interop test)
# against that same header (copied as include/dlpack/dlpack.h) into
# libproducer.a with the system cc, builds interop.rs offline with a path
# dependency on the crate, linked with that library (cargo rustc -L/-l, no
# build script), and runs it (see interop.rs: C -> Rust, C -> Rust -> C,
# Rust -> C, for DLManagedTensorVersioned where the header has it and for
# DLManagedTensor). --asan compiles it with AddressSanitizer and links
# GCC's runtime first (-l dylib=asan; expects CC to be GCC): a use after free
# or double free on either side of the boundary fails the run (Rust's boxes
# come from malloc through the system allocator). ASAN_OPTIONS defaults to
# detect_leaks=1.
#
# Prints one PASS/FAIL/SKIP line per header with its time, the failures' logs,
# a summary; exits non-zero if any header failed or none ran.
set -euo pipefail

die() { echo "interop: error: $*" >&2; exit 2; }

cargo=/usr/bin/cargo rustc=/usr/bin/rustc cc=cc asan=0
pos=()
while [ $# -gt 0 ]; do
  case "$1" in
    --cargo) cargo="$2"; shift 2 ;;
    --rustc) rustc="$2"; shift 2 ;;
    --cc) cc="$2"; shift 2 ;;
    --asan) asan=1; shift ;;
    -*) die "unknown option $1" ;;
    *) pos+=("$1"); shift ;;
  esac
done
[ ${#pos[@]} -eq 3 ] || die "usage: run.sh DLPACKGEN HEADERS_DIR WORK_DIR [--cargo P] [--rustc P] [--cc P] [--asan]"
dlpackgen="${pos[0]}" headers="${pos[1]}" work="${pos[2]}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"

[ -x "$dlpackgen" ] || die "no dlpackgen at '$dlpackgen'"
[ -x "$cargo" ] || die "no cargo at '$cargo' (Debian's cargo-web: bash .ci/setup)"
[ -x "$rustc" ] || die "no rustc at '$rustc' (Debian's rustc-web: bash .ci/setup)"
command -v "$cc" >/dev/null || die "no C compiler '$cc'"
[ -d "$headers" ] || die "no headers dir '$headers'"
shopt -s nullglob
hs=("$headers"/*.h)
shopt -u nullglob
[ ${#hs[@]} -gt 0 ] || die "no *.h in '$headers'"

mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
# shellcheck source=../../../cmake/rust-env.sh
source "$here/../../../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
fmt_ms() { echo "$(( $1 / 1000 )).$(( $1 % 1000 / 100 )) s"; }

one() {
  local h="$1" name dir cdefs=() cfgs=() cflags=(-std=c11 -O1 -g -Wall -Wextra -Werror) link=()
  name="$(basename "$h" .h)"
  dir="$work/$name"
  rm -rf "$dir"
  mkdir -p "$dir/include/dlpack" "$dir/lib" "$dir/app/src"
  echo "== $h"
  "$dlpackgen" generate --header "$h" --lang rust --out "$dir/gen" -q || return 10
  cp "$h" "$dir/include/dlpack/dlpack.h"
  if grep -q DLManagedTensorVersioned "$h"; then cdefs+=(-DDL_HAS_VERSIONED); cfgs+=(--cfg dl_versioned); fi
  if grep -qE 'DLContext[[:space:]]+ctx;' "$h"; then cdefs+=(-DDL_CTX); cfgs+=(--cfg dl_ctx); fi
  if [ "$asan" = 1 ]; then
    cflags+=(-fsanitize=address -fno-omit-frame-pointer)
    link+=(-l dylib=asan)
  fi
  echo "C: $cc ${cflags[*]} ${cdefs[*]}; Rust: ${cfgs[*]}"
  "$cc" "${cflags[@]}" "${cdefs[@]}" -I "$dir/include" -c "$here/../../../support/interop_producer.c" -o "$dir/lib/producer.o" || return 11
  ar rcs "$dir/lib/libproducer.a" "$dir/lib/producer.o" || return 11
  cp "$here/interop.rs" "$dir/app/src/main.rs"
  cat >"$dir/app/Cargo.toml" <<EOF
# Written by tests/outputs/rust/interop/run.sh: the C interop test of $name.h.
[package]
name = "dlpack-interop"
version = "0.0.0"
edition = "2021"
publish = false

[[bin]]
name = "interop"
path = "src/main.rs"

[dependencies]
dlpack-bindings = { path = "../gen/rust", features = ["alloc"] }

[workspace]
EOF
  CARGO_TARGET_DIR="$work/target" "$cargo" rustc --offline --quiet --manifest-path "$dir/app/Cargo.toml" --bin interop \
    -- -D warnings -L "native=$dir/lib" -l static=producer "${link[@]}" "${cfgs[@]}" || return 12
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" "$work/target/debug/interop" || return $?
  # The round trips, measuring resident memory: ASan's quarantine (which keeps
  # freed memory back to catch a use after free) off, its leak check on.
  DLPACK_INTEROP_ROUND_TRIPS=1 ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}:quarantine_size_mb=0" \
    "$work/target/debug/interop" || return $?
}

mkdir -p "$work/logs"
total_start=$(now_ms)
failed=() ran=0 skipped=0
for h in "${hs[@]}"; do
  name="$(basename "$h" .h)"
  if ! grep -qE '\}[[:space:]]*DLManagedTensor[[:space:]]*;' "$h"; then
    echo "SKIP $name.h: no DLManagedTensor (DLPack before v0.2)"
    skipped=$((skipped + 1))
    continue
  fi
  start=$(now_ms)
  rc=0
  one "$h" >"$work/logs/$name.log" 2>&1 || rc=$?
  took="$(fmt_ms $(( $(now_ms) - start )))"
  ran=$((ran + 1))
  if [ $rc -eq 0 ]; then
    echo "PASS $name.h ($took): $(grep -E '^interop ' "$work/logs/$name.log" | tail -n 1 | sed 's/^interop [^:]*: //')"
  else
    echo "FAIL $name.h ($took, exit $rc)"
    failed+=("$name")
  fi
done
for name in "${failed[@]}"; do
  echo "---- $name.h ($work/logs/$name.log)"
  cat "$work/logs/$name.log"
done
echo "interop: $(( ran - ${#failed[@]} ))/$ran headers passed, $skipped skipped$([ "$asan" = 1 ] && echo " (ASan)" || true) in $(fmt_ms $(( $(now_ms) - total_start )))"
[ ${#failed[@]} -eq 0 ] && [ "$ran" -gt 0 ]
