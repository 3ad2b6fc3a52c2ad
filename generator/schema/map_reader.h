// Typed, checked access to one YAML mapping of a schema.
//
// A MapReader reports, into Diagnostics, keys that are not allowed (with a
// "did you mean" hint), keys given twice, and non-scalar keys. Its getters
// report missing required keys and values of the wrong type, and return
// nullopt (or an invalid node) so that reading goes on and every problem is
// found in one run.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/mark.h>

#include "yaml/yaml_node.h"

#include "schema/diagnostics.h"
#include "util/text.h"

namespace dlpackgen::schema {

enum class Need { Required, Optional };

/// "a mapping", "a sequence", "no value", "'text'" or "the quoted string \"text\"".
std::string describe(const yaml::Node& node);

/// The closest candidate to `word` when it looks like a typo of it, else "".
std::string closest(const std::string& word, const std::vector<std::string>& candidates);

using util::join;  // "a, b, c"

/// Integer value of a plain decimal scalar, checked against [min, max].
/// `subject` names it in messages ("'size'", "the offset on target 'x'").
/// nullopt (and a diagnostic at `mark`) when it is not an integer in range.
std::optional<int64_t> read_signed(Diagnostics& diags, const yaml::Node& node, const YAML::Mark& mark,
                                   const std::string& subject, int64_t min, int64_t max);
std::optional<uint64_t> read_unsigned(Diagnostics& diags, const yaml::Node& node, const YAML::Mark& mark,
                                      const std::string& subject, uint64_t max);

/// A 64-bit value of either signedness: -2^63 .. 2^64-1, as its 64 bits and
/// whether it was written above INT64_MAX (an unsigned type's upper half).
struct Integer64 {
  int64_t bits = 0;
  bool above_int64 = false;
};
std::optional<Integer64> read_integer64(Diagnostics& diags, const yaml::Node& node, const YAML::Mark& mark,
                                        const std::string& subject);

/// Where an entry's value is; the key's place when the value is empty ("key:"),
/// since yaml-cpp marks an empty value at the token after it.
YAML::Mark value_mark_of(const yaml::Node& key, const yaml::Node& value);

class MapReader {
 public:
  struct Entry {
    std::string key;
    yaml::Node key_node;
    yaml::Node value;
  };

  /// `node` must be a mapping. `what` names it in messages ("enum", "layout");
  /// when the mapping has a string under `name_key`, it is added ("enum 'DLDeviceType'").
  /// `allowed` lists the keys it may hold; empty means any key (a per-target map).
  MapReader(Diagnostics& diags, const yaml::Node& node, const std::string& what,
            const std::vector<std::string>& allowed, const std::string& name_key = "name");

  const std::string& what() const { return what_; }
  YAML::Mark mark() const { return node_.Mark(); }
  /// Every entry with a scalar key, in document order, first occurrence of each key.
  const std::vector<Entry>& entries() const { return entries_; }

  bool has(const std::string& key) const { return find(key) != nullptr; }
  /// The value, or an invalid (!IsDefined) node when the key is absent.
  yaml::Node value(const std::string& key) const;
  YAML::Mark key_mark(const std::string& key) const;
  /// Where the value is; the key's position when the value is empty.
  YAML::Mark value_mark(const std::string& key) const;

  /// Reports "missing required key" when `need` is Required and the key is absent.
  bool require(const std::string& key, Need need);

  std::optional<std::string> string(const std::string& key, Need need);
  std::optional<uint64_t> unsigned_int(const std::string& key, Need need, uint64_t max = UINT64_MAX);
  std::optional<int64_t> signed_int(const std::string& key, Need need);
  std::optional<bool> boolean(const std::string& key, Need need);
  /// The value when it is a sequence (an empty flow sequence `[]` included), else an invalid node.
  yaml::Node sequence(const std::string& key, Need need);
  /// The value when it is a mapping, else an invalid node.
  yaml::Node mapping(const std::string& key, Need need);

  /// Reports `key` as not allowed here ("key 'params' is not allowed in a pointer type").
  void not_allowed(const std::string& key, const std::string& where);

 private:
  const Entry* find(const std::string& key) const;

  Diagnostics& diags_;
  yaml::Node node_;
  std::string what_;
  std::vector<Entry> entries_;
};

}  // namespace dlpackgen::schema
