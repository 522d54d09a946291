// diag::source_context: the script line under a diagnostic and the caret.
#include <doctest/doctest.h>

#include "diag/context.h"

using dtrace::SourceLoc;
using dtrace::diag::source_context;

TEST_CASE("the caret sits under the column of the line named") {
  std::string src = "BEGIN\n{\n  x = y +;\n}\n";
  CHECK(source_context(src, SourceLoc{3, 10}) == " 3 |   x = y +;\n   |          ^\n");
}

TEST_CASE("a wide line number widens the gutter") {
  std::string src;
  for (int i = 1; i < 12; ++i) src += "\n";
  src += "trace(1)";
  CHECK(source_context(src, SourceLoc{12, 1}) == " 12 | trace(1)\n    | ^\n");
}

TEST_CASE("tabs before the column are kept so the caret lines up") {
  CHECK(source_context("\tfoo(", SourceLoc{1, 5}) == " 1 | \tfoo(\n   | \t   ^\n");
}

TEST_CASE("no line, or a line past the end, gives nothing") {
  CHECK(source_context("BEGIN {}", SourceLoc{0, 0}).empty());
  CHECK(source_context("BEGIN {}", SourceLoc{4, 1}).empty());
}

TEST_CASE("a column past the end of the line points just after it") {
  CHECK(source_context("BEGIN {", SourceLoc{1, 99}) == " 1 | BEGIN {\n   |        ^\n");
}
