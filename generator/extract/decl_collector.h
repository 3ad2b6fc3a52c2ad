// The header's declarations (enums, structs, function-pointer typedefs) from
// Clang's AST. Internal to extract.
#pragma once

#include <clang/AST/ASTContext.h>

#include "extract/parse_facts.h"
#include "extract/source_util.h"

namespace dlpackgen::extract::detail {

/// Fills facts.enums, facts.structs, facts.function_pointers and facts.aliases (C mode) or
/// facts.enums only (C++ mode) from the declarations written in the main file.
/// Throws util::Error for a construct the Model cannot describe. `skipped` (may be
/// null) helps find doc comments separated from their declaration by #if branches.
void collect_declarations(clang::ASTContext& ctx, const ParseRequest& request, const SkippedRanges* skipped,
                          ParseFacts& facts);

}  // namespace dlpackgen::extract::detail
