#include "extract/targets.h"

#include <algorithm>
#include <memory>

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/TargetInfo.h>
#include <clang/Basic/TargetOptions.h>
#include <llvm/ADT/Triple.h>

#include "model/model.h"
#include "util/error.h"

namespace dlpackgen::extract::detail {
namespace {

bool clang_knows(const std::string& triple) {
  if (triple.empty() || triple.find_first_of(" \t\n") != std::string::npos) return false;
  llvm::Triple parsed(llvm::Triple::normalize(triple));
  if (parsed.getArch() == llvm::Triple::UnknownArch) return false;
  clang::DiagnosticsEngine diags(llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(),
                                 llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>(),
                                 new clang::IgnoringDiagConsumer(), /*ShouldOwnClient=*/true);
  auto options = std::make_shared<clang::TargetOptions>();
  options->Triple = parsed.str();
  llvm::IntrusiveRefCntPtr<clang::TargetInfo> info(clang::TargetInfo::CreateTargetInfo(diags, options));
  return info != nullptr;
}

}  // namespace

bool known_target(const std::string& triple) { return clang_knows(triple); }

std::vector<std::string> resolve_targets(const std::vector<std::string>& requested) {
  const std::vector<std::string>& wanted = requested.empty() ? model::default_targets() : requested;
  std::vector<std::string> out;
  for (const std::string& triple : wanted) {
    if (!clang_knows(triple)) throw util::Error("unknown target triple '" + triple + "'");
    if (std::find(out.begin(), out.end(), triple) == out.end()) out.push_back(triple);
  }
  return out;
}

}  // namespace dlpackgen::extract::detail
