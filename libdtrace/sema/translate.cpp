// Translators: `translator OUT < IN x > { member = expr; ... };` and
// `xlate <OUT> (e)`.  As in DTrace, a translated object is never built as a
// whole: `xlate<psinfo_t *>(curthread)->pr_pid` becomes the translator's
// expression for pr_pid with x replaced by curthread, and only that member
// is evaluated.  The translator bodies stay uncooked; each use cooks a copy.
#include "diag/diagnostic.h"
#include "sema/checker.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

ast::ExprPtr copy_expr(const Expr& e, const std::string& param, const Expr& arg);

ast::TypeName copy_type_name(const ast::TypeName& tn) {
  ast::TypeName out;
  out.specs = tn.specs;
  out.loc = tn.loc;
  for (const ast::Derived& d : tn.derived) {
    ast::Derived c;
    c.kind = d.kind;
    c.is_const = d.is_const;
    if (d.array_size) c.array_size = copy_expr(*d.array_size, "", *d.array_size);
    out.derived.push_back(std::move(c));
  }
  return out;
}

// A deep copy of a cooked expression, marked cooked (nothing to redo).
ast::ExprPtr copy_cooked(const Expr& e) {
  auto c = clone(e);
  c->cooked = true;
  return c;
}

// A deep copy of an uncooked translator expression in which the
// identifier `param` becomes (a cooked copy of) `arg`.
ast::ExprPtr copy_expr(const Expr& e, const std::string& param, const Expr& arg) {
  if (!param.empty() && e.kind == ExprKind::Ident && e.name == param && e.module.empty())
    return copy_cooked(arg);
  auto c = std::make_unique<Expr>();
  copy_node(e, *c);
  c->type = nullptr;  // uncooked: sema types the copy
  c->binding = -1;
  if (e.type_name) c->type_name = std::make_unique<ast::TypeName>(copy_type_name(*e.type_name));
  for (const auto& a : e.args) c->args.push_back(copy_expr(*a, param, arg));
  return c;
}

}  // namespace

// The output type is resolved now (D types only); the input type is left
// to the uses, so that defining the D library never loads kernel BTF.
void Checker::translator_def(ast::Translator& x) {
  const types::Type* out = resolve_type(x.output);
  if (!out->is_sou())
    diag::error(x.loc, Tag::D_XLATE_SOU, "translator output type must be a struct or union");
  translators_[out->name] = &x;
}

const ast::Translator* Checker::find_translator(const types::Type* out) const {
  if (out->is_pointer()) out = out->target;
  auto it = translators_.find(out->name);
  return it == translators_.end() ? nullptr : it->second;
}

// xlate <T> (e): checked here; its members are taken by translate_member.
void Checker::xlate(Expr& e) {
  Expr& x = *e.args[0];
  expr(x);
  const types::Type* to = e.type ? e.type : resolve_type(*e.type_name);
  if (!find_translator(to))
    diag::error(e.loc, Tag::D_XLATE_NONE, "cannot translate from \"{}\" to \"{}\"", x.type->name,
                to->name);
  e.type = to;
}

// xlate<T>(x).m / xlate<T *>(x)->m: the translator's expression for m.
void Checker::translate_member(Expr& e) {
  Expr& base = *e.args[0];
  const types::Type* t = base.type;
  if (e.op == Op::Arrow && !t->is_pointer())
    diag::error(e.loc, Tag::D_OP_PTR, "operator -> must be applied to a pointer");
  if (e.op == Op::Dot && t->is_pointer())
    diag::error(e.loc, Tag::D_OP_SOU,
                "operator . cannot be applied to type \"{}\"; must be applied to a struct or "
                "union",
                t->name);
  const ast::Translator* x = find_translator(t);
  const ast::Translator::Member* m = nullptr;
  for (const ast::Translator::Member& mm : x->members)
    if (mm.name == e.name) m = &mm;
  if (!m) {
    const types::Type* sou = t->is_pointer() ? t->target : t;
    if (types_.member(sou, e.name))
      diag::error(e.loc, Tag::D_XLATE_NOCONV, "translator does not define conversion for member: {}",
                  e.name);
    diag::error(e.loc, Tag::D_TYPE_MEMBER, "{} is not a member of {}", e.name, sou->name);
  }
  // The member's declared type: the value is converted to it.
  const types::Type* sou = t->is_pointer() ? t->target : t;
  auto declared = types_.member(sou, e.name);
  ast::ExprPtr value = copy_expr(*m->value, x->input.name, *base.args[0]);
  SourceLoc loc = e.loc;
  expr(*value);
  if (declared && declared->type->is_scalar() && value->type->is_scalar() &&
      declared->type != value->type) {
    auto cast = std::make_unique<Expr>();
    cast->kind = ExprKind::Cast;
    cast->loc = loc;
    cast->type = declared->type;
    cast->cooked = true;
    cast->args.push_back(std::move(value));
    value = std::move(cast);
  } else if (declared && declared->type->is_char_array() && !value->type->is_string()) {
    to_string(value);
  }
  e = std::move(*value);
  e.loc = loc;
  e.cooked = true;
}

}  // namespace dtrace::sema
