// The IR between the typed AST and BPF (DESIGN.md D2): BPF-shaped
// instructions whose register operands are virtual registers (or, around
// helper calls and at entry, BPF's physical r0-r5 and r10), with labels for
// jump targets and pseudo-instructions for map references.  The back end
// (bpf/assemble.cpp) assigns registers, spills what does not fit, resolves
// labels and encodes real instructions.  Codegen never juggles r0-r9.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "support/source_loc.h"

namespace dtrace::ir {

// A register operand. Ids 0-10 are BPF's r0-r10; ids from kFirstVreg on are
// virtual registers.
struct Reg {
  uint32_t id = kNone;
  static constexpr uint32_t kNone = UINT32_MAX;
  static constexpr uint32_t kFirstVreg = 16;
  bool valid() const { return id != kNone; }
  bool is_phys() const { return id < kFirstVreg; }
  bool operator==(const Reg&) const = default;
};
inline constexpr Reg phys(uint32_t n) { return Reg{n}; }
inline constexpr Reg R0{0}, R1{1}, R2{2}, R3{3}, R4{4}, R5{5}, FP{10};

enum class AluOp : uint8_t { Add, Sub, Mul, Div, Mod, Or, And, Xor, Lsh, Rsh, Arsh, Neg, Mov };
enum class Cond : uint8_t { Eq, Ne, Gt, Ge, Lt, Le, Sgt, Sge, Slt, Sle, Set };

enum class Opc : uint8_t {
  Alu,        // dst = dst op (src | imm); 64-bit unless alu32
  LdImm64,    // dst = imm (64-bit constant)
  LdMap,      // dst = fd of map `map`
  LdMapValue, // dst = &map_value(map)[imm]
  Load,       // dst = *(uN *)(src + off)
  Store,      // *(uN *)(dst + off) = src
  StoreImm,   // *(uN *)(dst + off) = imm
  AtomicAdd,  // lock *(uN *)(dst + off) += src
  Jump,       // goto label
  JumpIf,     // if (dst cond (src | imm)) goto label
  Call,       // call helper imm (or kernel function: kfunc) with off args in r1..r(off);
              // result r0; clobbers r0-r5
  Exit,       // return r0
  Label,      // label `label` is here
  Comment,    // text for -S
  MovPc,      // dst = index of label's instruction in the final program (BPF pc)
};

struct Insn {
  Opc opc = Opc::Comment;
  uint8_t size = 8;  // Load/Store/StoreImm/AtomicAdd: 1, 2, 4, 8
  AluOp alu = AluOp::Mov;
  Cond cond = Cond::Eq;
  bool alu32 = false;
  bool use_imm = false;
  bool kfunc = false;  // Call: imm is a kernel function's BTF id, not a helper
  Reg dst, src;
  int16_t off = 0;
  int64_t imm = 0;
  uint32_t label = 0;
  uint32_t map = 0;  // LdMap / LdMapValue: index into the program's maps
  std::string text;  // Comment
  // Where in the D source this instruction comes from: the clause (-1 for
  // none: trampolines, prologue) and the expression's position.
  int32_t clause = -1;
  SourceLoc loc;
};

// One BPF program's instruction list under construction.
struct Function {
  std::string name;
  std::vector<Insn> insns;
  uint32_t next_vreg = Reg::kFirstVreg;
  uint32_t next_label = 1;
  uint32_t stack_size = 0;  // bytes of fixed stack objects (below r10)
};

}  // namespace dtrace::ir
