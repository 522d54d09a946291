// Statement-level checks of DTrace's formatting actions: printf(), system(),
// freopen(), printa(), tracemem() and trace().  DTrace checks these calls only where
// they are actions (a statement of their own); nested in an expression they
// are plain void functions.  Each check raises DTrace's own tag and text
// (D_PROTO_LEN, D_PRINTF_ARG_FMT, D_PRINTF_FMT_EMPTY, D_SYNTAX for a bad
// conversion, D_PRINTF_DYN_PROTO, D_PRINTF_DYN_TYPE, D_PRINTF_ARG_PROTO,
// D_PRINTF_ARG_TYPE, D_PRINTF_ARG_EXTRA, D_PRINTF_AGG_CONV, D_PRINTA_*,
// D_TRACEMEM_*, D_TRACE_VOID, D_TRACE_DYN), in the order DTrace raises them.  The checks run before
// the checker's own handling of the call, which then finds them satisfied.
#pragma once

#include <functional>
#include <string>

#include "ir/record.h"
#include "parse/ast.h"

namespace dtrace::sema {

// What the checks need from the checker.
struct FormatHooks {
  // Types one argument (the checker's expr()) and marks it cooked, so that
  // typing it again is a no-op.
  std::function<void(ast::Expr&)> cook;
  // The aggregation named `name` (without '@'), or nullptr when undefined.
  std::function<const ir::AggregationDesc*(const std::string&)> find_agg;
};

// True when `e` calls one of the actions checked here.
bool is_format_action(const ast::Expr& e);

// Checks the statement-level action call `e`; throws diag::CompileError.
void check_format_action(ast::Expr& e, const FormatHooks& hooks);

// D_PROTO_LEN "NAME( ) prototype mismatch: N args passed, M expected" unless
// `e` (a call) has between lo and hi arguments.
void require_arg_count(const ast::Expr& e, size_t lo, size_t hi);

}  // namespace dtrace::sema
