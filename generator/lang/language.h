// A language: its descriptor applied to the neutral context. This is what makes
// `{{#type}}{{> rust_type}}{{/type}}` see `i64` where C says `int64_t`.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "lang/descriptor.h"
#include "model/model.h"
#include "context/context.h"
#include "overlay/semantics.h"
#include "render/value.h"

namespace dlpackgen::lang {

class Language final : public context::Naming {
 public:
  /// `descriptor.file` empty: a language without a descriptor (C names, C
  /// scalar spellings, no target conditions).
  explicit Language(Descriptor descriptor);

  const Descriptor& descriptor() const { return d_; }

  std::string scalar(const std::string& c_name, const model::TargetInfo& target,
                     const std::string& user) const override;
  std::string ident(Role role, const std::string& name, const std::string& short_name) const override;
  std::string target_condition(const model::TargetInfo& target) const override;
  std::map<std::string, std::string> target_values(const model::TargetInfo& target) const override;

  /// An identifier escaped when it is a reserved word of the language.
  std::string escape(const std::string& word) const;

  /// Per-file keys: `include_guard` when the descriptor asks for one.
  void file_keys(const std::string& output_name, render::Value& keys) const;

 private:
  Descriptor d_;
  mutable std::map<std::string, std::string> conditions_;  // triple -> condition, computed once
  mutable std::map<std::string, std::map<std::string, std::string>> values_;  // triple -> table -> value
};

/// The whole context a language's templates see: the neutral context with the
/// language's names, its element types under `semantics.dtype.codes[].types`
/// and `semantics.dtype.types`, its element-type roles and `vars`, and the doc
/// formats it declares.
render::Value language_context(const model::Model& model, const overlay::Semantics& semantics,
                               const Language& language);

/// The size in bytes of a C scalar on `target`, when the C data model fixes it
/// (char, short, int, long, long long, size_t, intN_t, float, ...).
std::optional<unsigned> c_scalar_size(const std::string& c_name, const model::TargetInfo& target);

}  // namespace dlpackgen::lang
