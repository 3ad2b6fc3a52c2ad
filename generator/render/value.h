// The template context as plain data: a tree of strings, booleans, lists and
// objects (keys in insertion order). render/ turns it into the template
// engine's own type when rendering; no engine type appears in a public header.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace dlpackgen::render {

/// An object's key: a string kept once for the whole process (a context has
/// millions of members and a few hundred distinct keys), compared by address.
class Key {
 public:
  Key(const std::string& s);  // NOLINT: a key is written as a string
  Key(const char* s) : Key(std::string(s)) {}  // NOLINT
  /// The key `s` if any object has used it, else nullptr (nothing is added).
  static const std::string* find(const std::string& s);
  const std::string& str() const { return *p_; }
  operator const std::string&() const { return *p_; }  // NOLINT
  bool operator==(const Key& o) const { return p_ == o.p_; }
  bool operator!=(const Key& o) const { return p_ != o.p_; }
  friend bool operator==(const Key& k, const std::string& s) { return *k.p_ == s; }
  friend bool operator==(const std::string& s, const Key& k) { return *k.p_ == s; }
  friend bool operator==(const Key& k, const char* s) { return *k.p_ == s; }
  friend bool operator!=(const Key& k, const char* s) { return *k.p_ != s; }

 private:
  friend class Value;
  const std::string* p_;
};

class Value {
 public:
  enum class Kind { Object, List, String, Bool };

  Value() = default;  // an empty object
  Value(std::string s) : data_(std::move(s)) {}
  Value(const char* s) : data_(std::string(s)) {}
  Value(bool b) : data_(b) {}
  // Numbers are strings in the context (templates/README.md): no silent int -> bool.
  template <class T, std::enable_if_t<std::is_arithmetic_v<T> && !std::is_same_v<T, bool>, int> = 0>
  Value(T) = delete;

  static Value object() { return Value(); }
  static Value list(std::vector<Value> items = {});
  /// A list of `size` items made by `make` each time they are read, not held:
  /// the per-target layout rows, which would otherwise be most of the context
  /// of a wide struct. The renderer makes them for the section that reads them
  /// and drops them after it; items() makes and keeps them. `make` must return
  /// `size` items and must not hold references into the context.
  static Value lazy_list(size_t size, std::function<std::vector<Value>()> make);
  /// `tree`, held once however often the result is copied: the type trees, one
  /// per distinct type, which every field of that type would otherwise repeat.
  /// Reading it (through a const Value) reads `tree`; changing it, or any
  /// non-const access that could (set, push, get, members(), items()), first
  /// copies `tree` into it. A shared tree is final: the walks
  /// below pass it by, so it is shared complete (its lists marked, shrunk) and
  /// holds nothing they change (no doc keys).
  static Value shared(Value tree);

  Kind kind() const;
  bool is_object() const { return std::holds_alternative<Members>(read().data_); }
  bool is_list() const {
    const auto& d = read().data_;
    return std::holds_alternative<Items>(d) || std::holds_alternative<Lazy>(d);
  }
  bool is_string() const { return std::holds_alternative<std::string>(read().data_); }
  bool is_bool() const { return std::holds_alternative<bool>(read().data_); }
  /// Whether this refers to a shared tree (Value::shared).
  bool is_shared() const { return std::holds_alternative<Shared>(data_); }

  const std::string& str() const;  // "" unless a string
  bool boolean() const { return is_bool() && std::get<bool>(read().data_); }  // false unless a bool

  /// Objects: sets `key` (replacing an existing one in place). Returns *this.
  Value& set(const std::string& key, Value v);
  const Value* get(const std::string& key) const;
  Value* get(const std::string& key);
  /// A dotted path ("header.version", "structs.0.name"); nullptr when absent.
  const Value* find(const std::string& dotted) const;
  /// An object's members (none unless an object).
  const std::vector<std::pair<Key, Value>>& members() const;
  std::vector<std::pair<Key, Value>>& members();

  /// Lists: appends. Returns *this.
  Value& push(Value v);
  /// The items (none unless a list); a lazy list makes them here and keeps them from then on.
  const std::vector<Value>& items() const;
  std::vector<Value>& items();
  bool empty_list() const { return is_list() && size() == 0; }
  /// A list's length (a lazy list's without making it).
  size_t size() const;
  /// Whether this is a lazy list whose items have not been made yet. Tree walks
  /// that look for docs or names skip these: they hold layout rows only.
  bool is_lazy() const { return std::holds_alternative<Lazy>(read().data_); }
  /// A list's items as a new vector, a lazy list's made afresh and not kept.
  std::vector<Value> make_items() const;

 private:
  using Items = std::vector<Value>;
  using Members = std::vector<std::pair<Key, Value>>;
  struct Lazy {
    size_t size;
    std::shared_ptr<const std::function<std::vector<Value>()>> make;
  };
  using Shared = std::shared_ptr<const Value>;
  // One alternative per kind: a node is 40 bytes, a member 48 (a context holds millions).
  mutable std::variant<Members, Items, std::string, bool, Lazy, Shared> data_;

  /// The node read: the shared tree this refers to, else this.
  const Value& read() const {
    const auto* shared = std::get_if<Shared>(&data_);
    return shared ? **shared : *this;
  }
  /// Before a change: a reference to a shared tree becomes a copy of it.
  void unshare();
};

/// A list whose object items get `is_first` and `is_last`.
Value mark_ends(Value list);
Value mark_ends(std::vector<Value> items);

/// mark_ends() on every list of objects in the tree (shared trees passed by).
void mark_all_ends(Value& tree);

/// Calls `f` on every object of the tree, children before their parent; lazy
/// lists are not made (they hold layout rows: no docs, no names to change), and
/// shared trees are passed by (they are final).
void for_each_object(Value& tree, const std::function<void(Value&)>& f);

/// Releases the spare capacity of every object and list of the tree (lazy
/// lists stay lazy, shared trees are shared shrunk): a built context's vectors
/// are half empty on average.
void shrink(Value& tree);

/// A list of strings.
Value string_list(const std::vector<std::string>& items);

/// The tree as YAML (keys in insertion order, every string quoted where YAML
/// needs it, booleans as true/false); ends with a newline.
std::string to_yaml(const Value& value);

}  // namespace dlpackgen::render
