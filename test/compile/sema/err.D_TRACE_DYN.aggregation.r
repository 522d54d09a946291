-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRACE_DYN.aggregation.d: [D_TRACE_DYN] line 10: trace( ) may not be applied to a dynamic expression
