// Rendering of D printf() formats (ir::FormatPlan) over recorded data, the
// way Oracle DTrace's dt_printf_format() does it: each conversion becomes a
// C printf spec (flags, width, precision > 0, the conversion letters) that is
// handed to fmt's printf-compatible API, and DTrace's own conversions (%a %A
// %S %C %Y %T %k %ws) get named functions.  Facts that matter:
//   - integers are read as signed or unsigned of the field's size and
//     promoted as C promotes them; %d/%i of an unsigned field prints as %u;
//   - %p prints plain hex digits ("61"), as Oracle does;
//   - a negative dynamic width ('*') means left-justified;
//   - a precision of 0 is dropped (DTrace emits only precisions > 0);
//   - the '\'' (grouping) flag is accepted and ignored (C locale).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "ir/format.h"
#include "ir/record.h"

namespace dtrace::consume {

// Symbolization for %a/%A/%k, supplied by whoever has the symbol tables.
// Without a hook, %a and %A print "0x<hex>" and %k prints nothing.
struct PrintfHooks {
  std::function<std::string(uint64_t addr)> kernel_addr; // %a: "mod`sym+0x10"
  std::function<std::string(uint64_t addr)> user_addr;   // %A
  std::function<std::string(const ir::RecordField &, std::span<const uint8_t>)> stack; // %k
  std::function<std::string(uint64_t addr)> kernel_sym;   // sym(): "mod`sym"
  std::function<std::string(uint64_t addr)> kernel_mod;   // mod(): "mod"
  // usym()/uaddr()/umod(): the name of a {addr, tgid} field
  std::function<std::string(const ir::RecordField &, std::span<const uint8_t>)> user_sym;
};

// printf(): args are the statement's fields in order (dynamic widths and
// precisions take their own field, before the value), data the record data.
std::string render_printf(const ir::FormatPlan &plan, std::span<const ir::RecordField> args,
                          std::span<const uint8_t> data, const PrintfHooks &hooks = {});

// Renders one value conversion.  width/precision are the effective ones
// (already resolved from '*' arguments; a negative width means left).
std::string render_conversion(const ir::Conversion &c, int width, int precision,
                              const ir::RecordField &value, std::span<const uint8_t> data,
                              const PrintfHooks &hooks = {});

// Renders a 64-bit integer with a conversion (printa's %@ for count, sum,
// min, max, avg, stddev): signed selects int64 vs uint64, as in C.
std::string render_int64(const ir::Conversion &c, int width, int precision, uint64_t bits,
                         bool is_signed);

// DTrace's string escaping for %S and %C (strchr2esc): \a \b \f \n \r \t \v
// \" \\ as two characters, other unprintables as \ooo.
std::string escape_string(std::string_view s);

// %Y: "2024 Mar  5 14:03:07" (ctime's fields, year first) in local time.
std::string format_walltime(uint64_t ns);
// %T: RFC 822, strftime "%a, %d %b %G %T %Z" in local time.
std::string format_rfc822(uint64_t ns);

} // namespace dtrace::consume
