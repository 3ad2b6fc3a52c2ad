# Every dependency comes from Debian packages (see .ci/setup).

# Clang LibTooling, any version >= 14. Debian installs one CMake package per
# version under /usr/lib/cmake/clang-NN; look for the newest first.
if(NOT Clang_DIR)
  foreach(_v 19 18 17 16 15 14)
    if(EXISTS "/usr/lib/llvm-${_v}/lib/cmake/clang/ClangConfig.cmake"
       AND EXISTS "/usr/lib/llvm-${_v}/include/clang/Tooling/Tooling.h")
      set(Clang_DIR "/usr/lib/llvm-${_v}/lib/cmake/clang")
      set(LLVM_DIR "/usr/lib/llvm-${_v}/lib/cmake/llvm")
      break()
    endif()
  endforeach()
endif()
find_package(Clang REQUIRED CONFIG)
if(LLVM_PACKAGE_VERSION VERSION_LESS 14)
  message(FATAL_ERROR "dlpackgen needs LLVM/Clang 14 or newer, found ${LLVM_PACKAGE_VERSION}")
endif()
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
