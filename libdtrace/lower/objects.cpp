// Objects: struct and union members, array and pointer subscripts, `*p`,
// `&x`, pointer arithmetic and stringof.  An object has a place: an
// address, and whether that address is D storage (a map value or the
// mstate, read and written directly) or memory reached through a pointer
// (kernel memory, read with bpf_probe_read_kernel; a read that fails is an
// invalid address fault, as DTrace reports it).
#include <linux/bpf.h>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "lower/clause.h"
#include "sema/checker.h"

namespace dtrace::lower {

namespace ms = ir::mstate;
using ast::Expr;
using ast::ExprKind;
using ast::Op;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

namespace {

// Bytes a bit-field load reads: its span rounded up to a load size.
uint8_t bitfield_load_size(uint32_t bit_offset, uint32_t bits) {
  uint32_t span = (bit_offset % 8 + bits + 7) / 8;
  return span <= 1 ? 1 : span <= 2 ? 2 : span <= 4 ? 4 : 8;
}

// Writes the low `bits` bits of value into the bit-field at addr (the byte
// holding its first bit), bit_offset % 8 bits up: read, replace, write back.
void insert_bits(ir::Builder& b, Reg addr, uint32_t bit_offset, uint32_t bits, Reg value) {
  uint32_t shift = bit_offset % 8;
  uint8_t size = bitfield_load_size(bit_offset, bits);
  uint64_t mask = (bits >= 64 ? ~0ull : ((1ull << bits) - 1)) << shift;
  Reg old = b.vreg(), v = b.vreg(), m = b.vreg();
  b.load(size, old, addr, 0);
  b.mov(m, static_cast<int64_t>(~mask));
  b.alu(AluOp::And, old, m);
  b.mov(v, value);
  if (shift) b.alu(AluOp::Lsh, v, static_cast<int64_t>(shift));
  b.mov(m, static_cast<int64_t>(mask));
  b.alu(AluOp::And, v, m);
  b.alu(AluOp::Or, old, v);
  b.store(size, addr, 0, old);
}

// Objects larger than this are not copied out of kernel memory whole.
constexpr uint32_t kMaxObjectCopy = 4096;

}  // namespace

ClauseLowerer::Place ClauseLowerer::place(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Ident:
      if (e.binding >= sema::kGlobalBase) return {var_addr(e), false};
      break;
    case ExprKind::Var:
      if (e.scope == ast::VarScope::This) return {var_addr(e), false};
      return {load_lvalue(e), false};  // the map value (zeroes when missing)
    case ExprKind::Index: return {load_lvalue(e), false};
    case ExprKind::Member: {
      Place p;
      if (e.op == Op::Arrow) {
        p = {b_.vreg(), true};
        b_.mov(p.addr, expr(*e.args[0]));
        check_not_null(p.addr);
      } else {
        p = place(*e.args[0]);
      }
      if (e.ival / 8) b_.alu(AluOp::Add, p.addr, static_cast<int64_t>(e.ival / 8));
      return p;
    }
    case ExprKind::Subscript: return subscript_place(e);
    case ExprKind::Unary:
      if (e.op == Op::Deref) {
        const Expr& p = *e.args[0];
        if (p.type->kind == types::Kind::Array) return place(p);
        Place out{b_.vreg(), true};
        b_.mov(out.addr, expr(p));
        check_not_null(out.addr);
        return out;
      }
      break;
    default: break;
  }
  // Any other expression of aggregate type: its value is its address.
  Place out{b_.vreg(), false};
  b_.mov(out.addr, expr(e));
  return out;
}

// a[i]: an element of an array (bounds-checked when the array is D
// storage: an index out of range is an invalid index fault) or p[i].
ClauseLowerer::Place ClauseLowerer::subscript_place(const Expr& e, bool address_only) {
  const Expr& a = *e.args[0];
  Place p;
  if (a.type->is_string()) {
    // s[i]: read through the string's address (a string value may live in
    // any D storage); an index past its strsize bytes is out of bounds.
    p = {b_.vreg(), true};
    b_.mov(p.addr, expr(a));
    Reg i = b_.vreg();
    b_.mov(i, expr(*e.args[1]));
    uint32_t ok = b_.new_label();
    b_.jump_if(Cond::Lt, i, static_cast<int64_t>(lw_.settings_.strsize), ok);
    fault(ir::Fault::BadIndex, ok, i);
    b_.label(ok);
    b_.alu(AluOp::Add, p.addr, i);
    return p;
  }
  if (a.type->kind == types::Kind::Array) {
    p = place(a);
  } else {
    p = {b_.vreg(), true};
    b_.mov(p.addr, expr(a));
  }
  Reg i = b_.vreg();
  b_.mov(i, expr(*e.args[1]));
  uint32_t size = std::max<uint32_t>(e.type->size, 1);
  // &a[n] (one past the end) is a valid address, as in C.
  if (a.type->kind == types::Kind::Array && !p.indirect)
    check_index(a, p.addr, i, size, address_only ? Cond::Le : Cond::Lt);
  if (size > 1) b_.alu(AluOp::Mul, i, static_cast<int64_t>(size));
  b_.alu(AluOp::Add, p.addr, i);
  return p;
}

// An index into D array a (at base) that fails `i cond count` is a fault:
// "index out of bounds" for an array held in a variable, as DTrace's.  For
// the array value of an associative array element DTrace checks only the
// address it comes to, and reports an invalid address; so does this.
void ClauseLowerer::check_index(const Expr& a, Reg base, Reg i, uint32_t elem, Cond cond) {
  uint32_t ok = b_.new_label();
  b_.jump_if(cond, i, static_cast<int64_t>(a.type->count), ok);
  if (a.kind == ExprKind::Index) {
    Reg at = b_.vreg();
    b_.mov(at, i);
    if (elem > 1) b_.alu(AluOp::Mul, at, static_cast<int64_t>(elem));
    b_.alu(AluOp::Add, at, address_number(base));
    fault(ir::Fault::BadAddr, ok, at);
  } else {
    fault(ir::Fault::BadIndex, ok, i);
  }
  b_.label(ok);
}

// helper(base + off, size, addr) for bpf_probe_read_kernel / _user: an
// address it cannot read is an invalid address fault.
// Returns the helper's result (0).
ir::Reg ClauseLowerer::probe_read(int helper, Reg dst, Reg size, Reg addr) {
  b_.mov(ir::R1, dst);
  b_.mov(ir::R2, size);
  b_.mov(ir::R3, addr);
  b_.call(helper, 3);
  Reg rc = b_.vreg();
  b_.mov(rc, ir::R0);
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Eq, rc, 0, ok);
  fault(ir::Fault::BadAddr, ok, addr);
  b_.label(ok);
  return rc;
}

void ClauseLowerer::probe_read(int helper, Reg base, int32_t off, uint32_t size, Reg addr) {
  Reg dst = b_.vreg(), n = b_.vreg();
  b_.mov(dst, base);
  if (off) b_.alu(AluOp::Add, dst, off);
  b_.mov(n, static_cast<int64_t>(size));
  probe_read(helper, dst, n, addr);
}

// bpf_probe_read_kernel(ms + buf, size, addr), faulting on failure.
void ClauseLowerer::read_kernel(int16_t buf, uint32_t size, Reg addr) {
  probe_read(BPF_FUNC_probe_read_kernel, ms_, buf, size, addr);
}

// The value of a member, subscript or dereference.
ir::Reg ClauseLowerer::object_value(const Expr& e) {
  Place p = place(e);
  const types::Type* t = e.type;
  uint32_t bits = e.kind == ExprKind::Member ? static_cast<uint32_t>(e.binding) : 0;
  if (bits) return bitfield_value(p, e, bits);
  if (t->is_scalar()) {
    if (!p.indirect) return load_value(p.addr, 0, t);
    // through an alloca()'d pointer: only this clause's alloca()'d memory
    if (e.via_alloca) return load_value(scratch_place(p, t).addr, 0, t);
    int16_t buf = temp(8);
    read_kernel(buf, t->size, p.addr);
    return load_value(ms_, buf, t);
  }
  if (!p.indirect) return p.addr;
  if (t->size > kMaxObjectCopy)
    diag::error(e.loc, diag::Tag::D_UNSUPPORTED,
                "objects of more than {} bytes cannot be copied from kernel memory ({}: {})",
                kMaxObjectCopy, t->name, t->size);
  int16_t buf = temp(t->size + (t->is_char_array() ? 1 : 0));
  if (t->is_char_array()) b_.store_imm(1, ms_, static_cast<int16_t>(buf + t->size), 0);
  read_kernel(buf, t->size, p.addr);
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

ir::Reg ClauseLowerer::bitfield_value(Place p, const Expr& e, uint32_t bits) {
  uint32_t bit_offset = static_cast<uint32_t>(e.ival);
  uint8_t size = bitfield_load_size(bit_offset, bits);
  Reg v = b_.vreg();
  if (p.indirect) {
    int16_t buf = temp(8);
    b_.store_imm(8, ms_, buf, 0);
    read_kernel(buf, size, p.addr);
    b_.load(size, v, ms_, buf);
  } else {
    b_.load(size, v, p.addr, 0);
  }
  // Little-endian: the field starts bit_offset % 8 bits up.
  int up = 64 - static_cast<int>(bit_offset % 8 + bits);
  b_.alu(AluOp::Lsh, v, up);
  bool is_signed = e.type->is_signed && e.type->kind == types::Kind::Int;
  b_.alu(is_signed ? AluOp::Arsh : AluOp::Rsh, v, 64 - static_cast<int>(bits));
  return v;
}

// xlate<struct T>(x) as a whole: a zeroed temporary filled with the member
// values sema cooked into e.args[1..] (see sema::Checker::xlate_whole).
ir::Reg ClauseLowerer::xlate_struct(const Expr& e) {
  const types::Type* t = e.type;
  if (!t->is_sou() || e.ival != 1)
    diag::error(e.loc, diag::Tag::D_UNSUPPORTED, "xlate to {} cannot be used as a whole value",
                t->name);
  if (t->size > kMaxObjectCopy)
    diag::error(e.loc, diag::Tag::D_UNSUPPORTED,
                "translated objects of more than {} bytes are not supported ({}: {})",
                kMaxObjectCopy, t->name, t->size);
  int16_t buf = temp(t->size);
  for (uint32_t off = 0; off < ((t->size + 7) & ~7u); off += 8)
    b_.store_imm(8, ms_, static_cast<int16_t>(buf + off), 0);
  for (size_t i = 1; i < e.args.size(); ++i) {
    const Expr& slot = *e.args[i];
    Reg v = expr(*slot.args[0]);
    auto bits = static_cast<uint32_t>(slot.binding);
    auto bit_offset = static_cast<uint32_t>(slot.ival);
    Reg addr = b_.vreg();
    b_.mov(addr, ms_);
    b_.alu(AluOp::Add, addr, static_cast<int64_t>(buf + bit_offset / 8));
    if (bits) {
      insert_bits(b_, addr, bit_offset, bits, v);
    } else {
      if (slot.type->is_scalar()) normalize(v, slot.type);
      store_value(addr, 0, slot.type, v);
    }
  }
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

// lv = value for members, subscripts and dereferences of D storage.
void ClauseLowerer::store_object(const Expr& lv, Reg value) {
  Place p = writable_place(lv);
  uint32_t bits = lv.kind == ExprKind::Member ? static_cast<uint32_t>(lv.binding) : 0;
  if (!bits) return store_value(p.addr, 0, lv.type, value);
  insert_bits(b_, p.addr, static_cast<uint32_t>(lv.ival), bits, value);
}

// The place of a writable object: as place(), but a dynamic variable
// (self->s, a[k]) is created first when it does not exist yet.
ClauseLowerer::Place ClauseLowerer::writable_place(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Var:
      if (e.scope == ast::VarScope::This) return place(e);
      return {dyn_value_for_write(e), false};
    case ExprKind::Index: return {dyn_value_for_write(e), false};
    case ExprKind::Member: {
      if (e.op == Op::Arrow) return pointer_place(place(e), e);
      Place p = writable_place(*e.args[0]);
      if (e.ival / 8) b_.alu(AluOp::Add, p.addr, static_cast<int64_t>(e.ival / 8));
      return p;
    }
    case ExprKind::Unary: return pointer_place(place(e), e);
    case ExprKind::Subscript: {
      const Expr& a = *e.args[0];
      if (a.type->is_pointer()) return pointer_place(place(e), e);
      Place p = writable_place(a);
      Reg i = b_.vreg();
      b_.mov(i, expr(*e.args[1]));
      check_index(a, p.addr, i, std::max<uint32_t>(e.type->size, 1), Cond::Lt);
      if (e.type->size > 1) b_.alu(AluOp::Mul, i, static_cast<int64_t>(e.type->size));
      b_.alu(AluOp::Add, p.addr, i);
      return p;
    }
    default: return place(e);
  }
}

// Memory written through a pointer must be alloca()'d scratch (sema lets
// only such pointers be written through): the checked map-value pointer
// for it, or an invalid address fault.
ClauseLowerer::Place ClauseLowerer::scratch_place(Place p, const types::Type* t) {
  Reg n = b_.vreg();
  b_.mov(n, static_cast<int64_t>(std::max<uint32_t>(t->size, 1)));
  return {scratch_dest(p.addr, n), false};
}

// The memory a store through a pointer writes: alloca()'d scratch when
// sema traced the pointer to alloca(), otherwise whatever D storage the
// address turns out to be at run time (d_storage_place).
ClauseLowerer::Place ClauseLowerer::pointer_place(Place p, const Expr& e) {
  if (e.via_alloca) return scratch_place(p, e.type);
  return d_storage_place(p.addr, std::max<uint32_t>(e.type->size, 1));
}

// DTrace lets a program write through any pointer it keeps in a D variable
// (int *p = array; p[1] = 2;) and checks at run time that the memory is
// D's own.  Here that is [addr, addr + size) inside one variable a pointer
// can reach (a global or clause-local array, struct or union), or inside
// the memory this clause has alloca()'d; anything else, a write running
// from one variable into the next included, is an invalid address fault.
// The result is a map-value pointer the verifier accepts, into the mstate
// map or the globals map.
ClauseLowerer::Place ClauseLowerer::d_storage_place(Reg addr, uint32_t size) {
  struct Region {
    int64_t start, end;
  };
  auto reachable = [](const sema::Variable& v) {
    return v.type->kind == types::Kind::Array || v.type->is_sou();
  };
  std::vector<Region> mine, globals;
  for (const auto& v : lw_.prog_.locals)
    if (reachable(v)) mine.push_back({lw_.locals_base() + v.offset, lw_.locals_base() + v.offset + v.type->size});
  if (alloca_top_ > lw_.temps_base()) mine.push_back({lw_.temps_base(), alloca_top_});
  for (const auto& v : lw_.prog_.globals)
    if (reachable(v)) globals.push_back({v.offset, v.offset + v.type->size});

  Reg out = b_.vreg(), off = b_.vreg();
  uint32_t done = b_.new_label(), bad = b_.new_label();
  Reg num = address_number(addr);
  auto fits = [size](const Region& r) { return r.end - r.start >= size; };
  std::erase_if(mine, [&](const Region& r) { return !fits(r); });
  std::erase_if(globals, [&](const Region& r) { return !fits(r); });
  // With nowhere to write, every store faults; the store the caller emits
  // still needs a path to it, or the kernel refuses the program for an
  // unreachable instruction: a region no address lies in gives it one.
  if (mine.empty() && globals.empty()) mine.push_back({0, static_cast<int64_t>(size) - 1});
  // off = addr - base; on to `found` when [off, off + size) lies in one of
  // the regions, else on past them.
  auto search = [&](Reg base, const std::vector<Region>& regions, uint32_t found) {
    b_.mov(off, num);
    b_.alu(AluOp::Sub, off, address_number(base));
    for (const Region& r : regions) {
      uint32_t next = b_.new_label();
      b_.jump_if(Cond::Slt, off, r.start, next);
      b_.jump_if(Cond::Sgt, off, r.end - size, next);
      b_.jump(found);
      b_.label(next);
    }
  };
  uint32_t in_mstate = b_.new_label(), in_globals = b_.new_label();
  if (!mine.empty()) search(ms_, mine, in_mstate);
  if (!globals.empty()) {
    Reg gbase = b_.vreg();
    b_.ld_map_value(gbase, ms::kMapGlobals, 0);
    search(gbase, globals, in_globals);
  }
  b_.jump(bad);
  if (!mine.empty()) {
    b_.label(in_mstate);
    b_.mov(out, ms_);
    b_.alu(AluOp::Add, out, off);
    b_.jump(done);
  }
  if (!globals.empty()) {
    b_.label(in_globals);
    b_.ld_map_value(out, ms::kMapGlobals, 0);
    b_.alu(AluOp::Add, out, off);
    b_.jump(done);
  }
  b_.label(bad);
  fault(ir::Fault::BadAddr, done, addr);
  b_.label(done);
  emit_forget_loop_state({off});
  return {out, false};
}

// A pointer's value as a plain number (stored to scratch and read back),
// for arithmetic the verifier refuses on pointers.
ir::Reg ClauseLowerer::address_number(Reg ptr) {
  int16_t slot = temp(8);
  Reg n = b_.vreg();
  b_.store(8, ms_, slot, ptr);
  b_.load(8, n, ms_, slot);
  return n;
}

// The value of a dynamic variable, created (zeroed) when missing; a full
// map ends the clause with a dynamic variable drop.
ir::Reg ClauseLowerer::dyn_value_for_write(const Expr& lv) {
  uint32_t map = 0;
  Reg key = dyn_key(lv, map);
  return lookup_or_create(map, key, ms::kCpuDynDrops, end_label_);
}

// v = lookup(map, key) ?: (update(map, key, zeroes, NOEXIST), lookup(...));
// when the map is full, the per-CPU counter at `drop` goes up and the code
// continues at `on_full`.
ir::Reg ClauseLowerer::lookup_or_create(uint32_t map, Reg key, int16_t drop, uint32_t on_full) {
  Reg p = b_.vreg();
  uint32_t have = b_.new_label();
  b_.ld_map(ir::R1, map);
  b_.mov(ir::R2, key);
  b_.call(BPF_FUNC_map_lookup_elem, 2);
  b_.mov(p, ir::R0);
  b_.jump_if(Cond::Ne, p, 0, have);
  b_.ld_map(ir::R1, map);
  b_.mov(ir::R2, key);
  b_.ld_map_value(ir::R3, ms::kMapStrtab, 0);
  b_.mov(ir::R4, BPF_NOEXIST);
  b_.call(BPF_FUNC_map_update_elem, 4);
  b_.ld_map(ir::R1, map);
  b_.mov(ir::R2, key);
  b_.call(BPF_FUNC_map_lookup_elem, 2);
  b_.mov(p, ir::R0);
  b_.jump_if(Cond::Ne, p, 0, have);
  count_drop(drop, on_full);
  b_.jump(on_full);
  b_.label(have);
  return p;
}

// &x: the address of an object.  Nothing is read, so a NULL base is fine
// (&((struct s *)0)->m is the member's offset, as in C).
ir::Reg ClauseLowerer::address_of(const Expr& e) {
  const Expr& x = *e.args[0];
  bool was = address_only_;
  address_only_ = true;
  Place p = x.kind == ExprKind::Subscript ? subscript_place(x, true) : place(x);
  address_only_ = was;
  return p.addr;
}

// p->m and *p through a NULL pointer: an invalid address fault at address
// 0, as DTrace reports it (not at the member's offset from 0).
void ClauseLowerer::check_not_null(Reg ptr) {
  if (address_only_) return;
  uint32_t ok = b_.new_label();
  b_.jump_if(Cond::Ne, ptr, 0, ok);
  fault(ir::Fault::BadAddr, ok, Reg{});
  b_.label(ok);
}

// Copies a struct/union/array value (a pointer to its bytes) to dst + off.
void ClauseLowerer::copy_bytes(Reg dst, int16_t off, Reg src, uint32_t size) {
  b_.mov(ir::R1, dst);
  if (off) b_.alu(AluOp::Add, ir::R1, off);
  b_.mov(ir::R2, static_cast<int64_t>(size));
  b_.mov(ir::R3, src);
  b_.call(BPF_FUNC_probe_read_kernel, 3);
}

// helper(ms + buf, limit, src): one of the probe_read_*_str helpers.
void ClauseLowerer::read_str_into(int16_t buf, uint32_t limit, Reg src, int helper) {
  b_.mov(ir::R1, ms_);
  b_.alu(AluOp::Add, ir::R1, buf);
  b_.mov(ir::R2, static_cast<int64_t>(limit));
  b_.mov(ir::R3, src);
  b_.call(helper, 3);
}

// stringof x: a string stays; a char array is read up to its NUL (or its
// end); a pointer or an integer is the address of a string, in the kernel
// or else (a system call's argument) in the process, as DTrace's probe
// read on x86 takes either.
ir::Reg ClauseLowerer::stringof(const Expr& e, bool not_null) {
  const Expr& x = *e.args[0];
  if (x.type->is_string()) return expr(x);
  uint32_t strsize = lw_.settings_.strsize;
  Reg src = b_.vreg();
  uint32_t limit = strsize;
  bool array = x.type->kind == types::Kind::Array;
  if (array) {
    Place p = place(x);
    b_.mov(src, p.addr);
    limit = std::min(strsize, x.type->size + 1);
  } else {
    b_.mov(src, expr(x));
    if (not_null) check_not_null(src);
  }
  int16_t buf = temp(strsize);
  b_.store_imm(1, ms_, buf, 0);
  read_str_into(buf, limit, src, BPF_FUNC_probe_read_kernel_str);
  if (!array) {
    uint32_t done = b_.new_label();
    b_.jump_if(Cond::Sge, ir::R0, 0, done);
    read_str_into(buf, limit, src, BPF_FUNC_probe_read_user_str);
    b_.label(done);
  }
  if (array && limit < strsize)
    b_.store_imm(1, ms_, static_cast<int16_t>(buf + limit - 1), 0);
  Reg out = b_.vreg();
  b_.mov(out, ms_);
  b_.alu(AluOp::Add, out, buf);
  return out;
}

// p + i, p - i: i scaled by the size of what p points to; p - q: the
// element count between them.
ir::Reg ClauseLowerer::pointer_arith(const Expr& e) {
  const Expr& a = *e.args[0];
  const Expr& b = *e.args[1];
  bool a_ptr = a.type->is_pointer();
  const types::Type* pt = a_ptr ? a.type : b.type;
  int64_t size = std::max<uint32_t>(pt->target->size, 1);
  Reg r = b_.vreg(), other = b_.vreg();
  b_.mov(r, expr(a));
  b_.mov(other, expr(b));
  if (e.op == Op::Sub && a_ptr && b.type->is_pointer()) {
    b_.alu(AluOp::Sub, r, other);
    if (size > 1) {
      Reg d = b_.vreg();
      b_.mov(d, size);
      divide(Op::Div, e.type, r, d);
    }
    return r;
  }
  if (!a_ptr) std::swap(r, other);
  if (size > 1) b_.alu(AluOp::Mul, other, size);
  b_.alu(e.op == Op::Sub ? AluOp::Sub : AluOp::Add, r, other);
  return r;
}

// stackdepth, ustackdepth: the frames bpf_get_stack finds; caller,
// ucaller: the second frame (the first is where the probe fired), 0 when
// there is none.  The frames go to a scratch buffer.  BEGIN and END have
// no kernel frames (stackdepth 0, caller 0), as DTrace's.
ir::Reg ClauseLowerer::stack_builtin(sema::Builtin id) {
  // As deep as any stack() or ustack() can be (perf's default
  // perf_event_max_stack), so the depth is never below the frames shown.
  constexpr uint32_t kFrames = 127;
  bool user = id == sema::Builtin::Ustackdepth || id == sema::Builtin::Ucaller;
  bool depth = id == sema::Builtin::Stackdepth || id == sema::Builtin::Ustackdepth;
  if (!user && no_kernel_stack()) {
    Reg none = b_.vreg();
    b_.mov(none, 0);
    return none;
  }
  // At a function's entry its caller is the return address on the top
  // of the stack, which a frame-pointer walk skips (ustack_into).
  if (id == sema::Builtin::Ucaller && fires_at_function_entry(probe_, clause_))
    return return_address_at_entry(b_, ctx_);
  int16_t buf = temp(8 * kFrames);
  b_.store_imm(8, ms_, static_cast<int16_t>(buf + 8), 0);
  b_.mov(ir::R1, ctx_);
  b_.mov(ir::R2, ms_);
  b_.alu(AluOp::Add, ir::R2, buf);
  b_.mov(ir::R3, static_cast<int64_t>(8 * kFrames));
  int64_t flags = user ? static_cast<int64_t>(BPF_F_USER_STACK)
                       : static_cast<int64_t>(stack_skip_ & BPF_F_SKIP_FIELD_MASK);
  b_.mov(ir::R4, flags);
  b_.call(BPF_FUNC_get_stack, 4);
  Reg r = b_.vreg();
  b_.mov(r, ir::R0);
  if (depth) {
    uint32_t ok = b_.new_label();
    b_.jump_if(Cond::Sge, r, 0, ok);
    b_.mov(r, 0);
    b_.label(ok);
    b_.alu(AluOp::Rsh, r, 3);
    if (user) user_depth(buf, r, kFrames);
    // ustack() adds the caller that the walk skipped at a function's
    // entry (ustack_into): count it as ustack() shows it.
    if (user && fires_at_function_entry(probe_, clause_)) {
      uint32_t same = b_.new_label(), add = b_.new_label();
      Reg ret = return_address_at_entry(b_, ctx_);
      b_.jump_if(Cond::Eq, ret, 0, same);
      b_.jump_if(Cond::Lt, r, 1, same);
      b_.jump_if(Cond::Ge, r, static_cast<int64_t>(kFrames), same);
      b_.jump_if(Cond::Lt, r, 2, add);
      Reg second = b_.vreg();
      b_.load(8, second, ms_, static_cast<int16_t>(buf + 8));
      b_.jump_if(Cond::Eq, second, ret, same);
      b_.label(add);
      b_.alu(AluOp::Add, r, 1);
      b_.label(same);
    }
    return r;
  }
  uint32_t have = b_.new_label(), done = b_.new_label();
  b_.jump_if(Cond::Sge, r, 16, have);
  b_.mov(r, 0);
  b_.jump(done);
  b_.label(have);
  b_.load(8, r, ms_, static_cast<int16_t>(buf + 8));
  b_.label(done);
  return r;
}

// frames = the frames before the first zero pc among the `frames` at buf.
// A user frame chain that code built without frame pointers broke can
// yield a zero pc, and DTrace prints a user stack only up to it, so
// ustackdepth counts the frames ustack() shows.
void ClauseLowerer::user_depth(int16_t buf, Reg frames, uint32_t max) {
  Reg i = b_.vreg(), pc = b_.vreg(), p = b_.vreg(), off = b_.vreg();
  uint32_t loop = b_.new_label(), done = b_.new_label();
  b_.mov(i, 0);
  b_.label(loop);
  b_.jump_if(Cond::Ge, i, frames, done);
  b_.jump_if(Cond::Ge, i, static_cast<int64_t>(max), done);
  b_.mov(off, i);
  b_.alu(AluOp::Lsh, off, 3);
  b_.mov(p, ms_);
  b_.alu(AluOp::Add, p, buf);
  b_.alu(AluOp::Add, p, off);
  b_.load(8, pc, p, 0);
  b_.jump_if(Cond::Eq, pc, 0, done);
  b_.alu(AluOp::Add, i, 1);
  b_.jump(loop);
  b_.label(done);
  b_.mov(frames, i);
  emit_forget_loop_state({i, pc, p, off});
}

// BEGIN and END run from dtrace's bpf(BPF_PROG_TEST_RUN): their kernel
// stack is the test-run machinery, which DTrace's BEGIN and END do not have.
bool ClauseLowerer::no_kernel_stack() const {
  return probe_ && probe_->provider == "dtrace" && probe_->name != "ERROR";
}

// curthread: the current task_struct, or the task the probe fires for
// (probes::fires_for_incoming_task).
ir::Reg ClauseLowerer::current_task() {
  Reg r = b_.vreg();
  if (probe_ && probes::fires_for_incoming_task(*probe_)) {
    b_.load(8, r, ms_, ms::kTask);
    return r;
  }
  b_.call(BPF_FUNC_get_current_task, 0);
  b_.mov(r, ir::R0);
  return r;
}

}  // namespace dtrace::lower
