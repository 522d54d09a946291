// The profile provider: profile-N fires on every CPU, tick-N on one, each a
// perf software CPU clock event (DESIGN.md D8).  N takes DTrace's units:
// ns us ms s m h d hz, no unit meaning hz.  arg0 is the kernel pc (0 in user
// mode), arg1 the user pc (0 in kernel mode).
#include <linux/bpf.h>

#include <optional>

#include "ir/mstate.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

// DTrace's shortest profile/tick period: 200us (5000hz).  A faster rate
// names no probe, so its description matches nothing.
constexpr uint64_t kMinPeriodNs = 200000;

// Period in ns of a rate spec such as "1s", "99", "10ms", "1000hz".
std::optional<uint64_t> period_ns(std::string_view spec) {
  size_t i = 0;
  while (i < spec.size() && spec[i] >= '0' && spec[i] <= '9') ++i;
  if (i == 0 || i > 18) return std::nullopt;
  uint64_t n = std::stoull(std::string(spec.substr(0, i)));
  std::string_view unit = spec.substr(i);
  if (n == 0) return std::nullopt;
  struct Unit {
    const char* name;
    uint64_t ns;
  };
  static constexpr Unit units[] = {{"ns", 1},           {"nsec", 1},
                                   {"us", 1000},        {"usec", 1000},
                                   {"ms", 1000000},     {"msec", 1000000},
                                   {"s", 1000000000},   {"sec", 1000000000},
                                   {"m", 60000000000},  {"min", 60000000000},
                                   {"h", 3600000000000}, {"hour", 3600000000000},
                                   {"d", 86400000000000}, {"day", 86400000000000}};
  if (unit.empty() || unit == "hz") return 1000000000 / n;
  for (const Unit& u : units)
    if (unit == u.name) return n * u.ns;
  return std::nullopt;
}

class ProfileProvider final : public Provider {
 public:
  std::string_view name() const override { return "profile"; }
  // Oracle's attributes for this provider (dt_prov_profile.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Evolving, Stability::Evolving, DepClass::Common},  // provider
        {Stability::Unstable, Stability::Unstable, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Unknown},  // function
        {Stability::Evolving, Stability::Evolving, DepClass::Common},  // name
        {Stability::Evolving, Stability::Evolving, DepClass::Common}   // args
    };
  }

  bool may_match(const probes::ProbeDesc& d) const override {
    return d.name.empty() || probes::has_glob(d.name) || d.name.starts_with("profile-") ||
           d.name.starts_with("tick-");
  }

  void populate(probes::ProbeTable& table, int index) override {
    for (int hz : {97, 199, 499, 997, 1999, 4001, 4999})
      add(table, index, "profile-" + std::to_string(hz));
    for (int hz : {1, 10, 100, 500, 1000, 5000}) add(table, index, "tick-" + std::to_string(hz));
  }

  void provide(const probes::ProbeDesc& d, probes::ProbeTable& table, int index) override {
    if (!d.module.empty() || !d.function.empty() || probes::has_glob(d.name)) return;
    add(table, index, d.name);
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_PERF_EVENT; }

  void emit_trampoline(const probes::Probe&, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    emit_sample_pcs(b, ctx, ms);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    bool tick = p.name.starts_with("tick-");
    // tick-N fires on one CPU: the first online one, or -x cpu's.
    std::optional<int> cpu = only_cpu_;
    if (tick && !cpu) {
      auto cpus = load::online_cpus();
      if (!cpus) return cpus.error();
      cpu = cpus->empty() ? 0 : cpus->front();
    }
    return load::attach_perf_clock(prog, p.data, cpu);
  }

  void set_cpu(std::optional<int> cpu) override { only_cpu_ = cpu; }

 private:
  std::optional<int> only_cpu_;

  static void add(probes::ProbeTable& table, int index, const std::string& name) {
    std::string_view rate;
    if (name.starts_with("profile-"))
      rate = std::string_view(name).substr(8);
    else if (name.starts_with("tick-"))
      rate = std::string_view(name).substr(5);
    else
      return;
    auto ns = period_ns(rate);
    if (!ns || *ns < kMinPeriodNs) return;
    table.add(probes::Probe{0, "profile", "", "", name, index, *ns, ""});
  }
};

}  // namespace

// ms->args[0] = user_mode(regs) ? 0 : regs->ip;  ms->args[1] = user_mode ? regs->ip : 0
void emit_sample_pcs(ir::Builder& b, ir::Reg ctx, ir::Reg ms) {
  namespace m = ir::mstate;
  constexpr int16_t kIp = 16 * 8, kCs = 17 * 8;  // struct pt_regs on x86_64
  ir::Reg ip = b.vreg(), cs = b.vreg();
  b.load(8, ip, ctx, kIp);
  b.load(8, cs, ctx, kCs);
  uint32_t user = b.new_label(), done = b.new_label();
  b.store_imm(8, ms, m::kArgs, 0);
  b.store_imm(8, ms, m::kArgs + 8, 0);
  b.alu(ir::AluOp::And, cs, 3);
  b.jump_if(ir::Cond::Ne, cs, 0, user);
  b.store(8, ms, m::kArgs, ip);
  b.jump(done);
  b.label(user);
  b.store(8, ms, m::kArgs + 8, ip);
  b.label(done);
}

std::unique_ptr<Provider> make_profile_provider() { return std::make_unique<ProfileProvider>(); }

}  // namespace dtrace::providers
