// Expression lowering.  An integer expression's value is a 64-bit register
// holding the value of its D type, sign- or zero-extended from the type's
// width; a string expression's value is a pointer to strsize bytes.
#include <linux/bpf.h>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "lower/clause.h"
#include "sema/checker.h"
#include "types/btf.h"

#include <algorithm>

namespace dtrace::lower {

namespace ms = ir::mstate;
using ast::Expr;
using ast::ExprKind;
using ast::Op;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

// The task_struct and cred offsets that built-in variables of a task other
// than the current one are read through (probes::fires_for_incoming_task),
// from the kernel's BTF, once per program.
void need_task_offsets(sema::Program& prog, SourceLoc loc) {
  static constexpr std::pair<const char*, const char*> kMembers[] = {
      {"task_struct", "pid"},  {"task_struct", "tgid"}, {"task_struct", "comm"},
      {"task_struct", "cred"}, {"cred", "uid"},         {"cred", "gid"}};
  if (prog.kernel_offsets.count("cred.gid")) return;
  types::KernelBtf btf;
  for (auto [type, member] : kMembers) {
    auto off = btf.member_offset(type, member);
    if (!off)
      diag::error(loc, diag::Tag::D_UNSUPPORTED, "sched:::on-cpu needs {}.{} from BTF: {}", type,
                  member, off.error().message);
    prog.kernel_offsets[fmt::format("{}.{}", type, member)] = *off;
  }
}

// The offsets -x pidns and the cgroup built-ins read through, from the
// kernel's BTF, once per program.
void need_container_offsets(sema::Program& prog, SourceLoc loc, std::string_view what) {
  static constexpr std::pair<const char*, const char*> kMembers[] = {
      {"task_struct", "thread_pid"}, {"task_struct", "group_leader"},
      {"task_struct", "real_parent"}, {"pid", "level"}, {"pid", "numbers"}, {"upid", "nr"},
      {"upid", "ns"}, {"pid_namespace", "ns"}, {"ns_common", "inum"},
      {"task_struct", "cgroups"}, {"css_set", "dfl_cgrp"}, {"cgroup", "kn"},
      {"kernfs_node", "name"}};
  if (prog.kernel_offsets.count("kernfs_node.name")) return;
  types::KernelBtf btf;
  for (auto [type, member] : kMembers) {
    auto off = btf.member_offset(type, member);
    if (!off)
      diag::error(loc, diag::Tag::D_UNSUPPORTED, "{} needs {}.{} from BTF: {}", what, type,
                  member, off.error().message);
    prog.kernel_offsets[fmt::format("{}.{}", type, member)] = *off;
  }
}

// struct upid {int nr; struct pid_namespace *ns;}: 16 bytes on 64-bit kernels.
constexpr uint32_t kUpidSize = 16;

ir::Reg ClauseLowerer::expr(const Expr& e) {
  // A fault is reported at the innermost expression being lowered: the
  // position is restored when e is done, so `a[*p] / b` faults at `/`.
  WhereScope at(where_, e);
  switch (e.kind) {
    case ExprKind::IntLit: return int_lit(e);
    case ExprKind::StrLit: return str_lit(e.name);
    case ExprKind::Ident: return ident(e);
    case ExprKind::Var:
    case ExprKind::Index: return load_lvalue(e);
    case ExprKind::Unary: return unary(e);
    case ExprKind::PostIncDec: return incdec(e);
    case ExprKind::Binary: return binary(e);
    case ExprKind::Ternary: return ternary(e);
    case ExprKind::Assign: return assign(e);
    case ExprKind::Call: return subr(e);
    case ExprKind::Cast: {
      Reg r = expr(*e.args[0]);
      normalize(r, e.type);
      return r;
    }
    case ExprKind::Stringof: return stringof(e);
    case ExprKind::Member:
    case ExprKind::Subscript: return object_value(e);
    case ExprKind::Xlate: return xlate_struct(e);
    default:
      diag::error(e.loc, diag::Tag::D_UNSUPPORTED, "this expression is not supported yet");
  }
}

ir::Reg ClauseLowerer::int_lit(const Expr& e) {
  Reg r = b_.vreg();
  b_.mov(r, static_cast<int64_t>(e.ival));
  normalize(r, e.type);
  return r;
}

ir::Reg ClauseLowerer::str_lit(const std::string& s) {
  Reg r = b_.vreg();
  b_.ld_map_value(r, ms::kMapStrtab, static_cast<int32_t>(lw_.intern(s)));
  return r;
}

// Truncates r to t's width and extends it back to 64 bits by t's signedness.
void ClauseLowerer::normalize(Reg r, const types::Type* t) {
  if (!t->is_scalar() || t->size >= 8) return;
  if (t->is_signed && !t->is_pointer()) {
    int shift = 64 - 8 * static_cast<int>(t->size);
    b_.alu(AluOp::Lsh, r, shift);
    b_.alu(AluOp::Arsh, r, shift);
  } else if (t->size == 4) {
    b_.alu(AluOp::Mov, r, r, /*alu32=*/true);
  } else {
    b_.alu(AluOp::And, r, (int64_t{1} << (8 * t->size)) - 1);
  }
}

ir::Reg ClauseLowerer::ident(const Expr& e) {
  if (e.binding >= sema::kGlobalBase) return load_lvalue(e);
  return builtin(e);
}

ir::Reg ClauseLowerer::var_addr(const Expr& e) {
  Reg r = b_.vreg();
  if (e.kind == ExprKind::Var) {
    const sema::Variable& v = lw_.prog_.locals[e.binding];
    // this-> variables live in the temp area's reserved head (see temp()).
    b_.mov(r, ms_);
    b_.alu(AluOp::Add, r, lw_.locals_base() + v.offset);
    return r;
  }
  const sema::Variable& v = lw_.prog_.globals[e.binding - sema::kGlobalBase];
  b_.ld_map_value(r, ms::kMapGlobals, static_cast<int32_t>(v.offset));
  return r;
}

ir::Reg ClauseLowerer::load_value(Reg addr, int16_t off, const types::Type* t) {
  if (t->is_string() || !t->is_scalar()) {
    if (off) b_.alu(AluOp::Add, addr, off);
    return addr;
  }
  Reg r = b_.vreg();
  b_.load(static_cast<uint8_t>(t->size), r, addr, off);
  normalize(r, t);
  return r;
}

void ClauseLowerer::store_value(Reg addr, int16_t off, const types::Type* t, Reg value) {
  if (t->is_string()) {
    // the second byte may hold a NULL mark (load_lvalue): the empty
    // string's copy would leave it
    b_.store_imm(1, addr, static_cast<int16_t>(off + 1), 0);
    return copy_string(addr, off, value);
  }
  if (!t->is_scalar()) return copy_bytes(addr, off, value, t->size);
  b_.store(static_cast<uint8_t>(t->size), addr, off, value);
}

// bpf_probe_read_kernel_str(dst + off, strsize, src): copies up to the NUL.
void ClauseLowerer::copy_string(Reg dst, int16_t off, Reg src, uint32_t size) {
  b_.mov(ir::R1, dst);
  if (off) b_.alu(AluOp::Add, ir::R1, off);
  b_.mov(ir::R2, static_cast<int64_t>(size ? size : lw_.settings_.strsize));
  b_.mov(ir::R3, src);
  b_.call(BPF_FUNC_probe_read_kernel_str, 3);
}

// The firing's timestamp: read once per firing and cached in the D
// context, as DTrace does.
ir::Reg ClauseLowerer::firing_time() {
  Reg r = b_.vreg();
  uint32_t have = b_.new_label();
  b_.load(8, r, ms_, ms::kTimestamp);
  b_.jump_if(Cond::Ne, r, 0, have);
  b_.call(BPF_FUNC_ktime_get_ns, 0);
  b_.mov(r, ir::R0);
  b_.store(8, ms_, ms::kTimestamp, r);
  b_.label(have);
  return r;
}

ir::Reg ClauseLowerer::builtin(const Expr& e) {
  using sema::Builtin;
  auto id = static_cast<Builtin>(e.binding);
  Reg r = b_.vreg();
  auto helper = [&](int fn) {
    b_.call(fn, 0);
    b_.mov(r, ir::R0);
  };
  if (probe_ && probes::fires_for_incoming_task(*probe_)) {
    need_task_offsets(lw_.prog_, e.loc);
    auto task_int = [&](const char* member, uint8_t size) {
      return kernel_read(current_task(), kernel_offset(member), size);
    };
    auto cred_int = [&](const char* member) {
      Reg cred = kernel_read(current_task(), kernel_offset("task_struct.cred"), 8);
      return kernel_read(cred, kernel_offset(member), 4);
    };
    bool ns = lw_.settings_.pidns_ino != 0;
    if (ns) need_container_offsets(lw_.prog_, e.loc, "-x pidns");
    switch (id) {
      case Builtin::Pid: return ns ? ns_pid(current_task(), true) : task_int("task_struct.tgid", 4);
      case Builtin::Tid: return ns ? ns_pid(current_task(), false) : task_int("task_struct.pid", 4);
      case Builtin::Uid: return cred_int("cred.uid");
      case Builtin::Gid: return cred_int("cred.gid");
      case Builtin::Execname: {
        int16_t buf = temp(lw_.settings_.strsize);
        b_.store_imm(8, ms_, buf, 0);
        b_.store_imm(8, ms_, static_cast<int16_t>(buf + 8), 0);
        Reg comm = current_task();
        b_.alu(AluOp::Add, comm, static_cast<int64_t>(kernel_offset("task_struct.comm")));
        read_kernel(buf, 16, comm);
        b_.mov(r, ms_);
        b_.alu(AluOp::Add, r, buf);
        return r;
      }
      default: break;
    }
  }
  switch (id) {
    case Builtin::Arg0: case Builtin::Arg1: case Builtin::Arg2: case Builtin::Arg3:
    case Builtin::Arg4: case Builtin::Arg5: case Builtin::Arg6: case Builtin::Arg7:
    case Builtin::Arg8: case Builtin::Arg9: {
      int n = static_cast<int>(id) - static_cast<int>(Builtin::Arg0);
      b_.load(8, r, ms_, static_cast<int16_t>(ms::kArgs + 8 * n));
      return r;
    }
    case Builtin::Curthread: return current_task();
    case Builtin::Curcpu: {
      // This CPU's cpuinfo_t: its slot of dt_cpuinfo (load/cpuinfo.h).
      uint32_t none = b_.new_label();
      b_.ld_map(ir::R1, ms::kMapCpuInfo);
      b_.mov(ir::R2, ir::FP);
      b_.alu(AluOp::Add, ir::R2, zero_key_);
      b_.call(BPF_FUNC_map_lookup_elem, 2);
      b_.mov(r, ir::R0);
      b_.jump_if(Cond::Eq, r, 0, none);
      b_.alu(AluOp::Add, r, ms::kCpuCurcpu);
      b_.label(none);
      // Through the D context and back: a plain integer the verifier lets
      // D shift, mask and print ((int64_t)curcpu >> 8), as any address.
      int16_t slot = temp(8);
      b_.store(8, ms_, slot, r);
      b_.load(8, r, ms_, slot);
      return r;
    }
    case Builtin::Pid:
    case Builtin::Tid:
      if (lw_.settings_.pidns_ino != 0) {
        // bpf_get_ns_current_pid_tgid(dev, ino, &{pid, tgid}, 8): zero for
        // a task outside the namespace (the buffer stays zeroed).
        int16_t buf = temp(8);
        b_.store_imm(8, ms_, buf, 0);
        b_.mov(ir::R1, static_cast<int64_t>(lw_.settings_.pidns_dev));
        b_.mov(ir::R2, static_cast<int64_t>(lw_.settings_.pidns_ino));
        b_.mov(ir::R3, ms_);
        b_.alu(AluOp::Add, ir::R3, buf);
        b_.mov(ir::R4, 8);
        b_.call(BPF_FUNC_get_ns_current_pid_tgid, 4);
        b_.load(4, r, ms_, static_cast<int16_t>(buf + (id == Builtin::Pid ? 4 : 0)));
        return r;
      }
      helper(BPF_FUNC_get_current_pid_tgid);
      if (id == Builtin::Pid) {
        b_.alu(AluOp::Rsh, r, 32);
        return r;
      }
      b_.alu(AluOp::Mov, r, r, true);
      return r;
    case Builtin::Uid:
      helper(BPF_FUNC_get_current_uid_gid);
      b_.alu(AluOp::Mov, r, r, true);
      return r;
    case Builtin::Gid:
      helper(BPF_FUNC_get_current_uid_gid);
      b_.alu(AluOp::Rsh, r, 32);
      return r;
    case Builtin::Cpu:
      helper(BPF_FUNC_get_smp_processor_id);
      return r;
    case Builtin::Timestamp: return firing_time();
    case Builtin::Walltimestamp:
      helper(BPF_FUNC_ktime_get_ns);
      b_.alu(AluOp::Add, r, lw_.settings_.wall_offset_ns);
      return r;
    case Builtin::Id:
    case Builtin::Epid:
      if (probe_)
        b_.mov(r, static_cast<int64_t>(probe_->id));
      else
        b_.load(4, r, ms_, ms::kPrid);
      if (id == Builtin::Epid) {
        b_.alu(AluOp::Lsh, r, 32);
        b_.alu(AluOp::Or, r, static_cast<int64_t>(stid_));
      }
      return r;
    case Builtin::Execname: {
      // comm is NUL-terminated within its 16 bytes, and every consumer of a
      // string stops at the NUL, so the rest of the buffer needs no zeroing.
      int16_t buf = temp(lw_.settings_.strsize);
      b_.mov(ir::R1, ms_);
      b_.alu(AluOp::Add, ir::R1, buf);
      b_.mov(ir::R2, 16);
      b_.call(BPF_FUNC_get_current_comm, 2);
      b_.mov(r, ms_);
      b_.alu(AluOp::Add, r, buf);
      return r;
    }
    case Builtin::Execargs: {
      // argv joined by spaces, as pr_psargs but up to strsize characters;
      // the arguments are in the current process's memory ("" for a
      // kernel thread, or when they cannot be read).  At most 1023 of
      // them: the verifier walks the loop that turns NULs into spaces
      // once per byte, and a few 2048-byte walks in one clause exceed
      // its budget.
      constexpr uint32_t kMaxArgs = 1024;
      int16_t buf = temp(lw_.settings_.strsize);
      uint32_t cap = std::min(kMaxArgs, lw_.settings_.strsize);
      b_.zero(ms_, buf, cap);
      uint32_t done = b_.new_label();
      // Only the task on the CPU has its memory mapped (sched:::on-cpu's
      // incoming task has not yet): any other gives "".
      Reg task = current_task();
      b_.call(BPF_FUNC_get_current_task, 0);
      b_.jump_if(Cond::Ne, task, ir::R0, done);
      task_args(task, buf, cap, done);
      b_.label(done);
      b_.mov(r, ms_);
      b_.alu(AluOp::Add, r, buf);
      return r;
    }
    case Builtin::Errno:
      b_.load(4, r, ms_, ms::kErrno);
      normalize(r, e.type);
      return r;
    case Builtin::Probeprov: return probe_name(0);
    case Builtin::Probemod: return probe_name(1);
    case Builtin::Probefunc: return probe_name(2);
    case Builtin::Probename: return probe_name(3);
    case Builtin::Vtimestamp: {
      // The thread's clock in the vtime map (vtime.h): the time so far plus
      // the time since it went on CPU, up to the firing's timestamp (as
      // DTrace's, it stands still while the probe runs); at the thread's
      // first read, the clock starts from the kernel's sum.
      int16_t key = temp(8), init = temp(lower::kVtimeValueSize);
      Reg now = firing_time();
      b_.call(BPF_FUNC_get_current_pid_tgid, 0);
      b_.store_imm(8, ms_, key, 0);
      b_.store(4, ms_, key, ir::R0);  // the thread id: the low half
      b_.ld_map(ir::R1, lw_.vtime_map());
      b_.mov(ir::R2, ms_);
      b_.alu(AluOp::Add, ir::R2, key);
      b_.call(BPF_FUNC_map_lookup_elem, 2);
      Reg v = b_.vreg(), start = b_.vreg();
      b_.mov(v, ir::R0);
      uint32_t fresh = b_.new_label(), stopped = b_.new_label(), done = b_.new_label();
      b_.jump_if(Cond::Eq, v, 0, fresh);
      b_.load(8, r, v, lower::kVtimeTotal);
      b_.load(8, start, v, lower::kVtimeStart);
      b_.jump_if(Cond::Eq, start, 0, stopped);
      b_.alu(AluOp::Add, r, now);
      b_.alu(AluOp::Sub, r, start);
      b_.jump(done);
      b_.label(stopped);  // it runs now, whatever the map says
      b_.store(8, v, lower::kVtimeStart, now);
      b_.jump(done);
      b_.label(fresh);
      Reg task = current_task();
      b_.mov(r, kernel_read(task, kernel_offset("task_struct.se") +
                                      kernel_offset("sched_entity.sum_exec_runtime"), 8));
      b_.store(8, ms_, static_cast<int16_t>(init + lower::kVtimeTotal), r);
      b_.store(8, ms_, static_cast<int16_t>(init + lower::kVtimeStart), now);
      b_.ld_map(ir::R1, lw_.vtime_map());
      b_.mov(ir::R2, ms_);
      b_.alu(AluOp::Add, ir::R2, key);
      b_.mov(ir::R3, ms_);
      b_.alu(AluOp::Add, ir::R3, init);
      b_.mov(ir::R4, BPF_NOEXIST);
      b_.call(BPF_FUNC_map_update_elem, 4);
      b_.label(done);
      return r;
    }
    case Builtin::Stackdepth:
    case Builtin::Ustackdepth:
    case Builtin::Caller:
    case Builtin::Ucaller: return stack_builtin(id);
    case Builtin::Ipl:
      b_.mov(r, 0);
      return r;
    case Builtin::Cgroup:
      helper(BPF_FUNC_get_current_cgroup_id);
      return r;
    case Builtin::Cgroupname: {
      // task->cgroups->dfl_cgrp->kn->name: the name of the task's cgroup in
      // the unified (v2) hierarchy, "/" for its root.
      need_container_offsets(lw_.prog_, e.loc, "cgroupname");
      Reg task = current_task();
      Reg set = kernel_read(task, kernel_offset("task_struct.cgroups"), 8);
      Reg cg = kernel_read(set, kernel_offset("css_set.dfl_cgrp"), 8);
      Reg kn = kernel_read(cg, kernel_offset("cgroup.kn"), 8);
      Reg name = kernel_read(kn, kernel_offset("kernfs_node.name"), 8);
      int16_t buf = temp(lw_.settings_.strsize);
      b_.store_imm(8, ms_, buf, 0);
      copy_string(ms_, buf, name, 0);
      Reg first = b_.vreg();
      b_.load(1, first, ms_, buf);
      uint32_t named = b_.new_label();
      b_.jump_if(Cond::Ne, first, 0, named);
      b_.store_imm(1, ms_, buf, '/');  // the root's node has no name
      b_.label(named);
      b_.mov(r, ms_);
      b_.alu(AluOp::Add, r, buf);
      return r;
    }
    case Builtin::Ppid: {
      if (lw_.settings_.pidns_ino != 0) {
        need_container_offsets(lw_.prog_, e.loc, "-x pidns");
        Reg parent = kernel_read(current_task(), kernel_offset("task_struct.real_parent"), 8);
        return ns_pid(parent, true);
      }
      Reg task = current_task();
      Reg parent = kernel_read(task, kernel_offset("task_struct.real_parent"), 8);
      return kernel_read(parent, kernel_offset("task_struct.tgid"), 4);
    }
    default:
      diag::error(e.loc, diag::Tag::D_UNSUPPORTED, "built-in variable {} is not supported yet",
                  e.name);
  }
}

// A probe's names: literals when the body serves one probe, else
// probedesc[ms->prid] (or "" if the id is somehow not there).
ir::Reg ClauseLowerer::probe_name(int which) {
  if (probe_) {
    const std::string* names[] = {&probe_->provider, &probe_->module, &probe_->function,
                                  &probe_->name};
    return str_lit(*names[which]);
  }
  int16_t key = temp(8);
  Reg prid = b_.vreg();
  b_.load(4, prid, ms_, ms::kPrid);
  b_.store(4, ms_, key, prid);
  b_.ld_map(ir::R1, lw_.probedesc_map());
  b_.mov(ir::R2, ms_);
  b_.alu(AluOp::Add, ir::R2, key);
  b_.call(BPF_FUNC_map_lookup_elem, 2);
  Reg p = b_.vreg();
  uint32_t have = b_.new_label(), done = b_.new_label();
  b_.mov(p, ir::R0);
  b_.jump_if(Cond::Ne, p, 0, have);
  b_.ld_map_value(p, ms::kMapStrtab, 0);
  b_.jump(done);
  b_.label(have);
  b_.alu(AluOp::Add, p, static_cast<int64_t>(which * lw_.settings_.strsize));
  b_.label(done);
  return p;
}

ir::Reg ClauseLowerer::unary(const Expr& e) {
  if (e.op == Op::PreInc || e.op == Op::PreDec) return incdec(e);
  if (e.op == Op::Deref) return object_value(e);
  if (e.op == Op::AddrOf) return address_of(e);
  Reg r = expr(*e.args[0]);
  switch (e.op) {
    case Op::Neg: b_.alu(AluOp::Neg, r, 0); break;
    case Op::BitNot: b_.alu(AluOp::Xor, r, -1); break;
    case Op::Not: {
      Reg out = b_.vreg();
      uint32_t done = b_.new_label();
      b_.mov(out, 1);
      b_.jump_if(Cond::Eq, r, 0, done);
      b_.mov(out, 0);
      b_.label(done);
      return out;
    }
    default: break;
  }
  normalize(r, e.type);
  return r;
}

ir::Reg ClauseLowerer::incdec(const Expr& e) {
  const Expr& v = *e.args[0];
  bool inc = e.op == Op::Inc || e.op == Op::PreInc;
  bool post = e.kind == ExprKind::PostIncDec;
  Reg old = load_lvalue(v);
  Reg now = b_.vreg();
  b_.mov(now, old);
  // a pointer steps by the size of what it points to, as in C
  int64_t step = v.type->is_pointer() ? std::max<uint32_t>(v.type->target->size, 1) : 1;
  b_.alu(inc ? AluOp::Add : AluOp::Sub, now, step);
  if (!wide_variable(v)) normalize(now, v.type);
  store_lvalue(v, now);
  return post ? old : now;
}

ir::Reg ClauseLowerer::ternary(const Expr& e) {
  Reg out = b_.vreg();
  uint32_t other = b_.new_label(), done = b_.new_label();
  Reg c = expr(*e.args[0]);
  b_.jump_if(Cond::Eq, c, 0, other);
  b_.mov(out, expr(*e.args[1]));
  b_.jump(done);
  b_.label(other);
  b_.mov(out, expr(*e.args[2]));
  b_.label(done);
  return out;
}

ir::Reg ClauseLowerer::assign(const Expr& e) {
  const Expr& lhs = *e.args[0];
  // x op= y reads x before evaluating y, as DTrace does (i += i++ adds the
  // old i); the store comes last.
  Reg cur;
  if (e.op != Op::Assign) cur = load_lvalue(lhs);
  if (e.args[1]->null_string && (lhs.kind == ExprKind::Index ||
                                 (lhs.kind == ExprKind::Var && lhs.scope == ast::VarScope::Self))) {
    // self->s = NULL (or 0) frees the dynamic variable, as DTrace's: the
    // value 0 takes store_lvalue's delete path.
    Reg null = b_.vreg();
    b_.mov(null, 0);
    store_lvalue(lhs, null);
    return null;
  }
  if (e.args[1]->null_string && e.op == Op::Assign &&
      (lhs.kind == ExprKind::Var || lhs.kind == ExprKind::Ident) && lhs.type->is_string()) {
    // A global or this-> string stored inline: NULL is its NULL mark, and
    // the variable then reads as a NULL pointer (see load_lvalue).
    Reg addr = var_addr(lhs);
    b_.store_imm(1, addr, 0, 0);
    b_.store_imm(1, addr, 1, kNullStringMark);
    Reg null = b_.vreg();
    b_.mov(null, 0);
    return null;
  }
  Reg value = expr(*e.args[1]);
  if (e.op != Op::Assign) {
    static const std::pair<Op, Op> compound[] = {
        {Op::AddAssign, Op::Add}, {Op::SubAssign, Op::Sub}, {Op::MulAssign, Op::Mul},
        {Op::DivAssign, Op::Div}, {Op::ModAssign, Op::Mod}, {Op::AndAssign, Op::BitAnd},
        {Op::OrAssign, Op::BitOr}, {Op::XorAssign, Op::BitXor}, {Op::ShlAssign, Op::Shl},
        {Op::ShrAssign, Op::Shr}};
    Op op = Op::Add;
    for (auto [c, o] : compound)
      if (c == e.op) op = o;
    if ((op == Op::Add || op == Op::Sub) && lhs.type->is_pointer() &&
        lhs.type->target->size > 1) {  // p += n moves n objects
      Reg n = b_.vreg();
      b_.mov(n, value);
      b_.alu(AluOp::Mul, n, static_cast<int64_t>(lhs.type->target->size));
      value = n;
    }
    arith(op, lhs.type, cur, value);
    if (!wide_variable(lhs)) normalize(cur, lhs.type);
    value = cur;
  } else if (lhs.type->is_scalar() && !wide_variable(lhs)) {
    normalize(value, lhs.type);
  }
  store_lvalue(lhs, value);
  return value;
}

ir::Reg ClauseLowerer::binary(const Expr& e) {
  switch (e.op) {
    case Op::LogAnd: case Op::LogOr: case Op::LogXor: return logical(e);
    case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge: case Op::Eq: case Op::Ne:
      return compare(e);
    case Op::Comma:
      expr(*e.args[0]);
      return expr(*e.args[1]);
    default: break;
  }
  if ((e.op == Op::Add || e.op == Op::Sub) &&
      (e.args[0]->type->is_pointer() || e.args[1]->type->is_pointer()))
    return pointer_arith(e);
  Reg a = expr(*e.args[0]);
  Reg r = b_.vreg();
  b_.mov(r, a);
  Reg bv = expr(*e.args[1]);
  arith(e.op, e.type, r, bv);
  return r;
}

void ClauseLowerer::arith(Op op, const types::Type* t, Reg dst, Reg src) {
  switch (op) {
    case Op::Add: b_.alu(AluOp::Add, dst, src); break;
    case Op::Sub: b_.alu(AluOp::Sub, dst, src); break;
    case Op::Mul: b_.alu(AluOp::Mul, dst, src); break;
    case Op::Div: case Op::Mod: divide(op, t, dst, src); break;
    case Op::BitAnd: b_.alu(AluOp::And, dst, src); break;
    case Op::BitOr: b_.alu(AluOp::Or, dst, src); break;
    case Op::BitXor: b_.alu(AluOp::Xor, dst, src); break;
    case Op::Shl: b_.alu(AluOp::Lsh, dst, src); break;
    case Op::Shr:
      b_.alu(t->is_signed && !t->is_pointer() ? AluOp::Arsh : AluOp::Rsh, dst, src);
      break;
    default: break;
  }
  // As in DTrace, arithmetic is done in 64 bits: the result is cut to its
  // type's width only where it is stored, cast or recorded, so `i * i / i`
  // of ints does not lose the product's high bits on the way.
}

// BPF only divides unsigned (before the v4 ISA), so signed division divides
// magnitudes and fixes the sign: the quotient is negative when the signs
// differ, and so is the remainder, as in Oracle's DTrace (19 % -5 is -4,
// -19 % -5 is 4; C would give 4 and -4).  A zero divisor stops the clause
// (a runtime divide-by-zero fault).
void ClauseLowerer::divide(Op op, const types::Type* t, Reg dst, Reg src) {
  uint32_t nonzero = b_.new_label();
  b_.jump_if(Cond::Ne, src, 0, nonzero);
  fault(ir::Fault::DivZero, nonzero);
  b_.label(nonzero);
  bool is_signed = t->is_signed && !t->is_pointer();
  AluOp aop = op == Op::Div ? AluOp::Div : AluOp::Mod;
  if (!is_signed) {
    b_.alu(aop, dst, src);
    return;
  }
  Reg neg = b_.vreg(), d = b_.vreg();
  b_.mov(d, src);
  b_.mov(neg, 0);
  uint32_t l1 = b_.new_label(), l2 = b_.new_label(), l3 = b_.new_label();
  b_.jump_if(Cond::Sge, dst, 0, l1);
  b_.alu(AluOp::Neg, dst, 0);
  b_.mov(neg, 1);
  b_.label(l1);
  b_.jump_if(Cond::Sge, d, 0, l2);
  b_.alu(AluOp::Neg, d, 0);
  b_.alu(AluOp::Xor, neg, 1);
  b_.label(l2);
  b_.alu(aop, dst, d);
  b_.jump_if(Cond::Eq, neg, 0, l3);
  b_.alu(AluOp::Neg, dst, 0);
  b_.label(l3);
}

namespace {

// Whether C's usual arithmetic conversions make a comparison signed.
bool compare_signed(const types::Type* a, const types::Type* b) {
  auto sign = [](const types::Type* t) { return t->size < 4 || (t->is_signed && !t->is_pointer()); };
  uint32_t sa = std::max<uint32_t>(a->size, 4), sb = std::max<uint32_t>(b->size, 4);
  if (sa != sb) return sa > sb ? sign(a) : sign(b);
  return sign(a) && sign(b);
}

}  // namespace

ir::Reg ClauseLowerer::compare(const Expr& e) {
  Reg a = expr(*e.args[0]);
  Reg bv = expr(*e.args[1]);
  if (e.args[0]->type->is_string()) return string_compare(e, a, bv);
  bool is_signed = compare_signed(e.args[0]->type, e.args[1]->type);
  Cond c = Cond::Eq;
  switch (e.op) {
    case Op::Lt: c = is_signed ? Cond::Slt : Cond::Lt; break;
    case Op::Le: c = is_signed ? Cond::Sle : Cond::Le; break;
    case Op::Gt: c = is_signed ? Cond::Sgt : Cond::Gt; break;
    case Op::Ge: c = is_signed ? Cond::Sge : Cond::Ge; break;
    case Op::Eq: c = Cond::Eq; break;
    default: c = Cond::Ne; break;
  }
  return flag(c, a, bv);
}

// Strings compare as strcmp() does, then the relation applies to its sign.
// A NULL string (strtok()'s end, an unset pointer) reads as the empty one,
// so `strtok(NULL, d) == NULL` holds.
ir::Reg ClauseLowerer::string_compare(const Expr& e, Reg a, Reg bv) {
  auto null_as_empty = [this](Reg s) {
    Reg r = b_.vreg();
    uint32_t set = b_.new_label();
    b_.mov(r, s);
    b_.jump_if(Cond::Ne, r, 0, set);
    b_.ld_map_value(r, ms::kMapStrtab, static_cast<int32_t>(lw_.intern("")));
    b_.label(set);
    return r;
  };
  // json()'s result is an address kept as a plain number (a pointer would
  // double the verifier's paths through every later json()): compare a
  // copy, which is "" for NULL, as the comparison reads it.
  auto readable = [&](const Expr& x, Reg s) {
    if (x.kind != ExprKind::Call || x.name != "json") return null_as_empty(s);
    int16_t buf = temp(lw_.settings_.strsize);
    copy_string(ms_, buf, s);
    Reg r = b_.vreg();
    b_.mov(r, ms_);
    b_.alu(AluOp::Add, r, buf);
    return r;
  };
  Reg cmp = string_compare_bytes(readable(*e.args[0], a), readable(*e.args[1], bv));
  Cond c = Cond::Eq;
  switch (e.op) {
    case Op::Lt: c = Cond::Slt; break;
    case Op::Le: c = Cond::Sle; break;
    case Op::Gt: c = Cond::Sgt; break;
    case Op::Ge: c = Cond::Sge; break;
    case Op::Eq: c = Cond::Eq; break;
    default: c = Cond::Ne; break;
  }
  return flag(c, cmp, 0);
}

ir::Reg ClauseLowerer::logical(const Expr& e) {
  Reg out = b_.vreg();
  uint32_t done = b_.new_label();
  Reg a = expr(*e.args[0]);
  if (e.op == Op::LogXor) {
    Reg x = b_.vreg(), y = b_.vreg();
    uint32_t l1 = b_.new_label(), l2 = b_.new_label();
    b_.mov(x, 0);
    b_.jump_if(Cond::Eq, a, 0, l1);
    b_.mov(x, 1);
    b_.label(l1);
    Reg bv = expr(*e.args[1]);
    b_.mov(y, 0);
    b_.jump_if(Cond::Eq, bv, 0, l2);
    b_.mov(y, 1);
    b_.label(l2);
    b_.mov(out, x);
    b_.alu(AluOp::Xor, out, y);
    return out;
  }
  bool is_and = e.op == Op::LogAnd;
  b_.mov(out, is_and ? 0 : 1);
  b_.jump_if(is_and ? Cond::Eq : Cond::Ne, a, 0, done);
  Reg bv = expr(*e.args[1]);
  b_.mov(out, is_and ? 0 : 1);
  b_.jump_if(is_and ? Cond::Eq : Cond::Ne, bv, 0, done);
  b_.mov(out, is_and ? 1 : 0);
  b_.label(done);
  return out;
}

// -x pidns: the number of `task` (of its thread group's leader with tgid)
// in the namespace whose nsfs inode is settings.pidns_ino: the
// pid->numbers[i].nr whose numbers[i].ns is that namespace, or 0 when the
// task lives outside it.  Namespaces nested deeper than kMaxPidNsDepth
// below the initial one are not searched.
ir::Reg ClauseLowerer::ns_pid(Reg task, bool tgid) {
  constexpr uint32_t kMaxPidNsDepth = 8;
  Reg t = tgid ? kernel_read(task, kernel_offset("task_struct.group_leader"), 8) : task;
  Reg pid = kernel_read(t, kernel_offset("task_struct.thread_pid"), 8);
  Reg depth = kernel_read(pid, kernel_offset("pid.level"), 4);
  Reg r = b_.vreg();
  b_.mov(r, 0);
  uint32_t done = b_.new_label();
  uint32_t numbers = kernel_offset("pid.numbers");
  uint32_t inum = kernel_offset("pid_namespace.ns") + kernel_offset("ns_common.inum");
  for (uint32_t i = 0; i < kMaxPidNsDepth; ++i) {
    b_.jump_if(Cond::Lt, depth, static_cast<int64_t>(i), done);
    Reg ns = kernel_read(pid, numbers + i * kUpidSize + kernel_offset("upid.ns"), 8);
    Reg ino = kernel_read(ns, inum, 4);
    uint32_t next = b_.new_label();
    b_.jump_if(Cond::Ne, ino, static_cast<int64_t>(lw_.settings_.pidns_ino), next);
    Reg nr = kernel_read(pid, numbers + i * kUpidSize + kernel_offset("upid.nr"), 4);
    b_.mov(r, nr);
    b_.jump(done);
    b_.label(next);
  }
  b_.label(done);
  return r;
}

}  // namespace dtrace::lower
