-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INCOMPAT.ternary-void.d: [D_OP_INCOMPAT] line 9: operator ?: operands must have compatible types
