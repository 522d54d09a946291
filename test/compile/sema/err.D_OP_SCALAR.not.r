-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_SCALAR.not.d: [D_OP_SCALAR] line 9: operator ! requires an operand of scalar type
