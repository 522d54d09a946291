// Types declared in D and expressions over objects: struct/union/enum
// definitions, member access (`.` and `->`), `*p`, `&x`, subscripts of
// arrays and pointers, offsetof and stringof, with Oracle's error texts.
#include <functional>

#include <fmt/format.h>

#include "diag/diagnostic.h"
#include "sema/checker.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

bool fold_binary(Op op, int64_t a, int64_t b, int64_t& out) {
  switch (op) {
    case Op::Add: out = a + b; return true;
    case Op::Sub: out = a - b; return true;
    case Op::Mul: out = a * b; return true;
    case Op::Shl: out = a << b; return true;
    case Op::Shr: out = a >> b; return true;
    case Op::BitOr: out = a | b; return true;
    case Op::BitAnd: out = a & b; return true;
    case Op::BitXor: out = a ^ b; return true;
    case Op::Div:
      if (!b) return false;
      out = a / b;
      return true;
    default: return false;
  }
}

// Resolves the type name of a cast or sizeof inside a constant expression.
using TypeResolver = std::function<const types::Type*(const ast::TypeName&)>;

bool fold_constant(const types::TypeTable& types, const Expr& e, int64_t& out,
                   const TypeResolver& resolve = {});

// Whether `name` is a built-in variable that [ ] applies to, a string or a
// pointer (execname[0], curthread[0]), rather than an associative array.
bool indexable_builtin(const std::string& name) {
  struct Entry {
    const char* name;
    std::string_view type;
  };
  static constexpr Entry kBuiltins[] = {
#define X(name, id, type) {#name, type},
#include "sema/builtins.def"
#undef X
  };
  for (const Entry& b : kBuiltins)
    if (name == b.name) return b.type == "string" || b.type.ends_with('*');
  return false;
}

}  // namespace

// struct/union { members } : laid out here; a tag alone names a type
// declared earlier, or one of the kernel's.
const types::Type* Checker::sou_type(const ast::DeclSpecs& specs) {
  const ast::StructDef& def = *specs.struct_def;
  if (!def.has_body) {
    if (const types::Type* t = types_.lookup(specs.base)) return t;
    if (!library_)
      if (const types::Type* t = types_.kernel_type(specs.base)) return t;
    return types_.declare_sou(def.is_union, def.tag);  // a forward declaration
  }
  types::Type* t = types_.declare_sou(def.is_union, def.tag);
  if (t->complete && !def.tag.empty())
    diag::error(def.loc, Tag::D_DECL_TYPERED, "type redeclared: {}", specs.base);
  std::vector<types::Member> members;
  for (const ast::Declaration& d : def.members) {
    types::Member m;
    m.name = d.name;
    bool function = !d.derived.empty() && d.derived.front().kind == ast::Derived::Kind::Function;
    if (function || (d.derived.empty() && d.specs.base == "void"))
      diag::error(d.loc, Tag::D_DECL_VOIDOBJ, "cannot have void member: {}", d.name);
    m.type = resolve_decl(d.specs, d.derived, d.loc);
    if (m.type->is_sou() && !m.type->complete && !types_.complete(m.type))
      diag::error(d.loc, Tag::D_DECL_INCOMPLETE, "incomplete struct/union/enum {}: {}",
                  m.type->name, d.name);
    if (d.bitfield_width) {
      const char* name = d.name.empty() ? "(anon)" : d.name.c_str();
      if (!m.type->is_integer())
        diag::error(d.loc, Tag::D_DECL_BFTYPE, "invalid type for bit-field: {}", name);
      int64_t bits = enum_value(*d.bitfield_width, d.loc);
      if (bits <= 0)
        diag::error(d.loc, Tag::D_DECL_BFCONST,
                    "positive integral constant expression expected as bit-field size");
      if (bits > 8 * static_cast<int64_t>(m.type->size))
        diag::error(d.loc, Tag::D_DECL_BFSIZE, "bit-field too big for type: {}", name);
      m.bits = static_cast<uint32_t>(bits);
    }
    for (const types::Member& prev : members)
      if (!m.name.empty() && prev.name == m.name)
        diag::error(d.loc, Tag::D_UNKNOWN,
                    "failed to define member '{}': Duplicate member or variable name", m.name);
    members.push_back(std::move(m));
  }
  types_.define_sou(t, std::move(members));
  return t;
}

// enum tag { A, B = 5, C }: each enumerator is an int constant.
const types::Type* Checker::enum_type(const ast::DeclSpecs& specs) {
  const ast::EnumDef& def = *specs.enum_def;
  types::Type* t = types_.declare_enum(def.tag);
  int64_t next = 0;
  std::set<std::string> seen;
  for (const ast::EnumDef::Enumerator& en : def.enumerators) {
    auto resolve = [this](const ast::TypeName& tn) { return resolve_type(tn); };
    if (en.value && !fold_constant(types_, *en.value, next, resolve))
      diag::error(en.loc, Tag::D_DECL_ENCONST,
                  "enumerator '{}' must be assigned to an integral constant expression", en.name);
    if (next < INT32_MIN || next > INT32_MAX)
      diag::error(en.loc, Tag::D_DECL_ENOFLOW, "enumerator '{}' value overflows INT_MAX ({})",
                  en.name, INT32_MAX);
    // An enumerator names a global identifier: DTrace looks the name up
    // before adding it to the type, so a name already used, by this enum,
    // another or a variable, is a redeclaration.  An inline may share it:
    // glibc's headers (<signal.h>'s CLD_EXITED, under -C) declare as enum
    // tags constants the D library defines as inlines of the same value.
    int64_t old = 0;
    if (!seen.insert(en.name).second || types_.enumerator(en.name, old) ||
        global_ids_.count(en.name) || assoc_ids_.count(en.name))
      diag::error(en.loc, Tag::D_DECL_IDRED, "identifier redeclared: {}", en.name);
    types_.add_enumerator(t, en.name, next);
    ++next;
  }
  return t;
}

// e.name of a struct, or e->name of a pointer to one.
void Checker::member(Expr& e) {
  Expr& base = *e.args[0];
  expr(base);
  if (base.kind == ExprKind::Xlate) return translate_member(e);
  const types::Type* t = base.type;
  const char* op = e.op == Op::Arrow ? "->" : ".";
  if (e.op == Op::Arrow) {
    if (!t->is_pointer())
      diag::error(e.loc, Tag::D_OP_PTR, "operator -> must be applied to a pointer");
    t = t->target;
  }
  if (t->is_sou() && !types_.complete(t))
    diag::error(e.loc, Tag::D_OP_INCOMPLETE,
                "operator {} cannot be applied to a forward declaration: no {} definition is "
                "available",
                op, t->name);
  if (!t->is_sou()) {
    if (e.op == Op::Arrow)
      diag::error(e.loc, Tag::D_OP_SOU,
                  "operator -> cannot be applied to pointer to type \"{}\"; must be applied to "
                  "a struct or union pointer",
                  t->name);
    diag::error(e.loc, Tag::D_OP_SOU,
                "operator {} cannot be applied to type \"{}\"; must be applied to a struct or "
                "union",
                op, t->name);
  }
  auto m = types_.member(t, e.name);
  if (!m) diag::error(e.loc, Tag::D_TYPE_MEMBER, "{} is not a member of {}", e.name, t->name);
  e.type = m->type;
  e.ival = m->bit_offset;
  e.binding = static_cast<int>(m->bits);
  e.via_alloca = e.op == Op::Arrow && is_alloca(base);
}

// uregs[i]: the current thread's user register i, numbered as the R_*
// inlines of the D library number them; a call of the internal subroutine
// __uregs(i) from here on.
void Checker::uregs(Expr& e) {
  if (e.args.size() != 2)
    diag::error(e.loc, Tag::D_PROTO_LEN, "uregs[ ] prototype mismatch: {} args passed, 1 expected",
                e.args.size() - 1);
  // As DTrace: the index is an integer constant naming one of the R_*
  // registers (regs.d numbers them 0 to kLastUserReg).
  int64_t index = 0;
  expr(*e.args[1]);
  if (!fold_constant(types_, *e.args[1], index))
    diag::error(e.loc, Tag::D_PROTO_ARG,
                "uregs[ ] argument #1 is incompatible with prototype:\n\tprototype: integer "
                "constant\n\t argument: {}",
                e.args[1]->type->name);
  if (e.args[1]->type->is_signed && index < 0)
    diag::error(e.loc, Tag::D_REGS_IDX, "index {} is out of range for array uregs", index);
  if (static_cast<uint64_t>(index) > kLastUserReg)
    diag::error(e.loc, Tag::D_UNKNOWN, "uregs[]: index out of bounds ({})", index);
  e.kind = ExprKind::Call;
  e.name = "__uregs";
  e.args.erase(e.args.begin());
  expr(e);
}

// *p: the object p points to (or an array's first element).
void Checker::deref(Expr& e) {
  Expr& p = *e.args[0];
  expr(p);
  const types::Type* t = p.type;
  if (t->kind != types::Kind::Pointer && t->kind != types::Kind::Array)
    diag::error(e.loc, Tag::D_DEREF_NONPTR, "cannot dereference non-pointer type");
  if (t->target->kind == types::Kind::Void)
    diag::error(e.loc, Tag::D_DEREF_VOID, "cannot dereference pointer to void");
  if (t->target->kind == types::Kind::Function)
    diag::error(e.loc, Tag::D_DEREF_FUNC, "cannot dereference pointer to function");
  e.type = t->target;
  e.via_alloca = t->kind == types::Kind::Pointer && is_alloca(p);
}

// &x: the address of a global or clause-local object, or of an object
// reached through a pointer.
void Checker::addr_of(Expr& e) {
  Expr& x = *e.args[0];
  if (x.kind == ExprKind::Agg)  // before checking @a, which is no value
    diag::error(e.loc, Tag::D_ADDROF_VAR, "cannot take address of dynamic variable");
  expr(x);
  // D variables live in BPF maps, not in memory a pointer may reach: DTrace
  // rejects &v for every variable.  (Structs and unions are let through:
  // print(&t) of a D struct is relied on.)
  bool d_global = x.kind == ExprKind::Ident && x.binding >= kGlobalBase && !x.type->is_sou();
  if ((x.kind == ExprKind::Var && x.scope == ast::VarScope::Self) || d_global ||
      x.kind == ExprKind::Index || x.kind == ExprKind::Agg)
    diag::error(e.loc, Tag::D_ADDROF_VAR, "cannot take address of dynamic variable");
  if (x.kind == ExprKind::Member && x.binding > 0)
    diag::error(e.loc, Tag::D_ADDROF_BITFIELD, "cannot take address of bit-field");
  bool lvalue = (x.kind == ExprKind::Ident && x.binding >= kGlobalBase) ||
                x.kind == ExprKind::Var || x.kind == ExprKind::Member ||
                x.kind == ExprKind::Subscript ||
                (x.kind == ExprKind::Unary && x.op == Op::Deref);
  if (!lvalue || x.type->is_string())
    diag::error(e.loc, Tag::D_ADDROF_LVAL, "unacceptable operand for unary & operator");
  // An object's address is a kernel or DTrace address: 64-bit under -32 too.
  e.type = types_.kernel_pointer_to(x.type);
}

// a[i] on an array or a pointer: *(a + i); on a string, its i-th char.
void Checker::subscript(Expr& e) {
  Expr& a = *e.args[0];
  if (e.args.size() != 2 && a.kind == ExprKind::Ident)
    diag::error(e.loc, Tag::D_ARR_BADREF, "cannot access scalar {} as an associative array",
                a.name);
  if (e.args.size() != 2)
    diag::error(e.loc, Tag::D_ARR_BADREF, "{} may not be referenced as an associative array",
                a.type->name);
  Expr& i = *e.args[1];
  expr(i);
  if (!i.type->is_integer())
    diag::error(i.loc, Tag::D_OP_INT, "operator [ ] requires an index of integral type");
  e.kind = ExprKind::Subscript;
  if (a.type->is_string()) {  // s[i]: the i-th char of a string (read only)
    e.type = types_.t_char();
    return;
  }
  if (a.type->target->kind == types::Kind::Void)
    diag::error(e.loc, Tag::D_DEREF_VOID, "cannot dereference pointer to void");
  e.type = a.type->target;
  e.via_alloca = a.type->is_pointer() && is_alloca(a);
}

// Whether an Index expression's base is an array or a pointer (typed, not
// an associative array); cooks the base when it is.
bool Checker::is_subscript(Expr& e) {
  Expr& a = *e.args[0];
  if (a.kind == ExprKind::Agg) return false;
  if (a.kind == ExprKind::Ident) {
    auto it = global_ids_.find(a.name);
    if (it == global_ids_.end()) {
      if (!indexable_builtin(a.name)) return false;
    } else if (!out_.globals[it->second].type->is_pointer() &&
               !out_.globals[it->second].type->is_string() &&
               out_.globals[it->second].type->kind != types::Kind::Array) {
      return false;
    }
  }
  expr(a);
  if (a.type->kind != types::Kind::Array && !a.type->is_pointer() && !a.type->is_string())
    diag::error(e.loc, Tag::D_OP_INT, "operator [ ] cannot be applied to type \"{}\"",
                a.type->name);
  return true;
}

void Checker::offset_of(Expr& e) {
  const types::Type* t = resolve_type(*e.type_name);
  if (!t->is_sou() || !types_.complete(t))  // also a struct never defined
    diag::error(e.loc, Tag::D_OFFSETOF_TYPE, "offsetof operand must be a struct or union type");
  auto m = types_.member(t, e.name);
  if (!m)
    diag::error(e.loc, Tag::D_UNKNOWN, "failed to determine offset of {}: Member name not found.",
                e.name);
  if (m->bits)
    diag::error(e.loc, Tag::D_OFFSETOF_BITFIELD, "cannot take offset of a bit-field: {}",
                e.name);
  e.kind = ExprKind::IntLit;
  e.ival = m->offset();
  e.type = types_.lookup("size_t");
}

// stringof x: x as a string: strings stay, char arrays and pointers (to
// anything) are read up to a NUL, integers are addresses.
void Checker::stringof(Expr& e) {
  Expr& x = *e.args[0];
  expr(x);
  const types::Type* t = x.type;
  if (!t->is_string() && !t->is_scalar() && t->kind != types::Kind::Array)
    diag::error(e.loc, Tag::D_STRINGOF_TYPE, "cannot apply stringof to a value of type {}",
                t->name);
  e.type = types_.t_string();
}

// Turns a char array or char pointer operand into `stringof operand`, so
// string comparison, assignment and subroutines see a string.
// NULL (the constant 0) beside a string stands for the unset string: as
// strings are stored inline, it is the empty string.
void Checker::to_string(ast::ExprPtr& e) {
  if (e->kind == ExprKind::IntLit && e->ival == 0 && !e->is_char && e->type->is_integer()) {
    e->kind = ExprKind::StrLit;
    e->name.clear();
    e->type = types_.t_string();
    e->null_string = true;  // an assignment of it frees a dynamic variable
    return;
  }
  if (!e->type->is_char_array() && !e->type->is_char_pointer()) return;
  auto s = std::make_unique<Expr>();
  s->kind = ExprKind::Stringof;
  s->loc = e->loc;
  s->type = types_.t_string();
  s->args.push_back(std::move(e));
  e = std::move(s);
}

// args[n]: the probe's argument n with its provider's type (the first
// probe of the clause decides); probes without types give int64_t.  It
// becomes (T) argN.
void Checker::probe_args(Expr& e) {
  if (e.args.size() != 2)
    diag::error(e.loc, Tag::D_PROTO_LEN, "args[ ] prototype mismatch: {} args passed, 1 expected",
                e.args.size() - 1);
  Expr& i = *e.args[1];
  expr(i);
  // As DTrace: the index is an integer constant (args[-1] is one, out of
  // range below), anything else does not match args[]'s prototype.
  int64_t n = 0;
  if (!fold_constant(types_, i, n))
    diag::error(i.loc, Tag::D_PROTO_ARG,
                "args[ ] argument #1 is incompatible with prototype:\n\tprototype: integer "
                "constant\n\t argument: {}",
                i.type->name);
  if (!in_clause_)  // an inline's value, say: no probe to take arguments from
    diag::error(e.loc, Tag::D_ARGS_NONE,
                "args[ ] may not be referenced outside of a probe clause");
  std::vector<probes::ArgType> types;
  const probes::Probe* probe = nullptr;
  bool typed = false;
  if (clause_probes_ && !clause_probes_->empty()) {
    probe = clause_probes_->front();
    types = ctx_.catalog.arg_types(*probe);
    typed = !types.empty() || ctx_.catalog.typed_args(*probe);
  }
  // BEGIN and END have no arguments at all.
  bool none = probe && probe->provider == "dtrace" && probe->name != "ERROR";
  // As DTrace, the message names the clause's probe description.
  std::string where = clause_args_desc_ && !clause_args_desc_->empty() ? *clause_args_desc_
                      : probe                                           ? probe->full_name()
                                                                        : "this probe's";
  if (n < 0 || n >= 10 || none || (typed && n >= static_cast<int64_t>(types.size())))
    diag::error(i.loc, Tag::D_ARGS_IDX, "index {} is out of range for {} args[ ]", n, where);
  const types::Type* t =
      types.empty() ? nullptr : type_by_name(types[static_cast<size_t>(n)].native);
  if (!t) t = types_.t_int64();
  auto arg = std::make_unique<Expr>();
  arg->kind = ExprKind::Ident;
  arg->loc = e.loc;
  arg->name = fmt::format("arg{}", n);
  ident(*arg);
  if (t->is_string()) {
    // A string argument (proc:::exec's path) is in the process's memory.
    e.kind = ExprKind::Call;
    e.name = "copyinstr";
    e.args.clear();
    e.args.push_back(std::move(arg));
    e.type = t;
    e.cooked = true;
    return;
  }
  const types::Type* xt = nullptr;
  if (!types.empty() && !types[static_cast<size_t>(n)].translated.empty())
    xt = type_by_name(types[static_cast<size_t>(n)].translated);
  if (xt && !xt->is_scalar() && !xt->is_sou()) xt = nullptr;
  e.kind = ExprKind::Cast;
  e.args.clear();
  e.args.push_back(std::move(arg));
  e.type = t;
  e.cooked = true;  // a cast without a type name: never cooked again
  if (xt && (xt->is_sou() || (xt->is_pointer() && xt->target->is_sou()))) {
    // args[n] is xlate <translated> ((native) argN)
    auto native = std::make_unique<Expr>(std::move(e));
    e = Expr{};
    e.kind = ExprKind::Xlate;
    e.loc = native->loc;
    e.type = xt;
    e.args.push_back(std::move(native));
    xlate(e);
  } else if (xt) {
    e.type = xt;  // a scalar translated type: a conversion
  }
}

namespace {

// An integer constant expression over literals and earlier enumerators
// (enumerator values, bit-field widths, array sizes): its value, if it is one.
// With a resolver, also integer casts and sizeof (type), as C headers
// write sizes: glibc's fd_set is `__fds_bits[1024 / (8 * (int) sizeof (long))]`.
bool fold_constant(const types::TypeTable& types, const Expr& e, int64_t& out,
                   const TypeResolver& resolve) {
  int64_t a = 0, b = 0;
  switch (e.kind) {
    case ExprKind::IntLit: out = static_cast<int64_t>(e.ival); return true;
    case ExprKind::Ident: return types.enumerator(e.name, out) != nullptr;
    case ExprKind::SizeofType: {
      const types::Type* t = resolve ? resolve(*e.type_name) : nullptr;
      if (!t || t->size == 0) return false;
      out = t->size;
      return true;
    }
    case ExprKind::Cast: {
      const types::Type* t = resolve ? resolve(*e.type_name) : nullptr;
      if (!t || !t->is_integer() || t->size == 0 || t->size > 8 ||
          !fold_constant(types, *e.args[0], a, resolve))
        return false;
      // The value as the cast's type holds it: truncated to its width,
      // then sign- or zero-extended back to 64 bits.
      if (t->size < 8) {
        int shift = 64 - 8 * static_cast<int>(t->size);
        auto u = static_cast<uint64_t>(a) << shift;
        a = t->is_signed ? static_cast<int64_t>(u) >> shift : static_cast<int64_t>(u >> shift);
      }
      out = a;
      return true;
    }
    case ExprKind::Unary:
      if (!fold_constant(types, *e.args[0], a, resolve)) return false;
      if (e.op == Op::Neg) out = -a;
      else if (e.op == Op::BitNot) out = ~a;
      else if (e.op == Op::Plus) out = a;
      else return false;
      return true;
    case ExprKind::Binary:
      if (!fold_constant(types, *e.args[0], a, resolve) ||
          !fold_constant(types, *e.args[1], b, resolve))
        return false;
      return fold_binary(e.op, a, b, out);
    default: return false;
  }
}

}  // namespace

int64_t Checker::enum_value(const Expr& e, SourceLoc loc) {
  int64_t v = 0;
  auto resolve = [this](const ast::TypeName& tn) { return resolve_type(tn); };
  if (!fold_constant(types_, e, v, resolve))
    diag::error(loc, Tag::D_DECL_TYPERED, "enumerator value must be an integer constant");
  return v;
}

}  // namespace dtrace::sema
