#!/usr/bin/env bash
# The conformance suite (../conformance.py) for the generated Zig package:
#
#   run.sh DLPACKGEN HEADER WORK_DIR PYTHON ZIG [SUITE ARGS...]
#
# generates the package of HEADER, builds conformance.zig into a shared
# library with a path dependency on it (build.zig), and runs the suite with
# the venv's PYTHON on that library. ZIG_GLOBAL_CACHE_DIR defaults to one in WORK_DIR.
set -euo pipefail
[ $# -ge 5 ] || { echo "usage: run.sh DLPACKGEN HEADER WORK_DIR PYTHON ZIG [SUITE ARGS...]" >&2; exit 2; }
dlpackgen="$1" header="$2" work="$3" python="$4" zig="$5"
shift 5
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"
export ZIG_GLOBAL_CACHE_DIR="${ZIG_GLOBAL_CACHE_DIR:-$work/zig-global-cache}"
rm -rf "$work/gen" "$work/app"
mkdir -p "$work/app"
"$dlpackgen" generate --header "$header" --lang zig --out "$work/gen" -q
cp "$here/build.zig" "$here/conformance.zig" "$work/app/"
sed "s|@PACKAGE@|../gen/zig|g" "$here/build.zig.zon.in" >"$work/app/build.zig.zon"
(cd "$work/app" && "$zig" build --prefix "$work/app/zig-out")
exec "$python" "$here/../conformance.py" zig "$work/app/zig-out/lib/libdlpack_conformance.so" "$@"
