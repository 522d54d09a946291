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
ast::ExprPtr copy_with(const Expr& e, const ParamArgs& args);

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
  if (param.empty()) return copy_with(e, {});
  return copy_with(e, {{param, &arg}});
}

// The same for several parameters (an inline function's).
ast::ExprPtr copy_with(const Expr& e, const ParamArgs& args) {
  if (e.kind == ExprKind::Ident && e.module.empty())
    for (const auto& [name, arg] : args)
      if (e.name == name) return copy_cooked(*arg);
  auto c = std::make_unique<Expr>();
  copy_node(e, *c);
  c->type = nullptr;  // uncooked: sema types the copy
  c->binding = -1;
  if (e.type_name) c->type_name = std::make_unique<ast::TypeName>(copy_type_name(*e.type_name));
  for (const auto& a : e.args) c->args.push_back(copy_with(*a, args));
  return c;
}

}  // namespace

ast::ExprPtr uncooked_copy(const Expr& e) { return copy_with(e, {}); }

ast::ExprPtr substitute_params(const Expr& e, const ParamArgs& args) { return copy_with(e, args); }

namespace {

// Whether a translator member of type `decl` may be defined by a value of
// type `val`: as for assignment, with pointers and integers kept apart.
bool member_compatible(const types::Type* decl, const types::Type* val) {
  if (decl->is_string() || val->is_string())
    return decl->is_string() == val->is_string() || decl->is_char_array() ||
           val->is_char_array() || decl->is_pointer() || val->is_pointer();
  if (decl->is_scalar() && val->is_scalar()) return decl->is_pointer() == val->is_pointer();
  return decl == val || decl->name == val->name;
}

// A translator's input type as written ("struct task_struct **"): the D
// library's inputs are not resolved, so a program's translator is matched
// against them by spelling.
std::string spelled_input(const ast::Translator& x) {
  std::string s = x.input.specs.module.empty() ? x.input.specs.base
                                               : x.input.specs.module + "`" + x.input.specs.base;
  for (const ast::Derived& d : x.input.derived)
    s += d.kind == ast::Derived::Kind::Pointer ? "*" : "[]";
  return s;
}

}  // namespace

// The output type is resolved now (D types only); the input type is left
// to the uses, so that defining the D library never loads kernel BTF.  A
// program's own translators are checked whole here, as DTrace does: the
// output type, each member's name, and each expression cooked with the
// input parameter of its declared type.  Errors about the definition as a
// whole are reported at its closing ';'.
void Checker::translator_def(ast::Translator& x) {
  const types::Type* out = resolve_type(x.output);
  SourceLoc end = x.end_loc.line ? x.end_loc : x.loc;
  if (!library_ && out->is_sou() && !types_.complete(out))
    diag::error(end, Tag::D_XLATE_SOU, "incomplete struct/union/enum {}", out->name);
  if (!out->is_sou())
    diag::error(end, Tag::D_XLATE_SOU, "translator output type must be a struct or union");
  if (!library_) {
    const types::Type* in = resolve_decl(x.input.specs, x.input.derived, x.input.loc);
    // Also remembered by "input\x01output", which no D type is named.
    std::string key = in->name + '\x01' + out->name;
    auto prev = translators_.find(out->name);
    bool same_input = prev != translators_.end() && spelled_input(*prev->second) == spelled_input(x);
    if (translators_.count(key) || same_input)
      diag::error(end, Tag::D_XLATE_REDECL, "translator from {} to {} has already been declared",
                  in->name, out->name);
    translators_[key] = &x;
    Expr param;
    param.kind = ExprKind::Ident;
    param.name = x.input.name;
    param.type = in;
    param.loc = x.input.loc;
    for (const ast::Translator::Member& m : x.members) {
      auto declared = types_.member(out, m.name);
      if (!declared)
        diag::error(end, Tag::D_XLATE_MEMB, "translator member {} is not a member of {}", m.name,
                    out->name);
      ast::ExprPtr value = copy_expr(*m.value, x.input.name, param);
      expr(*value);
      if (!member_compatible(declared->type, value->type))
        diag::error(end, Tag::D_XLATE_INCOMPAT,
                    "translator member {} definition uses incompatible types: \"{}\" = \"{}\"",
                    m.name, declared->type->name, value->type->name);
    }
  }
  translators_[out->name] = &x;
  translators_by_output_[out->name].push_back(&x);
}

// The translator to `out` for a value of type `from`: of several to one
// output type (ipinfo_t from an IPv4 and from an IPv6 header), the one
// whose input type is `from`'s, else the last defined.
const ast::Translator* Checker::find_translator(const types::Type* out,
                                                const types::Type* from) {
  if (out->is_pointer()) out = out->target;
  auto it = translators_.find(out->name);
  if (it == translators_.end()) return nullptr;
  auto all = translators_by_output_.find(out->name);
  if (!from || all == translators_by_output_.end() || all->second.size() < 2) return it->second;
  auto same = [](const types::Type* a, const types::Type* b) {
    if (a->name == b->name) return true;
    return a->is_pointer() && b->is_pointer() && a->target && b->target &&
           a->target->name == b->target->name;
  };
  for (auto t = all->second.rbegin(); t != all->second.rend(); ++t) {
    try {
      const types::Type* in = resolve_decl((*t)->input.specs, (*t)->input.derived, (*t)->input.loc);
      if (same(in, from)) return *t;
    } catch (const diag::CompileError&) {
      // an input type this kernel lacks: not this translator
    }
  }
  return it->second;
}

// xlate <T> (e): checked here; its members are taken by translate_member.
void Checker::xlate(Expr& e) {
  Expr& x = *e.args[0];
  expr(x);
  const types::Type* to = e.type ? e.type : resolve_type(*e.type_name);
  const ast::Translator* t = find_translator(to, x.type);
  // A struct cannot stand for a pointer input, nor a pointer for a struct.
  if (t && (x.type->is_sou() || x.type->is_pointer())) {
    const types::Type* in = resolve_decl(t->input.specs, t->input.derived, t->input.loc);
    if ((x.type->is_sou() && in->is_pointer()) || (x.type->is_pointer() && in->is_sou()))
      t = nullptr;
  }
  if (!t)
    diag::error(e.loc, Tag::D_XLATE_NONE, "cannot translate from \"{}\" to \"{}\"", x.type->name,
                to->name);
  e.type = to;
  if (to->is_sou()) xlate_whole(e, *t);
}

// xlate<struct T>(x) as a whole value (`s = xlate<struct T>(x)`, trace):
// each member the translator defines is cooked now, as `xlate<T>(x).m`,
// into e.args[1..]: a Cast to the member's type whose ival and binding
// hold the member's bit offset and bit width.  Lowering fills a zeroed
// temporary with them, so members without a translation read as zero.  A
// member that does not cook (a D library translator needing kernel types
// this kernel lacks) leaves e.ival 0: only its members may then be used.
void Checker::xlate_whole(Expr& e, const ast::Translator& t) {
  std::vector<ast::ExprPtr> members;
  try {
    for (const ast::Translator::Member& m : t.members) {
      auto declared = types_.member(e.type, m.name);
      if (!declared) return;
      auto base = std::make_unique<Expr>();
      base->kind = ExprKind::Xlate;
      base->loc = e.loc;
      base->type = e.type;
      base->cooked = true;
      base->args.push_back(copy_cooked(*e.args[0]));
      auto mem = std::make_unique<Expr>();
      mem->kind = ExprKind::Member;
      mem->op = Op::Dot;
      mem->name = m.name;
      mem->loc = e.loc;
      mem->args.push_back(std::move(base));
      translate_member(*mem);
      auto slot = std::make_unique<Expr>();
      slot->kind = ExprKind::Cast;
      slot->loc = e.loc;
      slot->name = m.name;
      slot->type = declared->type;
      slot->ival = declared->bit_offset;
      slot->binding = static_cast<int>(declared->bits);
      slot->cooked = true;
      slot->args.push_back(std::move(mem));
      members.push_back(std::move(slot));
    }
  } catch (const diag::CompileError&) {
    return;
  }
  e.args.resize(1);
  for (auto& m : members) e.args.push_back(std::move(m));
  e.ival = 1;
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
  const ast::Translator* x = find_translator(t, base.args[0]->type);
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
  } else if (declared && declared->type->is_char_array() && !value->type->is_string() &&
             !(value->type->is_char_array() && value->type->size == declared->type->size)) {
    // A char array member filled from an array of its size (pr_fname from
    // comm) stays that array, as in DTrace: sizeof is its size and a cast
    // to char * is its address.  Anything else becomes a string.
    to_string(value);
  }
  e = std::move(*value);
  e.loc = loc;
  e.cooked = true;
}

}  // namespace dtrace::sema
