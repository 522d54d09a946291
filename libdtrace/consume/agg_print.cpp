// Merging, sorting and printing aggregations (see agg_print.h).  Layouts,
// bucket labels, bar lengths and sort orders follow Oracle DTrace's
// dt_consume.c and dt_aggregate.c; the code is our own.
#include "consume/agg_print.h"

#include <algorithm>
#include <cstring>
#include <map>

#include <fmt/format.h>

#include "consume/trace_print.h"

namespace dtrace::consume {

namespace {

using Func = ir::AggFunc;
__extension__ typedef unsigned __int128 u128;

constexpr int kQuantizeBuckets = 127;
constexpr int kQuantizeZero = 63;

int64_t quantize_bucket_value(int i) {
  if (i < kQuantizeZero)
    return -(int64_t(1) << (kQuantizeZero - 1 - i));
  if (i == kQuantizeZero)
    return 0;
  return int64_t(1) << (i - kQuantizeZero - 1);
}

struct LquantizeShape {
  int64_t base, step, levels;
};

LquantizeShape lquantize_shape(const ir::AggregationDesc &d) {
  int64_t step = d.params[2] > 0 ? d.params[2] : 1;
  return {d.params[0], step, (d.params[1] - d.params[0]) / step};
}

struct LlquantizeShape {
  int factor, lmag, hmag, steps, steps_factor, bin0, nbins;
};

LlquantizeShape llquantize_shape(const ir::AggregationDesc &d) {
  LlquantizeShape s{};
  s.factor = d.params[0] > 1 ? int(d.params[0]) : 2;
  s.lmag = int(d.params[1]);
  s.hmag = int(d.params[2]);
  s.steps = d.params[3] > 0 ? int(d.params[3]) : 1;
  s.steps_factor = s.steps / s.factor;
  int per_range = (s.hmag - s.lmag + 1) * (s.steps - s.steps_factor);
  s.bin0 = 1 + per_range;
  s.nbins = per_range * 2 + 3;
  return s;
}

uint64_t ipow(uint64_t base, int exp) {
  uint64_t r = 1;
  for (int i = 0; i < exp; ++i)
    r *= base;
  return r;
}

u128 sumsq(std::span<const int64_t> v) { return u128(uint64_t(v[3])) << 64 | uint64_t(v[2]); }

uint64_t isqrt128(u128 x) {
  u128 result = 0, bit = u128(1) << 126;
  while (bit > x)
    bit >>= 2;
  while (bit != 0) {
    if (x >= result + bit) {
      x -= result + bit;
      result = (result >> 1) + bit;
    } else {
      result >>= 1;
    }
    bit >>= 2;
  }
  return uint64_t(result);
}

int64_t word(std::span<const int64_t> v, size_t i) { return i < v.size() ? v[i] : 0; }

} // namespace

size_t value_words(const ir::AggregationDesc &desc) {
  switch (desc.func) {
  case Func::Count:
    return 1;
  case Func::Sum:
  case Func::Avg:
  case Func::Min:
  case Func::Max:
    return 2;
  case Func::Stddev:
    return 4;
  case Func::Quantize:
    return 1 + kQuantizeBuckets;
  case Func::Lquantize:
    return 1 + size_t(lquantize_shape(desc).levels + 2);
  case Func::Llquantize:
    return 1 + size_t(llquantize_shape(desc).nbins);
  }
  return 1;
}

// ---- merging ----------------------------------------------------------------

std::vector<int64_t> merge_percpu(const ir::AggregationDesc &desc,
                                  std::span<const std::vector<int64_t>> per_cpu) {
  size_t words = value_words(desc);
  for (const auto &v : per_cpu)
    words = std::max(words, v.size());
  std::vector<int64_t> out(words, 0);
  bool minmax = desc.func == Func::Min || desc.func == Func::Max;
  bool seen = false;
  u128 squares = 0;
  for (const auto &v : per_cpu) {
    if (v.empty() || v[0] == 0)
      continue;
    if (minmax) {
      int64_t x = word(v, 1);
      bool better = desc.func == Func::Min ? x < out[1] : x > out[1];
      if (!seen || better)
        out[1] = x;
      out[0] += v[0];
      seen = true;
      continue;
    }
    for (size_t i = 0; i < v.size(); ++i)
      out[i] = int64_t(uint64_t(out[i]) + uint64_t(v[i]));
    if (desc.func == Func::Stddev && v.size() >= 4)
      squares += sumsq(v);
  }
  if (desc.func == Func::Stddev && words >= 4) {
    out[2] = int64_t(uint64_t(squares));
    out[3] = int64_t(uint64_t(squares >> 64));
  }
  return out;
}

// ---- sorting ----------------------------------------------------------------

uint64_t stddev_value(std::span<const int64_t> v, int64_t normal) {
  int64_t n = word(v, 0);
  if (n == 0 || normal == 0 || v.size() < 4)
    return 0;
  // sqrt(avg(x^2) - avg(x)^2) in 128-bit integers, as dt_stddev() does it;
  // normalizing divides each x by normal, so the squares by normal twice.
  u128 avg_of_squares =
      sumsq(v) / u128(uint64_t(normal)) / u128(uint64_t(normal)) / u128(uint64_t(n));
  int64_t avg = v[1] / normal / n;
  if (avg < 0)
    avg = -avg;
  u128 square_of_avg = u128(uint64_t(avg)) * uint64_t(avg);
  return isqrt128(avg_of_squares - square_of_avg);
}

namespace {

// The number that orders histograms: the sum of each bucket's count times a
// representative value of the bucket; and the count of the bucket holding 0.
struct HistWeight {
  long double total = 0;
  int64_t zero = 0;
};

HistWeight quantize_weight(std::span<const int64_t> b) {
  HistWeight w;
  for (int i = 0; i < kQuantizeBuckets; ++i) {
    w.total += (long double)quantize_bucket_value(i) * (long double)word(b, size_t(i));
    if (i == kQuantizeZero)
      w.zero = word(b, size_t(i));
  }
  return w;
}

HistWeight lquantize_weight(const ir::AggregationDesc &d, std::span<const int64_t> b) {
  LquantizeShape s = lquantize_shape(d);
  HistWeight w;
  int64_t base = s.base;
  w.total = (long double)word(b, 0) * (long double)(base - 1);
  if (base - 1 == 0)
    w.zero = word(b, 0);
  for (int64_t i = 0; i < s.levels; ++i, base += s.step) {
    w.total += (long double)word(b, size_t(i + 1)) * (long double)base;
    if (base == 0)
      w.zero = word(b, size_t(i + 1));
  }
  w.total += (long double)word(b, size_t(s.levels + 1)) * (long double)(base + 1);
  if (base + 1 == 0)
    w.zero = word(b, size_t(s.levels + 1));
  return w;
}

HistWeight llquantize_weight(const ir::AggregationDesc &d, std::span<const int64_t> b) {
  LlquantizeShape s = llquantize_shape(d);
  auto diff = [&](int i) {
    return (long double)(word(b, size_t(s.bin0 + i)) - word(b, size_t(s.bin0 - i)));
  };
  HistWeight w;
  w.total = (long double)ipow(uint64_t(s.factor), s.lmag) * diff(1);
  int i = 1, lmag = s.lmag;
  if (lmag == 0 && s.steps > s.factor) {
    for (int step = 2; step <= s.factor; ++step) {
      i += s.steps_factor;
      w.total += step * diff(i);
    }
    lmag = 1;
  }
  long double scale = (long double)ipow(uint64_t(s.factor), lmag + 1) / s.steps;
  for (int mag = lmag; mag <= s.hmag; ++mag, scale *= s.factor)
    for (int step = s.steps_factor + 1; step <= s.steps; ++step)
      w.total += step * scale * diff(++i);
  w.total += (long double)ipow(uint64_t(s.factor), s.hmag + 1) *
             (long double)(word(b, size_t(s.nbins - 1)) - word(b, 0));
  w.zero = word(b, size_t(s.bin0));
  return w;
}

template <typename T> int cmp3(T a, T b) { return a < b ? -1 : (a > b ? 1 : 0); }

int compare_weights(const HistWeight &a, const HistWeight &b) {
  if (int c = cmp3(a.total, b.total))
    return c;
  return cmp3(a.zero, b.zero);
}

// The number a row sorts by, as a HistWeight (a scalar value is exact in a
// long double's 64-bit mantissa).
HistWeight sort_weight(const ir::AggregationDesc &d, std::span<const int64_t> a) {
  switch (d.func) {
  case Func::Count:
    return {(long double)word(a, 0), 0};
  case Func::Sum:
  case Func::Min:
  case Func::Max:
    return {(long double)word(a, 1), 0};
  case Func::Avg:
    return {(long double)(word(a, 0) ? word(a, 1) / word(a, 0) : 0), 0};
  case Func::Stddev:
    return {(long double)stddev_value(a), 0};
  case Func::Quantize:
    return quantize_weight(a.subspan(1));
  case Func::Lquantize:
    return lquantize_weight(d, a.subspan(1));
  case Func::Llquantize:
    return llquantize_weight(d, a.subspan(1));
  }
  return {};
}

int compare_values(const ir::AggregationDesc &d, const AggRow &l, const AggRow &r) {
  return compare_weights(sort_weight(d, l.value), sort_weight(d, r.value));
}

int compare_key_field(const ir::RecordField &f, const AggRow &l, const AggRow &r) {
  bool integer = (f.kind == ir::RecordField::Kind::Int || f.kind == ir::RecordField::Kind::UInt) &&
                 (f.size == 1 || f.size == 2 || f.size == 4 || f.size == 8);
  if (integer)
    return cmp3(field_uint(f, l.key), field_uint(f, r.key));
  std::span<const uint8_t> a = field_bytes(f, l.key), b = field_bytes(f, r.key);
  size_t n = std::min(a.size(), b.size());
  if (int c = n ? std::memcmp(a.data(), b.data(), n) : 0)
    return c < 0 ? -1 : 1;
  return cmp3(a.size(), b.size());
}

int compare_keys(const ir::AggregationDesc &d, const AggRow &l, const AggRow &r, int keypos) {
  size_t nkeys = d.keys.size();
  size_t start = keypos >= 0 && size_t(keypos) < nkeys ? size_t(keypos) : 0;
  for (size_t i = 0; i < nkeys; ++i)
    if (int c = compare_key_field(d.keys[(start + i) % nkeys], l, r))
      return c;
  return 0;
}

} // namespace

void sort_rows(const ir::AggregationDesc &desc, std::vector<AggRow> &rows,
               const AggSortOptions &opts) {
  // Each row's weight is computed once, not at every comparison: sorting
  // 100,000 keys makes some 1.7 million comparisons.
  std::vector<HistWeight> weight;
  weight.reserve(rows.size());
  for (const AggRow &row : rows)
    weight.push_back(sort_weight(desc, row.value));
  std::vector<size_t> order(rows.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  auto compare = [&](size_t l, size_t r) {
    int c = opts.sortkey ? compare_keys(desc, rows[l], rows[r], opts.sortkeypos) : 0;
    if (c == 0)
      c = compare_weights(weight[l], weight[r]);
    if (c == 0 && !opts.sortkey)
      c = compare_keys(desc, rows[l], rows[r], opts.sortkeypos);
    return opts.sortrev ? c > 0 : c < 0;
  };
  std::stable_sort(order.begin(), order.end(), compare);
  std::vector<AggRow> sorted;
  sorted.reserve(rows.size());
  for (size_t i : order)
    sorted.push_back(std::move(rows[i]));
  rows = std::move(sorted);
}

// ---- histograms -------------------------------------------------------------

namespace {

constexpr std::string_view kAts = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
constexpr std::string_view kSpaces = "                                        ";

unsigned bar_depth(int64_t val, long double total, unsigned len) {
  if (total == 0)
    return 0;
  long double v = val < 0 ? -(long double)val : (long double)val;
  return unsigned(v * len / total + 0.5L);
}

// dt_print_quantline: the bar and the count of one bucket.  With both
// positive and negative counts the bar is split in two halves.
std::string quantline(int64_t val, int64_t normal, long double total, bool pos, bool neg) {
  int64_t shown = normal ? val / normal : val;
  if (!neg) {
    unsigned depth = pos ? bar_depth(val, total, 40) : 0;
    return fmt::format("|{}{} {:<9}\n", kAts.substr(0, depth), kSpaces.substr(depth), shown);
  }
  if (!pos) {
    unsigned depth = bar_depth(val, total, 40);
    return fmt::format("{}{}| {:<9}\n", kSpaces.substr(depth), kAts.substr(0, depth), shown);
  }
  unsigned depth = bar_depth(val, total, 20);
  std::string_view half_ats = kAts.substr(0, 20), half_spaces = kSpaces.substr(0, 20);
  if (val <= 0)
    return fmt::format("{}{}|{:20} {:<9}\n", half_spaces.substr(depth), half_ats.substr(0, depth),
                       "", shown);
  return fmt::format("{:20}|{}{} {:<9}\n", "", half_ats.substr(0, depth), half_spaces.substr(depth),
                     shown);
}

struct Range {
  int first, last;
  long double total = 0;
  bool pos = false, neg = false;
};

// The bar scale: the sum of the buckets' magnitudes, or with aggzoom the
// largest magnitude over 0.95 (the tallest bar fills 95% of the width).
constexpr long double kZoomMax = 0.95L;

void add_to_total(long double &total, int64_t v, bool zoom) {
  long double m = v < 0 ? -(long double)v : (long double)v;
  if (!zoom)
    total += m;
  else if (m / kZoomMax > total)
    total = m / kZoomMax;
}

void scan(Range &r, std::span<const int64_t> b, bool zoom) {
  for (int i = r.first; i <= r.last; ++i) {
    int64_t v = word(b, size_t(i));
    r.pos |= v > 0;
    r.neg |= v < 0;
    add_to_total(r.total, v, zoom);
  }
}

// The data's bucket range plus one empty bucket on each side; when there is
// no data, the buckets [empty_first, empty_last].
Range data_range(std::span<const int64_t> b, int nbuckets, int empty_first, int empty_last) {
  int first = 0, last = nbuckets - 1;
  while (first <= last && word(b, size_t(first)) == 0)
    ++first;
  if (first > last)
    return {empty_first, empty_last};
  if (first > 0)
    --first;
  while (last > 0 && word(b, size_t(last)) == 0)
    --last;
  if (last < nbuckets - 1)
    ++last;
  return {first, last};
}

std::string header() {
  return fmt::format("\n{:>16} {:>41} {:<9}\n", "value", "------------- Distribution -------------",
                     "count");
}

} // namespace

std::string format_quantize(std::span<const int64_t> b, int64_t normal, bool zoom) {
  Range r = data_range(b, kQuantizeBuckets, kQuantizeZero - 1, kQuantizeZero + 1);
  scan(r, b, zoom);
  std::string out = header();
  for (int i = r.first; i <= r.last; ++i) {
    out += fmt::format("{:16} ", quantize_bucket_value(i));
    out += quantline(word(b, size_t(i)), normal, r.total, r.pos, r.neg);
  }
  return out;
}

std::string format_lquantize(const ir::AggregationDesc &desc, std::span<const int64_t> b,
                             int64_t normal, bool zoom) {
  LquantizeShape s = lquantize_shape(desc);
  int nbuckets = int(s.levels) + 2;
  Range r = data_range(b, nbuckets, 0, 2);
  scan(r, b, zoom);
  std::string out = header();
  for (int i = r.first; i <= r.last; ++i) {
    if (i == 0)
      out += fmt::format("{:>16} ", fmt::format("< {}", s.base));
    else if (i == nbuckets - 1)
      out += fmt::format("{:>16} ", fmt::format(">= {}", s.base + s.levels * s.step));
    else
      out += fmt::format("{:16} ", s.base + (i - 1) * s.step);
    out += quantline(word(b, size_t(i)), normal, r.total, r.pos, r.neg);
  }
  return out;
}

namespace {

// The labels of llquantize's bins, as dt_print_llquantize() computes them
// (each cut to 15 characters, the size of DTrace's label buffer).
std::map<int, std::string> llquantize_labels(const LlquantizeShape &s, int first_bin) {
  std::map<int, std::string> c;
  auto put = [&](int i, std::string text) { c[i] = text.substr(0, 15); };
  uint64_t scale = ipow(uint64_t(s.factor), s.lmag);
  if (scale == 1)
    put(s.bin0, "0");
  else if (first_bin >= s.bin0)
    put(s.bin0, fmt::format("< {}", scale));
  else
    put(s.bin0, fmt::format("abs() < {}", scale));
  put(s.bin0 - 1, fmt::format("-{}", scale));
  put(s.bin0 + 1, fmt::format("{}", scale));
  int mag = s.lmag, i = 1;
  if (s.lmag == 0 && s.steps > s.factor) {
    for (int step = 2; step <= s.factor; ++step) {
      i += s.steps_factor;
      put(s.bin0 - i, fmt::format("-{}", step));
      put(s.bin0 + i, fmt::format("{}", step));
    }
    ++mag;
  }
  scale = ipow(uint64_t(s.factor), mag + 1) / uint64_t(s.steps);
  for (; mag <= s.hmag; ++mag, scale *= uint64_t(s.factor)) {
    for (int step = s.steps_factor + 1; step <= s.steps; ++step) {
      ++i;
      put(s.bin0 - i, fmt::format("-{}", uint64_t(step) * scale));
      put(s.bin0 + i, fmt::format("{}", uint64_t(step) * scale));
    }
  }
  scale = ipow(uint64_t(s.factor), s.hmag + 1);
  put(0, fmt::format("<= -{}", scale));
  put(s.nbins - 1, fmt::format(">= {}", scale));
  return c;
}

// A first or last bin that has no label of its own (a "ghost bin" when
// lmag is 0 and steps > factor) borrows the nearest label within pad bins.
void fix_ghost_bin(std::map<int, std::string> &c, int bin, int dir, int pad) {
  if (c.count(bin))
    return;
  for (int i = 1; i < pad; ++i) {
    auto it = c.find(bin + dir * i);
    if (it != c.end()) {
      c[bin] = it->second;
      return;
    }
  }
}

} // namespace

std::string format_llquantize(const ir::AggregationDesc &desc, std::span<const int64_t> b,
                              int64_t normal, bool zoom) {
  LlquantizeShape s = llquantize_shape(desc);
  Range r{0, s.nbins - 1};
  while (r.first <= r.last && word(b, size_t(r.first)) == 0)
    ++r.first;
  if (r.first > r.last) {
    r.first = r.last = s.bin0 + 1;
  } else {
    while (word(b, size_t(r.last)) == 0)
      --r.last;
  }
  scan(r, b, zoom);
  std::string out = header();
  if (r.first > 0)
    --r.first;
  if (r.last < s.nbins - 1)
    ++r.last;
  int pad = (s.lmag == 0 && s.steps > s.factor) ? s.steps_factor : 0;
  std::map<int, std::string> labels = llquantize_labels(s, r.first);
  if (pad > 0) {
    fix_ghost_bin(labels, r.first, -1, pad);
    fix_ghost_bin(labels, r.last, +1, pad);
  }
  for (int i = r.first; i <= r.last; ++i) {
    auto it = labels.find(i);
    if (it == labels.end() || it->second.empty())
      continue;
    out += fmt::format("{:>16} ", it->second);
    out += quantline(word(b, size_t(i)), normal, r.total, r.pos, r.neg);
  }
  return out;
}

// ---- rows -------------------------------------------------------------------

namespace {

// dt_print_datum for one key: integers by size, anything else as bytes
// (strings `  %-50s`, or `  %-16s` in agghist/aggpack rows).  1- and 2-byte
// keys print their unsigned value.
std::string format_key(const ir::RecordField &f, std::span<const uint8_t> key,
                       const PrintfHooks &hooks, int bytes_width = 50) {
  // A stack key prints its frames, one per line; the value goes below them.
  if (f.kind == ir::RecordField::Kind::Stack)
    return hooks.stack ? hooks.stack(f, key) : std::string("\n");
  // sym()/mod() keys print as strings do.
  if (f.kind == ir::RecordField::Kind::KSym || f.kind == ir::RecordField::Kind::KMod) {
    uint64_t addr = field_uint(f, key);
    auto& name = f.kind == ir::RecordField::Kind::KSym ? hooks.kernel_sym : hooks.kernel_mod;
    return fmt::format("  {:<50}", name ? name(addr) : fmt::format("{:#x}", addr));
  }
  if (f.kind == ir::RecordField::Kind::USym || f.kind == ir::RecordField::Kind::UAddr ||
      f.kind == ir::RecordField::Kind::UMod)
    return fmt::format("  {:<50}", hooks.user_sym
                                       ? hooks.user_sym(f, key)
                                       : fmt::format("{:#x}", field_uint({ir::RecordField::Kind::UInt,
                                                                          f.offset, 8}, key)));
  bool integer = f.kind == ir::RecordField::Kind::Int || f.kind == ir::RecordField::Kind::UInt;
  if (integer) {
    switch (f.size) {
    case 8:
      return fmt::format(" {:16}", int64_t(field_uint(f, key)));
    case 4:
      return fmt::format(" {:8}", int32_t(field_uint(f, key)));
    case 2:
      return fmt::format(" {:5}", field_uint(f, key));
    case 1:
      return fmt::format(" {:3}", field_uint(f, key));
    default:
      break;
    }
  }
  return render_bytes(field_bytes(f, key), bytes_width, false);
}

} // namespace

bool is_histogram(const ir::AggregationDesc &d) {
  return d.func == Func::Quantize || d.func == Func::Lquantize || d.func == Func::Llquantize;
}

namespace {

int64_t scalar_value(const ir::AggregationDesc &d, std::span<const int64_t> v, int64_t normal) {
  if (normal == 0)
    normal = 1;
  switch (d.func) {
  case Func::Count:
    return word(v, 0) / normal;
  case Func::Avg:
    return word(v, 0) ? word(v, 1) / normal / word(v, 0) : 0;
  default:
    return word(v, 1) / normal;
  }
}

std::string format_value(const ir::AggregationDesc &d, std::span<const int64_t> v, int64_t normal,
                         bool zoom) {
  std::span<const int64_t> buckets = v.empty() ? v : v.subspan(1);
  switch (d.func) {
  case Func::Quantize:
    return format_quantize(buckets, normal, zoom);
  case Func::Lquantize:
    return format_lquantize(d, buckets, normal, zoom);
  case Func::Llquantize:
    return format_llquantize(d, buckets, normal, zoom);
  case Func::Stddev:
    return fmt::format(" {:16}", stddev_value(v, normal));
  default:
    return fmt::format(" {:16}", scalar_value(d, v, normal));
  }
}


// One aggregation's value for a printa() line.
struct PrintaValue {
  const ir::AggregationDesc *desc = nullptr;
  std::span<const int64_t> value;
  int64_t normal = 1;
  bool zoom = false;
};

// printa's '@' conversion: the value through the conversion, or a histogram.
std::string format_agg_conversion(const ir::Conversion &c, int width, int precision,
                                  const ir::AggregationDesc &d, std::span<const int64_t> v,
                                  int64_t normal, bool zoom) {
  if (is_histogram(d))
    return format_value(d, v, normal, zoom);
  if (d.func == Func::Stddev)
    return render_int64(c, width, precision, stddev_value(v, normal), false);
  // count() is an unsigned quantity, the others signed (dt_printf_validate).
  return render_int64(c, width, precision, uint64_t(scalar_value(d, v, normal)),
                      d.func != Func::Count);
}

// One printa() line: non-'@' conversions take the key fields of `key`
// (laid out as keys.keys), '@' conversions the values in order.
std::string format_printa_line(const ir::FormatPlan &plan, const ir::AggregationDesc &keys,
                               std::span<const uint8_t> key,
                               std::span<const PrintaValue> values, const PrintfHooks &hooks) {
  std::string out;
  size_t next_key = 0, next_value = 0;
  auto take_int = [&]() {
    return next_key < keys.keys.size() ? int(field_int(keys.keys[next_key++], key)) : 0;
  };
  for (const ir::FormatChunk &chunk : plan.chunks) {
    if (const auto *text = std::get_if<std::string>(&chunk)) {
      out += *text;
      continue;
    }
    const ir::Conversion &c = std::get<ir::Conversion>(chunk);
    if (c.name == "%") {
      out += '%';
      continue;
    }
    int width = c.width_star ? take_int() : c.width;
    int precision = c.precision_star ? take_int() : c.precision;
    if (c.agg) {
      // Conversions past the last aggregation repeat its value (Oracle's
      // dt_printf_format does not step past the last one).
      if (!values.empty()) {
        const PrintaValue &v = values[std::min(next_value++, values.size() - 1)];
        out += format_agg_conversion(c, width, precision, *v.desc, v.value, v.normal, v.zoom);
      }
    } else if (next_key < keys.keys.size()) {
      const ir::RecordField &k = keys.keys[next_key++];
      bool user = k.kind == ir::RecordField::Kind::USym ||
                  k.kind == ir::RecordField::Kind::UAddr || k.kind == ir::RecordField::Kind::UMod;
      if (user && hooks.user_sym) {
        // usym()/uaddr()/umod() keys print their names with any conversion.
        std::string name = hooks.user_sym(k, key);
        int w = width < 0 ? -width : width;
        out += c.left || width < 0 ? fmt::format("{:<{}}", name, w) : fmt::format("{:>{}}", name, w);
      } else {
        out += render_conversion(c, width, precision, k, key, hooks);
      }
    }
  }
  return out;
}

} // namespace

namespace {

// The width agghist and aggpack give the key columns (dt_print_datum's
// packed widths: integers by size, anything else 16), each plus a space.
int packed_keys_width(const ir::AggregationDesc &desc) {
  int width = 0;
  for (const ir::RecordField &k : desc.keys) {
    bool integer = k.kind == ir::RecordField::Kind::Int || k.kind == ir::RecordField::Kind::UInt;
    int w = 16;
    if (integer && k.size == 1)
      w = 3;
    else if (integer && k.size == 2)
      w = 5;
    else if (integer && k.size == 4)
      w = 8;
    width += w + 1;
  }
  return width;
}

std::string packed_keys(const ir::AggregationDesc &desc, const AggRow &row,
                        const PrintfHooks &hooks) {
  std::string out;
  for (const ir::RecordField &k : desc.keys)
    out += format_key(k, row.key, hooks, 16);
  return out;
}

// agghist: count() and sum() rows as the bars of one histogram over the
// keys, under a "key" header (illumos).
std::string format_agghist(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                           int64_t normal, const PrintfHooks &hooks, bool zoom) {
  if (rows.empty())
    return {};
  auto value = [&](const AggRow &r) { return word(r.value, desc.func == Func::Count ? 0 : 1); };
  Range r{0, 0};
  for (const AggRow &row : rows) {
    int64_t v = value(row);
    r.pos |= v > 0;
    r.neg |= v < 0;
    add_to_total(r.total, v, zoom);
  }
  int width = packed_keys_width(desc);
  std::string out = fmt::format("\n{:>{}} {:>41} {:<9}\n", width ? "key" : "value",
                                width ? width : 16, "------------- Distribution -------------",
                                "count");
  for (const AggRow &row : rows)
    out += packed_keys(desc, row, hooks) + " " +
           quantline(value(row), normal, r.total, r.pos, r.neg);
  return out;
}

int ndigits(int64_t v) {
  int n = 1;
  int64_t cmp = 10;
  if (v < 0) {
    v = v == INT64_MIN ? INT64_MAX : -v;
    ++n;
  }
  while (v > cmp && cmp > 0) {
    ++n;
    cmp *= 10;
  }
  return std::max(n, 4);
}

// One bucket of a packed histogram: a blank, a character whose height
// tells the share of the scale, or for negative counts a 'v'/'V'.
char packed_cell(int64_t v, long double total) {
  static constexpr std::string_view kPos = "__xxxxXX", kNeg = "vvvvVV";
  if (v == 0 || total == 0)
    return ' ';
  if (v < 0)
    return kNeg[size_t(-(long double)v * (kNeg.size() - 1) / total + 0.5L)];
  return kPos[size_t((long double)v * (kPos.size() - 1) / total + 0.5L)];
}

// The buckets every packed row shows: quantize() from just below the
// lowest bucket used by any key to just above the highest; lquantize() all.
std::pair<int, int> packed_bins(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows) {
  if (desc.func == Func::Lquantize)
    return {0, int(lquantize_shape(desc).levels) + 1};
  int lo = kQuantizeBuckets, hi = -1;
  for (const AggRow &row : rows)
    for (int i = 0; i < kQuantizeBuckets; ++i)
      if (word(row.value, size_t(i) + 1) != 0) {
        lo = std::min(lo, i);
        hi = std::max(hi, i);
      }
  if (hi < 0)
    lo = hi = kQuantizeZero;
  if (lo != 0 && lo != kQuantizeZero)
    --lo;
  if (hi < kQuantizeBuckets - 1)
    ++hi;
  return {lo, hi};
}

// aggpack: each key's quantize()/lquantize() on one line,
// "key min :cells: max | count" under a header of dashes (illumos; the
// cells are always ASCII here).
std::string format_aggpack(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                           const PrintfHooks &hooks, bool zoom) {
  if (rows.empty())
    return {};
  auto [lo, hi] = packed_bins(desc, rows);
  bool lquant = desc.func == Func::Lquantize;
  LquantizeShape ls = lquantize_shape(desc);
  int maxw = lquant ? 8 : ndigits(quantize_bucket_value(hi));
  int minw = lquant ? 7 : ndigits(quantize_bucket_value(lo));
  int width = packed_keys_width(desc);
  std::string out = fmt::format("\n{:>{}} {:>{}} .{}. {:<{}} | count\n", width ? "key" : "",
                                width, "min", minw, std::string(size_t(hi - lo + 1), '-'), "max",
                                maxw);
  for (const AggRow &row : rows) {
    std::span<const int64_t> b = row.value;
    b = b.empty() ? b : b.subspan(1);
    long double total = 0;
    int64_t count = 0;
    for (int i = lo; i <= hi; ++i) {
      add_to_total(total, word(b, size_t(i)), zoom);
      count += word(b, size_t(i));
    }
    out += packed_keys(desc, row, hooks);
    out += lquant ? fmt::format("{:>8} :", fmt::format("< {}", ls.base))
                  : fmt::format(" {:>{}} :", quantize_bucket_value(lo), ndigits(quantize_bucket_value(lo)));
    for (int i = lo; i <= hi; ++i)
      out += packed_cell(word(b, size_t(i)), total);
    if (lquant)
      out += fmt::format(": {:<8} | {}\n", fmt::format(">= {}", ls.base + ls.levels * ls.step), count);
    else
      out += fmt::format(": {:<{}} | {}\n", quantize_bucket_value(hi), ndigits(quantize_bucket_value(hi)), count);
  }
  return out;
}

} // namespace

std::string format_aggregation(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                               int64_t normal, const PrintfHooks &hooks, const AggStyle &style) {
  if (style.hist && (desc.func == Func::Count || desc.func == Func::Sum))
    return format_agghist(desc, rows, normal, hooks, style.zoom);
  if (style.pack && (desc.func == Func::Quantize || desc.func == Func::Lquantize))
    return format_aggpack(desc, rows, hooks, style.zoom);
  std::string out;
  for (const AggRow &row : rows) {
    for (const ir::RecordField &k : desc.keys)
      out += format_key(k, row.key, hooks);
    out += format_value(desc, row.value, normal, style.zoom);
    for (size_t c = 0; c < row.per_cpu.size(); ++c)
      out += fmt::format("\n    [CPU {}]", c) + format_value(desc, row.per_cpu[c], normal, style.zoom);
    out += '\n';
  }
  return out;
}

std::string format_printa_default(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                                  int64_t normal, const PrintfHooks &hooks, const AggStyle &style) {
  return "\n" + format_aggregation(desc, rows, normal, hooks, style);
}

std::string format_printa(const ir::FormatPlan &plan, const ir::AggregationDesc &desc,
                          const std::vector<AggRow> &rows, int64_t normal,
                          const PrintfHooks &hooks, const AggStyle &style) {
  std::string out;
  for (const AggRow &row : rows) {
    PrintaValue v{&desc, row.value, normal, style.zoom};
    out += format_printa_line(plan, desc, row.key, {&v, 1}, hooks);
  }
  return out;
}

std::string format_printa_multi(const ir::FormatPlan &plan, const std::vector<AggInput> &aggs,
                                const AggSortOptions &opts, const PrintfHooks &hooks,
                                const AggStyle &style) {
  if (aggs.empty())
    return {};
  // The union of the keys; a key an aggregation lacks has a zero value there.
  std::map<std::vector<uint8_t>, std::vector<std::vector<int64_t>>> rows;
  for (size_t a = 0; a < aggs.size(); ++a) {
    for (const AggRow &r : *aggs[a].rows) {
      auto &values = rows[r.key];
      values.resize(aggs.size());
      values[a] = r.value;
    }
  }
  for (auto &[key, values] : rows) {
    values.resize(aggs.size());
    for (size_t a = 0; a < aggs.size(); ++a)
      if (values[a].empty())
        values[a].assign(value_words(*aggs[a].desc), 0);
  }
  // Order (dt_aggregate_bundlecmp): by the values of the aggregation at
  // sortpos (the first when sortpos is past the last), ties broken by the
  // next ones in turn (wrapping), then by the keys; with aggsortkey the
  // keys come first.
  size_t pos = opts.sortpos > 0 && size_t(opts.sortpos) < aggs.size() ? size_t(opts.sortpos) : 0;
  std::vector<const std::vector<uint8_t> *> order;
  for (const auto &[key, values] : rows)
    order.push_back(&key);
  auto compare = [&](const std::vector<uint8_t> *l, const std::vector<uint8_t> *r) {
    const auto &lv = rows.at(*l), &rv = rows.at(*r);
    AggRow lrow{*l, {}, {}}, rrow{*r, {}, {}};
    int c = opts.sortkey ? compare_keys(*aggs[0].desc, lrow, rrow, opts.sortkeypos) : 0;
    for (size_t i = 0; c == 0 && i < aggs.size(); ++i) {
      size_t a = (pos + i) % aggs.size();
      lrow.value = lv[a];
      rrow.value = rv[a];
      c = compare_values(*aggs[a].desc, lrow, rrow);
    }
    if (c == 0 && !opts.sortkey)
      c = compare_keys(*aggs[0].desc, lrow, rrow, opts.sortkeypos);
    return opts.sortrev ? c > 0 : c < 0;
  };
  std::stable_sort(order.begin(), order.end(), compare);
  std::string out;
  std::vector<PrintaValue> line(aggs.size());
  for (const std::vector<uint8_t> *key : order) {
    const auto &values = rows.at(*key);
    for (size_t a = 0; a < aggs.size(); ++a)
      line[a] = {aggs[a].desc, values[a], aggs[a].normal, style.zoom};
    out += format_printa_line(plan, *aggs[0].desc, *key, line, hooks);
  }
  return out;
}

} // namespace dtrace::consume

namespace dtrace::consume {

int64_t printed_value(const ir::AggregationDesc &desc, std::span<const int64_t> value,
                      int64_t normal) {
  if (desc.func == Func::Stddev)
    return int64_t(stddev_value(value, normal));
  return scalar_value(desc, value, normal);
}

// The labels are the ones format_quantize(), format_lquantize() and
// format_llquantize() print in their value column.
std::vector<HistBucket> histogram_buckets(const ir::AggregationDesc &desc,
                                          std::span<const int64_t> value, int64_t normal) {
  std::span<const int64_t> b = value.empty() ? value : value.subspan(1);
  if (normal == 0)
    normal = 1;
  std::vector<HistBucket> out;
  auto add = [&](int i, std::string label) {
    if (int64_t n = word(b, size_t(i)); n != 0)
      out.push_back({std::move(label), n / normal});
  };
  if (desc.func == Func::Quantize) {
    for (int i = 0; i < kQuantizeBuckets; ++i)
      add(i, fmt::format("{}", quantize_bucket_value(i)));
  } else if (desc.func == Func::Lquantize) {
    LquantizeShape s = lquantize_shape(desc);
    int last = int(s.levels) + 1;
    for (int i = 0; i <= last; ++i)
      add(i, i == 0      ? fmt::format("< {}", s.base)
             : i == last ? fmt::format(">= {}", s.base + s.levels * s.step)
                         : fmt::format("{}", s.base + (i - 1) * s.step));
  } else if (desc.func == Func::Llquantize) {
    LlquantizeShape s = llquantize_shape(desc);
    int first = 0;
    while (first < s.nbins && word(b, size_t(first)) == 0)
      ++first;
    std::map<int, std::string> labels = llquantize_labels(s, first);
    int pad = (s.lmag == 0 && s.steps > s.factor) ? s.steps_factor : 0;
    for (int i = first; i < s.nbins; ++i) {
      if (word(b, size_t(i)) == 0)
        continue;
      if (pad > 0)
        fix_ghost_bin(labels, i, i < s.bin0 ? -1 : +1, pad);
      if (auto it = labels.find(i); it != labels.end())
        add(i, it->second);
    }
  }
  return out;
}

} // namespace dtrace::consume
