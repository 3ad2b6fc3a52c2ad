// Merging the facts of every Clang run into one Model. Internal to extract.
#pragma once

#include <string>

#include "extract/parse_facts.h"
#include "model/model.h"

namespace dlpackgen::extract::detail {

/// Adds the C-mode facts of one target. The first call gives the Model its
/// declarations; later calls must find the same declarations (names, types,
/// enumerator and macro values), else util::Error naming the entity and both
/// targets, because the Model holds one declaration for all targets. Their
/// per-target facts (layouts, offsets, C underlying types) are added.
void merge_c_facts(model::Model& model, ParseFacts facts, const std::string& display_path);

/// Adds the C++-mode facts of one target: fixed_type_cxx and underlying_cxx of
/// the enums the C runs found. A struct the C runs found must have the same
/// size, alignment and field offsets when read as C++, else util::Error at the
/// field (or the struct) naming both and the target: the Model, and every
/// binding generated from it, holds one layout for both languages.
void merge_cxx_facts(model::Model& model, const ParseFacts& facts, const std::string& display_path);

}  // namespace dlpackgen::extract::detail
