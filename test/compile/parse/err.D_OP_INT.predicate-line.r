-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_OP_INT.predicate-line.d: [D_OP_INT] line 13: operator & requires operands of integral type
