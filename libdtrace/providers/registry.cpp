// The provider table: populates providers lazily but always in order, so a
// probe's id does not depend on which descriptions a program uses.
#include "providers/provider.h"

namespace dtrace::providers {

std::unique_ptr<Provider> make_usdt_provider();  // usdt.cpp
std::unique_ptr<Provider> make_io_provider();    // io.cpp

Registry::Registry() {
  providers_.push_back(make_dtrace_provider());
  providers_.push_back(make_profile_provider());
  providers_.push_back(make_syscall_provider());
  providers_.push_back(make_pid_provider());
  // Appended after the first four so their probe ids do not move.
  providers_.push_back(make_proc_provider());
  providers_.push_back(make_sched_provider());
  providers_.push_back(make_sdt_provider());
  providers_.push_back(make_rawtp_provider());
  providers_.push_back(make_fbt_provider());
  providers_.push_back(make_usdt_provider());
  providers_.push_back(make_io_provider());
}

void Registry::populate_through(size_t index) {
  for (; populated_ <= index && populated_ < providers_.size(); ++populated_)
    providers_[populated_]->populate(table_, static_cast<int>(populated_));
}

void Registry::populate_all() { populate_through(providers_.size() - 1); }

Result<std::vector<const probes::Probe*>> Registry::match(const probes::ProbeDesc& desc) {
  for (size_t i = 0; i < providers_.size(); ++i) {
    if (!providers_[i]->provides(desc.provider)) continue;
    populate_through(i);
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

}  // namespace dtrace::providers
