// Variables: globals and this-> live at fixed addresses (the globals map
// value, the clause-local area of mstate); self-> variables and associative
// array elements are dynamic variables in hash maps (DESIGN.md D6):
//
//   read:   v = lookup(map, key) ?: &zeroes;  value = *v
//   write:  value == 0 ? delete(map, key) : update(map, key, &value)
//
// so a missing element reads as 0 (a string as NULL: the pointer is 0) and
// assigning 0 or a NULL string frees it.  A full
// map refuses the update: a dynamic variable drop, counted per CPU, which
// ends the clause.
#include <linux/bpf.h>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "lower/clause.h"
#include "sema/checker.h"

namespace dtrace::lower {

namespace ms = ir::mstate;
using ast::Expr;
using ast::ExprKind;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

namespace {

bool is_dynamic(const Expr& lv) {
  return (lv.kind == ExprKind::Var && lv.scope == ast::VarScope::Self) ||
         lv.kind == ExprKind::Index;
}

}  // namespace

// Packs the keys of `idx` (args[1..]) into a zeroed temp with `fields`.
ir::Reg ClauseLowerer::pack_key(const std::vector<ir::RecordField>& fields, uint32_t key_size,
                                const Expr& idx) {
  int16_t kbuf = temp(key_size);
  b_.zero(ms_, kbuf, key_size);
  for (size_t i = 0; i < fields.size(); ++i) {
    const ir::RecordField& f = fields[i];
    const Expr& k = *idx.args[i + 1];
    bool incoming = probe_ && probes::fires_for_incoming_task(*probe_);
    if (k.kind == ExprKind::Ident && k.binding == static_cast<int>(sema::Builtin::Execname) &&
        !incoming) {
      // bpf_get_current_comm straight into the zeroed key: no temporary copy.
      b_.mov(ir::R1, ms_);
      b_.alu(AluOp::Add, ir::R1, kbuf + f.offset);
      b_.mov(ir::R2, 16);
      b_.call(BPF_FUNC_get_current_comm, 2);
      continue;
    }
    if (f.kind == ir::RecordField::Kind::Stack) {
      if (k.kind == ExprKind::Call && k.name == "ustack")
        ustack_into(b_, ctx_, ms_, static_cast<int16_t>(kbuf + f.offset), f,
                    fires_at_function_entry(probe_, clause_));
      else
        stack_into(ms_, static_cast<int16_t>(kbuf + f.offset), f);
      continue;
    }
    Reg v = expr(k);
    if (f.kind == ir::RecordField::Kind::String)
      copy_string(ms_, static_cast<int16_t>(kbuf + f.offset), v, f.size);
    else if (f.size > 8 || f.kind == ir::RecordField::Kind::Bytes)  // v points at the bytes
      copy_bytes(ms_, static_cast<int16_t>(kbuf + f.offset), v, f.size);
    else
      b_.store(static_cast<uint8_t>(f.size), ms_, static_cast<int16_t>(kbuf + f.offset), v);
  }
  Reg key = b_.vreg();
  b_.mov(key, ms_);
  b_.alu(AluOp::Add, key, kbuf);
  return key;
}

// self->x: key {u32 tid, u32 variable}; a[k...]: the packed key tuple.
ir::Reg ClauseLowerer::dyn_key(const Expr& lv, uint32_t& map) {
  if (lv.kind == ExprKind::Index) {
    const sema::AssocArray& a = lw_.prog_.assocs[lv.binding];
    map = lw_.assoc_map(lv.binding);
    return pack_key(a.keys, a.key_size, lv);
  }
  map = lw_.tls_map();
  int16_t kbuf = temp(8);
  if (probe_ && probes::fires_for_incoming_task(*probe_)) {
    // The incoming task's thread-locals (see current_task()).
    Expr tid;
    tid.kind = ExprKind::Ident;
    tid.binding = static_cast<int>(sema::Builtin::Tid);
    tid.loc = lv.loc;
    b_.store(4, ms_, kbuf, builtin(tid));
  } else {
    b_.call(BPF_FUNC_get_current_pid_tgid, 0);
    b_.store(4, ms_, kbuf, ir::R0);
  }
  b_.store_imm(4, ms_, static_cast<int16_t>(kbuf + 4), lv.binding);
  Reg key = b_.vreg();
  b_.mov(key, ms_);
  b_.alu(AluOp::Add, key, kbuf);
  return key;
}

namespace {

bool is_object(const Expr& lv) {
  return lv.kind == ExprKind::Member || lv.kind == ExprKind::Subscript ||
         (lv.kind == ExprKind::Unary && lv.op == ast::Op::Deref);
}

}  // namespace

// A scalar D variable (global, this->, self->, associative array) made by
// its first assignment holds a whole 64-bit register, as DTrace's do: after
// i = 0, i keeps the bits an int cannot hold until a cast, a store into
// memory or a record narrows it (printf("%d", i) prints 32 bits).  A
// variable declared with a type (`int i;`) is stored at that type's width.
bool ClauseLowerer::wide_variable(const Expr& lv) const {
  if (!lv.type->is_scalar()) return false;
  const sema::Program& prog = lw_.prog_;
  switch (lv.kind) {
    case ExprKind::Ident:
      return lv.binding >= sema::kGlobalBase &&
             !prog.globals[lv.binding - sema::kGlobalBase].declared;
    case ExprKind::Var:
      return lv.scope == ast::VarScope::Self ? !prog.tls[lv.binding].declared
                                             : !prog.locals[lv.binding].declared;
    case ExprKind::Index: return !prog.assocs[lv.binding].declared;
    default: return false;
  }
}

ir::Reg ClauseLowerer::load_variable(Reg addr, const Expr& lv) {
  if (!wide_variable(lv)) return load_value(addr, 0, lv.type);
  Reg r = b_.vreg();
  b_.load(8, r, addr, 0);
  return r;
}

ir::Reg ClauseLowerer::load_lvalue(const Expr& lv) {
  if (is_object(lv)) return object_value(lv);
  if (!is_dynamic(lv) && (lv.kind == ExprKind::Var || lv.kind == ExprKind::Ident) &&
      lv.type->is_string()) {
    // A global or this-> string set to NULL holds "" and the NULL mark
    // (assign()): it reads as a NULL pointer, as in DTrace, where
    // dereferencing it faults.
    Reg p = var_addr(lv), c = b_.vreg();
    uint32_t done = b_.new_label();
    b_.load(1, c, p, 0);
    b_.jump_if(Cond::Ne, c, 0, done);
    b_.load(1, c, p, 1);
    b_.jump_if(Cond::Ne, c, kNullStringMark, done);
    b_.mov(p, 0);
    b_.label(done);
    return p;
  }
  if (!is_dynamic(lv)) return load_variable(var_addr(lv), lv);
  uint32_t map = 0;
  Reg key = dyn_key(lv, map);
  Reg p = b_.vreg();
  uint32_t have = b_.new_label();
  b_.ld_map(ir::R1, map);
  b_.mov(ir::R2, key);
  b_.call(BPF_FUNC_map_lookup_elem, 2);
  b_.mov(p, ir::R0);
  b_.jump_if(Cond::Ne, p, 0, have);
  // A missing element reads as 0; a missing string is NULL, as DTrace's.
  if (lv.type->is_string())
    b_.mov(p, 0);
  else
    b_.ld_map_value(p, ms::kMapStrtab, 0);
  b_.label(have);
  return load_variable(p, lv);
}

void ClauseLowerer::store_lvalue(const Expr& lv, Reg value) {
  if (is_object(lv)) return store_object(lv, value);
  if (!is_dynamic(lv)) {
    if (wide_variable(lv)) return b_.store(8, var_addr(lv), 0, value);
    return store_value(var_addr(lv), 0, lv.type, value);
  }
  uint32_t map = 0;
  Reg key = dyn_key(lv, map);
  uint32_t done = b_.new_label(), update = b_.new_label();
  uint32_t vsize = lv.kind == ExprKind::Index ? (lv.type->size + 7) & ~7u : lw_.prog_.tls_size;
  int16_t vbuf = temp(vsize);
  if (lv.type->is_scalar() || lv.type->is_string() || lv.type->is_sou()) {
    // Assigning 0 (or a NULL string) frees the element.  A struct or union
    // value is the address of its bytes, never 0: 0 here is the literal
    // that sema lets free a struct-valued element.
    b_.jump_if(Cond::Ne, value, 0, update);
    b_.ld_map(ir::R1, map);
    b_.mov(ir::R2, key);
    b_.call(BPF_FUNC_map_delete_elem, 2);
    b_.jump(done);
    b_.label(update);
    if (lv.type->is_string())
      copy_string(ms_, vbuf, value);
    else if (lv.type->is_sou())
      copy_bytes(ms_, vbuf, value, lv.type->size);
    else
      b_.store(wide_variable(lv) ? 8 : static_cast<uint8_t>(lv.type->size), ms_, vbuf, value);
  } else {
    copy_bytes(ms_, vbuf, value, lv.type->size);
  }
  b_.ld_map(ir::R1, map);
  b_.mov(ir::R2, key);
  b_.mov(ir::R3, ms_);
  b_.alu(AluOp::Add, ir::R3, vbuf);
  b_.mov(ir::R4, BPF_ANY);
  b_.call(BPF_FUNC_map_update_elem, 4);
  Reg rc = b_.vreg();
  b_.mov(rc, ir::R0);
  // A full map is a dynamic variable drop, and, as in DTrace, the end of
  // the clause: its later statements and its record are lost with it.  One
  // block per clause counts it (run()), so long clauses stay small.
  if (dyn_drop_label_ == 0) dyn_drop_label_ = b_.new_label();
  b_.jump_if(Cond::Ne, rc, 0, dyn_drop_label_);
  b_.label(done);
}

// strcmp over at most strsize bytes, as a bounded loop: the difference of
// the first bytes that differ, or 0.  Both strings are strsize-byte buffers
// in map values, so a[i] and b[i] stay inside them for every i < strsize.
ir::Reg ClauseLowerer::string_compare_bytes(Reg a, Reg b) {
  Reg ca = b_.vreg(), cb = b_.vreg(), out = b_.vreg(), i = b_.vreg(), p = b_.vreg();
  uint32_t loop = b_.new_label(), diff = b_.new_label(), equal = b_.new_label(),
           done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.mov(p, a);
  b_.alu(AluOp::Add, p, i);
  b_.load(1, ca, p, 0);
  b_.mov(p, b);
  b_.alu(AluOp::Add, p, i);
  b_.load(1, cb, p, 0);
  // Verifier: conditional jumps lead on through the loop and the exits
  // fall through, so the verifier explores each exit first and keeps only
  // a few branches pending (it refuses more than 8192 at once).
  uint32_t same = b_.new_label(), next = b_.new_label();
  b_.jump_if(Cond::Eq, ca, cb, same);
  b_.jump(diff);
  b_.label(same);
  b_.jump_if(Cond::Ne, ca, 0, next);
  b_.jump(equal);
  b_.label(next);
  b_.alu(AluOp::Add, i, 1);
  b_.jump_if(Cond::Lt, i, static_cast<int64_t>(lw_.settings_.strsize), loop);
  b_.label(equal);
  b_.mov(out, 0);
  b_.jump(done);
  b_.label(diff);
  b_.mov(out, ca);
  b_.alu(AluOp::Sub, out, cb);
  b_.label(done);
  emit_forget_loop_state({i, p, ca, cb});
  return out;
}

}  // namespace dtrace::lower
