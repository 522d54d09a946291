// Aggregation merging, sorting and printing.  Expected outputs come from
// Oracle DTrace's test suite (test/unittest/aggs/*.r) where one covers the
// case, otherwise from the layouts of dt_consume.c.
#include "consume/agg_print.h"

#include <cstring>
#include <vector>

#include <doctest/doctest.h>

using namespace dtrace::consume;
using dtrace::ir::AggFunc;
using dtrace::ir::AggregationDesc;
using dtrace::ir::RecordField;
using Kind = RecordField::Kind;

namespace {

AggregationDesc desc_with(AggFunc func, std::vector<RecordField> keys = {}) {
  AggregationDesc d;
  d.func = func;
  d.keys = std::move(keys);
  for (const auto &k : d.keys)
    d.key_size = std::max(d.key_size, k.offset + k.size);
  return d;
}

template <typename T> std::vector<uint8_t> int_key(T v) {
  std::vector<uint8_t> b(sizeof v);
  std::memcpy(b.data(), &v, sizeof v);
  return b;
}

std::vector<uint8_t> str_key(std::string_view s, size_t size = 16) {
  std::vector<uint8_t> b(size, 0);
  std::memcpy(b.data(), s.data(), s.size());
  return b;
}

std::string pad_right(std::string_view s, size_t n) {
  std::string out(s);
  out.resize(std::max(n, s.size()), ' ');
  return out;
}

const char *kHeader = "\n           value  ------------- Distribution ------------- count    \n";

// A histogram value: n followed by the buckets.
std::vector<int64_t> hist(size_t nbuckets, std::vector<std::pair<int, int64_t>> set) {
  std::vector<int64_t> v(nbuckets + 1, 0);
  for (auto [i, c] : set) {
    v[size_t(i) + 1] = c;
    v[0] += c;
  }
  return v;
}

} // namespace

TEST_CASE("count() with a string key (tst.chararray-key)") {
  AggregationDesc d = desc_with(AggFunc::Count, {{Kind::String, 0, 16}});
  std::vector<AggRow> rows = {{str_key("dtrace"), {1}}};
  CHECK(format_aggregation(d, rows) ==
        "  " + pad_right("dtrace", 50) + " " + std::string(15, ' ') + "1\n");
}

TEST_CASE("the anonymous aggregation prints only its value (tst.max_neg)") {
  AggregationDesc d = desc_with(AggFunc::Max);
  std::vector<AggRow> rows = {{{}, {1, -100}}};
  CHECK("\n" + format_aggregation(d, rows) == "\n             -100\n");
}

TEST_CASE("an empty aggregation prints nothing") {
  AggregationDesc d = desc_with(AggFunc::Count);
  CHECK(format_aggregation(d, {}) == "");
  CHECK(format_printa_default(d, {}) == "\n");
}

TEST_CASE("signed integer keys print by size and sort as unsigned (tst.signedkeys)") {
  AggSortOptions bykey;
  bykey.sortkey = true;
  auto run = [&](auto type_tag, uint32_t size) {
    using T = decltype(type_tag);
    AggregationDesc d = desc_with(AggFunc::Sum, {{Kind::Int, 0, size}});
    std::vector<AggRow> rows;
    for (int v : {-2, -1, 0, 1, 2})
      rows.push_back({int_key(T(v)), {1, v}});
    sort_rows(d, rows, bykey);
    return format_aggregation(d, rows);
  };
  CHECK(run(int8_t{}, 1) == "   0                0\n"
                            "   1                1\n"
                            "   2                2\n"
                            " 254               -2\n"
                            " 255               -1\n");
  CHECK(run(int16_t{}, 2) == "     0                0\n"
                             "     1                1\n"
                             "     2                2\n"
                             " 65534               -2\n"
                             " 65535               -1\n");
  CHECK(run(int32_t{}, 4) == "        0                0\n"
                             "        1                1\n"
                             "        2                2\n"
                             "       -2               -2\n"
                             "       -1               -1\n");
  CHECK(run(int64_t{}, 8) == "                0                0\n"
                             "                1                1\n"
                             "                2                2\n"
                             "               -2               -2\n"
                             "               -1               -1\n");
}

TEST_CASE("default sort is by value, ties broken by key; aggsortrev reverses") {
  AggregationDesc d = desc_with(AggFunc::Count, {{Kind::String, 0, 8}});
  std::vector<AggRow> rows = {{str_key("zsh", 8), {5}},
                              {str_key("bash", 8), {2}},
                              {str_key("ash", 8), {5}},
                              {str_key("cat", 8), {1}}};
  sort_rows(d, rows, {});
  std::vector<std::string> order;
  for (const auto &r : rows)
    order.emplace_back(reinterpret_cast<const char *>(r.key.data()));
  CHECK(order == std::vector<std::string>{"cat", "bash", "ash", "zsh"});
  AggSortOptions rev;
  rev.sortrev = true;
  sort_rows(d, rows, rev);
  order.clear();
  for (const auto &r : rows)
    order.emplace_back(reinterpret_cast<const char *>(r.key.data()));
  CHECK(order == std::vector<std::string>{"zsh", "ash", "bash", "cat"});
}

TEST_CASE("aggsortkeypos picks the first key compared") {
  AggregationDesc d = desc_with(AggFunc::Count, {{Kind::Int, 0, 8}, {Kind::Int, 8, 8}});
  auto key = [](int64_t a, int64_t b) {
    std::vector<uint8_t> k = int_key(a), kb = int_key(b);
    k.insert(k.end(), kb.begin(), kb.end());
    return k;
  };
  std::vector<AggRow> rows = {{key(1, 9), {1}}, {key(2, 8), {1}}, {key(3, 7), {1}}};
  AggSortOptions opts;
  opts.sortkey = true;
  opts.sortkeypos = 1;
  sort_rows(d, rows, opts);
  CHECK(rows[0].key == key(3, 7));
  CHECK(rows[2].key == key(1, 9));
}

TEST_CASE("sum, avg, min, max and stddev values") {
  auto one = [](AggFunc f, std::vector<int64_t> v) {
    return format_aggregation(desc_with(f), {{{}, std::move(v)}});
  };
  CHECK(one(AggFunc::Sum, {3, -42}) == "              -42\n");
  CHECK(one(AggFunc::Avg, {3, 10}) == "                3\n");
  CHECK(one(AggFunc::Avg, {2, -7}) == "               -3\n");
  CHECK(one(AggFunc::Min, {4, 7}) == "                7\n");
  // 2 4 4 4 5 5 7 9: mean 5, standard deviation 2.
  CHECK(one(AggFunc::Stddev, {8, 40, 232, 0}) == "                2\n");
  CHECK(stddev_value(std::vector<int64_t>{1, 5, 25, 0}) == 0);
}

TEST_CASE("normalized values are divided") {
  AggregationDesc d = desc_with(AggFunc::Sum);
  CHECK(format_aggregation(d, {{{}, {1, 1000}}}, 10) == "              100\n");
  // 1000 and 3000 normalized by 1000 are 1 and 3: the squares (10^7) are
  // divided by 1000 twice, so the deviation is 1, not sqrt(5000 - 4).
  CHECK(stddev_value(std::vector<int64_t>{2, 4000, 10000000, 0}, 1000) == 1);
}

TEST_CASE("quantize prints one empty bucket on each side") {
  AggregationDesc d = desc_with(AggFunc::Quantize);
  std::vector<AggRow> rows = {{{}, hist(127, {{64, 1}, {65, 3}})}};
  CHECK(format_aggregation(d, rows) ==
        std::string(kHeader) +
            "               0 |                                         0        \n"
            "               1 |@@@@@@@@@@                               1        \n"
            "               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
            "               4 |                                         0        \n"
            "\n");
}

TEST_CASE("quantize with a key prints the key on its own line") {
  AggregationDesc d = desc_with(AggFunc::Quantize, {{Kind::String, 0, 8}});
  std::vector<AggRow> rows = {{str_key("read", 8), hist(127, {{61, 2}})}};
  CHECK(format_aggregation(d, rows) ==
        "  " + pad_right("read", 50) + kHeader +
            "              -4 |                                         0        \n"
            "              -2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 2        \n"
            "              -1 |                                         0        \n"
            "\n");
}

TEST_CASE("quantize with negative counts draws two half bars") {
  AggregationDesc d = desc_with(AggFunc::Quantize);
  std::vector<AggRow> rows = {{{}, hist(127, {{64, 1}, {65, -1}})}};
  CHECK(format_aggregation(d, rows) ==
        std::string(kHeader) +
            "               0                     |                     0        \n"
            "               1                     |@@@@@@@@@@           1        \n"
            "               2           @@@@@@@@@@|                     -1       \n"
            "               4                     |                     0        \n"
            "\n");
}

TEST_CASE("quantize with no data shows the buckets around zero") {
  CHECK(format_quantize(std::vector<int64_t>(127, 0)) ==
        std::string(kHeader) +
            "              -1 |                                         0        \n"
            "               0 |                                         0        \n"
            "               1 |                                         0        \n");
}

TEST_CASE("lquantize labels the underflow and overflow buckets") {
  AggregationDesc d = desc_with(AggFunc::Lquantize);
  d.params[0] = 0;  // base
  d.params[1] = 10; // limit
  d.params[2] = 1;  // step
  std::vector<AggRow> rows = {{{}, hist(12, {{0, 1}, {5, 2}, {11, 1}})}};
  CHECK(format_aggregation(d, rows) ==
        std::string(kHeader) +
            "             < 0 |@@@@@@@@@@                               1        \n"
            "               0 |                                         0        \n"
            "               1 |                                         0        \n"
            "               2 |                                         0        \n"
            "               3 |                                         0        \n"
            "               4 |@@@@@@@@@@@@@@@@@@@@                     2        \n"
            "               5 |                                         0        \n"
            "               6 |                                         0        \n"
            "               7 |                                         0        \n"
            "               8 |                                         0        \n"
            "               9 |                                         0        \n"
            "           >= 10 |@@@@@@@@@@                               1        \n"
            "\n");
}

TEST_CASE("lquantize with a step trims to the data") {
  AggregationDesc d = desc_with(AggFunc::Lquantize);
  d.params[0] = 0;
  d.params[1] = 100;
  d.params[2] = 10;
  std::vector<AggRow> rows = {{{}, hist(12, {{3, 3}, {4, 1}})}};
  CHECK(format_aggregation(d, rows) ==
        std::string(kHeader) +
            "              10 |                                         0        \n"
            "              20 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
            "              30 |@@@@@@@@@@                               1        \n"
            "              40 |                                         0        \n"
            "\n");
}

TEST_CASE("llquantize with steps < factor (tst.llquantize_basic basicA)") {
  AggregationDesc d = desc_with(AggFunc::Llquantize);
  d.params[0] = 4; // factor
  d.params[1] = 0; // lmag
  d.params[2] = 1; // hmag
  d.params[3] = 2; // steps
  std::vector<std::pair<int, int64_t>> set;
  int64_t counts[] = {164, 180, 285, 195, 99, 100, 101, 205, 315, 220, 236};
  for (int i = 0; i < 11; ++i)
    set.emplace_back(i, counts[i]);
  std::vector<AggRow> rows = {{{}, hist(11, set)}};
  CHECK(format_printa_default(d, rows) ==
        "\n" + std::string(kHeader) +
            "          <= -16 |@@@                                      164      \n"
            "              -8 |@@@                                      180      \n"
            "              -4 |@@@@@                                    285      \n"
            "              -2 |@@@@                                     195      \n"
            "              -1 |@@                                       99       \n"
            "               0 |@@                                       100      \n"
            "               1 |@@                                       101      \n"
            "               2 |@@@@                                     205      \n"
            "               4 |@@@@@@                                   315      \n"
            "               8 |@@@@                                     220      \n"
            "           >= 16 |@@@@                                     236      \n"
            "\n");
}

TEST_CASE("llquantize with positive and negative counts (tst.llquantize_basic allvals)") {
  AggregationDesc d = desc_with(AggFunc::Llquantize);
  d.params[0] = 2;
  d.params[1] = 0;
  d.params[2] = 1;
  d.params[3] = 2;
  std::vector<AggRow> rows = {{{}, hist(7, {{4, 1}, {5, -1}})}};
  CHECK(format_aggregation(d, rows) ==
        std::string(kHeader) +
            "               0                     |                     0        \n"
            "               1                     |@@@@@@@@@@           1        \n"
            "               2           @@@@@@@@@@|                     -1       \n"
            "            >= 4                     |                     0        \n"
            "\n");
}

TEST_CASE("llquantize with no data (tst.llquantize_basic zero)") {
  AggregationDesc d = desc_with(AggFunc::Llquantize);
  d.params[0] = 2;
  d.params[1] = 0;
  d.params[2] = 1;
  d.params[3] = 2;
  CHECK(format_llquantize(d, std::vector<int64_t>(7, 0)) ==
        std::string(kHeader) +
            "               0 |                                         0        \n"
            "               1 |                                         0        \n"
            "               2 |                                         0        \n");
}

TEST_CASE("merge_percpu adds counters and skips untouched CPUs for min and max") {
  AggregationDesc count = desc_with(AggFunc::Count);
  std::vector<std::vector<int64_t>> cpus = {{2}, {0}, {5}};
  CHECK(merge_percpu(count, cpus) == std::vector<int64_t>{7});

  AggregationDesc mn = desc_with(AggFunc::Min);
  std::vector<std::vector<int64_t>> mins = {{0, 0}, {2, 9}, {1, 4}, {0, 0}};
  CHECK(merge_percpu(mn, mins) == std::vector<int64_t>{3, 4});
  AggregationDesc mx = desc_with(AggFunc::Max);
  std::vector<std::vector<int64_t>> maxs = {{1, -100}, {0, 0}};
  CHECK(merge_percpu(mx, maxs) == std::vector<int64_t>{1, -100});

  AggregationDesc sd = desc_with(AggFunc::Stddev);
  std::vector<std::vector<int64_t>> sds = {{1, 1, -1, 0}, {1, 1, 1, 0}};
  // 0xffff...ffff + 1 carries into the high word.
  CHECK(merge_percpu(sd, sds) == std::vector<int64_t>{2, 2, 0, 1});

  AggregationDesc q = desc_with(AggFunc::Quantize);
  auto a = hist(127, {{64, 1}}), b = hist(127, {{64, 2}, {70, 1}});
  std::vector<std::vector<int64_t>> qs = {a, b};
  CHECK(merge_percpu(q, qs) == hist(127, {{64, 3}, {70, 1}}));
}

TEST_CASE("printa with a format string") {
  AggregationDesc d = desc_with(AggFunc::Count, {{Kind::String, 0, 8}, {Kind::Int, 8, 4}});
  auto key = [](std::string_view s, int32_t n) {
    std::vector<uint8_t> k = str_key(s, 8), kn = int_key(n);
    k.insert(k.end(), kn.begin(), kn.end());
    return k;
  };
  std::vector<AggRow> rows = {{key("sh", 7), {3}}, {key("bash", 42), {10}}};
  auto plan = dtrace::ir::parse_format("%-6s %4d %@8u\n");
  REQUIRE(plan.has_value());
  CHECK(format_printa(*plan, d, rows) == "sh        7        3\n"
                                         "bash     42       10\n");
  // %@d of a count prints unsigned; a histogram prints whole.
  auto plan2 = dtrace::ir::parse_format("%s:%@d;");
  REQUIRE(plan2.has_value());
  CHECK(format_printa(*plan2, d, {rows[0]}) == "sh:3;");
  AggregationDesc avg = desc_with(AggFunc::Avg);
  auto plan3 = dtrace::ir::parse_format("avg %@d\n");
  REQUIRE(plan3.has_value());
  CHECK(format_printa(*plan3, avg, {{{}, {4, -10}}}) == "avg -2\n");
}

TEST_CASE("llquantize borrows a label for a ghost bin (tst.llquantize_basic ghostbin)") {
  AggregationDesc d = desc_with(AggFunc::Llquantize);
  d.params[0] = 2;
  d.params[1] = 0;
  d.params[2] = 1;
  d.params[3] = 4;
  std::vector<AggRow> rows = {{{}, hist(11, {{4, 1}, {6, 1}})}};
  CHECK(format_aggregation(d, rows) ==
        std::string(kHeader) +
            "              -2 |                                         0        \n"
            "              -1 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
            "               0 |                                         0        \n"
            "               1 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
            "               2 |                                         0        \n"
            "\n");
}

TEST_CASE("llquantize with one step per magnitude (tst.llquantize_basic straightlog)") {
  AggregationDesc d = desc_with(AggFunc::Llquantize);
  d.params[0] = 10;
  d.params[1] = 0;
  d.params[2] = 3;
  d.params[3] = 1;
  int64_t counts[] = {200316, 100308, 100408, 100508, 100608, 100708,
                      100808, 100908, 101008, 101108, 202516};
  std::vector<std::pair<int, int64_t>> set;
  for (int i = 0; i < 11; ++i)
    set.emplace_back(i, counts[i]);
  CHECK(format_aggregation(d, {{{}, hist(11, set)}}) ==
        std::string(kHeader) +
            "       <= -10000 |@@@@@@                                   200316   \n"
            "           -1000 |@@@                                      100308   \n"
            "            -100 |@@@                                      100408   \n"
            "             -10 |@@@                                      100508   \n"
            "              -1 |@@@                                      100608   \n"
            "               0 |@@@                                      100708   \n"
            "               1 |@@@                                      100808   \n"
            "              10 |@@@                                      100908   \n"
            "             100 |@@@                                      101008   \n"
            "            1000 |@@@                                      101108   \n"
            "        >= 10000 |@@@@@@                                   202516   \n"
            "\n");
}
