// Lexer: modes, tokens, literal decoding and lexical errors.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "lex/lexer.h"

using namespace dtrace;
using lex::Lexer;
using lex::Mode;
using lex::Token;
using lex::TokenKind;

namespace {

std::vector<Token> lex_all(std::string_view text, Mode mode, Lexer::TypeOracle types = {}) {
  Lexer lexer(text, std::move(types));
  std::vector<Token> out;
  for (;;) {
    Token t = lexer.next(mode);
    if (t.kind == TokenKind::End) return out;
    out.push_back(std::move(t));
  }
}

std::vector<std::string> texts(const std::vector<Token>& toks) {
  std::vector<std::string> out;
  for (const auto& t : toks) out.emplace_back(t.text);
  return out;
}

diag::Diagnostic lex_error(std::string_view text, Mode mode = Mode::Clause) {
  try {
    lex_all(text, mode);
  } catch (const diag::CompileError& e) {
    return e.diagnostic();
  }
  FAIL("no error for: " << text);
  return {};
}

}  // namespace

TEST_CASE("outer mode reads probe descriptions as single tokens") {
  auto toks = lex_all("syscall::openat:entry, pid$target:libc.so.6:malloc:return\n"
                      "9p`v9fs_remove tick-1s syscall::*read*:entry fbt:vmlinux:[a-c]?x:entry",
                      Mode::Outer);
  CHECK(texts(toks) == std::vector<std::string>{"syscall::openat:entry", ",",
                                                "pid$target:libc.so.6:malloc:return",
                                                "9p`v9fs_remove", "tick-1s",
                                                "syscall::*read*:entry",
                                                "fbt:vmlinux:[a-c]?x:entry"});
  CHECK(toks[0].kind == TokenKind::Pspec);
  CHECK(toks[1].kind == TokenKind::Comma);
  CHECK(toks[2].loc.line == 1);
  CHECK(toks[4].loc.line == 2);
  CHECK(toks[4].kind == TokenKind::Pspec);
}

TEST_CASE("outer mode: keywords and type names start declarations") {
  auto toks = lex_all("int x BEGIN uint64_t int*p self", Mode::Outer,
                      [](std::string_view n) { return n == "uint64_t"; });
  CHECK(toks[0].kind == TokenKind::KwInt);
  CHECK(toks[1].kind == TokenKind::Pspec);  // x: a probe name at the top level
  CHECK(toks[2].kind == TokenKind::Pspec);
  CHECK(toks[3].kind == TokenKind::Ident);
  CHECK(toks[4].kind == TokenKind::KwInt);
  CHECK(toks[4].text == "int");
  CHECK(toks[5].kind == TokenKind::Pspec);  // "*p": glob
  CHECK(toks[6].kind == TokenKind::KwSelf);
}

TEST_CASE("outer mode: slash, braces and digits") {
  auto toks = lex_all("BEGIN/x/{", Mode::Outer);
  CHECK(toks[0].kind == TokenKind::Pspec);
  CHECK(toks[1].kind == TokenKind::Slash);
  CHECK(toks[2].kind == TokenKind::Pspec);
  CHECK(toks[3].kind == TokenKind::Slash);
  CHECK(toks[4].kind == TokenKind::LBrace);
  auto id = lex_all("1234", Mode::Outer);
  CHECK(id[0].kind == TokenKind::Int);
  CHECK(id[0].ival == 1234);
}

TEST_CASE("clause mode punctuators take the longest match") {
  auto toks = lex_all("a<<=b>>c->d^^e... ++ -- != == <= >= && || += /=", Mode::Clause);
  std::vector<TokenKind> kinds;
  for (const auto& t : toks) kinds.push_back(t.kind);
  CHECK(kinds == std::vector<TokenKind>{
                     TokenKind::Ident, TokenKind::ShlAssign, TokenKind::Ident, TokenKind::Shr,
                     TokenKind::Ident, TokenKind::Arrow, TokenKind::Ident, TokenKind::CaretCaret,
                     TokenKind::Ident, TokenKind::Ellipsis, TokenKind::PlusPlus,
                     TokenKind::MinusMinus, TokenKind::NotEq, TokenKind::EqEq, TokenKind::Le,
                     TokenKind::Ge, TokenKind::AmpAmp, TokenKind::PipePipe,
                     TokenKind::PlusAssign, TokenKind::SlashAssign});
}

TEST_CASE("clause mode: identifiers, keywords, aggregations and macros") {
  auto toks = lex_all("vmlinux`jiffies self this @counts @ $1 $$2 $target $$pid sizeof", Mode::Clause);
  CHECK(toks[0].kind == TokenKind::Ident);
  CHECK(toks[0].text == "vmlinux`jiffies");
  CHECK(toks[1].kind == TokenKind::KwSelf);
  CHECK(toks[2].kind == TokenKind::KwThis);
  CHECK(toks[3].kind == TokenKind::Agg);
  CHECK(toks[3].str == "counts");
  CHECK(toks[4].kind == TokenKind::Agg);
  CHECK(toks[4].str == "");
  CHECK(toks[5].kind == TokenKind::Macro);
  CHECK(toks[5].str == "1");
  CHECK_FALSE(toks[5].dollar2);
  CHECK(toks[6].str == "2");
  CHECK(toks[6].dollar2);
  CHECK(toks[7].str == "target");
  CHECK(toks[8].str == "pid");
  CHECK(toks[8].dollar2);
  CHECK(toks[9].kind == TokenKind::KwSizeof);
}

TEST_CASE("integer constants: bases and suffixes") {
  auto toks = lex_all("42 052 0x2A 0X2a 42u 42UL 42ll 42ull 0 18446744073709551615", Mode::Clause);
  for (int i = 0; i < 8; i++) CHECK(toks[i].ival == 42);
  CHECK(toks[4].int_suffix == "u");
  CHECK(toks[5].int_suffix == "UL");
  CHECK(toks[6].int_suffix == "ll");
  CHECK(toks[7].int_suffix == "ull");
  CHECK(toks[8].ival == 0);
  CHECK(toks[9].ival == UINT64_MAX);
}

TEST_CASE("floating-point constants") {
  auto toks = lex_all("1.5 .25 1e3 2.5e-1 3f", Mode::Clause);
  for (const auto& t : toks) CHECK(t.kind == TokenKind::Float);
  CHECK(toks[0].fval == 1.5);
  CHECK(toks[1].fval == 0.25);
  CHECK(toks[2].fval == 1000);
  CHECK(toks[3].fval == 0.25);
  CHECK(toks[4].fval == 3);
}

TEST_CASE("character constants") {
  auto toks = lex_all(R"('a' '\n' '\0' 'ab' '\'' '\x41' '\101')", Mode::Clause);
  CHECK(toks[0].ival == 'a');
  CHECK(!toks[0].is_char);  // an int, as in DTrace: sizeof ('a') == 4
  CHECK(toks[1].ival == '\n');
  CHECK(toks[2].ival == 0);
  CHECK(toks[3].ival == (uint64_t('a') << 8 | 'b'));
  CHECK(toks[4].ival == (uint64_t('\\') << 8 | '\''));  // DTrace keeps the backslash of \'
  CHECK(toks[5].ival == 'A');
  CHECK(toks[6].ival == 'A');
}

TEST_CASE("string literals decode C escapes") {
  auto toks = lex_all(R"("a\tb\n" "\\\"\'" "\x41\101\0z" "\a\b\f\r\v")", Mode::Clause);
  CHECK(toks[0].str == "a\tb\n");
  CHECK(toks[0].text == R"("a\tb\n")");
  CHECK(toks[1].str == "\\\"\\'");
  CHECK(toks[2].str == std::string("AA\0z", 4));
  CHECK(toks[3].str == "\a\b\f\r\v");
  CHECK(lex::decode_escapes("\\q") == "\\q");  // unknown escapes keep their backslash
  CHECK(lex::decode_escapes("\\x0041") == "A");  // \x takes every hex digit
}

TEST_CASE("comments are skipped and lines are counted") {
  auto toks = lex_all("a /* one\ntwo */ b // three\nc", Mode::Clause);
  CHECK(texts(toks) == std::vector<std::string>{"a", "b", "c"});
  CHECK(toks[1].loc.line == 2);
  CHECK(toks[2].loc.line == 3);
  CHECK(toks[2].loc.column == 1);
}

TEST_CASE("a slash before ; { / or the end closes a predicate") {
  auto toks = lex_all("x / 2 / {", Mode::Clause);
  CHECK_FALSE(toks[1].ends_predicate);
  CHECK(toks[3].ends_predicate);
  CHECK(lex_all("x/", Mode::Clause)[1].ends_predicate);
  CHECK(lex_all("x/\n;", Mode::Clause)[1].ends_predicate);
  CHECK_FALSE(lex_all("x/(y)", Mode::Clause)[1].ends_predicate);
}

TEST_CASE("control lines are whole tokens, only at the start of a line") {
  auto toks = lex_all("#!/usr/sbin/dtrace -s\n  #pragma D option bufsize=16m\nBEGIN\n#line 7 \"x.d\"\n",
                      Mode::Outer);
  REQUIRE(toks.size() == 3);
  CHECK(toks[0].kind == TokenKind::ControlLine);
  CHECK(toks[0].words == std::vector<std::string>{"pragma", "D", "option", "bufsize=16m"});
  CHECK(toks[0].loc.line == 2);
  CHECK(toks[1].kind == TokenKind::Pspec);
  CHECK(toks[2].words == std::vector<std::string>{"line", "7", "x.d"});
}

TEST_CASE("rewind lexes a token again in another mode") {
  Lexer lexer("tick-1s");
  Token t = lexer.next(Mode::Outer);
  CHECK(t.kind == TokenKind::Pspec);
  lexer.rewind(t);
  CHECK(lexer.next(Mode::Clause).text == "tick");
  CHECK(lexer.next(Mode::Clause).kind == TokenKind::Minus);
}

TEST_CASE("lexical errors use DTrace's texts and tags") {
  auto d = lex_error("x = \"abc\ndef\"");
  CHECK(d.text == "newline encountered in string literal");
  CHECK(d.tag == diag::Tag::D_STR_NL);
  CHECK(d.loc.line == 2);  // DTrace's line: the one after the newline
  d = lex_error("\n\n''");
  CHECK(d.text == "empty character constant");
  CHECK(d.tag == diag::Tag::D_CHR_NULL);
  CHECK(d.loc.line == 3);
  CHECK(lex_error("'abcdefghi'").tag == diag::Tag::D_CHR_OFLOW);
  CHECK(lex_error("'a\n'").text == "newline encountered in character constant");
  d = lex_error("089");
  CHECK(d.text == "constant 089 contains invalid digit 8");
  CHECK(d.tag == diag::Tag::D_INT_DIGIT);
  d = lex_error("18446744073709551616");
  CHECK(d.text == "constant 18446744073709551616 results in integer overflow");
  CHECK(d.tag == diag::Tag::D_INT_OFLOW);
  CHECK(lex_error("a # b").text == "syntax error near \"#\"");
  CHECK(lex_error("/* a /* b */").text == "/* encountered inside a comment");
  CHECK(lex_error("/* a").text == "end-of-file encountered before matching */");
  CHECK(lex_error("#pragma D option quiet").text ==
        "end-of-file encountered before end of control line");
  CHECK(lex_error("BEGIN ;", Mode::Outer).text == "syntax error near \";\"");
}
