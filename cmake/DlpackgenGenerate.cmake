# dlpackgen_generate(): add dlpackgen's generation step to a CMake build.
#
#   dlpackgen_generate(<name>
#     HEADER <dlpack.h> | SCHEMA <schema.yaml>
#     OUT <dir>
#     [LANGS <lang>...]          # default: every language the templates provide
#     [TEMPLATES <dir>...]       # user template dirs, after the built-in ones
#     [SEMANTICS <file>]         # semantics overlay
#     [TARGETS <triple>...]      # HEADER only: target triples to lay out for
#     [CLANG_ARGS <arg>...]      # HEADER only: extra Clang arguments
#     [CONFIG <dlpackgen.yaml>]  # whose `dlpackgen:` version pin the tool must satisfy
#                                # (default: ${CMAKE_SOURCE_DIR}/dlpackgen.yaml, if any)
#     [ALLOW_UNMAPPED]           # warn, not fail, on enumerators the overlay does not map
#     [SHIM_LIBRARY <lang>        # the compiled backend of a shim language (cuda, hip, or one over them)
#      [SHIM_COMPILER <exe>]      #   default: its descriptor's `compiler` (nvcc, hipcc) on PATH
#      [SHIM_COMPILE_OPTIONS ...] #   e.g. -arch=sm_90, --offload-arch=gfx942, -DDLPACK_SHIM_CUDA_IS_ROCM
#      [SHIM_LINK_LIBRARIES ...]])#   default: cudart (nvcc), amdhip64 (hipcc)
#
# Creates
#   <name>        an INTERFACE library (part of the default build): building it
#                 runs the generation; linking it orders the build after the
#                 generation and adds
#                 <OUT>/<lang>/include to the include path for each language
#                 that has such a directory in its templates, and (HEADER only)
#                 the header itself as <dlpack/dlpack.h>.
#   <name>_check  runs `dlpackgen generate --check` (exit 1 and a diff when OUT
#                 is stale): for CI, typically on a checked-in OUT.
#   <name>_shim_backend (SHIM_LIBRARY only) a static library: the shim's
#                 compiled backend (OUT/<lang>/src/dlpack_shim/<backend_source>)
#                 built once by the device compiler. Linking it gives C++ files
#                 built by the project's own compiler DLPACK_SHIM_LINKED_GPU,
#                 so that their copy()/copy_async() copy GPU tensors through it,
#                 the include path of <name>, and the runtime library.
# and sets <name>_OUTPUTS (in the caller's scope) to the list of generated files.
#
# The step re-runs only when the input, a template (built-in or user), the
# semantics file or the dlpackgen executable changes; files whose bytes do not
# change are not rewritten, so their dependents are not rebuilt (Ninja restat).
# Adding or removing a template re-runs the configure step (CONFIGURE_DEPENDS).
#
# Works from an add_subdirectory()/FetchContent of the dlpackgen repository
# (the in-tree `dlpackgen` target is used) and after find_package(dlpackgen)
# (the imported dlpackgen::dlpackgen executable is used).
include_guard(GLOBAL)
cmake_minimum_required(VERSION 3.19)

function(dlpackgen_generate name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "ALLOW_UNMAPPED" "HEADER;SCHEMA;OUT;SEMANTICS;CONFIG;SHIM_LIBRARY;SHIM_COMPILER"
    "LANGS;TEMPLATES;TARGETS;CLANG_ARGS;SHIM_COMPILE_OPTIONS;SHIM_LINK_LIBRARIES")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "dlpackgen_generate(${name}): unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if((ARG_HEADER AND ARG_SCHEMA) OR (NOT ARG_HEADER AND NOT ARG_SCHEMA))
    message(FATAL_ERROR "dlpackgen_generate(${name}): give exactly one of HEADER or SCHEMA")
  endif()
  if(NOT ARG_OUT)
    message(FATAL_ERROR "dlpackgen_generate(${name}): OUT <dir> is required")
  endif()
  if(ARG_SCHEMA AND (ARG_TARGETS OR ARG_CLANG_ARGS))
    message(FATAL_ERROR "dlpackgen_generate(${name}): TARGETS and CLANG_ARGS apply to HEADER only")
  endif()

  get_property(_exe_target GLOBAL PROPERTY DLPACKGEN_EXECUTABLE_TARGET)
  get_property(_builtin GLOBAL PROPERTY DLPACKGEN_BUILTIN_TEMPLATES_DIR)
  if(NOT _exe_target OR NOT TARGET "${_exe_target}")
    message(FATAL_ERROR "dlpackgen_generate(${name}): no dlpackgen executable: use find_package(dlpackgen) "
                        "or add_subdirectory() of the dlpackgen repository first")
  endif()
  get_target_property(_imported "${_exe_target}" IMPORTED)
  if(_imported)
    get_target_property(_exe "${_exe_target}" IMPORTED_LOCATION)
    set(_exe_dep "${_exe}")
  else()
    set(_exe "$<TARGET_FILE:${_exe_target}>")
    set(_exe_dep "${_exe_target}")
  endif()

  # Absolute paths, so the command does not depend on its working directory.
  set(_input_opt)
  if(ARG_HEADER)
    get_filename_component(_input "${ARG_HEADER}" ABSOLUTE)
    set(_input_opt --header "${_input}")
    foreach(_t IN LISTS ARG_TARGETS)
      list(APPEND _input_opt --target "${_t}")
    endforeach()
    foreach(_a IN LISTS ARG_CLANG_ARGS)
      list(APPEND _input_opt "--clang-arg=${_a}")
    endforeach()
  else()
    get_filename_component(_input "${ARG_SCHEMA}" ABSOLUTE)
    set(_input_opt --schema "${_input}")
  endif()
  get_filename_component(_out "${ARG_OUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")

  set(_dirs)
  if(_builtin)
    list(APPEND _dirs "${_builtin}")
  endif()
  set(_template_opt)
  foreach(_d IN LISTS ARG_TEMPLATES)
    get_filename_component(_d "${_d}" ABSOLUTE)
    list(APPEND _dirs "${_d}")
    list(APPEND _template_opt --templates "${_d}")
  endforeach()
  set(_semantics_opt)
  set(_semantics_dep)
  if(ARG_SEMANTICS)
    get_filename_component(_sem "${ARG_SEMANTICS}" ABSOLUTE)
    set(_semantics_opt --semantics "${_sem}")
    set(_semantics_dep "${_sem}")
  else()
    # The tool falls back to its built-in overlay: depend on that file.
    get_property(_semantics_dep GLOBAL PROPERTY DLPACKGEN_BUILTIN_SEMANTICS)
  endif()

  # Every file of the template dirs is a dependency; the outputs follow from
  # the template names (templates/README.md): <dir>/<lang>/<path>.mustache ->
  # <OUT>/<lang>/<path>, skipping partials (any path component starting with
  # '_'); a language whose language.yaml names a `base` (_name) also makes the
  # base's outputs. A name with a {{tag}}, and a plain file copied verbatim, are
  # known only to the tool: they are left out of the byproducts (the stamp still
  # orders every consumer after it).
  set(_template_files)
  set(_langs_found)
  set(_outputs)
  foreach(_d IN LISTS _dirs)
    # Every file of a template dir may be an input (templates, descriptors, and
    # the plain files a descriptor's `verbatim` copies).
    file(GLOB_RECURSE _inputs CONFIGURE_DEPENDS "${_d}/*")
    list(APPEND _template_files ${_inputs})
    file(GLOB _descriptors CONFIGURE_DEPENDS "${_d}/*/language.yaml")
    file(GLOB_RECURSE _files CONFIGURE_DEPENDS RELATIVE "${_d}" "${_d}/*.mustache")
    list(SORT _files)
    foreach(_desc IN LISTS _descriptors)
      get_filename_component(_ldir "${_desc}" DIRECTORY)
      get_filename_component(_lang "${_ldir}" NAME)
      if(_lang MATCHES "^[_.]")
        continue()
      endif()
      list(APPEND _langs_found "${_lang}")
      file(STRINGS "${_desc}" _base_line REGEX "^base:[ ]*_[A-Za-z0-9_-]+")
      if(_base_line AND (NOT ARG_LANGS OR _lang IN_LIST ARG_LANGS))
        string(REGEX REPLACE "^base:[ ]*(_[A-Za-z0-9_-]+).*" "\\1" _base "${_base_line}")
        foreach(_rel IN LISTS _files)
          if(_rel MATCHES "^${_base}/" AND NOT _rel MATCHES "/_" AND NOT _rel MATCHES "{{")
            string(REGEX REPLACE "^${_base}/(.*)\\.mustache$" "\\1" _path "${_rel}")
            list(APPEND _outputs "${_out}/${_lang}/${_path}")
          endif()
        endforeach()
      endif()
    endforeach()
    foreach(_rel IN LISTS _files)
      string(REGEX MATCH "(^|/)[_.]" _hidden "${_rel}")
      if(_hidden OR NOT _rel MATCHES "/")
        continue()
      endif()
      string(REGEX REPLACE "/.*" "" _lang "${_rel}")
      if(ARG_LANGS AND NOT _lang IN_LIST ARG_LANGS)
        continue()
      endif()
      list(APPEND _langs_found "${_lang}")
      if(_rel MATCHES "{{")
        continue()
      endif()
      string(REGEX REPLACE "\\.mustache$" "" _path "${_rel}")
      list(APPEND _outputs "${_out}/${_path}")
    endforeach()
  endforeach()
  list(REMOVE_DUPLICATES _outputs)
  list(REMOVE_DUPLICATES _langs_found)
  set(_langs ${ARG_LANGS})
  if(NOT _langs)
    set(_langs ${_langs_found})
  endif()
  foreach(_l IN LISTS _langs)
    if(NOT _l IN_LIST _langs_found)
      message(FATAL_ERROR "dlpackgen_generate(${name}): no templates for language '${_l}' in: ${_dirs}")
    endif()
  endforeach()
  list(JOIN _langs "," _lang_arg)

  set(_common ${_input_opt} --lang "${_lang_arg}" --out "${_out}" ${_template_opt} ${_semantics_opt})
  if(ARG_ALLOW_UNMAPPED)
    list(APPEND _common --allow-unmapped)
  endif()
  # The repository's version pin: a dlpackgen outside it stops the step with
  # one line before anything is generated or checked.
  set(_config "${ARG_CONFIG}")
  if(NOT _config AND EXISTS "${CMAKE_SOURCE_DIR}/dlpackgen.yaml")
    set(_config "${CMAKE_SOURCE_DIR}/dlpackgen.yaml")
  endif()
  set(_pin_check)
  if(_config)
    get_filename_component(_config "${_config}" ABSOLUTE)
    set(_pin_check COMMAND "${_exe}" check-config --config "${_config}")
  endif()
  set(_stamp "${CMAKE_CURRENT_BINARY_DIR}/${name}.dlpackgen.stamp")
  add_custom_command(
    OUTPUT "${_stamp}"
    BYPRODUCTS ${_outputs}
    ${_pin_check}
    COMMAND "${_exe}" generate ${_common} --prune --quiet
    COMMAND "${CMAKE_COMMAND}" -E touch "${_stamp}"
    DEPENDS "${_input}" ${_template_files} ${_semantics_dep} "${_exe_dep}" ${_config}
    COMMENT "dlpackgen: generating ${_lang_arg} bindings in ${_out}"
    VERBATIM)

  # An INTERFACE library with a source (CMake >= 3.19) is a build target, and
  # targets linking it are ordered after it.
  add_library(${name} INTERFACE "${_stamp}")
  # A language whose outputs (its own or its base's) are under include/ puts
  # that directory on the include path.
  foreach(_l IN LISTS _langs)
    foreach(_o IN LISTS _outputs)
      string(FIND "${_o}" "${_out}/${_l}/include/" _at)
      if(_at EQUAL 0)
        target_include_directories(${name} INTERFACE "$<BUILD_INTERFACE:${_out}/${_l}/include>")
        break()
      endif()
    endforeach()
  endforeach()

  # The generated C and C++ include the C header as <dlpack/dlpack.h>: with a
  # HEADER, that name reaches it through the interface target. A header at
  # .../dlpack/dlpack.h puts its grandparent directory on the include path;
  # any other name (third_party/DLPack.h) gets a forwarding dlpack/dlpack.h in
  # the build tree. With a SCHEMA, the consumer provides the header.
  if(ARG_HEADER)
    get_filename_component(_header_dir "${_input}" DIRECTORY)
    get_filename_component(_header_name "${_input}" NAME)
    get_filename_component(_header_dir_name "${_header_dir}" NAME)
    if(_header_name STREQUAL "dlpack.h" AND _header_dir_name STREQUAL "dlpack")
      get_filename_component(_c_include "${_header_dir}" DIRECTORY)
    else()
      set(_c_include "${CMAKE_CURRENT_BINARY_DIR}/${name}.dlpackgen.include")
      file(CONFIGURE OUTPUT "${_c_include}/dlpack/dlpack.h"
        CONTENT "/* Written by dlpackgen_generate(${name}): the vendored header under the name the bindings include. */\n#include \"@_input@\"\n"
        @ONLY)
    endif()
    target_include_directories(${name} SYSTEM INTERFACE "$<BUILD_INTERFACE:${_c_include}>")
  endif()

  add_custom_target(${name}_check
    ${_pin_check}
    COMMAND "${_exe}" generate ${_common} --check
    COMMENT "dlpackgen: checking that ${_out} is up to date"
    VERBATIM)
  if(NOT _imported)
    add_dependencies(${name}_check ${_exe_target})
  endif()
  if(ARG_SHIM_LIBRARY)
    _dlpackgen_shim_backend(${name} "${ARG_SHIM_LIBRARY}" "${_out}" "${_dirs}" "${_langs}" "${_c_include}")
  endif()
  set(${name}_OUTPUTS ${_outputs} PARENT_SCOPE)
endfunction()

# A var of a language's descriptor (`  key: value` under `vars`), from the
# last template dir that has the language, following `base:` to the bases.
function(_dlpackgen_descriptor_var out lang key dirs)
  set(_value)
  set(_look "${lang}")
  foreach(_depth RANGE 8)
    set(_desc)
    foreach(_d IN LISTS dirs)
      if(EXISTS "${_d}/${_look}/language.yaml")
        set(_desc "${_d}/${_look}/language.yaml")
      endif()
    endforeach()
    if(NOT _desc)
      break()
    endif()
    file(STRINGS "${_desc}" _line REGEX "^[ ]+${key}:")
    if(_line)
      list(GET _line 0 _line)
      string(REGEX REPLACE "^[ ]+${key}:[ ]*([^ #]+).*" "\\1" _value "${_line}")
      break()
    endif()
    file(STRINGS "${_desc}" _base REGEX "^base:")
    if(NOT _base)
      break()
    endif()
    string(REGEX REPLACE "^base:[ ]*([^ #]+).*" "\\1" _look "${_base}")
  endforeach()
  set(${out} "${_value}" PARENT_SCOPE)
endfunction()

# <name>_shim_backend: the compiled backend of shim language `lang`.
function(_dlpackgen_shim_backend name lang out dirs langs c_include)
  if(NOT lang IN_LIST langs)
    message(FATAL_ERROR "dlpackgen_generate(${name}): SHIM_LIBRARY ${lang} is not one of the generated languages (${langs})")
  endif()
  get_property(_enabled GLOBAL PROPERTY ENABLED_LANGUAGES)
  if(NOT "CXX" IN_LIST _enabled)
    message(FATAL_ERROR "dlpackgen_generate(${name}): SHIM_LIBRARY needs C++ enabled in the project (project(... CXX) or enable_language(CXX))")
  endif()
  _dlpackgen_descriptor_var(_source "${lang}" backend_source "${dirs}")
  _dlpackgen_descriptor_var(_compiler_name "${lang}" compiler "${dirs}")
  if(NOT _source)
    message(FATAL_ERROR "dlpackgen_generate(${name}): SHIM_LIBRARY ${lang}: its language.yaml (or its base's) gives no `backend_source` var: not a shim language")
  endif()
  set(_compiler "${ARG_SHIM_COMPILER}")
  if(NOT _compiler)
    find_program(_dlpackgen_${name}_compiler NAMES "${_compiler_name}" PATHS /usr/local/cuda/bin /opt/rocm/bin)
    set(_compiler "${_dlpackgen_${name}_compiler}")
  endif()
  if(NOT _compiler)
    message(FATAL_ERROR "dlpackgen_generate(${name}): SHIM_LIBRARY ${lang} needs ${_compiler_name}: not found (pass SHIM_COMPILER)")
  endif()
  get_filename_component(_compiler_base "${_compiler}" NAME)
  set(_options)
  set(_libs ${ARG_SHIM_LINK_LIBRARIES})
  if(_compiler_base STREQUAL "nvcc")
    set(_options -x cu -std=c++17 -O2 -Xcompiler -fPIC)
    if(NOT _libs)
      get_filename_component(_bin "${_compiler}" DIRECTORY)
      find_library(_dlpackgen_cudart NAMES cudart HINTS "${_bin}/../lib64" "${_bin}/../lib")
      set(_libs "${_dlpackgen_cudart}")
    endif()
  elseif(_compiler_base STREQUAL "hipcc")
    set(_options -x hip -std=c++17 -O2 -fPIC)
    if(NOT _libs)
      find_library(_dlpackgen_amdhip64 NAMES amdhip64 HINTS /opt/rocm/lib)
      set(_libs "${_dlpackgen_amdhip64}")
    endif()
  endif()
  set(_src "${out}/${lang}/src/dlpack_shim/${_source}")
  set(_obj "${CMAKE_CURRENT_BINARY_DIR}/${name}.dlpackgen.shim/${_source}.o")
  set(_includes -I "${out}/${lang}/include")
  if(c_include)
    list(APPEND _includes -I "${c_include}")
  endif()
  add_custom_command(
    OUTPUT "${_obj}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/${name}.dlpackgen.shim"
    COMMAND "${_compiler}" ${_options} ${ARG_SHIM_COMPILE_OPTIONS} ${_includes} -c "${_src}" -o "${_obj}"
    DEPENDS "${CMAKE_CURRENT_BINARY_DIR}/${name}.dlpackgen.stamp"
    COMMENT "dlpackgen: compiling the ${lang} shim backend with ${_compiler_base}"
    VERBATIM)
  set_source_files_properties("${_obj}" PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${name}_shim_backend STATIC "${_obj}")
  set_target_properties(${name}_shim_backend PROPERTIES LINKER_LANGUAGE CXX)
  target_compile_definitions(${name}_shim_backend INTERFACE DLPACK_SHIM_LINKED_GPU)
  target_link_libraries(${name}_shim_backend INTERFACE ${name} ${_libs})
endfunction()
