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
//   enqueue    sched_wakeup and sched_wakeup_new (Oracle: fbt
//              enqueue_task_*): the woken task has just been put on a run
//              queue.  args[0] = args[1] = the task, args[2] = the
//              cpuinfo_t of its CPU, args[3] = 0 (not queued at the front).
//   dequeue    sched_switch of a task that blocks (Oracle: fbt
//              dequeue_task_*): it leaves this CPU's run queue.
//              args[0] = args[1] = the task, args[2] = this CPU's cpuinfo_t.
//   tick       a perf CPU clock event at the kernel's HZ on every CPU
//              (Oracle: fbt scheduler_tick): args[0] = args[1] = curthread.
//
// As in proc.cpp, argN is laid out as args[] is.
#include <linux/bpf.h>
#include <sys/syscall.h>
#include <sys/utsname.h>

#include <fstream>
#include <string>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

constexpr const char* kTask = "struct task_struct *";

struct SchedProbe {
  const char* name;
  std::vector<const char*> events;  // the raw tracepoints; none: the CPU clock
  std::vector<probes::ArgType> args;
};

const std::vector<SchedProbe>& sched_probes() {
  static const std::vector<SchedProbe> probes = {
      {"dequeue", {"sched_switch"},
       {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}, {"cpuinfo_t *", ""}}},
      {"enqueue", {"sched_wakeup", "sched_wakeup_new"},
       {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}, {"cpuinfo_t *", ""}, {"int", ""}}},
      {"off-cpu", {"sched_switch"}, {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
      {"on-cpu", {"sched_switch"}, {}},
      {"preempt", {"sched_switch"}, {}},
      {"sleep", {"sched_switch"}, {}},
      {"surrender", {"sys_enter"}, {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
      {"tick", {}, {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
      {"wakeup", {"sched_wakeup"}, {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
  };
  return probes;
}

const SchedProbe* find_probe(std::string_view name) { return find_named(sched_probes(), name); }

// ms->args[0] = ms->args[1] = task; the rest 0.
void store_task_args(ir::Builder& b, ir::Reg ms, ir::Reg task) {
  b.store(8, ms, m::kArgs, task);
  b.store(8, ms, m::kArgs + 8, task);
  emit_clear_args(b, ms, 2);
}

// The kernel's tick rate: CONFIG_HZ from the kernel's config file, else
// 250 (the x86 default).
uint64_t kernel_hz() {
  utsname u{};
  if (uname(&u) == 0) {
    std::ifstream in(std::string("/boot/config-") + u.release);
    std::string line;
    while (std::getline(in, line))
      if (line.starts_with("CONFIG_HZ=")) {
        uint64_t hz = std::strtoull(line.c_str() + 10, nullptr, 10);
        if (hz > 0) return hz;
      }
  }
  return 250;
}

class SchedProvider final : public Provider {
 public:
  std::string_view name() const override { return "sched"; }
  ProviderAttributes attributes() const override { return kStableKernelProvider; }

  void populate(probes::ProbeTable& table, int index) override {
    add_named(table, "sched", sched_probes(), index);
  }

  bool may_match(const probes::ProbeDesc& d) const override { return may_name(sched_probes(), d); }

  uint32_t prog_type(const probes::Probe& p) const override {
    return p.name == "tick" ? BPF_PROG_TYPE_PERF_EVENT : BPF_PROG_TYPE_RAW_TRACEPOINT;
  }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    const SchedProbe* sp = find_probe(p.name);
    return sp ? sp->args : std::vector<probes::ArgType>{};
  }

  // sched_switch(preempt, prev, next, prev_state); sched_wakeup(p);
  // sys_enter(regs, id).
  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    if (p.name == "enqueue" || p.name == "dequeue" || p.name == "tick") {
      emit_queue_args(p, b, ctx, ms);
      return;
    }
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
    if (p.name == "preempt" || p.name == "sleep") emit_switch_filter(b, ctx, p.name == "sleep");
    emit_clear_args(b, ms, 0);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const SchedProbe* sp = find_probe(p.name);
    if (!sp) return Error::make("unknown sched probe '{}'", p.name);
    if (sp->events.empty()) return load::attach_perf_clock(prog, 1000000000 / kernel_hz(), {});
    std::vector<load::Link> out;
    for (const char* event : sp->events) {
      auto link = load::attach_raw_tracepoint(prog, event);
      if (!link) return link.error();
      out.push_back(std::move(*link));
    }
    return out;
  }

 private:
  // Returns from the program unless the sched_switch is a preemption
  // (sleep false) or a task blocking (sleep true: not preempted, and
  // prev_state != 0).
  static void emit_switch_filter(ir::Builder& b, ir::Reg ctx, bool sleep) {
    ir::Reg v = b.vreg();
    b.load(8, v, ctx, 0);
    b.alu(ir::AluOp::And, v, 0xff);  // bool preempt
    emit_return_if(b, sleep ? ir::Cond::Ne : ir::Cond::Eq, v, 0);
    if (!sleep) return;
    ir::Reg state = b.vreg();
    b.load(8, state, ctx, 24);
    b.alu(ir::AluOp::Mov, state, state, true);  // unsigned int prev_state
    emit_return_if(b, ir::Cond::Eq, state, 0);
  }

  // enqueue: task = p, cpu = p->cpu; dequeue: task = prev, cpu = this CPU;
  // tick: task = curthread.  args[0] = args[1] = task, args[2] = cpuinfo.
  void emit_queue_args(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const {
    ir::Reg task = b.vreg(), cpu = b.vreg();
    if (p.name == "tick") {
      b.call(BPF_FUNC_get_current_task, 0);
      b.mov(task, ir::R0);
      store_task_args(b, ms, task);
      return;
    }
    if (p.name == "dequeue") {
      emit_switch_filter(b, ctx, true);
      b.load(8, task, ctx, 8);
      b.call(BPF_FUNC_get_smp_processor_id, 0);
      b.mov(cpu, ir::R0);
    } else {
      b.load(8, task, ctx, 0);
      auto off = kernel_->member_offset("task_struct", "cpu");
      if (!off) off = kernel_->member_offset("thread_info", "cpu");  // at the start of task_struct
      ir::Reg c = emit_read_kernel(b, ms, task, off ? static_cast<int32_t>(*off) : 0, 4);
      b.mov(cpu, c);
    }
    store_task_args(b, ms, task);
    b.store(8, ms, m::kArgs + 16, emit_cpuinfo_of(b, ms, cpu));
  }

  std::unique_ptr<KernelTypes> kernel_ = std::make_unique<KernelTypes>();
};

}  // namespace

std::unique_ptr<Provider> make_sched_provider() { return std::make_unique<SchedProvider>(); }

}  // namespace dtrace::providers
