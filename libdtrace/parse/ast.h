// The D abstract syntax tree: what the parser produces and sema decorates.
//
// Nodes are uniform, ply-style: one Expr struct whose `kind` says which
// fields mean something, so adding an operator or builtin never adds a node
// type.  Children are owned through unique_ptr; the Program owns everything.
// Sema fills the `// sema:` fields in place (the "cooked" tree).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "support/source_loc.h"

namespace dtrace::types {
class Type;
}

namespace dtrace::ast {

struct Expr;
struct TypeName;
using ExprPtr = std::unique_ptr<Expr>;

enum class ExprKind {
  IntLit,     // ival; int_suffix says u/l/ul/ll/ull; is_char for 'c'
  FloatLit,   // fval
  StrLit,     // name holds the decoded bytes (escapes already applied)
  Ident,      // name; module holds the backquote scope (``vmlinux`jiffies``)
  Var,        // self->name (scope Self) or this->name (scope This)
  Agg,        // @name (name "" for the anonymous @)
  Macro,      // $name: name is "1", "target", "pid"...; dollar2 for $$1
  Unary,      // op, args[0]
  PostIncDec, // op is Inc or Dec, args[0]
  Binary,     // op, args[0] op args[1]
  Ternary,    // args[0] ? args[1] : args[2]
  Assign,     // op (Assign or compound), args[0] = args[1]
  Call,       // name(args...) for subroutines, actions and aggregating functions
  Index,      // args[0][args[1], args[2], ...] (arrays, assoc arrays, aggregations)
  Member,     // args[0].name (op Dot) or args[0]->name (op Arrow)
  Cast,       // (type) args[0]
  SizeofType, // sizeof (type)
  SizeofExpr, // sizeof expr
  Offsetof,   // offsetof(type, name)
  Stringof,   // stringof expr
  Xlate,      // xlate <type> (args[0])
  Subscript,  // args[0][args[1]] on an array or pointer (sema turns such an Index into it)
};

enum class Op {
  None,
  // unary
  Neg, Plus, Not, BitNot, Deref, AddrOf, PreInc, PreDec, Inc, Dec,
  // binary
  Mul, Div, Mod, Add, Sub, Shl, Shr, Lt, Le, Gt, Ge, Eq, Ne,
  BitAnd, BitXor, BitOr, LogAnd, LogXor, LogOr, Comma,
  // assignment
  Assign, MulAssign, DivAssign, ModAssign, AddAssign, SubAssign, ShlAssign,
  ShrAssign, AndAssign, XorAssign, OrAssign,
  // member access
  Dot, Arrow,
};

enum class VarScope { Global, Self, This };

// Integer literal suffixes, as C: none, u, l, ul, ll, ull.
enum class IntSuffix { None, U, L, UL, LL, ULL };

struct Expr {
  ExprKind kind = ExprKind::IntLit;
  SourceLoc loc;
  Op op = Op::None;
  std::string name;    // identifier, member, function, macro name, or string bytes
  std::string module;  // backquote scope of an Ident, e.g. "vmlinux"
  VarScope scope = VarScope::Global;
  uint64_t ival = 0;
  IntSuffix int_suffix = IntSuffix::None;
  bool is_char = false;  // integer literal written as a character constant
  bool dollar2 = false;  // $$n: the macro argument as a string
  double fval = 0;
  std::vector<ExprPtr> args;
  std::unique_ptr<TypeName> type_name;  // Cast, SizeofType, Offsetof, Xlate

  // sema: the expression's type once cooked, and a sema-owned binding.
  const types::Type* type = nullptr;
  int binding = -1;  // index into sema's identifier table, when meaningful
  bool cooked = false;  // a subtree sema already checked (spliced in by a translator)
  bool via_alloca = false;  // sema: p->m, *p, p[i] through an alloca()'d pointer p
  bool null_string = false;  // sema: a StrLit that was NULL (the constant 0) beside a string
};

// ---- type names and declarations ----------------------------------------

// A C declarator chain applied to a base type.  `int *a[4]` is
// base "int", then derived: Array(4), Pointer  (outermost first, as in C's
// reading order: a is an array of 4 pointers to int).
struct Derived {
  enum class Kind { Pointer, Array, Function } kind = Kind::Pointer;
  ExprPtr array_size;                    // Array: size expression (may be null: `[]`)
  std::vector<TypeName> array_keys;      // Array: associative key types (`int a[string, int]`)
  std::vector<std::unique_ptr<struct Declaration>> params;  // Function: parameter decls
  bool varargs = false;                  // Function: `...`
  bool is_const = false;                 // Pointer: `* const`
};

struct StructDef;
struct EnumDef;

// Declaration specifiers: storage class, qualifiers and the base type.
struct DeclSpecs {
  enum class Storage { None, Extern, Static, Register, Typedef, Self, This } storage =
      Storage::None;
  bool is_const = false;
  bool is_volatile = false;
  bool is_restrict = false;
  // The base type, as written: keywords ("unsigned long long"), a typedef
  // name ("uint64_t", "string"), or "struct X" / "union X" / "enum X".
  std::string base;
  std::string module;  // backquote scope: `vmlinux`struct task_struct`
  std::shared_ptr<StructDef> struct_def;  // inline struct/union body, if any
  std::shared_ptr<EnumDef> enum_def;      // inline enum body, if any
  SourceLoc loc;
};

struct TypeName {
  DeclSpecs specs;
  std::vector<Derived> derived;  // abstract declarator
  SourceLoc loc;
};

struct Declaration {
  DeclSpecs specs;
  std::string name;              // empty for abstract declarations (parameters)
  std::vector<Derived> derived;  // declarator
  ExprPtr bitfield_width;        // struct members only
  ExprPtr init;                  // inline definitions: `inline int x = 3;`
  SourceLoc loc;
};

struct StructDef {
  bool is_union = false;
  std::string tag;  // empty for anonymous
  std::vector<Declaration> members;
  bool has_body = false;
  SourceLoc loc;
};

struct EnumDef {
  std::string tag;
  struct Enumerator {
    std::string name;
    ExprPtr value;  // null: previous + 1
    SourceLoc loc;
  };
  std::vector<Enumerator> enumerators;
  SourceLoc loc;
};

// ---- statements and clauses ---------------------------------------------

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;

struct Stmt {
  enum class Kind { Expr, Empty, If, Block, Decl } kind = Kind::Expr;
  SourceLoc loc;
  ExprPtr expr;                // Expr, or the If condition
  std::vector<StmtPtr> body;   // Block; If: then-branch in body, else in else_body
  std::vector<StmtPtr> else_body;
  std::unique_ptr<Declaration> decl;  // Decl (e.g. `this int x;` inside a clause)
};

// A probe description as written (`syscall::openat:entry`, `BEGIN`,
// `pid$target:libc.so.6:malloc:return`): the raw text; sema expands macros
// and splits it into provider:module:function:name.
struct ProbeSpec {
  std::string text;
  SourceLoc loc;
};

struct Clause {
  std::vector<ProbeSpec> probes;
  ExprPtr predicate;  // null when absent
  std::vector<StmtPtr> body;
  bool has_body = true;  // false for a clause written without braces (-n 'BEGIN')
  SourceLoc loc;
  SourceLoc end_loc;  // the closing '}': DTrace reports a bad predicate there
};

// `#pragma D ...` and the other control lines the parser keeps.
struct Pragma {
  std::vector<std::string> words;  // "D", "option", "quiet" ...
  SourceLoc loc;
};

struct Inline {
  Declaration decl;  // type, name, parameters (inline functions) and init
};

struct Translator {
  TypeName output;  // translator <output> < input-decl > { members }
  Declaration input;
  struct Member {
    std::string name;
    ExprPtr value;
    SourceLoc loc;
  };
  std::vector<Member> members;
  SourceLoc loc;
  SourceLoc end_loc;  // the ';' that ends the definition (DTrace reports there)
};

struct ProviderDef {
  std::string name;
  struct Probe {
    std::string name;  // as written, with __ (sema turns __ into -)
    std::vector<Declaration> args;         // native (or translated) argument list
    std::vector<Declaration> native_args;  // `: (native args)` when given
    bool has_native = false;
    SourceLoc loc;
  };
  std::vector<Probe> probes;
  SourceLoc loc;
  SourceLoc end_loc;  // the ';' that ends the definition (DTrace reports there)
};

// One top-level item, in source order.
struct TopLevel {
  enum class Kind { Clause, Decl, Pragma, Inline, Translator, Provider } kind =
      Kind::Clause;
  std::unique_ptr<Clause> clause;
  std::unique_ptr<Declaration> decl;  // variables, typedefs, struct/union/enum definitions
  std::unique_ptr<Pragma> pragma;
  std::unique_ptr<Inline> inline_def;
  std::unique_ptr<Translator> translator;
  std::unique_ptr<ProviderDef> provider;
};

struct Program {
  std::vector<TopLevel> items;
};

}  // namespace dtrace::ast
