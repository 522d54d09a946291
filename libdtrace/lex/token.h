// Token: one lexeme of a D program, as the Lexer hands it to the parser.
//
// The kinds come from token_kind.def.  A token keeps its raw text (a view
// into the program source, used verbatim in `syntax error near "..."`) plus
// the decoded value for literals, so the parser never re-reads characters.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/source_loc.h"

namespace dtrace::lex {

enum class TokenKind : uint8_t {
#define DT_TOKEN(name, spelling) name,
#define DT_KEYWORD(name, word, outer) name,
#include "lex/token_kind.def"
};

// The spelling of a punctuator or keyword, or a description of a class.
std::string_view token_spelling(TokenKind kind);

// Whether kind is a reserved word (any DT_KEYWORD entry).
bool is_keyword(TokenKind kind);

struct Token {
  TokenKind kind = TokenKind::End;
  std::string_view text;  // raw lexeme in the source ("" at end of input)
  SourceLoc loc;
  size_t offset = 0;      // byte offset of text in the source

  uint64_t ival = 0;            // Int: value; also character constants
  std::string_view int_suffix;  // Int: the u/l suffix as written ("", "UL", ...)
  bool is_char = false;         // Int written as 'c'
  double fval = 0;              // Float
  std::string str;              // String: decoded bytes; Agg/Macro: the name
  bool dollar2 = false;         // Macro written $$name
  // Slash in clause mode: the next non-blank character is end of input,
  // ';', '{' or '/', so in a predicate this slash closes it (DTrace's rule).
  bool ends_predicate = false;
  std::vector<std::string> words;  // ControlLine: the words after '#'
  // Ident: DTrace's lexer read on past this name to tell an identifier
  // from a type name, and so quotes the rest of the line in `syntax error
  // near "..."` (set by the parser, which knows the names seen so far).
  bool read_past = false;

  bool is(TokenKind k) const { return kind == k; }
};

}  // namespace dtrace::lex
