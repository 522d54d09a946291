-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_ARRFUN.array-assign.d: [D_OP_ARRFUN] line 12: operator = may not be applied to operand of type "uint16_t [8]"
