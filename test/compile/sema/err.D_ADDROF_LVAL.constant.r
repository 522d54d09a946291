-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ADDROF_LVAL.constant.d: [D_ADDROF_LVAL] line 9: unacceptable operand for unary & operator
