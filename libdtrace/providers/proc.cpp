// The proc provider: DTrace's stable process probes, proc:vmlinux::<name>,
// built on raw tracepoints as Oracle builds them on its rawtp, syscall and
// fbt probes ("dependent probes": the trampoline rewrites the underlying
// event's arguments and may refuse to fire, like a predicate).  Where Oracle
// uses fbt, which this kernel refuses, a tracepoint that fires at the same
// moment stands in:
//
//   create, lwp-create   sched_process_fork (child task)
//   exec                 sys_enter of execve / execveat (the path)
//   exec-success/-failure  sys_exit of execve / execveat, ret == 0 / != 0
//   exit, lwp-exit       sched_process_exit (exit: thread-group leader only)
//   start, lwp-start     sys_exit of clone/fork/vfork/clone3 returning 0: the
//                        new task's first return to user mode (Oracle:
//                        fbt schedule_tail:return)
//   signal-send          signal_generate with result DELIVERED or LOSE_INFO,
//                        the cases in which the kernel calls complete_signal
//                        (Oracle: fbt complete_signal:entry)
//   signal-discard       signal_generate with result IGNORED
//   signal-handle        signal_deliver
//   signal-clear         sys_exit of rt_sigtimedwait returning a signal
//
// argN is laid out as args[] is (args[1] of signal-send, psinfo_t * of the
// same task as args[0], is also in arg1), because args[N] is read from argN.
#include <linux/bpf.h>
#include <sys/syscall.h>

#include <functional>

#include "ir/mstate.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

constexpr const char* kTask = "struct task_struct *";

// The kernel event a proc probe rides on.
enum class Source { Fork, ProcessExit, SysEnter, SysExit, SignalGenerate, SignalDeliver };

struct ProcProbe {
  const char* name;
  Source source;
  std::vector<probes::ArgType> args;
};

const std::vector<ProcProbe>& proc_probes() {
  static const std::vector<ProcProbe> probes = {
      {"create", Source::Fork, {{kTask, "psinfo_t *"}}},
      {"exec", Source::SysEnter, {{"string", ""}}},
      {"exec-failure", Source::SysExit, {{"int", ""}}},
      {"exec-success", Source::SysExit, {}},
      {"exit", Source::ProcessExit, {{"int", ""}}},
      {"lwp-create", Source::Fork, {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}}},
      {"lwp-exit", Source::ProcessExit, {}},
      {"lwp-start", Source::SysExit, {}},
      {"signal-clear", Source::SysExit, {{"int", ""}}},
      {"signal-discard", Source::SignalGenerate,
       {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}, {"int", ""}}},
      {"signal-handle", Source::SignalDeliver,
       {{"int", ""}, {"siginfo_t *", ""}, {"void *", ""}}},
      {"signal-send", Source::SignalGenerate,
       {{kTask, "lwpsinfo_t *"}, {kTask, "psinfo_t *"}, {"int", ""}}},
      {"start", Source::SysExit, {}},
  };
  return probes;
}

const ProcProbe* find_probe(std::string_view name) { return find_named(proc_probes(), name); }

// signal_generate's result argument (include/trace/events/signal.h).
constexpr int64_t kTraceSignalDelivered = 0, kTraceSignalIgnored = 1, kTraceSignalLoseInfo = 4;
// si_code values of SIGCHLD (siginfo.h): how a process ended.
constexpr int64_t kCldExited = 1, kCldKilled = 2, kCldDumped = 3;
constexpr int64_t kSigkill = 9;

class ProcProvider final : public Provider {
 public:
  std::string_view name() const override { return "proc"; }
  ProviderAttributes attributes() const override { return kStableKernelProvider; }

  void populate(probes::ProbeTable& table, int index) override {
    add_named(table, "proc", proc_probes(), index);
  }

  bool may_match(const probes::ProbeDesc& d) const override { return may_name(proc_probes(), d); }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_RAW_TRACEPOINT; }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    const ProcProbe* pp = find_probe(p.name);
    return pp ? pp->args : std::vector<probes::ArgType>{};
  }

  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    using Emit = void (ProcProvider::*)(ir::Builder&, ir::Reg, ir::Reg) const;
    static constexpr std::pair<std::string_view, Emit> table[] = {
        {"create", &ProcProvider::emit_create},
        {"lwp-create", &ProcProvider::emit_create},
        {"exec", &ProcProvider::emit_exec},
        {"exec-success", &ProcProvider::emit_exec_success},
        {"exec-failure", &ProcProvider::emit_exec_failure},
        {"exit", &ProcProvider::emit_exit},
        {"lwp-exit", &ProcProvider::emit_lwp_exit},
        {"start", &ProcProvider::emit_start},
        {"lwp-start", &ProcProvider::emit_start},
        {"signal-send", &ProcProvider::emit_signal_send},
        {"signal-discard", &ProcProvider::emit_signal_discard},
        {"signal-handle", &ProcProvider::emit_signal_handle},
        {"signal-clear", &ProcProvider::emit_signal_clear},
    };
    for (auto& [name, fn] : table)
      if (p.name == name) (this->*fn)(b, ctx, ms);
  }

  // After the syscall probes on the same events; a process starts before
  // its first thread does, and its last thread exits before it does.
  int attach_rank(const probes::Probe& p) const override {
    return p.name == "lwp-start" || p.name == "exit" ? 2 : 1;
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const ProcProbe* pp = find_probe(p.name);
    if (!pp) return Error::make("unknown proc probe '{}'", p.name);
    static constexpr std::pair<Source, const char*> events[] = {
        {Source::Fork, "sched_process_fork"},   {Source::ProcessExit, "sched_process_exit"},
        {Source::SysEnter, "sys_enter"},         {Source::SysExit, "sys_exit"},
        {Source::SignalGenerate, "signal_generate"}, {Source::SignalDeliver, "signal_deliver"},
    };
    std::string event;
    for (auto& [s, e] : events)
      if (s == pp->source) event = e;
    auto link = load::attach_raw_tracepoint(prog, event);
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }

 private:
  // sched_process_fork(parent, child): args[0] = args[1] = child.
  void emit_create(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    emit_rawtp_args(b, ctx, ms, 2);
    emit_copy_arg(b, ms, 1, 0);
  }

  // Returns unless the syscall (from emit_syscall_regs) is execve/execveat.
  static void emit_require_exec(ir::Builder& b, ir::Reg nr) {
    uint32_t ok = b.new_label();
    b.jump_if(ir::Cond::Eq, nr, SYS_execve, ok);
    b.jump_if(ir::Cond::Eq, nr, SYS_execveat, ok);
    b.mov(ir::R0, 0);
    b.exit();
    b.label(ok);
  }

  // sys_enter(regs, id): args[0] = execve ? regs->di : regs->si (execveat's
  // path is its second argument).
  void emit_exec(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg nr = emit_syscall_regs(b, ctx, ms);
    emit_require_exec(b, nr);
    emit_clear_args(b, ms, 0);
    ir::Reg path = emit_syscall_arg(b, ms, 0);
    uint32_t store = b.new_label();
    b.jump_if(ir::Cond::Eq, nr, SYS_execve, store);
    path = emit_syscall_arg(b, ms, 1);
    b.label(store);
    b.store(8, ms, m::kArgs, path);
  }

  // sys_exit(regs, ret) of execve/execveat: fires when ret == 0.
  void emit_exec_success(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg nr = emit_syscall_regs(b, ctx, ms);
    emit_require_exec(b, nr);
    ir::Reg ret = b.vreg();
    b.load(8, ret, ctx, 8);
    emit_return_if(b, ir::Cond::Ne, ret, 0);
    emit_clear_args(b, ms, 0);
  }

  // ... fires when ret != 0; args[0] = ret (-errno).
  void emit_exec_failure(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg nr = emit_syscall_regs(b, ctx, ms);
    emit_require_exec(b, nr);
    ir::Reg ret = b.vreg();
    b.load(8, ret, ctx, 8);
    emit_return_if(b, ir::Cond::Eq, ret, 0);
    emit_clear_args(b, ms, 1);
    b.store(8, ms, m::kArgs, ret);
  }

  // sched_process_exit(task, ...), for the thread-group leader only:
  //   code = task->exit_code;
  //   args[0] = (code & 0x7f) == 0 ? CLD_EXITED : (code & 0x80) ? CLD_DUMPED : CLD_KILLED
  void emit_exit(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    b.call(BPF_FUNC_get_current_pid_tgid, 0);
    ir::Reg tid = b.vreg(), tgid = b.vreg();
    b.mov(tid, ir::R0);
    b.mov(tgid, ir::R0);
    b.alu(ir::AluOp::Lsh, tid, 32);
    b.alu(ir::AluOp::Rsh, tid, 32);
    b.alu(ir::AluOp::Rsh, tgid, 32);
    uint32_t leader = b.new_label();
    b.jump_if(ir::Cond::Eq, tid, tgid, leader);
    b.mov(ir::R0, 0);
    b.exit();
    b.label(leader);
    emit_clear_args(b, ms, 0);
    auto off = kernel_->member_offset("task_struct", "exit_code");
    ir::Reg task = b.vreg();
    b.load(8, task, ctx, 0);
    ir::Reg code = emit_read_kernel(b, ms, task, off ? static_cast<int32_t>(*off) : 0, 4);
    ir::Reg why = b.vreg(), low = b.vreg();
    uint32_t done = b.new_label();
    b.mov(why, kCldExited);
    b.mov(low, code);
    b.alu(ir::AluOp::And, low, 0x7f);
    b.jump_if(ir::Cond::Eq, low, 0, done);
    b.mov(why, kCldDumped);
    b.jump_if(ir::Cond::Set, code, 0x80, done);
    b.mov(why, kCldKilled);
    b.label(done);
    b.store(8, ms, m::kArgs, why);
  }

  void emit_lwp_exit(ir::Builder& b, ir::Reg, ir::Reg ms) const { emit_clear_args(b, ms, 0); }

  // sys_exit of clone/fork/vfork/clone3 with ret == 0: the child's first
  // return to user mode.
  void emit_start(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg nr = emit_syscall_regs(b, ctx, ms);
    uint32_t ok = b.new_label();
    for (int64_t n : {SYS_clone, SYS_fork, SYS_vfork, SYS_clone3}) b.jump_if(ir::Cond::Eq, nr, n, ok);
    b.mov(ir::R0, 0);
    b.exit();
    b.label(ok);
    ir::Reg ret = b.vreg();
    b.load(8, ret, ctx, 8);
    emit_return_if(b, ir::Cond::Ne, ret, 0);
    emit_clear_args(b, ms, 0);
  }

  // signal_generate(sig, info, task, group, result):
  //   args[0] = args[1] = task; args[2] = sig
  static void emit_signal_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms) {
    ir::Reg sig = b.vreg(), task = b.vreg();
    b.load(8, sig, ctx, 0);
    b.load(8, task, ctx, 16);
    b.store(8, ms, m::kArgs, task);
    b.store(8, ms, m::kArgs + 8, task);
    b.store(8, ms, m::kArgs + 16, sig);
    emit_clear_args(b, ms, 3);
  }

  void emit_signal_send(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg result = b.vreg();
    b.load(8, result, ctx, 32);
    uint32_t ok = b.new_label();
    b.jump_if(ir::Cond::Eq, result, kTraceSignalDelivered, ok);
    b.jump_if(ir::Cond::Eq, result, kTraceSignalLoseInfo, ok);
    b.mov(ir::R0, 0);
    b.exit();
    b.label(ok);
    emit_signal_args(b, ctx, ms);
  }

  void emit_signal_discard(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg result = b.vreg();
    b.load(8, result, ctx, 32);
    emit_return_if(b, ir::Cond::Ne, result, kTraceSignalIgnored);
    emit_signal_args(b, ctx, ms);
  }

  // signal_deliver(sig, info, ka): args[0] = sig, args[1] = info,
  // args[2] = ka->sa.sa_handler.  A fatal signal nobody handles reaches
  // the task as SIGKILL; the signal that caused it is then
  // current->signal->group_exit_code (as Oracle reports it).
  void emit_signal_handle(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    emit_rawtp_args(b, ctx, ms, 3);
    ir::Reg ka = b.vreg();
    b.load(8, ka, ctx, 16);
    b.store(8, ms, m::kArgs + 16, emit_read_kernel(b, ms, ka, 0, 8));
    ir::Reg sig = b.vreg();
    b.load(8, sig, ctx, 0);
    uint32_t keep = b.new_label();
    b.jump_if(ir::Cond::Ne, sig, kSigkill, keep);
    auto sig_off = kernel_->member_offset("task_struct", "signal");
    auto code_off = kernel_->member_offset("signal_struct", "group_exit_code");
    if (sig_off && code_off) {
      b.call(BPF_FUNC_get_current_task, 0);
      ir::Reg task = b.vreg();
      b.mov(task, ir::R0);
      ir::Reg sigp = emit_read_kernel(b, ms, task, static_cast<int32_t>(*sig_off), 8);
      ir::Reg code = emit_read_kernel(b, ms, sigp, static_cast<int32_t>(*code_off), 4);
      b.jump_if(ir::Cond::Eq, code, 0, keep);
      b.store(8, ms, m::kArgs, code);
    }
    b.label(keep);
  }

  // sys_exit of rt_sigtimedwait returning a signal number (> 0): args[0].
  void emit_signal_clear(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    ir::Reg nr = emit_syscall_regs(b, ctx, ms);
    emit_return_if(b, ir::Cond::Ne, nr, SYS_rt_sigtimedwait);
    ir::Reg ret = b.vreg();
    b.load(8, ret, ctx, 8);
    emit_return_if(b, ir::Cond::Sle, ret, 0);
    emit_clear_args(b, ms, 1);
    b.store(8, ms, m::kArgs, ret);
  }

  std::unique_ptr<KernelTypes> kernel_ = std::make_unique<KernelTypes>();
};

}  // namespace

std::unique_ptr<Provider> make_proc_provider() { return std::make_unique<ProcProvider>(); }

}  // namespace dtrace::providers
