-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.enumerator-over-variable.d: [D_DECL_IDRED] line 9: identifier redeclared: GREEN
