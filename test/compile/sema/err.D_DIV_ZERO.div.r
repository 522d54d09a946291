-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DIV_ZERO.div.d: [D_DIV_ZERO] line 10: expression contains division by zero
