#include "render/value.h"

#include <mutex>
#include <unordered_set>

#include <yaml-cpp/yaml.h>

namespace dlpackgen::render {

namespace {

std::mutex& key_mutex() {
  static std::mutex m;
  return m;
}

std::unordered_set<std::string>& key_pool() {
  static std::unordered_set<std::string> pool;  // node-based: an element's address never changes
  return pool;
}

}  // namespace

Key::Key(const std::string& s) {
  std::lock_guard<std::mutex> lock(key_mutex());
  p_ = &*key_pool().insert(s).first;
}

const std::string* Key::find(const std::string& s) {
  std::lock_guard<std::mutex> lock(key_mutex());
  auto it = key_pool().find(s);
  return it == key_pool().end() ? nullptr : &*it;
}

Value Value::list(std::vector<Value> items) {
  Value v;
  v.data_ = std::move(items);
  return v;
}

Value Value::lazy_list(size_t size, std::function<std::vector<Value>()> make) {
  Value v;
  v.data_ = Lazy{size, std::make_shared<const std::function<std::vector<Value>()>>(std::move(make))};
  return v;
}

Value Value::shared(Value tree) {
  if (tree.is_shared()) return tree;
  Value v;
  v.data_ = std::make_shared<const Value>(std::move(tree));
  return v;
}

void Value::unshare() {
  if (auto* shared = std::get_if<Shared>(&data_)) {
    Shared keep = std::move(*shared);
    data_ = keep->data_;
  }
}

Value::Kind Value::kind() const {
  if (is_object()) return Kind::Object;
  if (is_string()) return Kind::String;
  if (is_bool()) return Kind::Bool;
  return Kind::List;
}

const std::string& Value::str() const {
  static const std::string none;
  return is_string() ? std::get<std::string>(read().data_) : none;
}

const std::vector<std::pair<Key, Value>>& Value::members() const {
  static const Members none;
  return is_object() ? std::get<Members>(read().data_) : none;
}

std::vector<std::pair<Key, Value>>& Value::members() {
  thread_local Members none;
  unshare();
  if (is_object()) return std::get<Members>(data_);
  none.clear();
  return none;
}

const std::vector<Value>& Value::items() const {
  static const Items none;
  const Value& self = read();
  if (auto* lazy = std::get_if<Lazy>(&self.data_)) {
    auto make = lazy->make;
    self.data_ = (*make)();
  }
  return std::holds_alternative<Items>(self.data_) ? std::get<Items>(self.data_) : none;
}

std::vector<Value>& Value::items() {
  thread_local Items none;
  unshare();
  static_cast<const Value&>(*this).items();
  if (std::holds_alternative<Items>(data_)) return std::get<Items>(data_);
  none.clear();
  return none;
}

size_t Value::size() const {
  const auto& d = read().data_;
  if (auto* lazy = std::get_if<Lazy>(&d)) return lazy->size;
  if (auto* items = std::get_if<Items>(&d)) return items->size();
  return 0;
}

std::vector<Value> Value::make_items() const {
  if (auto* lazy = std::get_if<Lazy>(&read().data_)) return (*lazy->make)();
  return items();
}

Value& Value::set(const std::string& key, Value v) {
  unshare();
  if (!is_object()) data_ = Members();
  auto& members = std::get<Members>(data_);
  const Key interned(key);
  for (auto& [k, existing] : members)
    if (k == interned) {
      existing = std::move(v);
      return *this;
    }
  members.emplace_back(interned, std::move(v));
  return *this;
}

const Value* Value::get(const std::string& key) const {
  if (!is_object()) return nullptr;
  const std::string* interned = Key::find(key);
  if (!interned) return nullptr;
  for (const auto& [k, v] : std::get<Members>(read().data_))
    if (k.p_ == interned) return &v;
  return nullptr;
}

Value* Value::get(const std::string& key) {
  unshare();
  return const_cast<Value*>(static_cast<const Value&>(*this).get(key));
}

const Value* Value::find(const std::string& dotted) const {
  const Value* cur = this;
  size_t start = 0;
  while (cur) {
    size_t dot = dotted.find('.', start);
    std::string key = dotted.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (cur->is_list()) {
      if (key.empty() || key.find_first_not_of("0123456789") != std::string::npos) return nullptr;
      size_t i = std::stoul(key);
      cur = i < cur->size() ? &cur->items()[i] : nullptr;
    } else {
      cur = cur->get(key);
    }
    if (dot == std::string::npos) return cur;
    start = dot + 1;
  }
  return nullptr;
}

Value& Value::push(Value v) {
  unshare();
  items();  // a lazy list is made before it grows
  if (!std::holds_alternative<Items>(data_)) data_ = Items();
  std::get<Items>(data_).push_back(std::move(v));
  return *this;
}

Value mark_ends(Value list) {
  auto& items = list.items();
  for (size_t i = 0; i < items.size(); ++i) {
    if (!items[i].is_object()) continue;
    items[i].set("is_first", i == 0);
    items[i].set("is_last", i + 1 == items.size());
  }
  return list;
}

Value mark_ends(std::vector<Value> items) { return mark_ends(Value::list(std::move(items))); }

void mark_all_ends(Value& tree) {
  if (tree.is_lazy() || tree.is_shared()) return;  // its maker marks them
  if (tree.is_list()) {
    tree = mark_ends(std::move(tree));
    for (auto& item : tree.items()) mark_all_ends(item);
  } else if (tree.is_object()) {
    for (const auto& member : tree.members()) mark_all_ends(*tree.get(member.first));
  }
}

void for_each_object(Value& tree, const std::function<void(Value&)>& f) {
  if (tree.is_lazy() || tree.is_shared()) return;
  if (tree.is_list()) {
    for (auto& item : tree.items()) for_each_object(item, f);
  } else if (tree.is_object()) {
    for (auto& member : tree.members()) for_each_object(member.second, f);
    f(tree);
  }
}

void shrink(Value& tree) {
  if (tree.is_lazy() || tree.is_shared()) return;
  if (tree.is_list()) {
    auto& items = tree.items();
    items.shrink_to_fit();
    for (auto& item : items) shrink(item);
  } else if (tree.is_object()) {
    auto& members = tree.members();
    members.shrink_to_fit();
    for (auto& member : members) shrink(member.second);
  }
}

Value string_list(const std::vector<std::string>& items) {
  Value out = Value::list();
  for (const auto& s : items) out.push(s);
  return out;
}

namespace {

void emit(YAML::Emitter& out, const Value& v) {
  switch (v.kind()) {
    case Value::Kind::String:
      // Quote what YAML would read as another type, so the dump reads back as strings.
      out << YAML::DoubleQuoted << v.str();
      break;
    case Value::Kind::Bool:
      out << YAML::TrueFalseBool << v.boolean();
      break;
    case Value::Kind::List:
      if (v.size() == 0) {
        out << YAML::Flow << YAML::BeginSeq << YAML::EndSeq;
        break;
      }
      out << YAML::BeginSeq;
      if (v.is_lazy()) {
        for (const auto& item : v.make_items()) emit(out, item);
      } else {
        for (const auto& item : v.items()) emit(out, item);
      }
      out << YAML::EndSeq;
      break;
    case Value::Kind::Object:
      if (v.members().empty()) {
        out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
        break;
      }
      out << YAML::BeginMap;
      for (const auto& [k, m] : v.members()) {
        out << YAML::Key << k.str() << YAML::Value;
        emit(out, m);
      }
      out << YAML::EndMap;
      break;
  }
}

}  // namespace

std::string to_yaml(const Value& value) {
  YAML::Emitter out;
  out.SetIndent(2);
  emit(out, value);
  std::string text = out.c_str();
  if (text.empty() || text.back() != '\n') text += '\n';
  return text;
}

}  // namespace dlpackgen::render
