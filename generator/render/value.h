// The template context as plain data: a tree of strings, booleans, lists and
// objects (keys in insertion order). render/ turns it into the template
// engine's own type when rendering; no engine type appears in a public header.
#pragma once

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace dlpackgen::render {

class Value {
 public:
  enum class Kind { Object, List, String, Bool };

  Value() = default;  // an empty object
  Value(std::string s) : kind_(Kind::String), str_(std::move(s)) {}
  Value(const char* s) : kind_(Kind::String), str_(s) {}
  Value(bool b) : kind_(Kind::Bool), bool_(b) {}
  // Numbers are strings in the context (templates/README.md): no silent int -> bool.
  template <class T, std::enable_if_t<std::is_arithmetic_v<T> && !std::is_same_v<T, bool>, int> = 0>
  Value(T) = delete;

  static Value object() { return Value(); }
  static Value list(std::vector<Value> items = {});

  Kind kind() const { return kind_; }
  bool is_object() const { return kind_ == Kind::Object; }
  bool is_list() const { return kind_ == Kind::List; }
  bool is_string() const { return kind_ == Kind::String; }
  bool is_bool() const { return kind_ == Kind::Bool; }

  const std::string& str() const { return str_; }  // "" unless a string
  bool boolean() const { return bool_; }           // false unless a bool

  /// Objects: sets `key` (replacing an existing one in place). Returns *this.
  Value& set(const std::string& key, Value v);
  const Value* get(const std::string& key) const;
  Value* get(const std::string& key);
  /// A dotted path ("header.version", "structs.0.name"); nullptr when absent.
  const Value* find(const std::string& dotted) const;
  const std::vector<std::pair<std::string, Value>>& members() const { return members_; }
  std::vector<std::pair<std::string, Value>>& members() { return members_; }

  /// Lists: appends. Returns *this.
  Value& push(Value v);
  const std::vector<Value>& items() const { return items_; }
  std::vector<Value>& items() { return items_; }
  bool empty_list() const { return kind_ == Kind::List && items_.empty(); }

 private:
  Kind kind_ = Kind::Object;
  std::string str_;
  bool bool_ = false;
  std::vector<Value> items_;
  std::vector<std::pair<std::string, Value>> members_;
};

/// A list whose object items get `is_first` and `is_last`.
Value mark_ends(Value list);
Value mark_ends(std::vector<Value> items);

/// mark_ends() on every list of objects in the tree.
void mark_all_ends(Value& tree);

/// A list of strings.
Value string_list(const std::vector<std::string>& items);

/// The tree as YAML (keys in insertion order, every string quoted where YAML
/// needs it, booleans as true/false); ends with a newline.
std::string to_yaml(const Value& value);

}  // namespace dlpackgen::render
