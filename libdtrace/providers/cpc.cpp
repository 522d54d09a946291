// The cpc provider: a probe fires every COUNT occurrences of a perf event,
// named as DTrace names them, cpc:::EVENT-MODE-COUNT: the event as libpfm
// names perf's generic events, lower case with '_' for '-' (cpu_clock or
// perf_count_sw_cpu_clock, page_faults, cycles), MODE all, user or kernel
// (which the count counts), and COUNT.  As Oracle's DTrace, `dtrace -l`
// lists each event this machine can count as EVENT-all-1000000000; any
// other mode and count is made when a description names it.  Software
// events work everywhere; hardware events need a PMU that perf can use,
// and without one they are not listed and enabling one fails and says so.
// arg0 is the kernel pc, arg1 the user pc (the other 0), as for profile.
#include <linux/bpf.h>
#include <linux/perf_event.h>

#include <charconv>
#include <optional>

#include "load/link.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

struct CpcEvent {
  const char* name;
  uint32_t type;
  uint64_t config;
  uint64_t min_count;  // DTrace's floor for the sampling period
};

// Clock events count nanoseconds, the others occurrences.  Below these
// counts a probe would fire faster than profile's fastest rate allows.
constexpr uint64_t kMinClockNs = 10000;
constexpr uint64_t kMinCycles = 5000;
// The count of the listed probes (what Oracle's DTrace lists).
constexpr uint64_t kListedCount = 1000000000;

// Each event under its perf name and its short names (libpfm's perf PMU).
constexpr CpcEvent kEvents[] = {
    {"perf_count_sw_cpu_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, kMinClockNs},
    {"perf_count_sw_task_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, kMinClockNs},
    {"perf_count_sw_page_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, 1},
    {"faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, 1},
    {"perf_count_sw_context_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, 1},
    {"cs", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, 1},
    {"perf_count_sw_cpu_migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, 1},
    {"migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, 1},
    {"perf_count_sw_page_faults_min", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN, 1},
    {"perf_count_sw_page_faults_maj", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1},
    {"perf_count_sw_alignment_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_ALIGNMENT_FAULTS, 1},
    {"perf_count_sw_emulation_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_EMULATION_FAULTS, 1},
    {"perf_count_hw_cpu_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, kMinCycles},
    {"cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, kMinCycles},
    {"perf_count_hw_instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, kMinCycles},
    {"perf_count_hw_cache_references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES,
     kMinCycles},
    {"perf_count_hw_cache_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES, 1},
    {"perf_count_hw_branch_instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS,
     kMinCycles},
    {"branches", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS, kMinCycles},
    {"perf_count_hw_branch_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, 1},
    {"perf_count_hw_bus_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES, kMinCycles},
    {"perf_count_hw_stalled_cycles_frontend", PERF_TYPE_HARDWARE,
     PERF_COUNT_HW_STALLED_CYCLES_FRONTEND, kMinCycles},
    {"perf_count_hw_stalled_cycles_backend", PERF_TYPE_HARDWARE,
     PERF_COUNT_HW_STALLED_CYCLES_BACKEND, kMinCycles},
    {"perf_count_hw_ref_cpu_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES, kMinCycles},
    {"cpu_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, kMinClockNs},
    {"task_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, kMinClockNs},
    {"page_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, 1},
    {"context_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, 1},
    {"cpu_migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, 1},
    {"minor_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN, 1},
    {"major_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1},
    {"alignment_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_ALIGNMENT_FAULTS, 1},
    {"emulation_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_EMULATION_FAULTS, 1},
    {"cpu_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, kMinCycles},
    {"instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, kMinCycles},
    {"cache_references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES, kMinCycles},
    {"cache_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES, 1},
    {"branch_instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS, kMinCycles},
    {"branch_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, 1},
    {"bus_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES, kMinCycles},
    {"stalled_cycles_frontend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_FRONTEND,
     kMinCycles},
    {"stalled_cycles_backend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND,
     kMinCycles},
    {"ref_cpu_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES, kMinCycles},
};

enum Mode : uint64_t { kAll = 0, kUser = 1, kKernel = 2 };

// EVENT-MODE-COUNT, parsed; the probe's data packs the event's index in
// kEvents, the mode and the count.
struct Spec {
  size_t event;
  Mode mode;
  uint64_t count;
};

std::optional<Spec> parse(std::string_view name) {
  size_t last = name.rfind('-');
  if (last == std::string_view::npos) return std::nullopt;
  size_t mid = name.rfind('-', last - 1);
  if (mid == std::string_view::npos || mid == 0) return std::nullopt;
  std::string_view event = name.substr(0, mid), mode = name.substr(mid + 1, last - mid - 1),
                   count = name.substr(last + 1);
  Spec s{};
  s.event = std::size(kEvents);
  for (size_t i = 0; i < std::size(kEvents); ++i)
    if (event == kEvents[i].name) s.event = i;
  if (s.event == std::size(kEvents)) return std::nullopt;
  if (mode == "all")
    s.mode = kAll;
  else if (mode == "user")
    s.mode = kUser;
  else if (mode == "kernel")
    s.mode = kKernel;
  else
    return std::nullopt;
  auto [end, ec] = std::from_chars(count.data(), count.data() + count.size(), s.count);
  if (ec != std::errc{} || end != count.data() + count.size()) return std::nullopt;
  if (s.count < kEvents[s.event].min_count || s.count >= (uint64_t{1} << 48)) return std::nullopt;
  return s;
}

uint64_t pack(const Spec& s) { return s.count << 16 | static_cast<uint64_t>(s.mode) << 8 | s.event; }

Spec unpack(uint64_t data) {
  return Spec{data & 0xff, static_cast<Mode>((data >> 8) & 0xff), data >> 16};
}

class CpcProvider final : public Provider {
 public:
  std::string_view name() const override { return "cpc"; }

  bool may_match(const probes::ProbeDesc& d) const override {
    return d.name.empty() || probes::has_glob(d.name) || parse(d.name).has_value();
  }

  // Every event perf can count here, in mode all every 1,000,000,000.
  void populate(probes::ProbeTable& table, int index) override {
    for (const CpcEvent& e : kEvents) {
      if (!load::perf_counter_usable({e.type, e.config, kListedCount, false, false})) continue;
      std::string name = std::string(e.name) + "-all-" + std::to_string(kListedCount);
      if (auto s = parse(name)) table.add(probes::Probe{0, "cpc", "", "", name, index, pack(*s), ""});
    }
  }

  void provide(const probes::ProbeDesc& d, probes::ProbeTable& table, int index) override {
    if (!d.module.empty() || !d.function.empty() || probes::has_glob(d.name)) return;
    auto s = parse(d.name);
    if (!s) return;
    table.add(probes::Probe{0, "cpc", "", "", d.name, index, pack(*s), ""});
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_PERF_EVENT; }

  void emit_trampoline(const probes::Probe&, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    emit_sample_pcs(b, ctx, ms);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    Spec s = unpack(p.data);
    const CpcEvent& e = kEvents[s.event];
    load::PerfCounter c{e.type, e.config, s.count, s.mode == kKernel, s.mode == kUser};
    return load::attach_perf_counter(prog, c, only_cpu_);
  }

  void set_cpu(std::optional<int> cpu) override { only_cpu_ = cpu; }

 private:
  std::optional<int> only_cpu_;
};

}  // namespace

std::unique_ptr<Provider> make_cpc_provider() { return std::make_unique<CpcProvider>(); }

}  // namespace dtrace::providers
