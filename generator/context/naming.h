// How a language spells what the neutral context holds: the interface lang/
// implements from a language's descriptor, and C's own spelling when there is
// no language.
#pragma once

#include <map>
#include <string>

#include "model/model.h"

namespace dlpackgen::context {

/// How one language spells what the neutral context holds. Implemented by
/// lang::Language; without one, identifiers are the C names, scalars keep their
/// C spelling and targets have no condition.
class Naming {
 public:
  // Function: a function the templates name after header text (a dtype's
  // factory, `float32`); Flag: a flag bit as a member of the language's flag
  // set (`short_name`: the macro without the flags' prefix, READ_ONLY).
  enum class Role { Type, Field, Enumerator, Constant, Param, Function, Flag };
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

/// `naming`, or C's own spelling when it is null: identifiers are the C names,
/// scalars keep their C spelling, targets have no condition.
const Naming& naming_or_c(const Naming* naming);

}  // namespace dlpackgen::context
