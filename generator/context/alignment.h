// The context keys of a declared alignment (`aligned` of a struct or a field in
// the Model): the same value on every target, or groups of targets by value,
// each with the language's target conditions. templates/README.md, "Declared
// alignment", documents the keys.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "model/model.h"
#include "context/naming.h"
#include "render/value.h"

namespace dlpackgen::context {

using render::Value;

/// Sets `has_aligned`, `aligned`, `aligned_uniform`, `aligned_varies` and `aligned_groups` on `out`
/// (with `prefix` before each key: "" or "member_") for `aligned`, the declared
/// alignment per target of `what` ("field DLTensor.byte_offset"). A target
/// without an entry declares none (value 0: the natural alignment). Throws
/// util::Error when two targets declare different values under one condition
/// of the language (it could not tell them apart).
void set_declared_alignment(Value& out, const std::string& prefix, const std::map<std::string, uint64_t>& aligned,
                            const model::Model& model, const Naming& naming, const std::string& what);

/// The top-level keys: `field_alignments[]` (`value`: every alignment a field
/// declares on some target, ascending), `has_field_alignments`,
/// `has_declared_alignments` (a struct or field declares one) and
/// `declared_alignment_varies` (one differs between the Model's targets).
void set_model_alignments(Value& root, const model::Model& model);

/// `aligned`, with the struct's own declared alignment folded into its first
/// field (the larger of the two on each target): how a language without a
/// struct-level alignment (Zig's extern struct) carries it.
std::map<std::string, uint64_t> member_alignment(const model::Struct& s, size_t field_index);

}  // namespace dlpackgen::context
