// Names of token kinds, from token_kind.def.
#include "lex/token.h"

namespace dtrace::lex {

std::string_view token_spelling(TokenKind kind) {
  switch (kind) {
#define DT_TOKEN(name, spelling) \
  case TokenKind::name: return spelling;
#define DT_KEYWORD(name, word, outer) \
  case TokenKind::name: return word;
#include "lex/token_kind.def"
  }
  return "?";
}

bool is_keyword(TokenKind kind) {
  switch (kind) {
#define DT_KEYWORD(name, word, outer) \
  case TokenKind::name: return true;
#include "lex/token_kind.def"
    default: return false;
  }
}

}  // namespace dtrace::lex
