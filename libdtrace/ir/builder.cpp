// ir::Builder: appends IR instructions.
#include "ir/builder.h"

#include <limits>

namespace dtrace::ir {

namespace {

// BPF immediates are 32-bit; wider constants go through ld_imm64.
bool fits_imm32(int64_t v) {
  return v >= std::numeric_limits<int32_t>::min() && v <= std::numeric_limits<int32_t>::max();
}

}  // namespace

Insn& Builder::push(Opc opc) {
  f_.insns.emplace_back();
  Insn& i = f_.insns.back();
  i.opc = opc;
  if (loc_ != nullptr) {
    i.clause = clause_;
    i.loc = *loc_;
  }
  return i;
}

int16_t Builder::stack_alloc(uint32_t size) {
  f_.stack_size += (size + 7) & ~7u;
  return static_cast<int16_t>(-static_cast<int32_t>(f_.stack_size));
}

void Builder::mov(Reg dst, int64_t imm) {
  if (!fits_imm32(imm)) {
    Insn& i = push(Opc::LdImm64);
    i.dst = dst;
    i.imm = imm;
    return;
  }
  alu(AluOp::Mov, dst, imm);
}

void Builder::alu(AluOp op, Reg dst, Reg src, bool alu32) {
  Insn& i = push(Opc::Alu);
  i.alu = op;
  i.dst = dst;
  i.src = src;
  i.alu32 = alu32;
}

void Builder::alu(AluOp op, Reg dst, int64_t imm, bool alu32) {
  if (op != AluOp::Mov && !fits_imm32(imm)) {
    Reg t = vreg();
    mov(t, imm);
    alu(op, dst, t, alu32);
    return;
  }
  Insn& i = push(Opc::Alu);
  i.alu = op;
  i.dst = dst;
  i.use_imm = true;
  i.imm = imm;
  i.alu32 = alu32;
}

void Builder::ld_map(Reg dst, uint32_t map) {
  Insn& i = push(Opc::LdMap);
  i.dst = dst;
  i.map = map;
}

void Builder::ld_map_value(Reg dst, uint32_t map, int32_t offset) {
  Insn& i = push(Opc::LdMapValue);
  i.dst = dst;
  i.map = map;
  i.imm = offset;
}

Insn& Builder::mem(Opc opc, uint8_t size, Reg dst, Reg src, int16_t off) {
  Insn& i = push(opc);
  i.size = size;
  i.dst = dst;
  i.src = src;
  i.off = off;
  return i;
}

void Builder::load(uint8_t size, Reg dst, Reg base, int16_t off) {
  mem(Opc::Load, size, dst, base, off);
}

void Builder::store(uint8_t size, Reg base, int16_t off, Reg src) {
  mem(Opc::Store, size, base, src, off);
}

void Builder::store_imm(uint8_t size, Reg base, int16_t off, int32_t imm) {
  mem(Opc::StoreImm, size, base, Reg{}, off).imm = imm;
}

void Builder::atomic_add(uint8_t size, Reg base, int16_t off, Reg src) {
  mem(Opc::AtomicAdd, size, base, src, off);
}

void Builder::jump(uint32_t label) { push(Opc::Jump).label = label; }

void Builder::jump_if(Cond c, Reg a, Reg b, uint32_t label) {
  Insn& i = push(Opc::JumpIf);
  i.cond = c;
  i.dst = a;
  i.src = b;
  i.label = label;
}

void Builder::jump_if(Cond c, Reg a, int64_t imm, uint32_t label) {
  if (!fits_imm32(imm)) {
    Reg t = vreg();
    mov(t, imm);
    jump_if(c, a, t, label);
    return;
  }
  Insn& i = push(Opc::JumpIf);
  i.cond = c;
  i.dst = a;
  i.use_imm = true;
  i.imm = imm;
  i.label = label;
}

void Builder::call(int helper, int nargs) {
  Insn& i = push(Opc::Call);
  i.imm = helper;
  i.off = static_cast<int16_t>(nargs);
}
void Builder::call_kfunc(uint32_t btf_id, int nargs) {
  Insn& i = push(Opc::Call);
  i.imm = btf_id;
  i.off = static_cast<int16_t>(nargs);
  i.kfunc = true;
}
void Builder::exit() { push(Opc::Exit); }
void Builder::label(uint32_t l) { push(Opc::Label).label = l; }
void Builder::comment(std::string text) { push(Opc::Comment).text = std::move(text); }

void Builder::mov_pc(Reg dst, uint32_t l) {
  Insn& i = push(Opc::MovPc);
  i.dst = dst;
  i.label = l;
}

void Builder::stack_addr(Reg dst, int16_t off) {
  mov(dst, FP);
  alu(AluOp::Add, dst, off);
}

void Builder::zero(Reg base, int16_t off, uint32_t size) {
  for (uint32_t i = 0; i < size; i += 8) store_imm(8, base, static_cast<int16_t>(off + i), 0);
}

}  // namespace dtrace::ir
