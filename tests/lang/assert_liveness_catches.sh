#!/usr/bin/env bash
# assert_liveness.sh catches what it is for: with one assert dropped from a
# template (the last field's offset in Zig, the last enumerator in Rust, the
# last integer macro in C), it fails and names the fact that lost its assert.
#   assert_liveness_catches.sh DLPACKGEN WORK ZIG RUSTC CARGO HEADER
set -euo pipefail
dlpackgen="$(realpath "$1")" work="$2" zig="$3" rustc="$4" cargo="$5" header="$(realpath "$6")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
templates="$here/../../templates"
rm -rf "$work"; mkdir -p "$work"; work="$(realpath "$work")"
fail() { echo "assert_liveness_catches: FAILED: $*" >&2; exit 1; }

# seed NAME TEMPLATE PATTERN MESSAGE: drops the last item's line matching
# PATTERN from TEMPLATE; assert_liveness must fail saying MESSAGE.
seed() {
  local name="$1" tmpl="$2" pattern="$3" message="$4" dir="$work/$1"
  mkdir -p "$dir/templates/$(dirname "$tmpl")"
  sed -E "/$pattern/s/^.*$/{{^is_last}}&{{\/is_last}}/" "$templates/$tmpl" > "$dir/templates/$tmpl"
  [ "$(diff "$templates/$tmpl" "$dir/templates/$tmpl" | grep -c '^>')" = 1 ] || fail "$name: the pattern is not on exactly one line"
  printf '#!/bin/sh\nif [ "$1" = generate ]; then shift; exec "%s" generate --templates "%s" "$@"; fi\nexec "%s" "$@"\n' \
    "$dlpackgen" "$dir/templates" "$dlpackgen" > "$dir/dlpackgen"
  chmod +x "$dir/dlpackgen"
  if bash "$here/assert_liveness.sh" "$dir/dlpackgen" "$dir/run" "$zig" "$rustc" "$cargo" "$header" > "$dir/log" 2>&1; then
    cat "$dir/log"; fail "$name: assert_liveness passed with an assert dropped"
  fi
  grep -qF -- "$message" "$dir/log" || { cat "$dir/log"; fail "$name: the failure does not name the dropped fact"; }
  echo "assert_liveness_catches: $name: caught ($message)"
}
seed zig-last-offset zig/src/layout.zig.mustache '"offset", ' 'zig: no failure for /DLTensor\.byte_offset: offset is'
seed rust-last-enumerator rust/src/layout.rs.mustache '\.0 as i128 == \{\{value\}\}' 'rust: no failure for /\S+ is not kDLTrn'
seed c-last-macro cpp/include/dlpack/abi_asserts.h.mustache '"\{\{name\}\} must be \{\{value\}\}' 'gcc: no failure for /DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED must be'
