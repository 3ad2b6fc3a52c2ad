#!/usr/bin/env bash
# Builds a check-only Rust sysroot for cross targets, offline, from the
# library sources of the same rustc (Debian: rust-web-src for rustc-web):
#
#   rust-sysroot.sh RUSTC LIBRARY_DIR OUT_DIR TARGET...
#
# For every TARGET other than RUSTC's host, `core` and `compiler_builtins`
# (all that a #![no_std] crate needs: rustc injects `extern crate core` and
# `extern crate compiler_builtins`) are compiled with --emit=metadata into
# OUT_DIR/lib/rustlib/TARGET/lib/, enough for `cargo check --target TARGET`
# with RUSTFLAGS=--sysroot=OUT_DIR. Nothing is linked or code-generated, so no
# cross linker or C toolchain is needed. The host needs nothing: RUSTC ships
# its own std for it; it is only checked to be there.
#
# Each target is built into a scratch directory and moved into place when
# complete, next to a stamp (rustc -vV, library dir, this script's hash); a
# rerun with the same stamps does nothing. Targets build in parallel, at most
# JOBS at a time (default: the number of cores, at most 4: core takes ~0.8 GiB).
# Any missing piece fails with one line starting "rust-sysroot: error:".
set -euo pipefail

die() { echo "rust-sysroot: error: $*" >&2; exit 1; }

# One target, run by the xargs below: rust-sysroot.sh --one TARGET
# (the rest comes from the exported RS_* variables).
if [ "${1:-}" = "--one" ]; then
  t="$2"
  dest="$RS_OUT/lib/rustlib/$t"
  stamp_want="$RS_KEY"$'\n'"target: $t"
  if [ -f "$dest/dlpackgen-stamp" ] && [ "$(cat "$dest/dlpackgen-stamp")" = "$stamp_want" ]; then
    echo "rust-sysroot: $t: up to date"
    exit 0
  fi
  start=$(date +%s%N)
  scratch="$RS_OUT/tmp/$t"
  rm -rf "$scratch"
  lib="$scratch/lib/rustlib/$t/lib"
  mkdir -p "$lib"
  log="$RS_OUT/logs/$t.log"
  : >"$log"

  # compiler_builtins' build.rs, the parts that decide cfgs for the Rust
  # source (no C code: feature "c" is off, as for check builds).
  cfg="$(RUSTC_BOOTSTRAP=1 "$RS_RUSTC" --print cfg --target "$t" 2>>"$log")" \
    || { echo "rust-sysroot: error: $t: $RS_RUSTC --print cfg --target $t failed (unknown target?), see $log" >&2; exit 1; }
  has() { grep -qx -- "$1" <<<"$cfg"; }
  arch="$(sed -n 's/^target_arch="\(.*\)"$/\1/p' <<<"$cfg")"
  cb_cfg=(--cfg 'feature="compiler-builtins"' --cfg 'feature="unstable-intrinsics"'
          --cfg intrinsics_enabled --cfg arch_enabled --cfg optimizations_enabled)
  case "$t" in
    *wasi*) ;;
    *wasm*|*-none*|*nvptx*|*uefi*|*xous*|*sgx*fortanix*) cb_cfg+=(--cfg 'feature="mem"') ;;
  esac
  case "$arch" in x86_64|x86|aarch64|bpf*) cb_cfg+=(--cfg 'feature="mem-unaligned"') ;; esac
  if [ "$arch" = x86 ] && ! has 'target_feature="sse"'; then cb_cfg+=(--cfg x86_no_sse); fi
  case "${t%%-*}" in
    thumbv6m|thumbv8m.base) cb_cfg+=(--cfg thumb --cfg thumb_1) ;;
    thumb*) cb_cfg+=(--cfg thumb) ;;
    armv4t|armv5te) cb_cfg+=(--cfg kernel_user_helpers) ;;
  esac
  [ "$t" = arm-linux-androideabi ] && cb_cfg+=(--cfg kernel_user_helpers)
  has target_has_reliable_f16 && cb_cfg+=(--cfg f16_enabled)
  has target_has_reliable_f128 && cb_cfg+=(--cfg f128_enabled)

  common=(--crate-type rlib --target "$t" --emit=metadata --sysroot "$scratch"
          -Zforce-unstable-if-unmarked --cap-lints allow --out-dir "$lib")
  if ! RUSTC_BOOTSTRAP=1 "$RS_RUSTC" --crate-name core --edition "$RS_CORE_EDITION" \
       "${common[@]}" "$RS_LIB/core/src/lib.rs" >>"$log" 2>&1; then
    tail -n 20 "$log" >&2
    echo "rust-sysroot: error: $t: core did not compile, see $log" >&2
    exit 1
  fi
  if ! RUSTC_BOOTSTRAP=1 "$RS_RUSTC" --crate-name compiler_builtins --edition "$RS_CB_EDITION" \
       "${common[@]}" "${cb_cfg[@]}" "$RS_LIB/compiler-builtins/compiler-builtins/src/lib.rs" >>"$log" 2>&1; then
    tail -n 20 "$log" >&2
    echo "rust-sysroot: error: $t: compiler_builtins did not compile, see $log" >&2
    exit 1
  fi
  printf '%s\n' "$stamp_want" >"$scratch/lib/rustlib/$t/dlpackgen-stamp"
  rm -rf "$dest"
  mv "$scratch/lib/rustlib/$t" "$dest"
  rm -rf "$scratch"
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  printf 'rust-sysroot: %s: built in %d.%01d s\n' "$t" $((ms / 1000)) $((ms % 1000 / 100))
  exit 0
fi

[ $# -ge 4 ] || die "usage: rust-sysroot.sh RUSTC LIBRARY_DIR OUT_DIR TARGET..."
rustc="$1" libdir="$2" out="$3"
shift 3
targets=("$@")

[ -x "$rustc" ] || die "no rustc at '$rustc' (Debian's rustc-web: bash .ci/setup, or set DLPACKGEN_RUSTC)"
vv="$("$rustc" -vV 2>&1)" || die "'$rustc -vV' failed: $(head -n1 <<<"$vv")"
release="$(sed -n 's/^release: //p' <<<"$vv")"
host="$(sed -n 's/^host: //p' <<<"$vv")"
[ -n "$release" ] && [ -n "$host" ] || die "'$rustc -vV' printed no release/host"

[ -f "$libdir/core/src/lib.rs" ] \
  || die "no Rust library sources at '$libdir' (core/src/lib.rs missing; Debian's rust-web-src: bash .ci/setup, or set DLPACKGEN_RUST_LIBRARY_DIR)"
[ -f "$libdir/compiler-builtins/compiler-builtins/src/lib.rs" ] \
  || die "no compiler_builtins sources at '$libdir/compiler-builtins/compiler-builtins' (rust-web-src incomplete?)"
libdir="$(cd "$libdir" && pwd -P)"
# rust-src's version must be rustc's: core's metadata is read by that rustc.
if [ -f "$libdir/../src/version" ]; then
  src_version="$(cat "$libdir/../src/version")"
  [ "$src_version" = "$release" ] \
    || die "library sources at $libdir are Rust $src_version but $rustc is $release (install the matching rust-web-src)"
fi
edition_of() { sed -n 's/^edition *= *"\([0-9]*\)".*/\1/p' "$1" | head -n1; }
core_edition="$(edition_of "$libdir/core/Cargo.toml")"
cb_edition="$(edition_of "$libdir/compiler-builtins/compiler-builtins/Cargo.toml")"
[ -n "$core_edition" ] && [ -n "$cb_edition" ] || die "no edition in $libdir/core/Cargo.toml or compiler_builtins' Cargo.toml"

# The host: the compiler's own sysroot must hold its std (Debian:
# libstd-rust-web-dev, a dependency of rustc-web).
build=()
for t in "${targets[@]}"; do
  if [ "$t" = "$host" ]; then
    hostlib="$("$rustc" --print sysroot)/lib/rustlib/$host/lib"
    compgen -G "$hostlib/libcore-*.r*" >/dev/null \
      || die "$rustc has no core for its host $host in $hostlib (Debian: libstd-rust-web-dev)"
    echo "rust-sysroot: $t: host, uses $rustc's own sysroot ($hostlib)"
  else
    build+=("$t")
  fi
done

mkdir -p "$out/lib/rustlib" "$out/logs" "$out/tmp"
out="$(cd "$out" && pwd -P)"
# One build at a time per OUT_DIR (two ctest runs sharing a build tree).
exec 9>"$out/lock"
flock 9

script_hash="$(sha256sum "${BASH_SOURCE[0]}" | cut -d' ' -f1)"
export RS_RUSTC="$rustc" RS_LIB="$libdir" RS_OUT="$out" \
  RS_CORE_EDITION="$core_edition" RS_CB_EDITION="$cb_edition" \
  RS_KEY="$vv"$'\n'"library: $libdir"$'\n'"script: $script_hash"

jobs="${JOBS:-}"
if [ -z "$jobs" ]; then
  jobs="$(nproc 2>/dev/null || echo 2)"
  [ "$jobs" -gt 4 ] && jobs=4
fi
start=$(date +%s)
status=0
if [ ${#build[@]} -gt 0 ]; then
  printf '%s\n' "${build[@]}" | xargs -P "$jobs" -n 1 bash "${BASH_SOURCE[0]}" --one || status=$?
fi
rm -rf "$out/tmp"  # scratch of failed targets
if [ "$status" -ne 0 ]; then
  rm -f "$out/stamp"
  die "sysroot at $out incomplete: a target failed (above)"
fi
printf '%s\n' "$vv" >"$out/stamp"
echo "rust-sysroot: $out ready for ${#build[@]} cross target(s) with rustc $release ($(( $(date +%s) - start )) s)"
