// The Checker: the per-program state of semantic analysis (see sema.cpp).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "dof/model.h"
#include "load/kallsyms.h"
#include "sema/sema.h"

namespace dtrace::sema {

inline constexpr int kGlobalBase = 1000;

// Copies of expressions: a node's own fields, and a deep copy of a cooked
// expression.
void copy_node(const ast::Expr& from, ast::Expr& to);
ast::ExprPtr clone(const ast::Expr& e);
// A deep copy of a not yet cooked expression, type names included.
ast::ExprPtr uncooked_copy(const ast::Expr& e);
// The same, with each identifier named in `args` replaced by a cooked copy
// of its expression (an inline function's parameters by its arguments).
using ParamArgs = std::vector<std::pair<std::string, const ast::Expr*>>;
ast::ExprPtr substitute_params(const ast::Expr& e, const ParamArgs& args);

// An operator as a D program writes it ("+=", "<<", "->").
const char* op_text(ast::Op op);
// DTrace's operand rule for a binary or compound-assignment operator
// (operators.cpp): D_OP_ARITH, D_OP_INT, D_OP_SCALAR or D_OP_INCOMPAT.
void check_operands(const ast::Expr& e, const types::Type* a, const types::Type* b);

// Whether `name` is one of DTrace's actions (trace, printf, stack, ...).
bool is_action_name(std::string_view name);
// Whether `name` is a D built-in function: an action, a subroutine or an
// aggregating function (actions.cpp).
bool is_builtin_function(const std::string& name);

// The value of an integer constant expression (a literal, possibly negated).
int64_t const_value(const ast::Expr& e, SourceLoc loc);

// DTrace's rules on where speculate(), commit() and discard() may appear
// among a clause's actions; throws a CompileError (D_SPEC_*, D_COMM_*, ...).
void check_speculation_order(const ast::Clause& c);

class Checker {
 public:
  Checker(Context& ctx, Program& out) : ctx_(ctx), out_(out), types_(ctx.types) {}

  // Cooks every top-level item of `prog` (several programs may be added:
  // they share globals and aggregations, as in one DTrace handle).
  void add(ast::Program& prog);
  void clause(ast::Clause& c);
  void pragma(const ast::Pragma& p);
  void declaration(ast::Declaration& d);
  void inline_def(ast::Inline& in);

 private:
  void match_probes(ClauseInfo& info);
  void statement(ast::Stmt& s);
  void expr(ast::Expr& e);
  void ident(ast::Expr& e);
  bool known_ident(const std::string& name) const;
  bool hidden_by_version(const std::string& name) const;
  void depends_on(const ast::Pragma& p);
  [[noreturn]] void undefined_function(const ast::Expr& e);
  void declare_counter(const ast::Expr& e);
  void declare_incdec(const ast::Expr& e);
  void macro(ast::Expr& e);
  void unary(ast::Expr& e);
  void inc_dec(ast::Expr& e);
  void binary(ast::Expr& e);
  void ternary(ast::Expr& e);
  void assign(ast::Expr& e);
  void assign_agg(ast::Expr& e);
  void call(ast::Expr& e);
  void subroutine(ast::Expr& e);
  uint32_t constant_size(ast::Expr& e, size_t index);
  void stack(ast::Expr& e);
  void user_stack(ast::Expr& e);
  uint32_t frame_limit(int64_t frames) const;
  void frame_pragma(const Program::PragmaOption& o);
  void kernel_offset(const ast::Expr& e, const char* type, const char* member);
  void action_trace(ast::Expr& e);
  void action_print(ast::Expr& e);
  void action_printf(ast::Expr& e);
  void action_exit(ast::Expr& e);
  void action_printa(ast::Expr& e);
  void action_aggop(ast::Expr& e);
  void action_output(ast::Expr& e);
  void action_speculation(ast::Expr& e);
  void agg_keys(ast::Expr& lhs, ir::AggregationDesc& desc);
  const types::Type* resolve_type(const ast::TypeName& t);
  const types::Type* resolve_decl(const ast::DeclSpecs& specs,
                                  const std::vector<ast::Derived>& derived, SourceLoc loc);
  const types::Type* type_by_name(const std::string& name);
  // objects.cpp: D-declared types and expressions over objects
  const types::Type* sou_type(const ast::DeclSpecs& specs);
  const types::Type* enum_type(const ast::DeclSpecs& specs);
  int64_t enum_value(const ast::Expr& e, SourceLoc loc);
  void member(ast::Expr& e);
  void deref(ast::Expr& e);
  void addr_of(ast::Expr& e);
  void subscript(ast::Expr& e);
  bool is_subscript(ast::Expr& e);
  void offset_of(ast::Expr& e);
  void stringof(ast::Expr& e);
  void to_string(ast::ExprPtr& e);
  bool string_arg(ast::ExprPtr& a);  // actions.cpp: a subroutine's char * argument
  void cast(ast::Expr& e);
  void declare_assoc(ast::Declaration& d);
  void probe_args(ast::Expr& e);
  // translators (translate.cpp)
 public:
  void translator_def(ast::Translator& x);
  // Definitions added while set are the D library's (inlines cooked lazily).
  void set_library(bool on) { library_ = on; }
 private:
  std::vector<dof::ProviderSpec> providers_;  // provider definitions so far
  void xlate(ast::Expr& e);
  void translate_member(ast::Expr& e);
  void xlate_whole(ast::Expr& e, const ast::Translator& t);
  const ast::Translator* find_translator(const types::Type* out,
                                         const types::Type* from = nullptr);
  bool is_lvalue(const ast::Expr& e) const;
  bool is_writable(const ast::Expr& e) const;
  bool is_alloca(const ast::Expr& p) const;
  bool writable_pointer(const ast::Expr& p) const;
  void uregs(ast::Expr& e);
  void track_alloca(const ast::Expr& var, const ast::Expr& value);
  std::string alloca_key(const ast::Expr& v) const;
  const types::Type* arith_result(const types::Type* a, const types::Type* b);
  const types::Type* promote(const types::Type* t);
  int define_global(const std::string& name, const types::Type* t);
  void define_local(const std::string& name, const types::Type* t);
  void define_tls(const std::string& name, const types::Type* t);
  // Types the keys of `idx` (an Index expression) and packs them.
  uint32_t pack_keys(ast::Expr& idx, std::vector<ir::RecordField>& keys, const char* what);
  void assoc_ref(ast::Expr& e, const types::Type* assigned);
  void require_args(const ast::Expr& e, size_t lo, size_t hi);

  Context& ctx_;
  Program& out_;
  types::TypeTable& types_;
  std::map<std::string, int> global_ids_;
  std::map<std::string, int> local_ids_;
  std::map<std::string, int> agg_ids_;
  std::map<std::string, int> tls_ids_;
  std::map<std::string, int> assoc_ids_;
  // inline constants: name -> (type, cooked initializer), substituted at use
  std::map<std::string, std::pair<const types::Type*, const ast::Expr*>> inlines_;
  // inline functions (`inline T name[T1 p1, ...] = body;`): the body stays
  // uncooked and each use `name[a1, ...]` cooks a copy with the arguments
  // in place of the parameters (inline_call).
  struct InlineFunction {
    const types::Type* type;
    std::vector<std::pair<std::string, const types::Type*>> params;
    const ast::Expr* body;
  };
  std::map<std::string, InlineFunction> inline_functions_;
  void inline_call(ast::Expr& e);
  bool in_clause_ = false;
  bool library_ = false;
  std::set<std::string> alloca_vars_;  // variables assigned alloca()'d pointers
  std::set<std::string> nonalloca_vars_;  // ... and those assigned other pointers
  SourceLoc clause_loc_;  // the clause being checked (its first description)
  std::map<std::string, std::pair<const types::Type*, ast::Expr*>> lazy_inlines_;
  // translators by the D name of their output struct
  std::map<std::string, const ast::Translator*> translators_;
  // every translator to each output type, in definition order
  std::map<std::string, std::vector<const ast::Translator*>> translators_by_output_;
  // The kernel's symbols, read at the first backquoted `name.
  std::optional<std::vector<load::KernelSym>> kernel_syms_;
  const std::vector<const probes::Probe*>* clause_probes_ = nullptr;
  const std::string* clause_args_desc_ = nullptr;  // ClauseInfo::args_desc
};

}  // namespace dtrace::sema
