// Source context for diagnostics: the script line a diagnostic points at,
// with a caret under its column.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "support/source_loc.h"

namespace dtrace::diag {

// " 3 | <line 3 of source>\n   | <blanks>^\n", or "" when `loc` has no
// line or points past the end of `source`.
std::string source_context(std::string_view source, SourceLoc loc);

}  // namespace dtrace::diag
