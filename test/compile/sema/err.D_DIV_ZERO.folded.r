-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DIV_ZERO.folded.d: [D_DIV_ZERO] line 9: expression contains division by zero
