// D's operators as the checker types them: the unary and binary operators,
// ?: and the compound assignments.  Each operator class has DTrace's own
// operand rule and message, naming the operator as written (dt_cook_op1,
// dt_cook_op2 and dt_cook_op3 in DTrace's parser):
//   * / *= /=                    arithmetic operands  D_OP_ARITH
//   % & | ^ << >> and their op=  integral operands    D_OP_INT
//   && || ^^                     scalar operands      D_OP_SCALAR
//   + - += -=                    integers, or a pointer and an integer
//                                (p - q for pointers)  D_OP_INCOMPAT
//   unary - +: arithmetic, ~: integral, !: scalar
// and an action's (void) result may not be one arm of ?: (D_OP_ACT).
#include <string_view>

#include "diag/diagnostic.h"
#include "sema/checker.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

// The operator as a D program writes it.
const char* op_text(Op op) {
  switch (op) {
    case Op::Neg: case Op::Sub: return "-";
    case Op::Plus: case Op::Add: return "+";
    case Op::Not: return "!";
    case Op::BitNot: return "~";
    case Op::Deref: case Op::Mul: return "*";
    case Op::AddrOf: case Op::BitAnd: return "&";
    case Op::PreInc: case Op::Inc: return "++";
    case Op::PreDec: case Op::Dec: return "--";
    case Op::Div: return "/";
    case Op::Mod: return "%";
    case Op::Shl: return "<<";
    case Op::Shr: return ">>";
    case Op::Lt: return "<";
    case Op::Le: return "<=";
    case Op::Gt: return ">";
    case Op::Ge: return ">=";
    case Op::Eq: return "==";
    case Op::Ne: return "!=";
    case Op::BitXor: return "^";
    case Op::BitOr: return "|";
    case Op::LogAnd: return "&&";
    case Op::LogXor: return "^^";
    case Op::LogOr: return "||";
    case Op::Comma: return ",";
    case Op::Assign: return "=";
    case Op::MulAssign: return "*=";
    case Op::DivAssign: return "/=";
    case Op::ModAssign: return "%=";
    case Op::AddAssign: return "+=";
    case Op::SubAssign: return "-=";
    case Op::ShlAssign: return "<<=";
    case Op::ShrAssign: return ">>=";
    case Op::AndAssign: return "&=";
    case Op::XorAssign: return "^=";
    case Op::OrAssign: return "|=";
    case Op::Dot: return ".";
    case Op::Arrow: return "->";
    case Op::None: break;
  }
  return "?";
}

namespace {

enum class OperandRule { Arith, Integral, Scalar, Additive, Other };

OperandRule operand_rule(Op op) {
  switch (op) {
    case Op::Mul: case Op::Div: case Op::MulAssign: case Op::DivAssign:
      return OperandRule::Arith;
    case Op::Mod: case Op::BitAnd: case Op::BitXor: case Op::BitOr: case Op::Shl: case Op::Shr:
    case Op::ModAssign: case Op::AndAssign: case Op::XorAssign: case Op::OrAssign:
    case Op::ShlAssign: case Op::ShrAssign:
      return OperandRule::Integral;
    case Op::LogAnd: case Op::LogXor: case Op::LogOr: return OperandRule::Scalar;
    case Op::Add: case Op::Sub: case Op::AddAssign: case Op::SubAssign:
      return OperandRule::Additive;
    default: return OperandRule::Other;
  }
}

}  // namespace

// DTrace's action functions: calls that are statements of their own and
// have no value (an ?: arm may not be one).
bool is_action_name(std::string_view name) {
  static constexpr std::string_view kActions[] = {
      "trace",    "printf",    "printa",   "tracemem", "exit",      "clear",  "trunc",
      "normalize", "denormalize", "setopt", "print",   "ftruncate", "freopen", "system",
      "raise",    "stop",      "panic",    "breakpoint", "chill",   "speculate", "commit",
      "discard",  "stack",     "ustack",   "jstack"};
  for (std::string_view a : kActions)
    if (name == a) return true;
  return false;
}

namespace {

bool is_action_call(const Expr& e) { return e.kind == ExprKind::Call && is_action_name(e.name); }

// Operands of + and - (and += -=): two integers, a pointer and an integer,
// or (for -) two pointers.  DTrace also takes a string as a pointer here;
// we do not (no string arithmetic is lowered).
bool additive_ok(const types::Type* a, const types::Type* b, Op op) {
  if (a->is_integer() && b->is_integer()) return true;
  if (a->is_pointer() && b->is_integer()) return true;
  if (op == Op::Add && a->is_integer() && b->is_pointer()) return true;
  return op == Op::Sub && a->is_pointer() && b->is_pointer();
}

}  // namespace

// Raises DTrace's error when operator e.op does not take operands of types
// a and b (binary and compound-assignment operators).
void check_operands(const Expr& e, const types::Type* a, const types::Type* b) {
  switch (operand_rule(e.op)) {
    case OperandRule::Arith:
      if (!a->is_arith() || !b->is_arith())
        diag::error(e.loc, Tag::D_OP_ARITH, "operator {} requires operands of arithmetic type",
                    op_text(e.op));
      return;
    case OperandRule::Integral:
      if (!a->is_integer() || !b->is_integer())
        diag::error(e.loc, Tag::D_OP_INT, "operator {} requires operands of integral type",
                    op_text(e.op));
      return;
    case OperandRule::Scalar:
      if (!a->is_scalar() || !b->is_scalar())
        diag::error(e.loc, Tag::D_OP_SCALAR, "operator {} requires operands of scalar type",
                    op_text(e.op));
      return;
    case OperandRule::Additive: {
      Op plain = e.op == Op::AddAssign ? Op::Add : e.op == Op::SubAssign ? Op::Sub : e.op;
      if (!additive_ok(a, b, plain))
        diag::error(e.loc, Tag::D_OP_INCOMPAT, "operands have incompatible types: \"{}\" {} \"{}\"",
                    a->name, op_text(e.op), b->name);
      return;
    }
    case OperandRule::Other: return;
  }
}

void Checker::unary(Expr& e) {
  if (e.op == Op::Deref) return deref(e);
  if (e.op == Op::AddrOf) return addr_of(e);
  declare_counter(e);
  Expr& x = *e.args[0];
  // `hits[key]++` on an array not seen before defines it with int64_t
  // values, as `++` on a new scalar does: the counting idiom of many
  // scripts that need more than an aggregation.
  bool incdec = e.op == Op::PreInc || e.op == Op::PreDec || e.op == Op::Inc || e.op == Op::Dec;
  if (incdec && x.kind == ExprKind::Index && !x.args.empty() &&
      x.args[0]->kind == ExprKind::Ident && x.args[0]->module.empty() &&
      !known_ident(x.args[0]->name) && !assoc_ids_.count(x.args[0]->name) &&
      x.args[0]->name != "args" && x.args[0]->name != "uregs" && !is_subscript(x))
    assoc_ref(x, types_.t_int64());
  else
    expr(x);
  switch (e.op) {
    case Op::Not:
      if (!x.type->is_scalar())
        diag::error(e.loc, Tag::D_OP_SCALAR, "operator ! requires an operand of scalar type");
      e.type = types_.t_int();
      break;
    case Op::Neg:
    case Op::Plus:
      if (!x.type->is_arith())
        diag::error(e.loc, Tag::D_OP_ARITH, "operator {} requires an operand of arithmetic type",
                    op_text(e.op));
      e.type = promote(x.type);
      break;
    case Op::BitNot:
      if (!x.type->is_integer())
        diag::error(e.loc, Tag::D_OP_INT, "operator ~ requires an operand of integral type");
      e.type = promote(x.type);
      break;
    case Op::PreInc:
    case Op::PreDec:
    case Op::Inc:
    case Op::Dec: return inc_dec(e);
    default:
      diag::error(e.loc, Tag::D_UNSUPPORTED, "this operator is not supported yet");
  }
}

// ++x, --x, x++, x--: a writable scalar variable or object.
void Checker::inc_dec(Expr& e) {
  Expr& x = *e.args[0];
  const char* op = op_text(e.op);
  if (!x.type->is_scalar())
    diag::error(e.loc, Tag::D_OP_SCALAR, "operator {} requires operand of scalar type", op);
  // A step of a void or function pointer has no size to step by.
  if (x.type->is_pointer() &&
      (x.type->target->kind == types::Kind::Void || x.type->target->kind == types::Kind::Function))
    diag::error(e.loc, Tag::D_OP_VFPTR, "operator {} requires an operand of known size", op);
  if (x.kind != ExprKind::Ident && x.kind != ExprKind::Var && x.kind != ExprKind::Index &&
      !is_lvalue(x))
    diag::error(e.loc, Tag::D_OP_LVAL, "operator {} requires modifiable lvalue as an operand", op);
  if ((x.binding < kGlobalBase && x.kind == ExprKind::Ident) || (is_lvalue(x) && !is_writable(x)))
    diag::error(e.loc, Tag::D_OP_WRITE, "operator {} can only be applied to a writable variable",
                op);
  e.type = x.type;
}

void Checker::binary(Expr& e) {
  Expr& a = *e.args[0];
  Expr& b = *e.args[1];
  expr(a);
  bool relational = e.op == Op::Lt || e.op == Op::Le || e.op == Op::Gt || e.op == Op::Ge ||
                    e.op == Op::Eq || e.op == Op::Ne;
  // As DTrace: in `x == TAG` with x of an enum type, an unscoped TAG is
  // first looked up among the enumerators of x's own type, so the tags of
  // a kernel enum from BTF (PIDTYPE_TGID of enum pid_type), which are no D
  // identifiers, can be named.  Only a right operand is, as in DTrace.
  int64_t value = 0;
  if (relational && a.type->kind == types::Kind::Enum && b.kind == ExprKind::Ident &&
      b.module.empty() && types_.enumerator_of(a.type, b.name, value)) {
    // A global variable of that name, or another enum's tag (a D enum
    // reusing a kernel tag's name), would make it mean either.  DTrace
    // counts any global identifier; an inline (procfs.d's PIDTYPE_TGID)
    // and the D enum's own tag are let through here, as they name the
    // value meant.
    int64_t other = 0;
    const types::Type* tag_of = types_.enumerator(b.name, other);
    const char* kind = global_ids_.count(b.name)  ? "scalar"
                       : assoc_ids_.count(b.name) ? "array"
                       : tag_of && tag_of != a.type ? "enumerator"
                                                    : nullptr;
    if (kind)
      diag::error(e.loc, Tag::D_IDENT_AMBIG,
                  "ambiguous use of operator {}: {} is both a {} enum tag and a global {}",
                  op_text(e.op), b.name, a.type->name, kind);
    b.kind = ExprKind::IntLit;
    b.ival = static_cast<uint64_t>(value);
    b.type = a.type;
  } else {
    expr(b);
  }
  switch (e.op) {
    case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge: case Op::Eq: case Op::Ne:
      // A translated pointer (args[5] of ip:::send, curpsinfo) compares as
      // the pointer it translates: `args[5] == NULL` asks whether there is
      // an IPv6 header at all.
      for (auto& x : e.args)
        if (x->kind == ExprKind::Xlate && x->type->is_pointer() && !x->args.empty() &&
            x->args[0]->type && (x->args[0]->type->is_pointer() || x->args[0]->type->is_integer()))
          x = std::move(x->args[0]);
      if (e.args[0]->type->is_string()) to_string(e.args[1]);
      if (e.args[1]->type->is_string()) to_string(e.args[0]);
      if (e.args[0]->type->is_string() != e.args[1]->type->is_string())
        diag::error(e.loc, Tag::D_OP_INCOMPAT, "operands have incompatible types: \"{}\" {} \"{}\"",
                    e.args[0]->type->name, op_text(e.op), e.args[1]->type->name);
      e.type = types_.t_int();
      return;
    case Op::Comma:
      e.type = b.type;
      return;
    default:
      break;
  }
  check_operands(e, a.type, b.type);
  if (operand_rule(e.op) == OperandRule::Scalar) {
    e.type = types_.t_int();
    return;
  }
  if (e.op == Op::Add && (a.type->is_pointer() || b.type->is_pointer())) {
    e.type = a.type->is_pointer() ? a.type : b.type;
    return;
  }
  if (e.op == Op::Sub && a.type->is_pointer()) {
    // p - q: the element count between them; p - i: a pointer
    e.type = b.type->is_pointer() ? types_.lookup("ptrdiff_t") : a.type;
    return;
  }
  if ((e.op == Op::Div || e.op == Op::Mod) && b.kind == ExprKind::IntLit && b.ival == 0)
    diag::error(e.loc, Tag::D_DIV_ZERO, "expression contains division by zero");
  if (e.op == Op::Shl || e.op == Op::Shr)
    e.type = promote(a.type);
  else
    e.type = arith_result(a.type, b.type);
}

// cond ? a : b: a scalar condition, arms of compatible types, and no
// action as an arm.
void Checker::ternary(Expr& e) {
  for (auto& a : e.args) expr(*a);
  if (!e.args[0]->type->is_scalar())
    diag::error(e.loc, Tag::D_OP_SCALAR, "operator ?: expression must be of scalar type");
  const types::Type* a = e.args[1]->type;
  const types::Type* b = e.args[2]->type;
  bool same = a == b || a->name == b->name;
  bool ok = same || (a->is_scalar() && b->is_scalar());
  if (!ok)
    diag::error(e.loc, Tag::D_OP_INCOMPAT, "operator ?: operands must have compatible types");
  if (is_action_call(*e.args[1]) || is_action_call(*e.args[2]))
    diag::error(e.loc, Tag::D_OP_ACT, "action cannot be used in a conditional context");
  e.type = same ? a : arith_result(a, b);
}

}  // namespace dtrace::sema
