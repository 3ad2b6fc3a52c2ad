#include "extract/targets.h"

#include <algorithm>
#include <memory>

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/TargetInfo.h>
#include <clang/Basic/TargetOptions.h>

#include "extract/clang_compat.h"
#include "model/model.h"
#include "util/error.h"

namespace dlpackgen::extract {
namespace {

bool clang_knows(const std::string& triple) {
  if (triple.empty() || triple.find_first_of(" \t\n") != std::string::npos) return false;
  llvm::Triple parsed(llvm::Triple::normalize(triple));
  if (parsed.getArch() == llvm::Triple::UnknownArch) return false;
  detail::compat::QuietDiagnostics<> diags;
  auto options = std::make_shared<clang::TargetOptions>();
  options->Triple = parsed.str();
  llvm::IntrusiveRefCntPtr<clang::TargetInfo> info(detail::compat::create_target_info(*diags.engine, options));
  return info != nullptr;
}

}  // namespace

bool known_target(const std::string& triple) { return clang_knows(triple); }

std::string refused_clang_arg(const std::string& arg) {
  auto starts = [&](const char* p) { return arg.rfind(p, 0) == 0; };
  if (starts("--target") || starts("-target") || starts("-triple") || starts("--triple") || starts("-arch") ||
      arg == "-m16" || arg == "-m32" || arg == "-m64" || arg == "-mx32" || starts("-mabi="))
    return "changes the target, which dlpackgen sets for each of its targets (use --target)";
  if (arg == "-fshort-enums" || starts("-fpack-struct") || arg == "-malign-double" || arg == "-mno-align-double" ||
      arg == "-fms-layout-compatibility" || starts("-mms-bitfields") || arg == "-fshort-wchar")
    return "changes struct or enum layout away from the target's C ABI, which the schema records";
  if (arg == "-x" || starts("-std=") || starts("--std") || arg == "-xc" || arg == "-xc++" || starts("-x"))
    return "changes the language mode, which dlpackgen sets (C and C++ for every target)";
  return "";
}

namespace detail {

std::vector<std::string> resolve_targets(const std::vector<std::string>& requested) {
  const std::vector<std::string>& wanted = requested.empty() ? model::default_targets() : requested;
  std::vector<std::string> out;
  for (const std::string& triple : wanted) {
    if (!clang_knows(triple)) throw util::Error("unknown target triple '" + triple + "'");
    if (std::find(out.begin(), out.end(), triple) == out.end()) out.push_back(triple);
  }
  return out;
}

}  // namespace detail

}  // namespace dlpackgen::extract
