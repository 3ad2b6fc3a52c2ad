// Problems found while reading a schema, collected so that one run reports
// all of them ("file:line:col: message", 1-based, sorted by position).
#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/mark.h>

#include "util/error.h"

namespace dlpackgen::schema {

class Diagnostics {
 public:
  explicit Diagnostics(std::string file) : file_(std::move(file)) {}

  /// Records a problem at a yaml-cpp mark (0-based; a null mark gives no position).
  void add(const YAML::Mark& mark, const std::string& message);
  /// Records a problem at a 1-based position (0 = unknown).
  void add_at(unsigned line, unsigned column, const std::string& message);

  bool empty() const { return list_.empty(); }
  size_t size() const { return list_.size(); }
  const std::string& file() const { return file_; }

  /// Throws util::Error with every problem, sorted by position, when there is any.
  void throw_if_any();

 private:
  std::string file_;
  std::vector<util::Diagnostic> list_;
};

/// 1-based line of a mark, for messages such as "first defined at line 12".
unsigned line_of(const YAML::Mark& mark);

}  // namespace dlpackgen::schema
