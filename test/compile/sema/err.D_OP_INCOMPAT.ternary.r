-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INCOMPAT.ternary.d: [D_OP_INCOMPAT] line 10: operator ?: operands must have compatible types
