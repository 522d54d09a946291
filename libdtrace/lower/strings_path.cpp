// Path subroutines: basename, dirname and cleanpath (below); basename and
// dirname follow the rules of POSIX
// basename(1)/dirname(1) that DTrace follows: trailing slashes do not
// count, "" gives ".", a string of slashes gives "/", and a directory part
// loses the slashes that separate it from the last component.
//
// One pass over the string records three positions in mstate slots (so
// the verifier does not split its state on them, see strings_search.cpp):
//   end       just past the last character that is not a slash
//   comp      where the last component starts
//   dir_end   the end of the component before it (-1: the last component
//             is the first; 0: only slashes precede it)
#include <linux/bpf.h>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

namespace {
constexpr int16_t kEnd = 0, kComp = 8, kDirEnd = 16;
}

// Fills the three slots at `slots` for the string copy at `buf`.
void ClauseLowerer::scan_path(int16_t buf, Reg len, int16_t slots) {
  b_.store_imm(8, ms_, static_cast<int16_t>(slots + kEnd), 0);
  b_.store_imm(8, ms_, static_cast<int16_t>(slots + kComp), 0);
  b_.store_imm(8, ms_, static_cast<int16_t>(slots + kDirEnd), -1);
  Reg i = b_.vreg(), c = b_.vreg(), prev = b_.vreg(), t = b_.vreg();
  uint32_t loop = b_.new_label(), next = b_.new_label(), not_start = b_.new_label(),
           done = b_.new_label();
  b_.mov(i, 0);
  b_.mov(prev, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, len, done);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(lw_.settings_.strsize - 1), done);
  b_.load(1, c, byte_ptr(buf, i), 0);
  b_.jump_if(Cond::Eq, c, '/', next);
  b_.jump_if(Cond::Ne, prev, '/', not_start);
  // a component starts after a slash: the one before it ended at `end`
  b_.load(8, t, ms_, static_cast<int16_t>(slots + kEnd));
  b_.store(8, ms_, static_cast<int16_t>(slots + kDirEnd), t);
  b_.store(8, ms_, static_cast<int16_t>(slots + kComp), i);
  b_.label(not_start);
  b_.mov(t, i);
  b_.alu(AluOp::Add, t, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kEnd), t);
  b_.label(next);
  b_.mov(prev, c);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(done);
  emit_forget_loop_state({i, c, prev, t});
}

// basename(s) or dirname(s).
ir::Reg ClauseLowerer::path_part(const Expr& call, bool dir) {
  Reg s = expr(*call.args[0]);
  Reg len = b_.vreg(), from = b_.vreg(), to = b_.vreg(), out = b_.vreg();
  int16_t buf = string_copy(s, len);
  int16_t slots = temp(24);
  scan_path(buf, len, slots);
  uint32_t dot = b_.new_label(), slash = b_.new_label(), done = b_.new_label();
  b_.jump_if(Cond::Eq, len, 0, dot);
  b_.load(8, to, ms_, static_cast<int16_t>(slots + kEnd));
  b_.jump_if(Cond::Eq, to, 0, slash);
  if (dir) {
    b_.load(8, to, ms_, static_cast<int16_t>(slots + kDirEnd));
    b_.jump_if(Cond::Slt, to, 0, dot);
    b_.jump_if(Cond::Eq, to, 0, slash);
    b_.mov(from, 0);
  } else {
    b_.load(8, from, ms_, static_cast<int16_t>(slots + kComp));
    clamp_index(from);
  }
  b_.mov(out, substring(buf, from, to));
  b_.jump(done);
  b_.label(dot);
  b_.mov(out, str_lit("."));
  b_.jump(done);
  b_.label(slash);
  b_.mov(out, str_lit("/"));
  b_.label(done);
  emit_forget_loop_state({len, from, to});
  return out;
}

ir::Reg ClauseLowerer::subr_basename(const Expr& call) { return path_part(call, false); }
ir::Reg ClauseLowerer::subr_dirname(const Expr& call) { return path_part(call, true); }

// cleanpath(s): s without empty and "." components, each ".." removing
// the component before it (nothing at the root; kept at the start of a
// relative path), and no trailing slash: as Oracle's test expectations
// and Go's path.Clean, except that "" stays "".
//
// One pass: the current component is copied to the output as it is read
// (after a '/' unless it is the first), and at its end it is kept (its
// start pushed on a stack of output lengths) or dropped, or a ".." pops
// the stack.  Positions live in mstate slots, see strings_search.cpp.
namespace {
// cleanpath's slots: committed output length, tentative write position,
// start of the current component, stack depth, output length of the root.
constexpr int16_t kW = 0, kT = 8, kCs = 16, kDepth = 24, kRoot = 32;
}  // namespace

ir::Reg ClauseLowerer::subr_cleanpath(const Expr& call) {
  uint32_t strsize = lw_.settings_.strsize;
  Reg s = expr(*call.args[0]);
  Reg len = b_.vreg(), c = b_.vreg(), i = b_.vreg(), out = b_.vreg();
  int16_t in = string_copy(s, len);
  int16_t dst = temp(strsize), slots = temp(40), stack = temp(strsize);
  for (int16_t k = 0; k <= kRoot; k += 8) b_.store_imm(8, ms_, static_cast<int16_t>(slots + k), 0);
  uint32_t relative = b_.new_label();
  b_.jump_if(Cond::Eq, len, 0, relative);
  b_.load(1, c, ms_, in);
  b_.jump_if(Cond::Ne, c, '/', relative);
  b_.store_imm(1, ms_, dst, '/');
  for (int16_t k : {kW, kT, kRoot}) b_.store_imm(8, ms_, static_cast<int16_t>(slots + k), 1);
  b_.label(relative);
  uint32_t loop = b_.new_label(), next = b_.new_label(), done = b_.new_label();
  Reg x = b_.vreg(), y = b_.vreg();
  b_.mov(i, 0);
  b_.label(loop);
  b_.mov(c, 0);
  uint32_t at_end = b_.new_label();
  b_.jump_if(Cond::Ge, i, len, at_end);
  b_.mov(x, ms_);
  b_.alu(AluOp::Add, x, i);
  b_.load(1, c, x, in);
  b_.label(at_end);
  uint32_t comp_end = b_.new_label();
  b_.jump_if(Cond::Eq, c, '/', comp_end);
  b_.jump_if(Cond::Eq, c, 0, comp_end);
  path_put(dst, slots, c, x);
  b_.jump(next);
  b_.label(comp_end);
  path_component_end(in, slots, stack, i, x, y, c);
  b_.mov(x, i);
  b_.alu(AluOp::Add, x, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kCs), x);
  path_next_component(dst, slots, x, y);
  b_.jump_if(Cond::Ge, i, len, done);  // that was the end of the string
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump_if(Cond::Le, i, static_cast<int64_t>(strsize - 1), loop);
  b_.label(done);
  emit_forget_loop_state({i, c, x, y});
  Reg w = b_.vreg(), from = b_.vreg();
  b_.load(8, w, ms_, static_cast<int16_t>(slots + kW));
  uint32_t dot = b_.new_label(), fin = b_.new_label();
  b_.jump_if(Cond::Eq, w, 0, dot);
  clamp_index(w);
  b_.mov(from, 0);
  b_.mov(out, substring(dst, from, w));
  b_.jump(fin);
  b_.label(dot);
  b_.mov(out, str_lit("."));
  b_.jump_if(Cond::Ne, len, 0, fin);
  b_.mov(out, str_lit(""));
  b_.label(fin);
  emit_forget_loop_state({len, w, from});
  return out;
}

// Writes byte c at the tentative position, which then moves on (t is
// scratch: every register a loop uses is held through all of it, so
// cleanpath's loop shares a few).
void ClauseLowerer::path_put(int16_t dst, int16_t slots, Reg c, Reg t) {
  uint32_t full = b_.new_label();
  b_.load(8, t, ms_, static_cast<int16_t>(slots + kT));
  b_.jump_if(Cond::Ge, t, static_cast<int64_t>(lw_.settings_.strsize - 1), full);
  b_.alu(AluOp::Add, t, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kT), t);
  b_.alu(AluOp::Add, t, ms_);
  b_.store(1, t, static_cast<int16_t>(dst - 1), c);
  b_.label(full);
}

// The component from the start slot to i has ended: keep, drop or pop,
// (the caller then starts the next one).
void ClauseLowerer::path_component_end(int16_t in, int16_t slots, int16_t stack,
                                       Reg i, Reg x, Reg y, Reg z) {
  int64_t half = lw_.settings_.strsize / 2;
  uint32_t next = b_.new_label(), keep = b_.new_label(), push = b_.new_label();
  b_.load(8, y, ms_, static_cast<int16_t>(slots + kCs));
  b_.mov(x, i);
  b_.alu(AluOp::Sub, x, y);  // the component's length
  b_.jump_if(Cond::Eq, x, 0, next);
  b_.jump_if(Cond::Gt, x, 2, push);
  b_.jump_if(Cond::Slt, y, 0, push);
  b_.jump_if(Cond::Sgt, y, static_cast<int64_t>(lw_.settings_.strsize - 2), push);
  b_.alu(AluOp::Add, y, ms_);
  b_.alu(AluOp::Lsh, x, 8);
  b_.load(1, z, y, in);
  b_.alu(AluOp::Or, x, z);  // x = length << 8 | first byte
  b_.jump_if(Cond::Eq, x, (1 << 8) | '.', next);  // "."
  b_.jump_if(Cond::Ne, x, (2 << 8) | '.', push);
  b_.load(1, x, y, static_cast<int16_t>(in + 1));
  b_.jump_if(Cond::Ne, x, '.', push);
  // "..": pop; at the root drop; in a relative path keep it, unpoppable
  b_.load(8, x, ms_, static_cast<int16_t>(slots + kDepth));
  uint32_t nopop = b_.new_label();
  b_.jump_if(Cond::Sle, x, 0, nopop);
  b_.jump_if(Cond::Sgt, x, half, nopop);
  b_.alu(AluOp::Sub, x, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kDepth), x);
  b_.alu(AluOp::Lsh, x, 1);
  b_.alu(AluOp::Add, x, ms_);
  b_.load(2, y, x, stack);
  b_.store(8, ms_, static_cast<int16_t>(slots + kW), y);
  b_.jump(next);
  b_.label(nopop);
  b_.load(8, y, ms_, static_cast<int16_t>(slots + kRoot));
  b_.jump_if(Cond::Ne, y, 0, next);
  b_.jump(keep);
  b_.label(push);
  b_.load(8, x, ms_, static_cast<int16_t>(slots + kDepth));
  b_.jump_if(Cond::Sge, x, half, keep);
  b_.jump_if(Cond::Slt, x, 0, keep);
  b_.alu(AluOp::Add, x, 1);
  b_.store(8, ms_, static_cast<int16_t>(slots + kDepth), x);
  b_.alu(AluOp::Sub, x, 1);
  b_.alu(AluOp::Lsh, x, 1);
  b_.alu(AluOp::Add, x, ms_);
  b_.load(8, y, ms_, static_cast<int16_t>(slots + kW));
  b_.store(2, x, stack, y);
  b_.label(keep);
  b_.load(8, y, ms_, static_cast<int16_t>(slots + kT));
  b_.store(8, ms_, static_cast<int16_t>(slots + kW), y);
  b_.label(next);
}

// The next component starts after i (in the start slot); its output after
// the committed length, after a '/' unless that is just the root.
void ClauseLowerer::path_next_component(int16_t dst, int16_t slots, Reg x, Reg y) {
  b_.load(8, x, ms_, static_cast<int16_t>(slots + kW));
  b_.store(8, ms_, static_cast<int16_t>(slots + kT), x);
  b_.load(8, y, ms_, static_cast<int16_t>(slots + kRoot));
  uint32_t done = b_.new_label();
  b_.jump_if(Cond::Sle, x, y, done);
  b_.mov(y, '/');
  path_put(dst, slots, y, x);
  b_.label(done);
}

}  // namespace dtrace::lower
