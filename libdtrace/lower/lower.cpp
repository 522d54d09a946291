// Lowering driver: record planning, program skeletons and map specs (see
// lower.h).  Expressions, statements and actions are in clause.cpp.
#include "lower/lower.h"

#include <linux/bpf.h>

#include <algorithm>
#include <cstring>
#include <map>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "lower/clause.h"

namespace dtrace::lower {

namespace ms = ir::mstate;
using ast::Expr;
using ast::ExprKind;

namespace {

// The largest value of a per-CPU array map (the kernel's PCPU_MIN_UNIT_SIZE).
constexpr uint32_t kMaxPerCpuValue = 32768;

// Calls in statement order (pre-order over the statements of a clause).
void collect_calls(ast::Expr& e, std::vector<ast::Expr*>& out) {
  if (e.kind == ExprKind::Call) out.push_back(&e);
  for (auto& a : e.args) collect_calls(*a, out);
}

void collect_calls(ast::Stmt& s, std::vector<ast::Expr*>& out) {
  if (s.expr) collect_calls(*s.expr, out);
  for (auto& b : s.body) collect_calls(*b, out);
  for (auto& b : s.else_body) collect_calls(*b, out);
}

// Whether `call` is a statement of its own anywhere in `body`, blocks and
// branches included (stack(); is then an action, not an operand).
bool is_statement(const std::vector<ast::StmtPtr>& body, const ast::Expr* call) {
  for (const auto& s : body)
    if ((s->kind == ast::Stmt::Kind::Expr && s->expr.get() == call) ||
        is_statement(s->body, call) || is_statement(s->else_body, call))
      return true;
  return false;
}

bool has_branches(const std::vector<ast::StmtPtr>& body) {
  for (const auto& s : body)
    if (s->kind == ast::Stmt::Kind::If || has_branches(s->body) || has_branches(s->else_body))
      return true;
  return false;
}

bool is_agg_assign(const ast::Stmt& s) {
  if (s.kind != ast::Stmt::Kind::Expr || s.expr->kind != ExprKind::Assign) return false;
  const Expr& lhs = *s.expr->args[0];
  return lhs.kind == ExprKind::Agg ||
         (lhs.kind == ExprKind::Index && lhs.args[0]->kind == ExprKind::Agg);
}

// DTrace sizes its one dynamic-variable store as dynvarsize divided by the
// largest dynamic variable: a thread-local is its value (the type's size:
// three ints fit in dynvarsize=15), an associative array element its value,
// its key tuple and the tuple's 8-byte id.  Each of our maps (the
// thread-locals', one per associative array) gets that many entries.
uint32_t dynvar_entries(const sema::Program& prog, uint64_t dynvarsize) {
  uint64_t largest = std::max<uint64_t>(1, largest_dynvar(prog));
  return static_cast<uint32_t>(std::clamp<uint64_t>(dynvarsize / largest, 1, uint64_t{1} << 20));
}

}  // namespace

uint64_t largest_dynvar(const sema::Program& prog) {
  uint64_t largest = 0;
  for (const sema::Variable& v : prog.tls) largest = std::max<uint64_t>(largest, v.type->size);
  for (const sema::AssocArray& a : prog.assocs)
    largest = std::max<uint64_t>(largest, a.type->size + a.key_size + 8);
  return largest;
}

Lowerer::Lowerer(sema::Program& prog, const Settings& settings)
    : prog_(prog), settings_(settings) {
  out_.aggs = prog.aggs;
  out_.formats = prog.formats;
  // The string table starts with zero bytes: offset 0 is the empty string
  // and the source of zeroes for new aggregation entries.
  uint32_t zeroes = std::max<uint32_t>(settings_.strsize, 8);
  for (const ir::AggregationDesc& a : prog.aggs) zeroes = std::max(zeroes, a.value_size);
  // ... and of new struct-valued dynamic variables (lower/objects.cpp).
  for (const sema::AssocArray& a : prog.assocs) zeroes = std::max(zeroes, a.type->size);
  zeroes = std::max(zeroes, prog.tls_size);
  strtab_.assign((zeroes + 7) & ~7u, 0);
  plan_records();
  // The record area also holds a fault record.
  uint32_t max_record = std::max<uint32_t>(sizeof(ir::FaultRecord), ms::kRecordMin);
  for (const ir::RecordLayout& r : out_.records) max_record = std::max(max_record, r.size);
  locals_base_ = (ms::kRecord + 16 + max_record + 7) & ~7u;
  for (const sema::ClauseInfo& ci : prog.clauses)
    for (const probes::Probe* p : ci.probes)
      if (p->provider == "dtrace" && p->name == "ERROR") {
        error_clauses_.push_back(ci.index);
        error_probe_ = p;
      }
}

uint32_t Lowerer::fault_site(int clause, SourceLoc loc, bool user_copy) {
  auto key = std::make_tuple(clause, loc.line, loc.column, user_copy);
  if (auto it = fault_site_ids_.find(key); it != fault_site_ids_.end()) return it->second;
  auto id = static_cast<uint32_t>(out_.fault_sites.size());
  out_.fault_sites.push_back({clause, loc, user_copy});
  fault_site_ids_[key] = id;
  return id;
}

uint32_t Lowerer::intern(const std::string& s) {
  if (s.empty()) return 0;
  if (auto it = strtab_index_.find(s); it != strtab_index_.end()) return it->second;
  uint32_t off = strtab_.size();
  strtab_.insert(strtab_.end(), s.begin(), s.end());
  strtab_.push_back(0);
  while (strtab_.size() % 8) strtab_.push_back(0);
  strtab_index_[s] = off;
  return off;
}

// Gives each clause its statement id and lays out the fields of every
// recording action, in statement order.
void Lowerer::plan_records() {
  speculates_.assign(prog_.clauses.size(), false);
  stmt_number_.assign(prog_.clauses.size(), 0);
  uint32_t next_stmt = 0;
  for (const sema::ClauseInfo& ci : prog_.clauses) {
    stmt_number_.at(ci.index) = next_stmt;
    next_stmt += std::max<uint32_t>(1, static_cast<uint32_t>(ci.clause->probes.size()));
  }
  for (sema::ClauseInfo& ci : prog_.clauses) {
    std::vector<ast::Expr*> calls;
    bool has_action = false;
    for (auto& s : ci.clause->body) {
      if (is_agg_assign(*s)) has_action = true;
      collect_calls(*s, calls);
    }
    ir::RecordLayout layout;
    layout.clause = statement_number(ci.index);
    layout.clause_index = ci.index;
    layout.masked = has_branches(ci.clause->body);
    uint32_t off = layout.masked ? 8 : 0;
    auto add_field = [&](ir::RecordAction& a, const types::Type* t) {
      ir::RecordField f = sema::record_field(t, settings_.strsize);
      uint32_t align = f.size >= 8 || f.kind == ir::RecordField::Kind::String ? 8 : f.size;
      if (align == 0) align = 1;
      off = (off + align - 1) & ~(align - 1);
      f.offset = off;
      off += f.size;
      a.fields.push_back(f);
    };
    for (ast::Expr* call : calls) {
      ir::RecordAction a;
      if (call->name == "trace") {
        a.kind = ir::RecordAction::Kind::Trace;
        a.type = call->args[0]->type;
        add_field(a, call->args[0]->type);
      } else if (call->name == "printf" || call->name == "system" || call->name == "freopen") {
        a.kind = call->name == "printf"   ? ir::RecordAction::Kind::Printf
                 : call->name == "system" ? ir::RecordAction::Kind::System
                                          : ir::RecordAction::Kind::Freopen;
        a.format_id = call->binding;
        for (size_t i = 1; i < call->args.size(); ++i) add_field(a, call->args[i]->type);
      } else if (call->name == "tracemem") {
        a.kind = ir::RecordAction::Kind::Trace;
        uint32_t size = static_cast<uint32_t>(call->binding);
        a.fields.push_back({ir::RecordField::Kind::Bytes, off, size});
        off += size;
        if (call->args.size() == 3) {
          // tracemem(addr, size, nbytes): the bytes to print, after the data
          // (ir::RecordAction::Kind::Trace).
          off = (off + 7) & ~7u;
          a.fields.push_back({ir::RecordField::Kind::UInt, off, 8});
          off += 8;
        }
      } else if ((call->name == "stack" || call->name == "ustack") &&
                 is_statement(ci.clause->body, call)) {
        a.kind = ir::RecordAction::Kind::Trace;
        add_field(a, call->type);
      } else if (call->name == "print") {
        // {u64 address, the object's bytes}: see ir::RecordAction::Kind::Print.
        a.kind = ir::RecordAction::Kind::Print;
        a.type = call->args[0]->type;
        const types::Type* obj = a.type->is_pointer() ? a.type->target : a.type;
        off = (off + 7) & ~7u;
        a.fields.push_back({ir::RecordField::Kind::UInt, off, 8});
        uint32_t size = std::min(obj->size, ir::kPrintMax);
        a.fields.push_back({ir::RecordField::Kind::Bytes, off + 8, size});
        off += 8 + size;
      } else if (call->name == "setopt" || call->name == "ftruncate") {
        // setopt: the name and value as strings; ftruncate: nothing.
        a.kind = call->name == "setopt" ? ir::RecordAction::Kind::Setopt
                                        : ir::RecordAction::Kind::Ftruncate;
        for (auto& arg : call->args) add_field(a, arg->type);
      } else if (call->name == "exit") {
        a.kind = ir::RecordAction::Kind::Exit;
        add_field(a, call->args[0]->type);
      } else if (call->name == "clear" || call->name == "trunc" || call->name == "normalize" ||
                 call->name == "denormalize") {
        using K = ir::RecordAction::Kind;
        a.kind = call->name == "clear"       ? K::Clear
                 : call->name == "trunc"     ? K::Trunc
                 : call->name == "normalize" ? K::Normalize
                                             : K::Denormalize;
        a.agg_ids.push_back(call->args[0]->binding);
        if (call->args.size() > 1) {
          off = (off + 7) & ~7u;  // the count or factor, as an int64_t
          a.fields.push_back({ir::RecordField::Kind::Int, off, 8});
          off += 8;
        }
      } else if (call->name == "commit" || call->name == "discard") {
        // {u32 id, u32 moved}: see ir::RecordAction::Kind::Commit.
        a.kind = call->name == "commit" ? ir::RecordAction::Kind::Commit
                                        : ir::RecordAction::Kind::Discard;
        off = (off + 7) & ~7u;
        a.fields.push_back({ir::RecordField::Kind::UInt, off, 4});
        a.fields.push_back({ir::RecordField::Kind::UInt, off + 4, 4});
        off += 8;
      } else if (call->name == "printa") {
        a.kind = ir::RecordAction::Kind::Printa;
        a.format_id = call->args[0]->kind == ExprKind::StrLit ? call->binding : -1;
        for (auto& arg : call->args)
          if (arg->kind == ExprKind::Agg) a.agg_ids.push_back(arg->binding);
      } else {
        // raise() and stop() act in the kernel and record nothing, but they
        // are actions: the clause has no default record.
        if (call->name == "raise" || call->name == "stop") has_action = true;
        if (call->name == "speculate") speculates_[ci.index] = true;
        continue;
      }
      has_action = true;
      action_of_[call] = layout.actions.size();
      layout.actions.push_back(std::move(a));
    }
    // DTrace's default action (the probe's line alone) is for a clause with
    // no statements at all: `{ n = 1; }` updates n and prints nothing.  A
    // clause whose only action is speculate() records it speculatively: a
    // commit() prints the probe's line.
    bool spec_only = speculates_[ci.index] && !has_action;
    bool records = !layout.actions.empty() || (!has_action && ci.clause->body.empty()) || spec_only;
    if (!records) {
      clause_stid_.push_back(0);
      continue;
    }
    layout.size = (off + 7) & ~7u;
    layout.stid = out_.records.size() + 1;
    clause_stid_.push_back(layout.stid);
    out_.records.push_back(std::move(layout));
  }
}

// ms = bpf_map_lookup_elem(&mstate, &zero); if (!ms) return 0;
// if (gated && state.activity != ACTIVE) return 0;   (exit() has been called)
Lowerer::Prologue Lowerer::prologue(ir::Builder& b, bool gated) {
  Prologue p;
  p.ctx = b.vreg();
  b.mov(p.ctx, ir::R1);
  p.out = b.new_label();
  p.zero_key = b.stack_alloc(8);
  b.store_imm(8, ir::FP, p.zero_key, 0);
  b.ld_map(ir::R1, ms::kMapMstate);
  b.stack_addr(ir::R2, p.zero_key);
  b.call(BPF_FUNC_map_lookup_elem, 2);
  p.ms = b.vreg();
  b.mov(p.ms, ir::R0);
  b.jump_if(ir::Cond::Eq, p.ms, 0, p.out);
  if (gated) {
    ir::Reg st = b.vreg();
    b.ld_map_value(st, ms::kMapState, 0);
    ir::Reg act = b.vreg();
    b.load(4, act, st, ms::kStateActivity);
    b.jump_if(ir::Cond::Ne, act, ms::kActive, p.out);
  }
  b.store_imm(8, p.ms, ms::kTimestamp, 0);
  b.store_imm(8, p.ms, ms::kErrno, 0);
  return p;
}

// if (state.activity != expected) return 0;   before every clause but the
// first, as in DTrace: once a clause has called exit(), the later clauses of
// the same firing do not run (END's clauses all run: END expects DRAINING).
void Lowerer::clause_gate(ir::Builder& b, const Prologue& p, uint32_t expected) {
  ir::Reg st = b.vreg();
  b.ld_map_value(st, ms::kMapState, 0);
  ir::Reg act = b.vreg();
  b.load(4, act, st, ms::kStateActivity);
  b.jump_if(ir::Cond::Ne, act, static_cast<int32_t>(expected), p.out);
}

// ms->prid = probe; then the probe's clauses in program order.
void Lowerer::probe_body(ir::Builder& b, const Prologue& p, const probes::Probe& probe,
                         const std::vector<int>& clauses) {
  b.store_imm(4, p.ms, ms::kPrid, static_cast<int32_t>(probe.id));
  // BEGIN runs while the session is INACTIVE, END while it is DRAINING;
  // ERROR may fire in any state, so its clauses are not gated.
  bool is_dtrace = probe.provider == "dtrace";
  bool gate = !is_dtrace || probe.name != "ERROR";
  uint32_t expected = !is_dtrace              ? ms::kActive
                      : probe.name == "END"   ? ms::kDraining
                      : probe.name == "BEGIN" ? ms::kInactive
                                              : ms::kActive;
  for (size_t i = 0; i < clauses.size(); ++i) {
    if (gate && i > 0) clause_gate(b, p, expected);
    lower_clause(b, p, &probe, clauses[i], static_cast<uint32_t>(i + 1));
  }
}

// Clause `ci`, the probe's `position`th (1-based); a null `probe` reads
// its names through the probedesc map.
void Lowerer::lower_clause(ir::Builder& b, const Prologue& p, const probes::Probe* probe, int ci,
                           uint32_t position) {
  b.comment("clause dt_clause_" + std::to_string(ci));
  current_clause_ = ci;
  ClauseLowerer cl(*this, b, probe, prog_.clauses[ci], clause_stid_[ci], p.ctx, p.ms, p.zero_key,
                   p.stack_skip);
  cl.set_clause_position(position);
  cl.run();
  temp_high_ = std::max(temp_high_, cl.temp_high());
  // The scratch map is a per-CPU array, whose values the kernel caps at
  // 32 KiB (and BPF addresses them with 16-bit offsets): name the clause
  // now rather than fail later creating the map with a bare E2BIG.
  // The record area is sized for the largest record of any clause, so
  // when it alone is too big, blame the clause that owns that record.
  uint32_t need = std::max(cl.temp_high(), temps_base());
  if (need <= kMaxPerCpuValue) return;
  int culprit = ci;
  uint32_t largest = 0;
  if (temps_base() > kMaxPerCpuValue)
    for (const ir::RecordLayout& r : out_.records)
      if (r.size > largest) {
        largest = r.size;
        culprit = r.clause_index;
      }
  current_clause_ = culprit;
  diag::error(prog_.clauses[culprit].clause->loc, diag::Tag::D_UNSUPPORTED,
              "clause needs {} bytes of per-CPU scratch space for its record and temporaries, "
              "over the limit of {}: lower strsize or split the clause",
              need, kMaxPerCpuValue);
}

void Lowerer::epilogue(ir::Builder& b, const Prologue& p) {
  b.label(p.out);
  b.mov(ir::R0, 0);
  b.exit();
}

ir::Function Lowerer::build(const probes::Probe& probe, const std::vector<int>& clauses,
                            const Trampoline& trampoline, bool gated, uint32_t stack_skip) {
  ir::Function f;
  f.name = "dt_" + std::to_string(probe.id);
  ir::Builder b(f);
  Prologue p = prologue(b, gated);
  p.stack_skip = stack_skip;
  if (trampoline) trampoline(b, p.ctx, p.ms);
  probe_body(b, p, probe, clauses);
  epilogue(b, p);
  return f;
}

// Members with the same clauses share one body: the dispatch stores the
// probe id and jumps to it, and the body reads the probe's names through
// the probedesc map.  Code size then grows with the number of distinct
// clause lists, not with the number of probes (BPF jumps reach 32K insns).
ir::Function Lowerer::build_group(const std::string& name, std::vector<GroupMember> members,
                                  const GroupTrampoline& trampoline, uint32_t stack_skip) {
  ir::Function f;
  f.name = name;
  ir::Builder b(f);
  Prologue p = prologue(b, true);
  p.stack_skip = stack_skip;
  ir::Reg sel = trampoline(b, p.ctx, p.ms);
  std::map<std::vector<int>, uint32_t> body_of;
  for (GroupMember& m : members) {
    auto [it, fresh] = body_of.try_emplace(m.clauses, 0);
    if (fresh) it->second = b.new_label();
    m.body = it->second;
    described_.push_back(m.probe);
  }
  std::sort(members.begin(), members.end(),
            [](const GroupMember& x, const GroupMember& y) { return x.selector < y.selector; });
  dispatch(b, p, sel, members, 0, members.size());
  for (auto& [clauses, label] : body_of) {
    b.label(label);
    shared_body(b, p, clauses);
    b.jump(p.out);
  }
  epilogue(b, p);
  return f;
}

ir::Function Lowerer::build_late(const std::string& name, const std::vector<int>& clauses,
                                 const Trampoline& trampoline, uint32_t stack_skip) {
  ir::Function f;
  f.name = name;
  ir::Builder b(f);
  Prologue p = prologue(b, true);
  p.stack_skip = stack_skip;
  if (trampoline) trampoline(b, p.ctx, p.ms);
  b.mov(ir::R1, p.ctx);
  b.call(BPF_FUNC_get_attach_cookie, 1);
  ir::Reg cookie = b.vreg();
  b.mov(cookie, ir::R0);
  b.store(4, p.ms, ms::kPrid, cookie);
  b.alu(ir::AluOp::Rsh, cookie, 32);
  int16_t mask = b.stack_alloc(8);
  b.store(8, ir::FP, mask, cookie);
  late_argmap(b, p);
  for (size_t i = 0; i < clauses.size(); ++i) {
    int ci = clauses[i];
    if (i > 0) clause_gate(b, p, ms::kActive);
    uint32_t next = b.new_label();
    ir::Reg bit = b.vreg();
    b.load(8, bit, ir::FP, mask);
    b.alu(ir::AluOp::Rsh, bit, static_cast<int64_t>(i));
    b.alu(ir::AluOp::And, bit, 1);
    b.jump_if(ir::Cond::Eq, bit, 0, next);
    lower_clause(b, p, nullptr, ci, static_cast<uint32_t>(i + 1));
    b.label(next);
  }
  epilogue(b, p);
  return f;
}

// A late probe's argument mapping, from its probedesc entry: a chain of
// compares picks each args[i] from a copy of the native arguments.
void Lowerer::late_argmap(ir::Builder& b, const Prologue& p) {
  int16_t key = b.stack_alloc(8);
  ir::Reg prid = b.vreg();
  b.load(4, prid, p.ms, ms::kPrid);
  b.store(4, ir::FP, key, prid);
  b.ld_map(ir::R1, probedesc_map());
  b.mov(ir::R2, ir::FP);
  b.alu(ir::AluOp::Add, ir::R2, key);
  b.call(BPF_FUNC_map_lookup_elem, 2);
  ir::Reg map = b.vreg();
  b.mov(map, ir::R0);
  uint32_t done = b.new_label();
  b.jump_if(ir::Cond::Eq, map, 0, done);
  b.alu(ir::AluOp::Add, map, static_cast<int64_t>(4 * settings_.strsize));
  ir::Reg n = b.vreg();
  b.load(1, n, map, kProbedescArgmap - 1);
  b.jump_if(ir::Cond::Eq, n, 0, done);
  int16_t saved = b.stack_alloc(8 * ms::kNumArgs);
  for (int j = 0; j < ms::kNumArgs; ++j) {
    ir::Reg v = b.vreg();
    b.load(8, v, p.ms, static_cast<int16_t>(ms::kArgs + 8 * j));
    b.store(8, ir::FP, static_cast<int16_t>(saved + 8 * j), v);
  }
  for (int i = 0; i < ms::kNumArgs; ++i) {
    auto slot = static_cast<int16_t>(ms::kArgs + 8 * i);
    ir::Reg idx = b.vreg();
    b.load(1, idx, map, static_cast<int16_t>(i));
    uint32_t next = b.new_label();
    for (int j = 0; j < ms::kNumArgs; ++j) {
      uint32_t other = b.new_label();
      b.jump_if(ir::Cond::Ne, idx, j, other);
      ir::Reg v = b.vreg();
      b.load(8, v, ir::FP, static_cast<int16_t>(saved + 8 * j));
      b.store(8, p.ms, slot, v);
      b.jump(next);
      b.label(other);
    }
    b.store_imm(8, p.ms, slot, 0);
    b.label(next);
  }
  b.label(done);
}

// The clauses of a shared body: the probe is whichever ms->prid names.
void Lowerer::shared_body(ir::Builder& b, const Prologue& p, const std::vector<int>& clauses) {
  for (size_t i = 0; i < clauses.size(); ++i) {
    if (i > 0) clause_gate(b, p, ms::kActive);
    lower_clause(b, p, nullptr, clauses[i], static_cast<uint32_t>(i + 1));
  }
}

// A binary search over the selectors, so a firing costs log2(n) compares
// however many probes share the program; a leaf stores the probe id and
// jumps to the probe's body.
void Lowerer::dispatch(ir::Builder& b, const Prologue& p, ir::Reg sel,
                       const std::vector<GroupMember>& m, size_t lo, size_t hi) {
  if (hi - lo <= 3) {
    for (size_t i = lo; i < hi; ++i) {
      uint32_t next = b.new_label();
      b.jump_if(ir::Cond::Ne, sel, m[i].selector, next);
      b.store_imm(4, p.ms, ms::kPrid, static_cast<int32_t>(m[i].probe->id));
      b.jump(m[i].body);
      b.label(next);
    }
    b.jump(p.out);
    return;
  }
  size_t mid = lo + (hi - lo) / 2;
  uint32_t right = b.new_label();
  b.jump_if(ir::Cond::Sge, sel, m[mid].selector, right);
  dispatch(b, p, sel, m, lo, mid);
  b.label(right);
  dispatch(b, p, sel, m, mid, hi);
}

CompiledProgram Lowerer::finish() {
  out_.mstate_size = std::max<uint32_t>(temp_high_, temps_base());
  out_.mstate_size = (out_.mstate_size + 7) & ~7u;

  uint64_t ring = 4096;
  while (ring < settings_.bufsize) ring <<= 1;
  uint32_t globals = std::max<uint32_t>(8, (prog_.globals_size + 7) & ~7u);
  // Reads through the table may run up to strsize bytes past a short string.
  strtab_.resize(strtab_.size() + settings_.strsize, 0);

  out_.maps.clear();
  out_.maps.push_back({"dt_mstate", BPF_MAP_TYPE_PERCPU_ARRAY, 4, out_.mstate_size, 1, 0, {}});
  out_.maps.push_back({"dt_ring", BPF_MAP_TYPE_RINGBUF, 0, 0, static_cast<uint32_t>(ring), 0, {}});
  std::vector<uint8_t> state(8, 0);
  state[0] = ms::kInactive;
  out_.maps.push_back({"dt_state", BPF_MAP_TYPE_ARRAY, 4, 8, 1, 0, {{0, state}}});
  out_.maps.push_back({"dt_cpuinfo", BPF_MAP_TYPE_PERCPU_ARRAY, 4, ms::kCpuInfoSize, 1, 0, {}});
  out_.maps.push_back({"dt_globals", BPF_MAP_TYPE_ARRAY, 4, globals, 1, 0, {}});
  out_.maps.push_back({"dt_strtab", BPF_MAP_TYPE_ARRAY, 4, static_cast<uint32_t>(strtab_.size()), 1,
                       BPF_F_RDONLY_PROG, {{0, strtab_}}});
  for (ir::AggregationDesc& a : out_.aggs) {
    a.map_index = out_.maps.size();
    uint32_t entries = 1;
    uint32_t type = BPF_MAP_TYPE_PERCPU_ARRAY;
    uint32_t key = 4;
    if (a.key_size > 0) {
      type = BPF_MAP_TYPE_PERCPU_HASH;
      key = a.key_size;
      // aggsize is bytes (DESIGN.md D5): entries = aggsize / (key + value).
      entries = std::max<uint64_t>(1, settings_.aggsize / (a.key_size + a.value_size));
      entries = std::min<uint32_t>(entries, 1u << 20);
    }
    out_.maps.push_back({"dt_agg_" + std::to_string(a.id), type, key, a.value_size, entries, 0, {}});
  }
  // dynvarsize is bytes, counted as DTrace counts them: each map holds
  // dynvarsize / (the largest dynamic variable) entries (dynvar_entries).
  uint32_t dyn_entries = dynvar_entries(prog_, settings_.dynvarsize);
  for (const sema::AssocArray& a : prog_.assocs) {
    uint32_t value = (a.type->size + 7) & ~7u;
    out_.maps.push_back(
        {"dt_assoc_" + a.name, BPF_MAP_TYPE_HASH, a.key_size, value, dyn_entries, 0, {}});
  }
  // A hash map is preallocated whole: a program without self-> gets a
  // one-entry map rather than dynvarsize worth of them.
  uint32_t tls = std::max<uint32_t>(prog_.tls_size, 8);
  uint32_t tls_entries = prog_.tls_size == 0 ? 1 : dyn_entries;
  out_.maps.push_back({"dt_tls", BPF_MAP_TYPE_HASH, 8, tls, tls_entries, 0, {}});
  uint32_t desc_size = 4 * settings_.strsize + kProbedescArgmap;
  MapSpec desc{"dt_probedesc", BPF_MAP_TYPE_ARRAY, 4, desc_size, 1, 0, {}};
  for (const probes::Probe* p : described_) {
    std::vector<uint8_t> v(desc_size, 0);
    const std::string* names[] = {&p->provider, &p->module, &p->function, &p->name};
    for (int i = 0; i < 4; ++i)
      std::copy_n(names[i]->begin(), std::min<size_t>(names[i]->size(), settings_.strsize - 1),
                  v.begin() + i * settings_.strsize);
    desc.max_entries = std::max(desc.max_entries, p->id + 1);
    desc.init.emplace_back(p->id, std::move(v));
  }
  if (settings_.late_probes > 0) {
    desc.type = BPF_MAP_TYPE_HASH;
    desc.max_entries = static_cast<uint32_t>(described_.size()) + settings_.late_probes;
  }
  out_.maps.push_back(std::move(desc));
  out_.spec_map = static_cast<int>(out_.maps.size());
  out_.maps.push_back({"dt_specs", BPF_MAP_TYPE_HASH, 4, ms::kSpecValueSize, settings_.nspec, 0,
                       {}});
  if (!settings_.follow_roots.empty()) {
    MapSpec follow{"dt_follow", BPF_MAP_TYPE_HASH, 4, 4, kMaxFollowed, 0, {}};
    for (int pid : settings_.follow_roots) {
      std::vector<uint8_t> v(4);
      std::memcpy(v.data(), &pid, 4);
      follow.init.emplace_back(static_cast<uint32_t>(pid), std::move(v));
    }
    out_.follow_map = static_cast<int>(out_.maps.size());
    out_.maps.push_back(std::move(follow));
  }
  if (prog_.vtime) {
    out_.vtime_map = static_cast<int>(out_.maps.size());
    out_.maps.push_back(
        {"dt_vtime", BPF_MAP_TYPE_LRU_HASH, 4, kVtimeValueSize, kMaxVtimeThreads, 0, {}});
  }
  return std::move(out_);
}

}  // namespace dtrace::lower
