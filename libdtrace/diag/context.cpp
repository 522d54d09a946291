// The source context of a diagnostic (issue 11, "errors that point at the
// source"): the offending line of the script and a caret under the column,
// printed after DTrace's own message line when stderr is a terminal or
// with -x errcontext, so that scripts and test suites still see exactly
// DTrace's line (DESIGN.md D14).
#include "diag/context.h"

#include <algorithm>

namespace dtrace::diag {
namespace {

// Line `line` (1-based) of `source`, without its newline; nullopt past the end.
std::optional<std::string_view> nth_line(std::string_view source, uint32_t line) {
  size_t start = 0;
  for (uint32_t n = 1; n < line; ++n) {
    size_t nl = source.find('\n', start);
    if (nl == std::string_view::npos) return std::nullopt;
    start = nl + 1;
  }
  if (start > source.size()) return std::nullopt;
  size_t end = source.find('\n', start);
  return source.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

}  // namespace

std::string source_context(std::string_view source, SourceLoc loc) {
  if (loc.line == 0) return {};
  auto text = nth_line(source, loc.line);
  if (!text) return {};
  // Tabs stay tabs under the caret so that it lines up in any terminal.
  std::string shown(*text), pad;
  std::replace(shown.begin(), shown.end(), '\r', ' ');
  uint32_t column = std::clamp<uint32_t>(loc.column, 1, static_cast<uint32_t>(shown.size()) + 1);
  for (uint32_t i = 0; i + 1 < column; ++i) pad += shown[i] == '\t' ? '\t' : ' ';
  std::string number = std::to_string(loc.line);
  std::string gutter(number.size(), ' ');
  return fmt::format(" {} | {}\n {} | {}^\n", number, shown, gutter, pad);
}

}  // namespace dtrace::diag
