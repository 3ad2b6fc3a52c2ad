// A read-only YAML document, built from yaml-cpp's event parser: every YAML
// input of dlpackgen (schemas, overlays, configs, suppressions, language
// descriptors) is read through it (schema/document.h).
//
// It answers what yaml-cpp's YAML::Node answers for reading (kind, scalar, tag,
// mark, size, lookup by key, iteration in document order, duplicate keys kept)
// with the same results, but holds a node in about 60 bytes where yaml-cpp's
// document holds about 400: a schema of a 16,000-field struct on nine targets
// (7 MB of YAML, half a million nodes) is read in tens of MB, not hundreds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/mark.h>

namespace dlpackgen::yaml {

namespace detail {
struct Document;
class Layerer;
}

class Node {
 public:
  /// A null node, defined (as yaml-cpp's default node is).
  Node() = default;
  /// A node that is not there (IsDefined() false): an absent key.
  static Node undefined();
  /// An empty sequence, for a default value.
  static Node empty_sequence();

  bool IsDefined() const;
  bool IsNull() const;
  bool IsScalar() const;
  bool IsSequence() const;
  bool IsMap() const;
  explicit operator bool() const { return IsDefined(); }
  bool operator!() const { return !IsDefined(); }

  /// The text of a scalar; "" for any other node.
  const std::string& Scalar() const;
  /// "?" for a plain scalar or an untagged collection, "!" for a quoted scalar,
  /// else the tag as yaml-cpp reports it; "" for a null or absent node.
  const std::string& Tag() const;
  /// Where the node starts (0-based); the null mark for an absent node.
  YAML::Mark Mark() const;
  /// The file the node was read from, as load() was told; "" when not told
  /// (a layered document's nodes keep the file of the document each came from).
  const std::string& File() const;
  /// Items of a sequence, entries of a mapping, else 0.
  std::size_t size() const;
  /// The value of the first entry whose key is the scalar `key`; undefined when
  /// there is none or this is not a mapping.
  Node operator[](const std::string& key) const;
  /// A sequence's item `i`; undefined when there is none or this is not a sequence.
  Node operator[](std::size_t i) const;

  class iterator;
  /// Document order: a sequence's items (each a Node), or a mapping's entries
  /// (each with `first`, the key, and `second`, the value).
  iterator begin() const;
  iterator end() const;

 private:
  friend struct detail::Document;
  friend class detail::Layerer;
  friend class iterator;
  enum class Standalone : uint8_t { Null, Undefined, EmptySequence };
  Node(std::shared_ptr<const detail::Document> doc, uint32_t index) : doc_(std::move(doc)), index_(index) {}

  std::shared_ptr<const detail::Document> doc_;  // null for a standalone node
  uint32_t index_ = 0;
  Standalone standalone_ = Standalone::Null;
};

/// One item of an iteration: the item itself for a sequence, or the entry's
/// key and value (`first`, `second`) for a mapping.
struct IteratorValue : Node {
  Node first, second;
};

class Node::iterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = IteratorValue;
  using difference_type = std::ptrdiff_t;
  using pointer = const IteratorValue*;
  using reference = const IteratorValue&;

  iterator() = default;
  reference operator*() const { return value_; }
  pointer operator->() const { return &value_; }
  iterator& operator++() {
    ++at_;
    load();
    return *this;
  }
  iterator operator++(int) {
    iterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const iterator& o) const { return at_ == o.at_ && owner_.doc_ == o.owner_.doc_; }
  bool operator!=(const iterator& o) const { return !(*this == o); }

 private:
  friend class Node;
  iterator(Node owner, std::size_t at) : owner_(std::move(owner)), at_(at) { load(); }
  void load();
  Node owner_;
  std::size_t at_ = 0;
  IteratorValue value_;
};

/// The integer a scalar spells as yaml-cpp reads one: decimal with an optional
/// sign, or 0x hexadecimal, or 0o octal; nullopt for anything else or out of range.
std::optional<int64_t> integer(const Node& node);

/// Where a YAML alias (`*name`) is: its 0-based line and column.
struct AliasAt {
  int line = -1, column = -1;
};

/// Parses the first document of `text` (a null node when there is none).
/// Throws YAML::ParserException (with its mark) on a syntax error. An alias is
/// the anchored node itself (shared, never copied). `first_alias`, when given, receives where the first
/// alias is (line -1 when there is none).
Node load(const std::string& text, AliasAt* first_alias = nullptr, const std::string& file = "");

/// How layer() combines a value of `over` with the value of `base` at the same
/// place: the over value replaces the base value; or a mapping's keys are
/// combined one by one (layer() again under each, `path.key`); or a
/// sequence of mappings is combined item by item, keyed by the scalar under
/// `key`: an over item replaces the base item of the same key where it stands,
/// and an over item of a new key is appended.
struct Layering {
  enum class How { Replace, Keys, Keyed };
  How how = How::Replace;
  std::string key;  // Keyed: the key of each item
};

/// A new document of `over` laid over `base`; `rule(path)` says how for each
/// place both give a value ("" for the roots, then "devices", "devices.types",
/// ...). Every node keeps its mark and File(): an error in the result names
/// the file and line that said the value.
Node layer(const Node& base, const Node& over, const std::function<Layering(const std::string& path)>& rule);

}  // namespace dlpackgen::yaml
