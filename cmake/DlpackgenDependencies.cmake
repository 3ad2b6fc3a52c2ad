# Every dependency comes from Debian packages (see .ci/setup).

# Clang LibTooling, any version >= 14, LLVM and Clang from the same install.
#   -DDLPACKGEN_LLVM_VERSION=NN  picks LLVM NN (Debian/Ubuntu: /usr/lib/llvm-NN,
#                                else found through CMAKE_PREFIX_PATH);
#   -DClang_DIR=<dir>            picks the Clang CMake package by path;
#   neither                      takes the newest /usr/lib/llvm-NN that has
#                                both packages, else whatever find_package finds.
set(DLPACKGEN_LLVM_VERSION "" CACHE STRING "LLVM/Clang major version to build with (empty: the newest installed)")
set(DLPACKGEN_MIN_LLVM_VERSION 14)

# Debian and Ubuntu install one LLVM per version under /usr/lib/llvm-NN, each
# with its CMake packages (llvm-NN-dev, libclang-NN-dev, clang-NN).
function(_dlpackgen_debian_llvm_dirs out)
  file(GLOB _dirs LIST_DIRECTORIES true "/usr/lib/llvm-[0-9]*")
  set(_found "")
  foreach(_d IN LISTS _dirs)
    if(_d MATCHES "/llvm-([0-9]+)$" AND CMAKE_MATCH_1 GREATER_EQUAL DLPACKGEN_MIN_LLVM_VERSION
       AND EXISTS "${_d}/lib/cmake/clang/ClangConfig.cmake"
       AND EXISTS "${_d}/lib/cmake/llvm/LLVMConfig.cmake"
       AND EXISTS "${_d}/include/clang/Tooling/Tooling.h")
      list(APPEND _found "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  list(SORT _found COMPARE NATURAL ORDER DESCENDING)
  set(${out} "${_found}" PARENT_SCOPE)
endfunction()

if(NOT Clang_DIR)
  _dlpackgen_debian_llvm_dirs(_dlpackgen_llvms)
  if(DLPACKGEN_LLVM_VERSION)
    if(NOT DLPACKGEN_LLVM_VERSION IN_LIST _dlpackgen_llvms AND EXISTS "/usr/lib/llvm-${DLPACKGEN_LLVM_VERSION}")
      message(FATAL_ERROR "DLPACKGEN_LLVM_VERSION=${DLPACKGEN_LLVM_VERSION}: /usr/lib/llvm-${DLPACKGEN_LLVM_VERSION} "
        "lacks Clang's CMake package or headers (install llvm-${DLPACKGEN_LLVM_VERSION}-dev "
        "libclang-${DLPACKGEN_LLVM_VERSION}-dev clang-${DLPACKGEN_LLVM_VERSION})")
    endif()
    set(_dlpackgen_pick "${DLPACKGEN_LLVM_VERSION}")
  elseif(_dlpackgen_llvms)
    list(GET _dlpackgen_llvms 0 _dlpackgen_pick)
  endif()
  if(_dlpackgen_pick AND EXISTS "/usr/lib/llvm-${_dlpackgen_pick}/lib/cmake/clang/ClangConfig.cmake")
    set(Clang_DIR "/usr/lib/llvm-${_dlpackgen_pick}/lib/cmake/clang" CACHE PATH "Clang's CMake package" FORCE)
  endif()
endif()
# LLVM from the same install as Clang: a stray LLVM_DIR (or the distribution's
# default /usr/lib/cmake/llvm) would mix two versions' headers.
if(Clang_DIR AND EXISTS "${Clang_DIR}/../llvm/LLVMConfig.cmake")
  get_filename_component(_dlpackgen_llvm_dir "${Clang_DIR}/../llvm" ABSOLUTE)
  set(LLVM_DIR "${_dlpackgen_llvm_dir}" CACHE PATH "LLVM's CMake package" FORCE)
endif()
# ClangConfig.cmake has no version file: the version is checked on the LLVM it brings.
find_package(Clang REQUIRED CONFIG)
if(LLVM_PACKAGE_VERSION VERSION_LESS DLPACKGEN_MIN_LLVM_VERSION)
  message(FATAL_ERROR "dlpackgen needs LLVM/Clang ${DLPACKGEN_MIN_LLVM_VERSION} or newer, found ${LLVM_PACKAGE_VERSION} (${LLVM_DIR})")
endif()
if(DLPACKGEN_LLVM_VERSION AND NOT LLVM_VERSION_MAJOR EQUAL DLPACKGEN_LLVM_VERSION)
  message(FATAL_ERROR "DLPACKGEN_LLVM_VERSION=${DLPACKGEN_LLVM_VERSION}, but the Clang package found is LLVM "
    "${LLVM_PACKAGE_VERSION} (${Clang_DIR}); set Clang_DIR to LLVM ${DLPACKGEN_LLVM_VERSION}'s lib/cmake/clang")
endif()
# LLVM_DEFINITIONS is one space-separated string ("-D_GNU_SOURCE -D..."): as a
# list of definitions, each reaches the compiler as its own -D.
separate_arguments(DLPACKGEN_LLVM_DEFINITIONS UNIX_COMMAND "${LLVM_DEFINITIONS}")
list(TRANSFORM DLPACKGEN_LLVM_DEFINITIONS REPLACE "^-D" "")
message(STATUS "dlpackgen: Clang ${LLVM_PACKAGE_VERSION} from ${Clang_DIR}")
string(REGEX MATCH "^[0-9]+" LLVM_VERSION_MAJOR_ONLY "${LLVM_PACKAGE_VERSION}")
# Clang's own headers (stddef.h, stdint.h): the extractor needs no system or cross sysroot.
foreach(_rd "${LLVM_LIBRARY_DIR}/clang/${LLVM_PACKAGE_VERSION}" "${LLVM_LIBRARY_DIR}/clang/${LLVM_VERSION_MAJOR_ONLY}")
  if(EXISTS "${_rd}/include/stdint.h")
    set(DLPACKGEN_CLANG_RESOURCE_DIR "${_rd}")
    break()
  endif()
endforeach()
if(NOT DLPACKGEN_CLANG_RESOURCE_DIR)
  message(FATAL_ERROR "Clang resource headers not found under ${LLVM_LIBRARY_DIR}/clang (install libclang-common-${LLVM_VERSION_MAJOR_ONLY}-dev)")
endif()

find_package(yaml-cpp REQUIRED)
find_package(CLI11 REQUIRED)
find_path(KAINJOW_MUSTACHE_INCLUDE_DIR kainjow/mustache.hpp REQUIRED)
if(DLPACKGEN_BUILD_TESTS)
  find_package(doctest REQUIRED)
endif()
