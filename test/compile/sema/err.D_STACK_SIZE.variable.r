-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_STACK_SIZE.variable.d: [D_STACK_SIZE] line 10: stack( ) size must be a non-zero positive integral constant expression
