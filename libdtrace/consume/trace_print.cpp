// trace() values, byte streams and hex dumps, byte for byte as Oracle
// DTrace's dt_consume.c prints them (see trace_print.h).
#include "consume/trace_print.h"

#include <type_traits>

#include <algorithm>
#include <cctype>
#include <cstring>

#include <fmt/format.h>

namespace dtrace::consume {

std::span<const uint8_t> field_bytes(const ir::RecordField &f, std::span<const uint8_t> data) {
  if (f.offset > data.size() || f.size > data.size() - f.offset)
    return {};
  return data.subspan(f.offset, f.size);
}

uint64_t field_uint(const ir::RecordField &f, std::span<const uint8_t> data) {
  std::span<const uint8_t> b = field_bytes(f, data);
  switch (b.size()) {
  case 1:
    return b[0];
  case 2: {
    uint16_t v;
    std::memcpy(&v, b.data(), 2);
    return v;
  }
  case 4: {
    uint32_t v;
    std::memcpy(&v, b.data(), 4);
    return v;
  }
  case 8: {
    uint64_t v;
    std::memcpy(&v, b.data(), 8);
    return v;
  }
  default:
    return 0;
  }
}

int64_t field_int(const ir::RecordField &f, std::span<const uint8_t> data) {
  uint64_t u = field_uint(f, data);
  switch (f.size) {
  case 1:
    return static_cast<int8_t>(u);
  case 2:
    return static_cast<int16_t>(u);
  case 4:
    return static_cast<int32_t>(u);
  default:
    return static_cast<int64_t>(u);
  }
}

std::string field_string(const ir::RecordField &f, std::span<const uint8_t> data) {
  std::span<const uint8_t> b = field_bytes(f, data);
  size_t n = 0;
  while (n < b.size() && b[n] != 0)
    ++n;
  return std::string(reinterpret_cast<const char *>(b.data()), n);
}

namespace {

// trace() of an integer: no padding when quiet, else DTrace's widths by size
// (` %19ld`/` %20lu`, ` %10d`, ` %5hd`, ` %3hhd`; only the 8-byte widths
// differ by signedness).
template <typename T>
std::string trace_integer(T v, uint32_t size, bool quiet) {
  if (quiet)
    return fmt::format("{}", v);
  int width = size == 8 ? (std::is_signed_v<T> ? 19 : 20) : size == 4 ? 10 : size == 2 ? 5 : 3;
  return fmt::format(" {:{}}", v, width);
}

bool is_integer_size(uint32_t size) { return size == 1 || size == 2 || size == 4 || size == 8; }

// DTrace's "printable": isprint, isspace, or the bell and backspace, which
// terminals also handle.
bool printable(uint8_t c) {
  char ch = static_cast<char>(c);
  return std::isprint(c) || std::isspace(c) || ch == '\b' || ch == '\a';
}

} // namespace

std::string render_trace(const ir::RecordField &f, std::span<const uint8_t> data, bool quiet) {
  switch (f.kind) {
  case ir::RecordField::Kind::String: {
    std::string s = field_string(f, data);
    return quiet ? s : fmt::format("  {:<33}", s);
  }
  case ir::RecordField::Kind::Int:
    if (is_integer_size(f.size))
      return trace_integer(field_int(f, data), f.size, quiet);
    break;
  case ir::RecordField::Kind::UInt:
    if (is_integer_size(f.size))
      return trace_integer(field_uint(f, data), f.size, quiet);
    break;
  case ir::RecordField::Kind::Bytes:
  case ir::RecordField::Kind::Stack: // printed with symbols by the caller
  case ir::RecordField::Kind::KSym:
  case ir::RecordField::Kind::KMod:
  case ir::RecordField::Kind::USym:
  case ir::RecordField::Kind::UAddr:
  case ir::RecordField::Kind::UMod:
    break;
  }
  return render_hexdump(field_bytes(f, data));
}

ir::RecordField traced_field(const ir::RecordAction &a, std::span<const uint8_t> data) {
  ir::RecordField f = a.fields[0];
  if (a.fields.size() == 2 && f.kind == ir::RecordField::Kind::Bytes)
    f.size = static_cast<uint32_t>(std::min<uint64_t>(f.size, field_uint(a.fields[1], data)));
  return f;
}

std::string render_hexdump(std::span<const uint8_t> bytes) {
  if (bytes.empty())
    return {};
  constexpr int kMargin = 5;
  std::string out = fmt::format("\n{:{}}      ", "", kMargin);
  for (char c : std::string_view("0123456789abcdef"))
    out += fmt::format("  {}", c);
  out += "  0123456789abcdef\n";
  for (size_t i = 0; i < bytes.size(); i += 16) {
    out += fmt::format("{:{}}{:5x}:", "", kMargin, i);
    size_t end = std::min(i + 16, bytes.size());
    for (size_t j = i; j < end; ++j)
      out += fmt::format(" {:02x}", bytes[j]);
    for (size_t j = end; j < i + 16; ++j)
      out += "   ";
    out += "  ";
    for (size_t j = i; j < end; ++j)
      out += (bytes[j] < ' ' || bytes[j] > '~') ? '.' : static_cast<char>(bytes[j]);
    out += '\n';
  }
  return out;
}

std::string render_bytes(std::span<const uint8_t> bytes, int width, bool quiet) {
  if (bytes.empty())
    return {};
  size_t i = 0;
  while (i < bytes.size() && printable(bytes[i]))
    ++i;
  const char *chars = reinterpret_cast<const char *>(bytes.data());
  if (i == bytes.size()) // all printable, no NUL: still a string
    return fmt::format("  {:<{}}", std::string_view(chars, i), width);
  if (bytes[i] == 0 && i > 0) {
    size_t j = i + 1;
    while (j < bytes.size() && bytes[j] == 0)
      ++j;
    if (j == bytes.size()) {
      std::string_view s(chars, i);
      return quiet ? std::string(s) : fmt::format("  {:<{}}", s, width);
    }
  }
  return render_hexdump(bytes);
}

} // namespace dtrace::consume
