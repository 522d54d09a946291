-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_WRITE.inline-function-assign.d: [D_OP_WRITE] line 11: operator = can only be applied to a writable variable
