-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ADDROF_VAR.aggregation.d: [D_ADDROF_VAR] line 10: cannot take address of dynamic variable
