#!/usr/bin/env bash
# Exact values: a header whose enumerators and macro sit at the ends of 64 bits
# (tests/headers/values/ends-of-64-bits.h). For the LP64 targets that read them
# alike, the schema records 18446744073709551615 (not -1) and INT64_MIN; the
# C++ ABI asserts, the Rust crate and the Zig package spell every value exactly
# and compile (their asserts compare with the header's own values); a schema
# round trip generates the same bytes. With the default targets, where MSVC
# reads the unsigned enum as int, the header is refused at the enumerator's
# line. A schema whose unsigned enum holds -1, or whose signed enum holds a
# value above INT64_MAX, is refused at the value.
#   exact_values.sh DLPACKGEN HEADER WORK ZIG RUSTC CARGO
set -euo pipefail
abs() { case "$1" in */*) realpath "$1" ;; *) echo "$1" ;; esac; }
dlpackgen="$(realpath "$1")" header="$(realpath "$2")" work="$3"
zig="$(abs "$4")" rustc="$(abs "$5")" cargo="$(abs "$6")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$work"; mkdir -p "$work"; work="$(realpath "$work")"
cd "$work"
fail() { echo "exact_values: FAILED: $*" >&2; exit 1; }
run() { echo "+ $*"; "$@"; }
host=x86_64-linux-gnu

run "$dlpackgen" parse "$header" --target "$host,aarch64-linux-gnu" -o schema.yaml
for want in "value: 18446744073709551615" "value: 9223372036854775808" "value: -9223372036854775808" \
            "value: 9223372036854775807"; do
  grep -qF -- "$want" schema.yaml || fail "the schema lacks '$want'"
done
run "$dlpackgen" generate --header "$header" --target "$host,aarch64-linux-gnu" --lang cpp,rust,zig --out gen -q 2> /dev/null
run "$dlpackgen" generate --schema schema.yaml --lang cpp,rust,zig --out from-schema -q 2> /dev/null
diff -r gen from-schema > /dev/null || fail "generating from the schema differs from generating from the header"
run "$dlpackgen" layout schema.yaml > /dev/null
grep -qF 'BIG_MAX: Self = Self(18446744073709551615)' gen/rust/src/lib.rs || fail "Rust does not spell 2^64-1"
grep -qF 'big_max = 18446744073709551615' gen/zig/src/dlpack.zig || fail "Zig does not spell 2^64-1"
grep -qF 'kDLBigMax == 18446744073709551615ULL' gen/cpp/include/dlpack/abi_asserts.h || fail "C++ does not spell 2^64-1"

mkdir -p include/dlpack && cp "$header" include/dlpack/dlpack.h
printf '#include <dlpack/dlpack.h>\n#include <dlpack/abi_asserts.h>\nint main() { return 0; }\n' > asserts.cpp
printf '#include <dlpack/dlpack.h>\n#include <dlpack/abi_asserts.h>\nint main(void) { return 0; }\n' > asserts.c
for cxx in g++ clang++; do run "$cxx" -std=c++17 -Wall -Wextra -Werror -pedantic -fsyntax-only -Iinclude -Igen/cpp/include asserts.cpp; done
run gcc -std=c11 -Wall -Wextra -Werror -fsyntax-only -Iinclude -Igen/cpp/include asserts.c
# Rust: the crate (no DLTensor, so no safe-layer unit tests) builds, its layout
# consts compile, clippy and rustdoc with warnings denied.
cp -r gen/rust rust-crate
source "$here/../../cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$work/rust"
export CARGO_TARGET_DIR="$work/rust/target"
(cd rust-crate && run "$cargo" test --offline && run "$cargo" clippy --offline --all-targets -- -D warnings &&
  RUSTDOCFLAGS="-D warnings" run "$cargo" doc --offline --no-deps)
(cd gen/zig && run "$zig" build test --color off --cache-dir "$work/zig-cache" -p "$work/zig-out")

# The same header with every default target: MSVC's int cannot hold 2^63.
rc=0; "$dlpackgen" parse "$header" -o /dev/null 2> refused.log || rc=$?
[ "$rc" = 2 ] && [ "$(grep -c . refused.log)" = 1 ] && grep -qE "^dlpackgen: error: .*ends-of-64-bits\.h:[0-9]+:[0-9]+: enum(erator)? '?(DLBig|kDLBig)" refused.log ||
  { cat refused.log; fail "the default targets were not refused at the enum (exit $rc)"; }

# Schemas whose values do not fit their enum's type.
refuse_schema() {  # refuse_schema NAME SED_EXPRESSION MESSAGE
  sed -e "$2" schema.yaml > "$1.yaml"
  ! cmp -s schema.yaml "$1.yaml" || fail "$1: the edit changed nothing"
  rc=0; "$dlpackgen" layout "$1.yaml" > /dev/null 2> "$1.log" || rc=$?
  [ "$rc" = 2 ] && grep -qE "^dlpackgen: error: $1\.yaml:[0-9]+:[0-9]+: .*$3" "$1.log" ||
    { cat "$1.log"; fail "$1: not refused at the value (exit $rc)"; }
}
refuse_schema unsigned-minus-one '0,/value: 18446744073709551615$/s//value: -1/' "enumerator 'kDLBigMax' = -1 does not fit"
refuse_schema signed-above-int64 's/value: 9223372036854775807$/value: 9223372036854775808/; s/spelling: "9223372036854775807LL"$/spelling: "9223372036854775808ULL"/' \
  "enumerator 'kDLNegMax' = 9223372036854775808 does not fit"
echo "exact_values: 2^63, 2^64-1, INT64_MIN and INT64_MAX exact in the schema, C++, Rust and Zig; mismatches refused"
