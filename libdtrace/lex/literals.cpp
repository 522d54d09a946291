// Literal decoding: C escape sequences in string and character constants.
//
// Follows what DTrace's lexer accepts: the C escapes \a \b \f \n \r \t \v,
// \\ and \", octal of up to three digits, \x with any number of hex digits
// (the low byte is kept).  Any other escape (\' \? \c ...) keeps its
// backslash: '\?' is the two bytes '\\' '?', as in DTrace.
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

// The byte an escape stands for, or -1 for an escape DTrace keeps as written.
int simple_escape(char c) {
  switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'v': return '\v';
    case 'b': return '\b';
    case 'r': return '\r';
    case 'f': return '\f';
    case 'a': return '\a';
    case '\\': return '\\';
    case '"': return '"';
    default: return -1;
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
      while (i + 1 < body.size() && hex_value(body[i + 1]) >= 0)
        v = v * 16 + unsigned(hex_value(body[++i]));
      out += char(v & 0xff);
    } else if (int b = simple_escape(c); b >= 0) {
      out += char(b);
    } else {
      out += '\\';
      out += c;
    }
  }
  return out;
}

}  // namespace dtrace::lex
