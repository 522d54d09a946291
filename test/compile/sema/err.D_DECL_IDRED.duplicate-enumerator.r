-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.duplicate-enumerator.d: [D_DECL_IDRED] line 12: identifier redeclared: RED
