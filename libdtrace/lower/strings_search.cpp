// String subroutines that search: index, rindex, strstr, strchr, strrchr,
// and substr, which shares their index arithmetic.
//
// Verifier: every loop is a single pass bounded by strsize.  What a loop
// finds is stored in an mstate slot instead of a register: the verifier
// does not track memory contents, so the paths through an iteration merge
// into one state, and reloading the slot after the loop gives an unknown
// scalar, so the code that follows is verified once rather than once per
// position.  Substring matching compares whole 8-byte words, unrolled, so
// the inner comparison is straight-line code (as Oracle's dt_index_match).
#include <linux/bpf.h>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

// Clamps r to [0, strsize - 1], so the verifier allows it as an offset
// into a string temporary.
void ClauseLowerer::clamp_index(Reg r) {
  uint32_t lo = b_.new_label(), hi = b_.new_label();
  b_.jump_if(Cond::Sge, r, 0, lo);
  b_.mov(r, 0);
  b_.label(lo);
  b_.jump_if(Cond::Sle, r, static_cast<int64_t>(lw_.settings_.strsize - 1), hi);
  b_.mov(r, static_cast<int64_t>(lw_.settings_.strsize - 1));
  b_.label(hi);
}

// Sign-extends the low 32 bits of r (an `int` argument).
static void sext32(ir::Builder& b, Reg r) {
  b.alu(AluOp::Lsh, r, 32);
  b.alu(AluOp::Arsh, r, 32);
}

// substr(s, index[, length]): as Perl's substr.  A negative index counts
// from the end (and, before the start, eats into the length); a negative
// length leaves that many characters off the end; anything outside the
// string is the empty string.
ir::Reg ClauseLowerer::subr_substr(const Expr& call) {
  Reg s = expr(*call.args[0]);
  Reg idx = b_.vreg(), cnt = b_.vreg(), len = b_.vreg(), t = b_.vreg();
  b_.mov(idx, expr(*call.args[1]));
  sext32(b_, idx);
  if (call.args.size() > 2) {
    b_.mov(cnt, expr(*call.args[2]));
    sext32(b_, cnt);
  } else {
    b_.mov(cnt, static_cast<int64_t>(lw_.settings_.strsize));
  }
  int16_t buf = string_copy(s, len);
  uint32_t check_idx = b_.new_label(), copy = b_.new_label(), empty = b_.new_label(),
           done = b_.new_label();
  b_.jump_if(Cond::Sge, idx, 0, check_idx);
  b_.alu(AluOp::Add, idx, len);  // from the end
  b_.jump_if(Cond::Sge, idx, 0, check_idx);
  b_.mov(t, 0);
  b_.alu(AluOp::Sub, t, idx);  // t = characters before the start
  b_.jump_if(Cond::Sle, cnt, t, empty);
  b_.alu(AluOp::Add, cnt, idx);
  b_.mov(idx, 0);
  b_.label(check_idx);
  b_.jump_if(Cond::Sge, idx, len, empty);
  b_.jump_if(Cond::Sge, cnt, 0, copy);
  b_.alu(AluOp::Add, cnt, len);  // cnt += len - idx
  b_.alu(AluOp::Sub, cnt, idx);
  b_.jump_if(Cond::Sle, cnt, 0, empty);
  b_.label(copy);
  // to = idx + min(cnt, strsize): substring() clamps to strsize - 1.
  b_.jump_if(Cond::Sle, cnt, static_cast<int64_t>(lw_.settings_.strsize), done);
  b_.mov(cnt, static_cast<int64_t>(lw_.settings_.strsize));
  b_.jump(done);
  b_.label(empty);
  b_.mov(idx, 0);
  b_.mov(cnt, 0);
  b_.label(done);
  b_.alu(AluOp::Add, cnt, idx);
  Reg out = substring(buf, idx, cnt);
  emit_forget_loop_state({idx, cnt, t});
  return out;
}

// The position of the byte `c` in the string copy at `buf` (length `len`):
// the first one, or the last one if `last`; -1 if there is none.
ir::Reg ClauseLowerer::find_char(int16_t buf, Reg len, Reg c, bool last) {
  int16_t slot = temp(8);
  b_.store_imm(8, ms_, slot, -1);
  Reg i = b_.vreg(), ch = b_.vreg();
  uint32_t loop = b_.new_label(), next = b_.new_label(), done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, len, done);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(lw_.settings_.strsize - 1), done);
  b_.load(1, ch, byte_ptr(buf, i), 0);
  b_.jump_if(Cond::Ne, ch, c, next);
  b_.store(8, ms_, slot, i);
  if (!last) b_.jump(done);
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({i, ch});
  Reg pos = b_.vreg();
  b_.load(8, pos, ms_, slot);
  return pos;
}

// The rest of the string copy at `buf` from `pos` on, or NULL if pos < 0.
ir::Reg ClauseLowerer::tail_or_null(int16_t buf, Reg pos, Reg len) {
  Reg out = b_.vreg();
  uint32_t none = b_.new_label(), done = b_.new_label();
  b_.jump_if(Cond::Slt, pos, 0, none);
  clamp_index(pos);
  b_.mov(out, substring(buf, pos, len));
  b_.jump(done);
  b_.label(none);
  b_.mov(out, 0);
  b_.label(done);
  return out;
}

// strchr(s, c) / strrchr(s, c): s from the first (last) c on, or NULL.
ir::Reg ClauseLowerer::char_search(const Expr& call, bool last) {
  Reg s = expr(*call.args[0]);
  Reg c = b_.vreg(), len = b_.vreg();
  b_.mov(c, expr(*call.args[1]));
  b_.alu(AluOp::And, c, 0xff);
  int16_t buf = string_copy(s, len);
  Reg pos = find_char(buf, len, c, last);
  Reg out = tail_or_null(buf, pos, len);
  emit_forget_loop_state({len, c});
  return out;
}

ir::Reg ClauseLowerer::subr_strchr(const Expr& call) { return char_search(call, false); }
ir::Reg ClauseLowerer::subr_strrchr(const Expr& call) { return char_search(call, true); }

// 1 in `acc` unless the strsize buffers at `a` and `b` (rounded up to 8
// bytes) are equal, word by word, in straight-line code.
void ClauseLowerer::emit_words_differ(int16_t a, int16_t b, Reg acc) {
  uint32_t words = (lw_.settings_.strsize + 7) / 8;
  Reg x = b_.vreg(), y = b_.vreg();
  b_.mov(acc, 0);
  for (uint32_t k = 0; k < words; ++k) {
    b_.load(8, x, ms_, static_cast<int16_t>(a + 8 * k));
    b_.load(8, y, ms_, static_cast<int16_t>(b + 8 * k));
    b_.alu(AluOp::Xor, x, y);
    b_.alu(AluOp::Or, acc, x);
  }
  emit_forget_loop_state({x, y});
}

// Where the string copy at `tb` (length tlen) occurs in the copy at `sb`
// (length slen): the first position >= start, or with `reverse` the last
// one <= start; -1 if none.  `start` is null for the default (0, or the
// last possible position).  Perl's rules: an empty needle is found at
// start clamped to [0, slen]; a negative start finds nothing in reverse.
ir::Reg ClauseLowerer::string_search(int16_t sb, Reg slen, int16_t tb, Reg tlen, Reg start,
                                     bool reverse) {
  uint32_t strsize = lw_.settings_.strsize;
  int16_t slot = temp(8), w = temp(strsize);
  b_.store_imm(8, ms_, slot, -1);
  // w = t, whose bytes past tlen stay put while each step reads s into w.
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, w);
  b_.mov(ir::R2, static_cast<int64_t>((strsize + 7) & ~7u));
  b_.mov(ir::R3, ms_);
  b_.alu(AluOp::Add, ir::R3, tb);
  b_.call(BPF_FUNC_probe_read_kernel, 3);
  Reg pos = b_.vreg(), maxi = b_.vreg();
  uint32_t out = b_.new_label(), nonempty = b_.new_label();
  b_.mov(maxi, slen);
  b_.alu(AluOp::Sub, maxi, tlen);
  b_.jump_if(Cond::Ne, tlen, 0, nonempty);
  empty_needle_pos(start, slen, reverse ? slen : Reg{}, pos);
  b_.store(8, ms_, slot, pos);
  b_.jump(out);
  b_.label(nonempty);
  b_.jump_if(Cond::Slt, maxi, 0, out);
  if (reverse)
    search_backward(sb, w, tb, tlen, start, maxi, slot, out);
  else
    search_forward(sb, w, tb, tlen, start, maxi, slot, out);
  b_.label(out);
  emit_forget_loop_state({maxi});
  Reg r = b_.vreg();
  b_.load(8, r, ms_, slot);
  return r;
}

// pos = clamp(start (or dflt, or 0), 0, slen).
void ClauseLowerer::empty_needle_pos(Reg start, Reg slen, Reg dflt, Reg pos) {
  uint32_t lo = b_.new_label(), hi = b_.new_label();
  if (start.valid())
    b_.mov(pos, start);
  else if (dflt.valid())
    b_.mov(pos, dflt);
  else
    b_.mov(pos, 0);
  b_.jump_if(Cond::Sge, pos, 0, lo);
  b_.mov(pos, 0);
  b_.label(lo);
  b_.jump_if(Cond::Sle, pos, slen, hi);
  b_.mov(pos, slen);
  b_.label(hi);
}

// Reads s[i, i + tlen) over the front of w and jumps to `found`, with i
// stored in `slot`, if w now equals t.
void ClauseLowerer::match_at(int16_t sb, int16_t w, int16_t tb, Reg tlen, Reg i,
                             int16_t slot, uint32_t found) {
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, w);
  b_.mov(ir::R2, tlen);
  b_.mov(ir::R3, ms_);
  b_.alu(AluOp::Add, ir::R3, sb);
  b_.alu(AluOp::Add, ir::R3, i);
  b_.call(BPF_FUNC_probe_read_kernel, 3);
  Reg acc = b_.vreg();
  emit_words_differ(w, tb, acc);
  uint32_t differ = b_.new_label();
  b_.jump_if(Cond::Ne, acc, 0, differ);
  b_.store(8, ms_, slot, i);
  b_.jump(found);
  b_.label(differ);
  emit_forget_loop_state({acc});
}

// for (i = max(start, 0); i <= maxi; i++) if (match) break;
void ClauseLowerer::search_forward(int16_t sb, int16_t w, int16_t tb, Reg tlen, Reg start,
                                   Reg maxi, int16_t slot, uint32_t out) {
  Reg i = b_.vreg();
  uint32_t loop = b_.new_label(), pos = b_.new_label(), done = b_.new_label();
  b_.mov(i, 0);
  if (start.valid()) {
    b_.jump_if(Cond::Slt, start, 0, pos);
    b_.mov(i, start);
  }
  b_.label(pos);
  b_.label(loop);
  b_.jump_if(Cond::Sgt, i, maxi, done);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(lw_.settings_.strsize), done);
  match_at(sb, w, tb, tlen, i, slot, done);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({i});
  b_.jump(out);
}

// for (n = 0, i = min(start, maxi); i >= 0; n++, i--) if (match) break;
// (counting n up keeps the bound plain for the verifier)
void ClauseLowerer::search_backward(int16_t sb, int16_t w, int16_t tb, Reg tlen, Reg start,
                                    Reg maxi, int16_t slot, uint32_t out) {
  Reg first = b_.vreg(), n = b_.vreg(), i = b_.vreg();
  uint32_t loop = b_.new_label(), clamped = b_.new_label(), done = b_.new_label();
  b_.mov(first, maxi);
  if (start.valid()) {
    b_.jump_if(Cond::Slt, start, 0, out);
    b_.jump_if(Cond::Sgt, start, maxi, clamped);
    b_.mov(first, start);
  }
  b_.label(clamped);
  b_.mov(n, 0);
  b_.label(loop);
  b_.jump_if(Cond::Sgt, n, first, done);
  b_.jump_if(Cond::Ge, n, static_cast<int64_t>(lw_.settings_.strsize), done);
  b_.mov(i, first);
  b_.alu(AluOp::Sub, i, n);
  match_at(sb, w, tb, tlen, i, slot, done);
  b_.alu(AluOp::Add, n, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({first, n, i});
  b_.jump(out);
}

// index(s, t[, start]) / rindex(s, t[, start]).
ir::Reg ClauseLowerer::index_search(const Expr& call, bool reverse) {
  // Each argument is copied as soon as it is evaluated, which keeps
  // fewer registers live across the copies.
  Reg slen = b_.vreg(), tlen = b_.vreg();
  int16_t sb = string_copy(expr(*call.args[0]), slen);
  int16_t tb = string_copy(expr(*call.args[1]), tlen);
  Reg start;
  if (call.args.size() > 2) {
    start = b_.vreg();
    b_.mov(start, expr(*call.args[2]));
    sext32(b_, start);
  }
  Reg r = string_search(sb, slen, tb, tlen, start, reverse);
  emit_forget_loop_state({slen, tlen});
  return r;
}

ir::Reg ClauseLowerer::subr_index(const Expr& call) { return index_search(call, false); }
ir::Reg ClauseLowerer::subr_rindex(const Expr& call) { return index_search(call, true); }

// strstr(s, t): s from the first occurrence of t on, or NULL.
ir::Reg ClauseLowerer::subr_strstr(const Expr& call) {
  Reg slen = b_.vreg(), tlen = b_.vreg();
  int16_t sb = string_copy(expr(*call.args[0]), slen);
  int16_t tb = string_copy(expr(*call.args[1]), tlen);
  Reg pos = string_search(sb, slen, tb, tlen, Reg{}, false);
  Reg out = tail_or_null(sb, pos, slen);
  emit_forget_loop_state({slen, tlen});
  return out;
}

}  // namespace dtrace::lower
