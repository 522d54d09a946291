// Late probes (providers::LateProbes): USDT probes of processes that
// register with dtprobed after dtrace started (`myprov*:::` with -Z, as
// DTrace does), and of libraries a traced process dlopens later
// (`myprov1234:::`).
//
// The clauses whose descriptions may match such probes are lowered once
// more into one shared program (lower::Lowerer::build_late), loaded with
// the others.  While tracing, the stash is walked every kLateDiscoveryNs; a
// probe found there that a late description matches gets its names in the
// probedesc map and the shared program on its sites, the link's cookie
// carrying the probe id and the bits of the clauses it runs.  Nothing is
// compiled or verified while tracing.  When a process has gone its links
// are closed, and a new process with the same pid is discovered afresh.
#include <signal.h>

#include <cerrno>

#include <fmt/format.h>

#include "handle_impl.h"

namespace dtrace {
namespace {

// Room in the probedesc map for probes discovered while tracing.
constexpr uint32_t kLateProbes = 1024;
// A link's cookie has 32 bits of clauses.
constexpr size_t kMaxLateClauses = 32;

}  // namespace

// Before lowering: which clauses take late probes, and room for them.
void Handle::Impl::plan_late(lower::Settings& settings) {
  for (const sema::ClauseInfo& ci : prog.clauses) {
    if (ci.late.empty()) continue;
    if (late_clauses.size() == kMaxLateClauses) {
      messages.push_back(fmt::format(
          "probes that appear while tracing are not matched by clauses after the first {}",
          kMaxLateClauses));
      break;
    }
    for (const probes::ProbeDesc& d : ci.late)
      late_descs.push_back({d, static_cast<int>(late_clauses.size())});
    late_clauses.push_back(ci.index);
  }
  if (!late_clauses.empty()) settings.probedesc_entries = registry.table().next_id() + kLateProbes;
  probedesc_slot = settings.strsize;
}

void Handle::Impl::build_late(lower::Lowerer& lw) {
  probedesc_map = lw.probedesc_map();
  auto [late, index] = registry.late();
  if (!late || late_clauses.empty()) return;
  late_name = "dt_late";
  ir::Function fn = lw.build_late(
      late_name, late_clauses, [this, late = late](ir::Builder& b, ir::Reg c, ir::Reg s) {
        emit_cpu_filter(b, opts.cpu);
        containers::emit_cgroup_filter(b, cgroup_filter);
        late->emit_late_trampoline(b, c, s);
      });
  late_fn = std::move(fn);
  // The probes enabled at the start are not discovered again.
  for (const sema::ClauseInfo& ci : prog.clauses)
    for (const probes::Probe* p : ci.probes)
      if (p->provider_index == index) late_done[p->id] = late->process_of(*p);
}

void Handle::Impl::discover_late() {
  auto [late, index] = registry.late();
  if (!late || !late_loaded) return;
  // Processes that have gone: their links are closed, and what was known
  // of them is forgotten.
  std::set<int> pids;
  for (const auto& [id, pid] : late_done) pids.insert(pid);
  for (int pid : pids) {
    if (pid <= 0 || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    late_links.erase(pid);
    late->forget(pid);
    std::erase_if(late_done, [pid](const auto& e) { return e.second == pid; });
  }
  std::vector<probes::ProbeDesc> descs;
  for (const LateDesc& d : late_descs) descs.push_back(d.desc);
  for (const probes::Probe* p : registry.discover_late(descs)) {
    if (late_done.count(p->id)) continue;
    uint64_t bits = 0;
    for (const LateDesc& d : late_descs)
      if (registry.provider_of(*p).probe_matches(d.desc, *p)) bits |= uint64_t{1} << d.bit;
    if (bits == 0) continue;
    int pid = late->process_of(*p);
    late_done[p->id] = pid;
    std::string why;
    if (!late->late_ok(*p, &why)) {
      messages.push_back(fmt::format("probe {} is not enabled: {}", p->full_name(), why));
      continue;
    }
    if (p->id >= probedesc_entries) {
      if (!late_full_reported)
        messages.push_back(fmt::format(
            "probe {} is not enabled: more than {} probes have appeared while tracing",
            p->full_name(), kLateProbes));
      late_full_reported = true;
      continue;
    }
    std::vector<uint8_t> names(4 * probedesc_slot, 0);
    const std::string* fields[] = {&p->provider, &p->module, &p->function, &p->name};
    for (size_t i = 0; i < 4; ++i)
      std::copy_n(fields[i]->begin(), std::min<size_t>(fields[i]->size(), probedesc_slot - 1),
                  names.begin() + static_cast<ptrdiff_t>(i * probedesc_slot));
    uint32_t key = p->id;
    if (auto r = maps[probedesc_map].update(&key, names.data()); !r) {
      messages.push_back(fmt::format("probe {} is not enabled: {}", p->full_name(),
                                     r.error().message));
      continue;
    }
    auto links = late->attach_late(*p, *late_loaded, (bits << 32) | p->id);
    if (!links) {
      messages.push_back(fmt::format("failed to enable '{}': {}", p->full_name(),
                                     links.error().message));
      continue;
    }
    for (load::Link& l : *links) late_links[pid].push_back(std::move(l));
  }
}

}  // namespace dtrace
