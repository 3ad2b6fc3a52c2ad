#!/usr/bin/env bash
# `cargo build` of the crate `dlpackgen generate --lang rust` makes against the
# named baseline, a crate whose lib.rs is Debian's bindgen output for the same
# header, in one hyperfine run (each build from a clean target dir, offline,
# the same cargo and rustc), for the debug and the release profile. Prints
# each mean and the ratio to the baseline. The generated crate's default
# build is the declarations and their layout asserts; its safe layer (the
# feature `safe`: modules `safe` and `element`) is timed as well, to show what
# that layer costs a crate that enables it.
#
#   bench/rust/cargo_build.sh [BUILD_DIR] [HEADER]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
header="$(realpath "${2:-$root/../shared/headers/dlpack-v1.3-torch.h}")"
tool="$build/dlpackgen" bindgen=/usr/bin/bindgen rustc=/usr/bin/rustc cargo=/usr/bin/cargo
for p in "$tool" "$bindgen" "$rustc" "$cargo" "$(command -v hyperfine)"; do
  [ -x "$p" ] || { echo "cargo_build: error: no executable '$p'" >&2; exit 2; }
done
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# shellcheck source=SCRIPTDIR/../../cmake/rust-env.sh
source "$root/cmake/rust-env.sh"
rust_env_isolate "$cargo" "$rustc" "$out"
echo "# cargo build: dlpackgen's crate vs bindgen's output as a crate, $(basename "$header"), $(nproc) cores, $("$rustc" -V | cut -d' ' -f1,2)"

"$tool" generate --header "$header" --lang rust --out "$out/gen" -q
mkdir -p "$out/bindgen/src"
"$bindgen" "$header" -o "$out/bindgen/src/bindings.rs"
cat > "$out/bindgen/Cargo.toml" <<'TOML'
[package]
name = "dlpack-bindgen"
version = "0.1.0"
edition = "2021"
[lib]
name = "dlpack"
path = "src/lib.rs"
TOML
cat > "$out/bindgen/src/lib.rs" <<'RS'
#![allow(non_upper_case_globals, non_camel_case_types, non_snake_case, dead_code)]
include!("bindings.rs");
RS
gen="$out/gen/rust"
grep -q '^safe = ' "$gen/Cargo.toml" \
  || { echo "cargo_build: error: the generated Cargo.toml has no feature 'safe'" >&2; exit 1; }
for crate in "$gen" "$out/bindgen"; do
  "$cargo" build -q --offline --manifest-path "$crate/Cargo.toml" >/dev/null 2>&1 \
    || { echo "cargo_build: error: cargo build of $crate failed" >&2; "$cargo" build --offline --manifest-path "$crate/Cargo.toml"; exit 1; }
done

hyperfine --warmup 2 --min-runs 10 --export-json "$out/time.json" \
  -n "dlpackgen crate (debug)" --prepare "rm -rf $gen/target" "$cargo build -q --offline --manifest-path $gen/Cargo.toml" \
  -n "bindgen crate (debug)" --prepare "rm -rf $out/bindgen/target" "$cargo build -q --offline --manifest-path $out/bindgen/Cargo.toml" \
  -n "dlpackgen crate (release)" --prepare "rm -rf $gen/target" "$cargo build -q --release --offline --manifest-path $gen/Cargo.toml" \
  -n "bindgen crate (release)" --prepare "rm -rf $out/bindgen/target" "$cargo build -q --release --offline --manifest-path $out/bindgen/Cargo.toml" \
  -n "dlpackgen crate, feature safe (debug)" --prepare "rm -rf $gen/target" "$cargo build -q --offline --features safe --manifest-path $gen/Cargo.toml" \
  > /dev/null
python3 - "$out/time.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
print("| build | dlpackgen crate | bindgen crate (baseline) | ratio |")
print("|---|---:|---:|---:|")
for profile in ("debug", "release"):
    d, b = r[f"dlpackgen crate ({profile})"], r[f"bindgen crate ({profile})"]
    print(f"| cargo build{' --release' if profile == 'release' else ''} | {d['mean']*1000:.0f} ms ± {d['stddev']*1000:.0f} "
          f"| {b['mean']*1000:.0f} ms ± {b['stddev']*1000:.0f} | {d['mean']/b['mean']:.2f}x |")
d, b = r["dlpackgen crate, feature safe (debug)"], r["bindgen crate (debug)"]
print(f"| cargo build --features safe (the safe layer too) | {d['mean']*1000:.0f} ms ± {d['stddev']*1000:.0f} "
      f"| {b['mean']*1000:.0f} ms ± {b['stddev']*1000:.0f} | {d['mean']/b['mean']:.2f}x |")
PY
