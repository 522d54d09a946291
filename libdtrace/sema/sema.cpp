// Semantic analysis: binds and types every expression of a parsed program.
//
// The walk is one pass over the clauses in order.  Each expression gets a
// `type` (TypeTable-owned) and, for identifiers, a `binding`:
//   builtins       binding = Builtin id                  (0..kGlobalBase)
//   globals        binding = kGlobalBase + global index
//   this-> locals  binding = local index
//   aggregations   binding = aggregation id
// Macro references ($1, $target, ...) are replaced in place by literals.
// A variable's type is fixed by its first assignment, as in DTrace.
//
// Around the Checker's walk of each clause this file adds DTrace's checks
// that need no types (array declarators, sizeof of void or of a whole
// associative array, the aggregation rules of agg_rules.h), rewrites
// self->a[k] into a thread-keyed associative array, and checks the cooked
// tree for what typing leaves open (void pointer arithmetic, whole-array
// assignment, constant division by zero, constant indexes past a D
// array's end).
#include "sema/sema.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "sema/agg_rules.h"
#include "sema/checker.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using diag::Tag;

std::string expand_probe_macros(const ast::ProbeSpec& spec, Context& ctx) {
  std::string out;
  const std::string& t = spec.text;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] != '$') {
      out += t[i];
      continue;
    }
    size_t j = i + 1;
    while (j < t.size() && (std::isalnum(static_cast<unsigned char>(t[j])) || t[j] == '_')) ++j;
    std::string name = t.substr(i + 1, j - i - 1);
    if (name == "target") {
      out += std::to_string(ctx.target_pid);
    } else if (name == "pid") {
      out += std::to_string(getpid());
    } else if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) {
      size_t n = std::stoul(name);
      if (n < ctx.macro_args.size()) {
        out += ctx.macro_args[n];
        if (n < ctx.macro_used.size()) ctx.macro_used[n] = true;
      }
      else if (!ctx.defaultargs)
        diag::error(spec.loc, Tag::D_MACRO_UNDEF, "macro argument ${} is not defined", name);
    } else {
      out += t.substr(i, j - i);
    }
    i = j - 1;
  }
  return out;
}

namespace {

using ast::Op;

// a op b over 64-bit integers, for the operators constant folding knows.
bool fold_binary(Op op, int64_t a, int64_t b, int64_t& out) {
  auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  switch (op) {
    case Op::Add: out = static_cast<int64_t>(ua + ub); return true;
    case Op::Sub: out = static_cast<int64_t>(ua - ub); return true;
    case Op::Mul: out = static_cast<int64_t>(ua * ub); return true;
    case Op::BitAnd: out = a & b; return true;
    case Op::BitOr: out = a | b; return true;
    case Op::BitXor: out = a ^ b; return true;
    case Op::Div:
    case Op::Mod:
      if (b == 0 || (a == INT64_MIN && b == -1)) return false;
      out = op == Op::Div ? a / b : a % b;
      return true;
    default: return false;
  }
}

// An integer constant expression over literals: its value (array
// dimensions, divisors).  Division by a constant zero does not fold.
bool literal_value(const Expr& e, int64_t& out) {
  int64_t a = 0, b = 0;
  switch (e.kind) {
    case ExprKind::IntLit: out = static_cast<int64_t>(e.ival); return true;
    case ExprKind::Unary:
      if (e.args.empty() || !literal_value(*e.args[0], a)) return false;
      if (e.op == Op::Neg) out = static_cast<int64_t>(0 - static_cast<uint64_t>(a));
      else if (e.op == Op::Plus) out = a;
      else if (e.op == Op::BitNot) out = ~a;
      else return false;
      return true;
    case ExprKind::Binary:
      if (e.args.size() != 2 || !literal_value(*e.args[0], a) || !literal_value(*e.args[1], b))
        return false;
      return fold_binary(e.op, a, b, out);
    default: return false;
  }
}

// DTrace's checks of array declarators: `int a[-1]`, `int a[1UL << 40]`
// and `int a[void]` are refused before any type is built.
void check_array_decl(const ast::Declaration& d) {
  for (const ast::Derived& dv : d.derived) {
    if (dv.kind != ast::Derived::Kind::Array) continue;
    for (size_t i = 0; i < dv.array_keys.size(); ++i) {
      const ast::TypeName& k = dv.array_keys[i];
      if (k.specs.base == "void" && k.derived.empty())
        diag::error(d.loc, Tag::D_DECL_PROTO_TYPE,
                    "array prototype may not use parameter of type void: (anonymous), "
                    "parameter #{}", i + 1);
    }
    int64_t n = 0;
    if (!dv.array_size || !dv.array_keys.empty() || !literal_value(*dv.array_size, n)) continue;
    if (n <= 0 || (dv.array_size->kind == ExprKind::IntLit && dv.array_size->ival >> 63))
      diag::error(d.loc, Tag::D_DECL_ARRSUB,
                  "positive integral constant expression or tuple signature expected as "
                  "array declaration subscript");
    if (n > int64_t{UINT32_MAX})
      diag::error(d.loc, Tag::D_DECL_ARRBIG, "array dimension too big");
  }
}

// DTrace's checks of a function declarator's parameters (its
// dt_decl_prototype()): no associative array parameter, `void` only alone
// and unnamed.
void check_function_decl(const ast::Declaration& d) {
  for (const ast::Derived& dv : d.derived) {
    if (dv.kind != ast::Derived::Kind::Function) continue;
    int voids = 0;
    for (size_t i = 0; i < dv.params.size(); ++i) {
      const ast::Declaration& p = *dv.params[i];
      std::string name = p.name.empty() ? "(anonymous)" : p.name;
      if (!p.derived.empty() && p.derived.front().kind == ast::Derived::Kind::Array &&
          !p.derived.front().array_keys.empty())
        diag::error(p.loc, Tag::D_DECL_PROTO_TYPE,
                    "function prototype may not use parameter of type dynamic variable: {}, "
                    "parameter #{}",
                    name, i + 1);
      bool is_void = p.specs.base == "void" && p.derived.empty();
      voids += is_void;
      if (is_void && !p.name.empty())
        diag::error(p.loc, Tag::D_DECL_PROTO_NAME, "void parameter may not have a name: {}",
                    p.name);
    }
    if (voids && dv.params.size() > 1)
      diag::error(d.loc, Tag::D_DECL_PROTO_VOID, "void must be sole parameter");
  }
}

bool is_void_pointer(const types::Type* t) {
  return t && t->is_pointer() && t->target && t->target->kind == types::Kind::Void;
}

// Checks over a cooked expression tree that the type checker leaves open:
// arithmetic on void pointers and assignment of whole arrays.
void check_cooked(const Expr& e, bool under_addr_of = false) {
  for (const auto& a : e.args)
    if (a) check_cooked(*a, e.kind == ExprKind::Unary && e.op == Op::AddrOf);
  int64_t idx = 0;
  // a constant index past the end of a D array in a variable; &a[n] (one
  // past it) is allowed.  DTrace leaves an associative array's array value
  // (a[k][n]) to the run-time check.
  if (e.kind == ExprKind::Subscript && e.args.size() == 2 && e.args[0]->type &&
      e.args[0]->kind != ExprKind::Index &&
      e.args[0]->type->kind == types::Kind::Array && e.args[0]->type->count > 0 &&
      literal_value(*e.args[1], idx) &&
      (idx < 0 || idx > e.args[0]->type->count ||
       (idx == e.args[0]->type->count && !under_addr_of)))
    diag::error(e.loc, Tag::D_ARR_BOUNDS, "index outside array bounds: {}, max is {}", idx,
                e.args[0]->type->count);
  if (e.kind == ExprKind::Binary && (e.op == Op::Add || e.op == Op::Sub) && e.args.size() == 2) {
    const Expr& a = *e.args[0];
    const Expr& b = *e.args[1];
    if (a.type && b.type && (is_void_pointer(a.type) || is_void_pointer(b.type)) &&
        !(a.type->is_pointer() && b.type->is_pointer()))
      diag::error(e.loc, Tag::D_OP_INCOMPAT, "operands have incompatible types: \"{}\" {} \"{}\"",
                  a.type->name, e.op == Op::Add ? "+" : "-", b.type->name);
  }
  int64_t divisor = 1;
  if (e.kind == ExprKind::Binary && (e.op == Op::Div || e.op == Op::Mod) && e.args.size() == 2 &&
      literal_value(*e.args[1], divisor) && divisor == 0)
    diag::error(e.loc, Tag::D_DIV_ZERO, "expression contains division by zero");
  if (e.kind == ExprKind::Assign && !e.args.empty() && e.args[0]->type &&
      e.args[0]->type->kind == types::Kind::Array)
    diag::error(e.loc, Tag::D_OP_ARRFUN, "operator {} may not be applied to operand of type \"{}\"",
                op_text(e.op), e.args[0]->type->name);
}

void check_cooked(const ast::Stmt& s) {
  if (s.expr) check_cooked(*s.expr);
  for (const auto& b : s.body) check_cooked(*b);
  for (const auto& b : s.else_body) check_cooked(*b);
}

// The self-> and this-> variables declared, or assigned by a clause, as
// scalars: `self->p[i]` on one of them indexes a pointer or an array.
struct ScalarVars {
  std::set<std::string> self, local;
};

void scalar_vars(const Expr& e, ScalarVars& out) {
  for (const auto& a : e.args)
    if (a) scalar_vars(*a, out);
  if (e.kind == ExprKind::Assign && !e.args.empty() && e.args[0]->kind == ExprKind::Var)
    (e.args[0]->scope == ast::VarScope::Self ? out.self : out.local).insert(e.args[0]->name);
}

void scalar_vars(const ast::Stmt& s, ScalarVars& out) {
  if (s.expr) scalar_vars(*s.expr, out);
  for (const auto& b : s.body) scalar_vars(*b, out);
  for (const auto& b : s.else_body) scalar_vars(*b, out);
}

// self->a[k...] on a variable not used as a scalar is a thread-local
// associative array: DTrace keys it by the thread as well.  It becomes the
// global associative array "self->a" whose first key is the thread id.
// this->a[k...] is refused, as in DTrace.
void thread_local_arrays(Expr& e, const ScalarVars& scalars) {
  for (auto& a : e.args)
    if (a) thread_local_arrays(*a, scalars);
  if (e.kind != ExprKind::Index || e.args.empty() || e.args[0]->kind != ExprKind::Var) return;
  Expr& base = *e.args[0];
  bool self = base.scope == ast::VarScope::Self;
  if ((self ? scalars.self : scalars.local).count(base.name)) return;
  if (!self)
    diag::error(e.loc, Tag::D_ARR_LOCAL, "local variables may not be used as associative "
                "arrays: {}", base.name);
  base.kind = ExprKind::Ident;
  base.scope = ast::VarScope::Global;
  base.name = "self->" + base.name;
  auto key = std::make_unique<Expr>();
  key->kind = ExprKind::Ident;
  key->name = "tid";
  key->loc = e.loc;
  e.args.insert(e.args.begin() + 1, std::move(key));
}

void thread_local_arrays(ast::Clause& c, ScalarVars scalars) {
  if (c.predicate) scalar_vars(*c.predicate, scalars);
  for (const auto& st : c.body) scalar_vars(*st, scalars);
  if (c.predicate) thread_local_arrays(*c.predicate, scalars);
  for (auto& st : c.body) {
    std::vector<ast::Stmt*> todo{st.get()};
    while (!todo.empty()) {
      ast::Stmt* s = todo.back();
      todo.pop_back();
      if (s->expr) thread_local_arrays(*s->expr, scalars);
      for (auto& b : s->body) todo.push_back(b.get());
      for (auto& b : s->else_body) todo.push_back(b.get());
    }
  }
}

// `self int a[int];` declares the thread-local array thread_local_arrays()
// makes of self->a[...].
void thread_local_decl(ast::Declaration& d) {
  if (d.specs.storage != ast::DeclSpecs::Storage::Self || d.derived.empty() ||
      d.derived.front().kind != ast::Derived::Kind::Array || d.derived.front().array_keys.empty())
    return;
  d.specs.storage = ast::DeclSpecs::Storage::None;
  d.name = "self->" + d.name;
  ast::TypeName tid;
  tid.specs.base = "id_t";
  tid.loc = d.loc;
  auto& keys = d.derived.front().array_keys;
  keys.insert(keys.begin(), std::move(tid));
}

// Names a clause indexes as associative arrays (`a[k]` on a bare name).
void assoc_names(const Expr& e, std::set<std::string>& out) {
  for (const auto& a : e.args)
    if (a) assoc_names(*a, out);
  if (e.kind == ExprKind::Index && !e.args.empty() && e.args[0]->kind == ExprKind::Ident)
    out.insert(e.args[0]->name);
}

// sizeof checks DTrace makes before typing: sizeof (void) has no size, and
// an associative array as a whole is no object.
void check_sizeof(const Expr& e, const std::set<std::string>& assocs) {
  for (const auto& a : e.args)
    if (a) check_sizeof(*a, assocs);
  if (e.kind == ExprKind::SizeofType && e.type_name && e.type_name->specs.base == "void" &&
      e.type_name->derived.empty())
    diag::error(e.loc, Tag::D_SIZEOF_TYPE, "cannot apply sizeof to an operand of unknown size");
  if (e.kind == ExprKind::SizeofExpr && !e.args.empty() && e.args[0]->kind == ExprKind::Ident &&
      assocs.count(e.args[0]->name))
    diag::error(e.loc, Tag::D_IDENT_BADREF, "associative array '{}' may not be referenced as "
                "scalar", e.args[0]->name);
}

void check_sizeof(ast::Clause& c, std::set<std::string> assocs,
                  const std::map<std::string, int>& globals) {
  std::vector<const ast::Stmt*> todo;
  for (const auto& st : c.body) todo.push_back(st.get());
  for (size_t i = 0; i < todo.size(); ++i) {
    if (todo[i]->expr) assoc_names(*todo[i]->expr, assocs);
    for (const auto& b : todo[i]->body) todo.push_back(b.get());
    for (const auto& b : todo[i]->else_body) todo.push_back(b.get());
  }
  for (const auto& g : globals) assocs.erase(g.first);  // D arrays: `int a[5]`
  if (c.predicate) check_sizeof(*c.predicate, assocs);
  for (const ast::Stmt* s : todo)
    if (s->expr) check_sizeof(*s->expr, assocs);
}

}  // namespace

void Checker::add(ast::Program& prog) {
  std::set<std::string> aggs;
  for (const auto& a : agg_ids_) aggs.insert(a.first);
  AggRules agg_rules(prog, std::move(aggs));
  for (ast::TopLevel& item : prog.items) {
    switch (item.kind) {
      case ast::TopLevel::Kind::Clause: {
        agg_rules.clause(*item.clause);
        ScalarVars known;
        for (const auto& v : tls_ids_) known.self.insert(v.first);
        for (const auto& v : local_ids_) known.local.insert(v.first);
        thread_local_arrays(*item.clause, std::move(known));
        std::set<std::string> assocs;
        for (const auto& v : assoc_ids_) assocs.insert(v.first);
        check_sizeof(*item.clause, std::move(assocs), global_ids_);
        clause(*item.clause);
        if (item.clause->predicate) check_cooked(*item.clause->predicate);
        for (const auto& st : item.clause->body) check_cooked(*st);
        break;
      }
      case ast::TopLevel::Kind::Pragma:
        pragma(*item.pragma);
        break;
      case ast::TopLevel::Kind::Decl:
        check_array_decl(*item.decl);
        check_function_decl(*item.decl);
        thread_local_decl(*item.decl);
        declaration(*item.decl);
        break;
      case ast::TopLevel::Kind::Inline:
        inline_def(*item.inline_def);
        break;
      case ast::TopLevel::Kind::Translator:
        translator_def(*item.translator);
        break;
      case ast::TopLevel::Kind::Provider:
        // A provider definition (for -h and -G) declares its probes: they
        // are checked as DTrace checks them, and enable nothing by
        // themselves.
        if (item.provider) dof::add_provider(*item.provider, providers_);
        break;
      default:
        diag::error({}, Tag::D_UNSUPPORTED, "this kind of declaration is not supported yet");
    }
  }
}

Program check(ast::Program& prog, Context& ctx) {
  Program out;
  Checker checker(ctx, out);
  checker.add(prog);
  return out;
}

}  // namespace dtrace::sema
