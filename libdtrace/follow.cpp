// -x follow=fork: the process test of a probe program and the programs that
// keep the follow map current (see follow.h).
#include "follow.h"

#include <linux/bpf.h>

#include <string>

#include "aux_prog.h"
#include "types/btf.h"

namespace dtrace::follow {

namespace {

// r = bpf_get_current_pid_tgid() >> 32: the current process's id.
ir::Reg current_tgid(ir::Builder& b) {
  b.call(BPF_FUNC_get_current_pid_tgid, 0);
  ir::Reg tgid = b.vreg();
  b.mov(tgid, ir::R0);
  b.alu(ir::AluOp::Rsh, tgid, 32);
  return tgid;
}

// root = dt_follow[tgid] (the key written at the stack slot `key`); on to
// `missing` when tgid is not followed.
ir::Reg lookup_root(ir::Builder& b, uint32_t follow_map, int16_t key, ir::Reg tgid,
                    uint32_t missing) {
  ir::Reg found = aux::lookup_u32(b, follow_map, key, tgid, missing);
  ir::Reg root = b.vreg();
  b.load(4, root, found, 0);
  return root;
}

}  // namespace

void emit_filter(ir::Builder& b, uint32_t follow_map, int root) {
  b.comment("-x follow=fork: only process " + std::to_string(root) + " and its descendants");
  ir::Reg tgid = current_tgid(b);
  uint32_t pass = b.new_label(), refuse = b.new_label();
  b.jump_if(ir::Cond::Eq, tgid, root, pass);
  ir::Reg of = lookup_root(b, follow_map, b.stack_alloc(8), tgid, refuse);
  b.jump_if(ir::Cond::Eq, of, root, pass);
  b.label(refuse);
  b.mov(ir::R0, 0);
  b.exit();
  b.label(pass);
}

Result<Tracker> build_tracker(uint32_t follow_map) {
  types::KernelBtf btf;
  auto tgid_off = btf.member_offset("task_struct", "tgid");
  auto signal_off = btf.member_offset("task_struct", "signal");
  auto live_off = btf.member_offset("signal_struct", "live");
  if (!tgid_off || !signal_off || !live_off)
    return Error::make(
        "could not enable tracing: -x follow=fork needs the kernel's BTF (task_struct offsets)");
  Tracker t;

  // sched_process_fork(parent, child) runs in the parent, before the child
  // first runs, so no probe in the child can fire before it joins:
  //   tgid = bpf_get_current_pid_tgid() >> 32;
  //   root = dt_follow[tgid]; if (!root) return 0;
  //   child_tgid = child->tgid;
  //   if (child_tgid == tgid) return 0;       (a new thread, not a process)
  //   dt_follow[child_tgid] = *root;
  {
    t.fork.name = "dt_follow_fork";
    ir::Builder b(t.fork);
    ir::Reg ctx = b.vreg();
    b.mov(ctx, ir::R1);
    uint32_t out = b.new_label();
    int16_t key = b.stack_alloc(8), value = b.stack_alloc(8);
    ir::Reg tgid = current_tgid(b);
    ir::Reg root = lookup_root(b, follow_map, key, tgid, out);
    ir::Reg child = b.vreg();
    b.load(8, child, ctx, 8);
    ir::Reg child_tgid = aux::read_kernel_u32(b, key, child, *tgid_off);
    b.jump_if(ir::Cond::Eq, child_tgid, 0, out);
    b.jump_if(ir::Cond::Eq, child_tgid, tgid, out);
    b.store(4, ir::FP, key, child_tgid);
    b.store_imm(8, ir::FP, value, 0);
    b.store(4, ir::FP, value, root);
    b.ld_map(ir::R1, follow_map);
    b.stack_addr(ir::R2, key);
    b.stack_addr(ir::R3, value);
    b.mov(ir::R4, BPF_ANY);
    b.call(BPF_FUNC_map_update_elem, 4);
    b.label(out);
    b.mov(ir::R0, 0);
    b.exit();
  }

  // sched_process_exit(task) runs in each exiting thread, after the
  // thread has left its process's count of live threads, so the process
  // is gone when that count reads 0 (the kernel's group_dead):
  //   if (current->signal->live.counter != 0) return 0;
  //   delete dt_follow[bpf_get_current_pid_tgid() >> 32];
  {
    t.exit.name = "dt_follow_exit";
    ir::Builder b(t.exit);
    uint32_t out = b.new_label();
    int16_t slot = b.stack_alloc(8);
    b.call(BPF_FUNC_get_current_task, 0);
    ir::Reg task = b.vreg();
    b.mov(task, ir::R0);
    b.store_imm(8, ir::FP, slot, 0);
    b.stack_addr(ir::R1, slot);
    b.mov(ir::R2, 8);
    b.mov(ir::R3, task);
    b.alu(ir::AluOp::Add, ir::R3, static_cast<int64_t>(*signal_off));
    b.call(BPF_FUNC_probe_read_kernel, 3);
    ir::Reg signal = b.vreg();
    b.load(8, signal, ir::FP, slot);
    b.jump_if(ir::Cond::Eq, signal, 0, out);
    ir::Reg live = aux::read_kernel_u32(b, slot, signal, *live_off);
    b.jump_if(ir::Cond::Ne, live, 0, out);
    ir::Reg tgid = current_tgid(b);
    b.store_imm(8, ir::FP, slot, 0);
    b.store(4, ir::FP, slot, tgid);
    b.ld_map(ir::R1, follow_map);
    b.stack_addr(ir::R2, slot);
    b.call(BPF_FUNC_map_delete_elem, 2);
    b.label(out);
    b.mov(ir::R0, 0);
    b.exit();
  }
  return t;
}

}  // namespace dtrace::follow
