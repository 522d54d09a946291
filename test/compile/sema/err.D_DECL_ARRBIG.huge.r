-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_ARRBIG.huge.d: [D_DECL_ARRBIG] line 7: array dimension too big
