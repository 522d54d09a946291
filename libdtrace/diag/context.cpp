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

std::string hint_for(const Diagnostic& d) {
  const std::string& t = d.text;
  switch (d.tag) {
    case Tag::D_PRINTF_ARG_TYPE:
      if (t.find("conversion: %s") != std::string::npos)
        return "hint: a string argument of a system call or function is a user address: "
               "read it with copyinstr()";
      return {};
    case Tag::D_PDESC_ZERO:
      return "hint: `dtrace -l -n DESCRIPTION` lists what a description matches; "
             "`dtrace -l` lists every probe";
    case Tag::D_IDENT_UNDEF:
      return "hint: a variable is declared by assigning to it first; built-in variables are "
             "listed in d(7)";
    case Tag::D_ACT_SPEC:
    case Tag::D_PROTO_LEN:
    case Tag::D_PROTO_ARG:
      return "hint: d(7) lists every action and subroutine with its arguments";
    default:
      return {};
  }
}

std::string error_context(const Diagnostic& d, std::string_view source, SourceLoc at) {
  std::string out;
  std::string ctx = source_context(source, at);
  if (!ctx.empty()) {
    ctx.pop_back();  // the caller's message line ends the last line
    out += "\n" + ctx;
  }
  if (std::string hint = hint_for(d); !hint.empty()) out += "\n" + hint;
  return out;
}

}  // namespace dtrace::diag
