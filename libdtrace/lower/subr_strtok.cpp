// strtok(s, delim) and strtoll(s[, base]), with DTrace's rules.
//
// strtok keeps the string it is splitting, and where it stopped, in two
// hidden this-> variables ("%strtok", "%strtok_pos": sema reserves them),
// so strtok(NULL, delim) in a later clause of the same probe firing goes
// on where the last call stopped.  The saved position is stored plus one:
// zero means there is nothing to continue, and strtok(NULL, ...) is then
// an invalid address fault, as in DTrace.  Delimiters are a 256-bit set
// in a temporary; every loop is a single pass bounded by strsize, keeping
// what it finds in mstate slots (see strings_search.cpp).  Verifier: each
// loop's test jumps on into the loop and falls through to its exit, so
// the verifier explores every exit first and keeps few branches pending
// (it refuses more than 8192), however many strtok() calls a clause has.
#include <linux/bpf.h>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

// The mstate offset of hidden this-> variable `name`.
int16_t ClauseLowerer::hidden_local(const char* name) const {
  for (const sema::Variable& v : lw_.prog_.locals)
    if (v.name == name) return static_cast<int16_t>(lw_.locals_base() + v.offset);
  return 0;
}

// Sets bit c of the 256-bit set at `map` for every byte c of the string
// copy at `buf` (length len).  Loops use few registers: every register
// used in a loop stays allocated through all of it.
void ClauseLowerer::byte_set(int16_t map, int16_t buf, Reg len) {
  b_.zero(ms_, map, 32);
  Reg i = b_.vreg(), c = b_.vreg(), t = b_.vreg(), w = b_.vreg();
  uint32_t loop = b_.new_label(), more = b_.new_label(), body = b_.new_label(),
           done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Lt, i, len, more);
  b_.jump(done);
  b_.label(more);
  b_.jump_if(Cond::Lt, i, static_cast<int64_t>(lw_.settings_.strsize - 1), body);
  b_.jump(done);
  b_.label(body);
  b_.mov(t, ms_);
  b_.alu(AluOp::Add, t, buf);
  b_.alu(AluOp::Add, t, i);
  b_.load(1, c, t, 0);
  in_byte_set(map, c, t, w);
  b_.load(1, c, w, 0);
  b_.alu(AluOp::Or, c, t);
  b_.store(1, w, 0, c);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({i, c, t, w});
}

// For byte c: the address of its byte in the set at `map` in `w`, its bit
// in `bit`; c is consumed.
void ClauseLowerer::in_byte_set(int16_t map, Reg c, Reg bit, Reg w) {
  b_.alu(AluOp::And, c, 0xff);
  b_.mov(w, c);
  b_.alu(AluOp::Rsh, w, 3);
  b_.mov(bit, ms_);
  b_.alu(AluOp::Add, bit, map);
  b_.alu(AluOp::Add, bit, w);
  b_.mov(w, bit);
  b_.alu(AluOp::And, c, 7);
  b_.mov(bit, 1);
  b_.alu(AluOp::Lsh, bit, c);
}

// Stores in `slot` the first index >= the one in `slot` of the saved
// string whose byte is NUL, or is (want_in) / is not (!want_in) in the
// set; strsize - 1 if there is none.
void ClauseLowerer::scan_set(int16_t str, int16_t map, int16_t slot, bool want_in) {
  int64_t last = static_cast<int64_t>(lw_.settings_.strsize - 1);
  Reg i = b_.vreg(), c = b_.vreg(), t = b_.vreg(), w = b_.vreg();
  b_.load(8, i, ms_, slot);
  clamp_index(i);
  b_.store_imm(8, ms_, slot, static_cast<int32_t>(last));
  uint32_t loop = b_.new_label(), found = b_.new_label(), done = b_.new_label(),
           in_range = b_.new_label(), nonzero = b_.new_label(), next = b_.new_label();
  b_.label(loop);
  b_.jump_if(Cond::Lt, i, last, in_range);
  b_.jump(done);
  b_.label(in_range);
  b_.mov(t, ms_);
  b_.alu(AluOp::Add, t, str);
  b_.alu(AluOp::Add, t, i);
  b_.load(1, c, t, 0);
  b_.jump_if(Cond::Ne, c, 0, nonzero);
  b_.jump(found);
  b_.label(nonzero);
  in_byte_set(map, c, t, w);
  b_.load(1, c, w, 0);
  b_.alu(AluOp::And, c, t);
  b_.jump_if(want_in ? Cond::Eq : Cond::Ne, c, 0, next);
  b_.jump(found);
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(found);
  b_.store(8, ms_, slot, i);
  b_.label(done);
  emit_forget_loop_state({i, c, t, w});
}

// strtok(s, delim): the next token of s (or, for s NULL, of the string
// the last call split), skipping leading delimiters; NULL at the end.
ir::Reg ClauseLowerer::subr_strtok(const Expr& call) {
  uint32_t strsize = lw_.settings_.strsize;
  int16_t str = hidden_local("%strtok"), saved = hidden_local("%strtok_pos");
  Reg s = expr(*call.args[0]);
  Reg d = expr(*call.args[1]);
  uint32_t ok = b_.new_label(), have = b_.new_label(), go = b_.new_label();
  b_.jump_if(Cond::Ne, d, 0, ok);
  fault(ir::Fault::BadAddr, ok, d);
  b_.label(ok);
  b_.jump_if(Cond::Eq, s, 0, have);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, str);
  b_.mov(ir::R2, static_cast<int64_t>(strsize));
  b_.mov(ir::R3, s);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  b_.store_imm(8, ms_, saved, 1);
  b_.jump(go);
  b_.label(have);
  Reg pos = b_.vreg();
  b_.load(8, pos, ms_, saved);
  b_.jump_if(Cond::Ne, pos, 0, go);
  fault(ir::Fault::BadAddr, go, s);
  b_.label(go);
  return strtok_token(str, saved, d);
}

// The token of the saved string at `str` from its saved position on.
ir::Reg ClauseLowerer::strtok_token(int16_t str, int16_t saved, Reg d) {
  Reg dlen = b_.vreg(), t = b_.vreg(), out = b_.vreg();
  int16_t dbuf = string_copy(d, dlen);
  int16_t map = temp(32), from = temp(8), to = temp(8);
  byte_set(map, dbuf, dlen);
  emit_forget_loop_state({dlen});
  b_.load(8, t, ms_, saved);
  b_.alu(AluOp::Sub, t, 1);
  b_.store(8, ms_, from, t);
  scan_set(str, map, from, false);
  uint32_t none = b_.new_label(), done = b_.new_label();
  Reg f = b_.vreg(), c = b_.vreg();
  b_.load(8, f, ms_, from);
  clamp_index(f);
  b_.load(1, c, byte_ptr(str, f), 0);
  b_.jump_if(Cond::Eq, c, 0, none);
  b_.store(8, ms_, to, f);
  scan_set(str, map, to, true);
  b_.load(8, t, ms_, to);
  b_.alu(AluOp::Add, t, 1);
  b_.store(8, ms_, saved, t);
  b_.load(8, f, ms_, from);
  clamp_index(f);
  b_.load(8, t, ms_, to);
  clamp_index(t);
  b_.mov(out, substring(str, f, t));
  b_.jump(done);
  b_.label(none);
  b_.store_imm(8, ms_, saved, 0);
  b_.mov(out, 0);
  b_.label(done);
  emit_forget_loop_state({f, c, t});
  return out;
}

// The value of digit character c in `x` (36 or more if c is no digit).
void ClauseLowerer::digit_value(Reg c, Reg x) {
  uint32_t lower = b_.new_label(), upper = b_.new_label(), bad = b_.new_label(),
           done = b_.new_label();
  b_.mov(x, c);
  b_.jump_if(Cond::Lt, c, '0', bad);
  b_.jump_if(Cond::Gt, c, 'z', bad);
  b_.jump_if(Cond::Ge, c, 'a', lower);
  b_.jump_if(Cond::Ge, c, 'A', upper);
  b_.jump_if(Cond::Gt, c, '9', bad);
  b_.alu(AluOp::Sub, x, '0');
  b_.jump(done);
  b_.label(lower);
  b_.alu(AluOp::Sub, x, 'a' - 10);
  b_.jump(done);
  b_.label(upper);
  b_.jump_if(Cond::Gt, c, 'Z', bad);
  b_.alu(AluOp::Sub, x, 'A' - 10);
  b_.jump(done);
  b_.label(bad);
  b_.mov(x, 99);
  b_.label(done);
}

// The base argument of strtoll()/lltostr(): 10 if absent; outside 2..36
// an illegal operation fault.
ir::Reg ClauseLowerer::base_arg(const Expr& call, size_t index) {
  Reg base = b_.vreg();
  b_.mov(base, 10);
  if (call.args.size() <= index) return base;
  b_.mov(base, expr(*call.args[index]));
  uint32_t bad = b_.new_label(), ok = b_.new_label();
  b_.jump_if(Cond::Slt, base, 2, bad);
  b_.jump_if(Cond::Sle, base, 36, ok);
  b_.label(bad);
  fault(ir::Fault::IllOp, ok);
  b_.label(ok);
  return base;
}

// strtoll(s[, base]): DTrace's rules: leading blanks and tabs, an optional
// sign, for base 16 an optional 0x before a hex digit, then digits until
// the first character that is not one in the base.  No overflow check.
ir::Reg ClauseLowerer::subr_strtoll(const Expr& call) {
  Reg s = expr(*call.args[0]);
  Reg base = base_arg(call, 1);
  int16_t bslot = temp(8), vslot = temp(8), neg = temp(8);
  b_.store(8, ms_, bslot, base);
  Reg len = b_.vreg(), p = b_.vreg(), c = b_.vreg(), x = b_.vreg();
  int16_t buf = string_copy(s, len);
  b_.store_imm(8, ms_, vslot, 0);
  b_.store_imm(8, ms_, neg, 0);
  // p = the first character that is not a blank or a tab
  uint32_t ws = b_.new_label(), wsdone = b_.new_label();
  b_.mov(p, 0);
  b_.label(ws);
  b_.jump_if(Cond::Ge, p, static_cast<int64_t>(lw_.settings_.strsize - 4), wsdone);
  b_.load(1, c, byte_ptr(buf, p), 0);
  uint32_t blank = b_.new_label();
  b_.jump_if(Cond::Eq, c, ' ', blank);
  b_.jump_if(Cond::Ne, c, '\t', wsdone);
  b_.label(blank);
  b_.alu(AluOp::Add, p, 1);
  b_.jump(ws);
  b_.label(wsdone);
  strtoll_prefix(buf, p, neg, bslot);
  strtoll_digits(buf, p, bslot, vslot);
  Reg v = b_.vreg(), n = b_.vreg();
  b_.load(8, v, ms_, vslot);
  b_.load(8, n, ms_, neg);
  uint32_t pos = b_.new_label();
  b_.jump_if(Cond::Eq, n, 0, pos);
  b_.alu(AluOp::Neg, v, 0);
  b_.label(pos);
  emit_forget_loop_state({len, p, c, x, n});
  return v;
}

// After the blanks at p: a sign (recorded in `neg`), then for base 16 a
// 0x prefix followed by a hex digit; p moves past both.
void ClauseLowerer::strtoll_prefix(int16_t buf, Reg p, int16_t neg, int16_t bslot) {
  Reg c = b_.vreg(), x = b_.vreg(), base = b_.vreg();
  uint32_t minus = b_.new_label(), skip = b_.new_label(), nosign = b_.new_label(),
           done = b_.new_label();
  b_.load(1, c, byte_ptr(buf, p), 0);
  b_.jump_if(Cond::Eq, c, '-', minus);
  b_.jump_if(Cond::Eq, c, '+', skip);
  b_.jump(nosign);
  b_.label(minus);
  b_.store_imm(8, ms_, neg, 1);
  b_.label(skip);
  b_.alu(AluOp::Add, p, 1);
  b_.label(nosign);
  b_.load(8, base, ms_, bslot);
  b_.jump_if(Cond::Ne, base, 16, done);
  Reg q = byte_ptr(buf, p);
  b_.load(1, c, q, 0);
  b_.jump_if(Cond::Ne, c, '0', done);
  b_.load(1, c, q, 1);
  b_.alu(AluOp::Or, c, 0x20);
  b_.jump_if(Cond::Ne, c, 'x', done);
  b_.load(1, c, q, 2);
  digit_value(c, x);
  b_.jump_if(Cond::Ge, x, 16, done);
  b_.alu(AluOp::Add, p, 2);
  b_.label(done);
  emit_forget_loop_state({c, x, base});
}

// v = v * base + digit for each digit from p on.
void ClauseLowerer::strtoll_digits(int16_t buf, Reg p, int16_t bslot, int16_t vslot) {
  Reg c = b_.vreg(), x = b_.vreg(), v = b_.vreg();
  uint32_t loop = b_.new_label(), done = b_.new_label();
  b_.label(loop);
  b_.jump_if(Cond::Ge, p, static_cast<int64_t>(lw_.settings_.strsize - 1), done);
  b_.mov(v, ms_);
  b_.alu(AluOp::Add, v, buf);
  b_.alu(AluOp::Add, v, p);
  b_.load(1, c, v, 0);
  digit_value(c, x);
  b_.load(8, c, ms_, bslot);
  b_.jump_if(Cond::Ge, x, c, done);
  b_.load(8, v, ms_, vslot);
  b_.alu(AluOp::Mul, v, c);
  b_.alu(AluOp::Add, v, x);
  b_.store(8, ms_, vslot, v);
  b_.alu(AluOp::Add, p, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({c, x, v});
}

}  // namespace dtrace::lower
