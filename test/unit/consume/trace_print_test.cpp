// trace() widths, quiet mode, hex dumps and the string heuristic, with the
// expected text taken from Oracle DTrace's dt_print_trace/dt_print_rawbytes
// and its test suite's .r files.
#include "consume/trace_print.h"

#include <cstring>
#include <vector>

#include <doctest/doctest.h>

using dtrace::consume::render_bytes;
using dtrace::consume::render_hexdump;
using dtrace::consume::render_trace;
using dtrace::ir::RecordField;
using Kind = RecordField::Kind;

namespace {

template <typename T> std::vector<uint8_t> bytes_of(T v) {
  std::vector<uint8_t> b(sizeof v);
  std::memcpy(b.data(), &v, sizeof v);
  return b;
}

std::string trace_int(int64_t v, uint32_t size, bool is_signed, bool quiet) {
  std::vector<uint8_t> b = bytes_of(v); // little-endian: low bytes first
  RecordField f{is_signed ? Kind::Int : Kind::UInt, 0, size};
  return render_trace(f, b, quiet);
}

std::vector<uint8_t> str_bytes(std::string_view s, size_t size) {
  std::vector<uint8_t> b(size, 0);
  std::memcpy(b.data(), s.data(), std::min(s.size(), size));
  return b;
}

} // namespace

TEST_CASE("trace of signed integers pads by size unless quiet") {
  CHECK(trace_int(-2, 8, true, false) == "                  -2");
  CHECK(trace_int(-2, 4, true, false) == "         -2");
  CHECK(trace_int(-2, 2, true, false) == "    -2");
  CHECK(trace_int(-2, 1, true, false) == "  -2");
  CHECK(trace_int(-2, 1, true, true) == "-2");
  CHECK(trace_int(-2, 2, true, true) == "-2");
  CHECK(trace_int(42, 8, true, true) == "42");
}

TEST_CASE("trace of unsigned integers pads by size unless quiet") {
  CHECK(trace_int(-1, 8, false, false) == " 18446744073709551615");
  CHECK(trace_int(7, 8, false, false) == "                    7");
  CHECK(trace_int(-1, 4, false, false) == " 4294967295");
  CHECK(trace_int(-1, 2, false, false) == " 65535");
  CHECK(trace_int(-1, 1, false, false) == " 255");
  CHECK(trace_int(-1, 1, false, true) == "255");
}

TEST_CASE("trace of strings") {
  std::vector<uint8_t> b = str_bytes("hello", 16);
  RecordField f{Kind::String, 0, 16};
  CHECK(render_trace(f, b, false) == "  hello                            ");
  CHECK(render_trace(f, b, true) == "hello");
  // A string that fills its field has no NUL.
  std::vector<uint8_t> full = str_bytes("abcd", 4);
  CHECK(render_trace(RecordField{Kind::String, 0, 4}, full, true) == "abcd");
}

TEST_CASE("trace reads the field at its offset") {
  std::vector<uint8_t> b(16, 0);
  b[8] = 5;
  CHECK(render_trace(RecordField{Kind::Int, 8, 4}, b, true) == "5");
}

TEST_CASE("hex dump layout") {
  std::vector<uint8_t> b;
  for (int i = 0; i < 20; ++i)
    b.push_back(uint8_t(0x41 + i));
  b[3] = 0;
  b[4] = 0x80;
  std::string expected =
      "\n"
      "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
      "         0: 41 42 43 00 80 46 47 48 49 4a 4b 4c 4d 4e 4f 50  ABC..FGHIJKLMNOP\n"
      "        10: 51 52 53 54                                      QRST\n";
  CHECK(render_hexdump(b) == expected);
  CHECK(render_hexdump({}) == "");
}

TEST_CASE("trace of a struct is a hex dump") {
  std::vector<uint8_t> b = {1, 0, 0, 0, 2, 0, 0, 0};
  std::string expected =
      "\n"
      "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
      "         0: 01 00 00 00 02 00 00 00                          ........\n";
  CHECK(render_trace(RecordField{Kind::Bytes, 0, 8}, b, false) == expected);
  CHECK(render_trace(RecordField{Kind::Bytes, 0, 8}, b, true) == expected);
}

TEST_CASE("byte streams that look like strings print as strings") {
  std::vector<uint8_t> s = str_bytes("dtrace", 12);
  CHECK(render_bytes(s, 50, false) == "  dtrace" + std::string(44, ' '));
  CHECK(render_bytes(s, 50, true) == "dtrace");
  // Printable bytes with no NUL at all are a string too.
  std::vector<uint8_t> full = str_bytes("abc", 3);
  CHECK(render_bytes(full, 5, false) == "  abc  ");
  // A NUL followed by more data is not a string.
  std::vector<uint8_t> mixed = {'a', 0, 'b', 0};
  CHECK(render_bytes(mixed, 50, false) == render_hexdump(mixed));
  // A leading NUL (the empty string) is not taken for a string either.
  std::vector<uint8_t> empty(4, 0);
  CHECK(render_bytes(empty, 50, false) == render_hexdump(empty));
}
