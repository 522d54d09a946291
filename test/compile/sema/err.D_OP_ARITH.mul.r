-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_ARITH.mul.d: [D_OP_ARITH] line 9: operator * requires operands of arithmetic type
