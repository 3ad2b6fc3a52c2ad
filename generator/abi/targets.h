// Facts about target ABIs that the Model does not spell out: the size of C's
// scalar types, and how to describe a subset of targets to a reader
// ("32-bit targets", "Windows").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/model.h"

namespace dlpackgen::abi {

/// What a scalar type is made of on one target.
struct ScalarInfo {
  enum class Category { Integer, Float, Bool, Void } category = Category::Integer;
  bool is_signed = false;
  unsigned size = 0;  // bytes
};

/// True for LLP64 targets (Windows: `long` is 4 bytes on 64-bit).
bool is_windows(const model::TargetInfo& target);

/// The representation of scalar `name` ("int", "int32_t", "long", "size_t", ...)
/// on `target`; nullopt for a name it does not know.
std::optional<ScalarInfo> scalar_info(const std::string& name, const model::TargetInfo& target);

/// Describes `subset` among `all` targets for a reader: "" when the subset is
/// every target, else "only on 32-bit targets (i686-linux-gnu, ...)",
/// "only on Windows (x86_64-pc-windows-msvc)", "only on 32-bit and Windows
/// targets (...)", or "only on a, b".
std::string describe_targets(const std::vector<std::string>& subset,
                             const std::vector<model::TargetInfo>& all);

}  // namespace dlpackgen::abi
