# Sourced by the Rust test scripts: cargo and rustc with nothing of the
# caller's Rust environment (CARGO_*, RUSTC*, RUSTFLAGS, RUSTDOCFLAGS, RUSTUP_*,
# RUSTC_BOOTSTRAP included: crates must build on a stable compiler).

# Unsets every such variable.
rust_env_clean() {
  local v
  for v in $(compgen -e); do
    case "$v" in CARGO_*|RUSTC*|RUSTFLAGS|RUSTDOCFLAGS|RUSTUP_*) unset "$v" ;; esac
  done
}

# rust_env_isolate CARGO RUSTC WORK: cleans, then exports an offline cargo with
# its own CARGO_HOME under WORK, RUSTC, and CARGO's dir first on PATH (so
# `cargo clippy` and rustdoc are the ones beside it, never rustup's).
rust_env_isolate() {
  rust_env_clean
  mkdir -p "$3/cargo-home"
  export PATH="$(dirname "$1"):$PATH" CARGO_HOME="$3/cargo-home" RUSTC="$2" \
    CARGO_NET_OFFLINE=true CARGO_TERM_COLOR=never
}
