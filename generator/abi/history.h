// History across a series of headers (dlpackgen history H1 ... Hn).
//
// Walks consecutive pairs with the same matcher as abi::diff (rename-aware)
// and records, on every enum, enumerator, struct, field, function pointer,
// alias and macro of the newest Model, the version that introduced it (`since`) and its
// latest rename (`renamed_from`, `renamed_in`); things that disappeared go to
// Model::removed. A header's label is the DLPack version it declares ("0.8");
// when two consecutive headers declare the same version (1.1, then 1.1 with
// kDLTrn added), what the second one introduces gets that same version: it is
// what a producer built against it reports at run time. Aliases get their
// history too, and a removed alias is listed in `removed` with kind "alias".
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace dlpackgen::abi {

/// One header (or schema) of a series, with the label used when it declares no version.
struct HistoryEntry {
  model::Model model;
  std::string fallback_label;  // e.g. the file name without extension
};

/// The label of one series entry: its DLPack version, else the fallback with
/// every character a schema's label may not hold replaced by '_' (and a '_'
/// in front when it would not start with a letter, digit or '_').
std::string history_label(const HistoryEntry& entry);

/// Returns the newest Model of `series` (oldest first, at least one) with its
/// history filled, `history_versions` set to the distinct labels in order and
/// `removed` listing what disappeared along the way. Throws util::Error when
/// the series is empty or two consecutive Models share no target.
model::Model build_history(const std::vector<HistoryEntry>& series);

}  // namespace dlpackgen::abi
