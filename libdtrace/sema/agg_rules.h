// Aggregation rules that need no types.  DTrace checks these while it
// parses or compiles a statement, before its typing errors, so they run on
// each clause ahead of the Checker: an aggregation used as a statement of
// its own (D_AGG_NULL) or as a multi-dimensional array (D_AGG_MDIM), an
// aggregating function called outside an aggregation assignment
// (D_CG_EXPR), void or aggregation keys (D_KEY_TYPE), the parameters of
// lquantize() and llquantize() (integer constants in range, the same in
// every use of one aggregation: D_LQUANT_*, D_LLQUANT_*) and the arguments
// of clear(), trunc(), normalize() and denormalize() (D_CLEAR_*,
// D_TRUNC_*, D_NORMALIZE_*).  What cannot be decided without types is left
// to the Checker.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>

#include "diag/diagnostic.h"
#include "parse/ast.h"

namespace dtrace::sema {

class AggRules {
 public:
  // Collects the program's variable names (assigned or declared) and the
  // type names it can tell without typing; `aggs` are the aggregations
  // programs added before this one defined.
  AggRules(const ast::Program& prog, std::set<std::string> aggs);

  // Checks one clause; raises diag::CompileError on the first violation.
  void clause(const ast::Clause& c);

 private:
  enum class Konst { Yes, No, Unknown };
  struct Folded {
    Konst kind = Konst::Unknown;
    int64_t value = 0;
  };
  struct Lquant {
    int64_t base, levels, step;
  };
  struct Llquant {
    int64_t factor, lmag, hmag, steps;
  };

  void note_vars(const ast::Expr& e);
  void note_vars(const ast::Stmt& s);
  void stmt(const ast::Stmt& s);
  void walk(const ast::Expr& e);
  void agg_assign(const ast::Expr& e);
  void agg_keys(const ast::Expr& lhs);
  void aggop(const ast::Expr& e);
  void lquantize(const std::string& agg, const ast::Expr& call);
  void lquantize_match(const std::string& agg, const ast::Expr& call, const Lquant& q);
  void llquantize(const std::string& agg, const ast::Expr& call);
  void llquantize_steps(const ast::Expr& call, const Llquant& q);
  void llquantize_match(const std::string& agg, const ast::Expr& call, const Llquant& q);
  Folded fold(const ast::Expr& e) const;
  bool param(const ast::Expr& call, size_t idx, diag::Tag tag, const char* msg,
             int64_t& out) const;
  std::string type_name(const ast::Expr& e) const;

  std::set<std::string> aggs_;                   // aggregations defined so far
  std::set<std::string> vars_;                   // assigned or declared variables
  std::map<std::string, std::string> var_types_;  // their type names, when evident
  std::map<std::string, Lquant> lquant_;
  std::map<std::string, Llquant> llquant_;
};

}  // namespace dtrace::sema
