#include "yaml/yaml_node.h"

#include <deque>
#include <map>
#include <sstream>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

namespace dlpackgen::yaml {

namespace detail {

enum class Kind : uint8_t { Null, Scalar, Sequence, Map };

struct Item {
  Kind kind = Kind::Null;
  uint16_t tag = 0;  // index into Document::tags
  uint16_t file = 0;  // index into Document::files
  int32_t pos = -1, line = -1, column = -1;
  uint32_t first = 0, count = 0;  // children[first, first + count): items, or key, value, key, value...
  std::string scalar;
};

struct Document {
  // Deques: a large document grows without a vector's doubling copies (twice its size at the peak).
  std::deque<Item> items;
  std::deque<uint32_t> children;
  std::vector<std::string> tags{""};
  std::vector<std::string> files{""};
  uint32_t root = 0;
  bool has_root = false;

  const Item& at(uint32_t i) const { return items[i]; }
  static Node node(const std::shared_ptr<const Document>& doc, uint32_t index) { return Node(doc, index); }
};

// Builds a Document from the parser's events, the way yaml-cpp's own
// NodeBuilder builds its nodes: a collection's place among its siblings is where
// it starts, an alias is the anchored node itself, keys and values alternate.
class Builder : public YAML::EventHandler {
 public:
  explicit Builder(Document& doc) : doc_(doc) {}

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    add(item(Kind::Null, mark, ""), anchor);
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (first_alias.line < 0) first_alias = {mark.line, mark.column};
    if (anchor < anchors_.size()) place(anchors_[anchor]);
  }

  AliasAt first_alias;
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    uint32_t i = item(Kind::Scalar, mark, tag);
    doc_.items[i].scalar = value;
    add(i, anchor);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(item(Kind::Sequence, mark, tag), anchor);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(item(Kind::Map, mark, tag), anchor);
  }
  void OnMapEnd() override { close(); }

 private:
  uint32_t item(Kind kind, const YAML::Mark& mark, const std::string& tag) {
    Item it;
    it.kind = kind;
    it.pos = mark.pos;
    it.line = mark.line;
    it.column = mark.column;
    if (!tag.empty()) {
      auto [at, fresh] = tag_index_.emplace(tag, static_cast<uint16_t>(doc_.tags.size()));
      if (fresh) doc_.tags.push_back(tag);
      it.tag = at->second;
    }
    doc_.items.push_back(std::move(it));
    return static_cast<uint32_t>(doc_.items.size() - 1);
  }
  void anchor(uint32_t i, YAML::anchor_t anchor) {
    if (anchor == YAML::NullAnchor) return;
    if (anchors_.size() <= anchor) anchors_.resize(anchor + 1);
    anchors_[anchor] = i;
  }
  void place(uint32_t i) {
    if (open_.empty()) {
      if (!doc_.has_root) {
        doc_.root = i;
        doc_.has_root = true;
      }
    } else {
      open_.back().second.push_back(i);
    }
  }
  void add(uint32_t i, YAML::anchor_t a) {
    anchor(i, a);
    place(i);
  }
  void open(uint32_t i, YAML::anchor_t a) {
    add(i, a);
    open_.emplace_back(i, std::vector<uint32_t>());
  }
  void close() {
    auto [i, kids] = std::move(open_.back());
    open_.pop_back();
    Item& it = doc_.items[i];
    it.first = static_cast<uint32_t>(doc_.children.size());
    it.count = static_cast<uint32_t>(kids.size());
    doc_.children.insert(doc_.children.end(), kids.begin(), kids.end());
  }

  Document& doc_;
  std::vector<uint32_t> anchors_;
  std::vector<std::pair<uint32_t, std::vector<uint32_t>>> open_;
  std::map<std::string, uint16_t> tag_index_;
};

}  // namespace detail

namespace {

const std::string kEmpty;

}  // namespace

Node Node::undefined() {
  Node n;
  n.standalone_ = Standalone::Undefined;
  return n;
}

Node Node::empty_sequence() {
  Node n;
  n.standalone_ = Standalone::EmptySequence;
  return n;
}

bool Node::IsDefined() const { return doc_ || standalone_ != Standalone::Undefined; }
bool Node::IsNull() const {
  return doc_ ? doc_->at(index_).kind == detail::Kind::Null : standalone_ == Standalone::Null;
}
bool Node::IsScalar() const { return doc_ && doc_->at(index_).kind == detail::Kind::Scalar; }
bool Node::IsSequence() const {
  return doc_ ? doc_->at(index_).kind == detail::Kind::Sequence : standalone_ == Standalone::EmptySequence;
}
bool Node::IsMap() const { return doc_ && doc_->at(index_).kind == detail::Kind::Map; }

const std::string& Node::Scalar() const { return IsScalar() ? doc_->at(index_).scalar : kEmpty; }

const std::string& Node::Tag() const { return doc_ ? doc_->tags[doc_->at(index_).tag] : kEmpty; }

const std::string& Node::File() const { return doc_ ? doc_->files[doc_->at(index_).file] : kEmpty; }

YAML::Mark Node::Mark() const {
  if (!doc_) return YAML::Mark::null_mark();
  const auto& it = doc_->at(index_);
  YAML::Mark m = YAML::Mark::null_mark();
  m.pos = it.pos;
  m.line = it.line;
  m.column = it.column;
  return m;
}

std::size_t Node::size() const {
  if (!doc_) return 0;
  const auto& it = doc_->at(index_);
  if (it.kind == detail::Kind::Sequence) return it.count;
  if (it.kind == detail::Kind::Map) return it.count / 2;
  return 0;
}

Node Node::operator[](const std::string& key) const {
  if (!IsMap()) return undefined();
  const auto& it = doc_->at(index_);
  for (uint32_t k = 0; k + 1 < it.count; k += 2) {
    const auto& item = doc_->at(doc_->children[it.first + k]);
    if (item.kind == detail::Kind::Scalar && item.scalar == key)
      return Node(doc_, doc_->children[it.first + k + 1]);
  }
  return undefined();
}

Node Node::operator[](std::size_t i) const {
  if (!IsSequence() || i >= size()) return undefined();
  return Node(doc_, doc_->children[doc_->at(index_).first + i]);
}

Node::iterator Node::begin() const { return iterator(*this, 0); }
Node::iterator Node::end() const { return iterator(*this, size()); }

void Node::iterator::load() {
  if (!owner_.doc_ || at_ >= owner_.size()) {
    value_ = IteratorValue();
    return;
  }
  const auto& doc = owner_.doc_;
  const auto& it = doc->at(owner_.index_);
  if (it.kind == detail::Kind::Sequence) {
    static_cast<Node&>(value_) = Node(doc, doc->children[it.first + at_]);
    value_.first = value_.second = Node::undefined();
  } else {
    static_cast<Node&>(value_) = Node::undefined();
    value_.first = Node(doc, doc->children[it.first + 2 * at_]);
    value_.second = Node(doc, doc->children[it.first + 2 * at_ + 1]);
  }
}

std::optional<int64_t> integer(const Node& node) {
  if (!node.IsScalar()) return std::nullopt;
  const std::string& s = node.Scalar();
  size_t at = 0;
  bool negative = false;
  if (at < s.size() && (s[at] == '+' || s[at] == '-')) negative = s[at++] == '-';
  int base = 10;
  if (s.compare(at, 2, "0x") == 0) base = 16, at += 2;
  else if (s.compare(at, 2, "0o") == 0) base = 8, at += 2;
  if (at >= s.size()) return std::nullopt;
  uint64_t v = 0;
  for (; at < s.size(); ++at) {
    const char c = s[at];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
    if (d >= base) return std::nullopt;
    if (v > (UINT64_MAX - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) return std::nullopt;
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
  }
  const uint64_t limit = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
  if (v > limit) return std::nullopt;
  return negative ? static_cast<int64_t>(0 - v) : static_cast<int64_t>(v);
}

Node load(const std::string& text, AliasAt* first_alias, const std::string& file) {
  auto doc = std::make_shared<detail::Document>();
  doc->files[0] = file;
  std::istringstream in(text);
  YAML::Parser parser(in);
  detail::Builder builder(*doc);
  const bool read = parser.HandleNextDocument(builder);
  if (first_alias) *first_alias = builder.first_alias;
  if (!read || !doc->has_root) return Node();
  std::shared_ptr<const detail::Document> done = std::move(doc);
  return detail::Document::node(done, done->root);
}

namespace detail {

// Builds layer()'s document: copies of the two documents' nodes, each with its
// mark, tag and file.
class Layerer {
 public:
  explicit Layerer(const std::function<Layering(const std::string&)>& rule) : rule_(rule) {}
  std::shared_ptr<Document> doc = std::make_shared<Document>();

  uint32_t copy(const Node& n) {
    const Document& from = *n.doc_;
    const Item& src = from.at(n.index_);
    const uint32_t i = add(src, from);
    std::vector<uint32_t> kids;
    for (uint32_t k = 0; k < src.count; ++k) kids.push_back(copy(Node(n.doc_, from.children[src.first + k])));
    return close(i, kids);
  }

  uint32_t merge(const Node& base, const Node& over, const std::string& path) {
    const Layering how = rule_(path);
    if (how.how == Layering::How::Keys && base.IsMap() && over.IsMap()) {
      const uint32_t i = add(over.doc_->at(over.index_), *over.doc_);
      std::vector<uint32_t> kids;
      for (const auto& entry : base) {
        const Node mine = over[entry.first.Scalar()];
        kids.push_back(copy(entry.first));
        kids.push_back(mine ? merge(entry.second, mine, child(path, entry.first.Scalar())) : copy(entry.second));
      }
      for (const auto& entry : over)
        if (!base[entry.first.Scalar()]) {
          kids.push_back(copy(entry.first));
          kids.push_back(copy(entry.second));
        }
      return close(i, kids);
    }
    if (how.how == Layering::How::Keyed && base.IsSequence() && over.IsSequence()) {
      const uint32_t i = add(over.doc_->at(over.index_), *over.doc_);
      auto key_of = [&](const Node& item) { return item.IsMap() ? item[how.key].Scalar() : std::string(); };
      auto find = [&](const Node& seq, const std::string& key) {
        for (const auto& item : seq)
          if (!key.empty() && key_of(item) == key) return Node(item);
        return Node::undefined();
      };
      std::vector<uint32_t> kids;
      for (const auto& item : base) {
        const Node mine = find(over, key_of(item));
        kids.push_back(copy(mine ? mine : Node(item)));
      }
      for (const auto& item : over)
        if (key_of(item).empty() || !find(base, key_of(item))) kids.push_back(copy(item));
      return close(i, kids);
    }
    return copy(over);
  }

 private:
  const std::function<Layering(const std::string&)>& rule_;
  std::map<std::string, uint16_t> files_{{"", 0}};
  std::map<std::string, uint16_t> tags_{{"", 0}};

  static std::string child(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
  }
  uint32_t add(const Item& src, const Document& from) {
    Item it = src;
    it.first = it.count = 0;
    it.tag = index(tags_, doc->tags, from.tags[src.tag]);
    it.file = index(files_, doc->files, from.files[src.file]);
    doc->items.push_back(std::move(it));
    return static_cast<uint32_t>(doc->items.size() - 1);
  }
  uint32_t close(uint32_t i, const std::vector<uint32_t>& kids) {
    doc->items[i].first = static_cast<uint32_t>(doc->children.size());
    doc->items[i].count = static_cast<uint32_t>(kids.size());
    doc->children.insert(doc->children.end(), kids.begin(), kids.end());
    return i;
  }
  static uint16_t index(std::map<std::string, uint16_t>& seen, std::vector<std::string>& names, const std::string& name) {
    auto [at, fresh] = seen.emplace(name, static_cast<uint16_t>(names.size()));
    if (fresh) names.push_back(name);
    return at->second;
  }
};

}  // namespace detail

Node layer(const Node& base, const Node& over, const std::function<Layering(const std::string& path)>& rule) {
  if (!over.IsMap() && !over.IsSequence() && !over.IsScalar()) return base;
  if (!base.IsMap() && !base.IsSequence() && !base.IsScalar()) return over;
  detail::Layerer l(rule);
  l.doc->root = l.merge(base, over, "");
  l.doc->has_root = true;
  std::shared_ptr<const detail::Document> done = std::move(l.doc);
  return detail::Document::node(done, done->root);
}

}  // namespace dlpackgen::yaml
