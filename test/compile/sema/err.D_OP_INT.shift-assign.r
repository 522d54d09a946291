-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INT.shift-assign.d: [D_OP_INT] line 10: operator <<= requires operands of integral type
