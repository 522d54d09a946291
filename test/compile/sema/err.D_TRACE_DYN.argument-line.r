-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRACE_DYN.argument-line.d: [D_TRACE_DYN] line 12: trace( ) may not be applied to a dynamic expression
