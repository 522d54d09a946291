// Path subroutines: basename and dirname, with the rules of POSIX
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

}  // namespace dtrace::lower
