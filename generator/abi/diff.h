// abi::diff: compares two Models and classifies every change.
//
//   abi::Options options;                 // policy Auto: dlpack when both sides declare a version
//   abi::Report report = abi::diff(old_model, new_model, options);
//   std::cout << abi::format_text(report, {});
//   return report.exit_code(abi::kDefaultFailOn);
#pragma once

#include <string>
#include <vector>

#include "abi/report.h"
#include "abi/suppress.h"
#include "model/model.h"

namespace dlpackgen::abi {

enum class PolicyChoice {
  Auto,    // dlpack when both Models declare a DLPack version, else none
  Dlpack,  // the DLPack version policy (policy.h)
  None,    // no policy checks
};

struct Options {
  PolicyChoice policy = PolicyChoice::Auto;
  bool pending = false;       // a missing version bump is a warning, not an error
  bool include_docs = false;  // report doc-comment changes (rule doc-changed)
  /// Display names used in locations; default: each Model's header.file.
  std::string old_label;
  std::string new_label;
  /// Accepted changes: matching changes and findings are marked suppressed;
  /// suppressed changes do not count toward the version policy.
  std::vector<Suppression> suppressions;
};

/// Compares `old_model` with `new_model` on the targets both were laid out for.
/// Throws util::Error when they share no target.
Report diff(const model::Model& old_model, const model::Model& new_model, const Options& options = {});

}  // namespace dlpackgen::abi
