// Late probes (providers::LateProbes): USDT probes of processes that
// register with dtprobed after dtrace started (`myprov*:::` with -Z, as
// DTrace does), and the USDT and pid probes of libraries a traced process
// dlopens later (`myprov1234:::`, `pid1234:libfoo.so::entry`).
//
// The clauses whose descriptions may match such probes are lowered once
// more into shared programs (lower::Lowerer::build_late), one for each
// provider and kind of trampoline (a pid probe's entry and return), loaded
// with the others.  While tracing, every kLateDiscoveryNs the providers
// look for new probes (the stash, a process's mappings); a new probe that
// a late description matches gets its names in the probedesc map and the
// shared program on its sites, the link's cookie carrying the probe id and
// the bits of the clauses it runs.  Nothing is compiled or verified while
// tracing.  When a process has gone its links are closed, and a new
// process with the same pid is discovered afresh.
#include <signal.h>

#include <cerrno>

#include <fmt/format.h>

#include "handle_impl.h"

namespace dtrace {
namespace {

// Room in the probedesc map for probes enabled while tracing, besides the
// USDT ones (-x nusdtprobes): pid probes of libraries loaded later.
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
    for (const probes::ProbeDesc& d : ci.late) {
      int provider = registry.late_provider(d);
      if (provider >= 0)
        late_descs.push_back({d, provider, static_cast<int>(late_clauses.size())});
    }
    late_clauses.push_back(ci.index);
  }
  if (!late_descs.empty()) {
    late_capacity = kLateProbes + static_cast<uint32_t>(opts.nusdtprobes);
    settings.late_probes = late_capacity;
  }
  probedesc_slot = settings.strsize;
}

// One program per provider with late descriptions and kind of trampoline.
void Handle::Impl::build_late(lower::Lowerer& lw) {
  probedesc_map = lw.probedesc_map();
  std::set<int> providers;
  for (const LateDesc& d : late_descs) providers.insert(d.provider);
  for (int index : providers) {
    providers::LateProbes* late = registry.late(index);
    for (int kind = 0; kind < late->late_kinds(); ++kind) {
      LateProgram lp;
      lp.provider = index;
      lp.kind = kind;
      lp.name = fmt::format("dt_late_{}_{}", index, kind);
      lp.fn = lw.build_late(lp.name, late_clauses,
                            [this, late, kind](ir::Builder& b, ir::Reg c, ir::Reg s) {
                              emit_cpu_filter(b, opts.cpu);
                              containers::emit_cgroup_filter(b, cgroup_filter);
                              late->emit_late_trampoline(kind, b, c, s);
                            });
      late_programs.push_back(std::move(lp));
    }
    // The probes enabled at the start are not discovered again.
    for (const sema::ClauseInfo& ci : prog.clauses)
      for (const probes::Probe* p : ci.probes)
        if (p->provider_index == index) late_done[p->id] = late->process_of(*p);
  }
}

void Handle::Impl::discover_late() {
  // Processes that have gone: their links are closed, and what was known
  // of them is forgotten.
  std::set<int> pids;
  for (const auto& [id, pid] : late_done) pids.insert(pid);
  for (int pid : pids) {
    if (pid <= 0 || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    late_links.erase(pid);
    for (auto it = late_live.begin(); it != late_live.end();) {
      if (it->second.pid != pid) {
        ++it;
        continue;
      }
      uint32_t key = it->first;
      (void)maps[probedesc_map].erase(&key);
      it = late_live.erase(it);
    }
    for (const LateProgram& lp : late_programs)
      if (lp.kind == 0) registry.late(lp.provider)->forget(pid);
    std::erase_if(late_done, [pid](const auto& e) { return e.second == pid; });
  }
  for (const LateProgram& first : late_programs) {
    if (first.kind != 0) continue;
    int index = first.provider;
    providers::LateProbes* late = registry.late(index);
    std::vector<probes::ProbeDesc> descs;
    for (const LateDesc& d : late_descs)
      if (d.provider == index) descs.push_back(d.desc);
    for (const probes::Probe* p : registry.discover_late(index, descs)) {
      if (late_done.count(p->id)) continue;
      uint64_t bits = 0;
      for (const LateDesc& d : late_descs)
        if (d.provider == index && registry.provider_of(*p).probe_matches(d.desc, *p))
          bits |= uint64_t{1} << d.bit;
      if (bits == 0) continue;
      late_done[p->id] = late->process_of(*p);
      enable_late(*p, index, bits);
    }
  }
}

// Enables late probe `p` of provider `index` for the clauses of `bits`:
// its names in the probedesc map, the shared program on its sites.
void Handle::Impl::enable_late(const probes::Probe& p, int index, uint64_t bits) {
  providers::LateProbes* late = registry.late(index);
  int pid = late->process_of(p);
  std::string why;
  if (!late->late_ok(p, &why)) {
    messages.push_back(fmt::format("probe {} is not enabled: {}", p.full_name(), why));
    return;
  }
  // -x nusdtprobes: the USDT probes enabled while tracing, at once.
  bool usdt = registry.provider_of(p).name() == "usdt";
  size_t live_usdt = 0;
  for (const auto& [id, l] : late_live) live_usdt += l.usdt;
  if (usdt && live_usdt >= static_cast<uint64_t>(opts.nusdtprobes)) {
    if (!late_usdt_full_reported)
      messages.push_back(fmt::format(
          "probe {} is not enabled: {} USDT probes are enabled (-x nusdtprobes)",
          p.full_name(), live_usdt));
    late_usdt_full_reported = true;
    return;
  }
  if (late_live.size() >= late_capacity) {
    if (!late_full_reported)
      messages.push_back(fmt::format(
          "probe {} is not enabled: {} probes that appeared while tracing are enabled",
          p.full_name(), late_live.size()));
    late_full_reported = true;
    return;
  }
  const LateProgram* lp = nullptr;
  for (const LateProgram& c : late_programs)
    if (c.provider == index && c.kind == late->late_kind(p)) lp = &c;
  if (!lp || !lp->loaded) return;
  std::vector<uint8_t> names(4 * probedesc_slot + lower::kProbedescArgmap, 0);
  const std::string* fields[] = {&p.provider, &p.module, &p.function, &p.name};
  for (size_t i = 0; i < 4; ++i)
    std::copy_n(fields[i]->begin(), std::min<size_t>(fields[i]->size(), probedesc_slot - 1),
                names.begin() + static_cast<ptrdiff_t>(i * probedesc_slot));
  std::vector<uint8_t> argmap = late->late_argmap(p);
  if (!argmap.empty() && argmap.size() < lower::kProbedescArgmap) {
    uint8_t* tail = names.data() + 4 * probedesc_slot;
    std::fill_n(tail, lower::kProbedescArgmap - 1, 0xff);
    std::copy(argmap.begin(), argmap.end(), tail);
    tail[lower::kProbedescArgmap - 1] = static_cast<uint8_t>(argmap.size());
  }
  uint32_t key = p.id;
  if (auto r = maps[probedesc_map].update(&key, names.data()); !r) {
    messages.push_back(fmt::format("probe {} is not enabled: {}", p.full_name(),
                                   r.error().message));
    return;
  }
  late_live[p.id] = {pid, usdt};
  auto links = late->attach_late(p, *lp->loaded, (bits << 32) | p.id);
  if (!links) {
    messages.push_back(fmt::format("failed to enable '{}': {}", p.full_name(),
                                   links.error().message));
    return;
  }
  for (load::Link& l : *links) late_links[pid].push_back(std::move(l));
}

}  // namespace dtrace
