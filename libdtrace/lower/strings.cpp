// String subroutines that walk their bytes: toupper, tolower, lltostr.
// Each walk is a bounded loop (a backward jump the
// verifier proves finite, kernels >= 5.3; the assembler widens live ranges
// over loops).  Inputs are first copied into a strsize temporary so every
// byte index is checked against a buffer the verifier knows the size of.
#include <linux/bpf.h>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

// A strsize temporary holding a copy of string `s`; returns its offset in
// mstate and its length (bytes before the NUL) in `len`.  A NULL string
// (the constant 0, strtok()'s end) is an invalid address fault, as in DTrace.
int16_t ClauseLowerer::string_copy(Reg s, Reg len) {
  uint32_t strsize = lw_.settings_.strsize;
  uint32_t nonnull = b_.new_label();
  b_.jump_if(Cond::Ne, s, 0, nonnull);
  fault(ir::Fault::BadAddr, nonnull, s);
  b_.label(nonnull);
  int16_t buf = temp(strsize);
  b_.store_imm(1, ms_, buf, 0);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, static_cast<int64_t>(strsize));
  b_.mov(ir::R3, s);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  b_.mov(len, ir::R0);
  uint32_t pos = b_.new_label(), ok = b_.new_label();
  b_.jump_if(Cond::Sgt, len, 0, pos);
  b_.mov(len, 1);
  b_.label(pos);
  b_.alu(AluOp::Sub, len, 1);
  b_.jump_if(Cond::Le, len, static_cast<int64_t>(strsize - 1), ok);
  b_.mov(len, static_cast<int64_t>(strsize - 1));
  b_.label(ok);
  return buf;
}

// Verifier: a loop that can stop after any number of iterations leaves its
// counters with a different exact value on each exit path, and the code
// after it is then verified once per value (the 1M-instruction limit is
// soon reached).  Zeroing the counters once they are dead makes the exit
// states equal again, so the verifier prunes them.
void ClauseLowerer::emit_forget_loop_state(std::initializer_list<Reg> regs) {
  for (Reg r : regs) b_.mov(r, 0);
}

// A pointer to byte `idx` of the mstate temporary at `buf`.
ir::Reg ClauseLowerer::byte_ptr(int16_t buf, Reg idx) {
  Reg p = b_.vreg();
  b_.mov(p, ms_);
  b_.alu(AluOp::Add, p, buf);
  b_.alu(AluOp::Add, p, idx);
  return p;
}

// toupper(s) / tolower(s): for (i = 0; i < len; i++) if in range, flip case.
ir::Reg ClauseLowerer::case_convert(const Expr& call, bool upper) {
  Reg s = expr(*call.args[0]);
  Reg len = b_.vreg(), i = b_.vreg(), c = b_.vreg();
  int16_t buf = string_copy(s, len);
  uint32_t loop = b_.new_label(), next = b_.new_label(), done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, len, done);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(lw_.settings_.strsize - 1), done);
  Reg p = byte_ptr(buf, i);
  b_.load(1, c, p, 0);
  b_.jump_if(Cond::Lt, c, upper ? 'a' : 'A', next);
  b_.jump_if(Cond::Gt, c, upper ? 'z' : 'Z', next);
  b_.alu(upper ? AluOp::Sub : AluOp::Add, c, 'a' - 'A');
  b_.store(1, p, 0, c);
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({i, c, len});
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

ir::Reg ClauseLowerer::subr_toupper(const Expr& call) { return case_convert(call, true); }
ir::Reg ClauseLowerer::subr_tolower(const Expr& call) { return case_convert(call, false); }

// out = a new temporary holding buf[from, to) (to - from < strsize).
ir::Reg ClauseLowerer::substring(int16_t buf, Reg from, Reg to) {
  uint32_t strsize = lw_.settings_.strsize;
  int16_t out = temp(strsize);
  Reg n = b_.vreg();
  b_.mov(n, to);
  b_.alu(AluOp::Sub, n, from);
  uint32_t ok = b_.new_label(), lo = b_.new_label();
  b_.jump_if(Cond::Sge, n, 0, lo);
  b_.mov(n, 0);
  b_.label(lo);
  b_.jump_if(Cond::Le, n, static_cast<int64_t>(strsize - 1), ok);
  b_.mov(n, static_cast<int64_t>(strsize - 1));
  b_.label(ok);
  b_.alu(AluOp::Add, n, 1);  // bpf_probe_read_kernel_str writes n - 1 bytes and a NUL
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, out);
  b_.mov(ir::R2, n);
  b_.mov(ir::R3, ms_);
  b_.alu(AluOp::Add, ir::R3, buf);
  b_.alu(AluOp::Add, ir::R3, from);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  emit_forget_loop_state({n});
  Reg r = b_.vreg();
  b_.mov(r, ms_);
  b_.alu(AluOp::Add, r, out);
  return r;
}

// lltostr(n[, base]): the digits of n, written backwards into a
// temporary.  As DTrace: negative only in base 10 (other bases show the
// 64-bit pattern), a 0x prefix in base 16 and a 0 prefix in base 8.
ir::Reg ClauseLowerer::subr_lltostr(const Expr& call) {
  Reg n = expr(*call.args[0]);
  Reg base = base_arg(call, 1);
  Reg v = b_.vreg(), pos = b_.vreg(), d = b_.vreg();
  int16_t buf = temp(80);
  uint32_t loop = b_.new_label(), positive = b_.new_label(), digits = b_.new_label();
  b_.mov(v, n);
  b_.jump_if(Cond::Ne, base, 10, positive);
  b_.jump_if(Cond::Sge, n, 0, positive);
  b_.alu(AluOp::Neg, v, 0);
  b_.label(positive);
  b_.store_imm(1, ms_, static_cast<int16_t>(buf + 79), 0);
  b_.mov(pos, 79);
  b_.label(loop);
  b_.jump_if(Cond::Eq, v, 0, digits);
  b_.jump_if(Cond::Sle, pos, 8, digits);
  b_.alu(AluOp::Sub, pos, 1);
  b_.mov(d, v);
  b_.alu(AluOp::Mod, d, base);
  uint32_t dec = b_.new_label();
  b_.jump_if(Cond::Lt, d, 10, dec);
  b_.alu(AluOp::Add, d, 'a' - '0' - 10);
  b_.label(dec);
  b_.alu(AluOp::Add, d, '0');
  b_.store(1, byte_ptr(buf, pos), 0, d);
  b_.alu(AluOp::Div, v, base);
  b_.jump(loop);
  b_.label(digits);
  lltostr_prefix(buf, pos, n, base);
  Reg end = b_.vreg();
  b_.mov(end, 79);
  Reg out = substring(buf, pos, end);
  emit_forget_loop_state({v, pos, d, base});
  return out;
}

// Before the digits at pos: "0" for zero (base 16: "0x0"), "0x" in base
// 16, "0" in base 8, "-" for a negative n in base 10.
void ClauseLowerer::lltostr_prefix(int16_t buf, Reg pos, Reg n, Reg base) {
  auto put = [&](char c) {
    b_.alu(AluOp::Sub, pos, 1);
    b_.store_imm(1, byte_ptr(buf, pos), 0, c);
  };
  uint32_t not16 = b_.new_label(), zero = b_.new_label(), sign = b_.new_label(),
           done = b_.new_label();
  b_.jump_if(Cond::Ne, base, 16, not16);
  b_.jump_if(Cond::Ne, n, 0, sign);
  put('0');
  b_.label(sign);
  put('x');
  put('0');
  b_.jump(done);
  b_.label(not16);
  b_.jump_if(Cond::Eq, n, 0, zero);
  b_.jump_if(Cond::Ne, base, 8, done);
  b_.label(zero);
  put('0');
  b_.jump(done);
  b_.label(done);
  uint32_t nominus = b_.new_label();
  b_.jump_if(Cond::Ne, base, 10, nominus);
  b_.jump_if(Cond::Sge, n, 0, nominus);
  put('-');
  b_.label(nominus);
}

}  // namespace dtrace::lower
