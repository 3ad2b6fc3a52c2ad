# Writes OUT (dlpackgen_commit.h) with the source tree's commit, for
# `dlpackgen --version`; rewritten only when it changes, so a build relinks only
# after a new commit. Run at every build by the dlpackgen_commit target
# (generator/CMakeLists.txt):
#   cmake -DSOURCE_DIR=... -DOUT=... [-DCOMMIT=...] -P DlpackgenCommit.cmake
# COMMIT (the cache variable DLPACKGEN_COMMIT) wins: a build from a source
# archive without .git names its commit there; otherwise git's short hash,
# "+dirty" when tracked files differ from it, or "unknown" outside git.
if(NOT COMMIT)
  set(COMMIT "unknown")
  find_program(_git git)
  if(_git AND EXISTS "${SOURCE_DIR}/.git")
    execute_process(COMMAND "${_git}" -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                    OUTPUT_VARIABLE _hash OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc ERROR_QUIET)
    if(_rc EQUAL 0 AND _hash)
      set(COMMIT "${_hash}")
      execute_process(COMMAND "${_git}" -C "${SOURCE_DIR}" diff --quiet HEAD --
                      RESULT_VARIABLE _dirty ERROR_QUIET)
      if(_dirty EQUAL 1)
        string(APPEND COMMIT "+dirty")
      endif()
    endif()
  endif()
endif()
set(_text "#pragma once\n#define DLPACKGEN_COMMIT \"${COMMIT}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" _old)
  if(_old STREQUAL _text)
    return()
  endif()
endif()
file(WRITE "${OUT}" "${_text}")
