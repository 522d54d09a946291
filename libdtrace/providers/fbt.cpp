// The fbt provider: fbt:<module>:<function>:entry/return on Oracle
// DTrace, through fentry/fexit (BPF trampolines) or kprobes.  Neither is
// implemented here yet, and the kernels this project runs on refuse both,
// so the provider registers (DESIGN.md 2.4: a provider the kernel cannot
// serve still registers) but offers no probes: `dtrace -l -P fbt` lists
// none, and naming one is the ordinary "does not match any probes" error.
// unavailable() is the one line that says why, for a caller to show.
#include <linux/bpf.h>

#include "providers/provider.h"

namespace dtrace::providers {
namespace {

class FbtProvider final : public Provider {
 public:
  std::string_view name() const override { return "fbt"; }
  // Oracle's attributes for this provider (dt_prov_fbt.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Evolving, Stability::Evolving, DepClass::Common},  // provider
        {Stability::Private, Stability::Private, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Isa},  // function
        {Stability::Evolving, Stability::Evolving, DepClass::Common},  // name
        {Stability::Private, Stability::Private, DepClass::Isa}   // args
    };
  }
  void populate(probes::ProbeTable&, int) override {}
  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_TRACING; }
  std::optional<std::string> unavailable() const override {
    return "fbt probes are not available: they need fentry or kprobes, which this dtrace "
           "does not support on this kernel";
  }
  Result<std::vector<load::Link>> attach(const probes::Probe&, const load::Program&) override {
    return Error::make("fbt probes are not available");
  }
};

}  // namespace

std::unique_ptr<Provider> make_fbt_provider() { return std::make_unique<FbtProvider>(); }

}  // namespace dtrace::providers
