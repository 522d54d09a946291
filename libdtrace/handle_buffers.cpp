// The buffer options of a session, as DTrace's consumer sees them: bufresize
// (sizes above what we allocate are halved, or refused when manual), the
// principal buffer policies ring and fill emulated over the one transport
// ring buffer (DESIGN.md D4), and the status checks at statusrate that
// notice exit() and a filled buffer.
//
// Each record is charged as DTrace lays it out in a per-CPU principal
// buffer: a 4-byte EPID, then every field at its natural alignment.  A ring
// keeps the newest records whose charges fit in bufsize (aligned down to 8
// bytes) and prints them, oldest first and CPU by CPU, when tracing ends; a
// fill buffer takes records until the next one does not fit, then drops
// them (counted as principal drops) and tracing stops at the next status
// check.  END's records are never refused: DTrace reserves room for them.
#include <ctime>

#include "handle_impl.h"

namespace dtrace {

namespace {

// The most each buffer is given.  A larger size is halved until it fits:
// 100t becomes 200m for the principal and aggregation buffers, 400m for the
// speculative buffers (kept by the consumer).
constexpr uint64_t kMaxBufsize = uint64_t{256} << 20;
constexpr uint64_t kMaxAggsize = uint64_t{256} << 20;
constexpr uint64_t kMaxSpecsize = uint64_t{512} << 20;
// Under bufpolicy=ring the transport must lose nothing: it is at least this
// large, whatever the ring's own (user-visible) size.
constexpr uint64_t kRingTransport = uint64_t{4} << 20;
// statusrate's default (options.def): at it, exit() is noticed at once.
constexpr uint64_t kDefaultStatusRate = 1000000000;

// One field's natural alignment in DTrace's record layout.
uint32_t field_align(const ir::RecordField& f) {
  switch (f.kind) {
    case ir::RecordField::Kind::Int:
    case ir::RecordField::Kind::UInt:
      return f.size >= 8 ? 8 : (f.size == 0 ? 1 : f.size);
    case ir::RecordField::Kind::String:
    case ir::RecordField::Kind::Bytes:
      return 1;
    default:
      return 8;
  }
}

bool records_exit(const ir::RecordLayout& layout) {
  for (const ir::RecordAction& a : layout.actions)
    if (a.kind == ir::RecordAction::Kind::Exit) return true;
  return false;
}

}  // namespace

uint64_t monotonic_ns() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000 + static_cast<uint64_t>(ts.tv_nsec);
}

std::string size_text(uint64_t n) {
  static constexpr char kUnits[] = "tgmk";
  for (int i = 0; i < 4; ++i) {
    uint64_t unit = uint64_t{1} << (10 * (4 - i));
    if (n >= unit && n % unit == 0) return fmt::format("{}{}", n / unit, kUnits[i]);
  }
  return fmt::format("{}", n);
}

Result<void> Handle::size_buffers() {
  Impl& m = *impl_;
  options::Options& o = m.opts;
  struct Limit {
    uint64_t* size;
    uint64_t max;
    const char* what;
    bool used;
  };
  const Limit limits[] = {{&o.bufsize, kMaxBufsize, "buffer", true},
                          {&o.aggsize, kMaxAggsize, "aggregation", !m.prog.aggs.empty()},
                          {&o.specsize, kMaxSpecsize, "speculation", true}};
  for (const Limit& l : limits) {
    if (!l.used || *l.size <= l.max) continue;
    if (o.bufresize == "manual")
      return Error::make("could not enable tracing: Cannot allocate memory");
    while (*l.size > l.max) *l.size = (*l.size / 2) & ~uint64_t{7};
    if (!o.quietresize)
      m.messages.push_back(fmt::format("{} size lowered to {}", l.what, size_text(*l.size)));
  }
  if (o.bufpolicy == "ring" && o.bufsize != 0) {
    m.ring_capacity = o.bufsize & ~uint64_t{7};
    o.bufsize = std::max(o.bufsize, kRingTransport);
  }
  return {};
}

// DTrace's bytes for one record: the EPID, then each field aligned.
uint64_t Handle::Impl::dtrace_charge(const ir::RecordLayout& layout) {
  uint64_t n = 4;
  for (const ir::RecordAction& a : layout.actions) {
    // The actions on aggregations record each aggregation's 8-byte id,
    // which this consumer keeps in the layout instead.
    for (size_t i = 0; i < a.agg_ids.size(); ++i) n = (n + 7) / 8 * 8 + 8;
    for (const ir::RecordField& f : a.fields) {
      uint32_t al = field_align(f);
      n = (n + al - 1) / al * al + f.size;
    }
  }
  return n;
}

// exit(): the status is noticed at the next status check (at once with the
// default statusrate).
void Handle::Impl::note_exit() {
  exit_seen = true;
  if (opts.statusrate == kDefaultStatusRate) done = true;
}

// Whether the record goes on to be printed now: under ring it waits in its
// CPU's ring, under fill it is dropped once the buffer is full.
bool Handle::Impl::admit_record(const ir::RecordLayout& layout, uint32_t cpu,
                                std::span<const uint8_t> rec) {
  if (flushing_rings) return true;
  if (opts.bufpolicy == "ring" && ring_capacity != 0 && !rings_flushed) {
    if (records_exit(layout)) note_exit();
    uint64_t charge = dtrace_charge(layout);
    if (charge > ring_capacity) {
      ++policy_drops[cpu];
      return false;
    }
    PolicyRing& r = rings[cpu];
    r.records.emplace_back(rec.begin(), rec.end());
    r.charges.push_back(charge);
    r.bytes += charge;
    while (r.bytes > ring_capacity) {
      r.bytes -= r.charges.front();
      r.charges.pop_front();
      r.records.pop_front();
    }
    return false;
  }
  if (opts.bufpolicy == "fill" && !stopped) {
    uint64_t charge = dtrace_charge(layout);
    uint64_t& used = fill_used[cpu];
    if (buffer_filled || used + charge > (opts.bufsize & ~uint64_t{7})) {
      buffer_filled = true;
      if (opts.statusrate == kDefaultStatusRate) done = true;
      ++policy_drops[cpu];
      return false;
    }
    used += charge;
  }
  return true;
}

bool Handle::status_says_done() {
  Impl& m = *impl_;
  if (m.done) return true;
  uint64_t now = monotonic_ns();
  if (m.last_status_ns != 0 && now - m.last_status_ns < m.opts.statusrate) return false;
  m.last_status_ns = now;
  return m.exit_seen || m.buffer_filled;
}

void Handle::flush_rings() {
  Impl& m = *impl_;
  if (m.rings_flushed) return;
  m.rings_flushed = true;
  m.flushing_rings = true;
  for (auto& [cpu, ring] : m.rings)
    for (const std::vector<uint8_t>& rec : ring.records) m.on_record(rec);
  m.flushing_rings = false;
  m.rings.clear();
  std::fflush(m.out);
}

}  // namespace dtrace
