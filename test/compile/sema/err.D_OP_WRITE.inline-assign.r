-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_WRITE.inline-assign.d: [D_OP_WRITE] line 12: operator = can only be applied to a writable variable
