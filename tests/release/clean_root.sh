#!/usr/bin/env bash
# The release artefacts where users are: a minimal Debian bookworm root made
# with debootstrap (python3 only: no LLVM, yaml-cpp, CLI11 or compiler).
#   clean_root.sh DLPACKGEN DIST HEADERS_DIR WORK
# DLPACKGEN is the source build's executable, DIST the dir `.ci/release` wrote
# (one dlpackgen-*.tar.gz, one dlpackgen-*.whl), HEADERS_DIR the real headers.
# 1. The tarball is unpacked into a prefix and the wheel installed into a venv
#    in that root; each gives `parse`, `generate` (every language), `abi-diff`
#    and `upgrade` outputs byte-identical to the source build's, for every
#    header, run from the same relative paths; `--version` names the same
#    version and commit; `--cmake-dir` names the package inside the install.
# 2. With g++, cmake and git added to the root: a CMake project builds against
#    each installed package (find_package + dlpackgen_generate), and the
#    README's pre-commit hooks (repo: local) pass on a fresh repository and
#    fail on a stale binding and on an unversioned ABI change.
# Needs root (chroot, mounts) and Debian's archive (debootstrap, apt) and PyPI
# (pre-commit) as the machine's apt and pip reach them. The base root is made
# once per build tree (WORK/../bookworm-minbase.tar) and unpacked afresh.
set -euo pipefail
tool="$(realpath "$1")" dist="$(realpath "$2")" headers="$(realpath "$3")" work="$4"
source="$(cd "$(dirname "$0")/../.." && pwd)"
fail() { echo "clean_root: FAILED: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot, mount)"
command -v debootstrap > /dev/null || fail "debootstrap is not installed (.ci/setup installs it)"
tarball="$(ls "$dist"/dlpackgen-*.tar.gz 2> /dev/null | head -1)"
wheel="$(ls "$dist"/dlpackgen-*.whl 2> /dev/null | head -1)"
[ -n "$tarball" ] && [ -n "$wheel" ] \
  || fail "no release artefacts in $dist: run 'BUILD_DIR=build DIST_DIR=build/dist bash .ci/release' first"

mkdir -p "$work"
work="$(realpath "$work")"
root="$work/root"
cache="$work/../bookworm-minbase.tar"
cleanup() {
  for m in proc dev; do mountpoint -q "$root/$m" 2> /dev/null && umount -l "$root/$m"; done
  return 0
}
trap cleanup EXIT
cleanup
rm -rf "$root" "$work/host"
mkdir -p "$root"

# Debian's archive as this machine's apt reaches it (its first non-security source).
mirror="$(grep -hoE '^(URIs:|deb) +[^ ]+' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2> /dev/null \
  | awk '{print $2}' | grep -v security | grep -E '^https?://' | head -1 || true)"
mirror="${mirror:-http://deb.debian.org/debian}"
if [ ! -s "$cache" ]; then
  echo "clean_root: debootstrap bookworm (minbase + python3) from $mirror"
  debootstrap --variant=minbase --include=python3,python3-venv bookworm "$root" "$mirror" > "$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log"; fail "debootstrap"; }
  tar -C "$root" -cf "$cache.tmp" . && mv "$cache.tmp" "$cache"
else
  tar -C "$root" -xf "$cache"
fi
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root() { chroot "$root" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

# Nothing of a build machine: no LLVM/Clang, yaml-cpp, C++ compiler.
in_root sh -c '! command -v cc && ! command -v c++ && ! command -v clang' > /dev/null \
  || fail "the root has a C/C++ compiler"
if in_root sh -c 'ls /usr/lib/llvm-* /usr/lib/*/libLLVM* /usr/lib/*/libclang* /usr/lib/*/libyaml-cpp* 2>/dev/null' | grep -q .; then
  fail "the root has LLVM, Clang or yaml-cpp libraries"
fi

# Install: the tarball into /opt, the wheel into a venv (no index: the file alone).
mkdir -p "$root/opt/dist" "$root/work"
cp "$tarball" "$wheel" "$root/opt/dist/"
tar -C "$root/opt" -xzf "$tarball"
prefix_tar="/opt/$(basename "$tarball" .tar.gz)"
in_root python3 -m venv /opt/venv
in_root /opt/venv/bin/python -m pip install --quiet --no-index --disable-pip-version-check "/opt/dist/$(basename "$wheel")"
exes=("$prefix_tar/bin/dlpackgen" /opt/venv/bin/dlpackgen)
for exe in "${exes[@]}"; do
  in_root "$exe" --version > /dev/null || fail "$exe --version does not run in the clean root"
  [ "$(in_root "$exe" --version)" = "$("$tool" --version)" ] \
    || fail "$exe --version: '$(in_root "$exe" --version)', the source build: '$("$tool" --version)'"
  [ "$(in_root "$exe" --cmake-dir)" = "$(dirname "$(dirname "$exe")")/lib/cmake/dlpackgen" ] \
    || fail "$exe --cmake-dir: '$(in_root "$exe" --cmake-dir)'"
done

# The same commands, from the same relative paths, on the host (the source
# build) and in the root (each install). `run DIR EXE...` writes DIR/out.
commands() {
  # $1: the dlpackgen to run; cwd: the comparison dir (headers/ beside).
  local d="$1" h base status
  mkdir -p out/schema out/gen out/diff out/upgrade
  for h in headers/*.h; do
    base="$(basename "$h" .h)"
    "$d" parse "$h" -o "out/schema/$base.yaml" 2> "out/schema/$base.err"
    "$d" generate --header "$h" --out "out/gen/$base" --quiet 2> "out/gen/$base.err"
    status=0
    "$d" abi-diff --format json headers/dlpack-v1.0.h "$h" > "out/diff/$base.json" 2> "out/diff/$base.err" || status=$?
    echo "$status" > "out/diff/$base.status"
  done
  # upgrade: a project that vendors v1.0 upgrades to v1.1 (passes), then to
  # the v1.1 that adds kDLTrn without a version bump (refused by the policy).
  mkdir -p out/upgrade/project/third_party
  cp headers/dlpack-v1.0.h out/upgrade/project/third_party/dlpack.h
  printf 'header: third_party/dlpack.h\nout: generated\n' > out/upgrade/project/dlpackgen.yaml
  (cd out/upgrade/project && "$d" generate --quiet && status=0 \
    && { "$d" upgrade ../../../headers/dlpack-v1.1.h --report ../v1.1.md > ../v1.1.out 2>&1 || status=$?; } \
    && echo "$status" > ../v1.1.status \
    && status=0 && { "$d" upgrade ../../../headers/dlpack-v1.1-trn.h --report ../trn.md > ../trn.out 2>&1 || status=$?; } \
    && echo "$status" > ../trn.status)
}
export -f commands
mkdir -p "$work/host/headers"
cp "$headers"/*.h "$work/host/headers/"
(cd "$work/host" && commands "$tool") || fail "the source build's commands"
n_headers="$(ls "$work/host/headers" | wc -l)"
grep -q '^0$' "$work/host/out/upgrade/v1.1.status" || fail "the source build's upgrade to v1.1 did not pass"
grep -q '^0$' "$work/host/out/upgrade/trn.status" && fail "the source build's upgrade to v1.1-trn passed"
for exe in "${exes[@]}"; do
  kind="$(basename "$(dirname "$(dirname "$exe")")")"
  cmp_dir="/work/$kind"
  mkdir -p "$root$cmp_dir/headers"
  cp "$headers"/*.h "$root$cmp_dir/headers/"
  declare -f commands > "$root/work/commands.sh"
  in_root bash -c ". /work/commands.sh; cd $cmp_dir && commands $exe" || fail "$exe: the commands"
  if ! diff -r "$work/host/out" "$root$cmp_dir/out" > "$work/$kind.diff"; then
    head -40 "$work/$kind.diff"
    fail "$exe: outputs differ from the source build's ($work/$kind.diff)"
  fi
  echo "clean_root: $exe: parse, generate, abi-diff of $n_headers headers and two upgrades byte-identical to the source build"
done

# 2. A build machine's tools, and nothing more: g++, cmake, git.
echo "clean_root: apt-get install g++ cmake git in the root"
in_root apt-get update -q > "$work/apt.log" 2>&1 || { tail -5 "$work/apt.log"; fail "apt-get update in the root"; }
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends g++ cmake make git ca-certificates \
  >> "$work/apt.log" 2>&1 || { tail -5 "$work/apt.log"; fail "apt-get install in the root"; }

# A CMake consumer against each install: find_package(dlpackgen) from its prefix.
mkdir -p "$root/work/consumer/third_party"
cp "$headers/dlpack-v1.1.h" "$root/work/consumer/third_party/dlpack.h"
cat > "$root/work/consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(consumer CXX)
find_package(dlpackgen 0.1 REQUIRED)
dlpackgen_generate(dlpack_bindings
  HEADER ${CMAKE_SOURCE_DIR}/third_party/dlpack.h
  LANGS cpp
  OUT ${CMAKE_BINARY_DIR}/generated)
add_executable(consumer main.cpp)
target_compile_features(consumer PRIVATE cxx_std_17)
target_link_libraries(consumer PRIVATE dlpack_bindings)
CMAKE
cat > "$root/work/consumer/main.cpp" <<'CPP'
#include <dlpack/dlpack.hpp>
#include <cstdio>
int main() {
  static_assert(dlpack::dtype_of<float>().bits == 32, "float is 32 bits");
  std::printf("%d.%d\n", DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION);
  return 0;
}
CPP
for exe in "${exes[@]}"; do
  prefix="$(dirname "$(dirname "$exe")")"
  b="/work/consumer-build-$(basename "$prefix")"
  in_root cmake -S /work/consumer -B "$b" -DCMAKE_PREFIX_PATH="$prefix" > "$work/consumer.log" 2>&1 \
    && in_root cmake --build "$b" >> "$work/consumer.log" 2>&1 \
    || { tail -20 "$work/consumer.log"; fail "the CMake consumer against $prefix"; }
  [ "$(in_root "$b/consumer")" = "1.1" ] || fail "the consumer built against $prefix printed '$(in_root "$b/consumer")'"
  echo "clean_root: a CMake project builds against $prefix (find_package, dlpackgen_generate)"
done

# The pre-commit hooks of README.md (repo: local), with the wheel's dlpackgen on PATH.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt" 2> /dev/null || true
pip_env=(PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_CERT=/etc/ssl/certs/ca-certificates.crt)
[ -n "${PIP_INDEX_URL:-}" ] && pip_env+=(PIP_INDEX_URL="$PIP_INDEX_URL")
in_root env "${pip_env[@]}" /opt/venv/bin/python -m pip install --quiet "pre-commit>=3" > "$work/pip.log" 2>&1 \
  || { tail -5 "$work/pip.log"; fail "pip install pre-commit in the root"; }
repo="$root/work/repo"
mkdir -p "$repo/third_party/dlpack"
cp "$headers/dlpack-v1.0.h" "$repo/third_party/dlpack/dlpack.h"
# The README's configuration, as a user copies it.
python3 "$source/tests/docs/recipes.py" file check-in .pre-commit-config.yaml "$source/README.md" \
  > "$repo/.pre-commit-config.yaml" || fail "README.md has no pre-commit configuration (recipe check-in)"
printf 'header: third_party/dlpack/dlpack.h\nlanguages: [cpp, rust]\nout: generated\n' > "$repo/dlpackgen.yaml"
hook() { in_root env PATH=/opt/venv/bin:/usr/bin:/bin HOME=/root GIT_AUTHOR_NAME=u GIT_AUTHOR_EMAIL=u@example.com \
  GIT_COMMITTER_NAME=u GIT_COMMITTER_EMAIL=u@example.com PRE_COMMIT_HOME=/root/.cache/pre-commit \
  bash -c "cd /work/repo && $1"; }
hook 'git init -q -b main . && dlpackgen generate --quiet && git add -A && pre-commit install && git commit -q -m base' \
  > "$work/pre-commit.log" 2>&1 || { tail -20 "$work/pre-commit.log"; fail "a first commit with the hooks installed"; }
echo '// stale' >> "$repo/generated/cpp/include/dlpack/dlpack.hpp"
if hook 'git add -A && git commit -q -m stale' >> "$work/pre-commit.log" 2>&1; then
  fail "a commit with a stale binding passed the hooks"
fi
grep -q 'out of date' "$work/pre-commit.log" || { tail -20 "$work/pre-commit.log"; fail "the check hook did not say what is stale"; }
hook 'git checkout -q -- generated' >> "$work/pre-commit.log" 2>&1
sed -i 's/kDLCPU = 1,/kDLCPU = 1,\n  kDLVendorAccel = 99,/' "$repo/third_party/dlpack/dlpack.h"
grep -q kDLVendorAccel "$repo/third_party/dlpack/dlpack.h" || fail "the header edit did not apply"
if hook 'dlpackgen generate --quiet && git add -A && git commit -q -m unversioned' >> "$work/pre-commit.log" 2>&1; then
  fail "an ABI change without a version bump passed the hooks"
fi
grep -q 'kDLVendorAccel' "$work/pre-commit.log" || { tail -20 "$work/pre-commit.log"; fail "the abi-diff hook did not name the change"; }
echo "clean_root: the pre-commit hooks pass a fresh repository, refuse a stale binding and an unversioned ABI change"
