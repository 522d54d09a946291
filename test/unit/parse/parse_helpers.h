// Helpers shared by the parser tests: parse and dump, catch diagnostics.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "diag/diagnostic.h"
#include "parse/parser.h"

namespace dtrace::parse::test {

// The dump of a whole program.
inline std::string dump_program(std::string_view text, ParseOptions opts = {}) {
  return dump(parse_program(text, opts));
}

// The dump of the one expression statement in `BEGIN { <expr>; }`.
inline std::string dump_expr(std::string_view expr) {
  std::string text = "BEGIN { " + std::string(expr) + "; }";
  ast::Program p = parse_program(text);
  REQUIRE(p.items.size() == 1);
  REQUIRE(p.items[0].clause->body.size() == 1);
  return dump(*p.items[0].clause->body[0]->expr);
}

inline diag::Diagnostic parse_error(std::string_view text, ParseOptions opts = {}) {
  try {
    parse_program(text, opts);
  } catch (const diag::CompileError& e) {
    return e.diagnostic();
  }
  FAIL("no error for: " << text);
  return {};
}

}  // namespace dtrace::parse::test
