#!/bin/sh
# The pre-commit hook dlpackgen-abi-diff (.pre-commit-hooks.yaml): for each
# file given, `dlpackgen abi-diff [OPTIONS] HEAD:./FILE FILE`, the committed
# header against the one being committed. Arguments starting with '-' are
# abi-diff options (--fail-on=abi,source,policy); the others are files. A file
# HEAD does not have (new, or no commit yet) has nothing to compare with.
# DLPACKGEN names the dlpackgen to run (default: the one on PATH). Exit: the
# bitwise OR of abi-diff's exit codes.
set -u
dlpackgen="${DLPACKGEN:-dlpackgen}"
options=""
for a in "$@"; do
  case "$a" in
    -*) options="$options $a" ;;
    *)
      # pre-commit passes existing files only. Anything else is an option
      # that lost its dashes: `args: [--fail-on=abi,policy]` is a YAML list of
      # two items, the second one 'policy'.
      if [ ! -f "$a" ]; then
        echo "dlpackgen-abi-diff: error: argument '$a' is neither an option (--name=value) nor a file;" \
          "quote options that hold a comma: args: [\"--fail-on=abi,policy\"]" >&2
        exit 2
      fi
      ;;
  esac
done
# A repository whose dlpackgen.yaml pins the tool (`dlpackgen: ">=0.1,<0.2"`)
# is checked with a dlpackgen it accepts, or not at all.
if [ -f dlpackgen.yaml ]; then
  "$dlpackgen" check-config > /dev/null || exit 2
fi
status=0
for f in "$@"; do
  case "$f" in -*) continue ;; esac
  if ! git cat-file -e "HEAD:./$f" 2>/dev/null; then
    echo "dlpackgen-abi-diff: $f is not in HEAD: nothing to compare"
    continue
  fi
  # shellcheck disable=SC2086 # options are split on purpose
  "$dlpackgen" abi-diff $options "HEAD:./$f" "$f"
  rc=$?
  status=$((status | rc))
done
exit "$status"
