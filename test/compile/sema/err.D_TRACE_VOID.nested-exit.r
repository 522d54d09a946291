-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRACE_VOID.nested-exit.d: [D_TRACE_VOID] line 9: trace( ) may not be applied to a void expression
