-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_IDRED.typedef-twice.d: [D_DECL_IDRED] line 8: typedef redeclared: count_t
