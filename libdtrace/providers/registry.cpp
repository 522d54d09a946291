// The provider table: populates a provider the first time a description
// may match one of its probes (the dtrace provider first, so BEGIN, END and
// ERROR are always ids 1, 2 and 3).
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {

std::unique_ptr<Provider> make_usdt_provider();  // usdt.cpp
std::unique_ptr<Provider> make_io_provider();    // io.cpp
std::unique_ptr<Provider> make_tcp_provider();   // tcp.cpp
std::unique_ptr<Provider> make_ip_provider();    // ip.cpp

Registry::Registry() {
  providers_.push_back(make_dtrace_provider());
  providers_.push_back(make_profile_provider());
  providers_.push_back(make_syscall_provider());
  providers_.push_back(make_pid_provider());
  // Appended after the first four so their probe ids do not move.
  providers_.push_back(make_proc_provider());
  providers_.push_back(make_sched_provider());
  auto events = std::make_shared<TracefsEvents>();
  providers_.push_back(make_sdt_provider(events));
  providers_.push_back(make_rawtp_provider(events));
  providers_.push_back(make_fbt_provider());
  providers_.push_back(make_usdt_provider());
  providers_.push_back(make_io_provider());
  providers_.push_back(make_tcp_provider());
  providers_.push_back(make_ip_provider());
  providers_.push_back(make_cpc_provider());
  populated_.assign(providers_.size(), false);
  populate(0);
}

bool name_in(const probes::ProbeDesc& desc, std::initializer_list<std::string_view> names) {
  if (desc.name.empty() || probes::has_glob(desc.name)) return true;
  for (std::string_view n : names)
    if (desc.name == n) return true;
  return false;
}

void Registry::populate(size_t index) {
  if (populated_[index]) return;
  populated_[index] = true;
  providers_[index]->populate(table_, static_cast<int>(index));
}

void Registry::populate_all() {
  for (size_t i = 0; i < providers_.size(); ++i) populate(i);
}

Result<std::vector<const probes::Probe*>> Registry::match(const probes::ProbeDesc& desc) {
  for (size_t i = 0; i < providers_.size(); ++i) {
    if (!providers_[i]->provides(desc.provider) || !providers_[i]->may_match(desc)) continue;
    populate(i);
    providers_[i]->provide(desc, table_, static_cast<int>(i));
  }
  std::vector<const probes::Probe*> out;
  for (const probes::Probe& p : table_.all())
    if (providers_[p.provider_index]->probe_matches(desc, p)) out.push_back(&p);
  return out;
}

std::optional<std::string> Registry::why_no_probes(const probes::ProbeDesc& desc) const {
  if (desc.provider.empty() || probes::has_glob(desc.provider)) return std::nullopt;
  for (const auto& p : providers_)
    if (p->name() == desc.provider) return p->unavailable();
  return std::nullopt;
}

bool Registry::may_grow(const probes::ProbeDesc& desc) { return late_provider(desc) >= 0; }

int Registry::late_provider(const probes::ProbeDesc& desc) {
  int found = -1;
  for (size_t i = 0; i < providers_.size(); ++i) {
    LateProbes* l = providers_[i]->late();
    if (found < 0 && l && l->may_grow(desc)) {
      found = static_cast<int>(i);
      continue;
    }
    if (probes::glob_match(desc.provider, providers_[i]->name())) return -1;
  }
  return found;
}

std::vector<const probes::Probe*> Registry::discover_late(
    int index, std::span<const probes::ProbeDesc> descs) {
  LateProbes* l = late(index);
  return l ? l->discover(descs, table_, index) : std::vector<const probes::Probe*>{};
}

}  // namespace dtrace::providers
