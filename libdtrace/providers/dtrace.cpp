// The dtrace provider: BEGIN, END and ERROR with DTrace's ids 1, 2, 3.
// BEGIN and END need no kernel probe (DESIGN.md D7): their programs are raw
// tracepoint programs that the session runs with BPF_PROG_TEST_RUN, BEGIN
// before anything else is attached, END after everything is detached.
#include <linux/bpf.h>

#include "providers/provider.h"

namespace dtrace::providers {
namespace {

class DtraceProvider final : public Provider {
 public:
  std::string_view name() const override { return "dtrace"; }
  // Oracle's attributes for this provider (dt_prov_dtrace.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Stable, Stability::Stable, DepClass::Common},  // provider
        {Stability::Private, Stability::Private, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Unknown},  // function
        {Stability::Stable, Stability::Stable, DepClass::Common},  // name
        {Stability::Stable, Stability::Stable, DepClass::Common}   // args
    };
  }

  bool may_match(const probes::ProbeDesc& d) const override {
    return name_in(d, {"BEGIN", "END", "ERROR"});
  }

  void populate(probes::ProbeTable& table, int index) override {
    for (const char* n : {"BEGIN", "END", "ERROR"})
      table.add(probes::Probe{0, "dtrace", "", "", n, index, 0, ""});
  }

  uint32_t prog_type(const probes::Probe&) const override {
    return BPF_PROG_TYPE_RAW_TRACEPOINT;
  }

  Result<std::vector<load::Link>> attach(const probes::Probe&, const load::Program&) override {
    return std::vector<load::Link>{};  // run by the session, never attached
  }
};

}  // namespace

std::unique_ptr<Provider> make_dtrace_provider() { return std::make_unique<DtraceProvider>(); }

}  // namespace dtrace::providers
