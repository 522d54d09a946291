-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INT.bitor-pointer-string.d: [D_OP_INT] line 9: operator | requires operands of integral type
