// Deep nesting is refused with a diagnostic instead of overflowing the stack
// (a crash test/fuzz/parse_fuzz found with thousands of '(').
#include <string>

#include "parse_helpers.h"

namespace dtrace::parse::test {

TEST_CASE("deeply nested parentheses are a syntax error, not a crash") {
  std::string text = "BEGIN { t(" + std::string(5000, '(') + " }";
  diag::Diagnostic d = parse_error(text);
  CHECK(d.tag == diag::Tag::D_SYNTAX);
  CHECK(d.text == "program nesting is too deep (more than 512 levels)");
}

TEST_CASE("deeply nested unary operators and if statements are refused too") {
  CHECK(parse_error("BEGIN { trace(" + std::string(5000, '-') + "1); }").tag ==
        diag::Tag::D_SYNTAX);
  std::string ifs;
  for (int i = 0; i < 2000; ++i) ifs += "if (1) ";
  CHECK(parse_error("BEGIN { " + ifs + "trace(1); }").tag == diag::Tag::D_SYNTAX);
  CHECK(parse_error("int " + std::string(5000, '(') + "x;").tag == diag::Tag::D_SYNTAX);
}

TEST_CASE("ordinary nesting is still accepted") {
  std::string text = "BEGIN { trace(" + std::string(100, '(') + "1" + std::string(100, ')') +
                     "); }";
  CHECK_NOTHROW(parse_program(text));
}

}  // namespace dtrace::parse::test
