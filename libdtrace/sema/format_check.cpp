// DTrace's statement-level checks of printf(), system(), freopen(), printa()
// and tracemem() (see format_check.h).  The tags, texts and their order are
// DTrace's: the call's prototype first (argument count, then the format's
// type), then the format string, then each conversion in turn (its dynamic
// width, its dynamic precision, its value), then any arguments left over.
#include "sema/format_check.h"

#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "ir/format.h"
#include "types/types.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using diag::Tag;

namespace {

// The type name DTrace prints for an argument ("aggregation" for @a).
std::string arg_type_name(const Expr& a) {
  if (a.kind == ExprKind::Agg) return "aggregation";
  return a.type ? a.type->name : "void";
}

// Whether an argument of a conversion's class is acceptable.
bool accepts(ir::ArgClass cls, const Expr& a) {
  if (a.kind == ExprKind::Agg || !a.type) return false;
  const types::Type& t = *a.type;
  switch (cls) {
    case ir::ArgClass::Int:
    case ir::ArgClass::CharInt:
    case ir::ArgClass::Time:
    case ir::ArgClass::Ptr:
      return t.is_scalar();
    case ir::ArgClass::Float:
      return t.is_arith();
    case ir::ArgClass::Str:
      return t.is_string() || t.kind == types::Kind::Array || t.is_pointer();
    case ir::ArgClass::WStr:
      return t.kind == types::Kind::Array;
    case ir::ArgClass::Stack:  // %k: what stack(), ustack() or jstack() records
      return t.kind == types::Kind::Stack;
    default:
      return t.kind != types::Kind::Void;
  }
}

// Cooks every argument from `first` on (aggregations stay as they are: they
// are only valid where the action takes them).
void cook_args(Expr& e, size_t first, const FormatHooks& hooks) {
  for (size_t i = first; i < e.args.size(); ++i)
    if (e.args[i]->kind != ExprKind::Agg) hooks.cook(*e.args[i]);
}

// The format argument: a string constant.  DTrace's printf( ) prototype is
// void(string, ...), so anything but a string fails that first
// (D_PROTO_ARG); system( ) and freopen( ) take void(@, ...), and any
// argument that is not a constant gets D_PRINTF_ARG_FMT.
void check_format_arg(const Expr& e) {
  const Expr& f = *e.args[0];
  if (f.kind == ExprKind::StrLit) return;
  std::string type = arg_type_name(f);
  if (e.name == "printf" &&
      (f.kind == ExprKind::Agg || !(f.type->is_string() || f.type->is_char_array())))
    diag::error(e.loc, Tag::D_PROTO_ARG,
                "{}( ) argument #1 is incompatible with prototype:\n\tprototype: string\n"
                "\t argument: {}",
                e.name, type);
  diag::error(e.loc, Tag::D_PRINTF_ARG_FMT,
              "{}( ) argument #1 is incompatible with prototype:\n\tprototype: string "
              "constant\n\t argument: {}",
              e.name, type);
}

ir::FormatPlan parse_or_fail(const Expr& e) {
  auto plan = ir::parse_format(e.args[0]->name);
  if (!plan) diag::error(e.loc, Tag::D_SYNTAX, "{}", plan.error().message);
  return std::move(*plan);
}

// The dynamic width ('*') or precision ('.*') argument at `ai`.
void check_dynamic(const Expr& e, const ir::Conversion& c, size_t ai, bool prec) {
  std::string_view star = prec ? ".*" : "*";
  if (ai >= e.args.size())
    diag::error(e.loc, Tag::D_PRINTF_DYN_PROTO,
                "{}( ) prototype mismatch: conversion #{} (%{}) is missing a corresponding "
                "\"{}\" argument",
                e.name, c.number, c.name, star);
  const Expr& a = *e.args[ai];
  if (a.kind == ExprKind::Agg || !a.type->is_integer())
    diag::error(e.loc, Tag::D_PRINTF_DYN_TYPE,
                "{}( ) argument #{} is incompatible with conversion #{} prototype:\n"
                "\tconversion: % {} {}\n\t prototype: int\n\t  argument: {}",
                e.name, ai + 1, c.number, star, c.name, arg_type_name(a));
}

// The value argument at `ai` of a printf()-style conversion.
void check_value(const Expr& e, const ir::Conversion& c, size_t ai) {
  if (c.agg)
    diag::error(e.loc, Tag::D_PRINTF_AGG_CONV,
                "%@ conversion requires an aggregation and is not for use with {}( )", e.name);
  if (ai >= e.args.size())
    diag::error(e.loc, Tag::D_PRINTF_ARG_PROTO,
                "{}( ) prototype mismatch: conversion #{} (%{}) is missing a corresponding "
                "value argument",
                e.name, c.number, c.name);
  const Expr& a = *e.args[ai];
  if (!accepts(ir::arg_class(c), a))
    diag::error(a.loc, Tag::D_PRINTF_ARG_TYPE,
                "{}( ) argument #{} is incompatible with conversion #{} prototype:\n"
                "\tconversion: %{}\n\t prototype: {}\n\t  argument: {}",
                e.name, ai + 1, c.number, c.name, ir::conversion_prototype(c),
                arg_type_name(a));
}

// printf(fmt, ...), system(fmt, ...), freopen(fmt, ...).
void check_printf(Expr& e, const FormatHooks& hooks) {
  cook_args(e, 0, hooks);
  // DTrace's count message says "at least" only for optional arguments,
  // not for the "..." of these prototypes.
  if (e.args.empty())
    diag::error(e.loc, Tag::D_PROTO_LEN, "{}( ) prototype mismatch: 0 args passed, 1 expected",
                e.name);
  check_format_arg(e);
  if (e.name == "printf" && e.args[0]->name.empty())
    diag::error(e.loc, Tag::D_PRINTF_FMT_EMPTY, "{}( ) format string is empty", e.name);
  ir::FormatPlan plan = parse_or_fail(e);
  size_t ai = 1;
  for (const ir::Conversion* c : plan.conversions()) {
    if (c->name == "%") continue;
    if (c->width_star) check_dynamic(e, *c, ai++, false);
    if (c->precision_star) check_dynamic(e, *c, ai++, true);
    check_value(e, *c, ai++);
  }
  if (ai < e.args.size())
    diag::error(e.loc, Tag::D_PRINTF_ARG_EXTRA,
                "{}( ) prototype mismatch: only {} arguments required by this format string",
                e.name, plan.arg_count);
}

// Keys compare as DTrace compares them: any integer matches any integer,
// any string any string; other kinds must be the same kind.
int key_class(const ir::RecordField& f) {
  using K = ir::RecordField::Kind;
  if (f.kind == K::Int || f.kind == K::UInt) return -2;
  if (f.kind == K::String) return -1;
  return static_cast<int>(f.kind);
}

// The D type a key of this layout has, as DTrace names it in printa()'s
// key mismatch message (the record keeps the layout, not the type: an
// integer is named by its size and sign).
std::string key_type_name(const ir::RecordField& f) {
  using K = ir::RecordField::Kind;
  switch (f.kind) {
    case K::Int:
    case K::UInt: {
      const char* names[] = {"char", "short", "int", "long"};
      int i = f.size >= 8 ? 3 : f.size >= 4 ? 2 : f.size >= 2 ? 1 : 0;
      return std::string(f.kind == K::UInt ? "unsigned " : "") + names[i];
    }
    case K::String: return "string";
    case K::Stack: return "stack";
    case K::KSym: case K::KMod: return "_symaddr";
    case K::USym: case K::UAddr: case K::UMod: return "_usymaddr";
    case K::Bytes: break;
  }
  return "struct";
}

// Every aggregation printa() prints must have the first one's key signature.
void check_printa_keys(const Expr& e, size_t first, const FormatHooks& hooks) {
  const ir::AggregationDesc* lhs = nullptr;
  for (size_t i = first; i < e.args.size(); ++i) {
    const ir::AggregationDesc* rhs = hooks.find_agg(e.args[i]->name);
    if (!rhs) return;  // undefined: the checker's own message follows
    if (!lhs) {
      lhs = rhs;
      continue;
    }
    size_t l = lhs->keys.size(), r = rhs->keys.size();
    if (l != r)
      diag::error(e.loc, Tag::D_PRINTA_AGGKEY,
                  "printa( ): @{} and @{} do not have matching key signatures: @{} has {} "
                  "key{}, @{} has {} key{}",
                  lhs->name, rhs->name, lhs->name, l, l == 1 ? "" : "s", rhs->name, r,
                  r == 1 ? "" : "s");
    for (size_t k = 0; k < l; ++k)
      if (key_class(lhs->keys[k]) != key_class(rhs->keys[k]))
        diag::error(e.loc, Tag::D_PRINTA_AGGPROTO,
                    "printa( ): @{}[ ] key #{} is incompatible with @{}:\n"
                    "      {} key #{}: {}\n      {} key #{}: {}",
                    rhs->name, k + 1, lhs->name, lhs->name, k + 1,
                    key_type_name(lhs->keys[k]), rhs->name, k + 1,
                    key_type_name(rhs->keys[k]));
  }
}

// Whether a key of this layout suits a conversion's class.  DTrace checks a
// printa() format's key conversions against the aggregation's key types as
// printf() checks its arguments; the record keeps only the key's layout,
// so: integers (and the kernel addresses sym() and mod() record) print
// with the numeric conversions, strings and raw bytes (char arrays) with
// %s, and a stack only with %k.  The user addresses usym(), uaddr() and
// umod() record print with the numeric conversions and, unlike DTrace
// (which wants %a or %A), also with %s, which prints their symbol:
// profile scripts print ufunc() and umod() keys that way.
bool key_accepts(ir::ArgClass cls, const ir::RecordField& key) {
  using K = ir::RecordField::Kind;
  if (cls == ir::ArgClass::Any || cls == ir::ArgClass::None) return true;
  bool numeric = cls != ir::ArgClass::Str && cls != ir::ArgClass::WStr &&
                 cls != ir::ArgClass::Stack;
  switch (key.kind) {
    case K::Stack: return cls == ir::ArgClass::Stack;
    case K::String: return cls == ir::ArgClass::Str;
    case K::Bytes: return cls == ir::ArgClass::Str || cls == ir::ArgClass::WStr;
    case K::USym:
    case K::UAddr:
    case K::UMod: return numeric || cls == ir::ArgClass::Str;
    case K::Int:
    case K::UInt:
    case K::KSym:
    case K::KMod: break;
  }
  return numeric;
}

// A key conversion: DTrace numbers the keys as arguments from #2 on.
void check_printa_key(const Expr& e, const ir::Conversion& c, const ir::RecordField& key,
                      size_t key_index) {
  if (key_accepts(ir::arg_class(c), key)) return;
  diag::error(e.loc, Tag::D_PRINTF_ARG_TYPE,
              "printa( ) argument #{} is incompatible with conversion #{} prototype:\n"
              "\tconversion: %{}\n\t prototype: {}\n\t  argument: {}",
              key_index + 2, c.number, c.name, ir::conversion_prototype(c),
              key.kind == ir::RecordField::Kind::Stack ? "dt_stack_t" : key_type_name(key));
}

// A '@' conversion prints the aggregation's value, which DTrace types as
// uint64_t for count() and int64_t for every other function.
void check_printa_value(const Expr& e, const ir::Conversion& c, ir::AggFunc func) {
  ir::Conversion plain = c;
  plain.agg = false;
  ir::ArgClass cls = ir::arg_class(plain);
  if (cls != ir::ArgClass::Str && cls != ir::ArgClass::WStr && cls != ir::ArgClass::Stack)
    return;
  diag::error(e.loc, Tag::D_PRINTF_ARG_TYPE,
              "printa( ) aggregating action is incompatible with conversion #{} prototype:\n"
              "\tconversion: %{}\n\t prototype: {}\n\t  argument: {}",
              c.number, c.name, ir::conversion_prototype(plain),
              func == ir::AggFunc::Count ? "uint64_t" : "int64_t");
}

// printa([fmt,] @a, ...): aggregations only after the optional format; a
// format's key conversions need keys in the first aggregation.
void check_printa(Expr& e, const FormatHooks& hooks) {
  if (e.args.empty())
    diag::error(e.loc, Tag::D_PROTO_LEN,
                "printa( ) prototype mismatch: 0 args passed, 1 expected");
  size_t first = e.args[0]->kind == ExprKind::StrLit ? 1 : 0;
  if (first == 1 && e.args.size() == 1)
    diag::error(e.loc, Tag::D_PRINTA_PROTO, "printa( ) prototype mismatch: 1 args passed, 2 expected");
  for (size_t i = first; i < e.args.size(); ++i) {
    Expr& a = *e.args[i];
    if (a.kind == ExprKind::Agg) continue;
    hooks.cook(a);
    diag::error(e.loc, Tag::D_PRINTA_AGGARG,
                "printa( ) argument #{} is incompatible with prototype:\n\tprototype: "
                "aggregation\n\t argument: {}",
                i + 1, arg_type_name(a));
  }
  check_printa_keys(e, first, hooks);
  if (first == 0) return;
  ir::FormatPlan plan = parse_or_fail(e);
  const ir::AggregationDesc* agg = hooks.find_agg(e.args[1]->name);
  if (!agg) return;
  size_t keys = 0;
  for (const ir::Conversion* c : plan.conversions()) {
    if (c->name == "%") continue;
    if (c->agg) {
      check_printa_value(e, *c, agg->func);
      continue;
    }
    keys += static_cast<size_t>(c->arg_count());
    if (keys > agg->keys.size())
      diag::error(e.loc, Tag::D_PRINTF_ARG_PROTO,
                  "printa( ) prototype mismatch: conversion #{} (%{}) is missing a "
                  "corresponding value argument",
                  c->number, c->name);
    check_printa_key(e, *c, agg->keys[keys - 1], keys - 1);
  }
}

// tracemem(address, size[, nbytes]): a pointer or integer, a positive
// constant, and optionally an integer that limits the bytes printed.
void check_tracemem(Expr& e, const FormatHooks& hooks) {
  cook_args(e, 0, hooks);
  require_arg_count(e, 2, 3);
  const Expr& addr = *e.args[0];
  // The prototype's own check (D_PROTO_ARG) reports the call's line, the
  // address and size checks their argument's, as DTrace does.
  if (addr.kind == ExprKind::Agg || !addr.type->is_scalar())
    diag::error(addr.loc, Tag::D_TRACEMEM_ADDR,
                "tracemem( ) argument #1 is incompatible with prototype:\n\tprototype: pointer "
                "or integer\n\t argument: {}",
                arg_type_name(addr));
  const Expr& size = *e.args[1];
  if (size.kind == ExprKind::Agg || !size.type->is_integer())
    diag::error(e.loc, Tag::D_PROTO_ARG,
                "tracemem( ) argument #2 is incompatible with prototype:\n\tprototype: size_t\n"
                "\t argument: {}",
                arg_type_name(size));
  if (size.kind != ExprKind::IntLit || static_cast<int64_t>(size.ival) <= 0)
    diag::error(size.loc, Tag::D_TRACEMEM_SIZE,
                "tracemem( ) argument #2 must be a non-zero positive integral constant "
                "expression");
  if (e.args.size() == 3) {
    const Expr& n = *e.args[2];
    if (n.kind == ExprKind::Agg || !n.type->is_integer())
      diag::error(e.loc, Tag::D_PROTO_ARG,
                  "tracemem( ) argument #3 is incompatible with prototype:\n\tprototype: "
                  "ssize_t\n\t argument: {}",
                  arg_type_name(n));
  }
}

// trace(expr): one argument, neither void nor an aggregation.
void check_trace(Expr& e, const FormatHooks& hooks) {
  cook_args(e, 0, hooks);
  require_arg_count(e, 1, 1);
  // DTrace reports these at the argument's node, not the call's.
  const Expr& a = *e.args[0];
  if (a.kind == ExprKind::Agg)
    diag::error(a.loc, Tag::D_TRACE_DYN, "trace( ) may not be applied to a dynamic expression");
  if (a.type->kind == types::Kind::Void)
    diag::error(a.loc, Tag::D_TRACE_VOID, "trace( ) may not be applied to a void expression");
}

}  // namespace

bool is_format_action(const Expr& e) {
  if (e.kind != ExprKind::Call) return false;
  return e.name == "printf" || e.name == "system" || e.name == "freopen" ||
         e.name == "printa" || e.name == "tracemem" || e.name == "trace";
}

void check_format_action(Expr& e, const FormatHooks& hooks) {
  if (e.name == "printa") return check_printa(e, hooks);
  if (e.name == "tracemem") return check_tracemem(e, hooks);
  if (e.name == "trace") return check_trace(e, hooks);
  check_printf(e, hooks);
}

void require_arg_count(const Expr& e, size_t lo, size_t hi) {
  size_t n = e.args.size();
  if (n >= lo && n <= hi) return;
  // With optional arguments DTrace names the required count, "at least",
  // for too many arguments as for too few.
  diag::error(e.loc, Tag::D_PROTO_LEN, "{}( ) prototype mismatch: {} arg{} passed, {}{} expected",
              e.name, n, n == 1 ? "" : "s", lo == hi ? "" : "at least ", lo);
}

}  // namespace dtrace::sema
