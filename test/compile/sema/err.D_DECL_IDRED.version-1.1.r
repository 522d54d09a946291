-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.version-1.1.d: [D_DECL_IDRED] line 8: built-in identifier redeclared: strstr
