// The D lexer: outer mode (probe descriptions), clause mode (C tokens and
// D's extras) and control lines.  See lexer.h for the rules; the error
// texts and tags are Oracle's (dt_lex.l and dt_parser.c's yyerror).
#include "lex/lexer.h"

#include <array>
#include <cstdlib>
#include <string>

#include "diag/diagnostic.h"

namespace dtrace::lex {
namespace {

using diag::Tag;

struct Keyword {
  std::string_view word;
  TokenKind kind;
  bool outer;
};

constexpr Keyword kKeywords[] = {
#define DT_KEYWORD(name, word, outer) {word, TokenKind::name, outer},
#include "lex/token_kind.def"
};

struct Punct {
  std::string_view text;
  TokenKind kind;
};

// Longest first, so the first prefix that matches is the longest match.
constexpr Punct kPuncts[] = {
    {"<<=", TokenKind::ShlAssign}, {">>=", TokenKind::ShrAssign},
    {"...", TokenKind::Ellipsis},  {"->", TokenKind::Arrow},
    {"++", TokenKind::PlusPlus},   {"--", TokenKind::MinusMinus},
    {"<<", TokenKind::Shl},        {">>", TokenKind::Shr},
    {"<=", TokenKind::Le},         {">=", TokenKind::Ge},
    {"==", TokenKind::EqEq},       {"!=", TokenKind::NotEq},
    {"&&", TokenKind::AmpAmp},     {"||", TokenKind::PipePipe},
    {"^^", TokenKind::CaretCaret}, {"+=", TokenKind::PlusAssign},
    {"-=", TokenKind::MinusAssign}, {"*=", TokenKind::StarAssign},
    {"/=", TokenKind::SlashAssign}, {"%=", TokenKind::PercentAssign},
    {"&=", TokenKind::AmpAssign},  {"|=", TokenKind::PipeAssign},
    {"^=", TokenKind::CaretAssign}, {"(", TokenKind::LParen},
    {")", TokenKind::RParen},      {"[", TokenKind::LBracket},
    {"]", TokenKind::RBracket},    {"{", TokenKind::LBrace},
    {"}", TokenKind::RBrace},      {",", TokenKind::Comma},
    {";", TokenKind::Semi},        {":", TokenKind::Colon},
    {"?", TokenKind::Question},    {".", TokenKind::Dot},
    {"+", TokenKind::Plus},        {"-", TokenKind::Minus},
    {"*", TokenKind::Star},        {"/", TokenKind::Slash},
    {"%", TokenKind::Percent},     {"&", TokenKind::Amp},
    {"|", TokenKind::Pipe},        {"^", TokenKind::Caret},
    {"~", TokenKind::Tilde},       {"!", TokenKind::Bang},
    {"=", TokenKind::Assign},      {"<", TokenKind::Lt},
    {">", TokenKind::Gt},
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_ident_char(char c) { return is_alpha(c) || is_digit(c) || c == '`'; }
bool is_hspace(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r'; }

// RGX_PSPEC: [-$:a-zA-Z_.?*\\\[\]!][-$:0-9a-zA-Z_.`?*\\\[\]!]*
bool is_pspec_first(char c) {
  return is_alpha(c) || std::string_view("-$:.?*\\[]!").find(c) != std::string_view::npos;
}
bool is_pspec_char(char c) { return is_pspec_first(c) || is_digit(c) || c == '`'; }

const Keyword* find_keyword(std::string_view word) {
  for (const Keyword& k : kKeywords)
    if (k.word == word) return &k;
  return nullptr;
}

}  // namespace

Lexer::Lexer(std::string_view source, TypeOracle is_type)
    : src_(source), is_type_(std::move(is_type)) {}

char Lexer::peek_char(size_t ahead) const {
  size_t p = pos_ + ahead;
  return p < src_.size() ? src_[p] : '\0';
}

SourceLoc Lexer::loc_at(size_t pos) const {
  return SourceLoc{line_, static_cast<uint32_t>(pos - line_start_ + 1)};
}

// DTrace reports a literal cut by a newline on the line after it: its
// scanner has read the newline by then.
SourceLoc Lexer::after_newline() const { return SourceLoc{line_ + 1, 1}; }

void Lexer::newline_at(size_t pos) {
  line_++;
  line_start_ = pos + 1;
}

bool Lexer::at_line_start() const {
  for (size_t p = line_start_; p < pos_; p++)
    if (!is_hspace(src_[p])) return false;
  return true;
}

void Lexer::rewind(const Token& t) {
  pos_ = t.offset;
  line_ = t.loc.line;
  line_start_ = t.offset - (t.loc.column - 1);
}

void Lexer::set_next_line(uint32_t line) { line_ = line; }

void Lexer::skip_to_eol() {
  while (pos_ < src_.size() && src_[pos_] != '\n') pos_++;
}

// comment: '/*' ... '*/'  (no nesting: Oracle rejects a '/*' inside)
void Lexer::skip_block_comment() {
  pos_ += 2;
  for (;;) {
    if (pos_ >= src_.size())
      diag::error(loc_at(pos_), Tag::D_SYNTAX, "end-of-file encountered before matching */");
    char c = src_[pos_];
    if (c == '*' && peek_char(1) == '/') {
      pos_ += 2;
      return;
    }
    if (c == '/' && peek_char(1) == '*')
      diag::error(loc_at(pos_), Tag::D_SYNTAX, "/* encountered inside a comment");
    if (c == '\n') newline_at(pos_);
    pos_++;
  }
}

void Lexer::skip_blank() {
  while (pos_ < src_.size()) {
    char c = src_[pos_];
    if (is_hspace(c)) {
      pos_++;
    } else if (c == '\n') {
      newline_at(pos_);
      pos_++;
    } else if (c == '\\' && peek_char(1) == '\n') {
      newline_at(pos_ + 1);
      pos_ += 2;
    } else if (c == '/' && peek_char(1) == '*') {
      skip_block_comment();
    } else if (c == '/' && peek_char(1) == '/') {
      skip_to_eol();
    } else {
      return;
    }
  }
}

Token Lexer::make(TokenKind kind, size_t start) const {
  Token t;
  t.kind = kind;
  t.offset = start;
  t.text = src_.substr(start, pos_ - start);
  t.loc = SourceLoc{line_, static_cast<uint32_t>(start - line_start_ + 1)};
  return t;
}

void Lexer::bad_char(size_t pos) const {
  diag::error(loc_at(pos), Tag::D_SYNTAX, "syntax error near \"{}\"", src_[pos]);
}

Token Lexer::next(Mode mode) {
  for (;;) {
    skip_blank();
    if (pos_ >= src_.size()) return make(TokenKind::End, pos_);
    if (src_[pos_] == '#' && at_line_start()) {
      if (peek_char(1) == '!') {  // #! interpreter line
        skip_to_eol();
        continue;
      }
      return lex_control_line(pos_);
    }
    return mode == Mode::Outer ? lex_outer(pos_) : lex_clause(pos_);
  }
}

// control-line: '#' word* '\n'   (a word is a run of non-blanks or a "string")
Token Lexer::lex_control_line(size_t start) {
  Token t = make(TokenKind::ControlLine, start);
  pos_++;
  for (;;) {
    while (pos_ < src_.size() && is_hspace(src_[pos_])) pos_++;
    if (pos_ >= src_.size())
      diag::error(loc_at(pos_), Tag::D_SYNTAX,
                  "end-of-file encountered before end of control line");
    if (src_[pos_] == '\n') {
      t.text = src_.substr(start, pos_ - start);
      newline_at(pos_);
      pos_++;
      return t;
    }
    if (src_[pos_] == '"') {
      Token s = lex_string(pos_);
      t.words.push_back(std::move(s.str));
      continue;
    }
    size_t w = pos_;
    while (pos_ < src_.size() && !is_hspace(src_[pos_]) && src_[pos_] != '\n' &&
           src_[pos_] != '"')
      pos_++;
    t.words.emplace_back(src_.substr(w, pos_ - w));
  }
}

Token Lexer::lex_outer(size_t start) {
  char c = src_[start];
  if (is_digit(c)) {  // a probe ID, or a description such as 9p`v9fs_remove
    size_t end = start;
    while (end < src_.size() && is_pspec_char(src_[end])) end++;
    std::string_view run = src_.substr(start, end - start);
    size_t digits = run.find_first_not_of("0123456789");
    if (digits == std::string_view::npos) return lex_number(start);
    // As DTrace's lexer (no description starts with a digit): `2-2` and
    // `4.56` are the id 2 or 4, then a description of their own.
    if (run[digits] == '-' || run[digits] == '.') {
      pos_ = start + digits;
      Token t = make(TokenKind::Int, start);
      for (char d : run.substr(0, digits)) t.ival = t.ival * 10 + static_cast<uint64_t>(d - '0');
      return t;
    }
    pos_ = end;
    return make(TokenKind::Pspec, start);
  }
  if (is_pspec_first(c)) return lex_pspec(start);
  pos_++;
  switch (c) {
    case ',': return make(TokenKind::Comma, start);
    case '/': return make(TokenKind::Slash, start);
    case '{': return make(TokenKind::LBrace, start);
    default: bad_char(start);
  }
}

// Oracle's S2 rule: a probe-description run, unless it is a top-level
// keyword, or (when it holds none of the characters that cannot appear in a
// type name, and is not BEGIN, END or ERROR) it, or its part before a '*',
// names a type: `int*x;` and `uint64_t *p;` are declarations.
Token Lexer::lex_pspec(size_t start) {
  while (pos_ < src_.size() && is_pspec_char(src_[pos_])) pos_++;
  std::string_view text = src_.substr(start, pos_ - start);
  if (const Keyword* k = find_keyword(text); k != nullptr && k->outer)
    return make(k->kind, start);
  if (!pspec_ && text.find_first_of(":-.?!`") == std::string_view::npos && text != "BEGIN" &&
      text != "END" && text != "ERROR") {
    size_t star = text.find('*');
    std::string_view prefix = (star != std::string_view::npos && star > 0) ? text.substr(0, star)
                                                                            : text;
    const Keyword* k = find_keyword(prefix);
    if (k != nullptr && k->outer) {
      pos_ = start + prefix.size();
      return make(k->kind, start);
    }
    if (is_type_ && is_type_(prefix)) {
      pos_ = start + prefix.size();
      return make(TokenKind::Ident, start);
    }
  }
  return make(TokenKind::Pspec, start);
}

Token Lexer::lex_clause(size_t start) {
  char c = src_[start];
  if (is_digit(c) || (c == '.' && is_digit(peek_char(1)))) return lex_number(start);
  if (c == '"') return lex_string(start);
  if (c == '\'') return lex_char(start);
  if (is_alpha(c) || c == '`') return lex_word(start);
  if (c == '$') return lex_dollar(start);
  if (c == '@') return lex_at(start);
  return lex_punct(start);
}

// identifier: [a-zA-Z_`][0-9a-zA-Z_`]*  (or a keyword)
Token Lexer::lex_word(size_t start) {
  while (pos_ < src_.size() && is_ident_char(src_[pos_])) pos_++;
  std::string_view text = src_.substr(start, pos_ - start);
  const Keyword* k = find_keyword(text);
  return make(k != nullptr ? k->kind : TokenKind::Ident, start);
}

// macro: '$' digits | '$' ident | '$$' digits | '$$' ident
Token Lexer::lex_dollar(size_t start) {
  size_t p = start + 1;
  bool dollar2 = p < src_.size() && src_[p] == '$';
  if (dollar2) p++;
  char c = p < src_.size() ? src_[p] : '\0';
  size_t name = p;
  if (is_digit(c)) {
    while (p < src_.size() && is_digit(src_[p])) p++;
  } else if (is_alpha(c)) {
    while (p < src_.size() && is_ident_char(src_[p])) p++;
  } else {
    bad_char(start);
  }
  pos_ = p;
  Token t = make(TokenKind::Macro, start);
  t.str = std::string(src_.substr(name, p - name));
  t.dollar2 = dollar2;
  return t;
}

// aggregation: '@' [a-zA-Z_][0-9a-zA-Z_]* | '@'
Token Lexer::lex_at(size_t start) {
  pos_ = start + 1;
  if (is_alpha(peek_char()))
    while (pos_ < src_.size() && (is_alpha(src_[pos_]) || is_digit(src_[pos_]))) pos_++;
  Token t = make(TokenKind::Agg, start);
  t.str = std::string(src_.substr(start + 1, pos_ - start - 1));
  return t;
}

Token Lexer::lex_punct(size_t start) {
  std::string_view rest = src_.substr(start);
  for (const Punct& p : kPuncts) {
    if (rest.substr(0, p.text.size()) != p.text) continue;
    pos_ = start + p.text.size();
    Token t = make(p.kind, start);
    if (p.kind == TokenKind::Slash) t.ends_predicate = slash_ends_predicate(pos_);
    return t;
  }
  bad_char(start);
}

// dt_lex.l's lookahead: after '/', skip blanks; end of input, ';', '{' or
// '/' mean the slash closes a predicate, anything else makes it a division.
bool Lexer::slash_ends_predicate(size_t after) const {
  size_t i = after;
  while (i < src_.size() && (is_hspace(src_[i]) || src_[i] == '\n')) i++;
  if (i >= src_.size()) return true;
  char c = src_[i];
  return c == ';' || c == '{' || c == '/';
}

// string: '"' ([^"\\\n] | '\' [^\n])* '"'
Token Lexer::lex_string(size_t start) {
  size_t p = start + 1;
  for (;;) {
    if (p >= src_.size()) bad_char(start);
    char c = src_[p];
    if (c == '\n' || (c == '\\' && p + 1 < src_.size() && src_[p + 1] == '\n'))
      diag::error(after_newline(), Tag::D_STR_NL, "newline encountered in string literal");
    if (c == '"') break;
    p += (c == '\\' && p + 1 < src_.size()) ? 2 : 1;
  }
  pos_ = p + 1;
  Token t = make(TokenKind::String, start);
  t.str = decode_escapes(src_.substr(start + 1, p - start - 1));
  return t;
}

// character constant: '\'' ([^'\\\n] | '\' [^\n])+ '\''  (up to 8 bytes,
// first byte most significant, as C's multi-character constants)
Token Lexer::lex_char(size_t start) {
  size_t p = start + 1;
  for (;;) {
    if (p >= src_.size()) bad_char(start);
    char c = src_[p];
    if (c == '\n' || (c == '\\' && p + 1 < src_.size() && src_[p + 1] == '\n'))
      diag::error(after_newline(), Tag::D_CHR_NL, "newline encountered in character constant");
    if (c == '\'') break;
    p += (c == '\\' && p + 1 < src_.size()) ? 2 : 1;
  }
  pos_ = p + 1;
  if (p == start + 1) diag::error(loc_at(start), Tag::D_CHR_NULL, "empty character constant");
  std::string bytes = decode_escapes(src_.substr(start + 1, p - start - 1));
  if (bytes.size() > sizeof(uint64_t))
    diag::error(loc_at(start), Tag::D_CHR_OFLOW, "character constant is too long");
  Token t = make(TokenKind::Int, start);
  for (char b : bytes) t.ival = (t.ival << 8) | static_cast<unsigned char>(b);
  // As in DTrace, a character constant is an integer typed by its value
  // ('a' is an int, sizeof ('a') == 4), so is_char stays false.
  return t;
}

}  // namespace dtrace::lex
