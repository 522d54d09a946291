// FormatPlan parsing: conversions, flags, argument accounting and DTrace's
// error texts (test/unittest/printf/err.D_SYNTAX.* in Oracle's suite).
#include "ir/format.h"

#include <doctest/doctest.h>

using dtrace::ir::ArgClass;
using dtrace::ir::Conversion;
using dtrace::ir::parse_format;

namespace {

std::string parse_error(std::string_view fmt) {
  auto r = parse_format(fmt);
  REQUIRE_FALSE(r.has_value());
  return r.error().message;
}

Conversion only_conversion(std::string_view fmt) {
  auto r = parse_format(fmt);
  REQUIRE(r.has_value());
  auto convs = r->conversions();
  REQUIRE(convs.size() == 1);
  return *convs[0];
}

} // namespace

TEST_CASE("literal text and conversions alternate in order") {
  auto r = parse_format("pid %d is %s\n");
  REQUIRE(r.has_value());
  REQUIRE(r->chunks.size() == 5);
  CHECK(std::get<std::string>(r->chunks[0]) == "pid ");
  CHECK(std::get<Conversion>(r->chunks[1]).name == "d");
  CHECK(std::get<std::string>(r->chunks[2]) == " is ");
  CHECK(std::get<Conversion>(r->chunks[3]).name == "s");
  CHECK(std::get<std::string>(r->chunks[4]) == "\n");
  CHECK(r->arg_count == 2);
}

TEST_CASE("length modifiers fold into the conversion name") {
  CHECK(only_conversion("%lld").name == "lld");
  CHECK(only_conversion("%hx").name == "hx");
  CHECK(only_conversion("%wc").name == "wc");
  CHECK(only_conversion("%Lf").name == "Lf");
  CHECK(only_conversion("%lld").conv == 'd');
}

TEST_CASE("flags, width and precision are recorded") {
  Conversion c = only_conversion("%-#+ 12.5x");
  CHECK(c.left);
  CHECK(c.alt);
  CHECK(c.plus);
  CHECK(c.space);
  CHECK(c.width == 12);
  CHECK(c.precision == 5);
  CHECK(only_conversion("%08d").zero_pad);
  CHECK(only_conversion("%08d").width == 8);
  CHECK(only_conversion("%?d").width == 16);
  CHECK(only_conversion("%.05d").precision == 5);
  CHECK_FALSE(only_conversion("%.05d").zero_pad);
}

TEST_CASE("a '0' after '-' cancels left justification, as in DTrace") {
  Conversion c = only_conversion("%-08d");
  CHECK(c.zero_pad);
  CHECK_FALSE(c.left);
  Conversion d = only_conversion("%0-8d");
  CHECK(d.left);
  CHECK_FALSE(d.zero_pad);
}

TEST_CASE("dynamic width and precision consume arguments before the value") {
  auto r = parse_format("%*.*d %s");
  REQUIRE(r.has_value());
  auto convs = r->conversions();
  CHECK(convs[0]->width_star);
  CHECK(convs[0]->precision_star);
  CHECK(convs[0]->arg_index == 0);
  CHECK(convs[0]->value_index() == 2);
  CHECK(convs[1]->arg_index == 3);
  CHECK(r->arg_count == 4);
}

TEST_CASE("%% consumes nothing and the @ flag takes the aggregation value") {
  auto r = parse_format("100%% %@d %s");
  REQUIRE(r.has_value());
  auto convs = r->conversions();
  CHECK(convs[0]->name == "%");
  CHECK(convs[0]->arg_count() == 0);
  CHECK(convs[1]->agg);
  CHECK(convs[1]->value_index() == -1);
  CHECK(convs[2]->arg_index == 0);
  CHECK(r->arg_count == 1);
  CHECK(dtrace::ir::arg_class(*convs[1]) == ArgClass::Agg);
}

TEST_CASE("argument classes and prototypes") {
  using dtrace::ir::arg_class;
  using dtrace::ir::conversion_prototype;
  CHECK(arg_class(only_conversion("%d")) == ArgClass::Int);
  CHECK(arg_class(only_conversion("%c")) == ArgClass::CharInt);
  CHECK(arg_class(only_conversion("%s")) == ArgClass::Str);
  CHECK(arg_class(only_conversion("%p")) == ArgClass::Ptr);
  CHECK(arg_class(only_conversion("%f")) == ArgClass::Float);
  CHECK(arg_class(only_conversion("%Y")) == ArgClass::Time);
  CHECK(arg_class(only_conversion("%k")) == ArgClass::Stack);
  CHECK(arg_class(only_conversion("%%")) == ArgClass::None);
  CHECK(conversion_prototype(only_conversion("%d")) == "char, short, int, long, or long long");
  CHECK(conversion_prototype(only_conversion("%s")) == "char [] or string (or use stringof)");
  CHECK(conversion_prototype(only_conversion("%lld")) == "long long");
}

TEST_CASE("an empty format has no chunks and no arguments") {
  auto r = parse_format("");
  REQUIRE(r.has_value());
  CHECK(r->chunks.empty());
  CHECK(r->arg_count == 0);
}

TEST_CASE("DTrace's error texts") {
  CHECK(parse_error("%1$d") == "format conversion #1 uses unsupported positional format (%n$)");
  CHECK(parse_error("%Z") == "format conversion #1 is undefined: %Z");
  CHECK(parse_error("%d %hhd") == "format conversion #2 is undefined: %hhd");
  CHECK(parse_error("%zd") == "format conversion #1 is undefined: %z");
  CHECK(parse_error("abc %") == "format conversion #1 name expected before end of format string");
  CHECK(parse_error("%5%") ==
        "format conversion #1 cannot be combined with other format flags: %%");
  CHECK(parse_error("%**d") ==
        "format conversion #1 has more than one '*' specified for the output width");
  CHECK(parse_error("%.**d") ==
        "format conversion #1 has more than one '*' specified for the output precision");
  CHECK(parse_error("%1.2.3d") == "format conversion #1 has more than one '.' specified");
  CHECK(parse_error("%% %q") == "format conversion #2 is undefined: %q");
}
