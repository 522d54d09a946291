-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_WRITE.kernel-member.d: [D_OP_WRITE] line 9: operator = can only be applied to a writable variable
