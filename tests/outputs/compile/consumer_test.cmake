# Driver of test_cmake_consumer (cmake -P): install, configure the consumer,
# build, run, check; then prove the check target notices a stale file and the
# build does nothing when nothing changed.
foreach(_v DLPACKGEN_BUILD_DIR CONSUMER_SOURCE_DIR WORK_DIR HEADER GENERATOR)
  if(NOT DEFINED ${_v})
    message(FATAL_ERROR "consumer_test.cmake: -D${_v}=... missing")
  endif()
endforeach()

function(step)
  cmake_parse_arguments(S "EXPECT_FAIL" "OUTPUT" "COMMAND" ${ARGN})
  execute_process(COMMAND ${S_COMMAND} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(S_EXPECT_FAIL AND rc EQUAL 0)
    message(FATAL_ERROR "expected failure: ${S_COMMAND}\n${out}${err}")
  elseif(NOT S_EXPECT_FAIL AND NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${S_COMMAND}\n${out}${err}")
  endif()
  if(S_OUTPUT)
    set(${S_OUTPUT} "${out}${err}" PARENT_SCOPE)
  endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(prefix "${WORK_DIR}/prefix")
set(build "${WORK_DIR}/build")
step(COMMAND "${CMAKE_COMMAND}" --install "${DLPACKGEN_BUILD_DIR}" --prefix "${prefix}")
foreach(f bin/dlpackgen share/dlpackgen/templates/cpp/include/dlpack/abi_asserts.h.mustache
          lib/cmake/dlpackgen/dlpackgenConfig.cmake lib/cmake/dlpackgen/DlpackgenGenerate.cmake)
  if(NOT EXISTS "${prefix}/${f}")
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()

step(COMMAND "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE_DIR}" -B "${build}" -G "${GENERATOR}"
             "-DCMAKE_PREFIX_PATH=${prefix}" "-DHEADER=${HEADER}")
step(COMMAND "${CMAKE_COMMAND}" --build "${build}")
step(COMMAND "${build}/app")
set(asserts "${build}/generated/cpp/include/dlpack/abi_asserts.h")
if(NOT EXISTS "${asserts}")
  message(FATAL_ERROR "not generated: ${asserts}")
endif()
file(READ "${asserts}" text)
if(NOT text MATCHES "Generated from dlpack-v1.0.h v1.0")
  message(FATAL_ERROR "unexpected banner in ${asserts}")
endif()
step(COMMAND "${CMAKE_COMMAND}" --build "${build}" --target dlpack_bindings_check)

# Nothing changed: nothing to do.
step(COMMAND "${CMAKE_COMMAND}" --build "${build}" -- -d explain OUTPUT again)
if(GENERATOR STREQUAL "Ninja" AND NOT again MATCHES "no work to do")
  message(FATAL_ERROR "a second build did work:\n${again}")
endif()

# A stale generated file: the check target fails and names it; a build repairs it.
file(APPEND "${asserts}" "// edited by hand\n")
step(COMMAND "${CMAKE_COMMAND}" --build "${build}" --target dlpack_bindings_check EXPECT_FAIL OUTPUT stale)
if(NOT stale MATCHES "stale: [^\n]*abi_asserts.h")
  message(FATAL_ERROR "the check did not name the stale file:\n${stale}")
endif()
# A newer dlpackgen executable re-runs the generation, which repairs the file.
file(TOUCH "${prefix}/bin/dlpackgen")
step(COMMAND "${CMAKE_COMMAND}" --build "${build}" OUTPUT rerun)
if(NOT rerun MATCHES "dlpackgen: generating cpp bindings")
  message(FATAL_ERROR "touching dlpackgen did not re-run the generation:\n${rerun}")
endif()
step(COMMAND "${CMAKE_COMMAND}" --build "${build}" --target dlpack_bindings_check)

# SHIM_LIBRARY, configured against the installed templates: a shim language
# gets <name>_shim_backend (its source name read from the descriptor, through
# `base:`); a language that is not a shim, one not generated, or a project
# without C++ stops the configure naming why.
cmake_policy(SET CMP0007 NEW)
foreach(_probe "cuda|cuda||0" "cpp|cpp|not a shim language|0" "cuda|hip|is not one of the generated languages|0"
               "cuda|cuda|needs C++ enabled|1")
  string(REPLACE "|" ";" _probe "${_probe}")
  list(GET _probe 0 _lang)
  list(GET _probe 1 _lib)
  list(GET _probe 2 _words)
  list(GET _probe 3 _c_only)
  set(_args "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE_DIR}" -B "${WORK_DIR}/probe-${_lang}-${_lib}-${_c_only}" -G "${GENERATOR}"
      "-DCMAKE_PREFIX_PATH=${prefix}" "-DHEADER=${HEADER}" "-DSHIM_PROBE_LANG=${_lang}" "-DSHIM_PROBE_LIB=${_lib}"
      "-DSHIM_PROBE_C_ONLY=${_c_only}")
  if(_words)
    step(EXPECT_FAIL OUTPUT _out COMMAND ${_args})
    string(REGEX REPLACE "[ \n]+" " " _out "${_out}")  # CMake wraps messages
    string(FIND "${_out}" "${_words}" _at)
    if(_at EQUAL -1)
      message(FATAL_ERROR "SHIM_LIBRARY ${_lib} with LANGS ${_lang}: no '${_words}' in:\n${_out}")
    endif()
  else()
    step(COMMAND ${_args})
    if(GENERATOR STREQUAL "Ninja")
      file(READ "${WORK_DIR}/probe-${_lang}-${_lib}-${_c_only}/build.ninja" _ninja)
      string(FIND "${_ninja}" "cuda_backend.cu" _at)
      string(FIND "${_ninja}" "libdlpack_shim_probe_shim_backend.a" _lib_at)
      if(_at EQUAL -1 OR _lib_at EQUAL -1)
        message(FATAL_ERROR "SHIM_LIBRARY cuda: the build does not compile cuda_backend.cu into dlpack_shim_probe_shim_backend")
      endif()
    endif()
  endif()
endforeach()

