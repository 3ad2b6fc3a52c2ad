// Helpers for the extract tests: compile probes, positions.
#pragma once

#include <string>

#include "extract/extract.h"
#include "model/model.h"
#include "support/support.h"
#include "util/error.h"

namespace dlpackgen::test {


/// A C translation unit that #includes `header` and _Static_asserts, for
/// `triple`, every fact the Model claims: pointer size and byte order, each
/// struct's size, alignment and field offsets, each enum's size, alignment and
/// C underlying type, each enumerator's value, each alias's aliased entity, each
/// integer macro's value and signedness.
std::string c_probe(const model::Model& m, const std::string& header, const std::string& triple);

/// A C++17 translation unit that static_asserts, for `triple`, each enum's
/// underlying type (and its fixed type where one is written), each enumerator's
/// value, each alias's aliased entity, and each struct's size, alignment and
/// field offsets.
std::string cxx_probe(const model::Model& m, const std::string& header, const std::string& triple);

/// Runs the clang driver on `source_file` for `triple` (-fsyntax-only, freestanding).
RunResult compile_probe(const std::string& source_file, const std::string& triple, bool cxx);

/// The single diagnostic of the util::Error extract_header throws (fails the test
/// when it does not throw).
util::Diagnostic extraction_error(const std::string& path, const extract::Options& options = {});

/// Line and column (1-based) of `name` on the first line of `path` containing `line_text`.
model::SourcePos position_in_file(const std::string& path, const std::string& line_text,
                                  const std::string& name);

}  // namespace dlpackgen::test
