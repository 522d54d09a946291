-- @@stderr --
dtrace: failed to compile script test/runtime/tcp/err.D_TRACE_VOID.state-change-args0.d: [D_TRACE_VOID] line 8: trace( ) may not be applied to a void expression
