// Lexer: turns D program text into Tokens, in the mode the parser asks for.
//
// D needs two lexers in one, as Oracle's dt_lex.l has (states S2 and S0):
//   - Outer mode reads the top level of a program.  A run of the characters
//     [-$:a-zA-Z0-9_.`?*\[\]!\\] is one probe description (Pspec), unless it
//     is a top-level keyword or a type name (then the declaration begins);
//     only ',' '/' and '{' are punctuation there.
//   - Clause mode reads predicates, statements and declarations: C tokens
//     plus D's @aggregations, $macros and backquoted identifiers.
// In both modes a '#' that starts a line begins a control line (#pragma,
// #line, #ident, cpp's `# N "file"`), returned whole as a ControlLine
// token; `#!` interpreter lines are skipped.  Lexical errors throw
// diag::CompileError with Oracle's text and tag.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

#include "lex/token.h"

namespace dtrace::lex {

enum class Mode { Outer, Clause };

class Lexer {
 public:
  // Answers whether a name is a type name (typedefs seen so far, D's
  // built-in typedefs, kernel types): needed at the top level, where
  // `uint64_t x;` declares and `uint64_t` alone would be a probe.
  using TypeOracle = std::function<bool(std::string_view)>;

  explicit Lexer(std::string_view source, TypeOracle is_type = {});

  // The next token in the given mode.
  Token next(Mode mode);

  // Moves back to the start of t, so it is lexed again (in another mode).
  void rewind(const Token& t);

  // `#line N`: the line after the control line is line N.
  void set_next_line(uint32_t line);

  // -x pspec: at the top level a run of description characters is always
  // a probe description (unless it is a keyword as a whole), never a type.
  void set_pspec(bool on) { pspec_ = on; }

 private:
  char peek_char(size_t ahead = 0) const;
  SourceLoc after_newline() const;
  SourceLoc loc_at(size_t pos) const;
  void newline_at(size_t pos);
  bool at_line_start() const;
  void skip_blank();
  void skip_block_comment();
  void skip_to_eol();
  Token make(TokenKind kind, size_t start) const;
  Token lex_outer(size_t start);
  Token lex_clause(size_t start);
  Token lex_control_line(size_t start);
  Token lex_number(size_t start);
  Token lex_string(size_t start);
  Token lex_char(size_t start);
  Token lex_word(size_t start);
  Token lex_dollar(size_t start);
  Token lex_at(size_t start);
  Token lex_punct(size_t start);
  Token lex_pspec(size_t start);
  bool slash_ends_predicate(size_t after) const;
  [[noreturn]] void bad_char(size_t pos) const;

  std::string_view src_;
  TypeOracle is_type_;
  size_t pos_ = 0;
  uint32_t line_ = 1;
  size_t line_start_ = 0;
  bool pspec_ = false;
};

// Decoding of literal bodies, shared with the parser's tests.
// Applies C escapes (\n \t \\ \" \' \0 \a \b \f \r \v \xHH \ooo) to the text
// between quotes.
std::string decode_escapes(std::string_view body);

}  // namespace dtrace::lex
