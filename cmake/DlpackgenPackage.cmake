# dlpackgen as a CMake package: makes dlpackgen_generate() usable from this
# build (and from projects that add_subdirectory() it), and installs
# lib/cmake/dlpackgen/{dlpackgenConfig,dlpackgenConfigVersion,DlpackgenGenerate}.cmake
# so that find_package(dlpackgen) works after `cmake --install`.
# Included once from the top-level CMakeLists.txt, after add_subdirectory(generator).
include_guard(GLOBAL)

include("${CMAKE_CURRENT_LIST_DIR}/DlpackgenGenerate.cmake")

# The in-tree executable and the source tree's templates (what the binary built
# here falls back to as well).
set_property(GLOBAL PROPERTY DLPACKGEN_EXECUTABLE_TARGET dlpackgen)
get_filename_component(_dlpackgen_templates "${CMAKE_CURRENT_LIST_DIR}/../templates" ABSOLUTE)
set_property(GLOBAL PROPERTY DLPACKGEN_BUILTIN_TEMPLATES_DIR "${_dlpackgen_templates}")
get_filename_component(_dlpackgen_semantics "${CMAKE_CURRENT_LIST_DIR}/../schema/semantics.yaml" ABSOLUTE)
set_property(GLOBAL PROPERTY DLPACKGEN_BUILTIN_SEMANTICS "${_dlpackgen_semantics}")

include(CMakePackageConfigHelpers)
# Must match the install rules of generator/cli/CMakeLists.txt.
set(DLPACKGEN_INSTALL_BINDIR bin)
set(DLPACKGEN_INSTALL_TEMPLATESDIR share/dlpackgen/templates)
set(DLPACKGEN_INSTALL_CMAKEDIR lib/cmake/dlpackgen)
configure_package_config_file(
  "${CMAKE_CURRENT_LIST_DIR}/dlpackgenConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/cmake/dlpackgenConfig.cmake"
  INSTALL_DESTINATION "${DLPACKGEN_INSTALL_CMAKEDIR}"
  PATH_VARS DLPACKGEN_INSTALL_BINDIR DLPACKGEN_INSTALL_TEMPLATESDIR)
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/cmake/dlpackgenConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY SameMinorVersion)
install(FILES
  "${PROJECT_BINARY_DIR}/cmake/dlpackgenConfig.cmake"
  "${PROJECT_BINARY_DIR}/cmake/dlpackgenConfigVersion.cmake"
  "${CMAKE_CURRENT_LIST_DIR}/DlpackgenGenerate.cmake"
  DESTINATION "${DLPACKGEN_INSTALL_CMAKEDIR}")
