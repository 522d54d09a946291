-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.enumerator.d: [D_DECL_IDRED] line 8: identifier redeclared: ALPHA
