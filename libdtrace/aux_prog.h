// Small pieces of the programs that keep maps current on scheduler events
// (follow.cpp's fork and exit trackers, vtime.cpp's sched_switch clock).
#pragma once

#include <linux/bpf.h>

#include <cstdint>

#include "ir/builder.h"

namespace dtrace::aux {

// *(u64 *)(fp + slot) = 0; bpf_probe_read_kernel(fp + slot, 4, addr + off);
// r = *(u32 *)(fp + slot): 0 when the read faults.
inline ir::Reg read_kernel_u32(ir::Builder& b, int16_t slot, ir::Reg addr, uint32_t off) {
  b.store_imm(8, ir::FP, slot, 0);
  b.stack_addr(ir::R1, slot);
  b.mov(ir::R2, 4);
  b.mov(ir::R3, addr);
  b.alu(ir::AluOp::Add, ir::R3, static_cast<int64_t>(off));
  b.call(BPF_FUNC_probe_read_kernel, 3);
  ir::Reg v = b.vreg();
  b.load(4, v, ir::FP, slot);
  return v;
}

// r = map[key] for the u32 `key` (written at the stack slot `slot`), or
// on to `missing` when it has none.
inline ir::Reg lookup_u32(ir::Builder& b, uint32_t map, int16_t slot, ir::Reg key,
                          uint32_t missing) {
  b.store_imm(8, ir::FP, slot, 0);
  b.store(4, ir::FP, slot, key);
  b.ld_map(ir::R1, map);
  b.stack_addr(ir::R2, slot);
  b.call(BPF_FUNC_map_lookup_elem, 2);
  ir::Reg v = b.vreg();
  b.mov(v, ir::R0);
  b.jump_if(ir::Cond::Eq, v, 0, missing);
  return v;
}

}  // namespace dtrace::aux
