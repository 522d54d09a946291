// Clause, statement and expression checks (see sema.cpp for the overview).
#include "sema/checker.h"

#include <unistd.h>

#include <cctype>

#include "diag/diagnostic.h"
#include "support/strings.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

struct BuiltinInfo {
  const char* name;
  Builtin id;
  const char* type;
};

constexpr BuiltinInfo kBuiltins[] = {
#define X(name, id, type) {#name, Builtin::id, type},
#include "sema/builtins.def"
#undef X
};

const BuiltinInfo* find_builtin(const std::string& name) {
  for (const BuiltinInfo& b : kBuiltins)
    if (name == b.name) return &b;
  return nullptr;
}

struct AggInfo {
  const char* name;
  ir::AggFunc func;
  size_t min_args, max_args;
};

constexpr AggInfo kAggFuncs[] = {
    {"count", ir::AggFunc::Count, 0, 0},         {"sum", ir::AggFunc::Sum, 1, 1},
    {"avg", ir::AggFunc::Avg, 1, 1},             {"min", ir::AggFunc::Min, 1, 1},
    {"max", ir::AggFunc::Max, 1, 1},             {"stddev", ir::AggFunc::Stddev, 1, 1},
    {"quantize", ir::AggFunc::Quantize, 1, 2},   {"lquantize", ir::AggFunc::Lquantize, 3, 5},
    {"llquantize", ir::AggFunc::Llquantize, 5, 6},
};

const AggInfo* find_agg(const std::string& name) {
  for (const AggInfo& a : kAggFuncs)
    if (name == a.name) return &a;
  return nullptr;
}

// The type C gives an integer constant: the first of the list that holds it.
const types::Type* literal_type(const types::TypeTable& tt, const Expr& e) {
  using S = ast::IntSuffix;
  if (e.is_char) return tt.lookup("char");
  uint64_t v = e.ival;
  bool u = e.int_suffix == S::U || e.int_suffix == S::UL || e.int_suffix == S::ULL;
  bool l = e.int_suffix == S::L || e.int_suffix == S::UL;
  bool ll = e.int_suffix == S::LL || e.int_suffix == S::ULL;
  if (!l && !ll) {
    if (!u && v <= INT32_MAX) return tt.t_int();
    if (v <= UINT32_MAX && (u || v > INT32_MAX)) return tt.t_uint();
  }
  if (!ll) {
    if (!u && v <= INT64_MAX) return tt.t_long();
    if (u || v > INT64_MAX) return tt.t_ulong();
  }
  if (!u && v <= INT64_MAX) return tt.lookup("long long");
  return tt.lookup("unsigned long long");
}

int64_t const_value(const Expr& e, SourceLoc loc) {
  if (e.kind == ExprKind::IntLit) return static_cast<int64_t>(e.ival);
  if (e.kind == ExprKind::Unary && e.op == Op::Neg) return -const_value(*e.args[0], loc);
  diag::error(loc, Tag::D_AGG_FUNC, "expression must be an integer constant");
}

}  // namespace

ir::RecordField record_field(const types::Type* t, uint32_t strsize) {
  ir::RecordField f;
  if (t->is_string()) {
    f.kind = ir::RecordField::Kind::String;
    f.size = strsize;
  } else if (t->name == "_symaddr" || t->name == "_modaddr") {
    f.kind = t->name == "_symaddr" ? ir::RecordField::Kind::KSym : ir::RecordField::Kind::KMod;
    f.size = 8;
  } else if (t->kind == types::Kind::Stack) {
    f.kind = ir::RecordField::Kind::Stack;
    f.size = t->size;
  } else if (t->is_scalar()) {
    f.kind = t->is_signed && !t->is_pointer() ? ir::RecordField::Kind::Int
                                              : ir::RecordField::Kind::UInt;
    f.size = t->size;
  } else {
    f.kind = ir::RecordField::Kind::Bytes;
    f.size = t->size;
  }
  return f;
}

void Checker::require_args(const Expr& e, size_t lo, size_t hi) {
  size_t n = e.args.size();
  if (n < lo || n > hi) {
    size_t want = n < lo ? lo : hi;
    diag::error(e.loc, Tag::D_PROTO_LEN, "{}( ) prototype mismatch: {} arg{} passed, {} expected",
                e.name, n, n == 1 ? "" : "s", want);
  }
}

// ---- top level -------------------------------------------------------------

void Checker::pragma(const ast::Pragma& p) {
  const auto& w = p.words;
  if (w.size() >= 2 && w[0] == "D" && w[1] == "option") {
    if (w.size() < 3)
      diag::error(p.loc, Tag::D_PRAGMA_MALFORM, "malformed #pragma option <option>=<val>");
    const std::string& opt = w[2];
    size_t eq = opt.find('=');
    if (eq == std::string::npos)
      out_.options.emplace_back(opt, std::nullopt);
    else
      out_.options.emplace_back(opt.substr(0, eq), opt.substr(eq + 1));
    return;
  }
  if (!w.empty() && w[0] == "D") {
    if (w.size() >= 2 && (w[1] == "attributes" || w[1] == "binding" || w[1] == "depends_on" ||
                          w[1] == "ident"))
      return;  // accepted; stability and dependencies are not enforced yet
    diag::error(p.loc, Tag::D_PRAGMA_INVAL, "invalid D pragma: {}",
                w.size() >= 2 ? w[1] : "");
  }
  // Other pragmas are ignored, as cpp's would be.
}

void Checker::declaration(ast::Declaration& d) {
  if (d.specs.storage == ast::DeclSpecs::Storage::Typedef) {
    ast::TypeName tn;
    tn.specs = d.specs;
    tn.specs.storage = ast::DeclSpecs::Storage::None;
    tn.derived = std::move(d.derived);
    types_.add_typedef(d.name, resolve_type(tn));
    return;
  }
  ast::TypeName tn;
  tn.specs = d.specs;
  tn.derived = std::move(d.derived);
  const types::Type* t = resolve_type(tn);
  if (d.specs.storage == ast::DeclSpecs::Storage::This) {
    define_local(d.name, t);
    return;
  }
  if (d.specs.storage == ast::DeclSpecs::Storage::Self) {
    define_tls(d.name, t);
    return;
  }
  define_global(d.name, t);
}

const types::Type* Checker::resolve_type(const ast::TypeName& tn) {
  std::string base = tn.specs.base.empty() ? "int" : tn.specs.base;
  const types::Type* t = types_.lookup(base);
  if (!t) diag::error(tn.loc, Tag::D_DECL_TYPERED, "undefined type: {}", base);
  for (auto it = tn.derived.rbegin(); it != tn.derived.rend(); ++it) {
    if (it->kind == ast::Derived::Kind::Pointer) {
      t = types_.pointer_to(t);
    } else if (it->kind == ast::Derived::Kind::Array && it->array_size) {
      t = types_.array_of(t, static_cast<uint32_t>(const_value(*it->array_size, tn.loc)));
    } else {
      diag::error(tn.loc, Tag::D_UNSUPPORTED, "this declarator is not supported yet");
    }
  }
  return t;
}

// A this-> variable: 8-aligned in the clause-local area.  Defining an
// existing one again keeps the first definition.
void Checker::define_local(const std::string& name, const types::Type* t) {
  if (local_ids_.count(name)) return;
  local_ids_[name] = static_cast<int>(out_.locals.size());
  out_.locals.push_back({name, t, ast::VarScope::This, out_.locals_size});
  out_.locals_size += (t->size + 7) & ~7u;
}

// A self-> variable: one entry per (thread, variable) in the thread-local
// map, whose values are all tls_size bytes.
void Checker::define_tls(const std::string& name, const types::Type* t) {
  if (tls_ids_.count(name)) return;
  tls_ids_[name] = static_cast<int>(out_.tls.size());
  out_.tls.push_back({name, t, ast::VarScope::Self, 0});
  out_.tls_size = std::max(out_.tls_size, (t->size + 7) & ~7u);
}

int Checker::define_global(const std::string& name, const types::Type* t) {
  if (auto it = global_ids_.find(name); it != global_ids_.end()) return it->second;
  int id = static_cast<int>(out_.globals.size());
  uint32_t align = t->is_string() ? 8 : (t->size >= 8 ? 8 : t->size ? t->size : 1);
  out_.globals_size = (out_.globals_size + align - 1) & ~(align - 1);
  out_.globals.push_back({name, t, ast::VarScope::Global, out_.globals_size});
  out_.globals_size += (t->size + 7) & ~7u;
  global_ids_[name] = id;
  return id;
}

void Checker::clause(ast::Clause& c) {
  ClauseInfo info;
  info.clause = &c;
  info.index = static_cast<int>(out_.clauses.size());
  match_probes(info);
  in_clause_ = true;
  if (c.predicate) {
    expr(*c.predicate);
    const types::Type* t = c.predicate->type;
    if (!t->is_scalar())
      diag::error(c.predicate->loc, Tag::D_OP_SCALAR,
                  "predicate result must be of scalar type");
  }
  for (auto& s : c.body) statement(*s);
  in_clause_ = false;
  out_.clauses.push_back(std::move(info));
}

void Checker::match_probes(ClauseInfo& info) {
  for (const ast::ProbeSpec& spec : info.clause->probes) {
    std::string text = expand_probe_macros(spec, ctx_);
    probes::ProbeDesc desc = probes::parse_desc(text, ctx_.spec_kind);
    auto found = ctx_.catalog.match(desc);
    if (!found) diag::error(spec.loc, Tag::D_PDESC_INVAL, "{}", found.error().message);
    if (found->empty() && !ctx_.zdefs)
      diag::error(spec.loc, Tag::D_PDESC_ZERO, "probe description {} does not match any probes",
                  desc.str());
    for (const probes::Probe* p : *found) {
      bool dup = false;
      for (const probes::Probe* q : info.probes) dup |= q == p;
      if (!dup) info.probes.push_back(p);
    }
  }
  out_.matched_probes += info.probes.size();
}

void Checker::statement(ast::Stmt& s) {
  switch (s.kind) {
    case ast::Stmt::Kind::Expr:
      expr(*s.expr);
      break;
    case ast::Stmt::Kind::Empty:
      break;
    case ast::Stmt::Kind::Block:
      for (auto& b : s.body) statement(*b);
      break;
    case ast::Stmt::Kind::If:
      expr(*s.expr);
      for (auto& b : s.body) statement(*b);
      for (auto& b : s.else_body) statement(*b);
      break;
    case ast::Stmt::Kind::Decl:
      declaration(*s.decl);
      break;
  }
}

// ---- expressions -------------------------------------------------------------

void Checker::expr(Expr& e) {
  switch (e.kind) {
    case ExprKind::IntLit: e.type = literal_type(types_, e); break;
    case ExprKind::FloatLit: e.type = types_.lookup("double"); break;
    case ExprKind::StrLit: e.type = types_.t_string(); break;
    case ExprKind::Ident: ident(e); break;
    case ExprKind::Macro: macro(e); break;
    case ExprKind::Var: {
      if (e.scope == ast::VarScope::Self) {
        auto it = tls_ids_.find(e.name);
        if (it == tls_ids_.end())
          diag::error(e.loc, Tag::D_IDENT_UNDEF,
                      "self->{} has not yet been declared or assigned", e.name);
        e.binding = it->second;
        e.type = out_.tls[it->second].type;
        break;
      }
      auto it = local_ids_.find(e.name);
      if (it == local_ids_.end())
        diag::error(e.loc, Tag::D_IDENT_UNDEF, "this->{} has not yet been declared or assigned",
                    e.name);
      e.binding = it->second;
      e.type = out_.locals[it->second].type;
      break;
    }
    case ExprKind::Unary:
    case ExprKind::PostIncDec: unary(e); break;
    case ExprKind::Binary: binary(e); break;
    case ExprKind::Ternary: {
      for (auto& a : e.args) expr(*a);
      if (!e.args[0]->type->is_scalar())
        diag::error(e.loc, Tag::D_OP_SCALAR, "operator ?: expression must be of scalar type");
      const types::Type* a = e.args[1]->type;
      const types::Type* b = e.args[2]->type;
      if (a->is_string() != b->is_string())
        diag::error(e.loc, Tag::D_OP_INCOMPAT,
                    "operator ?: operands must have compatible types");
      e.type = a->is_string() ? a : arith_result(a, b);
      break;
    }
    case ExprKind::Assign: assign(e); break;
    case ExprKind::Call: call(e); break;
    case ExprKind::Cast: {
      expr(*e.args[0]);
      e.type = resolve_type(*e.type_name);
      if (e.type->is_string() && !e.args[0]->type->is_string())
        diag::error(e.loc, Tag::D_UNSUPPORTED,
                    "casts to string are not supported yet: use copyinstr()");
      break;
    }
    case ExprKind::SizeofType: {
      const types::Type* t = resolve_type(*e.type_name);
      e.kind = ExprKind::IntLit;
      e.ival = t->size;
      e.type = types_.lookup("size_t");
      break;
    }
    case ExprKind::SizeofExpr: {
      expr(*e.args[0]);
      e.ival = e.args[0]->type->size;
      e.kind = ExprKind::IntLit;
      e.args.clear();
      e.type = types_.lookup("size_t");
      break;
    }
    case ExprKind::Stringof: {
      expr(*e.args[0]);
      if (!e.args[0]->type->is_string())
        diag::error(e.loc, Tag::D_UNSUPPORTED, "stringof( ) of a non-string is not supported yet");
      e.type = types_.t_string();
      break;
    }
    case ExprKind::Agg:
    case ExprKind::Index:
      if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Agg)
        diag::error(e.loc, Tag::D_AGG_SCALAR, "aggregation @{} may not be used in an expression",
                    e.args[0]->name);
      if (e.kind == ExprKind::Agg)
        diag::error(e.loc, Tag::D_AGG_SCALAR, "aggregation @{} may not be used in an expression",
                    e.name);
      assoc_ref(e, nullptr);
      break;
    default:
      diag::error(e.loc, Tag::D_UNSUPPORTED, "this expression is not supported yet");
  }
}

namespace {

// A deep copy of a cooked expression (inline constants are substituted by
// copying their initializer).  Casts keep their cooked type, so the type
// name need not be copied.
ast::ExprPtr clone(const Expr& e) {
  auto c = std::make_unique<Expr>();
  c->kind = e.kind;
  c->loc = e.loc;
  c->op = e.op;
  c->name = e.name;
  c->module = e.module;
  c->scope = e.scope;
  c->ival = e.ival;
  c->int_suffix = e.int_suffix;
  c->is_char = e.is_char;
  c->dollar2 = e.dollar2;
  c->fval = e.fval;
  c->type = e.type;
  c->binding = e.binding;
  for (const auto& a : e.args) c->args.push_back(clone(*a));
  return c;
}

}  // namespace

// inline T name = expr;  a named constant: every use is replaced by the
// initializer, converted to T.
void Checker::inline_def(ast::Inline& in) {
  ast::Declaration& d = in.decl;
  if (!d.derived.empty())
    diag::error(d.loc, Tag::D_UNSUPPORTED, "inline definitions with parameters are not supported yet");
  if (!d.init) diag::error(d.loc, Tag::D_SYNTAX, "inline {} lacks an initializer", d.name);
  ast::TypeName tn;
  tn.specs = d.specs;
  tn.specs.storage = ast::DeclSpecs::Storage::None;
  const types::Type* t = resolve_type(tn);
  expr(*d.init);
  if (t->is_string() != d.init->type->is_string())
    diag::error(d.loc, Tag::D_OP_INCOMPAT,
                "inline {} definition uses incompatible types: \"{}\" = \"{}\"", d.name,
                t->name, d.init->type->name);
  inlines_[d.name] = {t, d.init.get()};
}

void Checker::ident(Expr& e) {
  if (auto in = inlines_.find(e.name); in != inlines_.end()) {
    ast::ExprPtr value = clone(*in->second.second);
    SourceLoc loc = e.loc;
    if (in->second.first->is_scalar() && value->type != in->second.first) {
      // (T) initializer
      e.kind = ExprKind::Cast;
      e.args.clear();
      e.args.push_back(std::move(value));
      e.type = in->second.first;
    } else {
      e = std::move(*value);
    }
    e.loc = loc;
    return;
  }
  if (auto it = global_ids_.find(e.name); it != global_ids_.end()) {
    e.binding = kGlobalBase + it->second;
    e.type = out_.globals[it->second].type;
    return;
  }
  if (const BuiltinInfo* b = find_builtin(e.name)) {
    e.binding = static_cast<int>(b->id);
    e.type = types_.lookup(b->type);
    if (b->id == Builtin::Ppid) {
      // ppid is curthread->real_parent->tgid: offsets from the kernel's BTF.
      kernel_offset(e, "task_struct", "real_parent");
      kernel_offset(e, "task_struct", "tgid");
    }
    return;
  }
  diag::error(e.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown variable name", e.name);
}

void Checker::macro(Expr& e) {
  auto to_int = [&](int64_t v) {
    e.kind = ExprKind::IntLit;
    e.ival = static_cast<uint64_t>(v);
    e.type = literal_type(types_, e);
  };
  if (e.name == "target") return to_int(ctx_.target_pid);
  if (e.name == "pid") return to_int(getpid());
  if (e.name == "ppid") return to_int(getppid());
  if (e.name == "uid") return to_int(getuid());
  if (e.name == "gid") return to_int(getgid());
  if (e.name == "euid") return to_int(geteuid());
  if (e.name == "egid") return to_int(getegid());
  if (e.name == "pgid") return to_int(getpgid(0));
  if (e.name == "sid") return to_int(getsid(0));
  if (e.name.empty() || !std::isdigit(static_cast<unsigned char>(e.name[0])))
    diag::error(e.loc, Tag::D_MACRO_UNDEF, "macro variable ${} is not defined", e.name);
  size_t n = std::stoul(e.name);
  std::string value;
  if (n < ctx_.macro_args.size()) {
    value = ctx_.macro_args[n];
  } else if (ctx_.defaultargs) {
    value = e.dollar2 ? "" : "0";
  } else {
    diag::error(e.loc, Tag::D_MACRO_UNDEF, "macro argument ${}{} is not defined",
                e.dollar2 ? "$" : "", e.name);
  }
  auto num = parse_uint(value);
  if (!e.dollar2 && num) return to_int(static_cast<int64_t>(*num));
  if (!e.dollar2 && !value.empty() && value[0] == '-' && parse_uint(value.substr(1)))
    return to_int(-static_cast<int64_t>(*parse_uint(value.substr(1))));
  if (!e.dollar2 && n > 0) {
    // A non-numeric $n is an identifier, as DTrace's macro expansion makes it.
    e.kind = ExprKind::Ident;
    e.name = value;
    return ident(e);
  }
  e.kind = ExprKind::StrLit;
  e.name = value;
  e.type = types_.t_string();
}

const types::Type* Checker::promote(const types::Type* t) {
  if (t->is_integer() && t->size < 4) return types_.t_int();
  return t;
}

// C's usual arithmetic conversions over D's integer types.
const types::Type* Checker::arith_result(const types::Type* a, const types::Type* b) {
  if (a->is_pointer()) return a;
  if (b->is_pointer()) return b;
  a = promote(a);
  b = promote(b);
  if (a->size != b->size) return a->size > b->size ? a : b;
  if (!a->is_signed) return a;
  return b;
}

void Checker::unary(Expr& e) {
  Expr& x = *e.args[0];
  expr(x);
  switch (e.op) {
    case Op::Not:
      if (!x.type->is_scalar())
        diag::error(e.loc, Tag::D_OP_SCALAR, "operator ! requires an operand of scalar type");
      e.type = types_.t_int();
      break;
    case Op::Neg:
    case Op::Plus:
    case Op::BitNot:
      if (!x.type->is_integer())
        diag::error(e.loc, Tag::D_OP_INT, "operator {} requires an operand of integral type",
                    e.op == Op::Neg ? "-" : e.op == Op::Plus ? "+" : "~");
      e.type = promote(x.type);
      break;
    case Op::PreInc:
    case Op::PreDec:
    case Op::Inc:
    case Op::Dec:
      if (x.kind != ExprKind::Ident && x.kind != ExprKind::Var && x.kind != ExprKind::Index)
        diag::error(e.loc, Tag::D_OP_LVAL, "operator {} requires modifiable lvalue as an operand",
                    e.op == Op::PreInc || e.op == Op::Inc ? "++" : "--");
      if (x.binding < kGlobalBase && x.kind == ExprKind::Ident)
        diag::error(e.loc, Tag::D_OP_WRITE, "operator {} can only be applied to a writable variable",
                    e.op == Op::PreInc || e.op == Op::Inc ? "++" : "--");
      e.type = x.type;
      break;
    default:
      diag::error(e.loc, Tag::D_UNSUPPORTED, "this operator is not supported yet");
  }
}

namespace {

const char* relational_text(Op op) {
  switch (op) {
    case Op::Lt: return "<";
    case Op::Le: return "<=";
    case Op::Gt: return ">";
    case Op::Ge: return ">=";
    case Op::Eq: return "==";
    default: return "!=";
  }
}

}  // namespace

void Checker::binary(Expr& e) {
  Expr& a = *e.args[0];
  Expr& b = *e.args[1];
  expr(a);
  expr(b);
  switch (e.op) {
    case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge: case Op::Eq: case Op::Ne:
      if (a.type->is_string() != b.type->is_string())
        diag::error(e.loc, Tag::D_OP_INCOMPAT, "operands have incompatible types: \"{}\" {} \"{}\"",
                    a.type->name, relational_text(e.op), b.type->name);
      e.type = types_.t_int();
      return;
    case Op::LogAnd: case Op::LogOr: case Op::LogXor:
      e.type = types_.t_int();
      return;
    case Op::Comma:
      e.type = b.type;
      return;
    default:
      break;
  }
  if (!a.type->is_scalar() || !b.type->is_scalar())
    diag::error(e.loc, Tag::D_OP_ARITH, "operator requires operands of arithmetic type");
  if ((e.op == Op::Div || e.op == Op::Mod) && b.kind == ExprKind::IntLit && b.ival == 0)
    diag::error(e.loc, Tag::D_DIV_ZERO, "expression contains division by zero");
  if (e.op == Op::Shl || e.op == Op::Shr)
    e.type = promote(a.type);
  else
    e.type = arith_result(a.type, b.type);
}

void Checker::assign(Expr& e) {
  Expr& lhs = *e.args[0];
  if (lhs.kind == ExprKind::Agg ||
      (lhs.kind == ExprKind::Index && lhs.args[0]->kind == ExprKind::Agg))
    return assign_agg(e);
  Expr& rhs = *e.args[1];
  expr(rhs);
  if (lhs.kind == ExprKind::Ident) {
    if (!global_ids_.count(lhs.name) && find_builtin(lhs.name))
      diag::error(lhs.loc, Tag::D_OP_WRITE, "operator {} can only be applied to a writable variable",
                  e.op == Op::Assign ? "=" : "op=");
    if (!global_ids_.count(lhs.name)) {
      if (e.op != Op::Assign)
        diag::error(lhs.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown variable name",
                    lhs.name);
      const types::Type* t = rhs.type->is_integer() && rhs.type->size < 8 && rhs.kind ==
                                 ExprKind::IntLit ? types_.t_int() : rhs.type;
      define_global(lhs.name, t);
    }
    ident(lhs);
  } else if (lhs.kind == ExprKind::Var) {
    if (lhs.scope == ast::VarScope::Self)
      define_tls(lhs.name, rhs.type);
    else
      define_local(lhs.name, rhs.type);
    expr(lhs);
  } else if (lhs.kind == ExprKind::Index && lhs.args[0]->kind == ExprKind::Ident) {
    assoc_ref(lhs, rhs.type);
  } else {
    diag::error(lhs.loc, Tag::D_OP_LVAL, "operator = requires modifiable lvalue as an operand");
  }
  if (lhs.type->is_string() != rhs.type->is_string())
    diag::error(e.loc, Tag::D_OP_INCOMPAT,
                "operands have incompatible types: \"{}\" = \"{}\"", lhs.type->name,
                rhs.type->name);
  if (e.op != Op::Assign && lhs.type->is_string())
    diag::error(e.loc, Tag::D_OP_ARITH, "operator requires operands of arithmetic type");
  e.type = lhs.type;
}

void Checker::agg_keys(Expr& lhs, ir::AggregationDesc& desc) {
  if (lhs.kind != ExprKind::Index) return;
  desc.key_size = pack_keys(lhs, desc.keys, "aggregation");
}

// Keys are 8-aligned fields: integers of their size, strings of strsize.
uint32_t Checker::pack_keys(Expr& idx, std::vector<ir::RecordField>& keys, const char* what) {
  uint32_t off = 0;
  for (size_t i = 1; i < idx.args.size(); ++i) {
    Expr& k = *idx.args[i];
    expr(k);
    ir::RecordField f = record_field(k.type, types_.strsize());
    if (f.kind == ir::RecordField::Kind::Bytes)
      diag::error(k.loc, Tag::D_UNSUPPORTED, "{} keys of type {} are not supported yet", what,
                  k.type->name);
    // execname is at most 15 characters (the kernel's comm): a key that
    // starts out as execname gets a 16-byte slot, which is far cheaper to
    // clear and hash than strsize bytes.  Later strings in that slot are
    // cut to 15 characters.
    if (k.kind == ExprKind::Ident && k.binding == static_cast<int>(Builtin::Execname) &&
        f.size > 16)
      f.size = 16;
    f.offset = off;
    off += (f.size + 7) & ~7u;
    keys.push_back(f);
  }
  return off;
}

// name[keys]: a read (assigned == nullptr) or the target of an assignment
// of a value of type `assigned`, which defines the array on first use.
void Checker::assoc_ref(Expr& e, const types::Type* assigned) {
  Expr& base = *e.args[0];
  if (base.kind != ExprKind::Ident)
    diag::error(e.loc, Tag::D_UNSUPPORTED, "this kind of array reference is not supported yet");
  std::vector<ir::RecordField> keys;
  uint32_t key_size = pack_keys(e, keys, "associative array");
  auto it = assoc_ids_.find(base.name);
  if (it == assoc_ids_.end()) {
    if (!assigned)
      diag::error(base.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown variable name",
                  base.name);
    int id = static_cast<int>(out_.assocs.size());
    out_.assocs.push_back({base.name, assigned, keys, key_size});
    it = assoc_ids_.emplace(base.name, id).first;
  }
  const AssocArray& a = out_.assocs[it->second];
  bool same = a.keys.size() == keys.size();
  for (size_t i = 0; same && i < keys.size(); ++i)
    same = (a.keys[i].kind == ir::RecordField::Kind::String) ==
           (keys[i].kind == ir::RecordField::Kind::String);
  if (!same)
    diag::error(e.loc, Tag::D_ARR_BADREF, "{}[ ] key types do not match a previous reference",
                base.name);
  // Lowering packs every reference with the first reference's layout, so
  // integer keys of other widths land in the same slots.
  e.binding = it->second;
  base.binding = it->second;
  e.type = a.type;
}

void Checker::assign_agg(Expr& e) {
  Expr& lhs = *e.args[0];
  Expr& rhs = *e.args[1];
  const std::string& name = lhs.kind == ExprKind::Agg ? lhs.name : lhs.args[0]->name;
  if (e.op != Op::Assign || rhs.kind != ExprKind::Call || !find_agg(rhs.name))
    diag::error(e.loc, Tag::D_AGG_FUNC,
                "@{} must be assigned the result of an aggregating function", name);
  const AggInfo* info = find_agg(rhs.name);
  require_args(rhs, info->min_args, info->max_args);
  for (auto& a : rhs.args) {
    expr(*a);
    if (!a->type->is_scalar())
      diag::error(a->loc, Tag::D_AGG_SCALAR, "{}( ) argument #1 must be of scalar type", rhs.name);
  }
  ir::AggregationDesc desc;
  desc.name = name;
  desc.func = info->func;
  agg_keys(lhs, desc);
  uint32_t words = 1;
  switch (info->func) {
    case ir::AggFunc::Count: words = 1; break;
    case ir::AggFunc::Sum: case ir::AggFunc::Avg: case ir::AggFunc::Min: case ir::AggFunc::Max:
      words = 2; break;
    case ir::AggFunc::Stddev: words = 4; break;
    case ir::AggFunc::Quantize: words = 1 + 127; break;
    case ir::AggFunc::Lquantize: {
      int64_t base = const_value(*rhs.args[1], rhs.loc), limit = const_value(*rhs.args[2], rhs.loc);
      int64_t step = rhs.args.size() > 3 ? const_value(*rhs.args[3], rhs.loc) : 1;
      if (step <= 0 || limit <= base)
        diag::error(rhs.loc, Tag::D_AGG_FUNC, "lquantize( ) step must be greater than zero");
      desc.params[0] = base;
      desc.params[1] = limit;
      desc.params[2] = step;
      words = 1 + static_cast<uint32_t>((limit - base) / step) + 2;
      break;
    }
    case ir::AggFunc::Llquantize: {
      // llquantize(x, factor, low magnitude, high magnitude, steps[, incr])
      int64_t factor = const_value(*rhs.args[1], rhs.loc);
      int64_t lmag = const_value(*rhs.args[2], rhs.loc);
      int64_t hmag = const_value(*rhs.args[3], rhs.loc);
      int64_t steps = const_value(*rhs.args[4], rhs.loc);
      // Oracle's checks and words (arguments counted after the value).
      if (factor < 2 || factor > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_FACTORVAL,
                    "llquantize( ) argument #1 must be an unsigned 16-bit quantity greater "
                    "than or equal to 2");
      if (lmag < 0 || lmag > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_LMAGVAL,
                    "llquantize( ) argument #2 must be an unsigned 16-bit quantity");
      if (hmag < lmag || hmag > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_HMAGVAL,
                    "llquantize( ) argument #3 (high magnitude) must be at least argument #2 "
                    "(low magnitude)");
      if (steps < 1 || steps > UINT16_MAX)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize( ) argument #4 must be an unsigned 16-bit quantity");
      if (steps < factor)
        diag::error(rhs.loc, Tag::D_UNSUPPORTED,
                    "llquantize( ) with fewer steps than its factor is not supported yet");
      if (steps > factor && steps % factor != 0)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize() argument #4 (steps) must be a multiple of argument #1 "
                    "(factor) when steps>factor");
      if (steps > factor && lmag == 0 && (factor * factor) % steps != 0)
        diag::error(rhs.loc, Tag::D_LLQUANT_STEPVAL,
                    "llquantize() argument #4 (steps) must evenly divide the square of "
                    "argument #1 (factor) when steps>factor and lmag==0");
      // factor^(hmag+1) * steps must fit in 64 bits for the bucket arithmetic.
      __int128 top = steps;
      for (int64_t i = 0; i <= hmag && top < (__int128{1} << 62); ++i) top *= factor;
      if (top >= (__int128{1} << 62))
        diag::error(rhs.loc, Tag::D_LLQUANT_HMAGVAL,
                    "llquantize( ) argument #3 (high magnitude) overflows 64 bits");
      desc.params[0] = factor;
      desc.params[1] = lmag;
      desc.params[2] = hmag;
      desc.params[3] = steps;
      int64_t per_range = (hmag - lmag + 1) * (steps - steps / factor);
      words = 1 + static_cast<uint32_t>(2 * per_range + 3);
      break;
    }
  }
  desc.value_size = words * 8;
  auto it = agg_ids_.find(name);
  if (it != agg_ids_.end()) {
    const ir::AggregationDesc& prev = out_.aggs[it->second];
    if (prev.func != desc.func)
      diag::error(e.loc, Tag::D_AGG_REDEF, "aggregation redefined: @{}\n\tcurrent: {}( )\n\tprevious: {}( )",
                  name, rhs.name, find_agg(rhs.name)->name);
    if (prev.keys.size() != desc.keys.size())
      diag::error(e.loc, Tag::D_AGG_REDEF, "aggregation @{} has inconsistent keys", name);
    lhs.binding = it->second;
  } else {
    desc.id = static_cast<int>(out_.aggs.size());
    agg_ids_[name] = desc.id;
    lhs.binding = desc.id;
    out_.aggs.push_back(desc);
  }
  if (lhs.kind == ExprKind::Index) lhs.args[0]->binding = lhs.binding;
  e.type = types_.t_void();
}

void Checker::kernel_offset(const Expr& e, const char* type, const char* member) {
  std::string key = fmt::format("{}.{}", type, member);
  if (out_.kernel_offsets.count(key)) return;
  auto off = types_.kernel().member_offset(type, member);
  if (!off)
    diag::error(e.loc, Tag::D_UNSUPPORTED, "{} is not available: {}", e.name,
                off.error().message);
  out_.kernel_offsets[key] = *off;
}

namespace {

// Subroutines: X(name, min args, max args, result type, argument kind)
struct SubrInfo {
  const char* name;
  size_t min_args, max_args;
  const char* result;
  bool string_args;  // arguments are strings (else: an address, then a length)
};

constexpr SubrInfo kSubrs[] = {
    {"copyinstr", 1, 2, "string", false},
    {"strlen", 1, 1, "size_t", true},
    {"strjoin", 2, 2, "string", true},
    {"toupper", 1, 1, "string", true},
    {"tolower", 1, 1, "string", true},
    {"lltostr", 1, 1, "string", false},
    {"copyin", 2, 2, "void *", false},
    // kernel addresses that print as names (types of their own, see types.cpp)
    {"sym", 1, 1, "_symaddr", false},
    {"func", 1, 1, "_symaddr", false},
    {"mod", 1, 1, "_modaddr", false},
};

}  // namespace

void Checker::subroutine(Expr& e) {
  const SubrInfo* info = nullptr;
  for (const SubrInfo& s : kSubrs)
    if (e.name == s.name) info = &s;
  if (!info)
    diag::error(e.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown function name", e.name);
  require_args(e, info->min_args, info->max_args);
  for (size_t i = 0; i < e.args.size(); ++i) {
    Expr& a = *e.args[i];
    expr(a);
    bool ok = info->string_args ? a.type->is_string() : a.type->is_scalar();
    if (!ok)
      diag::error(a.loc, Tag::D_PROTO_ARG,
                  "{}( ) argument #{} is incompatible with prototype:\n\tprototype: {}\n\t"
                  " argument: {}",
                  e.name, i + 1, info->string_args ? "char *" : i == 0 ? "uintptr_t" : "size_t",
                  a.type->name);
  }
  e.type = std::string_view(info->result) == "void *" ? types_.pointer_to(types_.t_void())
                                                      : types_.lookup(info->result);
  if (e.name == "copyin") constant_size(e, 1);
}

// The size argument `index` of copyin()/tracemem(): a positive constant
// (DTrace allows a variable one; that needs alloca-style scratch).
uint32_t Checker::constant_size(Expr& e, size_t index) {
  Expr& n = *e.args[index];
  if (n.kind != ExprKind::IntLit || n.ival == 0)
    diag::error(n.loc, Tag::D_UNSUPPORTED,
                "{}( ) with a size that is not a positive constant is not supported yet", e.name);
  if (n.ival > 1024)
    diag::error(n.loc, Tag::D_UNSUPPORTED, "{}( ) of more than 1024 bytes is not supported yet",
                e.name);
  return static_cast<uint32_t>(n.ival);
}

// stack([frames]): the kernel stack, as an action or an aggregation key.
void Checker::stack(Expr& e) {
  if (e.args.size() > 1)
    diag::error(e.loc, Tag::D_STACK_PROTO, "stack( ) prototype mismatch: too many arguments");
  int64_t frames = static_cast<int64_t>(ctx_.stackframes);
  if (!e.args.empty()) {
    Expr& n = *e.args[0];
    expr(n);
    if (!n.type->is_integer())
      diag::error(n.loc, Tag::D_PROTO_ARG,
                  "stack( ) argument #1 is incompatible with prototype:\n\tprototype: uint32_t\n"
                  "\t argument: {}",
                  n.type->name);
    if (n.kind != ExprKind::IntLit || static_cast<int64_t>(n.ival) <= 0)
      diag::error(n.loc, Tag::D_STACK_SIZE,
                  "stack( ) argument #1 must be a non-zero positive integer constant");
    frames = static_cast<int64_t>(n.ival);
  }
  frames = std::min<int64_t>(frames, 127);
  e.type = types_.stack_of(static_cast<uint32_t>(frames));
}

void Checker::call(Expr& e) {
  if (e.name == "stack") return stack(e);
  if (e.name == "trace") return action_trace(e);
  if (e.name == "printf") return action_printf(e);
  if (e.name == "raise" || e.name == "stop") {
    // raise(signal) / stop(): destructive, sent with bpf_send_signal.
    require_args(e, e.name == "raise" ? 1 : 0, e.name == "raise" ? 1 : 0);
    if (!e.args.empty()) {
      expr(*e.args[0]);
      if (!e.args[0]->type->is_integer())
        diag::error(e.loc, Tag::D_PROTO_ARG,
                    "raise( ) argument #1 is incompatible with prototype:\n\tprototype: int\n"
                    "\t argument: {}",
                    e.args[0]->type->name);
    }
    out_.destructive = true;
    e.type = types_.t_void();
    return;
  }
  if (e.name == "tracemem") {
    // tracemem(address, size): size bytes of kernel memory, as a hex dump.
    require_args(e, 2, 2);
    expr(*e.args[0]);
    expr(*e.args[1]);
    if (!e.args[0]->type->is_scalar())
      diag::error(e.loc, Tag::D_PROTO_ARG,
                  "tracemem( ) argument #1 is incompatible with prototype:\n\tprototype: void *\n"
                  "\t argument: {}",
                  e.args[0]->type->name);
    e.binding = static_cast<int>(constant_size(e, 1));
    e.type = types_.t_void();
    return;
  }
  if (e.name == "system") {
    // system(fmt, ...): printf's rules; the consumer runs the command.
    action_printf(e);
    out_.destructive = true;
    return;
  }
  if (e.name == "exit") return action_exit(e);
  if (e.name == "printa") return action_printa(e);
  if (e.name == "clear" || e.name == "trunc" || e.name == "normalize" ||
      e.name == "denormalize")
    return action_aggop(e);
  if (find_agg(e.name))
    diag::error(e.loc, Tag::D_AGG_FUNC, "{}( ) may only be used as the value of an aggregation",
                e.name);
  subroutine(e);
}

void Checker::action_trace(Expr& e) {
  require_args(e, 1, 1);
  expr(*e.args[0]);
  if (e.args[0]->type->kind == types::Kind::Void)
    diag::error(e.loc, Tag::D_PROTO_ARG, "trace( ) argument #1 is incompatible with prototype");
  e.type = types_.t_void();
}

void Checker::action_exit(Expr& e) {
  require_args(e, 1, 1);
  expr(*e.args[0]);
  if (!e.args[0]->type->is_integer())
    diag::error(e.loc, Tag::D_PROTO_ARG,
                "exit( ) argument #1 is incompatible with prototype:\n\tprototype: int\n\t argument: {}",
                e.args[0]->type->name);
  e.type = types_.t_void();
}

void Checker::action_printf(Expr& e) {
  if (e.args.empty() || e.args[0]->kind != ExprKind::StrLit)
    diag::error(e.loc, Tag::D_PRINTF_FMT, "{}( ) argument #1 must be a string constant", e.name);
  auto plan = ir::parse_format(e.args[0]->name);
  if (!plan) diag::error(e.loc, Tag::D_PRINTF_FMT, "{}( ) {}", e.name, plan.error().message);
  size_t given = e.args.size() - 1;
  for (size_t i = 1; i < e.args.size(); ++i) expr(*e.args[i]);
  if (given < static_cast<size_t>(plan->arg_count))
    diag::error(e.loc, Tag::D_PRINTF_ARG_PROTO,
                "printf( ) prototype mismatch: conversion #{} (%{}) is missing a corresponding "
                "value argument",
                given + 1, "");
  if (given > static_cast<size_t>(plan->arg_count))
    diag::error(e.loc, Tag::D_PRINTF_ARG_EXTRA, "printf( ) prototype mismatch: only {} arguments "
                "required by this format string", plan->arg_count);
  for (const ir::Conversion* c : plan->conversions()) {
    int vi = c->value_index();
    if (vi < 0) continue;
    const Expr& arg = *e.args[1 + vi];
    ir::ArgClass cls = ir::arg_class(*c);
    bool ok = true;
    switch (cls) {
      case ir::ArgClass::Int: case ir::ArgClass::CharInt: case ir::ArgClass::Time:
        ok = arg.type->is_scalar(); break;
      case ir::ArgClass::Ptr: ok = arg.type->is_scalar(); break;
      case ir::ArgClass::Str: ok = arg.type->is_string() || arg.type->kind == types::Kind::Array ||
                                   arg.type->is_pointer(); break;
      default: break;
    }
    if (!ok)
      diag::error(arg.loc, Tag::D_PRINTF_ARG_TYPE,
                  "printf( ) argument #{} is incompatible with conversion #{} prototype:\n"
                  "\tconversion: %{}\n\t prototype: {}\n\t  argument: {}",
                  vi + 2, c->number, c->name,
                  cls == ir::ArgClass::Str ? "char [] or string (or use stringof)" : "int",
                  arg.type->name);
  }
  e.binding = static_cast<int>(out_.formats.size());
  out_.formats.push_back(std::move(*plan));
  e.type = types_.t_void();
}

// clear(@a), trunc(@a[, n]), normalize(@a, n), denormalize(@a): actions
// the consumer applies to its snapshot, in order with the other output.
void Checker::action_aggop(Expr& e) {
  size_t max = e.name == "clear" || e.name == "denormalize" ? 1 : 2;
  size_t min = e.name == "normalize" ? 2 : 1;
  require_args(e, min, max);
  Expr& a = *e.args[0];
  if (a.kind != ExprKind::Agg)
    diag::error(a.loc, Tag::D_PROTO_ARG,
                "{}( ) argument #1 is incompatible with prototype:\n\tprototype: aggregation\n"
                "\t argument: {}",
                e.name, "expression");
  auto it = agg_ids_.find(a.name);
  if (it == agg_ids_.end())
    diag::error(a.loc, Tag::D_IDENT_UNDEF, "failed to resolve @{}: Unknown variable name", a.name);
  a.binding = it->second;
  if (e.args.size() > 1) {
    Expr& n = *e.args[1];
    expr(n);
    if (!n.type->is_integer())
      diag::error(n.loc, Tag::D_PROTO_ARG,
                  "{}( ) argument #2 is incompatible with prototype:\n\tprototype: int64_t\n"
                  "\t argument: {}",
                  e.name, n.type->name);
  }
  e.type = types_.t_void();
}

void Checker::action_printa(Expr& e) {
  if (e.args.empty())
    diag::error(e.loc, Tag::D_PROTO_LEN, "printa( ) prototype mismatch: 0 args passed, at least 1 expected");
  size_t first = 0;
  if (e.args[0]->kind == ExprKind::StrLit) {
    auto plan = ir::parse_format(e.args[0]->name);
    if (!plan) diag::error(e.loc, Tag::D_PRINTF_FMT, "printa( ) {}", plan.error().message);
    e.binding = static_cast<int>(out_.formats.size());
    out_.formats.push_back(std::move(*plan));
    first = 1;
  }
  for (size_t i = first; i < e.args.size(); ++i) {
    Expr& a = *e.args[i];
    if (a.kind != ExprKind::Agg)
      diag::error(a.loc, Tag::D_PROTO_ARG, "printa( ) argument #{} must be an aggregation", i + 1);
    auto it = agg_ids_.find(a.name);
    if (it == agg_ids_.end())
      diag::error(a.loc, Tag::D_IDENT_UNDEF, "failed to resolve @{}: Unknown variable name", a.name);
    a.binding = it->second;
  }
  e.type = types_.t_void();
}

}  // namespace dtrace::sema
