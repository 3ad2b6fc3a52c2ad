// Pairing the entities of two Models: by name first, then rename detection.
//
// - An enumerator gone from an enum while a new one with the same value
//   appears in the same enum is a rename.
// - A struct gone while a new one with the identical layout and field list
//   (names, offsets, types modulo renames) appears is a rename; the same for an
//   enum with the same values in the same order and layout, and for a
//   function-pointer typedef with the same signature. Renames of types feed
//   the comparison of other types, so detection repeats until nothing changes.
// - A field gone while a new one at the same offset (on every target) with the
//   same type appears in the same struct is a rename.
// - An alias (`typedef DLDevice DLContext;`) gone while a new alias of the
//   same type appears is a rename.
// Macros are matched by name only: two macros with equal values are not
// evidence of a rename (DLPACK_ABI_VERSION and DLPACK_MAJOR_VERSION are both 1).
#pragma once

#include <cstddef>
#include <vector>

#include "abi/types.h"
#include "model/model.h"

namespace dlpackgen::abi {

struct Pair {
  std::size_t old_index = 0;
  std::size_t new_index = 0;
  bool renamed = false;
};

/// The pairing of one list of entities (indices into the Models' vectors).
struct Matches {
  std::vector<Pair> pairs;           // in new-side order
  std::vector<std::size_t> removed;  // old-side indices with no partner
  std::vector<std::size_t> added;    // new-side indices with no partner
};

struct Matching {
  Matches enums;
  std::vector<Matches> enumerators;  // one per enums.pairs entry
  Matches structs;
  std::vector<Matches> fields;       // one per structs.pairs entry
  Matches function_pointers;
  Matches aliases;
  Matches macros;
  RenameMap type_renames;            // old name -> new name, renamed enums/structs/function pointers
  std::vector<model::TargetInfo> targets;  // the targets compared (common to both Models)
};

/// Matches `old_model` against `new_model`.
Matching match(const model::Model& old_model, const model::Model& new_model);

}  // namespace dlpackgen::abi
