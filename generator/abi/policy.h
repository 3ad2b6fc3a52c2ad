// The DLPack version policy (abi-diff --policy dlpack).
//
// - Every change (other than doc comments) needs at least a minor bump:
//   added enumerators, flag bits, structs, function pointers, renames.
// - An ABI-breaking change to DLManagedTensorVersioned, DLTensor, a struct
//   they embed by value (DLDevice, DLDataType, DLPackVersion, ...) or an enum
//   stored in them (DLDeviceType; DLDataTypeCode, whose values DLDataType
//   carries) needs a major bump. Before 1.0 a minor bump counts as a major
//   one (0.x releases could break, as in semantic versioning); 0.x -> 1.0 is
//   never flagged as an unneeded major bump.
// - No enumerator value or flag bit (DLPACK_FLAG_BITMASK_*) may change or be
//   reused by a new enumerator / flag.
// - DLDataTypeCode values must fit DLDataType's `code` field (uint8_t).
// - The fields of DLManagedTensorVersioned up to and including `flags` keep
//   their position, offset and representation, and the deleter keeps its
//   signature, even across a major bump (exit bit 64). A rename there is only
//   source-breaking and is judged like any other rename.
// - The bump must match: missing, too small, decreased, or a major bump with
//   no break (a warning) are reported. With `pending`, a missing bump is a
//   warning (between releases, before the version macro is raised).
#pragma once

#include <string>

#include "abi/match.h"
#include "abi/report.h"
#include "abi/types.h"
#include "model/model.h"

namespace dlpackgen::abi {

struct PolicyInput {
  const model::Model& old_model;
  const model::Model& new_model;
  const Matching& matching;
  const TypeComparator& types;
  bool pending = false;
  std::string old_label;
  std::string new_label;
};

/// Adds the policy findings to `report` (its changes must be classified and
/// suppressions applied to them already: suppressed changes are ignored).
void check_dlpack_policy(const PolicyInput& input, Report& report);

}  // namespace dlpackgen::abi
