-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_CG_EXPR.in-predicate.d: [D_CG_EXPR] line 8: aggregating function count( ) may not be called from a D expression (D program context required)
