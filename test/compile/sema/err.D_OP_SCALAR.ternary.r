-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_SCALAR.ternary.d: [D_OP_SCALAR] line 9: operator ?: expression must be of scalar type
