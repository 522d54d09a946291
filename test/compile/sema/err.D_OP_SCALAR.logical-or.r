-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_SCALAR.logical-or.d: [D_OP_SCALAR] line 9: operator || requires operands of scalar type
