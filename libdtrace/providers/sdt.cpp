// The sdt provider: sdt:<group>::<event> for every tracefs event outside
// the syscalls, kprobes and uprobes groups (Oracle's naming: the group is
// the module, the function is empty), attached as a perf tracepoint
// (BPF_PROG_TYPE_TRACEPOINT).  arg0..argN are the record's fields after the
// common_ ones, in format-file order; args[] is typed from the format file.
// As in Oracle, an array field's argument is its address in the record;
// a __data_loc field's argument is the address of its data (a string).
#include <linux/bpf.h>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

class SdtProvider final : public Provider {
 public:
  explicit SdtProvider(std::shared_ptr<TracefsEvents> events) : events_(std::move(events)) {}
  std::string_view name() const override { return "sdt"; }
  // Oracle's attributes for this provider (dt_prov_sdt.c).
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
      table.add(probes::Probe{0, "sdt", group, "", event, index, 0, ""});
  }

  bool may_match(const probes::ProbeDesc& d) const override {
    return may_be_event(d, *events_);
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_TRACEPOINT; }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    std::vector<probes::ArgType> out;
    auto fields = event_format(p.module, p.name);
    if (!fields) return out;
    for (const FormatField& f : *fields) {
      if (out.size() == m::kNumArgs) break;
      out.push_back(probes::ArgType{field_d_type(f), ""});
    }
    return out;
  }

  // For each field i (at most 10):
  //   scalar:      ms->args[i] = *(uN *)(ctx + off)
  //   array:       ms->args[i] = ctx + off
  //   __data_loc:  ms->args[i] = ctx + (*(u32 *)(ctx + off) & 0xffff)
  // The context pointer is stored to ms->args[i] and read back, so that the
  // verifier sees a plain number it lets us add a variable offset to.
  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    auto fields = event_format(p.module, p.name);
    int n = 0;
    if (fields) {
      for (const FormatField& f : *fields) {
        if (n == m::kNumArgs) break;
        emit_field(b, ctx, ms, f, static_cast<int16_t>(m::kArgs + 8 * n++));
      }
    }
    emit_clear_args(b, ms, n);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    auto link = load::attach_tracepoint(prog, p.module, p.name);
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }

 private:
  std::shared_ptr<TracefsEvents> events_;
  static void emit_field(ir::Builder& b, ir::Reg ctx, ir::Reg ms, const FormatField& f,
                         int16_t slot) {
    bool scalar = !f.is_array && !f.is_data_loc &&
                  (f.size == 1 || f.size == 2 || f.size == 4 || f.size == 8);
    ir::Reg v = b.vreg();
    if (scalar) {
      b.load(static_cast<uint8_t>(f.size), v, ctx, static_cast<int16_t>(f.offset));
      b.store(8, ms, slot, v);
      return;
    }
    b.store(8, ms, slot, ctx);
    b.load(8, v, ms, slot);
    if (f.is_data_loc) {
      ir::Reg loc = b.vreg();
      b.load(4, loc, ctx, static_cast<int16_t>(f.offset));
      b.alu(ir::AluOp::And, loc, 0xffff);
      b.alu(ir::AluOp::Add, v, loc);
    } else {
      b.alu(ir::AluOp::Add, v, f.offset);
    }
    b.store(8, ms, slot, v);
  }
};

}  // namespace

std::unique_ptr<Provider> make_sdt_provider(std::shared_ptr<TracefsEvents> events) {
  return std::make_unique<SdtProvider>(std::move(events));
}

}  // namespace dtrace::providers
