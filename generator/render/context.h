// The neutral template context: one Value tree built from the Model and the
// semantics overlay, the same for every language (header, targets, entities with
// their types as trees, marker-free doc lines, features, the roles the overlay
// gives fields). What a language adds (identifiers, scalar spellings, target
// conditions) comes in through a Naming, which lang/ builds from the language's
// descriptor. Every key is documented in templates/README.md.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/model.h"
#include "render/semantics.h"
#include "render/value.h"

namespace dlpackgen::render {

/// How one language spells what the neutral context holds. Implemented by
/// lang::Language; without one, identifiers are the C names, scalars keep their
/// C spelling and targets have no condition.
class Naming {
 public:
  enum class Role { Type, Field, Enumerator, Constant, Param };
  virtual ~Naming() = default;
  /// The language's spelling of the C scalar `c_name` ("int64_t", "unsigned int")
  /// on `target`. `user` says where it is used ("field DLTensor.ndim"), for the
  /// error thrown when the language does not map it.
  virtual std::string scalar(const std::string& c_name, const model::TargetInfo& target,
                             const std::string& user) const = 0;
  /// The identifier for an entity named `name` in C (`short_name`: an
  /// enumerator's name without its enum's prefix, else "").
  virtual std::string ident(Role role, const std::string& name, const std::string& short_name) const = 0;
  /// The language's condition selecting `target` ("" when it has none).
  virtual std::string target_condition(const model::TargetInfo& target) const = 0;
  /// The value each of the language's target tables gives `target` (table
  /// name -> value), the parts its condition is made of.
  virtual std::map<std::string, std::string> target_values(const model::TargetInfo&) const { return {}; }
};

/// The neutral context (with `naming` applied when given).
Value build_context(const model::Model& model, const Semantics& semantics, const Naming* naming = nullptr);

/// One type as a tree (kind, name, c_name, ident, is_const, element, length,
/// params, result, ...; templates/README.md, "Types"). `user` names where the
/// type is used, for diagnostics.
Value type_tree(const model::Type& type, const model::Model& model, const Naming* naming,
                const std::string& user);

// ---- Building blocks of the context, exposed for the tests and the language
// ---- extensions. All are pure functions of their arguments.

/// The banner every generated file starts with, one line per entry, without
/// comment markers: "Generated from dlpack.h v1.3 (sha256 1a2b3c4d5e6f) by
/// dlpackgen v0.1.0." and "Do not edit: regenerate with `dlpackgen generate`.".
std::vector<std::string> banner_lines(const model::Model& model);

/// A doc comment split on '\n' (trailing blank lines dropped; "" -> no lines).
std::vector<std::string> doc_lines(const std::string& doc);

/// One line summarising a doc comment: the paragraph after \brief or @brief,
/// else the first paragraph, whitespace collapsed.
std::string doc_brief(const std::string& doc);

/// A C declaration of `name` with `type`: "int64_t *shape",
/// "void (*deleter)(struct DLManagedTensor *)", "int dims[4]".
std::string c_declaration(const model::Type& type, const std::string& name);

/// A C integer literal that C reads as the same value: decimal, "U"/"ULL" for
/// unsigned values, "LL" outside the int range.
std::string c_integer_literal(int64_t value, bool is_unsigned);

/// An enumerator's name without the prefix its enum shares: "kDL" when every
/// enumerator has it (kDLCUDA -> CUDA), else "k" before a capital letter
/// (v0.1's kCPU -> CPU), else a common prefix ending in '_'.
/// The full name when stripping would leave something that is no identifier.
std::string enumerator_short_name(const std::string& name, const std::vector<std::string>& siblings);
/// How many leading characters enumerator_short_name() strips from every
/// name of `siblings` (the same for all of them): compute it once per enum.
size_t enumerator_prefix_length(const std::vector<std::string>& siblings);

/// How C names a struct or enum type: its name when a typedef declares it
/// (`has_typedef`, or the name is not the tag), else "struct Tag" / "enum Tag".
std::string c_type_name(const std::string& name, const std::string& tag, bool has_typedef, const char* keyword);

/// "int32_t"/"uint32_t"/... for a canonical integer type name of `size` bytes.
std::string fixed_width_type(const std::string& canonical, uint64_t size);

}  // namespace dlpackgen::render
