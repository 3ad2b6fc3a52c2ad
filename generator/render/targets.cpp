#include "render/targets.h"

#include <vector>

namespace dlpackgen::render {

namespace {

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

bool contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

const char* const kLittle = "defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__";
const char* const kBig = "defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__";

// The architecture part, for compilers that predefine GNU-style macros
// (gcc, clang, and clang targeting MSVC, which also defines __x86_64__ ...).
std::string arch_condition(const std::string& arch, bool msvc) {
  if (arch == "x86_64" || arch == "amd64")
    return msvc ? "defined(_M_X64)" : "defined(__x86_64__) && !defined(__ILP32__)";
  if (arch == "i386" || arch == "i486" || arch == "i586" || arch == "i686" || arch == "x86")
    return msvc ? "defined(_M_IX86)" : "defined(__i386__)";
  if (arch == "aarch64" || arch == "arm64")
    return msvc ? "defined(_M_ARM64)" : "defined(__aarch64__) && !defined(__ILP32__)";
  if (arch == "aarch64_be") return std::string("defined(__aarch64__) && !defined(__ILP32__) && ") + kBig;
  if (starts_with(arch, "armeb") || starts_with(arch, "thumbeb"))
    return std::string("defined(__arm__) && ") + kBig;
  if (starts_with(arch, "arm") || starts_with(arch, "thumb"))
    return msvc ? "defined(_M_ARM)" : std::string("defined(__arm__) && ") + kLittle;
  if (arch == "riscv64") return "defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 64";
  if (arch == "riscv32") return "defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 32";
  if (arch == "powerpc64le" || arch == "ppc64le") return std::string("defined(__powerpc64__) && ") + kLittle;
  if (arch == "powerpc64" || arch == "ppc64") return std::string("defined(__powerpc64__) && ") + kBig;
  if (arch == "powerpc" || arch == "ppc") return "defined(__powerpc__) && !defined(__powerpc64__)";
  if (arch == "s390x") return "defined(__s390x__)";
  if (arch == "wasm32") return "defined(__wasm32__)";
  if (arch == "wasm64") return "defined(__wasm64__)";
  if (arch == "loongarch64") return "defined(__loongarch__) && defined(__loongarch_grlen) && __loongarch_grlen == 64";
  return "";
}

}  // namespace

std::string target_condition(const std::string& triple) {
  auto dash = triple.find('-');
  if (dash == std::string::npos || dash == 0) return "";
  const std::string arch = triple.substr(0, dash);
  const std::string rest = triple.substr(dash + 1);

  std::string os;
  bool msvc = false;
  if (contains(rest, "windows") || contains(rest, "win32")) {
    if (contains(rest, "msvc")) {
      msvc = true;
      bool wide = arch == "x86_64" || arch == "amd64" || arch == "aarch64" || arch == "arm64";
      os = std::string(wide ? "defined(_WIN64)" : "defined(_WIN32) && !defined(_WIN64)") +
           " && defined(_MSC_VER)";
    } else if (contains(rest, "gnu") || contains(rest, "mingw")) {
      os = "defined(_WIN32) && defined(__MINGW32__)";
    } else {
      return "";
    }
  } else if (contains(rest, "android")) {
    os = "defined(__ANDROID__)";
  } else if (contains(rest, "linux")) {
    os = "defined(__linux__)";
  } else if (contains(rest, "darwin") || contains(rest, "macos") || contains(rest, "ios")) {
    os = "defined(__APPLE__)";
  } else if (contains(rest, "freebsd")) {
    os = "defined(__FreeBSD__)";
  } else if (starts_with(arch, "wasm")) {
    os = "";  // the architecture alone identifies the ABI
  } else {
    return "";
  }

  std::string a = arch_condition(arch, msvc);
  if (a.empty()) return "";
  return os.empty() ? a : a + " && " + os;
}

}  // namespace dlpackgen::render
