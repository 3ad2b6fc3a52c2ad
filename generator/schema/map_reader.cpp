#include "schema/map_reader.h"

#include "util/suggest.h"

#include <algorithm>
#include <limits>

namespace dlpackgen::schema {

namespace {

std::string shorten(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (out.size() >= 40) {
      out += "...";
      break;
    }
    out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  return out;
}

// Edit distance counting a swap of two neighbours as one edit ("lien" -> "line").
bool is_plain(const yaml::Node& node) { return node.IsScalar() && node.Tag() == "?"; }

// Digits of a plain decimal integer: "-12" -> negative, "12". nullopt when the
// text is no integer; "leading zero" is reported apart, being a likely octal.
struct IntegerText {
  bool negative = false;
  std::string digits;
};

std::optional<IntegerText> integer_text(const std::string& text) {
  IntegerText out;
  size_t i = 0;
  if (!text.empty() && text[0] == '-') out.negative = true, i = 1;
  if (i == text.size()) return std::nullopt;
  for (; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    out.digits += text[i];
  }
  return out;
}

// Magnitude of the digits, or nullopt past UINT64_MAX.
std::optional<uint64_t> magnitude(const std::string& digits) {
  uint64_t value = 0;
  for (char c : digits) {
    const uint64_t d = static_cast<uint64_t>(c - '0');
    if (value > (UINT64_MAX - d) / 10) return std::nullopt;
    value = value * 10 + d;
  }
  return value;
}

// Shared checks of read_signed / read_unsigned: a plain decimal integer
// without leading zeros. Reports and returns nullopt otherwise.
std::optional<IntegerText> checked_integer_text(Diagnostics& diags, const yaml::Node& node,
                                                const YAML::Mark& mark, const std::string& subject,
                                                const std::string& expected) {
  std::optional<IntegerText> text;
  if (is_plain(node)) text = integer_text(node.Scalar());
  if (!text) {
    diags.add(mark, subject + " must be " + expected + ", got " + describe(node));
    return std::nullopt;
  }
  if (text->digits.size() > 1 && text->digits[0] == '0') {
    diags.add(mark, subject + " must be a decimal integer without leading zeros, got " + describe(node));
    return std::nullopt;
  }
  return text;
}

}  // namespace

std::string describe(const yaml::Node& node) {
  if (!node.IsDefined() || node.IsNull()) return "no value";
  if (node.IsMap()) return "a mapping";
  if (node.IsSequence()) return "a sequence";
  if (is_plain(node)) return "'" + shorten(node.Scalar()) + "'";
  return "the quoted string \"" + shorten(node.Scalar()) + "\"";
}

std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  return util::closest(word, candidates);
}


std::optional<int64_t> read_signed(Diagnostics& diags, const yaml::Node& node, const YAML::Mark& mark,
                                   const std::string& subject, int64_t min, int64_t max) {
  auto text = checked_integer_text(diags, node, mark, subject, min < 0 ? "an integer" : "a non-negative integer");
  if (!text) return std::nullopt;
  const auto m = magnitude(text->digits);
  const auto range = [&] {
    return subject + " is out of range: " + node.Scalar() + " (allowed: " + std::to_string(min) + ".." +
           std::to_string(max) + ")";
  };
  if (!m) {
    diags.add(mark, range());
    return std::nullopt;
  }
  if (text->negative) {
    if (*m > static_cast<uint64_t>(INT64_MAX) + 1) {
      diags.add(mark, range());
      return std::nullopt;
    }
    // -(m) computed without overflowing at INT64_MIN.
    const int64_t value = *m == static_cast<uint64_t>(INT64_MAX) + 1 ? INT64_MIN : -static_cast<int64_t>(*m);
    if (value < min) {
      diags.add(mark, min == 0 ? subject + " must be a non-negative integer, got " + describe(node) : range());
      return std::nullopt;
    }
    return value;
  }
  if (*m > static_cast<uint64_t>(max)) {
    diags.add(mark, range());
    return std::nullopt;
  }
  return static_cast<int64_t>(*m);
}

std::optional<uint64_t> read_unsigned(Diagnostics& diags, const yaml::Node& node, const YAML::Mark& mark,
                                      const std::string& subject, uint64_t max) {
  auto text = checked_integer_text(diags, node, mark, subject, "a non-negative integer");
  if (!text) return std::nullopt;
  if (text->negative && text->digits.find_first_not_of('0') != std::string::npos) {
    diags.add(mark, subject + " must be a non-negative integer, got " + describe(node));
    return std::nullopt;
  }
  const auto m = magnitude(text->digits);
  if (!m || *m > max) {
    diags.add(mark, subject + " is out of range: " + node.Scalar() + " (allowed: 0.." + std::to_string(max) + ")");
    return std::nullopt;
  }
  return *m;
}

std::optional<Integer64> read_integer64(Diagnostics& diags, const yaml::Node& node, const YAML::Mark& mark,
                                        const std::string& subject) {
  auto text = checked_integer_text(diags, node, mark, subject, "an integer");
  if (!text) return std::nullopt;
  const auto m = magnitude(text->digits);
  const bool fits = m && (text->negative ? *m <= static_cast<uint64_t>(INT64_MAX) + 1 : true);
  if (!fits) {
    diags.add(mark, subject + " is out of range: " + node.Scalar() + " (allowed: " + std::to_string(INT64_MIN) +
                        ".." + std::to_string(UINT64_MAX) + ")");
    return std::nullopt;
  }
  if (text->negative)
    return Integer64{*m == static_cast<uint64_t>(INT64_MAX) + 1 ? INT64_MIN : -static_cast<int64_t>(*m), false};
  return Integer64{static_cast<int64_t>(*m), *m > static_cast<uint64_t>(INT64_MAX)};
}

MapReader::MapReader(Diagnostics& diags, const yaml::Node& node, const std::string& what,
                     const std::vector<std::string>& allowed, const std::string& name_key)
    : diags_(diags), node_(node), what_(what) {
  if (!allowed.empty()) {
    const yaml::Node name = node[name_key];
    if (name.IsDefined() && name.IsScalar()) what_ += " '" + name.Scalar() + "'";
  }
  for (auto it = node.begin(); it != node.end(); ++it) {
    const yaml::Node key = it->first;
    if (!key.IsScalar()) {
      diags_.add(key.Mark(), "keys must be strings, got " + describe(key) + " in " + what_);
      continue;
    }
    const std::string& k = key.Scalar();
    if (const Entry* first = find(k)) {
      diags_.add(key.Mark(), "duplicate key '" + k + "' in " + what_ + " (first at line " +
                                 std::to_string(line_of(first->key_node.Mark())) + ")");
      continue;
    }
    entries_.push_back(Entry{k, key, it->second});
    if (allowed.empty() || std::find(allowed.begin(), allowed.end(), k) != allowed.end()) continue;
    const std::string hint = closest(k, allowed);
    diags_.add(key.Mark(), "unknown key '" + k + "' in " + what_ +
                               (hint.empty() ? "; allowed keys: " + join(allowed) : " (did you mean '" + hint + "'?)"));
  }
}

const MapReader::Entry* MapReader::find(const std::string& key) const {
  for (const auto& e : entries_)
    if (e.key == key) return &e;
  return nullptr;
}

yaml::Node MapReader::value(const std::string& key) const {
  const Entry* e = find(key);
  return e ? e->value : yaml::Node::undefined();
}

YAML::Mark MapReader::key_mark(const std::string& key) const {
  const Entry* e = find(key);
  return e ? e->key_node.Mark() : node_.Mark();
}

YAML::Mark value_mark_of(const yaml::Node& key, const yaml::Node& value) {
  if (!value.IsDefined() || value.IsNull() || value.Mark().is_null()) return key.Mark();
  return value.Mark();
}

YAML::Mark MapReader::value_mark(const std::string& key) const {
  const Entry* e = find(key);
  return e ? value_mark_of(e->key_node, e->value) : node_.Mark();
}

bool MapReader::require(const std::string& key, Need need) {
  if (has(key)) return true;
  if (need == Need::Required) diags_.add(node_.Mark(), "missing required key '" + key + "' in " + what_);
  return false;
}

std::optional<std::string> MapReader::string(const std::string& key, Need need) {
  if (!require(key, need)) return std::nullopt;
  const yaml::Node v = value(key);
  if (!v.IsScalar()) {
    diags_.add(value_mark(key), "'" + key + "' must be a string, got " + describe(v));
    return std::nullopt;
  }
  return v.Scalar();
}

std::optional<uint64_t> MapReader::unsigned_int(const std::string& key, Need need, uint64_t max) {
  if (!require(key, need)) return std::nullopt;
  return read_unsigned(diags_, value(key), value_mark(key), "'" + key + "'", max);
}

std::optional<int64_t> MapReader::signed_int(const std::string& key, Need need) {
  if (!require(key, need)) return std::nullopt;
  return read_signed(diags_, value(key), value_mark(key), "'" + key + "'", INT64_MIN, INT64_MAX);
}

std::optional<bool> MapReader::boolean(const std::string& key, Need need) {
  if (!require(key, need)) return std::nullopt;
  const yaml::Node v = value(key);
  if (is_plain(v) && (v.Scalar() == "true" || v.Scalar() == "false")) return v.Scalar() == "true";
  diags_.add(value_mark(key), "'" + key + "' must be true or false, got " + describe(v));
  return std::nullopt;
}

yaml::Node MapReader::sequence(const std::string& key, Need need) {
  if (!require(key, need)) return yaml::Node::undefined();
  const yaml::Node v = value(key);
  if (v.IsSequence()) return v;
  diags_.add(value_mark(key), "'" + key + "' must be a sequence, got " + describe(v));
  return yaml::Node::undefined();
}

yaml::Node MapReader::mapping(const std::string& key, Need need) {
  if (!require(key, need)) return yaml::Node::undefined();
  const yaml::Node v = value(key);
  if (v.IsMap()) return v;
  diags_.add(value_mark(key), "'" + key + "' must be a mapping, got " + describe(v));
  return yaml::Node::undefined();
}

void MapReader::not_allowed(const std::string& key, const std::string& where) {
  diags_.add(key_mark(key), "key '" + key + "' is not allowed in " + where);
}

}  // namespace dlpackgen::schema
