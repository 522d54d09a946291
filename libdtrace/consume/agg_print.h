// Aggregations after the snapshot: merging the per-CPU values of one key,
// sorting the rows as DTrace sorts them, and printing them the way Oracle
// DTrace prints them (dt_print_aggs, dt_print_datum, dt_print_quantize,
// dt_print_lquantize, dt_print_llquantize, dt_stddev) or through a printa()
// format.  The value layout is the one in ir/record.h (word 0 is the update
// count n).  Pure functions: the snapshot itself lives elsewhere.
//
// Where the blank lines come from (Oracle's behaviour):
//   - printa(@a) without a format prints "\n" and then the rows:
//     format_printa_default() does both;
//   - at exit, dtrace writes one "\n" when tracing stops (even with -q) and
//     then the rows of every aggregation not yet printed, one aggregation
//     right after the other with no separator: the caller writes that "\n"
//     and calls format_aggregation() for each;
//   - printa(fmt, @a) prints only what its format says.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "consume/printf.h"
#include "ir/format.h"
#include "ir/record.h"

namespace dtrace::consume {

// One key of an aggregation with its value merged over all CPUs.
struct AggRow {
  AggRow() = default;
  AggRow(std::vector<uint8_t> k, std::vector<int64_t> v,
         std::vector<std::vector<int64_t>> cpus = {})
      : key(std::move(k)), value(std::move(v)), per_cpu(std::move(cpus)) {}
  std::vector<uint8_t> key;   // the packed key tuple (desc.keys give the layout)
  std::vector<int64_t> value; // same layout as one CPU's value
  // With aggpercpu: each CPU's own value, CPU 0 first (empty otherwise).
  std::vector<std::vector<int64_t>> per_cpu;
};

// Number of 64-bit words in a value of this aggregation (n included).
size_t value_words(const ir::AggregationDesc &desc);

// Merges the per-CPU values of one key: count, sum, avg, stddev (128-bit sum
// of squares with carry) and histogram buckets add; min and max take the
// min/max over the CPUs whose n is non-zero.
std::vector<int64_t> merge_percpu(const ir::AggregationDesc &desc,
                                  std::span<const std::vector<int64_t>> per_cpu_values);

// aggsortkey, aggsortrev, aggsortpos, aggsortkeypos.
struct AggSortOptions {
  bool sortkey = false;
  bool sortrev = false;
  int sortpos = 0;
  int sortkeypos = 0;
};

// DTrace's order: by value (count/sum/min/max/avg numerically, stddev,
// histograms by their weighted sum then their zero bucket), ties broken by
// the keys; with sortkey by the keys alone.  Keys compare field by field
// starting at sortkeypos: integers as UNSIGNED values of their size (so -1
// sorts after 2, as in DTrace), strings and bytes bytewise.  sortrev reverses.
void sort_rows(const ir::AggregationDesc &desc, std::vector<AggRow> &rows,
               const AggSortOptions &opts);

// illumos' display options: aggzoom scales histogram bars to the largest
// bucket instead of the total; agghist prints count()/sum() aggregations as
// one histogram of their keys; aggpack prints each quantize()/lquantize()
// row on one line (ASCII cells "_x X", negative "vV").
struct AggStyle {
  bool zoom = false;
  bool hist = false;
  bool pack = false;
};

// The default printa layout of every row: each key (8-byte integers
// ` %16lld`, 4-byte ` %8d`, 2-byte ` %5d`, 1-byte ` %3d`, strings
// `  %-50s`), then the value (` %16lld`; stddev ` %16llu`; histograms on
// their own lines), then, with aggpercpu (rows carrying per_cpu), each
// CPU's value after "\n    [CPU N]", then "\n".  No leading newline;
// nothing for no rows.
// normal is the normalize() factor (1 when not normalized).
// hooks.stack prints stack() keys (each frame on its own line).
std::string format_aggregation(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                               int64_t normal = 1, const PrintfHooks &hooks = {},
                               const AggStyle &style = {});

// printa(@a): "\n" then format_aggregation().
std::string format_printa_default(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                                  int64_t normal = 1, const PrintfHooks &hooks = {},
                                  const AggStyle &style = {});

// printa(fmt, @a): per row, the format with its non-'@' conversions taking
// the key fields in order and every '@' conversion the value (a histogram
// prints whole, ignoring the conversion).  Single aggregation only.
std::string format_printa(const ir::FormatPlan &plan, const ir::AggregationDesc &desc,
                          const std::vector<AggRow> &rows, int64_t normal = 1,
                          const PrintfHooks &hooks = {}, const AggStyle &style = {});

// printa(fmt, @a, @b, ...): the aggregations share a key layout; one line
// per key of any of them (a missing value is 0), ordered by the values of
// the aggregation at opts.sortpos (0 when past the last; ties go to the next
// ones, then the keys); '@' conversions take the aggregations'
// values in order (conversions past the last repeat the last value).
struct AggInput {
  const ir::AggregationDesc *desc;
  const std::vector<AggRow> *rows;
  int64_t normal = 1;
};
std::string format_printa_multi(const ir::FormatPlan &plan, const std::vector<AggInput> &aggs,
                                const AggSortOptions &opts, const PrintfHooks &hooks = {},
                                const AggStyle &style = {});

// The pieces, for tests and for other printers.
// DTrace's integer standard deviation from {n, sum, sumsq_lo, sumsq_hi}.
uint64_t stddev_value(std::span<const int64_t> value, int64_t normal = 1);
// The histograms, starting with the "\n value --- Distribution --- count" header.
// buckets excludes word 0 (n).
// zoom: aggzoom's scale (see AggStyle).
std::string format_quantize(std::span<const int64_t> buckets, int64_t normal = 1,
                            bool zoom = false);
std::string format_lquantize(const ir::AggregationDesc &desc, std::span<const int64_t> buckets,
                             int64_t normal = 1, bool zoom = false);
std::string format_llquantize(const ir::AggregationDesc &desc, std::span<const int64_t> buckets,
                              int64_t normal = 1, bool zoom = false);

// The values as data, for structured output (-x oformat=json).
// The number DTrace prints for a count/sum/avg/min/max/stddev value.
int64_t printed_value(const ir::AggregationDesc &desc, std::span<const int64_t> value,
                      int64_t normal = 1);
bool is_histogram(const ir::AggregationDesc &desc);
// A histogram's non-empty buckets in DTrace's order: each bucket's row label
// as DTrace prints it ("-4", "0", "< 10", ">= 100") and its count divided
// by `normal`.  `value` includes word 0 (n).
struct HistBucket {
  std::string label;
  int64_t count = 0;
};
std::vector<HistBucket> histogram_buckets(const ir::AggregationDesc &desc,
                                          std::span<const int64_t> value, int64_t normal = 1);

} // namespace dtrace::consume
