#include "abi/rules.h"

namespace dlpackgen::abi {

namespace {
constexpr Severity C = Severity::Compatible;
constexpr Severity S = Severity::SourceBreaking;
constexpr Severity A = Severity::AbiBreaking;
}  // namespace

const std::vector<ChangeRule>& change_rules() {
  static const std::vector<ChangeRule> rules = {
      {"enum-added", C, false, "a new enum type"},
      {"enum-removed", A, false, "an enum type is gone"},
      {"enum-renamed", S, false, "an enum type has a new name and the same enumerators"},
      {"enum-underlying-type-changed", A, true,
       "the underlying integer type of an enum changed (C or C++ mode); abi-breaking where its size or alignment changed"},
      {"enum-size-changed", A, true, "the size or alignment of an enum changed"},
      {"enumerator-added", C, false, "a new enumerator in an existing enum"},
      {"enumerator-removed", A, false, "an enumerator is gone and no new one took its value"},
      {"enumerator-renamed", S, false, "an enumerator has a new name and the same value"},
      {"enumerator-value-changed", A, false, "an enumerator kept its name but changed its value"},
      {"struct-added", C, false, "a new struct type"},
      {"struct-removed", A, false,
       "a struct type is gone (source-breaking only when it was an alias of a struct that stays)"},
      {"struct-renamed", S, false,
       "a struct type has a new name and the identical layout and field list (compatible when the old name stays as an alias)"},
      {"struct-size-changed", A, true, "the size of a struct changed"},
      {"struct-alignment-changed", A, true, "the alignment of a struct changed"},
      {"field-added", A, true,
       "a new field; abi-breaking where it moves other fields or grows the struct, compatible where it fills padding"},
      {"field-removed", A, false, "a field is gone"},
      {"field-renamed", S, false, "a field has a new name at the same offset with the same type"},
      {"field-offset-changed", A, true, "a field moved"},
      {"field-type-changed", A, true,
       "a field's type changed; abi-breaking where its representation differs, compatible where it is the same (int -> int32_t)"},
      {"function-pointer-added", C, false, "a new function-pointer typedef"},
      {"function-pointer-removed", A, false, "a function-pointer typedef is gone"},
      {"function-pointer-renamed", S, false, "a function-pointer typedef has a new name and the same signature"},
      {"function-pointer-signature-changed", A, true,
       "the return or parameter types of a function pointer changed"},
      {"alias-added", C, false, "a new typedef alias of a struct, enum or function pointer"},
      {"alias-removed", S, false, "a typedef alias is gone (only its name: the type it denoted stays)"},
      {"alias-renamed", S, false, "a typedef alias has a new name and denotes the same type"},
      {"alias-target-changed", A, true,
       "a typedef alias denotes another type; abi-breaking where the representation differs"},
      {"macro-added", C, false, "a new integer macro"},
      {"macro-removed", S, false, "an integer macro is gone"},
      {"macro-value-changed", A, false, "an integer macro changed its value"},
      {"version-changed", C, false, "the DLPack version declared by the header changed"},
      {"doc-changed", C, false, "a doc comment changed (only with --include-docs)"},
  };
  return rules;
}

const std::vector<PolicyRule>& policy_rules() {
  static const std::vector<PolicyRule> rules = {
      {"version-unknown", Level::Error, false, "--policy dlpack on a side that declares no DLPack version"},
      {"version-bump-missing", Level::Error, false,
       "changes without a version bump (a warning with --pending)"},
      {"version-bump-too-small", Level::Error, false,
       "an ABI break of DLManagedTensorVersioned, DLTensor or what they embed with only a minor bump"},
      {"version-decreased", Level::Error, false, "the new header declares an older version"},
      {"version-bump-unneeded", Level::Warning, false,
       "a major bump with no ABI break of the exchanged structs, or a bump with no change"},
      {"value-changed", Level::Error, false, "an enumerator value or a flag bit changed"},
      {"value-reused", Level::Error, false,
       "a new enumerator or flag bit takes a value an old one already had"},
      {"data-type-code-out-of-range", Level::Error, false,
       "a DLDataTypeCode value does not fit DLDataType's code field"},
      {"frozen-prefix-changed", Level::Error, true,
       "the fields of DLManagedTensorVersioned up to and including flags changed"},
      {"deleter-signature-changed", Level::Error, true,
       "the signature of DLManagedTensorVersioned's deleter changed"},
  };
  return rules;
}

const ChangeRule* find_change_rule(const std::string& id) {
  for (const auto& r : change_rules())
    if (id == r.id) return &r;
  return nullptr;
}

const PolicyRule* find_policy_rule(const std::string& id) {
  for (const auto& r : policy_rules())
    if (id == r.id) return &r;
  return nullptr;
}

bool is_known_rule(const std::string& id) {
  return find_change_rule(id) != nullptr || find_policy_rule(id) != nullptr;
}

}  // namespace dlpackgen::abi
