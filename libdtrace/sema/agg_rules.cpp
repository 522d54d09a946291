// Aggregation rules that need no types (see agg_rules.h): the statement
// shapes DTrace refuses, lquantize()/llquantize() parameter checks in
// DTrace's order with its messages, and the arguments of the actions on
// whole aggregations.  Parameters are folded here from literals; anything
// this file cannot fold without types (inline constants, macros, sizeof)
// is left to the Checker.
#include "sema/agg_rules.h"

#include <cstring>
#include <utility>

#include "diag/diagnostic.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

constexpr const char* kAggFuncs[] = {"count",  "sum",      "avg",       "min",       "max",
                                     "stddev", "quantize", "lquantize", "llquantize"};

// Actions of type void: as keys they are void expressions.
constexpr const char* kVoidActions[] = {
    "trace",  "printf", "printa",  "tracemem", "exit",       "clear",  "trunc",   "normalize",
    "denormalize", "setopt", "print", "ftruncate", "freopen", "system", "raise", "stop",
    "panic",  "breakpoint", "chill", "speculate", "commit", "discard", "copyout", "copyoutstr"};

// The D library's translated inlines (dlib/procfs.d): pointers that only
// `->` may follow, so DTrace counts them dynamic: never keys.
struct DynamicInline {
  const char* name;
  const char* type;
};

constexpr DynamicInline kDynamicInlines[] = {{"curpsinfo", "psinfo_t *"},
                                             {"curlwpsinfo", "lwpsinfo_t *"}};

struct BuiltinName {
  const char* name;
  const char* type;
};

constexpr BuiltinName kBuiltinNames[] = {
#define X(name, id, type) {#name, type},
#include "sema/builtins.def"
#undef X
};

template <size_t N>
bool in(const char* const (&list)[N], const std::string& name) {
  for (const char* n : list)
    if (name == n) return true;
  return false;
}

const BuiltinName* builtin(const std::string& name) {
  for (const BuiltinName& b : kBuiltinNames)
    if (name == b.name) return &b;
  return nullptr;
}

bool is_aggfunc(const std::string& name) { return in(kAggFuncs, name); }

// The tags of an action on a whole aggregation: its prototype, its first
// argument and its second (scalar) argument.
struct AggopTags {
  Tag proto, aggarg, scalar;
};

AggopTags aggop_tags(const std::string& name) {
  if (name == "trunc") return {Tag::D_TRUNC_PROTO, Tag::D_TRUNC_AGGARG, Tag::D_TRUNC_SCALAR};
  if (name == "clear") return {Tag::D_CLEAR_PROTO, Tag::D_CLEAR_AGGARG, Tag::D_CLEAR_AGGARG};
  return {Tag::D_NORMALIZE_PROTO, Tag::D_NORMALIZE_AGGARG, Tag::D_NORMALIZE_SCALAR};
}

bool is_aggop(const std::string& name) {
  return name == "clear" || name == "trunc" || name == "normalize" || name == "denormalize";
}

// @a, @a[k], or (wrongly) @a[k][j].
bool is_agg_ref(const Expr& e) {
  if (e.kind == ExprKind::Agg) return true;
  return e.kind == ExprKind::Index && !e.args.empty() && is_agg_ref(*e.args[0]);
}

const std::string& agg_name(const Expr& e) {
  return e.kind == ExprKind::Agg ? e.name : agg_name(*e.args[0]);
}

void check_mdim(const Expr& e) {
  if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Index)
    diag::error(e.loc, Tag::D_AGG_MDIM,
                "improper attempt to reference @{} as a multi-dimensional array", agg_name(e));
}

bool is_void_expr(const Expr& e) {
  if (e.kind == ExprKind::Cast && e.type_name && e.type_name->derived.empty())
    return e.type_name->specs.base == "void";
  return e.kind == ExprKind::Call && in(kVoidActions, e.name);
}

// a op b over 64 bits, as D folds integer constants; false for x/0.
bool fold_op(Op op, uint64_t a, uint64_t b, uint64_t& out) {
  switch (op) {
    case Op::Add: out = a + b; return true;
    case Op::Sub: out = a - b; return true;
    case Op::Mul: out = a * b; return true;
    case Op::Div:
      if (b == 0) return false;
      out = static_cast<uint64_t>(static_cast<int64_t>(a) / static_cast<int64_t>(b));
      return true;
    case Op::Mod:
      if (b == 0) return false;
      out = static_cast<uint64_t>(static_cast<int64_t>(a) % static_cast<int64_t>(b));
      return true;
    case Op::Shl: out = b < 64 ? a << b : 0; return true;
    case Op::Shr:
      out = b < 64 ? static_cast<uint64_t>(static_cast<int64_t>(a) >> b) : 0;
      return true;
    case Op::BitAnd: out = a & b; return true;
    case Op::BitOr: out = a | b; return true;
    case Op::BitXor: out = a ^ b; return true;
    default: return false;
  }
}

}  // namespace

AggRules::AggRules(const ast::Program& prog, std::set<std::string> aggs) : aggs_(std::move(aggs)) {
  for (const ast::TopLevel& item : prog.items) {
    if (item.kind == ast::TopLevel::Kind::Decl && item.decl && !item.decl->name.empty() &&
        item.decl->specs.storage != ast::DeclSpecs::Storage::Typedef) {
      const ast::Declaration& d = *item.decl;
      bool function = !d.derived.empty() && d.derived[0].kind == ast::Derived::Kind::Function;
      if (function) continue;
      vars_.insert(d.name);
      if (d.derived.empty()) var_types_[d.name] = d.specs.base;
    }
    if (item.kind != ast::TopLevel::Kind::Clause || !item.clause) continue;
    if (item.clause->predicate) note_vars(*item.clause->predicate);
    for (const ast::StmtPtr& s : item.clause->body) note_vars(*s);
  }
}

void AggRules::note_vars(const ast::Stmt& s) {
  if (s.expr) note_vars(*s.expr);
  for (const ast::StmtPtr& b : s.body) note_vars(*b);
  for (const ast::StmtPtr& b : s.else_body) note_vars(*b);
}

// Names written by an assignment or ++/-- are variables, not constants.
void AggRules::note_vars(const Expr& e) {
  bool writes = e.kind == ExprKind::Assign || e.kind == ExprKind::PostIncDec ||
                (e.kind == ExprKind::Unary && (e.op == Op::PreInc || e.op == Op::PreDec));
  if (writes && !e.args.empty()) {
    const Expr* target = e.args[0].get();
    if (target->kind == ExprKind::Index && !target->args.empty()) target = target->args[0].get();
    if (target->kind == ExprKind::Ident && target->module.empty()) {
      vars_.insert(target->name);
      if (e.kind == ExprKind::Assign && e.op == Op::Assign && e.args[0]->kind == ExprKind::Ident) {
        const Expr& v = *e.args[1];
        if (v.kind == ExprKind::StrLit) var_types_.emplace(target->name, "string");
        if (v.kind == ExprKind::IntLit && v.ival <= INT32_MAX)
          var_types_.emplace(target->name, "int");
      }
    }
  }
  for (const ast::ExprPtr& a : e.args)
    if (a) note_vars(*a);
}

void AggRules::clause(const ast::Clause& c) {
  if (c.predicate) walk(*c.predicate);
  for (const ast::StmtPtr& s : c.body) stmt(*s);
}

void AggRules::stmt(const ast::Stmt& s) {
  for (const ast::StmtPtr& b : s.body) stmt(*b);
  for (const ast::StmtPtr& b : s.else_body) stmt(*b);
  if (!s.expr) return;
  const Expr& e = *s.expr;
  if (s.kind != ast::Stmt::Kind::Expr) return walk(e);
  if (is_agg_ref(e)) {
    check_mdim(e);
    if (e.kind == ExprKind::Agg) walk(e);  // undefined: D_IDENT_UNDEF
    diag::error(e.loc, Tag::D_AGG_NULL, "expression has null effect: @{}", agg_name(e));
  }
  if (e.kind == ExprKind::Assign && is_agg_ref(*e.args[0])) return agg_assign(e);
  if (e.kind == ExprKind::Call && is_aggop(e.name)) aggop(e);
  walk(e);
}

void AggRules::walk(const Expr& e) {
  if (e.kind == ExprKind::Call && is_aggfunc(e.name))
    diag::error(e.loc, Tag::D_CG_EXPR,
                "aggregating function {}( ) may not be called from a D expression (D program "
                "context required)",
                e.name);
  if (is_agg_ref(e)) check_mdim(e);
  if (e.kind == ExprKind::Agg && !aggs_.count(e.name))
    diag::error(e.loc, Tag::D_IDENT_UNDEF, "failed to resolve @{}: Unknown variable name", e.name);
  for (const ast::ExprPtr& a : e.args)
    if (a) walk(*a);
}

void AggRules::agg_assign(const Expr& e) {
  const Expr& lhs = *e.args[0];
  const Expr& rhs = *e.args[1];
  check_mdim(lhs);
  agg_keys(lhs);
  aggs_.insert(agg_name(lhs));
  // Anything but `@a = f(...)` is the Checker's D_AGG_FUNC.
  if (e.op != Op::Assign || rhs.kind != ExprKind::Call || !is_aggfunc(rhs.name)) return;
  for (const ast::ExprPtr& a : rhs.args) walk(*a);
  if (rhs.name == "lquantize") lquantize(agg_name(lhs), rhs);
  if (rhs.name == "llquantize") llquantize(agg_name(lhs), rhs);
}

void AggRules::agg_keys(const Expr& lhs) {
  if (lhs.kind != ExprKind::Index) return;
  for (size_t i = 1; i < lhs.args.size(); ++i) {
    const Expr& k = *lhs.args[i];
    for (const DynamicInline& d : kDynamicInlines)
      if (k.kind == ExprKind::Ident && k.name == d.name && !vars_.count(k.name))
        diag::error(k.loc, Tag::D_KEY_TYPE,
                    "{} expression may not be used as aggregation index: key #{}", d.type, i);
    if (is_void_expr(k) || is_agg_ref(k))
      diag::error(k.loc, Tag::D_KEY_TYPE,
                  "{} expression may not be used as aggregation index: key #{}",
                  is_agg_ref(k) ? "aggregation" : "void", i);
    walk(k);
  }
}

// clear(@a), denormalize(@a), normalize(@a, n), trunc(@a[, n]).
void AggRules::aggop(const Expr& e) {
  size_t n = e.args.size();
  auto [proto, aggarg, scalar] = aggop_tags(e.name);
  if (e.name == "trunc" && (n < 1 || n > 2))
    diag::error(e.loc, proto, "{}( ) prototype mismatch: {} args passed, {} expected", e.name, n,
                n < 1 ? "at least 1" : "no more than 2");
  size_t want = e.name == "normalize" ? 2 : 1;
  if (e.name != "trunc" && n != want)
    diag::error(e.loc, proto, "{}( ) prototype mismatch: {} args passed, {} expected", e.name, n,
                want);
  if (e.args[0]->kind != ExprKind::Agg)
    diag::error(e.loc, aggarg,
                "{}( ) argument #1 is incompatible with prototype:\n\tprototype: aggregation\n"
                "\t argument: {}",
                e.name, type_name(*e.args[0]));
  if (n == 2 && (e.args[1]->kind == ExprKind::StrLit || is_agg_ref(*e.args[1])))
    diag::error(e.loc, scalar, "{}( ) argument #2 must be of scalar type", e.name);
}

// The type an argument evidently has, for messages ("expression" when
// only the Checker could tell).
std::string AggRules::type_name(const Expr& e) const {
  if (e.kind == ExprKind::IntLit) return e.ival <= INT32_MAX ? "int" : "long";
  if (e.kind == ExprKind::StrLit) return "string";
  if (e.kind == ExprKind::Call && (is_aggfunc(e.name) || in(kVoidActions, e.name))) return "void";
  if (e.kind == ExprKind::Ident) {
    auto it = var_types_.find(e.name);
    if (it != var_types_.end()) return it->second;
    if (const BuiltinName* b = builtin(e.name)) return b->type;
  }
  return "expression";
}

AggRules::Folded AggRules::fold(const Expr& e) const {
  switch (e.kind) {
    case ExprKind::IntLit: return {Konst::Yes, static_cast<int64_t>(e.ival)};
    case ExprKind::Unary: {
      if (e.op != Op::Neg && e.op != Op::Plus && e.op != Op::BitNot) return {};
      Folded a = fold(*e.args[0]);
      if (a.kind != Konst::Yes) return a;
      uint64_t v = static_cast<uint64_t>(a.value);
      v = e.op == Op::Neg ? 0 - v : e.op == Op::BitNot ? ~v : v;
      return {Konst::Yes, static_cast<int64_t>(v)};
    }
    case ExprKind::Binary: {
      Folded a = fold(*e.args[0]), b = fold(*e.args[1]);
      if (a.kind == Konst::No || b.kind == Konst::No) return {Konst::No, 0};
      uint64_t v = 0;
      if (a.kind != Konst::Yes || b.kind != Konst::Yes ||
          !fold_op(e.op, static_cast<uint64_t>(a.value), static_cast<uint64_t>(b.value), v))
        return {};
      return {Konst::Yes, static_cast<int64_t>(v)};
    }
    case ExprKind::Ident:
      if (e.module.empty() && (vars_.count(e.name) || builtin(e.name))) return {Konst::No, 0};
      return {};
    case ExprKind::Var: case ExprKind::Agg: case ExprKind::Call: case ExprKind::Index:
    case ExprKind::Member: case ExprKind::Assign: case ExprKind::PostIncDec:
    case ExprKind::StrLit: case ExprKind::FloatLit:
      return {Konst::No, 0};
    default: return {};
  }
}

// Argument #idx of an lquantize()/llquantize() call, folded: false when
// only the Checker can tell; a non-constant raises `tag` with `msg`.
bool AggRules::param(const Expr& call, size_t idx, Tag tag, const char* msg, int64_t& out) const {
  Folded f = fold(*call.args[idx]);
  if (f.kind == Konst::Unknown) return false;
  if (f.kind == Konst::No) diag::error(call.loc, tag, "{}", msg);
  out = f.value;
  return true;
}

// lquantize(x, base, limit[, step[, incr]]): DTrace's checks, in order.
void AggRules::lquantize(const std::string& agg, const Expr& call) {
  if (call.args.size() < 3) return;
  int64_t base = 0, limit = 0, step = 1;
  if (!param(call, 1, Tag::D_LQUANT_BASETYPE,
             "lquantize( ) argument #1 must be an integer constant", base))
    return;
  if (base < INT32_MIN || base > INT32_MAX)
    diag::error(call.loc, Tag::D_LQUANT_BASEVAL,
                "lquantize( ) argument #1 must be a 32-bit quantity");
  if (!param(call, 2, Tag::D_LQUANT_LIMTYPE,
             "lquantize( ) argument #2 must be an integer constant", limit))
    return;
  if (limit < INT32_MIN || limit > INT32_MAX)
    diag::error(call.loc, Tag::D_LQUANT_LIMVAL,
                "lquantize( ) argument #2 must be a 32-bit quantity");
  if (limit <= base)  // Oracle's test suite wants equal bounds refused here too
    diag::error(call.loc, Tag::D_LQUANT_MISMATCH,
                "lquantize( ) base (argument #1) must be less than limit (argument #2)");
  const char* steptype = "lquantize( ) argument #3 must be a non-zero positive integer constant";
  if (call.args.size() > 3) {
    if (!param(call, 3, Tag::D_LQUANT_STEPTYPE, steptype, step)) return;
    if (step <= 0) diag::error(call.loc, Tag::D_LQUANT_STEPTYPE, "{}", steptype);
    if (step > UINT16_MAX)
      diag::error(call.loc, Tag::D_LQUANT_STEPVAL,
                  "lquantize( ) argument #3 must be a 16-bit quantity");
  }
  int64_t levels = (limit - base) / step;
  if (levels == 0)
    diag::error(call.loc, Tag::D_LQUANT_STEPLARGE,
                "lquantize( ) step (argument #3) too large: must have at least one quantization "
                "level");
  if (levels > UINT16_MAX)
    diag::error(call.loc, Tag::D_LQUANT_STEPSMALL,
                "lquantize( ) step (argument #3) too small: number of quantization levels must be "
                "a 16-bit quantity");
  lquantize_match(agg, call, {base, levels, step});
}

// Every lquantize() of one aggregation has the first one's parameters.
void AggRules::lquantize_match(const std::string& agg, const Expr& call, const Lquant& q) {
  auto [it, fresh] = lquant_.emplace(agg, q);
  if (fresh) return;
  const Lquant& o = it->second;
  const char* fmt = "lquantize( ) {} (argument #{}) doesn't match previous declaration: expected "
                    "{}, found {}";
  if (o.base != q.base)
    diag::error(call.loc, Tag::D_LQUANT_MATCHBASE, fmt::runtime(fmt), "base", 1, o.base, q.base);
  if (o.levels * o.step != q.levels * q.step)
    diag::error(call.loc, Tag::D_LQUANT_MATCHLIM, fmt::runtime(fmt), "limit", 2,
                o.base + o.levels * o.step, q.base + q.levels * q.step);
  if (o.step != q.step)
    diag::error(call.loc, Tag::D_LQUANT_MATCHSTEP, fmt::runtime(fmt), "step", 3, o.step, q.step);
}

// llquantize(x, factor, lmag, hmag, steps[, incr]): DTrace's checks, in order.
void AggRules::llquantize(const std::string& agg, const Expr& call) {
  if (call.args.size() < 5) return;
  Llquant q{};
  auto big = [](int64_t v) { return static_cast<uint64_t>(v) > UINT16_MAX; };
  if (!param(call, 1, Tag::D_LLQUANT_FACTORTYPE,
             "llquantize( ) argument #1 must be an integer constant", q.factor))
    return;
  if (big(q.factor) || q.factor < 2)
    diag::error(call.loc, Tag::D_LLQUANT_FACTORVAL,
                "llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or "
                "equal to 2");
  if (!param(call, 2, Tag::D_LLQUANT_LMAGTYPE,
             "llquantize( ) argument #2 must be an integer constant", q.lmag))
    return;
  if (big(q.lmag))
    diag::error(call.loc, Tag::D_LLQUANT_LMAGVAL,
                "llquantize( ) argument #2 must be an unsigned 16-bit quantity");
  if (!param(call, 3, Tag::D_LLQUANT_HMAGTYPE,
             "llquantize( ) argument #3 must be an integer constant", q.hmag))
    return;
  if (big(q.hmag))
    diag::error(call.loc, Tag::D_LLQUANT_HMAGVAL,
                "llquantize( ) argument #3 must be an unsigned 16-bit quantity");
  if (q.hmag < q.lmag)
    diag::error(call.loc, Tag::D_LLQUANT_HMAGVAL,
                "llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low "
                "magnitude)");
  __int128 top = 1;
  for (int64_t i = 0; i <= q.hmag && top <= __int128{UINT64_MAX}; ++i) top *= q.factor;
  if (top > __int128{UINT64_MAX})
    diag::error(call.loc, Tag::D_LLQUANT_HMAGVAL,
                "llquantize( ) argument #3 (high magnitude) will cause overflow of 64 bits");
  const char* steptype = "llquantize( ) argument #4 must be a non-zero positive integer constant";
  if (!param(call, 4, Tag::D_LLQUANT_STEPTYPE, steptype, q.steps)) return;
  if (q.steps <= 0) diag::error(call.loc, Tag::D_LLQUANT_STEPTYPE, "{}", steptype);
  if (big(q.steps))
    diag::error(call.loc, Tag::D_LLQUANT_STEPVAL,
                "llquantize( ) argument #4 must be an unsigned 16-bit quantity");
  llquantize_steps(call, q);
  llquantize_match(agg, call, q);
}

// The steps per magnitude must fit the factor's powers.
void AggRules::llquantize_steps(const Expr& call, const Llquant& q) {
  if (q.steps < q.factor && q.factor % q.steps != 0)
    diag::error(call.loc, Tag::D_LLQUANT_STEPVAL,
                "llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when "
                "steps<factor");
  if (q.steps <= q.factor) return;
  if (q.steps % q.factor != 0)
    diag::error(call.loc, Tag::D_LLQUANT_STEPVAL,
                "llquantize() argument #4 (steps) must be a multiple of argument #1 (factor) "
                "when steps>factor");
  if (q.lmag == 0 && (q.factor * q.factor) % q.steps != 0)
    diag::error(call.loc, Tag::D_LLQUANT_STEPVAL,
                "llquantize() argument #4 (steps) must evenly divide the square of argument #1 "
                "(factor) when steps>factor and lmag==0");
  __int128 power = 1 % q.steps;
  for (int64_t i = 0; q.lmag > 0 && i <= q.lmag; ++i) power = power * q.factor % q.steps;
  if (q.lmag > 0 && power != 0)
    diag::error(call.loc, Tag::D_LLQUANT_STEPVAL,
                "llquantize() argument #4 (steps) must evenly divide pow(argument #1 (factor), "
                "lmag (argument #2) + 1) when steps>factor and lmag>0");
}

// Every llquantize() of one aggregation has the first one's parameters.
void AggRules::llquantize_match(const std::string& agg, const Expr& call, const Llquant& q) {
  auto [it, fresh] = llquant_.emplace(agg, q);
  if (fresh) return;
  const Llquant& o = it->second;
  const char* fmt = "llquantize() {} (argument #{}) doesn't match previous declaration: "
                    "expected {}, found {}";
  if (o.factor != q.factor)
    diag::error(call.loc, Tag::D_LLQUANT_MATCHFACTOR, fmt::runtime(fmt), "factor", 1, o.factor,
                q.factor);
  if (o.lmag != q.lmag)
    diag::error(call.loc, Tag::D_LLQUANT_MATCHLMAG, fmt::runtime(fmt), "lmag", 2, o.lmag, q.lmag);
  if (o.hmag != q.hmag)
    diag::error(call.loc, Tag::D_LLQUANT_MATCHHMAG, fmt::runtime(fmt), "hmag", 3, o.hmag, q.hmag);
  if (o.steps != q.steps)
    diag::error(call.loc, Tag::D_LLQUANT_MATCHSTEPS, fmt::runtime(fmt), "steps", 4, o.steps,
                q.steps);
}


}  // namespace dtrace::sema
