// Target triples -> C preprocessor conditions, so generated code can select the
// layout facts recorded for the target it is being compiled for.
#pragma once

#include <string>

namespace dlpackgen::render {

/// A C preprocessor expression, built only from predefined macros, that is true
/// exactly when compiling for `triple` (its architecture, data model and OS
/// family), e.g. x86_64-linux-gnu ->
/// `defined(__x86_64__) && !defined(__ILP32__) && defined(__linux__)`.
/// Returns "" for a triple whose architecture or OS it does not know: such a
/// target gets no absolute layout checks.
std::string target_condition(const std::string& triple);

}  // namespace dlpackgen::render
