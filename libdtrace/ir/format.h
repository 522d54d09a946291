// FormatPlan: a D printf()/printa()/system() format string parsed once (DESIGN.md
// 3.6), as plain data shared by sema (which checks each conversion against its
// argument) and consume (which renders it with fmt's printf-compatible API).
//
// The parse follows Oracle DTrace's dt_printf_create(): every '%' starts a
// conversion, flags and widths may come in any order, the length modifiers
// h, l, L and w are folded into the conversion name ("hd", "lld", "wc"), and
// the name must be one of DTrace's conversions.  Errors carry DTrace's texts
// (without the "dtrace: ... line N:" prefix, which sema adds with D_SYNTAX).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "support/result.h"

namespace dtrace::ir {

// What kind of argument a conversion consumes, for sema's type check.
enum class ArgClass {
  Int,     // any integer (d i o u x X and their h/l/ll forms)
  CharInt, // char, short or int (c C): an integer of at most 4 bytes
  Str,     // string or char array (s S)
  WStr,    // wchar_t array (ls ws)
  Ptr,     // pointer or integer (p a A)
  Float,   // float, double or long double (e E f g G and L forms)
  Time,    // a 64-bit integer holding nanoseconds since the epoch (Y T)
  Stack,   // the result of stack()/ustack() (k)
  Agg,     // the aggregation value (any conversion with the '@' flag)
  Any,     // no constraint that fits the classes above
  None,    // %%: consumes no argument
};

// One conversion of the format, e.g. "%-*.3lld".
struct Conversion {
  std::string name; // DTrace's conversion name: "d", "lld", "hx", "wc", "%", ...
  char conv = 'd';  // the final character of name
  // Flags (DT_PFCONV_*).  A '0' after '-' clears '-' and vice versa, as in DTrace.
  bool left = false;           // '-'
  bool plus = false;           // '+'
  bool space = false;          // ' '
  bool alt = false;            // '#'
  bool zero_pad = false;       // '0'
  bool group = false;          // '\'' (thousands grouping, by the environment's locale)
  bool agg = false;            // '@': printa() value conversion
  int width = 0;               // 0: none; '?' sets 16 (the pointer width on LP64)
  bool width_star = false;     // '*': width taken from an argument
  int precision = 0;           // DTrace only emits a precision greater than 0
  bool precision_star = false; // '.*': precision taken from an argument
  // Index of the first argument this conversion consumes (the dynamic width,
  // then the dynamic precision, then the value); -1 when it consumes none.
  int arg_index = -1;
  int number = 0; // 1-based conversion number as DTrace counts them

  // How many arguments (record fields) this conversion consumes.
  int arg_count() const;
  // Index of the value argument, or -1 for %% and '@' conversions.
  int value_index() const;
};

using FormatChunk = std::variant<std::string, Conversion>;

struct FormatPlan {
  std::string source;              // the format string as written
  std::vector<FormatChunk> chunks; // literal text and conversions, in order
  int arg_count = 0;               // arguments consumed by all conversions

  // The conversions only, in order.
  std::vector<const Conversion *> conversions() const;
};

// Parses a D format string.  Error texts are DTrace's, e.g.
// "format conversion #1 is undefined: %Z".
Result<FormatPlan> parse_format(std::string_view fmt);

// The argument class a conversion accepts ('@' conversions: ArgClass::Agg).
ArgClass arg_class(const Conversion &c);

// DTrace's prototype text for a conversion, as printed in D_PRINTF_ARG_TYPE
// messages ("char, short, int, long, or long long", "pointer or integer", ...).
std::string_view conversion_prototype(const Conversion &c);

// True when name is a conversion DTrace knows ("d", "llx", "Y", "%", ...).
bool is_known_conversion(std::string_view name);

} // namespace dtrace::ir
