#!/usr/bin/env bash
# A header upgrade that adds a device type and a dtype code must not slip
# through: generating the shims from a copy of HEADER with one new enumerator in
# each enum fails, naming both and the file that lacks each (the overlay, the
# cuda descriptor); other languages still generate;
# --allow-unmapped turns the errors into warnings, and then the exhaustive
# switches stop the build (-Werror=switch), naming both enumerators.
#
# unmapped.sh DLPACKGEN HEADER SEMANTICS WORK_DIR GXX CLANGXX
set -euo pipefail
dlpackgen=$1 header=$2 semantics=$3 work=$4 gxx=$5 clangxx=$6
src="$(cd "$(dirname "$0")" && pwd)/compile_all.cpp"
fail() { echo "FAILED: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work/inc/dlpack"
h="$work/inc/dlpack/dlpack.h"
perl -pe 's/^(\s*)kDLCPU = 1,/$1kDLCPU = 1,\n$1kDLNewAccel = 42,/; s/^(\s*)kDLInt = 0U,/$1kDLInt = 0U,\n$1kDLFloat3_e1m1 = 30U,/' "$header" >"$h"
grep -q kDLNewAccel "$h" && grep -q kDLFloat3_e1m1 "$h" || fail "could not add the enumerators to a copy of $header"

# 1. The shims: an error naming both values and the overlay, nothing written.
set +e
"$dlpackgen" generate --header "$h" --lang cuda --out "$work/out" >"$work/err.out" 2>"$work/err.log"
rc=$?
set -e
[ $rc -eq 2 ] || fail "generate --lang cuda exited $rc, not 2: $(cat "$work/err.log")"
grep -qE "dlpack.h:[0-9]+:[0-9]+: DLDeviceType enumerator kDLNewAccel = 42 is not mapped under devices.types of the built-in overlay .*extends: builtin.*- \{enumerator: kDLNewAccel, backend: unsupported\}" "$work/err.log" ||
  fail "no error naming kDLNewAccel: $(cat "$work/err.log")"
grep -qE "dlpack.h:[0-9]+:[0-9]+: DLDataTypeCode enumerator kDLFloat3_e1m1 = 30 is not mapped under dtype.codes of the built-in overlay \(needed by language cuda\): .*`- \{enumerator: kDLFloat3_e1m1, kind: handle, name: float3_e1m1, bits: \[8\]\}`" "$work/err.log" ||
  fail "no error naming kDLFloat3_e1m1: $(cat "$work/err.log")"
[ "$(wc -l <"$work/err.log")" -eq 2 ] || fail "expected two error lines: $(cat "$work/err.log")"
[ ! -e "$work/out" ] || fail "generate wrote $work/out although it failed"

# 1b. No overlay at all (or one without the sections): one error per section the
# language requires, at its requires_mapped entry, nothing written.
set +e
"$dlpackgen" generate --semantics none --header "$h" --lang cuda --out "$work/out" 2>"$work/none.log"
rc=$?
set -e
[ $rc -eq 2 ] || fail "generate --semantics none --lang cuda exited $rc, not 2: $(cat "$work/none.log")"
grep -qE "^dlpackgen: error: .*_shim/language.yaml:[0-9]+:[0-9]+: language cuda requires the overlay's .devices. section \(requires_mapped\)" "$work/none.log" ||
  fail "no positioned error for the missing devices section: $(cat "$work/none.log")"
grep -qE "^dlpackgen: error: .*_shim/language.yaml:[0-9]+:[0-9]+: language cuda requires every dtype code mapped \(requires_mapped: element_types\), and there is no overlay" "$work/none.log" ||
  fail "no positioned error for the missing dtype section: $(cat "$work/none.log")"
[ "$(wc -l <"$work/none.log")" -eq 2 ] || fail "expected two error lines: $(cat "$work/none.log")"
[ ! -e "$work/out" ] || fail "generate wrote $work/out although it failed"

# 2. Languages that do not switch over the enums are not held up.
"$dlpackgen" generate -q --header "$h" --lang cpp --out "$work/cpp" || fail "generate --lang cpp failed"

# 3. --allow-unmapped: warnings, and shims whose switches miss the new values.
"$dlpackgen" generate -q --allow-unmapped --header "$h" --lang cuda --out "$work/out" 2>"$work/warn.log" ||
  fail "generate --allow-unmapped failed: $(cat "$work/warn.log")"
grep -q "warning: .*kDLNewAccel = 42" "$work/warn.log" || fail "no warning for kDLNewAccel: $(cat "$work/warn.log")"
grep -q "warning: .*kDLFloat3_e1m1 = 30" "$work/warn.log" || fail "no warning for kDLFloat3_e1m1"

# 4. ... which do not compile with -Werror=switch, with either compiler.
for cxx in "$gxx" "$clangxx"; do
  if "$cxx" -std=c++17 -Werror=switch -fsyntax-only -I "$work/out/cuda/include" -I "$work/inc" "$src" >"$work/switch.log" 2>&1; then
    fail "$cxx compiled shims whose switches miss kDLNewAccel and kDLFloat3_e1m1"
  fi
  grep -q "kDLNewAccel.*not handled in switch" "$work/switch.log" || fail "$cxx did not name kDLNewAccel: $(cat "$work/switch.log")"
  grep -q "kDLFloat3_e1m1.*not handled in switch" "$work/switch.log" || fail "$cxx did not name kDLFloat3_e1m1: $(cat "$work/switch.log")"
done

# 5. Mapping them makes it whole again: the device type and the dtype code in a
# user overlay that extends the built-in one (the lines the error gave), the
# code's element type in a user cuda descriptor (a user template dir whose
# cuda/language.yaml replaces the built-in one).
cat >"$work/semantics.yaml" <<'EOF'
semantics_version: 1
extends: builtin
dtype:
  codes:
    - {enumerator: kDLFloat3_e1m1, since: "9.9", kind: float4, name: float3_e1m1, bits: [3]}
devices:
  types:
    - {enumerator: kDLNewAccel, backend: unsupported}
EOF
mkdir -p "$work/templates/cuda"
sed -e 's/^      kDLBool: {8: bool}$/&\n      kDLFloat3_e1m1: {3: packed}/' \
  "$(dirname "$semantics")/../templates/cuda/language.yaml" >"$work/templates/cuda/language.yaml"
grep -q kDLFloat3_e1m1 "$work/templates/cuda/language.yaml" || fail "could not extend the cuda descriptor"
"$dlpackgen" generate -q --semantics "$work/semantics.yaml" --templates "$work/templates" --header "$h" --lang cuda \
  --out "$work/mapped" 2>"$work/mapped.log" ||
  fail "generate with both mapped failed: $(cat "$work/mapped.log")"
[ ! -s "$work/mapped.log" ] || fail "warnings with both mapped: $(cat "$work/mapped.log")"
"$gxx" -std=c++17 -Wall -Wextra -Werror -Werror=switch -I "$work/mapped/cuda/include" -I "$work/inc" "$src" -o "$work/mapped.bin" ||
  fail "the shims with both mapped do not compile"
"$work/mapped.bin" >/dev/null || fail "the shims with both mapped do not run"
echo "ok: unmapped kDLNewAccel and kDLFloat3_e1m1 reported, warned with --allow-unmapped, refused by -Werror=switch; mapped, they build"
