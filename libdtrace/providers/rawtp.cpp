// The rawtp provider (Oracle's Linux-only provider): rawtp:<group>::<event>
// for every tracefs event outside the syscalls, kprobes and uprobes groups,
// attached as a raw tracepoint (BPF_PROG_TYPE_RAW_TRACEPOINT,
// bpf_raw_tracepoint_open).  arg0..argN are the tracepoint's untranslated
// arguments, the raw context's u64 array; args[] is typed from the kernel's
// BTF typedef btf_trace_<event>.  Oracle finds the argument count by
// trial-loading programs; BTF gives count and types at once.
#include <linux/bpf.h>

#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

class RawtpProvider final : public Provider {
 public:
  explicit RawtpProvider(std::shared_ptr<TracefsEvents> events) : events_(std::move(events)) {}
  std::string_view name() const override { return "rawtp"; }
  // Oracle's attributes for this provider (dt_prov_rawtp.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Evolving, Stability::Evolving, DepClass::Isa},  // provider
        {Stability::Private, Stability::Private, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Unknown},  // function
        {Stability::Private, Stability::Private, DepClass::Isa},  // name
        {Stability::Private, Stability::Private, DepClass::Isa}   // args
    };
  }

  void populate(probes::ProbeTable& table, int index) override {
    for (auto& [group, event] : events_->list())
      table.add(probes::Probe{0, "rawtp", group, "", event, index, 0, ""});
  }

  bool may_match(const probes::ProbeDesc& d) const override {
    return may_be_event(d, *events_);
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_RAW_TRACEPOINT; }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    std::vector<probes::ArgType> out;
    if (auto types = kernel_->rawtp_args(p.name))
      for (std::string& t : *types) out.push_back(probes::ArgType{std::move(t), ""});
    return out;
  }

  // ms->args[i] = ctx->args[i] for each argument the tracepoint passes (the
  // verifier refuses reads past them), the rest 0.  Without BTF only arg0
  // is read: every tracepoint passes at least one argument.
  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    auto types = kernel_->rawtp_args(p.name);
    emit_rawtp_args(b, ctx, ms, types ? static_cast<int>(types->size()) : 1);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    auto link = load::attach_raw_tracepoint(prog, p.name);
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }

 private:
  std::shared_ptr<TracefsEvents> events_;
  // Behind a pointer: arg_types and emit_trampoline are const but load
  // BTF on first use.
  std::unique_ptr<KernelTypes> kernel_ = std::make_unique<KernelTypes>();
};

}  // namespace

std::unique_ptr<Provider> make_rawtp_provider(std::shared_ptr<TracefsEvents> events) {
  return std::make_unique<RawtpProvider>(std::move(events));
}

}  // namespace dtrace::providers
