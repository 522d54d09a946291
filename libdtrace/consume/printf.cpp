// D printf rendering (see printf.h).  The conversion families follow Oracle
// DTrace's dt_printf.c: pfprint_sint (c, hd, ld, lld, ...), pfprint_uint (o,
// u, x, X, p and their sized forms), pfprint_dint (d, i: signedness from the
// argument), pfprint_fp, and the string/time/address printers.
#include "consume/printf.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <ctime>
#include <locale>
#include <stdexcept>
#include <string_view>
#include <utility>

#include <fmt/printf.h>

#include "consume/trace_print.h"

namespace dtrace::consume {

namespace {

using Kind = ir::RecordField::Kind;

bool in(std::string_view name, std::initializer_list<std::string_view> set) {
  for (std::string_view s : set)
    if (s == name)
      return true;
  return false;
}

// "%" + flags + width + precision + letters, as dt_printf_format() builds it.
std::string c_spec(const ir::Conversion &c, int width, int precision, std::string_view letters,
                   bool numeric) {
  std::string f = "%";
  if (c.alt)
    f += '#';
  if (c.zero_pad && numeric)
    f += '0';
  if (width < 0 || c.left)
    f += '-';
  if (c.plus)
    f += '+';
  if (c.space)
    f += ' ';
  if (width != 0)
    f += fmt::format("{}", width < 0 ? -width : width);
  if (precision > 0)
    f += fmt::format(".{}", precision);
  f += letters;
  return f;
}

std::string str_conv(const ir::Conversion &c, int width, int precision, std::string_view s) {
  return fmt::sprintf(c_spec(c, width, precision, "s", false), s);
}

// Code point to UTF-8, for %lc/%wc and wide strings.
void append_utf8(std::string &out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xc0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xe0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | ((cp >> 18) & 0x07));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  }
}

std::string wide_string(std::span<const uint8_t> b) {
  std::string out;
  for (size_t i = 0; i + 4 <= b.size(); i += 4) {
    uint32_t cp = uint32_t(b[i]) | uint32_t(b[i + 1]) << 8 | uint32_t(b[i + 2]) << 16 |
                  uint32_t(b[i + 3]) << 24;
    if (cp == 0)
      break;
    append_utf8(out, cp);
  }
  return out;
}

std::string addr_string(const std::function<std::string(uint64_t)> &hook, uint64_t addr) {
  if (hook)
    return hook(addr);
  return fmt::format("0x{:x}", addr);
}

// pfprint_sint: c, hd, hi, lc, ld, li, lld, lli, wc.  Values narrower than 8
// bytes are promoted to int, as C varargs would.
std::string render_sint(const ir::Conversion &c, int width, int precision, int64_t v,
                        uint32_t size) {
  if (in(c.name, {"lc", "wc"})) {
    std::string s;
    append_utf8(s, static_cast<uint32_t>(v));
    return str_conv(c, width, precision, s);
  }
  std::string letters(1, c.conv);
  if (size == 8)
    return fmt::sprintf(c_spec(c, width, precision, letters, true), v);
  return fmt::sprintf(c_spec(c, width, precision, letters, true), static_cast<int32_t>(v));
}

// pfprint_uint: o, u, x, X, p and their h/l/ll forms.
std::string render_uint(const ir::Conversion &c, int width, int precision, uint64_t v,
                        uint32_t size) {
  std::string letters(1, c.conv == 'p' ? 'x' : c.conv);
  if (size == 8)
    return fmt::sprintf(c_spec(c, width, precision, letters, true), v);
  return fmt::sprintf(c_spec(c, width, precision, letters, true), static_cast<uint32_t>(v));
}

std::string render_fp(const ir::Conversion &c, int width, int precision, const ir::RecordField &f,
                      std::span<const uint8_t> data) {
  // The kernel records no floating-point values; an integer is shown as one.
  double d = f.kind == Kind::UInt ? double(field_uint(f, data)) : double(field_int(f, data));
  return fmt::sprintf(c_spec(c, width, precision, std::string(1, c.conv), true), d);
}

// %k: a stack is a newline, then one line a frame.  As DTrace prints it,
// each frame goes through the conversion's own %s (its flags, width and
// precision), after an indent that is the width when the conversion is
// left-justified and nothing otherwise: "%k" prints the frames flush left,
// "%-20k" 20 columns in, "%60k" right-aligned in 60 columns.  `text` is
// the stack as the stack() action prints it; its stackindent is dropped.
std::string render_stack_conv(const ir::Conversion &c, int width, int precision,
                              std::string_view text) {
  int indent = width < 0 ? -width : c.left ? width : 0;
  std::string out = "\n";
  while (!text.empty()) {
    size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    size_t start = line.find_first_not_of(' ');
    if (start == std::string_view::npos)
      continue;
    out += std::string(indent, ' ');
    out += str_conv(c, width, precision, line.substr(start));
    out += '\n';
  }
  return out;
}

// The string-valued conversions: s S C a A Y T k ls ws.
std::string render_special(const ir::Conversion &c, int width, int precision,
                           const ir::RecordField &f, std::span<const uint8_t> data,
                           const PrintfHooks &hooks) {
  std::string s;
  switch (c.conv) {
  case 's':
    if (c.name == "ls")
      s = wide_string(field_bytes(f, data));
    else
      s = field_string(f, data);
    break;
  case 'S':
    s = escape_string(field_string(f, data));
    break;
  case 'C':
    s = escape_string(std::string(1, static_cast<char>(field_int(f, data))));
    break;
  case 'a':
    s = addr_string(hooks.kernel_addr, field_uint(f, data));
    break;
  case 'A':
    s = addr_string(hooks.user_addr, field_uint(f, data));
    break;
  case 'Y':
    s = format_walltime(field_uint(f, data));
    break;
  case 'T':
    s = format_rfc822(field_uint(f, data));
    break;
  case 'k':
    return render_stack_conv(c, width, precision, hooks.stack ? hooks.stack(f, data) : "\n");
  default:
    s = wide_string(field_bytes(f, data));
    break; // ws
  }
  return str_conv(c, width, precision, s);
}

} // namespace

std::string render_int64(const ir::Conversion &c, int width, int precision, uint64_t bits,
                         bool is_signed) {
  char letter = c.conv;
  if (letter == 'p')
    letter = 'x';
  if ((letter == 'd' || letter == 'i') && !is_signed)
    letter = 'u';
  std::string spec = c_spec(c, width, precision, std::string(1, letter), true);
  if (letter == 'c' || letter == 'd' || letter == 'i')
    return fmt::sprintf(spec, static_cast<int64_t>(bits));
  if (in(std::string_view(&letter, 1), {"e", "E", "f", "g", "G"}))
    return fmt::sprintf(spec, is_signed ? double(int64_t(bits)) : double(bits));
  if (in(std::string_view(&letter, 1), {"o", "u", "x", "X"}))
    return fmt::sprintf(spec, bits);
  return fmt::sprintf(c_spec(c, width, precision, "s", false),
                      fmt::format("{}", static_cast<int64_t>(bits)));
}

namespace {

// The environment's thousands separator and group sizes (LC_ALL, then
// LC_NUMERIC, then LANG), for the ' flag as printf(3) applies it once
// dtrace has set its locale from the environment; none in the C locale or
// when the locale named there is not installed.
std::pair<char, std::string> numeric_grouping() {
  try {
    std::locale env("");
    const auto &np = std::use_facet<std::numpunct<char>>(env);
    return {np.thousands_sep(), np.grouping()};
  } catch (const std::runtime_error &) {
    return {0, ""};
  }
}

// Inserts `sep` into the digits [from, to) of s, grouped from the right by
// the sizes in `sizes` (the last size repeats; a size <= 0 ends grouping).
void insert_separators(std::string &s, size_t from, size_t to, char sep,
                       const std::string &sizes) {
  size_t pos = to, i = 0;
  while (true) {
    int n = sizes[std::min(i, sizes.size() - 1)];
    if (n <= 0 || n == CHAR_MAX || pos - from <= static_cast<size_t>(n))
      return;
    pos -= n;
    s.insert(pos, 1, sep);
    ++i;
  }
}

// The ' flag: the value's integer digits grouped (hexadecimal and octal
// too, as glibc does), then padded to the width (zeros, when asked for, go
// before the digits and are not grouped).
std::string group_digits(std::string s, const ir::Conversion &c, int width) {
  auto [sep, sizes] = numeric_grouping();
  bool hex = c.conv == 'x' || c.conv == 'X';
  const char *digits = hex ? "0123456789abcdefABCDEF" : "0123456789";
  size_t from = s.find_first_of(digits, hex && c.alt ? s.find_first_of("xX") + 1 : 0);
  if (sep != 0 && !sizes.empty() && from != std::string::npos) {
    size_t to = s.find_first_not_of(digits, from);
    insert_separators(s, from, to == std::string::npos ? s.size() : to, sep, sizes);
  }
  size_t w = static_cast<size_t>(width < 0 ? -width : width);
  if (s.size() >= w)
    return s;
  if (width < 0 || c.left)
    return s + std::string(w - s.size(), ' ');
  if (c.zero_pad)
    return s.insert(from == std::string::npos ? 0 : from, w - s.size(), '0');
  return std::string(w - s.size(), ' ') + s;
}

} // namespace

std::string render_conversion(const ir::Conversion &c, int width, int precision,
                              const ir::RecordField &f, std::span<const uint8_t> data,
                              const PrintfHooks &hooks) {
  if (c.group && std::string_view("diuoxXfFgG").find(c.conv) != std::string_view::npos) {
    ir::Conversion plain = c;
    plain.group = false;
    return group_digits(render_conversion(plain, 0, precision, f, data, hooks), c, width);
  }
  if (c.name == "%")
    return "%";
  if (in(c.name, {"d", "i"})) {
    if (f.kind == Kind::UInt) {
      ir::Conversion u = c;
      u.conv = 'u';
      return render_uint(u, width, precision, field_uint(f, data), f.size);
    }
    return render_sint(c, width, precision, field_int(f, data), f.size);
  }
  if (in(c.name, {"c", "hd", "hi", "lc", "ld", "li", "lld", "lli", "wc"}))
    return render_sint(c, width, precision, field_int(f, data), f.size);
  if (in(std::string_view(&c.conv, 1), {"o", "u", "x", "X", "p"}))
    return render_uint(c, width, precision, field_uint(f, data), f.size);
  if (in(std::string_view(&c.conv, 1), {"e", "E", "f", "g", "G"}))
    return render_fp(c, width, precision, f, data);
  return render_special(c, width, precision, f, data, hooks);
}

std::string render_printf(const ir::FormatPlan &plan, std::span<const ir::RecordField> args,
                          std::span<const uint8_t> data, const PrintfHooks &hooks) {
  std::string out;
  for (const ir::FormatChunk &chunk : plan.chunks) {
    if (const auto *text = std::get_if<std::string>(&chunk)) {
      out += *text;
      continue;
    }
    const ir::Conversion &c = std::get<ir::Conversion>(chunk);
    if (c.name == "%") {
      out += '%';
      continue;
    }
    size_t next = c.arg_index < 0 ? args.size() : size_t(c.arg_index);
    auto take_int = [&](int fallback) {
      return next < args.size() ? int(field_int(args[next++], data)) : fallback;
    };
    int width = c.width_star ? take_int(0) : c.width;
    int precision = c.precision_star ? take_int(0) : c.precision;
    if (c.agg || next >= args.size())
      continue; // nothing recorded for it
    out += render_conversion(c, width, precision, args[next], data, hooks);
  }
  return out;
}

std::string escape_string(std::string_view s) {
  std::string out;
  for (char ch : s) {
    switch (ch) {
    case '\a':
      out += "\\a";
      break;
    case '\b':
      out += "\\b";
      break;
    case '\f':
      out += "\\f";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\t':
      out += "\\t";
      break;
    case '\v':
      out += "\\v";
      break;
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    default:
      if (std::isprint(static_cast<unsigned char>(ch)))
        out += ch;
      else
        out += fmt::format("\\{:03o}", static_cast<unsigned char>(ch));
    }
  }
  return out;
}

namespace {

std::string local_strftime(uint64_t ns, const char *pattern) {
  time_t sec = static_cast<time_t>(ns / 1000000000ULL);
  struct tm tm {};
  localtime_r(&sec, &tm);
  char buf[64];
  size_t n = std::strftime(buf, sizeof buf, pattern, &tm);
  return std::string(buf, n);
}

} // namespace

std::string format_walltime(uint64_t ns) {
  // ctime_r's "Dec  3 17:20:00 1973" with the year moved to the front.
  return local_strftime(ns, "%Y %b %e %H:%M:%S");
}

std::string format_rfc822(uint64_t ns) { return local_strftime(ns, "%a, %d %b %G %T %Z"); }

} // namespace dtrace::consume
