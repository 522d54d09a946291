-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_ARITH.negate-string.d: [D_OP_ARITH] line 9: operator - requires an operand of arithmetic type
