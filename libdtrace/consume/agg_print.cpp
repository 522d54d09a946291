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
  // sqrt(avg(x^2) - avg(x)^2) in 128-bit integers, as dt_stddev() does it.
  u128 avg_of_squares = sumsq(v) / u128(uint64_t(normal)) / u128(uint64_t(n));
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

int compare_values(const ir::AggregationDesc &d, const AggRow &l, const AggRow &r) {
  std::span<const int64_t> a = l.value, b = r.value;
  switch (d.func) {
  case Func::Count:
    return cmp3(word(a, 0), word(b, 0));
  case Func::Sum:
  case Func::Min:
  case Func::Max:
    return cmp3(word(a, 1), word(b, 1));
  case Func::Avg: {
    int64_t la = word(a, 0) ? word(a, 1) / word(a, 0) : 0;
    int64_t ra = word(b, 0) ? word(b, 1) / word(b, 0) : 0;
    return cmp3(la, ra);
  }
  case Func::Stddev:
    return cmp3(stddev_value(a), stddev_value(b));
  case Func::Quantize:
    return compare_weights(quantize_weight(a.subspan(1)), quantize_weight(b.subspan(1)));
  case Func::Lquantize:
    return compare_weights(lquantize_weight(d, a.subspan(1)), lquantize_weight(d, b.subspan(1)));
  case Func::Llquantize:
    return compare_weights(llquantize_weight(d, a.subspan(1)), llquantize_weight(d, b.subspan(1)));
  }
  return 0;
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
  auto compare = [&](const AggRow &l, const AggRow &r) {
    int c = opts.sortkey ? compare_keys(desc, l, r, opts.sortkeypos) : 0;
    if (c == 0)
      c = compare_values(desc, l, r);
    if (c == 0 && !opts.sortkey)
      c = compare_keys(desc, l, r, opts.sortkeypos);
    return opts.sortrev ? c > 0 : c < 0;
  };
  std::stable_sort(rows.begin(), rows.end(), compare);
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

void scan(Range &r, std::span<const int64_t> b) {
  for (int i = r.first; i <= r.last; ++i) {
    int64_t v = word(b, size_t(i));
    r.pos |= v > 0;
    r.neg |= v < 0;
    r.total += v < 0 ? -(long double)v : (long double)v;
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

std::string format_quantize(std::span<const int64_t> b, int64_t normal) {
  Range r = data_range(b, kQuantizeBuckets, kQuantizeZero - 1, kQuantizeZero + 1);
  scan(r, b);
  std::string out = header();
  for (int i = r.first; i <= r.last; ++i) {
    out += fmt::format("{:16} ", quantize_bucket_value(i));
    out += quantline(word(b, size_t(i)), normal, r.total, r.pos, r.neg);
  }
  return out;
}

std::string format_lquantize(const ir::AggregationDesc &desc, std::span<const int64_t> b,
                             int64_t normal) {
  LquantizeShape s = lquantize_shape(desc);
  int nbuckets = int(s.levels) + 2;
  Range r = data_range(b, nbuckets, 0, 2);
  scan(r, b);
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
                              int64_t normal) {
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
  scan(r, b);
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
// (strings `  %-50s`).  1- and 2-byte keys print their unsigned value.
std::string format_key(const ir::RecordField &f, std::span<const uint8_t> key,
                       const PrintfHooks &hooks) {
  // A stack key prints its frames, one per line; the value goes below them.
  if (f.kind == ir::RecordField::Kind::Stack)
    return hooks.stack ? hooks.stack(f, key) : std::string("\n");
  // sym()/mod() keys print as strings do.
  if (f.kind == ir::RecordField::Kind::KSym || f.kind == ir::RecordField::Kind::KMod) {
    uint64_t addr = field_uint(f, key);
    auto& name = f.kind == ir::RecordField::Kind::KSym ? hooks.kernel_sym : hooks.kernel_mod;
    return fmt::format("  {:<50}", name ? name(addr) : fmt::format("{:#x}", addr));
  }
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
  return render_bytes(field_bytes(f, key), 50, false);
}

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

std::string format_value(const ir::AggregationDesc &d, std::span<const int64_t> v, int64_t normal) {
  std::span<const int64_t> buckets = v.empty() ? v : v.subspan(1);
  switch (d.func) {
  case Func::Quantize:
    return format_quantize(buckets, normal);
  case Func::Lquantize:
    return format_lquantize(d, buckets, normal);
  case Func::Llquantize:
    return format_llquantize(d, buckets, normal);
  case Func::Stddev:
    return fmt::format(" {:16}", stddev_value(v, normal));
  default:
    return fmt::format(" {:16}", scalar_value(d, v, normal));
  }
}

bool is_histogram(const ir::AggregationDesc &d) {
  return d.func == Func::Quantize || d.func == Func::Lquantize || d.func == Func::Llquantize;
}

// One aggregation's value for a printa() line.
struct PrintaValue {
  const ir::AggregationDesc *desc = nullptr;
  std::span<const int64_t> value;
  int64_t normal = 1;
};

// printa's '@' conversion: the value through the conversion, or a histogram.
std::string format_agg_conversion(const ir::Conversion &c, int width, int precision,
                                  const ir::AggregationDesc &d, std::span<const int64_t> v,
                                  int64_t normal) {
  if (is_histogram(d))
    return format_value(d, v, normal);
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
      if (next_value < values.size()) {
        const PrintaValue &v = values[next_value++];
        out += format_agg_conversion(c, width, precision, *v.desc, v.value, v.normal);
      }
    } else if (next_key < keys.keys.size()) {
      out += render_conversion(c, width, precision, keys.keys[next_key++], key, hooks);
    }
  }
  return out;
}

} // namespace

std::string format_aggregation(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                               int64_t normal, const PrintfHooks &hooks) {
  std::string out;
  for (const AggRow &row : rows) {
    for (const ir::RecordField &k : desc.keys)
      out += format_key(k, row.key, hooks);
    out += format_value(desc, row.value, normal);
    out += '\n';
  }
  return out;
}

std::string format_printa_default(const ir::AggregationDesc &desc, const std::vector<AggRow> &rows,
                                  int64_t normal, const PrintfHooks &hooks) {
  return "\n" + format_aggregation(desc, rows, normal, hooks);
}

std::string format_printa(const ir::FormatPlan &plan, const ir::AggregationDesc &desc,
                          const std::vector<AggRow> &rows, int64_t normal,
                          const PrintfHooks &hooks) {
  std::string out;
  for (const AggRow &row : rows) {
    PrintaValue v{&desc, row.value, normal};
    out += format_printa_line(plan, desc, row.key, {&v, 1}, hooks);
  }
  return out;
}

std::string format_printa_multi(const ir::FormatPlan &plan, const std::vector<AggInput> &aggs,
                                const AggSortOptions &opts, const PrintfHooks &hooks) {
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
  // Order: by the sortpos aggregation's values (then keys), as printa does.
  size_t pos = std::min<size_t>(size_t(std::max(opts.sortpos, 0)), aggs.size() - 1);
  std::vector<AggRow> order;
  for (const auto &[key, values] : rows)
    order.push_back({key, values[pos]});
  AggSortOptions one = opts;
  one.sortpos = 0;
  sort_rows(*aggs[pos].desc, order, one);
  std::string out;
  std::vector<PrintaValue> line(aggs.size());
  for (const AggRow &o : order) {
    const auto &values = rows.at(o.key);
    for (size_t a = 0; a < aggs.size(); ++a)
      line[a] = {aggs[a].desc, values[a], aggs[a].normal};
    out += format_printa_line(plan, *aggs[0].desc, o.key, line, hooks);
  }
  return out;
}

} // namespace dtrace::consume
