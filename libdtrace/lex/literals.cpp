// Literal decoding: C escape sequences in string and character constants.
//
// Follows what Oracle's stresc2chr() accepts: the C escapes, octal of up to
// three digits, \x with up to two hex digits; any other escaped character
// stands for itself.
#include <cctype>
#include <string>

#include "lex/lexer.h"

namespace dtrace::lex {
namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

char simple_escape(char c) {
  switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'v': return '\v';
    case 'b': return '\b';
    case 'r': return '\r';
    case 'f': return '\f';
    case 'a': return '\a';
    default: return c;  // \\ \' \" \? and unknown escapes
  }
}

}  // namespace

std::string decode_escapes(std::string_view body) {
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); i++) {
    char c = body[i];
    if (c != '\\' || i + 1 == body.size()) {
      out += c;
      continue;
    }
    c = body[++i];
    if (c >= '0' && c <= '7') {
      unsigned v = 0;
      size_t n = 0;
      for (; n < 3 && i < body.size() && body[i] >= '0' && body[i] <= '7'; n++, i++)
        v = v * 8 + unsigned(body[i] - '0');
      i--;
      out += char(v & 0xff);
    } else if (c == 'x' && i + 1 < body.size() && hex_value(body[i + 1]) >= 0) {
      unsigned v = 0;
      for (size_t n = 0; n < 2 && i + 1 < body.size() && hex_value(body[i + 1]) >= 0; n++)
        v = v * 16 + unsigned(hex_value(body[++i]));
      out += char(v);
    } else {
      out += simple_escape(c);
    }
  }
  return out;
}

}  // namespace dtrace::lex
