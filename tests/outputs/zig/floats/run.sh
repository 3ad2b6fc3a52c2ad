#!/usr/bin/env bash
# The package's floats against ml_dtypes (and bfloat16 by nearest value), bit
# for bit: tests/support/float_reference.py writes the reference values,
# floats.zig (run against the checked-in generated/zig) compares.
#
#   run.sh PYTHON ZIG PACKAGE_DIR WORK_DIR
set -euo pipefail
python="$1" zig="$2" package="$3" work="$4"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
package="$(cd "$package" && pwd -P)"
rm -rf "$work/data"
mkdir -p "$work/data"
"$python" "$here/../../../support/float_reference.py" "$work/data"
cd "$here"
"$zig" run --cache-dir "$work/cache" --dep dlpack -Mroot=floats.zig -Mdlpack="$package/src/dlpack.zig" -- "$work/data"
