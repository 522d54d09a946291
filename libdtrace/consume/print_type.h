// print(expr)'s output, laid out as Oracle DTrace 2.0 prints a typed value:
// a pointer as "0x... = *" and then the object it points to, every value as
// "(type)value", structs and unions as "(struct T) {" with one ".member =
// ..." line each, arrays as "(T [n]) [" with one element a line.  Lines are
// indented from column 44, one column deeper per level.  Members that are
// zero are left out; so is everything at or past `printsize` bytes, marked
// by a "..." line.  Pure functions of the recorded bytes and the type.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "ir/record.h"

namespace dtrace::consume {

// The text of one print() record (action `a`, data the record's data),
// ending in a newline.
std::string render_print(const ir::RecordAction& a, std::span<const uint8_t> data,
                         uint64_t printsize);

}  // namespace dtrace::consume
