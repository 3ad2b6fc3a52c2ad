// Target triples split into their parts, so a language can say how each part
// becomes its own condition (templates/<lang>/language.yaml, `targets:`).
#pragma once

#include <string>

namespace dlpackgen::context {

struct TargetParts {
  std::string arch;    // "x86_64", "armv7", "wasm32"
  std::string vendor;  // "pc", "unknown" ("unknown" when the triple names none)
  std::string os;      // "linux", "windows", "unknown"
  std::string env;     // "gnu", "gnueabihf", "msvc", "" when none
  /// arch-vendor-os[-env]: "x86_64-unknown-linux-gnu", "wasm32-unknown-unknown".
  std::string normalized() const;
};

/// x86_64-linux-gnu -> {x86_64, unknown, linux, gnu}; x86_64-pc-windows-msvc ->
/// {x86_64, pc, windows, msvc}; wasm32-unknown-unknown -> {wasm32, unknown, unknown, ""}.
/// The second part is a vendor when it is one of the usual vendor names
/// (unknown, pc, apple, w64, ibm, nvidia, amd, suse, redhat) and more parts follow.
TargetParts split_triple(const std::string& triple);

}  // namespace dlpackgen::context
