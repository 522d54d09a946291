// Printing of traced data the way Oracle DTrace prints it: trace() values
// (dt_print_trace), byte streams that may be strings (dt_print_bytes) and the
// raw hex dump of tracemem(), structs and arrays (dt_print_rawbytes).  Also
// the small readers every printer uses to pull a RecordField out of a
// record's data.  Pure functions of the bytes: no kernel, no symbols.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "ir/record.h"

namespace dtrace::consume {

// A field's bytes; empty when the field does not fit in data.
std::span<const uint8_t> field_bytes(const ir::RecordField &f, std::span<const uint8_t> data);
// The field as a signed integer of its size (1, 2, 4 or 8 bytes), sign-extended.
int64_t field_int(const ir::RecordField &f, std::span<const uint8_t> data);
// The field as an unsigned integer of its size, zero-extended.
uint64_t field_uint(const ir::RecordField &f, std::span<const uint8_t> data);
// The field's characters up to the first NUL (or all of them).
std::string field_string(const ir::RecordField &f, std::span<const uint8_t> data);

// trace(): integers as ` %19ld`, ` %10d`, ` %5hd`, ` %3hhd` (unsigned:
// ` %20lu`, ` %10u`, ` %5hu`, ` %3hhu`), strings as `  %-33s`; with quiet no
// padding at all.  Bytes fields (structs, arrays) print as a hex dump.
// Record char arrays as Kind::String: Oracle prints them as strings.
std::string render_trace(const ir::RecordField &f, std::span<const uint8_t> data, bool quiet);

// The field a trace action prints: its first, or for tracemem(addr, size,
// nbytes) the first nbytes of its data (the second field holds nbytes).
ir::RecordField traced_field(const ir::RecordAction &a, std::span<const uint8_t> data);

// dt_print_rawbytes: the hex dump used by tracemem(), -x rawbytes and structs:
//   "\n" + 11 spaces + "  0  1 ...  f" + "  0123456789abcdef\n", then one row per
//   16 bytes: 5 spaces, "%5x:", " %02x" per byte, padding, two spaces, the
//   bytes as ASCII ('.' for unprintables), "\n".  Empty input prints nothing.
std::string render_hexdump(std::span<const uint8_t> bytes);

// dt_print_bytes: printable characters followed only by NULs (or printable
// characters filling the whole field) print as a string, `  %-*s` with the
// given width (`%s` when quiet); anything else as the hex dump.  As in
// DTrace an empty string (a leading NUL) is not taken for a string.
std::string render_bytes(std::span<const uint8_t> bytes, int width, bool quiet);

} // namespace dtrace::consume
