// Error context for diagnostics (DESIGN.md D14: shown only when stderr is a
// terminal or with -x errcontext): the script line a diagnostic points at,
// with a caret under its column, and hints for common mistakes.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "diag/diagnostic.h"
#include "support/source_loc.h"

namespace dtrace::diag {

// " 3 | <line 3 of source>\n   | <blanks>^\n", or "" when `loc` has no
// line or points past the end of `source`.
std::string source_context(std::string_view source, SourceLoc loc);

// A one-line hint for the common mistakes behind a diagnostic ("hint: ..."),
// or "" when there is none to give.
std::string hint_for(const Diagnostic& d);

// What follows DTrace's message line when error context is on: the source
// context (when `source` holds the line) and the hint, each line prefixed
// by "\n" so the whole can be appended to the message; "" when neither.
std::string error_context(const Diagnostic& d, std::string_view source, SourceLoc at);

}  // namespace dtrace::diag
