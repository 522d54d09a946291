-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_ACT.exit-arms.d: [D_OP_ACT] line 9: action cannot be used in a conditional context
