# The self-contained executable (DLPACKGEN_STATIC=ON; the release artefact, .ci/release):
# LLVM/Clang, yaml-cpp, zlib, terminfo and the C++ runtime linked in, so that the
# executable needs only the C library at run time.
#
# Only the `dlpackgen` executable links LLVM/Clang statically: a target chooses
# with its DLPACKGEN_STATIC_LLVM property, read by the link interface of
# dlpackgen_extract (generator/extract/CMakeLists.txt), so the tests that link
# the stages directly keep Debian's shared libLLVM/libclang-cpp (a static LLVM
# in each of them would cost a minute of linking apiece).
include_guard(GLOBAL)

option(DLPACKGEN_STATIC
  "Link the dlpackgen executable self-contained: LLVM/Clang, yaml-cpp and the C++ runtime linked in (the release artefact)" OFF)

# The static archive beside a shared library path (libz.so -> libz.a), or "".
function(_dlpackgen_static_sibling path out)
  set(${out} "" PARENT_SCOPE)
  if(path MATCHES "^(.*)/lib([^/]+)\\.so(\\.[0-9.]+)?$")
    set(_a "${CMAKE_MATCH_1}/lib${CMAKE_MATCH_2}.a")
    if(EXISTS "${_a}")
      set(${out} "${_a}" PARENT_SCOPE)
    endif()
  endif()
endfunction()

# An imported library target made to name its static archive.
function(_dlpackgen_make_static target)
  if(NOT TARGET ${target})
    return()
  endif()
  get_target_property(_type ${target} TYPE)
  if(_type STREQUAL "INTERFACE_LIBRARY")
    get_target_property(_libs ${target} INTERFACE_LINK_LIBRARIES)
    set(_new "")
    foreach(_l IN LISTS _libs)
      _dlpackgen_static_sibling("${_l}" _a)
      list(APPEND _new "$<IF:$<BOOL:${_a}>,${_a},${_l}>")
    endforeach()
    set_property(TARGET ${target} PROPERTY INTERFACE_LINK_LIBRARIES "${_new}")
    return()
  endif()
  set(_done FALSE)
  foreach(_prop IMPORTED_LOCATION IMPORTED_LOCATION_RELEASE IMPORTED_LOCATION_NONE IMPORTED_LOCATION_RELWITHDEBINFO)
    get_target_property(_loc ${target} ${_prop})
    if(_loc)
      _dlpackgen_static_sibling("${_loc}" _a)
      if(NOT _a)
        message(FATAL_ERROR "DLPACKGEN_STATIC: ${target} has no static archive beside ${_loc}")
      endif()
      set_property(TARGET ${target} PROPERTY ${_prop} "${_a}")
      set(_done TRUE)
    endif()
  endforeach()
  if(_done)
    set_property(TARGET ${target} PROPERTY IMPORTED_NO_SONAME TRUE)
  endif()
endfunction()

# The LLVM and Clang libraries the extractor needs, spelt for the consuming
# target: static where it sets DLPACKGEN_STATIC_LLVM, else Debian's shared ones.
set(_dlpackgen_llvm_shared "")
if(TARGET clang-cpp)
  list(APPEND _dlpackgen_llvm_shared clang-cpp)
else()
  list(APPEND _dlpackgen_llvm_shared clangTooling clangFrontend clangAST clangLex clangBasic)
endif()
if(TARGET LLVM)
  list(APPEND _dlpackgen_llvm_shared LLVM)
else()
  llvm_map_components_to_libnames(_dlpackgen_llvm_components support core option)
  list(APPEND _dlpackgen_llvm_shared ${_dlpackgen_llvm_components})
endif()
set(DLPACKGEN_LLVM_LINK "")
if(DLPACKGEN_STATIC)
  # The static LLVM libraries Clang's front end needs (the LLVM_LINK_COMPONENTS
  # of clangBasic ... clangTooling, across LLVM 14 to 22; those a version lacks are
  # skipped). Debian's Clang archives name the shared libLLVM instead
  # (LLVM_LINK_LLVM_DYLIB), which a self-contained executable cannot link, so
  # that name is replaced by these (their own dependencies come with them).
  set(_dlpackgen_llvm_archives "")
  foreach(_c Support Core Option MC MCParser BinaryFormat BitReader BitstreamReader Object
             ProfileData Demangle Remarks FrontendOpenMP FrontendHLSL FrontendOffloading
             FrontendAtomic FrontendDirective TargetParser WindowsDriver)
    if(TARGET LLVM${_c})
      get_target_property(_type LLVM${_c} TYPE)
      if(_type STREQUAL "STATIC_LIBRARY")
        list(APPEND _dlpackgen_llvm_archives LLVM${_c})
      endif()
    endif()
  endforeach()
  foreach(_c IN LISTS CLANG_EXPORTED_TARGETS)
    if(TARGET ${_c})
      get_target_property(_type ${_c} TYPE)
      get_target_property(_libs ${_c} INTERFACE_LINK_LIBRARIES)
      if(_type STREQUAL "STATIC_LIBRARY" AND _libs AND "LLVM" IN_LIST _libs)
        list(REMOVE_ITEM _libs LLVM)
        list(APPEND _libs ${_dlpackgen_llvm_archives})
        set_property(TARGET ${_c} PROPERTY INTERFACE_LINK_LIBRARIES "${_libs}")
      endif()
    endif()
  endforeach()
  llvm_map_components_to_libnames(_dlpackgen_llvm_static support core option)
  set(_dlpackgen_llvm_static clangTooling clangFrontend clangAST clangLex clangBasic ${_dlpackgen_llvm_static})
  foreach(_l IN LISTS _dlpackgen_llvm_static)
    list(APPEND DLPACKGEN_LLVM_LINK "$<$<BOOL:$<TARGET_PROPERTY:DLPACKGEN_STATIC_LLVM>>:${_l}>")
  endforeach()
  foreach(_l IN LISTS _dlpackgen_llvm_shared)
    list(APPEND DLPACKGEN_LLVM_LINK "$<$<NOT:$<BOOL:$<TARGET_PROPERTY:DLPACKGEN_STATIC_LLVM>>>:${_l}>")
  endforeach()
  # What LLVM's static libraries link: their archives instead (zlib, terminfo,
  # zstd, libxml2 where this LLVM uses them). Z3 (LLVM 14-16's LLVMSupport names
  # libz3.so) serves only the static analyzer, which dlpackgen does not link:
  # dropped, and --as-needed drops any other library nothing references.
  foreach(_t ZLIB::ZLIB Terminfo::terminfo zstd::libzstd_shared zstd::libzstd_static LibXml2::LibXml2)
    _dlpackgen_make_static(${_t})
  endforeach()
  if(TARGET LLVMSupport)
    get_target_property(_support_libs LLVMSupport INTERFACE_LINK_LIBRARIES)
    list(FILTER _support_libs EXCLUDE REGEX "libz3\\.so")
    set_property(TARGET LLVMSupport PROPERTY INTERFACE_LINK_LIBRARIES "${_support_libs}")
  endif()
  _dlpackgen_make_static(yaml-cpp)
else()
  set(DLPACKGEN_LLVM_LINK ${_dlpackgen_llvm_shared})
endif()

# Marks an executable as the self-contained one (a no-op unless DLPACKGEN_STATIC).
function(dlpackgen_static_executable target)
  if(NOT DLPACKGEN_STATIC)
    return()
  endif()
  set_target_properties(${target} PROPERTIES DLPACKGEN_STATIC_LLVM ON)
  # Not position-independent: a PIE this size carries 226,646 relative
  # relocations that every start applies, touching each page of pointers
  # (3.2 ms for --version, against 1.1 ms without; bench/startup). The cost is
  # ASLR of the executable's own image (the C library, heap and stack stay
  # randomised); a build tool that reads headers, not network input, takes it.
  target_link_options(${target} PRIVATE -static-libstdc++ -static-libgcc -no-pie LINKER:--as-needed)
endfunction()
