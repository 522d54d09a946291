// The sched_switch program that keeps the vtime map's clocks (see vtime.h).
#include "vtime.h"

#include <linux/bpf.h>

#include "aux_prog.h"
#include "ir/builder.h"
#include "lower/lower.h"
#include "types/btf.h"

namespace dtrace::vtime {

namespace {

// r = the pid (thread id) of the task at ctx->args[arg], or 0.
ir::Reg task_pid(ir::Builder& b, ir::Reg ctx, int arg, int16_t slot, uint32_t pid_off) {
  ir::Reg task = b.vreg();
  b.load(8, task, ctx, static_cast<int16_t>(8 * arg));
  return aux::read_kernel_u32(b, slot, task, pid_off);
}

}  // namespace

// now = bpf_ktime_get_ns();
// v = vtime[prev->pid]; if (v && v->start) { v->total += now - v->start; v->start = 0; }
// v = vtime[next->pid]; if (v) v->start = now;
// (pid 0, the idle tasks of every CPU, is left out.)
Result<ir::Function> build_switch(uint32_t vtime_map) {
  types::KernelBtf btf;
  auto pid_off = btf.member_offset("task_struct", "pid");
  if (!pid_off)
    return Error::make("could not enable tracing: vtimestamp needs the kernel's BTF ({})",
                       pid_off.error().message);
  ir::Function fn;
  fn.name = "dt_vtime_switch";
  {
    ir::Builder b(fn);
    ir::Reg ctx = b.vreg();
    b.mov(ctx, ir::R1);
    int16_t slot = b.stack_alloc(8);
    b.call(BPF_FUNC_ktime_get_ns, 0);
    ir::Reg now = b.vreg();
    b.mov(now, ir::R0);
    uint32_t next = b.new_label(), out = b.new_label();
    ir::Reg prev = task_pid(b, ctx, 1, slot, *pid_off);
    b.jump_if(ir::Cond::Eq, prev, 0, next);
    ir::Reg v = aux::lookup_u32(b, vtime_map, slot, prev, next);
    ir::Reg start = b.vreg(), total = b.vreg();
    b.load(8, start, v, lower::kVtimeStart);
    b.jump_if(ir::Cond::Eq, start, 0, next);
    b.load(8, total, v, lower::kVtimeTotal);
    b.alu(ir::AluOp::Add, total, now);
    b.alu(ir::AluOp::Sub, total, start);
    b.store(8, v, lower::kVtimeTotal, total);
    b.store_imm(8, v, lower::kVtimeStart, 0);
    b.label(next);
    ir::Reg nxt = task_pid(b, ctx, 2, slot, *pid_off);
    b.jump_if(ir::Cond::Eq, nxt, 0, out);
    ir::Reg w = aux::lookup_u32(b, vtime_map, slot, nxt, out);
    b.store(8, w, lower::kVtimeStart, now);
    b.label(out);
    b.mov(ir::R0, 0);
    b.exit();
  }
  return fn;
}

}  // namespace dtrace::vtime
