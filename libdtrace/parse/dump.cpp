// dump(): an S-expression rendering of the AST, for tests and debugging.
//
//   (+ a (* b c))   (= @[execname] (call count))   (-> self->p name)
//   (clause ("syscall::read:entry") (pred (!= pid 0)) (body ...))
// Literals print as written in D (strings re-escaped); type names as C
// spells them (`unsigned long *`).
#include <fmt/format.h>

#include "parse/parser.h"

namespace dtrace::parse {
namespace {

using ast::ExprKind;
using ast::Op;

std::string_view op_text(Op op) {
  switch (op) {
    case Op::Neg: case Op::Sub: return "-";
    case Op::Plus: case Op::Add: return "+";
    case Op::Not: return "!";
    case Op::BitNot: return "~";
    case Op::Deref: case Op::Mul: return "*";
    case Op::AddrOf: case Op::BitAnd: return "&";
    case Op::PreInc: return "pre++";
    case Op::PreDec: return "pre--";
    case Op::Inc: return "post++";
    case Op::Dec: return "post--";
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
    case Op::None: return "?";
  }
  return "?";
}

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\\': out += "\\\\"; break;
      case '"': out += "\\\""; break;
      default:
        if (c < 0x20 || c >= 0x7f) out += fmt::format("\\{:03o}", c);
        else out += char(c);
    }
  }
  return out + "\"";
}

std::string_view suffix_text(ast::IntSuffix s) {
  switch (s) {
    case ast::IntSuffix::U: return "u";
    case ast::IntSuffix::L: return "l";
    case ast::IntSuffix::UL: return "ul";
    case ast::IntSuffix::LL: return "ll";
    case ast::IntSuffix::ULL: return "ull";
    case ast::IntSuffix::None: return "";
  }
  return "";
}

std::string scoped(const std::string& module, const std::string& name) {
  if (module.empty()) return name;
  if (module == "`") return "`" + name;
  return module + "`" + name;
}

std::string dump_args(const ast::Expr& e, size_t from) {
  std::string out;
  for (size_t i = from; i < e.args.size(); i++) out += " " + dump(*e.args[i]);
  return out;
}

std::string dump_leaf(const ast::Expr& e) {
  switch (e.kind) {
    case ExprKind::IntLit: return fmt::format("{}{}", e.ival, suffix_text(e.int_suffix));
    case ExprKind::FloatLit: return fmt::format("{}", e.fval);
    case ExprKind::StrLit: return quote(e.name);
    case ExprKind::Ident: return scoped(e.module, e.name);
    case ExprKind::Var:
      return (e.scope == ast::VarScope::Self ? "self->" : e.scope == ast::VarScope::This ? "this->" : "") +
             e.name;
    case ExprKind::Agg: return "@" + e.name;
    case ExprKind::Macro: return (e.dollar2 ? "$$" : "$") + e.name;
    default: return "";
  }
}

}  // namespace

std::string dump(const ast::TypeName& t) {
  std::string out;
  if (t.specs.is_const) out += "const ";
  out += scoped(t.specs.module, t.specs.base);
  for (const auto& d : t.derived) {
    if (d.kind == ast::Derived::Kind::Pointer) out += d.is_const ? " * const" : " *";
    if (d.kind == ast::Derived::Kind::Array)
      out += d.array_size ? "[" + dump(*d.array_size) + "]" : "[]";
    if (d.kind == ast::Derived::Kind::Function) out += "()";
  }
  return out;
}

std::string dump(const ast::Expr& e) {
  switch (e.kind) {
    case ExprKind::Unary:
    case ExprKind::PostIncDec:
    case ExprKind::Binary:
    case ExprKind::Assign: return fmt::format("({}{})", op_text(e.op), dump_args(e, 0));
    case ExprKind::Member:
      return fmt::format("({} {} {})", op_text(e.op), dump(*e.args[0]), e.name);
    case ExprKind::Ternary: return fmt::format("(?{})", dump_args(e, 0));
    case ExprKind::Call: return fmt::format("(call {}{})", e.name, dump_args(e, 0));
    case ExprKind::Index: return fmt::format("(index{})", dump_args(e, 0));
    case ExprKind::Cast: return fmt::format("(cast \"{}\"{})", dump(*e.type_name), dump_args(e, 0));
    case ExprKind::SizeofType: return fmt::format("(sizeof \"{}\")", dump(*e.type_name));
    case ExprKind::SizeofExpr: return fmt::format("(sizeof{})", dump_args(e, 0));
    case ExprKind::Stringof: return fmt::format("(stringof{})", dump_args(e, 0));
    case ExprKind::Offsetof:
      return fmt::format("(offsetof \"{}\" {})", dump(*e.type_name), e.name);
    case ExprKind::Xlate: return fmt::format("(xlate \"{}\"{})", dump(*e.type_name), dump_args(e, 0));
    default: return dump_leaf(e);
  }
}

}  // namespace dtrace::parse
