#include "schema/diagnostics.h"

#include <algorithm>
#include <tuple>

namespace dlpackgen::schema {

unsigned line_of(const YAML::Mark& mark) { return mark.is_null() || mark.line < 0 ? 0 : unsigned(mark.line) + 1; }

void Diagnostics::add(const YAML::Mark& mark, const std::string& message) {
  if (mark.is_null() || mark.line < 0 || mark.column < 0) {
    add_at(0, 0, message);
    return;
  }
  add_at(unsigned(mark.line) + 1, unsigned(mark.column) + 1, message);
}

void Diagnostics::add_at(unsigned line, unsigned column, const std::string& message) {
  list_.push_back(util::Diagnostic{file_, line, column, message});
}

void Diagnostics::throw_if_any() {
  if (list_.empty()) return;
  std::stable_sort(list_.begin(), list_.end(), [](const util::Diagnostic& a, const util::Diagnostic& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  // The same problem reached along two paths is reported once.
  list_.erase(std::unique(list_.begin(), list_.end(),
                          [](const util::Diagnostic& a, const util::Diagnostic& b) {
                            return a.line == b.line && a.column == b.column && a.message == b.message;
                          }),
              list_.end());
  throw util::Error(std::move(list_));
}

}  // namespace dlpackgen::schema
