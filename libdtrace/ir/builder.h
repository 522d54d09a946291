// ir::Builder: the typed way to append IR (STYLE.md rule 7).  Lowering and
// provider trampolines write `b.mov(dst, src)`, `b.call(Helper)`,
// `b.jump_if(Cond::Eq, reg, 0, done)`; nobody fills Insn fields by hand.
#pragma once

#include <string>

#include "ir/ir.h"

namespace dtrace::ir {

class Builder {
 public:
  explicit Builder(Function& f) : f_(f) {}

  Reg vreg() { return Reg{f_.next_vreg++}; }
  uint32_t new_label() { return f_.next_label++; }
  // Reserves `size` bytes of stack (8-aligned); returns the offset from r10.
  int16_t stack_alloc(uint32_t size);

  void mov(Reg dst, Reg src) { alu(AluOp::Mov, dst, src); }
  void mov(Reg dst, int64_t imm);
  void alu(AluOp op, Reg dst, Reg src, bool alu32 = false);
  void alu(AluOp op, Reg dst, int64_t imm, bool alu32 = false);
  void ld_map(Reg dst, uint32_t map);
  void ld_map_value(Reg dst, uint32_t map, int32_t offset);
  void load(uint8_t size, Reg dst, Reg base, int16_t off);
  void store(uint8_t size, Reg base, int16_t off, Reg src);
  void store_imm(uint8_t size, Reg base, int16_t off, int32_t imm);
  void atomic_add(uint8_t size, Reg base, int16_t off, Reg src);
  void jump(uint32_t label);
  void jump_if(Cond c, Reg a, Reg b, uint32_t label);
  void jump_if(Cond c, Reg a, int64_t imm, uint32_t label);
  // Calls helper `helper` whose `nargs` arguments are already in r1..rN.
  void call(int helper, int nargs);
  // A call of the kernel function (kfunc) with vmlinux BTF id btf_id.
  void call_kfunc(uint32_t btf_id, int nargs);
  void exit();
  void label(uint32_t l);
  void comment(std::string text);
  // dst = the BPF pc (instruction index) where `l` ends up, for fault reports.
  void mov_pc(Reg dst, uint32_t l);
  // Stamps every instruction appended from now on with `clause` and the
  // position *loc holds at that moment (null: no position), so that a
  // verifier refusal can be traced back to the D source.
  void track_source(int32_t clause, const SourceLoc* loc) {
    clause_ = clause;
    loc_ = loc;
  }
  int32_t tracked_clause() const { return clause_; }
  const SourceLoc* tracked_loc() const { return loc_; }

  // dst = fp + off: a pointer to a stack object.
  void stack_addr(Reg dst, int16_t off);
  // Zeroes `size` bytes (a multiple of 8) at base + off.
  void zero(Reg base, int16_t off, uint32_t size);

  Function& function() { return f_; }

 private:
  Insn& push(Opc opc);
  Insn& mem(Opc opc, uint8_t size, Reg dst, Reg src, int16_t off);
  Function& f_;
  int32_t clause_ = -1;
  const SourceLoc* loc_ = nullptr;
};

}  // namespace dtrace::ir
