// Numeric constants: integers (decimal, octal, hex, with C's u/l suffixes)
// and floating-point constants.  An integer and a float can both match at a
// position; as in flex, the longer match wins and a tie is an integer.
#include <cstdlib>
#include <string>

#include "diag/diagnostic.h"
#include "lex/lexer.h"

namespace dtrace::lex {
namespace {

using diag::Tag;

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
bool is_one_of(char c, std::string_view set) {
  return c != '\0' && set.find(c) != std::string_view::npos;
}

struct IntMatch {
  size_t digits_end;  // end of the digits (suffix starts here)
  size_t end;         // end of the whole match
  bool hex;
};

// RGX_INT: ([0-9]+|0[xX][0-9A-Fa-f]+)[uU]?[lL]?[lL]?
IntMatch match_int(std::string_view s, size_t start) {
  auto at = [&](size_t i) { return i < s.size() ? s[i] : '\0'; };
  size_t i = start;
  bool hex = at(i) == '0' && (at(i + 1) == 'x' || at(i + 1) == 'X') && is_hex(at(i + 2));
  if (hex) {
    i += 2;
    while (is_hex(at(i))) i++;
  } else {
    while (is_digit(at(i))) i++;
  }
  size_t digits_end = i;
  if (is_one_of(at(i), "uU")) i++;
  if (is_one_of(at(i), "lL")) i++;
  if (is_one_of(at(i), "lL")) i++;
  return {digits_end, i, hex};
}

// RGX_FP: ([0-9]+"."?[0-9]*|"."[0-9]+)([eE][+-]?[0-9]+)?[fFlL]?
size_t match_float(std::string_view s, size_t start, size_t* mantissa_end) {
  auto at = [&](size_t i) { return i < s.size() ? s[i] : '\0'; };
  size_t i = start;
  while (is_digit(at(i))) i++;
  if (at(i) == '.') {
    i++;
    while (is_digit(at(i))) i++;
  }
  if (at(i) == 'e' || at(i) == 'E') {
    size_t j = i + 1;
    if (at(j) == '+' || at(j) == '-') j++;
    if (is_digit(at(j))) {
      while (is_digit(at(j))) j++;
      i = j;
    }
  }
  *mantissa_end = i;
  if (is_one_of(at(i), "fFlL")) i++;
  return i;
}

}  // namespace

Token Lexer::lex_number(size_t start) {
  IntMatch im = match_int(src_, start);
  size_t mantissa_end = 0;
  size_t fend = match_float(src_, start, &mantissa_end);
  if (fend > im.end) {
    pos_ = fend;
    Token t = make(TokenKind::Float, start);
    t.fval = std::strtod(std::string(src_.substr(start, mantissa_end - start)).c_str(), nullptr);
    return t;
  }
  pos_ = im.end;
  Token t = make(TokenKind::Int, start);
  t.int_suffix = src_.substr(im.digits_end, im.end - im.digits_end);
  std::string_view digits = src_.substr(start, im.digits_end - start);
  unsigned base = im.hex ? 16 : (digits.size() > 1 && digits[0] == '0') ? 8 : 10;
  if (im.hex) digits.remove_prefix(2);
  uint64_t v = 0;
  char bad = '\0';
  for (char c : digits) {
    unsigned d = is_digit(c) ? unsigned(c - '0') : unsigned((c | 0x20) - 'a' + 10);
    if (d >= base) {
      bad = c;
      break;
    }
    if (v > (UINT64_MAX - d) / base)
      diag::error(t.loc, Tag::D_INT_OFLOW, "constant {} results in integer overflow", t.text);
    v = v * base + d;
  }
  if (bad != '\0')
    diag::error(t.loc, Tag::D_INT_DIGIT, "constant {} contains invalid digit {}", t.text, bad);
  t.ival = v;
  return t;
}

}  // namespace dtrace::lex
