-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INT.bitnot.d: [D_OP_INT] line 9: operator ~ requires an operand of integral type
