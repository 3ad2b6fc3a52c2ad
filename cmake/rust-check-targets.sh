#!/usr/bin/env bash
# `cargo check`s one crate for several targets, offline, against the
# check-only sysroot of cmake/rust-sysroot.sh:
#
#   rust-check-targets.sh [OPTIONS] CRATE_DIR SYSROOT_DIR TARGET...
#
#   --rustc PATH          the rustc (default /usr/bin/rustc: Debian's; the
#                         sysroot's metadata is only readable by the rustc
#                         that wrote it, so never rustup's from PATH)
#   --cargo PATH          the cargo (default /usr/bin/cargo)
#   --work DIR            scratch: a copy of the crate (cargo writes
#                         Cargo.lock next to Cargo.toml, the source tree
#                         stays clean) and one CARGO_TARGET_DIR per target
#                         (default SYSROOT_DIR/../rust-check)
#   --features LIST       passed to cargo check --features
#   --deny-warnings       RUSTFLAGS -Dwarnings
#   --clippy              `cargo clippy` instead of `cargo check` (Debian's
#                         rust-web-clippy: cargo-clippy next to CARGO)
#   --expect-fail REGEX   invert: a target passes when cargo check fails and
#                         its output matches REGEX (proves a wrong assert is
#                         caught on every target, for the right reason)
#   --jobs N              targets checked at once (default: cores, at most 4)
#
# The host target uses RUSTC's own sysroot; every other target
# RUSTFLAGS=--sysroot=SYSROOT_DIR. Cargo runs with a private CARGO_HOME and
# without the caller's RUSTFLAGS/RUSTC_*/CARGO_* settings. Prints one
# "PASS target" or "FAIL target" line per target (in the order given), the
# output of the failures, and exits non-zero if any target failed.
set -euo pipefail

die() { echo "rust-check: error: $*" >&2; exit 2; }

# One target, run by the xargs below (settings in the exported RC_* variables).
if [ "${1:-}" = "--one" ]; then
  t="$2"
  log="$RC_WORK/logs/$t.log"
  res="$RC_WORK/results/$t"
  flags=()
  [ "$t" = "$RC_HOST" ] || flags+=("--sysroot=$RC_SYSROOT")
  [ "$RC_DENY_WARNINGS" = 1 ] && flags+=(-Dwarnings)
  if [ "$t" != "$RC_HOST" ] && ! compgen -G "$RC_SYSROOT/lib/rustlib/$t/lib/libcore*" >/dev/null; then
    echo "no core for $t in $RC_SYSROOT (cmake/rust-sysroot.sh not run for it?)" >"$log"
    echo "FAIL $t (no core in the sysroot)" >"$res"
    exit 0
  fi
  stamp="$RC_SYSROOT/lib/rustlib/$t/dlpackgen-stamp"
  if [ "$t" != "$RC_HOST" ] && [ -f "$stamp" ] && [ "$(head -n "$(wc -l <<<"$RC_VV")" "$stamp")" != "$RC_VV" ]; then
    echo "the core for $t in $RC_SYSROOT was built by another rustc than $RC_RUSTC ($stamp)" >"$log"
    echo "FAIL $t (sysroot built by another rustc)" >"$res"
    exit 0
  fi
  args=("$RC_SUBCOMMAND" --offline --target "$t" --manifest-path "$RC_WORK/crate/Cargo.toml")
  [ -n "$RC_FEATURES" ] && args+=(--features "$RC_FEATURES")
  start=$(date +%s%N)
  set +e
  # CARGO_ENCODED_RUSTFLAGS: 0x1f-separated, so a sysroot path may hold spaces.
  # PATH: `cargo clippy` runs the cargo-clippy next to this cargo, not rustup's.
  env PATH="$(dirname "$RC_CARGO"):$PATH" CARGO_HOME="$RC_WORK/cargo-home" CARGO_TARGET_DIR="$RC_WORK/target/$t" \
      RUSTC="$RC_RUSTC" CARGO_NET_OFFLINE=true CARGO_TERM_COLOR=never \
      CARGO_ENCODED_RUSTFLAGS="$(IFS=$'\x1f'; echo "${flags[*]}")" \
      "$RC_CARGO" "${args[@]}" >"$log" 2>&1
  rc=$?
  set -e
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  took="$((ms / 1000)).$((ms % 1000 / 100)) s"
  if [ -z "$RC_EXPECT_FAIL" ]; then
    if [ $rc -eq 0 ]; then echo "PASS $t ($took)"; else echo "FAIL $t (cargo $RC_SUBCOMMAND failed, $took)"; fi >"$res"
  elif [ $rc -eq 0 ]; then
    echo "FAIL $t (cargo $RC_SUBCOMMAND passed, expected a failure matching /$RC_EXPECT_FAIL/)" >"$res"
  elif grep -qE -- "$RC_EXPECT_FAIL" "$log"; then
    echo "PASS $t (failed as expected, $took)" >"$res"
  else
    echo "FAIL $t (cargo $RC_SUBCOMMAND failed, but not with /$RC_EXPECT_FAIL/)" >"$res"
  fi
  exit 0
fi

rustc=/usr/bin/rustc cargo=/usr/bin/cargo work="" features="" deny=0 expect="" jobs="" subcommand=check
while [ $# -gt 0 ]; do
  case "$1" in
    --rustc) rustc="$2"; shift 2 ;;
    --cargo) cargo="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --features) features="$2"; shift 2 ;;
    --deny-warnings) deny=1; shift ;;
    --clippy) subcommand=clippy; shift ;;
    --expect-fail) expect="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --) shift; break ;;
    -*) die "unknown option $1" ;;
    *) break ;;
  esac
done
[ $# -ge 3 ] || die "usage: rust-check-targets.sh [OPTIONS] CRATE_DIR SYSROOT_DIR TARGET..."
crate="$1" sysroot="$2"
shift 2
targets=("$@")

[ -x "$rustc" ] || die "no rustc at '$rustc' (Debian's rustc-web: bash .ci/setup)"
[ -x "$cargo" ] || die "no cargo at '$cargo' (Debian's cargo-web: bash .ci/setup)"
if [ "$subcommand" = clippy ] && [ ! -x "$(dirname "$cargo")/cargo-clippy" ]; then
  die "no cargo-clippy next to $cargo (Debian's rust-web-clippy: bash .ci/setup)"
fi
[ -f "$crate/Cargo.toml" ] || die "no Cargo.toml in '$crate'"
[ -d "$sysroot" ] || die "no sysroot at '$sysroot' (run cmake/rust-sysroot.sh first)"
vv="$("$rustc" -vV)" || die "'$rustc -vV' failed"
host="$(sed -n 's/^host: //p' <<<"$vv")"
sysroot="$(cd "$sysroot" && pwd -P)"
# The sysroot must come from this very rustc, else its metadata is unreadable.
if [ -f "$sysroot/stamp" ] && [ "$(cat "$sysroot/stamp")" != "$vv" ]; then
  die "the sysroot at $sysroot was built by rustc $(sed -n 's/^release: //p' "$sysroot/stamp"), not by $rustc ($(sed -n 's/^release: //p' <<<"$vv")); rerun cmake/rust-sysroot.sh with it"
fi
[ -n "$work" ] || work="$sysroot/../rust-check"
mkdir -p "$work"
work="$(cd "$work" && pwd -P)"

# A fresh copy of the crate (mtimes kept: cargo's fingerprints stay fresh).
rm -rf "$work/crate" "$work/logs" "$work/results"
mkdir -p "$work/crate" "$work/logs" "$work/results" "$work/cargo-home"
tar -C "$crate" --exclude=./target -cf - . | tar -C "$work/crate" -xf -

# Nothing of the caller's Rust environment leaks in (RUSTC_BOOTSTRAP included:
# the crate must check on a stable compiler).
source "$(dirname "${BASH_SOURCE[0]}")/rust-env.sh"
rust_env_clean
export RC_RUSTC="$rustc" RC_VV="$vv" RC_CARGO="$cargo" RC_WORK="$work" RC_SYSROOT="$sysroot" \
  RC_HOST="$host" RC_SUBCOMMAND="$subcommand" RC_FEATURES="$features" RC_DENY_WARNINGS="$deny" RC_EXPECT_FAIL="$expect"

if [ -z "$jobs" ]; then
  jobs="$(nproc 2>/dev/null || echo 2)"
  [ "$jobs" -gt 4 ] && jobs=4
fi
printf '%s\n' "${targets[@]}" | xargs -P "$jobs" -n 1 bash "${BASH_SOURCE[0]}" --one

failed=0
for t in "${targets[@]}"; do
  [ -f "$work/results/$t" ] || echo "FAIL $t (no result)" >"$work/results/$t"
  cat "$work/results/$t"
  grep -q '^PASS' "$work/results/$t" || failed=$((failed + 1))
done
for t in "${targets[@]}"; do
  if ! grep -q '^PASS' "$work/results/$t"; then
    echo "---- $t: $cargo $subcommand ($work/logs/$t.log)"
    cat "$work/logs/$t.log" 2>/dev/null || true
  fi
done
echo "rust-check: $(( ${#targets[@]} - failed ))/${#targets[@]} targets passed ($crate${features:+, features $features}${expect:+, expecting failures})"
[ "$failed" -eq 0 ]
