#include <doctest/doctest.h>

#include "diag/diagnostic.h"
#include "support/result.h"
#include "support/strings.h"

using namespace dtrace;

TEST_CASE("Result carries a value or an error") {
  Result<int> ok = 3;
  CHECK(ok.has_value());
  CHECK(*ok == 3);
  Result<int> bad = unexpected(Error::make("no such thing: {}", "x"));
  CHECK_FALSE(bad.has_value());
  CHECK(bad.error().message == "no such thing: x");
}

TEST_CASE("from_errno names the object and the errno text") {
  Error e = Error::from_errno(EPERM, "failed to create map '{}'", "aggs");
  CHECK(e.message == "failed to create map 'aggs': Operation not permitted");
}

TEST_CASE("parse_uint reads C integer syntax") {
  CHECK(parse_uint("10") == 10u);
  CHECK(parse_uint("0x1f") == 31u);
  CHECK(parse_uint("010") == 8u);
  CHECK_FALSE(parse_uint("x").has_value());
  CHECK_FALSE(parse_uint("-1").has_value());
}

TEST_CASE("diagnostics render as DTrace does") {
  diag::Diagnostic d{diag::Tag::D_SYNTAX, {3, 1}, "syntax error near \"}\""};
  CHECK(diag::render(d, "failed to compile script x.d", false) ==
        "failed to compile script x.d: line 3: syntax error near \"}\"");
  CHECK(diag::render(d, "failed to compile script x.d", true) ==
        "failed to compile script x.d: [D_SYNTAX] line 3: syntax error near \"}\"");
}
