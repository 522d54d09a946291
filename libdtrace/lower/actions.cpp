// Clause structure, statements, recording actions and aggregations.
#include <linux/bpf.h>
#include <signal.h>

#include <cstdint>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "lower/clause.h"

namespace dtrace::lower {

namespace ms = ir::mstate;
using ast::Expr;
using ast::ExprKind;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

ClauseLowerer::ClauseLowerer(Lowerer& lw, ir::Builder& b, const probes::Probe* probe,
                             const sema::ClauseInfo& clause, uint32_t stid, Reg ctx, Reg ms,
                             int16_t zero_key, uint32_t stack_skip)
    : lw_(lw),
      b_(b),
      probe_(probe),
      clause_(clause),
      stid_(stid),
      ctx_(ctx),
      ms_(ms),
      stack_skip_(stack_skip),
      zero_key_(zero_key) {
  temp_next_ = lw.temps_base();
  alloca_top_ = temp_next_;
  if (clause.clause) where_.loc = clause.clause->loc;
  b_.track_source(clause.index, &where_.loc);
  temp_high_ = temp_next_;
  if (stid) layout_ = &lw.out_.records[stid - 1];
}

int16_t ClauseLowerer::temp(uint32_t size) {
  uint32_t off = temp_next_;
  temp_next_ += (size + 7) & ~7u;
  temp_high_ = std::max(temp_high_, temp_next_);
  return static_cast<int16_t>(off);
}

// clause: [if (!predicate) goto end;] statements; [spill: emit record;] end:
void ClauseLowerer::run() {
  end_label_ = b_.new_label();
  spill_label_ = b_.new_label();
  const ast::Clause& c = *clause_.clause;
  if (c.predicate) {
    Reg p = expr(*c.predicate);
    b_.jump_if(Cond::Eq, p, 0, end_label_);
  }
  if (layout_ && layout_->masked) b_.store_imm(8, record_base(), 0, 0);
  if (lw_.speculates(clause_.index)) {
    spec_slot_ = temp(8);
    b_.store_imm(8, ms_, spec_slot_, 0);
  }
  for (const auto& s : c.body) statement(*s);
  b_.label(spill_label_);
  if (layout_) emit_record();
  if (dyn_drop_label_ != 0) {  // a store found its dynamic variable map full
    b_.jump(end_label_);
    b_.label(dyn_drop_label_);
    count_drop(ms::kCpuDynDrops, end_label_);
  }
  b_.label(end_label_);
}

void ClauseLowerer::statement(const ast::Stmt& s) {
  if (s.expr && s.expr->loc.line != 0) where_ = {s.expr->loc, false};
  switch (s.kind) {
    case ast::Stmt::Kind::Expr: {
      // A statement's temporaries die with it (its values went to variables
      // or the record), so the next statement reuses them: only alloca'd
      // memory lives on to the clause's end.
      uint32_t start = temp_next_;
      const Expr& e = *s.expr;
      if (e.kind == ExprKind::Call)
        action(e);
      else if (e.kind == ExprKind::Assign &&
               (e.args[0]->kind == ExprKind::Agg ||
                (e.args[0]->kind == ExprKind::Index &&
                 e.args[0]->args[0]->kind == ExprKind::Agg)))
        aggregate(e);
      else
        expr(e);
      if (calls_alloca(e)) temp_kept_ = temp_next_;
      temp_next_ = std::max(start, temp_kept_);
      break;
    }
    case ast::Stmt::Kind::Block:
      for (const auto& b : s.body) statement(*b);
      break;
    case ast::Stmt::Kind::If: {
      uint32_t other = b_.new_label(), done = b_.new_label();
      Reg c = expr(*s.expr);
      b_.jump_if(Cond::Eq, c, 0, other);
      for (const auto& b : s.body) statement(*b);
      b_.jump(done);
      b_.label(other);
      for (const auto& b : s.else_body) statement(*b);
      b_.label(done);
      break;
    }
    default:
      break;
  }
}

ir::Reg ClauseLowerer::record_base() {
  Reg r = b_.vreg();
  b_.mov(r, ms_);
  b_.alu(AluOp::Add, r, ms::kRecord + 16);
  return r;
}

// Stores each argument of a recording action into its record field.
void ClauseLowerer::action(const Expr& call) {
  if (call.name == "panic" || call.name == "breakpoint")
    diag::error(call.loc, diag::Tag::D_UNSUPPORTED,
                "{}( ) is not available: a BPF program cannot {} the kernel", call.name,
                call.name == "panic" ? "panic" : "stop in a debugger in");
  if (call.name == "raise" || call.name == "stop") {
    // bpf_send_signal(sig): the signal goes to the current process.
    Reg sig = b_.vreg();
    if (call.name == "raise") {
      sig = expr(*call.args[0]);
      // Signals are 1 to 64 (Linux's _NSIG); any other number, 0 too, is
      // an illegal operation, as DTrace's raise() makes it.
      Reg below = b_.vreg();
      b_.mov(below, sig);
      b_.alu(AluOp::Sub, below, 1);
      uint32_t ok = b_.new_label();
      b_.jump_if(Cond::Lt, below, 64, ok);
      fault(ir::Fault::IllOp, ok);
      b_.label(ok);
    } else {
      b_.mov(sig, SIGSTOP);
    }
    b_.mov(ir::R1, sig);
    b_.call(BPF_FUNC_send_signal, 1);
    return;
  }
  if (call.name == "speculate") return speculate(call);
  if (is_subroutine(call.name)) {  // a subroutine as a statement (copyout(), ...)
    subr(call);
    return;
  }
  auto it = lw_.action_of_.find(&call);
  if (it == lw_.action_of_.end() || !layout_) return;
  const ir::RecordAction& a = layout_->actions[it->second];
  if (layout_->masked && it->second < 64) {
    // This action ran: set its bit in the record's mask.
    Reg base = record_base(), m = b_.vreg();
    b_.load(8, m, base, 0);
    Reg bit = b_.vreg();
    b_.mov(bit, static_cast<int64_t>(uint64_t{1} << it->second));
    b_.alu(AluOp::Or, m, bit);
    b_.store(8, base, 0, m);
  }
  // Arguments recorded after the first: the format of printf/system/
  // freopen, the aggregation of trunc/normalize.
  size_t first = call.name == "printf" || call.name == "system" || call.name == "trunc" ||
                         call.name == "normalize" || call.name == "freopen"
                     ? 1
                     : 0;
  if (call.name == "printa") return;
  if (call.name == "commit" || call.name == "discard") return commit_discard(call, a);
  if (call.name == "stack") {
    stack_into(record_base(), static_cast<int16_t>(a.fields[0].offset), a.fields[0]);
    return;
  }
  if (call.name == "ustack") {
    ustack_into(b_, ctx_, record_base(), static_cast<int16_t>(a.fields[0].offset), a.fields[0],
                fires_at_function_entry(probe_, clause_));
    return;
  }
  if (call.name == "print") {
    // The address, then bpf_probe_read_kernel(record + off, size, address):
    // the object's bytes (a struct or array value is its address too).
    Reg addr = expr(*call.args[0]);
    b_.store(8, record_base(), static_cast<int16_t>(a.fields[0].offset), addr);
    probe_read(BPF_FUNC_probe_read_kernel, record_base(),
               static_cast<int32_t>(a.fields[1].offset), a.fields[1].size, addr);
    return;
  }
  if (call.name == "tracemem") {
    // bpf_probe_read_kernel(record + off, size, address); unreadable: a fault.
    Reg addr = expr(*call.args[0]);
    probe_read(BPF_FUNC_probe_read_kernel, record_base(),
               static_cast<int32_t>(a.fields[0].offset), a.fields[0].size, addr);
    if (a.fields.size() == 2) {
      // nbytes = (uint64_t)n < size ? n : size, as DTrace: a negative count
      // prints everything.
      Reg n = b_.vreg();
      b_.mov(n, expr(*call.args[2]));
      uint32_t keep = b_.new_label();
      b_.jump_if(Cond::Lt, n, static_cast<int64_t>(a.fields[0].size), keep);
      b_.mov(n, static_cast<int64_t>(a.fields[0].size));
      b_.label(keep);
      b_.store(8, record_base(), static_cast<int16_t>(a.fields[1].offset), n);
    }
    return;
  }
  for (size_t i = 0; i < a.fields.size(); ++i) {
    const Expr& arg = *call.args[first + i];
    const ir::RecordField& f = a.fields[i];
    if (f.kind == ir::RecordField::Kind::Stack) {
      // printf("%k", stack(n)): the stack is recorded where it is taken,
      // as for the stack() action; it has no value to compute.
      if (arg.kind == ExprKind::Call && arg.name == "ustack")
        ustack_into(b_, ctx_, record_base(), static_cast<int16_t>(f.offset), f,
                    fires_at_function_entry(probe_, clause_));
      else
        stack_into(record_base(), static_cast<int16_t>(f.offset), f);
      continue;
    }
    // As DTrace, recording a string read through a pointer or an integer
    // (stringof p) checks the address is not NULL; any other address that
    // cannot be read records the empty string.
    Reg v;
    if (arg.kind == ExprKind::Stringof) {
      WhereScope at(where_, arg);
      v = stringof(arg, true);
    } else {
      v = expr(arg);
    }
    Reg base = record_base();
    if (f.kind == ir::RecordField::Kind::String) {
      // trace(strtok(NULL, ",")) at the end of the tokens, or of a missing
      // string element (a[k], self->s): a NULL string is an invalid address
      // fault, as DTrace reports it.
      bool dynamic = arg.kind == ExprKind::Index ||
                     (arg.kind == ExprKind::Var && arg.scope == ast::VarScope::Self);
      if (arg.kind == ExprKind::Call || dynamic) check_not_null(v);
      copy_string(base, static_cast<int16_t>(f.offset), v);
    } else if (f.size > 8 || !arg.type->is_scalar()) {  // v points at the bytes
      copy_bytes(base, static_cast<int16_t>(f.offset), v, f.size);
    } else {
      b_.store(static_cast<uint8_t>(f.size), base, static_cast<int16_t>(f.offset), v);
    }
  }
  if (call.name == "exit") {
    // exit(): no probe but END records anything more (DTrace's draining).
    Reg st = b_.vreg();
    b_.ld_map_value(st, ms::kMapState, 0);
    b_.store_imm(4, st, ms::kStateActivity, static_cast<int32_t>(ms::kDraining));
  }
}

namespace {

// The user stack pointer in the pt_regs a uprobe hands its program.
constexpr int16_t kUserRegSp = 19 * 8;

bool pid_entry_probe(const probes::Probe& p) {
  std::string_view prov = p.provider;
  return p.name == "entry" && prov.size() > 3 && prov.starts_with("pid") &&
         prov.find_first_not_of("0123456789", 3) == std::string_view::npos;
}

}  // namespace

Reg return_address_at_entry(ir::Builder& b, Reg ctx) {
  int16_t slot = b.stack_alloc(8);
  b.store_imm(8, ir::FP, slot, 0);
  b.mov(ir::R1, ir::FP);
  b.alu(AluOp::Add, ir::R1, slot);
  b.mov(ir::R2, 8);
  b.load(8, ir::R3, ctx, kUserRegSp);
  b.call(BPF_FUNC_probe_read_user, 3);
  Reg ret = b.vreg();
  b.load(8, ret, ir::FP, slot);
  return ret;
}

bool fires_at_function_entry(const probes::Probe* probe, const sema::ClauseInfo& clause) {
  if (probe) return pid_entry_probe(*probe);
  if (clause.probes.empty()) return false;
  for (const probes::Probe* p : clause.probes)
    if (!pid_entry_probe(*p)) return false;
  return true;
}

// The user stack where the probe fired, in a stack() record whose first
// word says whose it is (ir::kUserStackFlag):
//   n = bpf_get_stack(ctx, dst->pcs, frames * 8, BPF_F_USER_STACK);
//   dst->bytes = (n < 0 ? 0 : n) | tgid << 32 | kUserStackFlag;
// The consumer symbolizes the pcs in that process (consume/usyms.h).
//
// At a function's entry the callee has not yet saved the caller's frame
// pointer, so a frame-pointer walk goes from the function straight to its
// caller's caller.  The kernel puts the caller back only for functions
// that begin by pushing %rbp; for the others (glibc's malloc), as DTrace
// reads the return address at the top of the stack there:
//   ret = *(u64 *)regs->sp;
//   if (ret && n >= 8 && (n < 16 || dst->pcs[1] != ret)) {
//     m = bpf_get_stack(ctx, &dst->pcs[1], (frames - 1) * 8, BPF_F_USER_STACK);
//     dst->pcs[1] = ret;                  // over the second copy of the pc
//     n = 8 + (m < 8 ? 8 : m);
//   }
void ustack_into(ir::Builder& b, Reg ctx, Reg base, int16_t off, const ir::RecordField& f,
                 bool at_entry) {
  // r0 = bpf_get_stack(ctx, base + at, f.size - at, BPF_F_USER_STACK)
  auto user_stack = [&](int16_t at) {
    b.mov(ir::R1, ctx);
    b.mov(ir::R2, base);
    b.alu(AluOp::Add, ir::R2, off + at);
    b.mov(ir::R3, static_cast<int64_t>(f.size - at));
    b.mov(ir::R4, static_cast<int64_t>(BPF_F_USER_STACK));
    b.call(BPF_FUNC_get_stack, 4);
  };
  user_stack(8);
  Reg n = b.vreg();
  b.mov(n, ir::R0);
  uint32_t ok = b.new_label();
  b.jump_if(Cond::Sge, n, 0, ok);
  b.mov(n, 0);
  b.label(ok);
  if (at_entry && f.size >= 24) {
    uint32_t skip = b.new_label(), insert = b.new_label();
    Reg ret = return_address_at_entry(b, ctx);
    b.jump_if(Cond::Eq, ret, 0, skip);
    b.jump_if(Cond::Slt, n, 8, skip);
    b.jump_if(Cond::Slt, n, 16, insert);
    Reg second = b.vreg();
    b.load(8, second, base, static_cast<int16_t>(off + 16));
    b.jump_if(Cond::Eq, second, ret, skip);
    b.label(insert);
    user_stack(16);
    b.mov(n, ir::R0);
    b.store(8, base, static_cast<int16_t>(off + 16), ret);
    uint32_t some = b.new_label();
    b.jump_if(Cond::Sge, n, 8, some);
    b.mov(n, 8);
    b.label(some);
    b.alu(AluOp::Add, n, 8);
    b.label(skip);
  }
  b.call(BPF_FUNC_get_current_pid_tgid, 0);
  Reg who = b.vreg();
  b.mov(who, ir::R0);
  b.alu(AluOp::Rsh, who, 32);
  b.alu(AluOp::Lsh, who, 32);
  b.alu(AluOp::Or, n, who);
  Reg flag = b.vreg();
  b.mov(flag, static_cast<int64_t>(ir::kUserStackFlag));
  b.alu(AluOp::Or, n, flag);
  b.store(8, base, off, n);
}

// dst->bytes = bpf_get_stack(ctx, dst->pcs, frames * 8, 0): the kernel stack
// where the probe fired (a failure records no frames).  BEGIN and END fire
// in dtrace itself, from no kernel code of interest: no frames, as DTrace.
void ClauseLowerer::stack_into(Reg base, int16_t off, const ir::RecordField& f) {
  if (no_kernel_stack()) return b_.store_imm(8, base, off, 0);
  b_.mov(ir::R1, ctx_);
  b_.mov(ir::R2, base);
  b_.alu(AluOp::Add, ir::R2, off + 8);
  b_.mov(ir::R3, static_cast<int64_t>(f.size - 8));
  b_.mov(ir::R4, static_cast<int64_t>(stack_skip_ & BPF_F_SKIP_FIELD_MASK));
  b_.call(BPF_FUNC_get_stack, 4);
  Reg n = b_.vreg();
  b_.mov(n, ir::R0);
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Sge, n, 0, ok);
  b_.mov(n, 0);
  b_.label(ok);
  b_.store(8, base, off, n);
}

// The record header, then bpf_ringbuf_output(&ring, rec, 16 + size, 0); a
// refused record counts as a drop on this CPU.
void ClauseLowerer::emit_record() {
  Reg rec = b_.vreg();
  b_.mov(rec, ms_);
  b_.alu(AluOp::Add, rec, ms::kRecord);
  emit_header(rec, layout_->size, stid_);
  if (spec_slot_ >= 0) {
    // After speculate(): the speculation id goes in the low 16 bits.
    Reg w = b_.vreg(), id = b_.vreg();
    b_.load(4, w, rec, 12);
    b_.load(8, id, ms_, spec_slot_);
    b_.alu(AluOp::Or, w, id);
    b_.store(4, rec, 12, w);
  }
  b_.ld_map(ir::R1, ms::kMapRingbuf);
  b_.mov(ir::R2, rec);
  b_.mov(ir::R3, static_cast<int64_t>(16 + layout_->size));
  b_.mov(ir::R4, 0);
  b_.call(BPF_FUNC_ringbuf_output, 4);
  Reg rc = b_.vreg();
  b_.mov(rc, ir::R0);
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Eq, rc, 0, ok);
  count_drop(ms::kCpuDrops, ok);
  b_.label(ok);
}

// {size, stid, prid, specid | cpu << 16} at rec.
void ClauseLowerer::emit_header(Reg rec, uint32_t size, uint32_t stid) {
  b_.store_imm(4, rec, 0, static_cast<int32_t>(size));
  b_.store_imm(4, rec, 4, static_cast<int32_t>(stid));
  Reg prid = b_.vreg();
  b_.load(4, prid, ms_, ms::kPrid);
  b_.store(4, rec, 8, prid);
  // specid in the low 16 bits, the CPU in the high 16 (ring buffers are shared).
  b_.call(BPF_FUNC_get_smp_processor_id, 0);
  Reg cpu = b_.vreg();
  b_.mov(cpu, ir::R0);
  b_.alu(AluOp::Lsh, cpu, 16);
  b_.store(4, rec, 12, cpu);
}

// The fault record {fault, clause, pc, addr}, sent at once (a fault is never
// lost to a later drop of the clause's own record); then the clause ends.
void ClauseLowerer::fault(ir::Fault f, uint32_t at, Reg addr) {
  Reg rec = b_.vreg();
  b_.mov(rec, ms_);
  b_.alu(AluOp::Add, rec, ms::kRecord);
  emit_header(rec, sizeof(ir::FaultRecord), ir::kFaultStid);
  b_.store_imm(4, rec, 16, static_cast<int32_t>(f));
  b_.store_imm(4, rec, 20, static_cast<int32_t>(lw_.statement_number(clause_.index)));
  Reg pc = b_.vreg();
  b_.mov_pc(pc, at);
  b_.store(8, rec, 24, pc);
  if (addr.valid())
    b_.store(8, rec, 32, addr);
  else
    b_.store_imm(8, rec, 32, 0);
  // Which D expression faulted, for the error context (DESIGN.md D14).
  b_.store_imm(4, rec, 40, static_cast<int32_t>(lw_.fault_site(clause_.index, where_.loc, where_.user_copy)));
  b_.store_imm(4, rec, 44, 0);
  b_.ld_map(ir::R1, ms::kMapRingbuf);
  b_.mov(ir::R2, rec);
  b_.mov(ir::R3, static_cast<int64_t>(16 + sizeof(ir::FaultRecord)));
  b_.mov(ir::R4, 0);
  b_.call(BPF_FUNC_ringbuf_output, 4);
  if (!in_error_ && !lw_.error_clauses_.empty()) run_error_clauses(f, addr);
  b_.jump(end_label_);
}

// The user's dtrace:::ERROR clauses, run right here for the fault, with
// Oracle's arguments: arg1 the EPID, arg2 the clause id, arg3 -1,
// arg4 the fault, arg5 the address.  The firing probe's id and
// arguments are saved around them, for the clauses that follow.
void ClauseLowerer::run_error_clauses(ir::Fault f, Reg addr) {
  constexpr int kSaved = 6;
  int16_t save = temp(8 * (kSaved + 1));
  Reg v = b_.vreg();
  b_.load(4, v, ms_, ms::kPrid);
  b_.store(8, ms_, save, v);
  for (int i = 0; i < kSaved; ++i) {
    b_.load(8, v, ms_, static_cast<int16_t>(ms::kArgs + 8 * i));
    b_.store(8, ms_, static_cast<int16_t>(save + 8 + 8 * i), v);
  }
  // arg1: the faulting enabling's EPID (what `epid` read there)
  b_.load(4, v, ms_, ms::kPrid);
  b_.alu(AluOp::Lsh, v, 32);
  b_.alu(AluOp::Or, v, static_cast<int64_t>(stid_));
  b_.store_imm(8, ms_, ms::kArgs, 0);
  b_.store(8, ms_, ms::kArgs + 8, v);
  // arg2: the clause's place among the probe's clauses (DTrace's clause id)
  b_.store_imm(8, ms_, ms::kArgs + 16, static_cast<int32_t>(clause_pos_));
  // arg3: DTrace's "no DIF offset" (the pc is in the fault message)
  b_.store_imm(8, ms_, ms::kArgs + 24, -1);
  b_.store_imm(8, ms_, ms::kArgs + 32, static_cast<int32_t>(f));
  if (addr.valid())
    b_.store(8, ms_, ms::kArgs + 40, addr);
  else
    b_.store_imm(8, ms_, ms::kArgs + 40, 0);
  const probes::Probe* error_probe = lw_.error_probe_;
  b_.store_imm(4, ms_, ms::kPrid, static_cast<int32_t>(error_probe->id));
  for (int ci : lw_.error_clauses_) {
    ClauseLowerer cl(lw_, b_, error_probe, lw_.prog_.clauses[ci], lw_.clause_stid_[ci], ctx_, ms_,
                     zero_key_, 0);
    cl.in_error_ = true;
    cl.temp_next_ = temp_next_;  // after the saved state
    cl.run();
    temp_high_ = std::max(temp_high_, cl.temp_high());
  }
  b_.load(8, v, ms_, save);
  b_.store(4, ms_, ms::kPrid, v);
  for (int i = 0; i < kSaved; ++i) {
    b_.load(8, v, ms_, static_cast<int16_t>(save + 8 + 8 * i));
    b_.store(8, ms_, static_cast<int16_t>(ms::kArgs + 8 * i), v);
  }
}

// cpuinfo[cpu].counter += 1 (the counter at `offset`), then on to `next`.
void ClauseLowerer::count_drop(int16_t offset, uint32_t next) {
  b_.ld_map(ir::R1, ms::kMapCpuInfo);
  b_.mov(ir::R2, ir::FP);
  b_.alu(AluOp::Add, ir::R2, zero_key_);
  b_.call(BPF_FUNC_map_lookup_elem, 2);
  Reg ci = b_.vreg();
  b_.mov(ci, ir::R0);
  b_.jump_if(Cond::Eq, ci, 0, next);
  Reg n = b_.vreg();
  b_.load(8, n, ci, offset);
  b_.alu(AluOp::Add, n, 1);
  b_.store(8, ci, offset, n);
}

// @name[keys] = func(args):
//   key = packed keys (zeroed first so hashing sees no stale bytes)
//   v = lookup(agg, key) ?: (update(agg, key, zeroes, NOEXIST), lookup(agg, key))
//   if (!v) aggregation drop; else apply func to v
void ClauseLowerer::aggregate(const Expr& e) {
  const Expr& lhs = *e.args[0];
  const Expr& fn = *e.args[1];
  const ir::AggregationDesc& desc = lw_.out_.aggs[lhs.binding];
  uint32_t map = ms::kFirstAggMap + desc.id;
  Reg key = b_.vreg();
  if (desc.key_size == 0) {
    b_.mov(key, ir::FP);
    b_.alu(AluOp::Add, key, zero_key_);
  } else {
    key = pack_key(desc.keys, desc.key_size, lhs);
  }
  std::vector<Reg> args;
  for (const auto& a : fn.args) args.push_back(expr(*a));
  uint32_t done = b_.new_label();
  // A full map is an aggregation drop on this CPU.
  Reg val = lookup_or_create(map, key, ms::kCpuAggDrops, done);
  agg_apply(desc, args, val);
  b_.label(done);
}

// Per-CPU values need no atomics: word 0 counts updates, then the function's
// state (ir/record.h documents the layout).
void ClauseLowerer::agg_apply(const ir::AggregationDesc& desc, const std::vector<Reg>& a,
                              Reg val) {
  auto add_word = [&](int word, Reg x) {
    Reg w = b_.vreg();
    b_.load(8, w, val, static_cast<int16_t>(8 * word));
    b_.alu(AluOp::Add, w, x);
    b_.store(8, val, static_cast<int16_t>(8 * word), w);
  };
  Reg one = b_.vreg();
  b_.mov(one, 1);
  add_word(0, one);
  switch (desc.func) {
    case ir::AggFunc::Count:
      break;
    case ir::AggFunc::Sum:
    case ir::AggFunc::Avg:
      add_word(1, a[0]);
      break;
    case ir::AggFunc::Min:
    case ir::AggFunc::Max: {
      uint32_t set = b_.new_label(), skip = b_.new_label();
      Reg n = b_.vreg(), cur = b_.vreg();
      b_.load(8, n, val, 0);
      b_.jump_if(Cond::Eq, n, 1, set);
      b_.load(8, cur, val, 8);
      b_.jump_if(desc.func == ir::AggFunc::Min ? Cond::Sge : Cond::Sle, a[0], cur, skip);
      b_.label(set);
      b_.store(8, val, 8, a[0]);
      b_.label(skip);
      break;
    }
    case ir::AggFunc::Stddev: {
      add_word(1, a[0]);
      // 128-bit sum of squares (words 2, 3): lo += sq_lo, with its carry,
      // and hi += sq_hi.
      Reg sq_lo = b_.vreg(), sq_hi = b_.vreg(), lo = b_.vreg();
      square128(a[0], sq_lo, sq_hi);
      b_.load(8, lo, val, 16);
      b_.alu(AluOp::Add, lo, sq_lo);
      b_.store(8, val, 16, lo);
      uint32_t nocarry = b_.new_label();
      b_.jump_if(Cond::Ge, lo, sq_lo, nocarry);
      b_.alu(AluOp::Add, sq_hi, 1);
      b_.label(nocarry);
      add_word(3, sq_hi);
      break;
    }
    case ir::AggFunc::Quantize:
    case ir::AggFunc::Lquantize:
    case ir::AggFunc::Llquantize: {
      // The optional increment follows the function's own arguments.
      size_t incr_arg = desc.func == ir::AggFunc::Quantize    ? 1
                        : desc.func == ir::AggFunc::Lquantize ? 4
                                                              : 5;
      Reg idx = b_.vreg();
      if (desc.func == ir::AggFunc::Quantize)
        quantize_bucket(a[0], idx);
      else if (desc.func == ir::AggFunc::Lquantize)
        lquantize_bucket(desc, a[0], idx);
      else
        llquantize_bucket(desc, a[0], idx);
      Reg incr = a.size() > incr_arg ? a[incr_arg] : one;
      // val + 8 * (1 + idx), idx bounded above so the verifier sees the access in range.
      Reg p = b_.vreg();
      b_.mov(p, idx);
      b_.alu(AluOp::Lsh, p, 3);
      b_.alu(AluOp::Add, p, val);
      Reg w = b_.vreg();
      b_.load(8, w, p, 8);
      b_.alu(AluOp::Add, w, incr);
      b_.store(8, p, 8, w);
      break;
    }
  }
}

// x * x as a 128-bit number (lo, hi), as DTrace's stddev() keeps its sum of
// squares: with |x| = a * 2^32 + b, x^2 = a^2 * 2^64 + 2ab * 2^32 + b^2.
void ClauseLowerer::square128(Reg x, Reg lo, Reg hi) {
  Reg a = b_.vreg(), bl = b_.vreg(), m = b_.vreg();
  uint32_t pos = b_.new_label(), nocarry = b_.new_label();
  b_.mov(a, x);
  b_.jump_if(Cond::Sge, x, 0, pos);
  b_.alu(AluOp::Neg, a, 0);
  b_.label(pos);
  b_.mov(bl, a);
  b_.alu(AluOp::Lsh, bl, 32);
  b_.alu(AluOp::Rsh, bl, 32);
  b_.alu(AluOp::Rsh, a, 32);
  b_.mov(lo, bl);
  b_.alu(AluOp::Mul, lo, bl);
  b_.mov(hi, a);
  b_.alu(AluOp::Mul, hi, a);
  b_.mov(m, a);
  b_.alu(AluOp::Mul, m, bl);  // 2ab * 2^32 = m << 33: m >> 31 goes to hi
  b_.mov(a, m);
  b_.alu(AluOp::Rsh, a, 31);
  b_.alu(AluOp::Add, hi, a);
  b_.alu(AluOp::Lsh, m, 33);
  b_.alu(AluOp::Add, lo, m);
  b_.jump_if(Cond::Ge, lo, m, nocarry);
  b_.alu(AluOp::Add, hi, 1);
  b_.label(nocarry);
}

// idx = 63 for 0; 64 + floor(log2 x) for x > 0; 62 - floor(log2 -x) for x < 0.
void ClauseLowerer::quantize_bucket(Reg x, Reg idx) {
  Reg v = b_.vreg(), l = b_.vreg();
  uint32_t pos = b_.new_label(), done = b_.new_label();
  b_.mov(idx, 63);
  b_.jump_if(Cond::Eq, x, 0, done);
  b_.mov(v, x);
  b_.jump_if(Cond::Sgt, x, 0, pos);
  b_.alu(AluOp::Neg, v, 0);
  b_.label(pos);
  // l = floor(log2 v) by binary search, straight-line (D programs have no loops).
  b_.mov(l, 0);
  for (int shift : {32, 16, 8, 4, 2, 1}) {
    uint32_t skip = b_.new_label();
    Reg t = b_.vreg();
    b_.mov(t, v);
    b_.alu(AluOp::Rsh, t, shift);
    b_.jump_if(Cond::Eq, t, 0, skip);
    b_.mov(v, t);
    b_.alu(AluOp::Add, l, shift);
    b_.label(skip);
  }
  uint32_t neg = b_.new_label();
  b_.jump_if(Cond::Slt, x, 0, neg);
  b_.mov(idx, 64);
  b_.alu(AluOp::Add, idx, l);
  b_.jump(done);
  b_.label(neg);
  // -2^63 negates to itself (l = 63): like every value at or below -2^62,
  // DTrace counts it in the lowest bucket.
  uint32_t in_range = b_.new_label();
  b_.jump_if(Cond::Le, l, 62, in_range);
  b_.mov(l, 62);
  b_.label(in_range);
  b_.mov(idx, 62);
  b_.alu(AluOp::Sub, idx, l);
  b_.label(done);
  emit_clamp_index(idx, 126);
}

// idx = 0 below base, levels + 1 at or above limit, else 1 + (x - base) / step.
void ClauseLowerer::lquantize_bucket(const ir::AggregationDesc& desc, Reg x, Reg idx) {
  int64_t base = desc.params[0], limit = desc.params[1], step = desc.params[2];
  int64_t levels = (limit - base) / step;
  uint32_t done = b_.new_label(), mid = b_.new_label(), high = b_.new_label();
  b_.mov(idx, 0);
  b_.jump_if(Cond::Slt, x, base, done);
  b_.jump_if(Cond::Sge, x, limit, high);
  b_.label(mid);
  b_.mov(idx, x);
  b_.alu(AluOp::Sub, idx, base);
  b_.alu(AluOp::Div, idx, step);
  b_.alu(AluOp::Add, idx, 1);
  b_.jump(done);
  b_.label(high);
  b_.mov(idx, levels + 1);
  b_.label(done);
  emit_clamp_index(idx, static_cast<uint32_t>(levels + 1));
}

// DTrace's log-linear buckets, symmetric around bin0 (|x| < factor^lmag):
// for |x| in magnitude m ([factor^m, factor^(m+1))) the offset from bin0 is
//   (m - lmag) * (steps - steps/factor) + |x| * steps / factor^(m+1)
//   - steps/factor + 1,
// above factor^(hmag+1) the last bin; negative x mirror below bin0.  Every
// constant is known here, so the magnitudes unroll into a compare chain.
void ClauseLowerer::llquantize_bucket(const ir::AggregationDesc& desc, Reg x, Reg idx) {
  const int64_t factor = desc.params[0], lmag = desc.params[1], hmag = desc.params[2],
                steps = desc.params[3], sf = steps / factor;
  const int64_t per_range = (hmag - lmag + 1) * (steps - sf), bin0 = 1 + per_range;
  auto power = [factor](int64_t e) {
    int64_t r = 1;
    for (int64_t i = 0; i < e; ++i) r *= factor;
    return r;
  };
  Reg abs = b_.vreg(), off = b_.vreg();
  uint32_t done = b_.new_label(), sign = b_.new_label(), pos = b_.new_label();
  b_.mov(abs, x);
  b_.jump_if(Cond::Sge, x, 0, pos);
  b_.alu(AluOp::Neg, abs, 0);
  b_.label(pos);
  b_.mov(idx, bin0);
  b_.jump_if(Cond::Lt, abs, power(lmag), done);
  b_.mov(off, per_range + 1);
  b_.jump_if(Cond::Ge, abs, power(hmag + 1), sign);
  for (int64_t m = lmag; m <= hmag; ++m) {
    uint32_t next = b_.new_label();
    b_.jump_if(Cond::Ge, abs, power(m + 1), next);
    b_.mov(off, abs);
    b_.alu(AluOp::Mul, off, steps);
    b_.alu(AluOp::Div, off, power(m + 1));
    b_.alu(AluOp::Add, off, (m - lmag) * (steps - sf) - sf + 1);
    b_.jump(sign);
    b_.label(next);
  }
  b_.label(sign);
  uint32_t negative = b_.new_label();
  b_.jump_if(Cond::Slt, x, 0, negative);
  b_.alu(AluOp::Add, idx, off);
  b_.jump(done);
  b_.label(negative);
  b_.alu(AluOp::Sub, idx, off);
  b_.label(done);
  emit_clamp_index(idx, static_cast<uint32_t>(2 * per_range + 2));
}

// Verifier: a variable offset into a map value must have a known upper
// bound, so cap the index with an explicit comparison the verifier tracks.
void ClauseLowerer::emit_clamp_index(Reg idx, uint32_t max) {
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Le, idx, static_cast<int64_t>(max), ok);
  b_.mov(idx, static_cast<int64_t>(max));
  b_.label(ok);
}

// speculation(): the first free id, claimed by inserting it into the slots
// map with BPF_NOEXIST (only one CPU can win an id); 0 when every slot is
// taken, counted as a failed speculation, "busy" when a slot is draining.
//   for (i = 1; i <= nspec; i++)
//     if (update(specs, &i, zeroes, NOEXIST) == 0) return i;
//     else busy |= specs[i]->draining;
ir::Reg ClauseLowerer::subr_speculation(const Expr&) {
  Reg id = b_.vreg(), busy = b_.vreg();
  b_.mov(id, 0);
  b_.mov(busy, 0);
  int16_t key = temp(8);
  uint32_t done = b_.new_label(), unavail = b_.new_label();
  for (uint32_t i = 1; i <= lw_.nspec(); ++i) {
    b_.store_imm(4, ms_, key, static_cast<int32_t>(i));
    b_.ld_map(ir::R1, lw_.spec_map());
    b_.mov(ir::R2, ms_);
    b_.alu(AluOp::Add, ir::R2, key);
    b_.ld_map_value(ir::R3, ms::kMapStrtab, 0);
    b_.mov(ir::R4, BPF_NOEXIST);
    b_.call(BPF_FUNC_map_update_elem, 4);
    Reg rc = b_.vreg();
    b_.mov(rc, ir::R0);
    uint32_t taken = b_.new_label(), next = b_.new_label();
    b_.jump_if(Cond::Ne, rc, 0, taken);
    b_.mov(id, static_cast<int64_t>(i));
    b_.jump(done);
    b_.label(taken);
    Reg v = spec_lookup(key);
    b_.jump_if(Cond::Eq, v, 0, next);
    Reg d = b_.vreg();
    b_.load(4, d, v, ms::kSpecDraining);
    b_.alu(AluOp::Or, busy, d);
    b_.label(next);
  }
  b_.jump_if(Cond::Eq, busy, 0, unavail);
  count_drop(ms::kCpuSpecBusy, done);
  b_.jump(done);
  b_.label(unavail);
  count_drop(ms::kCpuSpecUnavail, done);
  b_.label(done);
  return id;
}

// specs[*(u32 *)(ms + key)]: the slot's value, or 0.
ir::Reg ClauseLowerer::spec_lookup(int16_t key) {
  b_.ld_map(ir::R1, lw_.spec_map());
  b_.mov(ir::R2, ms_);
  b_.alu(AluOp::Add, ir::R2, key);
  b_.call(BPF_FUNC_map_lookup_elem, 2);
  Reg v = b_.vreg();
  b_.mov(v, ir::R0);
  return v;
}

// speculate(id): the clause's record goes to speculation id.  An id that is
// not active (0, never claimed, or already committed or discarded) ends the
// clause: nothing it would record is kept.
void ClauseLowerer::speculate(const Expr& call) {
  Reg v = expr(*call.args[0]);
  int16_t key = temp(8);
  b_.store_imm(8, ms_, key, 0);
  b_.store(4, ms_, key, v);
  Reg slot = spec_lookup(key);
  b_.jump_if(Cond::Eq, slot, 0, end_label_);
  Reg d = b_.vreg();
  b_.load(4, d, slot, ms::kSpecDraining);
  b_.jump_if(Cond::Ne, d, 0, end_label_);
  Reg id = b_.vreg();
  b_.load(8, id, ms_, key);
  if (spec_slot_ >= 0) b_.store(8, ms_, spec_slot_, id);
  if (layout_) reserve_speculative(id);
}

// A clause whose record is larger than specsize ends at speculate(), as in
// DTrace: what follows speculate() does not run, and the record goes to
// the consumer, which counts it as a speculative drop.  DTrace counts a
// record's data and 8 bytes of its header against specsize.  (The jump
// tests the id, never 0 here, so that the code after it stays reachable
// for the verifier.)
void ClauseLowerer::reserve_speculative(Reg id) {
  if (8 + uint64_t{layout_->size} > lw_.specsize()) b_.jump_if(Cond::Ne, id, 0, spill_label_);
}

// commit(id) / discard(id): an id above nspec is an illegal operation (as
// in Oracle's DTrace); an active speculation becomes draining, so nothing
// more is speculated to it, and the record tells the consumer to print (or
// drop) what it holds for id and free the slot.
void ClauseLowerer::commit_discard(const Expr& call, const ir::RecordAction& a) {
  Reg v = expr(*call.args[0]);
  uint32_t ok = b_.new_label(), done = b_.new_label();
  b_.jump_if(Cond::Le, v, static_cast<int64_t>(lw_.nspec()), ok);
  fault(ir::Fault::IllOp, ok);
  b_.label(ok);
  Reg base = record_base();
  b_.store(4, base, static_cast<int16_t>(a.fields[0].offset), v);
  b_.store_imm(4, base, static_cast<int16_t>(a.fields[1].offset), 0);
  int16_t key = temp(8);
  b_.store(4, ms_, key, v);
  Reg slot = spec_lookup(key);
  b_.jump_if(Cond::Eq, slot, 0, done);
  Reg d = b_.vreg();
  b_.load(4, d, slot, ms::kSpecDraining);
  b_.jump_if(Cond::Ne, d, 0, done);
  b_.store_imm(4, slot, ms::kSpecDraining, 1);
  Reg rb = record_base();
  b_.store_imm(4, rb, static_cast<int16_t>(a.fields[1].offset), 1);
  b_.label(done);
}

}  // namespace dtrace::lower
