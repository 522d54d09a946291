// printf rendering over recorded fields; expected texts follow Oracle
// DTrace (test/unittest/printf/tst.basics.r, tst.flags.r, tst.widths1.r)
// and C printf semantics where DTrace defers to it.
#include "consume/printf.h"

#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include <doctest/doctest.h>

using dtrace::consume::render_printf;
using dtrace::ir::RecordField;
using Kind = RecordField::Kind;

namespace {

// Builds a record's data and field list argument by argument.
struct Record {
  std::vector<uint8_t> data;
  std::vector<RecordField> fields;

  template <typename T> Record &num(T v, Kind kind) {
    auto off = uint32_t(data.size());
    data.resize(data.size() + sizeof v);
    std::memcpy(data.data() + off, &v, sizeof v);
    fields.push_back({kind, off, uint32_t(sizeof v)});
    return *this;
  }
  template <typename T> Record &i(T v) { return num(v, Kind::Int); }
  template <typename T> Record &u(T v) { return num(v, Kind::UInt); }
  Record &s(std::string_view str, uint32_t size = 32) {
    auto off = uint32_t(data.size());
    data.resize(data.size() + size, 0);
    std::memcpy(data.data() + off, str.data(), std::min<size_t>(str.size(), size));
    fields.push_back({Kind::String, off, size});
    return *this;
  }
};

std::string pf(std::string_view fmt, const Record &r,
               const dtrace::consume::PrintfHooks &hooks = {}) {
  auto plan = dtrace::ir::parse_format(fmt);
  REQUIRE(plan.has_value());
  return render_printf(*plan, r.fields, r.data, hooks);
}

} // namespace

TEST_CASE("the conversions of Oracle's tst.basics") {
  Record r;
  r.i(int32_t(97));
  CHECK(pf("%c", r) == "a");
  CHECK(pf("%d", r) == "97");
  CHECK(pf("%i", r) == "97");
  CHECK(pf("%o", r) == "141");
  CHECK(pf("%p", r) == "61");
  CHECK(pf("%u", r) == "97");
  CHECK(pf("%x", r) == "61");
  CHECK(pf("%X", Record().i(int32_t(0xab))) == "AB");
  CHECK(pf("%hd %hi %ho %hu %hx %hX", Record()
                                          .i(int16_t(97))
                                          .i(int16_t(97))
                                          .u(uint16_t(97))
                                          .u(uint16_t(97))
                                          .i(int16_t(97))
                                          .i(int16_t(97))) == "97 97 141 97 61 61");
  CHECK(pf("%ld %lo %lx %lld %llx",
           Record().i(int64_t(97)).u(uint64_t(97)).i(int64_t(97)).i(int64_t(97)).i(int64_t(97))) ==
        "97 141 61 97 61");
  CHECK(pf("%lc", Record().i(int32_t(97))) == "a");
  CHECK(pf("%s = %s", Record().s("%s").s("hello")) == "%s = hello");
}

TEST_CASE("the flags of Oracle's tst.flags") {
  Record x;
  x.i(int32_t(0x123));
  CHECK(pf("# %#8x", x) == "#    0x123");
  CHECK(pf("0 %08x", x) == "0 00000123");
  CHECK(pf("- %-8x", x) == "- 123     ");
  Record d;
  d.i(int32_t(123));
  CHECK(pf("+ %+8d", d) == "+     +123");
  CHECK(pf("  % 8d", d) == "       123");
}

TEST_CASE("%? is the width of a pointer") {
  CHECK(pf("%?d\n", Record().i(int32_t(0))) == "               0\n");
}

TEST_CASE("signedness follows the argument, as C promotion does") {
  CHECK(pf("%d", Record().i(int32_t(-1))) == "-1");
  CHECK(pf("%d", Record().u(uint32_t(0xffffffff))) == "4294967295");
  CHECK(pf("%d", Record().i(int8_t(-1))) == "-1");
  CHECK(pf("%d", Record().u(uint8_t(255))) == "255");
  CHECK(pf("%d", Record().i(int64_t(-5000000000))) == "-5000000000");
  CHECK(pf("%x", Record().i(int8_t(-1))) == "ff");
  CHECK(pf("%x", Record().i(int32_t(-1))) == "ffffffff");
  CHECK(pf("%x", Record().i(int64_t(-1))) == "ffffffffffffffff");
  CHECK(pf("%u", Record().i(int16_t(-1))) == "65535");
}

TEST_CASE("dynamic widths and precisions") {
  CHECK(pf("%*d|", Record().i(int32_t(5)).i(int32_t(3))) == "    3|");
  CHECK(pf("%*d|", Record().i(int32_t(-5)).i(int32_t(3))) == "3    |");
  CHECK(pf("%.*s|", Record().i(int32_t(2)).s("hello")) == "he|");
  CHECK(pf("%*.*d|", Record().i(int32_t(6)).i(int32_t(3)).i(int32_t(7))) == "   007|");
}

TEST_CASE("widths, precisions and percent signs") {
  CHECK(pf("%-10s|", Record().s("abc")) == "abc       |");
  CHECK(pf("%10s|", Record().s("abc")) == "       abc|");
  CHECK(pf("%.3d", Record().i(int32_t(5))) == "005");
  CHECK(pf("%5.3d|", Record().i(int32_t(-5))) == " -005|");
  CHECK(pf("%.2s", Record().s("hello")) == "he");
  // DTrace emits only precisions greater than 0.
  CHECK(pf("%.0d", Record().i(int32_t(0))) == "0");
  CHECK(pf("100%%", Record()) == "100%");
  CHECK(pf("%d%%\n", Record().i(int32_t(50))) == "50%\n");
  CHECK(pf("no conversions\n", Record()) == "no conversions\n");
}

TEST_CASE("%c, %C and %S") {
  CHECK(pf("[%3c]", Record().i(int8_t('x'))) == "[  x]");
  CHECK(pf("%C", Record().i(int8_t('\n'))) == "\\n");
  CHECK(pf("%S", Record().s("a\tb\"c\\\x01")) == "a\\tb\\\"c\\\\\\001");
}

TEST_CASE("floating-point conversions of integers") {
  CHECK(pf("%f", Record().i(int32_t(3))) == "3.000000");
  CHECK(pf("%.2e", Record().i(int64_t(1500))) == "1.50e+03");
  CHECK(pf("%g", Record().u(uint64_t(10))) == "10");
}

TEST_CASE("%Y and %T print local time") {
  setenv("TZ", "UTC", 1);
  tzset();
  CHECK(pf("%Y", Record().u(uint64_t(1700000000ULL * 1000000000ULL + 5))) ==
        "2023 Nov 14 22:13:20");
  CHECK(pf("%Y", Record().u(uint64_t(0))) == "1970 Jan  1 00:00:00");
  CHECK(pf("%-22Y|", Record().u(uint64_t(0))) == "1970 Jan  1 00:00:00  |");
  CHECK(pf("%T", Record().u(uint64_t(0))) == "Thu, 01 Jan 1970 00:00:00 UTC");
}

TEST_CASE("%a and %A print hex without symbols, and use the hooks when given") {
  Record r;
  r.u(uint64_t(0xffffffff81000010ULL));
  CHECK(pf("%a", r) == "0xffffffff81000010");
  CHECK(pf("%A", r) == "0xffffffff81000010");
  dtrace::consume::PrintfHooks hooks;
  hooks.kernel_addr = [](uint64_t a) {
    return a == 0xffffffff81000010ULL ? "vmlinux`foo+0x10" : "?";
  };
  CHECK(pf("<%-20a>", r, hooks) == "<vmlinux`foo+0x10    >");
}
