#!/usr/bin/env bash
# The machine of a user who follows the README, for one recipe (tests/docs/recipes.py):
#   recipe_setup.sh SCRATCH NAME
# with HOME=SCRATCH/home. Writes SCRATCH/recipe.env (KEY=VALUE lines) for the steps.
#   - dlpackgen installed in ~/.local (cmake --install of this build), as the
#     README's install recipe leaves it; except for the recipe `install`, which
#     builds and installs it itself from SCRATCH/project/dlpackgen (this source tree)
#   - zig on PATH (the pinned one of the project's venv), pre-commit, Debian's cargo,
#     and python3 with numpy (the venv's python, as a user's python3 with numpy installed)
#   - git with an identity (nothing else: no recipe names a repository URL or tag,
#     and this set-up fabricates none)
# Environment: RECIPE_BUILD (the build dir), RECIPE_VENV, DLPACKGEN_SOURCE.
set -euo pipefail
scratch="$1" name="$2"
: "${RECIPE_BUILD:?}" "${RECIPE_VENV:?}" "${DLPACKGEN_SOURCE:?}"
mkdir -p "$scratch/bin" "$scratch/project" "$HOME/.local"

printf '#!/bin/sh\nexec "%s/bin/python" -m ziglang "$@"\n' "$RECIPE_VENV" > "$scratch/bin/zig"
chmod +x "$scratch/bin/zig"
printf '#!/bin/sh\nexec "%s/bin/python" "$@"\n' "$RECIPE_VENV" > "$scratch/bin/python3"
chmod +x "$scratch/bin/python3"

cat > "$HOME/.gitconfig" <<GIT
[user]
	name = Recipe User
	email = user@example.com
[init]
	defaultBranch = main
GIT

if [ "$name" = install ]; then
  ln -s "$DLPACKGEN_SOURCE" "$scratch/project/dlpackgen"
else
  cmake --install "$RECIPE_BUILD" --prefix "$HOME/.local" > /dev/null
fi

# Debian's cargo before rustup's, and nothing of the caller's Rust set-up.
{
  echo "PATH=$scratch/bin:$HOME/.local/bin:/usr/bin:/bin:$RECIPE_VENV/bin:$PATH"
  echo "CMAKE_PREFIX_PATH=$HOME/.local"
  echo "CARGO_HOME=$HOME/.cargo"
  echo "RUSTUP_HOME=$HOME/.rustup"
  echo "CARGO_NET_OFFLINE=true"
} > "$scratch/recipe.env"
