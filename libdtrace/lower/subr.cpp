// Subroutines: one lowering function each, found through one table.
// Strings are strsize-byte buffers; results live in mstate temporaries.
#include <linux/bpf.h>

#include <map>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

bool ClauseLowerer::is_subroutine(const std::string& name) { return subr_fn(name) != nullptr; }

ir::Reg ClauseLowerer::subr(const Expr& call) {
  SubrFn fn = subr_fn(call.name);
  if (!fn)
    diag::error(call.loc, diag::Tag::D_UNSUPPORTED, "{}( ) may not be used as a value",
                call.name);
  return (this->*fn)(call);
}

// The lowering function of each subroutine.
ClauseLowerer::SubrFn ClauseLowerer::subr_fn(std::string_view name) {
  static const std::map<std::string, SubrFn, std::less<>> table = {
      {"strtok", &ClauseLowerer::subr_strtok},
      {"strtoll", &ClauseLowerer::subr_strtoll},
      {"cleanpath", &ClauseLowerer::subr_cleanpath},
      {"d_path", &ClauseLowerer::subr_d_path},
      {"inet_ntoa", &ClauseLowerer::subr_inet_ntoa},
      {"inet_ntoa6", &ClauseLowerer::subr_inet_ntoa6},
      {"inet_ntop", &ClauseLowerer::subr_inet_ntop},
      {"link_ntop", &ClauseLowerer::subr_link_ntop},
      {"alloca", &ClauseLowerer::subr_alloca},
      {"bcopy", &ClauseLowerer::subr_bcopy},
      {"copyinto", &ClauseLowerer::subr_copyinto},
      {"copyout", &ClauseLowerer::subr_copyout},
      {"copyoutstr", &ClauseLowerer::subr_copyoutstr},
      {"chill", &ClauseLowerer::subr_chill},
      {"getmajor", &ClauseLowerer::subr_getmajor},
      {"getminor", &ClauseLowerer::subr_getminor},
      {"copyinstr", &ClauseLowerer::subr_copyinstr},
      {"strlen", &ClauseLowerer::subr_strlen},
      {"strjoin", &ClauseLowerer::subr_strjoin},
      {"toupper", &ClauseLowerer::subr_toupper},
      {"tolower", &ClauseLowerer::subr_tolower},
      {"lltostr", &ClauseLowerer::subr_lltostr},
      {"copyin", &ClauseLowerer::subr_copyin},
      {"substr", &ClauseLowerer::subr_substr},
      {"index", &ClauseLowerer::subr_index},
      {"rindex", &ClauseLowerer::subr_rindex},
      {"strstr", &ClauseLowerer::subr_strstr},
      {"strchr", &ClauseLowerer::subr_strchr},
      {"strrchr", &ClauseLowerer::subr_strrchr},
      {"basename", &ClauseLowerer::subr_basename},
      {"dirname", &ClauseLowerer::subr_dirname},
      {"htons", &ClauseLowerer::subr_byteswap},
      {"ntohs", &ClauseLowerer::subr_byteswap},
      {"htonl", &ClauseLowerer::subr_byteswap},
      {"ntohl", &ClauseLowerer::subr_byteswap},
      {"htonll", &ClauseLowerer::subr_byteswap},
      {"ntohll", &ClauseLowerer::subr_byteswap},
      {"rand", &ClauseLowerer::subr_rand},
      {"progenyof", &ClauseLowerer::subr_progenyof},
      {"getf", &ClauseLowerer::subr_getf},
      {"__psargs", &ClauseLowerer::subr_psargs},
      {"__uregs", &ClauseLowerer::subr_uregs},
      {"json", &ClauseLowerer::subr_json},
      {"mutex_owner", &ClauseLowerer::subr_mutex_owner},
      {"mutex_owned", &ClauseLowerer::subr_mutex_owned},
      {"mutex_type_adaptive", &ClauseLowerer::subr_mutex_type},
      {"mutex_type_spin", &ClauseLowerer::subr_mutex_type},
      {"rw_read_held", &ClauseLowerer::subr_rw},
      {"rw_write_held", &ClauseLowerer::subr_rw},
      {"rw_iswriter", &ClauseLowerer::subr_rw},
      {"speculation", &ClauseLowerer::subr_speculation},
      {"sym", &ClauseLowerer::subr_address},
      {"func", &ClauseLowerer::subr_address},
      {"mod", &ClauseLowerer::subr_address},
      {"usym", &ClauseLowerer::subr_user_address},
      {"ufunc", &ClauseLowerer::subr_user_address},
      {"uaddr", &ClauseLowerer::subr_user_address},
      {"umod", &ClauseLowerer::subr_user_address},
  };
  auto it = table.find(name);
  return it == table.end() ? nullptr : it->second;
}

// __uregs(i), for uregs[i]: the user registers the current thread saved
// on entering the kernel (bpf_task_pt_regs()), numbered as x86-64's
// <sys/reg.h> numbers them: 0..20 are pt_regs' slots, 21..26 the segment
// bases and selectors the task's thread_struct keeps.  The checker has
// made the index a constant from 0 to sema::kLastUserReg.
ir::Reg ClauseLowerer::subr_uregs(const Expr& call) {
  constexpr int64_t kLastPtRegs = 20;  // SS
  Reg i = b_.vreg();
  b_.mov(i, expr(*call.args[0]));
  Reg out = b_.vreg();
  uint32_t done = b_.new_label(), in_thread = b_.new_label();
  b_.jump_if(Cond::Gt, i, kLastPtRegs, in_thread);
  b_.call(BPF_FUNC_get_current_task_btf, 0);
  b_.mov(ir::R1, ir::R0);
  b_.call(BPF_FUNC_task_pt_regs, 1);
  Reg regs = b_.vreg();
  b_.mov(regs, ir::R0);
  Reg addr = b_.vreg();
  b_.mov(addr, i);
  b_.alu(AluOp::Mul, addr, 8);
  b_.alu(AluOp::Add, addr, address_number(regs));
  b_.mov(out, kernel_read(addr, 0, 8));
  b_.jump(done);
  b_.label(in_thread);
  struct ThreadReg {
    int64_t index;
    const char* member;
    uint8_t size;
  };
  static constexpr ThreadReg kThreadRegs[] = {
      {21, "thread_struct.fsbase", 8}, {22, "thread_struct.gsbase", 8},
      {23, "thread_struct.ds", 2},     {24, "thread_struct.es", 2},
      {25, "thread_struct.fsindex", 2}, {26, "thread_struct.gsindex", 2}};
  b_.call(BPF_FUNC_get_current_task, 0);
  Reg task = b_.vreg();
  b_.mov(task, ir::R0);
  uint32_t thread = kernel_offset("task_struct.thread");
  for (const ThreadReg& r : kThreadRegs) {
    uint32_t next = b_.new_label();
    if (r.index != sema::kLastUserReg) b_.jump_if(Cond::Ne, i, r.index, next);
    b_.mov(out, kernel_read(task, thread + kernel_offset(r.member), r.size));
    b_.jump(done);
    b_.label(next);
  }
  b_.label(done);
  return out;
}

// sym(), func(), mod(): the address itself; the consumer names it.
ir::Reg ClauseLowerer::subr_address(const Expr& call) { return expr(*call.args[0]); }

// usym(), ufunc(), uaddr(), umod(): {u64 addr, u64 tgid} in a temporary,
// so the consumer can name the address in the process that recorded it.
ir::Reg ClauseLowerer::subr_user_address(const Expr& call) {
  Reg addr = expr(*call.args[0]);
  int16_t buf = temp(16);
  b_.store(8, ms_, buf, addr);
  b_.call(BPF_FUNC_get_current_pid_tgid, 0);
  Reg tgid = b_.vreg();
  b_.mov(tgid, ir::R0);
  b_.alu(AluOp::Rsh, tgid, 32);
  b_.store(8, ms_, static_cast<int16_t>(buf + 8), tgid);
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

uint32_t ClauseLowerer::kernel_offset(const char* key) const {
  return lw_.prog_.kernel_offsets.at(key);
}

// *(uN *)(ptr + offset) from kernel memory, through bpf_probe_read_kernel
// (a bad pointer reads as 0, as a missing parent would).
ir::Reg ClauseLowerer::kernel_read(Reg ptr, uint32_t offset, uint8_t size) {
  int16_t buf = temp(8);
  b_.store_imm(8, ms_, buf, 0);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, size);
  b_.mov(ir::R3, ptr);
  b_.alu(AluOp::Add, ir::R3, static_cast<int64_t>(offset));
  b_.call(BPF_FUNC_probe_read_kernel, 3);
  Reg v = b_.vreg();
  b_.load(size, v, ms_, buf);
  return v;
}

// copyinstr(addr[, maxlen]): the user string at addr in a buffer of
// min(maxlen, strsize option) bytes, its NUL included (as DTrace:
// copyinstr(p, 8) keeps 7 chars); an unreadable address is an invalid
// address fault.
ir::Reg ClauseLowerer::subr_copyinstr(const Expr& call) {
  uint32_t strsize = lw_.settings_.strsize;
  Reg addr = expr(*call.args[0]);
  Reg size = b_.vreg();
  b_.mov(size, static_cast<int64_t>(strsize - 1));
  if (call.args.size() > 1) {
    // size = min(maxlen, strsize - 1), bounded so the verifier sees it.
    Reg n = expr(*call.args[1]);
    uint32_t keep = b_.new_label();
    b_.jump_if(Cond::Ge, n, static_cast<int64_t>(strsize - 1), keep);
    b_.mov(size, n);
    b_.label(keep);
  }
  int16_t buf = temp(strsize);
  b_.store_imm(1, ms_, buf, 0);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, size);
  b_.mov(ir::R3, addr);
  b_.call(BPF_FUNC_probe_read_user_str, 3);
  Reg rc = b_.vreg();
  b_.mov(rc, ir::R0);
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Sge, rc, 0, ok);
  fault(ir::Fault::BadAddr, ok, addr);
  b_.label(ok);
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

// copyin(addr, size): size bytes of the traced process's memory in a
// temporary; an unreadable address is an invalid address fault.  A size
// known only when the probe fires (or a large constant) gets scratchsize
// bytes, and more than that is an invalid size fault (as copyinto()'s).
ir::Reg ClauseLowerer::subr_copyin(const Expr& call) {
  Reg addr = expr(*call.args[0]);
  const Expr& n_arg = *call.args[1];
  bool constant = n_arg.kind == ast::ExprKind::IntLit && n_arg.ival >= 1 && n_arg.ival <= 1024;
  Reg n;
  if (!constant) {
    n = expr(n_arg);
    check_size(n);
  }
  uint32_t size = constant ? static_cast<uint32_t>(n_arg.ival) : lw_.settings_.scratchsize;
  // alloca()'d, as DTrace's: it lasts the clause and may be written.
  int16_t buf = temp(size);
  alloca_top_ = std::max(alloca_top_, static_cast<uint32_t>(buf) + ((size + 7) & ~7u));
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  if (constant)
    probe_read(BPF_FUNC_probe_read_user, ms_, buf, size, addr);
  else
    probe_read(BPF_FUNC_probe_read_user, out, n, addr);
  return out;
}

// strlen(s): the length string_copy() measures (the NUL not counted).
ir::Reg ClauseLowerer::subr_strlen(const Expr& call) {
  Reg s = expr(*call.args[0]);
  Reg n = b_.vreg();
  string_copy(s, n);
  return n;
}

// strjoin(a, b): a, then as much of b as fits in strsize - 1 bytes.  The
// temporary is two strings long so the second copy, which starts anywhere
// in the first half, always stays inside it (the verifier checks that).
ir::Reg ClauseLowerer::subr_strjoin(const Expr& call) {
  uint32_t strsize = lw_.settings_.strsize;
  Reg a = expr(*call.args[0]);
  Reg bstr = expr(*call.args[1]);
  int16_t buf = temp(2 * strsize);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, static_cast<int64_t>(strsize));
  b_.mov(ir::R3, a);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  // off = clamp(copied - 1, 0, strsize - 1): where the NUL of a is.
  Reg off = b_.vreg();
  b_.mov(off, ir::R0);
  b_.alu(AluOp::Sub, off, 1);
  uint32_t pos = b_.new_label(), bounded = b_.new_label();
  b_.jump_if(Cond::Sge, off, 0, pos);
  b_.mov(off, 0);
  b_.label(pos);
  b_.jump_if(Cond::Le, off, static_cast<int64_t>(strsize - 1), bounded);
  b_.mov(off, static_cast<int64_t>(strsize - 1));
  b_.label(bounded);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.alu(AluOp::Add, ir::R1, off);
  b_.mov(ir::R2, static_cast<int64_t>(strsize));
  b_.mov(ir::R3, bstr);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
  b_.store_imm(1, ms_, static_cast<int16_t>(buf + strsize - 1), 0);
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

// htons/ntohs, htonl/ntohl, htonll/ntohll: the bytes of the argument (of
// the result's width) in reverse order, since BPF runs little-endian here.
ir::Reg ClauseLowerer::subr_byteswap(const Expr& call) {
  Reg x = expr(*call.args[0]);
  int bytes = static_cast<int>(call.type->size);
  Reg out = b_.vreg(), t = b_.vreg();
  b_.mov(out, 0);
  for (int k = 0; k < bytes; ++k) {
    b_.mov(t, x);
    if (k) b_.alu(AluOp::Rsh, t, 8 * k);
    b_.alu(AluOp::And, t, 0xff);
    if (bytes - 1 - k) b_.alu(AluOp::Lsh, t, 8 * (bytes - 1 - k));
    b_.alu(AluOp::Or, out, t);
  }
  return out;
}

// rand(): a pseudo-random int.
ir::Reg ClauseLowerer::subr_rand(const Expr&) {
  // The 32 random bits, zero-extended as DTrace's are (a record of the int
  // narrows them; a variable keeps them).
  b_.call(BPF_FUNC_get_prandom_u32, 0);
  Reg r = b_.vreg();
  b_.mov(r, ir::R0);
  return r;
}

// progenyof(pid): 1 if the current process is pid or descends from it.
// Walks real_parent up to kMaxDepth generations; the walk ends at a task
// that is its own parent (init_task) or that cannot be read.
ir::Reg ClauseLowerer::subr_progenyof(const Expr& call) {
  constexpr int64_t kMaxDepth = 64;
  Reg pid = expr(*call.args[0]);
  int16_t slot = temp(8);
  b_.store_imm(8, ms_, slot, 0);
  Reg task = b_.vreg(), n = b_.vreg();
  b_.call(BPF_FUNC_get_current_task, 0);
  b_.mov(task, ir::R0);
  b_.mov(n, 0);
  uint32_t loop = b_.new_label(), found = b_.new_label(), done = b_.new_label();
  b_.label(loop);
  b_.jump_if(Cond::Ge, n, kMaxDepth, done);
  Reg tgid = kernel_read(task, kernel_offset("task_struct.tgid"), 4);
  b_.jump_if(Cond::Eq, tgid, pid, found);
  Reg parent = kernel_read(task, kernel_offset("task_struct.real_parent"), 8);
  b_.jump_if(Cond::Eq, parent, 0, done);
  b_.jump_if(Cond::Eq, parent, task, done);
  b_.mov(task, parent);
  b_.alu(AluOp::Add, n, 1);
  b_.jump(loop);
  b_.label(found);
  b_.store_imm(8, ms_, slot, 1);
  b_.label(done);
  b_.mov(task, 0);
  b_.mov(n, 0);
  Reg r = b_.vreg();
  b_.load(8, r, ms_, slot);
  return r;
}

// __psargs(task): psinfo_t's pr_psargs, the process's argument string
// (argv joined by spaces, at most PRARGSZ - 1 = 79 characters).  The
// arguments live in user memory (mm->arg_start .. arg_end, NUL-separated),
// which a probe can read only for the current task: any other task gives
// "<unknown>", as in DTrace; a task without an mm (a kernel thread) "".
ir::Reg ClauseLowerer::subr_psargs(const Expr& call) {
  constexpr uint32_t kPrArgSz = 80;
  uint32_t cap = std::min(kPrArgSz, lw_.settings_.strsize);
  Reg task = expr(*call.args[0]);
  // a string is a strsize-byte buffer (comparisons may read all of it);
  // only the first cap bytes can hold the result
  int16_t buf = temp(lw_.settings_.strsize);
  for (uint32_t i = 0; i < cap; i += (cap - i >= 8 ? 8 : 1))
    b_.store_imm(cap - i >= 8 ? 8 : 1, ms_, static_cast<int16_t>(buf + i), 0);
  uint32_t own = b_.new_label(), done = b_.new_label();
  b_.call(BPF_FUNC_get_current_task, 0);
  b_.jump_if(Cond::Eq, task, ir::R0, own);
  if (cap > 9) {
    // "<unknown>", four bytes at a time (little-endian)
    b_.store_imm(4, ms_, buf, 0x6b6e753c);                            // "<unk"
    b_.store_imm(4, ms_, static_cast<int16_t>(buf + 4), 0x6e776f6e);  // "nown"
    b_.store_imm(1, ms_, static_cast<int16_t>(buf + 8), '>');
  }
  b_.jump(done);
  b_.label(own);
  task_args(task, buf, cap, done);
  b_.label(done);
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

// The arguments of `task`, which must be the current task (only its memory
// is mapped), as psargs_copy() lays them out; a kernel thread (no mm) goes
// on to `done` with buf untouched.
void ClauseLowerer::task_args(Reg task, int16_t buf, uint32_t cap, uint32_t done) {
  Reg mm = kernel_read(task, kernel_offset("task_struct.mm"), 8);
  b_.jump_if(Cond::Eq, mm, 0, done);
  Reg start = kernel_read(mm, kernel_offset("mm_struct.arg_start"), 8);
  Reg n = kernel_read(mm, kernel_offset("mm_struct.arg_end"), 8);
  b_.alu(AluOp::Sub, n, start);
  psargs_copy(buf, cap, start, n, done);
}

// Reads the n bytes of arguments at start into buf (at most cap - 1 of
// them), turns the NULs between arguments into spaces and ends the string
// after the last argument or at the cut.
void ClauseLowerer::psargs_copy(int16_t buf, uint32_t cap, Reg start, Reg n, uint32_t done) {
  Reg len = b_.vreg(), i = b_.vreg(), c = b_.vreg();
  uint32_t cut = b_.new_label(), read = b_.new_label();
  b_.jump_if(Cond::Eq, n, 0, done);
  b_.mov(len, n);
  b_.jump_if(Cond::Gt, n, static_cast<int64_t>(cap - 1), cut);
  b_.alu(AluOp::Sub, len, 1);  // the last argument's NUL ends the string
  b_.jump(read);
  b_.label(cut);
  b_.mov(n, static_cast<int64_t>(cap - 1));
  b_.mov(len, static_cast<int64_t>(cap - 1));
  b_.label(read);
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, n);
  b_.mov(ir::R3, start);
  b_.call(BPF_FUNC_probe_read_user, 3);
  b_.jump_if(Cond::Ne, ir::R0, 0, done);
  uint32_t loop = b_.new_label(), next = b_.new_label(), end = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, len, end);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(cap - 1), end);
  Reg p = byte_ptr(buf, i);
  b_.load(1, c, p, 0);
  b_.jump_if(Cond::Ne, c, 0, next);
  b_.store_imm(1, p, 0, ' ');
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(end);
  emit_forget_loop_state({i, c});
  b_.jump_if(Cond::Ge, len, static_cast<int64_t>(cap - 1), done);
  Reg last = byte_ptr(buf, len);
  b_.store_imm(1, last, 0, 0);
}

// mutex_owner(m): the task holding the Linux struct mutex m, 0 if none:
// its owner word without the low flag bits (as Oracle DTrace reads it).
ir::Reg ClauseLowerer::subr_mutex_owner(const Expr& call) {
  Reg m = expr(*call.args[0]);
  Reg owner = kernel_read(m, kernel_offset("mutex.owner"), 8);
  b_.alu(AluOp::And, owner, ~int64_t{7});
  return owner;
}

// mutex_owned(m): 1 if the current task holds m.
ir::Reg ClauseLowerer::subr_mutex_owned(const Expr& call) {
  Reg owner = subr_mutex_owner(call);
  b_.call(BPF_FUNC_get_current_task, 0);
  Reg task = b_.vreg();
  b_.mov(task, ir::R0);
  return flag(Cond::Eq, owner, task);
}

// mutex_type_adaptive(m), mutex_type_spin(m): every Linux struct mutex
// sleeps when contended, so it is adaptive and never a spin mutex.
ir::Reg ClauseLowerer::subr_mutex_type(const Expr& call) {
  expr(*call.args[0]);
  Reg r = b_.vreg();
  b_.mov(r, call.name == "mutex_type_adaptive" ? 1 : 0);
  return r;
}

// rw_read_held(l), rw_write_held(l), rw_iswriter(l): 1 or 0 from a Linux
// rwlock_t's count word (its queued rwlock's cnts): readers count from bit
// 9 up, the low byte is 0xff while a writer holds the lock and bit 8 says a
// writer waits.  The masks are Oracle DTrace's: held for reading is any
// reader counted, held for writing is the writer byte set, and a writer
// holds it or wants it for rw_iswriter.
ir::Reg ClauseLowerer::subr_rw(const Expr& call) {
  Reg l = expr(*call.args[0]);
  Reg cnts = kernel_read(l, kernel_offset("qrwlock.cnts"), 4);
  int64_t mask = call.name == "rw_read_held"    ? ~int64_t{0x1ff}
                 : call.name == "rw_write_held" ? 0xff
                                                : 0x1ff;
  b_.alu(AluOp::And, cnts, mask);
  return flag(Cond::Ne, cnts, 0);
}

// getf(fd): the struct file of the current process's descriptor fd,
// curthread->files->fdt->fd[fd], or NULL when fd is negative or past the
// table (max_fds) or not open.
ir::Reg ClauseLowerer::subr_getf(const Expr& call) {
  Reg fd = expr(*call.args[0]);
  b_.call(BPF_FUNC_get_current_task, 0);
  Reg task = b_.vreg();
  b_.mov(task, ir::R0);
  Reg files = kernel_read(task, kernel_offset("task_struct.files"), 8);
  Reg fdt = kernel_read(files, kernel_offset("files_struct.fdt"), 8);
  Reg max = kernel_read(fdt, kernel_offset("fdtable.max_fds"), 4);
  Reg r = b_.vreg();
  b_.mov(r, 0);
  uint32_t done = b_.new_label();
  b_.jump_if(Cond::Ge, fd, max, done);  // unsigned: a negative fd too
  Reg slot = kernel_read(fdt, kernel_offset("fdtable.fd"), 8);
  Reg off = b_.vreg();
  b_.mov(off, fd);
  b_.alu(AluOp::Lsh, off, 3);
  b_.alu(AluOp::Add, slot, off);
  Reg file = kernel_read(slot, 0, 8);
  b_.mov(r, file);
  b_.label(done);
  return r;
}

}  // namespace dtrace::lower
