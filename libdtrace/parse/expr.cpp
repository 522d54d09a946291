// D expressions: C's expression grammar with D's additions (^^, @aggs,
// $macros, self->/this-> variables, stringof, xlate, backquoted symbols).
// Binary operators go through one Pratt loop driven by binary_precedence().
#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "diag/diagnostic.h"
#include "parse/parser_impl.h"

namespace dtrace::parse {
namespace {

using ast::ExprKind;
using ast::ExprPtr;
using ast::Op;
using lex::TokenKind;

ExprPtr make_expr(ExprKind kind, SourceLoc loc, Op op = Op::None) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = kind;
  e->loc = loc;
  e->op = op;
  return e;
}

ExprPtr make_node(ExprKind kind, SourceLoc loc, Op op, ExprPtr a, ExprPtr b = nullptr) {
  ExprPtr e = make_expr(kind, loc, op);
  e->args.push_back(std::move(a));
  if (b) e->args.push_back(std::move(b));
  return e;
}

struct BinaryOp {
  TokenKind tok;
  int prec;
  Op op;
};

// C's precedence table, loosest first, with D's ^^ between && and ||.
constexpr BinaryOp kBinaryOps[] = {
    {TokenKind::PipePipe, 1, Op::LogOr},   {TokenKind::CaretCaret, 2, Op::LogXor},
    {TokenKind::AmpAmp, 3, Op::LogAnd},    {TokenKind::Pipe, 4, Op::BitOr},
    {TokenKind::Caret, 5, Op::BitXor},     {TokenKind::Amp, 6, Op::BitAnd},
    {TokenKind::EqEq, 7, Op::Eq},          {TokenKind::NotEq, 7, Op::Ne},
    {TokenKind::Lt, 8, Op::Lt},            {TokenKind::Le, 8, Op::Le},
    {TokenKind::Gt, 8, Op::Gt},            {TokenKind::Ge, 8, Op::Ge},
    {TokenKind::Shl, 9, Op::Shl},          {TokenKind::Shr, 9, Op::Shr},
    {TokenKind::Plus, 10, Op::Add},        {TokenKind::Minus, 10, Op::Sub},
    {TokenKind::Star, 11, Op::Mul},        {TokenKind::Slash, 11, Op::Div},
    {TokenKind::Percent, 11, Op::Mod},
};

const BinaryOp* find_binary(TokenKind kind) {
  for (const BinaryOp& b : kBinaryOps)
    if (b.tok == kind) return &b;
  return nullptr;
}

Op assign_op(TokenKind kind) {
  switch (kind) {
    case TokenKind::Assign: return Op::Assign;
    case TokenKind::StarAssign: return Op::MulAssign;
    case TokenKind::SlashAssign: return Op::DivAssign;
    case TokenKind::PercentAssign: return Op::ModAssign;
    case TokenKind::PlusAssign: return Op::AddAssign;
    case TokenKind::MinusAssign: return Op::SubAssign;
    case TokenKind::ShlAssign: return Op::ShlAssign;
    case TokenKind::ShrAssign: return Op::ShrAssign;
    case TokenKind::AmpAssign: return Op::AndAssign;
    case TokenKind::CaretAssign: return Op::XorAssign;
    case TokenKind::PipeAssign: return Op::OrAssign;
    default: return Op::None;
  }
}

Op unary_op(TokenKind kind) {
  switch (kind) {
    case TokenKind::Minus: return Op::Neg;
    case TokenKind::Plus: return Op::Plus;
    case TokenKind::Bang: return Op::Not;
    case TokenKind::Tilde: return Op::BitNot;
    case TokenKind::Star: return Op::Deref;
    case TokenKind::Amp: return Op::AddrOf;
    case TokenKind::PlusPlus: return Op::PreInc;
    case TokenKind::MinusMinus: return Op::PreDec;
    default: return Op::None;
  }
}

ast::IntSuffix int_suffix(std::string_view s) {
  std::string lower;
  for (char c : s) lower += char(c | 0x20);
  if (lower == "u") return ast::IntSuffix::U;
  if (lower == "l") return ast::IntSuffix::L;
  if (lower == "ul") return ast::IntSuffix::UL;
  if (lower == "ll") return ast::IntSuffix::LL;
  if (lower == "ull") return ast::IntSuffix::ULL;
  return ast::IntSuffix::None;
}

// DTrace types a decimal constant without u as signed only (int, then
// long, then long long: dt_node_int() steps over the unsigned entries of
// its type table), where a hex or octal one may also be unsigned.  A
// decimal constant past INT_MAX gets the suffix l here, so that sema's C
// rule gives it long rather than unsigned int; past LLONG_MAX it has no
// type at all.
ast::IntSuffix literal_suffix(const lex::Token& t) {
  using S = ast::IntSuffix;
  S s = int_suffix(t.int_suffix);
  bool decimal = !t.is_char && !t.text.empty() && t.text[0] != '0';
  if (!decimal || s == S::U || s == S::UL || s == S::ULL) return s;
  if (t.ival > static_cast<uint64_t>(INT64_MAX))
    diag::error(t.loc, diag::Tag::D_INT_OFLOW,
                "integer constant {:#x} cannot be represented in any built-in integral type",
                t.ival);
  if (s == S::None && t.ival > static_cast<uint64_t>(INT32_MAX)) return S::L;
  return s;
}

// Nesting of '(' and '[' inside a predicate, for DTrace's "closing )
// expected in predicate before /" message.
class Nest {
 public:
  Nest(std::vector<char>& open, char c) : open_(open) { open_.push_back(c); }
  ~Nest() { open_.pop_back(); }
  Nest(const Nest&) = delete;
  Nest& operator=(const Nest&) = delete;

 private:
  std::vector<char>& open_;
};

}  // namespace

// Where DTrace reports a node.  Its parser gives a node the lexer's line
// when the grammar rule is reduced (dt_node_alloc takes yylineno): for
// operators, casts and the like that is after yacc has read the token that
// follows the operand, for a rule ending in a token of its own (`]`, `)`,
// a member name) it is that token.  The node keeps its own column when the
// line is its own, so that an error's caret still points at it.
SourceLoc Parser::at_line(SourceLoc own, SourceLoc reached) {
  return reached.line == own.line || reached.line == 0 ? own : reached;
}

SourceLoc Parser::reduced_loc(SourceLoc own) { return at_line(own, reach_of(peek())); }

// Where DTrace's lexer stands once it has read t: at t, except after a
// slash that closes a predicate, which it recognises by reading on to the
// next non-blank character (dt_lex.l's "/" rule).
SourceLoc Parser::reach_of(const Token& t) const {
  if (t.kind != TK::Slash || !t.ends_predicate) return t.loc;
  SourceLoc loc = t.loc;
  for (size_t p = t.offset + 1; p < source_.size(); ++p) {
    char c = source_[p];
    if (c == '\n') {
      ++loc.line;
      loc.column = 1;
    } else if (c == ' ' || c == '\t' || c == '\f' || c == '\r' || c == '\v') {
      ++loc.column;
    } else {
      break;
    }
  }
  return loc;
}

void Parser::grew(const ast::Expr& e) {
  if (depth_.contains(&e)) return;  // counted already
  int depth = 0;
  for (const ExprPtr& a : e.args) {
    if (auto it = depth_.find(a.get()); it != depth_.end()) {
      depth = std::max(depth, it->second);
      depth_.erase(it);
    }
  }
  if (++depth > kMaxChain)
    diag::error(e.loc, diag::Tag::D_SYNTAX, "program nesting is too deep (more than {} levels)",
                kMaxChain);
  depth_[&e] = depth;
}

// expression: assignment ( ',' assignment )*
ExprPtr Parser::parse_expression() {
  ExprPtr e = parse_assignment();
  while (at(TK::Comma)) {
    SourceLoc loc = take().loc;
    ExprPtr rhs = parse_assignment();
    e = make_node(ExprKind::Binary, reduced_loc(loc), Op::Comma, std::move(e), std::move(rhs));
    grew(*e);
  }
  return e;
}

// assignment: conditional ( assign-op assignment )?      (right-associative)
ExprPtr Parser::parse_assignment() {
  ExprPtr lhs = parse_conditional();
  Op op = assign_op(peek().kind);
  if (op == Op::None) return lhs;
  // D's grammar (C's) assigns to a unary expression only: `x + 1 = 2` and
  // `(int)x = 2` fail to parse, `(x + 1) = 2` reaches the lvalue check.
  bool unary = lhs->kind != ExprKind::Binary && lhs->kind != ExprKind::Ternary &&
               lhs->kind != ExprKind::Cast;
  if (!unary && lhs.get() != parenthesized_) syntax_error(peek());
  SourceLoc loc = take().loc;
  NestingGuard guard = enter_nesting();  // `a = b = c ...` recurses here
  ExprPtr rhs = parse_assignment();
  return counted(make_node(ExprKind::Assign, reduced_loc(loc), op, std::move(lhs), std::move(rhs)));
}

// conditional: binary ( '?' expression ':' conditional )?
ExprPtr Parser::parse_conditional() {
  ExprPtr cond = parse_binary(1);
  if (!at(TK::Question)) return cond;
  SourceLoc loc = take().loc;
  ExprPtr then = parse_expression();
  expect(TK::Colon);
  NestingGuard guard = enter_nesting();  // `a ? b : c ? d : ...` recurses here
  ExprPtr otherwise = parse_conditional();
  ExprPtr e = make_node(ExprKind::Ternary, reduced_loc(loc), Op::None, std::move(cond),
                        std::move(then));
  e->args.push_back(std::move(otherwise));
  return counted(std::move(e));
}

// The precedence of t as a binary operator, 0 when it is not one.  A slash
// that closes the predicate is not an operator.
int Parser::binary_precedence(const Token& t) {
  const BinaryOp* b = find_binary(t.kind);
  if (b == nullptr) return 0;
  if (t.kind == TK::Slash && in_predicate_ && t.ends_predicate) {
    if (open_.empty()) return 0;
    unclosed_in_predicate(t, open_.back() == '(' ? TK::RParen : TK::RBracket);
  }
  return b->prec;
}

// binary: unary ( binary-op unary )*     (Pratt loop; all left-associative)
ExprPtr Parser::parse_binary(int min_prec) {
  ExprPtr lhs = parse_unary();
  for (;;) {
    int prec = binary_precedence(peek());
    if (prec == 0 || prec < min_prec) return lhs;
    Token op = take();
    ExprPtr rhs = parse_binary(prec + 1);
    lhs = make_node(ExprKind::Binary, reduced_loc(op.loc), find_binary(op.kind)->op,
                    std::move(lhs), std::move(rhs));
    grew(*lhs);
  }
}

// unary: postfix | ('++'|'--') unary | unary-op unary | sizeof-expr
//      | 'stringof' unary | '(' type-name ')' unary
ExprPtr Parser::parse_unary() {
  NestingGuard guard = enter_nesting();
  const Token& t = peek();
  SourceLoc loc = t.loc;
  Op op = unary_op(t.kind);
  if (op != Op::None) {
    take();
    ExprPtr operand = parse_unary();
    return counted(make_node(ExprKind::Unary, reduced_loc(loc), op, std::move(operand)));
  }
  if (t.kind == TK::KwSizeof) return counted(parse_sizeof());
  if (t.kind == TK::KwStringof) {
    take();
    ExprPtr operand = parse_unary();
    return counted(make_node(ExprKind::Stringof, reduced_loc(loc), Op::None, std::move(operand)));
  }
  if (t.kind == TK::LParen && starts_type(1)) {
    take();
    auto type = std::make_unique<ast::TypeName>(parse_type_name());
    expect(TK::RParen);
    ExprPtr operand = parse_unary();
    ExprPtr e = make_node(ExprKind::Cast, reduced_loc(loc), Op::None, std::move(operand));
    e->type_name = std::move(type);
    return counted(std::move(e));
  }
  // Also whatever the primary expression wraps (xlate, a call's arguments).
  return counted(parse_postfix(parse_primary()));
}

// sizeof-expr: 'sizeof' '(' type-name ')' | 'sizeof' unary
ExprPtr Parser::parse_sizeof() {
  SourceLoc loc = take().loc;
  if (at(TK::LParen) && starts_type(1)) {
    take();
    ExprPtr e = make_expr(ExprKind::SizeofType, loc);
    e->type_name = std::make_unique<ast::TypeName>(parse_type_name());
    e->loc = at_line(loc, expect(TK::RParen).loc);
    return e;
  }
  ExprPtr operand = parse_unary();
  return make_node(ExprKind::SizeofExpr, reduced_loc(loc), Op::None, std::move(operand));
}

// postfix: primary ( '[' args ']' | '(' args? ')' | '.' name | '->' name | '++' | '--' )*
ExprPtr Parser::parse_postfix(ExprPtr e) {
  for (;;) {
    const Token& t = peek();
    SourceLoc loc = t.loc;
    switch (t.kind) {
      case TK::LBracket: {
        take();
        Nest nest(open_, '[');
        ExprPtr idx = make_node(ExprKind::Index, loc, Op::None, std::move(e));
        do idx->args.push_back(parse_assignment());
        while (accept(TK::Comma));
        idx->loc = at_line(loc, expect_close(TK::RBracket).loc);
        e = std::move(idx);
        grew(*e);
        break;
      }
      case TK::LParen:
        e = parse_call(std::move(e));
        grew(*e);
        break;
      case TK::Dot:
      case TK::Arrow: {
        Op op = t.kind == TK::Dot ? Op::Dot : Op::Arrow;
        take();
        e = make_node(ExprKind::Member, loc, op, std::move(e));
        e->loc = at_line(loc, peek().loc);
        e->name = parse_member_name();
        grew(*e);
        break;
      }
      case TK::PlusPlus:
      case TK::MinusMinus:
        e = make_node(ExprKind::PostIncDec, loc, t.kind == TK::PlusPlus ? Op::Inc : Op::Dec,
                      std::move(e));
        grew(*e);
        take();
        break;
      default: return e;
    }
  }
}

// call: identifier '(' ( assignment ( ',' assignment )* )? ')'
ExprPtr Parser::parse_call(ExprPtr callee) {
  Token lparen = take();
  if (callee->kind != ExprKind::Ident || !callee->module.empty()) syntax_error(lparen);
  Nest nest(open_, '(');
  ExprPtr call = make_expr(ExprKind::Call, callee->loc);
  call->name = std::move(callee->name);
  if (!at(TK::RParen)) {
    do call->args.push_back(parse_assignment());
    while (accept(TK::Comma));
  }
  expect_close(TK::RParen);
  return call;
}

// member-name: identifier (keywords are names after '.' and '->', as in
// dt_lex.l's SIDENT state)
std::string Parser::parse_member_name() {
  const Token& t = peek();
  if (t.kind != TK::Ident && !lex::is_keyword(t.kind)) syntax_error(t);
  return std::string(take().text);
}

// primary: literal | identifier | macro | aggregation | self-or-this
//        | '(' expression ')' | offsetof-expr | xlate-expr
ExprPtr Parser::parse_primary() {
  const Token& t = peek();
  switch (t.kind) {
    case TK::Int:
    case TK::Float:
    case TK::String:
    case TK::Ident:
    case TK::Macro:
    case TK::Agg: return parse_literal(take());
    case TK::KwSelf:
    case TK::KwThis: return parse_scoped_var();
    case TK::KwOffsetof: return parse_offsetof();
    case TK::KwXlate: return parse_xlate();
    case TK::LParen: {
      take();
      Nest nest(open_, '(');
      ExprPtr e = parse_expression();
      expect_close(TK::RParen);
      parenthesized_ = e.get();
      return e;
    }
    default: syntax_error(t);
  }
}

// A one-token primary.  ``mod`sym`` keeps its scope in `module`; a leading
// backquote (any kernel module) is kept as module "`".
ExprPtr Parser::parse_literal(const Token& t) {
  ExprPtr e = make_expr(ExprKind::IntLit, t.loc);
  switch (t.kind) {
    case TK::Int:
      e->ival = t.ival;
      e->int_suffix = literal_suffix(t);
      e->is_char = t.is_char;
      break;
    case TK::Float: float_constant(t);
    case TK::String:
      e->kind = ExprKind::StrLit;
      e->name = t.str;
      break;
    case TK::Macro:
      e->kind = ExprKind::Macro;
      e->name = t.str;
      e->dollar2 = t.dollar2;
      check_macro_argument(t);
      break;
    case TK::Agg:
      e->kind = ExprKind::Agg;
      e->name = t.str;
      break;
    default: {
      e->kind = ExprKind::Ident;
      size_t q = t.text.rfind('`');
      e->name = std::string(q == std::string_view::npos ? t.text : t.text.substr(q + 1));
      if (q != std::string_view::npos) e->module = q == 0 ? "`" : std::string(t.text.substr(0, q));
      break;
    }
  }
  return e;
}

// $n stands for its argument's text; a number there must fit 64 bits.
void Parser::check_macro_argument(const Token& t) const {
  const auto* args = options_.macro_args;
  if (t.dollar2 || !args || t.str.empty() ||
      t.str.find_first_not_of("0123456789") != std::string::npos)
    return;
  size_t n = std::stoul(t.str);
  if (n >= args->size()) return;
  const std::string& v = (*args)[n];
  errno = 0;
  char* end = nullptr;
  std::strtoull(v.c_str(), &end, 0);
  if (errno == ERANGE)
    diag::error(t.loc, diag::Tag::D_MACRO_OFLOW,
                "macro argument {} constant {} results in integer overflow", t.text, v);
}

// self-or-this: ('self' | 'this') '->' identifier
ExprPtr Parser::parse_scoped_var() {
  Token kw = take();
  expect(TK::Arrow);
  ExprPtr e = make_expr(ExprKind::Var, at_line(kw.loc, peek().loc));
  e->scope = kw.kind == TK::KwSelf ? ast::VarScope::Self : ast::VarScope::This;
  e->name = parse_member_name();
  return e;
}

// offsetof-expr: 'offsetof' '(' type-name ',' identifier ')'
ExprPtr Parser::parse_offsetof() {
  ExprPtr e = make_expr(ExprKind::Offsetof, take().loc);
  expect(TK::LParen);
  Nest nest(open_, '(');
  e->type_name = std::make_unique<ast::TypeName>(parse_type_name());
  expect(TK::Comma);
  e->name = parse_member_name();
  e->loc = at_line(e->loc, expect_close(TK::RParen).loc);
  return e;
}

// xlate-expr: 'xlate' '<' type-name '>' '(' expression ')'
ExprPtr Parser::parse_xlate() {
  ExprPtr e = make_expr(ExprKind::Xlate, take().loc);
  expect(TK::Lt);
  e->type_name = std::make_unique<ast::TypeName>(parse_type_name());
  expect(TK::Gt);
  expect(TK::LParen);
  Nest nest(open_, '(');
  e->args.push_back(parse_expression());
  e->loc = at_line(e->loc, expect_close(TK::RParen).loc);
  return e;
}

}  // namespace dtrace::parse
