// Comparing a type of the old Model with a type of the new one, per target,
// aware of the renames found so far.
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/model.h"

namespace dlpackgen::abi {

/// How two types relate on one target.
enum class TypeMatch {
  Same,        // the same type (modulo renames of the named types it refers to)
  Equivalent,  // spelled differently, same representation (int vs int32_t, DLContext alias vs DLDevice)
  Different,   // the representation differs
};

/// Old-side type name -> new-side type name, for enums, structs and
/// function-pointer typedefs found renamed.
using RenameMap = std::map<std::string, std::string>;

class TypeComparator {
 public:
  TypeComparator(const model::Model& old_model, const model::Model& new_model,
                 const RenameMap& renames, std::vector<model::TargetInfo> targets);

  /// `a` from the old Model, `b` from the new one, on `target`.
  TypeMatch compare(const model::Type& a, const model::Type& b, const model::TargetInfo& target) const;

  /// The worst match over every compared target.
  TypeMatch compare_all(const model::Type& a, const model::Type& b) const;

  /// The compared targets on which the two types are Different.
  std::vector<std::string> different_on(const model::Type& a, const model::Type& b) const;

  /// Old struct `a` and new struct `b`: same layout, same field names,
  /// offsets and (modulo renames) types on every target.
  bool same_struct_shape(const model::Struct& a, const model::Struct& b) const;

  /// Old enum `a` and new enum `b`: the same values in the same order and the same layout.
  bool same_enum_values(const model::Enum& a, const model::Enum& b) const;

  /// Function signatures (return and parameter types, parameter names ignored).
  TypeMatch compare_signature(const model::Type& a, const model::Type& b,
                              const model::TargetInfo& target) const;

  const std::vector<model::TargetInfo>& targets() const { return targets_; }
  std::string mapped(const std::string& old_name) const;

 private:
  TypeMatch compare_named(const model::Type& a, const model::Type& b, const model::TargetInfo& target) const;
  bool struct_shape_on(const model::Struct& a, const model::Struct& b) const;

  const model::Model& old_;
  const model::Model& new_;
  const RenameMap& renames_;
  std::vector<model::TargetInfo> targets_;
  mutable std::set<std::pair<std::string, std::string>> in_progress_;
};

/// The targets both Models were laid out for, in the new Model's order.
std::vector<model::TargetInfo> common_targets(const model::Model& old_model, const model::Model& new_model);

/// A short text form of a type for messages: its spelling, else a rebuilt one.
std::string type_text(const model::Type& type);

}  // namespace dlpackgen::abi
