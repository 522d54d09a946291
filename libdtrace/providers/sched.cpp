// The sched provider: DTrace's stable scheduler probes, sched:vmlinux::<name>,
// on raw tracepoints (Oracle's are on its rawtp and fbt probes; where it
// uses fbt, which this kernel refuses, a tracepoint stands in):
//
//   off-cpu    sched_switch: args[0] = args[1] = the next task
//   on-cpu     sched_switch (Oracle: fbt schedule_tail).  The tracepoint
//              fires before the switch, while the task leaving the CPU is
//              still current: the trampoline hands the incoming task to
//              the clauses (ms->task), and curthread, pid, tid, execname,
//              self-> and the rest describe it (probes.h,
//              fires_for_incoming_task).
//   sleep      sched_switch of a task that blocks (prev_state != 0, not
//              preempted); Oracle declares it but has no probe.
//   preempt    sched_switch of a preempted task; Oracle has no probe.
//   wakeup     sched_wakeup: args[0] = args[1] = the woken task
//   surrender  sys_enter of sched_yield (Oracle: fbt do_sched_yield):
//              args[0] = args[1] = curthread
//
// enqueue, dequeue and tick need fbt (enqueue_task_*, dequeue_task_*,
// scheduler_tick): not offered.  As in proc.cpp, argN is laid out as
// args[] is.
#include <linux/bpf.h>
#include <sys/syscall.h>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

constexpr const char* kTask = "struct task_struct *";

struct SchedProbe {
  const char* name;
  const char* event;  // the raw tracepoint
  std::vector<probes::ArgType> args;
};

const std::vector<SchedProbe>& sched_probes() {
  static const std::vector<SchedProbe> probes = {
      {"off-cpu", "sched_switch", {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
      {"on-cpu", "sched_switch", {}},
      {"preempt", "sched_switch", {}},
      {"sleep", "sched_switch", {}},
      {"surrender", "sys_enter", {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
      {"wakeup", "sched_wakeup", {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
  };
  return probes;
}

const SchedProbe* find_probe(std::string_view name) {
  for (const SchedProbe& p : sched_probes())
    if (name == p.name) return &p;
  return nullptr;
}

// ms->args[0] = ms->args[1] = task; the rest 0.
void store_task_args(ir::Builder& b, ir::Reg ms, ir::Reg task) {
  b.store(8, ms, m::kArgs, task);
  b.store(8, ms, m::kArgs + 8, task);
  emit_clear_args(b, ms, 2);
}

class SchedProvider final : public Provider {
 public:
  std::string_view name() const override { return "sched"; }
  // Oracle's attributes for this provider (dt_prov_sched.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Evolving, Stability::Evolving, DepClass::Isa},  // provider
        {Stability::Private, Stability::Private, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Unknown},  // function
        {Stability::Evolving, Stability::Evolving, DepClass::Isa},  // name
        {Stability::Evolving, Stability::Evolving, DepClass::Isa}   // args
    };
  }

  void populate(probes::ProbeTable& table, int index) override {
    for (const SchedProbe& p : sched_probes())
      table.add(probes::Probe{0, "sched", "vmlinux", "", p.name, index, 0, ""});
  }

  bool may_match(const probes::ProbeDesc& d) const override {
    return d.name.empty() || probes::has_glob(d.name) || find_probe(d.name) != nullptr;
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_RAW_TRACEPOINT; }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    const SchedProbe* sp = find_probe(p.name);
    return sp ? sp->args : std::vector<probes::ArgType>{};
  }

  // sched_switch(preempt, prev, next, prev_state); sched_wakeup(p);
  // sys_enter(regs, id).
  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    ir::Reg v = b.vreg();
    if (p.name == "off-cpu" || p.name == "wakeup") {
      b.load(8, v, ctx, p.name == "off-cpu" ? 16 : 0);
      store_task_args(b, ms, v);
      return;
    }
    if (p.name == "surrender") {
      b.load(8, v, ctx, 8);
      emit_return_if(b, ir::Cond::Ne, v, SYS_sched_yield);
      b.call(BPF_FUNC_get_current_task, 0);
      b.mov(v, ir::R0);
      store_task_args(b, ms, v);
      return;
    }
    if (probes::fires_for_incoming_task(p)) {
      b.load(8, v, ctx, 16);  // next
      b.store(8, ms, m::kTask, v);
      emit_clear_args(b, ms, 0);
      return;
    }
    if (p.name == "preempt" || p.name == "sleep") {
      b.load(8, v, ctx, 0);
      b.alu(ir::AluOp::And, v, 0xff);  // bool preempt
      emit_return_if(b, p.name == "preempt" ? ir::Cond::Eq : ir::Cond::Ne, v, 0);
    }
    if (p.name == "sleep") {
      ir::Reg state = b.vreg();
      b.load(8, state, ctx, 24);
      b.alu(ir::AluOp::Mov, state, state, true);  // unsigned int prev_state
      emit_return_if(b, ir::Cond::Eq, state, 0);
    }
    emit_clear_args(b, ms, 0);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const SchedProbe* sp = find_probe(p.name);
    if (!sp) return Error::make("unknown sched probe '{}'", p.name);
    auto link = load::attach_raw_tracepoint(prog, sp->event);
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }
};

}  // namespace

std::unique_ptr<Provider> make_sched_provider() { return std::make_unique<SchedProvider>(); }

}  // namespace dtrace::providers
