// Parser errors: Oracle's texts, tags and line numbers.
#include "parse_helpers.h"

using namespace dtrace;
using namespace dtrace::parse;
using namespace dtrace::parse::test;
using diag::Tag;

TEST_CASE("syntax errors name the offending token and its line") {
  auto d = parse_error("BEGIN\n{\n  x = ;\n}");
  CHECK(d.text == "syntax error near \";\"");
  CHECK(d.tag == Tag::D_SYNTAX);
  CHECK(d.loc.line == 3);
  d = parse_error("BEGIN { trace(\"a\" \"b\"); }");
  CHECK(d.text == "syntax error near \"\"b\"\"");
  d = parse_error("BEGIN { x = (1 + 2; }");
  CHECK(d.text == "syntax error near \";\"");
}

TEST_CASE("an unknown name is quoted with the rest of its line") {
  // DTrace's lexer reads past a name it does not know to tell a variable
  // from a type, and then quotes up to the end of the line.
  auto d = parse_error("BEGIN { x = 1 y = 2; }\n");
  CHECK(d.text == "syntax error near \"y = 2; }\"");
  d = parse_error("BEGIN\n{\n\ttrace(offsetof(nosuch_t, m));\n}\n");
  CHECK(d.text == "syntax error near \"nosuch_t, m));\"");
  CHECK(d.loc.line == 3);
  // The blanks after the name turn into spaces; a newline ends the quote.
  CHECK(parse_error("BEGIN { x = 1 y\t\n= 2; }").text == "syntax error near \"y \"");
  // Built-in names, and names seen before an `=`, `;`, `[`, ... are known.
  CHECK(parse_error("BEGIN { x = 1 trace(x); }").text == "syntax error near \"trace\"");
  CHECK(parse_error("BEGIN { y = 1; x = 1 y = 2; }").text == "syntax error near \"y\"");
  // After '->', '.' and struct the name is never read past.
  CHECK(parse_error("BEGIN { x = self->y z; }").text == "syntax error near \"z; }\"");
  CHECK(parse_error("BEGIN { x = self->y y; }").text == "syntax error near \"y; }\"");
  d = parse_error("typedef pint new_int;\n");
  CHECK(d.text == "syntax error near \"new_int;\"");
}

TEST_CASE("errors at end of input") {
  auto d = parse_error("BEGIN {\n  x = 1;\n");
  CHECK(d.text == "syntax error near end of input");
  CHECK(d.loc.line == 3);
  // Right after a name DTrace's lexer read past, the end of input is a
  // character of its own, with its own message.
  CHECK(parse_error("BEGIN /x").text == "syntax error near end-of-input");
  CHECK(parse_error("BEGIN /pid").text == "syntax error near end of input");
  CHECK(parse_error("BEGIN,").text == "syntax error near end of input");
}

TEST_CASE("predicate errors") {
  auto d = parse_error("BEGIN /(x/ {}");
  CHECK(d.text == "closing ) expected in predicate before /");
  CHECK(d.tag == Tag::D_SYNTAX);
  CHECK(parse_error("BEGIN /a[1/ {}").text == "closing ] expected in predicate before /");
  CHECK(parse_error("BEGIN /x/").text ==
        "expected actions { } following probe description and predicate");
}

TEST_CASE("a bare probe description is an error only in a file") {
  ParseOptions file;
  file.from_file = true;
  auto d = parse_error("BEGIN", file);
  CHECK(d.text == "expected predicate and/or actions following probe description");
  CHECK_NOTHROW(parse_program("BEGIN"));
}

TEST_CASE("top-level errors") {
  CHECK(parse_error("BEGIN {} ;").text == "syntax error near \";\"");
  CHECK(parse_error("/x/ {}").text == "syntax error near \"/\"");
  CHECK(parse_error("int ;").text == "useless declaration");
  CHECK(parse_error("static int x;").text == "specified storage class not appropriate in D");
  CHECK(parse_error("struct s { };").text == "syntax error near \"}\"");
  CHECK(parse_error("int x").text == "syntax error near end-of-input");
  CHECK(parse_error("int x = ").text == "syntax error near \"=\"");
}

TEST_CASE("control line errors") {
  auto d = parse_error("\n#foo bar\nBEGIN {}");
  CHECK(d.text == "invalid control directive: #foo");
  CHECK(d.tag == Tag::D_PRAGCTL_INVAL);
  CHECK(d.loc.line == 2);
  d = parse_error("#pragma D frobnicate\n");
  CHECK(d.text == "invalid D pragma: frobnicate");
  CHECK(d.tag == Tag::D_PRAGMA_INVAL);
  CHECK(parse_error("#line x\n").tag == Tag::D_PRAGMA_MALFORM);
  CHECK_NOTHROW(parse_program("#pragma once\n#ident \"x\"\n#\nBEGIN {}"));
}

TEST_CASE("line numbers after #line and cpp markers") {
  auto d = parse_error("# 100 \"foo.d\"\nBEGIN { x = ; }");
  CHECK(d.loc.line == 100);
}
