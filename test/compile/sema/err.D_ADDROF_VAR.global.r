-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ADDROF_VAR.global.d: [D_ADDROF_VAR] line 11: cannot take address of dynamic variable
