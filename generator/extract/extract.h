// extract: dlpack.h -> Model, through Clang LibTooling.
//
// This stage is the only one that includes Clang headers. It runs the header
// through Clang once per target triple in C mode (layouts, C enum underlying
// types) and once per target in C++ mode (C++ enum underlying types, which differ
// for `enum : int32_t`), with Clang's own resource headers and no system include
// paths, so no cross sysroot is needed.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace dlpackgen::extract {

struct Options {
  /// Target triples to lay the header out for; empty means model::default_targets().
  std::vector<std::string> targets;
  /// Extra -D/-I/-U arguments passed to Clang (for headers wrapped in #if guards).
  std::vector<std::string> clang_args;
};

/// Extracts the Model of the header at `path`.
///
/// Throws util::Error with one diagnostic (file:line:col where Clang gives one) for:
/// a missing/unreadable file, an empty or binary file, a Clang error (the first
/// error only), an unsupported construct (union, bitfield, nested anonymous
/// struct, ...: the message names the construct and its line), an unknown target
/// triple, and a header that declares nothing DLPack-like (no DL* declaration).
model::Model extract_header(const std::string& path, const Options& options = {});

/// The directory of Clang's resource headers (stddef.h, stdint.h) used by the extractor.
std::string clang_resource_dir();

}  // namespace dlpackgen::extract
