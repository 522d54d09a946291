// Memory subroutines: alloca, bcopy, copyinto; the destructive copyout,
// copyoutstr and chill; getmajor and getminor.
//
// alloca() hands out clause temporaries in the mstate map value: its
// result is a plain 64-bit address (it is read through
// bpf_probe_read_kernel like any pointer).  Helpers that write there need
// a map-value pointer the verifier accepts, so scratch_dest() turns the
// address back into an offset, checks it lies in this clause's
// temporaries, and adds it to the mstate pointer; a pad of scratchsize bytes
// after the temporaries keeps offset + size inside the map value.
#include <linux/bpf.h>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

namespace {
constexpr int64_t kChillMax = 500'000'000;  // DTrace's dtrace_chill_max: 500ms
// chill() waits in a loop the verifier walks through: kChillRounds rounds
// of kChillReads clock reads, about a millisecond at most.
constexpr int64_t kChillRounds = 2048;
constexpr int kChillReads = 16;
// With the bpf_iter_num kfuncs the loop runs up to the kernel's limit of
// iterations (BPF_MAX_LOOPS), kChillReads clock reads each: seconds.
constexpr int64_t kChillIterations = 8 * 1024 * 1024;
}  // namespace

// Whether e calls alloca() or copyin() (whose memory is alloca()'d too):
// that memory is then made while e is evaluated, and lasts the clause.
bool calls_alloca(const Expr& e) {
  if (e.kind == ast::ExprKind::Call && (e.name == "alloca" || e.name == "copyin")) return true;
  for (const auto& a : e.args)
    if (a && calls_alloca(*a)) return true;
  return false;
}

// Checks n (the size argument of a copy) against scratchsize: larger
// (a negative size too) is an invalid size fault, as DTrace's.
void ClauseLowerer::check_size(Reg n) {
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Le, n, static_cast<int64_t>(lw_.settings_.scratchsize), ok);
  fault(ir::Fault::BadSize, ok, n);
  b_.label(ok);
}

// A pointer into mstate for [addr, addr + n), which must lie in the
// memory this clause has alloca()'d so far (rounded up to 8 bytes, as
// DTrace's scratch top): an invalid size fault when it starts there but
// runs past its end, otherwise an invalid address fault.  n must already be
// checked against scratchsize.
ir::Reg ClauseLowerer::scratch_dest(Reg addr, Reg n) {
  int64_t lo = lw_.temps_base(), hi = alloca_top_;
  temp(lw_.settings_.scratchsize);  // the pad
  Reg off = b_.vreg(), end = b_.vreg();
  b_.mov(end, address_number(addr));  // alloca()'s result is a pointer
  b_.alu(AluOp::Sub, end, address_number(ms_));
  b_.mov(off, end);
  b_.alu(AluOp::Add, end, n);
  uint32_t bad = b_.new_label(), ok = b_.new_label(), in = b_.new_label();
  b_.jump_if(Cond::Slt, off, lo, bad);
  b_.jump_if(Cond::Sgt, off, hi, bad);
  b_.jump_if(Cond::Sle, end, hi, ok);
  b_.jump_if(Cond::Sge, off, hi, bad);  // at the end: none of it is there
  fault(ir::Fault::BadSize, in, n);     // starts inside, runs past the end
  b_.label(in);
  b_.label(bad);
  fault(ir::Fault::BadAddr, ok, addr);
  b_.label(ok);
  Reg p = b_.vreg();
  b_.mov(p, ms_);
  b_.alu(AluOp::Add, p, off);
  emit_forget_loop_state({end});
  return p;
}

// alloca(n): n bytes of zeroed scratch, 8-aligned, until the clause ends
// (alloca(0) takes none: it is where the next alloca() starts).  A size
// larger than scratchsize is an out of scratch space fault.  (DTrace
// refuses a constant one at compile time, D_ALLOCA_SIZE.)
ir::Reg ClauseLowerer::subr_alloca(const Expr& call) {
  const Expr& size = *call.args[0];
  uint32_t n = lw_.settings_.scratchsize;
  if (size.kind == ast::ExprKind::IntLit && size.ival <= n) {
    n = static_cast<uint32_t>(size.ival);
  } else {
    Reg v = expr(size);
    uint32_t ok = b_.new_label();
    b_.jump_if(Cond::Le, v, static_cast<int64_t>(n), ok);
    fault(ir::Fault::NoScratch, ok);
    b_.label(ok);
  }
  int16_t buf = temp(n);
  if (n) b_.zero(ms_, buf, (n + 7) & ~7u);
  alloca_top_ = std::max(alloca_top_, static_cast<uint32_t>(buf) + ((n + 7) & ~7u));
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

// bcopy(src, dst, n): n bytes from src (kernel memory, or scratch) to
// dst, which must be alloca'd scratch.
ir::Reg ClauseLowerer::subr_bcopy(const Expr& call) {
  Reg src = expr(*call.args[0]);
  Reg dst = expr(*call.args[1]);
  Reg n = expr(*call.args[2]);
  check_size(n);
  Reg p = scratch_dest(dst, n);
  return probe_read(BPF_FUNC_probe_read_kernel, p, n, src);
}

// copyinto(addr, n, dst): n bytes of the traced process's memory at addr
// into dst, which must be alloca'd scratch.
ir::Reg ClauseLowerer::subr_copyinto(const Expr& call) {
  Reg addr = expr(*call.args[0]);
  Reg n = expr(*call.args[1]);
  Reg dst = expr(*call.args[2]);
  check_size(n);
  Reg p = scratch_dest(dst, n);
  return probe_read(BPF_FUNC_probe_read_user, p, n, addr);
}

// bpf_probe_write_user(addr, mstate + buf, n) for 1 <= n <= scratchsize (n
// of 0 writes nothing); a failed write is an invalid address fault.
void ClauseLowerer::write_user(Reg addr, int16_t buf, Reg n) {
  uint32_t skip = b_.new_label(), ok = b_.new_label();
  b_.jump_if(Cond::Eq, n, 0, skip);
  b_.jump_if(Cond::Gt, n, static_cast<int64_t>(lw_.settings_.scratchsize), skip);
  b_.mov(ir::R1, addr);
  b_.mov(ir::R2, ms_);
  b_.alu(AluOp::Add, ir::R2, buf);
  b_.mov(ir::R3, n);
  b_.call(BPF_FUNC_probe_write_user, 3);
  Reg rc = b_.vreg();
  b_.mov(rc, ir::R0);
  b_.jump_if(Cond::Eq, rc, 0, ok);
  fault(ir::Fault::BadAddr, ok, addr);
  b_.label(ok);
  b_.label(skip);
}

// copyout(buf, addr, n): n bytes at buf into the traced process at addr.
ir::Reg ClauseLowerer::subr_copyout(const Expr& call) {
  Reg src = expr(*call.args[0]);
  Reg addr = expr(*call.args[1]);
  Reg n = expr(*call.args[2]);
  check_size(n);
  int16_t buf = temp(lw_.settings_.scratchsize);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, n);
  b_.mov(ir::R3, src);
  b_.call(BPF_FUNC_probe_read_kernel, 3);
  Reg rc = b_.vreg();
  b_.mov(rc, ir::R0);
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Eq, rc, 0, ok);
  fault(ir::Fault::BadAddr, ok, src);
  b_.label(ok);
  write_user(addr, buf, n);
  return rc;
}

// copyoutstr(s, addr, maxlen): s and its NUL, at most maxlen bytes, into
// the traced process at addr.
ir::Reg ClauseLowerer::subr_copyoutstr(const Expr& call) {
  Reg s = expr(*call.args[0]);
  Reg addr = expr(*call.args[1]);
  Reg max = expr(*call.args[2]);
  Reg n = b_.vreg();
  int16_t buf = string_copy(s, n);
  b_.alu(AluOp::Add, n, 1);
  uint32_t fits = b_.new_label();
  b_.jump_if(Cond::Le, n, max, fits);
  b_.mov(n, max);
  b_.label(fits);
  write_user(addr, buf, n);
  return n;
}

// chill(ns): busy-waits ns nanoseconds; over DTrace's 500ms cap it is an
// illegal operation.  Without the bpf_iter_num kfuncs the verifier walks
// every round of the loop, and the wait ends early after kChillRounds.
ir::Reg ClauseLowerer::subr_chill(const Expr& call) {
  Reg ns = expr(*call.args[0]);
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Le, ns, kChillMax, ok);
  fault(ir::Fault::IllOp, ok);
  b_.label(ok);
  int16_t deadline = temp(8);
  b_.call(BPF_FUNC_ktime_get_ns, 0);
  Reg t = b_.vreg(), i = b_.vreg();
  b_.mov(t, ir::R0);
  b_.alu(AluOp::Add, t, ns);
  b_.store(8, ms_, deadline, t);
  const auto& ids = lw_.prog_.kernel_offsets;
  if (ids.count("kfunc.bpf_iter_num_new") && ids.count("kfunc.bpf_iter_num_next") &&
      ids.count("kfunc.bpf_iter_num_destroy")) {
    // for (it in 0..kChillIterations) { read the clock; stop at deadline }
    int16_t it = b_.stack_alloc(8);  // struct bpf_iter_num lives on the stack
    auto iter_arg = [&] {
      b_.mov(ir::R1, ir::FP);
      b_.alu(AluOp::Add, ir::R1, it);
    };
    iter_arg();
    b_.mov(ir::R2, 0);
    b_.mov(ir::R3, kChillIterations);
    b_.call_kfunc(ids.at("kfunc.bpf_iter_num_new"), 3);
    uint32_t next = b_.new_label(), out = b_.new_label();
    b_.label(next);
    iter_arg();
    b_.call_kfunc(ids.at("kfunc.bpf_iter_num_next"), 1);
    b_.jump_if(Cond::Eq, ir::R0, 0, out);
    for (int k = 0; k < kChillReads; ++k) b_.call(BPF_FUNC_ktime_get_ns, 0);
    b_.mov(t, ir::R0);
    Reg d = b_.vreg();
    b_.load(8, d, ms_, deadline);
    b_.jump_if(Cond::Lt, t, d, next);
    b_.label(out);
    iter_arg();
    b_.call_kfunc(ids.at("kfunc.bpf_iter_num_destroy"), 1);
    b_.mov(i, 0);
    return i;
  }
  uint32_t loop = b_.new_label(), done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  for (int k = 0; k < kChillReads; ++k) b_.call(BPF_FUNC_ktime_get_ns, 0);
  b_.mov(t, ir::R0);
  Reg d = b_.vreg();
  b_.load(8, d, ms_, deadline);
  b_.jump_if(Cond::Ge, t, d, done);
  b_.alu(AluOp::Add, i, 1);
  b_.jump_if(Cond::Lt, i, kChillRounds, loop);
  b_.label(done);
  emit_forget_loop_state({t, i, d});
  return i;
}

// getmajor(dev), getminor(dev): Linux's dev_t keeps the minor number in
// its low 20 bits.
ir::Reg ClauseLowerer::subr_getmajor(const Expr& call) {
  Reg r = b_.vreg();
  b_.mov(r, expr(*call.args[0]));
  b_.alu(AluOp::Rsh, r, 20);
  b_.alu(AluOp::And, r, 0xfff);
  return r;
}

ir::Reg ClauseLowerer::subr_getminor(const Expr& call) {
  Reg r = b_.vreg();
  b_.mov(r, expr(*call.args[0]));
  b_.alu(AluOp::And, r, 0xfffff);
  return r;
}

}  // namespace dtrace::lower
