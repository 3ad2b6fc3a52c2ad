#include "pipeline/version_pin.h"
#include "util/text.h"

#include <cctype>

namespace dlpackgen::pipeline {
namespace {

using util::trim;

// "1", "1.2", "1.2.3": numbers of at most 6 digits each.
bool parse_version(const std::string& text, std::vector<unsigned>& out) {
  out.clear();
  std::size_t i = 0;
  while (true) {
    std::size_t start = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (i == start || i - start > 6) return false;
    out.push_back(static_cast<unsigned>(std::stoul(text.substr(start, i - start))));
    if (i == text.size()) break;
    if (text[i] != '.') return false;
    ++i;
  }
  return out.size() <= 3;
}

int compare(std::vector<unsigned> a, std::vector<unsigned> b) {
  a.resize(3, 0);
  b.resize(3, 0);
  return a < b ? -1 : (a == b ? 0 : 1);
}

}  // namespace

std::string parse_version_pin(const std::string& text, VersionPin& pin) {
  pin = VersionPin{};
  pin.text = text;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t comma = text.find(',', pos);
    if (comma == std::string::npos) comma = text.size();
    const std::string part = trim(text.substr(pos, comma - pos));
    pos = comma + 1;
    if (part.empty()) return "an empty comparison (write e.g. \">=0.1,<0.2\" or \"0.1.0\")";
    VersionPin::Clause c;
    for (const char* op : {">=", "<=", "==", "!=", ">", "<"}) {
      if (part.rfind(op, 0) == 0) {
        c.op = op;
        break;
      }
    }
    const std::string number = trim(part.substr(c.op.size()));
    if (c.op.empty()) c.op = "==";
    if (!parse_version(number, c.version))
      return "'" + part + "' is not a comparison with a version (>=, >, <=, <, ==, != and 1 to 3 numbers: \">=0.1,<0.2\")";
    pin.clauses.push_back(std::move(c));
  }
  return "";
}

bool satisfies(const VersionPin& pin, const std::string& version) {
  std::vector<unsigned> v;
  if (!parse_version(version, v)) return false;
  for (const auto& c : pin.clauses) {
    const int r = compare(v, c.version);
    const bool ok = c.op == ">=" ? r >= 0 : c.op == ">" ? r > 0 : c.op == "<=" ? r <= 0 : c.op == "<" ? r < 0
                                                        : c.op == "==" ? r == 0 : r != 0;
    if (!ok) return false;
  }
  return true;
}

}  // namespace dlpackgen::pipeline
